// RobotScene's picking: the visual a ray from the camera meets first, found
// on the CPU against what is drawn (primitives as tessellated, meshes by
// their full triangles, a mesh not yet read by its box or stand-in cube).
#include "RayPick.h"
#include "RobotScene.h"
#include "geometry/ShapeMesh.h"

#include "kinematics/Model.h"

#include <limits>

namespace kinedit {

QString RobotScene::pickAlong(const Eigen::Vector3f& origin, const Eigen::Vector3f& direction) const {
    if (!m_model || !m_posed) return {};
    float nearest = std::numeric_limits<float>::infinity();
    int hit = -1;
    for (size_t i = 0; i < m_items.size(); ++i) {
        const Item& item = m_items[i];
        if (!item.shown) continue;
        const kin::Visual& v = m_model->visuals()[size_t(item.visual)];
        if (v.path.empty()) continue;
        // The ray in the item's own coordinates (t keeps its world meaning:
        // the map is affine and the direction is not normalised again).
        Eigen::Affine3f toLocal = m_itemPoses[i].inverse(Eigen::Isometry);
        if (!item.shape && item.meshLoaded) {
            const Eigen::Vector3f scale = v.meshScale.cast<float>();
            if ((scale.array() == 0).any()) continue;
            toLocal = Eigen::Scaling(scale.cwiseInverse()) * toLocal;
        }
        const Eigen::Vector3f o = toLocal * origin, d = toLocal.linear() * direction;
        float t = std::numeric_limits<float>::infinity();
        if (item.shape) {
            const ShapeMesh& s = *item.shape;
            if (!s.positions.empty()) t = rayTriangles(o, d, s.positions.front().data(), 3, s.indices.data(), s.indices.size());
        } else if (item.pickMesh) {
            const MeshData& m = *item.pickMesh;
            if (rayBox(o, d, m.lo, m.hi) < nearest) t = rayTriangles(o, d, m.vertices.data(), 6, m.indices.data(), m.indices.size());
        } else if (item.meshLoaded) {  // a rough copy so far: its box
            t = rayBox(o, d, item.meshLo, item.meshHi);
        } else {  // the cube standing in until the mesh is read
            t = rayBox(o, d, Eigen::Vector3f::Constant(-0.01f), Eigen::Vector3f::Constant(0.01f));
        }
        if (t < nearest) {
            nearest = t;
            hit = int(i);
        }
    }
    return hit < 0 ? QString() : QString::fromStdString(m_model->visuals()[size_t(m_items[size_t(hit)].visual)].path);
}

}  // namespace kinedit
