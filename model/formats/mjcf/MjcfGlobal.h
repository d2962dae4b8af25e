// compiler/coordinate="global", which MuJoCo 2.2.2 still reads: every
// body's, joint's, geom's, site's and inertial's pos and orientation (and
// fromto, and a joint's axis) is in the world frame. mjcfMakeLocal turns a
// model read that way into the local frames the rest of Kinedit uses, as
// mjCBody::MakeLocal does: a body in its parent, the rest in its body. A
// body without pos takes its inertial frame (its <inertial>, or its one
// geom's frame); one placed by the principal axes of several geoms is not
// placed (MJCF-W001).
#pragma once

#include "MjcfReader.h"

namespace kinedit {

void mjcfMakeLocal(MjcfModel& m, Diagnostics& out);

}  // namespace kinedit
