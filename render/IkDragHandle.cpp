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

#include <algorithm>

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
    auto* material = new LitMaterial(makeLitEffect(true, m_entity), QColor(255, 140, 0, 166), QColor(150, 80, 0));
    // Drawn over the parts around it (a handle inside a link is still seen
    // and grabbed), like the frame names.
    drawOver(material, true);
    m_transform = new Qt3DCore::QTransform;
    m_transform->setScale(0);  // shrunk, not disabled: Qt3D never draws a mesh disabled when made
    m_entity->addComponent(ball);
    m_entity->addComponent(material);
    m_entity->addComponent(m_transform);
}

void IkDragHandle::setFrame(int frame) {
    m_frame = frame;
    m_dragging = false;
    if (frame < 0) m_transform->setScale(0);
}

void IkDragHandle::setRadius(float metres) { m_radius = metres; }

void IkDragHandle::place(const kin::Data* data) {
    if (m_frame < 0 || !data || m_frame >= int(data->oMf.size())) {
        m_transform->setScale(0);
        return;
    }
    const Eigen::Vector3d p = data->oMf[size_t(m_frame)].translation();
    m_transform->setTranslation(QVector3D(float(p.x()), float(p.y()), float(p.z())));
    m_transform->setScale(m_radius);
}

QPointF IkDragHandle::toWindow(const Eigen::Vector3d& p) const {
    const QRect viewport(0, 0, m_window->width(), m_window->height());
    const QVector3D w = QVector3D(float(p.x()), float(p.y()), float(p.z())).project(m_camera->viewMatrix(), m_camera->projectionMatrix(), viewport);
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
    // On the ball, or within a finger's width of its centre when it is small.
    const QPointF c = toWindow(centre);
    const QVector3D right = QVector3D::crossProduct(m_camera->viewCenter() - m_camera->position(), m_camera->upVector()).normalized();
    const QPointF edge = toWindow(centre + m_radius * Eigen::Vector3d(right.x(), right.y(), right.z()));
    const double reach = std::max(10.0, std::hypot(edge.x() - c.x(), edge.y() - c.y()));
    if (std::hypot(pos.x() - c.x(), pos.y() - c.y()) > reach) return false;
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
