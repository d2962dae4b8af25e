#include "ViewportBench.h"

#include "MeshDetail.h"
#include "geometry/MeshLevelStore.h"
#include "geometry/MeshLoader.h"
#include "bench/PeakMemory.h"
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
#include <cstring>
#include <vector>

namespace kinedit::bench {

namespace {

// A binary STL of `count` triangles, each from corner(k, out[3][3]), with
// its face normal (or +z for all, with `flat`).
template <typename Corners>
bool writeStl(const QString& path, quint32 count, Corners corners, bool flat = false) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return false;
    f.write(QByteArray(80, ' '));
    f.write(reinterpret_cast<const char*>(&count), 4);
    QByteArray chunk;
    for (quint32 k = 0; k < count; ++k) {
        float p[3][3];
        corners(k, p);
        const float u[3] = {p[1][0] - p[0][0], p[1][1] - p[0][1], p[1][2] - p[0][2]};
        const float v[3] = {p[2][0] - p[0][0], p[2][1] - p[0][1], p[2][2] - p[0][2]};
        float n[3] = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
        const float length = std::sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        for (float& c : n) c = length > 0 ? c / length : 0;
        if (flat) n[0] = n[1] = 0, n[2] = 1;
        chunk.append(reinterpret_cast<const char*>(n), 12);
        chunk.append(reinterpret_cast<const char*>(p), 36);
        chunk.append(2, '\0');
        if (chunk.size() > (1 << 20)) {
            f.write(chunk);
            chunk.clear();
        }
    }
    f.write(chunk);
    return true;
}

// A wavy square sheet of 2·n² triangles, 0.5 m across (waves 15 mm long
// and 20 mm high: the roughest surface of the benchmark). Written as the
// benchmark always has: normals all +z, and each face's corners worked
// out from its own quad, so that a corner shared by faces differs between
// them in its last bits (the reader joins them: PositionWeld.h).
bool writeSheet(const QString& path, int n) {
    auto z = [&](int i, int j) { return 0.02f * std::sin(0.3f * float(i)) * std::cos(0.3f * float(j)); };
    return writeStl(
        path, quint32(2 * n * n),
        [&](quint32 k, float(&p)[3][3]) {
            const int i = int(k / 2) / n, j = int(k / 2) % n;
            const float s = 0.5f / float(n), x0 = s * float(i) - 0.25f, y0 = s * float(j) - 0.25f;
            const float quad[4][3] = {
                {x0, y0, z(i, j)}, {x0 + s, y0, z(i + 1, j)}, {x0 + s, y0 + s, z(i + 1, j + 1)}, {x0, y0 + s, z(i, j + 1)}};
            static const int kTriangles[2][3] = {{0, 1, 2}, {0, 2, 3}};
            for (int c = 0; c < 3; ++c) std::memcpy(p[c], quad[kTriangles[k % 2][c]], 12);
        },
        true);
}

// A torus of 4·n² triangles (2n around, n around the tube): 0.5 m across,
// the tube 0.12 m thick; smooth, as a CAD export of a turned part is.
bool writeTorus(const QString& path, int n) {
    const int around = 2 * n;
    auto point = [&](int i, int j, float(&out)[3]) {
        const double u = 2 * M_PI * (i % around) / around, v = 2 * M_PI * (j % n) / n;
        out[0] = float((0.19 + 0.06 * std::cos(v)) * std::cos(u));
        out[1] = float((0.19 + 0.06 * std::cos(v)) * std::sin(u));
        out[2] = float(0.06 * std::sin(v));
    };
    return writeStl(path, quint32(2 * around * n), [&](quint32 k, float(&p)[3][3]) {
        const int i = int(k / 2) / n, j = int(k / 2) % n;
        if (k % 2 == 0)
            point(i, j, p[0]), point(i + 1, j, p[1]), point(i + 1, j + 1, p[2]);
        else
            point(i, j, p[0]), point(i + 1, j + 1, p[1]), point(i, j + 1, p[2]);
    });
}

// A chain that coils as its joints turn: revolute joints about z and y in
// turn, 2 cm apart, a box on each link.
std::shared_ptr<const kin::Model> chainModel(int links, const QString& mesh = {}) {
    kin::ModelBuilder b;
    int parent = -1;
    for (int i = 0; i < links; ++i) {
        Eigen::Isometry3d placement = Eigen::Isometry3d::Identity();
        if (i > 0) placement.translation() = Eigen::Vector3d(0, 0, 0.02);
        const Eigen::Vector3d axis = i % 2 ? Eigen::Vector3d::UnitY() : Eigen::Vector3d::UnitZ();
        parent =
            b.addFrame("link" + std::to_string(i), "link", parent, placement, kin::makeRevolute("joint" + std::to_string(i), axis, -3, 3));
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

ViewportBenchResult benchViewport(const ViewportBenchOptions& options) {
    const auto& [links, steps, axes, width, height, meshTriangles, shape, fullMeshes, exactWhileMoving, antialiasing] = options;
    ViewportBenchResult r;
    r.links = links;
    r.axes = axes;
    QTemporaryDir dir;
    struct LevelsBackHome {  // the user's store again when the benchmark ends
        ~LevelsBackHome() { setStoredLevelsFolder({}); }
    } levelsBackHome;
    QString mesh;
    if (meshTriangles > 0) {
        // A store of mesh levels of its own: the first view is cold. The
        // shader caches stay the user's (warm after Kinedit's first start);
        // XDG_CACHE_HOME=$(mktemp -d) measures a first start.
        setStoredLevelsFolder(dir.filePath(QStringLiteral("levels")));
        mesh = dir.filePath(QStringLiteral("sheet.stl"));
        if (shape == MeshShape::Torus) {
            const int n = std::max(2, int(std::ceil(std::sqrt(meshTriangles / 4.0))));
            if (!writeTorus(mesh, n)) return r;
            r.meshTriangles = 4 * n * n;
        } else {
            const int n = std::max(1, int(std::ceil(std::sqrt(meshTriangles / 2.0))));
            if (!writeSheet(mesh, n)) return r;
            r.meshTriangles = 2 * n * n;
        }
    }
    if (meshTriangles > 0) {
        // The file read alone (before any view holds a copy).
        QElapsedTimer read;
        read.start();
        QString error;
        loadMesh(mesh, &error);
        r.meshReadMs = double(read.nsecsElapsed()) / 1e6;
    }
    auto model = chainModel(links, mesh);
    if (!model) return r;
    kin::Data data(model);
    kin::forwardKinematics(*model, data, data.q);  // the camera frames the posed chain
    Viewport viewport(nullptr, antialiasing);
    r.multisamples = viewport.multisamples();
    r.renderer = viewport.rendererName();
    viewport.resize(width, height);
    viewport.robot()->setFramesVisible(axes);
    viewport.robot()->setFullMeshes(fullMeshes);
    viewport.robot()->setCoarserWhileMoving(!exactWhileMoving);
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
        if (!waitFrame(viewport)) return r;
        r.meshLoadMs = double(clock.nsecsElapsed()) / 1e6;
        r.meshPictureAfterReadMs = double(steadyNs() - viewport.robot()->lastMeshRead()) / 1e6;
        QEventLoop refined;
        QObject::connect(viewport.robot(), &RobotScene::meshDetailChanged, &refined, [&]() {
            if (viewport.robot()->refiningMeshes() == 0) refined.quit();
        });
        QTimer::singleShot(120000, &refined, &QEventLoop::quit);
        if (viewport.robot()->refiningMeshes() > 0) refined.exec();
        if (!waitFrame(viewport)) return r;
        r.meshRefinedMs = double(clock.nsecsElapsed()) / 1e6;
    }
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
    r.meshDrawnTriangles = viewport.robot()->meshTriangles().drawn;
    if (meshTriangles > 0) {
        // At rest: the copies within a pixel again.
        QEventLoop rest;
        QTimer::singleShot(kRestMs + 100, &rest, &QEventLoop::quit);
        rest.exec();
        if (!waitFrame(viewport)) return r;
        r.meshRestingTriangles = viewport.robot()->meshTriangles().drawn;
    }
    r.peakOneViewMiB = peakMemoryMiB();
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
    if (meshTriangles > 0) {
        // The same file in a second view: its levels come from the disk.
        Viewport again(nullptr, antialiasing);
        again.resize(width, height);
        again.show();
        clock.restart();
        again.showModel(chainModel(links, mesh), data);
        QEventLoop loop;
        QObject::connect(again.robot(), &RobotScene::meshesLoaded, &loop, &QEventLoop::quit);
        QTimer::singleShot(120000, &loop, &QEventLoop::quit);
        if (again.robot()->pendingMeshes() > 0) loop.exec();
        if (waitFrame(again)) r.meshCachedMs = double(clock.nsecsElapsed()) / 1e6;
    }
    return r;
}

}  // namespace kinedit::bench
