// The inertial checks (PHYS-*): checkDocument's phase after compile, on
// the compiled model. They say, for each body, whether MuJoCo 2.2.2 and
// libsdformat 12 (the simulators that read the file's format: both for
// URDF and xacro, MuJoCo for MJCF, libsdformat for SDFormat, neither for
// SKEL and HRDF) would refuse its mass properties, and why, as those
// programs decide it (resources/docs/physics.md):
//
//   PHYS-x001  a moving body's mass below MuJoCo's mjMINVAL (1e-15), or
//              a URDF link's mass that libsdformat takes for none (<= 1e-6)
//   PHYS-x002  a tensor with a negative principal moment
//   PHYS-x003  principal moments breaking A + B >= C
//   PHYS-x004  a moving body's principal moment below mjMINVAL
//   PHYS-x005  a moving URDF link without <inertial>
//   PHYS-N001  one note: which simulators would refuse the file, and why
//
// x is E where every simulator that reads the format refuses the file (or
// drops the link: libsdformat's URDF converter), W otherwise; 005 is
// always W (URDF makes <inertial> optional: files for kinematics only
// leave it out). Each body
// gets at most one of 001-005, the first in that order.
//
// A body is moving when it has a joint of its own (a non-fixed joint
// between it and its parent body), as MuJoCo checks: a link welded to a
// moving one is carried by it and not checked for mass.
#pragma once

#include "diagnostics/Diagnostic.h"

#include <QString>

#include <vector>

namespace kinedit {

namespace kin {
class Model;
}

// Diagnostics at the <inertial>, <mass> or <inertia> the model's inertials
// were compiled from (kin::Inertial::at, massAt, inertiaAt), or at the
// link (kin::Model::frameSource) for a link without one; fileName names
// the file for the summary and for places the model does not know.
// formatId: Format::id() of the document ("urdf", "xacro", "sdf", "mjcf",
// "skel", "hrdf"); any other format gets none. flagged, if given, gets the
// frames of the bodies reported.
Diagnostics inertialChecks(const kin::Model& model, const QString& formatId, const QString& fileName, std::vector<int>* flagged = nullptr);

}  // namespace kinedit
