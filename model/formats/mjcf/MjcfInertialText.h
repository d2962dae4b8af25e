// A body's inertial as MJCF writes it: <inertial pos quat mass
// diaginertia/>, the tensor by its principal moments and the rotation of
// the principal axes (a right-handed frame) as a quaternion w x y z.
#pragma once

#include "formats/InertialEdit.h"

namespace kinedit {

struct MassProperties;

IndentedLines mjcfInertialLines(const MassProperties& p);

}  // namespace kinedit
