// Inverse kinematics for one or several frames (a hexapod's six feet at
// once), full pose or position only, with weights, inside joint limits:
// Levenberg-Marquardt (damped least squares) with random restarts inside the
// limits until a solution is found or the time budget runs out. The best
// configuration found is returned with its error. Deterministic for a seed
// (restarts draw from std::mt19937_64 seeded with it).
//
// Groups: groups with a closure equation are solved together with the
// targets (their actuated variables are unknowns and their closure residual
// is part of the error), so the result is a consistent actuated state; for
// groups with only explicit mappings the virtual solution is mapped to the
// actuated state afterwards, and a failure is reported.
#pragma once

#include "Data.h"

#include <string>

namespace kinedit::kin {

struct IkTarget {
    int frame = -1;
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();  // in the root frame
    bool positionOnly = false;
    double positionWeight = 1;
    double orientationWeight = 1;
};

struct IkOptions {
    double timeBudgetMs = 5;    // restarts stop when this runs out
    int maxAttempts = 1 << 20;  // or after this many starts (the first is q0)
    std::uint64_t seed = 0;
    double positionTolerance = 1e-5;     // m
    double orientationTolerance = 1e-5;  // rad
    int maxIterations = 100;             // per attempt
};

struct IkResult {
    Eigen::VectorXd q;                      // joint variables (virtual state)
    std::vector<Eigen::VectorXd> actuated;  // per group, consistent with q where possible
    bool success = false;                   // every target within tolerance, every group closed
    double positionError = 0;               // worst over the targets
    double orientationError = 0;            // worst over the full-pose targets
    int attempts = 0;
    int iterations = 0;
    double elapsedMs = 0;
    std::string message;  // why it failed (a group that cannot close, ...)
};

IkResult solveInverseKinematics(const Model& model, Data& data, const std::vector<IkTarget>& targets, const Eigen::VectorXd& q0,
                                const IkOptions& options = {});

}  // namespace kinedit::kin
