#include "Viewport.h"

#include "CameraControl.h"
#include "GroundGrid.h"
#include "IkDragHandle.h"
#include "RobotScene.h"
#include "SceneLights.h"
#include "ShaderCompilerWarmUp.h"
#include "kinematics/Groups.h"
#include "kinematics/Kinematics.h"

#include <Qt3DRender/QDirectionalLight>

#include <QCoreApplication>
#include <QTimer>
#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <QVBoxLayout>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QForwardRenderer>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderCapabilities>
#include <Qt3DRender/QRenderSettings>
#include <QSurfaceFormat>

namespace kinedit {

Viewport::Viewport(QWidget* parent, Antialiasing antialiasing) : QWidget(parent) {
    // On a worker, while the rest of the window is made. Never before
    // kinedit's command line is read: --help and --version end in exit(),
    // which would tear the compiler down under the worker's feet
    // (QApplication's destructor waits for it; exit() does not).
    warmUpShaderCompiler();
    m_window = new Qt3DExtras::Qt3DWindow;
    // Qt3DWindow asks for 4 samples, and makes that every later context's
    // default too. The renderer's name comes from the context Qt3D made
    // to learn its capabilities (in the default format before that).
    const Qt3DRender::QRenderCapabilities* capabilities = m_window->renderSettings()->renderCapabilities();
    if (capabilities->isValid()) m_rendererName = capabilities->renderer();
    m_samples = kinedit::multisamples(antialiasing, m_rendererName);
    QSurfaceFormat format = m_window->format();
    format.setSamples(m_samples);
    m_window->setFormat(format);
    QSurfaceFormat::setDefaultFormat(format);
    auto* framegraph = m_window->defaultFrameGraph();
    framegraph->setClearColor(QColor(236, 238, 241));
    // No culling: the primitives' bounds (Qt3D's, from their picking copy)
    // lag while they move, and a scene of tens of entities gains nothing.
    framegraph->setFrustumCullingEnabled(false);
    // The capture node sits above the frame graph so it sees the finished
    // frame.
    m_capture = new Qt3DRender::QRenderCapture;
    framegraph->setParent(m_capture);
    m_window->setActiveFrameGraph(m_capture);

    m_root = new Qt3DCore::QEntity;
    makeGroundGrid(m_root, 20, 0.1f);
    m_robot = new RobotScene(m_root);
    m_robot->setCamera(m_window->camera());
    connect(m_robot, &RobotScene::meshesLoaded, this, &Viewport::refitUnlessMoved);
    // Made now, empty: its pose texture must exist before the scene first
    // renders (one made later is sampled as black: TextureUpload.h).
    m_ghost = new RobotScene(m_root);
    m_ghost->setCamera(m_window->camera());
    m_ghost->setFramesVisible(false);
    m_ghost->setAssemblyChecksVisible(false);
    for (const SceneLight& l : kSceneLights) {
        auto* lightEntity = new Qt3DCore::QEntity(m_root);
        auto* light = new Qt3DRender::QDirectionalLight(lightEntity);
        light->setWorldDirection(l.direction);
        light->setIntensity(l.intensity);
        lightEntity->addComponent(light);
    }

    Qt3DRender::QCamera* camera = m_window->camera();
    camera->lens()->setPerspectiveProjection(40.0f, 16.0f / 9.0f, 0.01f, 100.0f);
    camera->setUpVector(QVector3D(0, 0, 1));
    m_cameraControl = std::make_unique<CameraControl>(camera);
    setView(View::Iso);
    m_handle = new IkDragHandle(m_root, camera, m_window);

    // Frames only when something changed: the default renders without pause,
    // which under software OpenGL keeps a core busy while nothing moves.
    m_window->renderSettings()->setRenderPolicy(Qt3DRender::QRenderSettings::OnDemand);
    m_window->setRootEntity(m_root);
    m_window->installEventFilter(this);  // IK dragging; wheel zoom and aspect in orthographic view
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    QWidget* container = QWidget::createWindowContainer(m_window, this);
    container->setMinimumSize(200, 150);
    layout->addWidget(container);
}

Viewport::~Viewport() = default;

QWindow* Viewport::renderWindow() const { return m_window; }

void Viewport::showModel(std::shared_ptr<const kin::Model> model, const kin::Data& data) {
    m_data = std::make_unique<kin::Data>(data);
    m_robot->setModel(std::move(model));
    m_robot->updatePoses(*m_data);
    if (m_fitNext) {
        setView(m_view);
        m_refitOnMeshes = true;  // once, when this first model's meshes are in
    }
    m_fitNext = false;
    if (m_handle->frame() >= int(m_data->oMf.size())) m_handle->setFrame(-1);
    m_handle->place(m_data.get());
}

void Viewport::clear() {
    m_robot->setModel(nullptr);
    m_data.reset();
    m_handle->setFrame(-1);
    m_fitNext = true;
}

void Viewport::setDragFrame(int frame) {
    m_handle->setFrame(frame);
    m_handle->place(m_data.get());
}

int Viewport::dragFrame() const { return m_handle->frame(); }

bool Viewport::dragEvent(QEvent* event) {
    // A left press on the handle starts a drag (the camera keeps still until
    // the release); each move solves IK and shows the result.
    const QEvent::Type type = event->type();
    if (type != QEvent::MouseButtonPress && type != QEvent::MouseMove && type != QEvent::MouseButtonRelease) return false;
    auto* mouse = static_cast<QMouseEvent*>(event);
    switch (type) {
    case QEvent::MouseButtonPress:
        if (mouse->button() != Qt::LeftButton || !m_data || !m_handle->begin(mouse->position(), *m_data)) return false;
        // Qt3D still sees the press and release and reports a pick of
        // the part under the handle: not a click that selects.
        m_cameraControl->gestureTakenElsewhere();
        return true;
    case QEvent::MouseMove:
        if (!m_handle->dragging()) return false;
        if (const auto q = m_handle->dragTo(mouse->position(), *m_data)) {
            setConfiguration(*q);
            emit configurationDragged(m_data->q);
        }
        return true;
    case QEvent::MouseButtonRelease:
        if (!m_handle->dragging() || mouse->button() != Qt::LeftButton) return false;
        m_handle->end();
        return true;
    default: return false;
    }
}

void Viewport::setConfiguration(const Eigen::VectorXd& q) {
    if (!m_data || q.size() != m_data->q.size()) return;
    // Closed chains: the passive joints follow the actuated ones (a state
    // that cannot close keeps the nearest the solver found).
    m_data->q = q;
    kin::closeGroups(*m_data->model, *m_data);
    kin::forwardKinematics(*m_data->model, *m_data, m_data->q);
    m_robot->updatePoses(*m_data);
    m_handle->place(m_data.get());
}

void Viewport::showGhost(std::shared_ptr<const kin::Model> model, const kin::Data& data, const QColor& colour) {
    m_ghost->setGhostColour(colour);
    m_ghost->setModel(std::move(model));  // forgets the old data before it goes
    m_ghostData = std::make_unique<kin::Data>(data);
    m_ghost->updatePoses(*m_ghostData);
}

void Viewport::clearGhost() {
    m_ghost->setModel(nullptr);
    m_ghostData.reset();
}

void Viewport::setGhostConfiguration(const Eigen::VectorXd& q) {
    if (!m_ghostData || q.size() != m_ghostData->q.size()) return;
    m_ghostData->q = q;
    kin::closeGroups(*m_ghostData->model, *m_ghostData);
    kin::forwardKinematics(*m_ghostData->model, *m_ghostData, m_ghostData->q);
    m_ghost->updatePoses(*m_ghostData);
}

void Viewport::setView(View view) {
    m_view = view;
    Eigen::Vector3d centre(0, 0, 0.2);
    double radius = 0.6;
    if (m_data) std::tie(centre, radius) = m_robot->bounds(*m_data);
    const QVector3D c(float(centre.x()), float(centre.y()), float(centre.z()));
    const float d = float(radius) * 2.2f;
    Qt3DRender::QCamera* camera = m_window->camera();
    camera->setUpVector(QVector3D(0, 0, 1));
    QVector3D eye;
    switch (view) {
    case View::Iso: eye = QVector3D(d, -d, 0.8f * d); break;
    case View::Front: eye = QVector3D(1.6f * d, 0, 0); break;
    case View::Side: eye = QVector3D(0, -1.6f * d, 0); break;
    case View::Top:
        eye = QVector3D(0, 0, 1.6f * d);
        camera->setUpVector(QVector3D(1, 0, 0));
        break;
    }
    camera->setViewCenter(c);
    camera->setPosition(c + eye);
    m_fittedCentre = camera->viewCenter();
    m_fittedEye = camera->position();
    m_orthoHalfHeight = float(radius) * 1.15f;
    updateLens();
}

void Viewport::refitUnlessMoved() {
    // The first model's meshes arrived: their extent is known now. Fit
    // again, unless the user has moved the camera since. Later models (the
    // document edited) never move it: the camera is the user's.
    if (!m_refitOnMeshes) return;
    m_refitOnMeshes = false;
    Qt3DRender::QCamera* camera = m_window->camera();
    if (camera->viewCenter() == m_fittedCentre && camera->position() == m_fittedEye) setView(m_view);
}

void Viewport::setOrthographic(bool on) {
    m_orthographic = on;
    updateLens();
}

void Viewport::updateLens() {
    Qt3DRender::QCamera* camera = m_window->camera();
    const float aspect = m_window->height() > 0 ? float(m_window->width()) / float(m_window->height()) : 16.0f / 9.0f;
    if (m_orthographic) {
        const float h = m_orthoHalfHeight, w = h * aspect;
        camera->lens()->setOrthographicProjection(-w, w, -h, h, -100.0f, 100.0f);
    } else {
        // Near and far follow the distance: a big world seen from afar and
        // a finger seen close both fit in the depth range.
        const float distance = (camera->position() - camera->viewCenter()).length();
        camera->lens()->setPerspectiveProjection(40.0f, aspect, std::max(1e-3f, distance * 1e-3f), std::max(100.0f, distance * 50.0f));
    }
    m_cameraControl->setViewHeight(m_window->height());
    m_robot->setViewHeight(m_window->height());
    m_ghost->setViewHeight(m_window->height());
    m_cameraControl->setOrthographic(m_orthographic, m_orthoHalfHeight);
}

bool Viewport::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_window && dragEvent(event)) return true;
    if (watched == m_window && event->type() == QEvent::Resize) QTimer::singleShot(0, this, &Viewport::updateLens);
    if (watched == m_window && m_cameraControl->handle(event)) {
        // Zooming changes the distance the depth range follows.
        if (event->type() == QEvent::Wheel) updateLens();
        if (event->type() == QEvent::MouseButtonRelease && m_cameraControl->lastWasClick() &&
            static_cast<QMouseEvent*>(event)->button() == Qt::LeftButton)
            clickedAt(static_cast<QMouseEvent*>(event)->position());
        return QWidget::eventFilter(watched, event);
    }
    if (watched == m_window && m_orthographic) {
        if (event->type() == QEvent::Wheel) {
            // The orbit controller's zoom moves the camera, which does not
            // change an orthographic picture: scale the view instead.
            const int delta = static_cast<QWheelEvent*>(event)->angleDelta().y();
            m_orthoHalfHeight = std::clamp(m_orthoHalfHeight * std::pow(0.85f, float(delta) / 120.0f), 1e-4f, 1e4f);
            updateLens();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void Viewport::clickedAt(const QPointF& at) {
    // The ray under the cursor, from the near plane to the far one, picked
    // on the CPU at once: every click counts, however quick.
    Qt3DRender::QCamera* camera = m_window->camera();
    const QMatrix4x4 toScene = (camera->projectionMatrix() * camera->viewMatrix()).inverted();
    const float x = float(2 * at.x() / std::max(1, m_window->width()) - 1), y = float(1 - 2 * at.y() / std::max(1, m_window->height()));
    const QVector3D nearPoint = toScene.map(QVector3D(x, y, -1)), farPoint = toScene.map(QVector3D(x, y, 1));
    const QVector3D d = farPoint - nearPoint;
    const QString path =
        m_robot->pickAlong(Eigen::Vector3f(nearPoint.x(), nearPoint.y(), nearPoint.z()), Eigen::Vector3f(d.x(), d.y(), d.z()));
    if (path.isEmpty())
        emit emptySpaceClicked();
    else
        emit m_robot->visualPicked(path);
}

void Viewport::captureWhenReady(std::function<void(const QImage&)> done, int timeoutMs) {
    auto finished = std::make_shared<bool>(false);
    auto once = [done, finished](const QImage& frame) {
        if (*finished) return;
        *finished = true;
        done(frame);
    };
    // Once every mesh is in with its final copy (not a rough one standing
    // in), and a few frames later, the scene is complete.
    auto capture = [this, once]() { QTimer::singleShot(300, this, [this, once]() { captureFrame(once); }); };
    auto refined = [this, capture]() {
        if (m_robot->refiningMeshes() == 0) return capture();
        auto connection = std::make_shared<QMetaObject::Connection>();
        *connection = connect(m_robot, &RobotScene::meshDetailChanged, this, [this, capture, connection]() {
            if (m_robot->refiningMeshes() > 0) return;
            disconnect(*connection);
            capture();
        });
    };
    if (m_robot->pendingMeshes() == 0)
        refined();
    else
        connect(m_robot, &RobotScene::meshesLoaded, this, refined, Qt::SingleShotConnection);
    QTimer::singleShot(timeoutMs, this, [once]() { once(QImage()); });
}

void Viewport::captureFrame(std::function<void(const QImage&)> done) {
    Qt3DRender::QRenderCaptureReply* reply = m_capture->requestCapture();
    connect(reply, &Qt3DRender::QRenderCaptureReply::completed, this, [reply, done]() {
        // Qt 6.4's RHI OpenGL backend reads the framebuffer back bottom-up
        // (glReadPixels) and QRenderCapture does not turn it over.
        done(reply->image().mirrored(false, true));
        reply->deleteLater();
    });
}

}  // namespace kinedit
