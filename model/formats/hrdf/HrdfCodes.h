// Diagnostic codes of the HRDF rules (shared/specs/hrdf-1.6.txt). Stable.
#pragma once

namespace kinedit::hrdfcode {

inline constexpr char NotRobot[] = "HRDF-E001";        // the root is not <robot>
inline constexpr char UnknownElement[] = "HRDF-E002";  // an element HRDF does not have (case-sensitive)
inline constexpr char UnknownAttribute[] = "HRDF-E003";
inline constexpr char MissingAttribute[] = "HRDF-E004";   // a required attribute is absent
inline constexpr char BadEnum[] = "HRDF-E005";            // a value not in the attribute's list
inline constexpr char BadValue[] = "HRDF-E006";           // number, formula, rotation or translation error (with column)
inline constexpr char MassAndOffset[] = "HRDF-E007";      // mass together with mass_offset
inline constexpr char ComAndOffset[] = "HRDF-E008";       // com_trans together with com_trans_offset
inline constexpr char MeshWithoutPath[] = "HRDF-E009";    // mesh_rot or mesh_trans without mesh_path
inline constexpr char AbsolutePath[] = "HRDF-E010";       // absolute mesh or include path
inline constexpr char OutputNotAllowed[] = "HRDF-E011";   // <output> on an element that cannot have one
inline constexpr char TooManyOutputs[] = "HRDF-E012";     // more <output>s than the bracket has
inline constexpr char BracketOutputPose[] = "HRDF-E013";  // rot or trans on a bracket's <output>
inline constexpr char DuplicateTag[] = "HRDF-E014";       // a tag used twice in the robot (includes too)
inline constexpr char Incompatible[] = "HRDF-E015";       // adjacent interfaces do not mate
inline constexpr char IncludeMissing[] = "HRDF-E016";     // the included file does not exist
inline constexpr char IncludeCycle[] = "HRDF-E017";
inline constexpr char TooNew[] = "HRDF-E018";             // a feature newer than the file's version
inline constexpr char BadVersion[] = "HRDF-E019";         // version attribute not a known version
inline constexpr char AfterEndEffector[] = "HRDF-E020";   // an element follows an end effector
inline constexpr char IncludeUnreadable[] = "HRDF-E021";  // the included file is not a readable HRDF file
inline constexpr char ElementCase[] = "HRDF-E022";        // an element name that matches only without regard to case
inline constexpr char LinkStyle[] = "HRDF-E023";          // an input/output style the link type does not support
inline constexpr char ReservedTag[] = "HRDF-E024";        // a tag that clashes with generated names (actuator#3, x/out0)
inline constexpr char TooManyElements[] = "HRDF-E025";    // includes expand past the element limit
inline constexpr char UnsavedInclude[] = "HRDF-E026";     // an include in a document without a file name
inline constexpr char EnumCase[] = "HRDF-W001";           // enum matched only without regard to case
inline constexpr char IncludeVersion[] = "HRDF-W002";     // included file of another HRDF version (HEBI accepts it)
inline constexpr char MeshNotFound[] = "HRDF-W003";       // empty mesh_path or a mesh file that does not exist
inline constexpr char StrayText[] = "HRDF-W004";          // text inside a robot element (kept, ignored)
inline constexpr char ChainOnOutputs[] = "HRDF-W005";     // an element follows one whose <output>s already hold chains
inline constexpr char DisplayTooNew[] =
    "HRDF-W006";  // a display-only feature newer than the file's version (a web-URL mesh_path before 1.4.0)
inline constexpr char PathLeavesFolder[] = "HRDF-N001";  // a relative path with ".." that leads out of the file's folder (allowed, shown)

}  // namespace kinedit::hrdfcode
