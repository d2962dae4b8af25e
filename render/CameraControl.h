// The 3D view's mouse camera, as RViz, MuJoCo's viewer and CAD tools move
// it: a left drag orbits about the view centre (turntable about the world's
// z axis, never over the poles), a right or middle drag (or Shift+left)
// pans so that the point under the pointer stays under it, and the wheel
// zooms toward the view centre. Speeds are per pixel, not per second, so a
// drag moves the same amount however fast the machine draws.
#pragma once

#include <QPointF>

class QEvent;

namespace Qt3DRender {
class QCamera;
}

namespace kinedit {

class CameraControl {
public:
    explicit CameraControl(Qt3DRender::QCamera* camera) : m_camera(camera) {}

    // The view's height in pixels and, for an orthographic view, its
    // half-height in metres (pans then move by it, not by the distance).
    void setViewHeight(int pixels) { m_viewHeight = pixels > 0 ? pixels : 1; }
    void setOrthographic(bool on, float halfHeight) { m_orthographic = on, m_orthoHalfHeight = halfHeight; }

    // Handles a mouse press, move or release, or a wheel turn (the wheel
    // not in orthographic view, which scales its lens instead). True when
    // the camera moved or a gesture goes on.
    bool handle(QEvent* event);
    // Whether the last press-and-release moved the pointer no more than a
    // click's tolerance (a click picks; a drag does not).
    bool lastWasClick() const { return m_lastWasClick; }
    // Another gesture took the mouse (dragging the IK handle): no click.
    void gestureTakenElsewhere() { m_lastWasClick = false; }

    // Degrees per pixel of a left drag.
    static constexpr float kOrbitDegreesPerPixel = 0.4f;

private:
    void orbit(QPointF delta);
    void pan(QPointF delta);
    void zoom(float steps);

    Qt3DRender::QCamera* m_camera;
    int m_viewHeight = 1;
    bool m_orthographic = false;
    float m_orthoHalfHeight = 0.5f;
    enum class Gesture { None, Orbit, Pan } m_gesture = Gesture::None;
    QPointF m_last, m_pressedAt;
    bool m_moved = false;
    bool m_lastWasClick = true;
};

}  // namespace kinedit
