// The kinematics engine: conventions, every joint type's motion and
// Jacobian, incremental updates, mass properties, inverse kinematics, and
// TriP's URDF test robots (shared/trip-reference.md, section 3.3).
#include "TestSupport.h"

#include "formats/urdf/UrdfFormat.h"
#include "kinematics/Conventions.h"
#include "kinematics/Groups.h"
#include "kinematics/InverseKinematics.h"
#include "kinematics/InertiaBox.h"
#include "kinematics/Kinematics.h"
#include "kinematics/ModelBuilder.h"
#include "xml/XmlDocument.h"

#include <QRegularExpression>

#include <numbers>
#include <random>

using namespace kinedit;
using namespace kinedit::kin;

namespace {

Eigen::Isometry3d pose(const Eigen::Vector3d& t, const Eigen::Matrix3d& r = Eigen::Matrix3d::Identity()) {
    Eigen::Isometry3d p = Eigen::Isometry3d::Identity();
    p.linear() = r;
    p.translation() = t;
    return p;
}

// A chain through every joint type, with awkward placements.
std::shared_ptr<const Model> everyJointChain() {
    ModelBuilder b;
    std::string parent;
    const std::vector<Joint> joints = {
        makeRevolute("rev", Eigen::Vector3d(0.3, -0.2, 1), -2, 2),
        makeContinuous("cont", Eigen::Vector3d::UnitX()),
        makePrismatic("pris", Eigen::Vector3d(1, 1, 0), -0.5, 0.5),
        makeScrew("screw", Eigen::Vector3d::UnitZ(), 0.02),
        makeScrew("screw_off_axis", Eigen::Vector3d(0.2, 1, -0.4), -0.05),
        makeUniversal("uni", Eigen::Vector3d::UnitX(), Eigen::Vector3d::UnitY()),
        makeBall("ball"),
        makeEuler("euler", "ZYX"),
        makePlanar("planar", Eigen::Vector3d::UnitX(), Eigen::Vector3d::UnitY()),
        makeTranslational("trans"),
        makeFree("free"),
        makeFixed("weld"),
    };
    int k = 0;
    for (Joint j : joints) {
        // Gear ratios (HRDF) on some single- and multi-variable joints.
        if (j.name == "rev" || j.name == "uni") j.motions[0].scale = 0.1;
        if (j.name == "uni") j.motions[1].scale = -2.5;
        const std::string name = "f_" + j.name;
        b.addFrame(name, "link", parent, pose(Eigen::Vector3d(0.1 * k, 0.05, 0.2), rotationFixedXYZ(0.1 * k, -0.2, 0.3)), j);
        b.addInertial(name, 1.0 + k, Eigen::Vector3d(0.01, 0.02 * k, 0), Eigen::Vector3d(0.1, 0.2, 0.3).asDiagonal());
        parent = name;
        ++k;
    }
    b.addFrame("tip", "end-effector", parent, pose(Eigen::Vector3d(0, 0, 0.1)));
    std::string error;
    auto m = b.build(&error);
    if (!m) qFatal("%s", error.c_str());
    return m;
}

Eigen::VectorXd randomConfiguration(const Model& m, std::mt19937_64& rng) {
    Eigen::VectorXd q(m.nq());
    const Eigen::VectorXd lo = m.lowerLimits(), hi = m.upperLimits();
    for (int i = 0; i < m.nq(); ++i) {
        const double a = std::isfinite(lo[i]) ? lo[i] : -std::numbers::pi;
        const double b = std::isfinite(hi[i]) ? hi[i] : std::numbers::pi;
        q[i] = std::uniform_real_distribution<double>(a, b)(rng);
    }
    return q;
}

std::shared_ptr<const Model> compileUrdf(const QByteArray& text, Diagnostics* diags = nullptr) {
    Diagnostics local;
    auto doc = XmlDocument::fromBytes(text, QStringLiteral("test.urdf"), diags ? diags : &local);
    if (!doc) return nullptr;
    return UrdfFormat().compile(*doc, diags ? *diags : local);
}

}  // namespace

class TestKinematics : public QObject {
    Q_OBJECT
private slots:
    void inertiaBoxOfABox() {
        // A 2 kg box 0.4 x 0.2 x 0.1, turned and moved: its inertia gives
        // back its edges, its orientation (up to the box's symmetries) and
        // its centre.
        const Eigen::Vector3d edges(0.4, 0.2, 0.1);
        const double m = 2;
        const Eigen::Matrix3d principal =
            (m / 12 *
             Eigen::Vector3d(edges.y() * edges.y() + edges.z() * edges.z(), edges.x() * edges.x() + edges.z() * edges.z(),
                             edges.x() * edges.x() + edges.y() * edges.y()))
                .asDiagonal();
        const Eigen::Matrix3d r = kin::rotationFixedXYZ(0.3, -0.5, 1.1);
        kin::Inertial in;
        in.mass = m;
        in.com = Eigen::Vector3d(0.1, -0.2, 0.3);
        in.inertia = r * principal * r.transpose();
        const kin::InertiaBox box = kin::inertiaBox(in);
        QVERIFY(box.physical);
        QVERIFY(box.pose.translation().isApprox(in.com));
        QVERIFY(std::abs(box.pose.linear().determinant() - 1) < 1e-12);
        // Each box axis is one of the original axes, with that axis's edge.
        for (int i = 0; i < 3; ++i) {
            const Eigen::Vector3d inOriginal = r.transpose() * box.pose.linear().col(i);
            int k;
            inOriginal.cwiseAbs().maxCoeff(&k);
            QVERIFY(std::abs(std::abs(inOriginal[k]) - 1) < 1e-9);
            QVERIFY(std::abs(box.size[i] - edges[k]) < 1e-9);
        }
        // No mass, no box; moments no body has are flagged.
        in.mass = 0;
        QCOMPARE(kin::inertiaBox(in).size, Eigen::Vector3d::Zero());
        in.mass = 1;
        in.inertia = Eigen::Vector3d(1, 0.1, 0.1).asDiagonal();
        QVERIFY(!kin::inertiaBox(in).physical);
    }

    void conventions();
    void jointTransforms();
    void jacobiansMatchFiniteDifferences();
    void incrementalEqualsFull();
    void singleFramePose();
    void massProperties();
    void builderErrors();
    void ikSingleArm();
    void ikSeveralTargets();
    void ikRespectsLimits();
    void ikWeights();
    void ikDeterministic();
    void fourBarLoop();
    void coupledLoops();
    void urdfLoop();
    void urdfNamesOutsideTheSchema();
    void badInput();
    void tripUrdfRobots();
    void urdfDefaultAxis();
};

