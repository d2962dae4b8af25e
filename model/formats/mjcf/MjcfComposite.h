// <composite> expanded as MuJoCo 2.2.2's compiler expands it
// (user_composite.cc): the bodies, joints, geoms and sites of particle,
// grid, rope, loop, cloth, box, cylinder and ellipsoid, with MuJoCo's names
// (prefix + B0_0, J0_0_0, G0_0, S0_0 ...; particles' are unnamed) and
// poses, appended to the model where the element stands, so that ids follow
// MuJoCo's. A loop's closing connect constraint is added, and its tendons
// to the model's tendons (site to site; box, cylinder and ellipsoid: one
// fixed over every joint); the soft equality constraints that hold the
// others together are not (the kinematic model has no place for them). A
// <skin> is made as MuJoCo makes it (MjcfCompositeSkin) and added to the
// model's skins.
#pragma once

#include "MjcfReader.h"

namespace kinedit {

// Expands the composite n standing in body (an index in m.bodies); errors
// (MJCF-E018) where MuJoCo refuses it, and then nothing is added.
void expandMjcfComposite(const MjcfTree& tree, const MjcfNode& n, int body, MjcfModel& m, Diagnostics& out);

// The names the composite n makes, as (kind, name): bodies, joints, geoms,
// sites and tendons, for the name rules (references to them, repeats);
// holder is the name of the body it stands in ("world" in <worldbody>).
// None where MuJoCo cannot make it.
std::vector<std::pair<QString, QString>> mjcfCompositeNames(const MjcfTree& tree, const MjcfNode& n, const QString& holder);

}  // namespace kinedit
