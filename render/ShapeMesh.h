// Triangle meshes of the primitive shapes (box, cylinder, capsule, sphere,
// ellipsoid, plane), sized and in the visual's own frame (cylinders and
// capsules along z, planes in xy), for ShapeBatch to move on the CPU.
#pragma once

#include <Eigen/Core>
#include <QtGlobal>

#include <vector>

namespace kinedit {
namespace kin {
struct Visual;
}

struct ShapeMesh {
    std::vector<Eigen::Vector3f> positions, normals;
    std::vector<quint32> indices;  // triangles, counter-clockwise seen from outside
    int triangles() const { return int(indices.size() / 3); }
};

// The mesh of a primitive visual (empty for ShapeKind::Mesh).
ShapeMesh shapeMesh(const kin::Visual& v);

}  // namespace kinedit
