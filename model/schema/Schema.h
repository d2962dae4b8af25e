// A format's schema as data: elements, their attributes (type, required,
// default, versions, allowed values, description, unit) and allowed
// children. The validators and the editor's forms both read it, so a rule
// and the form that edits it cannot disagree.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVersionNumber>

#include <optional>

namespace kinedit {

enum class ValueType {
    Enum,         // one of the listed values
    Number,       // a plain floating point number
    Formula,      // a floating point formula (HRDF)
    Rotation,     // a rotation matrix (HRDF: nine numbers or Rx/Ry/Rz products)
    Translation,  // three numbers
    String,
    Path,     // a file path (relative to the file) or URL
    Version,  // a format version, e.g. 1.6.0
    Boolean,  // true or false (SDFormat also takes 1 and 0)
};

struct EnumValue {
    QString value;         // as the specification writes it
    QVersionNumber since;  // first version that has it (empty: always)
};

struct AttributeSchema {
    QString name;
    ValueType type = ValueType::String;
    bool required = false;
    QString defaultValue;     // shown as a placeholder; empty = none
    QList<EnumValue> values;  // for Enum
    QVersionNumber since;     // first version that has it (empty: always)
    QString unit;             // "m", "rad", "kg", "kg m^2"
    QString description;      // one line: the editor's tooltip
    QString initial;          // what a new element gets when there is no default (a joint's type: fixed)

    // The value matching s exactly, or without regard to case (then
    // *caseDiffers is set); null if none.
    const EnumValue* findValue(const QString& s, bool* caseDiffers = nullptr) const;
};

struct ElementSchema {
    ElementSchema() = default;
    ElementSchema(QString n, QVersionNumber v, QString d, QList<AttributeSchema> a, QStringList c)
        : name(std::move(n)), since(std::move(v)), description(std::move(d)), attributes(std::move(a)), children(std::move(c)) {}

    QString name;
    QVersionNumber since;
    QString description;
    QList<AttributeSchema> attributes;
    QStringList children;          // element names allowed inside
    QStringList requiredChildren;  // those a new element gets (a joint's parent and child)
    // Formats that put values in element text (SKEL, TAMP): its type, the
    // number of values (0: any) and unit. hasText false: no text value.
    bool hasText = false;
    ValueType textType = ValueType::String;
    int textCount = 1;
    QString textUnit;
    QString textDefault;  // the value an absent element means
    // Whether a parent may hold more than one of it (SDFormat knows; the
    // schemas written as code do not say, so true).
    bool repeatable = true;

    const AttributeSchema* attribute(QStringView name) const;
};

// Schemas written as code (SKEL, TAMP): an element whose text holds a value
// (count numbers, 0: any), and an element that groups others.
ElementSchema textElement(const char* name, ValueType type, int count, const char* unit, QString description);
ElementSchema groupElement(const char* name, QString description, QStringList children, QList<AttributeSchema> attributes = {});

class Schema {
public:
    Schema(QString format, QList<ElementSchema> elements) : m_format(std::move(format)), m_elements(std::move(elements)) {}
    const QString& format() const { return m_format; }
    const QList<ElementSchema>& elements() const { return m_elements; }
    const ElementSchema* element(QStringView name) const;
    // An element whose name differs from name only in case (for "did you mean").
    const ElementSchema* elementIgnoringCase(QStringView name) const;

private:
    QString m_format;
    QList<ElementSchema> m_elements;
};

}  // namespace kinedit
