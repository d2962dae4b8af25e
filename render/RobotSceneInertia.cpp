// RobotScene: the selected links' inertia, each as its equivalent uniform
// box (kin::inertiaBox) at the centre of mass, along the principal axes of
// the tensor in the link's axes (so an inertial origin's rotation turns the
// box with it). Built when one is first shown, placed by updatePoses.
#include "RobotScene.h"

#include "LitMaterial.h"
#include "kinematics/Data.h"
#include "kinematics/Model.h"
#include "kinematics/SelectedFrames.h"

#include <QMatrix4x4>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QCuboidMesh>

#include <algorithm>

namespace kinedit {

namespace {
std::vector<std::string> stdPaths(const QStringList& paths) {
    std::vector<std::string> out;
    for (const QString& p : paths) out.push_back(p.toStdString());
    return out;
}
}  // namespace

std::vector<int> RobotScene::shownInertia() const {
    std::vector<int> shown;
    for (const InertiaShape& s : m_inertia)
        if (s.entity->isEnabled()) shown.push_back(s.inertial);
    return shown;
}

void RobotScene::setInertiaVisible(bool on) {
    m_inertiaOn = on;
    showInertia();
}

void RobotScene::showInertia() {
    if (!m_model || !m_root) return;
    std::vector<bool> wanted(m_model->inertials().size(), false);
    bool any = false;
    const std::vector<int> frames = m_selection.isEmpty() ? std::vector<int>() : kin::selectedFrames(*m_model, stdPaths(m_selection));
    for (size_t i = 0; i < wanted.size() && m_inertiaOn; ++i) {
        const kin::Inertial& in = m_model->inertials()[i];
        wanted[i] = in.mass > 0 && in.frame >= 0 && (m_selection.isEmpty() || std::binary_search(frames.begin(), frames.end(), in.frame));
        any = any || wanted[i];
    }
    // Built when one is to be shown: Qt3D does not draw a shared mesh whose
    // entities were all disabled when it was made.
    if (any && m_inertia.empty()) {
        auto* cube = new Qt3DExtras::QCuboidMesh(m_root);  // 1 x 1 x 1
        auto* amber = new LitMaterial(litEffect(true), QColor(240, 150, 20, 120), QColor(120, 70, 10), m_root);
        auto* red = new LitMaterial(litEffect(true), QColor(230, 30, 30, 130), QColor(110, 20, 20), m_root);
        for (size_t i = 0; i < wanted.size(); ++i) {
            const kin::Inertial& in = m_model->inertials()[i];
            if (!(in.mass > 0) || in.frame < 0) continue;
            const kin::InertiaBox box = kin::inertiaBox(in);
            auto* e = new Qt3DCore::QEntity(m_root);
            auto* t = new Qt3DCore::QTransform;
            e->addComponent(cube);
            e->addComponent(box.physical ? amber : red);
            e->addComponent(t);
            m_inertia.push_back({int(i), e, t, box});
        }
    }
    for (const InertiaShape& s : m_inertia) s.entity->setEnabled(wanted[size_t(s.inertial)]);
    if (any && m_lastData) placeInertia(*m_lastData);
}

void RobotScene::placeInertia(const kin::Data& data) {
    for (const InertiaShape& s : m_inertia) {
        if (!s.entity->isEnabled()) continue;
        const kin::Inertial& in = m_model->inertials()[size_t(s.inertial)];
        const Eigen::Matrix4f pose = (data.oMf[size_t(in.frame)] * s.box.pose).matrix().cast<float>();
        QMatrix4x4 m(pose.data());
        m = m.transposed();  // Eigen's storage is by column, QMatrix4x4's constructor reads by row
        // A flat box (a rod's, a point mass's) keeps a sliver of thickness.
        const Eigen::Vector3d size = s.box.size.cwiseMax(1e-4);
        m.scale(float(size.x()), float(size.y()), float(size.z()));
        s.transform->setMatrix(m);
    }
}

}  // namespace kinedit
