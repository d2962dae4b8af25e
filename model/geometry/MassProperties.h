// Mass properties of solids of uniform density: mass, centre of mass and
// the inertia tensor about it; the primitives' in closed form (each in its
// own frame, centred, cylinders and capsules along z), moved into another
// frame and summed by the parallel axis theorem.
// Eigen only and inline: the MJCF compiler (kinedit_model, below this
// library) takes its primitives from here too.
#pragma once

#include <Eigen/Eigenvalues>
#include <Eigen/Geometry>

#include <cmath>
#include <vector>

namespace kinedit {

struct MassProperties {
    double mass = 0;
    Eigen::Vector3d com = Eigen::Vector3d::Zero();
    Eigen::Matrix3d inertia = Eigen::Matrix3d::Zero();  // about com, in the frame's axes
};

// A solid's volume and its principal moments per unit mass along its own
// axes: what mass times gives a primitive's tensor.
struct UnitSolid {
    double volume = 0;
    Eigen::Vector3d moments = Eigen::Vector3d::Zero();
};

// Box of half-edges a, b, c: V = 8abc, Ixx = m(b² + c²)/3.
inline UnitSolid boxSolid(const Eigen::Vector3d& half) {
    const Eigen::Vector3d s = half.cwiseProduct(half);
    return {8 * half.prod(), Eigen::Vector3d(s.y() + s.z(), s.x() + s.z(), s.x() + s.y()) / 3};
}
// Ellipsoid of radii a, b, c: V = 4/3 πabc, Ixx = m(b² + c²)/5.
inline UnitSolid ellipsoidSolid(const Eigen::Vector3d& radii) {
    const Eigen::Vector3d s = radii.cwiseProduct(radii);
    return {4 * M_PI * radii.prod() / 3, Eigen::Vector3d(s.y() + s.z(), s.x() + s.z(), s.x() + s.y()) / 5};
}
inline UnitSolid sphereSolid(double r) { return {4 * M_PI * r * r * r / 3, Eigen::Vector3d::Constant(2 * r * r / 5)}; }
// Cylinder of radius r and length h along z: V = πr²h, Ixx = m(3r² + h²)/12, Izz = mr²/2.
inline UnitSolid cylinderSolid(double r, double h) {
    const double across = (3 * r * r + h * h) / 12;
    return {M_PI * r * r * h, Eigen::Vector3d(across, across, r * r / 2)};
}
// Capsule: a cylinder of length h with hemispheres of radius r at its ends.
// Across the axis each hemisphere adds m_h(83/320 r² + d²), its COM d = h/2 +
// 3r/8 from the centre; 83/320 r² + d² = 2r²/5 + h²/4 + 3hr/8.
inline UnitSolid capsuleSolid(double r, double h) {
    const double vc = M_PI * r * r * h, vs = 4 * M_PI * r * r * r / 3, volume = vc + vs;
    const double across = vc * (3 * r * r + h * h) / 12 + vs * (2 * r * r / 5 + h * h / 4 + 3 * h * r / 8);
    return {volume, Eigen::Vector3d(across, across, (vc / 2 + vs * 2 / 5) * r * r) / volume};
}

// A solid of this mass, at the origin of its frame, principal axes along it.
inline MassProperties solidMass(const UnitSolid& s, double mass) {
    return {mass, Eigen::Vector3d::Zero(), Eigen::Matrix3d(s.moments.asDiagonal()) * mass};
}

// The same body seen from a frame in which its own frame sits at pose.
inline MassProperties moved(const MassProperties& p, const Eigen::Isometry3d& pose) {
    return {p.mass, pose * p.com, pose.linear() * p.inertia * pose.linear().transpose()};
}

// Parts of one body summed: the inertia about the common COM (parallel axes:
// each part adds m(|d|² E - d dᵀ), d its COM from the common one). Parts
// without positive mass are left out.
inline MassProperties combined(const std::vector<MassProperties>& parts) {
    MassProperties sum;
    for (const MassProperties& p : parts)
        if (p.mass > 0) sum.mass += p.mass, sum.com += p.mass * p.com;
    if (!(sum.mass > 0)) return {};
    sum.com /= sum.mass;
    for (const MassProperties& p : parts) {
        if (!(p.mass > 0)) continue;
        const Eigen::Vector3d d = p.com - sum.com;
        sum.inertia += p.inertia + p.mass * (d.squaredNorm() * Eigen::Matrix3d::Identity() - d * d.transpose());
    }
    return sum;
}

// Eigenvalues of a symmetric tensor, ascending.
inline Eigen::Vector3d principalMoments(const Eigen::Matrix3d& inertia) {
    return Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d>(inertia, Eigen::EigenvaluesOnly).eigenvalues();
}

}  // namespace kinedit
