#include "HrdfFormat.h"

#include "formats/PoseText.h"

#include "HrdfRobot.h"
#include "HrdfSchema.h"

#include <QFileInfo>

namespace kinedit {

const Schema* HrdfFormat::schema() const { return &hrdfSchema(); }

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

HrdfFormat::HrdfFormat() = default;
HrdfFormat::~HrdfFormat() = default;

void HrdfFormat::validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state) const {
    Diagnostics found;
    std::unique_ptr<HrdfRobot> robot = readHrdf(doc, found);
    checkHrdf(*robot, found);
    out.append(found);
    // Only a reading compile() can use: with errors it builds nothing, and
    // the reading (included documents and all) would stay until the next.
    if (!hasErrors(found) && robot->valid) keepReading(state, this, doc, std::move(robot), found);
}

}  // namespace kinedit

namespace kinedit {

// The writer's rule: enum values in the spec's case (the spec's
// "Implementation note" on enums).
int HrdfFormat::normalize(XmlDocument& doc) const {
    int changed = 0;
    std::vector<XmlElement*> stack;
    if (doc.root()) stack.push_back(doc.root());
    while (!stack.empty()) {
        XmlElement* e = stack.back();
        stack.pop_back();
        if (const ElementSchema* s = hrdfSchema().element(e->name())) {
            for (int i = 0; i < e->attributeCount(); ++i) {
                const AttributeSchema* a = s->attribute(e->attributeAt(i).name);
                if (!a || a->type != ValueType::Enum) continue;
                bool caseDiffers = false;
                const EnumValue* v = a->findValue(e->attributeAt(i).value.trimmed(), &caseDiffers);
                if (v && caseDiffers) {
                    doc.setAttribute(e, a->name, v->value);
                    ++changed;
                }
            }
        }
        for (XmlElement* c : e->elements()) stack.push_back(c);
    }
    return changed;
}

QString HrdfFormat::poseText(const Eigen::Isometry3d& pose) const {
    return QStringLiteral("trans=\"%1\" rot=\"%2\"").arg(poseTranslation(pose), poseRotationRows(pose));
}

}  // namespace kinedit
