// Simplified copies of a heavy mesh, for display only. A mesh
// over the budget gets levels of a quarter of the triangles each, made by
// meshoptimizer on the mesh joined by position, each part (colour) apart;
// the view draws the coarsest whose error covers at most a pixel. Normals
// come from the full mesh's faces around each kept position, as the full
// mesh's own do (CreaseNormals.h): CAD parts keep their edges.
// Picking and every measurement use the full mesh. Plain data, made on
// worker threads.
#pragma once

#include "geometry/MeshLoader.h"

#include <memory>
#include <vector>

namespace kinedit {

struct MeshLevel {
    std::shared_ptr<const MeshData> mesh;
    // How far the copy strays from the full mesh, in the mesh's units: the
    // larger of meshoptimizer's estimate for its last step and the farthest
    // of the full mesh's positions (about 20,000 of them, spread) from the
    // copy. For the rough copy, meshoptimizer's estimate alone.
    float error = 0;
    // Its back faces never show (ClosedSurface.h): drawn culled.
    bool closed = false;
};

// A rough copy of at most `triangles` (meshoptimizer's sloppy simplifier:
// fast, topology not kept), drawn while the levels are made: on some of
// the full mesh's own vertices, with their normals; for a mesh of over 32
// times its triangles, on clusters of them in a grid (GridClusters.h).
// None (a null mesh) for a mesh with a coordinate that is not a number.
MeshLevel roughLevel(const MeshData& full, int triangles);
// The same through the grid for a heavy mesh on its positions, before its
// normals are made (loadMesh's WhileNormalsAreMade), moved by its shift;
// none for a mesh of at most 32 times `triangles`.
MeshLevel roughLevel(const JoinedMesh& joined, int triangles);

// Copies of a quarter of the previous one's triangles each (each made
// from the one before), finest first, down to about 1,000 triangles or to
// one off by a twentieth of the mesh; empty for a mesh within the budget
// or with a coordinate that is not a number.
std::vector<MeshLevel> simplifiedLevels(const MeshData& full);

}  // namespace kinedit
