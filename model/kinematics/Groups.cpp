#include "Groups.h"

#include <sstream>

namespace kinedit::kin {

Eigen::VectorXd virtualState(const Model& model, const Data& data, int group) {
    const KinematicGroup& g = model.groups()[size_t(group)];
    int n = 0;
    for (int j : g.virtualJoints) n += model.joints()[size_t(j)].dof();
    Eigen::VectorXd v(n);
    int k = 0;
    for (int j : g.virtualJoints) {
        const Joint& jt = model.joints()[size_t(j)];
        v.segment(k, jt.dof()) = data.q.segment(jt.qIndex, jt.dof());
        k += jt.dof();
    }
    return v;
}

void setVirtualState(const Model& model, Data& data, int group, const Eigen::VectorXd& v) {
    const KinematicGroup& g = model.groups()[size_t(group)];
    int k = 0;
    for (int j : g.virtualJoints) {
        const Joint& jt = model.joints()[size_t(j)];
        data.q.segment(jt.qIndex, jt.dof()) = v.segment(k, jt.dof());
        k += jt.dof();
    }
}

bool setActuatedState(const Model& model, Data& data, int group, const Eigen::VectorXd& actuated, std::string* why) {
    const KinematicGroup& g = model.groups()[size_t(group)];
    if (actuated.size() != g.actuatedCount()) {
        if (why) *why = "group '" + g.name + "' has " + std::to_string(g.actuatedCount()) + " actuated values";
        return false;
    }
    for (int a = 0; a < g.actuatedCount(); ++a) {
        const double lo = a < int(g.actuatedLower.size()) ? g.actuatedLower[size_t(a)] : -Unbounded;
        const double hi = a < int(g.actuatedUpper.size()) ? g.actuatedUpper[size_t(a)] : Unbounded;
        if (!(actuated[a] >= lo - 1e-12 && actuated[a] <= hi + 1e-12)) {
            if (why) *why = "actuator '" + g.actuatedNames[size_t(a)] + "' of group '" + g.name + "' is outside its limits";
            return false;
        }
    }
    Eigen::VectorXd v = virtualState(model, data, group);
    if (!g.actuatedToVirtual || !g.actuatedToVirtual(actuated, v, why)) return false;
    setVirtualState(model, data, group, v);
    data.actuated[size_t(group)] = actuated;
    return true;
}

bool updateActuatedState(const Model& model, Data& data, int group, std::string* why) {
    const KinematicGroup& g = model.groups()[size_t(group)];
    Eigen::VectorXd a = data.actuated[size_t(group)];
    if (!g.virtualToActuated || !g.virtualToActuated(virtualState(model, data, group), a, why)) return false;
    for (int k = 0; k < g.actuatedCount() && k < int(g.actuatedLower.size()); ++k)
        if (!(a[k] >= g.actuatedLower[size_t(k)] - 1e-9 && a[k] <= g.actuatedUpper[size_t(k)] + 1e-9)) {
            if (why) *why = "no actuated state of group '" + g.name + "' within the actuator limits gives this configuration";
            return false;
        }
    data.actuated[size_t(group)] = a;
    return true;
}

bool closeGroups(const Model& model, Data& data, std::string* why) {
    bool ok = true;
    for (int g = 0; g < int(model.groups().size()); ++g) {
        const KinematicGroup& grp = model.groups()[size_t(g)];
        Eigen::VectorXd a = data.actuated[size_t(g)];
        for (size_t k = 0; k < grp.actuatedVariables.size(); ++k) a[Eigen::Index(k)] = data.q[grp.actuatedVariables[k]];
        std::string reason;
        if (!setActuatedState(model, data, g, a, &reason)) {
            ok = false;
            if (why) *why += (why->empty() ? "" : "; ") + reason;
        }
    }
    return ok;
}

KinematicGroup makeClosureGroup(std::string name, std::vector<std::string> actuatedNames, std::vector<double> actuatedLower,
                                std::vector<double> actuatedUpper, std::vector<double> actuatedDefault,
                                std::function<Eigen::VectorXd(const Eigen::VectorXd&, const Eigen::VectorXd&)> closure, double tolerance) {
    KinematicGroup g;
    g.name = std::move(name);
    g.actuatedNames = std::move(actuatedNames);
    g.actuatedLower = std::move(actuatedLower);
    g.actuatedUpper = std::move(actuatedUpper);
    g.actuatedDefault = std::move(actuatedDefault);
    g.closure = closure;
    const std::string groupName = g.name;
    const Eigen::VectorXd aLo = Eigen::Map<const Eigen::VectorXd>(g.actuatedLower.data(), Eigen::Index(g.actuatedLower.size()));
    const Eigen::VectorXd aHi = Eigen::Map<const Eigen::VectorXd>(g.actuatedUpper.data(), Eigen::Index(g.actuatedUpper.size()));
    auto report = [groupName](std::string* why, const char* what, double residual) {
        if (!why) return;
        std::ostringstream s;
        s << "group '" << groupName << "' cannot close: no " << what << " state satisfies the closure (residual " << residual << ")";
        *why = s.str();
    };
    g.actuatedToVirtual = [closure, tolerance, report](const Eigen::VectorXd& a, Eigen::VectorXd& v, std::string* why) {
        const Eigen::VectorXd inf = Eigen::VectorXd::Constant(v.size(), Unbounded);
        const ClosureResult r = solveClosureNearest([&](const Eigen::VectorXd& x) { return closure(x, a); }, v, -inf, inf, tolerance);
        if (!r.converged) {
            report(why, "virtual", r.residual);
            return false;
        }
        v = r.x;
        return true;
    };
    g.virtualToActuated = [closure, tolerance, report, aLo, aHi](const Eigen::VectorXd& v, Eigen::VectorXd& a, std::string* why) {
        const ClosureResult r = solveClosureNearest([&](const Eigen::VectorXd& x) { return closure(v, x); }, a, aLo, aHi, tolerance);
        if (!r.converged) {
            report(why, "actuated", r.residual);
            return false;
        }
        a = r.x;
        return true;
    };
    return g;
}

}  // namespace kinedit::kin
