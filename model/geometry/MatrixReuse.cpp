#include "MatrixReuse.h"

#include <unordered_map>

namespace kinedit {

std::vector<std::optional<PairStats>> keptPairs(const MatrixRun& earlier, const kin::Model& model, const CollisionModel& shapes,
                                                const std::vector<quint64>& signatures, const Eigen::VectorXd& reference) {
    const size_t n = shapes.bodies().size();
    std::vector<std::optional<PairStats>> kept(n * n);
    if (!earlier.model || !earlier.shapes) return kept;
    const size_t m = earlier.shapes->bodies().size();
    std::unordered_map<quint64, const PairStats*> bySignature;  // a signature holds the pair's names
    for (const PairStats& p : earlier.matrix.pairs) bySignature.emplace(earlier.signatures[size_t(p.a) * m + size_t(p.b)], &p);

    // Earlier variables of each joint of model, by name (-1: none).
    std::vector<int> from(model.joints().size(), -1);
    for (size_t j = 0; j < model.joints().size(); ++j) {
        const kin::Joint& joint = model.joints()[j];
        const int old = earlier.model->jointIndex(joint.name);
        if (old >= 0 && earlier.model->joints()[size_t(old)].dof() == joint.dof()) from[j] = earlier.model->joints()[size_t(old)].qIndex;
    }
    const auto carried = [&](const Eigen::VectorXd& example) {
        if (example.size() == 0) return example;
        Eigen::VectorXd q = reference;
        for (size_t j = 0; j < model.joints().size(); ++j) {
            const kin::Joint& joint = model.joints()[j];
            if (from[j] < 0) continue;
            for (int i = 0; i < joint.dof(); ++i) q[joint.qIndex + i] = example[from[j] + i];
        }
        return q;
    };
    for (size_t a = 0; a < n; ++a)
        for (size_t b = a + 1; b < n; ++b) {
            const auto it = bySignature.find(signatures[a * n + b]);
            if (it == bySignature.end()) continue;
            PairStats p = *it->second;
            p.a = int(a), p.b = int(b);
            p.example = carried(p.example);
            kept[a * n + b] = std::move(p);
        }
    return kept;
}

}  // namespace kinedit
