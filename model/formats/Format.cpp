#include "Format.h"

#include <QCoreApplication>

namespace kinedit {

namespace {
struct FormatText {
    Q_DECLARE_TR_FUNCTIONS(Format)
};
}  // namespace

QByteArray Format::flatten(const XmlDocument& doc, Diagnostics& out) const {
    Q_UNUSED(doc);
    Diagnostic d;
    d.code = QStringLiteral("CLI-E001");
    d.message = FormatText::tr("%1 files have no includes to flatten").arg(displayName());
    out.append(d);
    return {};
}

}  // namespace kinedit
