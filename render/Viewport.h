// The 3D view: a Qt3D window embedded in a widget, with a z-up orbit camera
// and a ground grid. The robot scene is added by the viewport issue from the
// kinematic model; this class owns the window, camera and frame capture.
#pragma once

#include "Antialiasing.h"

#include <Eigen/Core>
#include <QVector3D>
#include <QColor>
#include <QImage>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <memory>

class QWindow;

namespace Qt3DCore {
class QTransform;
class QEntity;
}  // namespace Qt3DCore
namespace Qt3DExtras {
class Qt3DWindow;
}
namespace Qt3DRender {
class QRenderCapture;
}

namespace kinedit {

class CameraControl;
class RobotScene;
class IkDragHandle;
namespace kin {
class Model;
struct Data;
}  // namespace kin

class Viewport : public QWidget {
    Q_OBJECT
public:
    // antialiasing: for the surface, fixed for the view's life.
    explicit Viewport(QWidget* parent = nullptr, Antialiasing antialiasing = Antialiasing::Automatic);
    ~Viewport() override;

    // The OpenGL renderer the view draws with (GL_RENDERER; empty if Qt
    // could not ask), and the samples per pixel its surface asks for (0:
    // none; what the driver gives is not read back).
    QString rendererName() const { return m_rendererName; }
    int multisamples() const { return m_samples; }

    Qt3DCore::QEntity* sceneRoot() const { return m_root; }
    RobotScene* robot() const { return m_robot; }
    // The Qt3D window inside (where mouse events go).
    QWindow* renderWindow() const;
    // Shows a model at a configuration (copied). The camera is fitted to
    // the first model after construction or clear(); later models (the same
    // document edited) keep the camera where the user put it.
    void showModel(std::shared_ptr<const kin::Model> model, const kin::Data& data);
    // Shows no model; the next one is fitted.
    void clear();
    // Moves the shown model to joint values q, closing its closed chains
    // (transforms only).
    void setConfiguration(const Eigen::VectorXd& q);
    const kin::Data* data() const { return m_data.get(); }

    // A second robot drawn see-through in one colour over the first (the
    // other version of a compared document), at its own configuration;
    // clearGhost() removes it. Not picked, not fitted.
    void showGhost(std::shared_ptr<const kin::Model> model, const kin::Data& data, const QColor& colour);
    void clearGhost();
    void setGhostConfiguration(const Eigen::VectorXd& q);
    RobotScene* ghost() const { return m_ghost; }
    const kin::Data* ghostData() const { return m_ghostData.get(); }

    // IK dragging: a handle on this frame (-1: none) that the mouse drags,
    // the robot following by inverse kinematics (configurationDragged).
    void setDragFrame(int frame);
    int dragFrame() const;
    IkDragHandle* dragHandle() const { return m_handle; }

    enum class View { Iso, Front, Top, Side };
    // Points the camera at the model from a standard direction, framing it.
    void setView(View view);
    // Orthographic: no perspective, so parallel edges stay parallel and
    // alignment shows; the mouse wheel zooms by the view's size.
    void setOrthographic(bool on);
    bool isOrthographic() const { return m_orthographic; }
    // Asks for the next rendered frame; calls done with it (null image if
    // the renderer produced none).
    void captureFrame(std::function<void(const QImage&)> done);
    // Captures a frame once every mesh has loaded and the scene has settled;
    // calls done once, with a null image if nothing rendered within timeoutMs.
    void captureWhenReady(std::function<void(const QImage&)> done, int timeoutMs = 10000);

    // The mouse camera (orbit, pan, zoom).
    CameraControl* cameraControl() const { return m_cameraControl.get(); }

signals:
    // A drag of the IK handle moved the robot to q (already shown).
    void configurationDragged(const Eigen::VectorXd& q);
    // A left click (no drag) that picked nothing: the user clicked empty
    // space.
    void emptySpaceClicked();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    Qt3DExtras::Qt3DWindow* m_window = nullptr;
    QString m_rendererName;
    int m_samples = 0;
    Qt3DCore::QEntity* m_root = nullptr;
    Qt3DRender::QRenderCapture* m_capture = nullptr;
    RobotScene* m_robot = nullptr;
    RobotScene* m_ghost = nullptr;
    std::unique_ptr<kin::Data> m_ghostData;
    IkDragHandle* m_handle = nullptr;
    std::unique_ptr<CameraControl> m_cameraControl;
    bool m_fitNext = true;              // fit the camera to the next model shown
    bool m_refitOnMeshes = false;       // fit again when that model's meshes are in
    void clickedAt(const QPointF& at);  // a left click (no drag) at a point of the window
    bool dragEvent(QEvent* event);
    std::unique_ptr<kin::Data> m_data;
    View m_view = View::Iso;
    QVector3D m_fittedCentre, m_fittedEye;  // the camera as the last fit left it
    void refitUnlessMoved();
    bool m_orthographic = false;
    float m_orthoHalfHeight = 0.5f;  // metres, half the view's height
    void updateLens();
};

}  // namespace kinedit
