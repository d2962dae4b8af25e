// Whether a mesh is the closed surface of a solid, wound one way: every
// edge shared by exactly two triangles that run along it in opposite
// directions (corners joined by position, within a hair: PositionWeld.h).
// Only then do its back faces never show from outside, and only then may
// they be culled: Qt3D's RHI backend culls them unless told not to, which
// left holes in open surfaces (a plate, a shell, a rough copy whose folds
// face away) and in meshes with faces wound the wrong way. Triangles with
// two corners at one position are ignored; a mesh without triangles, or
// with more than kClosedCheckMost (the check's table would take hundreds of
// MiB), is not closed: it is drawn two-sided.
#pragma once

#include "geometry/MeshLoader.h"

#include <vector>

namespace kinedit {

inline constexpr size_t kClosedCheckMost = 4'000'000;

bool isClosedSurface(const MeshData& mesh);
// The same for triangles given as position indices (joined already).
bool isClosedSurface(const std::vector<unsigned>& positionIndices);

}  // namespace kinedit
