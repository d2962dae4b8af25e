#include "geometry/CreaseNormals.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <future>
#include <system_error>
#include <unordered_map>

namespace kinedit {

namespace {
// Bit for bit (the position is the same already).
bool sameNormal(const float* a, const float* b) {
    quint32 x[3], y[3];
    std::memcpy(x, a + 3, sizeof x);
    std::memcpy(y, b + 3, sizeof y);
    return x[0] == y[0] && x[1] == y[1] && x[2] == y[2];
}
const float kCreaseCos = std::cos(kCreaseDegrees * float(M_PI) / 180.0f);
}  // namespace

Eigen::Vector3f unitOf(const Eigen::Vector3f& v) {
    const double length = std::sqrt(double(v.x()) * v.x() + double(v.y()) * v.y() + double(v.z()) * v.z());
    return length > 0 ? Eigen::Vector3f(float(v.x() / length), float(v.y() / length), float(v.z() / length)) : Eigen::Vector3f::Zero();
}

FacesAround::FacesAround(const PositionMesh& joined)
    : first(joined.count() + 1, 0), around(joined.indices.size()), smooth(joined.count(), Eigen::Vector3f::Zero()) {
    const std::vector<unsigned>& corners = joined.indices;
    area.resize(corners.size() / 3);
    unit.resize(area.size());
    for (size_t f = 0; f < area.size(); ++f) {
        const Eigen::Vector3f a = joined.at(corners[3 * f]);
        area[f] = (joined.at(corners[3 * f + 1]) - a).cross(joined.at(corners[3 * f + 2]) - a);
        unit[f] = unitOf(area[f]);
    }
    for (unsigned p : corners) ++first[p + 1];
    for (size_t p = 0; p < joined.count(); ++p) first[p + 1] += first[p];
    std::vector<unsigned> fill(first.begin(), first.end() - 1);
    for (size_t k = 0; k < corners.size(); ++k) {
        around[fill[corners[k]]++] = unsigned(k / 3);
        smooth[corners[k]] += area[k / 3];
    }
    smoothUnit.resize(smooth.size());
    for (size_t p = 0; p < smooth.size(); ++p) {
        smoothUnit[p] = unitOf(smooth[p]);
        if (smoothUnit[p].isZero(0)) smoothUnit[p] = Eigen::Vector3f(0, 0, 1);
    }
    // Positions of many faces: their faces in groups (see normalAt).
    for (unsigned p = 0; p < joined.count(); ++p) {
        if (first[p + 1] - first[p] <= kManyFaces) continue;
        std::vector<Group>& into = groups[p];
        for (unsigned j = first[p]; j < first[p + 1]; ++j) {
            const Eigen::Vector3f& u = unit[around[j]];
            if (u.isZero(0) || !std::isfinite(u.x() + u.y() + u.z())) continue;  // no direction: no group
            auto g = std::find_if(into.begin(), into.end(), [&](const Group& group) { return u.dot(group.seed) >= kCreaseCos; });
            if (g == into.end()) g = into.insert(into.end(), {u, Eigen::Vector3f::Zero()});
            g->normal += area[around[j]];
        }
        for (Group& g : into) {
            g.normal = unitOf(g.normal);
            if (g.normal.isZero(0)) g.normal = smoothUnit[p];
        }
    }
}

Eigen::Vector3f FacesAround::normalAt(unsigned p, const Eigen::Vector3f& own) const {
    if (first[p + 1] - first[p] > kManyFaces) {
        const auto it = groups.find(p);
        for (const Group& g : it->second)
            if (own.dot(g.seed) >= kCreaseCos) return g.normal;
        return smoothUnit[p];
    }
    Eigen::Vector3f n = Eigen::Vector3f::Zero();
    unsigned taken = 0;
    for (unsigned j = first[p]; j < first[p + 1]; ++j)
        if (unit[around[j]].dot(own) >= kCreaseCos) n += area[around[j]], ++taken;
    // All of them (most corners): the same sum, added in the same order.
    if (taken == first[p + 1] - first[p]) return smoothUnit[p];
    n = unitOf(n);
    return n.isZero(0) ? smoothUnit[p] : n;
}

PositionMesh positionsOf(MeshData&& joined) {
    PositionMesh out;
    out.positions.resize(joined.vertices.size() / 2);
    for (size_t v = 0; v < joined.vertices.size() / 6; ++v) std::memcpy(&out.positions[3 * v], &joined.vertices[6 * v], 3 * sizeof(float));
    std::vector<float>().swap(joined.vertices);
    out.indices = std::move(joined.indices);
    return out;
}

std::shared_ptr<MeshData> withCreaseNormals(const PositionMesh& joined, const std::vector<MeshData::Part>& parts, size_t maxVertices) {
    auto mesh = std::make_shared<MeshData>();
    mesh->parts = parts;
    const FacesAround faces(joined);
    const std::vector<unsigned>& corners = joined.indices;
    // The vertices made at each position, as a list through `next`: most
    // positions get one, those on an edge two or three.
    constexpr quint32 kNone = ~0u;
    std::vector<quint32> head(joined.count(), kNone), next;
    next.reserve(joined.count());
    mesh->vertices.reserve(6 * joined.count());
    mesh->indices.resize(corners.size());
    for (size_t k = 0; k < corners.size(); ++k) {
        const unsigned p = corners[k];
        const Eigen::Vector3f n = faces.normalAt(p, faces.unit[k / 3]);
        const float v[6] = {joined.positions[3 * p], joined.positions[3 * p + 1], joined.positions[3 * p + 2], n.x(), n.y(), n.z()};
        quint32 found = head[p];
        while (found != kNone && !sameNormal(&mesh->vertices[6 * size_t(found)], v)) found = next[found];
        if (found == kNone) {
            if (next.size() >= maxVertices) return nullptr;
            found = quint32(next.size());
            next.push_back(head[p]);
            head[p] = found;
            mesh->vertices.insert(mesh->vertices.end(), v, v + 6);
        }
        mesh->indices[k] = found;
    }
    return mesh;
}

std::shared_ptr<MeshData> withCreaseNormals(const PositionMesh& joined, const std::vector<MeshData::Part>& parts, size_t maxVertices,
                                            const JoinedPositions& meanwhile) {
    if (!meanwhile) return withCreaseNormals(joined, parts, maxVertices);
    std::future<void> other;
    try {
        other = std::async(std::launch::async, [&]() { meanwhile(joined, parts); });
    } catch (const std::system_error&) {  // no thread to be had: the normals alone
        return withCreaseNormals(joined, parts, maxVertices);
    }
    std::shared_ptr<MeshData> mesh;
    try {
        mesh = withCreaseNormals(joined, parts, maxVertices);
    } catch (...) {
        other.wait();  // it reads `joined` and `parts`
        throw;
    }
    other.get();
    return mesh;
}

}  // namespace kinedit
