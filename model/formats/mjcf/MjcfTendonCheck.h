// The checks MuJoCo 2.2.2 makes of a tendon when it compiles one
// (mjCTendon::Compile, mjCWrap::Compile): a path that is not empty; a
// spatial one of two elements or more and of positive width, each geom a
// sphere or a cylinder between two sites, each site beside something that
// is not a pulley and not the same site again, each pulley between two
// other elements with a divisor not below 0.
#pragma once

#include "MjcfReader.h"

namespace kinedit {

// Checks m's tendons written in the document (a composite's are made
// well); a tendon MuJoCo refuses is an error at the element at fault
// (MJCF-E020) and is left out of m.
void checkMjcfTendons(MjcfModel& m, Diagnostics& out);

}  // namespace kinedit
