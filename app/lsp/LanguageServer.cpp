#include "LanguageServer.h"

#include "LspDocument.h"
#include "LspFeatures.h"

#include "io/OpenFiles.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QTimer>

#include <exception>

namespace kinedit::lsp {

namespace {

// JSON-RPC and LSP error codes.
enum ErrorCode {
    ParseError = -32700,
    InvalidRequest = -32600,
    MethodNotFound = -32601,
    InvalidParams = -32602,
    InternalError = -32603,
    ServerNotInitialized = -32002,
    RequestFailed = -32803,
};

QString codesPagePath() {
    // The page documenting every diagnostic code: installed beside the
    // binary's share folder, else the source tree's.
    const QString installed = QCoreApplication::applicationDirPath() + QStringLiteral("/../share/doc/kinedit/docs/diagnostic-codes.md");
    if (QFileInfo::exists(installed)) return installed;
#ifdef KINEDIT_CODES_DOC
    return QStringLiteral(KINEDIT_CODES_DOC);
#else
    return {};
#endif
}

}  // namespace

LanguageServer::LanguageServer(std::shared_ptr<const MeshFactsSource> meshes, QObject* parent)
    : QObject(parent), m_meshes(std::move(meshes)) {
    m_codeDocs.read(codesPagePath());
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &LanguageServer::fileChangedOnDisk);
}

LanguageServer::~LanguageServer() {
    for (const auto& d : std::as_const(m_documents)) closeOpenFile(d->path());
}

void LanguageServer::receive(const Frame& frame) {
    if (!frame.error.isEmpty()) {
        fail(QJsonValue::Null, frame.errorCode, frame.error);
        return;
    }
    const QJsonObject& m = frame.message;
    const QJsonValue id = m.value(QStringLiteral("id"));
    const QJsonValue method = m.value(QStringLiteral("method"));
    if (!method.isString()) {
        if (m.contains(QStringLiteral("result")) || m.contains(QStringLiteral("error"))) return;  // a client's answer: none asked for
        fail(id.isString() || id.isDouble() ? id : QJsonValue::Null, InvalidRequest, QStringLiteral("a request needs a method"));
        return;
    }
    const QJsonValue params = m.value(QStringLiteral("params"));
    if (!params.isUndefined() && !params.isNull() && !params.isObject() && !params.isArray()) {
        if (!id.isUndefined()) fail(id, InvalidParams, QStringLiteral("params must be an object"));
        return;
    }
    try {
        if (id.isUndefined())
            notification(method.toString(), params.toObject());
        else if (!id.isString() && !id.isDouble())
            fail(QJsonValue::Null, InvalidRequest, QStringLiteral("an id is a number or a string"));
        else
            request(id, method.toString(), params.toObject());
    } catch (const std::exception& e) {
        if (!id.isUndefined()) fail(id, InternalError, QString::fromLocal8Bit(e.what()));
    }
}

void LanguageServer::request(const QJsonValue& id, const QString& method, const QJsonObject& params) {
    if (method == QLatin1String("initialize")) {
        m_initialized = true;
        const QJsonObject capabilities{
            {QStringLiteral("positionEncoding"), QStringLiteral("utf-16")},
            {QStringLiteral("textDocumentSync"),
             QJsonObject{{QStringLiteral("openClose"), true},
                         {QStringLiteral("change"), 2},
                         {QStringLiteral("save"), QJsonObject{{QStringLiteral("includeText"), false}}}}},
            {QStringLiteral("hoverProvider"), true},
            {QStringLiteral("completionProvider"),
             QJsonObject{{QStringLiteral("triggerCharacters"), QJsonArray{"<", " ", "\"", "{", ":"}}}},
            {QStringLiteral("definitionProvider"), true},
            {QStringLiteral("referencesProvider"), true},
            {QStringLiteral("documentSymbolProvider"), true},
            {QStringLiteral("codeActionProvider"), QJsonObject{{QStringLiteral("codeActionKinds"), QJsonArray{"quickfix"}}}},
            {QStringLiteral("codeLensProvider"), QJsonObject{{QStringLiteral("resolveProvider"), false}}},
        };
        respond(id, QJsonObject{
                        {QStringLiteral("capabilities"), capabilities},
                        {QStringLiteral("serverInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("kinedit")},
                                                                   {QStringLiteral("version"), QCoreApplication::applicationVersion()}}}});
        return;
    }
    if (!m_initialized) return fail(id, ServerNotInitialized, QStringLiteral("initialize first"));
    if (method == QLatin1String("shutdown")) {
        m_shutdown = true;
        return respond(id, QJsonValue::Null);
    }
    if (m_shutdown) return fail(id, InvalidRequest, QStringLiteral("the server is shutting down"));
    static const QSet<QString> documentMethods = {"textDocument/hover",      "textDocument/completion",     "textDocument/definition",
                                                  "textDocument/references", "textDocument/documentSymbol", "textDocument/codeAction",
                                                  "textDocument/codeLens"};
    if (!documentMethods.contains(method)) return fail(id, MethodNotFound, QStringLiteral("unknown method %1").arg(method));
    if (!document(params)) return fail(id, RequestFailed, QStringLiteral("the document is not open"));
    respond(id, answer(method, params));
}

