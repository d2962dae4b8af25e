#include "InverseKinematics.h"

#include "ClosureSolver.h"
#include "Conventions.h"
#include "Groups.h"
#include "Kinematics.h"

#include <Eigen/Cholesky>

#include <chrono>
#include <cmath>
#include <numbers>
#include <random>

namespace kinedit::kin {

namespace {

using Clock = std::chrono::steady_clock;

// The unknowns: joint variables, then the actuated variables of closure groups.
struct Problem {
    const Model& model;
    Data& data;
    const std::vector<IkTarget>& targets;
    std::vector<int> closureGroups;  // groups solved together with the targets
    int nq = 0, nx = 0, rows = 0;
    Eigen::VectorXd lower, upper;  // for x
    Eigen::VectorXd sampleLower, sampleUpper;
    Eigen::Matrix<double, 6, Eigen::Dynamic> Jf;

    Problem(const Model& m, Data& d, const std::vector<IkTarget>& t) : model(m), data(d), targets(t) {
        nq = m.nq();
        nx = nq;
        for (int g = 0; g < int(m.groups().size()); ++g)
            if (m.groups()[size_t(g)].closure) {
                closureGroups.push_back(g);
                nx += m.groups()[size_t(g)].actuatedCount();
            }
        lower.resize(nx);
        upper.resize(nx);
        lower.head(nq) = m.lowerLimits();
        upper.head(nq) = m.upperLimits();
        int k = nq;
        for (int g : closureGroups) {
            const KinematicGroup& grp = m.groups()[size_t(g)];
            for (int a = 0; a < grp.actuatedCount(); ++a, ++k) {
                lower[k] = grp.actuatedLower[size_t(a)];
                upper[k] = grp.actuatedUpper[size_t(a)];
            }
        }
        // Restarts sample inside the limits; unbounded rotations in [-pi, pi],
        // unbounded translations in [-1, 1] m.
        sampleLower = lower;
        sampleUpper = upper;
        for (int i = 0; i < nx; ++i) {
            bool rotation = true;
            if (i < nq) {
                const Joint& j = m.joints()[size_t(m.jointOfVariable(i))];
                rotation = j.motions[size_t(i - j.qIndex)].rotation;
            }
            const double span = rotation ? std::numbers::pi : 1.0;
            if (!std::isfinite(sampleLower[i])) sampleLower[i] = -span;
            if (!std::isfinite(sampleUpper[i])) sampleUpper[i] = span;
        }
        for (const IkTarget& tg : targets) rows += tg.positionOnly ? 3 : 6;
        for (int g : closureGroups) {
            const KinematicGroup& grp = m.groups()[size_t(g)];
            rows += int(grp.closure(virtualState(m, d, g), d.actuated[size_t(g)]).size());
        }
    }

    Eigen::VectorXd groupActuated(const Eigen::VectorXd& x, int which) const {
        int k = nq;
        for (int i = 0; i < which; ++i) k += model.groups()[size_t(closureGroups[size_t(i)])].actuatedCount();
        return x.segment(k, model.groups()[size_t(closureGroups[size_t(which)])].actuatedCount());
    }

    // Weighted error e (target - current) and, if J is given, de/dx with the
    // sign that makes x + dx, J dx = e, reduce it.
    double worstClosure = 0;  // of the last evaluate()

