// A ground grid in the z = 0 plane (robot files are z-up), drawn as lines.
#pragma once

#include <Qt3DCore/QEntity>

namespace kinedit {

// cells x cells squares of the given size, centred on the origin; every
// fifth line darker.
Qt3DCore::QEntity* makeGroundGrid(Qt3DCore::QEntity* parent, int cells, float size);

}  // namespace kinedit
