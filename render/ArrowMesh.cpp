#include "ArrowMesh.h"

#include "DynamicMesh.h"
#include "geometry/ShapeMesh.h"

#include <Eigen/Geometry>

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>

#include <array>
#include <cmath>
#include <numbers>

namespace kinedit {

namespace {

struct Layout {
    int slices;                                          // around the arrow
    int rings;                                           // 2: a tube (and a tip); 1: a pyramid's base
    int vertices() const { return slices * rings + 1; }  // the tip last
    int indices() const { return slices * (rings == 2 ? 9 : 3); }
};

Layout layout(ArrowMesh::Shape shape) { return shape == ArrowMesh::Shape::Tube ? Layout{6, 2} : Layout{3, 1}; }

// cos and sin of each slice's angle, for up to 6 slices.
struct Circle {
    std::array<float, 6> c{}, s{};
    explicit Circle(int slices) {
        for (int i = 0; i < slices; ++i) {
            const double t = 2 * std::numbers::pi * i / slices;
            c[size_t(i)] = float(std::cos(t)), s[size_t(i)] = float(std::sin(t));
        }
    }
};

inline float* put(float* v, const Eigen::Vector3f& p, const Eigen::Vector3f& n) {
    v[0] = p.x(), v[1] = p.y(), v[2] = p.z(), v[3] = n.x(), v[4] = n.y(), v[5] = n.z();
    return v + 6;
}

// One arrow's vertices at v (6 floats each): a tube from the origin to
// 0.85 L and a cone to L; or a pyramid whose base is at the origin. `own`
// is its length, `length` the scene's (the radius and tip scale with it).
float* writeArrow(float* v, ArrowMesh::Shape kind, const Eigen::Vector3f& origin, const Eigen::Vector3f& dir, float own, float length,
                  float radiusShare) {
    static const Circle tube(6), spike(3);
    const Layout shape = layout(kind);
    const Circle& circle = kind == ArrowMesh::Shape::Tube ? tube : spike;
    // Two unit vectors across the arrow.
    const Eigen::Vector3f any = std::abs(dir.x()) < 0.9f ? Eigen::Vector3f::UnitX() : Eigen::Vector3f::UnitY();
    const Eigen::Vector3f u = dir.cross(any).normalized(), w = dir.cross(u);
    const float radius = length * radiusShare * (shape.rings == 1 ? 1.5f : 1.0f);
    const float neck = own * (1.0f - 0.15f * std::min(1.0f, length / own));
    for (int s = 0; s < shape.slices; ++s) {
        const Eigen::Vector3f normal = circle.c[size_t(s)] * u + circle.s[size_t(s)] * w;
        const Eigen::Vector3f base = origin + radius * normal;
        v = put(v, base, normal);
        if (shape.rings == 2) v = put(v, base + neck * dir, normal);
    }
    return put(v, origin + own * dir, dir);
}

// The triangles of the arrow whose vertices start at first.
template <class Push>
void arrowTriangles(ArrowMesh::Shape kind, quint32 first, Push push) {
    const Layout shape = layout(kind);
    const quint32 k = quint32(shape.slices), rings = quint32(shape.rings), tip = first + rings * k;
    for (quint32 s = 0; s < k; ++s) {
        const quint32 a0 = first + rings * s, b0 = first + rings * ((s + 1) % k);
        if (rings == 1) {
            push(a0), push(b0), push(tip);
            continue;
        }
        const quint32 a1 = a0 + 1, b1 = b0 + 1;
        push(a0), push(b0), push(a1);
        push(a1), push(b0), push(b1);
        push(a1), push(b1), push(tip);
    }
}

}  // namespace

ArrowMesh::ArrowMesh(Qt3DCore::QEntity* parent, Qt3DRender::QMaterial* material, float radius, Shape shape)
    : m_radius(radius), m_shape(shape) {
    m_mesh = makeDynamicMesh(parent, material, Qt3DCore::QAttribute::defaultNormalAttributeName(), 3);
}

void ArrowMesh::update(const std::vector<Arrow>& arrows, float length) {
    const int n = int(arrows.size());
    const Layout shape = layout(m_shape);
    QByteArray bytes(qsizetype(n) * shape.vertices() * 6 * qsizetype(sizeof(float)), Qt::Uninitialized);
    float* v = reinterpret_cast<float*>(bytes.data());
    for (const Arrow& a : arrows) v = writeArrow(v, m_shape, a.origin, a.direction, a.length > 0 ? a.length : length, length, m_radius);
    if (n > 0) m_mesh.vertices->setData(bytes);  // else the old ones stay, unused (disabled)
    if (m_count != n && n > 0) {
        QByteArray indexBytes;
        indexBytes.reserve(qsizetype(n) * shape.indices() * qsizetype(sizeof(quint32)));
        for (int f = 0; f < n; ++f)
            arrowTriangles(m_shape, quint32(f * shape.vertices()),
                           [&](quint32 i) { indexBytes.append(reinterpret_cast<const char*>(&i), sizeof(i)); });
        m_mesh.indices->setData(indexBytes);
        m_mesh.setCounts(uint(n * shape.vertices()), uint(n * shape.indices()));
        m_count = n;
    }
    m_arrows = n;
    m_mesh.entity->setEnabled(m_wanted && n > 0);
}

ShapeMesh ArrowMesh::mesh(Shape kind, const Eigen::Vector3f& direction, float length, float radius) {
    std::vector<float> v(size_t(layout(kind).vertices()) * 6);
    writeArrow(v.data(), kind, Eigen::Vector3f::Zero(), direction, length, length, radius);
    ShapeMesh m;
    for (size_t i = 0; i < v.size(); i += 6) {
        m.positions.emplace_back(v[i], v[i + 1], v[i + 2]);
        m.normals.emplace_back(v[i + 3], v[i + 4], v[i + 5]);
    }
    arrowTriangles(kind, 0, [&](quint32 i) { m.indices.push_back(i); });
    return m;
}

// Off while it has no arrows: Qt3D warns of an empty buffer otherwise.
void ArrowMesh::setEnabled(bool on) {
    m_wanted = on;
    m_mesh.entity->setEnabled(on && m_arrows > 0);
}

}  // namespace kinedit
