// kinedit-bench-peers: the kinematics benchmark protocol run on Kinedit and
// on Orocos KDL for the same chains in one process, so that the ratio is
// measured, not assumed. A benchmark: it prints figures and never fails on
// them. Run with the `bench` ctest label or by hand:
//   kinedit-bench-peers [SHARED_DIR] [--samples N]
#include "bench/KinematicsBench.h"
#include "formats/urdf/UrdfFormat.h"
#include "kinematics/Chain.h"
#include "xml/XmlDocument.h"

#include <kdl/chainfksolverpos_recursive.hpp>
#include <kdl/chainiksolverpos_nr_jl.hpp>
#include <kdl/chainiksolvervel_pinv.hpp>
#include <kdl/chainjnttojacsolver.hpp>
#include <kdl_parser/kdl_parser.hpp>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>

using namespace kinedit;
using Clock = std::chrono::steady_clock;

namespace {

struct Row {
    const char* name;
    const char* file;
    const char* base;
    const char* tip;
};

// KDL with the same protocol: ChainFkSolverPos_recursive, ChainJntToJacSolver,
// ChainIkSolverPos_NR_JL restarted from uniform configurations until 5 ms.
bench::KinematicsBenchResult benchKdl(const KDL::Chain& chain, const kin::Model& limits, int samples, std::uint64_t seed) {
    bench::KinematicsBenchResult r;
    const unsigned n = chain.getNrOfJoints();
    r.dof = int(n);
    r.samples = samples;
    const auto qs = bench::sampleConfigurations(limits, samples, seed);
    const auto starts = bench::sampleConfigurations(limits, samples, seed ^ 0x9E3779B97F4A7C15ull);
    auto toKdl = [n](const Eigen::VectorXd& q) {
        KDL::JntArray a(n);
        for (unsigned i = 0; i < n; ++i) a(i) = q[i];
        return a;
    };
    std::vector<KDL::JntArray> kq;
    for (const auto& q : qs) kq.push_back(toKdl(q));
    KDL::ChainFkSolverPos_recursive fk(chain);
    KDL::ChainJntToJacSolver jac(chain);
    KDL::Frame f;
    KDL::Jacobian J(n);
    r.fkNsPerCall = bench::nanosecondsPerCall([&](int i) { fk.JntToCart(kq[size_t(i)], f); }, samples);
    r.jacobianNsPerCall = bench::nanosecondsPerCall([&](int i) { jac.JntToJac(kq[size_t(i)], J); }, samples);
    KDL::JntArray lo(n), hi(n);
    const Eigen::VectorXd l = limits.lowerLimits(), h = limits.upperLimits();
    for (unsigned i = 0; i < n; ++i) {
        lo(i) = std::isfinite(l[i]) ? l[i] : -1e9;
        hi(i) = std::isfinite(h[i]) ? h[i] : 1e9;
    }
    KDL::ChainIkSolverVel_pinv vel(chain);
    KDL::ChainIkSolverPos_NR_JL ik(chain, lo, hi, fk, vel, 100, 1e-6);
    std::mt19937_64 rng(seed);
    std::vector<double> times;
    int solved = 0;
    for (int s = 0; s < samples; ++s) {
        KDL::Frame target;
        fk.JntToCart(kq[size_t(s)], target);
        KDL::JntArray start = toKdl(starts[size_t(s)]), out(n);
        const auto t0 = Clock::now();
        bool ok = false;
        double us = 0;
        while (!ok) {
            ik.CartToJnt(start, target, out);
            KDL::Frame got;
            fk.JntToCart(out, got);
            const KDL::Twist e = KDL::diff(got, target);
            ok = e.vel.Norm() < 1e-5 && e.rot.Norm() < 1e-5;
            us = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
            if (us > 5000) break;
            for (unsigned i = 0; i < n; ++i)
                start(i) = std::uniform_real_distribution<double>(std::max(lo(i), -M_PI), std::min(hi(i), M_PI))(rng);
        }
        if (ok && us <= 5000) ++solved;
        times.push_back(us);
    }
    std::sort(times.begin(), times.end());
    double total = 0;
    for (double t : times) total += t;
    r.ikSolveRate = double(solved) / samples;
    r.ikMeanUs = total / samples;
    r.ikMedianUs = times[times.size() / 2];
    return r;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Forward kinematics, Jacobians and inverse kinematics of four corpus arms by Kinedit and by KDL, as a Markdown table."));
    parser.addHelpOption();
    const QCommandLineOption samplesOption(QStringLiteral("samples"), QStringLiteral("Configurations per measure (1000)."),
                                           QStringLiteral("N"), QStringLiteral("1000"));
    parser.addOption(samplesOption);
    parser.addPositionalArgument(QStringLiteral("shared"),
                                 QStringLiteral("The shared folder holding corpus/ (../shared beside the clone)."),
                                 QStringLiteral("[SHARED]"));
    parser.process(app);
    const int samples = parser.value(samplesOption).toInt();
    const QString shared = parser.positionalArguments().value(0, QStringLiteral(KINEDIT_SHARED_DIR));
    const Row rows[] = {
        {"iiwa7", "/corpus/urdf/iiwa_description/urdf/iiwa7_obj.urdf", "iiwa_link_0", "iiwa_link_ee"},
        {"panda", "/corpus/urdf/example-robot-data/robots/panda_description/urdf/panda.urdf", "panda_link0", "panda_link8"},
        {"baxter right arm", "/corpus/urdf/example-robot-data/robots/baxter_description/urdf/baxter.urdf", "right_arm_mount",
         "right_gripper"},
        {"pr2 left arm", "/corpus/urdf/example-robot-data/robots/pr2_description/urdf/pr2.urdf", "torso_lift_link", "l_wrist_roll_link"},
    };
    std::printf(
        "| chain | dof | FK ns Kinedit | FK ns KDL | Jacobian ns Kinedit | Jacobian ns KDL | IK solved Kinedit | IK solved KDL | IK mean "
        "us Kinedit | IK mean us KDL | IK median us Kinedit | IK median us KDL |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (const Row& row : rows) {
        const QString file = shared + QLatin1String(row.file);
        if (!QFileInfo::exists(file)) {
            std::printf("| %s | (absent: %s) |\n", row.name, qPrintable(file));
            continue;
        }
        Diagnostics d;
        auto doc = XmlDocument::load(file, &d);
        auto model = UrdfFormat().compile(*doc, d);
        std::string error;
        auto chain = kin::extractChain(*model, model->frameIndex(row.base), model->frameIndex(row.tip), &error);
        KDL::Tree tree;
        KDL::Chain kchain;
        if (!chain || !kdl_parser::treeFromFile(file.toStdString(), tree) || !tree.getChain(row.base, row.tip, kchain)) {
            std::printf("| %s | (chain not available) |\n", row.name);
            continue;
        }
        const auto k = bench::benchKinematics(chain, samples, 1);
        const auto p = benchKdl(kchain, *chain, samples, 1);
        std::printf("| %s | %d | %.0f | %.0f | %.0f | %.0f | %.1f%% | %.1f%% | %.0f | %.0f | %.0f | %.0f |\n", row.name, k.dof,
                    k.fkNsPerCall, p.fkNsPerCall, k.jacobianNsPerCall, p.jacobianNsPerCall, 100 * k.ikSolveRate, 100 * p.ikSolveRate,
                    k.ikMeanUs, p.ikMeanUs, k.ikMedianUs, p.ikMedianUs);
        std::fflush(stdout);
    }
    return 0;
}
