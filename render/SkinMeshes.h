// The model's skins (kin::Skin, MuJoCo's) drawn: one entity each, whose
// vertices and normals are written again from kin::skinSurface at every
// pose; faces and texture coordinates are written once.
#pragma once

#include "DynamicMesh.h"

#include <functional>
#include <vector>

namespace Qt3DCore {
class QEntity;
}
namespace Qt3DRender {
class QMaterial;
}

namespace kinedit {
namespace kin {
class Model;
struct Data;
}  // namespace kin

class SkinMeshes {
public:
    // Under parent; material(s) draws skin s (its texture slot chosen by
    // the caller, or none).
    SkinMeshes(Qt3DCore::QEntity* parent, const kin::Model& model, const std::function<Qt3DRender::QMaterial*(int)>& material);
    // Each skin posed at data (of model).
    void place(const kin::Model& model, const kin::Data& data);
    // Skin s drawn or not (all are at first).
    void setShown(int s, bool on);
    int count() const { return int(m_meshes.size()); }
    // Vertices written at the last place() (for tests and benchmarks).
    int verticesPlaced() const { return m_placed; }

private:
    std::vector<DynamicMesh> m_meshes;
    std::vector<std::vector<float>> m_texCoords;  // per skin: 2 per vertex (zeros where it has none)
    std::vector<bool> m_shown;
    bool m_posed = false;
    int m_placed = 0;
};

}  // namespace kinedit
