// Where a format defines names and where it refers to them: a link's name
// and a URDF joint's <parent link>, an MJCF mesh and a geom's mesh=. Each
// format writes its rules in its own folder (Format::nameRules()); the name
// index (NameIndex.h) reads them for go-to-definition, references and
// completion, in the language server and the window's forms alike.
#pragma once

#include <QString>
#include <QStringView>

#include <functional>
#include <utility>
#include <vector>

namespace kinedit {

class XmlDocument;
class XmlElement;

// One place a name is written, in a document.
struct NameSite {
    QString kind;   // "link", "joint", "frame", "class", "macro", "property", ...
    QString name;   // as it is resolved: SDFormat's scoped "model::link" from outside the model
    QString scope;  // scoped formats: the scope it is seen from (NameRules::scopes); else empty
    const XmlDocument* doc = nullptr;
    const XmlElement* element = nullptr;
    QString attribute;        // where the name is written (empty: the element's text or tag)
    qint64 from = 0, to = 0;  // its bytes in doc
};

// A name of a kind written in an attribute (null: the element's text) of
// an element (null: any) under one of the parents (null: any), unless the
// element is one of `unless`.
struct NameRule {
    const char* element;
    const char* parents;  // space-separated
    const char* attribute;
    const char* kind;
    const char* unless = nullptr;  // space-separated element names
};

struct NameRules {
    std::vector<NameRule> definitions, references;
    // Names the format defines without writing them (SDFormat's "world"
    // and "__model__"); unset: none.
    std::function<bool(const QString& kind, const QString& name)> implicit = {};
    // Scoped formats (SDFormat's nested models): the (scope, name) pairs a
    // definition on e is seen as, innermost scope first, and the scope a
    // reference in attribute of e is resolved in. Unset: one flat scope.
    std::function<std::vector<std::pair<QString, QString>>(const XmlDocument&, const XmlElement& e, const QString& name)> definitionScopes =
        {};
    std::function<QString(const XmlDocument&, const XmlElement& e, QStringView attribute)> referenceScope = {};
    // Sites no table can say (xacro's ${property} and macro calls, MJCF's
    // meshes named after their files), appended for e.
    std::function<void(const XmlDocument&, const XmlElement& e, std::vector<NameSite>& definitions, std::vector<NameSite>& references)>
        more = {};

    bool scoped() const { return bool(referenceScope); }
};

// Whether word is one of the space-separated words of list (null: any).
bool listedIn(const char* list, QStringView word);

}  // namespace kinedit
