#include "TendonMeshes.h"

#include "kinematics/Data.h"
#include "kinematics/Model.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>

#include <cmath>

namespace kinedit {

namespace {

constexpr int kSides = 8;  // of each tube's cross-section

// A tube of radius r from a to b, open at its ends (the next piece starts
// where it ends): kSides × 2 vertices (position, normal) and kSides × 2
// triangles, appended.
void addTube(const Eigen::Vector3d& a, const Eigen::Vector3d& b, double r, std::vector<float>& vertices, std::vector<quint32>& indices) {
    const Eigen::Vector3d along = b - a;
    if (along.norm() < 1e-12) return;
    const Eigen::Vector3d z = along.normalized();
    const Eigen::Vector3d x = z.unitOrthogonal(), y = z.cross(x);
    const quint32 first = quint32(vertices.size() / 6);
    for (int k = 0; k < kSides; ++k) {
        const double angle = 2 * M_PI * k / kSides;
        const Eigen::Vector3d n = std::cos(angle) * x + std::sin(angle) * y;
        for (const Eigen::Vector3d& end : {a, b}) {
            const Eigen::Vector3d p = end + r * n;
            for (double v : {p.x(), p.y(), p.z(), n.x(), n.y(), n.z()}) vertices.push_back(float(v));
        }
    }
    for (int k = 0; k < kSides; ++k) {
        const quint32 a0 = first + quint32(2 * k), b0 = a0 + 1;
        const quint32 a1 = first + quint32(2 * ((k + 1) % kSides)), b1 = a1 + 1;
        for (quint32 i : {a0, a1, b1, a0, b1, b0}) indices.push_back(i);
    }
}

}  // namespace

TendonMeshes::TendonMeshes(Qt3DCore::QEntity* parent, const kin::Model& model, const std::function<Qt3DRender::QMaterial*(int)>& material) {
    for (size_t t = 0; t < model.tendons().size(); ++t) {
        const kin::Tendon& tendon = model.tendons()[t];
        if (!tendon.spatial || !tendon.shown) continue;
        m_tendon.push_back(int(t));
        m_meshes.push_back(makeDynamicMesh(parent, material(int(t)), Qt3DCore::QAttribute::defaultNormalAttributeName(), 3));
    }
    m_shown.assign(m_meshes.size(), true);
}

void TendonMeshes::place(const kin::Model& model, const kin::Data& data) {
    m_placed = 0;
    for (size_t i = 0; i < m_meshes.size(); ++i) {
        const kin::Tendon& tendon = model.tendons()[size_t(m_tendon[i])];
        const kin::TendonPath path = kin::tendonPath(model, data, m_tendon[i]);
        std::vector<float> vertices;
        std::vector<quint32> indices;
        for (const std::vector<Eigen::Vector3d>& strand : path.strands)
            for (size_t k = 0; k + 1 < strand.size(); ++k) {
                addTube(strand[k], strand[k + 1], tendon.width, vertices, indices);
                ++m_placed;
            }
        DynamicMesh& mesh = m_meshes[i];
        if (indices.empty()) {
            mesh.entity->setEnabled(false);  // (the buffers keep what they held: never empty)
            continue;
        }
        mesh.vertices->setData(QByteArray(reinterpret_cast<const char*>(vertices.data()), qsizetype(vertices.size() * sizeof(float))));
        mesh.indices->setData(QByteArray(reinterpret_cast<const char*>(indices.data()), qsizetype(indices.size() * sizeof(quint32))));
        mesh.setCounts(uint(vertices.size() / 6), uint(indices.size()));
        mesh.entity->setEnabled(m_shown[i]);
    }
    m_posed = true;
}

void TendonMeshes::setShown(int t, bool on) {
    for (size_t i = 0; i < m_meshes.size(); ++i)
        if (m_tendon[i] == t) {
            m_shown[i] = on;
            if (m_posed) m_meshes[i].entity->setEnabled(on);
        }
}

}  // namespace kinedit
