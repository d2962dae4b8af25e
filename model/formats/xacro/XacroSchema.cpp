#include "XacroSchema.h"

#include "formats/urdf/UrdfSchema.h"

#include <QCoreApplication>

namespace kinedit {

namespace {

struct T {
    Q_DECLARE_TR_FUNCTIONS(XacroSchema)
};

AttributeSchema attr(const char* name, ValueType type, bool required, QString description, QString def = {}, QStringList values = {}) {
    AttributeSchema a;
    a.name = QString::fromLatin1(name);
    a.type = type;
    a.required = required;
    a.description = std::move(description);
    a.defaultValue = std::move(def);
    for (const QString& v : values) a.values.append({v, {}});
    return a;
}

const QStringList& xacroTags() {
    static const QStringList tags = {QStringLiteral("xacro:property"),     QStringLiteral("xacro:macro"), QStringLiteral("xacro:arg"),
                                     QStringLiteral("xacro:include"),      QStringLiteral("xacro:if"),    QStringLiteral("xacro:unless"),
                                     QStringLiteral("xacro:insert_block"), QStringLiteral("xacro:call"),  QStringLiteral("xacro:element"),
                                     QStringLiteral("xacro:attribute")};
    return tags;
}

}  // namespace

const Schema& xacroSchema() {
    static const Schema schema = [] {
        QList<ElementSchema> elements;
        QStringList urdfNames;
        for (ElementSchema e : urdfSchema().elements()) {
            urdfNames << e.name;
            e.children << xacroTags();
            elements << e;
        }
        // What a xacro tag may hold: anything its expansion puts in place.
        const QStringList anything = urdfNames + xacroTags();
        const auto tag = [&](const char* name, QString description, QList<AttributeSchema> attrs, QStringList children = {}) {
            elements << ElementSchema(QString::fromLatin1(name), {}, std::move(description), std::move(attrs), std::move(children));
        };
        tag("xacro:property", T::tr("A named value for ${name} expressions (value), or a block of XML (its content) for insert_block"),
            {attr("name", ValueType::String, true, T::tr("The property's name: a Python identifier")),
             attr("value", ValueType::String, false, T::tr("The value: text with ${} expressions, evaluated where it is used")),
             attr("default", ValueType::String, false, T::tr("Used only when the property is not defined yet")),
             attr("remove", ValueType::Boolean, false, T::tr("Removes the property instead of defining it"), QStringLiteral("false")),
             attr("scope", ValueType::Enum, false,
                  T::tr("Where the property is defined: here, in the enclosing macro's caller, or globally"), {},
                  {QStringLiteral("parent"), QStringLiteral("global")}),
             attr("lazy_eval", ValueType::Boolean, false, T::tr("Evaluate the value where it is used (true) or here (false)"),
                  QStringLiteral("true"))},
            anything);
        tag("xacro:macro", T::tr("A macro: its content is written wherever <xacro:NAME> calls it"),
            {attr("name", ValueType::String, true, T::tr("The macro's name; <xacro:NAME> calls it")),
             attr("params", ValueType::String, false,
                  T::tr("Parameters separated by spaces: p, p:=default, p:=^ (the caller's p), *block, **blocks"))},
            anything);
        tag("xacro:arg", T::tr("An argument given on the command line (NAME:=VALUE) or in the Arguments panel, read by $(arg NAME)"),
            {attr("name", ValueType::String, true, T::tr("The argument's name")),
             attr("default", ValueType::String, true, T::tr("Its value when none is given"))});
        tag("xacro:include", T::tr("Another xacro file, processed here (its macros and properties become available)"),
            {attr("filename", ValueType::Path, true, T::tr("The file: relative, $(find package)/..., or a glob")),
             attr("ns", ValueType::String, false, T::tr("A namespace for the file's macros and properties: ns.name")),
             attr("optional", ValueType::Boolean, false, T::tr("A missing file is not an error"), QStringLiteral("false"))});
        tag("xacro:if", T::tr("Its content only when value is true (true, 1, or an expression)"),
            {attr("value", ValueType::String, true, T::tr("The condition"))}, anything);
        tag("xacro:unless", T::tr("Its content only when value is false"), {attr("value", ValueType::String, true, T::tr("The condition"))},
            anything);
        tag("xacro:insert_block", T::tr("Writes a block parameter (*name) or a property block here"),
            {attr("name", ValueType::String, true, T::tr("The block's name, without the *"))});
        tag("xacro:call", T::tr("A call of the macro named by the macro attribute (the name may be an expression)"),
            {attr("macro", ValueType::String, true, T::tr("The macro to call"))}, anything);
        tag("xacro:element", T::tr("An element whose name is computed (xacro:name)"),
            {attr("xacro:name", ValueType::String, true, T::tr("The element's name"))}, anything);
        tag("xacro:attribute", T::tr("An attribute of the enclosing element whose name is computed"),
            {attr("name", ValueType::String, true, T::tr("The attribute's name")),
             attr("value", ValueType::String, true, T::tr("The attribute's value"))});
        return Schema(QStringLiteral("xacro"), elements);
    }();
    return schema;
}

const ElementSchema& xacroMacroCallSchema() {
    static const ElementSchema s(QStringLiteral("xacro:"), {},
                                 T::tr("A call of a macro: its attributes are the macro's parameters "
                                       "(Go to Macro Definition shows the macro)"),
                                 {}, xacroSchema().element(u"xacro:macro")->children);
    return s;
}

}  // namespace kinedit
