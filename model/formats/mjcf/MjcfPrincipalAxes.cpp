#include "MjcfPrincipalAxes.h"

#include <cmath>
#include <utility>

namespace kinedit {

MjcfPrincipalAxes mjcfPrincipalAxes(const Eigen::Matrix3d& inertia) {
    constexpr double eps = 1e-15 * 1000;  // MuJoCo's mjMINVAL * 1000
    Eigen::Quaterniond q = Eigen::Quaterniond::Identity();
    Eigen::Vector3d moments = inertia.diagonal();
    for (int iteration = 0; iteration < 500; ++iteration) {
        const Eigen::Matrix3d r = q.toRotationMatrix();
        const Eigen::Matrix3d d = r.transpose() * inertia * r;
        moments = d.diagonal();
        // The largest off-diagonal element (row, column) and the axis of the
        // rotation that zeroes it; ties go as MuJoCo's comparisons take them.
        int row = 1, col = 2, axis = 0;
        if (std::abs(d(0, 1)) > std::abs(d(0, 2)) && std::abs(d(0, 1)) > std::abs(d(1, 2)))
            row = 0, col = 1, axis = 2;
        else if (std::abs(d(0, 2)) > std::abs(d(1, 2)))
            row = 0, col = 2, axis = 1;
        if (std::abs(d(row, col)) < eps) break;
        // The 2x2 symmetric Schur rotation.
        const double tau = (d(col, col) - d(row, row)) / (2 * d(row, col));
        const double t = tau >= 0 ? 1 / (tau + std::sqrt(1 + tau * tau)) : -1 / (-tau + std::sqrt(1 + tau * tau));
        const double c = 1 / std::sqrt(1 + t * t);
        if (c > 1 - eps) break;
        double s = std::sqrt(0.5 - 0.5 * c);
        if (tau >= 0) s = -s;
        if (axis == 1) s = -s;
        Eigen::Quaterniond step(std::sqrt(1 - s * s), 0, 0, 0);
        step.coeffs()[axis] = s;  // coeffs(): x, y, z, w
        q = (q * step.normalized()).normalized();
    }
    // Largest first: neighbours swapped (0-1, 1-2, 0-1) by a quarter turn
    // about the third axis.
    for (int j = 0; j < 3; ++j) {
        const int lead = j % 2;
        if (moments[lead] + eps < moments[lead + 1]) {
            std::swap(moments[lead], moments[lead + 1]);
            Eigen::Quaterniond turn(std::sqrt(0.5), 0, 0, 0);
            turn.coeffs()[(lead + 2) % 3] = std::sqrt(0.5);
            q = (q * turn).normalized();
        }
    }
    return {q, moments};
}

}  // namespace kinedit
