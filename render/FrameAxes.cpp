#include "FrameAxes.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBoundingVolume>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>

#include <cmath>
#include <numbers>

namespace kinedit {

namespace {
constexpr int kSlices = 8;
constexpr float kRadius = 0.035f;  // of the length
}  // namespace

FrameAxes::FrameAxes(Qt3DCore::QEntity* parent, Qt3DRender::QMaterial* const materials[3]) {
    for (int a = 0; a < 3; ++a) {
        Axis& axis = m_axes[a];
        axis.entity = new Qt3DCore::QEntity(parent);
        auto* geometry = new Qt3DCore::QGeometry(axis.entity);
        axis.vertices = new Qt3DCore::QBuffer(geometry);
        axis.indices = new Qt3DCore::QBuffer(geometry);
        const uint stride = 6 * sizeof(float);
        geometry->addAttribute(new Qt3DCore::QAttribute(axis.vertices, Qt3DCore::QAttribute::defaultPositionAttributeName(),
                                                        Qt3DCore::QAttribute::Float, 3, 0, 0, stride));
        geometry->addAttribute(new Qt3DCore::QAttribute(axis.vertices, Qt3DCore::QAttribute::defaultNormalAttributeName(),
                                                        Qt3DCore::QAttribute::Float, 3, 0, 3 * sizeof(float), stride));
        auto* index = new Qt3DCore::QAttribute(axis.indices, Qt3DCore::QAttribute::UnsignedInt, 1, 0);
        index->setAttributeType(Qt3DCore::QAttribute::IndexAttribute);
        geometry->addAttribute(index);
        axis.renderer = new Qt3DRender::QGeometryRenderer(axis.entity);
        axis.renderer->setGeometry(geometry);
        axis.renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
        axis.entity->addComponent(axis.renderer);
        // A given bounding volume: Qt3D would otherwise recompute it from
        // every vertex at each update (most of a frame's time on 1,000 links).
        auto* bounds = new Qt3DCore::QBoundingVolume(axis.entity);
        bounds->setMinPoint(QVector3D(-1e4f, -1e4f, -1e4f));
        bounds->setMaxPoint(QVector3D(1e4f, 1e4f, 1e4f));
        axis.entity->addComponent(bounds);
        axis.entity->addComponent(materials[a]);
    }
}

void FrameAxes::update(const std::vector<Eigen::Isometry3d>& poses, float length) {
    const int n = int(poses.size());
    const int perAxisVertices = 2 * kSlices + 1;  // a tube and a tip point
    for (int a = 0; a < 3; ++a) {
        Axis& axis = m_axes[a];
        // An open tube from the origin to 0.85 L, and a cone to L.
        QByteArray bytes(qsizetype(n) * perAxisVertices * 6 * qsizetype(sizeof(float)), Qt::Uninitialized);
        float* v = reinterpret_cast<float*>(bytes.data());
        for (const Eigen::Isometry3d& pose : poses) {
            const Eigen::Matrix3f r = pose.linear().cast<float>();
            const Eigen::Vector3f o = pose.translation().cast<float>();
            const Eigen::Vector3f dir = r.col(a), u = r.col((a + 1) % 3), w = r.col((a + 2) % 3);
            for (int s = 0; s < kSlices; ++s) {
                const float t = float(2 * std::numbers::pi * s / kSlices);
                const Eigen::Vector3f normal = std::cos(t) * u + std::sin(t) * w;
                for (float along : {0.0f, 0.85f}) {
                    const Eigen::Vector3f p = o + length * (along * dir + kRadius * normal);
                    *v++ = p.x(), *v++ = p.y(), *v++ = p.z();
                    *v++ = normal.x(), *v++ = normal.y(), *v++ = normal.z();
                }
            }
            const Eigen::Vector3f tip = o + length * dir;
            *v++ = tip.x(), *v++ = tip.y(), *v++ = tip.z();
            *v++ = dir.x(), *v++ = dir.y(), *v++ = dir.z();
        }
        axis.vertices->setData(bytes);
        if (m_count != n) {
            QByteArray indexBytes;
            indexBytes.reserve(qsizetype(n) * kSlices * 9 * qsizetype(sizeof(quint32)));
            auto push = [&](quint32 i) { indexBytes.append(reinterpret_cast<const char*>(&i), sizeof(i)); };
            for (int f = 0; f < n; ++f) {
                const quint32 base = quint32(f * perAxisVertices), tip = base + 2 * kSlices;
                for (int s = 0; s < kSlices; ++s) {
                    const quint32 a0 = base + 2 * s, a1 = a0 + 1, b0 = base + 2 * ((s + 1) % kSlices), b1 = b0 + 1;
                    push(a0), push(b0), push(a1);
                    push(a1), push(b0), push(b1);
                    push(a1), push(b1), push(tip);
                }
            }
            axis.indices->setData(indexBytes);
            for (auto* attribute : axis.renderer->geometry()->attributes()) {
                if (attribute->attributeType() == Qt3DCore::QAttribute::IndexAttribute) attribute->setCount(uint(n * kSlices * 9));
                else attribute->setCount(uint(n * perAxisVertices));
            }
        }
    }
    m_count = n;
}

void FrameAxes::setEnabled(bool on) {
    for (Axis& a : m_axes) a.entity->setEnabled(on);
}

}  // namespace kinedit
