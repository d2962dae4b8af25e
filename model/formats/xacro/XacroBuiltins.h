// What xacro's expressions can call and the operators they use, with
// Python's semantics: the globals xacro exposes (len, str, float, int, min,
// max, round, list, dict, sorted, range, every math function and constant
// directly and as math.*), the python.* and xacro.* namespaces, a few str
// and dict methods, and the arithmetic of ints, floats, strs and lists.
// Errors throw XacroExpressionError at the given column.
#pragma once

#include "XacroExpression.h"

#include <optional>
#include <vector>

namespace kinedit {

// A global name of xacro's (pi, radians, len, math, xacro, ...).
std::optional<XacroValue> xacroGlobal(const QString& name);
// base.name for a module (math.pi), or a method bound to base ('a'.upper).
std::optional<XacroValue> xacroMember(const XacroValue& base, const QString& name);
XacroValue xacroCall(const XacroValue& function, const std::vector<XacroValue>& args, XacroEnvironment& env, int column);
XacroValue xacroBinary(const QString& op, const XacroValue& a, const XacroValue& b, int column);
bool xacroCompare(const QString& op, const XacroValue& a, const XacroValue& b, int column);
XacroValue xacroSlice(const XacroValue& base, const std::optional<XacroValue>& lo, const std::optional<XacroValue>& hi, int column);

}  // namespace kinedit
