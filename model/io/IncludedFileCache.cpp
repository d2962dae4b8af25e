#include "io/IncludedFileCache.h"
#include "io/OpenFiles.h"

#include "xml/XmlDocument.h"

#include <QDateTime>
#include <QFileInfo>
#include <QHash>
#include <QMutex>

namespace kinedit {

namespace {

struct Entry {
    qint64 size = -1;
    QDateTime modified;
    std::shared_ptr<const XmlDocument> doc;
    Diagnostics parse;
};

constexpr int kMaxEntries = 1024;  // more distinct includes than any robot has; beyond, start over

QMutex& mutex() {
    static QMutex m;
    return m;
}
QHash<QString, Entry>& entries() {
    static QHash<QString, Entry> h;
    return h;
}

}  // namespace

std::shared_ptr<const XmlDocument> loadIncludedFile(const QString& path, Diagnostics* parse) {
    if (openFileText(path)) {  // an editor's text: read as it is now, not cached by the disk's stamp
        std::unique_ptr<XmlDocument> doc = XmlDocument::load(path, parse);
        if (doc) doc->toBytes();
        return doc;
    }
    const QFileInfo info(path);
    const QString key = info.absoluteFilePath();
    const qint64 size = info.size();
    const QDateTime modified = info.lastModified();
    {
        QMutexLocker lock(&mutex());
        const auto it = entries().constFind(key);
        if (it != entries().constEnd() && it->size == size && it->modified == modified) {
            if (parse) parse->append(it->parse);
            return it->doc;
        }
    }
    Entry e;
    e.size = size;
    e.modified = modified;
    std::unique_ptr<XmlDocument> doc = XmlDocument::load(path, &e.parse);
    if (doc) doc->toBytes();  // settle its line index now: the shared copy is only read from here on
    e.doc = std::move(doc);
    if (parse) parse->append(e.parse);
    QMutexLocker lock(&mutex());
    if (entries().size() >= kMaxEntries) entries().clear();
    entries().insert(key, e);
    return e.doc;
}

}  // namespace kinedit
