#include "ExportCheck.h"

#include "ExportModel.h"
#include "TripScript.h"
#include "kinematics/Data.h"
#include "kinematics/Kinematics.h"
#include "kinematics/Model.h"
#include "kinematics/Tendon.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <random>

namespace kinedit {

namespace {

// The first configuration (the source's default, or the one it shares with
// the target), then one drawn inside the limits.
std::vector<Eigen::VectorXd> configurations(const kin::Model& model, const Eigen::VectorXd& first) {
    std::vector<Eigen::VectorXd> qs{first};
    std::mt19937_64 random(20261122);
    Eigen::VectorXd q = model.defaultConfiguration();
    const Eigen::VectorXd lo = model.lowerLimits(), hi = model.upperLimits();
    for (int i = 0; i < q.size(); ++i) {  // +-1 where a joint has no limit
        const double a = std::isfinite(lo[i]) ? lo[i] : -1, b = std::isfinite(hi[i]) ? hi[i] : 1;
        q[i] = std::uniform_real_distribution<double>(std::min(a, b), std::max(a, b))(random);
    }
    for (int j : model.mimicJoints()) {  // followers follow
        const kin::Joint& f = model.joints()[size_t(j)];
        if (f.mimicJoint >= 0) q[f.qIndex] = f.mimicMultiplier * q[model.joints()[size_t(f.mimicJoint)].qIndex] + f.mimicOffset;
    }
    qs.push_back(q);
    return qs;
}

kin::Data posedAt(const std::shared_ptr<const kin::Model>& model, const Eigen::VectorXd& q) {
    kin::Data data(model);
    kin::forwardKinematics(*model, data, q);
    return data;
}

std::vector<Eigen::Isometry3d> posesAt(const std::shared_ptr<const kin::Model>& model, const Eigen::VectorXd& q) {
    return posedAt(model, q).oMf;
}

// The target's tendons of the source's names, their lengths against the source's.
void compareTendons(FrameComparison& c, const kin::Model& source, const kin::Data& a, const kin::Model& target, const kin::Data& b) {
    for (size_t t = 0; t < source.tendons().size(); ++t) {
        const auto found = std::find_if(target.tendons().begin(), target.tendons().end(),
                                        [&](const kin::Tendon& x) { return x.name == source.tendons()[t].name; });
        if (found == target.tendons().end()) continue;
        const double la = kin::tendonPath(source, a, int(t)).length;
        const double lb = kin::tendonPath(target, b, int(found - target.tendons().begin())).length;
        c.largestTendon = std::max(c.largestTendon, std::abs(la - lb));
        ++c.tendonsChecked;
    }
}

void compare(FrameComparison& c, const Eigen::Isometry3d& a, const Eigen::Isometry3d& b) {
    c.largestPosition = std::max(c.largestPosition, (a.translation() - b.translation()).norm());
    c.largestAngle = std::max(c.largestAngle, rotationAngle(a, b));
    ++c.checked;
}

// The source's configuration the target opens in: the source's default,
// each joint the target opens elsewhere (an initial position it dropped) at
// the target's value; those joints' names go to dropped. opened: per
// variable of the export, the target's value as it opens (NaN: none).
// Followers follow.
Eigen::VectorXd sharedConfiguration(const kin::Model& source, const ExportModel& fitted, const std::vector<double>& opened,
                                    QStringList& dropped) {
    Eigen::VectorXd q = source.defaultConfiguration();
    const Eigen::VectorXd qf = fitted.configuration(q);
    std::vector<int> joints;
    for (size_t i = 0; i < opened.size(); ++i) {
        const auto [s, factor] = fitted.variables[i];
        if (std::isnan(opened[i]) || s < 0 || factor == 0 || std::abs(opened[i] - qf[Eigen::Index(i)]) <= 1e-9) continue;
        const int j = source.jointOfVariable(s);
        if (j < 0 || source.joints()[size_t(j)].mimicJoint >= 0) continue;
        q[s] = opened[i] / factor;
        if (std::find(joints.begin(), joints.end(), j) == joints.end()) joints.push_back(j);
    }
    std::sort(joints.begin(), joints.end());
    for (int j : joints) dropped << QString::fromStdString(source.joints()[size_t(j)].name);
    return q;
}

// The target's variables for the export model's (by joint: the target's
// joint of the same name, or the one moving the frame of the same name).
bool mapVariables(const kin::Model& fitted, const kin::Model& target, std::vector<int>& toTarget) {
    toTarget.assign(size_t(fitted.nq()), -1);
    for (const kin::Joint& j : fitted.joints()) {
        if (j.frame < 0 || j.dof() == 0) continue;
        int t = target.jointIndex(j.name);
        if (t < 0 || target.joints()[size_t(t)].dof() != j.dof()) {
            const int f = target.frameIndex(fitted.frames()[size_t(j.frame)].name);
            t = f >= 0 ? target.frames()[size_t(f)].joint : -1;
        }
        if (t < 0 || target.joints()[size_t(t)].dof() != j.dof()) return false;
        for (int k = 0; k < j.dof(); ++k) toTarget[size_t(j.qIndex + k)] = target.joints()[size_t(t)].qIndex + k;
    }
    return true;
}

}  // namespace

double rotationAngle(const Eigen::Isometry3d& a, const Eigen::Isometry3d& b) {
    return Eigen::AngleAxisd(Eigen::Quaterniond(a.linear().transpose() * b.linear()).normalized()).angle();
}

FrameComparison compareExport(const std::shared_ptr<const kin::Model>& sourceModel, const ExportModel& fitted,
                              const std::shared_ptr<const kin::Model>& targetModel,
                              const std::function<std::string(const std::string&)>& targetName) {
    const kin::Model& source = *sourceModel;
    const kin::Model& target = *targetModel;
    FrameComparison c;
    std::vector<int> toTarget;
    if (!mapVariables(*fitted.model, target, toTarget)) {
        c.jointsMatch = false;
        return c;
    }
    std::vector<double> opened(toTarget.size(), std::nan(""));
    const Eigen::VectorXd qt0 = target.defaultConfiguration();
    for (size_t i = 0; i < toTarget.size(); ++i)
        if (toTarget[i] >= 0) opened[i] = qt0[toTarget[i]];
    const Eigen::VectorXd shared = sharedConfiguration(source, fitted, opened, c.initialsDropped);
    for (const Eigen::VectorXd& q : configurations(source, shared)) {
        const Eigen::VectorXd qf = fitted.configuration(q);
        Eigen::VectorXd qt = target.defaultConfiguration();
        for (size_t i = 0; i < toTarget.size(); ++i)
            if (toTarget[i] >= 0) qt[toTarget[i]] = qf[Eigen::Index(i)];
        const kin::Data da = posedAt(sourceModel, q), db = posedAt(targetModel, qt);
        const std::vector<Eigen::Isometry3d>&a = da.oMf, &b = db.oMf;
        for (size_t f = 0; f < source.frames().size(); ++f) {
            const int t = target.frameIndex(targetName(source.frames()[f].name));
            if (t < 0) continue;  // not carried (URDF's com frames: its links' inertials)
            compare(c, a[f], b[size_t(t)]);
        }
        compareTendons(c, source, da, target, db);
    }
    for (const kin::Frame& frame : source.frames())
        if (target.frameIndex(targetName(frame.name)) < 0)
            (frame.kind == "com" ? c.comFrames : c.missing) << QString::fromStdString(frame.name);
    // A name the target gives more frames than the source (URDF writes a
    // joint frame it cannot merge as a link of the joint's name) adds one.
    std::unordered_map<std::string, int> named;
    for (const kin::Frame& frame : fitted.model->frames()) {
        const std::string t = targetName(frame.name);
        ++named[t];
        if (t != frame.name) ++named[frame.name];
    }
    for (const kin::Frame& frame : target.frames())
        if (--named[frame.name] < 0) c.added << QString::fromStdString(frame.name);
    return c;
}

FrameComparison compareTrip(const std::shared_ptr<const kin::Model>& sourceModel, const ExportModel& fitted,
                            const std::vector<TripTransformation>& trafos) {
    const kin::Model& source = *sourceModel;
    FrameComparison c;
    // A script's state variables start at the values it writes (0 where none).
    std::vector<double> opened(fitted.variables.size(), std::nan(""));
    for (const TripTransformation& t : trafos) {
        if (t.stateVariable.empty() || t.variable < 0 || t.variable >= int(opened.size())) continue;
        opened[size_t(t.variable)] = 0;
        for (const auto& [key, value] : t.values)
            if (key == t.stateVariable) opened[size_t(t.variable)] = value;
    }
    const Eigen::VectorXd shared = sharedConfiguration(source, fitted, opened, c.initialsDropped);
    for (const Eigen::VectorXd& q : configurations(source, shared)) {
        const auto poses = tripPoses(trafos, fitted.configuration(q));
        const std::vector<Eigen::Isometry3d> a = posesAt(sourceModel, q);
        for (size_t i = 0; i < trafos.size(); ++i) {
            if (trafos[i].frame < 0) continue;
            const int s = source.frameIndex(fitted.model->frames()[size_t(trafos[i].frame)].name);
            if (s < 0) continue;
            compare(c, poses[i], a[size_t(s)]);
        }
    }
    return c;
}

}  // namespace kinedit
