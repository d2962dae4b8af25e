// The material of everything placed by its own transform (meshes, joint
// axes, placement lines): lit by QPhongMaterial's model under the
// viewport's lights (ForwardEffect.h's sceneLit, as PosedMaterial), but per
// vertex. Under software OpenGL a pixel's shading is what a frame costs:
// a million-triangle torus drawn as its 3,900-triangle level, filling a
// 1024x768 view, took 51-56 ms a frame with QPhongMaterial (a per-pixel
// loop over Qt3D's light list) and 32 ms, the measure's floor, with this.
// Meshes are tessellated finely (a level's triangles span a few pixels to a
// few dozen), flat CAD faces have one normal per face, and the specular
// term is 1 % of the light, so the picture is the same to the eye.
#pragma once

#include <QColor>
#include <Qt3DRender/QMaterial>

namespace Qt3DRender {
class QEffect;
}

namespace kinedit {

class LitMaterial : public Qt3DRender::QMaterial {
public:
    // effect: from makeLitEffect, shared by every LitMaterial of a kind.
    LitMaterial(Qt3DRender::QEffect* effect, const QColor& diffuse, const QColor& ambient, Qt3DCore::QNode* parent = nullptr);
};

// The shared effect: opaque, or blended without writing depth; back faces
// culled, or (twoSided, for a mesh whose surface is not closed:
// ClosedSurface.h) drawn and lit by the reversed normal, so that a plate
// seen from below is as lit as from above.
Qt3DRender::QEffect* makeLitEffect(bool blended, Qt3DCore::QNode* parent, bool twoSided = false);

}  // namespace kinedit
