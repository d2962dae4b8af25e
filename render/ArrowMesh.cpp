#include "ArrowMesh.h"

#include "DynamicMesh.h"

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
    int slices;        // around the arrow
    int rings;         // 2: a tube (and a tip); 1: a pyramid's base
    int vertices() const { return slices * rings + 1; }  // the tip last
    int indices() const { return slices * (rings == 2 ? 9 : 3); }
};

Layout layout(ArrowMesh::Shape shape) {
    return shape == ArrowMesh::Shape::Tube ? Layout{6, 2} : Layout{3, 1};
}

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

}  // namespace

ArrowMesh::ArrowMesh(Qt3DCore::QEntity* parent, Qt3DRender::QMaterial* material, float radius, Shape shape)
    : m_radius(radius), m_shape(shape) {
    m_mesh = makeDynamicMesh(parent, material, Qt3DCore::QAttribute::defaultNormalAttributeName(), 3);
}

void ArrowMesh::update(const std::vector<Arrow>& arrows, float length) {
    const int n = int(arrows.size());
    const Layout shape = layout(m_shape);
    static const Circle tube(6), spike(3);
    const Circle& circle = m_shape == Shape::Tube ? tube : spike;
    QByteArray bytes(qsizetype(n) * shape.vertices() * 6 * qsizetype(sizeof(float)), Qt::Uninitialized);
    float* v = reinterpret_cast<float*>(bytes.data());
    for (const Arrow& a : arrows) {
        // Two unit vectors across the arrow.
        const Eigen::Vector3f& dir = a.direction;
        const Eigen::Vector3f any = std::abs(dir.x()) < 0.9f ? Eigen::Vector3f::UnitX() : Eigen::Vector3f::UnitY();
        const Eigen::Vector3f u = dir.cross(any).normalized(), w = dir.cross(u);
        const float own = a.length > 0 ? a.length : length, radius = length * m_radius * (shape.rings == 1 ? 1.5f : 1.0f);
        // A tube from the origin to 0.85 L and a cone to L; or a pyramid
        // whose base is at the origin.
        const float neck = own * (1.0f - 0.15f * std::min(1.0f, length / own));
        for (int s = 0; s < shape.slices; ++s) {
            const Eigen::Vector3f normal = circle.c[size_t(s)] * u + circle.s[size_t(s)] * w;
            const Eigen::Vector3f base = a.origin + radius * normal;
            v = put(v, base, normal);
            if (shape.rings == 2) v = put(v, base + neck * dir, normal);
        }
        v = put(v, a.origin + own * dir, dir);
    }
    if (n > 0) m_mesh.vertices->setData(bytes);  // else the old ones stay, unused (disabled)
    if (m_count != n && n > 0) {
        QByteArray indexBytes;
        indexBytes.reserve(qsizetype(n) * shape.indices() * qsizetype(sizeof(quint32)));
        auto push = [&](quint32 i) { indexBytes.append(reinterpret_cast<const char*>(&i), sizeof(i)); };
        const quint32 k = quint32(shape.slices), rings = quint32(shape.rings);
        for (int f = 0; f < n; ++f) {
            const quint32 first = quint32(f * shape.vertices()), tip = first + rings * k;
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
        m_mesh.indices->setData(indexBytes);
        m_mesh.setCounts(uint(n * shape.vertices()), uint(n * shape.indices()));
        m_count = n;
    }
    m_arrows = n;
    m_mesh.entity->setEnabled(m_wanted && n > 0);
}

// Off while it has no arrows: Qt3D warns of an empty buffer otherwise.
void ArrowMesh::setEnabled(bool on) {
    m_wanted = on;
    m_mesh.entity->setEnabled(on && m_arrows > 0);
}

}  // namespace kinedit
