#include "SameConfiguration.h"

#include "kinematics/Model.h"

namespace kinedit {

Eigen::VectorXd sameConfiguration(const kin::Model& from, const Eigen::VectorXd& q, const kin::Model& to) {
    Eigen::VectorXd out = to.defaultConfiguration();
    if (q.size() != from.nq()) return out;
    for (const kin::Joint& j : to.joints()) {
        const int other = from.jointIndex(j.name);
        if (other < 0) continue;
        const kin::Joint& o = from.joints()[size_t(other)];
        if (o.dof() != j.dof() || o.qIndex + o.dof() > q.size() || j.qIndex + j.dof() > out.size()) continue;
        out.segment(j.qIndex, j.dof()) = q.segment(o.qIndex, o.dof());
    }
    return out;
}

}  // namespace kinedit
