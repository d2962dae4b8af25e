// xacro: a link's inertial written as URDF writes it, into the element of
// the document that made it; refused where a macro makes it (a change
// there changes every link the macro makes) or its link's name is computed.
#include "XacroFormat.h"

#include "formats/urdf/UrdfInertial.h"
#include "kinematics/Model.h"
#include "xml/XmlDocument.h"
#include "xml/XmlNode.h"

#include <QCoreApplication>

namespace kinedit {

namespace {

struct T {
    Q_DECLARE_TR_FUNCTIONS(XacroFormat)
};

bool inMacro(const XmlElement* e) {
    for (; e; e = e->parentElement())
        if (e->name() == QLatin1String("xacro:macro")) return true;
    return false;
}

}  // namespace

InertialEdit XacroFormat::inertialEdit(const XmlDocument& doc, DocumentState* state, const QString& frame, const kin::Inertial* written,
                                       const MassProperties& p) const {
    if (written && !written->at.path.empty()) {
        QString where;
        const XmlElement* e = producingElement(doc, state, QString::fromStdString(written->at.path), &where);
        if (!e || e->name() != QLatin1String("inertial") || inMacro(e) || !e->parentElement())
            return {std::nullopt, where.isEmpty()
                                      ? T::tr("The inertial of '%1' is not written in this document: a macro or an included file "
                                              "makes it; change it there")
                                            .arg(frame)
                                      : T::tr("The inertial of '%1' is not written here: %2. Change it in the macro (a "
                                              "change there changes every link the macro makes)")
                                            .arg(frame, where)};
        return {elementTextEdit(doc, *e->parentElement(), e, urdfInertialLines(p)), {}};
    }
    int count = 0;
    const XmlElement* link = doc.root() ? namedElement(*doc.root(), u"link", frame, &count) : nullptr;
    if (!link || inMacro(link) || count > 1)
        return {std::nullopt,
                T::tr("The link '%1' is made by a macro or its name is computed: write its inertial where it is made").arg(frame)};
    return {elementTextEdit(doc, *link, nullptr, urdfInertialLines(p)), {}};
}

}  // namespace kinedit
