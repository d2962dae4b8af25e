#include <cstdio>
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
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <vector>

namespace kinedit::bench {

namespace {

// A chain that coils as its joints turn: revolute joints about z and y in
// turn, 2 cm apart, a box on each link.
// A binary STL of a wavy square sheet of (at least) `triangles` triangles,
// 0.5 m across.
bool writeSheet(const QString& path, int triangles) {
    const int n = std::max(1, int(std::ceil(std::sqrt(triangles / 2.0))));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return false;
    QByteArray header(80, ' ');
    f.write(header);
    const quint32 count = quint32(2 * n * n);
    f.write(reinterpret_cast<const char*>(&count), 4);
    auto z = [&](int i, int j) { return 0.02f * std::sin(0.3f * float(i)) * std::cos(0.3f * float(j)); };
    QByteArray chunk;
    for (int i = 0; i < n; ++i) {
        chunk.clear();
        for (int j = 0; j < n; ++j) {
            const float s = 0.5f / float(n), x0 = s * float(i) - 0.25f, y0 = s * float(j) - 0.25f;
            const float quad[4][3] = {{x0, y0, z(i, j)}, {x0 + s, y0, z(i + 1, j)}, {x0 + s, y0 + s, z(i + 1, j + 1)}, {x0, y0 + s, z(i, j + 1)}};
            static const int kTriangles[2][3] = {{0, 1, 2}, {0, 2, 3}};
            for (const auto& t : kTriangles) {
                const float normal[3] = {0, 0, 1};
                chunk.append(reinterpret_cast<const char*>(normal), 12);
                for (int k = 0; k < 3; ++k) chunk.append(reinterpret_cast<const char*>(quad[t[k]]), 12);
                chunk.append(2, '\0');
            }
        }
        f.write(chunk);
    }
    return true;
}

std::shared_ptr<const kin::Model> chainModel(int links, const QString& mesh = {}) {
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
    if (!mesh.isEmpty()) {
        kin::Visual v;
        v.kind = kin::ShapeKind::Mesh;
        v.mesh = mesh.toStdString();
        v.origin.translation() = Eigen::Vector3d(0.4, 0, 0);
        b.addVisual(0, v);
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

ViewportBenchResult benchViewport(int links, int steps, bool axes, int width, int height, int meshTriangles) {
    ViewportBenchResult r;
    r.links = links;
    r.axes = axes;
    QTemporaryDir dir;
    QString mesh;
    if (meshTriangles > 0) {
        mesh = dir.filePath(QStringLiteral("sheet.stl"));
        if (!writeSheet(mesh, meshTriangles)) return r;
        r.meshTriangles = 2 * int(std::pow(std::ceil(std::sqrt(meshTriangles / 2.0)), 2));
    }
    auto model = chainModel(links, mesh);
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
    if (meshTriangles > 0) {
        QEventLoop loop;
        QObject::connect(viewport.robot(), &RobotScene::meshesLoaded, &loop, &QEventLoop::quit);
        QTimer::singleShot(120000, &loop, &QEventLoop::quit);
        if (viewport.robot()->pendingMeshes() > 0) loop.exec();
        r.meshLoadMs = double(clock.nsecsElapsed()) / 1e6;
        if (!waitFrame(viewport)) return r;
    }
    r.entities = viewport.robot()->entityCount();
    if (qEnvironmentVariableIsSet("KLOOP")) { Eigen::VectorXd qq = data.q; QElapsedTimer c; c.start(); for (int s = 0; s < 5000; ++s) { for (int i = 0; i < qq.size(); ++i) qq[i] = 0.25 * std::sin(0.2 * s + 0.05 * i); viewport.setConfiguration(qq);} fprintf(stderr, "loop %.1f us\n", c.nsecsElapsed()/5000/1e3); }
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
