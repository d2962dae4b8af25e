// A rigid transform written as text a user pastes into a file: numbers
// with up to 9 significant digits, -0 written 0. Formats build their own
// syntax (Format::poseText) from these pieces.
#pragma once

#include <Eigen/Geometry>
#include <QString>

namespace kinedit {

QString poseNumber(double v);
QString poseNumbers(const double* v, int n);  // space-separated
// "x y z" of the translation.
QString poseTranslation(const Eigen::Isometry3d& t);
// "roll pitch yaw" in radians, fixed X-Y-Z (URDF, SDFormat).
QString poseFixedXYZ(const Eigen::Isometry3d& t);
// "rx ry rz" in radians, intrinsic X-Y-Z Euler angles (DART SKEL).
QString poseIntrinsicXYZ(const Eigen::Isometry3d& t);
// The 3x3 rotation, row-major (HRDF rot).
QString poseRotationRows(const Eigen::Isometry3d& t);
// Intrinsic X-Y-Z Euler angles of a rotation (Rx(a)·Ry(b)·Rz(c)).
Eigen::Vector3d intrinsicXYZFromRotation(const Eigen::Matrix3d& r);

}  // namespace kinedit
