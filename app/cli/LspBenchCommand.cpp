// kinedit-cli bench lsp: the language server as an editor feels it, over a
// pipe to a `kinedit-cli lsp` of its own: the time from sending a change to
// receiving its diagnostics, and the time of a hover and a completion.
#include "BenchSupport.h"
#include "Cli.h"

#include "lsp/LspClient.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTemporaryDir>

namespace kinedit::cli {

namespace {

struct Times {
    std::vector<double> ms;
    double max() const { return ms.empty() ? 0 : *std::max_element(ms.begin(), ms.end()); }
};

// The 0-based line and column of the first match of needle.
QPair<int, int> lineColumn(const QString& text, const QString& needle) {
    const qsizetype i = text.indexOf(needle);
    return {int(text.left(i).count(u'\n')), int(i - (text.lastIndexOf(u'\n', i - 1) + 1))};
}

}  // namespace

int benchLspCommand(const Command& c, const QStringList& args) {
    int links = 100, runs = 50;
    bool json = false;
    for (int i = 0; i < args.size(); ++i) {
        bool ok = true;
        if (args[i] == QLatin1String("--json"))
            json = true;
        else if (args[i] == QLatin1String("--links") && i + 1 < args.size())
            links = args[++i].toInt(&ok);
        else if (args[i] == QLatin1String("--runs") && i + 1 < args.size())
            runs = args[++i].toInt(&ok);
        else
            return usageError(c, Cli::tr("unknown option '%1'").arg(args[i]));
        if (!ok || links < 2 || runs < 1) return usageError(c, Cli::tr("%1 needs a number (at least 2 links, 1 run)").arg(args[i]));
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chain.urdf"));
    const QString text = QString::fromUtf8(generatedUrdf(links));
    Diagnostics ignored;
    const int elements = countElements(XmlDocument::fromBytes(text.toUtf8(), path, &ignored)->top());

    lsp::LspClient client(QCoreApplication::applicationFilePath());
    if (!client.initialize()) {
        err(Cli::tr("kinedit-cli bench lsp: the server did not answer initialize"));
        return ExitUsage;
    }
    const QString uri = lsp::LspClient::uri(path);
    QElapsedTimer t;
    t.start();
    client.open(uri, text);
    if (!client.diagnostics(uri)) return ExitUsage;
    const double openMs = t.nsecsElapsed() / 1e6;

    // Changes: a digit of the middle joint's origin typed over, 1 then 2 then 1...
    const QString middle = QStringLiteral("<joint name=\"j%1\"").arg(links / 2);
    const auto joint = lineColumn(text, middle);
    const int originLine = joint.first + 3;  // <parent>, <child>, then <origin xyz="0 0 0.1"/>
    const int digit = int(text.split(u'\n')[originLine].indexOf(QStringLiteral("0.1"))) + 2;
    Times change, hover, completion, hoverAfterChange;
    const auto childAt = lineColumn(text, QStringLiteral("<child link=\"l%1\"").arg(links / 2));
    const QJsonObject linkName = lsp::LspClient::at(uri, childAt.first, childAt.second + 15);
    const auto linkDefinition = lineColumn(text, QStringLiteral("<link name=\"l%1\"").arg(links / 2));
    const QJsonObject onLink = lsp::LspClient::at(uri, linkDefinition.first, linkDefinition.second + 13);
    for (int r = 0; r < runs; ++r) {
        t.restart();
        client.change(uri, r + 2, lsp::LspClient::range(originLine, digit, originLine, digit + 1),
                      r % 2 ? QStringLiteral("1") : QStringLiteral("2"));
        if (!client.diagnostics(uri, r + 2)) {
            err(Cli::tr("kinedit-cli bench lsp: no diagnostics for a change"));
            return ExitUsage;
        }
        change.ms.push_back(t.nsecsElapsed() / 1e6);
        // The first hover after the change (the model compiled for its pose), then again.
        t.restart();
        client.result(QStringLiteral("textDocument/hover"), onLink);
        hoverAfterChange.ms.push_back(t.nsecsElapsed() / 1e6);
        t.restart();
        client.result(QStringLiteral("textDocument/hover"), onLink);
        hover.ms.push_back(t.nsecsElapsed() / 1e6);
        t.restart();
        client.result(QStringLiteral("textDocument/completion"), linkName);
        completion.ms.push_back(t.nsecsElapsed() / 1e6);
    }
    client.result(QStringLiteral("shutdown"), QJsonValue::Null);
    client.notify(QStringLiteral("exit"), {});
    client.process().waitForFinished(5000);
    if (json) {
        QJsonObject o{{"elements", elements},
                      {"runs", runs},
                      {"open_ms", openMs},
                      {"change_to_diagnostics_ms_median", median(change.ms)},
                      {"change_to_diagnostics_ms_max", change.max()},
                      {"hover_ms_median", median(hover.ms)},
                      {"hover_after_change_ms_median", median(hoverAfterChange.ms)},
                      {"completion_ms_median", median(completion.ms)},
                      {"completion_ms_max", completion.max()}};
        out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        out(Cli::tr("a URDF of %1 elements, %2 runs, over a pipe to kinedit-cli lsp").arg(elements).arg(runs));
        out(Cli::tr("open to diagnostics: %1 ms").arg(openMs, 0, 'f', 2));
        out(Cli::tr("change to diagnostics: median %1 ms, max %2 ms").arg(median(change.ms), 0, 'f', 2).arg(change.max(), 0, 'f', 2));
        out(Cli::tr("hover: median %1 ms (the first after a change, with the pose's compile: %2 ms)")
                .arg(median(hover.ms), 0, 'f', 2)
                .arg(median(hoverAfterChange.ms), 0, 'f', 2));
        out(Cli::tr("completion: median %1 ms, max %2 ms").arg(median(completion.ms), 0, 'f', 2).arg(completion.max(), 0, 'f', 2));
    }
    return ExitOk;
}

}  // namespace kinedit::cli
