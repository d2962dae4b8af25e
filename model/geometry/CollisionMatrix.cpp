#include "CollisionMatrix.h"

#include "kinematics/Kinematics.h"

#include <cmath>
#include <random>

namespace kinedit {

const char* pairClassName(PairClass kind) {
    switch (kind) {
    case PairClass::Adjacent: return "adjacent";
    case PairClass::Default: return "default";
    case PairClass::Always: return "always";
    case PairClass::Never: return "never";
    case PairClass::Sometimes: return "sometimes";
    }
    return "";
}

std::vector<char> setupAssistantAdjacency(const CollisionModel& shapes) {
    const std::vector<CollisionBody>& bodies = shapes.bodies();
    const size_t n = bodies.size();
    std::vector<char> linked(n * n, 0);
    const auto link = [&](size_t a, size_t b) {
        if (a == b || linked[a * n + b]) return false;
        linked[a * n + b] = linked[b * n + a] = 1;
        return true;
    };
    for (size_t b = 0; b < n; ++b)
        if (bodies[b].parent >= 0) link(b, size_t(bodies[b].parent));
    // Through a link without shapes, its neighbours touch each other.
    for (bool changed = true; changed;) {
        changed = false;
        for (size_t hollow = 0; hollow < n; ++hollow) {
            if (bodies[hollow].shapes > 0) continue;
            for (size_t a = 0; a < n; ++a)
                for (size_t b = a + 1; b < n; ++b)
                    if (linked[hollow * n + a] && linked[hollow * n + b]) changed = link(a, b) || changed;
        }
    }
    return linked;
}

CollisionMatrix sampleCollisionMatrix(const std::shared_ptr<const kin::Model>& kinematics,
                                      const std::shared_ptr<const CollisionModel>& shapes, const Eigen::VectorXd& reference, int samples,
                                      quint64 seed, const SampleProgress& progress) {
    const kin::Model& model = *kinematics;
    const std::vector<CollisionBody>& bodies = shapes->bodies();
    const size_t n = bodies.size();
    CollisionData data(shapes);
    auto state = std::make_unique<kin::Data>(kinematics);

    std::vector<char> ignored = setupAssistantAdjacency(*shapes);
    const std::vector<char> adjacent = ignored;
    kin::forwardKinematics(model, *state, reference);
    std::vector<char> atReference(n * n, 0);
    for (const CollidingPair& p : data.collide(*state, &adjacent))
        atReference[size_t(p.a) * n + size_t(p.b)] = ignored[size_t(p.a) * n + size_t(p.b)] = 1;

    // What is sampled: one-variable joints that follow no other.
    std::vector<int> sampled;
    Eigen::VectorXd lo = model.lowerLimits(), hi = model.upperLimits();
    for (const kin::Joint& j : model.joints()) {
        if (j.dof() != 1 || j.mimicJoint >= 0 || j.frame < 0) continue;
        const int i = j.qIndex;
        if (!std::isfinite(lo[i]) || !std::isfinite(hi[i])) {
            const double half = j.motions[0].rotation ? M_PI : 1.0;
            lo[i] = -half, hi[i] = half;
        }
        sampled.push_back(i);
    }
    std::vector<int> hits(n * n, 0);
    std::vector<Eigen::VectorXd> examples(n * n);
    std::mt19937_64 rng(seed);
    Eigen::VectorXd q = reference;
    CollisionMatrix out;
    for (int s = 0; s < samples; ++s) {
        for (int i : sampled) q[i] = lo[i] + (hi[i] - lo[i]) * (double(rng() >> 11) * 0x1.0p-53);
        kin::applyMimicJoints(model, q);
        kin::forwardKinematics(model, *state, q);
        for (const CollidingPair& p : data.collide(*state, &ignored)) {
            const size_t k = size_t(p.a) * n + size_t(p.b);
            if (hits[k]++ == 0) examples[k] = q;
        }
        out.samples = s + 1;
        if (progress && !progress(s + 1)) break;
    }
    for (size_t a = 0; a < n; ++a) {
        if (bodies[a].shapes == 0) continue;
        for (size_t b = a + 1; b < n; ++b) {
            if (bodies[b].shapes == 0) continue;
            const size_t k = a * n + b;
            PairStats p{int(a), int(b), PairClass::Never, hits[k], examples[k]};
            if (adjacent[k])
                p.kind = PairClass::Adjacent;
            else if (atReference[k])
                p.kind = PairClass::Default, p.example = reference;
            else if (hits[k] > kAlwaysShare * out.samples)
                p.kind = PairClass::Always;
            else if (hits[k] > 0)
                p.kind = PairClass::Sometimes;
            out.pairs.push_back(std::move(p));
        }
    }
    return out;
}

}  // namespace kinedit
