// Joint configurations a user named, kept per document in QSettings (not
// in the robot file): by joint name, so that a pose survives edits that
// add, remove or reorder joints (joints it does not name keep their value).
#pragma once

#include <Eigen/Core>
#include <QString>
#include <QStringList>

namespace kinedit {
namespace kin {
class Model;
}

class NamedPoses {
public:
    // documentPath: the file's absolute path (the key poses are kept under).
    explicit NamedPoses(const QString& documentPath = {});

    QStringList names() const;
    void save(const QString& name, const kin::Model& model, const Eigen::VectorXd& q);
    // Sets the variables of the joints the pose names; false if no such pose.
    bool load(const QString& name, const kin::Model& model, Eigen::VectorXd& q) const;
    void remove(const QString& name);

private:
    QString m_key;
};

}  // namespace kinedit
