// TriP's example robots rebuilt on the engine (shared/trip-reference.md,
// section 2): the excavator arm (two groups, geometric and closure
// mappings), the TriPed leg and the three-legged TriPed (a gimbal closed by
// two rods: a curve of solutions). Numbers are the reference's.
#include "TestSupport.h"

#include "kinematics/Conventions.h"
#include "kinematics/Groups.h"
#include "kinematics/InverseKinematics.h"
#include "kinematics/Kinematics.h"
#include "kinematics/ModelBuilder.h"

#include <numbers>

using namespace kinedit::kin;

namespace {

constexpr double pi = std::numbers::pi;
double deg(double d) { return d * pi / 180; }

Eigen::Isometry3d translation(double x, double y, double z) {
    Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
    t.translation() = Eigen::Vector3d(x, y, z);
    return t;
}
Eigen::Isometry3d rotation(const Eigen::Matrix3d& r) {
    Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
    t.linear() = r;
    return t;
}

// ---- excavator (2.1) -------------------------------------------------------
// l1..l5 of excavator_rr.py. The inverse mappings are the consistent ones
// the reference gives, not TriP's source (which returns the wrong angle).
const double l1 = 1, l2 = 0.7, l3 = 1.2, l4 = 0.4, l5 = 1.7;

KinematicGroup geometricGroup(int which) {
    KinematicGroup g;
    g.name = which == 1 ? "geometric group 1" : "geometric group 2";
    g.actuatedNames = {which == 1 ? "a_1" : "a_2"};
    g.actuatedLower = {which == 1 ? 0.3 : 0.8};
    g.actuatedUpper = {which == 1 ? 1.7 : 1.6};
    g.actuatedDefault = {which == 1 ? std::sqrt(1.49) : std::sqrt(1.6)};
    if (which == 1) {
        g.virtualToActuated = [](const Eigen::VectorXd& v, Eigen::VectorXd& a, std::string*) {
            a = Eigen::VectorXd::Constant(1, std::sqrt(l1 * l1 + l2 * l2 - 2 * l1 * l2 * std::cos(pi / 2 - v[0])));
            return true;
        };
        g.actuatedToVirtual = [](const Eigen::VectorXd& a, Eigen::VectorXd& v, std::string* why) {
            const double c = (l1 * l1 + l2 * l2 - a[0] * a[0]) / (2 * l1 * l2);
            if (std::abs(c) > 1) {
                if (why) *why = "a_1 out of reach";
                return false;
            }
            v = Eigen::VectorXd::Constant(1, pi / 2 - std::acos(c));
            return true;
        };
    } else {
        g.virtualToActuated = [](const Eigen::VectorXd& v, Eigen::VectorXd& a, std::string*) {
            a = Eigen::VectorXd::Constant(1, std::sqrt(l3 * l3 + l4 * l4 - 2 * l3 * l4 * std::cos(-v[0])));
            return true;
        };
        g.actuatedToVirtual = [](const Eigen::VectorXd& a, Eigen::VectorXd& v, std::string* why) {
            const double c = (l3 * l3 + l4 * l4 - a[0] * a[0]) / (2 * l3 * l4);
            if (std::abs(c) > 1) {
                if (why) *why = "a_2 out of reach";
                return false;
            }
            v = Eigen::VectorXd::Constant(1, -std::acos(c));
            return true;
        };
    }
    return g;
}

// The same groups from closure equations (TriP's second way). The pivots are
// placed so that the closures agree with the geometric mappings: group 1's
// cylinder runs from Ry(q1)·(l1,0,0) to (0,0,-l2); group 2's from
// Ry(q2)·(l4,0,0) to (l3,0,0) (TriP's own closure code is buggy, 2.1).
KinematicGroup closureGroup(int which) {
    KinematicGroup geo = geometricGroup(which);
    auto closure = [which](const Eigen::VectorXd& v, const Eigen::VectorXd& a) {
        const Eigen::Vector3d tip = rotY(v[0]) * Eigen::Vector3d(which == 1 ? l1 : l4, 0, 0);
        const Eigen::Vector3d pivot = which == 1 ? Eigen::Vector3d(0, 0, -l2) : Eigen::Vector3d(l3, 0, 0);
        return Eigen::VectorXd::Constant(1, (tip - pivot).squaredNorm() - a[0] * a[0]);
    };
    return makeClosureGroup(geo.name, geo.actuatedNames, geo.actuatedLower, geo.actuatedUpper, geo.actuatedDefault, closure);
}

std::shared_ptr<const Model> excavator(bool closures) {
    ModelBuilder b;
    // Joint limits: the physical ranges (2.1, derived).
    b.addFrame("q_1", "joint", "", Eigen::Isometry3d::Identity(), makeRevolute("q_1", Eigen::Vector3d::UnitY(), -pi / 2, pi / 2));
    b.addFrame("link_1", "link", "q_1", translation(l1 + l3 + 0.4, 0, 0));
    Joint j2 = makeRevolute("q_2", Eigen::Vector3d::UnitY(), -pi, 0);
    j2.defaultValue = {-pi / 2};
    b.addFrame("q_2", "joint", "link_1", Eigen::Isometry3d::Identity(), j2);
    b.addFrame("link_2", "link", "q_2", translation(l5, 0, 0));
    b.addGroup(closures ? closureGroup(1) : geometricGroup(1), {"q_1"});
    b.addGroup(closures ? closureGroup(2) : geometricGroup(2), {"q_2"});
    std::string error;
    auto m = b.build(&error);
    if (!m) qFatal("%s", error.c_str());
    return m;
}

struct ExcavatorRow {
    double q1, q2, x, z, r00, r02, a1, a2;
};
// trip-reference.md 2.1, derived table.
const ExcavatorRow excavatorRows[] = {
    {0, -pi / 2, 2.600000, 1.700000, 0, -1, 1.220656, 1.264911},
    {0.3, -pi / 2, 2.986259, 0.855719, 0.29552, -0.955336, 1.037435, 1.264911},
    {-0.2, -1, 3.164181, 2.101007, 0.362358, -0.932039, 1.329713, 1.039860},
    {0.5, -2, 2.401968, 0.449235, 0.070737, -0.997495, 0.904878, 1.414037},
    {0.1, -0.5, 4.152815, 0.402444, 0.921061, -0.389418, 1.161995, 0.870357},
};

// ---- TriPed (2.2, 2.3) -----------------------------------------------------
const double rodRadius = 0.11;

Eigen::Vector3d leverTip(bool left, double theta) {
    const Eigen::Isometry3d t = translation(0.139807669447128, left ? 0.0549998406976098 : -0.0549998406976098, -0.051) *
                                rotation(rotZ(deg(left ? -345 : -15))) * rotation(rotZ(theta)) * translation(0.085, 0, -0.0245);
    return t.translation();
}

Eigen::Vector3d sphereCentre(const Eigen::VectorXd& g, bool first) {
    const Eigen::Isometry3d t = translation(0.265, 0, 0.014) * rotation(rotationIntrinsicXYZ(g[0], g[1], g[2])) *
                                translation(0.015, first ? 0.029 : -0.029, -0.0965);
    return t.translation();
}

// The closure exactly as coded in triped_leg.py, with its left/right
// crossing: c1 pairs with the left lever at the right swing angle.
Eigen::VectorXd tripedClosure(const Eigen::VectorXd& g, const Eigen::VectorXd& swing) {
    Eigen::VectorXd r(2);
    r[0] = (sphereCentre(g, true) - leverTip(true, swing[1])).squaredNorm() - rodRadius * rodRadius;
    r[1] = (sphereCentre(g, false) - leverTip(false, swing[0])).squaredNorm() - rodRadius * rodRadius;
    return r;
}

void addLeg(ModelBuilder& b, const std::string& prefix, double legRotation) {
    b.addFrame(prefix + "leg_rotation", "trafo", "", rotation(rotZ(legRotation)));
    b.addFrame(prefix + "A_ccs_P_trans", "trafo", prefix + "leg_rotation", translation(0.265, 0, 0.014));
    b.addFrame(prefix + "gimbal_joint", "trafo", prefix + "A_ccs_P_trans", Eigen::Isometry3d::Identity(),
               makeEuler(prefix + "gimbal_joint", "XYZ"));
    b.addFrame(prefix + "A_P_LL", "trafo", prefix + "gimbal_joint", translation(1.640, 0, -0.037));
    b.addFrame(prefix + "zero_angle_convention", "trafo", prefix + "A_P_LL", rotation(rotY(deg(-3))));
    b.addFrame(prefix + "extend_joint", "trafo", prefix + "zero_angle_convention", Eigen::Isometry3d::Identity(),
               makeRevolute(prefix + "extend_joint", Eigen::Vector3d::UnitY()));
    b.addFrame(prefix + "A_LL_Joint_FCS", "trafo", prefix + "extend_joint", translation(-1.5, 0, 0));
    KinematicGroup g = makeClosureGroup(prefix + "closed_chain", {prefix + "swing_left", prefix + "swing_right"}, {-pi, -pi}, {pi, pi},
                                        {0, 0}, tripedClosure);
    b.addGroup(g, {prefix + "gimbal_joint"});
}

std::shared_ptr<const Model> triped(int legs) {
    ModelBuilder b;
    for (int n = 0; n < legs; ++n) addLeg(b, legs == 1 ? "" : "leg_" + std::to_string(n) + "_", deg(-120.0 * n));
    std::string error;
    auto m = b.build(&error);
    if (!m) qFatal("%s", error.c_str());
    return m;
}

struct TripedRow {
    int sample, leg;
    double swingLeft, extend, swingRight, refX, refY, refZ, gx, gy, gz, fx, fy, fz;
};
// trip-reference.md 3.1: the MATLAB reference (ref*) and the derived
// minimum-norm gimbal solution with its foot (g*, f*), samples 0-4 and 18.
const TripedRow tripedRows[] = {
    {0, 0, -0.30789, -0.23004, 0.53685, 0.47248, 0.062606, -0.43228, 0.114425, -0.006235, 0.048880, 0.467011, 0.061486, -0.435661},
    {0, 1, -0.6316, -0.28801, 0.7188, -0.12874, -0.27203, -0.56873, 0.035513, 0.349569, 0.015504, -0.125641, -0.265996, -0.568151},
    {0, 2, -0.66974, -0.24531, 0.31446, -0.12874, 0.4222, -0.46818, -0.168421, 0.094031, -0.072460, -0.127907, 0.416597, -0.470630},
    {1, 0, -0.12358, -0.21219, 0.49119, 0.51705, 0.095661, -0.37086, 0.197605, -0.137320, 0.088876, 0.513378, 0.095052, -0.373855},
    {1, 1, -0.68676, -0.314, 0.8376, -0.071198, -0.20606, -0.60539, 0.057558, 0.493439, 0.024808, -0.065946, -0.197332, -0.603876},
    {1, 2, -0.75135, -0.23923, 0.12255, -0.071198, 0.47318, -0.43018, -0.311174, 0.051217, -0.138635, -0.071182, 0.469434, -0.432354},
    {2, 0, -0.03917, -0.2047, 0.45781, 0.5344, 0.10565, -0.34246, 0.230512, -0.198107, 0.109276, 0.531817, 0.105351, -0.344556},
    {2, 1, -0.70643, -0.32514, 0.88553, -0.046099, -0.1767, -0.61699, 0.066903, 0.554349, 0.028099, -0.039135, -0.165894, -0.614922},
    {2, 2, -0.78068, -0.23699, 0.034861, -0.046099, 0.4936, -0.41019, -0.376288, 0.033820, -0.172459, -0.046249, 0.491200, -0.411722},
    {4, 0, -0.24003, -0.22329, 0.52446, 0.48778, 0.074938, -0.41289, 0.146238, -0.053940, 0.063177, 0.484955, 0.075527, -0.413589},
    {7, 1, -0.35735, -0.20423, 0.16936, -0.30985, -0.44114, -0.3513, -0.103370, -0.200154, -0.047486, -0.307539, -0.438090, -0.354870},
    {18, 2, -0.52333, -0.25541, 0.57166, -0.21372, 0.33948, -0.50309, 0.021866, 0.158642, 0.009345, -0.209120, 0.335602, -0.504314},
};

}  // namespace

