#include "KinematicsBench.h"

#include "kinematics/Conventions.h"
#include "kinematics/InverseKinematics.h"
#include "kinematics/Kinematics.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numbers>
#include <random>

namespace kinedit::bench {

using Clock = std::chrono::steady_clock;

std::vector<Eigen::VectorXd> sampleConfigurations(const kin::Model& chain, int n, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    const Eigen::VectorXd lo = chain.lowerLimits(), hi = chain.upperLimits();
    std::vector<Eigen::VectorXd> out;
    out.reserve(size_t(n));
    for (int s = 0; s < n; ++s) {
        Eigen::VectorXd q(chain.nq());
        for (int i = 0; i < chain.nq(); ++i) {
            const double a = std::isfinite(lo[i]) ? lo[i] : -std::numbers::pi;
            const double b = std::isfinite(hi[i]) ? hi[i] : std::numbers::pi;
            q[i] = std::uniform_real_distribution<double>(a, b)(rng);
        }
        out.push_back(q);
    }
    return out;
}

double nanosecondsPerCall(const std::function<void(int)>& f, int callsPerRound, double minMs) {
    std::vector<double> rounds;
    for (int r = 0; r < 5; ++r) {
        long long calls = 0;
        const auto start = Clock::now();
        double elapsed = 0;
        do {
            for (int i = 0; i < callsPerRound; ++i) f(i);
            calls += callsPerRound;
            elapsed = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        } while (elapsed < minMs / 5);
        rounds.push_back(elapsed * 1e6 / double(calls));
    }
    std::sort(rounds.begin(), rounds.end());
    return rounds[2];
}

KinematicsBenchResult benchKinematics(const std::shared_ptr<const kin::Model>& chain, int samples, std::uint64_t seed) {
    KinematicsBenchResult r;
    if (samples <= 0 || chain->frames().empty()) return r;
    r.dof = chain->nq();
    r.samples = samples;
    const std::vector<Eigen::VectorXd> qs = sampleConfigurations(*chain, samples, seed);
    const std::vector<Eigen::VectorXd> starts = sampleConfigurations(*chain, samples, seed ^ 0x9E3779B97F4A7C15ull);
    kin::Data data(chain);
    const int tip = int(chain->frames().size()) - 1;
    double sink = 0;
    r.fkNsPerCall = nanosecondsPerCall(
        [&](int i) {
            kin::forwardKinematics(*chain, data, qs[size_t(i)]);
            sink += data.oMf[size_t(tip)].translation().x();
        },
        samples);
    Eigen::Matrix<double, 6, Eigen::Dynamic> J(6, chain->nq());
    // Jacobians at the poses of the configuration (FK done outside the timing).
    std::vector<kin::Data> posed;
    posed.reserve(qs.size());
    for (const Eigen::VectorXd& q : qs) {
        posed.emplace_back(chain);
        kin::forwardKinematics(*chain, posed.back(), q);
    }
    r.jacobianNsPerCall = nanosecondsPerCall(
        [&](int i) {
            kin::frameJacobian(*chain, posed[size_t(i)], tip, J);
            sink += J(0, 0);
        },
        samples);
    std::vector<double> times;
    int solved = 0;
    for (int s = 0; s < samples; ++s) {
        kin::IkTarget t;
        t.frame = tip;
        t.pose = kin::framePose(*chain, qs[size_t(s)], tip);
        kin::IkOptions o;
        o.timeBudgetMs = 5;
        o.seed = seed + std::uint64_t(s);
        const auto start = Clock::now();
        const kin::IkResult res = kin::solveInverseKinematics(*chain, data, {t}, starts[size_t(s)], o);
        const double us = std::chrono::duration<double, std::micro>(Clock::now() - start).count();
        if (res.success && us <= 5000) ++solved;
        times.push_back(us);
    }
    std::sort(times.begin(), times.end());
    double total = 0;
    for (double t : times) total += t;
    r.ikSolveRate = samples ? double(solved) / samples : 0;
    r.ikMeanUs = samples ? total / samples : 0;
    r.ikMedianUs = samples ? times[times.size() / 2] : 0;
    if (sink == 42.4242) r.samples = -1;  // keeps the work from being optimised away
    return r;
}

}  // namespace kinedit::bench
