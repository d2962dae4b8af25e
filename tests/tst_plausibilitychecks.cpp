// The plausibility checks (model/check/PlausibilityChecks.h) through the
// one document check:
// - com_far.urdf of shared/corpus/inertia gives exactly its one PHYS-W006;
// - small files of URDF, SDFormat, MJCF, SKEL and xacro give PHYS-W006 or
//   PHYS-W007 where the file wrote the value, beside a fixed copy that
//   gives none;
// - overlapping shapes sum their volumes; links without collision geometry
//   and links whose mesh is not known yet get none; a mesh's facts come
//   from the source in CheckInput (a fake one here, and the CLI's, which
//   loads the mesh);
// - `kinedit-cli validate` shows them in text and JSON.
#include "CheckedText.h"
#include "TestSupport.h"

#include "check/DocumentCheck.h"
#include "check/MeshFacts.h"
#include "geometry/LoadingMeshFacts.h"
#include "xml/XmlDocument.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <atomic>
#include <memory>

using namespace kinedit;

namespace {

QString inertiaDir() { return test::corpusDir() + QStringLiteral("/inertia"); }

Diagnostics plausibility(const Diagnostics& all) {
    Diagnostics out;
    for (const Diagnostic& d : all)
        if (d.code == QLatin1String("PHYS-W006") || d.code == QLatin1String("PHYS-W007")) out.append(d);
    return out;
}

QString describe(const Diagnostics& d) {
    QStringList s;
    for (const Diagnostic& x : d) s << x.toText();
    return s.join(QLatin1Char('\n'));
}

using Checked = test::CheckedText;
using test::checkText;

// A URDF of a fixed base and one moving link with the given <inertial>
// (line 5 <inertial>, line 6 <mass>) and collision/visual body.
QByteArray urdf(const char* com, const char* mass, const QByteArray& shapes) {
    return QByteArray(
               "<?xml version=\"1.0\"?>\n<robot name=\"r\">\n<link name=\"base\"/>\n<link name=\"a\">\n  <inertial>\n"
               "    <mass value=\"") +
           mass + "\"/>\n    <origin xyz=\"" + com +
           "\"/>\n    <inertia ixx=\"0.01\" ixy=\"0\" ixz=\"0\" iyy=\"0.01\" iyz=\"0\" izz=\"0.01\"/>\n  </inertial>\n" + shapes +
           "</link>\n<joint name=\"j\" type=\"continuous\"><parent link=\"base\"/><child link=\"a\"/><axis xyz=\"0 0 1\"/></joint>\n"
           "</robot>\n";
}
QByteArray collision(const QByteArray& geometry, const char* xyz = "0 0 0") {
    return QByteArray("  <collision><origin xyz=\"") + xyz + "\"/><geometry>" + geometry + "</geometry></collision>\n";
}
const QByteArray box10cm = "<box size=\"0.1 0.1 0.1\"/>";  // 0.001 m³

// Answers for one mesh path, or "not known yet"; counts the questions.
class FakeMeshes : public MeshFactsSource {
public:
    std::optional<MeshFacts> answer;
    mutable std::atomic<int> asked = 0;
    std::optional<MeshFacts> facts(const MeshRef&) const override {
        ++asked;
        return answer;
    }
};

}  // namespace

class TestPlausibilityChecks : public QObject {
    Q_OBJECT
private slots:
    void comFarCorpus() {
        const QString path = inertiaDir() + QStringLiteral("/urdf/com_far.urdf");
        KINEDIT_REQUIRE_SHARED(path);
        const CheckedFile f = checkFile(path);
        QVERIFY(f.check.model);
        Diagnostics phys;
        for (const Diagnostic& d : f.check.diagnostics)
            if (d.code.startsWith(QLatin1String("PHYS-"))) phys.append(d);
        QVERIFY2(phys.size() == 1, qPrintable(describe(f.check.diagnostics)));
        const Diagnostic& d = phys.first();
        QCOMPARE(d.code, QStringLiteral("PHYS-W006"));
        QCOMPARE(d.severity, Severity::Warning);
        QVERIFY2(d.message.contains(QLatin1String("'link2', (5, 0, 0.2), lies 4.975 m outside")), qPrintable(d.message));
        // At link2's <inertial>.
        const QList<QByteArray> lines = test::readFile(path).split('\n');
        QVERIFY(d.line > 0 && d.line <= lines.size());
        QVERIFY2(lines[d.line - 1].contains("<inertial>"), lines[d.line - 1].constData());
        QVERIFY(lines[d.line - 2].contains("<link name=\"link2\">"));
        QCOMPARE(countSeverity(f.check.diagnostics, Severity::Error), 0);
    }

