#include "geometry/SurfaceGrid.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace kinedit {

// By the regions of the triangle (Ericson, Real-Time Collision Detection,
// 5.1.5): the nearest point is a corner, on an edge, or inside.
namespace {
float pointSegmentDistance(const Eigen::Vector3f& p, const Eigen::Vector3f& a, const Eigen::Vector3f& b) {
    const Eigen::Vector3f ab = b - a;
    const float length = ab.dot(ab);
    const float t = length > 0 ? std::clamp((p - a).dot(ab) / length, 0.0f, 1.0f) : 0.0f;
    return (p - (a + ab * t)).norm();
}
}  // namespace

float pointTriangleDistance(const Eigen::Vector3f& p, const Eigen::Vector3f& a, const Eigen::Vector3f& b, const Eigen::Vector3f& c) {
    const Eigen::Vector3f ab = b - a, ac = c - a, ap = p - a;
    // Corners together or in a line: the regions below divide by zero.
    if (ab.cross(ac).squaredNorm() <= 1e-12f * std::max(ab.squaredNorm(), ac.squaredNorm()) * std::max(ab.squaredNorm(), ac.squaredNorm()))
        return std::min({pointSegmentDistance(p, a, b), pointSegmentDistance(p, b, c), pointSegmentDistance(p, c, a)});
    const float d1 = ab.dot(ap), d2 = ac.dot(ap);
    if (d1 <= 0 && d2 <= 0) return ap.norm();
    const Eigen::Vector3f bp = p - b;
    const float d3 = ab.dot(bp), d4 = ac.dot(bp);
    if (d3 >= 0 && d4 <= d3) return bp.norm();
    const float vc = d1 * d4 - d3 * d2;
    if (vc <= 0 && d1 >= 0 && d3 <= 0) return (p - (a + ab * (d1 / (d1 - d3)))).norm();
    const Eigen::Vector3f cp = p - c;
    const float d5 = ab.dot(cp), d6 = ac.dot(cp);
    if (d6 >= 0 && d5 <= d6) return cp.norm();
    const float vb = d5 * d2 - d1 * d6;
    if (vb <= 0 && d2 >= 0 && d6 <= 0) return (p - (a + ac * (d2 / (d2 - d6)))).norm();
    const float va = d3 * d6 - d5 * d4;
    if (va <= 0 && (d4 - d3) >= 0 && (d5 - d6) >= 0) return (p - (b + (c - b) * ((d4 - d3) / ((d4 - d3) + (d5 - d6))))).norm();
    const float denom = 1.0f / (va + vb + vc);
    return (p - (a + ab * (vb * denom) + ac * (vc * denom))).norm();
}

SurfaceGrid::SurfaceGrid(const std::vector<float>& positions, const std::vector<unsigned>& indices)
    : m_positions(positions), m_indices(indices) {
    if (indices.empty()) return;
    m_lo = m_hi = corner(indices[0]);
    for (unsigned i : indices) {
        const Eigen::Vector3f p = corner(i);
        m_lo = Eigen::Vector3f(std::min(m_lo.x(), p.x()), std::min(m_lo.y(), p.y()), std::min(m_lo.z(), p.z()));
        m_hi = Eigen::Vector3f(std::max(m_hi.x(), p.x()), std::max(m_hi.y(), p.y()), std::max(m_hi.z(), p.z()));
    }
    // A surface of T triangles crosses about N² of N³ cells: N = √(T/4).
    const Eigen::Vector3f size = m_hi - m_lo;
    const float longest = std::max({size.x(), size.y(), size.z(), 1e-9f});
    for (double n = std::clamp(std::sqrt(double(indices.size() / 3) / 4.0), 8.0, 1024.0);; n *= 0.8) {
        m_cell = longest / float(n);
        for (int a = 0; a < 3; ++a) m_n[a] = int(size[a] / m_cell) + 1;
        if (double(m_n[0]) * m_n[1] * m_n[2] <= 4e6) break;
    }
    // Two passes over the triangles' boxes: count per cell, then fill.
    const size_t cells = size_t(m_n[0]) * size_t(m_n[1]) * size_t(m_n[2]);
    m_first.assign(cells + 1, 0);
    for (int pass = 0; pass < 2; ++pass) {
        std::vector<unsigned> fill;
        if (pass == 1) {
            for (size_t c = 0; c < cells; ++c) m_first[c + 1] += m_first[c];
            m_triangles.resize(m_first[cells]);
            fill.assign(m_first.begin(), m_first.end() - 1);
        }
        for (size_t f = 0; f < indices.size() / 3; ++f) {
            const Eigen::Vector3f a = corner(indices[3 * f]), b = corner(indices[3 * f + 1]), c = corner(indices[3 * f + 2]);
            int lo[3], hi[3];
            for (int axis = 0; axis < 3; ++axis) {
                lo[axis] = cellOf(std::min({a[axis], b[axis], c[axis]}), axis);
                hi[axis] = cellOf(std::max({a[axis], b[axis], c[axis]}), axis);
            }
            for (int z = lo[2]; z <= hi[2]; ++z)
                for (int y = lo[1]; y <= hi[1]; ++y)
                    for (int x = lo[0]; x <= hi[0]; ++x) {
                        if (pass == 0)
                            ++m_first[index(x, y, z) + 1];
                        else
                            m_triangles[fill[index(x, y, z)]++] = unsigned(f);
                    }
        }
    }
}

int SurfaceGrid::cellOf(float v, int axis) const { return std::clamp(int((v - m_lo[axis]) / m_cell), 0, m_n[axis] - 1); }

float SurfaceGrid::distance(const Eigen::Vector3f& p, int rings, bool* exact) const {
    if (exact) *exact = true;
    if (m_indices.empty()) return 0;
    const int last = rings >= 0 ? rings : std::max({m_n[0], m_n[1], m_n[2]});
    const int c[3] = {cellOf(p.x(), 0), cellOf(p.y(), 1), cellOf(p.z(), 2)};
    // Outside the surface's box, the way to it counts first.
    const Eigen::Vector3f clamped(std::clamp(p.x(), m_lo.x(), m_hi.x()), std::clamp(p.y(), m_lo.y(), m_hi.y()),
                                  std::clamp(p.z(), m_lo.z(), m_hi.z()));
    const float outside = (p - clamped).norm();
    float best = std::numeric_limits<float>::max();
    for (int r = 0; r <= last && best > outside + float(r - 1) * m_cell; ++r)
        for (int z = std::max(0, c[2] - r); z <= std::min(m_n[2] - 1, c[2] + r); ++z)
            for (int y = std::max(0, c[1] - r); y <= std::min(m_n[1] - 1, c[1] + r); ++y)
                for (int x = std::max(0, c[0] - r); x <= std::min(m_n[0] - 1, c[0] + r); ++x) {
                    if (std::max({std::abs(x - c[0]), std::abs(y - c[1]), std::abs(z - c[2])}) != r) continue;  // the ring's shell only
                    const size_t cell = index(x, y, z);
                    for (unsigned k = m_first[cell]; k < m_first[cell + 1]; ++k) {
                        const unsigned* t = &m_indices[3 * size_t(m_triangles[k])];
                        best = std::min(best, pointTriangleDistance(p, corner(t[0]), corner(t[1]), corner(t[2])));
                    }
                }
    const float bound = outside + float(last - 1) * m_cell;
    if (best <= bound) return best;
    if (exact) *exact = false;
    return bound;
}

}  // namespace kinedit
