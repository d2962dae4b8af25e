// The SRDF schema: the elements and attributes MoveIt's srdfdom reads
// (robot, group with link/joint/chain/group, group_state, end_effector,
// virtual_joint, passive_joint, joint_property, link_sphere_approximation,
// disable_collisions, enable_collisions, disable_default_collisions). A
// <joint> inside <group_state> has a value; inside <group>, a name only.
#pragma once

#include "diagnostics/Diagnostic.h"
#include "schema/Schema.h"

namespace kinedit {

class XmlDocument;
class XmlElement;

const Schema& srdfSchema();
// <joint> of a <group_state> (name and value).
const ElementSchema& srdfStateJointSchema();
// The schema of e where it stands (a group state's joint differs).
const ElementSchema* srdfElementSchema(const XmlElement& e);

// Unknown elements and attributes (warnings, kept), missing required
// attributes (errors).
void checkSrdfSchema(const XmlDocument& doc, Diagnostics& out);

}  // namespace kinedit