    void formats_data() {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("bad");
        QTest::addColumn<QByteArray>("good");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("says");

        QTest::newRow("urdf com") << "t.urdf" << urdf("0.3 0 0", "1", collision(box10cm)) << urdf("0.05 0 0", "1", collision(box10cm))
                                  << "PHYS-W006" << 5 << "lies 0.25 m outside";
        QTest::newRow("urdf dense") << "t.urdf" << urdf("0 0 0", "30", collision(box10cm)) << urdf("0 0 0", "20", collision(box10cm))
                                    << "PHYS-W007" << 6 << "a density of 30000 kg/m³, outside 50–25000 kg/m³";
        QTest::newRow("urdf light") << "t.urdf" << urdf("0 0 0", "0.04", collision(box10cm)) << urdf("0 0 0", "0.06", collision(box10cm))
                                    << "PHYS-W007" << 6 << "a density of 40 kg/m³";
        // A cylinder of radius 0.1 and length 1, moved 0.5 up: 0.0314 m³, z 0-1.
        const QByteArray cylinder = collision("<cylinder radius=\"0.1\" length=\"1\"/>", "0 0 0.5");
        QTest::newRow("urdf cylinder com") << "t.urdf" << urdf("0 0 1.2", "30", cylinder) << urdf("0 0 1.05", "30", cylinder) << "PHYS-W006"
                                           << 5 << "(-0.1, -0.1, 0) to (0.1, 0.1, 1)";
        QTest::newRow("urdf sphere light") << "t.urdf" << urdf("0 0 0", "0.1", collision("<sphere radius=\"0.1\"/>"))
                                           << urdf("0 0 0", "1", collision("<sphere radius=\"0.1\"/>")) << "PHYS-W007" << 6
                                           << "in 0.004189 m³";

        const auto sdf = [](const char* mass, const char* pose) {
            return QByteArray(
                       "<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n<model name=\"m\">\n<link name=\"a\"/>\n<link name=\"b\">\n"
                       "  <inertial>\n    <pose>") +
                   pose + "</pose>\n    <mass>" + mass +
                   "</mass>\n    <inertia><ixx>1</ixx><iyy>1</iyy><izz>1</izz></inertia>\n  </inertial>\n"
                   "  <collision name=\"c\"><geometry><box><size>1 1 1</size></box></geometry></collision>\n</link>\n"
                   "<joint name=\"j\" type=\"revolute\"><parent>a</parent><child>b</child><axis><xyz>0 0 1</xyz></axis></joint>\n"
                   "</model>\n</sdf>\n";
        };
        QTest::newRow("sdf com") << "t.sdf" << sdf("1000", "0 3 0 0 0 0") << sdf("1000", "0 0.6 0 0 0 0") << "PHYS-W006" << 6
                                 << "'b', (0, 3, 0)";
        QTest::newRow("sdf light") << "t.sdf" << sdf("10", "0 0 0 0 0 0") << sdf("100", "0 0 0 0 0 0") << "PHYS-W007" << 8
                                   << "a density of 10 kg/m³";

        // MJCF: every geom counts (MuJoCo collides and weighs them all).
        const auto mjcf = [](const char* mass) {
            return QByteArray(
                       "<mujoco model=\"m\">\n<worldbody>\n<body name=\"b\">\n<joint name=\"j\" type=\"hinge\"/>\n"
                       "<inertial pos=\"0 0 0\" mass=\"") +
                   mass + "\" diaginertia=\"0.1 0.1 0.1\"/>\n<geom type=\"box\" size=\"0.5 0.5 0.5\"/>\n</body>\n</worldbody>\n</mujoco>\n";
        };
        QTest::newRow("mjcf dense") << "t.xml" << mjcf("30000") << mjcf("3000") << "PHYS-W007" << 5 << "'b' weighs 3e+04 kg in 1 m³";

        const auto skel = [](const char* mass) {
            return QByteArray(
                       "<skel version=\"1.0\">\n<world name=\"w\">\n<skeleton name=\"s\">\n<body name=\"b\">\n  <inertia>\n"
                       "    <mass>") +
                   mass +
                   "</mass>\n    <moment_of_inertia><ixx>1</ixx><iyy>1</iyy><izz>1</izz><ixy>0</ixy><ixz>0</ixz><iyz>0</iyz>"
                   "</moment_of_inertia>\n  </inertia>\n"
                   "  <collision_shape><geometry><box><size>1 1 1</size></box></geometry></collision_shape>\n</body>\n"
                   "<joint type=\"revolute\" name=\"j\"><parent>world</parent><child>b</child><axis><xyz>0 0 1</xyz></axis></joint>\n"
                   "</skeleton>\n</world>\n</skel>\n";
        };
        QTest::newRow("skel light") << "t.skel" << skel("1") << skel("1000") << "PHYS-W007" << 6 << "a density of 1 kg/m³";

        // xacro: a macro's link, reported in the macro's text.
        const auto xacro = [](const char* mass) {
            return QByteArray(
                       "<?xml version=\"1.0\"?>\n<robot name=\"r\" xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n"
                       "<xacro:macro name=\"arm\" params=\"m\">\n"
                       "  <link name=\"link1\">\n    <inertial>\n      <mass value=\"${m}\"/>\n"
                       "      <inertia ixx=\"0.1\" ixy=\"0\" ixz=\"0\" iyy=\"0.1\" iyz=\"0\" izz=\"0.1\"/>\n"
                       "    </inertial>\n    <collision><geometry><box size=\"0.1 0.1 0.1\"/></geometry></collision>\n  </link>\n"
                       "  <joint name=\"j1\" type=\"continuous\"><parent link=\"base\"/><child link=\"link1\"/><axis xyz=\"0 0 "
                       "1\"/></joint>\n"
                       "</xacro:macro>\n<link name=\"base\"/>\n<xacro:arm m=\"") +
                   mass + "\"/>\n</robot>\n";
        };
        QTest::newRow("xacro light") << "t.urdf.xacro" << xacro("0.01") << xacro("2") << "PHYS-W007" << 6 << "'link1' weighs 0.01 kg";
    }
    void formats() {
        QFETCH(QString, fileName);
        QFETCH(QByteArray, bad);
        QFETCH(QByteArray, good);
        QFETCH(QString, code);
        QFETCH(int, line);
        QFETCH(QString, says);
        const Checked b = checkText(bad, fileName);
        QVERIFY(b.doc);
        QVERIFY2(b.check.model, qPrintable(describe(b.check.diagnostics)));
        const Diagnostics found = plausibility(b.check.diagnostics);
        QVERIFY2(found.size() == 1, qPrintable(describe(b.check.diagnostics)));
        QCOMPARE(found.first().code, code);
        QCOMPARE(found.first().severity, Severity::Warning);
        QCOMPARE(found.first().file, fileName);
        QCOMPARE(found.first().line, line);
        QVERIFY2(found.first().message.contains(says), qPrintable(found.first().message));
        const Checked g = checkText(good, fileName);
        QVERIFY(g.check.model);
        QVERIFY2(plausibility(g.check.diagnostics).isEmpty(), qPrintable(describe(g.check.diagnostics)));
    }

