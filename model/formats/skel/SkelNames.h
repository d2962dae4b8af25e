// SKEL's names: bodies and joints, and a joint's parent and child bodies
// ("world" is the world, written nowhere).
#pragma once

#include "names/NameRules.h"

namespace kinedit {

const NameRules& skelNameRules();

}  // namespace kinedit
