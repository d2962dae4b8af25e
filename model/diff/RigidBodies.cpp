#include "RigidBodies.h"

#include "kinematics/Data.h"
#include "kinematics/Model.h"

#include <Eigen/Geometry>

namespace kinedit {

std::vector<int> bodyJoints(const kin::Model& model) {
    const auto& frames = model.frames();
    std::vector<int> body(frames.size(), -1);
    for (size_t f = 0; f < frames.size(); ++f) {  // parents come before their children
        const int j = frames[f].joint;
        if (j >= 0 && model.joints()[size_t(j)].dof() > 0)
            body[f] = j;
        else if (frames[f].parent >= 0)
            body[f] = body[size_t(frames[f].parent)];
    }
    return body;
}

std::unordered_map<int, LumpedMass> lumpedBodies(const kin::Model& model, const kin::Data& data, const std::vector<int>& bodyJoint) {
    // Sums of m, m·c and the second moment about the world's origin per body.
    struct Sum {
        double m = 0;
        Eigen::Vector3d first = Eigen::Vector3d::Zero();
        Eigen::Matrix3d second = Eigen::Matrix3d::Zero();
    };
    const auto aboutOrigin = [](double m, const Eigen::Vector3d& c) {
        return Eigen::Matrix3d(m * (c.squaredNorm() * Eigen::Matrix3d::Identity() - c * c.transpose()));
    };
    std::unordered_map<int, Sum> sums;
    for (const kin::Inertial& i : model.inertials()) {
        if (i.frame < 0 || size_t(i.frame) >= data.oMf.size()) continue;
        Sum& s = sums[bodyJoint[size_t(i.frame)]];
        const Eigen::Isometry3d& x = data.oMf[size_t(i.frame)];
        const Eigen::Vector3d c = x * i.com;
        const Eigen::Matrix3d r = x.linear();
        s.m += i.mass;
        s.first += i.mass * c;
        s.second += r * i.inertia * r.transpose() + aboutOrigin(i.mass, c);
    }
    std::unordered_map<int, LumpedMass> bodies;
    bodies.reserve(sums.size());
    for (const auto& [joint, s] : sums) {
        LumpedMass b;
        b.mass = s.m;
        if (s.m > 0) b.com = s.first / s.m;
        b.inertia = s.second - aboutOrigin(s.m, b.com);
        bodies.emplace(joint, b);
    }
    return bodies;
}

}  // namespace kinedit
