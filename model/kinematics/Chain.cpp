#include "Chain.h"

#include "ModelBuilder.h"

#include <algorithm>

namespace kinedit::kin {

std::shared_ptr<const Model> extractChain(const Model& model, int base, int tip, std::string* error) {
    const int n = int(model.frames().size());
    if (base < 0 || base >= n || tip < 0 || tip >= n) {
        if (error) *error = "no such frame";
        return nullptr;
    }
    std::vector<int> path;  // frames from tip up to (not including) base
    int f = tip;
    for (; f >= 0 && f != base; f = model.frames()[size_t(f)].parent) path.push_back(f);
    if (f != base) {
        if (error) *error = "'" + model.frames()[size_t(base)].name + "' is not an ancestor of '" + model.frames()[size_t(tip)].name + "'";
        return nullptr;
    }
    std::reverse(path.begin(), path.end());
    ModelBuilder b;
    Eigen::Isometry3d pending = Eigen::Isometry3d::Identity();
    std::string parent;
    for (int i : path) {
        const Frame& fr = model.frames()[size_t(i)];
        pending = pending * fr.placement;
        if (fr.joint >= 0 && model.joints()[size_t(fr.joint)].dof() > 0) {
            b.addFrame(fr.name, fr.kind, parent, pending, model.joints()[size_t(fr.joint)]);
            parent = fr.name;
            pending.setIdentity();
        }
    }
    const std::string tipName = model.frames()[size_t(tip)].name + (b.hasFrame(model.frames()[size_t(tip)].name) ? "#tip" : "");
    b.addFrame(tipName, "tip", parent, pending);
    return b.build(error);
}

}  // namespace kinedit::kin
