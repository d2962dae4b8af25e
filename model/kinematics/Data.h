// The state of one configuration of a Model (Pinocchio's Data): joint values,
// the actuated state of each group, and every frame's pose in the model's
// root frame. Algorithms fill it; the Model never changes.
#pragma once

#include "Model.h"

#include <memory>

namespace kinedit::kin {

struct Data {
    explicit Data(std::shared_ptr<const Model> model);

    std::shared_ptr<const Model> model;
    Eigen::VectorXd q;                      // joint variables (virtual state of groups included)
    std::vector<Eigen::VectorXd> actuated;  // per group
    std::vector<Eigen::Isometry3d> oMf;     // per frame, in the root frame
};

}  // namespace kinedit::kin
