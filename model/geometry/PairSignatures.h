// What each pair of links' collisions depend on, as one number per pair:
// where an edit leaves a pair's number unchanged, its class and counts in a
// collision matrix still hold, and the matrix need not sample it again.
//
// A pair depends on the shapes of its two bodies (kind, size, placement,
// mesh file, its scale, size and time) and on the frames between each body
// and their nearest common ancestor (placements; joints' motions, limits
// and reference values; a follower's rule and its leader's limits). The
// rest of the robot moves both bodies together. A model with loops ties
// joints across the tree, so there every pair depends on the loops too.
#pragma once

#include "SelfCollision.h"

#include <Eigen/Core>

#include <vector>

namespace kinedit {

// bodies × bodies entries; pair a < b at a · bodies + b (0 elsewhere).
// collision: the shapes CollisionModel::build took (collision, else visual).
std::vector<quint64> pairSignatures(const kin::Model& model, const CollisionModel& shapes, bool collision,
                                    const Eigen::VectorXd& reference);

}  // namespace kinedit
