#include "Schema.h"

namespace kinedit {

const EnumValue* AttributeSchema::findValue(const QString& s, bool* caseDiffers) const {
    if (caseDiffers) *caseDiffers = false;
    for (const EnumValue& v : values)
        if (v.value == s) return &v;
    for (const EnumValue& v : values)
        if (v.value.compare(s, Qt::CaseInsensitive) == 0) {
            if (caseDiffers) *caseDiffers = true;
            return &v;
        }
    return nullptr;
}

const AttributeSchema* ElementSchema::attribute(QStringView n) const {
    for (const AttributeSchema& a : attributes)  // the size first: most differ in it, and it is not a call
        if (a.name.size() == n.size() && a.name == n) return &a;
    return nullptr;
}

const ElementSchema* Schema::element(QStringView name) const {
    for (const ElementSchema& e : m_elements)
        if (e.name.size() == name.size() && e.name == name) return &e;
    return nullptr;
}

const ElementSchema* Schema::elementIgnoringCase(QStringView name) const {
    for (const ElementSchema& e : m_elements)
        if (e.name.compare(name, Qt::CaseInsensitive) == 0) return &e;
    return nullptr;
}

ElementSchema textElement(const char* name, ValueType type, int count, const char* unit, QString description) {
    ElementSchema e{QString::fromLatin1(name), {}, std::move(description), {}, {}};
    e.hasText = true;
    e.textType = type;
    e.textCount = count;
    e.textUnit = QString::fromLatin1(unit);
    return e;
}

ElementSchema groupElement(const char* name, QString description, QStringList children, QList<AttributeSchema> attributes) {
    return {QString::fromLatin1(name), {}, std::move(description), std::move(attributes), std::move(children)};
}

}  // namespace kinedit
