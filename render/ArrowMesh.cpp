#include "ArrowMesh.h"

#include "DynamicMesh.h"

#include <Eigen/Geometry>

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>

#include <cmath>
#include <numbers>

namespace kinedit {

namespace {
constexpr int kSlices = 6;
constexpr int kVerticesPerArrow = 2 * kSlices + 1;  // a tube's two rings and a tip
constexpr int kIndicesPerArrow = kSlices * 9;
}  // namespace

ArrowMesh::ArrowMesh(Qt3DCore::QEntity* parent, Qt3DRender::QMaterial* material, float radius) : m_radius(radius) {
    m_mesh = makeDynamicMesh(parent, material, Qt3DCore::QAttribute::defaultNormalAttributeName(), 3);
}

void ArrowMesh::update(const std::vector<Arrow>& arrows, float length) {
    const int n = int(arrows.size());
    // An open tube from the origin to 0.85 L, and a cone to L.
    QByteArray bytes(qsizetype(n) * kVerticesPerArrow * 6 * qsizetype(sizeof(float)), Qt::Uninitialized);
    float* v = reinterpret_cast<float*>(bytes.data());
    for (const Arrow& a : arrows) {
        // Two unit vectors across the arrow.
        const Eigen::Vector3f& dir = a.direction;
        const Eigen::Vector3f any = std::abs(dir.x()) < 0.9f ? Eigen::Vector3f::UnitX() : Eigen::Vector3f::UnitY();
        const Eigen::Vector3f u = dir.cross(any).normalized(), w = dir.cross(u);
        const float own = a.length > 0 ? a.length : length;
        for (int s = 0; s < kSlices; ++s) {
            const float t = float(2 * std::numbers::pi * s / kSlices);
            const Eigen::Vector3f normal = std::cos(t) * u + std::sin(t) * w;
            for (float along : {0.0f, 1.0f - 0.15f * std::min(1.0f, length / own)}) {
                const Eigen::Vector3f p = a.origin + own * along * dir + length * m_radius * normal;
                *v++ = p.x(), *v++ = p.y(), *v++ = p.z();
                *v++ = normal.x(), *v++ = normal.y(), *v++ = normal.z();
            }
        }
        const Eigen::Vector3f tip = a.origin + own * dir;
        *v++ = tip.x(), *v++ = tip.y(), *v++ = tip.z();
        *v++ = dir.x(), *v++ = dir.y(), *v++ = dir.z();
    }
    if (n > 0) m_mesh.vertices->setData(bytes);  // else the old ones stay, unused (disabled)
    if (m_count != n && n > 0) {
        QByteArray indexBytes;
        indexBytes.reserve(qsizetype(n) * kIndicesPerArrow * qsizetype(sizeof(quint32)));
        auto push = [&](quint32 i) { indexBytes.append(reinterpret_cast<const char*>(&i), sizeof(i)); };
        for (int f = 0; f < n; ++f) {
            const quint32 base = quint32(f * kVerticesPerArrow), tip = base + 2 * kSlices;
            for (int s = 0; s < kSlices; ++s) {
                const quint32 a0 = base + 2 * s, a1 = a0 + 1, b0 = base + 2 * ((s + 1) % kSlices), b1 = b0 + 1;
                push(a0), push(b0), push(a1);
                push(a1), push(b0), push(b1);
                push(a1), push(b1), push(tip);
            }
        }
        m_mesh.indices->setData(indexBytes);
        m_mesh.setCounts(uint(n * kVerticesPerArrow), uint(n * kIndicesPerArrow));
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
