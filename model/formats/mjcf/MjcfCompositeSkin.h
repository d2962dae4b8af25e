// The skin MuJoCo 2.2.2 makes over a composite (mjCComposite::MakeSkin2,
// its subgrid, MakeSkin3): a 2D grid or cloth gets a two-sided sheet with a
// vertex per body (or, with a subgrid, vertices between them, bicubic in
// the bodies around them); box, cylinder and ellipsoid a closed surface
// over their shell's bodies. Bones name the composite's bodies
// (prefix + B3_4, B0_2_1 ...).
#pragma once

#include "MjcfCompositeSpec.h"
#include "MjcfReader.h"

namespace kinedit {

// The skin of composite s (s.skin set, and s accepted by readMjcfComposite).
MjcfSkin mjcfCompositeSkin(const MjcfCompositeSpec& s);

}  // namespace kinedit
