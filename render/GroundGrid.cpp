#include "GroundGrid.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>
#include <Qt3DExtras/QPerVertexColorMaterial>
#include <Qt3DRender/QGeometryRenderer>

namespace kinedit {

Qt3DCore::QEntity* makeGroundGrid(Qt3DCore::QEntity* parent, int cells, float size) {
    auto* entity = new Qt3DCore::QEntity(parent);
    QByteArray data;
    const float half = cells * size / 2;
    auto add = [&](float x, float y, float z, QColor c) {
        const float v[6] = {x, y, z, float(c.redF()), float(c.greenF()), float(c.blueF())};
        data.append(reinterpret_cast<const char*>(v), sizeof v);
    };
    for (int i = 0; i <= cells; ++i) {
        const float t = -half + i * size;
        const QColor c = (i - cells / 2) % 5 == 0 ? QColor(120, 124, 130) : QColor(175, 178, 184);
        add(t, -half, 0, c), add(t, half, 0, c);
        add(-half, t, 0, c), add(half, t, 0, c);
    }
    auto* geometry = new Qt3DCore::QGeometry(entity);
    auto* buffer = new Qt3DCore::QBuffer(geometry);
    buffer->setData(data);
    const int stride = 6 * sizeof(float);
    const uint count = uint(data.size() / stride);
    auto* pos = new Qt3DCore::QAttribute(buffer, Qt3DCore::QAttribute::defaultPositionAttributeName(), Qt3DCore::QAttribute::Float, 3,
                                         count, 0, stride);
    auto* col = new Qt3DCore::QAttribute(buffer, Qt3DCore::QAttribute::defaultColorAttributeName(), Qt3DCore::QAttribute::Float, 3, count,
                                         3 * sizeof(float), stride);
    geometry->addAttribute(pos);
    geometry->addAttribute(col);
    auto* renderer = new Qt3DRender::QGeometryRenderer(entity);
    renderer->setGeometry(geometry);
    renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Lines);
    entity->addComponent(renderer);
    entity->addComponent(new Qt3DExtras::QPerVertexColorMaterial(entity));
    return entity;
}

}  // namespace kinedit
