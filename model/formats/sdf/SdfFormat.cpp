#include "SdfFormat.h"

#include "SdfIncludes.h"
#include "SdfSchema.h"
#include "formats/PoseText.h"
#include "xml/XmlDocument.h"

#include <QFileInfo>

namespace kinedit {

const ElementSchema* SdfFormat::elementSchema(const XmlElement& e) const { return sdfElementSchema(e); }
const ElementSchema* SdfFormat::childSchema(const XmlElement& parent, const QString& name) const {
    return sdfElementSchema(parent, name);
}

QString SdfFormat::includedFile(const XmlElement& e, const QString& documentPath) const {
    const XmlElement* uri = e.name() == QLatin1String("include") ? e.firstChildElement(u"uri") : nullptr;
    return uri ? resolveIncludeUri(uri->text().trimmed(), documentPath).file : QString();
}

int SdfFormat::recognize(const XmlDocument& doc, const QString& path) const {
    const XmlElement* root = doc.root();
    if (!root || root->name() != QLatin1String("sdf")) return 0;
    return extensions().contains(QFileInfo(path).suffix().toLower()) ? 100 : 90;
}

QString SdfFormat::poseText(const Eigen::Isometry3d& pose) const {
    return QStringLiteral("<pose>%1 %2</pose>").arg(poseTranslation(pose), poseFixedXYZ(pose));
}

}  // namespace kinedit
