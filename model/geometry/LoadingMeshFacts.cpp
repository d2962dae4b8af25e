#include "geometry/LoadingMeshFacts.h"

#include "geometry/MeshLoader.h"
#include "geometry/MeshMassProperties.h"
#include "geometry/SharedMeshes.h"

namespace kinedit {

MeshFacts meshFacts(const MeshData& mesh) {
    const MeshSolid solid = meshSolid(mesh);
    return {mesh.lo.cast<double>(), mesh.hi.cast<double>(), solid.volume, solid.closed};
}

std::optional<MeshFacts> LoadingMeshFacts::facts(const MeshRef& mesh) const {
    const QString path = QString::fromStdString(mesh.path), submesh = QString::fromStdString(mesh.submesh);
    const QString key = path + QChar(0) + submesh + (mesh.center ? QStringLiteral("\1c") : QString());
    {
        QMutexLocker locker(&m_lock);
        if (const auto known = m_known.constFind(key); known != m_known.constEnd()) return *known;
    }
    QString error;
    const std::shared_ptr<const MeshData> data = sharedMesh(path, &error, {submesh, mesh.center});
    std::optional<MeshFacts> found;
    if (data && !data->indices.empty()) found = meshFacts(*data);
    QMutexLocker locker(&m_lock);
    m_known.insert(key, found);
    return found;
}

}  // namespace kinedit
