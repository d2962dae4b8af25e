// Loaded meshes, kept across model rebuilds: an edit that recompiles the
// model shows the meshes it already had without reading them again. Each
// file (with its submesh selection) is loaded once, on a worker thread, into
// Qt3D geometry shared by every visual that uses it; an entry is read again
// when the file's size or time on disk changes. Failures are kept too (a
// broken mesh is not retried at every edit), with their error.
//
// A heavy mesh (MeshLevels.h) arrives in steps, loaded(key) after each:
// its levels from the disk cache if they are there, else a rough copy as
// soon as the file is read (for one of over 640,000 triangles, from its
// positions while its normals are made); then the full mesh with its levels.
#pragma once

#include "geometry/MeshLoader.h"

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

// std::chrono::steady_clock's now, in nanoseconds.
qint64 steadyNs();

// A mesh file, its submesh and whether that is centred.
using MeshKey = std::tuple<QString, QString, bool>;

class MeshCache : public QObject {
    Q_OBJECT
public:
    // Geometry is made under `owner` (a node that outlives the scenes).
    explicit MeshCache(Qt3DCore::QNode* owner);

    // Drawn parts, one per colour: the renderer (null for a part left
    // without triangles) and the part's colour.
    using Parts = std::vector<std::pair<Qt3DRender::QGeometryRenderer*, QColor>>;
    struct Level {
        Parts parts;  // in the full mesh's part order
        int triangles = 0;
        float error = 0;      // MeshLevel::error
        bool closed = false;  // MeshLevel::closed: back faces culled
        // Per part: its diffuse map, where this copy has texture coordinates
        // (the full mesh of a file that gives them); else empty.
        std::vector<QString> textures;
    };
    struct Entry {
        std::shared_ptr<const MeshData> mesh;  // the full mesh; null when it failed, or until it is read
        QString error;                         // why it failed
        Parts parts;                           // the full mesh's
        std::vector<Level> levels;             // simplified copies, finest first
        int triangles = 0;                     // the full mesh's
        Eigen::Vector3f lo = Eigen::Vector3f::Zero(), hi = Eigen::Vector3f::Zero();  // the full mesh's bounding box
        bool closed = false;                                                         // the full mesh's (ClosedSurface.h)
        bool complete = false;                                                       // no step follows
        bool failed() const { return !error.isEmpty(); }
    };
    // The entry if loaded (or partly) and still current; else starts a
    // load (once) and returns null: loaded(key) follows.
    const Entry* find(const MeshKey& key);
    // Forgets entries whose key is not in `keep` (their geometry with them).
    void retain(const QSet<QString>& keepFiles);
    // One step of a load (made on a worker thread).
    struct Step;
    // The entry as stored, current or not (null if none): what loaded(key)
    // brought, and what the geometry replaced after it was.
    const Entry* entry(const MeshKey& key) const;
    // Loads whose levels came from the disk cache before the file was read.
    int levelsFromDisk() const { return m_levelsFromDisk; }
    // When a file was last read (steadyNs()), a heavy one's positions
    // joined: a benchmark's mark.
    qint64 lastRead() const { return m_lastRead; }
    // Files read so far (each load counts once).
    int filesRead() const { return m_reads; }

signals:
    void loaded(const MeshKey& key);

private:
    struct Stored {
        Entry entry;
        Qt3DCore::QNode* holder = nullptr;           // owns the full mesh's geometry
        Qt3DCore::QNode* levelHolder = nullptr;      // owns the levels' geometry
        std::shared_ptr<const MeshData> firstLevel;  // the levels it holds
        QDateTime modified;
        qint64 size = -1;
    };
    Qt3DCore::QNode* m_owner;
    std::map<MeshKey, Stored> m_entries;
    std::set<MeshKey> m_loading;
    int m_reads = 0;
    qint64 m_lastRead = 0;
    int m_levelsFromDisk = 0;
    void store(const MeshKey& key, const Step& step);
};

}  // namespace kinedit
