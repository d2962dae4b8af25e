// A ground grid in the z = 0 plane (robot files are z-up), drawn as lines.
#pragma once

#include <Qt3DCore/QEntity>

namespace kinedit {

// cells x cells squares of the given size, centred on the origin; every
// fifth line darker.
Qt3DCore::QEntity* makeGroundGrid(Qt3DCore::QEntity* parent, int cells, float size);

// Lifts the grid above z = 0 by a small share of the camera's distance:
// drawn over a ground plane there (in the plane, depth fighting broke its
// lines into dashes), and still at z = 0 to the eye.
void liftGroundGrid(Qt3DCore::QEntity* grid, float cameraDistance);

}  // namespace kinedit
