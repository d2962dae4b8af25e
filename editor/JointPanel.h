// A slider and a spin box per joint variable the user drives (limits from
// the file; unlimited rotations in [-180, 180] degrees), in degrees or
// radians by preference, with a reset to the file's configuration and
// named poses kept per document (NamedPoses). Mimic
// followers and the passive joints of closed chains are not shown: the
// engine sets them.
#pragma once

#include <Eigen/Core>
#include <QWidget>

#include "NamedPoses.h"

#include <memory>
#include <utility>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QSlider;
class QVBoxLayout;

namespace kinedit {
namespace kin {
class Model;
}

class JointPanel : public QWidget {
    Q_OBJECT
public:
    explicit JointPanel(QWidget* parent = nullptr);

    void setModel(std::shared_ptr<const kin::Model> model);
    // The document whose named poses are offered (its absolute path).
    void setDocument(const QString& path);
    QStringList poseNames() const;
    void savePose(const QString& name);
    bool applyPose(const QString& name);
    // A configuration the file names (kin::Model::namedConfigurations(),
    // then the document's own).
    bool applyFilePose(int index);
    // Configurations the document names about a model it does not hold (an
    // SRDF's group states over its URDF's robot), offered as the file's.
    void setDocumentPoses(std::vector<std::pair<QString, Eigen::VectorXd>> poses);
    void deletePose(const QString& name);
    const Eigen::VectorXd& configuration() const { return m_q; }
    // Sets one variable by configuration index (as a user would).
    void setValue(int variable, double value);
    // Sets every variable (an IK drag's result); sliders follow.
    void setConfiguration(const Eigen::VectorXd& q);
    // The frame whose handle the viewport drags by IK (-1: none), chosen in
    // the panel; kept by name when the model changes.
    int dragFrame() const;
    void setDragFrame(int frame);
    // A recompiled model with the same joints: the drag frame is found again
    // by name among its frames (the configuration is kept).
    void setFrames(std::shared_ptr<const kin::Model> model);
    int rowCount() const { return int(m_rows.size()); }
    void setDegrees(bool on);

public slots:
    void reset();

signals:
    void configurationChanged(const Eigen::VectorXd& q);
    void dragFrameChanged(int frame);

private:
    struct Row {
        int variable;
        bool angular;
        double lower, upper;
        QSlider* slider;
        QDoubleSpinBox* spin;
    };
    void rebuild();
    void refreshPoses(const QString& current = {});
    // The file's poses: the model's named configurations, then the document's.
    std::vector<std::pair<QString, Eigen::VectorXd>> filePoses() const;
    void apply(int variable, double value);
    double shown(const Row& r, double v) const;

    std::shared_ptr<const kin::Model> m_model;
    Eigen::VectorXd m_q;
    std::vector<Row> m_rows;
    QWidget* m_list = nullptr;
    QVBoxLayout* m_listLayout = nullptr;
    NamedPoses m_poses;
    std::vector<std::pair<QString, Eigen::VectorXd>> m_documentPoses;
    QComboBox* m_poseBox = nullptr;
    QComboBox* m_dragBox = nullptr;  // item data: frame index, -1 for none
    void refreshDragFrames();
    bool m_degrees = true;
    bool m_updating = false;
};

}  // namespace kinedit
