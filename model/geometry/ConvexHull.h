// The convex hull of a mesh's positions (qhull's reentrant library,
// libqhull_r), as a solid: what a mesh that bounds no solid of its own (open,
// or wound against itself: ClosedSurface.h) weighs at most, and what
// simulators that collide with hulls see. A build without qhull has no
// hulls (convexHullsAvailable() says so).
#pragma once

#include "geometry/MeshLoader.h"
#include "geometry/MeshMassProperties.h"

#include <optional>
#include <vector>

namespace kinedit {

bool convexHullsAvailable();

// The hull's triangles, wound outwards, as indices into xyz (x y z per
// position); empty when there are no hulls, or the positions are flat (no
// solid: a plane, a line), or not numbers.
std::vector<quint32> convexHull(const std::vector<float>& xyz);

// The mesh's hull as a mesh: its positions (normals dropped), the hull's
// triangles; nothing where convexHull gives none.
std::optional<MeshData> convexHullMesh(const MeshData& mesh);

// The hull's solid with each corner mapped by transform (as meshSolid).
std::optional<MeshSolid> convexHullSolid(const MeshData& mesh, const Eigen::Affine3d& transform = Eigen::Affine3d::Identity());

}  // namespace kinedit
