// SDFormat's schema, generated from the specification's own description
// files (generate_schema.py -> resources/sdf/sdformat-1.9.json), and the
// schema phase of validation (phase 1 of the proposal's 1.6): required
// attributes, value types, and elements or attributes SDFormat does not
// define (kept, with a warning, as libsdformat does; namespaced ones,
// like mysim:foo, silently).
#pragma once

#include <optional>

#include "diagnostics/Diagnostic.h"

#include <QList>
#include <QString>

namespace kinedit {

class XmlDocument;

struct SdfSchemaAttribute {
    QString name, type, required, defaultValue, description;
};

struct SdfSchemaElement {
    QString name, required, type, defaultValue, description;
    bool copyData = false;  // content kept as written (plugins)
    QList<SdfSchemaAttribute> attributes;
    QList<const SdfSchemaElement*> children;  // includes resolved

    const SdfSchemaElement* child(QStringView name) const;
    const SdfSchemaAttribute* attribute(QStringView name) const;
};

// The <sdf> element of SDFormat 1.9 (null if the built-in data is missing).
const SdfSchemaElement* sdfSchemaRoot();

void checkSchema(const XmlDocument& doc, Diagnostics& out);

// A bool as libsdformat reads one: true, false, 1 or 0, in any case;
// nullopt for anything else.
std::optional<bool> sdfBool(const QString& text);

}  // namespace kinedit

namespace kinedit {

struct ElementSchema;
class XmlElement;

// The editor's view of SDFormat's schema: the definition of e where it
// stands (found by its ancestors from <sdf>), as a generic ElementSchema.
// Null when SDFormat does not define it there. Built once per definition.
const ElementSchema* sdfElementSchema(const XmlElement& e);
// The definition of a child named child that parent would have.
const ElementSchema* sdfElementSchema(const XmlElement& parent, const QString& child);

}  // namespace kinedit
