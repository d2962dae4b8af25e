// Rigid bodies of a kinematic model: the frames a moving joint carries,
// down to the next moving joint (the frames above the first one: the
// base). Formats split a body into frames differently (HRDF's masses sit on
// com frames, URDF's on links, a fixed joint's child link may hold part of
// it), so between formats mass properties are compared per body.
#pragma once

#include "export/LinkInertia.h"

#include <unordered_map>
#include <vector>

namespace kinedit {
namespace kin {
class Model;
struct Data;
}  // namespace kin

// Per frame: the moving joint whose body it is in (-1: the base).
std::vector<int> bodyJoints(const kin::Model& model);

// Every body holding an inertial, by its joint (-1 the base), lumped in the
// joint's frame (the base in the world) at the state data (forward
// kinematics done). A body whose inertials are all weightless has mass 0.
std::unordered_map<int, LinkInertia> lumpedBodies(const kin::Model& model, const kin::Data& data, const std::vector<int>& bodyJoint);

}  // namespace kinedit
