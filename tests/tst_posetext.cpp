// A pose written in each format's syntax reads back as the same pose:
// URDF through Kinedit's own URDF compiler, HRDF through the formula
// parser, SKEL and TAMP through their conventions; random poses and the
// Euler angles' singular ones.
#include "TestSupport.h"

#include "formats/PoseText.h"
#include "formats/hrdf/HrdfFormat.h"
#include "formats/skel/SkelFormat.h"
#include "formats/tamp/TampFormat.h"
#include "formats/urdf/UrdfFormat.h"
#include "formula/FormulaParser.h"
#include "kinematics/Conventions.h"
#include "kinematics/Kinematics.h"
#include "xml/XmlDocument.h"

#include <QRegularExpression>

#include <random>

using namespace kinedit;

namespace {

std::vector<Eigen::Isometry3d> poses() {
    std::vector<Eigen::Isometry3d> out;
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> u(-1, 1);
    for (int i = 0; i < 40; ++i) {
        Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
        t.linear() = Eigen::Quaterniond(Eigen::Vector4d(u(rng), u(rng), u(rng), u(rng)).normalized()).toRotationMatrix();
        t.translation() = Eigen::Vector3d(u(rng), u(rng), u(rng)) * 2;
        out.push_back(t);
    }
    out.push_back(Eigen::Isometry3d::Identity());
    for (double pitch : {M_PI / 2, -M_PI / 2}) {  // gimbal lock for both Euler conventions
        Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
        t.linear() = kin::rotationFixedXYZ(0.3, pitch, -0.7);
        out.push_back(t);
        t.linear() = kin::rotationIntrinsicXYZ(0.3, pitch, -0.7);
        out.push_back(t);
    }
    return out;
}

std::vector<double> numbersIn(const QString& text) {
    std::vector<double> v;
    static const QRegularExpression number(QStringLiteral("-?[0-9.]+(e-?[0-9]+)?"));
    for (auto it = number.globalMatch(text); it.hasNext();) v.push_back(it.next().captured().toDouble());
    return v;
}

bool near(const Eigen::Isometry3d& a, const Eigen::Isometry3d& b, double tol) {
    return (a.matrix() - b.matrix()).cwiseAbs().maxCoeff() < tol;
}

QString describe(const Eigen::Isometry3d& t) { return poseTranslation(t) + QStringLiteral(" | ") + poseRotationRows(t); }

}  // namespace

class TestPoseText : public QObject {
    Q_OBJECT
private slots:
    void urdfThroughTheCompiler() {
        for (const Eigen::Isometry3d& t : poses()) {
            const QString origin = UrdfFormat().poseText(t);
            QVERIFY(origin.startsWith(QLatin1String("<origin xyz=\"")));
            const QByteArray text =
                "<robot name=\"r\"><link name=\"a\"/><link name=\"b\"/>"
                "<joint name=\"j\" type=\"fixed\"><parent link=\"a\"/><child link=\"b\"/>" +
                origin.toUtf8() + "</joint></robot>";
            Diagnostics d;
            auto doc = XmlDocument::fromBytes(text, QStringLiteral("t.urdf"), &d);
            auto model = UrdfFormat().compile(*doc, d);
            QVERIFY(model);
            kin::Data data(model);
            kin::forwardKinematics(*model, data, data.q);
            const Eigen::Isometry3d b = data.oMf[size_t(model->frameIndex("b"))];
            QVERIFY2(near(b, t, 1e-8), qPrintable(origin + QStringLiteral(" read back as ") + describe(b)));
        }
    }

    void hrdfThroughTheFormulaParser() {
        for (const Eigen::Isometry3d& t : poses()) {
            const QString text = HrdfFormat().poseText(t);
            static const QRegularExpression attrs(QStringLiteral("^trans=\"([^\"]*)\" rot=\"([^\"]*)\"$"));
            const auto m = attrs.match(text);
            QVERIFY2(m.hasMatch(), qPrintable(text));
            const auto trans = FormulaParser::translation(m.captured(1));
            const auto rot = FormulaParser::rotation(m.captured(2));
            QVERIFY(trans.ok() && rot.ok());
            Eigen::Isometry3d back = Eigen::Isometry3d::Identity();
            back.linear() = rot.value;
            back.translation() = trans.value;
            QVERIFY2(near(back, t, 1e-8), qPrintable(text));
        }
    }

    void skelAndTampConventions() {
        for (const Eigen::Isometry3d& t : poses()) {
            const QString skel = SkelFormat().poseText(t);
            QVERIFY(skel.startsWith(QLatin1String("<transformation>")));
            const std::vector<double> s = numbersIn(skel);
            QCOMPARE(s.size(), size_t(6));
            Eigen::Isometry3d back = Eigen::Isometry3d::Identity();
            back.translation() = Eigen::Vector3d(s[0], s[1], s[2]);
            back.linear() = kin::rotationIntrinsicXYZ(s[3], s[4], s[5]);
            QVERIFY2(near(back, t, 1e-8), qPrintable(skel));

            const std::vector<double> m = numbersIn(TampFormat().poseText(t));
            QCOMPARE(m.size(), size_t(12));
            for (int i = 0; i < 3; ++i) {
                for (int j = 0; j < 3; ++j) QVERIFY(std::abs(m[size_t(4 * i + j)] - t.linear()(i, j)) < 1e-8);
                QVERIFY(std::abs(m[size_t(4 * i + 3)] - t.translation()[i]) < 1e-8);
            }
        }
    }

    void numbersAreClean() {
        QCOMPARE(poseNumber(-0.0), QStringLiteral("0"));
        QCOMPARE(poseNumber(1e-17), QStringLiteral("0"));
        QCOMPARE(poseNumber(0.1 + 0.2), QStringLiteral("0.3"));
        QCOMPARE(UrdfFormat().poseText(Eigen::Isometry3d::Identity()), QStringLiteral("<origin xyz=\"0 0 0\" rpy=\"0 0 0\"/>"));
    }
};

QTEST_GUILESS_MAIN(TestPoseText)
#include "tst_posetext.moc"
