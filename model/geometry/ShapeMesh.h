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
    // Per vertex, for a texture: where it lies across its face (a box's
    // side, a plane, a cylinder's side or cap, a sphere unwrapped) from 0
    // to 1, image rows counted down; and that face's size in metres.
    std::vector<Eigen::Vector2f> faceUv, faceSize;
    int triangles() const { return int(indices.size() / 3); }
};

// The mesh of a primitive visual (empty for ShapeKind::Mesh).
ShapeMesh shapeMesh(const kin::Visual& v);

// Texture coordinates for a shape's vertices as MuJoCo repeats a 2d
// texture: `repeat` times across each face, or (uniform) per metre.
std::vector<Eigen::Vector2f> textureCoordinates(const ShapeMesh& m, const Eigen::Vector2f& repeat, bool uniform);

}  // namespace kinedit
