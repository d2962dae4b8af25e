#include "MeshCache.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>
#include <Qt3DCore/QNode>
#include <Qt3DRender/QGeometryRenderer>

#include <set>

namespace kinedit {

namespace {

std::pair<QDateTime, qint64> stamp(const QString& path) {
    const QFileInfo info(path);
    return {info.lastModified(), info.exists() ? info.size() : -1};
}

// The vertex buffer is shared; each colour is a geometry of its own with its
// slice of the indices in a buffer of its own (offsets into one index buffer
// are read differently by Qt3D's backends).
std::vector<std::pair<Qt3DRender::QGeometryRenderer*, QColor>> makeParts(const MeshData& mesh, Qt3DCore::QNode* owner) {
    auto* vertices = new Qt3DCore::QBuffer(owner);
    vertices->setData(QByteArray(reinterpret_cast<const char*>(mesh.vertices.data()), qsizetype(mesh.vertices.size() * sizeof(float))));
    const uint count = uint(mesh.vertices.size() / 6), stride = 6 * sizeof(float);
    std::vector<std::pair<Qt3DRender::QGeometryRenderer*, QColor>> parts;
    for (const MeshData::Part& p : mesh.parts) {
        auto* renderer = new Qt3DRender::QGeometryRenderer(owner);
        auto* geometry = new Qt3DCore::QGeometry(renderer);
        geometry->addAttribute(new Qt3DCore::QAttribute(vertices, Qt3DCore::QAttribute::defaultPositionAttributeName(),
                                                        Qt3DCore::QAttribute::Float, 3, count, 0, stride));
        geometry->addAttribute(new Qt3DCore::QAttribute(vertices, Qt3DCore::QAttribute::defaultNormalAttributeName(),
                                                        Qt3DCore::QAttribute::Float, 3, count, 3 * sizeof(float), stride));
        auto* indices = new Qt3DCore::QBuffer(geometry);
        indices->setData(QByteArray(reinterpret_cast<const char*>(mesh.indices.data() + p.firstIndex), qsizetype(p.indexCount * sizeof(quint32))));
        auto* index = new Qt3DCore::QAttribute(indices, Qt3DCore::QAttribute::UnsignedInt, 1, p.indexCount);
        index->setAttributeType(Qt3DCore::QAttribute::IndexAttribute);
        geometry->addAttribute(index);
        renderer->setGeometry(geometry);
        renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
        parts.emplace_back(renderer, p.colour);
    }
    return parts;
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
        auto* watcher = new QFutureWatcher<std::pair<std::shared_ptr<const MeshData>, QString>>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, key]() {
            const auto [mesh, error] = watcher->result();
            watcher->deleteLater();
            store(key, mesh, error);
        });
        watcher->setFuture(QtConcurrent::run([path, selection]() {
            QString error;
            auto mesh = loadMesh(path, &error, {}, selection);
            return std::make_pair(mesh, error);
        }));
    }
    return nullptr;
}

void MeshCache::store(const MeshKey& key, std::shared_ptr<const MeshData> mesh, const QString& error) {
    m_loading.erase(key);
    Stored& s = m_entries[key];
    delete s.holder;  // an older version of the file
    s.holder = new Qt3DCore::QNode(m_owner);
    std::tie(s.modified, s.size) = stamp(std::get<0>(key));
    s.entry.parts = mesh ? makeParts(*mesh, s.holder) : decltype(s.entry.parts){};
    s.entry.mesh = std::move(mesh);
    s.entry.error = error;
    emit loaded(key);
}

void MeshCache::retain(const QSet<QString>& keepFiles) {
    for (auto it = m_entries.begin(); it != m_entries.end();) {
        if (keepFiles.contains(std::get<0>(it->first))) {
            ++it;
            continue;
        }
        delete it->second.holder;
        it = m_entries.erase(it);
    }
}

}  // namespace kinedit
