// What a TAMP problem shows besides objects and robots: grasp fans, stable
// poses and placement regions (see TampProblem.h).
#include "TampProblem.h"

#include "kinematics/ModelBuilder.h"

#include <cmath>
#include <numbers>
#include <optional>
#include <string>

namespace kinedit::tamp {

namespace {
constexpr int kFanSteps = 12;  // a continuous grasp: a frame every 30 degrees

// The axis a continuous grasp turns about, if it has one (finite, not zero).
std::optional<Eigen::Vector3d> fanAxis(const Grasp& g) {
    if (!g.continuous || !g.axis.allFinite()) return std::nullopt;
    const Eigen::Vector3d a = g.axis.stableNormalized();
    if (!a.allFinite() || std::abs(a.norm() - 1) > 1e-9) return std::nullopt;
    return a;
}

}  // namespace

int markerFrameCount(const Object& o) {
    int n = int(o.stablePoses.size());
    for (const Grasp& g : o.grasps) n += fanAxis(g) ? kFanSteps : 1;
    return n;
}

void addMarkers(kin::ModelBuilder& b, int objectFrame, const Object& o) {
    const std::string name = o.name.toStdString();
    for (size_t i = 0; i < o.grasps.size(); ++i) {
        const Grasp& g = o.grasps[i];
        const std::string grasp = name + "::grasp" + std::to_string(i);
        b.addFrame(grasp, "grasp", objectFrame, g.pose);
        const auto axis = fanAxis(g);
        if (!axis) continue;
        for (int k = 1; k < kFanSteps; ++k) {
            const double angle = 2 * std::numbers::pi * k / kFanSteps;
            const Eigen::Isometry3d turn(Eigen::AngleAxisd(angle, *axis));
            b.addFrame(grasp + "@" + std::to_string(k * 360 / kFanSteps), "grasp", objectFrame, turn * g.pose);
        }
    }
    // Stable poses: axes in the world frame (the spec), so relative to the
    // object's pose as the file places it.
    for (size_t i = 0; i < o.stablePoses.size(); ++i) {
        const StablePose& s = o.stablePoses[i];
        const Eigen::Vector3d axis = s.axis.norm() > 1e-12 ? Eigen::Vector3d(s.axis.normalized()) : Eigen::Vector3d::UnitZ();
        Eigen::Isometry3d world = Eigen::Isometry3d::Identity();
        world.linear() = Eigen::Quaterniond::FromTwoVectors(Eigen::Vector3d::UnitZ(), axis).toRotationMatrix();
        world.translation() = o.pose.translation() - s.distance * axis;
        b.addFrame(name + "::sop" + std::to_string(i), "stable_pose", objectFrame, o.pose.inverse() * world);
    }
    const Eigen::Vector4d green(0.2, 0.75, 0.3, 0.45);
    if (o.sssp) {
        const auto& r = *o.sssp;
        Eigen::Isometry3d at = Eigen::Isometry3d::Identity();
        at.translation() = Eigen::Vector3d((r[0] + r[1]) / 2, (r[2] + r[3]) / 2, (r[4] + r[5]) / 2);
        const double w = std::abs(r[1] - r[0]), h = std::abs(r[3] - r[2]);
        if (w < 1e-6 && h < 1e-6)  // a single point: objects stack on it
            b.addVisual(objectFrame, kin::colouredShape(kin::ShapeKind::Sphere, {0.008, 0, 0}, at, green, name + "::sssp"));
        else
            b.addVisual(objectFrame, kin::colouredShape(kin::ShapeKind::Box, {std::max(w, 0.002), std::max(h, 0.002), 0.002}, at, green,
                                                        name + "::sssp"));
    }
    // A polygon's edges (two points: one segment, drawn once).
    const size_t edges = o.pssp.size() < 2 ? 0 : o.pssp.size() == 2 ? 1 : o.pssp.size();
    for (size_t i = 0; i < edges; ++i) {
        const Eigen::Vector3d a = o.pssp[i], c = o.pssp[(i + 1) % o.pssp.size()];
        const Eigen::Vector3d d = c - a;
        if (d.norm() < 1e-9) continue;
        Eigen::Isometry3d at = Eigen::Isometry3d::Identity();
        at.linear() = Eigen::Quaterniond::FromTwoVectors(Eigen::Vector3d::UnitX(), d.normalized()).toRotationMatrix();
        at.translation() = (a + c) / 2;
        b.addVisual(objectFrame, kin::colouredShape(kin::ShapeKind::Box, {d.norm(), 0.004, 0.004}, at, green, name + "::pssp"));
    }
}

}  // namespace kinedit::tamp
