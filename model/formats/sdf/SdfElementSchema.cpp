// SDFormat's description files as the generic ElementSchema the editor's
// forms read: value types mapped to ValueType, "required" 0/1 to repeatable.
#include "SdfSchema.h"

#include "schema/Schema.h"
#include "xml/XmlNode.h"

#include <QHash>
#include <QMutex>

#include <deque>
#include <vector>

namespace kinedit {

namespace {

// SDFormat value type -> the editor's type and the number of values.
std::pair<ValueType, int> valueType(const QString& sdfType, const QString& name) {
    if (name == QLatin1String("uri") || name == QLatin1String("filename")) return {ValueType::Path, 1};
    if (sdfType == QLatin1String("bool")) return {ValueType::Boolean, 1};
    if (sdfType == QLatin1String("double") || sdfType == QLatin1String("float") || sdfType == QLatin1String("int") ||
        sdfType == QLatin1String("unsigned int"))
        return {ValueType::Number, 1};
    if (sdfType == QLatin1String("pose")) return {ValueType::Number, 6};
    if (sdfType == QLatin1String("vector3")) return {ValueType::Number, 3};
    if (sdfType == QLatin1String("vector2d") || sdfType == QLatin1String("vector2i")) return {ValueType::Number, 2};
    if (sdfType == QLatin1String("color")) return {ValueType::Number, 4};
    if (sdfType == QLatin1String("quaternion")) return {ValueType::Number, 4};
    return {ValueType::String, 1};
}

ElementSchema convert(const SdfSchemaElement& s) {
    ElementSchema e;
    e.name = s.name;
    e.description = s.description.simplified();
    e.repeatable = s.required != QLatin1String("0") && s.required != QLatin1String("1");
    if (!s.type.isEmpty() && !s.copyData) {
        e.hasText = true;
        const auto [type, count] = valueType(s.type, s.name);
        e.textType = type;
        e.textCount = count;
        e.textDefault = s.defaultValue;
    }
    for (const SdfSchemaAttribute& a : s.attributes) {
        AttributeSchema as;
        as.name = a.name;
        as.type = valueType(a.type, a.name).first;
        as.required = a.required == QLatin1String("1");
        as.defaultValue = a.defaultValue == QLatin1String("__default__") ? QString() : a.defaultValue;
        as.description = a.description.simplified();
        e.attributes.append(as);
    }
    for (const SdfSchemaElement* c : s.children) {
        if (!e.children.contains(c->name)) e.children.append(c->name);
        if ((c->required == QLatin1String("1") || c->required == QLatin1String("+")) && !e.requiredChildren.contains(c->name))
            e.requiredChildren.append(c->name);
    }
    if (s.name == QLatin1String("joint"))
        for (AttributeSchema& a : e.attributes)
            if (a.name == QLatin1String("type")) a.initial = QStringLiteral("fixed");  // valid without an axis
    return e;
}

// The definition: down from <sdf> by the element's ancestors.
const SdfSchemaElement* definition(const XmlElement& e) {
    std::vector<const XmlElement*> chain;
    for (const XmlElement* a = &e; a; a = a->parentElement()) chain.push_back(a);
    const SdfSchemaElement* def = sdfSchemaRoot();
    if (!def || chain.back()->name() != def->name) return nullptr;
    for (auto it = chain.rbegin() + 1; def && it != chain.rend(); ++it) def = def->child((*it)->name());
    return def;
}

const ElementSchema* converted(const SdfSchemaElement* def) {
    if (!def) return nullptr;
    static QMutex mutex;
    static QHash<const SdfSchemaElement*, const ElementSchema*> built;
    static std::deque<ElementSchema> store;
    QMutexLocker lock(&mutex);
    if (const ElementSchema* s = built.value(def)) return s;
    store.push_back(convert(*def));
    built.insert(def, &store.back());
    return &store.back();
}

}  // namespace

const ElementSchema* sdfElementSchema(const XmlElement& e) { return converted(definition(e)); }

const ElementSchema* sdfElementSchema(const XmlElement& parent, const QString& child) {
    const SdfSchemaElement* def = definition(parent);
    return converted(def ? def->child(child) : nullptr);
}

}  // namespace kinedit
