#include "SdfFormat.h"

#include "formats/PoseText.h"
#include "xml/XmlDocument.h"

#include <QFileInfo>

namespace kinedit {

int SdfFormat::recognize(const XmlDocument& doc, const QString& path) const {
    const XmlElement* root = doc.root();
    if (!root || root->name() != QLatin1String("sdf")) return 0;
    return extensions().contains(QFileInfo(path).suffix().toLower()) ? 100 : 90;
}

QString SdfFormat::poseText(const Eigen::Isometry3d& pose) const {
    return QStringLiteral("<pose>%1 %2</pose>").arg(poseTranslation(pose), poseFixedXYZ(pose));
}

}  // namespace kinedit