class TestTripRobots : public QObject {
    Q_OBJECT
private slots:
    void excavatorForward();
    void excavatorMappings_data();
    void excavatorMappings();
    void excavatorOutOfReach();
    void excavatorInverse();
    void tripedZeroState();
    void tripedSamples();
    void tripedNearestToPrevious();
    void tripedCannotClose();
    void tripedInverse();
};

void TestTripRobots::excavatorForward() {
    auto m = excavator(false);
    Data d(m);
    const int ee = m->frameIndex("link_2");
    for (const ExcavatorRow& r : excavatorRows) {
        Eigen::VectorXd q(2);
        q << r.q1, r.q2;
        forwardKinematics(*m, d, q);
        const Eigen::Isometry3d& t = d.oMf[size_t(ee)];
        QVERIFY((t.translation() - Eigen::Vector3d(r.x, 0, r.z)).norm() < 2e-6);
        QVERIFY(std::abs(t.linear()(0, 0) - r.r00) < 2e-6);
        QVERIFY(std::abs(t.linear()(0, 2) - r.r02) < 2e-6);
        QVERIFY(std::abs(t.linear()(1, 1) - 1) < 1e-12);
    }
}

void TestTripRobots::excavatorMappings_data() {
    QTest::addColumn<bool>("closures");
    QTest::newRow("geometric") << false;
    QTest::newRow("closure") << true;
}

