// The pairs of links a collision matrix lets a planner skip, as MoveIt's
// Setup Assistant writes them into an SRDF: adjacent, default, always and
// never pairs, each with its reason ("Adjacent", "Default", "Always",
// "Never"), the two names in order, sorted by first link then second.
// kinedit-cli collisions --srdf and the window's Collision Matrix write
// these.
#pragma once

#include "CollisionMatrix.h"
#include "formats/Format.h"

#include <vector>

namespace kinedit {

class CollisionModel;

std::vector<CompanionChecker::CollisionPair> pairsToDisable(const CollisionMatrix& matrix, const CollisionModel& shapes);

}  // namespace kinedit
