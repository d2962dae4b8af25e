// Many arrows (a tube and a cone tip each) in one mesh with one material:
// one draw call however many. Rebuilt on the CPU at each update; frame
// axes and joint axes are drawn with it. One entity per arrow made a
// 1,000-link robot draw at 4 frames per second under software OpenGL.
#pragma once

#include "DynamicMesh.h"

#include <Eigen/Core>

#include <vector>

namespace kinedit {

class ArrowMesh {
public:
    ArrowMesh(Qt3DCore::QEntity* parent, Qt3DRender::QMaterial* material, float radius = 0.035f);

    struct Arrow {
        Eigen::Vector3f origin, direction;  // direction: unit
        float length = 0;                   // > 0: this arrow's own length
    };
    // Arrows `length` long, or their own (radius: that fraction of `length`).
    void update(const std::vector<Arrow>& arrows, float length);
    void setEnabled(bool on);

private:
    DynamicMesh m_mesh;
    float m_radius;
    int m_count = -1;  // arrows the index buffer is built for
    int m_arrows = 0;  // in the last update
    bool m_wanted = true;
};

}  // namespace kinedit
