// kinedit-cli diff: the semantic diff of two robot files (model/diff),
// of any formats Kinedit compiles; and, with --git, git's external diff
// driver (diff.<driver>.command), the old version's includes and meshes
// resolved from the file's place in the work tree.
#include "Cli.h"
#include "DiffLoading.h"
#include "ModelLoading.h"

#include "diff/DiffReport.h"
#include "kinematics/Kinematics.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

#include <cmath>

namespace kinedit::cli {

namespace {

struct DiffArgs {
    bool json = false, git = false;
    DiffTolerance tolerance;
    QList<QPair<QString, double>> set;
    QStringList files, bothArgs, oldArgs, newArgs;
    QString as;  // --as PATH: both files checked as if at PATH (git difftool's $MERGED)
};

int parseDiffArgs(const Command& c, const QStringList& args, DiffArgs& d) {
    ModelArgs m;  // --set and --json as every model command takes them
    const ExtraOption options = [&](const QStringList& a, int& i) {
        const QString& o = a[i];
        if (o == QLatin1String("--git")) {
            d.git = true;
            return int(ExitOk);
        }
        if (o == QLatin1String("--tol-m") || o == QLatin1String("--tol-rad")) {
            bool ok = false;
            const double v = i + 1 < a.size() ? a[i + 1].toDouble(&ok) : 0;
            if (!ok || !(v >= 0) || !std::isfinite(v)) return usageError(c, Cli::tr("%1 needs a number of zero or more").arg(o));
            (o == QLatin1String("--tol-m") ? d.tolerance.meters : d.tolerance.radians) = v;
            ++i;
            return int(ExitOk);
        }
        if (o == QLatin1String("--as")) {
            if (i + 1 >= a.size()) return usageError(c, Cli::tr("--as needs a PATH"));
            d.as = a[++i];
            return int(ExitOk);
        }
        if (o == QLatin1String("--old-arg") || o == QLatin1String("--new-arg")) {
            if (i + 1 >= a.size() || !a[i + 1].contains(QLatin1String(":="))) return usageError(c, Cli::tr("%1 needs NAME:=VALUE").arg(o));
            (o == QLatin1String("--old-arg") ? d.oldArgs : d.newArgs) << a[++i];
            return int(ExitOk);
        }
        if (!o.startsWith(QLatin1Char('-')) && !isXacroArgument(o)) {  // every positional argument
            d.files << o;
            return int(ExitOk);
        }
        return -1;
    };
    QStringList withFile = args;
    withFile << QStringLiteral("-");  // parseModelArgs wants a FILE: the files are collected above
    if (const int rc = parseModelArgs(c, withFile, true, m, options); rc != ExitOk) return rc;
    d.json = m.json;
    d.set = m.set;
    d.bothArgs = m.xacroArgs;
    const int expected = d.git ? 7 : 2;
    if (d.files.size() != expected)
        return usageError(c, d.git ? Cli::tr("--git expects the seven arguments git passes: PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE "
                                             "NEW-HEX NEW-MODE")
                                   : Cli::tr("expected OLD and NEW"));
    return ExitOk;
}

// The states compared: the file's configuration, then the --set values.
struct States {
    std::vector<std::unique_ptr<kin::Data>> held;
    std::vector<std::pair<const kin::Data*, const kin::Data*>> pairs;
    QStringList names;
};

int makeStates(const Command& c, const DiffArgs& d, const DiffSide& o, const DiffSide& n, States& s) {
    s.pairs.push_back({o.check.data.get(), n.check.data.get()});
    s.names << QString();
    if (d.set.isEmpty()) return ExitOk;
    QStringList text;
    for (const auto& [name, value] : d.set) text << QStringLiteral("%1=%2").arg(name).arg(value);
    for (const DiffSide* side : {&o, &n}) {
        auto data = std::make_unique<kin::Data>(*side->check.data);
        Diagnostics warnings;
        const QString problem = applySettings(*side->check.model, *data, d.set, side->shown, warnings);
        for (const Diagnostic& w : warnings) err(w.toText());
        if (!problem.isEmpty()) {
            err(Cli::tr("kinedit-cli %1: --set: %2: %3").arg(QLatin1String(c.name), side->shown, problem));
            return ExitUsage;
        }
        kin::forwardKinematics(*side->check.model, *data, data->q);
        s.held.push_back(std::move(data));
    }
    s.pairs.push_back({s.held[0].get(), s.held[1].get()});
    s.names << QStringLiteral("--set ") + text.join(QLatin1Char(' '));
    return ExitOk;
}

void print(const DiffArgs& d, const ModelDiff& diff, const QString& oldName, const QString& newName) {
    if (d.json) {
        QJsonObject o = diffJson(diff, d.tolerance);
        o.insert(QStringLiteral("old"), oldName);
        o.insert(QStringLiteral("new"), newName);
        out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
        return;
    }
    for (const QString& line : diffLines(diff, d.tolerance)) out(line);
}

int runGitDiff(const Command& c, const DiffArgs& d) {
    const QString path = d.files[0], oldFile = d.files[1], newFile = d.files[4];
    out(QStringLiteral("kinedit diff a/%1 b/%1").arg(path));
    const QString devNull = QStringLiteral("/dev/null");
    if (oldFile == devNull || newFile == devNull) {
        out(oldFile == devNull ? Cli::tr("new file") : Cli::tr("deleted file"));
        return ExitOk;  // git stops on any other exit code
    }
    // Both versions checked as if at PATH, so includes and meshes resolve from there.
    const QString place = QDir::current().absoluteFilePath(path);
    DiffSide o, n;
    const int ro = loadDiffSide(c, oldFile, place, xacroArguments(d.bothArgs + d.oldArgs), o);
    const int rn = loadDiffSide(c, newFile, place, xacroArguments(d.bothArgs + d.newArgs), n);
    if (ro != ExitOk || rn != ExitOk) {
        out(Cli::tr("not compared: a version could not be read (see above)"));
        return ExitOk;
    }
    States s;
    if (makeStates(c, d, o, n, s) != ExitOk) return ExitOk;
    const ModelDiff diff =
        diffModels(*o.check.model, *n.check.model, s.pairs, s.names, d.tolerance, frameCuts(o.check.format, n.check.format));
    print(d, diff, QStringLiteral("a/") + path, QStringLiteral("b/") + path);
    return ExitOk;
}

}  // namespace

int runDiff(const QStringList& args) {
    const Command& c = *findCommand(QStringLiteral("diff"));
    DiffArgs d;
    if (const int rc = parseDiffArgs(c, args, d); rc != ExitOk) return rc;
    if (d.git) return runGitDiff(c, d);
    DiffSide o, n;
    const QString place = d.as.isEmpty() ? QString() : QFileInfo(d.as).absoluteFilePath();
    const int ro = loadDiffSide(c, d.files[0], place, xacroArguments(d.bothArgs + d.oldArgs), o);
    const int rn = loadDiffSide(c, d.files[1], place, xacroArguments(d.bothArgs + d.newArgs), n);
    if (ro != ExitOk || rn != ExitOk) return ExitUsage;
    States s;
    if (const int rc = makeStates(c, d, o, n, s); rc != ExitOk) return rc;
    const ModelDiff diff =
        diffModels(*o.check.model, *n.check.model, s.pairs, s.names, d.tolerance, frameCuts(o.check.format, n.check.format));
    print(d, diff, d.files[0], d.files[1]);
    return diff.equal() ? ExitOk : ExitFailed;
}

}  // namespace kinedit::cli
