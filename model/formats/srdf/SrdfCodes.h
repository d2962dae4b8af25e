// Diagnostic codes of MoveIt's SRDF. Stable.
#pragma once

namespace kinedit::srdfcode {

inline constexpr char NotRobot[] = "SRDF-E001";             // the root is not <robot>
inline constexpr char MissingAttribute[] = "SRDF-E002";     // a required attribute is missing or empty
inline constexpr char UnknownLink[] = "SRDF-E003";          // a link the robot does not have
inline constexpr char UnknownJoint[] = "SRDF-E004";         // a joint the robot does not have
inline constexpr char UnknownGroup[] = "SRDF-E005";         // a group the SRDF does not define
inline constexpr char ChainNotConnected[] = "SRDF-E006";    // a chain whose tip is not below its base
inline constexpr char GroupCycle[] = "SRDF-E007";           // a group that contains itself through subgroups
inline constexpr char OutsideLimits[] = "SRDF-E008";        // a group state value outside the joint's limits
inline constexpr char BadValue[] = "SRDF-E009";             // a value that is no number, or a bad virtual joint type
inline constexpr char NotRoot[] = "SRDF-E010";              // a virtual joint whose child is not the robot's root link
inline constexpr char DuplicateName[] = "SRDF-E011";        // two groups (or states of a group, end effectors, virtual joints) named alike
inline constexpr char SelfPair[] = "SRDF-W001";             // disable_collisions of a link with itself
inline constexpr char DuplicatePair[] = "SRDF-W002";        // the same pair disabled twice with the same reason
inline constexpr char ContradictoryPair[] = "SRDF-W003";    // the same pair disabled twice with different reasons
inline constexpr char IncompleteState[] = "SRDF-W004";      // a group state without a value for a joint of its group
inline constexpr char JointNotInGroup[] = "SRDF-W005";      // a group state value for a joint outside its group
inline constexpr char UnknownElement[] = "SRDF-W006";       // an element or attribute srdfdom does not read (kept)
inline constexpr char NoCompanion[] = "SRDF-W007";          // no URDF found to check the names against
inline constexpr char CompanionBroken[] = "SRDF-W008";      // the URDF found has errors: the names are not checked
inline constexpr char NameMismatch[] = "SRDF-W009";         // the SRDF's robot name differs from the URDF's
inline constexpr char NoCollisionGeometry[] = "SRDF-N001";  // a pair naming a link without collision geometry

}  // namespace kinedit::srdfcode
