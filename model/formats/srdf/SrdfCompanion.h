// Where an SRDF's URDF (or xacro) is: the configuration's .setup_assistant
// file (its urdf package and relative_path; the package found through
// ROS_PACKAGE_PATH, the SRDF's parent folders, or a sibling folder of the
// configuration named as the package), else a URDF or xacro named as the
// SRDF's robot beside it, else one in a package on ROS_PACKAGE_PATH.
#pragma once

#include <QString>

namespace kinedit::srdf {

QString findCompanion(const QString& srdfPath, const QString& robotName, QString* why);

}  // namespace kinedit::srdf
