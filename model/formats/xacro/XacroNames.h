// xacro's names: URDF's, and macros, properties and arguments, referred to
// by macro calls, ${name} in expressions and $(arg name). A macro's
// parameters are not properties inside it.
#pragma once

#include "names/NameRules.h"

namespace kinedit {

const NameRules& xacroNameRules();

}  // namespace kinedit
