// Where a ray meets triangles or a box, on the CPU: picking by the drawn
// geometry at the moment of a click, however quick the click (Qt3D's own
// picking dropped a press and release that reached it within one frame).
#pragma once

#include <Eigen/Core>
#include <QtGlobal>

#include <cstddef>

namespace kinedit {

// The smallest t >= 0 where origin + t·direction meets one of the triangles
// (either side), or +infinity. positions: x y z at every stride floats.
float rayTriangles(const Eigen::Vector3f& origin, const Eigen::Vector3f& direction, const float* positions, int stride,
                   const quint32* indices, std::size_t indexCount);

// The smallest t >= 0 where the ray is inside the box [lo, hi], or +infinity.
float rayBox(const Eigen::Vector3f& origin, const Eigen::Vector3f& direction, const Eigen::Vector3f& lo, const Eigen::Vector3f& hi);

}  // namespace kinedit
