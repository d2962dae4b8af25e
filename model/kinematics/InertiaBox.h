// The box of uniform density with a body's mass and inertia: what viewers
// draw to show inertial data (a box far bigger or flatter than the part is
// a wrong inertia). For principal moments I1, I2, I3 and mass m, the edges
// are a_i = sqrt(6 (I_j + I_k - I_i) / m); an inertia that breaks the
// triangle inequality (no body has it) gets 0 for that edge.
#pragma once

#include <Eigen/Geometry>

namespace kinedit::kin {

struct Inertial;

struct InertiaBox {
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();  // in the inertial's frame: at the COM, principal axes
    Eigen::Vector3d size = Eigen::Vector3d::Zero();          // edge lengths along the box's x, y, z
    bool physical = true;                                    // false when the moments break the triangle inequality
};

// Empty (size 0) for a non-positive mass.
InertiaBox inertiaBox(const Inertial& inertial);

}  // namespace kinedit::kin
