#include "SdfFormat.h"

#include "SdfIncludes.h"
#include "SdfSchema.h"
#include "formats/PoseText.h"
#include "xml/XmlDocument.h"

#include <QFileInfo>

namespace kinedit {

const ElementSchema* SdfFormat::elementSchema(const XmlElement& e) const { return sdfElementSchema(e); }
const ElementSchema* SdfFormat::childSchema(const XmlElement& parent, const QString& name) const { return sdfElementSchema(parent, name); }

QString SdfFormat::includedFile(const XmlElement& e, const QString& documentPath) const {
    const XmlElement* uri = e.name() == QLatin1String("include") ? e.firstChildElement(u"uri") : nullptr;
    return uri ? resolveIncludeUri(uri->text().trimmed(), documentPath).file : QString();
}

int SdfFormat::recognize(const XmlDocument& doc, const QString& path) const {
    const XmlElement* root = doc.root();
    const bool extension = extensions().contains(QFileInfo(path).suffix().toLower());
    // A .sdf or .world file whose root is not <sdf> is still claimed, weakly,
    // so that it gets SDFormat's located error (what root, what was meant).
    if (!root || root->name() != QLatin1String("sdf")) return extension ? 20 : 0;
    return extension ? 100 : 90;
}

QString SdfFormat::poseText(const Eigen::Isometry3d& pose) const {
    return QStringLiteral("<pose>%1 %2</pose>").arg(poseTranslation(pose), poseFixedXYZ(pose));
}

}  // namespace kinedit

#include "SdfModelWriter.h"
#include "export/ExportCodes.h"

#include <QCoreApplication>

namespace kinedit {

bool SdfFormat::holdsJointType(kin::JointType type) const { return sdfHasJointType(int(type)); }

QByteArray SdfFormat::exportModel(const kin::Model& model, const ExportContext& context, Diagnostics& out) const {
    QString why;
    SdfModelOptions options;
    options.inertials = true;
    options.meshUri = context.meshReference;
    QStringList adjusted;
    options.adjustedInertias = &adjusted;
    const QByteArray body = sdfModelText(model, context.robotName, "0 0 0 0 0 0", &why, options);
    if (!adjusted.isEmpty())
        out.append(fileDiagnostic(
            Severity::Warning, exportcode::NotCarried,
            QCoreApplication::translate("SdfFormat",
                                        "%n link(s) have an inertia no body can have (a zero or too large principal moment), "
                                        "which SDFormat rejects: written with the nearest one it accepts: %1",
                                        nullptr, int(adjusted.size()))
                .arg(adjusted.join(QStringLiteral(", "))),
            context.sourceFile));
    if (body.isEmpty()) {
        out.append(fileDiagnostic(Severity::Error, exportcode::CannotExport, why, context.sourceFile));
        return {};
    }
    return "<?xml version=\"1.0\"?>\n<!-- Exported by Kinedit -->\n<sdf version=\"1.8\">\n    " + body + "\n</sdf>\n";
}

QStringList SdfFormat::uncarried(const XmlDocument& doc) const {
    QStringList out =
        countedTags(doc, {QStringLiteral("sensor"), QStringLiteral("plugin"), QStringLiteral("light"), QStringLiteral("actor"),
                          QStringLiteral("surface"), QStringLiteral("dynamics"), QStringLiteral("audio_source"), QStringLiteral("battery"),
                          QStringLiteral("projector"), QStringLiteral("particle_emitter")});
    return out;
}

QString SdfFormat::exportFilter() const { return QCoreApplication::translate("Conversion", "SDFormat 1.8 (*.sdf)"); }

}  // namespace kinedit
