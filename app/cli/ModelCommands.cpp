// kinedit-cli frames and info: the kinematic model of a file. The JSON shape
// is the contract every format fills in (see README, "kinedit-cli"):
//   frames: {"frames": [{"name", "kind", "parent", "pose": {"xyz", "quat_wxyz"}}],
//            "joints": [{"name", "type", "dof", "lower", "upper", "value"}]}
#include "Cli.h"

#include "formats/Format.h"
#include "formula/FormulaParser.h"

namespace kinedit::cli {

namespace {

struct ModelArgs {
    bool json = false;
    QString file;
    QList<QPair<QString, double>> set;  // --set NAME=VALUE, in order
};

// Returns ExitOk, or the exit code of a usage error (already printed).
int parseModelArgs(const Command& c, const QStringList& args, bool allowSet, ModelArgs& m) {
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (a == QLatin1String("--json")) {
            m.json = true;
        } else if (allowSet && (a == QLatin1String("--set") || a.startsWith(QLatin1String("--set=")))) {
            QString spec = a.mid(6);
            if (a == QLatin1String("--set")) {
                if (++i >= args.size()) return usageError(c, Cli::tr("--set needs NAME=VALUE"));
                spec = args[i];
            }
            const qsizetype eq = spec.lastIndexOf(QLatin1Char('='));
            if (eq <= 0) return usageError(c, Cli::tr("--set needs NAME=VALUE, got '%1'").arg(spec));
            const auto v = FormulaParser::formula(spec.mid(eq + 1));
            if (!v.ok())
                return usageError(c, Cli::tr("--set %1: %2").arg(spec, v.error->describe()));
            m.set.append({spec.left(eq), v.value});
        } else if (a.startsWith(QLatin1Char('-')) && a.size() > 1) {
            return usageError(c, Cli::tr("unknown option '%1'").arg(a));
        } else if (m.file.isEmpty()) {
            m.file = a;
        } else {
            return usageError(c, Cli::tr("expected one FILE"));
        }
    }
    if (m.file.isEmpty()) return usageError(c, Cli::tr("expected a FILE"));
    return ExitOk;
}

int runModelCommand(const char* name, const QStringList& args, bool allowSet) {
    const Command& c = *findCommand(QLatin1String(name));
    ModelArgs m;
    if (const int rc = parseModelArgs(c, args, allowSet, m); rc != ExitOk) return rc;
    CheckedFile f = checkFile(m.file);
    sortByLocation(f.diagnostics);
    if (!f.readable()) {
        for (const Diagnostic& d : f.diagnostics) err(d.toText());
        return ExitUsage;
    }
    // No format compiles into the kinematics engine yet; each format issue
    // connects its compiler here.
    err(Cli::tr("kinedit-cli %1: %2: no kinematic model: %3")
            .arg(QLatin1String(name), m.file,
                 f.format ? Cli::tr("the %1 format has no compiler yet").arg(f.format->displayName())
                          : Cli::tr("no robot format recognised this file")));
    return ExitUsage;
}

}  // namespace

int runFrames(const QStringList& args) { return runModelCommand("frames", args, true); }
int runInfo(const QStringList& args) { return runModelCommand("info", args, false); }

}  // namespace kinedit::cli
