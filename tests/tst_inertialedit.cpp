// Format::inertialEdit: mass properties written as each format spells an
// inertial (URDF, SDFormat, MJCF by its principal axes, xacro where the
// document writes the link), read back by the format's own compiler to
// the same mass, centre of mass and tensor; the rest of the text kept.
#include "CheckedText.h"
#include "TestSupport.h"

#include "check/DocumentCheck.h"
#include "formats/Format.h"
#include "geometry/MassProperties.h"
#include "kinematics/Model.h"
#include "xml/XmlDocument.h"

#include <QTest>

#include <memory>

using namespace kinedit;

namespace {

using Checked = test::CheckedText;
using test::checkText;

// The link frame named name (SDFormat scopes it by its model).
int frameNamed(const kin::Model& m, const QString& name) {
    for (int f = 0; f < int(m.frames().size()); ++f) {
        const QString n = QString::fromStdString(m.frames()[size_t(f)].name);
        if (n == name || n.endsWith(QStringLiteral("::") + name)) return f;
    }
    return -1;
}

const kin::Inertial* inertialOf(const kin::Model& m, int frame) {
    for (const kin::Inertial& i : m.inertials())
        if (i.frame == frame) return &i;
    return nullptr;
}

// A body's mass properties with every term of the tensor nonzero.
MassProperties skewed() {
    MassProperties p;
    p.mass = 2.5;
    p.com = {0.1, -0.02, 0.3};
    const Eigen::Matrix3d r =
        (Eigen::AngleAxisd(0.4, Eigen::Vector3d::UnitZ()) * Eigen::AngleAxisd(-0.7, Eigen::Vector3d::UnitX())).matrix();
    p.inertia = r * Eigen::Vector3d(0.02, 0.05, 0.06).asDiagonal() * r.transpose();
    return p;
}

// The edit made and checked again: the text, and the frame's inertial read back.
struct Written {
    QByteArray text;
    QString refusal;
    std::optional<MassProperties> readBack;
    bool errors = true;
};

Written write(const QByteArray& text, const QString& fileName, const QString& link, const MassProperties& p) {
    Written w;
    Checked c = checkText(text, fileName);
    if (!c.check.format || !c.check.model) return w;
    const int frame = frameNamed(*c.check.model, link);
    const QString frameName = frame < 0 ? link : QString::fromStdString(c.check.model->frames()[size_t(frame)].name);
    const InertialEdit e =
        c.check.format->inertialEdit(*c.doc, c.check.state.get(), frameName, frame < 0 ? nullptr : inertialOf(*c.check.model, frame), p);
    w.refusal = e.refusal;
    if (!e.edit) return w;
    w.text = withEdits(text, {*e.edit});
    Checked after = checkText(w.text, fileName);
    w.errors = !after.check.model || hasErrors(after.check.diagnostics);
    if (after.check.model)
        if (const kin::Inertial* i = inertialOf(*after.check.model, frameNamed(*after.check.model, link)))
            w.readBack = MassProperties{i->mass, i->com, i->inertia};
    return w;
}

bool same(const MassProperties& a, const MassProperties& b) {
    return std::abs(a.mass - b.mass) < 1e-7 && (a.com - b.com).norm() < 1e-7 && (a.inertia - b.inertia).norm() < 1e-7;
}

}  // namespace

