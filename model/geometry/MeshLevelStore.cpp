#include "geometry/MeshLevelStore.h"

#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QMutexLocker>
#include <QSaveFile>
#include <QStandardPaths>

#include <xxhash.h>

#include <algorithm>
#include <limits>
#include <memory>

namespace kinedit {

namespace {

// A point as three floats, as QDataStream wrote QVector3D (the stored files'
// format).
QDataStream& operator<<(QDataStream& out, const Eigen::Vector3f& v) { return out << v.x() << v.y() << v.z(); }
QDataStream& operator>>(QDataStream& in, Eigen::Vector3f& v) { return in >> v.x() >> v.y() >> v.z(); }

// Bump when the levels change (algorithm, budget, layout).
constexpr quint32 kMagic = 0x4b4c5631;  // "KLV1"
constexpr quint32 kVersion = 3;         // 2: positions within a hair joined (PositionWeld.h); 3: closed surfaces
constexpr qint64 kFolderBytes = 512ll * 1024 * 1024;

template <typename T>
void writeArray(QDataStream& out, const std::vector<T>& a) {
    out << quint64(a.size());
    out.writeRawData(reinterpret_cast<const char*>(a.data()), int(a.size() * sizeof(T)));
}

// An array no longer than what is left of the file.
template <typename T>
bool readArray(QDataStream& in, std::vector<T>& a) {
    quint64 n = 0;
    in >> n;
    const QIODevice* file = in.device();
    if (in.status() != QDataStream::Ok || n > quint64(file->size() - file->pos()) / sizeof(T)) return false;
    a.resize(size_t(n));
    const qint64 bytes = qint64(n * sizeof(T));
    return bytes <= std::numeric_limits<int>::max() && in.readRawData(reinterpret_cast<char*>(a.data()), int(bytes)) == int(bytes);
}

void prune(const QDir& folder) {
    QFileInfoList files = folder.entryInfoList({QStringLiteral("*.levels")}, QDir::Files, QDir::Time);  // newest first
    qint64 total = 0;
    for (const QFileInfo& f : files) {
        total += f.size();
        if (total > kFolderBytes) QFile::remove(f.filePath());
    }
}

QMutex& folderLock() {
    static QMutex lock;
    return lock;
}

QString& folderSet() {
    static QString folder;  // under folderLock()
    return folder;
}

}  // namespace

QString storedLevelsFolder() {
    {
        QMutexLocker locked(&folderLock());
        if (!folderSet().isEmpty()) return folderSet();
    }
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/kinedit/mesh-levels");
}

void setStoredLevelsFolder(const QString& folder) {
    QMutexLocker locked(&folderLock());
    folderSet() = folder;
}

// The file's bytes hashed with XXH3's 128 bits as they are read (SHA-1
// took 0.9 s for a 500 MB mesh, before its read began). Read, not mapped:
// a mapped file cut short by its exporter meanwhile kills the process.
QByteArray storedLevelsKey(const QString& path, const MeshSelection& selection) {
    QFile file(path);
    if (file.size() < kStoredLevelsMinBytes || !file.open(QIODevice::ReadOnly)) return {};
    const std::unique_ptr<XXH3_state_t, XXH_errorcode (*)(XXH3_state_t*)> state(XXH3_createState(), XXH3_freeState);
    if (!state || XXH3_128bits_reset(state.get()) != XXH_OK) return {};
    std::vector<char> chunk(1 << 20);
    for (qint64 n; (n = file.read(chunk.data(), qint64(chunk.size()))) > 0;) XXH3_128bits_update(state.get(), chunk.data(), size_t(n));
    if (file.error() != QFileDevice::NoError) return {};
    const QByteArray options = selection.submesh.toUtf8() + (selection.center ? '\1' : '\0') + QByteArray::number(kVersion) + '/' +
                               QByteArray::number(kMeshLevelBudget);
    XXH3_128bits_update(state.get(), options.constData(), size_t(options.size()));
    XXH128_canonical_t digest;
    XXH128_canonicalFromHash(&digest, XXH3_128bits_digest(state.get()));
    return QByteArray(reinterpret_cast<const char*>(digest.digest), sizeof digest.digest).toHex();
}

std::optional<StoredLevels> readStoredLevels(const QByteArray& key) {
    if (key.isEmpty()) return std::nullopt;
    QFile file(storedLevelsFolder() + '/' + QString::fromLatin1(key) + QStringLiteral(".levels"));
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    QDataStream in(&file);
    quint32 magic = 0, version = 0, count = 0;
    StoredLevels s;
    quint8 closed = 0;
    in >> magic >> version >> s.triangles >> s.lo >> s.hi >> closed >> count;
    s.closed = closed != 0;
    if (in.status() != QDataStream::Ok || magic != kMagic || version != kVersion || count > 64) return std::nullopt;
    for (quint32 l = 0; l < count; ++l) {
        auto mesh = std::make_shared<MeshData>();
        MeshLevel level;
        quint32 parts = 0;
        quint8 levelClosed = 0;
        in >> level.error >> levelClosed >> mesh->lo >> mesh->hi;
        level.closed = levelClosed != 0;
        if (!readArray(in, mesh->vertices) || !readArray(in, mesh->indices)) return std::nullopt;
        in >> parts;
        if (in.status() != QDataStream::Ok || parts > quint64(file.size() - file.pos()) / 12) return std::nullopt;
        for (quint32 p = 0; p < parts; ++p) {
            MeshData::Part part;
            quint32 rgba = 0;
            in >> part.firstIndex >> part.indexCount >> rgba;
            if (in.status() != QDataStream::Ok || quint64(part.firstIndex) + part.indexCount > mesh->indices.size()) return std::nullopt;
            part.rgba = rgba;
            mesh->parts.push_back(part);
        }
        const size_t vertices = mesh->vertices.size() / 6;
        if (std::any_of(mesh->indices.begin(), mesh->indices.end(), [&](quint32 i) { return i >= vertices; })) return std::nullopt;
        level.mesh = std::move(mesh);
        s.levels.push_back(std::move(level));
    }
    if (in.status() != QDataStream::Ok) return std::nullopt;
    return s;
}

void storeLevels(const QByteArray& key, const StoredLevels& s) {
    if (key.isEmpty()) return;
    const QDir folder(storedLevelsFolder());
    if (!folder.mkpath(QStringLiteral("."))) return;
    QSaveFile file(folder.filePath(QString::fromLatin1(key) + QStringLiteral(".levels")));
    if (!file.open(QIODevice::WriteOnly)) return;
    QDataStream out(&file);
    out << kMagic << kVersion << s.triangles << s.lo << s.hi << quint8(s.closed) << quint32(s.levels.size());
    for (const MeshLevel& level : s.levels) {
        out << level.error << quint8(level.closed) << level.mesh->lo << level.mesh->hi;
        writeArray(out, level.mesh->vertices);
        writeArray(out, level.mesh->indices);
        out << quint32(level.mesh->parts.size());
        for (const MeshData::Part& p : level.mesh->parts) out << p.firstIndex << p.indexCount << p.rgba;
    }
    if (file.commit()) prune(folder);
}

}  // namespace kinedit
