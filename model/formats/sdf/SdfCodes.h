// Diagnostic codes of the SDFormat rules. Stable. The phase each belongs to
// (section 1.6 of the composition proposal) is noted after it.
#pragma once

namespace kinedit::sdfcode {

// Phase 1: the file, its version, its root and the schema.
inline constexpr char NotSdf[] = "SDF-E001";  // root is not <sdf version="...">, or the version is unsupported
inline constexpr char NoModelOrWorld[] =
    "SDF-W006";  // <sdf> holds no <model>, <world>, <light> or <actor> (a warning: libsdformat accepts it)
inline constexpr char OneModelOnly[] = "SDF-E003";      // a model file (or an included file) with more than one top-level element
inline constexpr char MissingAttribute[] = "SDF-E004";  // a required attribute is absent
inline constexpr char MissingElement[] = "SDF-E005";    // a required child element is absent or empty
inline constexpr char BadValue[] = "SDF-E006";          // a value that does not parse as its type
inline constexpr char InertiaInvalid[] = "SDF-E007";    // mass <= 0 or an inertia no body can have
inline constexpr char BadJointType[] = "SDF-E008";      // a joint type SDFormat does not have
// Phase 2: names.
inline constexpr char EmptyName[] = "SDF-E010";        // name=""
inline constexpr char ReservedName[] = "SDF-E011";     // __.*__ or world
inline constexpr char DelimiterInName[] = "SDF-E012";  // a name containing '::' (SDFormat 1.8 and newer)
inline constexpr char DuplicateName[] = "SDF-E013";    // two siblings share a name
// Phase 3: joints.
inline constexpr char JointParentInvalid[] = "SDF-E020";    // parent names no frame in scope
inline constexpr char JointChildInvalid[] = "SDF-E021";     // child names no frame in scope, or is world
inline constexpr char JointSameParentChild[] = "SDF-E022";  // parent and child are (or resolve to) the same link
// Phase 4: canonical link.
inline constexpr char CanonicalLinkInvalid[] = "SDF-E030";
inline constexpr char ModelWithoutLink[] = "SDF-E031";  // a non-static model with no link (and no nested model)
// Phases 5 and 6: attached_to.
inline constexpr char AttachedToInvalid[] = "SDF-E040";  // names no frame in scope (or reaches outside it)
inline constexpr char AttachedToCycle[] = "SDF-E041";    // attached_to itself, or a cycle
// Phases 7 and 8: relative_to.
inline constexpr char RelativeToInvalid[] = "SDF-E050";
inline constexpr char RelativeToCycle[] = "SDF-E051";
inline constexpr char TopLevelRelativeTo[] = "SDF-E052";  // the top-level model's pose must not have relative_to
inline constexpr char ReservedReference[] = "SDF-E053";
inline constexpr char ChainTooLong[] = "SDF-E054";  // more than 2,000 attached_to or relative_to references in a row (hostile input)   //
                                                    // __root__ (or another reserved name) used as a reference
// Includes (section 1.4).
inline constexpr char IncludeNoUri[] = "SDF-E060";           // <include> without <uri>
inline constexpr char IncludeNotFound[] = "SDF-E061";        // the URI resolves to no file (names the include chain)
inline constexpr char IncludeCycle[] = "SDF-E062";           // a file includes itself, directly or not
inline constexpr char IncludeUnreadable[] = "SDF-E063";      // the included file is not an SDFormat model (or other format Kinedit reads)
inline constexpr char PlacementWithoutPose[] = "SDF-E064";   // placement_frame needs a pose
inline constexpr char PlacementFrameInvalid[] = "SDF-E065";  // placement_frame names no frame of the model
inline constexpr char IncludeTooDeep[] = "SDF-E066";         // includes nest past the limit
inline constexpr char CannotFlatten[] = "SDF-E067";          // convert --flatten: an included model SDFormat cannot express
// Warnings.
inline constexpr char UnknownElement[] = "SDF-W001";    // not defined in SDFormat (kept as written)
inline constexpr char UnknownAttribute[] = "SDF-W002";  // not defined in SDFormat (kept as written)
inline constexpr char MeshNotFound[] = "SDF-W003";      // a mesh URI that resolves to no file
inline constexpr char NewerVersion[] = "SDF-W004";      // a version newer than 1.9: read with 1.9's rules plus what Kinedit knows of it
inline constexpr char LoopOpen[] = "SDF-W005";          // a closed chain that does not close at zero
inline constexpr char WeldApart[] = "SDF-W008";         // a fixed joint between two <frame>s that are apart at zero configuration
inline constexpr char EditsNotApplied[] = "SDF-W007";   // <experimental:params> in an include (libsdformat's edits) is kept, not applied

}  // namespace kinedit::sdfcode
