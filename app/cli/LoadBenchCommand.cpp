// kinedit-cli bench load and kinedit-cli generate: the performance
// benchmarks of reading large robots (parse, checks, compile into the
// engine), and the large robots to read (bench/RobotGenerator.h).
#include "BenchSupport.h"
#include "Cli.h"

#include "bench/RobotGenerator.h"
#include "formats/Format.h"
#include "formats/FormatRegistry.h"
#include "kinematics/Model.h"
#include "xml/XmlDocument.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <vector>

namespace kinedit::cli {

int benchLoadCommand(const Command& c, const QStringList& args) {
    QString file;
    QStringList xacroArgs;
    int repeat = 10;
    bool json = false;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        bool ok = true;
        if (a == QLatin1String("--json"))
            json = true;
        else if (isXacroArgument(a))
            xacroArgs << a;
        else if (a == QLatin1String("--repeat") && i + 1 < args.size())
            repeat = args[++i].toInt(&ok);
        else if (a.startsWith(QLatin1Char('-')))
            return usageError(c, Cli::tr("unknown option '%1'").arg(a));
        else if (file.isEmpty())
            file = a;
        else
            return usageError(c, Cli::tr("expected one FILE"));
        if (!ok || repeat < 1) return usageError(c, Cli::tr("--repeat needs a positive number"));
    }
    if (file.isEmpty()) return usageError(c, Cli::tr("expected FILE"));
    // Compiled even with errors, as far as the compiler gets (as before the one check).
    const CheckInput input{.arguments = xacroArguments(xacroArgs), .force = true};
    std::vector<double> loadMs, validateMs, compileMs, inertialMs;
    int elements = 0, frames = 0, errors = 0;
    const Format* format = nullptr;
    for (int r = 0; r < repeat; ++r) {
        // Each run from the file on disk: parse, the document check (the
        // format's rules with its includes, the compile into the engine and
        // its loops closed).
        const CheckedFile f = checkFile(file, input);
        loadMs.push_back(f.readMs);
        if (!f.readable() || !f.doc->root()) {
            for (const Diagnostic& x : f.check.diagnostics) err(x.toText());
            return f.readable() ? ExitFailed : unreadFileExit(f.check.diagnostics);
        }
        format = f.check.format;
        if (!format) {
            err(Cli::tr("kinedit-cli bench load: not a format Kinedit knows"));
            return ExitUsage;
        }
        validateMs.push_back(f.check.ms.validate);
        compileMs.push_back(f.check.ms.compile + f.check.ms.loops + f.check.ms.inertial);
        inertialMs.push_back(f.check.ms.inertial);
        const XmlDocument* doc = f.doc.get();
        const kin::Model* model = f.check.model.get();
        const Diagnostics& d = f.check.diagnostics;
        elements = countElements(doc->top());
        frames = model ? int(model->frames().size()) : 0;
        errors = countSeverity(d, Severity::Error);
    }
    if (json) {
        QJsonObject o;
        o.insert(QStringLiteral("file"), file);
        o.insert(QStringLiteral("format"), format->id());
        o.insert(QStringLiteral("elements"), elements);
        o.insert(QStringLiteral("frames"), frames);
        o.insert(QStringLiteral("errors"), errors);
        o.insert(QStringLiteral("repeat"), repeat);
        o.insert(QStringLiteral("load_ms_median"), median(loadMs));
        o.insert(QStringLiteral("validate_ms_median"), median(validateMs));
        o.insert(QStringLiteral("compile_ms_median"), median(compileMs));
        o.insert(QStringLiteral("inertial_ms_median"), median(inertialMs));  // the inertial checks (part of compile)
        o.insert(QStringLiteral("peak_memory_mib"), peakMemoryMiB());
        out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        out(Cli::tr("%1 (%2): %3 elements in the file, %4 frames, %5 error(s); %6 runs")
                .arg(file, format->displayName())
                .arg(elements)
                .arg(frames)
                .arg(errors)
                .arg(repeat));
        out(Cli::tr("median: parse %1 ms, checks %2 ms, compile %3 ms; peak memory %4 MiB")
                .arg(median(loadMs), 0, 'f', 2)
                .arg(median(validateMs), 0, 'f', 2)
                .arg(median(compileMs), 0, 'f', 2)
                .arg(peakMemoryMiB(), 0, 'f', 1));
    }
    return errors > 0 ? ExitFailed : ExitOk;  // the figures are printed all the same
}

int runGenerate(const QStringList& args) {
    const Command& c = *findCommand(QStringLiteral("generate"));
    QString format, dir;
    int n = 20, m = 50;
    bool nested = false;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        bool ok = true;
        if (a == QLatin1String("--nested"))
            nested = true;
        else if (a == QLatin1String("-n") && i + 1 < args.size())
            n = args[++i].toInt(&ok);
        else if (a == QLatin1String("-m") && i + 1 < args.size())
            m = args[++i].toInt(&ok);
        else if (a.startsWith(QLatin1Char('-')))
            return usageError(c, Cli::tr("unknown option '%1'").arg(a));
        else if (format.isEmpty())
            format = a;
        else if (dir.isEmpty())
            dir = a;
        else
            return usageError(c, Cli::tr("expected FORMAT and DIR"));
        if (!ok || n < 1 || m < 1 || n > 100000 || m > 100000) return usageError(c, Cli::tr("-n and -m need 1 to 100000"));
    }
    if (dir.isEmpty()) return usageError(c, Cli::tr("expected FORMAT and DIR"));
    const bench::GeneratedRobot r = bench::generateRobot(format, dir, n, m, nested);
    if (r.file.isEmpty()) {
        err(Cli::tr("kinedit-cli generate: %1").arg(r.error));
        return ExitUsage;
    }
    out(r.file);
    return ExitOk;
}

}  // namespace kinedit::cli
