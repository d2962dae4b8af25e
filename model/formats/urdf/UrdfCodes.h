// Diagnostic codes of the URDF rules. Stable.
#pragma once

namespace kinedit::urdfcode {

inline constexpr char NotRobot[] = "URDF-E001";            // the root is not <robot name="...">
inline constexpr char MissingName[] = "URDF-E002";         // a link or joint without a name
inline constexpr char DuplicateName[] = "URDF-E003";       // two links (or two joints) with one name
inline constexpr char BadJointType[] = "URDF-E004";        // missing or unknown joint type
inline constexpr char BadLinkRef[] = "URDF-E005";          // parent/child missing or naming no link
inline constexpr char BadNumber[] = "URDF-E006";           // a number or vector that does not parse
inline constexpr char MissingLimit[] = "URDF-E007";        // revolute or prismatic without <limit> (urdfdom rejects it)
inline constexpr char NotATree[] = "URDF-E008";            // several roots, or a cycle
inline constexpr char ZeroAxis[] = "URDF-E009";            // <axis xyz="0 0 0"> on a moving joint
inline constexpr char NoLinks[] = "URDF-E010";             // a robot without links
inline constexpr char ClosedLoop[] = "URDF-W001";          // a link with a second parent joint: solved as a closed chain
inline constexpr char LoopOpen[] = "URDF-W002";            // such a loop cannot close at the file's configuration
inline constexpr char MeshNotFound[] = "URDF-W003";        // a mesh file that cannot be found (the robot still loads)
inline constexpr char UnknownAttribute[] = "URDF-W004";    // ignored by URDF readers: a warning for a near miss (iyx), else a note
inline constexpr char UnknownElement[] = "URDF-W005";      // ignored by URDF readers (kept as written)
inline constexpr char LimitIncomplete[] = "URDF-E012";     // <limit> without effort or velocity (urdfdom rejects it)
inline constexpr char Ros2ControlRefused[] = "URDF-W007";  // <ros2_control> as ros2_control's parser refuses it
inline constexpr char Ros2ControlNoJoint[] = "URDF-W008";  // a <ros2_control> joint that is no joint of the robot
inline constexpr char MimicNoJoint[] = "URDF-W006";        // <mimic> naming no joint: the joint moves on its own (urdfdom accepts it)

}  // namespace kinedit::urdfcode
