// Diagnostic codes of TAMP benchmark problem files. Stable.
#pragma once

namespace kinedit::tampcode {

inline constexpr char NotProblem[] = "TAMP-E001";   // the root is not <problem>
inline constexpr char MissingName[] = "TAMP-E002";  // an object or robot without <name>
inline constexpr char DuplicateName[] = "TAMP-E003";
inline constexpr char BadNumbers[] = "TAMP-E004";     // a pose, grasp or vector with the wrong count or a bad number
inline constexpr char BadAttachment[] = "TAMP-E006";  // an attachment naming no object, or attached twice / in a cycle
inline constexpr char BadBool[] = "TAMP-E007";
inline constexpr char SwappedSsspTags[] =
    "TAMP-E008";  // <xmin>a<xmax><xmin>b<xmax> (the spec's example): the fix is offered         // moveable/movebase not true or false
inline constexpr char MeshNotFound[] = "TAMP-W001";    // a <geom> that is not in the family's meshes folder
inline constexpr char UrdfNotFound[] = "TAMP-W002";    // a robot's URDF that cannot be read: the robot is a frame only
inline constexpr char NoMapping[] = "TAMP-W003";       // a configuration tag Kinedit cannot map onto joints
inline constexpr char NotRotation[] = "TAMP-W004";     // a pose whose 3x3 part is not a rotation (snapped)
inline constexpr char UnknownElement[] = "TAMP-W005";  // an element or attribute a TAMP problem does not have (kept)
inline constexpr char CommaNumbers[] = "TAMP-W006";    // numbers separated by commas (real benchmark files): read, fix offered
inline constexpr char StrayParen[] = "TAMP-W007";      // a stray ')' after numbers (the spec's own examples): read without it, fix offered

}  // namespace kinedit::tampcode
