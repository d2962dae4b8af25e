// SDFormat's names: links, joints, frames and models are frames, seen as
// "name" inside their model and "model::name" from the model around it;
// relative_to, attached_to, expressed_in, canonical_link, placement_frame
// and a joint's parent and child refer to them, each in its own scope.
#pragma once

#include "names/NameRules.h"

namespace kinedit {

const NameRules& sdfNameRules();

}  // namespace kinedit
