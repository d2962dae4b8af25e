// xacro.load_yaml: a YAML file as PyYAML's SafeLoader reads it (YAML 1.1
// plain scalars resolved to null, bool, int and float; anchors and aliases),
// with xacro's !radians EXPR and !degrees EXPR tags evaluated by the
// expression language. Parsed with libyaml, the parser PyYAML wraps.
#pragma once

#include "XacroExpression.h"

namespace kinedit {

// Throws XacroExpressionError (column 0) when the file cannot be read or
// parsed, with the file's line in the message.
XacroValue loadXacroYaml(const QString& path, XacroEnvironment& env);

}  // namespace kinedit
