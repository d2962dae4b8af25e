// kinedit-cli diff: the semantic diff of two robot files, run as users run
// it (the binary, its exit code, its text and JSON), and as git's diff
// driver on a repository made here.
#include "TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kinedit::test;

namespace {

struct Run {
    int exit = -1;
    QString out, err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

Run cli(const QStringList& args, const QString& dir = {}) {
    QProcess p;
    if (!dir.isEmpty()) p.setWorkingDirectory(dir);
    p.start(QStringLiteral(KINEDIT_CLI_PATH), args);
    Run r;
    if (!p.waitForFinished(60000)) return r;
    r.exit = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// A two-joint arm, written one way.
const char* const arm = R"(<?xml version="1.0"?>
<robot name="arm">
  <link name="base">
    <inertial><mass value="2"/><origin xyz="0 0 0.05"/><inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.02"/></inertial>
    <visual><origin xyz="0 0 0.05"/><geometry><box size="0.1 0.1 0.1"/></geometry></visual>
    <collision><geometry><cylinder radius="0.05" length="0.1"/></geometry></collision>
  </link>
  <link name="upper"><visual><geometry><sphere radius="0.03"/></geometry></visual></link>
  <link name="tool"/>
  <joint name="shoulder" type="revolute">
    <parent link="base"/><child link="upper"/>
    <origin xyz="0 0 0.1" rpy="0 0 0"/><axis xyz="0 1 0"/>
    <limit lower="-1.5" upper="1.5" effort="1" velocity="1"/>
  </joint>
  <joint name="wrist" type="fixed">
    <parent link="upper"/><child link="tool"/>
    <origin xyz="0.2 0 0"/>
  </joint>
</robot>
)";

// The same arm written another way: element and attribute order, comments,
// whitespace and the spelling of numbers.
const char* const armRewritten = R"(<?xml version='1.0' encoding='UTF-8'?>
<!-- rewritten by hand -->
<robot name="arm">
  <joint type="fixed" name="wrist">
    <origin xyz="2e-1 0.0 -0"/>
    <child link="tool"/><parent link="upper"/>
  </joint>
  <link name="tool"></link>
  <joint type="revolute" name="shoulder">
    <limit velocity="1.0" effort="1.0" upper="+1.50" lower="-15e-1"/>
    <axis xyz="0 1.000 0"/><child link="upper"/><parent link="base"/>
    <origin rpy="0 0 0" xyz="0 0 .1"/>
  </joint>
  <link name="upper">
    <visual>
      <geometry>
        <sphere radius="0.030"/>
      </geometry>
    </visual>
  </link>
  <link name="base">
    <collision><geometry><cylinder length="0.1" radius="0.05"/></geometry></collision>
    <visual><geometry><box size="0.1 0.1 0.1"/></geometry><origin xyz="0 0 5e-2"/></visual>
    <inertial><inertia izz="0.02" iyz="0" iyy="0.01" ixz="0" ixy="0" ixx="0.01"/><origin xyz="0 0 0.05"/><mass value="2.0"/></inertial>
  </link>
</robot>
)";

QByteArray edited(const char* text, const QByteArray& from, const QByteArray& to) {
    QByteArray b(text);
    const qsizetype at = b.indexOf(from);
    return at < 0 ? QByteArray() : b.replace(at, from.size(), to);
}

// The first change of name and kind (and of element, when given).
QJsonObject findChange(const QJsonObject& report, const QString& name, const QString& change, const QString& element = {}) {
    for (const QJsonValue& v : report.value(QStringLiteral("changes")).toArray())
        if (v[QStringLiteral("name")].toString() == name && v[QStringLiteral("change")].toString() == change &&
            (element.isEmpty() || v[QStringLiteral("element")].toString() == element))
            return v.toObject();
    return {};
}

// MJCF: a joint following another (an equality), a keyframe, and a loop
// closed by a connect constraint.
const char* const mjcf = R"(<mujoco model="fourbar">
  <worldbody>
    <body name="crank">
      <joint name="j1" type="hinge" axis="0 1 0"/>
      <geom type="capsule" fromto="0 0 0 0.1 0 0" size="0.01" mass="0.1"/>
      <body name="coupler" pos="0.1 0 0">
        <joint name="j2" type="hinge" axis="0 1 0"/>
        <geom type="capsule" fromto="0 0 0 0 0 0.2" size="0.01" mass="0.1"/>
        <body name="rocker" pos="0 0 0.2">
          <joint name="j3" type="hinge" axis="0 1 0"/>
          <geom type="capsule" fromto="0 0 0 -0.1 0 0" size="0.01" mass="0.1"/>
        </body>
      </body>
    </body>
    <body name="post" pos="0 0 0.2"/>
    <body name="arm" pos="1 0 0">
      <joint name="ja" type="hinge" axis="0 1 0"/>
      <geom type="box" size="0.05 0.05 0.05" mass="1"/>
      <body name="hand" pos="0 0 0.2">
        <joint name="jb" type="hinge" axis="0 1 0"/>
        <geom type="sphere" size="0.02" mass="0.5"/>
      </body>
    </body>
  </worldbody>
  <equality>
    <connect body1="rocker" body2="post" anchor="-0.1 0 0"/>
    <joint joint1="jb" joint2="ja" polycoef="0 2 0 0 0"/>
  </equality>
  <keyframe><key name="home" qpos="0 0 0 0.5 1.0"/></keyframe>
</mujoco>
)";

