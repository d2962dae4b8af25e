// Many arrows in one mesh with one material: one draw call however many.
// Rebuilt on the CPU at each update: joint axes and the assembly checks'
// lines are drawn with it. One entity per arrow made a 1,000-link robot
// draw at 4 frames per second under software OpenGL. mesh() gives one
// arrow as a fixed mesh, for the frame axes the GPU places (ShapeBatch).
// Software OpenGL pays per triangle, so a robot's thousands of frame axes
// are spikes (3 triangles), not tubes with a cone tip (18).
#pragma once

#include "DynamicMesh.h"

#include <Eigen/Core>

#include <vector>

namespace kinedit {

struct ShapeMesh;

class ArrowMesh {
public:
    enum class Shape {
        Tube,  // a six-sided tube and a cone tip
        Spike  // a three-sided pyramid from the origin to the tip
    };
    ArrowMesh(Qt3DCore::QEntity* parent, Qt3DRender::QMaterial* material, float radius = 0.035f, Shape shape = Shape::Tube);

    struct Arrow {
        Eigen::Vector3f origin, direction;  // direction: unit
        float length = 0;                   // > 0: this arrow's own length
    };
    // Arrows `length` long, or their own (radius: that fraction of `length`).
    void update(const std::vector<Arrow>& arrows, float length);
    void setEnabled(bool on);

    // One arrow from the origin along a unit direction, `length` long and
    // `radius` of it wide, as a fixed mesh (for frame axes the GPU places).
    static ShapeMesh mesh(Shape shape, const Eigen::Vector3f& direction, float length, float radius);

private:
    DynamicMesh m_mesh;
    float m_radius;
    Shape m_shape;
    int m_count = -1;  // arrows the index buffer is built for
    int m_arrows = 0;  // in the last update
    bool m_wanted = true;
};

}  // namespace kinedit
