// kinedit-cli bench collisions: the self-collision check of a robot
// (geometry/SelfCollision.h) at random configurations: the time to build
// its shapes (meshes read), and per configuration the forward kinematics
// and the check, as a live view or a sampler pays them.
#include "BenchSupport.h"
#include "Cli.h"
#include "ModelLoading.h"

#include "geometry/CollisionMatrix.h"
#include "geometry/SelfCollision.h"
#include "kinematics/Kinematics.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <random>

namespace kinedit::cli {

int benchCollisionsCommand(const Command& c, const QStringList& args) {
    int samples = 10'000;
    quint64 seed = 0;
    ModelArgs m;
    const ExtraOption options = [&](const QStringList& a, int& i) {
        bool ok = true;
        if (a[i] == QLatin1String("--samples") && i + 1 < a.size())
            samples = a[++i].toInt(&ok), ok = ok && samples > 0;
        else if (a[i] == QLatin1String("--seed") && i + 1 < a.size())
            seed = a[++i].toULongLong(&ok);
        else
            return -1;
        return ok ? int(ExitOk) : usageError(c, Cli::tr("bad value for %1").arg(a[i - 1]));
    };
    if (const int rc = parseModelArgs(c, args, false, m, options); rc != ExitOk) return rc;
    LoadedModel loaded;
    if (const int rc = loadModel(c, m, loaded); rc != ExitOk) return rc;
    const kin::Model& model = *loaded.model;

    QElapsedTimer t;
    t.start();
    const std::shared_ptr<const CollisionModel> shapes = CollisionModel::build(model, true);
    CollisionData data(shapes);
    const double buildMs = double(t.nsecsElapsed()) / 1e6;

    // Uniform inside the limits; unlimited joints over a turn or a metre.
    Eigen::VectorXd lo = model.lowerLimits(), hi = model.upperLimits();
    for (Eigen::Index i = 0; i < lo.size(); ++i)
        if (!std::isfinite(lo[i]) || !std::isfinite(hi[i])) lo[i] = -M_PI, hi[i] = M_PI;
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    // As the live view checks: adjacent pairs (the Setup Assistant's rule)
    // not tested.
    const std::vector<char> adjacent = setupAssistantAdjacency(*shapes);
    std::vector<double> checkMs, liveMs;
    double pairs = 0;
    Eigen::VectorXd q = model.defaultConfiguration();
    for (int s = 0; s < samples; ++s) {
        for (Eigen::Index i = 0; i < q.size(); ++i) q[i] = lo[i] + (hi[i] - lo[i]) * unit(rng);
        kin::applyMimicJoints(model, q);
        t.restart();
        kin::forwardKinematics(model, *loaded.data, q);
        pairs += double(data.collide(*loaded.data).size());
        checkMs.push_back(double(t.nsecsElapsed()) / 1e6);
        t.restart();
        kin::forwardKinematics(model, *loaded.data, q);
        data.collide(*loaded.data, &adjacent);
        liveMs.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    double total = 0;
    for (double x : checkMs) total += x;
    int bodies = 0;
    for (const CollisionBody& b : shapes->bodies()) bodies += b.shapes > 0 ? 1 : 0;
    if (m.json) {
        const QJsonObject o{{QStringLiteral("links_with_shapes"), bodies},
                            {QStringLiteral("shapes"), shapes->shapeCount()},
                            {QStringLiteral("samples"), samples},
                            {QStringLiteral("build_ms"), buildMs},
                            {QStringLiteral("check_ms_median"), median(checkMs)},
                            {QStringLiteral("check_ms_mean"), total / samples},
                            {QStringLiteral("total_s"), total / 1000},
                            {QStringLiteral("live_check_ms_median"), median(liveMs)},
                            {QStringLiteral("pairs_mean"), pairs / samples}};
        out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
        return ExitOk;
    }
    out(Cli::tr("%1 links with collision shapes, %2 shapes; built in %3 ms (meshes read)")
            .arg(bodies)
            .arg(shapes->shapeCount())
            .arg(buildMs, 0, 'f', 1));
    out(Cli::tr("%1 random configurations: check %2 ms median, %3 ms mean (forward kinematics included), %4 s in all; %5 pairs "
                "touching on average")
            .arg(samples)
            .arg(median(checkMs), 0, 'f', 3)
            .arg(total / samples, 0, 'f', 3)
            .arg(total / 1000, 0, 'f', 2)
            .arg(pairs / samples, 0, 'f', 1));
    out(Cli::tr("without adjacent pairs (as the live view checks): %1 ms median").arg(median(liveMs), 0, 'f', 3));
    return ExitOk;
}

}  // namespace kinedit::cli
