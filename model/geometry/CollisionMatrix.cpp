#include "CollisionMatrix.h"

#include "kinematics/Kinematics.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

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

double CollisionMatrix::neverBound() const { return samples > 0 ? std::min(1.0, 3.0 / samples) : 1.0; }

int samplesToDecide(int most, int oneIn) {
    if (oneIn <= 0) return most;
    return int(std::min<qint64>(most, 3 * qint64(oneIn)));
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
                                      quint64 seed, const SampleProgress& progress, int oneIn,
                                      const std::vector<std::optional<PairStats>>* kept) {
    const int asked = samples;
    samples = samplesToDecide(samples, oneIn);
    const kin::Model& model = *kinematics;
    const std::vector<CollisionBody>& bodies = shapes->bodies();
    const size_t n = bodies.size();
    CollisionData data(shapes);
    auto state = std::make_unique<kin::Data>(kinematics);  // at the reference

    std::vector<char> ignored = setupAssistantAdjacency(*shapes);
    const std::vector<char> adjacent = ignored;
    kin::forwardKinematics(model, *state, reference);
    std::vector<char> atReference(n * n, 0);
    for (const CollidingPair& p : data.collide(*state, &adjacent))
        atReference[size_t(p.a) * n + size_t(p.b)] = ignored[size_t(p.a) * n + size_t(p.b)] = 1;
    // Pairs an edit did not affect, as an earlier matrix found them.
    const auto keptAt = [&](size_t k) -> const PairStats* {
        if (!kept || k >= kept->size() || !(*kept)[k]) return nullptr;
        const PairStats& p = *(*kept)[k];
        return (p.kind == PairClass::Adjacent) == bool(adjacent[k]) ? &p : nullptr;
    };
    bool anySampled = false;
    for (size_t a = 0; a < n; ++a)
        for (size_t b = a + 1; b < n; ++b) {
            const size_t k = a * n + b;
            if (keptAt(k)) ignored[k] = 1;
            anySampled = anySampled || (!ignored[k] && bodies[a].shapes > 0 && bodies[b].shapes > 0);
        }
    if (!anySampled) samples = 0;  // every pair known: nothing to draw

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
    // Sample s is drawn from its own stream (SplitMix64 seeded by seed and
    // s), so that the result does not depend on how the samples are shared
    // among threads, and an example is drawn again from its number alone.
    const auto draw = [&](int s) {
        Eigen::VectorXd q = reference;
        quint64 x = seed ^ (0x9E3779B97F4A7C15ull * quint64(s + 1));
        for (int i : sampled) {
            quint64 z = (x += 0x9E3779B97F4A7C15ull);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            z ^= z >> 31;
            q[i] = lo[i] + (hi[i] - lo[i]) * (double(z >> 11) * 0x1.0p-53);
        }
        kin::applyMimicJoints(model, q);
        return q;
    };
    // Each thread checks every k-th sample with its own FCL objects (the
    // shapes are shared, read only); hits summed, the first example kept.
    const int threads = std::clamp(int(std::thread::hardware_concurrency()), 1, 8);
    std::atomic<int> done{0};
    std::atomic<bool> stop{false};
    struct Part {
        std::vector<int> hits, first;  // first: the sample of the example
    };
    std::vector<Part> parts(static_cast<size_t>(threads));
    const auto work = [&](int t) {
        Part& part = parts[size_t(t)];
        part.hits.assign(n * n, 0);
        part.first.assign(n * n, -1);
        CollisionData data(shapes);
        kin::Data state(kinematics);
        for (int s = t; s < samples && !stop; s += threads) {
            kin::forwardKinematics(model, state, draw(s));
            for (const CollidingPair& p : data.collide(state, &ignored)) {
                const size_t k = size_t(p.a) * n + size_t(p.b);
                if (part.hits[k]++ == 0) part.first[k] = s;
            }
            const int count = ++done;
            if (t == 0 && progress && !progress(count)) stop = true;
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
    work(0);
    for (std::thread& th : pool) th.join();
    std::vector<int> hits(n * n, 0), first(n * n, -1);
    for (const Part& part : parts)
        for (size_t k = 0; k < n * n; ++k) {
            hits[k] += part.hits[k];
            if (part.first[k] >= 0 && (first[k] < 0 || part.first[k] < first[k])) first[k] = part.first[k];
        }
    CollisionMatrix out;
    out.samples = stop ? done.load() : anySampled ? samples : samplesToDecide(asked, oneIn);
    out.asked = asked;
    out.cancelled = stop;
    for (size_t a = 0; a < n; ++a) {
        if (bodies[a].shapes == 0) continue;
        for (size_t b = a + 1; b < n; ++b) {
            if (bodies[b].shapes == 0) continue;
            const size_t k = a * n + b;
            if (const PairStats* known = keptAt(k)) {
                out.pairs.push_back(*known);
                ++out.kept;
                continue;
            }
            PairStats p{int(a), int(b), PairClass::Never, hits[k], first[k] >= 0 ? draw(first[k]) : Eigen::VectorXd()};
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