void TestTripRobots::excavatorMappings() {
    QFETCH(bool, closures);
    auto m = excavator(closures);
    for (const ExcavatorRow& r : excavatorRows) {
        // virtual -> actuated.
        Data d(m);
        d.q << r.q1, r.q2;
        QVERIFY(updateActuatedState(*m, d, 0));
        QVERIFY(updateActuatedState(*m, d, 1));
        QVERIFY(std::abs(d.actuated[0][0] - r.a1) < 2e-6);
        QVERIFY(std::abs(d.actuated[1][0] - r.a2) < 2e-6);
        // actuated -> virtual, from the default state: the round trip holds.
        Data back(m);
        QVERIFY(setActuatedState(*m, back, 0, d.actuated[0]));
        QVERIFY(setActuatedState(*m, back, 1, d.actuated[1]));
        QVERIFY(std::abs(back.q[0] - r.q1) < 1e-8);
        QVERIFY(std::abs(back.q[1] - r.q2) < 1e-8);
    }
}

void TestTripRobots::excavatorOutOfReach() {
    for (bool closures : {false, true}) {
        auto m = excavator(closures);
        Data d(m);
        std::string why;
        // A cylinder longer than l1 + l2 cannot close the triangle.
        QVERIFY(!setActuatedState(*m, d, 0, Eigen::VectorXd::Constant(1, 2.0), &why));
        QVERIFY(!why.empty());
        QCOMPARE(d.q[0], 0.0);  // unchanged
    }
}

