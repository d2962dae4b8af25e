#include "LinkInertia.h"

#include "kinematics/Model.h"

#include <Eigen/Eigenvalues>

#include <algorithm>

namespace kinedit {

bool makePhysical(LinkInertia& li) {
    const Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d> eig(li.inertia);
    Eigen::Vector3d m = eig.eigenvalues();  // ascending
    const Eigen::Vector3d before = m;
    if (m.maxCoeff() <= 1e-12) {              // none to speak of (writers print below 1e-15 as 0)
        m.setConstant(0.4 * li.mass * 1e-6);  // a sphere of 1 mm radius
    } else {
        const double floor = 1e-6 * m.maxCoeff();
        for (int i = 0; i < 3; ++i) m[i] = std::max(m[i], floor);
        // Just inside the triangle inequality: exactly on it, the moments
        // libsdformat computes again from the written matrix may fall a
        // rounding error outside (TIAGo's antenna links did).
        if (m[2] > m[0] + m[1]) m[2] = (m[0] + m[1]) * (1.0 - 1e-9);
    }
    if ((m - before).cwiseAbs().maxCoeff() <= 1e-15 * std::max(1.0, before.cwiseAbs().maxCoeff())) return false;
    li.inertia = eig.eigenvectors() * m.asDiagonal() * eig.eigenvectors().transpose();
    return true;
}

std::map<int, LinkInertia> linkInertias(const kin::Model& model, const std::vector<int>& body, const std::vector<Eigen::Isometry3d>& at) {
    struct Part {
        double mass;
        Eigen::Vector3d com;
        Eigen::Matrix3d inertia;
    };
    std::map<int, std::vector<Part>> parts;
    for (const kin::Inertial& in : model.inertials()) {
        if (in.frame < 0 || !(in.mass > 0)) continue;
        const int link = body[size_t(in.frame)];
        if (link < 0) continue;
        const Eigen::Isometry3d inLink = at[size_t(link)].inverse() * at[size_t(in.frame)];
        const Eigen::Matrix3d r = inLink.linear();
        parts[link].push_back({in.mass, inLink * in.com, r * in.inertia * r.transpose()});
    }
    std::map<int, LinkInertia> out;
    for (const auto& [link, list] : parts) {
        LinkInertia li;
        for (const Part& p : list) li.mass += p.mass, li.com += p.mass * p.com;
        li.com /= li.mass;
        for (const Part& p : list) {
            const Eigen::Vector3d d = p.com - li.com;
            li.inertia += p.inertia + p.mass * (d.squaredNorm() * Eigen::Matrix3d::Identity() - d * d.transpose());
        }
        out[link] = li;
    }
    return out;
}

}  // namespace kinedit
