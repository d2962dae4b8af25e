// Joins a heavy mesh's positions that lie within a hair of each other: a
// millionth of the mesh's size, or eight float steps of its farthest
// coordinate where that is more. Exporters that work a shared corner out
// once per face (x0 + s in one face, s·(i + 1) in the next) write copies
// that differ in their last bits; joined bit for bit, such a mesh is a heap
// of loose faces: lit face by face, and no simplified copy of it holds the
// surface (meshoptimizer keeps every border where it is). Positions are
// looked up in a grid of cells 32 tolerances wide (one cell for most, the
// neighbours too within a tolerance of a cell's side); each position joins
// the first one kept within the tolerance (by the largest coordinate
// difference).
#pragma once

#include "geometry/MeshCounts.h"

namespace kinedit {

// The tolerance for this mesh's positions (0 for no positions, or for a
// coordinate that is not a number: such a mesh is left as it is).
float weldTolerance(const PositionMesh& mesh);

// Joins positions within weldTolerance in place, keeping the first of each
// group and the order of the kept ones; triangles keep their count (one
// whose corners joined stays, without area). Returns how many positions
// were joined into others.
size_t weldNearPositions(PositionMesh& mesh);

}  // namespace kinedit
