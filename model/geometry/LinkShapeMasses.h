// Each link's mass properties from its shapes (collision or visual) at one
// density: the shapes' solids (VisualMassProperties.h) summed per frame,
// in the frame's axes about the link's centre of mass. What the window's
// Compute Inertial from Geometry and `kinedit-cli inertia` weigh.
#pragma once

#include "geometry/MassProperties.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace kinedit {

namespace kin {
class Model;
}

struct LinkShapeMass {
    int frame = -1;
    MassProperties mass;
    bool closed = true;  // every mesh weighed is a closed surface
    QStringList open;    // the meshes that are not
    QStringList unread;  // meshes that could not be read (why), left out
};

// The frames with shapes of that kind, in the model's source order.
std::vector<LinkShapeMass> linkShapeMasses(const kin::Model& model, bool collision, double density);

}  // namespace kinedit
