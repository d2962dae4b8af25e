#include "geometry/ClosedSurface.h"

#include "geometry/HashMix.h"
#include "geometry/MeshCounts.h"
#include "geometry/PositionWeld.h"

#include <vector>

namespace kinedit {

namespace {

// An open-addressing set of non-zero 64-bit keys, sized once.
class KeySet {
public:
    explicit KeySet(size_t most) {
        size_t size = 16;
        while (size < 2 * most) size *= 2;
        m_slots.assign(size, 0);
    }
    // False if the key was there already.
    bool insert(quint64 key) {
        for (size_t i = mixBits(key) & (m_slots.size() - 1);; i = (i + 1) & (m_slots.size() - 1)) {
            if (m_slots[i] == key) return false;
            if (m_slots[i] == 0) {
                m_slots[i] = key;
                return true;
            }
        }
    }
    bool contains(quint64 key) const {
        for (size_t i = mixBits(key) & (m_slots.size() - 1);; i = (i + 1) & (m_slots.size() - 1)) {
            if (m_slots[i] == key) return true;
            if (m_slots[i] == 0) return false;
        }
    }
    const std::vector<quint64>& table() const { return m_slots; }  // 0: free

private:
    std::vector<quint64> m_slots;
};

}  // namespace

bool isClosedSurface(const std::vector<unsigned>& indices) {
    if (indices.size() < 3 || indices.size() / 3 > kClosedCheckMost) return false;
    // Directed edges (from << 32 | to; never 0, as a triangle with two
    // corners at one position is skipped): each at most once, and each
    // with its reverse.
    KeySet edges(indices.size());
    bool any = false;
    for (size_t t = 0; t + 2 < indices.size(); t += 3) {
        const quint32 c[3] = {indices[t], indices[t + 1], indices[t + 2]};
        if (c[0] == c[1] || c[1] == c[2] || c[0] == c[2]) continue;
        for (int k = 0; k < 3; ++k)
            if (!edges.insert(quint64(c[k]) << 32 | c[(k + 1) % 3])) return false;  // twice the same way
        any = true;
    }
    for (quint64 e : edges.table())
        if (e != 0 && !edges.contains(e << 32 | e >> 32)) return false;  // an edge of one triangle only
    return any;
}

bool isClosedSurface(const MeshData& mesh) {
    if (mesh.indices.size() < 3 || mesh.triangleCount() > int(kClosedCheckMost)) return false;
    PositionMesh joined = joinedByPosition(mesh);
    weldNearPositions(joined);
    return isClosedSurface(joined.indices);
}

}  // namespace kinedit
