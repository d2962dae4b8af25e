#include "PairSignatures.h"

#include "HashMix.h"

#include <QDateTime>
#include <QFileInfo>

#include <cstring>
#include <string_view>

namespace kinedit {

namespace {

// Order-sensitive combination of 64-bit values.
struct Hasher {
    quint64 h = 0x9e3779b97f4a7c15ull;
    void add(quint64 v) { h = mixBits(h ^ (v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2))); }
    void add(double v) {
        quint64 bits = 0;
        v = v == 0 ? 0 : v;  // -0 and 0 alike
        std::memcpy(&bits, &v, sizeof bits);
        add(bits);
    }
    void add(int v) { add(quint64(qint64(v))); }
    void add(bool v) { add(quint64(v ? 1 : 2)); }
    void add(std::string_view s) {
        for (char c : s) add(quint64(uchar(c)));
        add(quint64(s.size()));
    }
    void add(const Eigen::Isometry3d& t) {
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 4; ++c) add(t.matrix()(r, c));
    }
    void add(const Eigen::Vector3d& v) {
        for (int i = 0; i < 3; ++i) add(v[i]);
    }
};

quint64 shapeHash(const kin::Visual& v) {
    Hasher h;
    h.add(int(v.kind));
    h.add(v.size);
    h.add(v.origin);
    h.add(std::string_view(v.mesh));
    h.add(v.meshScale);
    h.add(std::string_view(v.submesh));
    h.add(v.submeshCenter);
    if (!v.mesh.empty()) {  // the file itself: an edit of the mesh changes its size or time
        const QFileInfo file(QString::fromStdString(v.mesh));
        h.add(quint64(file.size()));
        h.add(quint64(file.lastModified().toMSecsSinceEpoch()));
    }
    return h.h;
}

quint64 jointHash(const kin::Model& model, const kin::Joint& j, const Eigen::VectorXd& reference) {
    Hasher h;
    h.add(int(j.type));
    for (const kin::Motion& m : j.motions) {
        h.add(m.rotation);
        h.add(m.axis);
        h.add(m.pitch);
        h.add(m.scale);
        h.add(m.zero);
    }
    for (size_t i = 0; i < j.lower.size(); ++i) {
        h.add(j.lower[i]);
        h.add(j.upper[i]);
    }
    for (int i = 0; i < j.dof(); ++i) h.add(j.qIndex + i < reference.size() ? reference[j.qIndex + i] : 0.0);
    if (j.mimicJoint >= 0) {  // a follower moves with its leader's range
        const kin::Joint& leader = model.joints()[size_t(j.mimicJoint)];
        h.add(std::string_view(leader.name));
        h.add(j.mimicMultiplier);
        h.add(j.mimicOffset);
        for (size_t i = 0; i < leader.lower.size(); ++i) {
            h.add(leader.lower[i]);
            h.add(leader.upper[i]);
        }
    }
    return h.h;
}

}  // namespace

std::vector<quint64> pairSignatures(const kin::Model& model, const CollisionModel& shapes, bool collision,
                                    const Eigen::VectorXd& reference) {
    const std::vector<kin::Frame>& frames = model.frames();
    // Each frame's own part: its placement and its joint.
    std::vector<quint64> own(frames.size());
    for (size_t f = 0; f < frames.size(); ++f) {
        Hasher h;
        h.add(frames[f].placement);
        h.add(frames[f].joint >= 0 ? jointHash(model, model.joints()[size_t(frames[f].joint)], reference) : quint64(0));
        own[f] = h.h;
    }
    // Loops tie joints anywhere in the tree to each other.
    Hasher loops;
    for (const kin::LoopJoint& l : model.loopJoints()) {
        loops.add(l.parent);
        loops.add(l.child);
        loops.add(l.placement);
        loops.add(jointHash(model, model.joints()[size_t(l.joint)], reference));
    }
    const std::vector<CollisionBody>& bodies = shapes.bodies();
    const size_t n = bodies.size();
    std::vector<Hasher> bodyShapes(n);
    for (size_t b = 0; b < n; ++b) bodyShapes[b].add(std::string_view(bodies[b].name));
    for (const kin::Visual& v : model.visuals()) {
        if (v.collision != collision) continue;
        const int b = shapes.bodyOfFrame(v.frame);
        if (b < 0) continue;
        Hasher& h = bodyShapes[size_t(b)];
        h.add(shapeHash(v));
        // Where the shape's frame sits in its body (a fixed frame below it).
        for (int f = v.frame; f >= 0 && f != bodies[size_t(b)].frame; f = frames[size_t(f)].parent) h.add(own[size_t(f)]);
    }
    // The chain from the root to each body's frame, as frame indices.
    auto chain = [&](int frame) {
        std::vector<int> up;
        for (int f = frame; f >= 0; f = frames[size_t(f)].parent) up.push_back(f);
        return std::vector<int>(up.rbegin(), up.rend());
    };
    std::vector<std::vector<int>> chains(n);
    for (size_t b = 0; b < n; ++b) chains[b] = chain(bodies[b].frame);

    std::vector<quint64> out(n * n, 0);
    for (size_t a = 0; a < n; ++a)
        for (size_t b = a + 1; b < n; ++b) {
            const std::vector<int>& ca = chains[a];
            const std::vector<int>& cb = chains[b];
            size_t common = 0;  // frames shared from the root
            while (common < ca.size() && common < cb.size() && ca[common] == cb[common]) ++common;
            Hasher h;
            h.add(bodyShapes[a].h);
            h.add(bodyShapes[b].h);
            for (size_t i = common; i < ca.size(); ++i) h.add(own[size_t(ca[i])]);
            h.add(quint64(1));  // between the two sides
            for (size_t i = common; i < cb.size(); ++i) h.add(own[size_t(cb[i])]);
            h.add(loops.h);
            out[a * n + b] = h.h;
        }
    return out;
}

}  // namespace kinedit
