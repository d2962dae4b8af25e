// Closed loops found in files become kinematic groups. The loop is the cut
// joint plus the tree joints between its two frames and their common
// ancestor. Which variables are passive is decided once, at build time: the
// largest set whose closure-Jacobian columns are independent, taken first
// from the cut joint and the joints nearest to it; the remaining variables
// (those nearest the common ancestor, such as a four-bar's crank) are
// actuated.
#include "ClosureSolver.h"
#include "Conventions.h"
#include "ModelBuilder.h"

#include <Eigen/Cholesky>
#include <Eigen/QR>

#include <cmath>
#include <sstream>

namespace kinedit::kin {

namespace {

int commonAncestor(const Model& m, int a, int b) {
    std::vector<bool> isAncestorOfA(m.frames().size(), false);
    for (int i = a; i >= 0; i = m.frames()[size_t(i)].parent) isAncestorOfA[size_t(i)] = true;
    for (int i = b; i >= 0; i = m.frames()[size_t(i)].parent)
        if (isAncestorOfA[size_t(i)]) return i;
    return -1;
}

// Joints on the path from frame up to (not including) ancestor, nearest first.
std::vector<int> jointsUpTo(const Model& m, int frame, int ancestor) {
    std::vector<int> out;
    for (int i = frame; i >= 0 && i != ancestor; i = m.frames()[size_t(i)].parent)
        if (m.frames()[size_t(i)].joint >= 0) out.push_back(m.frames()[size_t(i)].joint);
    return out;
}

// A closure residual (6 rows a loop) as its gap: the norms of its
// translations and of its rotations, over all its loops.
std::string gapText(const Eigen::VectorXd& r) {
    double t = 0, a = 0;
    for (Eigen::Index l = 0; l + 6 <= r.size(); l += 6) {
        t += r.segment<3>(l).squaredNorm();
        a += r.segment<3>(l + 3).squaredNorm();
    }
    std::ostringstream s;
    s << std::sqrt(t) << " m and " << std::sqrt(a) << " rad";
    return s.str();
}

// The smallest gap near x (the closure solver looks for the nearest
// closed state, not for the smallest gap when there is none): damped
// Gauss-Newton on |g|^2.
Eigen::VectorXd smallestGap(const std::function<Eigen::VectorXd(const Eigen::VectorXd&)>& g, Eigen::VectorXd x) {
    Eigen::VectorXd r = g(x);
    double lambda = 1e-6;
    for (int i = 0; i < 200 && lambda < 1e8; ++i) {
        const Eigen::MatrixXd J = numericJacobian(g, x);
        Eigen::MatrixXd A = J.transpose() * J;
        A.diagonal().array() += lambda;
        const Eigen::VectorXd y = x - A.ldlt().solve(J.transpose() * r);
        const Eigen::VectorXd ry = g(y);
        if (!(ry.norm() < r.norm())) {
            lambda *= 10;
            continue;
        }
        const bool small = r.norm() - ry.norm() < 1e-15 * std::max(1.0, r.norm());
        x = y, r = ry, lambda = std::max(lambda / 10, 1e-12);
        if (small) break;
    }
    return r;
}

}  // namespace

namespace {

struct LoopInfo {
    int cut = -1, parent = -1, child = -1, ancestor = -1;
    Eigen::Isometry3d placement = Eigen::Isometry3d::Identity();
    std::vector<int> joints;  // cut first, then tree joints by distance from the cut
};

int findRoot(std::vector<int>& up, int i) {
    while (up[size_t(i)] != i) i = up[size_t(i)] = up[size_t(up[size_t(i)])];
    return i;
}

}  // namespace

bool ModelBuilder::addLoopGroups(Model& model, const std::vector<PendingLoop>& loops, std::string* error) {
    std::vector<LoopInfo> infos;
    for (const PendingLoop& loop : loops) {
        LoopInfo info;
        info.parent = model.frameIndex(loop.parent);
        info.child = model.frameIndex(loop.child);
        if (info.parent < 0 || info.child < 0) {
            if (error) *error = "loop joint '" + loop.joint.name + "' names an unknown frame";
            return false;
        }
        if (model.jointIndex(loop.joint.name) >= 0) {
            if (error) *error = "two joints are named '" + loop.joint.name + "'";
            return false;
        }
        // The cut joint gets variables but no frame.
        Joint cut = loop.joint;
        for (Motion& mo : cut.motions) classifyAxis(mo);
        cut.frame = -1;
        cut.qIndex = model.m_nq;
        model.m_nq += cut.dof();
        info.cut = int(model.m_joints.size());
        for (int d = 0; d < cut.dof(); ++d) model.m_variableJoint.push_back(info.cut);
        model.m_joints.push_back(cut);
        model.m_jointByName.insert(model.m_joints.back().name, info.cut, model.jointName());
        info.placement = loop.placement;
        model.m_loopJoints.push_back({info.cut, info.parent, info.child, loop.placement});
        info.ancestor = commonAncestor(model, info.parent, info.child);
        // Interleave the two sides by distance from the cut, so that the
        // choice of passive joints does not depend on which side the file
        // called parent.
        const std::vector<int> a = jointsUpTo(model, info.child, info.ancestor);
        const std::vector<int> b = jointsUpTo(model, info.parent, info.ancestor);
        info.joints.push_back(info.cut);
        for (size_t k = 0; k < std::max(a.size(), b.size()); ++k) {
            if (k < a.size()) info.joints.push_back(a[k]);
            if (k < b.size()) info.joints.push_back(b[k]);
        }
        infos.push_back(std::move(info));
    }
    // Loops that share a joint are one group (solving them apart would
    // reopen each other).
    std::vector<int> up(infos.size());
    for (size_t i = 0; i < up.size(); ++i) up[i] = int(i);
    for (size_t i = 0; i < infos.size(); ++i)
        for (size_t k = i + 1; k < infos.size(); ++k)
            for (int j : infos[i].joints)
                if (std::find(infos[k].joints.begin(), infos[k].joints.end(), j) != infos[k].joints.end())
                    up[size_t(findRoot(up, int(k)))] = findRoot(up, int(i));

    for (size_t root = 0; root < infos.size(); ++root) {
        if (findRoot(up, int(root)) != int(root)) continue;
        std::vector<LoopInfo> members;
        std::vector<int> loopJoints;
        std::string name = "loop:";
        for (size_t i = 0; i < infos.size(); ++i) {
            if (findRoot(up, int(i)) != int(root)) continue;
            members.push_back(infos[i]);
            name += (members.size() > 1 ? "+" : "") + model.m_joints[size_t(infos[i].cut)].name;
            for (int j : infos[i].joints)
                if (std::find(loopJoints.begin(), loopJoints.end(), j) == loopJoints.end()) loopJoints.push_back(j);
        }
        std::vector<int> vars;  // configuration indices, in virtual-state order
        for (int j : loopJoints)
            for (int d = 0; d < model.m_joints[size_t(j)].dof(); ++d) vars.push_back(model.m_joints[size_t(j)].qIndex + d);
        const int nv = int(vars.size());

        const Model* m = &model;  // the group lives inside the model it reads (Model is not copyable)
        const Eigen::VectorXd base = model.defaultConfiguration();
        auto residual = [m, members, vars, base](const Eigen::VectorXd& v) {
            Eigen::VectorXd q = base;
            if (q.size() < m->nq()) {  // later loops added variables
                const Eigen::Index old = q.size();
                q.conservativeResize(m->nq());
                q.tail(m->nq() - old).setZero();
            }
            for (size_t k = 0; k < vars.size(); ++k) q[vars[k]] = v[Eigen::Index(k)];
            Eigen::VectorXd r(6 * Eigen::Index(members.size()));
            for (size_t l = 0; l < members.size(); ++l) {
                const LoopInfo& li = members[l];
                const Joint& cj = m->joints()[size_t(li.cut)];
                const Eigen::Isometry3d closed =
                    m->relativePose(q, li.ancestor, li.parent) * li.placement * jointTransform(cj, q.data() + cj.qIndex);
                const Eigen::Isometry3d target = m->relativePose(q, li.ancestor, li.child);
                r.segment<3>(6 * Eigen::Index(l)) = closed.translation() - target.translation();
                r.segment<3>(6 * Eigen::Index(l) + 3) = rotationError(target.linear(), closed.linear());
            }
            return r;
        };
        // Close the loops at the default configuration if they are not closed.
        Eigen::VectorXd v0(nv);
        for (int k = 0; k < nv; ++k) v0[k] = base.size() > vars[size_t(k)] ? base[vars[size_t(k)]] : 0.0;
        const Eigen::VectorXd inf = Eigen::VectorXd::Constant(nv, Unbounded);
        const ClosureResult closed0 = solveClosureNearest(residual, v0, -inf, inf, 1e-12);
        const Eigen::VectorXd at = closed0.converged ? closed0.x : v0;
        if (closed0.converged) {
            // The model's default configuration is the closed one.
            for (int k = 0; k < nv; ++k) {
                const int qi = vars[size_t(k)];
                Joint& j = model.m_joints[size_t(model.m_variableJoint[size_t(qi)])];
                j.defaultValue[size_t(qi - j.qIndex)] = at[k];
            }
        } else {
            // The solver's best try, unless it did no better than the file.
            const Eigen::VectorXd before = residual(v0), tried = smallestGap(residual, closed0.x);
            std::ostringstream w;
            w << name << " cannot close: no configuration of its joints closes it; closed as far as it goes, the gap is "
              << gapText(tried.norm() < before.norm() ? tried : before) << " (at the file's configuration: " << gapText(before) << ")";
            model.m_warnings.push_back(w.str());
        }
        // Passive variables: greedy independent columns of the closure
        // Jacobian, taken at a slightly perturbed configuration so that a
        // singular default pose (links in line) does not decide the choice.
        const int rows = 6 * int(members.size());
        Eigen::VectorXd generic = at;
        for (int k = 0; k < nv; ++k) generic[k] += 0.07 * std::sin(1.3 * k + 0.4);
        const Eigen::MatrixXd J = numericJacobian(residual, generic);
        std::vector<int> passive, actuatedPos;
        Eigen::MatrixXd chosen(rows, 0);
        for (int k = 0; k < nv; ++k) {
            Eigen::MatrixXd trial(rows, chosen.cols() + 1);
            trial << chosen, J.col(k);
            Eigen::ColPivHouseholderQR<Eigen::MatrixXd> qr(trial);
            qr.setThreshold(1e-8);
            if (qr.rank() == trial.cols()) {
                chosen = trial;
                passive.push_back(k);
            } else {
                actuatedPos.push_back(k);
            }
        }
        KinematicGroup g;
        g.name = name;
        g.virtualJoints = loopJoints;
        for (int k : actuatedPos) {
            const int qi = vars[size_t(k)];
            const Joint& j = model.m_joints[size_t(model.m_variableJoint[size_t(qi)])];
            g.actuatedNames.push_back(j.dof() == 1 ? j.name : j.name + "[" + std::to_string(qi - j.qIndex) + "]");
            g.actuatedLower.push_back(j.lower[size_t(qi - j.qIndex)]);
            g.actuatedUpper.push_back(j.upper[size_t(qi - j.qIndex)]);
            g.actuatedDefault.push_back(at[k]);
            g.actuatedVariables.push_back(qi);
        }
        const double tol = 1e-10;
        g.actuatedToVirtual = [residual, passive, actuatedPos, name, tol](const Eigen::VectorXd& a, Eigen::VectorXd& v, std::string* why) {
            Eigen::VectorXd full = v;
            for (size_t k = 0; k < actuatedPos.size(); ++k) full[actuatedPos[k]] = a[Eigen::Index(k)];
            Eigen::VectorXd start(Eigen::Index(passive.size()));
            for (size_t k = 0; k < passive.size(); ++k) start[Eigen::Index(k)] = full[passive[k]];
            auto g = [&](const Eigen::VectorXd& p) {
                Eigen::VectorXd x = full;
                for (size_t k = 0; k < passive.size(); ++k) x[passive[k]] = p[Eigen::Index(k)];
                return residual(x);
            };
            const Eigen::VectorXd inf = Eigen::VectorXd::Constant(start.size(), Unbounded);
            const ClosureResult r = solveClosureNearest(g, start, -inf, inf, tol);
            if (!r.converged) {
                if (why) {
                    const Eigen::VectorXd before = g(start), tried = smallestGap(g, r.x);
                    std::ostringstream s;
                    s << "loop '" << name << "' cannot close for these joint values; closed as far as it goes, the gap is "
                      << gapText(tried.norm() < before.norm() ? tried : before) << " (before closing: " << gapText(before) << ")";
                    *why = s.str();
                }
                return false;
            }
            for (size_t k = 0; k < passive.size(); ++k) full[passive[k]] = r.x[Eigen::Index(k)];
            v = full;
            return true;
        };
        g.virtualToActuated = [residual, actuatedPos, name](const Eigen::VectorXd& v, Eigen::VectorXd& a, std::string* why) {
            const Eigen::VectorXd res = residual(v);
            if (res.norm() > 1e-6) {
                if (why) {
                    std::ostringstream s;
                    s << "loop '" << name << "' is open: the gap is " << gapText(res);
                    *why = s.str();
                }
                return false;
            }
            a.resize(Eigen::Index(actuatedPos.size()));
            for (size_t k = 0; k < actuatedPos.size(); ++k) a[Eigen::Index(k)] = v[actuatedPos[k]];
            return true;
        };
        g.closure = [residual, actuatedPos](const Eigen::VectorXd& v, const Eigen::VectorXd& a) {
            const Eigen::VectorXd r = residual(v);
            Eigen::VectorXd out(r.size() + a.size());
            out.head(r.size()) = r;
            for (size_t k = 0; k < actuatedPos.size(); ++k) out[r.size() + Eigen::Index(k)] = v[actuatedPos[k]] - a[Eigen::Index(k)];
            return out;
        };
        model.m_groups.push_back(std::move(g));
    }
    return true;
}

}  // namespace kinedit::kin
