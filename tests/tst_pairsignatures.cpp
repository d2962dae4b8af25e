// Pair signatures (geometry/PairSignatures.h): an edit changes the numbers
// of exactly the pairs of links it can affect. A hand-made arm, base → l1 →
// l2 → l3 with a branch base → side, edited one way at a time.
#include "TestSupport.h"

#include "check/DocumentCheck.h"
#include "geometry/MatrixReuse.h"
#include "geometry/PairSignatures.h"
#include "geometry/SelfCollision.h"
#include "xml/XmlDocument.h"

#include <QTemporaryDir>

#include <set>

using namespace kinedit;

namespace {

struct Edit {
    QByteArray l1Box = "0.1 0.1 0.1", j2Origin = "0 0 0.3", j1Limits = "lower=\"-1\" upper=\"1\"", sideOrigin = "0.2 0 0";
};

QByteArray arm(const Edit& e) {
    const QByteArray link = "<link name=\"%1\"><collision><geometry><box size=\"%2\"/></geometry></collision></link>\n";
    auto l = [&](const char* name, const QByteArray& box) { return QByteArray(link).replace("%1", name).replace("%2", box); };
    auto j = [](const char* name, const char* parent, const char* child, const QByteArray& xyz, const QByteArray& limits) {
        return "<joint name=\"" + QByteArray(name) + "\" type=\"revolute\"><parent link=\"" + parent + "\"/><child link=\"" + child +
               "\"/><origin xyz=\"" + xyz + "\"/><axis xyz=\"0 1 0\"/><limit " + limits + " effort=\"1\" velocity=\"1\"/></joint>\n";
    };
    const QByteArray limits = "lower=\"-3\" upper=\"3\"";  // folds l3 back onto l1
    return "<robot name=\"arm\">\n" + l("base", "0.3 0.3 0.1") + l("l1", e.l1Box) + l("l2", "0.1 0.1 0.3") + l("l3", "0.1 0.1 0.2") +
           l("side", "0.1 0.1 0.1") + j("j1", "base", "l1", "0 0 0.1", e.j1Limits) + j("j2", "l1", "l2", e.j2Origin, limits) +
           j("j3", "l2", "l3", "0 0 0.3", limits) + j("jside", "base", "side", e.sideOrigin, limits) + "</robot>\n";
}

struct Compiled {
    std::shared_ptr<const kin::Model> model;
    std::shared_ptr<const CollisionModel> shapes;
};

Compiled compiled(const Edit& e) {
    const std::unique_ptr<XmlDocument> doc = XmlDocument::fromBytes(arm(e), QStringLiteral("/tmp/arm.urdf"), nullptr);
    const DocumentCheck check = checkDocument(*doc, {.force = true});
    return {check.model, check.model ? CollisionModel::build(*check.model, true) : nullptr};
}

// Signature by pair name "a|b".
std::map<QString, quint64> signatures(const Edit& e) {
    const std::unique_ptr<XmlDocument> doc = XmlDocument::fromBytes(arm(e), QStringLiteral("/tmp/arm.urdf"), nullptr);
    const DocumentCheck check = checkDocument(*doc, {.force = true});
    if (!check.model) return {};
    const auto shapes = CollisionModel::build(*check.model, true);
    const std::vector<quint64> s = pairSignatures(*check.model, *shapes, true, check.model->defaultConfiguration());
    const size_t n = shapes->bodies().size();
    std::map<QString, quint64> out;
    for (size_t a = 0; a < n; ++a)
        for (size_t b = a + 1; b < n; ++b) {
            QString x = QString::fromStdString(shapes->bodies()[a].name), y = QString::fromStdString(shapes->bodies()[b].name);
            if (y < x) std::swap(x, y);
            out[x + QLatin1Char('|') + y] = s[a * n + b];
        }
    return out;
}

// The pairs whose signature an edit changed.
std::set<QString> changed(const Edit& edit) {
    const auto before = signatures(Edit{}), after = signatures(edit);
    std::set<QString> out;
    for (const auto& [pair, s] : before)
        if (after.at(pair) != s) out.insert(pair);
    return out;
}

}  // namespace

