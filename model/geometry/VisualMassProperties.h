// The solid of a visual or collision shape (kin::Visual), at a density, in
// its frame: primitives in closed form (MassProperties.h), meshes read and
// summed by signed tetrahedra (MeshMassProperties.h) with their scale.
// Planes bound no solid and weigh nothing. A mesh that bounds no solid
// (open, or wound against itself) is weighed as it is and as its convex
// hull (ConvexHull.h).
#pragma once

#include "geometry/ClosedSurface.h"
#include "geometry/MassProperties.h"

#include <QString>

#include <optional>

namespace kinedit {

namespace kin {
struct Visual;
}

struct VisualMass {
    MassProperties mass;  // in the visual's frame
    bool closed = true;   // false for a mesh that is not a closed surface (its mass weighs nothing real)
    SurfaceShape shape = SurfaceShape::Closed;
    std::optional<MassProperties> hull;  // a mesh not closed: its convex hull's, in the visual's frame (if hulls are built)
    QString error;                       // a mesh that could not be read; mass is then 0
};

// sharedMeshes: a mesh through sharedMesh (SharedMeshes.h), else read
// as mass properties need it (positions only).
VisualMass visualMass(const kin::Visual& v, double density, bool sharedMeshes = false);

}  // namespace kinedit
