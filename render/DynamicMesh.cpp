#include "DynamicMesh.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>

namespace kinedit {

DynamicMesh makeDynamicMesh(Qt3DCore::QEntity* parent, Qt3DRender::QMaterial* material, const QString& secondName, uint secondSize) {
    return makeDynamicMesh(parent, material, {{secondName, secondSize}});
}

DynamicMesh makeDynamicMesh(Qt3DCore::QEntity* parent, Qt3DRender::QMaterial* material,
                            const std::vector<std::pair<QString, uint>>& attributes) {
    DynamicMesh m;
    m.entity = new Qt3DCore::QEntity(parent);
    auto* geometry = new Qt3DCore::QGeometry(m.entity);
    m.vertices = new Qt3DCore::QBuffer(geometry);
    m.indices = new Qt3DCore::QBuffer(geometry);
    uint floats = 3;
    for (const auto& a : attributes) floats += a.second;
    const uint stride = floats * sizeof(float);
    m.vertices->setData(QByteArray(qsizetype(stride), 0));
    m.indices->setData(QByteArray(3 * sizeof(quint32), 0));
    geometry->addAttribute(new Qt3DCore::QAttribute(m.vertices, Qt3DCore::QAttribute::defaultPositionAttributeName(),
                                                    Qt3DCore::QAttribute::Float, 3, 0, 0, stride));
    uint offset = 3;
    for (const auto& [name, size] : attributes) {
        geometry->addAttribute(
            new Qt3DCore::QAttribute(m.vertices, name, Qt3DCore::QAttribute::Float, size, 0, offset * sizeof(float), stride));
        offset += size;
    }
    auto* index = new Qt3DCore::QAttribute(m.indices, Qt3DCore::QAttribute::UnsignedInt, 1, 0);
    index->setAttributeType(Qt3DCore::QAttribute::IndexAttribute);
    geometry->addAttribute(index);
    m.renderer = new Qt3DRender::QGeometryRenderer(m.entity);
    m.renderer->setGeometry(geometry);
    m.renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    m.entity->addComponent(m.renderer);
    m.entity->addComponent(material);
    m.entity->setEnabled(false);
    return m;
}

void DynamicMesh::setCounts(uint vertexCount, uint indexCount) {
    for (auto* attribute : renderer->geometry()->attributes())
        attribute->setCount(attribute->attributeType() == Qt3DCore::QAttribute::IndexAttribute ? indexCount : vertexCount);
}

}  // namespace kinedit
