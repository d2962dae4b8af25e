#include "ShapeBatch.h"

#include "DynamicMesh.h"
#include "ShapeMesh.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DRender/QObjectPicker>
#include <Qt3DRender/QPickTriangleEvent>

#include <algorithm>

namespace kinedit {

ShapeBatch::ShapeBatch(Qt3DCore::QEntity* parent, Qt3DRender::QMaterial* material) : QObject(parent) {
    m_mesh = makeDynamicMesh(parent, material, Qt3DCore::QAttribute::defaultNormalAttributeName(), 3);
    auto* picker = new Qt3DRender::QObjectPicker(m_mesh.entity);
    connect(picker, &Qt3DRender::QObjectPicker::clicked, this, [this](Qt3DRender::QPickEvent* event) {
        auto* triangle = qobject_cast<Qt3DRender::QPickTriangleEvent*>(event);
        if (!triangle || event->button() != Qt3DRender::QPickEvent::LeftButton || m_members.empty()) return;
        const int t = int(triangle->triangleIndex());
        const auto it = std::upper_bound(m_firstTriangle.begin(), m_firstTriangle.end(), t);
        if (it != m_firstTriangle.begin()) emit picked(m_members[size_t(it - m_firstTriangle.begin() - 1)].owner);
    });
    m_mesh.entity->addComponent(picker);
}

ShapeBatch::~ShapeBatch() = default;

void ShapeBatch::setMembers(std::vector<Member> members) {
    m_members = std::move(members);
    m_firstTriangle.clear();
    QByteArray bytes;
    quint32 base = 0;
    int triangles = 0;
    for (const Member& m : m_members) {
        m_firstTriangle.push_back(triangles);
        triangles += m.shape->triangles();
        for (quint32 i : m.shape->indices) {
            const quint32 shifted = base + i;
            bytes.append(reinterpret_cast<const char*>(&shifted), sizeof(shifted));
        }
        base += quint32(m.shape->positions.size());
    }
    m_vertexCount = int(base);
    if (!bytes.isEmpty()) m_mesh.indices->setData(bytes);  // else the old ones stay, unused (disabled)
    m_mesh.setCounts(base, uint(triangles * 3));
    // Disabled when empty (its buffers keep old data).
    m_mesh.entity->setEnabled(!m_members.empty());
}

void ShapeBatch::update(const std::vector<Eigen::Isometry3f>& poses) {
    if (m_members.empty()) return;
    QByteArray bytes(qsizetype(m_vertexCount) * 6 * qsizetype(sizeof(float)), Qt::Uninitialized);
    float* out = reinterpret_cast<float*>(bytes.data());
    for (const Member& m : m_members) {
        const Eigen::Isometry3f& pose = poses[size_t(m.owner)];
        const Eigen::Matrix3f r = pose.linear();
        for (size_t i = 0; i < m.shape->positions.size(); ++i) {
            const Eigen::Vector3f p = pose * m.shape->positions[i], n = r * m.shape->normals[i];
            *out++ = p.x(), *out++ = p.y(), *out++ = p.z();
            *out++ = n.x(), *out++ = n.y(), *out++ = n.z();
        }
    }
    m_mesh.vertices->setData(bytes);
}

}  // namespace kinedit
