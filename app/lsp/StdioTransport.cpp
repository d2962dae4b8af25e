#include "StdioTransport.h"

#include "LanguageServer.h"

#include <QMetaObject>

#include <cerrno>
#include <poll.h>
#include <unistd.h>

namespace kinedit::lsp {

StdioTransport::StdioTransport(LanguageServer& server, int in, int out) : m_server(server), m_out(out) {
    connect(&server, &LanguageServer::send, this, [this](const QJsonObject& m) { write(frame(m)); });
    m_thread = std::thread([this, in] {
        char buffer[65536];
        while (!m_stop) {
            pollfd p{in, POLLIN, 0};
            const int ready = ::poll(&p, 1, 100);
            if (ready < 0 && errno == EINTR) continue;
            if (ready == 0) continue;
            const ssize_t n = ready > 0 ? ::read(in, buffer, sizeof buffer) : -1;
            if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
            if (n <= 0) {
                QMetaObject::invokeMethod(
                    this, [this] { emit closed(); }, Qt::QueuedConnection);
                return;
            }
            QMetaObject::invokeMethod(
                this, [this, b = QByteArray(buffer, qsizetype(n))] { bytes(b); }, Qt::QueuedConnection);
        }
    });
}

StdioTransport::~StdioTransport() {
    m_stop = true;
    if (m_thread.joinable()) m_thread.join();
}

void StdioTransport::bytes(const QByteArray& b) {
    m_reader.feed(b);
    while (std::optional<Frame> f = m_reader.next()) m_server.receive(*f);
}

void StdioTransport::write(const QByteArray& b) {
    for (qsizetype done = 0; done < b.size();) {
        const ssize_t n = ::write(m_out, b.constData() + done, size_t(b.size() - done));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;  // the client is gone; stdin's end will stop the server
        done += n;
    }
}

}  // namespace kinedit::lsp
