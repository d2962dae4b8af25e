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
    m_firstVertex.clear();
    m_local.clear();
    QByteArray bytes;
    quint32 base = 0;
    int triangles = 0;
    for (const Member& m : m_members) {
        m_firstTriangle.push_back(triangles);
        m_firstVertex.push_back(int(base));
        triangles += m.shape->triangles();
        for (quint32 i : m.shape->indices) {
            const quint32 shifted = base + i;
            bytes.append(reinterpret_cast<const char*>(&shifted), sizeof(shifted));
        }
        for (size_t i = 0; i < m.shape->positions.size(); ++i) {
            const Eigen::Vector3f &p = m.shape->positions[i], &n = m.shape->normals[i];
            m_local.insert(m_local.end(), {p.x(), p.y(), p.z(), n.x(), n.y(), n.z()});
        }
        base += quint32(m.shape->positions.size());
    }
    m_firstVertex.push_back(int(base));
    if (!bytes.isEmpty()) m_mesh.indices->setData(bytes);  // else the old ones stay, unused (disabled)
    m_mesh.setCounts(base, uint(triangles * 3));
    // Disabled when empty (its buffers keep old data).
    m_mesh.entity->setEnabled(!m_members.empty());
}

void ShapeBatch::update(const std::vector<Eigen::Isometry3f>& poses) {
    if (m_members.empty()) return;
    QByteArray bytes(qsizetype(m_local.size()) * qsizetype(sizeof(float)), Qt::Uninitialized);
    float* out = reinterpret_cast<float*>(bytes.data());
    const float* in = m_local.data();
    for (size_t k = 0; k < m_members.size(); ++k) {
        // Column-major 3x4: rotation columns, then the translation.
        const float* m = poses[size_t(m_members[k].owner)].matrix().data();
        const float r00 = m[0], r10 = m[1], r20 = m[2], r01 = m[4], r11 = m[5], r21 = m[6], r02 = m[8], r12 = m[9], r22 = m[10];
        const float tx = m[12], ty = m[13], tz = m[14];
        for (int i = m_firstVertex[k], end = m_firstVertex[k + 1]; i < end; ++i, in += 6, out += 6) {
            out[0] = r00 * in[0] + r01 * in[1] + r02 * in[2] + tx;
            out[1] = r10 * in[0] + r11 * in[1] + r12 * in[2] + ty;
            out[2] = r20 * in[0] + r21 * in[1] + r22 * in[2] + tz;
            out[3] = r00 * in[3] + r01 * in[4] + r02 * in[5];
            out[4] = r10 * in[3] + r11 * in[4] + r12 * in[5];
            out[5] = r20 * in[3] + r21 * in[4] + r22 * in[5];
        }
    }
    m_mesh.vertices->setData(bytes);
}

}  // namespace kinedit
