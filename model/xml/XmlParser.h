// Reads bytes into the lossless tree (XmlNode.h).
//
// Why a parser of our own: QXmlStreamReader and pugixml both check XML well,
// but neither keeps the lexical form inside a tag (quote style, the spaces
// between attributes, references as written, "/>" vs "></x>"), and both
// stop at the first error. Kinedit must write an unedited file back byte for
// byte, keep an edit's diff to the edited bytes, and keep the user's text when
// it is broken. So this parser records every byte in some piece of the tree
// and recovers from errors locally: a malformed tag keeps its bytes as an
// Unparsed node or in the tag's tail, and parsing goes on after it, so one
// mistake gives one diagnostic. The test suite checks its well-formedness
// verdict against QXmlStreamReader on the corpus and on broken files.
//
// Refused: DTD entity definitions that reference other entities, parameter
// entities and external entities (billion laughs, XXE); nothing is ever
// fetched. Encodings other than UTF-8 (and its ASCII subset) are refused.
#pragma once

#include "XmlEscape.h"
#include "diagnostics/Diagnostic.h"

#include <QStringList>

#include <memory>
#include <optional>

namespace kinedit {

class XmlDocumentNode;

struct XmlLimits {
    qint64 maxBytes = 64ll * 1024 * 1024;  // larger files are refused before reading
    int maxDepth = 256;                    // element nesting
    qint64 maxElements = 2'000'000;
    qint64 maxEntityExpansion = 4ll * 1024 * 1024;  // characters added by declared entities
};

struct XmlParseResult {
    std::unique_ptr<XmlDocumentNode> root;  // null only after a fatal error
    Diagnostics diagnostics;
    XmlEntityTable entities;
    // The prefixes of the element names, each once ("xacro" for
    // <xacro:macro>); null for a tree the parser did not make, or one with
    // over 64 of them.
    std::optional<QStringList> elementPrefixes;
    bool fatal = false;
};

// Never throws, never crashes, always terminates in time linear in the input.
// Unless fatal, root->toBytes() == bytes.
XmlParseResult parseXml(const QByteArray& bytes, const QString& fileName, const XmlLimits& limits = {});

}  // namespace kinedit
