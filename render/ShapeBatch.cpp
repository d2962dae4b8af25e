#include "ShapeBatch.h"

#include "PosedMaterial.h"
#include "geometry/ShapeMesh.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>

#include <algorithm>

namespace kinedit {

namespace {
constexpr int kLocalFloats = 7;  // x y z owner, nx ny nz
}

ShapeBatch::ShapeBatch(Qt3DCore::QEntity* parent, PosedMaterial* material) : QObject(parent) {
    using Qt3DCore::QAttribute;
    m_entity = new Qt3DCore::QEntity(parent);
    auto* geometry = new Qt3DCore::QGeometry(m_entity);
    m_local = new Qt3DCore::QBuffer(geometry);
    m_placed = new Qt3DCore::QBuffer(geometry);
    m_indices = new Qt3DCore::QBuffer(geometry);
    // Never empty: Qt3D's RHI backend warns about an empty buffer at every frame.
    m_local->setData(QByteArray(kLocalFloats * sizeof(float), 0));
    m_placed->setData(QByteArray(3 * sizeof(float), 0));
    m_indices->setData(QByteArray(3 * sizeof(quint32), 0));
    const uint stride = kLocalFloats * sizeof(float);
    geometry->addAttribute(new QAttribute(m_local, QStringLiteral("localPosition"), QAttribute::Float, 4, 0, 0, stride));
    geometry->addAttribute(
        new QAttribute(m_local, QAttribute::defaultNormalAttributeName(), QAttribute::Float, 3, 0, 4 * sizeof(float), stride));
    geometry->addAttribute(
        new QAttribute(m_placed, QAttribute::defaultPositionAttributeName(), QAttribute::Float, 3, 0, 0, 3 * sizeof(float)));
    auto* index = new QAttribute(m_indices, QAttribute::UnsignedInt, 1, 0);
    index->setAttributeType(QAttribute::IndexAttribute);
    geometry->addAttribute(index);
    m_renderer = new Qt3DRender::QGeometryRenderer(m_entity);
    m_renderer->setGeometry(geometry);
    m_renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    m_entity->addComponent(m_renderer);
    m_entity->addComponent(material);
    m_entity->setEnabled(false);
}

ShapeBatch::~ShapeBatch() = default;

void ShapeBatch::setMembers(std::vector<Member> members) {
    m_members = std::move(members);
    QByteArray local, indices;
    quint32 base = 0;
    int triangles = 0;
    for (const Member& m : m_members) {
        triangles += m.shape->triangles();
        for (quint32 i : m.shape->indices) {
            const quint32 shifted = base + i;
            indices.append(reinterpret_cast<const char*>(&shifted), sizeof(shifted));
        }
        for (size_t i = 0; i < m.shape->positions.size(); ++i) {
            const Eigen::Vector3f &p = m.shape->positions[i], &n = m.shape->normals[i];
            const float v[kLocalFloats] = {p.x(), p.y(), p.z(), float(m.owner), n.x(), n.y(), n.z()};
            local.append(reinterpret_cast<const char*>(v), sizeof v);
        }
        base += quint32(m.shape->positions.size());
    }
    m_vertexCount = int(base);
    if (!m_members.empty()) {  // else the old buffers stay, unused (disabled)
        m_local->setData(local);
        m_indices->setData(indices);
        // As many positions as vertices before the counts say so (Qt3D reads
        // them for bounds); placeForPicking fills them in.
        m_placed->setData(QByteArray(qsizetype(base) * 3 * qsizetype(sizeof(float)), 0));
    }
    for (auto* attribute : m_renderer->geometry()->attributes())
        attribute->setCount(attribute->attributeType() == Qt3DCore::QAttribute::IndexAttribute ? uint(triangles * 3) : base);
    m_entity->setEnabled(m_visible && !m_members.empty());
}

void ShapeBatch::setVisible(bool on) {
    m_visible = on;
    m_entity->setEnabled(m_visible && !m_members.empty());
}

void ShapeBatch::placeForPicking(const std::vector<Eigen::Isometry3f>& poses) {
    if (m_members.empty()) return;
    QByteArray bytes(qsizetype(m_vertexCount) * 3 * qsizetype(sizeof(float)), Qt::Uninitialized);
    float* out = reinterpret_cast<float*>(bytes.data());
    Eigen::AlignedBox3f box;
    for (const Member& m : m_members) {
        const Eigen::Isometry3f& pose = poses[size_t(m.owner)];
        for (const Eigen::Vector3f& p : m.shape->positions) {
            const Eigen::Vector3f q = pose * p;
            box.extend(q);
            *out++ = q.x(), *out++ = q.y(), *out++ = q.z();
        }
    }
    m_placed->setData(bytes);
    // Qt3D computes a batch's bounds once, from the positions it has when
    // it first sees the batch, and tests a pick against them before the
    // triangles: bounds of the placed positions, given with each placing,
    // or no click on a batch made before the robot was posed ever hits.
    if (!box.isEmpty()) {
        m_renderer->setMinPoint(QVector3D(box.min().x(), box.min().y(), box.min().z()));
        m_renderer->setMaxPoint(QVector3D(box.max().x(), box.max().y(), box.max().z()));
    }
}

}  // namespace kinedit
