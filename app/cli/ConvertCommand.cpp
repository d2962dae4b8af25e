// kinedit-cli convert: the lossless round trip (and, as formats land,
// conversion between them).
#include "Cli.h"

#include "formats/Format.h"
#include "formats/FormatRegistry.h"

#include <QFileInfo>
#include <QSaveFile>

namespace kinedit::cli {

int runConvert(const QStringList& args) {
    const Command& c = *findCommand(QStringLiteral("convert"));
    bool force = false, normalize = false, flatten = false;
    QStringList paths;
    for (const QString& a : args) {
        if (a == QLatin1String("--force")) force = true;
        else if (a == QLatin1String("--normalize")) normalize = true;
        else if (a == QLatin1String("--flatten")) flatten = true;
        else if (a.startsWith(QLatin1Char('-')) && a.size() > 1)
            return usageError(c, Cli::tr("unknown option '%1'").arg(a));
        else paths << a;
    }
    if (paths.size() != 2) return usageError(c, Cli::tr("expected IN and OUT"));
    const QString& in = paths[0];
    const QString& outPath = paths[1];

    CheckedFile f = checkFile(in);
    sortByLocation(f.diagnostics);
    for (const Diagnostic& d : f.diagnostics) err(d.toText());
    if (!f.readable()) return ExitUsage;

    // Same format: by the format OUT's extension names, else by extension.
    const Format* target = FormatRegistry::instance().byExtension(outPath);
    const bool sameFormat =
        target ? target == f.format
               : QFileInfo(in).suffix().compare(QFileInfo(outPath).suffix(), Qt::CaseInsensitive) == 0;
    if (!sameFormat) {
        err(Cli::tr("kinedit-cli convert: converting %1 to %2 is not available")
                .arg(f.format ? f.format->displayName() : QFileInfo(in).suffix(),
                     target ? target->displayName() : QFileInfo(outPath).suffix()));
        return ExitUsage;
    }
    if (hasErrors(f.diagnostics) && !force) {
        err(Cli::tr("kinedit-cli convert: %1 has errors; not written (--force writes it anyway)").arg(in));
        return ExitFailed;
    }
    if (normalize && f.format) {
        const int n = f.format->normalize(*f.doc);
        if (n > 0) err(Cli::tr("kinedit-cli convert: %n value(s) rewritten in the specification's form", nullptr, n));
    }
    QByteArray bytes = f.doc->toBytes();
    if (flatten && f.format) {
        Diagnostics problems;
        bytes = f.format->flatten(*f.doc, problems);
        sortByLocation(problems);
        for (const Diagnostic& d : problems)
            if (!f.diagnostics.contains(d)) err(d.toText());
        if (bytes.isEmpty()) {
            err(Cli::tr("kinedit-cli convert: %1 cannot be flattened; not written").arg(in));
            return ExitFailed;
        }
    }
    // Atomic: a failure leaves any existing OUT as it was.
    QSaveFile file(outPath);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        err(Cli::tr("kinedit-cli convert: cannot write %1: %2").arg(outPath, file.errorString()));
        return ExitUsage;
    }
    return ExitOk;
}

}  // namespace kinedit::cli
