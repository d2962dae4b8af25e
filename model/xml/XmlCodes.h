// Diagnostic codes of the XML layer. Stable: tests, docs and users' CI
// scripts refer to them. One code per kind of mistake.
#pragma once

namespace kinedit::code {

inline constexpr char Syntax[] = "XML-E001";            // malformed markup; the message says what was expected
inline constexpr char MismatchedEndTag[] = "XML-E002";  // </b> closes <a>'s ancestor while <a> is open
inline constexpr char Unclosed[] = "XML-E003";          // an element is still open at the end of the file
inline constexpr char UnexpectedEndTag[] = "XML-E004";  // an end tag matches no open element
inline constexpr char DuplicateAttribute[] = "XML-E005";
inline constexpr char BadCharacter[] = "XML-E006";    // a control character XML does not allow
inline constexpr char BadReference[] = "XML-E007";    // &x; undefined, &#...; invalid, or a bare '&'
inline constexpr char EntityRefused[] = "XML-E008";   // entity definitions that could expand without bound
inline constexpr char ExternalEntity[] = "XML-E009";  // SYSTEM/PUBLIC entities: never fetched
inline constexpr char BadEncoding[] = "XML-E010";     // not UTF-8 (bytes, BOM or declared encoding)
inline constexpr char NoRoot[] = "XML-E011";
inline constexpr char AfterRoot[] = "XML-E012";  // a second top-level element
inline constexpr char TextOutsideRoot[] = "XML-E013";
inline constexpr char MisplacedDeclaration[] = "XML-E014";  // <?xml ...?> not at the very start
inline constexpr char DoubleDashInComment[] = "XML-E015";
inline constexpr char Unterminated[] = "XML-E016";  // a comment, CDATA, tag or value runs to the end
inline constexpr char TooLarge[] = "XML-E017";      // file size or element count over the limit
inline constexpr char TooDeep[] = "XML-E018";       // nesting over the limit
inline constexpr char Unreadable[] = "XML-E019";    // cannot be opened, not a regular file
inline constexpr char ExternalDtd[] = "XML-W001";   // <!DOCTYPE x SYSTEM "..."> is not read

}  // namespace kinedit::code
