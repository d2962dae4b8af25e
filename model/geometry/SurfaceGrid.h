// A triangle surface bucketed in a grid of cells (about four triangles a
// cell, at most four million cells), for the distance from a point to it:
// what MeshLevels measures a simplified copy's error with.
#pragma once

#include <Eigen/Core>
#include <Eigen/Geometry>

#include <vector>

namespace kinedit {

class SurfaceGrid {
public:
    // The triangles `indices` (three per triangle) over x y z `positions`;
    // both must outlive the grid.
    SurfaceGrid(const std::vector<float>& positions, const std::vector<unsigned>& indices);
    // The distance from p to the nearest triangle, looked for in growing
    // rings of cells around p's. With `rings`, it stops there: exact when
    // found within rings - 1 cells, else *exact is false and the distance is
    // a lower bound of rings - 1 cells.
    float distance(const Eigen::Vector3f& p, int rings = -1, bool* exact = nullptr) const;
    float cell() const { return m_cell; }

private:
    const std::vector<float>& m_positions;
    const std::vector<unsigned>& m_indices;
    Eigen::Vector3f m_lo = Eigen::Vector3f::Zero(), m_hi = Eigen::Vector3f::Zero();
    float m_cell = 1;
    int m_n[3] = {1, 1, 1};
    std::vector<unsigned> m_first, m_triangles;  // per cell (compressed rows): the triangles touching it
    Eigen::Vector3f corner(unsigned i) const { return {m_positions[3 * i], m_positions[3 * i + 1], m_positions[3 * i + 2]}; }
    int cellOf(float v, int axis) const;
    size_t index(int x, int y, int z) const { return (size_t(z) * size_t(m_n[1]) + size_t(y)) * size_t(m_n[0]) + size_t(x); }
};

// The distance from point p to triangle abc.
float pointTriangleDistance(const Eigen::Vector3f& p, const Eigen::Vector3f& a, const Eigen::Vector3f& b, const Eigen::Vector3f& c);

}  // namespace kinedit