const char* const xacroArm =
    "<?xml version=\"1.0\"?>\n"
    "<robot name=\"arm\" xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n"
    "  <xacro:arg name=\"reach\" default=\"0.3\"/>\n"
    "  <xacro:include filename=\"parts.xacro\"/>\n"
    "  <link name=\"base\"/>\n"
    "  <xacro:segment name=\"upper\" parent=\"base\" z=\"0.1\"/>\n"
    "  <xacro:segment name=\"lower\" parent=\"upper\" z=\"$(arg reach)\"/>\n"
    "</robot>\n";

const char* const xacroParts =
    "<?xml version=\"1.0\"?>\n"
    "<robot xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n"
    "  <xacro:macro name=\"segment\" params=\"name parent z\">\n"
    "    <link name=\"${name}\"><visual><geometry><cylinder radius=\"0.02\" length=\"${z}\"/></geometry></visual></link>\n"
    "    <joint name=\"${name}_joint\" type=\"revolute\">\n"
    "      <parent link=\"${parent}\"/><child link=\"${name}\"/>\n"
    "      <origin xyz=\"0 0 ${z}\"/><axis xyz=\"0 1 0\"/>\n"
    "      <limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/>\n"
    "    </joint>\n"
    "  </xacro:macro>\n"
    "</robot>\n";

}  // namespace

class DiffTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    QString file(const QString& name, const QByteArray& bytes) { return writeFile(dir.path(), name, bytes); }

