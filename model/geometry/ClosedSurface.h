// Whether a mesh is the closed surface of a solid, wound one way: every
// edge shared by exactly two triangles that run along it in opposite
// directions (corners joined by position, within a hair: PositionWeld.h).
// Only then do its back faces never show from outside, and only then may
// they be culled: Qt3D's RHI backend culls them unless told not to, which
// left holes in open surfaces (a plate, a shell, a rough copy whose folds
// face away) and in meshes with faces wound the wrong way. Triangles with
// two corners at one position are ignored; a mesh without triangles, or
// with more than kClosedCheckMost, is not closed: it is drawn two-sided.
#pragma once

#include "geometry/MeshLoader.h"

#include <vector>

namespace kinedit {

inline constexpr size_t kClosedCheckMost = 4'000'000;

// What a surface is, by its edges. Misoriented (a directed edge used by two
// triangles: faces wound against their neighbours) is said before Open (an
// edge of one triangle), as MuJoCo 2.2.2 refuses such an OBJ whatever else.
enum class SurfaceShape { Closed, Open, Misoriented };

// For triangles given as position indices (joined already). The edges are
// bucketed by their lower corner (a counting sort: two passes, no hashing,
// no allocation per edge) and matched within each bucket. With
// degenerateFaces, the edges of faces with two corners at one position
// count too, as in MuJoCo 2.2.2's orientation check (such a face runs an
// edge both ways, and its neighbour's edge then runs the same way twice).
SurfaceShape surfaceShape(const std::vector<unsigned>& positionIndices, bool degenerateFaces = false);

bool isClosedSurface(const MeshData& mesh);
// The same for triangles given as position indices (joined already).
bool isClosedSurface(const std::vector<unsigned>& positionIndices);

}  // namespace kinedit
