// Rotation conventions, each named for what it computes. Robot formats
// disagree here, and TriP's own documentation disagrees with its code
// (shared/trip-reference.md, 1.1 and 1.2), so no function in the engine
// takes "Euler angles" without saying which.
#pragma once

#include <Eigen/Geometry>

namespace kinedit::kin {

// Elementary right-handed rotations.
Eigen::Matrix3d rotX(double a);
Eigen::Matrix3d rotY(double a);
Eigen::Matrix3d rotZ(double a);

// Rx(a)·Ry(b)·Rz(c): intrinsic X, then Y', then Z''. TriP's Transformation
// "euler" convention as its code computes it, and DART's "XYZ Euler angles".
Eigen::Matrix3d rotationIntrinsicXYZ(double rx, double ry, double rz);

// Rz(yaw)·Ry(pitch)·Rx(roll): fixed-axis X, Y, Z. URDF and SDFormat "rpy".
Eigen::Matrix3d rotationFixedXYZ(double roll, double pitch, double yaw);
// The inverse of rotationFixedXYZ (roll, pitch, yaw; pitch in [-pi/2, pi/2]).
Eigen::Vector3d fixedXYZFromRotation(const Eigen::Matrix3d& r);

// Quaternion (w, x, y, z), normalised here (TriP does not normalise; a zero
// quaternion is taken as the identity, as TriP's formula gives).
Eigen::Matrix3d rotationFromQuaternionWXYZ(double w, double x, double y, double z);

// Rotation about a unit axis (Rodrigues).
Eigen::Matrix3d rotationAboutAxis(const Eigen::Vector3d& unitAxis, double angle);

// The nearest rotation matrix (polar decomposition by SVD), for matrices
// read from files with few decimals.
Eigen::Matrix3d nearestRotation(const Eigen::Matrix3d& m);

// Rotation error as a rotation vector: log(target · current^T), world frame.
Eigen::Vector3d rotationError(const Eigen::Matrix3d& target, const Eigen::Matrix3d& current);

// A TriP Transformation's constant matrix from its parameters: euler
// convention (Rx·Ry·Rz) when any of rx, ry, rz is given, else quaternion.
// Rotation is applied before translation: p_parent = R·p_child + t.
struct TripParameters {
    double tx = 0, ty = 0, tz = 0;
    double rx = 0, ry = 0, rz = 0;
    double qw = 0, qx = 0, qy = 0, qz = 0;
    bool euler = false;  // true if the transformation has any of rx, ry, rz
};
Eigen::Isometry3d tripTransform(const TripParameters& p);

}  // namespace kinedit::kin
