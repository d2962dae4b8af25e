#include "io/OpenFiles.h"

#include <QFileInfo>
#include <QHash>
#include <QMutex>

#include <atomic>

namespace kinedit {

namespace {

QMutex& mutex() {
    static QMutex m;
    return m;
}
QHash<QString, QByteArray>& texts() {
    static QHash<QString, QByteArray> h;
    return h;
}
std::atomic<int>& count() {
    static std::atomic<int> n{0};
    return n;
}

}  // namespace

void setOpenFileText(const QString& path, const QByteArray& text) {
    QMutexLocker lock(&mutex());
    texts().insert(QFileInfo(path).absoluteFilePath(), text);
    count() = int(texts().size());
}

void closeOpenFile(const QString& path) {
    QMutexLocker lock(&mutex());
    texts().remove(QFileInfo(path).absoluteFilePath());
    count() = int(texts().size());
}

std::optional<QByteArray> openFileText(const QString& path) {
    if (count() == 0) return std::nullopt;  // the GUI and the CLI: no lock, no path made absolute
    QMutexLocker lock(&mutex());
    const auto it = texts().constFind(QFileInfo(path).absoluteFilePath());
    if (it == texts().constEnd()) return std::nullopt;
    return *it;
}

}  // namespace kinedit
