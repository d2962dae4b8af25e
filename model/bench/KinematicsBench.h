// The kinematics benchmark protocol (kinedit-cli bench kinematics), in one
// place so that the CLI and the side-by-side comparison with KDL measure
// the same thing the same way:
//   N configurations uniform inside the joint limits (continuous joints in
//   [-pi, pi]) from the seed; FK of each is an IK target; IK starts from
//   another uniform configuration; success = position error < 1e-5 m and
//   orientation error < 1e-5 rad within 5 ms.
// A benchmark, not a test: it reports numbers and asserts nothing.
#pragma once

#include "kinematics/Model.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace kinedit::bench {

struct KinematicsBenchResult {
    int dof = 0;
    int samples = 0;
    double fkNsPerCall = 0;
    double jacobianNsPerCall = 0;
    double ikSolveRate = 0;  // fraction in [0, 1]
    double ikMeanUs = 0;
    double ikMedianUs = 0;
};

// Configurations drawn by the protocol (shared with peers).
std::vector<Eigen::VectorXd> sampleConfigurations(const kin::Model& chain, int n, std::uint64_t seed);

// Runs the protocol on a chain (kin::extractChain).
KinematicsBenchResult benchKinematics(const std::shared_ptr<const kin::Model>& chain, int samples, std::uint64_t seed);

// Nanoseconds per call of f, measured over enough repetitions to last
// about minMs milliseconds (median of five such runs).
double nanosecondsPerCall(const std::function<void(int)>& f, int callsPerRound, double minMs = 50);

}  // namespace kinedit::bench
