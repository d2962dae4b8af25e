// A heavy mesh's vertices gathered in a grid of cubes, one vertex per cube
// (their mean), for the rough copy drawn while the levels are made
// (MeshLevels.h): meshoptimizer's sloppy simplifier searches its own grid
// over every vertex and triangle a dozen times, 0.7 s for ten million
// triangles; on the mesh cut down here first (one pass over each), it
// sees a thirtieth of them. The cube's side comes from the surface's area
// (from sampled triangles), so that about `triangles` stay.
#pragma once

#include "geometry/MeshLoader.h"

#include <vector>

namespace kinedit {

// Positions (x y z, one every `stride` floats) within the box lo..hi, and
// triangles over them in parts (index runs): a loaded mesh, or one on its
// positions alone. Refers to the mesh, which must outlive it.
struct SurfaceView {
    const float* positions = nullptr;
    size_t stride = 3, count = 0;
    Eigen::Vector3f lo = Eigen::Vector3f::Zero(), hi = Eigen::Vector3f::Zero();
    const std::vector<quint32>* indices = nullptr;
    const std::vector<MeshData::Part>* parts = nullptr;
};
SurfaceView surfaceOf(const MeshData& mesh);

struct GridClusters {
    std::vector<float> positions;  // per cluster: its vertices' mean x y z
    // Per cluster: the normal of the triangles below around it (area-
    // weighted, of unit length; zero for a cluster on none).
    std::vector<float> normals;
    // Per part of the mesh: its triangles over clusters, those whose
    // corners fall in three cubes, each once (each way it faces).
    std::vector<std::vector<unsigned>> parts;
    float side = 0;  // the cube's side: a vertex is within side·√3 of its cluster's
    size_t count() const { return positions.size() / 3; }
    size_t triangles() const;
};

// Empty (no parts) where the mesh has no area or would need more than
// 2²¹ cubes along an axis or clusters. Coordinates must be numbers.
GridClusters gridClusters(const SurfaceView& mesh, size_t triangles);

}  // namespace kinedit
