// A link's inertial as URDF writes it: <inertial> with <origin xyz rpy>
// at the centre of mass (axes the link's), <mass value> and the six values
// of <inertia>. Shared with xacro, whose links are URDF's.
#pragma once

#include "formats/InertialEdit.h"

namespace kinedit {

struct MassProperties;

IndentedLines urdfInertialLines(const MassProperties& p);

}  // namespace kinedit
