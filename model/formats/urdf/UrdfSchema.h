// The URDF schema (ROS wiki "urdf/XML" and urdfdom): elements, attributes,
// types and descriptions, for the editor's forms and the rules.
#pragma once

#include "schema/Schema.h"

namespace kinedit {

const Schema& urdfSchema();

}  // namespace kinedit