class TestInertialEdit : public QObject {
    Q_OBJECT
private slots:
    void readBackAsWritten_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("kept");  // a line the edit leaves as it was
        QTest::newRow("urdf replaced")
            << QByteArray(
                   "<robot name=\"r\">\n  <link name=\"a\">\n    <visual><geometry><box size=\"1 1 1\"/></geometry></visual>\n"
                   "    <inertial><mass value=\"1\"/><inertia ixx=\"1\" ixy=\"0\" ixz=\"0\" iyy=\"1\" iyz=\"0\" izz=\"1\"/></inertial>\n"
                   "  </link>\n</robot>\n")
            << "r.urdf" << QByteArray("    <visual><geometry><box size=\"1 1 1\"/></geometry></visual>\n");
        QTest::newRow("urdf added") << QByteArray(
                                           "<robot name=\"r\">\n  <link name=\"a\">\n    <visual><geometry><box size=\"1 1 "
                                           "1\"/></geometry></visual>\n  </link>\n</robot>\n")
                                    << "r.urdf" << QByteArray("    <visual><geometry><box size=\"1 1 1\"/></geometry></visual>\n");
        QTest::newRow("urdf self-closing")
            << QByteArray(
                   "<robot name=\"r\">\n  <link name=\"b\"/>\n  <link name=\"a\"/>\n"
                   "  <joint name=\"j\" type=\"fixed\"><parent link=\"b\"/><child link=\"a\"/></joint>\n</robot>\n")
            << "r.urdf" << QByteArray("  <link name=\"b\"/>\n");
        QTest::newRow("sdf replaced")
            << QByteArray(
                   "<sdf version=\"1.9\">\n  <model name=\"m\">\n    <link name=\"a\">\n"
                   "      <inertial><pose>0 0 1 0.3 0 "
                   "0</pose><mass>1</mass><inertia><ixx>1</ixx><iyy>1</iyy><izz>1</izz></inertia></inertial>\n"
                   "      <collision name=\"c\"><geometry><sphere><radius>0.1</radius></sphere></geometry></collision>\n"
                   "    </link>\n  </model>\n</sdf>\n")
            << "m.sdf"
            << QByteArray("      <collision name=\"c\"><geometry><sphere><radius>0.1</radius></sphere></geometry></collision>\n");
        QTest::newRow("sdf added")
            << QByteArray("<sdf version=\"1.9\">\n  <model name=\"m\">\n    <link name=\"a\">\n    </link>\n  </model>\n</sdf>\n")
            << "m.sdf" << QByteArray("  <model name=\"m\">\n");
        QTest::newRow("mjcf replaced") << QByteArray(
                                              "<mujoco>\n  <worldbody>\n    <body name=\"a\">\n      <joint type=\"hinge\"/>\n"
                                              "      <inertial pos=\"0 0 0\" mass=\"1\" diaginertia=\"1 1 1\"/>\n"
                                              "      <geom type=\"sphere\" size=\"0.1\"/>\n    </body>\n  </worldbody>\n</mujoco>\n")
                                       << "a.xml" << QByteArray("      <geom type=\"sphere\" size=\"0.1\"/>\n");
        QTest::newRow("xacro literal link")
            << QByteArray(
                   "<robot name=\"r\" xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n"
                   "  <xacro:property name=\"s\" value=\"1\"/>\n  <link name=\"a\">\n"
                   "    <visual><geometry><box size=\"${s} 1 1\"/></geometry></visual>\n  </link>\n</robot>\n")
            << "r.urdf.xacro" << QByteArray("    <visual><geometry><box size=\"${s} 1 1\"/></geometry></visual>\n");
    }
    void readBackAsWritten() {
        QFETCH(QByteArray, text);
        QFETCH(QString, file);
        QFETCH(QByteArray, kept);
        const MassProperties p = skewed();
        const Written w = write(text, file, QStringLiteral("a"), p);
        QVERIFY2(w.refusal.isEmpty(), qPrintable(w.refusal));
        QVERIFY2(!w.errors, w.text.constData());
        QVERIFY2(w.readBack, w.text.constData());
        QVERIFY2(same(*w.readBack, p), w.text.constData());
        QVERIFY(w.text.contains(kept));
        QVERIFY(text.contains(kept));
        QCOMPARE(w.text.count("<inertial"), 1);
    }

    // The inertial goes in indented as its siblings, in the file's syntax.
    void urdfTextAsWritten() {
        const Written w = write(
            "<robot name=\"r\">\n  <link name=\"a\">\n    <visual><geometry><box size=\"1 1 1\"/></geometry></visual>\n  "
            "</link>\n</robot>\n",
            QStringLiteral("r.urdf"), QStringLiteral("a"), {2, {0.1, 0, 0}, Eigen::Vector3d(1, 2, 3).asDiagonal()});
        QCOMPARE(w.text,
                 QByteArray("<robot name=\"r\">\n  <link name=\"a\">\n    <inertial>\n      <origin xyz=\"0.1 0 0\" rpy=\"0 0 0\"/>\n"
                            "      <mass value=\"2\"/>\n      <inertia ixx=\"1\" ixy=\"0\" ixz=\"0\" iyy=\"2\" iyz=\"0\" izz=\"3\"/>\n"
                            "    </inertial>\n    <visual><geometry><box size=\"1 1 1\"/></geometry></visual>\n  </link>\n</robot>\n"));
    }

    // A link written on one line gets the inertial on lines of its own.
    void inlineLinkGetsItsOwnLines() {
        const Written w =
            write("<robot name=\"r\">\n  <link name=\"a\"><visual><geometry><box size=\"1 1 1\"/></geometry></visual></link>\n</robot>\n",
                  QStringLiteral("r.urdf"), QStringLiteral("a"), {1, {0, 0, 0}, Eigen::Matrix3d::Identity()});
        QCOMPARE(w.text,
                 QByteArray("<robot name=\"r\">\n  <link name=\"a\">\n    <inertial>\n      <origin xyz=\"0 0 0\" rpy=\"0 0 0\"/>\n"
                            "      <mass value=\"1\"/>\n      <inertia ixx=\"1\" ixy=\"0\" ixz=\"0\" iyy=\"1\" iyz=\"0\" izz=\"1\"/>\n"
                            "    </inertial>\n    <visual><geometry><box size=\"1 1 1\"/></geometry></visual></link>\n</robot>\n"));
    }

    // A link a macro makes, or one whose inertial a macro writes, is refused
    // with a reason, and nothing is written.
    void xacroMacroRefused() {
        const QByteArray text =
            "<robot name=\"r\" xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n"
            "  <xacro:macro name=\"leg\" params=\"n\">\n    <link name=\"${n}\">\n"
            "      <inertial><mass value=\"1\"/><inertia ixx=\"1\" ixy=\"0\" ixz=\"0\" iyy=\"1\" iyz=\"0\" izz=\"1\"/></inertial>\n"
            "    </link>\n  </xacro:macro>\n  <xacro:leg n=\"a\"/>\n</robot>\n";
        const Written w = write(text, QStringLiteral("r.urdf.xacro"), QStringLiteral("a"), skewed());
        QVERIFY(w.text.isEmpty());
        QVERIFY2(w.refusal.contains(QLatin1String("macro")), qPrintable(w.refusal));
    }

    // A link the file does not write is refused, by its name.
    void refusedWhereNoLinkIsWritten() {
        const Written w =
            write("<robot name=\"r\">\n  <link name=\"a\"/>\n</robot>\n", QStringLiteral("r.urdf"), QStringLiteral("zz"), skewed());
        QVERIFY(w.text.isEmpty());
        QVERIFY2(w.refusal.contains(QLatin1String("zz")), qPrintable(w.refusal));
    }
};

QTEST_GUILESS_MAIN(TestInertialEdit)
#include "tst_inertialedit.moc"
