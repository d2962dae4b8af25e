#include "MeshCache.h"

#include "geometry/ClosedSurface.h"
#include "geometry/MeshLevelStore.h"
#include "geometry/MeshLevels.h"
#include "geometry/SharedMeshes.h"
#include "geometry/PositionMesh.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>
#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>
#include <Qt3DCore/QNode>
#include <Qt3DRender/QGeometryRenderer>

#include <chrono>
#include <set>

namespace kinedit {

namespace {

std::pair<QDateTime, qint64> stamp(const QString& path) {
    const QFileInfo info(path);
    return {info.lastModified(), info.exists() ? info.size() : -1};
}

// The triangles a rough copy has at most (drawn within a moment of the
// file being read, while the levels are made).
constexpr int kRoughTriangles = 20'000;

// The vertex buffer is shared; each colour is a geometry of its own with its
// slice of the indices in a buffer of its own (offsets into one index buffer
// are read differently by Qt3D's backends). A part without triangles gets
// no renderer. With `views`, each part's geometry also gets a view (for
// picking).
MeshCache::Parts makeParts(const MeshData& mesh, Qt3DCore::QNode* owner) {
    auto* vertices = new Qt3DCore::QBuffer(owner);
    vertices->setData(QByteArray(reinterpret_cast<const char*>(mesh.vertices.data()), qsizetype(mesh.vertices.size() * sizeof(float))));
    const uint count = uint(mesh.vertices.size() / 6), stride = 6 * sizeof(float);
    Qt3DCore::QBuffer* uvs = nullptr;  // texture coordinates, where the mesh has them
    if (mesh.uvs.size() == 2 * size_t(count)) {
        uvs = new Qt3DCore::QBuffer(owner);
        uvs->setData(QByteArray(reinterpret_cast<const char*>(mesh.uvs.data()), qsizetype(mesh.uvs.size() * sizeof(float))));
    }
    MeshCache::Parts parts;
    for (const MeshData::Part& p : mesh.parts) {
        if (p.indexCount == 0) {
            parts.emplace_back(nullptr, QColor::fromRgba(p.rgba));
            continue;
        }
        auto* renderer = new Qt3DRender::QGeometryRenderer(owner);
        auto* geometry = new Qt3DCore::QGeometry(renderer);
        geometry->addAttribute(new Qt3DCore::QAttribute(vertices, Qt3DCore::QAttribute::defaultPositionAttributeName(),
                                                        Qt3DCore::QAttribute::Float, 3, count, 0, stride));
        geometry->addAttribute(new Qt3DCore::QAttribute(vertices, Qt3DCore::QAttribute::defaultNormalAttributeName(),
                                                        Qt3DCore::QAttribute::Float, 3, count, 3 * sizeof(float), stride));
        if (uvs)
            geometry->addAttribute(new Qt3DCore::QAttribute(uvs, Qt3DCore::QAttribute::defaultTextureCoordinateAttributeName(),
                                                            Qt3DCore::QAttribute::Float, 2, count, 0, 2 * sizeof(float)));
        auto* indices = new Qt3DCore::QBuffer(geometry);
        indices->setData(
            QByteArray(reinterpret_cast<const char*>(mesh.indices.data() + p.firstIndex), qsizetype(p.indexCount * sizeof(quint32))));
        auto* index = new Qt3DCore::QAttribute(indices, Qt3DCore::QAttribute::UnsignedInt, 1, p.indexCount);
        index->setAttributeType(Qt3DCore::QAttribute::IndexAttribute);
        geometry->addAttribute(index);
        renderer->setGeometry(geometry);
        renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
        parts.emplace_back(renderer, QColor::fromRgba(p.rgba));
    }
    return parts;
}

}  // namespace

// One step of a load, from the worker thread.
struct MeshCache::Step {
    std::shared_ptr<const MeshData> mesh;  // the full mesh, once read
    std::vector<MeshLevel> levels;
    int triangles = 0;
    Eigen::Vector3f lo = Eigen::Vector3f::Zero(), hi = Eigen::Vector3f::Zero();
    QString error;
    bool last = false;
    qint64 readNs = 0;        // when the file had been read (steadyNs()), and a heavy mesh's positions joined; 0 before
    bool fromDisk = false;    // the levels came from the disk cache
    QDateTime modified = {};  // the file's, taken before it was read
    qint64 size = -1;
    bool closed = false;  // the full mesh's
};

namespace {

// Loads a mesh in steps (MeshCache.h), adding each to the promise; every
// step carries the file's stamp as it was before the read.
void stepsOf(QPromise<MeshCache::Step>& promise, const QString& path, const MeshSelection& selection, const QDateTime& modified,
             qint64 size) {
    using Step = MeshCache::Step;
    auto add = [&](Step step) {
        step.modified = modified;
        step.size = size;
        promise.addResult(std::move(step));
    };
    const QByteArray key = storedLevelsKey(path, selection);
    const std::optional<StoredLevels> stored = readStoredLevels(key);
    if (stored) add(Step{nullptr, stored->levels, stored->triangles, stored->lo, stored->hi, {}, false, 0, true});
    // A heavy mesh's rough copy from its positions, while the loader makes
    // its normals (on a thread of the loader's: `add` is thread-safe).
    bool roughShown = false;
    auto meanwhile = [&](const JoinedMesh& joined) {
        const qint64 joinedAt = steadyNs();
        const int count = int(joined.positions.indices.size() / 3);
        if (stored && stored->triangles == count) return;  // its levels are on screen
        try {
            if (MeshLevel rough = roughLevel(joined, kRoughTriangles); rough.mesh) {
                add(Step{nullptr, {rough}, count, rough.mesh->lo, rough.mesh->hi, {}, false, joinedAt});
                roughShown = true;
            }
        } catch (const std::exception&) {  // out of memory beside the normals: the load goes on without it
        }
    };
    QString error;
    const auto mesh = sharedMesh(path, &error, selection, meanwhile);  // one reading with the window's mesh checks
    if (!mesh) return add(Step{nullptr, {}, 0, {}, {}, error, true});
    const qint64 read = steadyNs();
    const int triangles = mesh->triangleCount();
    auto last = [&](std::vector<MeshLevel> levels, bool closed, bool fromDisk) {
        Step step{mesh, std::move(levels), triangles, mesh->lo, mesh->hi, {}, true, read, fromDisk};
        step.closed = closed;
        add(std::move(step));
    };
    if (stored && stored->triangles == triangles) return last(stored->levels, stored->closed, true);
    if (triangles <= kMeshLevelBudget) return last({}, isClosedSurface(*mesh), false);
    if (MeshLevel rough = roughShown ? MeshLevel() : roughLevel(*mesh, kRoughTriangles); rough.mesh)
        add(Step{nullptr, {std::move(rough)}, triangles, mesh->lo, mesh->hi, {}, false, read});
    std::vector<MeshLevel> levels = simplifiedLevels(*mesh);
    const bool closed = levels.empty() ? isClosedSurface(*mesh) : levels.front().closed;
    storeLevels(key, {triangles, mesh->lo, mesh->hi, closed, levels});
    last(std::move(levels), closed, false);
}

void loadInSteps(QPromise<MeshCache::Step>& promise, const QString& path, const MeshSelection& selection) {
    const auto [modified, size] = stamp(path);
    try {
        stepsOf(promise, path, selection, modified, size);
    } catch (const std::exception& e) {  // out of memory on a huge mesh: a failed load, never a dead window
        MeshCache::Step failed{nullptr, {}, 0, {}, {}, QString::fromLocal8Bit(e.what()), true};
        failed.modified = modified;
        failed.size = size;
        promise.addResult(std::move(failed));
    }
}

}  // namespace

MeshCache::MeshCache(Qt3DCore::QNode* owner) : QObject(owner), m_owner(owner) {}

const MeshCache::Entry* MeshCache::find(const MeshKey& key) {
    if (const auto it = m_entries.find(key); it != m_entries.end()) {
        const auto [modified, size] = stamp(std::get<0>(key));
        if (modified == it->second.modified && size == it->second.size) return &it->second.entry;
    }
    if (m_loading.insert(key).second) {
        ++m_reads;
        const QString path = std::get<0>(key);
        const MeshSelection selection{std::get<1>(key), std::get<2>(key)};
        auto* watcher = new QFutureWatcher<Step>(this);
        connect(watcher, &QFutureWatcherBase::resultReadyAt, this, [this, watcher, key](int index) {
            const Step step = watcher->resultAt(index);
            if (step.last) watcher->deleteLater();
            store(key, step);
        });
        // A load that ended without its last step (it cannot, but a
        // window waiting on it for ever would be worse): a failed load.
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, key]() {
            if (!m_loading.count(key)) return;
            watcher->deleteLater();
            Step failed;
            failed.error = tr("the mesh could not be loaded");
            failed.last = true;
            store(key, failed);
        });
        watcher->setFuture(QtConcurrent::run(loadInSteps, path, selection));
    }
    return nullptr;
}

