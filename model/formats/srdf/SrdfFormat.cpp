#include "SrdfFormat.h"

#include "SrdfCodes.h"
#include "SrdfCollisionPairs.h"
#include "SrdfCompanion.h"
#include "SrdfReading.h"
#include "SrdfRules.h"
#include "SrdfSchema.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace kinedit {

namespace {
struct SrdfText {
    Q_DECLARE_TR_FUNCTIONS(SrdfFormat)
};
using T = SrdfText;
}  // namespace

const Schema* SrdfFormat::schema() const { return &srdfSchema(); }

const ElementSchema* SrdfFormat::elementSchema(const XmlElement& e) const { return srdfElementSchema(e); }

const ElementSchema* SrdfFormat::childSchema(const XmlElement& parent, const QString& name) const {
    if (parent.name() == QLatin1String("group_state") && name == QLatin1String("joint")) return &srdfStateJointSchema();
    return srdfSchema().element(name);
}

int SrdfFormat::recognize(const XmlDocument& doc, const QString& path) const {
    const XmlElement* root = doc.root();
    const bool extension = extensions().contains(QFileInfo(path).suffix().toLower());
    if (!root || root->name() != QLatin1String("robot")) return extension ? 20 : 0;
    if (extension) return 100;
    // A <robot> of SRDF elements only (no URDF <link> or <joint>).
    if (root->firstChildElement(u"link") || root->firstChildElement(u"joint")) return 0;
    for (const char* tag : {"group", "disable_collisions", "virtual_joint", "group_state", "end_effector"})
        if (root->firstChildElement(QString::fromLatin1(tag))) return 85;
    return 0;
}

void SrdfFormat::validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state) const {
    Q_UNUSED(state);
    const XmlElement* root = doc.root();
    if (!root) return;
    if (root->name() != QLatin1String("robot")) {
        out.append(diagnosticAt(doc, root, {}, Severity::Error, srdfcode::NotRobot,
                                T::tr("an SRDF's root is <robot>, not <%1>").arg(root->name())));
        return;
    }
    checkSrdfSchema(doc, out);
    srdf::checkAlone(doc, srdf::read(doc), out);
}

QString SrdfFormat::findCompanion(const XmlDocument& doc, QString* why) const {
    // A document not saved yet lies nowhere: nothing is beside it.
    if (doc.fileName().isEmpty()) return {};
    const QString name = doc.root() ? doc.root()->attribute(u"name").trimmed() : QString();
    return srdf::findCompanion(doc.fileName(), name, why);
}

Diagnostic SrdfFormat::withoutCompanion(const XmlDocument& doc, bool found, const QString& path, const QString& why) const {
    const XmlElement* root = doc.root();
    if (!found)
        return diagnosticAt(doc, root, {}, Severity::Warning, srdfcode::NoCompanion,
                            T::tr("no URDF found for this SRDF (looked at: %1); its link, joint and limit names are not checked "
                                  "(kinedit-cli: --urdf FILE)")
                                .arg(why.isEmpty() ? T::tr("nothing") : why));
    return diagnosticAt(doc, root, {}, Severity::Warning, srdfcode::CompanionBroken,
                        T::tr("the URDF %1 did not compile (%2); this SRDF's names are not checked").arg(path, why));
}

void SrdfFormat::checkAgainst(const XmlDocument& doc, const kin::Model& model, const XmlDocument& companion, Diagnostics& out) const {
    const QString urdfName = companion.root() ? companion.root()->attribute(u"name").trimmed() : QString();
    srdf::checkAgainstRobot(doc, srdf::read(doc), model, urdfName, out);
}

std::vector<CompanionChecker::CollisionPair> SrdfFormat::disabledPairs(const XmlDocument& doc) const { return srdf::disabledPairs(doc); }

QByteArray SrdfFormat::withDisabledPairs(const XmlDocument* doc, const QString& robotName, const std::vector<CollisionPair>& pairs) const {
    return doc ? srdf::withDisabledPairs(*doc, pairs) : srdf::newSrdf(robotName, pairs);
}

}  // namespace kinedit
