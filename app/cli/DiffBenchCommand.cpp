// kinedit-cli bench diff: kinedit-cli diff's work on two generated URDF
// chains of N links, one joint moved 3 mm in the second: reading and
// checking both (the document check, compile included), then the diff.
#include "BenchSupport.h"
#include "Cli.h"

#include "diff/ModelDiff.h"
#include "xml/XmlDocument.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

namespace kinedit::cli {

namespace {

// The chain with joint j moved 3 mm along z (0.1 -> 0.103).
QByteArray movedJoint(const QByteArray& urdf, int j) {
    QByteArray t = urdf;
    const qsizetype at = t.indexOf("<joint name=\"j" + QByteArray::number(j) + "\"");
    const QByteArray from = "<origin xyz=\"0 0 0.1\"/>";
    const qsizetype origin = t.indexOf(from, at);
    return t.replace(origin, from.size(), "<origin xyz=\"0 0 0.103\"/>");
}

}  // namespace

int benchDiffCommand(const Command& c, const QStringList& args) {
    int links = 1000, runs = 20;
    bool json = false;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        bool ok = true;
        if (a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("--links") && i + 1 < args.size())
            links = args[++i].toInt(&ok);
        else if (a == QLatin1String("--runs") && i + 1 < args.size())
            runs = args[++i].toInt(&ok);
        else
            return usageError(c, Cli::tr("unknown option '%1'").arg(a));
        if (!ok || links < 2 || runs < 1) return usageError(c, Cli::tr("%1 needs a positive number").arg(a));
    }
    const QByteArray oldBytes = generatedUrdf(links), newBytes = movedJoint(oldBytes, links / 2);
    std::vector<double> loadMs, diffMs, totalMs;
    ModelDiff diff;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        Diagnostics read;
        const auto oldDoc = XmlDocument::fromBytes(oldBytes, QStringLiteral("old.urdf"), &read);
        const auto newDoc = XmlDocument::fromBytes(newBytes, QStringLiteral("new.urdf"), &read);
        const DocumentCheck o = checkDocument(*oldDoc, {.force = true}), n = checkDocument(*newDoc, {.force = true});
        if (!o.model || !n.model) return ExitFailed;
        loadMs.push_back(t.nsecsElapsed() / 1e6);
        QElapsedTimer d;
        d.start();
        diff = diffModels(*o.model, *n.model, {{o.data.get(), n.data.get()}}, {QString()});
        diffMs.push_back(d.nsecsElapsed() / 1e6);
        totalMs.push_back(t.nsecsElapsed() / 1e6);
    }
    const int moved = diff.poses.empty() ? 0 : int(diff.poses.front().moved.size());
    if (json) {
        const QJsonObject o{{QStringLiteral("links"), links},
                            {QStringLiteral("runs"), runs},
                            {QStringLiteral("changes"), int(diff.changes.size())},
                            {QStringLiteral("frames_moved"), moved},
                            {QStringLiteral("read_check_ms_median"), median(loadMs)},
                            {QStringLiteral("diff_ms_median"), median(diffMs)},
                            {QStringLiteral("total_ms_median"), median(totalMs)}};
        out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        out(Cli::tr("two URDF chains of %1 links, one joint moved 3 mm: %2 change(s), %3 frame(s) moved; %4 runs")
                .arg(links)
                .arg(diff.changes.size())
                .arg(moved)
                .arg(runs));
        out(Cli::tr("median: read and check both %1 ms, diff %2 ms, total %3 ms")
                .arg(median(loadMs), 0, 'f', 3)
                .arg(median(diffMs), 0, 'f', 3)
                .arg(median(totalMs), 0, 'f', 3));
    }
    return ExitOk;
}

}  // namespace kinedit::cli