void TestKinematics::conventions() {
    // trip-reference.md 1.1 (derived): TriP's euler convention is Rx·Ry·Rz.
    TripParameters p;
    p.tx = 1, p.ty = 2, p.tz = 3, p.rx = 0.1, p.ry = 0.2, p.rz = 0.3, p.euler = true;
    Eigen::Matrix4d expected;
    expected << 0.936293, -0.289629, 0.198669, 1, 0.312992, 0.944702, -0.097843, 2, -0.159345, 0.153792, 0.975170, 3, 0, 0, 0, 1;
    QVERIFY((tripTransform(p).matrix() - expected).cwiseAbs().maxCoeff() < 1e-6);
    // The documentation's Rz·Ry·Rx is something else.
    QVERIFY((rotationFixedXYZ(0.1, 0.2, 0.3) - expected.topLeftCorner<3, 3>()).cwiseAbs().maxCoeff() > 1e-2);
    // 1.2: URDF rpy (1, 2, 3) is the quaternion (0.435953, -0.718287, 0.310622, 0.444435).
    const Eigen::Quaterniond q(rotationFixedXYZ(1, 2, 3));
    const Eigen::Vector4d wxyz = q.w() < 0 ? Eigen::Vector4d(-q.w(), -q.x(), -q.y(), -q.z()) : Eigen::Vector4d(q.w(), q.x(), q.y(), q.z());
    QVERIFY((wxyz - Eigen::Vector4d(0.435953, -0.718287, 0.310622, 0.444435)).cwiseAbs().maxCoeff() < 1e-6);
    // TriP's quaternion convention: a zero quaternion is the identity; others are normalised.
    TripParameters z;
    z.tx = 1;
    QVERIFY(tripTransform(z).linear().isIdentity());
    TripParameters n;
    n.qw = 2;
    n.qz = 2;
    QVERIFY((tripTransform(n).linear() - rotZ(std::numbers::pi / 2)).cwiseAbs().maxCoeff() < 1e-15);
    // rpy round trip.
    const Eigen::Vector3d rpy(0.3, -1.2, 2.9);
    QVERIFY((fixedXYZFromRotation(rotationFixedXYZ(rpy.x(), rpy.y(), rpy.z())) - rpy).norm() < 1e-12);
    QVERIFY((nearestRotation(rotZ(0.4) * 1.001) - rotZ(0.4)).norm() < 1e-12);
}

void TestKinematics::jointTransforms() {
    const double q1 = 0.7;
    const Joint rev = makeRevolute("r", Eigen::Vector3d(0, 0, 2));
    QVERIFY((jointTransform(rev, &q1).linear() - rotZ(q1)).norm() < 1e-15);
    const Joint pris = makePrismatic("p", Eigen::Vector3d(0, 3, 0));
    QVERIFY((jointTransform(pris, &q1).translation() - Eigen::Vector3d(0, q1, 0)).norm() < 1e-15);
    const Joint screw = makeScrew("s", Eigen::Vector3d::UnitZ(), 0.1);
    QVERIFY((jointTransform(screw, &q1).translation() - Eigen::Vector3d(0, 0, 0.07)).norm() < 1e-15);
    const double e[3] = {0.1, 0.2, 0.3};
    QVERIFY((jointTransform(makeEuler("e", "XYZ"), e).linear() - rotationIntrinsicXYZ(0.1, 0.2, 0.3)).norm() < 1e-15);
    QVERIFY((jointTransform(makeEuler("e", "ZYX"), e).linear() - rotZ(0.1) * rotY(0.2) * rotX(0.3)).norm() < 1e-15);
    const double pl[3] = {0.5, -0.25, 0.3};
    const Eigen::Isometry3d t = jointTransform(makePlanar("pl", Eigen::Vector3d::UnitX(), Eigen::Vector3d::UnitY()), pl);
    QVERIFY((t.translation() - Eigen::Vector3d(0.5, -0.25, 0)).norm() < 1e-15);
    QVERIFY((t.linear() - rotZ(0.3)).norm() < 1e-15);
    Joint geared = makeRevolute("g", Eigen::Vector3d::UnitZ());
    geared.motions[0].scale = 1.0 / 10;  // HRDF gear_ratio 10
    QVERIFY((jointTransform(geared, &q1).linear() - rotZ(0.07)).norm() < 1e-15);
    QCOMPARE(makeFree("f").dof(), 6);
    QCOMPARE(makeFixed("x").dof(), 0);
    QCOMPARE(QString::fromLatin1(jointTypeName(JointType::Universal)), QStringLiteral("universal"));
}

void TestKinematics::jacobiansMatchFiniteDifferences() {
    auto model = everyJointChain();
    Data data(model);
    std::mt19937_64 rng(3);
    const int tip = model->frameIndex("tip");
    Eigen::Matrix<double, 6, Eigen::Dynamic> J;
    for (int trial = 0; trial < 20; ++trial) {
        const Eigen::VectorXd q = randomConfiguration(*model, rng);
        forwardKinematics(*model, data, q);
        frameJacobian(*model, data, tip, J);
        const Eigen::Isometry3d t0 = data.oMf[size_t(tip)];
        const double h = 1e-6;
        for (int i = 0; i < model->nq(); ++i) {
            Eigen::VectorXd qp = q, qm = q;
            qp[i] += h;
            qm[i] -= h;
            const Eigen::Isometry3d tp = framePose(*model, qp, tip), tm = framePose(*model, qm, tip);
            const Eigen::Vector3d v = (tp.translation() - tm.translation()) / (2 * h);
            const Eigen::Vector3d w = rotationError(tp.linear(), tm.linear()) / (2 * h);
            QVERIFY2((J.block<3, 1>(0, i) - v).norm() < 1e-7, qPrintable(QStringLiteral("linear column %1").arg(i)));
            QVERIFY2((J.block<3, 1>(3, i) - w).norm() < 1e-7, qPrintable(QStringLiteral("angular column %1").arg(i)));
        }
        Q_UNUSED(t0);
    }
}

