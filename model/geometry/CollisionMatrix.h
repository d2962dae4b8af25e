// The collision matrix MoveIt's Setup Assistant makes: every pair of links
// with shapes classed by how it collides over random configurations, so a
// planner may skip the pairs that never collide (and those adjacent or
// colliding at the reference pose, which it cannot avoid).
//
// Configurations are uniform inside the joint limits (a joint without
// limits over [-pi, pi], or [-1, 1] m), followers set from their leaders.
// Adjacent pairs follow the Setup Assistant's rule: parent and child, and,
// through a link without shapes, every two of its neighbours (repeated
// until nothing changes). Adjacent and reference-pose pairs are not
// sampled, as the Setup Assistant does not sample them. The samples are
// shared among the machine's cores; the result depends on the seed only.
#pragma once

#include "SelfCollision.h"

#include <Eigen/Core>

#include <functional>
#include <optional>
#include <vector>

namespace kinedit {

enum class PairClass { Adjacent, Default, Always, Never, Sometimes };

struct PairStats {
    int a = -1, b = -1;  // into CollisionModel::bodies(), a < b
    PairClass kind = PairClass::Never;
    int hits = 0;             // samples in which it collided (0 for Adjacent and Default: not sampled)
    Eigen::VectorXd example;  // a configuration where it collides (empty: none seen)
};

struct CollisionMatrix {
    int samples = 0;  // how many were used
    int asked = 0;    // the most it would sample (N)
    bool cancelled = false;
    int kept = 0;                  // pairs carried over from an earlier matrix, not sampled (MatrixReuse.h)
    std::vector<PairStats> pairs;  // every pair of bodies with shapes, by (a, b)
    // The stopping rule's bound: with 95 % confidence no pair classed Never
    // collides in more than this share of configurations (1 where nothing
    // was sampled).
    double neverBound() const;
};

// The stopping rule (the "rule of three"): a pair that collided in none of
// n independent uniform samples collides in less than 3/n of the
// configurations with 95 % confidence: were its share p >= 3/n, no hit in
// n samples would have the chance (1 - p)^n <= e^(-3) < 0.05. The bound is the same for every
// pair without hits, so asked that no pair colliding in more than 1 in
// oneIn configurations be classed Never, sampling stops at n = 3 * oneIn,
// or at most (N) when that comes first. oneIn <= 0: sample all of most.
int samplesToDecide(int most, int oneIn);
constexpr double kNeverConfidence = 0.95;

// Told, on a worker thread, how many samples are done; returns false to
// stop (the matrix then holds the samples done).
using SampleProgress = std::function<bool(int done)>;

// A pair colliding in more than this share of the samples is Always.
constexpr double kAlwaysShare = 0.95;

// The Setup Assistant's adjacency (see above), as a bodies × bodies matrix.
std::vector<char> setupAssistantAdjacency(const CollisionModel& shapes);

// kept, when given (bodies × bodies, MatrixReuse.h's keptPairs): pairs
// taken as they are instead of sampled, where their adjacency is still
// what it was.
CollisionMatrix sampleCollisionMatrix(const std::shared_ptr<const kin::Model>& model, const std::shared_ptr<const CollisionModel>& shapes,
                                      const Eigen::VectorXd& reference, int samples, quint64 seed, const SampleProgress& progress = {},
                                      int oneIn = 0, const std::vector<std::optional<PairStats>>* kept = nullptr);

const char* pairClassName(PairClass kind);  // "adjacent", "default", "always", "never", "sometimes"

}  // namespace kinedit
