#include "geometry/ClosedSurface.h"

#include "geometry/MeshCounts.h"
#include "geometry/PositionWeld.h"

#include <sys/mman.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace kinedit {

namespace {

// An array of n unsigned, not zeroed unless asked. Arrays of a large mesh
// take tens of MiB, and on a VM a page fault per 4 KiB cost more than the
// check: they are asked for in huge pages (one fault per 2 MiB) where the
// kernel gives them on request.
struct FreeAligned {
    void operator()(unsigned* p) const { std::free(p); }
};
using Scratch = std::unique_ptr<unsigned[], FreeAligned>;
Scratch scratch(size_t n, bool zeroed) {
    constexpr size_t kHuge = size_t(2) << 20;
    const size_t bytes = std::max(n * sizeof(unsigned), size_t(1));
    if (bytes < kHuge) return Scratch(static_cast<unsigned*>(zeroed ? std::calloc(n + 1, sizeof(unsigned)) : std::malloc(bytes)));
    const size_t rounded = (bytes + kHuge - 1) / kHuge * kHuge;
    auto* p = static_cast<unsigned*>(std::aligned_alloc(kHuge, rounded));
    if (!p) return Scratch();
#ifdef MADV_HUGEPAGE
    madvise(p, rounded, MADV_HUGEPAGE);
#endif
    if (zeroed) std::memset(p, 0, bytes);
    return Scratch(p);
}

}  // namespace

SurfaceShape surfaceShape(const std::vector<unsigned>& indices, bool degenerateFaces) {
    if (indices.size() < 3 || indices.size() / 3 > kClosedCheckMost) return SurfaceShape::Open;
    const size_t used = indices.size() / 3 * 3;
    const unsigned corners = *std::max_element(indices.begin(), indices.begin() + std::ptrdiff_t(used)) + 1;
    if (corners >= (1u << 31)) return SurfaceShape::Open;  // the upper corner and the direction share 32 bits
    auto counted = [&](unsigned a, unsigned b, unsigned c) { return degenerateFaces || (a != b && b != c && a != c); };
    // Pass 1: how many edges each lower corner has, summed: end[v] is where
    // corner v's bucket ends.
    const Scratch end = scratch(size_t(corners) + 1, true);
    if (!end) return SurfaceShape::Open;
    for (size_t t = 0; t < used; t += 3) {
        const unsigned a = indices[t], b = indices[t + 1], c = indices[t + 2];
        if (!counted(a, b, c)) continue;
        ++end[std::min(a, b) + 1], ++end[std::min(b, c) + 1], ++end[std::min(c, a) + 1];
    }
    for (unsigned v = 1; v <= corners; ++v) end[v] += end[v - 1];
    if (end[corners] == 0) return SurfaceShape::Open;
    // Pass 2: each edge in its bucket as its upper corner << 1, | 1 when it
    // runs down from there. end[v] moves from v's start to v's end.
    const Scratch edges = scratch(end[corners], false);
    if (!edges) return SurfaceShape::Open;
    auto put = [&](unsigned a, unsigned b) { edges[end[std::min(a, b)]++] = std::max(a, b) << 1 | unsigned(a > b); };
    for (size_t t = 0; t < used; t += 3) {
        const unsigned a = indices[t], b = indices[t + 1], c = indices[t + 2];
        if (!counted(a, b, c)) continue;
        put(a, b), put(b, c), put(c, a);
    }
    // Every edge must be in its bucket exactly once each way. A bucket holds
    // a handful of edges (six on average): each is compared with all the
    // others, which costs less than sorting them (the branches of a sort
    // mispredict). A big bucket (a fan's centre) is sorted.
    bool open = false;
    for (unsigned v = 0, first = 0; v < corners; first = end[v++]) {
        unsigned* const begin = edges.get() + first;
        unsigned* const last = edges.get() + end[v];
        if (last - begin <= 32) {
            for (const unsigned* i = begin; i != last; ++i) {
                unsigned same = 0, twice = 0;  // edges with i's upper corner; those also of its direction (i itself too)
                for (const unsigned* j = begin; j != last; ++j) same += (*j >> 1) == (*i >> 1), twice += *j == *i;
                if (twice > 1) return SurfaceShape::Misoriented;
                open = open || same != 2;  // an edge of one face
            }
            continue;
        }
        std::sort(begin, last);
        for (unsigned* e = begin; e != last;) {
            unsigned* same = e;
            while (same != last && (*same >> 1) == (*e >> 1)) ++same;
            for (unsigned* d = e; d + 1 < same; ++d)
                if (d[0] == d[1]) return SurfaceShape::Misoriented;
            if (same - e != 2) open = true;  // an edge of one face
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
