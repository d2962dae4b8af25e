#include "DiffLoading.h"

#include "diff/OtherVersion.h"
#include "formats/Format.h"
#include "geometry/LoadingMeshFacts.h"
#include "xml/XmlDocument.h"

#include <QFile>
#include <QFileInfo>

namespace kinedit::cli {

int loadDiffSide(const Command& c, const QString& file, const QString& place, const QHash<QString, QString>& xacroArgs, DiffSide& side) {
    const QString name = QLatin1String(c.name);
    side.shown = place.isEmpty() ? file : place;
    const CheckInput input{.arguments = xacroArgs, .force = true, .meshes = std::make_shared<LoadingMeshFacts>()};
    Diagnostics read;
    if (place.isEmpty() || QFileInfo(file).absoluteFilePath() == QFileInfo(place).absoluteFilePath()) {
        CheckedFile f = checkFile(file, input);
        side.doc = std::move(f.doc);
        side.check = std::move(f.check);
        if (!side.doc) read = side.check.diagnostics;
    } else {
        QFile in(file);
        if (in.open(QIODevice::ReadOnly)) {
            OtherVersion v = checkVersionAt(in.readAll(), place, input);
            side.doc = std::move(v.doc);
            side.check = std::move(v.check);
            if (!side.doc) read = side.check.diagnostics;
        } else {
            read.append(fileDiagnostic(Severity::Error, QStringLiteral("XML-E019"), in.errorString(), file));
        }
    }
    if (!side.doc) {
        for (const Diagnostic& d : read) err(d.toText());
        return ExitUsage;
    }
    for (const Diagnostic& d : side.check.diagnostics)
        if (d.severity == Severity::Error) err(d.toText());
    if (!side.check.format || !side.check.format->hasKinematics()) {
        err(Cli::tr("kinedit-cli %1: %2: no kinematic model: %3")
                .arg(name, side.shown,
                     side.check.format ? Cli::tr("the %1 format has no compiler yet").arg(side.check.format->displayName())
                                       : Cli::tr("no robot format recognised this file")));
        return ExitUsage;
    }
    if (!side.check.model || !side.check.data) {
        err(Cli::tr("kinedit-cli %1: %2: no kinematic model: %3")
                .arg(name, side.shown, side.check.compileFailure.isEmpty() ? Cli::tr("it did not compile") : side.check.compileFailure));
        return ExitUsage;
    }
    return ExitOk;
}

}  // namespace kinedit::cli
