#include "Data.h"

namespace kinedit::kin {

Data::Data(std::shared_ptr<const Model> m) : model(std::move(m)) {
    q = model->defaultConfiguration();
    oMf.assign(model->frames().size(), Eigen::Isometry3d::Identity());
    for (const KinematicGroup& g : model->groups())
        actuated.push_back(Eigen::Map<const Eigen::VectorXd>(g.actuatedDefault.data(), Eigen::Index(g.actuatedDefault.size())));
}

}  // namespace kinedit::kin
