// IK dragging in the 3D view: a handle (an orange ball of a fixed size on
// screen, drawn in front of every part) on one frame chosen as target; dragging it moves the
// frame's origin in the plane facing the camera, and inverse kinematics
// (position only, from the current configuration, no restarts, so the
// robot moves continuously) poses the robot to follow. Where the target
// cannot be reached the robot goes as near as it can.
#pragma once

#include <Eigen/Geometry>
#include <QObject>
#include <QPointF>

#include <optional>

class QWindow;
namespace Qt3DCore {
class QEntity;
class QTransform;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QCamera;
}

namespace kinedit {
namespace kin {
struct Data;
}

class IkDragHandle : public QObject {
    Q_OBJECT
public:
    IkDragHandle(Qt3DCore::QEntity* root, Qt3DRender::QCamera* camera, QWindow* window);

    // The frame dragged (-1: none, the handle is not shown).
    void setFrame(int frame);
    int frame() const { return m_frame; }
    // The ball's radius on screen, logical pixels.
    static constexpr double kPixelRadius = 14;
    // Puts the handle on its frame at data.
    void place(const kin::Data* data);

    // Mouse, in the window's logical pixels. begin() starts a drag when pos
    // is on the handle; dragTo() solves for the new position and returns the
    // configuration (nullopt when no drag is under way).
    bool begin(QPointF pos, const kin::Data& data);
    std::optional<Eigen::VectorXd> dragTo(QPointF pos, const kin::Data& data);
    void end() { m_dragging = false; }
    bool dragging() const { return m_dragging; }

    // The window position of a point (y down), and the point of the plane
    // through `through` facing the camera under a window position.
    QPointF toWindow(const Eigen::Vector3d& p) const;
    Eigen::Vector3d onPlane(QPointF pos, const Eigen::Vector3d& through) const;

private:
    void refresh();  // places and sizes the ball for the camera
    Qt3DCore::QEntity* m_entity;
    Qt3DCore::QTransform* m_transform;
    Qt3DRender::QCamera* m_camera;
    QWindow* m_window;
    int m_frame = -1;
    std::optional<Eigen::Vector3d> m_centre;  // the frame's origin, while shown
    bool m_dragging = false;
    Eigen::Vector3d m_grab = Eigen::Vector3d::Zero();  // frame origin minus the grabbed point
    Eigen::Vector3d m_planePoint = Eigen::Vector3d::Zero();
};

}  // namespace kinedit
