#include "IkDragHandle.h"

#include "DrawOver.h"
#include "LitMaterial.h"

#include "kinematics/Data.h"
#include "kinematics/InverseKinematics.h"
#include "kinematics/Model.h"

#include <QWindow>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QSphereMesh>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraLens>
#include <QtMath>

#include <algorithm>
#include <cmath>

namespace kinedit {

IkDragHandle::IkDragHandle(Qt3DCore::QEntity* root, Qt3DRender::QCamera* camera, QWindow* window)
    : QObject(root), m_camera(camera), m_window(window) {
    m_entity = new Qt3DCore::QEntity(root);
    auto* ball = new Qt3DExtras::QSphereMesh;
    ball->setRadius(1.0f);
    ball->setSlices(24);
    ball->setRings(12);
    // The parts' shader (its own effect, the same program: one shader less
    // to bake and compile before the first frame).
    auto* material = new LitMaterial(makeLitEffect(false, m_entity), QColor(255, 140, 0), QColor(150, 80, 0));
    // In front of the parts around it (a handle inside a link is still seen
    // and grabbed): its depth test always passes, and refresh() moves it
    // along the view rays to just beyond the near plane (where it looks the
    // same), so that a part drawn after it fails the depth test there.
    drawOver(material, true);
    m_transform = new Qt3DCore::QTransform;
    m_transform->setScale(0);  // shrunk, not disabled: Qt3D never draws a mesh disabled when made
    m_entity->addComponent(ball);
    m_entity->addComponent(material);
    m_entity->addComponent(m_transform);
    connect(camera, &Qt3DRender::QCamera::viewMatrixChanged, this, &IkDragHandle::refresh);
    connect(camera, &Qt3DRender::QCamera::projectionMatrixChanged, this, &IkDragHandle::refresh);
}

void IkDragHandle::setFrame(int frame) {
    m_frame = frame;
    m_dragging = false;
    if (frame < 0) m_centre.reset();
    refresh();
}

void IkDragHandle::place(const kin::Data* data) {
    if (m_frame < 0 || !data || m_frame >= int(data->oMf.size()))
        m_centre.reset();
    else
        m_centre = data->oMf[size_t(m_frame)].translation();
    refresh();
}

void IkDragHandle::refresh() {
    const int height = m_window->height();
    if (!m_centre || height <= 0) {
        m_transform->setScale(0);
        return;
    }
    const QVector3D centre(float(m_centre->x()), float(m_centre->y()), float(m_centre->z()));
    const QVector3D eye = m_camera->position(), look = (m_camera->viewCenter() - eye).normalized();
    Qt3DRender::QCameraLens* lens = m_camera->lens();
    QVector3D at;
    float radius;
    if (lens->projectionType() == Qt3DRender::QCameraLens::OrthographicProjection) {
        // Depth does not change the picture: just inside the near plane.
        radius = float(kPixelRadius) * (lens->top() - lens->bottom()) / float(height);
        const float depth = QVector3D::dotProduct(centre - eye, look);
        at = centre + look * (lens->nearPlane() + 2 * radius - depth);
    } else {
        // Scaled about the eye to a few near-plane distances away.
        const float distance = (centre - eye).length();
        const float perPixel = 2 * std::tan(qDegreesToRadians(lens->fieldOfView()) / 2) / float(height);
        const float toward = std::min(1.0f, 4 * lens->nearPlane() / std::max(distance, 1e-9f));
        at = eye + (centre - eye) * toward;
        radius = float(kPixelRadius) * perPixel * distance * toward;
    }
    m_transform->setTranslation(at);
    m_transform->setScale(radius);
}

QPointF IkDragHandle::toWindow(const Eigen::Vector3d& p) const {
    const QRect viewport(0, 0, m_window->width(), m_window->height());
    const QVector3D w =
        QVector3D(float(p.x()), float(p.y()), float(p.z())).project(m_camera->viewMatrix(), m_camera->projectionMatrix(), viewport);
    return {w.x(), m_window->height() - w.y()};  // project() counts y from the bottom
}

Eigen::Vector3d IkDragHandle::onPlane(QPointF pos, const Eigen::Vector3d& through) const {
    const QRect viewport(0, 0, m_window->width(), m_window->height());
    const float y = float(m_window->height() - pos.y());
    const QVector3D nearQ = QVector3D(float(pos.x()), y, 0).unproject(m_camera->viewMatrix(), m_camera->projectionMatrix(), viewport);
    const QVector3D farQ = QVector3D(float(pos.x()), y, 1).unproject(m_camera->viewMatrix(), m_camera->projectionMatrix(), viewport);
    const Eigen::Vector3d from(nearQ.x(), nearQ.y(), nearQ.z()), to(farQ.x(), farQ.y(), farQ.z());
    const QVector3D look = m_camera->viewCenter() - m_camera->position();
    const Eigen::Vector3d normal = Eigen::Vector3d(look.x(), look.y(), look.z()).normalized();
    const Eigen::Vector3d dir = to - from;
    const double across = dir.dot(normal);
    if (std::abs(across) < 1e-12) return through;  // the ray runs along the plane
    return from + dir * ((through - from).dot(normal) / across);
}

bool IkDragHandle::begin(QPointF pos, const kin::Data& data) {
    if (m_frame < 0 || m_frame >= int(data.oMf.size())) return false;
    const Eigen::Vector3d centre = data.oMf[size_t(m_frame)].translation();
    // On the ball as drawn (it is in front of every part there).
    const QPointF c = toWindow(centre);
    if (std::hypot(pos.x() - c.x(), pos.y() - c.y()) > kPixelRadius + 1) return false;
    m_planePoint = centre;
    m_grab = centre - onPlane(pos, centre);
    m_dragging = true;
    return true;
}

std::optional<Eigen::VectorXd> IkDragHandle::dragTo(QPointF pos, const kin::Data& data) {
    if (!m_dragging || !data.model) return std::nullopt;
    kin::IkTarget target;
    target.frame = m_frame;
    target.positionOnly = true;
    target.pose.translation() = onPlane(pos, m_planePoint) + m_grab;
    kin::IkOptions options;
    options.maxAttempts = 1;  // from where the robot is: no jumps to another branch
    options.timeBudgetMs = 20;
    kin::Data scratch(data.model);
    const kin::IkResult r = kin::solveInverseKinematics(*data.model, scratch, {target}, data.q, options);
    if (!r.q.allFinite()) return std::nullopt;
    return r.q;
}

}  // namespace kinedit