void TestKinematics::incrementalEqualsFull() {
    auto model = everyJointChain();
    Data a(model), b(model);
    std::mt19937_64 rng(5);
    Eigen::VectorXd q = randomConfiguration(*model, rng);
    forwardKinematics(*model, a, q);
    for (int j = 0; j < int(model->joints().size()); ++j) {
        const Joint& joint = model->joints()[size_t(j)];
        if (joint.dof() == 0) continue;
        Eigen::VectorXd v = randomConfiguration(*model, rng).segment(joint.qIndex, joint.dof());
        setJointValues(*model, a, j, v.data());
        q.segment(joint.qIndex, joint.dof()) = v;
        forwardKinematics(*model, b, q);
        for (size_t f = 0; f < model->frames().size(); ++f) QVERIFY((a.oMf[f].matrix() - b.oMf[f].matrix()).cwiseAbs().maxCoeff() < 1e-12);
    }
    // A subtree update touches only descendants: a sibling branch keeps its pose.
    ModelBuilder bb;
    bb.addFrame("base", "link", "", Eigen::Isometry3d::Identity());
    bb.addFrame("left", "link", "base", pose(Eigen::Vector3d(0, 1, 0)), makeRevolute("jl", Eigen::Vector3d::UnitZ()));
    bb.addFrame("right", "link", "base", pose(Eigen::Vector3d(0, -1, 0)), makeRevolute("jr", Eigen::Vector3d::UnitZ()));
    bb.addFrame("right_tip", "link", "right", pose(Eigen::Vector3d(1, 0, 0)));
    auto tree = bb.build(nullptr);
    Data d(tree);
    forwardKinematics(*tree, d, Eigen::VectorXd::Zero(2));
    d.oMf[size_t(tree->frameIndex("left"))].translation().x() = 42;  // a marker
    const double v = std::numbers::pi / 2;
    setJointValues(*tree, d, tree->jointIndex("jr"), &v);
    QCOMPARE(d.oMf[size_t(tree->frameIndex("left"))].translation().x(), 42.0);
    QVERIFY((d.oMf[size_t(tree->frameIndex("right_tip"))].translation() - Eigen::Vector3d(0, 0, 0)).norm() < 1e-15);
    // Source order is kept for listing.
    QCOMPARE(tree->frames()[size_t(tree->sourceOrder()[2])].name, std::string("right"));
}

void TestKinematics::singleFramePose() {
    auto model = everyJointChain();
    Data data(model);
    std::mt19937_64 rng(9);
    const Eigen::VectorXd q = randomConfiguration(*model, rng);
    forwardKinematics(*model, data, q);
    for (size_t f = 0; f < model->frames().size(); ++f)
        QVERIFY((framePose(*model, q, int(f)).matrix() - data.oMf[f].matrix()).cwiseAbs().maxCoeff() < 1e-12);
}

void TestKinematics::massProperties() {
    // Two point-ish masses on a rotating arm.
    ModelBuilder b;
    b.addFrame("base", "link", "", Eigen::Isometry3d::Identity());
    b.addFrame("arm", "link", "base", pose(Eigen::Vector3d(0, 0, 1)), makeRevolute("j", Eigen::Vector3d::UnitZ()));
    b.addInertial("base", 3, Eigen::Vector3d::Zero(), Eigen::Matrix3d::Identity() * 0.01);
    b.addInertial("arm", 1, Eigen::Vector3d(2, 0, 0), Eigen::Vector3d(0.1, 0.2, 0.3).asDiagonal());
    auto model = b.build(nullptr);
    Data data(model);
    Eigen::VectorXd q(1);
    q << std::numbers::pi / 2;
    forwardKinematics(*model, data, q);
    QCOMPARE(totalMass(*model), 4.0);
    QVERIFY((centerOfMass(*model, data) - Eigen::Vector3d(0, 0.5, 0.25)).norm() < 1e-15);
    const kin::MassProperties mp = kin::massProperties(*model, data, -1);
    // Parallel axis: Izz = 0.01 + 0.3 + 3·0.5² + 1·1.5² (the COM is at y = 0.5).
    QVERIFY(std::abs(mp.inertia(2, 2) - (0.01 + 0.3 + 3 * 0.25 + 1 * 2.25)) < 1e-12);
    // The arm's x axis is world y: its 0.1 about x becomes about y.
    const kin::MassProperties inArm = kin::massProperties(*model, data, model->frameIndex("arm"));
    QVERIFY((inArm.com - Eigen::Vector3d(0.5, 0, -0.75)).norm() < 1e-12);
    QVERIFY(std::abs(inArm.inertia.trace() - mp.inertia.trace()) < 1e-12);
}

