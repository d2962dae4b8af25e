// MJCF 2.2.2's schema (resources/mjcf/schema.json, made from MuJoCo 2.2.2's
// own schema and its XML reference): elements by path from <mujoco>, since
// MJCF's elements differ by place (a <joint> in a body, in a default, in
// <equality>, in a fixed tendon), with the attributes' types and keywords
// for the rules and the generic ElementSchema for the editor's forms.
#pragma once

#include "schema/Schema.h"

namespace kinedit {

struct MjcfAttributeRule {
    enum Kind { Real, Int, String, Keyword, Bool, Path } kind = String;
    int minCount = 1, maxCount = 1;  // numbers (Real, Int); maxCount -1: any
    QStringList keywords;            // Keyword, Bool
};

struct MjcfElementRule {
    QString path;                    // "mujoco/worldbody/body"
    char repeat = '*';               // '!' once, '?' at most once, '*' any, 'R' recursive (any)
    ElementSchema schema;            // name, description, attributes, children
    QList<MjcfAttributeRule> rules;  // parallel to schema.attributes
    const MjcfAttributeRule* rule(QStringView attribute) const;
};

// The rule of the element at path; null if MJCF has no such element there.
const MjcfElementRule* mjcfRule(const QString& path);
// The path of a child named child of the element at parentPath (following
// MJCF's recursive elements); empty if MJCF allows no such child there.
QString mjcfChildPath(const QString& parentPath, const QString& child);
// Every element by name (where a name has several places, the one in a
// body first): the format's flat schema, for the forms of files that are
// only part of a model (an included file).
const Schema& mjcfSchema();
// Whether the schema file could be read (it is compiled in).
bool mjcfSchemaLoaded();

}  // namespace kinedit
