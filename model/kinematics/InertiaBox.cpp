#include "InertiaBox.h"

#include "Model.h"

#include <Eigen/Eigenvalues>

#include <cmath>

namespace kinedit::kin {

InertiaBox inertiaBox(const Inertial& inertial) {
    InertiaBox box;
    box.pose.translation() = inertial.com;
    if (!(inertial.mass > 0) || !inertial.inertia.allFinite()) return box;
    const Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d> eig(0.5 * (inertial.inertia + inertial.inertia.transpose()));
    if (eig.info() != Eigen::Success) return box;
    Eigen::Matrix3d axes = eig.eigenvectors();
    if (axes.determinant() < 0) axes.col(2) *= -1;  // a rotation
    box.pose.linear() = axes;
    const Eigen::Vector3d moment = eig.eigenvalues();
    for (int i = 0; i < 3; ++i) {
        const double s = 6 * (moment[(i + 1) % 3] + moment[(i + 2) % 3] - moment[i]) / inertial.mass;
        if (s < -1e-12) box.physical = false;
        box.size[i] = std::sqrt(std::max(0.0, s));
    }
    return box;
}

}  // namespace kinedit::kin
