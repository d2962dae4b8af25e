// kinedit-cli lsp: the language server on stdin and stdout.
#include "Cli.h"

#include "geometry/LoadingMeshFacts.h"
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
    lsp::LanguageServer server(std::make_shared<LoadingMeshFacts>());
    lsp::StdioTransport transport(server, STDIN_FILENO, STDOUT_FILENO);
    const auto quit = [&] { QCoreApplication::exit(server.exitCode()); };
    QObject::connect(&server, &lsp::LanguageServer::exitRequested, qApp, quit);
    QObject::connect(&transport, &lsp::StdioTransport::closed, qApp, quit);  // the client is gone
    return QCoreApplication::exec();
}

}  // namespace kinedit::cli