    // Values just past a limit print enough digits to stay past it: not
    // "a density of 50 kg/m³, outside 50–25000", nor a distance that is a
    // tenth of the diagonal printed beside it.
    void numbersKeepTheirSideOfTheLimit() {
        static const QRegularExpression density(QStringLiteral("a density of (\\S+) kg/m³"));
        const Checked light = checkText(urdf("0 0 0", "0.0499996", collision(box10cm)), QStringLiteral("t.urdf"));
        const Diagnostics w7 = plausibility(light.check.diagnostics);
        QVERIFY2(w7.size() == 1, qPrintable(describe(light.check.diagnostics)));
        const QRegularExpressionMatch d = density.match(w7.first().message);
        QVERIFY2(d.hasMatch() && d.captured(1).toDouble() < 50, qPrintable(w7.first().message));

        // The box's diagonal is 0.1·√3; the centre lies just over a tenth of it outside.
        static const QRegularExpression far(QStringLiteral("lies (\\S+) m outside .* diagonal, (\\S+) m\\)"));
        const Checked com = checkText(urdf("0.0673206 0 0", "1", collision(box10cm)), QStringLiteral("t.urdf"));
        const Diagnostics w6 = plausibility(com.check.diagnostics);
        QVERIFY2(w6.size() == 1, qPrintable(describe(com.check.diagnostics)));
        const QRegularExpressionMatch f = far.match(w6.first().message);
        QVERIFY2(f.hasMatch() && f.captured(1).toDouble() > f.captured(2).toDouble() / 10, qPrintable(w6.first().message));
    }

