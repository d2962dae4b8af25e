// The language server's stdin and stdout: a thread reads stdin (poll, so
// that it stops when asked) and hands the bytes to the server's thread,
// which frames them; messages are written to stdout from that thread.
#pragma once

#include "JsonRpcFraming.h"

#include <QObject>

#include <atomic>
#include <thread>

namespace kinedit::lsp {

class LanguageServer;

class StdioTransport : public QObject {
    Q_OBJECT
public:
    StdioTransport(LanguageServer& server, int in, int out);
    ~StdioTransport() override;  // stops and joins the reader

signals:
    void closed();  // stdin ended or failed

private:
    void bytes(const QByteArray& b);
    void write(const QByteArray& b);

    LanguageServer& m_server;
    int m_out;
    FrameReader m_reader;
    std::atomic<bool> m_stop{false};
    std::thread m_thread;
};

}  // namespace kinedit::lsp
