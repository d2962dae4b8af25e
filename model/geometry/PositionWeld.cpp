#include "geometry/PositionWeld.h"

#include "geometry/HashMix.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace kinedit {

namespace {

constexpr int kAxisBits = 21;  // per axis of a cell's key: a mesh is at most a million tolerances across

// Kept positions (their index among the kept, whose coordinates are
// moved down in place as they are kept) by their cell's hash: open
// addressing, a slot the hash's high half and the position; a position
// found in a slot of its hash is then checked for its distance.
class CellTable {
public:
    explicit CellTable(size_t count) {
        size_t size = 1024;
        while (size < 2 * count) size *= 2;
        m_slots.assign(size, {0, kNone});
        m_mask = size - 1;
    }
    void prefetch(quint64 hash) const { __builtin_prefetch(&m_slots[hash & m_mask]); }
    template <typename Near>
    bool find(quint64 hash, Near&& near, unsigned* found) const {
        for (size_t i = hash & m_mask; m_slots[i].position != kNone; i = (i + 1) & m_mask)
            if (m_slots[i].tag == quint32(hash >> 32) && near(m_slots[i].position)) return *found = m_slots[i].position, true;
        return false;
    }
    void insert(quint64 hash, unsigned position) {
        size_t i = hash & m_mask;
        while (m_slots[i].position != kNone) i = (i + 1) & m_mask;
        m_slots[i] = {quint32(hash >> 32), position};
    }

private:
    static constexpr unsigned kNone = ~0u;
    struct Slot {
        quint32 tag;
        unsigned position;
    };
    std::vector<Slot> m_slots;
    size_t m_mask = 0;
};

// The mesh's lowest corner and its tolerance (0 for no positions, or for
// a coordinate that is not a number: no cell is made of it, and such a
// mesh gets no levels either, MeshLevels.h).
struct Extent {
    float lo[3] = {0, 0, 0};
    float tolerance = 0;
};

Extent extentOf(const PositionMesh& mesh) {
    Extent e;
    if (mesh.count() == 0 || !allFinite(mesh.positions)) return e;
    float hi[3];
    for (int k = 0; k < 3; ++k) e.lo[k] = hi[k] = mesh.positions[size_t(k)];
    for (size_t v = 0; v < mesh.count(); ++v)
        for (int k = 0; k < 3; ++k)
            e.lo[k] = std::min(e.lo[k], mesh.positions[3 * v + size_t(k)]), hi[k] = std::max(hi[k], mesh.positions[3 * v + size_t(k)]);
    float size = 0, farthest = 0;
    for (int k = 0; k < 3; ++k) size = std::max(size, hi[k] - e.lo[k]), farthest = std::max({farthest, std::abs(e.lo[k]), std::abs(hi[k])});
    const float step = std::nextafter(farthest, std::numeric_limits<float>::infinity()) - farthest;
    const float tolerance = std::max(1e-6f * size, 8 * step);
    e.tolerance = std::isfinite(tolerance) ? tolerance : 0;
    return e;
}

}  // namespace

float weldTolerance(const PositionMesh& mesh) { return extentOf(mesh).tolerance; }

size_t weldNearPositions(PositionMesh& mesh) {
    const Extent extent = extentOf(mesh);
    const float tolerance = extent.tolerance;
    const float* lo = extent.lo;
    const size_t count = mesh.count();
    if (tolerance <= 0 || count < 2) return 0;
    // Cells 32 tolerances wide: a position within a tolerance of its
    // cell's side also looks in the cell beyond it, most look in their own.
    const double cell = 32.0 * double(tolerance);
    constexpr quint64 kAxisMask = (1ull << kAxisBits) - 1;
    auto hashOf = [](qint64 x, qint64 y, qint64 z) {
        return mixBits((quint64(x) & kAxisMask) | (quint64(y) & kAxisMask) << kAxisBits | (quint64(z) & kAxisMask) << (2 * kAxisBits));
    };
    auto cellOf = [&](const float* p, qint64(&c)[3]) {
        for (int k = 0; k < 3; ++k) c[k] = qint64(double(p[k] - lo[k]) / cell);
    };
    const double within = double(tolerance) / cell;
    CellTable table(count);
    std::vector<unsigned> kept(count);  // a position's index among the kept ones
    size_t keptCount = 0;
    constexpr size_t kAhead = 32;  // own cells' slots fetched ahead (the table is far larger than the caches)
    quint64 ahead[kAhead] = {};
    for (size_t v = 0; v < count; ++v) {
        if (v % kAhead == 0)
            for (size_t a = 0; a < kAhead && v + a < count; ++a) {
                qint64 c[3];
                cellOf(&mesh.positions[3 * (v + a)], c);
                table.prefetch(ahead[a] = hashOf(c[0], c[1], c[2]));
            }
        const float* p = &mesh.positions[3 * v];
        auto near = [&](unsigned other) {
            const float* q = &mesh.positions[3 * size_t(other)];
            return std::abs(q[0] - p[0]) <= tolerance && std::abs(q[1] - p[1]) <= tolerance && std::abs(q[2] - p[2]) <= tolerance;
        };
        unsigned found = 0;
        bool joined = table.find(ahead[v % kAhead], near, &found);
        if (!joined) {
            qint64 c[3], from[3], to[3];
            for (int k = 0; k < 3; ++k) {
                const double at = double(p[k] - lo[k]) / cell;
                c[k] = qint64(at);
                from[k] = at - double(c[k]) <= within ? -1 : 0;
                to[k] = double(c[k] + 1) - at <= within ? 1 : 0;
            }
            for (qint64 z = from[2]; z <= to[2] && !joined; ++z)
                for (qint64 y = from[1]; y <= to[1] && !joined; ++y)
                    for (qint64 x = from[0]; x <= to[0] && !joined; ++x)
                        if (x || y || z) joined = table.find(hashOf(c[0] + x, c[1] + y, c[2] + z), near, &found);
        }
        if (joined) {
            kept[v] = found;
            continue;
        }
        table.insert(ahead[v % kAhead], unsigned(keptCount));
        kept[v] = unsigned(keptCount);
        if (keptCount != v) std::copy(p, p + 3, &mesh.positions[3 * keptCount]);
        ++keptCount;
    }
    if (keptCount == count) return 0;
    mesh.positions.resize(3 * keptCount);
    mesh.positions.shrink_to_fit();
    for (unsigned& i : mesh.indices) i = kept[i];
    return count - keptCount;
}

}  // namespace kinedit
