#include "XmlDiagnostics.h"

namespace kinedit {

Diagnostic diagnosticAt(const XmlDocument& doc, const XmlElement* e, const QString& attribute, Severity severity, const char* code,
                        const QString& message, int charIndex) {
    Diagnostic d;
    d.severity = severity;
    d.code = QString::fromLatin1(code);
    d.message = message;
    d.file = doc.fileName();
    d.path = doc.pathOf(e);
    d.attribute = attribute;
    const int a = attribute.isEmpty() ? -1 : e->attributeIndex(attribute);
    const SourcePos pos = a >= 0 ? doc.valuePosition(e, a, charIndex) : doc.position(e);
    d.line = pos.line;
    d.column = pos.column;
    return d;
}

}  // namespace kinedit
