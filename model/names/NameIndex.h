// The names a document and the files it includes define, and the places
// that refer to them, by the format's rules (NameRules.h): one index for
// go-to-definition, references, completion and "did you mean".
#pragma once

#include "names/NameRules.h"

#include <QStringList>

#include <memory>
#include <vector>

namespace kinedit {

class Format;

class NameIndex {
public:
    NameIndex() = default;  // of no document: empty
    // Indexes doc and every file of filesRead that is a robot file.
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
    // text) of e, as seen from e's scope, in document order.
    QStringList namesFor(const QString& kind, const XmlDocument& doc, const XmlElement* e, const QString& attribute = {}) const;
    // The kind of name an attribute (empty: the element's text) of e refers to, or empty.
    QString referenceKind(const XmlElement& e, const QString& attribute) const;

private:
    void index(const XmlDocument& doc);
    const NameRules* m_rules = nullptr;
    std::vector<std::shared_ptr<const XmlDocument>> m_included;
    std::vector<NameSite> m_definitions, m_references;
};

// What a reference of kind in attribute (empty: text) of e may name in a
// format, without an index of included files: the forms' completions.
QString referenceKindOf(const NameRules& rules, const XmlElement& e, const QString& attribute);

}  // namespace kinedit
