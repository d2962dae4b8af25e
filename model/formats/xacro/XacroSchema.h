// The schema of xacro documents: xacro's tags (property, macro, arg,
// include, if, unless, insert_block, call, element, attribute) beside
// URDF's elements, each of which may also hold xacro's tags.
#pragma once

#include "schema/Schema.h"

namespace kinedit {

const Schema& xacroSchema();
// A call of a macro (<xacro:NAME .../>): its attributes are the macro's
// parameters, which no schema knows.
const ElementSchema& xacroMacroCallSchema();

}  // namespace kinedit
