#include "geometry/ShapeMesh.h"

#include "kinematics/Visual.h"

#include <cmath>
#include <numbers>

namespace kinedit {

namespace {

constexpr int kSlices = 24;  // around a cylinder, capsule or sphere
constexpr int kRings = 12;   // pole to pole of a sphere

void quad(ShapeMesh& m, quint32 a, quint32 b, quint32 c, quint32 d) { m.indices.insert(m.indices.end(), {a, b, c, a, c, d}); }

quint32 vertex(ShapeMesh& m, const Eigen::Vector3f& p, const Eigen::Vector3f& n, const Eigen::Vector2f& uv = Eigen::Vector2f::Zero(),
               const Eigen::Vector2f& face = Eigen::Vector2f::Ones()) {
    m.positions.push_back(p);
    m.normals.push_back(n);
    m.faceUv.push_back(uv);
    m.faceSize.push_back(face);
    return quint32(m.positions.size() - 1);
}

void box(ShapeMesh& m, const Eigen::Vector3f& size) {
    const Eigen::Vector3f h = size / 2;
    for (int axis = 0; axis < 3; ++axis)
        for (float side : {-1.0f, 1.0f}) {
            // Two directions across the face, ordered so the face winds outward.
            const int u = (axis + 1) % 3, w = (axis + 2) % 3;
            Eigen::Vector3f n = Eigen::Vector3f::Zero();
            n[axis] = side;
            quint32 first = 0;
            for (int k = 0; k < 4; ++k) {
                Eigen::Vector3f p;
                p[axis] = side * h[axis];
                p[u] = (k == 1 || k == 2 ? 1 : -1) * h[u];
                p[w] = (k >= 2 ? 1 : -1) * h[w] * side;
                const Eigen::Vector2f uv(k == 1 || k == 2 ? 1 : 0, k >= 2 ? 0 : 1);
                const quint32 i = vertex(m, p, n, uv, {size[u], size[w]});
                if (k == 0) first = i;
            }
            quad(m, first, first + 1, first + 2, first + 3);
        }
}

// A ring of kSlices + 1 vertices (the seam twice) at height z; v: its
// texture row.
quint32 ring(ShapeMesh& m, float radius, float z, float normalZ, float normalRadial, float v = 0,
             const Eigen::Vector2f& face = Eigen::Vector2f::Ones()) {
    const quint32 first = quint32(m.positions.size());
    for (int s = 0; s <= kSlices; ++s) {
        const float t = float(2 * std::numbers::pi * s / kSlices), c = std::cos(t), sn = std::sin(t);
        vertex(m, {radius * c, radius * sn, z}, Eigen::Vector3f(normalRadial * c, normalRadial * sn, normalZ).normalized(),
               {float(s) / kSlices, v}, face);
    }
    return first;
}

void band(ShapeMesh& m, quint32 lower, quint32 upper) {
    for (int s = 0; s < kSlices; ++s) quad(m, lower + quint32(s), lower + quint32(s) + 1, upper + quint32(s) + 1, upper + quint32(s));
}

void disc(ShapeMesh& m, float radius, float z, float side) {
    const Eigen::Vector2f face(2 * radius, 2 * radius);
    const quint32 centre = vertex(m, {0, 0, z}, {0, 0, side}, {0.5f, 0.5f}, face);
    const quint32 rim = ring(m, radius, z, side, 0);
    for (int s = 0; s <= kSlices; ++s) {  // the cap seen from outside
        const Eigen::Vector3f& p = m.positions[rim + quint32(s)];
        m.faceUv[rim + quint32(s)] = {0.5f + 0.5f * p.x() / radius, 0.5f - 0.5f * side * p.y() / radius};
        m.faceSize[rim + quint32(s)] = face;
    }
    for (int s = 0; s < kSlices; ++s) {
        const quint32 a = rim + quint32(s), b = a + 1;
        if (side > 0)
            m.indices.insert(m.indices.end(), {centre, a, b});
        else
            m.indices.insert(m.indices.end(), {centre, b, a});
    }
}

void cylinder(ShapeMesh& m, float r, float length) {
    const Eigen::Vector2f side(float(2 * std::numbers::pi) * r, length);
    band(m, ring(m, r, -length / 2, 0, 1, 1, side), ring(m, r, length / 2, 0, 1, 0, side));
    disc(m, r, -length / 2, -1);
    disc(m, r, length / 2, 1);
}

// A sphere of radii (ellipsoid), or a capsule: two hemispheres `length` apart.
void sphere(ShapeMesh& m, const Eigen::Vector3f& radii, float length) {
    std::vector<quint32> rings;
    for (int k = 0; k <= kRings; ++k) {
        const float phi = float(std::numbers::pi * k / kRings) - float(std::numbers::pi / 2);  // -90 to 90 degrees
        // Exactly at the poles (cos(-pi/2) in floats is not 0).
        const bool pole = k == 0 || k == kRings;
        const float c = pole ? 0.0f : std::cos(phi), sn = pole ? (k == 0 ? -1.0f : 1.0f) : std::sin(phi);
        const float z = radii.z() * sn + (k < kRings / 2 ? -length / 2 : length / 2);
        if (k == kRings / 2 && length > 0) rings.push_back(ring(m, radii.x(), -length / 2, 0, 1));  // the capsule's waist
        const quint32 first = quint32(m.positions.size());
        for (int s = 0; s <= kSlices; ++s) {
            const float t = float(2 * std::numbers::pi * s / kSlices);
            const Eigen::Vector3f unit(c * std::cos(t), c * std::sin(t), sn);
            // An ellipsoid's normal: the unit sphere's, divided by the radii.
            vertex(m, {radii.x() * unit.x(), radii.y() * unit.y(), z}, unit.cwiseQuotient(radii).normalized(),
                   {float(s) / kSlices, 1 - float(k) / kRings},
                   {float(2 * std::numbers::pi) * radii.x(), float(std::numbers::pi) * radii.z() + length});
        }
        rings.push_back(first);
    }
    for (size_t k = 0; k + 1 < rings.size(); ++k) band(m, rings[k], rings[k + 1]);
}

void plane(ShapeMesh& m, float width, float height) {
    // Seen from both sides: two faces back to back.
    for (float side : {1.0f, -1.0f}) {
        const Eigen::Vector2f face(width, height);
        const quint32 a = vertex(m, {-width / 2, -height / 2, 0}, {0, 0, side}, {0, 1}, face);
        vertex(m, {width / 2, -height / 2, 0}, {0, 0, side}, {1, 1}, face);
        vertex(m, {width / 2, height / 2, 0}, {0, 0, side}, {1, 0}, face);
        vertex(m, {-width / 2, height / 2, 0}, {0, 0, side}, {0, 0}, face);
        if (side > 0)
            quad(m, a, a + 1, a + 2, a + 3);
        else
            quad(m, a, a + 3, a + 2, a + 1);
    }
}

}  // namespace

ShapeMesh shapeMesh(const kin::Visual& v) {
    ShapeMesh m;
    const Eigen::Vector3f size = v.size.cast<float>();
    switch (v.kind) {
    case kin::ShapeKind::Box: box(m, size); break;
    case kin::ShapeKind::Cylinder: cylinder(m, size.x(), size.y()); break;
    case kin::ShapeKind::Capsule: sphere(m, Eigen::Vector3f::Constant(size.x()), size.y()); break;
    case kin::ShapeKind::Sphere: sphere(m, Eigen::Vector3f::Constant(size.x()), 0); break;
    case kin::ShapeKind::Ellipsoid: sphere(m, size, 0); break;
    case kin::ShapeKind::Plane: plane(m, size.x(), size.y()); break;
    case kin::ShapeKind::Mesh: break;
    }
    return m;
}

std::vector<Eigen::Vector2f> textureCoordinates(const ShapeMesh& m, const Eigen::Vector2f& repeat, bool uniform) {
    std::vector<Eigen::Vector2f> uv(m.faceUv.size());
    for (size_t i = 0; i < uv.size(); ++i)
        // Uniform: metres from the face's centre, so a plane's tiles meet at its origin.
        uv[i] = uniform ? Eigen::Vector2f((m.faceUv[i] - Eigen::Vector2f::Constant(0.5f)).cwiseProduct(m.faceSize[i]).cwiseProduct(repeat))
                        : Eigen::Vector2f(m.faceUv[i].cwiseProduct(repeat));
    return uv;
}

}  // namespace kinedit