// IK through groups: solve for the end effector, get the cylinder lengths.
void TestTripRobots::excavatorInverse() {
    for (bool closures : {false, true}) {
        auto m = excavator(closures);
        Data d(m);
        const int ee = m->frameIndex("link_2");
        for (const ExcavatorRow& r : excavatorRows) {
            IkTarget t;
            t.frame = ee;
            t.pose.translation() = Eigen::Vector3d(r.x, 0, r.z);
            t.positionOnly = true;
            IkOptions o;
            o.timeBudgetMs = 100;
            o.positionTolerance = 1e-6;
            const IkResult res = solveInverseKinematics(*m, d, {t}, m->defaultConfiguration(), o);
            QVERIFY2(res.success, qPrintable(QStringLiteral("%1 err %2 attempts %3 it %4 row %5 %6 q %7 %8")
                                                 .arg(QString::fromStdString(res.message))
                                                 .arg(res.positionError)
                                                 .arg(res.attempts)
                                                 .arg(res.iterations)
                                                 .arg(r.q1)
                                                 .arg(r.q2)
                                                 .arg(res.q[0])
                                                 .arg(res.q[1])));
            QVERIFY(std::abs(res.actuated[0][0] - r.a1) < 1e-5);
            QVERIFY(std::abs(res.actuated[1][0] - r.a2) < 1e-5);
        }
        // A target beyond the arm's reach: the best effort is returned, not a success.
        IkTarget far;
        far.frame = ee;
        far.pose.translation() = Eigen::Vector3d(10, 0, 0);
        far.positionOnly = true;
        IkOptions o;
        o.maxAttempts = 3;
        QVERIFY(!solveInverseKinematics(*m, d, {far}, m->defaultConfiguration(), o).success);
    }
}

