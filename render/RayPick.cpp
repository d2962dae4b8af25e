#include "RayPick.h"

#include <Eigen/Geometry>

#include <algorithm>
#include <limits>

namespace kinedit {

namespace {
constexpr float kNone = std::numeric_limits<float>::infinity();
}

float rayBox(const Eigen::Vector3f& origin, const Eigen::Vector3f& direction, const Eigen::Vector3f& lo, const Eigen::Vector3f& hi) {
    float enter = 0, leave = kNone;
    for (int k = 0; k < 3; ++k) {
        if (direction[k] == 0) {
            if (origin[k] < lo[k] || origin[k] > hi[k]) return kNone;
            continue;
        }
        float a = (lo[k] - origin[k]) / direction[k], b = (hi[k] - origin[k]) / direction[k];
        if (a > b) std::swap(a, b);
        enter = std::max(enter, a);
        leave = std::min(leave, b);
        if (enter > leave) return kNone;
    }
    return enter;
}

float rayTriangles(const Eigen::Vector3f& origin, const Eigen::Vector3f& direction, const float* positions, int stride,
                   const quint32* indices, std::size_t indexCount) {
    // Möller and Trumbore's test, both sides of each triangle.
    float nearest = kNone;
    const auto at = [&](quint32 i) { return Eigen::Map<const Eigen::Vector3f>(positions + std::size_t(i) * std::size_t(stride)); };
    for (std::size_t t = 0; t + 2 < indexCount; t += 3) {
        const Eigen::Vector3f a = at(indices[t]);
        const Eigen::Vector3f e1 = at(indices[t + 1]) - a, e2 = at(indices[t + 2]) - a;
        const Eigen::Vector3f p = direction.cross(e2);
        const float det = e1.dot(p);
        if (std::abs(det) < 1e-20f) continue;
        const float inv = 1.0f / det;
        const Eigen::Vector3f s = origin - a;
        const float u = s.dot(p) * inv;
        if (u < 0 || u > 1) continue;
        const Eigen::Vector3f q = s.cross(e1);
        const float v = direction.dot(q) * inv;
        if (v < 0 || u + v > 1) continue;
        const float hit = e2.dot(q) * inv;
        if (hit >= 0 && hit < nearest) nearest = hit;
    }
    return nearest;
}

}  // namespace kinedit
