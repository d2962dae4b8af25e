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

template <class Value>
std::optional<Value> BackgroundMeshFacts::ask(Cache<Value>& cache, const QString& key, const QString& path,
                                              std::function<std::optional<Value>()> read) const {
    using Entry = typename Cache<Value>::Entry;
    const QFileInfo file(path);
    {
        QMutexLocker locker(&m_lock);
        if (const auto k = cache.known.constFind(key);
            k != cache.known.constEnd() && k->size == file.size() && k->modified == file.lastModified())
            return k->value;
        if (cache.pending.contains(key)) return std::nullopt;
        cache.pending.insert(key);
    }
    auto* self = const_cast<BackgroundMeshFacts*>(this);
    // The watcher lives in this object's thread: its finished() comes
    // through the event loop, after the check that asked has returned.
    auto* watcher = new QFutureWatcher<Entry>(self);
    connect(watcher, &QFutureWatcher<Entry>::finished, self, [self, watcher, key, &cache] {
        const Entry e = watcher->result();
        watcher->deleteLater();
        {
            QMutexLocker locker(&self->m_lock);
            cache.pending.remove(key);
            cache.known.insert(key, e);
        }
        if (e.value) emit self->arrived();
    });
    watcher->setFuture(QtConcurrent::run([path, read] {
        const QFileInfo file(path);  // as before reading: a change meanwhile reads it again
        return Entry{read(), file.lastModified(), file.size()};
    }));
    return std::nullopt;
}

std::optional<MeshFacts> BackgroundMeshFacts::facts(const MeshRef& mesh) const {
    const QString path = QString::fromStdString(mesh.path);
    return ask<MeshFacts>(m_facts, keyOf(mesh), path, [path, mesh]() -> std::optional<MeshFacts> {
        // The reading the view makes of it (or made, while it holds it).
        QString error;
        const std::shared_ptr<const MeshData> data = sharedMesh(path, &error, {QString::fromStdString(mesh.submesh), mesh.center});
        if (data && !data->indices.empty()) return meshFacts(*data);
        return std::nullopt;
    });
}

std::optional<WeighedMesh> BackgroundMeshFacts::mujocoSolid(const MeshToWeigh& mesh) const {
    return ask<WeighedMesh>(m_solids, mujocoSolidKey(mesh), mesh.file, [mesh] { return readMujocoSolid(mesh); });
}

}  // namespace kinedit
