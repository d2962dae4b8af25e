// The SRDF's rules. Those of the file alone (names it defines and uses
// itself, values, pairs) run always; those against the robot's compiled
// model (its URDF: links, joints, limits, collision geometry) run when
// the companion was found and compiled.
#pragma once

#include "SrdfReading.h"

#include "diagnostics/Diagnostic.h"

namespace kinedit {

namespace kin {
class Model;
}

namespace srdf {

void checkAlone(const XmlDocument& doc, const Robot& robot, Diagnostics& out);

// urdfName: the URDF's robot name (empty: not known).
void checkAgainstRobot(const XmlDocument& doc, const Robot& robot, const kin::Model& model, const QString& urdfName, Diagnostics& out);

}  // namespace srdf
}  // namespace kinedit
