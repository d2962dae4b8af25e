#include "EditorDocument.h"

#include "EditCommands.h"
#include "io/FileWriter.h"
#include "xml/XmlDocument.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QStandardPaths>
#include <QUndoStack>

namespace kinedit {

namespace {
QString recoveryDir() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery"); }
// <dir>/<sha1 of the absolute path>.autosave, with a .path file naming it.
QString recoveryFile(const QString& path) {
    const QByteArray key = QCryptographicHash::hash(QFileInfo(path).absoluteFilePath().toUtf8(), QCryptographicHash::Sha1);
    return recoveryDir() + QLatin1Char('/') + QString::fromLatin1(key.toHex()) + QStringLiteral(".autosave");
}
QByteArray readAll(const QString& path, bool* ok = nullptr) {
    QFile f(path);
    const bool opened = f.open(QIODevice::ReadOnly);
    if (ok) *ok = opened;
    return opened ? f.readAll() : QByteArray();
}
}  // namespace

std::unique_ptr<EditorDocument> EditorDocument::open(const QString& path, Diagnostics* diagnostics) {
    std::unique_ptr<XmlDocument> doc = XmlDocument::load(path, diagnostics);
    if (!doc) return nullptr;
    std::unique_ptr<EditorDocument> d(new EditorDocument);
    d->m_doc = std::move(doc);
    d->m_undo = new QUndoStack(d.get());
    d->m_diskBytes = d->m_doc->toBytes();
    connect(d->m_undo, &QUndoStack::cleanChanged, d.get(), [self = d.get()](bool clean) {
        // Undone back to the text on disk: the copy autosaved before is no
        // longer what a crash would lose.
        if (clean) self->discardRecovery();
        emit self->modifiedChanged(!clean);
    });
    d->watch();
    return d;
}

EditorDocument::~EditorDocument() = default;

QString EditorDocument::path() const { return m_doc->fileName(); }
bool EditorDocument::isModified() const { return !m_undo->isClean(); }

bool EditorDocument::writeCopy(const QString& path, QString* error) const { return writeFileAtomically(path, m_doc->toBytes(), error); }

bool EditorDocument::saveAs(const QString& path, QString* error) {
    // Ignore our own write in the watcher: the bytes on disk are ours.
    const QByteArray bytes = m_doc->toBytes();
    const QByteArray before = m_diskBytes;
    m_diskBytes = bytes;
    if (!writeCopy(path, error)) {
        m_diskBytes = before;
        return false;
    }
    if (QFileInfo(path).absoluteFilePath() != QFileInfo(this->path()).absoluteFilePath()) {
        discardRecovery();
        m_doc->setFileName(path);
    }
    discardRecovery();
    m_undo->setClean();
    watch();
    return true;
}

void EditorDocument::reloadFromDisk() {
    bool ok = false;
    const QByteArray bytes = readAll(path(), &ok);
    if (!ok) return;
    m_diskBytes = bytes;
    if (bytes != m_doc->toBytes()) replaceText(bytes, tr("Reload from disk"));
    // The document now equals the file: unmodified unless the user edited
    // before (then undo still leads back to their text).
    if (m_undo->count() > 0 && m_undo->index() == m_undo->count() && bytes == m_doc->toBytes()) m_undo->setClean();
}

void EditorDocument::replaceText(const QByteArray& bytes, const QString& description) {
    m_undo->push(new ReplaceTextCommand(m_doc.get(), bytes, description));
}

void EditorDocument::watch() {
    if (!m_watcher) {
        m_watcher = new QFileSystemWatcher(this);
        connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &EditorDocument::fileChanged);
        // An atomic save by another program replaces the file: the watch on
        // the old one ends, so the folder is watched too.
        connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &EditorDocument::fileChanged);
    }
    if (!m_watcher->files().isEmpty()) m_watcher->removePaths(m_watcher->files());
    if (!m_watcher->directories().isEmpty()) m_watcher->removePaths(m_watcher->directories());
    if (QFileInfo::exists(path())) m_watcher->addPath(path());
    m_watcher->addPath(QFileInfo(path()).absolutePath());
}

void EditorDocument::fileChanged() {
    bool ok = false;
    const QByteArray bytes = readAll(path(), &ok);
    if (ok && !m_watcher->files().contains(path())) m_watcher->addPath(path());
    if (ok && bytes == m_diskBytes) return;  // our own save, or no change
    if (!ok && !QFileInfo::exists(path()) && m_diskBytes.isNull()) return;
    m_diskBytes = ok ? bytes : QByteArray();
    emit changedOnDisk();
}

void EditorDocument::writeRecovery() {
    if (!isModified()) {
        discardRecovery();
        return;
    }
    if (m_doc->revision() == m_recoveryRevision) return;
    QDir().mkpath(recoveryDir());
    const QString file = recoveryFile(path());
    if (!writeFileAtomically(file, m_doc->toBytes())) return;
    writeFileAtomically(file + QStringLiteral(".path"), QFileInfo(path()).absoluteFilePath().toUtf8());
    m_recoveryRevision = m_doc->revision();
}

void EditorDocument::discardRecovery() {
    const QString file = recoveryFile(path());
    QFile::remove(file);
    QFile::remove(file + QStringLiteral(".path"));
    m_recoveryRevision = 0;
}

std::optional<EditorDocument::Recovery> EditorDocument::pendingRecovery() const {
    const QString file = recoveryFile(path());
    bool ok = false;
    Recovery r{readAll(file, &ok), QFileInfo(file).lastModified()};
    if (!ok || r.bytes == m_doc->toBytes()) return std::nullopt;
    return r;
}

QStringList EditorDocument::filesWithRecovery() {
    QStringList out;
    const QDir dir(recoveryDir());
    for (const QString& name : dir.entryList({QStringLiteral("*.autosave.path")}, QDir::Files))
        out << QString::fromUtf8(readAll(dir.filePath(name)));
    return out;
}

}  // namespace kinedit
