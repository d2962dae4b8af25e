// The shapes of one frame (its visual or its collision geometry) on two
// sides of a diff, paired in a canonical order so the order the file wrote
// them in does not count: kind, size, origin, mesh file and scale, colour
// (of visual shapes: a collision shape is drawn in the viewport's colour).
#pragma once

#include "ModelDiff.h"

#include <vector>

namespace kinedit {
namespace kin {
struct Visual;
}

struct ShapeDifference {
    QString oldValue, newValue;  // the shape as text ("box 0.1 0.2 0.3 at 0 0 0.05"); empty: none
};

std::vector<ShapeDifference> diffShapes(std::vector<const kin::Visual*> oldShapes, std::vector<const kin::Visual*> newShapes,
                                        const DiffTolerance& tolerance);

}  // namespace kinedit