    // Two 0.001 m³ boxes overlapping by half: 0.09 kg is 45 kg/m³ in their
    // summed 0.002 m³ (90 in their union): the volumes are summed.
    void overlappingShapesSumVolumes() {
        const QByteArray two = collision(box10cm) + collision(box10cm, "0.05 0 0");
        const Diagnostics found = plausibility(checkText(urdf("0 0 0", "0.09", two), QStringLiteral("t.urdf")).check.diagnostics);
        QVERIFY2(found.size() == 1, qPrintable(describe(found)));
        QVERIFY2(found.first().message.contains(QStringLiteral("in 0.002 m³")), qPrintable(found.first().message));
        QVERIFY(plausibility(checkText(urdf("0 0 0", "0.11", two), QStringLiteral("t.urdf")).check.diagnostics).isEmpty());
    }

    // Visual geometry only: nothing to judge against.
    void noCollisionGeometry() {
        const QByteArray visual = "  <visual><geometry><box size=\"0.1 0.1 0.1\"/></geometry></visual>\n";
        const Checked c = checkText(urdf("5 0 0", "1000", visual), QStringLiteral("t.urdf"));
        QVERIFY(c.check.model);
        QVERIFY2(plausibility(c.check.diagnostics).isEmpty(), qPrintable(describe(c.check.diagnostics)));
    }

    // A mesh's facts come from the source: none (not known yet) leaves the
    // link out; known, they are scaled and placed like the mesh.
    void meshFactsFromSource() {
        QTemporaryDir dir;  // (the compiler keeps only meshes it finds; the fake answers for this one)
        const QString part = test::writeFile(dir.path(), QStringLiteral("part.stl"), "solid part\nendsolid part\n");
        const QByteArray mesh = collision("<mesh filename=\"file://" + part.toUtf8() + "\" scale=\"2 2 2\"/>", "0 0 1");
        const QByteArray text = urdf("0 0 0", "0.2", mesh);  // COM 1 m below the mesh's centre
        auto meshes = std::make_shared<FakeMeshes>();
        QVERIFY(plausibility(checkText(text, QStringLiteral("t.urdf")).check.diagnostics).isEmpty());  // no source
        QVERIFY(plausibility(checkText(text, QStringLiteral("t.urdf"), meshes).check.diagnostics).isEmpty());
        QVERIFY(meshes->asked > 0);
        // A 0.1 m cube at the origin, scaled 2: 0.2 m, 0.008 m³ (25 kg/m³), z 0.9-1.1.
        meshes->answer = MeshFacts{Eigen::Vector3d::Constant(-0.05), Eigen::Vector3d::Constant(0.05), 0.001, true};
        const Diagnostics found = plausibility(checkText(text, QStringLiteral("t.urdf"), meshes).check.diagnostics);
        QVERIFY2(found.size() == 2, qPrintable(describe(found)));
        QCOMPARE(found[0].code, QStringLiteral("PHYS-W006"));
        QVERIFY2(found[0].message.contains(QLatin1String("(-0.1, -0.1, 0.9) to (0.1, 0.1, 1.1)")), qPrintable(found[0].message));
        QCOMPARE(found[1].code, QStringLiteral("PHYS-W007"));
        QVERIFY2(found[1].message.contains(QStringLiteral("in 0.008 m³")), qPrintable(found[1].message));
        // An open mesh has no volume: its box still counts.
        meshes->answer->closed = false;
        const Diagnostics open = plausibility(checkText(text, QStringLiteral("t.urdf"), meshes).check.diagnostics);
        QVERIFY2(open.size() == 1 && open.first().code == QLatin1String("PHYS-W006"), qPrintable(describe(open)));
    }

