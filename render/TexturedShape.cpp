#include "TexturedShape.h"

#include "geometry/ShapeMesh.h"
#include "kinematics/VisualTexture.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>

namespace kinedit {

Qt3DRender::QGeometryRenderer* makeTexturedShape(const ShapeMesh& shape, const kin::VisualTexture& texture, Qt3DCore::QNode* parent) {
    const std::vector<Eigen::Vector2f> uv = textureCoordinates(shape, texture.repeat.cast<float>(), texture.uniform);
    std::vector<float> vertices;
    vertices.reserve(shape.positions.size() * 8);
    for (size_t i = 0; i < shape.positions.size(); ++i) {
        const Eigen::Vector3f &p = shape.positions[i], &n = shape.normals[i];
        vertices.insert(vertices.end(), {p.x(), p.y(), p.z(), n.x(), n.y(), n.z(), uv[i].x(), uv[i].y()});
    }
    auto* renderer = new Qt3DRender::QGeometryRenderer(parent);
    auto* geometry = new Qt3DCore::QGeometry(renderer);
    auto* buffer = new Qt3DCore::QBuffer(geometry);
    buffer->setData(QByteArray(reinterpret_cast<const char*>(vertices.data()), qsizetype(vertices.size() * sizeof(float))));
    const uint count = uint(shape.positions.size()), stride = 8 * sizeof(float);
    using A = Qt3DCore::QAttribute;
    geometry->addAttribute(new A(buffer, A::defaultPositionAttributeName(), A::Float, 3, count, 0, stride));
    geometry->addAttribute(new A(buffer, A::defaultNormalAttributeName(), A::Float, 3, count, 3 * sizeof(float), stride));
    geometry->addAttribute(new A(buffer, A::defaultTextureCoordinateAttributeName(), A::Float, 2, count, 6 * sizeof(float), stride));
    auto* indices = new Qt3DCore::QBuffer(geometry);
    indices->setData(QByteArray(reinterpret_cast<const char*>(shape.indices.data()), qsizetype(shape.indices.size() * sizeof(quint32))));
    auto* index = new A(indices, A::UnsignedInt, 1, uint(shape.indices.size()));
    index->setAttributeType(A::IndexAttribute);
    geometry->addAttribute(index);
    renderer->setGeometry(geometry);
    renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    return renderer;
}

}  // namespace kinedit
