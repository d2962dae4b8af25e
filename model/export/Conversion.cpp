#include "Conversion.h"

#include "io/IncludedFileCache.h"

#include "check/DocumentCheck.h"

#include "ExportCheck.h"
#include "ExportCodes.h"
#include "ExportModel.h"
#include "MeshReferences.h"
#include "TripScript.h"
#include "formats/Format.h"
#include "formats/FormatRegistry.h"
#include "io/FileWriter.h"
#include "kinematics/Model.h"
#include "xml/NumberText.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QMap>

#include <algorithm>

namespace kinedit {

namespace {
struct ConversionText {
    Q_DECLARE_TR_FUNCTIONS(Conversion)
};
using T = ConversionText;

bool isTrip(const QString& path) { return QFileInfo(path).suffix().compare(QLatin1String("py"), Qt::CaseInsensitive) == 0; }

}  // namespace

QStringList exportTargets() {
    QStringList out;
    for (const auto& f : FormatRegistry::instance().formats())
        if (const FormatWriter* w = f->writer()) out << w->exportFilter();
    return out << T::tr("TriP Python script (*.py)");
}

bool isExportTarget(const QString& outPath) {
    if (isTrip(outPath)) return true;
    return FormatRegistry::instance().exporterFor(outPath) != nullptr;
}

Conversion convertDocument(const XmlDocument& doc, const Format& source, const QString& outPath, const ConversionOptions& options) {
    Conversion c;
    const QString file = doc.fileName();
    const Format* targetFormat = isTrip(outPath) ? nullptr : FormatRegistry::instance().exporterFor(outPath);
    const FormatWriter* target = targetFormat ? targetFormat->writer() : nullptr;
    c.target = targetFormat ? targetFormat->displayName() : QStringLiteral("TriP (Python)");
    if (!isTrip(outPath) && !target) {
        c.diagnostics.append(
            fileDiagnostic(Severity::Error, exportcode::CannotExport,
                           T::tr("cannot export to %1: Kinedit exports URDF (.urdf), SDFormat (.sdf), MJCF (.xml) and TriP scripts (.py)")
                               .arg(QFileInfo(outPath).fileName()),
                           file));
        return c;
    }
    // The source: checked, then compiled.
    const DocumentCheck checked =
        checkDocument(doc, {.format = &source, .state = options.state, .force = options.force, .filesRead = true});
    c.diagnostics = checked.diagnostics;
    if (hasErrors(c.diagnostics) && !options.force) {
        c.diagnostics.append(
            fileDiagnostic(Severity::Error, exportcode::SourceErrors,
                           T::tr("%1 has errors; not exported (force it to export anyway)").arg(QFileInfo(file).fileName()), file));
        return c;
    }
    const std::shared_ptr<const kin::Model> model = checked.model;
    if (!model) {
        c.diagnostics.append(
            fileDiagnostic(Severity::Error, exportcode::CannotExport, T::tr("no robot to export: the file does not compile"), file));
        return c;
    }
    if (model->frames().empty()) {
        c.diagnostics.append(
            fileDiagnostic(Severity::Error, exportcode::CannotExport, T::tr("nothing to export: the file has no links or bodies"), file));
        return c;
    }
    // Fitted to the target, and written.
    const auto holds = [&](kin::JointType t) { return target ? target->holdsJointType(t) : tripHasJointType(int(t)); };
    const auto closes = [&](kin::JointType t) { return target && target->closesLoopWith(t); };
    const std::string reservedRoot = target ? target->reservedRootName() : std::string();
    std::function<std::string(const std::string&)> rename;  // the target's name for a source name
    const auto targetName = [&](const std::string& n) { return rename ? rename(n) : n; };
    ExportModel fitted = exportModel(*model, holds, closes, c.target, file, c.diagnostics, reservedRoot);
    if (!fitted.model) return c;
    c.meshes = std::make_shared<MeshReferences>(outPath, options.copyMeshes, options.convertMesh);
    QStringList sourceMeshes;  // kept safe from the copies and conversions
    for (const kin::Visual& v : model->visuals())
        if (v.kind == kin::ShapeKind::Mesh) sourceMeshes << QString::fromStdString(v.mesh);
    c.meshes->protect(sourceMeshes);
    QString name = QFileInfo(file).completeBaseName();
    if (const XmlElement* root = doc.root(); root && root->hasAttribute(u"name")) name = root->attribute(u"name");
    if (const XmlElement* root = doc.root(); root)
        for (const XmlElement* child : root->elements())
            if (child->name() == QLatin1String("model") && child->hasAttribute(u"name")) name = child->attribute(u"name");
    name.replace(QLatin1String("::"), QLatin1String("__"));
    if (name.isEmpty()) name = QStringLiteral("robot");

    if (targetFormat == &source)
        c.diagnostics.append(fileDiagnostic(
            Severity::Warning, exportcode::NotCarried,
            T::tr("an export writes Kinedit's model of the robot, not the file: for a copy of the %1 file, use Save As").arg(c.target),
            file));
    // What the source and the files it includes say that no export carries.
    {
        QStringList parts;
        const auto add = [&](const XmlDocument& d, const Format& f, bool named) {
            for (const QString& part : f.uncarried(d))
                parts << (named ? T::tr("%1 in %2").arg(part, QFileInfo(d.fileName()).fileName()) : part);
        };
        add(doc, source, !checked.filesRead.isEmpty());
        for (const QString& f : checked.filesRead) {
            Diagnostics ignored;
            const std::shared_ptr<const XmlDocument> included =
                FormatRegistry::instance().byExtension(f) ? loadIncludedFile(f, &ignored) : nullptr;
            if (!included) continue;
            const Format* format = FormatRegistry::instance().detect(*included, f);
            add(*included, format ? *format : source, true);
        }
        if (!parts.isEmpty())
            c.diagnostics.append(fileDiagnostic(
                Severity::Warning, exportcode::NotCarried,
                T::tr("not exported (Kinedit's model of the robot has no place for them): %1").arg(parts.join(QStringLiteral(", "))),
                file));
    }
    if (!target && (!model->visuals().empty() || !model->inertials().empty()))
        c.diagnostics.append(
            fileDiagnostic(Severity::Warning, exportcode::NotCarried,
                           T::tr("a TriP robot is its transformations: the shapes, meshes and masses are not in the script"), file));
    // Skins: MJCF has them.
    if (!model->skins().empty() && !(target && target->holdsSkins())) {
        QStringList names;
        for (const kin::Skin& skin : model->skins()) names << QString::fromStdString(skin.name);
        c.diagnostics.append(fileDiagnostic(Severity::Warning, exportcode::NotCarried,
                                            T::tr("%1 has no skins: %n skin(s) not exported (%2)", nullptr, int(names.size()))
                                                .arg(c.target, names.join(QStringLiteral(", "))),
                                            file));
    }
    // Tendons: MJCF has them, unless a tendon's joints are split or its
    // frames left out.
    const auto tendonList = [](QStringList names) {
        const int count = int(names.size());
        if (count > 10)  // a composite's hundreds: the first ones
            names = names.mid(0, 8) << T::tr("%n more", nullptr, count - 8);
        return names.join(QStringLiteral(", "));
    };
    if (!model->tendons().empty() && !(target && target->holdsTendons())) {
        QStringList names;
        for (const kin::Tendon& t : model->tendons()) names << QString::fromStdString(t.name);
        c.diagnostics.append(fileDiagnostic(
            Severity::Warning, exportcode::NotCarried,
            T::tr("%1 has no tendons: %n tendon(s) not exported (%2)", nullptr, int(names.size())).arg(c.target, tendonList(names)), file));
    } else if (model->tendons().size() > fitted.model->tendons().size()) {
        QStringList names;
        for (const kin::Tendon& t : model->tendons())
            if (std::none_of(fitted.model->tendons().begin(), fitted.model->tendons().end(),
                             [&](const kin::Tendon& kept) { return kept.name == t.name; }))
                names << QString::fromStdString(t.name);
        c.diagnostics.append(fileDiagnostic(Severity::Warning, exportcode::NotCarried,
                                            T::tr("%n tendon(s) not exported: a joint they sum is split, or a frame on their path left "
                                                  "out, in the export (%1)",
                                                  nullptr, int(names.size()))
                                                .arg(tendonList(names)),
                                            file));
    }
    // Mimic joints: URDF has them; elsewhere the followers are free.
    QStringList followers;
    for (int j : fitted.model->mimicJoints()) followers << QString::fromStdString(fitted.model->joints()[size_t(j)].name);
    if (!followers.isEmpty() && !(target && target->holdsFollowers()))
        c.diagnostics.append(fileDiagnostic(Severity::Warning, exportcode::NotCarried,
                                            T::tr("%1 has no mimic joints: %2 are variables of their own there (set each to its leader's "
                                                  "value times the multiplier, plus the offset)")
                                                .arg(c.target, followers.join(QStringLiteral(", "))),
                                            file));
    QByteArray bytes;
    FrameComparison check;
    if (!target) {
        const auto trafos = tripTransformations(*fitted.model);
        bytes = tripScript(trafos, name, QFileInfo(file).fileName());
        check = compareTrip(model, fitted, trafos);  // evaluated as TriP does
    } else {
        ExportContext context{name, file, [&](const kin::Visual& v) { return c.meshes->reference(QString::fromStdString(v.mesh)); }, {}};
        context.convertedMesh = [&](const kin::Visual& v, int maxTriangles) {
            const MeshReferences::Converted m =
                c.meshes->converted({QString::fromStdString(v.mesh), QString::fromStdString(v.submesh), v.submeshCenter, maxTriangles});
            ExportContext::ConvertedMesh out{{}, m.problem, m.sourceTriangles, m.triangles};
            for (const auto& part : m.parts) out.parts.emplace_back(part.reference, part.rgba);
            return out;
        };
        Diagnostics writing;
        bytes = target->exportModel(*fitted.model, context, writing);
        bool scoped = false;
        for (const kin::Frame& f : model->frames()) scoped |= f.name.find("::") != std::string::npos;
        if (bytes.isEmpty() && scoped) {
            // Names scoped with '::' that the target cannot nest (TAMP's
            // grasps under their objects): '::' becomes '__' in every name.
            rename = [](const std::string& n) {
                std::string out = n;
                for (size_t at = out.find("::"); at != std::string::npos; at = out.find("::", at + 2)) out.replace(at, 2, "__");
                return out;
            };
            Diagnostics again;
            fitted = exportModel(*model, holds, closes, c.target, file, again, reservedRoot, rename);
            writing.clear();
            if (fitted.model) bytes = target->exportModel(*fitted.model, context, writing);
            if (!bytes.isEmpty())
                c.diagnostics.append(fileDiagnostic(Severity::Warning, exportcode::Renamed,
                                                    T::tr("%1 cannot nest these scopes (a frame hangs from one in another scope): '::' "
                                                          "is written '__' in every name")
                                                        .arg(c.target),
                                                    file));
        }
        c.diagnostics.append(writing);
        if (bytes.isEmpty()) return c;
        // Read back with Kinedit's own reader for the target (the meshes it
        // will copy or convert seen where they will be).
        const PlannedFilesScope planned(c.meshes->planned());
        Diagnostics back;
        auto written = XmlDocument::fromBytes(bytes, outPath, &back);
        std::shared_ptr<const kin::Model> reread;
        if (written) {
            DocumentCheck readBack = checkDocument(*written, {.format = targetFormat});
            // Mass properties carried over from the source are the source's
            // (checked there), not the writer's: the inertial checks' findings
            // are left out of the written file's.
            back.clear();
            for (Diagnostic& d : readBack.diagnostics)
                if (!d.code.startsWith(QLatin1String("PHYS-"))) back.append(std::move(d));
            reread = std::move(readBack.model);
        }
        if (hasErrors(back) || !reread) {
            for (const Diagnostic& d : back)
                if (d.severity == Severity::Error)
                    c.diagnostics.append(fileDiagnostic(Severity::Error, exportcode::ExportInvalid,
                                                        T::tr("the exported %1 does not validate: %2").arg(c.target, d.toText()), file));
            if (!reread && !hasErrors(back))
                c.diagnostics.append(fileDiagnostic(Severity::Error, exportcode::ExportInvalid,
                                                    T::tr("the exported %1 does not compile").arg(c.target), file));
            return c;
        }
        check = compareExport(model, fitted, reread, targetName);
        if (!check.jointsMatch) {
            c.diagnostics.append(fileDiagnostic(Severity::Error, exportcode::FramesDiffer,
                                                T::tr("the exported %1 has other joints than the source").arg(c.target), file));
            return c;
        }
        if (!check.missing.isEmpty())
            c.diagnostics.append(fileDiagnostic(Severity::Warning, exportcode::NotCarried,
                                                T::tr("%n frame(s) not in the export: %1", nullptr, int(check.missing.size()))
                                                    .arg(check.missing.join(QStringLiteral(", "))),
                                                file));
        if (!check.comFrames.isEmpty())
            c.diagnostics.append(fileDiagnostic(
                Severity::Warning, exportcode::NotCarried,
                T::tr("%n com frame(s) not in the export, their masses written as their links': %1", nullptr, int(check.comFrames.size()))
                    .arg(check.comFrames.join(QStringLiteral(", "))),
                file));
        if (!check.added.isEmpty())
            c.diagnostics.append(fileDiagnostic(
                Severity::Note, exportcode::FramesAdded,
                T::tr("%n frame(s) the export adds, which %1 needs to hold the source's frames: %2", nullptr, int(check.added.size()))
                    .arg(c.target, check.added.join(QStringLiteral(", "))),
                file));
        // Joints named otherwise in the target (SDFormat names a joint after the frame it moves).
        QStringList renamed;
        for (const kin::Joint& j : fitted.model->joints())
            if (j.frame >= 0 && j.dof() > 0 && reread->jointIndex(j.name) < 0)
                renamed << T::tr("'%1' as '%2'")
                               .arg(QString::fromStdString(j.name), QString::fromStdString(fitted.model->frames()[size_t(j.frame)].name));
        if (!renamed.isEmpty())
            c.diagnostics.append(
                fileDiagnostic(Severity::Warning, exportcode::Renamed,
                               T::tr("%1 names each joint after the frame it moves (links, joints and frames share one namespace "
                                     "there): %2")
                                   .arg(c.target, renamed.join(QStringLiteral(", "))),
                               file));
    }
    if (!check.initialsDropped.isEmpty())
        c.diagnostics.append(fileDiagnostic(
            Severity::Warning, exportcode::InitialsDropped,
            T::tr("the exported %1 cannot hold the initial positions of %n joint(s), which it opens elsewhere (compared with the "
                  "source there): %2",
                  nullptr, int(check.initialsDropped.size()))
                .arg(c.target, check.initialsDropped.join(QStringLiteral(", "))),
            file));
    c.framesChecked = check.checked;
    c.largestPosition = check.largestPosition;
    c.largestAngle = check.largestAngle;
    if (c.largestPosition > 1e-9 || c.largestAngle > 1e-9) {
        c.diagnostics.append(
            fileDiagnostic(Severity::Error, exportcode::FramesDiffer,
                           T::tr("the export's frames are up to %1 m and %2 rad away from the source's poses (1e-9 allowed)")
                               .arg(messageNumber(c.largestPosition, 1e-9), messageNumber(c.largestAngle, 1e-9)),
                           file));
        return c;
    }
    c.tendonsChecked = check.tendonsChecked;
    c.largestTendon = check.largestTendon;
    if (c.largestTendon > 1e-9) {
        c.diagnostics.append(fileDiagnostic(Severity::Error, exportcode::FramesDiffer,
                                            T::tr("the export's tendons are up to %1 m longer or shorter than the source's (1e-9 allowed)")
                                                .arg(messageNumber(c.largestTendon, 1e-9)),
                                            file));
        return c;
    }
    c.bytes = bytes;
    return c;
}

bool writeConversion(const Conversion& conversion, const QString& outPath, QString* error) {
    QString why;
    if (!writeFileAtomically(outPath, conversion.bytes, &why)) {
        if (error) *error = T::tr("cannot write %1: %2").arg(outPath, why);
        return false;
    }
    QStringList problems;
    if (conversion.meshes && !conversion.meshes->copyFiles(&problems)) {
        if (error) *error = problems.join(QLatin1Char('\n'));
        return false;
    }
    return true;
}

}  // namespace kinedit
