// Codes of the xacro format's diagnostics (resources/docs/diagnostic-codes.md).
#pragma once

namespace kinedit::xacrocode {

inline constexpr char IncludeNotWellFormed[] = "XACRO-E001";  // an included file that is not well-formed XML
inline constexpr char UndefinedName[] = "XACRO-E002";         // a name no property, argument or builtin defines
inline constexpr char ExpressionSyntax[] = "XACRO-E003";      // ${...} outside the Python subset, or malformed
inline constexpr char Evaluation[] = "XACRO-E004";            // a well-formed expression that fails (types, division by zero, ...)
inline constexpr char UnknownMacro[] = "XACRO-E005";          // a call of a macro not defined
inline constexpr char InvalidParameter[] = "XACRO-E006";      // a call's attribute the macro has no parameter for
inline constexpr char MissingParameter[] = "XACRO-E007";      // a parameter without value or default; missing or extra blocks
inline constexpr char MissingInclude[] = "XACRO-E008";        // an included file that cannot be read
inline constexpr char UnknownPackage[] = "XACRO-E009";        // $(find PKG) that finds nothing
inline constexpr char UndefinedArg[] = "XACRO-E010";          // $(arg NAME) with no value and no <xacro:arg> default
inline constexpr char Limit[] = "XACRO-E011";                 // call depth, include depth or output size over the limit
inline constexpr char NonBoolean[] = "XACRO-E012";            // an if/unless value that is not a boolean
inline constexpr char Yaml[] = "XACRO-E013";                  // a YAML file that cannot be read
inline constexpr char BadTag[] = "XACRO-E014";                // a xacro tag used wrongly (missing attribute, bad name, ...)
inline constexpr char CircularProperty[] = "XACRO-E015";      // properties defined through each other
inline constexpr char UndefinedBlock[] = "XACRO-E016";        // insert_block of a block not passed
inline constexpr char Substitution[] = "XACRO-E017";          // a bad $(...): unknown command, unset $(env)
inline constexpr char Fatal[] = "XACRO-E018";                 // xacro.fatal(...) in the file
inline constexpr char UnknownAttribute[] = "XACRO-W001";      // an attribute a xacro tag does not have (ignored)
inline constexpr char NoIncludeMatch[] = "XACRO-W002";        // an include glob that matches no file
inline constexpr char Message[] = "XACRO-W003";               // xacro.warning / xacro.error / xacro.message output
inline constexpr char RedefinedGlobal[] = "XACRO-W004";       // a property named like a builtin (pi, len, ...)
inline constexpr char PrefixedMacroName[] = "XACRO-W005";     // <xacro:macro name="xacro:NAME">: the prefix is dropped
inline constexpr char Fragment[] = "XACRO-N001";              // a file that makes no link (macros, properties): not checked as a robot

}  // namespace kinedit::xacrocode
