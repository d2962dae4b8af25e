#include "JsonRpcFraming.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace kinedit::lsp {

std::optional<Frame> FrameReader::next() {
    for (;;) {
        if (m_skip > 0) {
            const qint64 n = std::min<qint64>(m_skip, m_buffer.size());
            m_buffer.remove(0, n);
            m_skip -= n;
            if (m_skip > 0) return std::nullopt;
        }
        const qsizetype end = m_buffer.indexOf("\r\n\r\n");
        if (end < 0) {
            if (m_buffer.size() > kMaxHeader) {  // no header ends: drop what cannot be one
                m_buffer.clear();
                return Frame{{}, QStringLiteral("header too long"), -32600};
            }
            return std::nullopt;
        }
        const QByteArray header = m_buffer.left(end);
        // Anywhere in the block: after a frame without a length, the unread
        // body runs into the next header ("...}Content-Length: N").
        qint64 length = -1;
        const qsizetype at = header.toLower().lastIndexOf("content-length:");
        if (at >= 0) {
            bool ok = false;
            QByteArray digits = header.mid(at + 15);
            digits = digits.left(digits.indexOf('\r') >= 0 ? digits.indexOf('\r') : digits.size()).trimmed();
            length = digits.toLongLong(&ok);
            if (!ok) length = -2;
        }
        m_buffer.remove(0, end + 4);
        if (length < 0) return Frame{{}, QStringLiteral("a frame without a valid Content-Length"), -32600};
        if (length > kMaxBody) {
            m_skip = length;
            return Frame{{}, QStringLiteral("message of %1 bytes refused (limit %2)").arg(length).arg(kMaxBody), -32600};
        }
        if (m_buffer.size() < length) {  // wait for the body: put the header back
            m_buffer.prepend(header + "\r\n\r\n");
            return std::nullopt;
        }
        const QByteArray body = m_buffer.left(length);
        m_buffer.remove(0, length);
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
        if (error.error != QJsonParseError::NoError)
            return Frame{{}, QStringLiteral("parse error at byte %1: %2").arg(error.offset).arg(error.errorString()), -32700};
        if (!doc.isObject()) return Frame{{}, QStringLiteral("a message must be a JSON object"), -32600};
        return Frame{doc.object(), {}, 0};
    }
}

QByteArray frame(const QJsonObject& message) {
    const QByteArray body = QJsonDocument(message).toJson(QJsonDocument::Compact);
    return "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

}  // namespace kinedit::lsp
