// Diagnostics located at an element or at one of its attributes' values:
// what every format's rules use to report.
#pragma once

#include "XmlDocument.h"

namespace kinedit {

// At the attribute's value if the element has that attribute (charIndex:
// a character inside the value, e.g. a formula error's column - 1), else at
// the element's start tag.
Diagnostic diagnosticAt(const XmlDocument& doc, const XmlElement* e, const QString& attribute, Severity severity, const char* code,
                        const QString& message, int charIndex = 0);

// Copies where e is (file, line, column, path) into any struct with those
// fields as std::string/int, e.g. kin::Visual.
template <typename Located>
void locate(Located& out, const XmlDocument& doc, const XmlElement* e) {
    if (!e) return;
    // What diagnosticAt(doc, e, {}, ...) would say, without building a
    // Diagnostic (compilers locate every visual of a robot).
    const SourcePos pos = doc.position(e);
    out.file = doc.fileNameUtf8();
    out.path = doc.pathOf(e).toStdString();
    out.line = pos.line;
    out.column = pos.column;
}

}  // namespace kinedit
