// A triangle's unit normal from its corners (right-handed, counter-
// clockwise), for corners whose normal a file left zero: STL exporters
// often write 0 0 0 and leave it to the reader; such meshes were drawn
// unlit, a flat dark grey. One formula for every reader, so that each
// gives the same vertices bit for bit.
#pragma once

#include <cmath>

namespace kinedit {

// Zero as Assimp's aiVector3D::Equal(0) judges it (1e-6 per component).
inline bool isZeroNormal(const float* n) { return std::abs(n[0]) <= 1e-6f && std::abs(n[1]) <= 1e-6f && std::abs(n[2]) <= 1e-6f; }

// False for a triangle without area (its normal stays as it was).
inline bool faceNormal(const float* a, const float* b, const float* c, float* normal) {
    const float u[3] = {b[0] - a[0], b[1] - a[1], b[2] - a[2]}, v[3] = {c[0] - a[0], c[1] - a[1], c[2] - a[2]};
    const float n[3] = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
    const double length = std::sqrt(double(n[0]) * n[0] + double(n[1]) * n[1] + double(n[2]) * n[2]);
    if (!(length > 0)) return false;
    for (int k = 0; k < 3; ++k) normal[k] = float(n[k] / length);
    return true;
}

}  // namespace kinedit
