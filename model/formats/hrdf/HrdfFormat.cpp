#include "HrdfFormat.h"

#include "HrdfRobot.h"

#include <QFileInfo>

namespace kinedit {

int HrdfFormat::recognize(const XmlDocument& doc, const QString& path) const {
    const XmlElement* root = doc.root();
    const bool ext = QFileInfo(path).suffix().compare(QLatin1String("hrdf"), Qt::CaseInsensitive) == 0;
    if (ext) return 100;
    if (!root || root->name() != QLatin1String("robot") || root->hasAttribute(u"name")) return 0;
    // HEBI elements under a <robot> without a name.
    for (const char* e : {"actuator", "bracket", "rigid-body", "end-effector"})
        if (root->firstChildElement(QString::fromLatin1(e))) return 70;
    if (const XmlElement* link = root->firstChildElement(u"link"); link && link->hasAttribute(u"type")) return 70;
    return 0;
}

void HrdfFormat::validate(const XmlDocument& doc, Diagnostics& out) const {
    const std::unique_ptr<HrdfRobot> robot = readHrdf(doc, out);
    checkHrdf(*robot, out);
}

}  // namespace kinedit
