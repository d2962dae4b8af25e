#include "geometry/MeshLevels.h"

#include "geometry/ClosedSurface.h"
#include "geometry/CreaseNormals.h"
#include "geometry/GridClusters.h"
#include "geometry/MeshCounts.h"
#include "geometry/PositionMesh.h"
#include "geometry/SurfaceGrid.h"

#include <meshoptimizer.h>

#include <Eigen/Core>
#include <Eigen/Geometry>

#include <algorithm>
#include <cmath>
#include <limits>

namespace kinedit {

namespace {

// A part's triangles, as indices into the joined positions.
struct PartIndices {
    std::vector<unsigned> indices;
    quint32 rgba = 0xffffffff;
};

std::vector<PartIndices> partsOf(const MeshData& full, const PositionMesh& joined) {
    std::vector<PartIndices> parts;
    for (const MeshData::Part& p : full.parts)
        parts.push_back({{joined.indices.begin() + p.firstIndex, joined.indices.begin() + p.firstIndex + p.indexCount}, p.rgba});
    return parts;
}

// Slivers (three corners in a line, which simplification leaves where a
// fan closes, as at a UV sphere's pole) are dropped: they show nothing and
// their normal points anywhere.
bool isSliver(const Eigen::Vector3f& a, const Eigen::Vector3f& b, const Eigen::Vector3f& c) {
    const float longest = std::max({(b - a).squaredNorm(), (c - b).squaredNorm(), (a - c).squaredNorm()});
    return (b - a).cross(c - a).norm() <= 1e-4f * longest;
}

// Whether a face (its area vector) lies against all three of its corners'
// normals: folded over by the simplifier, to be turned back.
bool foldedOver(const Eigen::Vector3f& face, const Eigen::Vector3f& n0, const Eigen::Vector3f& n1, const Eigen::Vector3f& n2) {
    return face.dot(n0) < 0 && face.dot(n1) < 0 && face.dot(n2) < 0;
}

// A level's mesh with normals from the full mesh's faces (CreaseNormals.h)
// around each kept position, chosen by the level's own face: smooth where
// the surface is, sharp at its edges; where none is within the crease
// angle (a fold, a face across a tight curve), the surface's normal
// there. A level's own faces gave blotches where they cut across curves.
// meshoptimizer (0.18) leaves some faces folded over, turned against the
// surface at all three corners: they are turned back (they lie within the
// level's error of it).
std::shared_ptr<const MeshData> withNormals(const PositionMesh& joined, const FacesAround& full, const std::vector<PartIndices>& given) {
    std::vector<PartIndices> parts;
    for (const PartIndices& p : given) {
        PartIndices kept{{}, p.rgba};
        for (size_t t = 0; t + 2 < p.indices.size(); t += 3) {
            unsigned i[3] = {p.indices[t], p.indices[t + 1], p.indices[t + 2]};
            const Eigen::Vector3f a = joined.at(i[0]), b = joined.at(i[1]), c = joined.at(i[2]);
            if (isSliver(a, b, c)) continue;
            if (foldedOver((b - a).cross(c - a), full.smooth[i[0]], full.smooth[i[1]], full.smooth[i[2]])) std::swap(i[1], i[2]);
            kept.indices.insert(kept.indices.end(), i, i + 3);
        }
        parts.push_back(std::move(kept));
    }
    std::vector<unsigned> corners;
    for (const PartIndices& p : parts) corners.insert(corners.end(), p.indices.begin(), p.indices.end());
    std::vector<float> vertices(6 * corners.size());
    for (size_t k = 0; k < corners.size(); ++k) {
        const unsigned p = corners[k];
        const unsigned* face = &corners[k - k % 3];
        const Eigen::Vector3f a = joined.at(face[0]);
        const Eigen::Vector3f n = full.normalAt(p, unitOf((joined.at(face[1]) - a).cross(joined.at(face[2]) - a)));
        float* v = &vertices[6 * k];
        for (int c = 0; c < 3; ++c) v[c] = joined.positions[3 * p + unsigned(c)], v[3 + c] = n[c];
    }
    // Corners of the same position and normal become one vertex.
    std::vector<unsigned> remap(corners.size());
    const size_t unique =
        meshopt_generateVertexRemap(remap.data(), nullptr, corners.size(), vertices.data(), corners.size(), 6 * sizeof(float));
    auto mesh = std::make_shared<MeshData>();
    mesh->vertices.resize(6 * unique);
    meshopt_remapVertexBuffer(mesh->vertices.data(), vertices.data(), corners.size(), 6 * sizeof(float), remap.data());
    mesh->indices = std::move(remap);  // corner k is vertex remap[k]
    quint32 start = 0;
    for (const PartIndices& p : parts) {
        mesh->parts.push_back({start, quint32(p.indices.size()), p.rgba});
        start += quint32(p.indices.size());
    }
    if (unique > 0) {
        mesh->lo = mesh->hi = Eigen::Vector3f(mesh->vertices[0], mesh->vertices[1], mesh->vertices[2]);
        for (size_t v = 0; v < unique; ++v) {
            const Eigen::Vector3f p(mesh->vertices[6 * v], mesh->vertices[6 * v + 1], mesh->vertices[6 * v + 2]);
            mesh->lo = Eigen::Vector3f(std::min(mesh->lo.x(), p.x()), std::min(mesh->lo.y(), p.y()), std::min(mesh->lo.z(), p.z()));
            mesh->hi = Eigen::Vector3f(std::max(mesh->hi.x(), p.x()), std::max(mesh->hi.y(), p.y()), std::max(mesh->hi.z(), p.z()));
        }
    }
    return mesh;
}

// The simplifier leaves some faces folded over, facing against all three
// of their corners' normals: drawn from the side they face away from, they
// showed dark (the back's lighting). They are turned back.
void turnFoldedFaces(MeshData& mesh) {
    auto at = [&](quint32 v, int offset) {
        return Eigen::Vector3f(mesh.vertices[6 * v + offset], mesh.vertices[6 * v + offset + 1], mesh.vertices[6 * v + offset + 2]);
    };
    for (size_t t = 0; t + 2 < mesh.indices.size(); t += 3) {
        quint32* i = &mesh.indices[t];
        const Eigen::Vector3f a = at(i[0], 0);
        if (foldedOver((at(i[1], 0) - a).cross(at(i[2], 0) - a), at(i[0], 3), at(i[1], 3), at(i[2], 3))) std::swap(i[1], i[2]);
    }
}

size_t triangles(const std::vector<PartIndices>& parts) {
    size_t n = 0;
    for (const PartIndices& p : parts) n += p.indices.size() / 3;
    return n;
}

// Each part cut to about `fraction` of its triangles (0: as few as stay
// within maxError, relative to the mesh's extent); the error (relative) is
// the worst part's. Where parts meet, their
// borders are kept, so that no crack opens between colours.
std::vector<PartIndices> simplified(const PositionMesh& joined, const std::vector<PartIndices>& parts, double fraction, bool sloppy,
                                    float* error, float maxError = 1.0f) {
    std::vector<PartIndices> out;
    *error = 0;
    const unsigned options = parts.size() > 1 ? meshopt_SimplifyLockBorder : 0;
    for (const PartIndices& p : parts) {
        const size_t target = fraction > 0 ? std::max<size_t>(3, size_t(double(p.indices.size() / 3) * fraction) * 3) : 0;
        PartIndices s{std::vector<unsigned>(p.indices.size()), p.rgba};
        float e = 0;
        const size_t n = sloppy ? meshopt_simplifySloppy(s.indices.data(), p.indices.data(), p.indices.size(), joined.positions.data(),
                                                         joined.count(), 3 * sizeof(float), target, 1.0f, &e)
                                : meshopt_simplify(s.indices.data(), p.indices.data(), p.indices.size(), joined.positions.data(),
                                                   joined.count(), 3 * sizeof(float), target, maxError, options, &e);
        s.indices.resize(n);
        *error = std::max(*error, e);
        out.push_back(std::move(s));
    }
    return out;
}

// How far a copy strays from the full mesh, both ways: the farthest of
// about 20,000 of the full mesh's positions from the copy's surface, and
// of as many of the copy's triangles' middles from the full mesh's. The
// first catches what the copy cut off, the second how far it cuts across
// a curve; meshoptimizer's own estimate (distances to the planes of the
// faces collapsed) can miss either many times over.
float measuredError(const PositionMesh& joined, const SurfaceGrid& fullSurface, const std::vector<PartIndices>& copy) {
    std::vector<unsigned> t;
    for (const PartIndices& p : copy) t.insert(t.end(), p.indices.begin(), p.indices.end());
    if (t.empty()) return 0;
    const SurfaceGrid copySurface(joined.positions, t);
    // Each sampled point looked for within a few cells first; of those
    // farther, 200 spread ones exactly (the rest count as their bound).
    float worst = 0;
    std::vector<Eigen::Vector3f> far;
    auto measure = [&](const SurfaceGrid& surface, const Eigen::Vector3f& p, std::vector<Eigen::Vector3f>& farther) {
        bool exact = true;
        worst = std::max(worst, surface.distance(p, 3, &exact));
        if (!exact) farther.push_back(p);
    };
    auto settle = [&](const SurfaceGrid& surface, std::vector<Eigen::Vector3f>& farther) {
        const size_t step = std::max<size_t>(1, farther.size() / 200);
        for (size_t i = 0; i < farther.size(); i += step) worst = std::max(worst, surface.distance(farther[i]));
        farther.clear();
    };
    const size_t step = std::max<size_t>(1, joined.count() / 20'000);
    for (size_t v = 0; v < joined.count(); v += step) measure(copySurface, joined.at(unsigned(v)), far);
    settle(copySurface, far);
    const size_t faces = t.size() / 3, faceStep = std::max<size_t>(1, faces / 20'000);
    for (size_t f = 0; f < faces; f += faceStep)
        measure(fullSurface, (joined.at(t[3 * f]) + joined.at(t[3 * f + 1]) + joined.at(t[3 * f + 2])) / 3, far);
    settle(fullSurface, far);
    return worst;
}

}  // namespace

// Whether every coordinate is a number (a file may hold NaN or infinity:
// no level is made of it, the full mesh is drawn as read).
bool finite(const MeshData& mesh) { return allFinite(mesh.vertices); }

namespace {

// A mesh of more than this many times a rough copy's triangles is cut down
// in a grid first (GridClusters.h), to 16 times the copy's triangles.
constexpr size_t kThroughGrid = 32, kGridTriangles = 16;

// The sloppy simplifier over each part's triangles, given(k) = {indices,
// count}, on `count` positions (x y z, one every `stride` floats), to
// about `maxTriangles` of `total` in all; each vertex kept written by
// vertex(v, out[6]) (position, normal). The worst part's relative error
// to *relative.
template <typename Given, typename Vertex>
std::shared_ptr<MeshData> sloppyCopy(const float* positions, size_t stride, size_t count, const std::vector<MeshData::Part>& parts,
                                     Given given, size_t total, int maxTriangles, Vertex vertex, float* relative) {
    const double fraction = std::min(1.0, double(maxTriangles) / double(std::max<size_t>(1, total)));
    auto mesh = std::make_shared<MeshData>();
    std::vector<quint32> kept(count, ~0u);  // a simplifier's vertex's index in the copy
    *relative = 0;
    for (size_t k = 0; k < parts.size(); ++k) {
        const auto [indices, n] = given(k);
        if (n < 3) {  // a part left without triangles
            mesh->parts.push_back({quint32(mesh->indices.size()), 0, parts[k].rgba});
            continue;
        }
        std::vector<unsigned> corners(n);
        float e = 0;
        const size_t target = std::max<size_t>(3, size_t(double(n / 3) * fraction) * 3);
        corners.resize(meshopt_simplifySloppy(corners.data(), indices, n, positions, count, stride * sizeof(float), target, 1.0f, &e));
        *relative = std::max(*relative, e);
        const quint32 first = quint32(mesh->indices.size());
        for (unsigned v : corners) {
            if (kept[v] == ~0u) {
                kept[v] = quint32(mesh->vertices.size() / 6);
                mesh->vertices.resize(mesh->vertices.size() + 6);
                vertex(v, &mesh->vertices[mesh->vertices.size() - 6]);
            }
            mesh->indices.push_back(kept[v]);
        }
        mesh->parts.push_back({first, quint32(mesh->indices.size()) - first, parts[k].rgba});
    }
    turnFoldedFaces(*mesh);
    return mesh;
}

// The rough copy through the grid: its clusters (their vertices' mean,
// the normal of their faces) simplified, moved by `shift`.
MeshLevel roughThroughGrid(const SurfaceView& full, int maxTriangles, const Eigen::Vector3f& shift) {
    const GridClusters grid = gridClusters(full, kGridTriangles * size_t(maxTriangles));
    if (grid.triangles() == 0) return {};  // no grid, or every triangle within a cube or two
    float relative = 0;
    const auto mesh = sloppyCopy(
        grid.positions.data(), 3, grid.count(), *full.parts,
        [&](size_t k) { return std::pair(grid.parts[k].data(), grid.parts[k].size()); }, grid.triangles(), maxTriangles,
        [&](unsigned c, float* out) {
            for (int a = 0; a < 3; ++a) out[a] = grid.positions[3 * c + size_t(a)] + shift[a], out[3 + a] = grid.normals[3 * c + size_t(a)];
        },
        &relative);
    mesh->lo = full.lo + shift;
    mesh->hi = full.hi + shift;
    // A vertex moved to its cube's mean moved at most the cube's diagonal.
    const float scale = meshopt_simplifyScale(grid.positions.data(), grid.count(), 3 * sizeof(float));
    return {mesh, relative * scale + grid.side * std::sqrt(3.0f)};
}

}  // namespace

MeshLevel roughLevel(const MeshData& full, int maxTriangles) {
    const size_t count = full.vertices.size() / 6;
    if (full.indices.empty() || count == 0 || !finite(full)) return {};
    if (size_t(full.triangleCount()) > kThroughGrid * size_t(maxTriangles))
        if (MeshLevel rough = roughThroughGrid(surfaceOf(full), maxTriangles, {}); rough.mesh) return rough;
    // Straight on the loaded vertices (the sloppy simplifier clusters by
    // position and keeps some of them), each kept vertex with its normal:
    // a heavy mesh's are made from its faces (CreaseNormals.h), so the copy
    // is lit smooth where the surface is. Lit by its own faces it looked
    // crumpled, which for ten million triangles was 40 s on screen.
    float relative = 0;
    const auto mesh = sloppyCopy(
        full.vertices.data(), 6, count, full.parts,
        [&](size_t k) { return std::pair(full.indices.data() + full.parts[k].firstIndex, size_t(full.parts[k].indexCount)); },
        size_t(full.triangleCount()), maxTriangles, [&](unsigned v, float* out) { std::copy_n(full.vertices.begin() + 6 * v, 6, out); },
        &relative);
    mesh->lo = full.lo;
    mesh->hi = full.hi;
    return {mesh, relative * meshopt_simplifyScale(full.vertices.data(), count, 6 * sizeof(float))};
}

MeshLevel roughLevel(const JoinedMesh& joined, int maxTriangles) {
    const PositionMesh& mesh = joined.positions;
    if (mesh.indices.size() / 3 <= kThroughGrid * size_t(maxTriangles) || mesh.count() == 0 || !allFinite(mesh.positions)) return {};
    return roughThroughGrid({mesh.positions.data(), 3, mesh.count(), joined.lo, joined.hi, &mesh.indices, &joined.parts}, maxTriangles,
                            joined.shift);
}

std::vector<MeshLevel> simplifiedLevels(const MeshData& full) {
    std::vector<MeshLevel> levels;
    if (full.triangleCount() <= kMeshLevelBudget || !finite(full)) return levels;
    const PositionMesh joined = joinedByPosition(full);
    const float scale = meshopt_simplifyScale(joined.positions.data(), joined.count(), 3 * sizeof(float));
    // Each level made from the one before (its error measured against the
    // full mesh, so nothing adds up), to a quarter of its triangles; one
    // that keeps more than two thirds of them ends the levels.
    std::vector<PartIndices> parts = partsOf(full, joined);
    // The levels of a closed surface show no back faces either:
    // meshoptimizer's simplifier keeps the topology, and the faces it leaves
    // folded over are turned back (withNormals). Checked level by level they
    // would not pass: a turned face runs along its neighbours' edges the
    // same way, and a dropped sliver leaves a gap far under a pixel.
    const bool closed = isClosedSurface(joined.indices);
    const FacesAround surface(joined);
    const SurfaceGrid fullSurface(joined.positions, joined.indices);
    size_t last = triangles(parts);
    while (last > 1000) {
        float relative = 0;
        std::vector<PartIndices> next = simplified(joined, parts, 0.25, false, &relative);
        const size_t count = triangles(next);
        if (count == 0 || double(count) > 0.67 * double(last)) break;
        const float error = std::max(relative * scale, measuredError(joined, fullSurface, next));
        levels.push_back({withNormals(joined, surface, next), error, closed});
        parts = std::move(next);
        last = count;
        if (error > 0.05f * scale) break;  // a twentieth of the mesh off: coarser ones serve nobody
    }
    return levels;
}

}  // namespace kinedit
