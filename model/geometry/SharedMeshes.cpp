#include "geometry/SharedMeshes.h"

#include <QDateTime>
#include <QFileInfo>
#include <QThreadPool>

#include <deque>
#include <future>
#include <map>
#include <mutex>
#include <tuple>

namespace kinedit {

namespace {

struct Read {
    std::shared_ptr<const MeshData> mesh;
    QString error;
};

struct Entry {
    QDateTime modified;
    qint64 size = -1;
    std::weak_ptr<const MeshData> mesh;  // the last reading, while someone (or the recent ones) holds it
    std::shared_future<Read> reading;    // valid while a read is under way
    quint64 readId = 0;
};

// The meshes read last, held up to this many bytes: the window's checks
// and its view ask for the same files at about the same time, and one
// whose question comes after the other's read has ended still finds it.
constexpr size_t kRecentBytes = 128u << 20;

size_t bytesOf(const MeshData& m) { return (m.vertices.size() + m.uvs.size()) * sizeof(float) + m.indices.size() * sizeof(quint32); }

struct Shared {
    std::mutex lock;
    std::map<std::tuple<QString, QString, bool>, Entry> entries;
    quint64 reads = 0;
    std::deque<std::shared_ptr<const MeshData>> recent;  // oldest first
    size_t recentBytes = 0;
    void hold(const std::shared_ptr<const MeshData>& mesh) {
        const size_t bytes = bytesOf(*mesh);
        if (bytes > kRecentBytes) return;
        recent.push_back(mesh);
        recentBytes += bytes;
        while (recentBytes > kRecentBytes) {
            recentBytes -= bytesOf(*recent.front());
            recent.pop_front();
        }
    }
};

Shared& shared() {
    static Shared s;
    return s;
}

}  // namespace

std::shared_ptr<const MeshData> sharedMesh(const QString& path, QString* error, const MeshSelection& selection,
                                           const WhileNormalsAreMade& meanwhile) {
    const QFileInfo file(path);
    const QDateTime modified = file.lastModified();
    const qint64 size = file.size();
    const auto key = std::make_tuple(path, selection.submesh, selection.center);
    Shared& s = shared();
    std::promise<Read> promise;
    quint64 id = 0;
    {
        std::unique_lock<std::mutex> locker(s.lock);
        Entry& e = s.entries[key];
        if (e.modified == modified && e.size == size) {
            if (std::shared_ptr<const MeshData> mesh = e.mesh.lock()) return mesh;
            if (e.reading.valid()) {
                const std::shared_future<Read> reading = e.reading;
                locker.unlock();
                // Asleep while another thread reads: its pool may use this
                // thread's place meanwhile.
                QThreadPool::globalInstance()->releaseThread();
                const Read r = reading.get();
                QThreadPool::globalInstance()->reserveThread();
                if (!r.mesh && error) *error = r.error;
                return r.mesh;
            }
        }
        id = ++s.reads;
        e = Entry{modified, size, {}, promise.get_future().share(), id};
    }
    Read r;
    auto done = [&] {
        const std::lock_guard<std::mutex> locker(s.lock);
        Entry& e = s.entries[key];
        if (e.readId != id) return;  // read again since (the file changed)
        e.mesh = r.mesh;
        e.reading = {};
        if (r.mesh) s.hold(r.mesh);
    };
    try {
        r.mesh = loadMesh(path, &r.error, {}, selection, meanwhile);
    } catch (...) {  // out of memory: those waiting are told too
        done();
        promise.set_exception(std::current_exception());
        throw;
    }
    done();
    promise.set_value(r);
    if (!r.mesh && error) *error = r.error;
    return r.mesh;
}

int sharedMeshReads() {
    const std::lock_guard<std::mutex> locker(shared().lock);
    return int(shared().reads);
}

}  // namespace kinedit
