// The checks of an MJCF tree that need no compile, in MuJoCo's order of
// phases: the schema (MuJoCo's XML reader: elements, attributes, keywords,
// numbers, repeats), then names (one namespace per kind: bodies, joints,
// geoms, sites, actuators, ... ) and the references between them.
#pragma once

#include "MjcfTree.h"

namespace kinedit {

void checkMjcfSchema(const MjcfTree& tree, Diagnostics& out);
void checkMjcfNames(const MjcfTree& tree, Diagnostics& out);

}  // namespace kinedit
