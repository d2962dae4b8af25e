// kinedit-cli lsp: the language server on stdin and stdout.
#include "Cli.h"

#include "lsp/LanguageServer.h"
#include "lsp/StdioTransport.h"

#include <QCoreApplication>

#include <csignal>
#include <unistd.h>

namespace kinedit::cli {

int runLsp(const QStringList& args) {
    const Command& c = *findCommand(QStringLiteral("lsp"));
    for (const QString& a : args)
        if (a != QLatin1String("--stdio")) return usageError(c, Cli::tr("unknown option '%1'").arg(a));
    std::signal(SIGPIPE, SIG_IGN);  // a client that closes its end is handled, not a crash
    lsp::LanguageServer server;
    lsp::StdioTransport transport(server, STDIN_FILENO, STDOUT_FILENO);
    int code = 1;
    QObject::connect(&server, &lsp::LanguageServer::exitRequested, qApp, [&] {
        code = server.exitCode();
        QCoreApplication::exit(code);
    });
    QObject::connect(&transport, &lsp::StdioTransport::closed, qApp, [&] { QCoreApplication::exit(server.exitCode()); });
    const int rc = QCoreApplication::exec();
    Q_UNUSED(code);
    return rc;
}

}  // namespace kinedit::cli
