// JSON-RPC messages over a byte stream as LSP frames them: headers
// ("Content-Length: N", others ignored), a blank line, N bytes of JSON.
// The reader never trusts the stream: a bad header, an oversized or
// unparsable body becomes an error for the server to answer, and the
// reader resynchronises at the next header.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace kinedit::lsp {

// What the reader took from the stream: a message, or a frame it could
// not read (error says why; the server answers with a JSON-RPC error).
struct Frame {
    QJsonObject message;
    QString error;
    int errorCode = 0;  // JSON-RPC: -32700 parse error, -32600 invalid request
};

class FrameReader {
public:
    static constexpr qint64 kMaxBody = 64ll << 20;  // a bigger frame is refused (and skipped)
    static constexpr qint64 kMaxHeader = 8192;

    void feed(const QByteArray& bytes) { m_buffer.append(bytes); }
    // The next complete frame, if the buffer holds one.
    std::optional<Frame> next();

private:
    QByteArray m_buffer;
    qint64 m_skip = 0;  // bytes of a refused body still to drop
};

// The frame of one message.
QByteArray frame(const QJsonObject& message);

}  // namespace kinedit::lsp
