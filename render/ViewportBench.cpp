#include "ViewportBench.h"

#include "RobotScene.h"
#include "Viewport.h"
#include "kinematics/Data.h"
#include "kinematics/Kinematics.h"
#include "kinematics/ModelBuilder.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QImage>
#include <QTimer>
#include <Qt3DCore/QEntity>
#include <Qt3DLogic/QFrameAction>

#include <algorithm>
#include <cmath>
#include <vector>

namespace kinedit::bench {

namespace {

// A chain that coils as its joints turn: revolute joints about z and y in
// turn, 2 cm apart, a box on each link.
std::shared_ptr<const kin::Model> chainModel(int links) {
    kin::ModelBuilder b;
    int parent = -1;
    for (int i = 0; i < links; ++i) {
        Eigen::Isometry3d placement = Eigen::Isometry3d::Identity();
        if (i > 0) placement.translation() = Eigen::Vector3d(0, 0, 0.02);
        const Eigen::Vector3d axis = i % 2 ? Eigen::Vector3d::UnitY() : Eigen::Vector3d::UnitZ();
        parent = b.addFrame("link" + std::to_string(i), "link", parent, placement,
                            kin::makeRevolute("joint" + std::to_string(i), axis, -3, 3));
        kin::Visual v;
        v.kind = kin::ShapeKind::Box;
        v.size = Eigen::Vector3d(0.012, 0.012, 0.018);
        v.origin.translation() = Eigen::Vector3d(0, 0, 0.01);
        v.rgba = Eigen::Vector4d(0.3 + 0.6 * (i % 7) / 6.0, 0.45, 0.8 - 0.6 * (i % 5) / 4.0, 1);
        v.hasColour = true;
        b.addVisual(parent, v);
    }
    std::string error;
    return b.build(&error);
}

// Waits for the viewport's next captured frame.
bool waitFrame(Viewport& v) {
    QEventLoop loop;
    bool got = false;
    v.captureFrame([&](const QImage& image) {
        got = !image.isNull();
        loop.quit();
    });
    QTimer::singleShot(30000, &loop, &QEventLoop::quit);
    loop.exec();
    return got;
}

}  // namespace

ViewportBenchResult benchViewport(int links, int steps, bool axes, int width, int height) {
    ViewportBenchResult r;
    r.links = links;
    r.axes = axes;
    auto model = chainModel(links);
    if (!model) return r;
    kin::Data data(model);
    kin::forwardKinematics(*model, data, data.q);  // the camera frames the posed chain
    Viewport viewport;
    viewport.resize(width, height);
    viewport.robot()->setFramesVisible(axes);
    viewport.show();
    QElapsedTimer clock;
    clock.start();
    viewport.showModel(model, data);
    r.buildMs = double(clock.nsecsElapsed()) / 1e6;
    if (!waitFrame(viewport)) return r;
    r.firstFrameMs = double(clock.nsecsElapsed()) / 1e6;
    r.entities = viewport.robot()->entityCount();
    std::vector<double> frames;
    double updateNs = 0;
    Eigen::VectorXd q = data.q;
    for (int s = 0; s < steps; ++s) {
        for (int i = 0; i < q.size(); ++i) q[i] = 0.25 * std::sin(0.2 * s + 0.05 * i);
        clock.restart();
        viewport.setConfiguration(q);
        updateNs += double(clock.nsecsElapsed());
        if (!waitFrame(viewport)) return r;
        frames.push_back(double(clock.nsecsElapsed()) / 1e6);
    }
    // The engine's share: the same changes, FK alone.
    kin::Data fk(model);
    clock.restart();
    for (int s = 0; s < steps; ++s) {
        for (int i = 0; i < q.size(); ++i) q[i] = 0.25 * std::sin(0.2 * s + 0.05 * i);
        kin::forwardKinematics(*model, fk, q);
    }
    r.fkUsMean = double(clock.nsecsElapsed()) / steps / 1e3;
    // An edit's rebuild: the model compiled again, every visual the same.
    clock.restart();
    viewport.showModel(chainModel(links), data);
    r.rebuildMs = double(clock.nsecsElapsed()) / 1e6;
    r.rebuildKept = viewport.robot()->lastBuild().kept;
    // Throughput: a new configuration at every frame Qt3D runs, for 3 s.
    {
        auto* ticker = new Qt3DCore::QEntity(viewport.sceneRoot());
        auto* action = new Qt3DLogic::QFrameAction;
        ticker->addComponent(action);
        int n = 0;
        QObject::connect(action, &Qt3DLogic::QFrameAction::triggered, [&](float) {
            ++n;
            for (int i = 0; i < q.size(); ++i) q[i] = 0.25 * std::sin(0.2 * n + 0.05 * i);
            viewport.setConfiguration(q);
        });
        QEventLoop loop;
        QTimer::singleShot(500, &loop, &QEventLoop::quit);  // settle
        loop.exec();
        const int before = n;
        clock.restart();
        QTimer::singleShot(3000, &loop, &QEventLoop::quit);
        loop.exec();
        r.framesPerSecond = (n - before) / (double(clock.nsecsElapsed()) / 1e9);
        delete ticker;
    }
    r.steps = steps;
    r.updateUsMean = updateNs / steps / 1e3;
    double sum = 0;
    for (double f : frames) sum += f;
    r.frameMsMean = sum / steps;
    r.frameMsMax = *std::max_element(frames.begin(), frames.end());
    std::nth_element(frames.begin(), frames.begin() + steps / 2, frames.end());
    r.frameMsMedian = frames[size_t(steps / 2)];
    return r;
}

}  // namespace kinedit::bench