private slots:
    void initTestCase() { QVERIFY(dir.isValid()); }

    void equalAfterRewriting() {
        const Run r = cli({QStringLiteral("diff"), file(QStringLiteral("a.urdf"), arm), file(QStringLiteral("b.urdf"), armRewritten)});
        QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QLatin1String("all 5 frame(s) equal")), qPrintable(r.out));
        // Re-indented by hand.
        QByteArray reindented(arm);
        reindented.replace("\n  ", "\n\t\t").replace("><", ">\n <");
        const Run e =
            cli({QStringLiteral("diff"), dir.filePath(QStringLiteral("a.urdf")), file(QStringLiteral("reindented.urdf"), reindented)});
        QVERIFY2(e.exit == 0, qPrintable(e.out + e.err));
        QVERIFY2(e.out.contains(QLatin1String("all 5 frame(s) equal")), qPrintable(e.out));
        // Written again by convert --normalize (an HRDF's values in the
        // specification's case).
        QByteArray hrdf = readFile(QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf"));
        hrdf.replace("type=\"X5HeavyRightOutside\"", "type=\"x5heavyrightoutside\"").replace("type=\"Custom\"", "type=\"custom\"");
        const QString lower = file(QStringLiteral("lower.hrdf"), hrdf), normalized = dir.filePath(QStringLiteral("normalized.hrdf"));
        const Run n = cli({QStringLiteral("convert"), QStringLiteral("--normalize"), lower, normalized});
        QVERIFY2(n.exit == 0 && n.err.contains(QLatin1String("2 value(s) rewritten")), qPrintable(n.out + n.err));
        const Run h = cli({QStringLiteral("diff"), lower, normalized});
        QVERIFY2(h.exit == 0, qPrintable(h.out + h.err));
        QVERIFY2(h.out.contains(QLatin1String("all 21 frame(s) equal")), qPrintable(h.out));
    }

    void jointMovedThreeMillimetres() {
        const QString moved = file(QStringLiteral("moved.urdf"), edited(arm, R"(xyz="0 0 0.1" rpy)", R"(xyz="0 0.003 0.1" rpy)"));
        const Run r = cli({QStringLiteral("diff"), file(QStringLiteral("a.urdf"), arm), moved});
        QCOMPARE(r.exit, 1);
        QVERIFY2(r.out.contains(QLatin1String("joint 'shoulder': origin moved 3 mm and turned 0 degrees in the frame of 'base'")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("largest position difference 3 mm")), qPrintable(r.out));
        // Nothing else changed: one change, the frames below the joint moved.
        const QJsonObject j = cli({QStringLiteral("diff"), QStringLiteral("--json"), dir.filePath(QStringLiteral("a.urdf")), moved}).json();
        QCOMPARE(j.value(QStringLiteral("changes")).toArray().size(), 1);
        QVERIFY(std::abs(findChange(j, QStringLiteral("shoulder"), QStringLiteral("origin"))[QStringLiteral("m")].toDouble() - 0.003) <
                1e-12);
        // Within a looser tolerance the files are equal.
        QCOMPARE(
            cli({QStringLiteral("diff"), QStringLiteral("--tol-m"), QStringLiteral("0.005"), dir.filePath(QStringLiteral("a.urdf")), moved})
                .exit,
            0);
    }

    void renamedLink() {
        QByteArray renamed(arm);
        renamed.replace("\"upper\"", "\"forearm\"");
        const Run r = cli({QStringLiteral("diff"), QStringLiteral("--json"), file(QStringLiteral("a.urdf"), arm),
                           file(QStringLiteral("renamed.urdf"), renamed)});
        QCOMPARE(r.exit, 1);
        const QJsonObject j = r.json();
        const QJsonObject c = findChange(j, QStringLiteral("forearm"), QStringLiteral("renamed"));
        QCOMPARE(c[QStringLiteral("old")].toString(), QStringLiteral("upper"));
        QCOMPARE(c[QStringLiteral("element")].toString(), QStringLiteral("link"));
        QCOMPARE(j.value(QStringLiteral("changes")).toArray().size(), 1);  // not removed and added
        QVERIFY(j.value(QStringLiteral("poses")).toArray()[0][QStringLiteral("moved")].toArray().isEmpty());
        // A joint renamed (its frame with it): said once.
        QByteArray joint(arm);
        joint.replace("\"shoulder\"", "\"elbow\"");
        const Run k = cli({QStringLiteral("diff"), dir.filePath(QStringLiteral("a.urdf")), file(QStringLiteral("joint.urdf"), joint)});
        QCOMPARE(k.exit, 1);
        QCOMPARE(k.out.count(QLatin1String("joint 'elbow': renamed from 'shoulder'")), 1);
        QCOMPARE(k.out.count(QLatin1String("\n")), 2);  // the rename, the poses
    }

    void linkPropertiesJson() {
        QByteArray changed = edited(arm, R"(<mass value="2"/>)", R"(<mass value="2.5"/>)");
        changed.replace(R"(<sphere radius="0.03"/>)", R"(<sphere radius="0.04"/>)");
        changed.replace(R"(upper="1.5")", R"(upper="1.2")");
        changed.replace(R"(<link name="tool"/>)", R"(<link name="tool"/><link name="camera"/>
  <joint name="camera_mount" type="fixed"><parent link="tool"/><child link="camera"/></joint>)");
        const Run r = cli({QStringLiteral("diff"), QStringLiteral("--json"), file(QStringLiteral("a.urdf"), arm),
                           file(QStringLiteral("props.urdf"), changed)});
        QCOMPARE(r.exit, 1);
        const QJsonObject j = r.json();
        QCOMPARE(j.value(QStringLiteral("equal")).toBool(true), false);
        QCOMPARE(findChange(j, QStringLiteral("base"), QStringLiteral("mass"))[QStringLiteral("new")].toString(), QStringLiteral("2.5"));
        QVERIFY(findChange(j, QStringLiteral("upper"), QStringLiteral("visual"))[QStringLiteral("new")].toString().startsWith(
            QLatin1String("sphere 0.04")));
        QCOMPARE(findChange(j, QStringLiteral("shoulder"), QStringLiteral("limits"))[QStringLiteral("new")].toString(),
                 QStringLiteral("[-1.5, 1.2]"));
        QCOMPARE(findChange(j, QStringLiteral("camera"), QStringLiteral("added"))[QStringLiteral("element")].toString(),
                 QStringLiteral("link"));
        QVERIFY(!findChange(j, QStringLiteral("camera_mount"), QStringLiteral("added")).isEmpty());
        QCOMPARE(j.value(QStringLiteral("changes")).toArray().size(), 5);  // camera_mount once, not as a frame and a joint
    }

    // One planted change of each kind, said once with its numbers.
    void plantedChanges_data() {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("name");    // the element changed
        QTest::addColumn<QString>("change");  // its kind
        QTest::addColumn<QString>("value");   // the new value as said, or the metres or radians
        QTest::newRow("type") << QByteArray(R"(name="shoulder" type="revolute")") << QByteArray(R"(name="shoulder" type="prismatic")")
                              << QStringLiteral("shoulder") << QStringLiteral("type") << QStringLiteral("prismatic");
        QTest::newRow("origin turned") << QByteArray(R"(rpy="0 0 0")") << QByteArray(R"(rpy="0 0 0.1")") << QStringLiteral("shoulder")
                                       << QStringLiteral("origin") << QStringLiteral("rad 0.1");
        QTest::newRow("parent") << QByteArray(R"(<parent link="upper"/><child link="tool"/>)")
                                << QByteArray(R"(<parent link="base"/><child link="tool"/>)") << QStringLiteral("wrist")
                                << QStringLiteral("parent") << QStringLiteral("base");
        QTest::newRow("centre of mass") << QByteArray(R"(<origin xyz="0 0 0.05"/><inertia)")
                                        << QByteArray(R"(<origin xyz="0 0 0.06"/><inertia)") << QStringLiteral("base")
                                        << QStringLiteral("com") << QStringLiteral("m 0.01");
        QTest::newRow("inertia") << QByteArray(R"(ixx="0.01")") << QByteArray(R"(ixx="0.015")") << QStringLiteral("base")
                                 << QStringLiteral("inertia") << QString();
        QTest::newRow("collision") << QByteArray(R"(<cylinder radius="0.05")") << QByteArray(R"(<cylinder radius="0.06")")
                                   << QStringLiteral("base") << QStringLiteral("collision") << QString();
        QTest::newRow("colour") << QByteArray(R"(<sphere radius="0.03"/></geometry>)")
                                << QByteArray(
                                       R"(<sphere radius="0.03"/></geometry><material name="red"><color rgba="1 0 0 1"/></material>)")
                                << QStringLiteral("upper") << QStringLiteral("visual") << QString();
        QTest::newRow("removed") << QByteArray(R"(<link name="tool"/>)") << QByteArray() << QStringLiteral("tool")
                                 << QStringLiteral("removed") << QString();
    }
    void plantedChanges() {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, name);
        QFETCH(QString, change);
        QFETCH(QString, value);
        QByteArray planted = edited(arm, from, to);
        QVERIFY(!planted.isEmpty());
        if (change == QLatin1String("removed")) {  // the link and the joint that holds it
            const qsizetype at = planted.indexOf("  <joint name=\"wrist\"");
            planted.remove(at, planted.indexOf("</joint>", at) + 9 - at);
        }
        const Run r = cli({QStringLiteral("diff"), QStringLiteral("--json"), file(QStringLiteral("a.urdf"), arm),
                           file(QStringLiteral("planted.urdf"), planted)});
        QCOMPARE(r.exit, 1);
        const QJsonObject j = r.json();
        int said = 0;
        for (const QJsonValue& c : j.value(QStringLiteral("changes")).toArray())
            if (c[QStringLiteral("name")].toString() == name && c[QStringLiteral("change")].toString() == change) ++said;
        QVERIFY2(said == 1, qPrintable(r.out));
        const QJsonObject c = findChange(j, name, change);
        if (value.startsWith(QLatin1String("m ")) || value.startsWith(QLatin1String("rad "))) {
            const QStringList unitAndNumber = value.split(QLatin1Char(' '));
            QVERIFY2(std::abs(c[unitAndNumber[0]].toDouble() - unitAndNumber[1].toDouble()) < 1e-9, qPrintable(r.out));
        } else if (!value.isEmpty()) {
            QVERIFY2(c[QStringLiteral("new")].toString().contains(value), qPrintable(r.out));
        }
    }

    void setValues() {
        // The axis reversed: the same poses at zero, not at --set values.
        const QString flipped = file(QStringLiteral("flipped.urdf"), edited(arm, R"(<axis xyz="0 1 0"/>)", R"(<axis xyz="0 -1 0"/>)"));
        const Run r = cli({QStringLiteral("diff"), QStringLiteral("--json"), QStringLiteral("--set"), QStringLiteral("shoulder=0.5"),
                           file(QStringLiteral("a.urdf"), arm), flipped});
        QCOMPARE(r.exit, 1);
        const QJsonArray poses = r.json().value(QStringLiteral("poses")).toArray();
        QCOMPARE(poses.size(), 2);
        QVERIFY(poses[0][QStringLiteral("moved")].toArray().isEmpty());
        QCOMPARE(poses[1][QStringLiteral("largest_angle")][QStringLiteral("rad")].toDouble(), 1.0);
        QVERIFY(!findChange(r.json(), QStringLiteral("shoulder"), QStringLiteral("axis")).isEmpty());
        // A joint neither file has: a usage error.
        QCOMPARE(cli({QStringLiteral("diff"), QStringLiteral("--set"), QStringLiteral("elbow=1"), dir.filePath(QStringLiteral("a.urdf")),
                      flipped})
                     .exit,
                 2);
    }

    void urdfAgainstItsMjcfExport() {
        // The example's fingers have no <inertial>: the export gives such a
        // moving body 1e-6 kg (MuJoCo refuses a massless one), and says so.
        const QString example = QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/parallel-gripper.urdf");
        const QString exampleMjcf = dir.filePath(QStringLiteral("example.xml"));
        const Run exported = cli({QStringLiteral("convert"), example, exampleMjcf});
        QCOMPARE(exported.exit, 0);
        QVERIFY2(exported.err.contains(QLatin1String("2 moving body(ies) without mass, which MuJoCo refuses: written with 1e-6 kg: "
                                                     "left_finger, right_finger [EXP-W004]")),
                 qPrintable(exported.err));
        const Run massless = cli({QStringLiteral("diff"), example, exampleMjcf});
        QCOMPARE(massless.exit, 1);
        QVERIFY2(massless.out.contains(QLatin1String("body 'left_finger': mass none -> 1e-06")), qPrintable(massless.out));
        // With inertials the export holds what the source holds.
        QByteArray text = readFile(example);
        for (const QByteArray& finger : {QByteArray("left_finger"), QByteArray("right_finger")})
            text.replace("<link name=\"" + finger + "\">",
                         "<link name=\"" + finger +
                             "\"><inertial><origin xyz=\"0 0 0.035\" rpy=\"0.1 0 0\"/><mass value=\"0.05\"/>"
                             "<inertia ixx=\"2e-5\" ixy=\"0\" ixz=\"0\" iyy=\"2e-5\" iyz=\"0\" izz=\"2e-6\"/></inertial>");
        const QString urdf = file(QStringLiteral("gripper.urdf"), text);
        const QString mjcf = dir.filePath(QStringLiteral("gripper.xml"));
        const Run convert = cli({QStringLiteral("convert"), urdf, mjcf});
        QVERIFY2(convert.exit == 0, qPrintable(convert.err));
        const Run r = cli({QStringLiteral("diff"), urdf, mjcf});
        QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
        // The export moved, by hand: found across formats.
        QByteArray moved = readFile(mjcf);
        QVERIFY(moved.contains("<body name=\"left_finger\" pos=\"0 0.045 0.03\">"));
        QVERIFY(!file(QStringLiteral("gripper-moved.xml"), moved.replace("pos=\"0 0.045 0.03\"", "pos=\"0 0.046 0.03\"")).isEmpty());
        const Run m = cli({QStringLiteral("diff"), urdf, dir.filePath(QStringLiteral("gripper-moved.xml"))});
        QCOMPARE(m.exit, 1);
        QVERIFY2(m.out.contains(QLatin1String("joint 'left_slide': origin moved 1 mm")), qPrintable(m.out));
    }

    // Across formats, what one format cannot say is not a change: a URDF
    // shape of no colour is MJCF's default grey, and a fixed joint MJCF has
    // no frame for is said once, as removed (the export names it), not as
    // a new parent and a moved origin of the link below it.
    void fixedJointsAndDefaultColoursAcrossFormats() {
        const QString urdf = file(QStringLiteral("tool.urdf"), R"(<robot name="r">
  <link name="base"><inertial><mass value="1"/><inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.01"/></inertial>
    <visual><geometry><box size="0.1 0.1 0.1"/></geometry></visual></link>
  <link name="tool"><inertial><mass value="0.2"/><inertia ixx="0.001" ixy="0" ixz="0" iyy="0.001" iyz="0" izz="0.001"/></inertial>
    <visual><geometry><sphere radius="0.02"/></geometry></visual></link>
  <joint name="mount" type="fixed"><parent link="base"/><child link="tool"/><origin xyz="0 0 0.3" rpy="0 0.5 0"/></joint>
</robot>
)");
        const QString mjcf = dir.filePath(QStringLiteral("tool.xml"));
        const Run exported = cli({QStringLiteral("convert"), urdf, mjcf});
        QCOMPARE(exported.exit, 0);
        QVERIFY2(exported.err.contains(QLatin1String("1 frame(s) not in the export: mount [EXP-W004]")), qPrintable(exported.err));
        const Run r = cli({QStringLiteral("diff"), QStringLiteral("--json"), urdf, mjcf});
        QCOMPARE(r.exit, 1);
        const QJsonArray changes = r.json().value(QStringLiteral("changes")).toArray();
        QVERIFY2(changes.size() == 1, qPrintable(r.out));
        QCOMPARE(changes[0][QStringLiteral("name")].toString(), QStringLiteral("mount"));
        QCOMPARE(changes[0][QStringLiteral("change")].toString(), QStringLiteral("removed"));
        QVERIFY(r.json().value(QStringLiteral("poses")).toArray()[0][QStringLiteral("moved")].toArray().isEmpty());
        // A colour given is still a colour changed, and the tool moved still moved.
        QByteArray changed = readFile(mjcf);
        QVERIFY(changed.contains("<body name=\"tool\" pos=\"0 0 0.3\""));
        changed.replace("<body name=\"tool\" pos=\"0 0 0.3\"", "<body name=\"tool\" pos=\"0 0 0.31\"");
        changed.replace("type=\"sphere\"", "type=\"sphere\" rgba=\"1 0 0 1\"");
        const Run m = cli({QStringLiteral("diff"), urdf, file(QStringLiteral("tool-changed.xml"), changed)});
        QCOMPARE(m.exit, 1);
        QVERIFY2(m.out.contains(QLatin1String("origin moved 10 mm")) && m.out.contains(QLatin1String("in the frame of 'base'")),
                 qPrintable(m.out));
        QVERIFY2(m.out.contains(QLatin1String("visual shape changed: sphere 0.02 0 0 at 0 0 0 -> sphere 0.02 0 0 at 0 0 0 rgba 1 0 0 1")),
                 qPrintable(m.out));
    }

    // Formats cut a robot into frames differently: HRDF holds masses on com
    // frames and moves joints' output frames, URDF holds them on links and
    // puts joints between links. The same rigid bodies with the same masses
    // and shapes are the same robot, and what the export says it changed is
    // all the diff says.
    void rigidBodiesAcrossFormats() {
        const QString hrdf = file(QStringLiteral("arm.hrdf"), R"(<robot version="1.4.0">
  <actuator type="X8-9"/>
  <link type="X5" extension="0.325" twist="0"/>
  <actuator type="X5-1"/>
  <bracket type="X5LightRight"/>
</robot>
)");
        const QString urdf = dir.filePath(QStringLiteral("arm.urdf"));
        const Run exported = cli({QStringLiteral("convert"), hrdf, urdf});
        QCOMPARE(exported.exit, 0);
        const Run r = cli({QStringLiteral("diff"), QStringLiteral("--json"), hrdf, urdf});
        QCOMPARE(r.exit, 1);
        const QJsonArray changes = r.json().value(QStringLiteral("changes")).toArray();
        QVERIFY2(!changes.isEmpty(), qPrintable(r.out));
        for (const QJsonValue& c : changes) {
            const QString name = c[QStringLiteral("name")].toString(), change = c[QStringLiteral("change")].toString();
            QVERIFY2((change == QLatin1String("removed") && name.endsWith(QLatin1String("/com"))) ||
                         (change == QLatin1String("added") && name.endsWith(QLatin1String("~fixed"))),
                     qPrintable(r.out));
            QVERIFY2(exported.err.contains(name), qPrintable(name + QStringLiteral(" not in: ") + exported.err));
        }
        QVERIFY(r.json().value(QStringLiteral("poses")).toArray()[0][QStringLiteral("moved")].toArray().isEmpty());
        // A joint of the export moved 50 mm: the joint, and no mass (the bodies
        // below hold theirs where they held them, on themselves).
        QByteArray text = readFile(urdf);
        const QByteArray joint = R"(<joint name="actuator#2" type="continuous">)";
        const qsizetype at = text.indexOf("<origin xyz=\"", text.indexOf(joint));
        QVERIFY(text.indexOf(joint) >= 0 && at > 0);
        const qsizetype from = at + 13, to = text.indexOf('"', from);
        QStringList xyz = QString::fromUtf8(text.mid(from, to - from)).split(QLatin1Char(' '));
        QCOMPARE(xyz.size(), 3);
        xyz[2] = QString::number(xyz[2].toDouble() + 0.05, 'g', 17);
        text.replace(from, to - from, xyz.join(QLatin1Char(' ')).toUtf8());
        const Run moved = cli({QStringLiteral("diff"), hrdf, file(QStringLiteral("arm-moved.urdf"), text)});
        QCOMPARE(moved.exit, 1);
        QVERIFY2(moved.out.contains(QLatin1String("joint 'actuator#2': origin moved 50 mm")), qPrintable(moved.out));
        QVERIFY2(!moved.out.contains(QLatin1String("mass")) && !moved.out.contains(QLatin1String("centre of mass")) &&
                     !moved.out.contains(QLatin1String("inertia")),
                 qPrintable(moved.out));

        // In one format, a mass and a shape moved from a link to its fixed
        // child, even to the same place, are the author's change: said frame
        // by frame.
        const QByteArray arm = R"(<robot name="r">
  <link name="base"/>
  <link name="arm">INERTIAL_ARM</link>
  <link name="tip">INERTIAL_TIP</link>
  <joint name="j" type="revolute"><parent link="base"/><child link="arm"/><axis xyz="0 0 1"/><limit lower="-1" upper="1" effort="1" velocity="1"/></joint>
  <joint name="t" type="fixed"><parent link="arm"/><child link="tip"/><origin xyz="0 0 0.2" rpy="0.3 0 0"/></joint>
</robot>
)";
        const QByteArray onArm =
            R"(<inertial><origin xyz="0 0 0.1"/><mass value="1"/><inertia ixx="0.02" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.03"/></inertial>
    <visual><origin xyz="0 0 0.2" rpy="0.3 0 0"/><geometry><box size="0.1 0.2 0.3"/></geometry></visual>)";
        // The same in the tip's frame: 0.1 m back along the arm's z, turned by -0.3 rad about x.
        const double c = std::cos(0.3), sn = std::sin(0.3);
        const QByteArray onTip =
            QStringLiteral(
                R"(<inertial><origin xyz="0 %1 %2" rpy="-0.3 0 0"/><mass value="%3"/><inertia ixx="0.02" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.03"/></inertial>
    <visual><geometry><box size="0.1 0.2 0.3"/></geometry></visual>)")
                .arg(-0.1 * sn, 0, 'g', 17)
                .arg(-0.1 * c, 0, 'g', 17)
                .toUtf8();
        const auto robot = [&](const QByteArray& a, const QByteArray& t) {
            return QByteArray(arm).replace("INERTIAL_ARM", a).replace("INERTIAL_TIP", t);
        };
        const QString before = file(QStringLiteral("arm-mass.urdf"), robot(onArm, {}));
        const Run same =
            cli({QStringLiteral("diff"), before, file(QStringLiteral("tip-mass.urdf"), robot({}, QByteArray(onTip).replace("%3", "1")))});
        QCOMPARE(same.exit, 1);
        for (const char* line : {"link 'arm': mass 1 -> none", "link 'tip': mass none -> 1", "link 'arm': visual shape removed",
                                 "link 'tip': visual shape added"})
            QVERIFY2(same.out.contains(QLatin1String(line)), qPrintable(line + QStringLiteral(" not in: ") + same.out));
    }

    // A joint hung from another link is said, even where every frame stays
    // where it was at the default configuration (the bodies below move
    // otherwise once a joint turns).
    void aJointHungElsewhereIsSaid() {
        const QByteArray robot = R"(<robot name="r">
  <link name="base"/><link name="a"/><link name="b"/>
  <joint name="j1" type="revolute"><parent link="base"/><child link="a"/><origin xyz="0 0 0.1"/><axis xyz="0 0 1"/>
    <limit lower="-1" upper="1" effort="1" velocity="1"/></joint>
  <joint name="j2" type="revolute"><parent link="a"/><child link="b"/><origin xyz="0 0 0.2"/><axis xyz="0 1 0"/>
    <limit lower="-1" upper="1" effort="1" velocity="1"/></joint>
</robot>
)";
        QByteArray moved(robot);
        moved.replace(R"(<parent link="a"/><child link="b"/><origin xyz="0 0 0.2"/>)",
                      R"(<parent link="base"/><child link="b"/><origin xyz="0 0 0.3"/>)");
        QVERIFY(moved != robot);
        const Run r =
            cli({QStringLiteral("diff"), file(QStringLiteral("hung.urdf"), robot), file(QStringLiteral("hung-moved.urdf"), moved)});
        QCOMPARE(r.exit, 1);
        QVERIFY2(r.out.contains(QLatin1String("joint 'j2': parent a -> base")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("all 5 frame(s) equal")), qPrintable(r.out));
    }

    void loopsFollowersAndKeyframes() {
        QByteArray changed(mjcf);
        changed.replace(R"(anchor="-0.1 0 0")", R"(anchor="-0.1 0 0.001")");
        changed.replace(R"(polycoef="0 2 0 0 0")", R"(polycoef="0 3 0 0 0")");
        changed.replace(R"(qpos="0 0 0 0.5 1.0")", R"(qpos="0 0 0 0.4 0.8")");
        const QString a = file(QStringLiteral("loop.xml"), mjcf);
        QCOMPARE(cli({QStringLiteral("diff"), a, a}).exit, 0);
        const Run r = cli({QStringLiteral("diff"), QStringLiteral("--json"), a, file(QStringLiteral("loop-changed.xml"), changed)});
        QCOMPARE(r.exit, 1);
        const QJsonObject j = r.json();
        const QJsonObject loop = findChange(j, QStringLiteral("connect#0"), QStringLiteral("origin"), QStringLiteral("loop"));
        QCOMPARE(loop[QStringLiteral("in")].toString(), QStringLiteral("rocker"));
        QVERIFY(std::abs(loop[QStringLiteral("m")].toDouble() - 0.001) < 1e-12);
        QCOMPARE(findChange(j, QStringLiteral("jb"), QStringLiteral("mimic"))[QStringLiteral("new")].toString(),
                 QStringLiteral("3 * ja + 0"));
        // The tree joints' values, then the loop joint's.
        QVERIFY(findChange(j, QStringLiteral("home"), QStringLiteral("values"))[QStringLiteral("new")].toString().startsWith(
            QLatin1String("0 0 0 0.4 0.8 ")));
    }

    void skins() {
        // A grid's skin inflated 2 cm more and recoloured: its surface moved
        // 2 cm, its colour changed; without the skin, it is removed.
        const QByteArray sheet = R"(<mujoco model="sheet">
  <worldbody>
    <composite type="grid" prefix="n" count="4 3 1" spacing="0.1">
      <skin rgba=".2 .4 .8 1" inflate="0.01"/>
      <geom size=".01"/>
    </composite>
  </worldbody>
</mujoco>
)";
        QByteArray changed(sheet);
        changed.replace(R"(rgba=".2 .4 .8 1" inflate="0.01")", R"(rgba=".8 .4 .2 1" inflate="0.03")");
        QByteArray bare(sheet);
        bare.replace(R"(<skin rgba=".2 .4 .8 1" inflate="0.01"/>)", "");
        const QString a = file(QStringLiteral("sheet.xml"), sheet);
        QCOMPARE(cli({QStringLiteral("diff"), a, a}).exit, 0);
        const QJsonObject j =
            cli({QStringLiteral("diff"), QStringLiteral("--json"), a, file(QStringLiteral("sheet-changed.xml"), changed)}).json();
        const QJsonObject surface = findChange(j, QStringLiteral("nSkin"), QStringLiteral("surface"), QStringLiteral("skin"));
        QVERIFY2(std::abs(surface[QStringLiteral("m")].toDouble() - 0.02) < 1e-6, qPrintable(surface[QStringLiteral("text")].toString()));
        QCOMPARE(findChange(j, QStringLiteral("nSkin"), QStringLiteral("colour"))[QStringLiteral("new")].toString(),
                 QStringLiteral("0.8 0.4 0.2 1"));
        QCOMPARE(j[QStringLiteral("changes")].toArray().size(), 2);
        const QJsonObject gone = cli({QStringLiteral("diff"), QStringLiteral("--json"), a, file(QStringLiteral("bare.xml"), bare)}).json();
        QVERIFY(!findChange(gone, QStringLiteral("nSkin"), QStringLiteral("removed"), QStringLiteral("skin")).isEmpty());
    }

    void unreadableFiles() {
        const QString a = file(QStringLiteral("a.urdf"), arm);
        const Run missing = cli({QStringLiteral("diff"), a, dir.filePath(QStringLiteral("absent.urdf"))});
        QCOMPARE(missing.exit, 2);
        QVERIFY(missing.err.contains(QLatin1String("XML-E019")));
        QCOMPARE(cli({QStringLiteral("diff"), a, file(QStringLiteral("plain.xml"), "<config><a/></config>")}).exit, 2);
        QCOMPARE(cli({QStringLiteral("diff"), a, file(QStringLiteral("broken.urdf"), "<robot name=")}).exit, 2);
        QCOMPARE(cli({QStringLiteral("diff"), a}).exit, 2);
    }

    void xacroArgumentsPerSide() {
        const QString arm = file(QStringLiteral("x/arm.xacro"), xacroArm);
        file(QStringLiteral("x/parts.xacro"), xacroParts);
        const QString d = QStringLiteral("diff");
        QCOMPARE(cli({d, arm, arm}).exit, 0);
        QCOMPARE(cli({d, arm, arm, QStringLiteral("reach:=0.4")}).exit, 0);  // both sides
        const Run r = cli({d, arm, arm, QStringLiteral("--new-arg"), QStringLiteral("reach:=0.4")});
        QCOMPARE(r.exit, 1);
        QVERIFY2(r.out.contains(QLatin1String("joint 'lower_joint': origin moved 100 mm")), qPrintable(r.out));
        QCOMPARE(cli({d, QStringLiteral("--old-arg"), QStringLiteral("reach:=0.4"), QStringLiteral("--new-arg"),
                      QStringLiteral("reach:=0.4"), arm, arm})
                     .exit,
                 0);
        // The expansion against xacro's own: the URDF convert writes.
        const QString urdf = dir.filePath(QStringLiteral("x/arm.urdf"));
        QCOMPARE(cli({QStringLiteral("convert"), arm, urdf, QStringLiteral("reach:=0.4")}).exit, 0);
        QCOMPARE(cli({d, QStringLiteral("--old-arg"), QStringLiteral("reach:=0.4"), arm, urdf}).exit, 0);
        QCOMPARE(cli({d, arm, urdf}).exit, 1);
    }

    void gitDriver() {
        const QString git = QStandardPaths::findExecutable(QStringLiteral("git"));
        if (git.isEmpty()) QSKIP("git is not installed");
        QTemporaryDir repo;
        QVERIFY(repo.isValid());
        const auto run = [&](const QStringList& args) {
            QProcess p;
            p.setWorkingDirectory(repo.path());
            p.start(git, QStringList{QStringLiteral("-c"), QStringLiteral("user.name=t"), QStringLiteral("-c"),
                                     QStringLiteral("user.email=t@example.org")} +
                             args);
            p.waitForFinished(60000);
            return std::make_pair(p.exitCode(), QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError()));
        };
        QCOMPARE(run({QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral(".")}).first, 0);
        writeFile(repo.path(), QStringLiteral(".gitattributes"), "*.xacro diff=kinedit\n");
        writeFile(repo.path(), QStringLiteral("robot/arm.xacro"), xacroArm);
        writeFile(repo.path(), QStringLiteral("robot/parts.xacro"), xacroParts);
        QCOMPARE(run({QStringLiteral("add"), QStringLiteral("-A")}).first, 0);
        QCOMPARE(run({QStringLiteral("commit"), QStringLiteral("-qm"), QStringLiteral("arm")}).first, 0);
        // The old version is a temporary file outside the tree: its include must still resolve.
        writeFile(repo.path(), QStringLiteral("robot/arm.xacro"), QByteArray(xacroArm).replace("z=\"0.1\"", "z=\"0.103\""));
        const QString driver = QStringLiteral("diff.kinedit.command=") + QStringLiteral(KINEDIT_CLI_PATH) + QStringLiteral(" diff --git");
        const auto [exit, text] = run({QStringLiteral("-c"), driver, QStringLiteral("diff")});
        QVERIFY2(exit == 0, qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("kinedit diff a/robot/arm.xacro b/robot/arm.xacro")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("joint 'upper_joint': origin moved 3 mm")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("not compared")), qPrintable(text));
        // A commit against the one before, both from git's objects.
        QCOMPARE(run({QStringLiteral("commit"), QStringLiteral("-qam"), QStringLiteral("moved")}).first, 0);
        const auto [logExit, log] = run({QStringLiteral("-c"), driver, QStringLiteral("log"), QStringLiteral("-p"), QStringLiteral("-1"),
                                         QStringLiteral("--ext-diff"), QStringLiteral("--"), QStringLiteral("robot/arm.xacro")});
        QCOMPARE(logExit, 0);
        QVERIFY2(log.contains(QLatin1String("joint 'upper_joint': origin moved 3 mm")), qPrintable(log));
        // git difftool with the documented line: the old version from git's
        // objects, its include found beside the file's place (--as).
        const QString tool = QStringLiteral("difftool.kinedit.cmd=") + QStringLiteral(KINEDIT_CLI_PATH) +
                             QStringLiteral(" diff --as \"$MERGED\" \"$LOCAL\" \"$REMOTE\"");
        const auto [toolExit, toolText] = run({QStringLiteral("-c"), tool, QStringLiteral("difftool"), QStringLiteral("-y"),
                                               QStringLiteral("-t"), QStringLiteral("kinedit"), QStringLiteral("HEAD~1"),
                                               QStringLiteral("HEAD"), QStringLiteral("--"), QStringLiteral("robot/arm.xacro")});
        QVERIFY2(toolText.contains(QLatin1String("joint 'upper_joint': origin moved 3 mm")), qPrintable(toolText));
        QVERIFY2(!toolText.contains(QLatin1String("not compared")), qPrintable(toolText));
        Q_UNUSED(toolExit);  // git passes on the tool's 1 (different) as it likes
        // A file added and one deleted, staged: said as such.
        writeFile(repo.path(), QStringLiteral("robot/second.xacro"), xacroArm);
        QCOMPARE(run({QStringLiteral("add"), QStringLiteral("robot/second.xacro")}).first, 0);
        QCOMPARE(run({QStringLiteral("rm"), QStringLiteral("-q"), QStringLiteral("robot/arm.xacro")}).first, 0);
        const auto [stagedExit, staged] =
            run({QStringLiteral("-c"), driver, QStringLiteral("diff"), QStringLiteral("--cached"), QStringLiteral("--no-renames")});
        QCOMPARE(stagedExit, 0);
        QVERIFY2(staged.contains(QLatin1String("kinedit diff a/robot/second.xacro b/robot/second.xacro\nnew file")), qPrintable(staged));
        QVERIFY2(staged.contains(QLatin1String("kinedit diff a/robot/arm.xacro b/robot/arm.xacro\ndeleted file")), qPrintable(staged));
    }
};

QTEST_GUILESS_MAIN(DiffTest)
#include "tst_diff.moc"
