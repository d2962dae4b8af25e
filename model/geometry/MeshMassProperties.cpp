#include "geometry/MeshMassProperties.h"

#include "geometry/MeshCounts.h"
#include "geometry/MeshLoader.h"

#include <cmath>

namespace kinedit {

namespace {

// Integrals over the tetrahedra (origin, a, b, c), summed without their
// constant factors: with d = a·(b×c), volume d/6, first moments d/24 (a+b+c),
// second moments ∫x_i x_j = d/120 (Σ_corners 2 p_i p_j + Σ_pairs (p_i q_j + q_i p_j)).
struct Sums {
    double v = 0;
    Eigen::Vector3d first = Eigen::Vector3d::Zero();
    double xx = 0, yy = 0, zz = 0, xy = 0, yz = 0, zx = 0;
    void add(const Eigen::Vector3d& a, const Eigen::Vector3d& b, const Eigen::Vector3d& c) {
        const double d = a.dot(b.cross(c));
        const Eigen::Vector3d s = a + b + c;
        v += d;
        first += d * s;
        // With s = a + b + c, s_i s_j holds each corner's p_i p_j once and
        // every pair's terms: the bracket is s_i s_j + Σ_corners p_i p_j.
        xx += d * (s.x() * s.x() + a.x() * a.x() + b.x() * b.x() + c.x() * c.x());
        yy += d * (s.y() * s.y() + a.y() * a.y() + b.y() * b.y() + c.y() * c.y());
        zz += d * (s.z() * s.z() + a.z() * a.z() + b.z() * b.z() + c.z() * c.z());
        xy += d * (s.x() * s.y() + a.x() * a.y() + b.x() * b.y() + c.x() * c.y());
        yz += d * (s.y() * s.z() + a.y() * a.z() + b.y() * b.z() + c.y() * c.z());
        zx += d * (s.z() * s.x() + a.z() * a.x() + b.z() * b.x() + c.z() * c.x());
    }
};

}  // namespace

MeshSolid meshSolid(const float* xyz, const quint32* indices, size_t triangles, const Eigen::Affine3d& transform) {
    MeshSolid out;
    if (triangles == 0) return out;
    // Summed in the mesh's own axes and moved after: x -> A x + t scales
    // the volume by |det A|, carries the centroid, and turns the second
    // moments about it (per unit volume) into A S Aᵀ. No corner is moved
    // (a third of the sums' time on a million triangles).
    auto corner = [&](quint32 i) { return Eigen::Vector3d(double(xyz[3 * i]), double(xyz[3 * i + 1]), double(xyz[3 * i + 2])); };
    const Eigen::Vector3d origin = corner(indices[0]);
    Sums s;
    for (size_t t = 0; t < triangles; ++t) {
        const quint32* f = indices + 3 * t;
        s.add(corner(f[0]) - origin, corner(f[1]) - origin, corner(f[2]) - origin);
    }
    const Eigen::Matrix3d a = transform.linear();
    const double det = a.determinant();
    out.volume = std::abs(det) * s.v / 6;
    if (s.v == 0 || det == 0) return out;
    const Eigen::Vector3d c = s.first / (4 * s.v);  // (d/24 Σ s) / (d/6 Σ)
    out.centroid = transform * (origin + c);
    // Second moments about the first corner, per unit volume, then moved to
    // the centroid: ∫x xᵀ about c is ∫x xᵀ - V c cᵀ.
    const double k = 1 / (20 * s.v);  // (d/120) / (d/6)
    Eigen::Matrix3d second;
    second << s.xx * k, s.xy * k, s.zx * k, s.xy * k, s.yy * k, s.yz * k, s.zx * k, s.yz * k, s.zz * k;
    second -= c * c.transpose();
    second = a * second * a.transpose();
    out.inertiaPerVolume = second.trace() * Eigen::Matrix3d::Identity() - second;
    return out;
}

SurfaceShape solidSurface(const MeshData& mesh) {
    // Corners joined where they are equal, not within a hair as for drawing
    // (PositionWeld.h): welding can close a fold that leaves no solid.
    if (mesh.triangleCount() > int(kClosedCheckMost)) return SurfaceShape::Open;
    return surfaceShape(joinedByPosition(mesh).indices);
}

MeshSolid meshSolid(const MeshData& mesh, const Eigen::Affine3d& transform) {
    // Positions are the first three of each vertex's six floats.
    std::vector<float> xyz(mesh.vertices.size() / 2);
    for (size_t i = 0; i < xyz.size() / 3; ++i)
        for (int j = 0; j < 3; ++j) xyz[3 * i + j] = mesh.vertices[6 * i + j];
    MeshSolid out = meshSolid(xyz.data(), mesh.indices.data(), mesh.indices.size() / 3, transform);
    out.shape = solidSurface(mesh);
    out.closed = out.shape == SurfaceShape::Closed;
    return out;
}

}  // namespace kinedit
