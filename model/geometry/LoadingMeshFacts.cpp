#include "geometry/LoadingMeshFacts.h"

#include "geometry/MeshLoader.h"
#include "geometry/MeshMassProperties.h"
#include "geometry/MujocoMeshInertia.h"
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

QString mujocoSolidKey(const MeshToWeigh& mesh) {
    QString key = mesh.file + QChar(0) + (mesh.exact ? QLatin1Char('x') : QLatin1Char('b'));
    const Eigen::Matrix4d& place = mesh.reference.matrix();
    for (int i = 0; i < 12; ++i) key += QLatin1Char(' ') + QString::number(place(i % 3, i / 3), 'g', 17);
    for (int i = 0; i < 3; ++i) key += QLatin1Char(' ') + QString::number(mesh.scale[i], 'g', 17);
    return key;
}

std::optional<WeighedMesh> readMujocoSolid(const MeshToWeigh& mesh) {
    QString error;
    const std::shared_ptr<const MeshData> data = sharedMesh(mesh.file, &error);
    if (!data || data->indices.empty()) return std::nullopt;
    return mujocoWeighedMesh(*data, mesh);
}

std::optional<WeighedMesh> LoadingMeshFacts::mujocoSolid(const MeshToWeigh& mesh) const {
    const QString key = mujocoSolidKey(mesh);
    {
        QMutexLocker locker(&m_lock);
        if (const auto known = m_weighed.constFind(key); known != m_weighed.constEnd()) return *known;
    }
    const std::optional<WeighedMesh> found = readMujocoSolid(mesh);
    QMutexLocker locker(&m_lock);
    m_weighed.insert(key, found);
    return found;
}

}  // namespace kinedit
