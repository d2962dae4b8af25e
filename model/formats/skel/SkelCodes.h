// Diagnostic codes of the SKEL rules (DART's format). Stable.
#pragma once

namespace kinedit::skelcode {

inline constexpr char NotSkel[] = "SKEL-E001";        // the root is not <skel>, or it has no <world>
inline constexpr char MissingName[] = "SKEL-E002";    // a skeleton, body or joint without a name
inline constexpr char DuplicateName[] = "SKEL-E003";  // a body or joint name used twice in a skeleton
inline constexpr char BadJointType[] = "SKEL-E004";   // missing or unknown joint type
inline constexpr char BadBodyRef[] = "SKEL-E005";     // parent/child missing or naming no body of the skeleton
inline constexpr char BadNumber[] = "SKEL-E006";      // a number or vector that does not parse
inline constexpr char TwoParents[] = "SKEL-E007";     // a body that is the child of two joints
inline constexpr char Cycle[] = "SKEL-E008";          // joints that form a cycle
inline constexpr char BadInitPos[] = "SKEL-E009";     // init_pos/init_vel with the wrong number of values
inline constexpr char ZeroAxis[] = "SKEL-E010";
inline constexpr char BadAxisOrder[] = "SKEL-E011";   // euler axis_order not three of x, y, z
inline constexpr char SpecDeviation[] = "SKEL-W001";  // accepted as DART accepts it, not as the spec text says
inline constexpr char SoftBody[] = "SKEL-W002";       // a soft body, shown as rigid
inline constexpr char MeshNotFound[] = "SKEL-W003";
inline constexpr char UnknownElement[] = "SKEL-W004";  // an element DART does not read (kept as written)
inline constexpr char Renamed[] = "SKEL-W005";         // a repeated skeleton name, renamed as DART does
inline constexpr char InitialOutside[] = "SKEL-W006";  // an initial position outside the joint's limits (posed there, as DART does)
inline constexpr char BadDofIndex[] = "SKEL-E012";     // a <dof> whose local_index is not one of the joint's variables

}  // namespace kinedit::skelcode
