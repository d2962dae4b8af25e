#include "SkinMeshes.h"

#include "kinematics/Data.h"
#include "kinematics/Model.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>

namespace kinedit {

SkinMeshes::SkinMeshes(Qt3DCore::QEntity* parent, const kin::Model& model, const std::function<Qt3DRender::QMaterial*(int)>& material) {
    using A = Qt3DCore::QAttribute;
    for (size_t s = 0; s < model.skins().size(); ++s) {
        const kin::Skin& skin = model.skins()[s];
        DynamicMesh mesh = makeDynamicMesh(parent, material(int(s)),
                                           {{A::defaultNormalAttributeName(), 3}, {A::defaultTextureCoordinateAttributeName(), 2}});
        QByteArray indices(qsizetype(skin.faces.size() * 3 * sizeof(quint32)), Qt::Uninitialized);
        auto* out = reinterpret_cast<quint32*>(indices.data());
        for (const std::array<int, 3>& f : skin.faces)
            for (int v : f) *out++ = quint32(v);
        if (!skin.faces.empty()) mesh.indices->setData(indices);
        std::vector<float> uv(2 * skin.vertices.size(), 0.0f);
        for (size_t v = 0; v < skin.texCoords.size() && v < skin.vertices.size(); ++v) {
            uv[2 * v] = skin.texCoords[v].x();
            uv[2 * v + 1] = skin.texCoords[v].y();
        }
        m_texCoords.push_back(std::move(uv));
        m_meshes.push_back(mesh);
    }
    m_shown.assign(m_meshes.size(), true);
}

void SkinMeshes::place(const kin::Model& model, const kin::Data& data) {
    m_placed = 0;
    for (size_t s = 0; s < m_meshes.size(); ++s) {
        const kin::Skin& skin = model.skins()[s];
        if (skin.vertices.empty() || skin.faces.empty()) continue;
        const kin::SkinSurface surface = kin::skinSurface(model, data, int(s));
        const std::vector<float>& uv = m_texCoords[s];
        QByteArray bytes(qsizetype(surface.positions.size() * 8 * sizeof(float)), Qt::Uninitialized);
        auto* out = reinterpret_cast<float*>(bytes.data());
        for (size_t v = 0; v < surface.positions.size(); ++v) {
            const Eigen::Vector3f& p = surface.positions[v];
            const Eigen::Vector3f& n = surface.normals[v];
            *out++ = p.x(), *out++ = p.y(), *out++ = p.z();
            *out++ = n.x(), *out++ = n.y(), *out++ = n.z();
            *out++ = uv[2 * v], *out++ = uv[2 * v + 1];
        }
        DynamicMesh& mesh = m_meshes[s];
        mesh.vertices->setData(bytes);
        if (!m_posed) mesh.setCounts(uint(surface.positions.size()), uint(3 * skin.faces.size()));
        mesh.entity->setEnabled(m_shown[s]);
        m_placed += int(surface.positions.size());
    }
    m_posed = true;
}

void SkinMeshes::setShown(int s, bool on) {
    m_shown[size_t(s)] = on;
    if (m_posed) m_meshes[size_t(s)].entity->setEnabled(on);
}

}  // namespace kinedit