void TestTripRobots::tripedZeroState() {
    auto m = triped(1);
    Data d(m);
    QVERIFY(setActuatedState(*m, d, 0, Eigen::Vector2d(0, 0)));
    // 3.2: the closure solution nearest zero at swing (0, 0).
    QVERIFY((d.q.head<3>() - Eigen::Vector3d(0, -0.449805, 0)).norm() < 1e-6);
    forwardKinematics(*m, d, d.q);
    const Eigen::Vector3d foot = d.oMf[size_t(m->frameIndex("A_LL_Joint_FCS"))].translation();
    QVERIFY((foot - Eigen::Vector3d(0.443146, 0, -0.028251)).norm() < 1e-6);
    // Three legs: legs 1 and 2 are leg 0 turned by -120° and -240°.
    auto all = triped(3);
    Data d3(all);
    for (int g = 0; g < 3; ++g) QVERIFY(setActuatedState(*all, d3, g, Eigen::Vector2d(0, 0)));
    forwardKinematics(*all, d3, d3.q);
    QVERIFY(
        (d3.oMf[size_t(all->frameIndex("leg_1_A_LL_Joint_FCS"))].translation() - Eigen::Vector3d(-0.221573, -0.383775, -0.028251)).norm() <
        1e-6);
    QVERIFY(
        (d3.oMf[size_t(all->frameIndex("leg_2_A_LL_Joint_FCS"))].translation() - Eigen::Vector3d(-0.221573, 0.383775, -0.028251)).norm() <
        1e-6);
}

// The reference samples. From the default state the rule "nearest to the
// previous state" gives the minimum-norm solution, which the reference's
// derived columns use; the MATLAB model itself differs by up to 11.2 mm.
void TestTripRobots::tripedSamples() {
    auto m = triped(3);
    for (const TripedRow& r : tripedRows) {
        Data d(m);
        const std::string p = "leg_" + std::to_string(r.leg) + "_";
        QVERIFY(setActuatedState(*m, d, r.leg, Eigen::Vector2d(r.swingLeft, r.swingRight)));
        const Joint& extend = m->joints()[size_t(m->jointIndex(p + "extend_joint"))];
        d.q[extend.qIndex] = r.extend;
        forwardKinematics(*m, d, d.q);
        const Joint& gimbal = m->joints()[size_t(m->jointIndex(p + "gimbal_joint"))];
        const Eigen::Vector3d g = d.q.segment<3>(gimbal.qIndex);
        QVERIFY2((g - Eigen::Vector3d(r.gx, r.gy, r.gz)).cwiseAbs().maxCoeff() < 2e-5,
                 qPrintable(QStringLiteral("sample %1 leg %2: gimbal %3 %4 %5").arg(r.sample).arg(r.leg).arg(g[0]).arg(g[1]).arg(g[2])));
        const Eigen::Vector3d foot = d.oMf[size_t(m->frameIndex(p + "A_LL_Joint_FCS"))].translation();
        QVERIFY((foot - Eigen::Vector3d(r.fx, r.fy, r.fz)).cwiseAbs().maxCoeff() < 2e-5);
        QVERIFY((foot - Eigen::Vector3d(r.refX, r.refY, r.refZ)).cwiseAbs().maxCoeff() < 0.0113);
    }
}

