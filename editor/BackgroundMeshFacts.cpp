#include "BackgroundMeshFacts.h"

#include "geometry/LoadingMeshFacts.h"
#include "geometry/SharedMeshes.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace kinedit {

namespace {

QString keyOf(const MeshRef& m) {
    return QString::fromStdString(m.path) + QChar(0) + QString::fromStdString(m.submesh) + (m.center ? QStringLiteral("\1c") : QString());
}

}  // namespace

std::optional<MeshFacts> BackgroundMeshFacts::facts(const MeshRef& mesh) const {
    const QString key = keyOf(mesh);
    const QFileInfo file(QString::fromStdString(mesh.path));
    {
        QMutexLocker locker(&m_lock);
        if (const auto k = m_known.constFind(key); k != m_known.constEnd() && k->size == file.size() && k->modified == file.lastModified())
            return k->facts;
        if (m_loading.contains(key)) return std::nullopt;
        m_loading.insert(key);
    }
    load(key, mesh);
    return std::nullopt;
}

void BackgroundMeshFacts::load(const QString& key, const MeshRef& mesh) const {
    auto* self = const_cast<BackgroundMeshFacts*>(this);
    // The watcher lives in this object's thread: its finished() comes
    // through the event loop, after the check that asked has returned.
    auto* watcher = new QFutureWatcher<Known>(self);
    connect(watcher, &QFutureWatcher<Known>::finished, self, [self, watcher, key] {
        const Known k = watcher->result();
        watcher->deleteLater();
        {
            QMutexLocker locker(&self->m_lock);
            self->m_loading.remove(key);
            self->m_known.insert(key, k);
        }
        if (k.facts) emit self->arrived();
    });
    watcher->setFuture(QtConcurrent::run([mesh] {
        const QFileInfo file(QString::fromStdString(mesh.path));
        Known k{std::nullopt, file.lastModified(), file.size()};
        QString error;
        // The reading the view makes of it (or made, while it holds it).
        const std::shared_ptr<const MeshData> data =
            sharedMesh(file.filePath(), &error, {QString::fromStdString(mesh.submesh), mesh.center});
        if (data && !data->indices.empty()) k.facts = meshFacts(*data);
        return k;
    }));
}

std::optional<WeighedMesh> BackgroundMeshFacts::mujocoSolid(const MeshToWeigh& mesh) const {
    const QString key = mujocoSolidKey(mesh);
    const QFileInfo file(mesh.file);
    {
        QMutexLocker locker(&m_lock);
        if (const auto k = m_weighed.constFind(key);
            k != m_weighed.constEnd() && k->size == file.size() && k->modified == file.lastModified())
            return k->solid;
        if (m_weighing.contains(key)) return std::nullopt;
        m_weighing.insert(key);
    }
    weigh(key, mesh);
    return std::nullopt;
}

void BackgroundMeshFacts::weigh(const QString& key, const MeshToWeigh& mesh) const {
    auto* self = const_cast<BackgroundMeshFacts*>(this);
    auto* watcher = new QFutureWatcher<Weighed>(self);
    connect(watcher, &QFutureWatcher<Weighed>::finished, self, [self, watcher, key] {
        const Weighed w = watcher->result();
        watcher->deleteLater();
        {
            QMutexLocker locker(&self->m_lock);
            self->m_weighing.remove(key);
            self->m_weighed.insert(key, w);
        }
        if (w.solid) emit self->arrived();
    });
    watcher->setFuture(QtConcurrent::run([mesh] {
        const QFileInfo file(mesh.file);
        return Weighed{readMujocoSolid(mesh), file.lastModified(), file.size()};
    }));
}

}  // namespace kinedit
