// A kinematic model written as an SDFormat <model>: what flattening writes
// for a URDF, HRDF or SKEL include. Every frame keeps its name and its pose
// at every configuration:
//   - a root frame is a <link>;
//   - a frame a joint moves is a <joint> of the frame's name (URDF: the
//     joint's; HRDF: the output's, base/out0 for actuator base); its child <link> is
//     the frame's one child link at the same place (URDF), else a link named
//     "NAME~body" there;
//   - any other frame is a <frame> attached to its parent.
// Visuals go to the link they move with. Not written: inertials (several
// masses per link would need merging), motion scales (HRDF gear ratios) and
// joints SDFormat has no type for (planar, translational, free, Euler):
// those make the write fail with *error set.
#pragma once

#include <Eigen/Geometry>
#include <QByteArray>
#include <QString>

namespace kinedit {

namespace kin {
class Model;
}

// A pose as SDFormat's <pose> text, "x y z roll pitch yaw", to 17 digits.
QByteArray sdfPoseText(const Eigen::Isometry3d& pose);

QByteArray sdfModelText(const kin::Model& model, const QString& name, const QByteArray& poseText, QString* error);

}  // namespace kinedit