qint64 steadyNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void MeshCache::store(const MeshKey& key, const Step& step) {
    if (step.last) m_loading.erase(key);
    if (step.readNs > 0) m_lastRead = std::max(m_lastRead, step.readNs);
    if (step.fromDisk && !step.mesh) ++m_levelsFromDisk;
    Stored& s = m_entries[key];
    Entry& e = s.entry;
    // The geometry replaced goes once the scene has taken the new. The
    // first step of a reload drops the old file's full mesh too.
    std::vector<Qt3DCore::QNode*> old;
    if (step.mesh || step.last || e.complete) {
        old.push_back(s.holder);
        s.holder = new Qt3DCore::QNode(m_owner);
        e.parts = step.mesh ? makeParts(*step.mesh, s.holder) : Parts{};
        e.mesh = step.mesh;
        e.closed = step.closed;
    }
    const std::shared_ptr<const MeshData> first = step.levels.empty() ? nullptr : step.levels.front().mesh;
    if (first != s.firstLevel) {
        old.push_back(s.levelHolder);
        s.levelHolder = new Qt3DCore::QNode(m_owner);
        s.firstLevel = first;
        e.levels.clear();
        for (const MeshLevel& l : step.levels)
            e.levels.push_back({makeParts(*l.mesh, s.levelHolder), l.mesh->triangleCount(), l.error, l.closed, {}});
    }
    s.modified = step.modified;
    s.size = step.size;
    e.error = step.error;
    e.triangles = step.triangles;
    e.lo = step.lo;
    e.hi = step.hi;
    e.complete = step.last;
    emit loaded(key);
    for (Qt3DCore::QNode* n : old) delete n;
}

const MeshCache::Entry* MeshCache::entry(const MeshKey& key) const {
    const auto it = m_entries.find(key);
    return it == m_entries.end() ? nullptr : &it->second.entry;
}

void MeshCache::retain(const QSet<QString>& keepFiles) {
    for (auto it = m_entries.begin(); it != m_entries.end();) {
        if (keepFiles.contains(std::get<0>(it->first))) {
            ++it;
            continue;
        }
        delete it->second.holder;
        delete it->second.levelHolder;
        it = m_entries.erase(it);
    }
}

}  // namespace kinedit
