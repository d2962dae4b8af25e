#include "CameraControl.h"

#include <QMouseEvent>
#include <QWheelEvent>
#include <Qt3DRender/QCamera>

#include <algorithm>
#include <cmath>

namespace kinedit {

namespace {
constexpr float kClickTolerance = 4.0f;  // pixels a click may move
constexpr float kPoleMargin = 1.0f;      // degrees kept from straight up or down
}  // namespace

bool CameraControl::handle(QEvent* event) {
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto* m = static_cast<QMouseEvent*>(event);
        if (m_gesture != Gesture::None) return true;
        const bool panButton = m->button() == Qt::RightButton || m->button() == Qt::MiddleButton ||
                               (m->button() == Qt::LeftButton && (m->modifiers() & Qt::ShiftModifier));
        if (panButton)
            m_gesture = Gesture::Pan;
        else if (m->button() == Qt::LeftButton)
            m_gesture = Gesture::Orbit;
        else
            return false;
        m_last = m_pressedAt = m->position();
        m_moved = false;
        return true;
    }
    case QEvent::MouseMove: {
        if (m_gesture == Gesture::None) return false;
        auto* m = static_cast<QMouseEvent*>(event);
        const QPointF at = m->position();
        if (!m_moved && (at - m_pressedAt).manhattanLength() <= kClickTolerance) return true;
        m_moved = true;
        const QPointF delta = at - m_last;
        m_last = at;
        if (m_gesture == Gesture::Orbit)
            orbit(delta);
        else
            pan(delta);
        return true;
    }
    case QEvent::MouseButtonRelease: {
        if (m_gesture == Gesture::None) return false;
        auto* m = static_cast<QMouseEvent*>(event);
        if (m->buttons() != Qt::NoButton) return true;  // another button still down
        m_lastWasClick = !m_moved && (m->position() - m_pressedAt).manhattanLength() <= kClickTolerance;
        m_gesture = Gesture::None;
        return true;
    }
    case QEvent::Wheel: {
        if (m_orthographic) return false;
        zoom(float(static_cast<QWheelEvent*>(event)->angleDelta().y()) / 120.0f);
        return true;
    }
    default: return false;
    }
}

void CameraControl::orbit(QPointF delta) {
    // Turntable: about the world's z through the view centre, then up or
    // down about the camera's right axis, stopping short of the poles.
    const QVector3D centre = m_camera->viewCenter();
    QVector3D eye = m_camera->position() - centre;
    const float distance = eye.length();
    if (distance <= 0) return;
    const float yaw = -float(delta.x()) * kOrbitDegreesPerPixel;
    float elevation = std::asin(std::clamp(eye.z() / distance, -1.0f, 1.0f)) * 180.0f / float(M_PI);
    const float wanted = std::clamp(elevation + float(delta.y()) * kOrbitDegreesPerPixel, -90.0f + kPoleMargin, 90.0f - kPoleMargin);
    // The horizontal direction: from the eye, or (straight above or below,
    // as the top view is) from the camera's up vector.
    QVector3D flat(eye.x(), eye.y(), 0);
    if (flat.length() < 1e-6f * distance)
        flat = -QVector3D(m_camera->upVector().x(), m_camera->upVector().y(), 0) * float(eye.z() > 0 ? 1 : -1);
    if (flat.length() < 1e-9f) flat = QVector3D(1, 0, 0);
    flat.normalize();
    const float a = yaw * float(M_PI) / 180.0f;
    flat = QVector3D(flat.x() * std::cos(a) - flat.y() * std::sin(a), flat.x() * std::sin(a) + flat.y() * std::cos(a), 0);
    elevation = wanted * float(M_PI) / 180.0f;
    eye = (flat * std::cos(elevation) + QVector3D(0, 0, std::sin(elevation))) * distance;
    m_camera->setUpVector(QVector3D(0, 0, 1));
    m_camera->setPosition(centre + eye);
    m_camera->setViewCenter(centre);
}

void CameraControl::pan(QPointF delta) {
    // Metres per pixel at the view centre's depth: the point there moves
    // exactly with the pointer.
    const QVector3D eye = m_camera->position(), centre = m_camera->viewCenter();
    const QVector3D look = (centre - eye).normalized();
    const QVector3D right = QVector3D::crossProduct(look, m_camera->upVector()).normalized();
    const QVector3D up = QVector3D::crossProduct(right, look).normalized();
    const float halfHeight =
        m_orthographic ? m_orthoHalfHeight : (centre - eye).length() * std::tan(m_camera->fieldOfView() * float(M_PI) / 360.0f);
    const float perPixel = 2.0f * halfHeight / float(m_viewHeight);
    const QVector3D move = (-right * float(delta.x()) + up * float(delta.y())) * perPixel;
    m_camera->setPosition(eye + move);
    m_camera->setViewCenter(centre + move);
}

void CameraControl::zoom(float steps) {
    const QVector3D centre = m_camera->viewCenter();
    const QVector3D eye = m_camera->position() - centre;
    const float distance = std::clamp(eye.length() * std::pow(0.85f, steps), 1e-3f, 1e4f);
    m_camera->setPosition(centre + eye.normalized() * distance);
}

}  // namespace kinedit
