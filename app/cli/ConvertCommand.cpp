// kinedit-cli convert: the lossless round trip within a format, and export
// to another (URDF, SDFormat, TriP), validated on the way out (Conversion.h).
#include "Cli.h"

#include "export/Conversion.h"
#include "formats/Format.h"
#include "formats/FormatRegistry.h"
#include "io/FileWriter.h"
#include "geometry/LoadingMeshFacts.h"
#include "geometry/MeshToStl.h"

#include <QFileInfo>

namespace kinedit::cli {

int runConvert(const QStringList& args) {
    const Command& c = *findCommand(QStringLiteral("convert"));
    bool force = false, normalize = false, flatten = false, copyMeshes = false;
    QStringList paths, xacroArgs;
    for (const QString& a : args) {
        if (a == QLatin1String("--force"))
            force = true;
        else if (isXacroArgument(a))
            xacroArgs << a;
        else if (a == QLatin1String("--normalize"))
            normalize = true;
        else if (a == QLatin1String("--flatten"))
            flatten = true;
        else if (a == QLatin1String("--copy-meshes"))
            copyMeshes = true;
        else if (a.startsWith(QLatin1Char('-')) && a.size() > 1)
            return usageError(c, Cli::tr("unknown option '%1'").arg(a));
        else
            paths << a;
    }
    if (paths.size() != 2) return usageError(c, Cli::tr("expected IN and OUT"));
    const QString& in = paths[0];
    const QString& outPath = paths[1];
    // Checked without compiling: an export compiles as it converts.
    CheckedFile file =
        checkFile(in, {.arguments = xacroArguments(xacroArgs), .compile = false, .meshes = std::make_shared<LoadingMeshFacts>()});
    for (const Diagnostic& d : file.check.diagnostics) err(d.toText());
    if (!file.readable()) return unreadFileExit(file.check.diagnostics);
    const Format* format = file.check.format;
    const Diagnostics& found = file.check.diagnostics;

    const Format* target = FormatRegistry::instance().exporterFor(outPath);
    if (!target) target = FormatRegistry::instance().byExtension(outPath);
    // The same extension is always a copy of the document (byte for byte,
    // whatever Kinedit thinks of the file, with --force if it has errors).
    const bool sameFormat =
        QFileInfo(in).suffix().compare(QFileInfo(outPath).suffix(), Qt::CaseInsensitive) == 0 || (target && target == format);
    // A generated format (xacro -> URDF): the expansion, as written.
    if (!sameFormat && format && target && format->generator() && format->generator()->expandsTo() == target->id()) {
        if (normalize || flatten) return usageError(c, Cli::tr("--normalize and --flatten are for a file of the same format"));
        Diagnostics problems;
        const QByteArray bytes = format->flatten(*file.doc, problems, file.check.state.get());
        for (const Diagnostic& d : problems)
            if (!found.contains(d)) err(d.toText());
        if (bytes.isEmpty()) {
            err(Cli::tr("kinedit-cli convert: %1 not written").arg(outPath));
            return ExitFailed;
        }
        QString why;
        if (!writeFileAtomically(outPath, bytes, &why)) {
            err(Cli::tr("kinedit-cli convert: cannot write %1: %2").arg(outPath, why));
            return ExitUsage;
        }
        return ExitOk;
    }
    if (!sameFormat && format && isExportTarget(outPath)) {
        if (normalize || flatten) return usageError(c, Cli::tr("--normalize and --flatten are for a file of the same format"));
        // Export: the source's problems were printed above; the export's follow.
        const Conversion conversion = convertDocument(*file.doc, *format, outPath, {force, copyMeshes, meshToStl, file.check.state});
        Diagnostics more;
        for (const Diagnostic& d : conversion.diagnostics)
            if (!found.contains(d)) more.append(d);
        for (const Diagnostic& d : more) err(d.toText());
        if (!conversion.ok()) {
            err(Cli::tr("kinedit-cli convert: %1 not written").arg(outPath));
            return ExitFailed;
        }
        QString why;
        if (!writeConversion(conversion, outPath, &why)) {
            err(Cli::tr("kinedit-cli convert: %1").arg(why));
            return ExitUsage;
        }
        err(Cli::tr("kinedit-cli convert: %1 written as %2; %3 frame pose(s) checked against the source, largest position difference "
                    "%4 m, largest rotation difference %5 rad")
                .arg(outPath, conversion.target)
                .arg(conversion.framesChecked)
                .arg(conversion.largestPosition, 0, 'g', 2)
                .arg(conversion.largestAngle, 0, 'g', 2));
        if (conversion.tendonsChecked > 0)
            err(Cli::tr("kinedit-cli convert: %1 tendon length(s) checked against the source, largest difference %2 m")
                    .arg(conversion.tendonsChecked)
                    .arg(conversion.largestTendon, 0, 'g', 2));
        return ExitOk;
    }
    if (!sameFormat) {
        err(Cli::tr("kinedit-cli convert: converting %1 to %2 is not available")
                .arg(format ? format->displayName() : QFileInfo(in).suffix(),
                     target ? target->displayName() : QFileInfo(outPath).suffix()));
        return ExitUsage;
    }
    if (hasErrors(found) && !force) {
        err(Cli::tr("kinedit-cli convert: %1 has errors; not written (--force writes it anyway)").arg(in));
        return ExitFailed;
    }
    if (normalize && format) {
        const int n = format->normalize(*file.doc);
        if (n > 0) err(Cli::tr("kinedit-cli convert: %n value(s) rewritten in the specification's form", nullptr, n));
    }
    QByteArray bytes = file.doc->toBytes();
    if (flatten && format) {
        Diagnostics problems;
        bytes = format->flatten(*file.doc, problems, file.check.state.get());
        sortByLocation(problems);
        for (const Diagnostic& d : problems)
            if (!found.contains(d)) err(d.toText());
        if (bytes.isEmpty()) {
            err(Cli::tr("kinedit-cli convert: %1 cannot be flattened; not written").arg(in));
            return ExitFailed;
        }
    }
    // Atomic: a failure leaves any existing OUT as it was.
    QString why;
    if (!writeFileAtomically(outPath, bytes, &why)) {
        err(Cli::tr("kinedit-cli convert: cannot write %1: %2").arg(outPath, why));
        return ExitUsage;
    }
    return ExitOk;
}

}  // namespace kinedit::cli