void TestKinematics::builderErrors() {
    std::string error;
    ModelBuilder dup;
    dup.addFrame("a", "link", "", Eigen::Isometry3d::Identity());
    dup.addFrame("a", "link", "", Eigen::Isometry3d::Identity());
    QVERIFY(!dup.build(&error));
    QVERIFY(error.find("'a'") != std::string::npos);
    ModelBuilder unknown;
    unknown.addFrame("a", "link", "nowhere", Eigen::Isometry3d::Identity());
    QVERIFY(!unknown.build(&error));
    QVERIFY(error.find("nowhere") != std::string::npos);
    ModelBuilder cycle;
    cycle.addFrame("root", "link", "", Eigen::Isometry3d::Identity());
    cycle.addFrame("a", "link", "b", Eigen::Isometry3d::Identity());
    cycle.addFrame("b", "link", "a", Eigen::Isometry3d::Identity());
    QVERIFY(!cycle.build(&error));
    QVERIFY(error.find("cycle") != std::string::npos);
    // A link and a joint may share a name (URDF allows it).
    ModelBuilder kinds;
    kinds.addFrame("x", "link", "", Eigen::Isometry3d::Identity());
    kinds.addFrame("x", "joint", "x", Eigen::Isometry3d::Identity());
    QVERIFY(kinds.build(&error));
    // ... but a third frame of that name repeats one of the kinds (the
    // second one here: the check walks every frame of the name).
    kinds.addFrame("x", "joint", "x", Eigen::Isometry3d::Identity());
    QVERIFY(!kinds.build(&error));
    QVERIFY(error.find("kind 'joint'") != std::string::npos);
    // Two joints of one name on frames of different names.
    ModelBuilder joints;
    const int root = joints.addFrame("root", "link", -1, Eigen::Isometry3d::Identity());
    joints.addFrame("j1", "joint", root, Eigen::Isometry3d::Identity(), makeRevolute("shoulder", Eigen::Vector3d::UnitZ(), -1, 1));
    joints.addFrame("j2", "joint", root, Eigen::Isometry3d::Identity(), makeRevolute("shoulder", Eigen::Vector3d::UnitX(), -1, 1));
    QVERIFY(!joints.build(&error));
    QVERIFY2(error.find("two joints are named 'shoulder'") != std::string::npos, error.c_str());
    // Names are entered when first looked up: frames added after a lookup
    // are found too, by hasFrame and as parents by name; in a chain of
    // thousands (longer than the table's fetching ahead) every name finds
    // its own frame and joint, a repeated name its first.
    ModelBuilder chain;
    chain.addFrame("l0", "link", "", Eigen::Isometry3d::Identity());
    QVERIFY(chain.hasFrame("l0") && !chain.hasFrame("l1"));
    for (int i = 1; i < 3000; ++i)
        chain.addFrame("l" + std::to_string(i), "link", "l" + std::to_string(i - 1), Eigen::Isometry3d::Identity(),
                       makeRevolute("q" + std::to_string(i), Eigen::Vector3d::UnitZ(), -1, 1));
    QVERIFY(chain.hasFrame("l2999") && !chain.hasFrame("l3000"));
    chain.addFrame("l0", "marker", "l2999", Eigen::Isometry3d::Identity());
    const auto long_ = chain.build(&error);
    QVERIFY2(long_, error.c_str());
    QCOMPARE(long_->frames().size(), size_t(3001));
    for (int i = 0; i < 3000; ++i) {
        const int f = long_->frameIndex("l" + std::to_string(i));
        QVERIFY(f >= 0 && long_->frames()[size_t(f)].name == "l" + std::to_string(i) && long_->frames()[size_t(f)].kind == "link");
        if (i > 0) QCOMPARE(long_->joints()[size_t(long_->jointIndex("q" + std::to_string(i)))].frame, f);
    }
    QCOMPARE(long_->frames()[size_t(long_->frameIndex("l0"))].parent, -1);  // the link, not the marker
    // Building from an rvalue moves the pending parts into the model and
    // gives the same model as building from a copy.
    ModelBuilder twice;
    const int base = twice.addFrame("base", "link", -1, Eigen::Isometry3d::Identity());
    twice.addFrame("elbow", "joint", base, Eigen::Isometry3d::Identity(), makeRevolute("elbow", Eigen::Vector3d::UnitZ(), -1, 2));
    Visual v;
    v.kind = ShapeKind::Mesh;
    v.mesh = "/meshes/a-path-longer-than-the-short-string-buffer.stl";
    twice.addVisual(base, v);
    const auto copied = twice.build(&error);
    const auto moved = std::move(twice).build(&error);
    QVERIFY(copied && moved);
    QCOMPARE(moved->frames().size(), copied->frames().size());
    for (size_t i = 0; i < copied->frames().size(); ++i) QCOMPARE(moved->frames()[i].name, copied->frames()[i].name);
    QCOMPARE(moved->joints().at(0).name, std::string("elbow"));
    QCOMPARE(moved->joints().at(0).upper, copied->joints().at(0).upper);
    QCOMPARE(moved->visuals().at(0).mesh, v.mesh);
    QCOMPARE(moved->frameIndex("elbow"), copied->frameIndex("elbow"));
}

void TestKinematics::ikSingleArm() {
    // A 7-DoF arm from the corpus when present, else the everyJointChain.
    const QString path = test::corpusDir() + QStringLiteral("/urdf/example-robot-data/robots/panda_description/urdf/panda.urdf");
    KINEDIT_REQUIRE_SHARED(path);
    Diagnostics d;
    auto doc = XmlDocument::load(path, &d);
    auto model = UrdfFormat().compile(*doc, d);
    QVERIFY(model);
    Data data(model);
    const int tip = model->frameIndex("panda_link8");
    std::mt19937_64 rng(11);
    int solved = 0;
    const int samples = 100;
    for (int s = 0; s < samples; ++s) {
        const Eigen::VectorXd qt = randomConfiguration(*model, rng);
        const Eigen::Isometry3d target = framePose(*model, qt, tip);
        IkOptions opt;
        opt.seed = std::uint64_t(s);
        opt.timeBudgetMs = 50;
        const IkResult r = solveInverseKinematics(*model, data, {{tip, target}}, randomConfiguration(*model, rng), opt);
        if (r.success) {
            ++solved;
            // The claim is true: the returned configuration reaches the target.
            const Eigen::Isometry3d got = framePose(*model, r.q, tip);
            QVERIFY((got.translation() - target.translation()).norm() < 1e-5);
            QVERIFY(rotationError(target.linear(), got.linear()).norm() < 1e-5);
            QVERIFY(((r.q - model->lowerLimits()).array() >= -1e-12).all());
            QVERIFY(((model->upperLimits() - r.q).array() >= -1e-12).all());
        }
    }
    QVERIFY2(solved >= samples - 1, qPrintable(QStringLiteral("%1 of %2 solved").arg(solved).arg(samples)));
}

// Six legs, six feet, position only, solved at once.
void TestKinematics::ikSeveralTargets() {
    ModelBuilder b;
    b.addFrame("body", "link", "", Eigen::Isometry3d::Identity());
    std::vector<int> feet;
    for (int leg = 0; leg < 6; ++leg) {
        const double a = leg * std::numbers::pi / 3;
        const std::string n = "leg" + std::to_string(leg);
        b.addFrame(n + "_coxa", "link", "body", pose(Eigen::Vector3d(0.2 * std::cos(a), 0.2 * std::sin(a), 0), rotZ(a)),
                   makeRevolute(n + "_j1", Eigen::Vector3d::UnitZ(), -1, 1));
        b.addFrame(n + "_femur", "link", n + "_coxa", pose(Eigen::Vector3d(0.05, 0, 0)),
                   makeRevolute(n + "_j2", Eigen::Vector3d::UnitY(), -1.5, 1.5));
        b.addFrame(n + "_tibia", "link", n + "_femur", pose(Eigen::Vector3d(0.15, 0, 0)),
                   makeRevolute(n + "_j3", Eigen::Vector3d::UnitY(), -2.5, 2.5));
        b.addFrame(n + "_foot", "foot", n + "_tibia", pose(Eigen::Vector3d(0.2, 0, 0)));
    }
    auto model = b.build(nullptr);
    Data data(model);
    std::mt19937_64 rng(2);
    const Eigen::VectorXd qt = randomConfiguration(*model, rng) * 0.5;
    forwardKinematics(*model, data, qt);
    std::vector<IkTarget> targets;
    for (int leg = 0; leg < 6; ++leg) {
        IkTarget t;
        t.frame = model->frameIndex("leg" + std::to_string(leg) + "_foot");
        t.pose = data.oMf[size_t(t.frame)];
        t.positionOnly = true;
        targets.push_back(t);
    }
    IkOptions opt;
    opt.timeBudgetMs = 200;
    const IkResult r = solveInverseKinematics(*model, data, targets, Eigen::VectorXd::Zero(model->nq()), opt);
    QVERIFY(r.success);
    QVERIFY(r.positionError < 1e-5);
    for (const IkTarget& t : targets) QVERIFY((framePose(*model, r.q, t.frame).translation() - t.pose.translation()).norm() < 1e-5);
}

