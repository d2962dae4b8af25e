#include "PoseText.h"

#include "Format.h"

#include "kinematics/Conventions.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace kinedit {

QString poseNumber(double v) {
    if (std::abs(v) < 5e-13) v = 0;  // no -0, no 1e-17 noise
    return QString::number(v, 'g', 9);
}

QString poseNumbers(const double* v, int n) {
    QStringList parts;
    for (int i = 0; i < n; ++i) parts << poseNumber(v[i]);
    return parts.join(QLatin1Char(' '));
}

QString poseTranslation(const Eigen::Isometry3d& t) { return poseNumbers(t.translation().data(), 3); }

QString poseFixedXYZ(const Eigen::Isometry3d& t) {
    const Eigen::Vector3d rpy = kin::fixedXYZFromRotation(t.linear());
    return poseNumbers(rpy.data(), 3);
}

Eigen::Vector3d intrinsicXYZFromRotation(const Eigen::Matrix3d& r) {
    // R = Rx(a) Ry(b) Rz(c): R02 = sin b, R12 = -sin a cos b, R22 = cos a cos b,
    // R01 = -cos b sin c, R00 = cos b cos c.
    const double b = std::asin(std::clamp(r(0, 2), -1.0, 1.0));
    if (std::abs(r(0, 2)) > 1 - 1e-12) {  // gimbal lock: put it all in a
        return {std::atan2(r(2, 1), r(1, 1)), b, 0};
    }
    return {std::atan2(-r(1, 2), r(2, 2)), b, std::atan2(-r(0, 1), r(0, 0))};
}

QString poseIntrinsicXYZ(const Eigen::Isometry3d& t) {
    const Eigen::Vector3d a = intrinsicXYZFromRotation(t.linear());
    return poseNumbers(a.data(), 3);
}

QString poseRotationRows(const Eigen::Isometry3d& t) {
    double rows[9];
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) rows[3 * i + j] = t.linear()(i, j);
    return poseNumbers(rows, 9);
}

QString Format::poseText(const Eigen::Isometry3d& pose) const {
    return QStringLiteral("xyz=\"%1\" rpy=\"%2\"").arg(poseTranslation(pose), poseFixedXYZ(pose));
}

}  // namespace kinedit
