// A primitive shape with a texture, drawn by an entity of its own (the
// batches carry no texture coordinates): its triangles with coordinates
// made as MuJoCo repeats a 2d texture (ShapeMesh.h).
#pragma once

namespace Qt3DCore {
class QNode;
}
namespace Qt3DRender {
class QGeometryRenderer;
}

namespace kinedit {
namespace kin {
struct VisualTexture;
}
struct ShapeMesh;

Qt3DRender::QGeometryRenderer* makeTexturedShape(const ShapeMesh& shape, const kin::VisualTexture& texture, Qt3DCore::QNode* parent);

}  // namespace kinedit