QJsonValue LanguageServer::answer(const QString& method, const QJsonObject& params) {
    LspDocument& doc = *document(params);
    QStringList includers;  // open files that read this one, and what they read
    const QString path = QFileInfo(doc.path()).absoluteFilePath();
    for (const auto& other : std::as_const(m_documents))
        if (other.get() != &doc && other->filesRead().contains(path)) {
            includers << QFileInfo(other->path()).absoluteFilePath();
            for (const QString& f : other->filesRead())
                if (f != path) includers << f;
        }
    includers.removeDuplicates();
    doc.setIncluders(includers, m_generation);
    if (method == QLatin1String("textDocument/hover")) return hover(doc, params);
    if (method == QLatin1String("textDocument/completion")) return completion(doc, params);
    if (method == QLatin1String("textDocument/definition")) return definition(doc, params);
    if (method == QLatin1String("textDocument/references")) return references(doc, params);
    if (method == QLatin1String("textDocument/documentSymbol")) return documentSymbols(doc);
    if (method == QLatin1String("textDocument/codeLens")) return codeLenses(doc);
    return codeActions(doc, params);
}

void LanguageServer::notification(const QString& method, const QJsonObject& params) {
    if (method == QLatin1String("exit")) {
        emit exitRequested();
        return;
    }
    if (!m_initialized || m_shutdown) return;
    const QJsonObject td = params.value(QStringLiteral("textDocument")).toObject();
    const QString uri = td.value(QStringLiteral("uri")).toString();
    if (method == QLatin1String("textDocument/didOpen")) {
        if (uri.isEmpty()) return;
        auto doc = std::make_shared<LspDocument>(uri, uriToPath(uri), td.value(QStringLiteral("version")).toInt(),
                                                 td.value(QStringLiteral("text")).toString(), m_meshes);
        setOpenFileText(doc->path(), doc->text().toUtf8());
        m_documents.insert(uri, doc);
        // A file opened may be one another names but could not read (new, not saved yet).
        recheck([&](const QString& other, const LspDocument& d) { return other != uri && hasErrors(d.diagnostics()); });
        changed(uri);
    } else if (method == QLatin1String("textDocument/didChange")) {
        LspDocument* doc = document(params);
        if (!doc) return;
        for (const QJsonValue& c : params.value(QStringLiteral("contentChanges")).toArray())
            if (!doc->change(c.toObject())) logError(QStringLiteral("kinedit: a change outside %1 was ignored").arg(uri));
        doc->setVersion(td.value(QStringLiteral("version")).toInt(doc->version()));
        setOpenFileText(doc->path(), doc->text().toUtf8());
        changed(uri);
    } else if (method == QLatin1String("textDocument/didSave")) {
        if (LspDocument* doc = document(params)) fileChangedOnDisk(doc->path());
    } else if (method == QLatin1String("textDocument/didClose")) {
        const auto doc = m_documents.take(uri);
        if (!doc) return;
        closeOpenFile(doc->path());
        m_pending.remove(uri);
        notify(QStringLiteral("textDocument/publishDiagnostics"),
               {{QStringLiteral("uri"), uri}, {QStringLiteral("diagnostics"), QJsonArray()}});
        fileChangedOnDisk(doc->path());  // its includers read the disk again
    } else if (method == QLatin1String("workspace/didChangeWatchedFiles")) {
        for (const QJsonValue& c : params.value(QStringLiteral("changes")).toArray())
            fileChangedOnDisk(uriToPath(c.toObject().value(QStringLiteral("uri")).toString()));
    }
    // Others ($/cancelRequest, $/setTrace, ...) need nothing.
}

