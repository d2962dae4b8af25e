// Rigid bodies of a kinematic model: the frames a moving joint carries,
// down to the next moving joint (the frames above the first one: the
// base). Formats split a body into frames differently (HRDF's masses sit on
// com frames, URDF's on links, a fixed joint's child link may hold part of
// it), so mass properties are compared per body, lumped in the world.
#pragma once

#include <Eigen/Core>

#include <unordered_map>
#include <vector>

namespace kinedit {
namespace kin {
class Model;
struct Data;
}  // namespace kin

// Per frame: the moving joint whose body it is in (-1: the base).
std::vector<int> bodyJoints(const kin::Model& model);

// A body's mass, centre of mass and inertia about it, in the world.
struct LumpedMass {
    double mass = 0;
    Eigen::Vector3d com = Eigen::Vector3d::Zero();
    Eigen::Matrix3d inertia = Eigen::Matrix3d::Zero();
};

// Every body holding an inertial, by its joint (-1 the base), at the state
// data (forward kinematics done).
std::unordered_map<int, LumpedMass> lumpedBodies(const kin::Model& model, const kin::Data& data, const std::vector<int>& bodyJoint);

}  // namespace kinedit