void TestKinematics::ikRespectsLimits() {
    // A 1-DoF arm cannot reach a target outside its joint range: the best
    // configuration is at the limit, and the result says it failed.
    ModelBuilder b;
    b.addFrame("arm", "link", "", Eigen::Isometry3d::Identity(), makeRevolute("j", Eigen::Vector3d::UnitZ(), -0.5, 0.5));
    b.addFrame("tip", "link", "arm", pose(Eigen::Vector3d(1, 0, 0)));
    auto model = b.build(nullptr);
    Data data(model);
    IkTarget t;
    t.frame = model->frameIndex("tip");
    t.pose = pose(Eigen::Vector3d(0, 1, 0));
    t.positionOnly = true;
    IkOptions opt;
    opt.maxAttempts = 20;
    const IkResult r = solveInverseKinematics(*model, data, {t}, Eigen::VectorXd::Zero(1), opt);
    QVERIFY(!r.success);
    QVERIFY(std::abs(r.q[0] - 0.5) < 1e-9);
    QVERIFY(r.positionError > 0.5);
    QCOMPARE(r.attempts, 20);
}

// Two targets the arm cannot meet at once: the heavier one wins.
void TestKinematics::ikWeights() {
    ModelBuilder b;
    b.addFrame("arm", "link", "", Eigen::Isometry3d::Identity(), makeRevolute("j", Eigen::Vector3d::UnitZ()));
    b.addFrame("tip", "link", "arm", pose(Eigen::Vector3d(1, 0, 0)));
    auto model = b.build(nullptr);
    Data data(model);
    IkTarget a, c;
    a.frame = c.frame = model->frameIndex("tip");
    a.pose = pose(Eigen::Vector3d(1, 0, 0));
    c.pose = pose(Eigen::Vector3d(0, 1, 0));
    a.positionOnly = c.positionOnly = true;
    IkOptions o;
    o.maxAttempts = 3;
    a.positionWeight = 100;
    const double towardA = solveInverseKinematics(*model, data, {a, c}, Eigen::VectorXd::Zero(1), o).q[0];
    a.positionWeight = 1;
    c.positionWeight = 100;
    const double towardC = solveInverseKinematics(*model, data, {a, c}, Eigen::VectorXd::Zero(1), o).q[0];
    QVERIFY(std::abs(towardA) < 0.05);
    QVERIFY(std::abs(towardC - std::numbers::pi / 2) < 0.05);
    // Equal weights: halfway (a best effort: the targets are not both reachable).
    c.positionWeight = 1;
    QVERIFY(std::abs(solveInverseKinematics(*model, data, {a, c}, Eigen::VectorXd::Zero(1), o).q[0] - std::numbers::pi / 4) < 1e-3);
}

void TestKinematics::ikDeterministic() {
    auto model = everyJointChain();
    Data data(model);
    std::mt19937_64 rng(4);
    const int tip = model->frameIndex("tip");
    const Eigen::Isometry3d target = framePose(*model, randomConfiguration(*model, rng), tip);
    IkOptions opt;
    opt.seed = 77;
    opt.maxAttempts = 5;
    opt.timeBudgetMs = 1e9;  // only the attempt count limits: fully deterministic
    const IkResult a = solveInverseKinematics(*model, data, {{tip, target}}, Eigen::VectorXd::Zero(model->nq()), opt);
    const IkResult b = solveInverseKinematics(*model, data, {{tip, target}}, Eigen::VectorXd::Zero(model->nq()), opt);
    QCOMPARE(a.q, b.q);
    QCOMPARE(a.iterations, b.iterations);
}

namespace {
// A planar four-bar: crank (a) and rocker (c) on ground pivots d apart,
// coupler (b) between them; the coupler-rocker joint closes the loop.
std::shared_ptr<const Model> fourBar(double a, double b, double c, double d) {
    ModelBuilder m;
    m.addFrame("ground", "link", "", Eigen::Isometry3d::Identity());
    m.addFrame("crank", "link", "ground", Eigen::Isometry3d::Identity(), makeRevolute("crank_joint", Eigen::Vector3d::UnitZ()));
    m.addFrame("coupler", "link", "crank", pose(Eigen::Vector3d(a, 0, 0)), makeRevolute("coupler_joint", Eigen::Vector3d::UnitZ()));
    m.addFrame("rocker", "link", "ground", pose(Eigen::Vector3d(d, 0, 0)), makeRevolute("rocker_joint", Eigen::Vector3d::UnitZ()));
    m.addFrame("coupler_end", "frame", "coupler", pose(Eigen::Vector3d(b, 0, 0)));
    m.addFrame("rocker_end", "frame", "rocker", pose(Eigen::Vector3d(c, 0, 0)));
    m.addLoopJoint(makeRevolute("closing_joint", Eigen::Vector3d::UnitZ()), "coupler_end", "rocker_end", Eigen::Isometry3d::Identity());
    std::string error;
    auto model = m.build(&error);
    if (!model) qFatal("%s", error.c_str());
    return model;
}
}  // namespace

