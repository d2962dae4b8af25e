// Mesh files made by tests: binary STLs of known shape and size.
#pragma once

#include <Eigen/Core>
#include <QByteArray>
#include <QtEndian>

#include <array>
#include <cmath>
#include <cstring>
#include <vector>

namespace kinedit::test {

using Triangle = std::array<Eigen::Vector3f, 3>;

// A binary STL of these triangles (normals left 0: readers compute their own).
inline QByteArray binaryStl(const std::vector<Triangle>& faces) {
    QByteArray out(84 + 50 * qsizetype(faces.size()), '\0');
    qToLittleEndian(quint32(faces.size()), out.data() + 80);
    for (size_t k = 0; k < faces.size(); ++k)
        for (int corner = 0; corner < 3; ++corner)
            std::memcpy(out.data() + 84 + 50 * qsizetype(k) + 12 + 12 * corner, faces[k][size_t(corner)].data(), 12);
    return out;
}

// A closed UV sphere of radius r around `centre`: n segments around, n/2
// rings; 2·n cap triangles and 2·n·(n/2 - 2) band triangles.
inline std::vector<Triangle> sphereTriangles(int n, double r, Eigen::Vector3f centre = Eigen::Vector3f::Zero()) {
    const int rings = n / 2;
    auto point = [&](int ring, int k) -> Eigen::Vector3f {
        const double theta = M_PI * ring / rings, phi = 2 * M_PI * k / n;
        return Eigen::Vector3f(float(r * std::sin(theta) * std::cos(phi)), float(r * std::sin(theta) * std::sin(phi)),
                               float(r * std::cos(theta))) +
               centre;
    };
    std::vector<Triangle> faces;
    for (int ring = 0; ring < rings; ++ring)
        for (int k = 0; k < n; ++k) {
            const Eigen::Vector3f a = point(ring, k), b = point(ring + 1, k), c = point(ring + 1, k + 1), d = point(ring, k + 1);
            if (ring > 0) faces.push_back({a, b, d});
            if (ring + 1 < rings) faces.push_back({b, c, d});
        }
    return faces;
}
inline QByteArray sphereStl(int n, double r) { return binaryStl(sphereTriangles(n, r)); }

// A torus: a tube of radius r around a circle of radius R in the xy
// plane, `around` segments along the circle and `tube` around the tube;
// 2·around·tube triangles, wound outwards.
inline QByteArray torusStl(int around, int tube, double R, double r) {
    auto point = [&](int i, int j) {
        const double u = 2 * M_PI * (i % around) / around, v = 2 * M_PI * (j % tube) / tube;
        return Eigen::Vector3f(float((R + r * std::cos(v)) * std::cos(u)), float((R + r * std::cos(v)) * std::sin(u)),
                               float(r * std::sin(v)));
    };
    std::vector<Triangle> faces;
    for (int i = 0; i < around; ++i)
        for (int j = 0; j < tube; ++j) {
            faces.push_back({point(i, j), point(i + 1, j), point(i + 1, j + 1)});
            faces.push_back({point(i, j), point(i + 1, j + 1), point(i, j + 1)});
        }
    return binaryStl(faces);
}

// A wavy square sheet `size` across of n·n quads (2·n² triangles, waves 21
// quads long, `size`/25 high), each face's corners worked out from its own
// quad (x0 + s), as some exporters write them: a corner shared by faces
// differs between them in its last bits.
inline QByteArray looseSheetStl(int n, float size) {
    const float s = size / float(n);
    auto z = [&](int i, int j) { return 0.04f * size * std::sin(0.3f * float(i)) * std::cos(0.3f * float(j)); };
    std::vector<Triangle> faces;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            const float x0 = s * float(i) - size / 2, y0 = s * float(j) - size / 2;
            const Eigen::Vector3f a(x0, y0, z(i, j)), b(x0 + s, y0, z(i + 1, j)), c(x0 + s, y0 + s, z(i + 1, j + 1)),
                d(x0, y0 + s, z(i, j + 1));
            faces.push_back({a, b, c});
            faces.push_back({a, c, d});
        }
    return binaryStl(faces);
}

// A unit cube: 12 triangles on 8 corners.
inline std::vector<Triangle> cubeTriangles() {
    std::vector<Triangle> faces;
    const auto corner = [](int i) { return Eigen::Vector3f(float(i & 1), float((i >> 1) & 1), float((i >> 2) & 1)); };
    const int quads[6][4] = {{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
    for (const auto& q : quads) {
        faces.push_back({corner(q[0]), corner(q[1]), corner(q[2])});
        faces.push_back({corner(q[0]), corner(q[2]), corner(q[3])});
    }
    return faces;
}
inline QByteArray cubeStl() { return binaryStl(cubeTriangles()); }

// An ASCII STL of these triangles (which MuJoCo 2.2.2 cannot read).
inline QByteArray asciiStl(const std::vector<Triangle>& faces) {
    QByteArray out = "solid kinedit\n";
    for (const Triangle& t : faces) {
        out += " facet normal 0 0 0\n  outer loop\n";
        for (const Eigen::Vector3f& p : t)
            out += "   vertex " + QByteArray::number(p.x()) + ' ' + QByteArray::number(p.y()) + ' ' + QByteArray::number(p.z()) + '\n';
        out += "  endloop\n endfacet\n";
    }
    return out + "endsolid kinedit\n";
}

}  // namespace kinedit::test
