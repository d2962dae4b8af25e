// A compared model posed as the other one is: each joint of the same name
// and the same number of variables takes the other's values; the rest keep
// the model's default. The window's ghost follows the Joints panel so.
#pragma once

#include <Eigen/Core>

namespace kinedit::kin {
class Model;
}

namespace kinedit {

Eigen::VectorXd sameConfiguration(const kin::Model& from, const Eigen::VectorXd& q, const kin::Model& to);

}  // namespace kinedit