// A loop found in a file becomes a group: the crank is actuated, the rest
// is solved so that the loop closes, and a loop that cannot close says so.
void TestKinematics::fourBarLoop() {
    const double a = 1, b = 2.5, c = 2, d = 2.2;
    auto model = fourBar(a, b, c, d);
    QCOMPARE(model->groups().size(), size_t(1));
    const KinematicGroup& g = model->groups()[0];
    QVERIFY2(g.actuatedNames == std::vector<std::string>{"crank_joint"}, g.actuatedNames.empty() ? "none" : g.actuatedNames[0].c_str());
    QCOMPARE(model->nq(), 4);
    Data data(model);
    std::string why;
    QVERIFY2(closeGroups(*model, data, &why), why.c_str());
    const int coupler = model->frameIndex("coupler_end"), rocker = model->frameIndex("rocker_end");
    Eigen::Vector3d previousB(0, 0, 0);
    for (int k = 0; k <= 60; ++k) {
        const double crank = 2 * std::numbers::pi * k / 60;
        QVERIFY2(setActuatedState(*model, data, 0, Eigen::VectorXd::Constant(1, crank), &why), why.c_str());
        forwardKinematics(*model, data, data.q);
        QCOMPARE(data.q[model->joints()[size_t(model->jointIndex("crank_joint"))].qIndex], crank);
        const Eigen::Vector3d B = data.oMf[size_t(rocker)].translation();
        // Closed: the coupler's end is the rocker's end; the lengths hold.
        QVERIFY((data.oMf[size_t(coupler)].translation() - B).norm() < 1e-9);
        const Eigen::Vector3d A(a * std::cos(crank), a * std::sin(crank), 0);
        QVERIFY(std::abs((B - A).norm() - b) < 1e-9);
        QVERIFY(std::abs((B - Eigen::Vector3d(d, 0, 0)).norm() - c) < 1e-9);
        // Nearest to the previous state: no jump to the other assembly.
        if (k > 0) QVERIFY((B - previousB).norm() < 0.5);
        previousB = B;
    }
    // A short coupler cannot span the pivots when the crank points away.
    auto shortBar = fourBar(1, 0.5, 2, 2.2);
    Data sd(shortBar);
    closeGroups(*shortBar, sd);
    QVERIFY(!setActuatedState(*shortBar, sd, 0, Eigen::VectorXd::Constant(1, std::numbers::pi), &why));
    QVERIFY2(why.find("cannot close") != std::string::npos && why.find(" m and ") != std::string::npos, why.c_str());
    // The gap said is what is left after closing as far as it goes (the
    // crank at pi leaves 3.2 - 0.5 - 2 = 0.7 m), and the one before closing.
    static const QRegularExpression gaps(
        QStringLiteral("the gap is ([-0-9.e+]+) m and ([-0-9.e+]+) rad \\((?:before closing|at the file's "
                       "configuration): ([-0-9.e+]+) m and ([-0-9.e+]+) rad\\)"));
    QRegularExpressionMatch m = gaps.match(QString::fromStdString(why));
    QVERIFY2(m.hasMatch(), why.c_str());
    QVERIFY2(std::abs(m.captured(1).toDouble() - 0.7) < 1e-6 && m.captured(1).toDouble() <= m.captured(3).toDouble(), why.c_str());
    // A linkage that closes nowhere: the model's warning gives the gap left
    // after closing (5 - 1 - 0.2 - 0.2 = 3.6 m) and the file's (5.2 - 1.2 = 4 m).
    auto apart = fourBar(1, 0.2, 0.2, 5);
    QCOMPARE(apart->warnings().size(), size_t(1));
    m = gaps.match(QString::fromStdString(apart->warnings()[0]));
    QVERIFY2(m.hasMatch(), apart->warnings()[0].c_str());
    QVERIFY2(std::abs(m.captured(1).toDouble() - 3.6) < 1e-6 && std::abs(m.captured(3).toDouble() - 4) < 1e-12,
             apart->warnings()[0].c_str());
    // IK through the loop: put the coupler's midpoint somewhere reachable.
    ModelBuilder extra;
    Data d2(model);
    closeGroups(*model, d2);
    QVERIFY(setActuatedState(*model, d2, 0, Eigen::VectorXd::Constant(1, 1.0)));
    forwardKinematics(*model, d2, d2.q);
    IkTarget t;
    t.frame = model->frameIndex("coupler");
    t.pose = d2.oMf[size_t(t.frame)];
    t.positionOnly = true;
    Data d3(model);
    closeGroups(*model, d3);
    IkOptions o;
    o.timeBudgetMs = 100;
    const IkResult r = solveInverseKinematics(*model, d3, {t}, d3.q, o);
    QVERIFY2(r.success, r.message.c_str());
    QVERIFY(std::abs(std::remainder(r.actuated[0][0] - 1.0, 2 * std::numbers::pi)) < 1e-4);
}

// Two loops that share a joint are one group, solved together.
void TestKinematics::coupledLoops() {
    ModelBuilder m;
    m.addFrame("ground", "link", "", Eigen::Isometry3d::Identity());
    m.addFrame("crank", "link", "ground", Eigen::Isometry3d::Identity(), makeRevolute("crank_joint", Eigen::Vector3d::UnitZ()));
    m.addFrame("coupler", "link", "crank", pose(Eigen::Vector3d(1, 0, 0)), makeRevolute("coupler_joint", Eigen::Vector3d::UnitZ()));
    m.addFrame("rocker", "link", "ground", pose(Eigen::Vector3d(2.2, 0, 0)), makeRevolute("rocker_joint", Eigen::Vector3d::UnitZ()));
    m.addFrame("coupler_end", "frame", "coupler", pose(Eigen::Vector3d(2.5, 0, 0)));
    m.addFrame("rocker_end", "frame", "rocker", pose(Eigen::Vector3d(2, 0, 0)));
    // A second loop through the coupler: a rod from its middle to a pivot.
    m.addFrame("rod", "link", "ground", pose(Eigen::Vector3d(1, 2, 0)), makeRevolute("rod_joint", Eigen::Vector3d::UnitZ()));
    m.addFrame("rod_end", "frame", "rod", pose(Eigen::Vector3d(1.5, 0, 0)));
    m.addFrame("coupler_mid", "frame", "coupler", pose(Eigen::Vector3d(1.25, 0, 0)));
    m.addLoopJoint(makeRevolute("close_a", Eigen::Vector3d::UnitZ()), "coupler_end", "rocker_end", Eigen::Isometry3d::Identity());
    m.addLoopJoint(makeRevolute("close_b", Eigen::Vector3d::UnitZ()), "coupler_mid", "rod_end", Eigen::Isometry3d::Identity());
    std::string error;
    auto model = m.build(&error);
    QVERIFY2(model, error.c_str());
    QCOMPARE(model->groups().size(), size_t(1));
    QCOMPARE(model->groups()[0].name, std::string("loop:close_a+close_b"));
    Data d(model);
    std::string why;
    if (closeGroups(*model, d, &why)) {
        forwardKinematics(*model, d, d.q);
        QVERIFY(
            (d.oMf[size_t(model->frameIndex("coupler_end"))].translation() - d.oMf[size_t(model->frameIndex("rocker_end"))].translation())
                .norm() < 1e-8);
        QVERIFY((d.oMf[size_t(model->frameIndex("coupler_mid"))].translation() - d.oMf[size_t(model->frameIndex("rod_end"))].translation())
                    .norm() < 1e-8);
    } else {
        // Over-constrained at this geometry: said so, at build time too.
        QVERIFY(!why.empty());
        QVERIFY(!model->warnings().empty());
    }
}

