// The names a robot file defines (links, joints, frames, MJCF classes and
// bodies, xacro macros, properties and arguments) and the places that refer
// to them, in a document and the files it includes: what go-to-definition,
// references, completion and the "did you mean" fixes read. The rules are a
// table per format (LspNames.cpp).
#pragma once

#include "xml/XmlDocument.h"

#include <QString>

#include <memory>
#include <vector>

namespace kinedit {
class Format;
}

namespace kinedit::lsp {

struct NameSite {
    QString kind;   // "link", "joint", "frame", "class", "macro", "property", ...
    QString name;   // as it is resolved: SDFormat's scoped "model::link" from outside the model
    QString scope;  // SDFormat: the element path of the model it is seen from; else empty
    const XmlDocument* doc = nullptr;
    const XmlElement* element = nullptr;
    QString attribute;        // where the name is written (empty: the element's text or tag)
    qint64 from = 0, to = 0;  // its bytes in doc
};

class NameIndex {
public:
    NameIndex() = default;  // of no document: empty
    // Indexes doc and every file format reads for it.
    NameIndex(const Format& format, const XmlDocument& doc, const QStringList& filesRead);

    const std::vector<NameSite>& definitions() const { return m_definitions; }
    const std::vector<NameSite>& references() const { return m_references; }
    // The site (definition or reference) at a byte of doc, null if none.
    const NameSite* at(const XmlDocument& doc, qint64 offset) const;
    // The definitions a reference (or a definition) means.
    std::vector<const NameSite*> definitionsOf(const NameSite& s) const;
    // Every reference to what s names (and its definitions if asked).
    std::vector<const NameSite*> referencesTo(const NameSite& s, bool withDefinitions) const;
    // The names a reference of this kind may take in attribute (empty: the
    // text) of e (scope-aware).
    QStringList namesFor(const QString& kind, const XmlDocument& doc, const XmlElement* e, const QString& attribute = {}) const;
    // The kind of name an attribute (empty: the element's text) of e refers to, or empty.
    QString referenceKind(const XmlElement& e, const QString& attribute) const;

private:
    void index(const XmlDocument& doc);
    QString m_format;
    std::vector<std::shared_ptr<const XmlDocument>> m_included;
    std::vector<NameSite> m_definitions, m_references;
};

}  // namespace kinedit::lsp
