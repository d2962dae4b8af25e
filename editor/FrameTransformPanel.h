// The transform between two frames of the shown robot at its current
// configuration: the pose of "to" in "from" as xyz (m), rpy (degrees),
// distance and angle, and a 4x4 matrix; Copy puts it on the clipboard in
// the syntax of the file's format (URDF <origin>, HRDF trans/rot, ...).
#pragma once

#include <Eigen/Geometry>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace kinedit {

class Format;
namespace kin {
class Model;
struct Data;
}  // namespace kin

class FrameTransformPanel : public QWidget {
    Q_OBJECT
public:
    explicit FrameTransformPanel(QWidget* parent = nullptr);

    // A new model (frame lists rebuilt; choices kept by name where they exist).
    void setModel(std::shared_ptr<const kin::Model> model, const Format* format);
    // The robot moved: recompute.
    void setData(const kin::Data& data);
    void setFrames(const QString& from, const QString& to);

    // Pose of "to" in "from" (identity if either is unset).
    Eigen::Isometry3d transform() const { return m_transform; }
    // What Copy puts on the clipboard.
    QString poseText() const;

private:
    void recompute();

    std::shared_ptr<const kin::Model> m_model;
    const Format* m_format = nullptr;
    const kin::Data* m_data = nullptr;
    Eigen::Isometry3d m_transform = Eigen::Isometry3d::Identity();
    QComboBox* m_from;
    QComboBox* m_to;
    QPlainTextEdit* m_text;
    QPushButton* m_copy;
};

}  // namespace kinedit