class TestPairSignatures : public QObject {
    Q_OBJECT
private slots:
    void unchangedRobotKeepsEverySignature() {
        const auto s = signatures(Edit{});
        QCOMPARE(int(s.size()), 10);  // 5 links
        QCOMPARE(s, signatures(Edit{}));
        std::set<quint64> distinct;
        for (const auto& [pair, v] : s) distinct.insert(v);
        QCOMPARE(int(distinct.size()), 10);
    }
    // A shape: the pairs of its link, and no other.
    void shapeChangesItsLinksPairs() {
        Edit e;
        e.l1Box = "0.1 0.1 0.2";
        QCOMPARE(changed(e), (std::set<QString>{"base|l1", "l1|l2", "l1|l3", "l1|side"}));
    }
    // A joint's origin between l1 and l2: pairs across it, not those on
    // one side (l2–l3 move together; base, l1 and side do not see it).
    void jointOriginChangesPairsAcrossIt() {
        Edit e;
        e.j2Origin = "0 0 0.35";
        QCOMPARE(changed(e), (std::set<QString>{"base|l2", "base|l3", "l1|l2", "l1|l3", "l2|side", "l3|side"}));
    }
    // The limits of j1 (base → l1): pairs from base or side to the arm.
    void limitsChangePairsAcrossTheJoint() {
        Edit e;
        e.j1Limits = "lower=\"-1\" upper=\"1.5\"";
        QCOMPARE(changed(e), (std::set<QString>{"base|l1", "base|l2", "base|l3", "l1|side", "l2|side", "l3|side"}));
    }
    // A matrix made again after an edit of the branch keeps the arm's six
    // pairs as they were, example configurations carried over by joint
    // name, and leaves the four pairs of the moved link to be sampled.
    void matrixKeepsUnaffectedPairs() {
        const Compiled before = compiled(Edit{});
        QVERIFY(before.model);
        MatrixRun run{before.model, before.shapes, {}, {}, 300, 7};
        const Eigen::VectorXd q0 = before.model->defaultConfiguration();
        run.signatures = pairSignatures(*before.model, *before.shapes, true, q0);
        run.matrix = sampleCollisionMatrix(before.model, before.shapes, q0, run.asked, run.seed);
        Edit e;
        e.sideOrigin = "0.25 0 0";
        const Compiled after = compiled(e);
        const Eigen::VectorXd q1 = after.model->defaultConfiguration();
        const auto kept = keptPairs(run, *after.model, *after.shapes, pairSignatures(*after.model, *after.shapes, true, q1), q1);
        const auto& bodies = after.shapes->bodies();
        const size_t n = bodies.size();
        int keptCount = 0, withExample = 0;
        for (size_t a = 0; a < n; ++a)
            for (size_t b = a + 1; b < n; ++b) {
                const bool side = bodies[a].name == "side" || bodies[b].name == "side";
                const std::optional<PairStats>& k = kept[a * n + b];
                QCOMPARE(k.has_value(), !side);
                if (!k) continue;
                ++keptCount;
                QCOMPARE(k->a, int(a));
                QCOMPARE(k->b, int(b));
                const auto same = std::find_if(run.matrix.pairs.begin(), run.matrix.pairs.end(), [&](const PairStats& p) {
                    return before.shapes->bodies()[size_t(p.a)].name == bodies[a].name &&
                           before.shapes->bodies()[size_t(p.b)].name == bodies[b].name;
                });
                QVERIFY(same != run.matrix.pairs.end());
                QCOMPARE(int(k->kind), int(same->kind));
                QCOMPARE(k->hits, same->hits);
                if (k->example.size() > 0) {
                    ++withExample;
                    QCOMPARE(k->example.size(), after.model->nq());
                    QCOMPARE(k->example[after.model->joints()[size_t(after.model->jointIndex("j2"))].qIndex],
                             same->example[before.model->joints()[size_t(before.model->jointIndex("j2"))].qIndex]);
                }
            }
        QCOMPARE(keptCount, 6);
        QVERIFY(withExample > 0);  // l3 folds back onto l1 and the base

        // Made again with them: the six carried over, the side's four
        // sampled, as a fresh matrix of the edited arm samples them.
        const CollisionMatrix again = sampleCollisionMatrix(after.model, after.shapes, q1, run.asked, run.seed, {}, 0, &kept);
        const CollisionMatrix fresh = sampleCollisionMatrix(after.model, after.shapes, q1, run.asked, run.seed);
        QCOMPARE(again.kept, 6);
        QCOMPARE(fresh.kept, 0);
        QCOMPARE(again.pairs.size(), fresh.pairs.size());
        for (size_t i = 0; i < again.pairs.size(); ++i) {
            const PairStats& p = again.pairs[i];
            const std::optional<PairStats>& k = kept[size_t(p.a) * n + size_t(p.b)];
            const PairStats& expected = k ? *k : fresh.pairs[i];
            QCOMPARE(int(p.kind), int(expected.kind));
            QCOMPARE(p.hits, expected.hits);
        }
        QCOMPARE(again.samples, fresh.samples);
    }
    void branchEditLeavesTheArm() {
        Edit e;
        e.sideOrigin = "0.25 0 0";
        QCOMPARE(changed(e), (std::set<QString>{"base|side", "l1|side", "l2|side", "l3|side"}));
    }
};

QTEST_GUILESS_MAIN(TestPairSignatures)
#include "tst_pairsignatures.moc"
