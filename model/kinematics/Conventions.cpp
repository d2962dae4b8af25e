#include "Conventions.h"

#include <Eigen/SVD>

#include <algorithm>
#include <cmath>

namespace kinedit::kin {

Eigen::Matrix3d rotX(double a) {
    const double c = std::cos(a), s = std::sin(a);
    Eigen::Matrix3d r;
    r << 1, 0, 0, 0, c, -s, 0, s, c;
    return r;
}

Eigen::Matrix3d rotY(double a) {
    const double c = std::cos(a), s = std::sin(a);
    Eigen::Matrix3d r;
    r << c, 0, s, 0, 1, 0, -s, 0, c;
    return r;
}

Eigen::Matrix3d rotZ(double a) {
    const double c = std::cos(a), s = std::sin(a);
    Eigen::Matrix3d r;
    r << c, -s, 0, s, c, 0, 0, 0, 1;
    return r;
}

Eigen::Matrix3d rotationIntrinsicXYZ(double rx, double ry, double rz) { return rotX(rx) * rotY(ry) * rotZ(rz); }

Eigen::Matrix3d rotationFixedXYZ(double roll, double pitch, double yaw) { return rotZ(yaw) * rotY(pitch) * rotX(roll); }

Eigen::Vector3d fixedXYZFromRotation(const Eigen::Matrix3d& r) {
    // r = Rz(yaw) Ry(pitch) Rx(roll). Pitch by atan2, not asin, which loses
    // half the digits near +-90 degrees; roll from the last row; then yaw
    // from what is left, Rz(yaw) = r Rx(roll)^T Ry(pitch)^T, so that the
    // three give r back to rounding even next to the lock (where roll and
    // yaw turn about nearly one axis and each alone is ill-conditioned; a
    // pose 1e-12 off the lock came back 2e-8 off with asin).
    const double cosPitch = std::hypot(r(0, 0), r(1, 0));
    const double pitch = std::atan2(-r(2, 0), cosPitch);
    const double roll = cosPitch > 1e-12 ? std::atan2(r(2, 1), r(2, 2)) : 0.0;  // at the lock: all in yaw
    const Eigen::Matrix3d z = r * Eigen::AngleAxisd(-roll, Eigen::Vector3d::UnitX()).toRotationMatrix() *
                              Eigen::AngleAxisd(-pitch, Eigen::Vector3d::UnitY()).toRotationMatrix();
    const double yaw = std::atan2(z(1, 0), z(0, 0));
    return {roll, pitch, yaw};
}

Eigen::Matrix3d rotationFromQuaternionWXYZ(double w, double x, double y, double z) {
    const double n = std::sqrt(w * w + x * x + y * y + z * z);
    if (n < 1e-300) return Eigen::Matrix3d::Identity();
    return Eigen::Quaterniond(w / n, x / n, y / n, z / n).toRotationMatrix();
}

Eigen::Matrix3d rotationAboutAxis(const Eigen::Vector3d& a, double angle) {
    const double c = std::cos(angle), s = std::sin(angle), v = 1 - c;
    Eigen::Matrix3d r;
    r << c + a.x() * a.x() * v, a.x() * a.y() * v - a.z() * s, a.x() * a.z() * v + a.y() * s, a.y() * a.x() * v + a.z() * s,
        c + a.y() * a.y() * v, a.y() * a.z() * v - a.x() * s, a.z() * a.x() * v - a.y() * s, a.z() * a.y() * v + a.x() * s,
        c + a.z() * a.z() * v;
    return r;
}

Eigen::Matrix3d nearestRotation(const Eigen::Matrix3d& m) {
    Eigen::JacobiSVD<Eigen::Matrix3d> svd(m, Eigen::ComputeFullU | Eigen::ComputeFullV);
    Eigen::Matrix3d d = Eigen::Matrix3d::Identity();
    d(2, 2) = (svd.matrixU() * svd.matrixV().transpose()).determinant() < 0 ? -1 : 1;
    return svd.matrixU() * d * svd.matrixV().transpose();
}

Eigen::Vector3d rotationError(const Eigen::Matrix3d& target, const Eigen::Matrix3d& current) {
    const Eigen::AngleAxisd aa(target * current.transpose());
    return aa.axis() * aa.angle();
}

Eigen::Isometry3d tripTransform(const TripParameters& p) {
    Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
    t.linear() = p.euler ? rotationIntrinsicXYZ(p.rx, p.ry, p.rz) : rotationFromQuaternionWXYZ(p.qw, p.qx, p.qy, p.qz);
    t.translation() = Eigen::Vector3d(p.tx, p.ty, p.tz);
    return t;
}

}  // namespace kinedit::kin
