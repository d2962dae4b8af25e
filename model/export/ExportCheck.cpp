#include "ExportCheck.h"

#include "ExportModel.h"
#include "TripScript.h"
#include "kinematics/Data.h"
#include "kinematics/Kinematics.h"
#include "kinematics/Model.h"

#include <cmath>
#include <random>

namespace kinedit {

namespace {

std::vector<Eigen::VectorXd> configurations(const kin::Model& model) {
    std::vector<Eigen::VectorXd> qs{model.defaultConfiguration()};
    std::mt19937_64 random(20261122);
    Eigen::VectorXd q = qs.front();
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

std::vector<Eigen::Isometry3d> posesAt(const std::shared_ptr<const kin::Model>& model, const Eigen::VectorXd& q) {
    kin::Data data(model);
    kin::forwardKinematics(*model, data, q);
    return data.oMf;
}

double poseError(const Eigen::Isometry3d& a, const Eigen::Isometry3d& b) {
    return std::max((a.translation() - b.translation()).cwiseAbs().maxCoeff(), (a.linear() - b.linear()).cwiseAbs().maxCoeff());
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
    for (const Eigen::VectorXd& q : configurations(source)) {
        const Eigen::VectorXd qf = fitted.configuration(q);
        Eigen::VectorXd qt = target.defaultConfiguration();
        for (size_t i = 0; i < toTarget.size(); ++i)
            if (toTarget[i] >= 0) qt[toTarget[i]] = qf[Eigen::Index(i)];
        const std::vector<Eigen::Isometry3d> a = posesAt(sourceModel, q), b = posesAt(targetModel, qt);
        for (size_t f = 0; f < source.frames().size(); ++f) {
            const int t = target.frameIndex(targetName(source.frames()[f].name));
            if (t < 0) continue;  // not carried (URDF's com frames: its links' inertials)
            c.largest = std::max(c.largest, poseError(a[f], b[size_t(t)]));
            ++c.checked;
        }
    }
    for (const kin::Frame& frame : source.frames())
        if (target.frameIndex(targetName(frame.name)) < 0 && frame.kind != "com") c.missing << QString::fromStdString(frame.name);
    return c;
}

FrameComparison compareTrip(const std::shared_ptr<const kin::Model>& sourceModel, const ExportModel& fitted,
                            const std::vector<TripTransformation>& trafos) {
    const kin::Model& source = *sourceModel;
    FrameComparison c;
    for (const Eigen::VectorXd& q : configurations(source)) {
        const auto poses = tripPoses(trafos, fitted.configuration(q));
        const std::vector<Eigen::Isometry3d> a = posesAt(sourceModel, q);
        for (size_t i = 0; i < trafos.size(); ++i) {
            if (trafos[i].frame < 0) continue;
            const int s = source.frameIndex(fitted.model->frames()[size_t(trafos[i].frame)].name);
            if (s < 0) continue;
            c.largest = std::max(c.largest, poseError(poses[i], a[size_t(s)]));
            ++c.checked;
        }
    }
    return c;
}

}  // namespace kinedit
