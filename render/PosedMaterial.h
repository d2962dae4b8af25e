// A Phong material whose vertices the GPU places: each vertex's position
// carries, as w, the index of its pose in a PoseTexture, and the vertex
// shader moves it (and turns its normal) there. A joint change then
// rewrites the pose table (48 bytes a pose), not the vertices (24 bytes
// each, 24 for a box): the CPU refill held the slider's update at 1,000
// links to 0.5 ms. Lit as QPhongMaterial lights, by the viewport's two
// lights (SceneLights.h). The shader reads "localPosition"; Qt3D picks by
// "vertexPosition", which the shader ignores (see ShapeBatch).
#pragma once

#include <QColor>
#include <Qt3DRender/QMaterial>

namespace Qt3DRender {
class QEffect;
}

namespace kinedit {

class PoseTexture;

class PosedMaterial : public Qt3DRender::QMaterial {
public:
    // effect: from makePosedEffect, shared by every PosedMaterial of a kind.
    PosedMaterial(Qt3DRender::QEffect* effect, const PoseTexture& poses, const QColor& diffuse, const QColor& ambient,
                  Qt3DCore::QNode* parent = nullptr);
};

// The shared effect: opaque, or blended without writing depth (see-through
// parts, colours with alpha); pushed back for ground planes (ForwardEffect.h).
Qt3DRender::QEffect* makePosedEffect(bool blended, Qt3DCore::QNode* parent, bool pushedBack = false);

}  // namespace kinedit