// Along a sweep, each closure is solved from the previous state: the
// solution moves continuously instead of jumping between branches.
void TestTripRobots::tripedNearestToPrevious() {
    auto m = triped(1);
    Data d(m);
    QVERIFY(setActuatedState(*m, d, 0, Eigen::Vector2d(0, 0)));
    Eigen::Vector3d previous = d.q.head<3>();
    for (int k = 1; k <= 40; ++k) {
        const double s = 0.015 * k;
        QVERIFY(setActuatedState(*m, d, 0, Eigen::Vector2d(-s, s)));
        QVERIFY((d.q.head<3>() - previous).norm() < 0.05);
        QVERIFY(tripedClosure(d.q.head<3>(), Eigen::Vector2d(-s, s)).norm() < 1e-9);
        previous = d.q.head<3>();
    }
}

void TestTripRobots::tripedCannotClose() {
    auto m = triped(1);
    Data d(m);
    const Eigen::VectorXd before = d.q;
    std::string why;
    // Swings that pull the rods apart: no gimbal state closes the chain.
    QVERIFY(!setActuatedState(*m, d, 0, Eigen::Vector2d(3.0, -3.0), &why));
    QVERIFY2(why.find("cannot close") != std::string::npos, why.c_str());
    QCOMPARE(d.q, before);
}

// IK through the closed chain: the closure and the foot target are solved
// together, so the returned swing angles really put the foot there.
void TestTripRobots::tripedInverse() {
    auto m = triped(1);
    const int foot = m->frameIndex("A_LL_Joint_FCS");
    for (const TripedRow& r : tripedRows) {
        if (r.leg != 0) continue;
        Data d(m);
        IkTarget t;
        t.frame = foot;
        t.pose.translation() = Eigen::Vector3d(r.fx, r.fy, r.fz);
        t.positionOnly = true;
        IkOptions o;
        o.timeBudgetMs = 200;
        o.positionTolerance = 1e-7;
        const IkResult res = solveInverseKinematics(*m, d, {t}, m->defaultConfiguration(), o);
        QVERIFY2(res.success, qPrintable(QStringLiteral("%1 err %2 attempts %3 it %4")
                                             .arg(QString::fromStdString(res.message))
                                             .arg(res.positionError)
                                             .arg(res.attempts)
                                             .arg(res.iterations)));
        // Drive the robot with the returned actuated state and extend angle.
        Data check(m);
        check.q = res.q;  // a starting point near the solution
        QVERIFY(setActuatedState(*m, check, 0, res.actuated[0]));
        check.q[m->joints()[size_t(m->jointIndex("extend_joint"))].qIndex] =
            res.q[m->joints()[size_t(m->jointIndex("extend_joint"))].qIndex];
        forwardKinematics(*m, check, check.q);
        QVERIFY((check.oMf[size_t(foot)].translation() - t.pose.translation()).norm() < 1e-6);
        // The extend angle is determined by the foot's distance alone (2.2):
        // it matches the reference to the reference's 7.1e-4.
        QVERIFY(std::abs(res.q[3] - r.extend) < 1e-3);
        // The foot fixes the swing angles only up to the closure's curve of
        // solutions: from zero, IK lands on another point of it (here within
        // 0.05 rad of MATLAB's). TriP's own test starts from the reference
        // swings; so does this one, and then meets its 0.03 tolerance.
        QVERIFY(std::abs(res.actuated[0][0] - r.swingLeft) < 0.05 && std::abs(res.actuated[0][1] - r.swingRight) < 0.05);
        Data fromReference(m);
        fromReference.actuated[0] = Eigen::Vector2d(r.swingLeft, r.swingRight);
        Eigen::VectorXd q0(4);
        q0 << r.gx, r.gy, r.gz, 0;
        const IkResult tr = solveInverseKinematics(*m, fromReference, {t}, q0, o);
        QVERIFY(tr.success);
        QVERIFY(std::abs(tr.actuated[0][0] - r.swingLeft) < 0.03);
        QVERIFY(std::abs(tr.actuated[0][1] - r.swingRight) < 0.03);
    }
}

QTEST_GUILESS_MAIN(TestTripRobots)
#include "tst_triprobots.moc"
