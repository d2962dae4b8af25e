#include "geometry/MeshCounts.h"

#include "formats/FormatRegistry.h"
#include "kinematics/Model.h"

#include <meshoptimizer.h>

#include <QFileInfo>
#include <QtConcurrent/QtConcurrentMap>

#include <cstring>
#include <map>

namespace kinedit {

size_t positionRemap(const MeshData& mesh, std::vector<unsigned>& remap) {
    const size_t n = mesh.vertices.size() / 6;
    remap.assign(n, ~0u);
    if (n == 0 || mesh.indices.empty()) return 0;
    const meshopt_Stream position{mesh.vertices.data(), 3 * sizeof(float), 6 * sizeof(float)};
    return meshopt_generateVertexRemapMulti(remap.data(), mesh.indices.data(), mesh.indices.size(), n, &position, 1);
}

PositionMesh joinedByPosition(const MeshData& mesh) {
    PositionMesh out;
    std::vector<unsigned> remap;
    const size_t unique = positionRemap(mesh, remap);
    out.positions.resize(3 * unique);
    for (size_t v = 0; v < remap.size(); ++v)
        if (remap[v] != ~0u) std::memcpy(&out.positions[3 * remap[v]], &mesh.vertices[6 * v], 3 * sizeof(float));
    out.indices.resize(mesh.indices.size());
    if (!mesh.indices.empty()) meshopt_remapIndexBuffer(out.indices.data(), mesh.indices.data(), mesh.indices.size(), remap.data());
    return out;
}

qint64 distinctPositions(const MeshData& mesh) {
    std::vector<unsigned> remap;
    return qint64(positionRemap(mesh, remap));
}

RobotMeshCounts countRobotMeshes(const kin::Model& model) {
    using Key = std::tuple<std::string, std::string, bool>;
    struct Loaded {
        MeshCount count;  // of one geom
        QString error;
    };
    std::map<Key, Loaded> files;
    for (const kin::Visual& v : model.visuals())
        if (v.kind == kin::ShapeKind::Mesh) files[{v.mesh, v.submesh, v.submeshCenter}];
    std::vector<std::pair<const Key, Loaded>*> work;
    for (auto& entry : files) work.push_back(&entry);
    QtConcurrent::blockingMap(work, [](std::pair<const Key, Loaded>* entry) {
        const auto& [file, submesh, center] = entry->first;
        QString error;
        const auto mesh = loadMesh(QString::fromStdString(file), &error, {}, {QString::fromStdString(submesh), center});
        if (!mesh) {
            entry->second.error = error;
            return;
        }
        entry->second.count = {1, mesh->triangleCount(), distinctPositions(*mesh)};
    });
    RobotMeshCounts out;
    std::map<int, RobotMeshCounts::Link> links;
    for (const kin::Visual& v : model.visuals()) {
        if (v.kind != kin::ShapeKind::Mesh) continue;
        const Loaded& l = files.at({v.mesh, v.submesh, v.submeshCenter});
        if (!l.error.isEmpty()) continue;
        RobotMeshCounts::Link& link = links[v.frame];
        link.frame = v.frame;
        (v.collision ? link.collision : link.visual) += l.count;
        (v.collision ? out.collision : out.visual) += l.count;
    }
    for (auto& [frame, link] : links) out.links.push_back(link);
    for (const auto& f : FormatRegistry::instance().formats())
        if (const FormatWriter* w = f->writer(); w && w->meshLimit().triangles > 0)
            out.overLimits.push_back({w->meshLimit().reader, w->meshLimit().triangles, {}});
    for (const auto& [key, l] : files) {
        const QString name = QFileInfo(QString::fromStdString(std::get<0>(key))).fileName() +
                             (std::get<1>(key).empty() ? QString() : QLatin1Char('#') + QString::fromStdString(std::get<1>(key)));
        if (!l.error.isEmpty()) {
            out.unreadable << QStringLiteral("%1: %2").arg(name, l.error);
            continue;
        }
        ++out.files;
        for (RobotMeshCounts::OverLimit& over : out.overLimits)
            if (l.count.triangles > over.limit) over.meshes << QStringLiteral("%1 (%L2)").arg(name).arg(l.count.triangles);
    }
    std::erase_if(out.overLimits, [](const RobotMeshCounts::OverLimit& o) { return o.meshes.isEmpty(); });
    return out;
}

}  // namespace kinedit
