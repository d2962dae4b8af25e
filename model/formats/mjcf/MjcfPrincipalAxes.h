// The principal axes of a body's inertia as MuJoCo 2.2.2's compiler finds
// them (mju_eig3): Jacobi rotations from the identity, each zeroing the
// largest off-diagonal element, then the moments sorted largest first by
// quarter turns. The order and the signs of the axes are MuJoCo's, so a body
// MuJoCo places at its geoms' principal axes (global coordinates, no pos)
// gets MuJoCo's orientation, not just some eigenbasis. With two moments
// equal the axes in their plane are any, and MuJoCo's pick follows its
// rounding: the third axis is the same, the other two may be turned about
// it.
#pragma once

#include <Eigen/Geometry>

namespace kinedit {

struct MjcfPrincipalAxes {
    Eigen::Quaterniond orientation = Eigen::Quaterniond::Identity();  // columns: the axes
    Eigen::Vector3d moments = Eigen::Vector3d::Zero();                // along them, largest first
};

// inertia: symmetric.
MjcfPrincipalAxes mjcfPrincipalAxes(const Eigen::Matrix3d& inertia);

}  // namespace kinedit