LspDocument* LanguageServer::document(const QJsonObject& params) const {
    const auto it = m_documents.constFind(params.value(QStringLiteral("textDocument")).toObject().value(QStringLiteral("uri")).toString());
    return it == m_documents.constEnd() ? nullptr : it->get();
}

void LanguageServer::changed(const QString& uri) {
    m_pending.insert(uri);
    const auto changedDoc = m_documents.value(uri);
    const QString path = changedDoc ? QFileInfo(changedDoc->path()).absoluteFilePath() : QString();
    recheck([&](const QString& other, const LspDocument& d) { return changedDoc && other != uri && d.filesRead().contains(path); });
}

void LanguageServer::fileChangedOnDisk(const QString& path) {
    const QString abs = QFileInfo(path).absoluteFilePath();
    recheck([&](const QString&, const LspDocument& d) { return d.filesRead().contains(abs); });
}

void LanguageServer::recheck(const std::function<bool(const QString& uri, const LspDocument& doc)>& due) {
    ++m_generation;
    for (auto it = m_documents.cbegin(); it != m_documents.cend(); ++it)
        if (due(it.key(), *it.value())) {
            m_pending.insert(it.key());
            m_forced.insert(it.key());
        }
    // After the messages already queued (a burst of changes is checked once).
    if (!m_pending.isEmpty() && !m_publishQueued) {
        m_publishQueued = true;
        QTimer::singleShot(0, this, &LanguageServer::publishPending);
    }
}

void LanguageServer::notify(const QString& method, const QJsonObject& params) {
    emit send(QJsonObject{
        {QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("method"), method}, {QStringLiteral("params"), params}});
}

void LanguageServer::logError(const QString& message) {
    notify(QStringLiteral("window/logMessage"), {{QStringLiteral("type"), 1}, {QStringLiteral("message"), message}});
}

void LanguageServer::publishPending() {
    m_publishQueued = false;
    const QSet<QString> pending = std::exchange(m_pending, {});
    const QSet<QString> forced = std::exchange(m_forced, {});
    for (const QString& uri : pending) {
        const auto doc = m_documents.value(uri);
        if (!doc) continue;
        try {
            doc->check(forced.contains(uri));
            notify(QStringLiteral("textDocument/publishDiagnostics"), {{QStringLiteral("uri"), uri},
                                                                       {QStringLiteral("version"), doc->version()},
                                                                       {QStringLiteral("diagnostics"), lspDiagnostics(*doc, m_codeDocs)}});
        } catch (const std::exception& e) {
            logError(QStringLiteral("kinedit: checking %1 failed: %2").arg(uri, QString::fromLocal8Bit(e.what())));
        }
    }
    watch();
}

void LanguageServer::watch() {
    // The files the open documents read, on disk (an included file edited elsewhere).
    QSet<QString> wanted;
    for (const auto& d : std::as_const(m_documents))
        for (const QString& f : d->filesRead()) wanted.insert(f);
    const QStringList watched = m_watcher.files();
    for (const QString& f : watched)
        if (!wanted.contains(f)) m_watcher.removePath(f);
    for (const QString& f : std::as_const(wanted))
        if (!watched.contains(f) && QFileInfo::exists(f)) m_watcher.addPath(f);
}

void LanguageServer::respond(const QJsonValue& id, const QJsonValue& result) {
    emit send(
        QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id}, {QStringLiteral("result"), result}});
}

void LanguageServer::fail(const QJsonValue& id, int code, const QString& message) {
    emit send(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                          {QStringLiteral("id"), id},
                          {QStringLiteral("error"), QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}}}});
}

}  // namespace kinedit::lsp
