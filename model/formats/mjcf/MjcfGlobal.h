// compiler/coordinate="global", which MuJoCo 2.2.2 still reads: every
// body's, joint's, geom's, site's and inertial's pos and orientation (and
// fromto, and a joint's axis) is in the world frame. mjcfMakeLocal turns a
// model read that way into the local frames the rest of Kinedit uses, as
// mjCBody::MakeLocal does: a body in its parent, the rest in its body. A
// body without pos takes its inertial frame (its <inertial>, or its one
// geom's frame, a mesh geom's moved to its mesh's centre of mass and
// principal axes); or its geoms' principal axes. Where that needs a mesh
// weigh cannot weigh (not given, not read, refused), the body is not placed
// (MJCF-W001).
#pragma once

#include "MjcfReader.h"
#include "formats/GeometryMasses.h"

namespace kinedit {

void mjcfMakeLocal(MjcfModel& m, Diagnostics& out, const MeshWeigher& weigh = {});

}  // namespace kinedit
