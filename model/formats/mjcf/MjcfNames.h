// MJCF's names: default classes, bodies, joints, geoms, sites, assets and
// tendons, and the attributes that name them (class, joint1, mesh, ...).
// A mesh or texture without a name is named after its file, as MuJoCo does.
#pragma once

#include "names/NameRules.h"

namespace kinedit {

const NameRules& mjcfNameRules();

}  // namespace kinedit
