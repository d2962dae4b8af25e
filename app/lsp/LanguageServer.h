// Kinedit's language server (LSP 3.17): the open documents, the requests'
// dispatch, and diagnostics published after every change, for the changed
// document and every open document that reads it. It speaks JSON objects;
// StdioTransport frames them on stdin and stdout.
#pragma once

#include "JsonRpcFraming.h"
#include "LspDiagnostics.h"

#include <QFileSystemWatcher>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QSet>

#include <functional>
#include <memory>

namespace kinedit {
class MeshFactsSource;
}

namespace kinedit::lsp {

class LspDocument;

class LanguageServer : public QObject {
    Q_OBJECT
public:
    // meshes: what the plausibility checks know of mesh files (MeshFacts.h); null: nothing.
    explicit LanguageServer(std::shared_ptr<const MeshFactsSource> meshes = nullptr, QObject* parent = nullptr);
    ~LanguageServer() override;

    // A frame the transport read (a message, or why none could be read).
    void receive(const Frame& frame);
    // exit's code: 0 after shutdown, 1 without.
    int exitCode() const { return m_shutdown ? 0 : 1; }

signals:
    void send(const QJsonObject& message);
    void exitRequested();

private:
    void request(const QJsonValue& id, const QString& method, const QJsonObject& params);
    void notification(const QString& method, const QJsonObject& params);
    QJsonValue answer(const QString& method, const QJsonObject& params);
    void respond(const QJsonValue& id, const QJsonValue& result);
    void fail(const QJsonValue& id, int code, const QString& message);
    LspDocument* document(const QJsonObject& params) const;
    // Diagnostics of uri (and of the open documents that read it) are due.
    void changed(const QString& uri);
    void fileChangedOnDisk(const QString& path);
    // The open documents for which due() holds are checked again (their
    // text unchanged, what they read changed), after the queued messages.
    void recheck(const std::function<bool(const QString& uri, const LspDocument& doc)>& due);
    void notify(const QString& method, const QJsonObject& params);
    void logError(const QString& message);
    void publishPending();
    void watch();

    bool m_initialized = false, m_shutdown = false, m_publishQueued = false;
    quint64 m_generation = 0;                                  // counts changes to any document or file read
    QHash<QString, std::shared_ptr<LspDocument>> m_documents;  // by URI
    QSet<QString> m_pending;                                   // URIs whose diagnostics are due
    QSet<QString> m_forced;                                    // of those, to check again though unchanged
    CodeDocs m_codeDocs;
    QFileSystemWatcher m_watcher;
    std::shared_ptr<const MeshFactsSource> m_meshes;
};

}  // namespace kinedit::lsp
