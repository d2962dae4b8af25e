// A kinematic model as MJCF for MuJoCo 2.2.2 (angle="radian"): bodies
// nested as the frames hang, each at its pose in its parent body (at the
// model's default configuration: a hinge or slide whose default is not 0
// takes it as ref, so qpos means what the source's variable means), joints
// at the body's origin, masses only from the source's inertials (a full
// inertia diagonalised into diaginertia + quat), visual and collision geoms
// in two default classes ("visual": drawn, no contacts; "collision": group
// 3, hidden), STL, OBJ and MSH meshes as assets (others converted to STL
// when the export copies meshes), frames that carry nothing as sites,
// mimic joints as <equality><joint> with their multiplier and offset, and
// the joints that close loops as <equality><connect> (rotating ones: the
// point is held) or <weld> (fixed ones). What MJCF cannot hold is a
// warning naming it.
#pragma once

#include "formats/Format.h"

namespace kinedit {

bool mjcfHasJointType(int type);
bool mjcfClosesLoopWith(int type);  // connect or weld
QByteArray writeMjcf(const kin::Model& model, const ExportContext& context, Diagnostics& out);

}  // namespace kinedit
