#include "geometry/ClosedSurface.h"

#include "geometry/MeshCounts.h"
#include "geometry/PositionWeld.h"

#include <algorithm>

namespace kinedit {

SurfaceShape surfaceShape(const std::vector<unsigned>& indices, bool degenerateFaces) {
    if (indices.size() < 3 || indices.size() / 3 > kClosedCheckMost) return SurfaceShape::Open;
    const size_t used = indices.size() / 3 * 3;
    const unsigned corners = *std::max_element(indices.begin(), indices.begin() + std::ptrdiff_t(used)) + 1;
    if (corners >= (1u << 31)) return SurfaceShape::Open;  // the other corner and the direction share 32 bits
    auto skipped = [&](size_t t) {
        return !degenerateFaces && (indices[t] == indices[t + 1] || indices[t + 1] == indices[t + 2] || indices[t] == indices[t + 2]);
    };
    // Pass 1: each lower corner's count of edges; then where its bucket starts.
    std::vector<unsigned> start(size_t(corners) + 1, 0);
    bool any = false;
    for (size_t t = 0; t < used; t += 3) {
        if (skipped(t)) continue;
        any = true;
        for (int k = 0; k < 3; ++k) ++start[std::min(indices[t + size_t(k)], indices[t + size_t((k + 1) % 3)]) + 1];
    }
    if (!any) return SurfaceShape::Open;
    for (size_t v = 1; v < start.size(); ++v) start[v] += start[v - 1];
    // Pass 2: in its bucket, each edge as its upper corner << 1 | 1 when it
    // runs from the upper corner down.
    std::vector<unsigned> fill(start.begin(), start.end() - 1), edges(start.back());
    for (size_t t = 0; t < used; t += 3) {
        if (skipped(t)) continue;
        for (int k = 0; k < 3; ++k) {
            const unsigned a = indices[t + size_t(k)], b = indices[t + size_t((k + 1) % 3)];
            edges[fill[std::min(a, b)]++] = std::max(a, b) << 1 | unsigned(a > b);
        }
    }
    // Within a bucket (a handful of edges), sorted: an edge must appear
    // exactly once each way.
    bool open = false;
    for (size_t v = 0; v + 1 < start.size(); ++v) {
        unsigned* first = edges.data() + start[v];
        unsigned* last = edges.data() + start[v + 1];
        std::sort(first, last);
        for (unsigned* e = first; e != last;) {
            unsigned* same = e;
            while (same != last && (*same >> 1) == (*e >> 1)) ++same;
            for (unsigned* d = e; d + 1 != same; ++d)
                if (d[0] == d[1]) return SurfaceShape::Misoriented;
            if (same - e != 2) open = true;  // an edge of one triangle
            e = same;
        }
    }
    return open ? SurfaceShape::Open : SurfaceShape::Closed;
}

bool isClosedSurface(const std::vector<unsigned>& indices) { return surfaceShape(indices) == SurfaceShape::Closed; }

bool isClosedSurface(const MeshData& mesh) {
    if (mesh.indices.size() < 3 || mesh.triangleCount() > int(kClosedCheckMost)) return false;
    PositionMesh joined = joinedByPosition(mesh);
    weldNearPositions(joined);
    return isClosedSurface(joined.indices);
}

}  // namespace kinedit
