// RobotScene: what is drawn over the robot to read it: frame axes and
// their labels, joint axes, centres of mass, and the assembly checks'
// lines between frames that should meet. Built with the model, posed by
// updatePoses, each shown or hidden by the View menu.
#include "RobotScene.h"
#include "Shading.h"

#include "ArrowMesh.h"
#include "FrameLabels.h"
#include "MeshCache.h"
#include "MeshDetail.h"
#include "geometry/MeshLoader.h"
#include "PoseTexture.h"
#include "PosedMaterial.h"
#include "ShapeBatch.h"
#include "geometry/ShapeMesh.h"
#include "TextureAtlas.h"
#include "TextureImage.h"
#include "TexturedMaterial.h"
#include "TexturedShape.h"
#include "kinematics/Data.h"

#include <algorithm>
#include <map>
#include <unordered_map>
#include <cstdio>
#include <tuple>
#include <cmath>
#include <numbers>
#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QSphereMesh>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QTexture>

namespace kinedit {

void RobotScene::buildAxes() {
    // RGB axes for the frames users check: links, bodies, joints, outputs,
    // end effectors, explicit frames, grasps (not centres of mass).
    m_axisFrames.clear();
    for (int i = 0; i < int(m_model->frames().size()); ++i)
        if (m_model->frames()[size_t(i)].kind != "com") m_axisFrames.push_back(i);
    const QColor colours[3] = {QColor(220, 40, 40), QColor(40, 170, 40), QColor(40, 80, 220)};
    for (int a = 0; a < 3; ++a) {
        const Shading l = shading(colours[a], false, false);
        m_frameAxes[size_t(a)] = new ShapeBatch(m_root, new PosedMaterial(posedEffect(false), *m_frameTexture, l.diffuse, l.ambient));
        m_frameAxes[size_t(a)]->setVisible(m_frames);
    }  // their members come at the first pose, with the arrows' length
    // Joint axes: thicker, in amber, for the joints with one axis.
    m_jointAxes = std::make_unique<ArrowMesh>(m_root, material(QColor(255, 170, 0), false), 0.06f);
    m_jointAxes->setEnabled(m_jointAxesOn);
    if (!m_model->framePairs().empty()) {
        m_placementLines = std::make_unique<ArrowMesh>(m_root, material(QColor(0, 190, 220), false), 0.02f);
        m_gapLines = std::make_unique<ArrowMesh>(m_root, material(QColor(220, 0, 220), false), 0.03f);
        for (int a = 0; a < 3; ++a) m_pairAxes[size_t(a)] = std::make_unique<ArrowMesh>(m_root, material(colours[a], false));
        for (ArrowMesh* m : {m_placementLines.get(), m_gapLines.get(), m_pairAxes[0].get(), m_pairAxes[1].get(), m_pairAxes[2].get()})
            m->setEnabled(m_pairsOn);
    }
    if (m_comsOn) buildCentresOfMass();
    if (m_labelsOn) buildLabels();
}

void RobotScene::buildLabels() {
    if (!m_camera || !m_model || !m_root || !m_lastData) return;  // built at the first pose
    if (!m_labels) m_labels = new FrameLabels(m_root, m_camera, m_labelTexture);
    std::vector<std::pair<int, QString>> labels;
    for (int f : m_axisFrames) labels.emplace_back(f, QString::fromStdString(m_model->frames()[size_t(f)].name));
    m_labels->setLabels(labels, m_lastData->oMf);
}

void RobotScene::setFrameLabelsVisible(bool on) {
    m_labelsOn = on;
    if (on)
        buildLabels();
    else if (m_labels)
        m_labels->setLabels({}, {});
    if (m_lastData) updatePoses(*m_lastData);
}

QStringList RobotScene::frameLabels() const {
    QStringList names;
    if (m_labels && m_labelsOn)
        for (int i = 0; i < m_labels->count(); ++i) names << m_labels->text(i);
    return names;
}

void RobotScene::buildCentresOfMass() {
    m_comsBuilt = true;
    // Centres of mass: a dark sphere each, its volume that of the body's
    // mass in steel (so heavier bodies show bigger).
    auto* sphere = new Qt3DExtras::QSphereMesh(m_root);
    sphere->setRadius(1.0f);
    sphere->setRings(12);
    sphere->setSlices(16);
    for (const kin::Inertial& in : m_model->inertials()) {
        if (!(in.mass > 0) || in.frame < 0) continue;
        auto* e = new Qt3DCore::QEntity(m_root);
        auto* t = new Qt3DCore::QTransform;
        e->addComponent(sphere);
        e->addComponent(material(QColor(40, 40, 45), false));
        e->addComponent(t);
        m_coms.push_back({int(&in - m_model->inertials().data()), e, t});
    }
}

double RobotScene::axisLength(const kin::Data& data) const {
    // Sized to the links (half the median frame-to-parent distance), not to
    // the whole robot: on a long robot, robot-sized axes bury the links and
    // cost the renderer most of a frame.
    std::vector<double> steps;
    for (size_t f = 0; f < data.oMf.size(); ++f) {
        const int parent = m_model->frames()[f].parent;
        if (parent < 0) continue;
        const double d = (data.oMf[f].translation() - data.oMf[size_t(parent)].translation()).norm();
        if (d > 1e-6) steps.push_back(d);
    }
    const double robot = bounds(data).second * 0.12;
    if (steps.empty()) return robot;
    std::nth_element(steps.begin(), steps.begin() + long(steps.size() / 2), steps.end());
    return std::clamp(steps[steps.size() / 2] * 0.5, std::min(0.03, robot), robot);
}

void RobotScene::updatePairs(const kin::Data& data, float length) {
    std::vector<ArrowMesh::Arrow> placements, gaps;
    std::array<std::vector<ArrowMesh::Arrow>, 3> axes;
    auto at = [&](int f) { return f < 0 ? Eigen::Isometry3d::Identity() : data.oMf[size_t(f)]; };
    for (const kin::FramePair& p : m_model->framePairs()) {
        const Eigen::Isometry3d a = at(p.from), b = at(p.to);
        const Eigen::Vector3d d = b.translation() - a.translation();
        if (d.norm() > 1e-9)
            (p.kind == kin::FramePair::Kind::Gap ? gaps : placements)
                .push_back({a.translation().cast<float>(), d.normalized().cast<float>(), float(d.norm())});
        for (const Eigen::Isometry3d* f : {&a, &b})
            for (int k = 0; k < 3; ++k) axes[size_t(k)].push_back({f->translation().cast<float>(), f->linear().col(k).cast<float>()});
    }
    m_placementLines->update(placements, length);
    m_gapLines->update(gaps, length);
    for (int k = 0; k < 3; ++k) m_pairAxes[size_t(k)]->update(axes[size_t(k)], length * 1.3f);
}

void RobotScene::setAssemblyChecksVisible(bool on) {
    m_pairsOn = on;
    for (ArrowMesh* m : {m_placementLines.get(), m_gapLines.get(), m_pairAxes[0].get(), m_pairAxes[1].get(), m_pairAxes[2].get()})
        if (m) m->setEnabled(on);
    if (on && m_lastData) updatePoses(*m_lastData);
}

void RobotScene::setJointAxesVisible(bool on) {
    m_jointAxesOn = on;
    if (m_jointAxes) m_jointAxes->setEnabled(on);
    if (on && m_lastData) updatePoses(*m_lastData);
}

void RobotScene::setCentresOfMassVisible(bool on) {
    m_comsOn = on;
    // Built when first shown: Qt3D does not draw a shared sphere mesh whose
    // entities were all disabled when it was made.
    if (on && !m_comsBuilt && m_model) buildCentresOfMass();
    for (const Com& c : m_coms) c.entity->setEnabled(on);
    if (on && m_lastData) updatePoses(*m_lastData);
}

void RobotScene::setFramesVisible(bool on) {
    m_frames = on;
    for (ShapeBatch* a : m_frameAxes)
        if (a) a->setVisible(on);
    if (on && m_lastData) updatePoses(*m_lastData);
}

}  // namespace kinedit
