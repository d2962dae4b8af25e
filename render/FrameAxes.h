// Every frame's RGB axes (x red, y green, z blue) as three meshes, one per
// colour, rebuilt on the CPU at each pose update. Three draw calls however
// many frames: one entity per axis made a 1,000-link robot draw at 4
// frames per second under software OpenGL (see README, viewport benchmark).
#pragma once

#include <Eigen/Geometry>

#include <vector>

namespace Qt3DCore {
class QBuffer;
class QEntity;
}
namespace Qt3DRender {
class QMaterial;
class QGeometryRenderer;
}

namespace kinedit {

class FrameAxes {
public:
    // materials: x, y, z.
    FrameAxes(Qt3DCore::QEntity* parent, Qt3DRender::QMaterial* const materials[3]);
    // Axes of the given poses, each `length` long.
    void update(const std::vector<Eigen::Isometry3d>& poses, float length);
    void setEnabled(bool on);

private:
    struct Axis {
        Qt3DCore::QEntity* entity;
        Qt3DCore::QBuffer* vertices;
        Qt3DCore::QBuffer* indices;
        Qt3DRender::QGeometryRenderer* renderer;
    };
    Axis m_axes[3];
    int m_count = -1;  // poses the index buffers are built for
};

}  // namespace kinedit
