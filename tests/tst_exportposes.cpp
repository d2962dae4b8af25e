// An export's read-back compares whole poses (position and rotation), at
// the configuration the target opens in: initial positions the target
// cannot hold are warned about (EXP-W008) and compared where both are.
#include "TestSupport.h"

#include "export/ExportCheck.h"
#include "export/ExportModel.h"
#include "kinematics/Joint.h"
#include "kinematics/Model.h"
#include "kinematics/ModelBuilder.h"

#include <QProcess>
#include <QTemporaryDir>

using namespace kinedit;

namespace {

Eigen::Isometry3d placement(double turn) {
    Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
    t.translation() = Eigen::Vector3d(0, 0.2, 1);
    t.linear() = Eigen::AngleAxisd(turn, Eigen::Vector3d::UnitZ()).toRotationMatrix();
    return t;
}

// base -> arm (revolute j about x, at initial) -> tip, turned by turn about
// its own z (its origin stays where it is).
std::shared_ptr<const kin::Model> arm(double turn, double initial) {
    kin::ModelBuilder b;
    b.addFrame("base", "link", "", Eigen::Isometry3d::Identity());
    b.addFrame("arm", "link", "base", placement(0), kin::makeRevolute("j", Eigen::Vector3d::UnitX(), -1, 1));
    b.addFrame("tip", "link", "arm", placement(turn));
    b.setJointDefault("j", {initial});
    std::string error;
    return b.build(&error);
}

FrameComparison compared(const std::shared_ptr<const kin::Model>& source, const std::shared_ptr<const kin::Model>& target) {
    Diagnostics d;
    const auto all = [](kin::JointType) { return true; };
    const auto none = [](kin::JointType) { return false; };
    const ExportModel fitted = exportModel(*source, all, none, QStringLiteral("test"), QStringLiteral("t"), d);
    return compareExport(source, fitted, target, [](const std::string& n) { return n; });
}

struct Run {
    int code = -1;
    QString err;
};

Run convert(const QString& in, const QString& out) {
    QProcess p;
    p.start(QStringLiteral(KINEDIT_CLI_PATH), {QStringLiteral("convert"), in, out});
    p.waitForFinished(60000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace

class TestExportPoses : public QObject {
    Q_OBJECT
private slots:
    void sameModelsAgree() {
        const FrameComparison c = compared(arm(0.3, 0.2), arm(0.3, 0.2));
        QVERIFY(c.jointsMatch);
        QCOMPARE(c.checked, 6);  // three frames at two configurations
        QVERIFY(c.largestPosition < 1e-12);
        QVERIFY(c.largestAngle < 1e-12);
        QVERIFY(c.initialsDropped.isEmpty());
    }
    // Models that differ only in one frame's rotation: every position
    // agrees, the rotation does not.
    void aRotationIsADifference() {
        const FrameComparison c = compared(arm(0, 0.2), arm(0.5, 0.2));
        QVERIFY(c.jointsMatch);
        QVERIFY(c.largestPosition < 1e-12);
        QVERIFY2(std::abs(c.largestAngle - 0.5) < 1e-12, qPrintable(QString::number(c.largestAngle)));
    }
    // A target that opens the joint elsewhere: named, and the source is
    // compared at the target's value.
    void anInitialPositionNotCarried() {
        const FrameComparison c = compared(arm(0.3, 0.8), arm(0.3, 0));
        QCOMPARE(c.initialsDropped, QStringList{QStringLiteral("j")});
        QVERIFY(c.largestPosition < 1e-12);
        QVERIFY(c.largestAngle < 1e-12);
    }
    void rotationAngle() {
        Eigen::Isometry3d a = Eigen::Isometry3d::Identity(), b = a;
        b.linear() = Eigen::AngleAxisd(1.75, Eigen::Vector3d(1, 2, 3).normalized()).toRotationMatrix();
        QVERIFY(std::abs(kinedit::rotationAngle(a, b) - 1.75) < 1e-12);
        QCOMPARE(kinedit::rotationAngle(b, b), 0.0);
    }
    // Through the CLI: a SKEL skeleton posed outside its limits, exported to
    // SDFormat and URDF (which open it at 0): the warning names the joint,
    // the report names the rotation comparison; MJCF and TriP hold it.
    void skelInitialPositionThroughTheCli() {
        const QString in = QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/skel/initial-outside-limits.skel");
        QTemporaryDir dir;
        for (const QString& target : {QStringLiteral("arm.sdf"), QStringLiteral("arm.urdf")}) {
            const Run r = convert(in, dir.filePath(target));
            QVERIFY2(r.code == 0, qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("[EXP-W008]")), qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("initial positions of 1 joint(s), which it opens elsewhere (compared with the source "
                                                   "there): arm::j")),
                     qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("largest rotation difference")), qPrintable(r.err));
        }
        // MJCF (the joint's ref) and TriP (the state's value) carry it.
        for (const QString& target : {QStringLiteral("arm.xml"), QStringLiteral("arm.py")}) {
            const Run r = convert(in, dir.filePath(target));
            QVERIFY2(r.code == 0, qPrintable(r.err));
            QVERIFY2(!r.err.contains(QStringLiteral("EXP-W008")), qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("largest rotation difference")), qPrintable(r.err));
        }
    }
};

QTEST_GUILESS_MAIN(TestExportPoses)
#include "tst_exportposes.moc"
