// MJCF -> kinematic model, as MuJoCo's mj_kinematics places things:
//   body = parent · (pos, orientation) · joint₁ · joint₂ · ...
// where a hinge or ball joint turns the body about its anchor (the joint's
// pos in the body) and a slide moves it along its axis. Each joint is a
// frame (kind "joint") at its anchor with the body's orientation; the body
// frame (kind "body") follows the last joint. Sites are frames (kind
// "site"). Joint variables are MuJoCo's qpos for hinge and slide (the
// motion is nil at ref); ball joints take three angles (intrinsic x y z)
// and free joints a displacement from the body's pose in the file, where
// MuJoCo takes quaternions. Unnamed bodies, joints and sites are called
// body#ID, joint#ID and site#ID with MuJoCo's ids; a joint or site whose
// name is a body's gets ":joint" or ":site" appended to its frame's name.
// Geoms are visuals: drawn when MuJoCo's viewer draws them (group 0 to 2),
// else collision geometry when they collide (contype or conaffinity).
// equality/joint becomes a mimic joint; connect and weld close loops.
#pragma once

#include "MjcfReader.h"
#include "formats/GeometryMasses.h"

#include <memory>

namespace kinedit {

namespace kin {
class Model;
}

// equalities false: without the equality constraints (no mimics, no
// loops), as MuJoCo's mj_kinematics poses a qpos. weigh: how mesh geoms of
// bodies weighed from their geoms are weighed (MuJoCo's rule, by the
// geometry library); empty, or a mesh it gives none for: the mesh adds no
// mass (MJCF-N001).
std::shared_ptr<const kin::Model> compileMjcf(const MjcfModel& m, Diagnostics& out, bool equalities = true, const MeshWeigher& weigh = {});

// The frame name of each body, joint and site (as compileMjcf names them).
QString mjcfBodyFrameName(const MjcfBody& b);
QString mjcfJointName(const MjcfJoint& j);

}  // namespace kinedit
