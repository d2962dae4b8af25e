// Diagnostic codes of the MJCF rules (MuJoCo XML as MuJoCo 2.2.2 reads
// it). Stable. The errors are what MuJoCo refuses; the warnings what it
// accepts but Kinedit does not show as MuJoCo would.
#pragma once

namespace kinedit::mjcfcode {

inline constexpr char NotMujoco[] = "MJCF-E001";            // the root is not <mujoco>
inline constexpr char UnknownElement[] = "MJCF-E002";       // an element MJCF 2.2.2 does not have here
inline constexpr char UnknownAttribute[] = "MJCF-E003";     // an attribute the element does not have
inline constexpr char BadKeyword[] = "MJCF-E004";           // a value not among the attribute's keywords
inline constexpr char BadNumber[] = "MJCF-E005";            // a number that does not parse, or the wrong count
inline constexpr char BadInclude[] = "MJCF-E006";           // an <include> whose file is missing, malformed or not <mujoco>
inline constexpr char UnknownClass[] = "MJCF-E007";         // class/childclass naming no default class
inline constexpr char DuplicateName[] = "MJCF-E008";        // two elements of one kind with one name
inline constexpr char UndefinedReference[] = "MJCF-E009";   // a mesh, material, body, joint, site ... naming nothing
inline constexpr char MeshFile[] = "MJCF-E010";             // a mesh file that is missing or of a type MuJoCo cannot read
inline constexpr char RangeWithoutLimited[] = "MJCF-E011";  // range without limited while autolimits is off
inline constexpr char Orientation[] = "MJCF-E012";          // more than one orientation, a zero axis, ...
inline constexpr char JointPlacement[] = "MJCF-E013";       // a joint in the world body, a free joint below the top level
inline constexpr char BadRange[] = "MJCF-E014";             // a limited range whose lower end is not below the upper
inline constexpr char RepeatedElement[] = "MJCF-E015";      // a second element where MJCF allows one
inline constexpr char MissingAttribute[] = "MJCF-E016";     // an attribute MuJoCo requires (a mesh's file, ...)
inline constexpr char NotBuilt[] = "MJCF-E017";             // what passed every check yet made no model (a bug to report)
inline constexpr char Composite[] = "MJCF-E018";            // a <composite> MuJoCo cannot make (counts, spacing, geom type, root body)
inline constexpr char Skin[] = "MJCF-E019";                 // a skin MuJoCo cannot compile (its data, sizes, vertex ids, weights)
inline constexpr char Tendon[] = "MJCF-E020";               // a tendon MuJoCo cannot compile (its path, width, wrapped geom)
inline constexpr char NotShown[] =
    "MJCF-W001";  // read by MuJoCo, not shown as MuJoCo shows it (a global body framed by a mesh not weighed, a constraint not followed)
inline constexpr char LoopOpen[] = "MJCF-W002";      // an equality constraint that is not met at qpos0
inline constexpr char MassOfMeshes[] = "MJCF-N001";  // mesh geoms whose mesh is not weighed (not read yet, unreadable, refused)

}  // namespace kinedit::mjcfcode
