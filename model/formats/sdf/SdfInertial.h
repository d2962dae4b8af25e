// A link's inertial as SDFormat writes it: <inertial> with a <pose> at the
// centre of mass (axes the link's), <mass> and <inertia>'s six elements.
#pragma once

#include "formats/InertialEdit.h"

namespace kinedit {

struct MassProperties;

IndentedLines sdfInertialLines(const MassProperties& p);

}  // namespace kinedit
