#include "geometry/GridClusters.h"

#include "geometry/CreaseNormals.h"
#include "geometry/HashMix.h"

#include <Eigen/Core>
#include <Eigen/Geometry>

#include <algorithm>
#include <cmath>

namespace kinedit {

namespace {

constexpr quint64 kNone = ~0ull;
constexpr quint64 kAxis = 1ull << 21;  // cubes along an axis at most (a key packs three)

// Open addressing from a 64-bit key (never kNone) to a 32-bit value, at a
// load of at most one half; a key and its value share a cache line.
class KeyTable {
public:
    explicit KeyTable(size_t expected) {
        size_t size = 1024;
        while (size < 2 * expected) size *= 2;
        m_slots.assign(size, {});
    }
    // The key's value, or `value` stored for it when new (*added set).
    quint32 find(quint64 key, quint32 value, bool* added) {
        if (2 * (m_count + 1) > m_slots.size()) grow();
        const size_t mask = m_slots.size() - 1;
        for (size_t i = mixBits(key) & mask;; i = (i + 1) & mask) {
            Slot& slot = m_slots[i];
            if (slot.key == key) return *added = false, slot.value;
            if (slot.key == kNone) {
                slot = {key, value}, ++m_count;
                return *added = true, value;
            }
        }
    }

private:
    struct Slot {
        quint64 key = kNone;
        quint32 value = 0;
    };
    std::vector<Slot> m_slots;
    size_t m_count = 0;
    void grow() {
        std::vector<Slot> table(2 * m_slots.size());
        const size_t mask = table.size() - 1;
        for (const Slot& s : m_slots) {
            if (s.key == kNone) continue;
            size_t i = mixBits(s.key) & mask;
            while (table[i].key != kNone) i = (i + 1) & mask;
            table[i] = s;
        }
        m_slots.swap(table);
    }
};

Eigen::Vector3f positionOf(const SurfaceView& mesh, quint32 v) {
    const float* p = mesh.positions + mesh.stride * v;
    return {p[0], p[1], p[2]};
}

// The surface's area from at most 65,536 triangles spread over the mesh.
double sampledArea(const SurfaceView& mesh) {
    const std::vector<quint32>& indices = *mesh.indices;
    const size_t faces = indices.size() / 3, step = std::max<size_t>(1, faces / 65'536);
    double area = 0;
    for (size_t f = 0; f < faces; f += step) {
        const Eigen::Vector3f a = positionOf(mesh, indices[3 * f]);
        area += 0.5 * double((positionOf(mesh, indices[3 * f + 1]) - a).cross(positionOf(mesh, indices[3 * f + 2]) - a).norm());
    }
    return area * double(step);
}

}  // namespace

SurfaceView surfaceOf(const MeshData& mesh) {
    return {mesh.vertices.data(), 6, mesh.vertices.size() / 6, mesh.lo, mesh.hi, &mesh.indices, &mesh.parts};
}

size_t GridClusters::triangles() const {
    size_t n = 0;
    for (const auto& p : parts) n += p.size() / 3;
    return n;
}

GridClusters gridClusters(const SurfaceView& mesh, size_t triangles) {
    GridClusters out;
    const size_t count = mesh.count;
    // A flat surface of area A crosses about A / side² cubes, and a mesh
    // on n vertices has about 2n triangles.
    const double area = count > 0 ? sampledArea(mesh) : 0;
    if (!(area > 0) || triangles == 0) return out;
    const double side = std::sqrt(2 * area / double(triangles));
    const Eigen::Vector3f extent = mesh.hi - mesh.lo;
    for (int a = 0; a < 3; ++a)
        if (!(double(extent[a]) / side < double(kAxis - 1))) return out;
    out.side = float(side);
    const float inverse = float(1 / side);
    // Vertex by vertex its cube's cluster, summed for the cluster's mean;
    // neighbours in the buffer mostly share a cube, so the last one's
    // cluster is taken without a lookup.
    struct Sum {
        double position[3] = {0, 0, 0};
        quint32 count = 0;
    };
    std::vector<Sum> sums;
    std::vector<quint32> clusterOf(count);
    KeyTable cubes(triangles / 2);
    const float lo[3] = {mesh.lo.x(), mesh.lo.y(), mesh.lo.z()};
    quint64 lastKey = kNone;
    quint32 cluster = 0;
    for (size_t v = 0; v < count; ++v) {
        const float* p = mesh.positions + mesh.stride * v;
        quint64 key = 0;
        for (int a = 0; a < 3; ++a) key = key << 21 | quint64(std::clamp((p[a] - lo[a]) * inverse, 0.0f, float(kAxis - 1)));
        if (key != lastKey) {
            lastKey = key;
            bool added = false;
            cluster = cubes.find(key, quint32(sums.size()), &added);
            if (added) {
                if (sums.size() >= kAxis) return {};
                sums.emplace_back();
            }
        }
        clusterOf[v] = cluster;
        Sum& sum = sums[cluster];
        for (int a = 0; a < 3; ++a) sum.position[a] += double(p[a]);
        ++sum.count;
    }
    out.positions.resize(3 * sums.size());
    for (size_t c = 0; c < sums.size(); ++c)
        for (int a = 0; a < 3; ++a) out.positions[3 * c + size_t(a)] = float(sums[c].position[a] / sums[c].count);
    // Triangle by triangle: those across three cubes, each once per part.
    for (const MeshData::Part& part : *mesh.parts) {
        std::vector<unsigned> kept;
        KeyTable seen(triangles / std::max<size_t>(1, mesh.parts->size()));
        const quint32* index = mesh.indices->data() + part.firstIndex;
        for (quint32 t = 0; t + 2 < part.indexCount; t += 3) {
            const quint32 c[3] = {clusterOf[index[t]], clusterOf[index[t + 1]], clusterOf[index[t + 2]]};
            if (c[0] == c[1] || c[1] == c[2] || c[0] == c[2]) continue;
            // Keyed from its lowest cluster on, in its own turn: the two
            // sides of a thin wall in the same cubes are both kept.
            const int first = c[0] < c[1] ? (c[0] < c[2] ? 0 : 2) : (c[1] < c[2] ? 1 : 2);
            const quint64 key = (quint64(c[first]) << 42) | (quint64(c[(first + 1) % 3]) << 21) | c[(first + 2) % 3];
            bool added = false;
            seen.find(key, 0, &added);
            if (added) kept.insert(kept.end(), c, c + 3);
        }
        out.parts.push_back(std::move(kept));
    }
    // Each cluster's normal from the faces kept around it.
    std::vector<Eigen::Vector3f> normals(out.count(), Eigen::Vector3f::Zero());
    auto at = [&](unsigned c) { return Eigen::Vector3f(out.positions[3 * c], out.positions[3 * c + 1], out.positions[3 * c + 2]); };
    for (const std::vector<unsigned>& part : out.parts)
        for (size_t t = 0; t + 2 < part.size(); t += 3) {
            const Eigen::Vector3f a = at(part[t]), n = (at(part[t + 1]) - a).cross(at(part[t + 2]) - a);
            for (int k = 0; k < 3; ++k) normals[part[t + size_t(k)]] += n;
        }
    out.normals.resize(out.positions.size());
    for (size_t c = 0; c < normals.size(); ++c) {
        const Eigen::Vector3f n = unitOf(normals[c]);
        for (int a = 0; a < 3; ++a) out.normals[3 * c + size_t(a)] = n[a];
    }
    return out;
}

}  // namespace kinedit
