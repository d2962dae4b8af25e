// URDF's names: links, joints and materials, and where joints and visuals
// refer to them. xacro adds its own to these.
#pragma once

#include "names/NameRules.h"

namespace kinedit {

const NameRules& urdfNameRules();

}  // namespace kinedit
