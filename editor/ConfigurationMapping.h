// The user's own mapping of a TAMP problem's configuration tags (<torso>,
// <left_arm>, ...) onto the robot's joints, where the file's <AMmapping>
// gives none or the wrong one. Kept per document in QSettings (the problem
// file is not changed); a tag without a mapping of the user's uses the
// compiler's.
#pragma once

#include "formats/ConfigurationTag.h"

#include <Eigen/Core>
#include <QDialog>

class QTableWidget;

namespace kinedit {
namespace kin {
class Model;
}

class ConfigurationMapping {
public:
    explicit ConfigurationMapping(const QString& documentPath = {});

    // The joints the tag drives: the user's mapping, else the compiler's.
    QStringList joints(const ConfigurationTag& tag) const;
    bool isCustom(const ConfigurationTag& tag) const;
    void set(const ConfigurationTag& tag, const QStringList& joints);  // the compiler's mapping: forgets the user's
    // Sets the variables of the joints the user mapped tags onto to the
    // tags' values. Returns the number of variables set.
    int apply(const std::vector<ConfigurationTag>& tags, const kin::Model& model, Eigen::VectorXd& q) const;

private:
    QString key(const ConfigurationTag& tag) const;
    QString m_key;
};

// A table of every tag value and the joint it drives (a combo box of the
// robot's one-variable joints, or none); OK saves the mapping.
class ConfigurationMappingDialog : public QDialog {
    Q_OBJECT
public:
    ConfigurationMappingDialog(std::vector<ConfigurationTag> tags, const kin::Model& model, ConfigurationMapping& mapping,
                               QWidget* parent = nullptr);
    // The joint chosen for value i of tag t ("" for none).
    QString choice(int tag, int value) const;
    void choose(int tag, int value, const QString& joint);

    void accept() override;

private:
    std::vector<ConfigurationTag> m_tags;
    ConfigurationMapping& m_mapping;
    QTableWidget* m_table = nullptr;
    std::vector<std::pair<int, int>> m_rows;  // (tag, value) per row
};

}  // namespace kinedit