// URDF's checks remember the schema's answer per name: an element named
// like an attribute of its parent (<link><name/>) is still an element
// outside URDF, each unknown name is reported at every place it occurs,
// and known ones never.
void TestKinematics::urdfNamesOutsideTheSchema() {
    const QByteArray urdf =
        "<robot name=\"r\">\n"
        "<link name=\"a\"><name/><visual><origin xyz=\"0 0 1\" xzy=\"1\"/><geometry><box size=\"1 1 1\"/></geometry></visual></link>\n"
        "<link name=\"b\"><name/><visual><origin xyz=\"0 0 1\" xzy=\"1\"/><geometry><box size=\"1 1 1\"/></geometry></visual></link>\n"
        "<joint name=\"j\" type=\"fixed\"><parent link=\"a\"/><child link=\"b\"/><name/></joint>\n"
        "<gazebo reference=\"a\"><name/></gazebo>\n"
        "</robot>";
    Diagnostics d;
    QVERIFY(compileUrdf(urdf, &d));
    QStringList unknownElements, unknownAttributes;
    for (const Diagnostic& x : d) {
        if (x.code == QLatin1String("URDF-W005")) unknownElements << QStringLiteral("%1:%2").arg(x.line).arg(x.path);
        if (x.code == QLatin1String("URDF-W004")) unknownAttributes << QStringLiteral("%1:%2").arg(x.line).arg(x.path);
    }
    // <name> in the links and the joint (not inside <gazebo>, which is not checked).
    QCOMPARE(unknownElements, (QStringList{QStringLiteral("2:/robot/link[1]/name[1]"), QStringLiteral("3:/robot/link[2]/name[1]"),
                                           QStringLiteral("4:/robot/joint[1]/name[1]")}));
    QCOMPARE(unknownAttributes,
             (QStringList{QStringLiteral("2:/robot/link[1]/visual[1]/origin[1]"), QStringLiteral("3:/robot/link[2]/visual[1]/origin[1]")}));
}

// URDF: a link with a second parent joint closes a loop.
void TestKinematics::urdfLoop() {
    const QByteArray urdf =
        "<robot name=\"fourbar\">"
        "<link name=\"ground\"/><link name=\"crank\"/><link name=\"coupler\"/><link name=\"rocker\"/>"
        "<joint name=\"crank_joint\" type=\"continuous\"><parent link=\"ground\"/><child link=\"crank\"/><axis xyz=\"0 0 1\"/></joint>"
        "<joint name=\"coupler_joint\" type=\"continuous\"><parent link=\"crank\"/><child link=\"coupler\"/>"
        "<origin xyz=\"1 0 0\"/><axis xyz=\"0 0 1\"/></joint>"
        "<joint name=\"rocker_joint\" type=\"continuous\"><parent link=\"ground\"/><child link=\"rocker\"/>"
        "<origin xyz=\"2.2 0 0\"/><axis xyz=\"0 0 1\"/></joint>"
        "<joint name=\"closing\" type=\"continuous\"><parent link=\"coupler\"/><child link=\"rocker\"/>"
        "<origin xyz=\"2.5 0 0\"/><axis xyz=\"0 0 1\"/></joint>"
        "</robot>";
    Diagnostics d;
    auto model = compileUrdf(urdf, &d);
    QVERIFY(model);
    QCOMPARE(model->groups().size(), size_t(1));
    QVERIFY(std::any_of(d.begin(), d.end(), [](const Diagnostic& x) { return x.code == QLatin1String("URDF-W001"); }));
    Data data(model);
    // The rocker link is placed by its tree joint; the closing joint puts
    // the coupler's end at the rocker's origin. (Here the rocker link's own
    // frame is the loop's child frame.)
    std::string why;
    QVERIFY2(closeGroups(*model, data, &why), why.c_str());
}

void TestKinematics::badInput() {
    std::string error;
    ModelBuilder zero;
    zero.addFrame("a", "link", "", Eigen::Isometry3d::Identity(), makeRevolute("j", Eigen::Vector3d::Zero()));
    QVERIFY(!zero.build(&error));
    QVERIFY(error.find("axis") != std::string::npos);
    ModelBuilder letters;
    letters.addFrame("a", "link", "", Eigen::Isometry3d::Identity(), makeEuler("e", "XQZ"));
    QVERIFY(!letters.build(&error));
    ModelBuilder limits;
    limits.addFrame("a", "link", "", Eigen::Isometry3d::Identity(), makeRevolute("j", Eigen::Vector3d::UnitZ(), 1, -1));
    QVERIFY(!limits.build(&error));
    ModelBuilder nan;
    Eigen::Isometry3d bad = Eigen::Isometry3d::Identity();
    bad.translation().x() = std::nan("");
    nan.addFrame("a", "link", "", bad);
    QVERIFY(!nan.build(&error));
    // A cycle of parents is named by a frame in it, not by one hanging below it.
    ModelBuilder cycle;
    cycle.addFrame("ground", "link", "", Eigen::Isometry3d::Identity());
    cycle.addFrame("c", "link", "b", Eigen::Isometry3d::Identity());
    cycle.addFrame("a", "link", "b", Eigen::Isometry3d::Identity());
    cycle.addFrame("b", "link", "a", Eigen::Isometry3d::Identity());
    QVERIFY(!std::move(cycle).build(&error));
    QCOMPARE(QString::fromStdString(error), QStringLiteral("frame 'b' is in a cycle of parents: b → a → b"));
    // So is a cycle of mimic joints: j3 only follows it.
    auto mimic = [](const char* name, const char* leader) {
        Joint j = makeRevolute(name, Eigen::Vector3d::UnitZ());
        j.mimicOf = leader;
        return j;
    };
    ModelBuilder mimics;
    mimics.addFrame("ground", "link", "", Eigen::Isometry3d::Identity());
    mimics.addFrame("d", "link", "ground", Eigen::Isometry3d::Identity(), mimic("j3", "j1"));
    mimics.addFrame("b", "link", "ground", Eigen::Isometry3d::Identity(), mimic("j1", "j2"));
    mimics.addFrame("c", "link", "ground", Eigen::Isometry3d::Identity(), mimic("j2", "j1"));
    QVERIFY(!std::move(mimics).build(&error));
    QCOMPARE(QString::fromStdString(error), QStringLiteral("joint 'j1' is in a cycle of mimic joints: j1 → j2 → j1"));
    // A valid model asked invalid questions answers without crashing.
    auto model = everyJointChain();
    Data data(model);
    IkTarget t;  // frame -1
    const IkResult r = solveInverseKinematics(*model, data, {t}, Eigen::VectorXd::Zero(model->nq()));
    QVERIFY(!r.success);
    QVERIFY(!r.message.empty());
    t.frame = 0;
    const IkResult r2 = solveInverseKinematics(*model, data, {t}, Eigen::VectorXd::Zero(3));
    QVERIFY(!r2.success);
    QVERIFY(!r2.message.empty());
    Eigen::Matrix<double, 6, Eigen::Dynamic> J;
    forwardKinematics(*model, data, data.q);
    frameJacobian(*model, data, -1, J);
    QVERIFY(J.isZero());
    QVERIFY(std::isfinite(kin::massProperties(*model, data, 9999).mass));
}

