#include "ModelDiff.h"

#include "RigidBodies.h"
#include "ShapeDiff.h"
#include "SkinDiff.h"

#include "export/ExportCheck.h"
#include "formats/Format.h"
#include "kinematics/Data.h"
#include "kinematics/Model.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

namespace kinedit {

bool ModelDiff::equal() const {
    if (!changes.empty()) return false;
    for (const PoseComparison& p : poses)
        if (!p.moved.empty()) return false;
    return true;
}

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }
QString num(double v) { return std::isinf(v) ? (v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf")) : QString::number(v, 'g', 9); }
QString vec(const Eigen::Vector3d& v) { return QStringLiteral("%1 %2 %3").arg(num(v.x()), num(v.y()), num(v.z())); }

// One model, indexed for matching.
struct Side {
    const kin::Model& model;
    std::unordered_map<std::string, int> byName;  // the first frame of each name, in depth-first order
    std::vector<int> inertial;                    // per frame: into inertials(), or -1
    std::vector<std::vector<int>> shapes;         // per frame: into visuals()
    std::vector<bool> skipped;                    // a bare root frame the other side does not name (MJCF's world)
    std::vector<int> pair;                        // per frame: the other side's frame, or -1
    std::vector<std::vector<int>> children;       // per frame: the frames whose parent() it is
    // A frame only this side has that just carries a joint (URDF's joint
    // frames) into one child, while the other side's partner of that child
    // carries the joint itself (HRDF's output frames): folded into the
    // child. foldedInto: per frame, that child or -1; carrier: the inverse.
    std::vector<int> foldedInto, carrier;
    std::vector<int> bodyJoint;                   // per frame: the moving joint of its rigid body (RigidBodies.h)
    std::unordered_map<int, LinkInertia> bodies;  // lumped at the first state, in their frames (formats that cut alike: none)
    std::vector<int> above;                       // per frame: placedIn()'s frame, once frames are matched
    std::vector<Eigen::Isometry3d> inAbove;       // and the placement in it
    std::vector<std::vector<int>> moved;          // per joint: the matched frames of its rigid body, but its own

    explicit Side(const kin::Model& m) : model(m) {
        const size_t n = m.frames().size();
        byName.reserve(n);
        for (size_t i = 0; i < n; ++i) byName.emplace(m.frames()[i].name, int(i));
        inertial.assign(n, -1);
        for (size_t i = 0; i < m.inertials().size(); ++i)
            if (const int f = m.inertials()[i].frame; f >= 0 && inertial[size_t(f)] < 0) inertial[size_t(f)] = int(i);
        shapes.resize(n);
        for (size_t i = 0; i < m.visuals().size(); ++i)
            if (const int f = m.visuals()[i].frame; f >= 0) shapes[size_t(f)].push_back(int(i));
        skipped.assign(n, false);
        pair.assign(n, -1);
        foldedInto.assign(n, -1);
        carrier.assign(n, -1);
        bodyJoint = bodyJoints(m);
    }
    const kin::Frame& frame(int f) const { return model.frames()[size_t(f)]; }
    QString name(int f) const { return f < 0 ? QCoreApplication::translate("ModelDiff", "(root)") : qs(frame(f).name); }
    QString element(int f) const { return frame(f).kind.empty() ? QStringLiteral("frame") : qs(frame(f).kind); }
    int parent(int f) const {
        int p = frame(f).parent;
        while (p >= 0 && skipped[size_t(p)]) p = frame(p).parent;
        return p;
    }
    int findFrame(const std::string& n) const {
        const auto it = byName.find(n);
        return it == byName.end() ? -1 : it->second;
    }
};

bool isBareRoot(const Side& s, int f) {
    const kin::Frame& fr = s.frame(f);
    return fr.parent < 0 && fr.joint < 0 && fr.placement.isApprox(Eigen::Isometry3d::Identity(), 1e-12) && s.shapes[size_t(f)].empty() &&
           s.inertial[size_t(f)] < 0;
}

struct Differ {
    Side a, b;
    const std::vector<std::pair<const kin::Data*, const kin::Data*>>& states;
    DiffTolerance tol;
    FrameCuts cuts;
    ModelDiff result;
    std::unordered_set<int> bodiesSaid;  // the new side's bodies whose mass properties were said lumped

    void add(QString element, QString name, const char* aspect, QString oldValue = {}, QString newValue = {}) {
        DiffChange c;
        c.element = std::move(element);
        c.name = std::move(name);
        c.aspect = QLatin1String(aspect);
        c.oldValue = std::move(oldValue);
        c.newValue = std::move(newValue);
        result.changes.push_back(std::move(c));
    }
    bool lengthsDiffer(double x, double y) const { return !(std::abs(x - y) <= tol.meters) && !(x == y); }
    bool samePose(const Eigen::Isometry3d& x, const Eigen::Isometry3d& y) const {
        return !lengthsDiffer((x.translation() - y.translation()).norm(), 0) && rotationAngle(x, y) <= tol.radians;
    }
    bool valuesDiffer(double x, double y) const {
        if (x == y) return false;
        return !(std::abs(x - y) <= tol.relative * std::max({std::abs(x), std::abs(y), 1e-9}));
    }
    // The nearest frame above f that has a partner, and f's placement in it:
    // a frame only one side has between them that does not move (a URDF
    // fixed joint's, which MJCF has not) is said as added or removed itself,
    // not as a new parent of the frames below it.
    static std::pair<int, Eigen::Isometry3d> placedIn(const Side& s, int f) {
        Eigen::Isometry3d x = atZero(s, f);
        int p = s.parent(f);
        while (p >= 0 && s.pair[size_t(p)] < 0) {
            const int j = s.frame(p).joint;
            if (j >= 0 && s.model.joints()[size_t(j)].dof() > 0 && s.foldedInto[size_t(p)] < 0) break;
            x = atZero(s, p) * x;
            p = s.parent(p);
        }
        return {p, x};
    }
    // A frame's placement with its joint's variables at 0: MJCF places a
    // body where its joint is at ref (the motion's zero), URDF where it is at
    // 0; the same joint either way.
    static Eigen::Isometry3d atZero(const Side& s, int f) {
        const kin::Frame& fr = s.frame(f);
        if (fr.joint < 0) return fr.placement;
        const kin::Joint& j = s.model.joints()[size_t(fr.joint)];
        if (std::all_of(j.motions.begin(), j.motions.end(), [](const kin::Motion& m) { return m.zero == 0; })) return fr.placement;
        const std::vector<double> zeros(j.motions.size(), 0.0);
        return fr.placement * kin::jointTransform(j, zeros.data());
    }
    bool partners(int pa, int pb) const { return pa < 0 ? pb < 0 : a.pair[size_t(pa)] == pb && pb >= 0; }
    bool parentsMatch(int fa, int fb) const { return partners(placedIn(a, fa).first, placedIn(b, fb).first); }

    // Folds s's unmatched joint-carrying frames into their one child (Side::foldedInto).
    static void foldJointFrames(Side& s, const Side& o) {
        for (size_t g = 0; g < s.pair.size(); ++g) {
            const int j = s.frame(int(g)).joint;
            if (s.pair[g] >= 0 || s.skipped[g] || j < 0 || s.model.joints()[size_t(j)].dof() == 0) continue;
            if (!s.shapes[g].empty() || s.inertial[g] >= 0 || s.children[g].size() != 1) continue;
            const int c = s.children[g].front(), f = s.pair[size_t(c)];
            if (s.frame(c).joint >= 0 || f < 0) continue;
            const int k = o.frame(f).joint;
            if (k < 0 || o.model.joints()[size_t(k)].name != s.model.joints()[size_t(j)].name) continue;
            s.foldedInto[g] = c;
            s.carrier[size_t(c)] = int(g);
        }
    }
    // The frame of s that stands for a joint's frame in the tree the two
    // sides share: its folded child, or itself.
    static int standIn(const Side& s, int f) { return f >= 0 && s.foldedInto[size_t(f)] >= 0 ? s.foldedInto[size_t(f)] : f; }
    // The joint a matched frame carries, or the one a frame folded into it carries.
    static int jointAt(const Side& s, int f) {
        if (const int j = s.frame(f).joint; j >= 0) return j;
        return s.carrier[size_t(f)] >= 0 ? s.frame(s.carrier[size_t(f)]).joint : -1;
    }
    // Whether fa's and fb's rigid bodies are each other's: moved by joints
    // whose frames are matched, or both the base.
    bool bodiesCorrespond(int fa, int fb) const {
        if (states.empty()) return false;
        const int ja = a.bodyJoint[size_t(fa)], jb = b.bodyJoint[size_t(fb)];
        if (ja < 0) return jb < 0;
        const int g = a.pair[size_t(standIn(a, a.model.joints()[size_t(ja)].frame))];
        return g >= 0 && b.bodyJoint[size_t(g)] == jb;
    }
    // A frame's pose in its rigid body (in the body's joint frame; in the world for the base), at the first state.
    static Eigen::Isometry3d inBody(const Side& s, const kin::Data& d, int f) { return inBodyOf(s, d, s.bodyJoint[size_t(f)], f); }
    // A frame's pose in the body of joint j (-1: the base, the world).
    static Eigen::Isometry3d inBodyOf(const Side& s, const kin::Data& d, int j, int f) {
        return j < 0 ? d.oMf[size_t(f)] : d.oMf[size_t(s.model.joints()[size_t(j)].frame)].inverse() * d.oMf[size_t(f)];
    }
    // Whether a frame starts its body: the joint's frame, or the one it is folded into.
    static bool startsBody(const Side& s, int f) {
        const int j = s.bodyJoint[size_t(f)];
        if (j < 0) return false;
        const int own = s.model.joints()[size_t(j)].frame;
        return own == f || standIn(s, own) == f;
    }
    // Whether fa and fb sit at the same place on the same rigid body: then,
    // where the files cut the robot differently, the frames they hang from
    // (SDFormat attaches frames to the link, HRDF chains them) do not count.
    // A frame a joint moves sits so on the body it hangs from.
    bool samePlaceInBody(int fa, int fb) const {
        if (cuts == FrameCuts::Alike || states.empty()) return false;
        const bool sa = startsBody(a, fa), sb = startsBody(b, fb);
        if (sa != sb) return false;
        Eigen::Isometry3d x, y;
        if (sa) {
            const int pa = a.above[size_t(fa)], pb = b.above[size_t(fb)];
            if ((pa < 0) != (pb < 0) || (pa >= 0 && !bodiesCorrespond(pa, pb))) return false;
            x = inBodyOf(a, *states[0].first, pa < 0 ? -1 : a.bodyJoint[size_t(pa)], fa);
            y = inBodyOf(b, *states[0].second, pb < 0 ? -1 : b.bodyJoint[size_t(pb)], fb);
        } else {
            if (!bodiesCorrespond(fa, fb)) return false;
            x = inBody(a, *states[0].first, fa);
            y = inBody(b, *states[0].second, fb);
        }
        return samePose(x, y);
    }
    // Whether the shapes of fa's and fb's rigid bodies (visual or collision)
    // are the same on their bodies: then shapes moved between a body's frames
    // (SDFormat draws a frame's shapes with its link) do not count.
    bool sameBodyShapes(int fa, int fb, bool collision) const {
        if (!bodiesCorrespond(fa, fb)) return false;
        const auto world = [collision](const Side& s, const kin::Data& d, int f) {
            std::vector<kin::Visual> shapes;
            const int j = s.bodyJoint[size_t(f)];
            for (const kin::Visual& v : s.model.visuals())
                if (v.frame >= 0 && v.collision == collision && s.bodyJoint[size_t(v.frame)] == j) {
                    shapes.push_back(v);
                    shapes.back().origin = inBodyOf(s, d, j, v.frame) * v.origin;
                }
            return shapes;
        };
        const std::vector<kin::Visual> x = world(a, *states[0].first, fa), y = world(b, *states[0].second, fb);
        std::vector<const kin::Visual*> px, py;
        for (const kin::Visual& v : x) px.push_back(&v);
        for (const kin::Visual& v : y) py.push_back(&v);
        return diffShapes(px, py, tol).empty();
    }
    // Whether the rigid bodies of fa and fb are each other's and have the
    // same mass, centre of mass and inertia on them: then masses spread over
    // their frames differently (a com frame's mass on its link, a massless
    // fixed child) are the same robot.
    bool sameBody(int fa, int fb) const {
        if (!bodiesCorrespond(fa, fb)) return false;
        const int ja = a.bodyJoint[size_t(fa)], jb = b.bodyJoint[size_t(fb)];
        const auto lumped = [](const Side& s, int j) {
            const auto it = s.bodies.find(j);
            return it == s.bodies.end() ? LinkInertia{} : it->second;
        };
        const LinkInertia x = lumped(a, ja), y = lumped(b, jb);
        const double scale = std::max({x.inertia.cwiseAbs().maxCoeff(), y.inertia.cwiseAbs().maxCoeff(), 1e-12});
        return !valuesDiffer(x.mass, y.mass) && (x.mass == 0 || !lengthsDiffer((x.com - y.com).norm(), 0)) &&
               (x.inertia - y.inertia).cwiseAbs().maxCoeff() <= tol.relative * scale;
    }

    void matchFrames() {
        const size_t na = a.model.frames().size(), nb = b.model.frames().size();
        // Bare roots only one side has (MJCF's world) are left out; when both
        // sides have one the other does not name, they may be a rename.
        for (size_t f = 0; f < na; ++f) a.skipped[f] = isBareRoot(a, int(f)) && b.findFrame(a.frame(int(f)).name) < 0;
        for (size_t f = 0; f < nb; ++f) b.skipped[f] = isBareRoot(b, int(f)) && a.findFrame(b.frame(int(f)).name) < 0;
        if (std::count(a.skipped.begin(), a.skipped.end(), true) > 0 && std::count(b.skipped.begin(), b.skipped.end(), true) > 0) {
            a.skipped.assign(na, false);
            b.skipped.assign(nb, false);
        }
        for (Side* s : {&a, &b}) {
            s->children.resize(s->pair.size());
            for (size_t f = 0; f < s->pair.size(); ++f)
                if (const int p = s->parent(int(f)); p >= 0) s->children[size_t(p)].push_back(int(f));
        }
        for (size_t f = 0; f < na; ++f) {
            if (a.skipped[f] || a.findFrame(a.frame(int(f)).name) != int(f)) continue;
            const int g = b.findFrame(a.frame(int(f)).name);
            if (g >= 0 && !b.skipped[size_t(g)]) {
                a.pair[f] = g;
                b.pair[size_t(g)] = int(f);
            }
        }
        foldJointFrames(a, b);
        foldJointFrames(b, a);
        // Unmatched frames of the new side by parent (-1: the root): a rename keeps its parent.
        std::unordered_map<int, std::vector<int>> unmatchedB;
        for (size_t g = 0; g < nb; ++g)
            if (b.pair[g] < 0 && !b.skipped[g]) unmatchedB[b.parent(int(g))].push_back(int(g));
        if (unmatchedB.empty()) return;
        for (size_t f = 0; f < na; ++f) {  // depth-first: a parent's rename is known before its children's
            if (a.pair[f] >= 0 || a.skipped[f]) continue;
            const int p = a.parent(int(f));
            if (p >= 0 && a.pair[size_t(p)] < 0) continue;  // a parent unmatched: no candidate
            const auto it = unmatchedB.find(p < 0 ? -1 : a.pair[size_t(p)]);
            if (it == unmatchedB.end()) continue;
            for (int g : it->second)
                if (b.pair[size_t(g)] < 0 && samePlaceAndShape(int(f), g)) {
                    a.pair[f] = g;
                    b.pair[size_t(g)] = int(f);
                    // A name both sides give several frames pairs here too, unrenamed.
                    if (a.frame(int(f)).name != b.frame(g).name) add(b.element(g), b.name(g), "renamed", a.name(int(f)), b.name(g));
                    break;
                }
        }
    }

    // A rename: the same parent, pose, joint type, shapes and mass.
    bool samePlaceAndShape(int fa, int fb) const {
        if (!parentsMatch(fa, fb)) return false;
        const int ja = a.frame(fa).joint, jb = b.frame(fb).joint;
        if ((ja < 0) != (jb < 0)) return false;
        if (ja >= 0 && a.model.joints()[size_t(ja)].type != b.model.joints()[size_t(jb)].type) return false;
        if (a.shapes[size_t(fa)].size() != b.shapes[size_t(fb)].size()) return false;
        const int ia = a.inertial[size_t(fa)], ib = b.inertial[size_t(fb)];
        if ((ia < 0) != (ib < 0)) return false;
        if (ia >= 0 && valuesDiffer(a.model.inertials()[size_t(ia)].mass, b.model.inertials()[size_t(ib)].mass)) return false;
        if (states.empty()) return true;
        const Eigen::Isometry3d &pa = states[0].first->oMf[size_t(fa)], &pb = states[0].second->oMf[size_t(fb)];
        return samePose(pa, pb);
    }

    void compareFrame(int fa, int fb) {
        const int aboveA = a.above[size_t(fa)], aboveB = b.above[size_t(fb)];
        const Eigen::Isometry3d &pa = a.inAbove[size_t(fa)], &pb = b.inAbove[size_t(fb)];
        if (!partners(aboveA, aboveB)) {
            if (!samePlaceInBody(fa, fb)) add(b.element(fb), b.name(fb), "parent", a.name(a.parent(fa)), b.name(b.parent(fb)));
        } else {
            const double d = (pa.translation() - pb.translation()).norm(), r = rotationAngle(pa, pb);
            if (lengthsDiffer(d, 0) || r > tol.radians) {
                const int jb = jointAt(b, fb);
                const bool joint = jb >= 0 || jointAt(a, fa) >= 0;
                add(joint ? QStringLiteral("joint") : b.element(fb), joint && jb >= 0 ? qs(b.model.joints()[size_t(jb)].name) : b.name(fb),
                    "origin", vec(pa.translation()), vec(pb.translation()));
                result.changes.back().meters = d;
                result.changes.back().radians = r;
                result.changes.back().relativeTo = b.name(aboveB);
            }
        }
        compareInertial(fa, fb);
        compareShapes(fa, fb);
    }

    void compareInertial(int fa, int fb) {
        const int ia = a.inertial[size_t(fa)], ib = b.inertial[size_t(fb)];
        const size_t before = result.changes.size();
        compareMass(b.element(fb), b.name(fb), ia < 0 ? nullptr : &a.model.inertials()[size_t(ia)],
                    ib < 0 ? nullptr : &b.model.inertials()[size_t(ib)]);
        if (result.changes.size() == before || cuts == FrameCuts::Alike || !bodiesCorrespond(fa, fb)) return;
        // Cut differently: nothing where the bodies hold the same; frame by
        // frame where both sides hold the body's mass on the same frames;
        // else once for the body, lumped, on the frame that holds it.
        if (sameBody(fa, fb))
            result.changes.resize(before);
        else if (!sameMassFrames(fa, fb)) {
            result.changes.resize(before);
            compareBodyMass(fa, fb);
        }
    }
    // Whether the frames holding fa's body's mass are the partners of those holding fb's.
    bool sameMassFrames(int fa, int fb) const {
        const int ja = a.bodyJoint[size_t(fa)], jb = b.bodyJoint[size_t(fb)];
        int na = 0, nb = 0;
        for (const kin::Inertial& i : a.model.inertials()) {
            if (i.frame < 0 || a.bodyJoint[size_t(i.frame)] != ja) continue;
            ++na;
            const int g = a.pair[size_t(i.frame)];
            if (g < 0 || b.inertial[size_t(g)] < 0) return false;
        }
        for (const kin::Inertial& i : b.model.inertials())
            if (i.frame >= 0 && b.bodyJoint[size_t(i.frame)] == jb) ++nb;
        return na == nb;
    }
    // The body's lumped mass properties, said once, on the frame that holds
    // them on the new side (the first of several; the old side's when the
    // new has none) and in that frame's axes, at the first state.
    void compareBodyMass(int fa, int fb) {
        const int ja = a.bodyJoint[size_t(fa)], jb = b.bodyJoint[size_t(fb)];
        if (!bodiesSaid.insert(jb).second) return;
        const auto holder = [](const Side& s, int j) {
            for (const kin::Inertial& i : s.model.inertials())
                if (i.frame >= 0 && s.bodyJoint[size_t(i.frame)] == j) return i.frame;
            return -1;
        };
        const int hb = holder(b, jb), ha = hb < 0 ? holder(a, ja) : -1;
        // Both sides on their bodies, then in the holder's place there (a
        // joint above that moved does not move the mass on its body).
        const Eigen::Isometry3d h = hb >= 0 ? inBodyOf(b, *states[0].second, jb, hb) : inBodyOf(a, *states[0].first, ja, ha);
        const auto in = [&](const Side& s, int j) {
            const auto it = s.bodies.find(j);
            kin::Inertial i;
            if (it == s.bodies.end()) return i;
            const LinkInertia& m = it->second;
            i.mass = m.mass;
            i.com = h.inverse() * m.com;
            i.inertia = h.linear().transpose() * m.inertia * h.linear();
            return i;
        };
        const kin::Inertial p = in(a, ja), q = in(b, jb);
        const bool hasA = a.bodies.count(ja) > 0, hasB = b.bodies.count(jb) > 0;
        compareMass(hb >= 0 ? b.element(hb) : a.element(ha), hb >= 0 ? b.name(hb) : a.name(ha), hasA ? &p : nullptr, hasB ? &q : nullptr);
    }
    void compareMass(const QString& el, const QString& name, const kin::Inertial* x, const kin::Inertial* y) {
        if (!x && !y) return;
        if (!x || !y) {
            const QString none = QCoreApplication::translate("ModelDiff", "none");
            add(el, name, "mass", x ? num(x->mass) : none, y ? num(y->mass) : none);
            return;
        }
        if (valuesDiffer(x->mass, y->mass)) add(el, name, "mass", num(x->mass), num(y->mass));
        if (const double d = (x->com - y->com).norm(); lengthsDiffer(d, 0)) {
            add(el, name, "com", vec(x->com), vec(y->com));
            result.changes.back().meters = d;
        }
        const double scale = std::max({x->inertia.cwiseAbs().maxCoeff(), y->inertia.cwiseAbs().maxCoeff(), 1e-12});
        if ((x->inertia - y->inertia).cwiseAbs().maxCoeff() > tol.relative * scale) {
            const auto text = [](const Eigen::Matrix3d& i) {
                return QStringLiteral("ixx %1 ixy %2 ixz %3 iyy %4 iyz %5 izz %6")
                    .arg(num(i(0, 0)), num(i(0, 1)), num(i(0, 2)), num(i(1, 1)), num(i(1, 2)), num(i(2, 2)));
            };
            add(el, name, "inertia", text(x->inertia), text(y->inertia));
        }
    }

    void compareShapes(int fa, int fb) {
        for (const bool collision : {false, true}) {
            std::vector<const kin::Visual*> va, vb;
            for (int i : a.shapes[size_t(fa)])
                if (a.model.visuals()[size_t(i)].collision == collision) va.push_back(&a.model.visuals()[size_t(i)]);
            for (int i : b.shapes[size_t(fb)])
                if (b.model.visuals()[size_t(i)].collision == collision) vb.push_back(&b.model.visuals()[size_t(i)]);
            const char* aspect = collision ? "collision" : "visual";
            const std::vector<ShapeDifference> differences = diffShapes(va, vb, tol);
            if (differences.empty() || (cuts == FrameCuts::Differ && sameBodyShapes(fa, fb, collision))) continue;
            for (const ShapeDifference& d : differences) add(b.element(fb), b.name(fb), aspect, d.oldValue, d.newValue);
        }
    }

    void compareJoint(const kin::Joint& x, const kin::Joint& y) {
        const QString name = qs(y.name);
        const QString el = QStringLiteral("joint");
        // A joint named as its frame was renamed with it (matchFrames said so).
        const bool frameSaidIt = x.frame >= 0 && y.frame >= 0 && a.frame(x.frame).name == x.name && b.frame(y.frame).name == y.name;
        if (x.name != y.name && !frameSaidIt) add(el, name, "renamed", qs(x.name), name);
        // A revolute joint without limits is a continuous one (formats write it either way).
        const auto typeOf = [](const kin::Joint& j) {
            return j.type == kin::JointType::Revolute && std::isinf(j.lower[0]) && std::isinf(j.upper[0]) ? kin::JointType::Continuous
                                                                                                          : j.type;
        };
        if (typeOf(x) != typeOf(y) || x.dof() != y.dof()) {
            add(el, name, "type", QLatin1String(kin::jointTypeName(x.type)), QLatin1String(kin::jointTypeName(y.type)));
            return;
        }
        bool axis = false, limits = false, defaults = false;
        const auto defaultOf = [](const kin::Joint& j, int i) { return i < int(j.defaultValue.size()) ? j.defaultValue[size_t(i)] : 0.0; };
        for (int i = 0; i < x.dof(); ++i) {
            const kin::Motion &m = x.motions[size_t(i)], &n = y.motions[size_t(i)];
            const double angle = std::acos(std::clamp(m.axis.normalized().dot(n.axis.normalized()), -1.0, 1.0));
            axis =
                axis || m.rotation != n.rotation || angle > tol.radians || valuesDiffer(m.pitch, n.pitch) || valuesDiffer(m.scale, n.scale);
            const auto differ = [&](double p, double q) { return m.rotation ? std::abs(p - q) > tol.radians : lengthsDiffer(p, q); };
            const auto bound = [&](double p, double q) { return std::isinf(p) || std::isinf(q) ? p != q : differ(p, q); };
            limits = limits || bound(x.lower[size_t(i)], y.lower[size_t(i)]) || bound(x.upper[size_t(i)], y.upper[size_t(i)]);
            // (A follower's value is its leader's to set.)
            defaults = defaults || (differ(defaultOf(x, i), defaultOf(y, i)) && (x.mimicOf.empty() || y.mimicOf.empty()));
        }
        // Texts only for what differs: formatting every joint's numbers was most of a diff's time.
        const auto texts = [&](const kin::Joint& j, const std::function<QString(const kin::Joint&, int)>& one) {
            QStringList l;
            for (int i = 0; i < j.dof(); ++i) l << one(j, i);
            return l.join(QStringLiteral("; "));
        };
        const auto axisText = [](const kin::Joint& j, int i) { return vec(j.motions[size_t(i)].axis); };
        const auto limitText = [](const kin::Joint& j, int i) {
            return QStringLiteral("[%1, %2]").arg(num(j.lower[size_t(i)]), num(j.upper[size_t(i)]));
        };
        const auto defaultText = [&](const kin::Joint& j, int i) { return num(defaultOf(j, i)); };
        if (axis) add(el, name, "axis", texts(x, axisText), texts(y, axisText));
        if (limits) add(el, name, "limits", texts(x, limitText), texts(y, limitText));
        if (defaults) add(el, name, "default", texts(x, defaultText), texts(y, defaultText));
        const auto mimic = [](const kin::Joint& j) {
            return j.mimicOf.empty() ? QCoreApplication::translate("ModelDiff", "none")
                                     : QStringLiteral("%1 * %2 + %3").arg(num(j.mimicMultiplier), qs(j.mimicOf), num(j.mimicOffset));
        };
        const bool leaderRenamed =
            !x.mimicOf.empty() && !y.mimicOf.empty() && x.mimicJoint >= 0 && y.mimicJoint >= 0 &&
            a.model.joints()[size_t(x.mimicJoint)].frame >= 0 &&
            a.pair[size_t(a.model.joints()[size_t(x.mimicJoint)].frame)] == b.model.joints()[size_t(y.mimicJoint)].frame;
        if ((x.mimicOf != y.mimicOf && !leaderRenamed) || valuesDiffer(x.mimicMultiplier, y.mimicMultiplier) ||
            valuesDiffer(x.mimicOffset, y.mimicOffset))
            add(el, name, "mimic", mimic(x), mimic(y));
        // The matched frames it moves, down to the next moving joint (those
        // only one side has are said as such; which of them hangs from which
        // is said as their parent).
        if (x.frame >= 0 && y.frame >= 0) {
            QStringList ca, cb;
            for (int f : a.moved[size_t(&x - a.model.joints().data())]) ca << b.name(a.pair[size_t(f)]);
            for (int f : b.moved[size_t(&y - b.model.joints().data())]) cb << b.name(f);
            ca.sort();
            cb.sort();
            if (ca != cb) add(el, name, "child", ca.join(QStringLiteral(", ")), cb.join(QStringLiteral(", ")));
        }
    }

    void compareJoints() {
        std::vector<bool> seenB(b.model.joints().size(), false);
        std::unordered_map<std::string, int> loopB;
        for (size_t j = 0; j < b.model.joints().size(); ++j)
            if (b.model.joints()[j].frame < 0) loopB.emplace(b.model.joints()[j].name, int(j));
        for (const kin::Joint& x : a.model.joints()) {
            int partner = -1;
            if (x.frame >= 0) {
                if (const int g = a.pair[size_t(standIn(a, x.frame))]; g >= 0) partner = jointAt(b, g);
            } else if (const auto it = loopB.find(x.name); it != loopB.end())
                partner = it->second;
            if (partner < 0) {
                // A fixed joint is no joint: its frame, matched, holds to its parent as the other side's does (MJCF has none).
                if (x.dof() == 0 && x.frame >= 0) continue;
                if (x.frame < 0 || a.pair[size_t(standIn(a, x.frame))] >= 0)  // an unmatched frame's joint goes with it
                    add(QStringLiteral("joint"), qs(x.name), "removed");
                continue;
            }
            seenB[size_t(partner)] = true;
            compareJoint(x, b.model.joints()[size_t(partner)]);
        }
        for (size_t j = 0; j < seenB.size(); ++j) {
            const kin::Joint& y = b.model.joints()[j];
            if (!seenB[j] && !(y.dof() == 0 && y.frame >= 0) && (y.frame < 0 || b.pair[size_t(standIn(b, y.frame))] >= 0))
                add(QStringLiteral("joint"), qs(y.name), "added");
        }
    }

    // Whether two loops join the same rigid bodies the same way. A weld
    // (a fixed cut joint) holds the child body's pose in the parent body's,
    // whichever frames of them a file names as its ends (SDFormat's joint
    // frame, MJCF's body); a joint that moves holds its frame in each body.
    bool sameLoop(const kin::LoopJoint& l, const kin::LoopJoint& m) const {
        if (states.empty()) return false;
        const auto corresponds = [&](int fa, int fb) { return fa < 0 || fb < 0 ? fa < 0 && fb < 0 : bodiesCorrespond(fa, fb); };
        if (!corresponds(l.parent, m.parent) || !corresponds(l.child, m.child)) return false;
        const auto ends = [](const Side& s, const kin::Data& d, const kin::LoopJoint& k) {
            const Eigen::Isometry3d p = k.parent < 0 ? Eigen::Isometry3d::Identity() : inBody(s, d, k.parent);
            const Eigen::Isometry3d c = k.child < 0 ? Eigen::Isometry3d::Identity() : inBody(s, d, k.child);
            return std::pair<Eigen::Isometry3d, Eigen::Isometry3d>(p * k.placement, c);
        };
        const auto [pa, ca] = ends(a, *states[0].first, l);
        const auto [pb, cb] = ends(b, *states[0].second, m);
        const bool weld = a.model.joints()[size_t(l.joint)].dof() == 0 && b.model.joints()[size_t(m.joint)].dof() == 0;
        return weld ? samePose(pa * ca.inverse(), pb * cb.inverse()) : samePose(pa, pb) && samePose(ca, cb);
    }

    void compareLoops() {
        const auto loops = [](const Side& s) {
            std::map<std::string, const kin::LoopJoint*> m;
            for (const kin::LoopJoint& l : s.model.loopJoints()) m.emplace(s.model.joints()[size_t(l.joint)].name, &l);
            return m;
        };
        const auto la = loops(a), lb = loops(b);
        const QString el = QStringLiteral("loop");
        for (const auto& [name, l] : la) {
            const auto it = lb.find(name);
            if (it == lb.end()) {
                add(el, qs(name), "removed");
                continue;
            }
            const kin::LoopJoint& m = *it->second;
            if (cuts == FrameCuts::Differ && sameLoop(*l, m)) continue;
            const auto mapped = [&](int f) { return f < 0 ? -1 : a.pair[size_t(f)]; };
            if (mapped(l->parent) != m.parent || (l->parent >= 0 && m.parent < 0))
                add(el, qs(name), "parent", a.name(l->parent), b.name(m.parent));
            if (mapped(l->child) != m.child || (l->child >= 0 && m.child < 0))
                add(el, qs(name), "child", a.name(l->child), b.name(m.child));
            const double d = (l->placement.translation() - m.placement.translation()).norm(), r = rotationAngle(l->placement, m.placement);
            if (lengthsDiffer(d, 0) || r > tol.radians) {
                add(el, qs(name), "origin", vec(l->placement.translation()), vec(m.placement.translation()));
                result.changes.back().meters = d;
                result.changes.back().radians = r;
                result.changes.back().relativeTo = b.name(m.parent);
            }
        }
        for (const auto& [name, l] : lb)
            if (!la.count(name)) add(el, qs(name), "added");
    }

    void compareActuators() {
        struct Act {
            double lower, upper, value;
        };
        const auto acts = [](const kin::Model& m) {
            std::map<std::string, Act> r;
            for (const kin::KinematicGroup& g : m.groups())
                for (int i = 0; i < g.actuatedCount(); ++i) {
                    const auto at = [&](const std::vector<double>& v) { return size_t(i) < v.size() ? v[size_t(i)] : 0.0; };
                    r.emplace(g.actuatedNames[size_t(i)], Act{at(g.actuatedLower), at(g.actuatedUpper), at(g.actuatedDefault)});
                }
            return r;
        };
        const auto xa = acts(a.model), xb = acts(b.model);
        const QString el = QStringLiteral("actuator");
        for (const auto& [name, x] : xa) {
            const auto it = xb.find(name);
            if (it == xb.end()) {
                add(el, qs(name), "removed");
                continue;
            }
            const Act& y = it->second;
            if (valuesDiffer(x.lower, y.lower) || valuesDiffer(x.upper, y.upper))
                add(el, qs(name), "limits", QStringLiteral("[%1, %2]").arg(num(x.lower), num(x.upper)),
                    QStringLiteral("[%1, %2]").arg(num(y.lower), num(y.upper)));
            if (valuesDiffer(x.value, y.value)) add(el, qs(name), "default", num(x.value), num(y.value));
        }
        for (const auto& [name, y] : xb)
            if (!xa.count(name)) add(el, qs(name), "added");
    }

    void compareConfigurations() {
        const auto configs = [](const kin::Model& m) {
            std::map<std::string, const Eigen::VectorXd*> r;
            for (const kin::NamedConfiguration& c : m.namedConfigurations()) r.emplace(c.name, &c.q);
            return r;
        };
        const auto ca = configs(a.model), cb = configs(b.model);
        const QString el = QStringLiteral("configuration");
        const auto text = [](const Eigen::VectorXd& q) {
            QStringList l;
            for (Eigen::Index i = 0; i < q.size(); ++i) l << num(q[i]);
            return l.join(QLatin1Char(' '));
        };
        for (const auto& [name, q] : ca) {
            const auto it = cb.find(name);
            if (it == cb.end()) {
                add(el, qs(name), "removed");
                continue;
            }
            const Eigen::VectorXd& r = *it->second;
            if (q->size() != r.size() || (q->size() > 0 && (*q - r).cwiseAbs().maxCoeff() > std::max(tol.meters, tol.radians)))
                add(el, qs(name), "values", text(*q), text(r));
        }
        for (const auto& [name, q] : cb)
            if (!ca.count(name)) add(el, qs(name), "added");
    }

    void comparePoses(const QStringList& names) {
        for (size_t s = 0; s < states.size(); ++s) {
            PoseComparison p;
            p.configuration = int(s) < names.size() ? names[int(s)] : QString();
            const kin::Data &da = *states[s].first, &db = *states[s].second;
            for (size_t f = 0; f < a.pair.size(); ++f) {
                const int g = a.pair[f];
                if (g < 0) continue;
                const Eigen::Isometry3d &x = da.oMf[f], &y = db.oMf[size_t(g)];
                const PoseComparison::Moved m{b.name(g), (x.translation() - y.translation()).norm(), rotationAngle(x, y)};
                ++p.frames;
                if (m.meters > p.largestPosition.meters || p.largestPosition.frame.isEmpty()) p.largestPosition = m;
                if (m.radians > p.largestAngle.radians || p.largestAngle.frame.isEmpty()) p.largestAngle = m;
                if (lengthsDiffer(m.meters, 0) || m.radians > tol.radians) p.moved.push_back(m);
            }
            result.poses.push_back(std::move(p));
        }
    }

    void run(const QStringList& names) {
        matchFrames();
        for (Side* s : {&a, &b}) {
            const size_t n = s->pair.size();
            s->above.assign(n, -1);
            s->inAbove.assign(n, Eigen::Isometry3d::Identity());
            s->moved.assign(s->model.joints().size(), {});
            for (size_t f = 0; f < n; ++f) {
                std::tie(s->above[f], s->inAbove[f]) = placedIn(*s, int(f));
                const int j = s->bodyJoint[f];
                if (s->pair[f] < 0 || j < 0) continue;
                const int own = s->model.joints()[size_t(j)].frame;
                if (int(f) != own && int(f) != standIn(*s, own)) s->moved[size_t(j)].push_back(int(f));
            }
        }
        if (cuts == FrameCuts::Differ && !states.empty()) {
            a.bodies = lumpedBodies(a.model, *states[0].first, a.bodyJoint);
            b.bodies = lumpedBodies(b.model, *states[0].second, b.bodyJoint);
        }
        for (int f : a.model.sourceOrder())
            if (a.pair[size_t(f)] >= 0) compareFrame(f, a.pair[size_t(f)]);
        for (int f : a.model.sourceOrder())
            if (a.pair[size_t(f)] < 0 && !a.skipped[size_t(f)] && a.foldedInto[size_t(f)] < 0) add(a.element(f), a.name(f), "removed");
        for (int g : b.model.sourceOrder())
            if (b.pair[size_t(g)] < 0 && !b.skipped[size_t(g)] && b.foldedInto[size_t(g)] < 0) add(b.element(g), b.name(g), "added");
        compareJoints();
        compareLoops();
        compareActuators();
        compareConfigurations();
        diffSkins(a.model, b.model, states.empty() ? nullptr : states[0].first, states.empty() ? nullptr : states[0].second, tol,
                  result.changes);
        comparePoses(names);
    }
};

}  // namespace

FrameCuts frameCuts(const Format* oldFormat, const Format* newFormat) {
    const auto cut = [](const Format* f) { return !f ? QString() : f->generator() ? f->generator()->expandsTo() : f->id(); };
    return cut(oldFormat) == cut(newFormat) ? FrameCuts::Alike : FrameCuts::Differ;
}

ModelDiff diffModels(const kin::Model& oldModel, const kin::Model& newModel,
                     const std::vector<std::pair<const kin::Data*, const kin::Data*>>& states, const QStringList& stateNames,
                     const DiffTolerance& tolerance, FrameCuts cuts) {
    Differ d{Side(oldModel), Side(newModel), states, tolerance, cuts, {}, {}};
    d.run(stateNames);
    return std::move(d.result);
}

}  // namespace kinedit
