#include "Format.h"

#include "schema/Schema.h"
#include "xml/XmlNode.h"

#include <QCoreApplication>

namespace kinedit {

namespace {
struct FormatText {
    Q_DECLARE_TR_FUNCTIONS(Format)
};
}  // namespace

const ElementSchema* Format::elementSchema(const XmlElement& e) const {
    const Schema* s = schema();
    return s ? s->element(e.name()) : nullptr;
}

const ElementSchema* Format::childSchema(const XmlElement& parent, const QString& name) const {
    Q_UNUSED(parent);
    const Schema* s = schema();
    return s ? s->element(name) : nullptr;
}

QByteArray Format::flatten(const XmlDocument& doc, Diagnostics& out) const {
    Q_UNUSED(doc);
    Diagnostic d;
    d.code = QStringLiteral("CLI-E001");
    d.message = FormatText::tr("%1 files have no includes to flatten").arg(displayName());
    out.append(d);
    return {};
}

}  // namespace kinedit
