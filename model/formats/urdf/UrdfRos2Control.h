// <ros2_control>, ROS 2's URDF extension for the hardware a controller
// manager loads: checked as ros2_control's parser (hardware_interface's
// component_parser) reads it, and its joints against the robot's. URDF
// readers ignore the element, so what is found here is a warning: the robot
// loads, the controller manager does not.
#pragma once

#include "diagnostics/Diagnostic.h"

#include <QSet>
#include <QString>

namespace kinedit {

class XmlDocument;
class XmlElement;

void checkRos2Control(const XmlDocument& doc, const XmlElement& ros2Control, const QSet<QString>& urdfJoints, Diagnostics& out);

}  // namespace kinedit
