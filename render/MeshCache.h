// Loaded meshes, kept across model rebuilds: an edit that recompiles the
// model shows the meshes it already had without reading them again. Each
// file (with its submesh selection) is loaded once, on a worker thread, into
// Qt3D geometry shared by every visual that uses it; an entry is read again
// when the file's size or time on disk changes. Failures are kept too (a
// broken mesh is not retried at every edit), with their error.
#pragma once

#include "MeshLoader.h"

#include <QColor>
#include <QDateTime>
#include <QObject>
#include <QSet>

#include <map>
#include <memory>
#include <set>
#include <tuple>
#include <vector>

namespace Qt3DCore {
class QNode;
}
namespace Qt3DRender {
class QGeometryRenderer;
}

namespace kinedit {

// A mesh file, its submesh and whether that is centred.
using MeshKey = std::tuple<QString, QString, bool>;

class MeshCache : public QObject {
    Q_OBJECT
public:
    // Geometry is made under `owner` (a node that outlives the scenes).
    explicit MeshCache(Qt3DCore::QNode* owner);

    struct Entry {
        std::shared_ptr<const MeshData> mesh;  // null when it failed
        QString error;
        std::vector<std::pair<Qt3DRender::QGeometryRenderer*, QColor>> parts;  // one per colour
    };
    // The entry if loaded and still current; else starts a load (once) and
    // returns null: loaded(key) follows.
    const Entry* find(const MeshKey& key);
    // Forgets entries whose key is not in `keep` (their geometry with them).
    void retain(const QSet<QString>& keepFiles);
    // Files read so far (each load counts once).
    int filesRead() const { return m_reads; }

signals:
    void loaded(const MeshKey& key);

private:
    struct Stored {
        Entry entry;
        Qt3DCore::QNode* holder = nullptr;  // owns the entry's geometry
        QDateTime modified;
        qint64 size = -1;
    };
    Qt3DCore::QNode* m_owner;
    std::map<MeshKey, Stored> m_entries;
    std::set<MeshKey> m_loading;
    int m_reads = 0;
    void store(const MeshKey& key, std::shared_ptr<const MeshData> mesh, const QString& error);
};

}  // namespace kinedit
