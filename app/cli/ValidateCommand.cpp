// kinedit-cli validate: diagnostics of every file, as compilers print them.
#include "Cli.h"

#include "formats/Format.h"
#include "geometry/LoadingMeshFacts.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace kinedit::cli {

namespace {

// Files no format recognised are still checked for well-formedness.
Diagnostic unrecognizedNote(const QString& path) {
    Diagnostic d;
    d.severity = Severity::Note;
    d.code = QStringLiteral("CLI-N001");
    d.message = Cli::tr("no robot format recognised this file; only its XML was checked");
    d.file = path;
    return d;
}

}  // namespace

int runValidate(const QStringList& args) {
    const Command& c = *findCommand(QStringLiteral("validate"));
    bool json = false;
    QStringList files, xacroArgs;
    QString companion;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("--urdf")) {
            if (++i >= args.size()) return usageError(c, Cli::tr("--urdf needs a FILE"));
            companion = args[i];
        } else if (isXacroArgument(a))
            xacroArgs << a;
        else if (a.startsWith(QLatin1Char('-')) && a.size() > 1)
            return usageError(c, Cli::tr("unknown option '%1'").arg(a));
        else
            files << a;
    }
    if (files.isEmpty()) return usageError(c, Cli::tr("expected at least one FILE"));
    const CheckInput input{.arguments = xacroArguments(xacroArgs), .meshes = std::make_shared<LoadingMeshFacts>(), .companion = companion};

    bool anyUnreadable = false, anyErrors = false;
    int errors = 0, warnings = 0;
    QJsonArray fileReports;
    for (const QString& path : files) {
        CheckedFile f = checkFile(path, input);
        Diagnostics& found = f.check.diagnostics;
        if (f.readable() && !f.check.format) {
            found.append(unrecognizedNote(path));
            sortByLocation(found);
        }
        if (!f.readable() && unreadFileExit(found) == ExitUsage) anyUnreadable = true;
        if (hasErrors(found)) anyErrors = true;
        errors += countSeverity(found, Severity::Error);
        warnings += countSeverity(found, Severity::Warning);
        if (json) {
            QJsonArray diags;
            for (const Diagnostic& d : found) diags.append(d.toJson());
            QJsonObject report;
            report.insert(QStringLiteral("file"), path);
            report.insert(QStringLiteral("readable"), f.readable());
            report.insert(QStringLiteral("format"), f.check.format ? QJsonValue(f.check.format->id()) : QJsonValue());
            report.insert(QStringLiteral("diagnostics"), diags);
            fileReports.append(report);
        } else {
            for (const Diagnostic& d : found) out(d.toText());
        }
    }
    if (json) {
        QJsonObject top;
        top.insert(QStringLiteral("files"), fileReports);
        top.insert(QStringLiteral("errors"), errors);
        top.insert(QStringLiteral("warnings"), warnings);
        out(QString::fromUtf8(QJsonDocument(top).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        err(Cli::tr("%n file(s) checked: ", nullptr, int(files.size())) + Cli::tr("%n error(s), ", nullptr, errors) +
            Cli::tr("%n warning(s)", nullptr, warnings));
    }
    if (anyUnreadable) return ExitUsage;
    return anyErrors ? ExitFailed : ExitOk;
}

}  // namespace kinedit::cli
