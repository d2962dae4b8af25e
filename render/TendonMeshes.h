// The model's spatial tendons (kin::Tendon, MuJoCo's) drawn as MuJoCo's
// viewer draws them: a tube of the tendon's width along each straight
// piece of its path (kin::tendonPath), one entity per tendon, written again
// at every pose. Fixed tendons and those MuJoCo hides have no entity.
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

class TendonMeshes {
public:
    // Under parent; material(t) draws tendon t.
    TendonMeshes(Qt3DCore::QEntity* parent, const kin::Model& model, const std::function<Qt3DRender::QMaterial*(int)>& material);
    // Each tendon placed at data (of model).
    void place(const kin::Model& model, const kin::Data& data);
    // Tendon t drawn or not (all that have an entity are at first).
    void setShown(int t, bool on);
    // Straight pieces written at the last place() (for tests).
    int piecesPlaced() const { return m_placed; }

private:
    std::vector<int> m_tendon;  // per mesh: the tendon it draws
    std::vector<DynamicMesh> m_meshes;
    std::vector<bool> m_shown;  // per mesh
    bool m_posed = false;
    int m_placed = 0;
};

}  // namespace kinedit
