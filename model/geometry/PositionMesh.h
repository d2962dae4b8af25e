// A mesh on its distinct positions: x y z per position, and the mesh's
// triangles (in the loaded mesh's order, so that its parts' index runs
// still hold) as indices into them. What the simplifier needs to see the
// surface's topology, and what a heavy mesh is before its normals are made.
#pragma once

#include <Eigen/Core>
#include <Eigen/Geometry>

#include <algorithm>
#include <cmath>
#include <vector>

namespace kinedit {

struct PositionMesh {
    std::vector<float> positions;
    std::vector<unsigned> indices;
    size_t count() const { return positions.size() / 3; }
    Eigen::Vector3f at(unsigned i) const { return {positions[3 * i], positions[3 * i + 1], positions[3 * i + 2]}; }
};

// Whether every coordinate is a number (a file may hold NaN or infinity).
inline bool allFinite(const std::vector<float>& values) {
    return std::all_of(values.begin(), values.end(), [](float x) { return std::isfinite(x); });
}

}  // namespace kinedit
