// A collision matrix made again after an edit: the pairs whose signature
// (PairSignatures.h) the edit left unchanged keep what the earlier matrix
// found; only the others are sampled. Adjacency is decided afresh (a link
// that loses its shapes makes its neighbours adjacent): a kept pair whose
// adjacency changed is sampled again.
#pragma once

#include "CollisionMatrix.h"

#include <optional>

namespace kinedit {

// One matrix with what it was made from.
struct MatrixRun {
    std::shared_ptr<const kin::Model> model;
    std::shared_ptr<const CollisionModel> shapes;
    std::vector<quint64> signatures;  // pairSignatures() of model and shapes
    CollisionMatrix matrix;
    int asked = 0;  // the samples asked for (the same must be asked again)
    quint64 seed = 0;
    int oneIn = 0;          // the stopping rule's
    bool collision = true;  // collision shapes (else visual)
    // Whether a matrix asked for so can keep pairs of this one.
    bool sameQuestion(int asked2, quint64 seed2, int oneIn2, bool collision2) const {
        return model && asked == asked2 && seed == seed2 && oneIn == oneIn2 && collision == collision2;
    }
};

// For each pair of shapes (bodies × bodies, a < b at a · bodies + b): the
// earlier run's stats where the pair's signature is unchanged, with the
// bodies renumbered and the example configuration carried over by joint
// name (joints the earlier model lacks at reference); nullopt elsewhere.
std::vector<std::optional<PairStats>> keptPairs(const MatrixRun& earlier, const kin::Model& model, const CollisionModel& shapes,
                                                const std::vector<quint64>& signatures, const Eigen::VectorXd& reference);

}  // namespace kinedit
