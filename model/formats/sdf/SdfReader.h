// Reads an SDFormat document into an SdfRoot, expanding every //include:
// SDFormat files recursively, URDF, HRDF and SKEL files through Kinedit's
// own formats (section 1.5 of the proposal: their frames, links and model
// frame become the assembly's interface). Problems of reading (unreadable
// values, includes that cannot be found or that cycle) go to out, located
// in the file that has them; an include's message names the include chain.
#pragma once

#include "SdfDom.h"

#include "diagnostics/Diagnostic.h"

namespace kinedit {

// SDFormat's pose text: "x y z roll pitch yaw" (or x y z qx qy qz qw with
// rotation_format="quat_xyzw"; degrees="true" for degrees). ok false when
// it does not parse.
Eigen::Isometry3d parseSdfPose(const QString& text, bool quaternion, bool degrees, bool* ok);

SdfRoot readSdf(const XmlDocument& doc, Diagnostics* out);

}  // namespace kinedit
