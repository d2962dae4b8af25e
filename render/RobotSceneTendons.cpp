// RobotScene: the model's spatial tendons (MuJoCo's), drawn in their
// colour, shown with the visual model and hidden with their element.
#include "RobotScene.h"

#include "TendonMeshes.h"
#include "kinematics/Model.h"

namespace kinedit {

void RobotScene::buildTendons() {
    if (m_model->tendons().empty()) return;
    m_tendons = std::make_unique<TendonMeshes>(
        m_root, *m_model, [this](int t) { return material(colour(m_model->tendons()[size_t(t)].rgba), false, false, false, -1); });
    applyTendonVisibility();
}

void RobotScene::applyTendonVisibility() {
    if (!m_tendons) return;
    for (size_t t = 0; t < m_model->tendons().size(); ++t)
        m_tendons->setShown(int(t), m_visual && !under(m_hiddenElements, m_model->tendons()[t].path));
}

}  // namespace kinedit
