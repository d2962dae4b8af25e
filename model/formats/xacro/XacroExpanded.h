// One expansion of a xacro document as XacroFormat keeps it: the expander's
// result and the expansion as a document, for the state (serial, revision)
// and the arguments it was made from. Shared by XacroFormat.cpp (checks,
// compile) and XacroProvenance.cpp (the editor's questions).
#pragma once

#include "XacroExpander.h"
#include "XacroFormat.h"
#include "xml/XmlDocument.h"

#include <memory>

namespace kinedit {

struct XacroFormat::Expanded {
    quint64 serial = 0, revision = 0;
    QHash<QString, QString> args;
    XacroExpansion x;
    std::unique_ptr<XmlDocument> doc;  // the expansion, named as the xacro file (relative meshes resolve from there)
};

}  // namespace kinedit
