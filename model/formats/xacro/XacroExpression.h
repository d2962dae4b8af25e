// xacro's ${...} expressions: the Python subset robot files use, parsed and
// evaluated natively. Nothing outside the subset is executed: it is an
// error at its column. What names mean (properties, include namespaces,
// yaml files, args) is the caller's, through XacroEnvironment.
#pragma once

#include "XacroValue.h"

#include <QString>

#include <optional>

namespace kinedit {

// An error of an expression, at a character of its text (0-based).
struct XacroExpressionError {
    enum Kind { Evaluation, Syntax, UndefinedName };
    QString message;
    int column = 0;
    Kind kind = Evaluation;
};

class XacroEnvironment {
public:
    virtual ~XacroEnvironment() = default;
    // A property (or a global such as 'pi'); nullopt if undefined. May throw
    // XacroExpressionError (a lazily evaluated property that fails).
    virtual std::optional<XacroValue> lookup(const QString& name) = 0;
    // A property of an include's namespace (ns.name).
    virtual std::optional<XacroValue> member(XacroTable* table, const QString& name) = 0;
    // xacro.load_yaml(file): the file relative to the current one.
    virtual XacroValue loadYaml(const QString& file) = 0;
    // xacro.arg(name) and $(arg name) in $(eval).
    virtual std::optional<QString> arg(const QString& name) = 0;
    // xacro.abs_filename(file).
    virtual QString absoluteFileName(const QString& file) = 0;
    // xacro.message / warning / error (the text is shown, the value is '').
    virtual void message(const QString& level, const QString& text) = 0;
};

// Evaluates one expression (the text between ${ and }). Throws
// XacroExpressionError with the column of the offending token.
XacroValue evaluateXacroExpression(const QString& text, XacroEnvironment& env);

}  // namespace kinedit
