#include "RigidBodies.h"

#include "kinematics/Data.h"
#include "kinematics/Model.h"

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

std::unordered_map<int, LinkInertia> lumpedBodies(const kin::Model& model, const kin::Data& data, const std::vector<int>& bodyJoint) {
    // Each body summed in its joint's frame; the base in one of its frames,
    // then moved into the world.
    const auto& frames = model.frames();
    std::vector<int> link(frames.size(), -1);
    int base = -1;
    for (size_t f = 0; f < frames.size(); ++f) {
        const int j = bodyJoint[f];
        if (j < 0 && base < 0) base = int(f);
        link[f] = j < 0 ? base : model.joints()[size_t(j)].frame;
    }
    std::unordered_map<int, LinkInertia> bodies;
    for (auto [frame, lumped] : linkInertias(model, link, data.oMf)) {
        const int j = bodyJoint[size_t(frame)];
        if (j < 0) {
            const Eigen::Isometry3d& x = data.oMf[size_t(frame)];
            lumped.com = x * lumped.com;
            lumped.inertia = x.linear() * lumped.inertia * x.linear().transpose();
        }
        bodies.emplace(j, lumped);
    }
    for (const kin::Inertial& i : model.inertials())  // weightless: linkInertias leaves them out
        if (i.frame >= 0) bodies.try_emplace(bodyJoint[size_t(i.frame)]);
    return bodies;
}

}  // namespace kinedit
