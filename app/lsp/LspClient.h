// A language-server client, as an editor is one: runs `kinedit-cli lsp`
// and speaks JSON-RPC to it over its stdin and stdout. For tst_lsp and
// `kinedit-cli bench lsp` (header only: Qt Core's QProcess).
#pragma once

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QUrl>

#include <optional>

namespace kinedit::lsp {

class LspClient {
public:
    explicit LspClient(const QString& program) {
        m_process.start(program, {QStringLiteral("lsp")});
        m_process.waitForStarted();
    }
    ~LspClient() {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }
    QProcess& process() { return m_process; }

    void writeRaw(const QByteArray& b) { m_process.write(b); }
    void send(const QJsonObject& m) {
        const QByteArray body = QJsonDocument(m).toJson(QJsonDocument::Compact);
        writeRaw("Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    }
    void notify(const QString& method, const QJsonObject& params) { send({{"jsonrpc", "2.0"}, {"method", method}, {"params", params}}); }
    int ask(const QString& method, const QJsonValue& params) {
        send({{"jsonrpc", "2.0"}, {"id", ++m_id}, {"method", method}, {"params", params}});
        return m_id;
    }
    // The response to a request (the whole message), or none within the time.
    std::optional<QJsonObject> response(int id, int ms = 20000) {
        return waitFor([id](const QJsonObject& m) { return m.value("id").toInt(-1) == id && !m.contains("method"); }, ms);
    }
    // An error answered to no request (a frame that could not be read).
    std::optional<QJsonObject> nullIdError(int ms) {
        return waitFor([](const QJsonObject& m) { return m.value("id").isNull() && m.contains("error"); }, ms);
    }
    QJsonValue result(const QString& method, const QJsonValue& params) {
        const auto r = response(ask(method, params));
        return r ? r->value("result") : QJsonValue(QJsonValue::Undefined);
    }
    // The next publishDiagnostics for uri (at a version, if given).
    std::optional<QJsonObject> diagnostics(const QString& uri, int version = -1, int ms = 20000) {
        const auto m = waitFor(
            [&](const QJsonObject& m) {
                const QJsonObject p = m.value("params").toObject();
                return m.value("method") == "textDocument/publishDiagnostics" && p.value("uri") == uri &&
                       (version < 0 || p.value("version").toInt() == version);
            },
            ms);
        return m ? std::optional<QJsonObject>(m->value("params").toObject()) : std::nullopt;
    }
    void open(const QString& uri, const QString& text, const QString& language = "xml", int version = 1) {
        notify("textDocument/didOpen",
               {{"textDocument", QJsonObject{{"uri", uri}, {"languageId", language}, {"version", version}, {"text", text}}}});
    }
    void change(const QString& uri, int version, const QJsonObject& range, const QString& text) {
        notify("textDocument/didChange", {{"textDocument", QJsonObject{{"uri", uri}, {"version", version}}},
                                          {"contentChanges", QJsonArray{QJsonObject{{"range", range}, {"text", text}}}}});
    }
    bool initialize() {
        const auto r = result("initialize", QJsonObject{{"processId", QJsonValue::Null}, {"capabilities", QJsonObject{}}});
        notify("initialized", {});
        return r.isObject();
    }

    static QJsonObject position(int line, int character) { return {{"line", line}, {"character", character}}; }
    static QJsonObject range(int l0, int c0, int l1, int c1) { return {{"start", position(l0, c0)}, {"end", position(l1, c1)}}; }
    static QJsonObject at(const QString& uri, int line, int character) {
        return {{"textDocument", QJsonObject{{"uri", uri}}}, {"position", position(line, character)}};
    }
    static QString uri(const QString& path) { return QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded); }

private:
    template <class Pred>
    std::optional<QJsonObject> waitFor(Pred pred, int ms) {
        for (qsizetype i = 0; i < m_queue.size(); ++i)
            if (pred(m_queue[i])) return m_queue.takeAt(i);
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < ms) {
            while (const auto m = next()) {
                if (pred(*m)) return m;
                m_queue.append(*m);
            }
            if (m_process.state() == QProcess::NotRunning) return std::nullopt;
            m_process.waitForReadyRead(50);
            m_buffer.append(m_process.readAllStandardOutput());
        }
        return std::nullopt;
    }
    std::optional<QJsonObject> next() {
        const qsizetype end = m_buffer.indexOf("\r\n\r\n");
        if (end < 0) return std::nullopt;
        const QByteArray header = m_buffer.left(end);
        const qsizetype lengthAt = header.indexOf("Content-Length:");
        if (lengthAt < 0) return std::nullopt;
        const int length = header.mid(lengthAt + 15).trimmed().toInt();
        if (m_buffer.size() < end + 4 + length) return std::nullopt;
        const QJsonObject m = QJsonDocument::fromJson(m_buffer.mid(end + 4, length)).object();
        m_buffer.remove(0, end + 4 + length);
        return m;
    }

    QProcess m_process;
    QByteArray m_buffer;
    QList<QJsonObject> m_queue;
    int m_id = 0;
};

}  // namespace kinedit::lsp
