// Mass properties per exported link: every inertial of the frames that
// move with a link (HRDF's com frames, several bodies welded together)
// merged into one, in the link's frame: total mass, centre of mass, and
// the inertia about it by the parallel axis theorem. URDF and SDFormat
// carry one inertial per link.
#pragma once

#include <Eigen/Geometry>

#include <map>
#include <vector>

namespace kinedit {
namespace kin {
class Model;
}

struct LinkInertia {
    double mass = 0;
    Eigen::Vector3d com = Eigen::Vector3d::Zero();      // in the link's frame
    Eigen::Matrix3d inertia = Eigen::Matrix3d::Zero();  // about the com, link axes
};

// Makes an inertia one a body can have (what SDFormat demands: principal
// moments positive, each at most the sum of the others): a point mass gets
// a 1 mm sphere's, a zero moment 1e-6 of the largest, and a moment above
// the sum of the others just under that sum. False when it already was one.
bool makePhysical(LinkInertia& inertia);

// body[f]: the link frame frame f moves with (-1: none); at: every frame's
// pose at one configuration (the links' relative poses are fixed anyway).
std::map<int, LinkInertia> linkInertias(const kin::Model& model, const std::vector<int>& body, const std::vector<Eigen::Isometry3d>& at);

}  // namespace kinedit