    // The CLI's source loads the mesh: the PR2 base of the inertia corpus,
    // 0.1167 m³, weighs 1 kg (9 kg/m³) in a copy of a URDF beside it.
    void loadedMesh() {
        const QString stl = inertiaDir() + QStringLiteral("/meshes/pr2_base_L.stl");
        KINEDIT_REQUIRE_SHARED(stl);
        const QByteArray mesh = collision("<mesh filename=\"file://" + stl.toUtf8() + "\"/>");
        const auto meshes = std::make_shared<LoadingMeshFacts>();
        const Diagnostics light = plausibility(checkText(urdf("0 0 0", "1", mesh), QStringLiteral("t.urdf"), meshes).check.diagnostics);
        QVERIFY2(light.size() == 1 && light.first().code == QLatin1String("PHYS-W007"), qPrintable(describe(light)));
        QVERIFY2(light.first().message.contains(QStringLiteral("in 0.1167 m³")), qPrintable(light.first().message));
        QVERIFY(plausibility(checkText(urdf("0 0 0", "100", mesh), QStringLiteral("t.urdf"), meshes).check.diagnostics).isEmpty());
    }

    // kinedit-cli validate, text and JSON, with a mesh it loads itself.
    void throughCli() {
        const QString stl = inertiaDir() + QStringLiteral("/meshes/pr2_base_L.stl");
        KINEDIT_REQUIRE_SHARED(stl);
        QTemporaryDir dir;
        const QString file = test::writeFile(dir.path(), QStringLiteral("r.urdf"),
                                             urdf("0 0 0", "1", collision("<mesh filename=\"file://" + stl.toUtf8() + "\"/>")));
        QProcess p;
        p.start(QStringLiteral(KINEDIT_CLI_PATH), {QStringLiteral("validate"), file});
        QVERIFY(p.waitForFinished(60000));
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        QCOMPARE(p.exitCode(), 0);  // warnings only
        QVERIFY2(text.contains(file + QStringLiteral(":6:5: warning: 'a' weighs 1 kg in 0.1167 m³")) &&
                     text.contains(QLatin1String("[PHYS-W007]")),
                 qPrintable(text));
        p.start(QStringLiteral(KINEDIT_CLI_PATH), {QStringLiteral("validate"), QStringLiteral("--json"), file});
        QVERIFY(p.waitForFinished(60000));
        const QJsonArray files = QJsonDocument::fromJson(p.readAllStandardOutput()).object().value(QStringLiteral("files")).toArray();
        QCOMPARE(files.size(), 1);
        int w007 = 0;
        for (const QJsonValue& d : files[0].toObject().value(QStringLiteral("diagnostics")).toArray())
            if (d.toObject().value(QStringLiteral("code")).toString() == QLatin1String("PHYS-W007")) {
                ++w007;
                QCOMPARE(d.toObject().value(QStringLiteral("line")).toInt(), 6);
            }
        QCOMPARE(w007, 1);
    }
};

QTEST_GUILESS_MAIN(TestPlausibilityChecks)
#include "tst_plausibilitychecks.moc"
