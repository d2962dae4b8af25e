// A serial chain cut out of a model: the joints from a base frame to a tip
// frame, with the constant transforms between them merged. Used for
// benchmarks and for comparisons with chain-based libraries (KDL).
#pragma once

#include "Model.h"

#include <memory>
#include <string>

namespace kinedit::kin {

// Frames of the chain: one per joint (named like the frame it moves) and a
// last frame named like tip. Poses are relative to base. Null with *error
// if base is not an ancestor of tip.
std::shared_ptr<const Model> extractChain(const Model& model, int base, int tip, std::string* error);

}  // namespace kinedit::kin
