// xacro's expansion (ros/xacro 2, in-order processing), natively: a xacro
// document and its includes in, the generated XML out, with where each
// element, attribute and text of the output was written (file, line,
// column, and the macro calls that placed it). Expansion stops at the first
// error, as xacro does, with that error located in the xacro file.
#pragma once

#include "diagnostics/Diagnostic.h"
#include "xml/XmlNode.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace kinedit {

class XmlDocument;

struct XacroOrigin {
    QString file;
    int line = 0;
    int column = 0;
    int call = -1;  // index into XacroExpansion::calls: the innermost macro call
};

struct XacroCall {
    QString macro;
    XacroOrigin at;          // the call's element; at.call is the call it sits in
    XacroOrigin definition;  // the <xacro:macro> element called
};

struct XacroOptions {
    QHash<QString, QString> args;  // NAME:=VALUE given by the user
    int maxCallDepth = 200;        // nested macro calls (a recursive macro stops here)
    int maxIncludeDepth = 64;      // nested includes (an include cycle stops here)
    qint64 maxElements = 200'000;  // output elements (TIAGo, the largest robot of the corpus, has about 3,000)
};

struct XacroExpansion {
    bool ok = false;
    QByteArray bytes;  // the generated document (empty unless ok)
    // The tree bytes was written from, with its offsets (XmlDocument::fromTree
    // takes it instead of parsing bytes again).
    std::unique_ptr<XmlDocumentNode> tree;
    Diagnostics diagnostics;                              // xacro's errors, warnings and messages, in the xacro files
    std::vector<std::pair<qint64, XacroOrigin>> origins;  // output offset -> origin, ascending
    std::vector<XacroCall> calls;
    QStringList files;                                      // every file read: the document's, includes, YAML
    std::vector<std::pair<QString, QString>> declaredArgs;  // <xacro:arg name default>, in order

    // Where the output text at this byte offset was written (the nearest
    // recorded piece at or before it); an empty file if none.
    XacroOrigin originAt(qint64 offset) const;
    // The macro calls, innermost first, that placed what was written at an
    // origin: " (in macro 'wheel' called at base.xacro:12:5, in macro ...)",
    // empty outside macros. Kept in the message itself, so that sorting
    // diagnostics by place never separates a problem from its calls.
    QString callChain(int call) const;
};

XacroExpansion expandXacro(const XmlDocument& doc, const XacroOptions& options = {});

}  // namespace kinedit