    void evaluate(const Eigen::VectorXd& x, Eigen::VectorXd& e, Eigen::MatrixXd* J, double& worstPos, double& worstRot) {
        forwardKinematics(model, data, x.head(nq));
        e.resize(rows);
        if (J) J->setZero(rows, nx);
        worstPos = worstRot = worstClosure = 0;
        int r = 0;
        for (const IkTarget& t : targets) {
            const Eigen::Isometry3d& cur = data.oMf[size_t(t.frame)];
            const double wp = std::sqrt(t.positionWeight), wr = std::sqrt(t.orientationWeight);
            const Eigen::Vector3d dp = t.pose.translation() - cur.translation();
            worstPos = std::max(worstPos, dp.norm());
            e.segment<3>(r) = wp * dp;
            if (J) {
                frameJacobian(model, data, t.frame, Jf);
                J->block(r, 0, 3, nq) = wp * Jf.topRows<3>();
            }
            r += 3;
            if (!t.positionOnly) {
                const Eigen::Vector3d dr = rotationError(t.pose.linear(), cur.linear());
                worstRot = std::max(worstRot, dr.norm());
                e.segment<3>(r) = wr * dr;
                if (J) J->block(r, 0, 3, nq) = wr * Jf.bottomRows<3>();
                r += 3;
            }
        }
        // Closure rows: e = -g(v, a), with a numerical Jacobian dg/dx.
        for (int i = 0; i < int(closureGroups.size()); ++i) {
            const int g = closureGroups[size_t(i)];
            const KinematicGroup& grp = model.groups()[size_t(g)];
            const Eigen::VectorXd a = groupActuated(x, i);
            const Eigen::VectorXd v = virtualState(model, data, g);
            const Eigen::VectorXd gv = grp.closure(v, a);
            worstClosure = std::max(worstClosure, gv.norm());
            e.segment(r, gv.size()) = -gv;
            if (J) {
                // Columns: the group's virtual joint variables and its actuated variables.
                const int nv = int(v.size());
                Eigen::VectorXd va(nv + a.size());
                va << v, a;
                const Eigen::MatrixXd Jg =
                    numericJacobian([&](const Eigen::VectorXd& y) { return grp.closure(y.head(nv), y.tail(a.size())); }, va, 1e-7);
                int col = 0;
                for (int j : grp.virtualJoints) {
                    const Joint& jt = model.joints()[size_t(j)];
                    J->block(r, jt.qIndex, gv.size(), jt.dof()) = Jg.block(0, col, gv.size(), jt.dof());
                    col += jt.dof();
                }
                int k = nq;
                for (int p = 0; p < i; ++p) k += model.groups()[size_t(closureGroups[size_t(p)])].actuatedCount();
                J->block(r, k, gv.size(), a.size()) = Jg.rightCols(a.size());
            }
            r += int(gv.size());
        }
        // Target rows: e = target - current and J = d(current)/dx; closure
        // rows: e = -g and J = dg/dx. Either way a step with J dx = e
        // removes the error to first order.
    }
};

// A damped least-squares step that respects the limits: variables at a
// bound whose step would push past it are held there and the step is solved
// again for the others (a small active-set loop), so that the step keeps
// its direction instead of being clipped.
Eigen::VectorXd limitedStep(const Eigen::MatrixXd& A, const Eigen::VectorXd& g, const Eigen::VectorXd& x, const Eigen::VectorXd& lower,
                            const Eigen::VectorXd& upper, double lambda) {
    const Eigen::Index n = x.size();
    std::vector<bool> held(size_t(n), false);
    Eigen::VectorXd dx = Eigen::VectorXd::Zero(n);
    for (int pass = 0; pass < 4; ++pass) {
        std::vector<Eigen::Index> freeVars;
        for (Eigen::Index i = 0; i < n; ++i)
            if (!held[size_t(i)]) freeVars.push_back(i);
        const Eigen::Index m = Eigen::Index(freeVars.size());
        if (m == 0) return Eigen::VectorXd::Zero(n);
        Eigen::MatrixXd As(m, m);
        Eigen::VectorXd gs(m);
        for (Eigen::Index a = 0; a < m; ++a) {
            gs[a] = g[freeVars[size_t(a)]];
            for (Eigen::Index b = 0; b < m; ++b) As(a, b) = A(freeVars[size_t(a)], freeVars[size_t(b)]);
        }
        As.diagonal().array() += lambda * (1.0 + As.diagonal().array());
        const Eigen::VectorXd ds = As.ldlt().solve(gs);
        dx.setZero();
        bool changed = false;
        for (Eigen::Index a = 0; a < m; ++a) {
            const Eigen::Index i = freeVars[size_t(a)];
            dx[i] = ds[a];
            const bool atLower = x[i] <= lower[i] + 1e-12 && dx[i] < 0;
            const bool atUpper = x[i] >= upper[i] - 1e-12 && dx[i] > 0;
            if (atLower || atUpper) {
                held[size_t(i)] = true;
                dx[i] = 0;
                changed = true;
            }
        }
        if (!changed) break;
    }
    return dx;
}

// Closure residuals are in the closure's own units; they must vanish.
constexpr double kClosureTolerance = 1e-9;

bool withinTolerance(double pos, double rot, const IkOptions& o, double closure = 0) {
    return pos <= o.positionTolerance && rot <= o.orientationTolerance && closure <= kClosureTolerance;
}

}  // namespace

IkResult solveInverseKinematics(const Model& model, Data& data, const std::vector<IkTarget>& targets, const Eigen::VectorXd& q0,
                                const IkOptions& options) {
    const auto start = Clock::now();
    auto elapsedMs = [&]() { return std::chrono::duration<double, std::milli>(Clock::now() - start).count(); };
    IkResult best;
    best.q = q0;
    // Bad requests are answered, not crashed on.
    if (q0.size() != model.nq()) {
        best.message = "the start configuration has " + std::to_string(q0.size()) + " values; the model has " + std::to_string(model.nq());
        best.q = model.defaultConfiguration();
        return best;
    }
    for (const IkTarget& t : targets)
        if (t.frame < 0 || t.frame >= int(model.frames().size())) {
            best.message = "a target names no frame of the model";
            return best;
        }
    Problem pb(model, data, targets);
    std::mt19937_64 rng(options.seed);

    Eigen::VectorXd x(pb.nx);
    x.head(pb.nq) = q0;
    {
        // Closure groups' actuated unknowns start from q0 where they are
        // joint variables (loops in files), else from data.
        int k = pb.nq;
        for (int g : pb.closureGroups) {
            const KinematicGroup& grp = model.groups()[size_t(g)];
            for (int a = 0; a < grp.actuatedCount(); ++a)
                x[k++] = grp.actuatedVariables.empty() ? data.actuated[size_t(g)][a] : q0[grp.actuatedVariables[size_t(a)]];
        }
    }
    x = x.cwiseMax(pb.lower).cwiseMin(pb.upper);

    Eigen::VectorXd e, eTrial;
    Eigen::MatrixXd J;
    Eigen::VectorXd bestX = x;
    bool bestWithin = false;
    double bestCost = std::numeric_limits<double>::infinity(), bestClosure = 0;
    // One Levenberg-Marquardt descent from x. With earlyStop, slow progress
    // ends it (a poor basin, often a joint limit: a fresh start is cheaper
    // than creeping); without, it runs until no step improves. pos, rot and
    // the closure error always describe the final x.
    auto descend = [&](bool earlyStop, double& pos, double& rot) {
        double lambda = 1e-3;
        int slow = 0;
        pb.evaluate(x, e, &J, pos, rot);
        double cost = e.squaredNorm();
        for (int it = 0; it < options.maxIterations; ++it) {
            ++best.iterations;
            if (withinTolerance(pos, rot, options, pb.worstClosure)) break;
            if (earlyStop && elapsedMs() >= options.timeBudgetMs) break;
            const Eigen::MatrixXd A = J.transpose() * J;
            const Eigen::VectorXd g = J.transpose() * e;
            bool improved = false;
            for (int tries = 0; tries < 6 && !improved; ++tries) {
                const Eigen::VectorXd dx = limitedStep(A, g, x, pb.lower, pb.upper, lambda);
                const Eigen::VectorXd xt = (x + dx).cwiseMax(pb.lower).cwiseMin(pb.upper);
                double pt = 0, rt = 0;
                pb.evaluate(xt, eTrial, nullptr, pt, rt);
                const double ct = eTrial.squaredNorm();
                if (ct < cost) {
                    x = xt;
                    slow = ct > 0.9 * cost ? slow + 1 : 0;
                    cost = ct;
                    lambda = std::max(lambda * 0.2, 1e-12);
                    improved = true;
                } else {
                    lambda *= 10;
                }
            }
            if (!improved) {
                pb.evaluate(x, e, &J, pos, rot);  // x is unchanged, but data must describe it
                break;
            }
            pb.evaluate(x, e, &J, pos, rot);
            if (earlyStop && slow >= 4) break;
        }
        return cost;
    };
    // The best attempt: within tolerance first, then the lowest cost.
    auto keep = [&](double cost, double pos, double rot) {
        const bool within = withinTolerance(pos, rot, options, pb.worstClosure);
        if (bestWithin && !within) return;
        if (within == bestWithin && cost >= bestCost) return;
        bestWithin = within;
        bestCost = cost;
        bestClosure = pb.worstClosure;
        bestX = x;
        best.q = x.head(pb.nq);
        best.positionError = pos;
        best.orientationError = rot;
        best.actuated = data.actuated;
        for (int i = 0; i < int(pb.closureGroups.size()); ++i) best.actuated[size_t(pb.closureGroups[size_t(i)])] = pb.groupActuated(x, i);
    };
    while (best.attempts < options.maxAttempts) {
        ++best.attempts;
        double pos = 0, rot = 0;
        const double cost = descend(true, pos, rot);  // before keep() reads pos and rot
        keep(cost, pos, rot);
        if (bestWithin) break;
        if (elapsedMs() >= options.timeBudgetMs) break;
        for (int i = 0; i < pb.nx; ++i) x[i] = std::uniform_real_distribution<double>(pb.sampleLower[i], pb.sampleUpper[i])(rng);
    }
    if (!bestWithin) {
        // No exact solution: polish the best one to the nearest minimum.
        x = bestX;
        double pos = 0, rot = 0;
        const double cost = descend(false, pos, rot);
        keep(cost, pos, rot);
    }
    best.success = bestWithin;
    if (!best.success && bestClosure > kClosureTolerance) best.message = "the closed chains cannot close at the best configuration";
    // Continuous joints: report angles in one period (2 pi / |scale|) about 0.
    for (const Joint& j : model.joints())
        if (j.type == JointType::Continuous && j.motions[0].scale != 0)
            best.q[j.qIndex] = std::remainder(best.q[j.qIndex], 2 * std::numbers::pi / std::abs(j.motions[0].scale));

    // data describes the result. Closure groups' actuated state was solved
    // with the targets; groups with explicit mappings only are mapped back.
    forwardKinematics(model, data, best.q);
    for (int g = 0; g < int(model.groups().size()); ++g) {
        if (model.groups()[size_t(g)].closure) {
            data.actuated[size_t(g)] = best.actuated[size_t(g)];
            continue;
        }
        data.actuated[size_t(g)] = best.actuated[size_t(g)];
        std::string why;
        if (!updateActuatedState(model, data, g, &why)) {
            best.success = false;
            best.message = why.empty() ? "group '" + model.groups()[size_t(g)].name + "' has no actuated state for the solution" : why;
        } else {
            best.actuated[size_t(g)] = data.actuated[size_t(g)];
        }
    }
    best.elapsedMs = elapsedMs();
    return best;
}

}  // namespace kinedit::kin
