// A file open in the editor: its lossless document, the undo stack every
// edit goes through, and the file on disk (atomic saves, changes made by
// other programs, the crash-recovery copy).
#pragma once

#include "diagnostics/Diagnostic.h"
#include "formats/DocumentState.h"

#include <QDateTime>
#include <QObject>

#include <memory>

class QFileSystemWatcher;
class QUndoStack;

namespace kinedit {

class XmlDocument;

class EditorDocument : public QObject {
    Q_OBJECT
public:
    // Null when the file cannot be read (diagnostics say why).
    static std::unique_ptr<EditorDocument> open(const QString& path, Diagnostics* diagnostics);
    ~EditorDocument() override;

    XmlDocument* xml() const { return m_doc.get(); }
    // What the formats keep of this document between its checks (its xacro
    // arguments, an expansion): every check and question about it uses it.
    const std::shared_ptr<DocumentState>& state() const { return m_state; }
    QUndoStack* undoStack() const { return m_undo; }
    QString path() const;
    bool isModified() const;

    // Writes the current text to path atomically (a temporary file renamed
    // over the old one); on success the document is saved there. False with
    // the reason in *error otherwise.
    bool saveAs(const QString& path, QString* error);
    bool save(QString* error) { return saveAs(path(), error); }
    // Writes a copy without making it the document's file (export).
    bool writeCopy(const QString& path, QString* error) const;

    // Replaces the text with the file's current bytes, as one undoable edit.
    void reloadFromDisk();
    // Replaces the text with other bytes (a recovered autosave), undoably.
    void replaceText(const QByteArray& bytes, const QString& description);

    // The crash-recovery copy: written by autosave, removed on save and close.
    void writeRecovery();
    void discardRecovery();
    // A recovery copy of this file that differs from it (after a crash).
    struct Recovery {
        QByteArray bytes;
        QDateTime written;
    };
    std::optional<Recovery> pendingRecovery() const;

    // Paths of files with a recovery copy left behind (a crash).
    static QStringList filesWithRecovery();

signals:
    void modifiedChanged(bool modified);
    // Another program changed (or removed) the file; not sent for our saves.
    void changedOnDisk();

private:
    EditorDocument() = default;
    void watch();
    void fileChanged();

    std::unique_ptr<XmlDocument> m_doc;
    std::shared_ptr<DocumentState> m_state = std::make_shared<DocumentState>();
    QUndoStack* m_undo = nullptr;
    QFileSystemWatcher* m_watcher = nullptr;
    QByteArray m_diskBytes;  // what we last read or wrote
    quint64 m_recoveryRevision = 0;
};

}  // namespace kinedit
