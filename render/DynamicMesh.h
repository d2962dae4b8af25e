// A triangle mesh whose vertices the CPU rewrites (arrows, labels, skins): one entity, one interleaved float vertex buffer with a
// position and further attributes (normals, texture coordinates), and a 32-bit
// index buffer. The buffers are never left empty: Qt3D's RHI backend
// retries (and warns about) an empty buffer at every frame, drawn or not.
#pragma once

#include <QByteArray>
#include <QString>

#include <utility>
#include <vector>

namespace Qt3DCore {
class QBuffer;
class QEntity;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QGeometryRenderer;
class QMaterial;
}  // namespace Qt3DRender

namespace kinedit {

struct DynamicMesh {
    Qt3DCore::QEntity* entity = nullptr;
    Qt3DCore::QBuffer* vertices = nullptr;
    Qt3DCore::QBuffer* indices = nullptr;
    Qt3DRender::QGeometryRenderer* renderer = nullptr;
    // How many vertices and indices the buffers hold now.
    void setCounts(uint vertexCount, uint indexCount);
};

// secondName: the second attribute's name, secondSize its floats per vertex
// (3 for normals, 2 for texture coordinates). Made disabled.
DynamicMesh makeDynamicMesh(Qt3DCore::QEntity* parent, Qt3DRender::QMaterial* material, const QString& secondName, uint secondSize);
// The same with the attributes after the position given as (name, floats).
DynamicMesh makeDynamicMesh(Qt3DCore::QEntity* parent, Qt3DRender::QMaterial* material,
                            const std::vector<std::pair<QString, uint>>& attributes);

}  // namespace kinedit