// TriP's URDF test robots: the joint tables and kinpy's expected link poses
// are read from shared/trip-reference.md (section 3.3). TriP and kinpy take
// a missing <axis> as (0,0,1); the URDF specification says (1,0,0), which
// Kinedit follows (urdfDefaultAxis). So where a moving joint has no axis in
// TriP's file, the URDF built here states (0,0,1) explicitly.
void TestKinematics::tripUrdfRobots() {
    const QString path = test::sharedDir() + QStringLiteral("/trip-reference.md");
    KINEDIT_REQUIRE_SHARED(path);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    const int start = int(lines.indexOf(QRegularExpression(QStringLiteral("### 3\\.3 .*"))));
    QVERIFY(start > 0);
    auto cells = [](const QString& line) {
        QStringList c = line.split(QLatin1Char('|'));
        c.removeFirst();
        c.removeLast();
        for (QString& s : c) s = s.trimmed();
        return c;
    };
    int robots = 0, checks = 0;
    for (int i = start; i < lines.size(); ++i) {
        if (lines[i].startsWith(QLatin1String("### 3.4"))) break;
        if (!lines[i].startsWith(QLatin1String("#### `"))) continue;
        const QString robotName = lines[i].section(QLatin1Char('`'), 1, 1);
        // The joint table: | joint | type | parent | child | xyz | rpy | axis |
        QByteArray urdf = "<robot name=\"" + robotName.toUtf8() + "\">\n";
        QStringList links;
        int k = i + 1;
        while (k < lines.size() && !lines[k].startsWith(QLatin1String("| joint |"))) ++k;
        for (k += 2; k < lines.size() && lines[k].startsWith(QLatin1Char('|')); ++k) {
            const QStringList c = cells(lines[k]);
            for (const QString& l : {c[2], c[3]})
                if (!links.contains(l)) links << l;
            const QString axis = c[6].startsWith(QLatin1Char('(')) ? QStringLiteral("0 0 1") : c[6];
            urdf += QStringLiteral(
                        "  <joint name=\"%1\" type=\"%2\"><parent link=\"%3\"/><child link=\"%4\"/>"
                        "<origin xyz=\"%5\" rpy=\"%6\"/><axis xyz=\"%7\"/>%8</joint>\n")
                        .arg(c[0], c[1], c[2], c[3], c[4], c[5], axis,
                             c[1] == QLatin1String("revolute") || c[1] == QLatin1String("prismatic")
                                 ? QStringLiteral("<limit lower=\"-4\" upper=\"4\" effort=\"1\" velocity=\"1\"/>")
                                 : QString())
                        .toUtf8();
        }
        for (const QString& l : links) urdf += "  <link name=\"" + l.toUtf8() + "\"/>\n";
        urdf += "</robot>\n";
        Diagnostics d;
        auto model = compileUrdf(urdf, &d);
        QVERIFY2(model, qPrintable(robotName + QLatin1Char(' ') + d.value(0).toText()));
        Data data(model);
        ++robots;
        // The poses table.
        while (k < lines.size() && !lines[k].startsWith(QLatin1String("| state |"))) ++k;
        QString values;
        for (k += 2; k < lines.size() && lines[k].startsWith(QLatin1Char('|')); ++k) {
            const QStringList c = cells(lines[k]);
            if (!c[0].isEmpty()) {
                values = c[1];
                Eigen::VectorXd q = Eigen::VectorXd::Zero(model->nq());
                if (!values.startsWith(QLatin1Char('(')))
                    for (const QString& kv : values.split(QStringLiteral(", "))) {
                        const int j = model->jointIndex(kv.section(QLatin1Char('='), 0, 0).toStdString());
                        QVERIFY(j >= 0);
                        q[model->joints()[size_t(j)].qIndex] = kv.section(QLatin1Char('='), 1).toDouble();
                    }
                forwardKinematics(*model, data, q);
            }
            const int frame = model->frameIndex(c[2].toStdString());
            QVERIFY(frame >= 0);
            const Eigen::Isometry3d& t = data.oMf[size_t(frame)];
            const Eigen::Vector3d pos(c[3].toDouble(), c[4].toDouble(), c[5].toDouble());
            const Eigen::Quaterniond qe(c[6].toDouble(), c[7].toDouble(), c[8].toDouble(), c[9].toDouble());
            // TriP's check: the 4x4 matrices agree to atol 1e-8 (the table
            // prints 10 significant digits, so compare to 1e-8 as well).
            const double posErr = (t.translation() - pos).cwiseAbs().maxCoeff();
            const double rotErr = (t.linear() - qe.normalized().toRotationMatrix()).cwiseAbs().maxCoeff();
            QVERIFY2(posErr < 1e-8 && rotErr < 1e-8,
                     qPrintable(QStringLiteral("%1 %2 %3: %4 %5").arg(robotName, values, c[2]).arg(posErr).arg(rotErr)));
            ++checks;
        }
    }
    QCOMPARE(robots, 8);
    QVERIFY(checks > 150);
}

void TestKinematics::urdfDefaultAxis() {
    const QByteArray urdf =
        "<robot name=\"r\"><link name=\"a\"/><link name=\"b\"/>"
        "<joint name=\"j\" type=\"continuous\"><parent link=\"a\"/><child link=\"b\"/></joint></robot>";
    auto model = compileUrdf(urdf);
    QVERIFY(model);
    const Eigen::VectorXd q = Eigen::VectorXd::Constant(1, 0.5);
    // URDF: a missing axis is (1, 0, 0).
    QVERIFY((framePose(*model, q, model->frameIndex("b")).linear() - rotX(0.5)).norm() < 1e-15);
}

QTEST_GUILESS_MAIN(TestKinematics)
#include "tst_kinematics.moc"
