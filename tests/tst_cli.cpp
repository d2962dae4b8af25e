// kinedit-cli as a user runs it: exit codes, output forms, round trips.
#include "CorpusFiles.h"
#include "TestMeshes.h"
#include "TestSupport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>

namespace {

struct Run {
    int code = -1;
    QByteArray out, err;
    bool crashed = false;
};

Run cli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(KINEDIT_CLI_PATH), args);
    Run r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        r.crashed = true;
        return r;
    }
    r.crashed = p.exitStatus() != QProcess::NormalExit;
    r.code = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    const QString path = dir.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(bytes);
    return path;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void versionAndHelp() {
        Run v = cli({QStringLiteral("--version")});
        QCOMPARE(v.code, 0);
        QVERIFY(v.out.startsWith("kinedit-cli "));
        Run h = cli({QStringLiteral("--help")});
        QCOMPARE(h.code, 0);
        for (const char* sub : {"validate", "eval", "convert", "frames", "info", "inertia"}) QVERIFY(h.out.contains(sub));
        for (const char* sub : {"validate", "eval", "convert", "frames", "info"}) {
            Run s = cli({QString::fromLatin1(sub), QStringLiteral("--help")});
            QCOMPARE(s.code, 0);
            QVERIFY(s.out.startsWith("usage: kinedit-cli " + QByteArray(sub)));
        }
        QCOMPARE(cli({QStringLiteral("frobnicate")}).code, 2);
        QCOMPARE(cli({}).code, 2);
    }
    void eval() {
        Run r = cli({QStringLiteral("eval"), QStringLiteral("formula"), QStringLiteral("(100 + 45) / (3*pi)")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.trimmed().toDouble(), 145.0 / (3 * M_PI));
        r = cli({QStringLiteral("eval"), QStringLiteral("formula"), QStringLiteral("-1")});  // a sign, not an option
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.trimmed(), QByteArray("-1"));
        r = cli({QStringLiteral("eval"), QStringLiteral("formula"), QStringLiteral("2 pi")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("at column 3"));
        QVERIFY(r.err.contains("\n    ^"));
        r = cli({QStringLiteral("eval"), QStringLiteral("number"), QStringLiteral("1. 02")});
        QCOMPARE(r.code, 1);
        r = cli({QStringLiteral("eval"), QStringLiteral("rotation"), QStringLiteral("Rz(pi/2)")});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> nine = r.out.trimmed().split(' ');
        QCOMPARE(nine.size(), 9);
        QVERIFY(std::abs(nine[1].toDouble() + 1) < 1e-15);  // row-major: R(0,1) = -sin
        QVERIFY(std::abs(nine[3].toDouble() - 1) < 1e-15);
        r = cli({QStringLiteral("eval"), QStringLiteral("rotation"), QStringLiteral("Rx(pi/2")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("expected ')' at column 8"));
        r = cli({QStringLiteral("eval"), QStringLiteral("translation"), QStringLiteral("1 2 3")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.trimmed(), QByteArray("1 2 3"));
        QCOMPARE(cli({QStringLiteral("eval"), QStringLiteral("matrix"), QStringLiteral("1")}).code, 2);
        QCOMPARE(cli({QStringLiteral("eval"), QStringLiteral("formula")}).code, 2);
    }
    void validate() {
        QTemporaryDir dir;
        const QString good = write(dir, QStringLiteral("good.urdf"), "<robot name=\"r\"><link name=\"a\"/></robot>\n");
        const QString bad = write(dir, QStringLiteral("bad.sdf"), "<sdf version='1.9'>\n  <model name='m'><link name='l'/>\n</sdf>\n");
        Run r = cli({QStringLiteral("validate"), good});
        QCOMPARE(r.code, 0);
        QVERIFY(!r.out.contains("error"));
        r = cli({QStringLiteral("validate"), good, bad});
        QCOMPARE(r.code, 1);
        // FILE:LINE:COL: error: MESSAGE [CODE]
        QVERIFY2(r.out.contains(bad.toUtf8() + ":3:1: error: element <model> opened at line 2 is not closed before "
                                               "</sdf> [XML-E002]"),
                 r.out.constData());
        r = cli({QStringLiteral("validate"), good, dir.filePath(QStringLiteral("missing.urdf"))});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.contains("missing.urdf: error: no such file [XML-E019]"));
        QCOMPARE(cli({QStringLiteral("validate")}).code, 2);
        QCOMPARE(cli({QStringLiteral("validate"), QStringLiteral("--bogus"), good}).code, 2);

        r = cli({QStringLiteral("validate"), QStringLiteral("--json"), good, bad});
        QCOMPARE(r.code, 1);
        QJsonParseError pe;
        const QJsonObject top = QJsonDocument::fromJson(r.out, &pe).object();
        QCOMPARE(pe.error, QJsonParseError::NoError);
        QCOMPARE(top.value(QStringLiteral("errors")).toInt(), 1);
        const QJsonArray files = top.value(QStringLiteral("files")).toArray();
        QCOMPARE(files.size(), 2);
        QJsonObject d;
        for (const QJsonValue v : files[1].toObject().value(QStringLiteral("diagnostics")).toArray())
            if (v.toObject().value(QStringLiteral("severity")).toString() == QLatin1String("error")) d = v.toObject();
        QCOMPARE(d.value(QStringLiteral("code")).toString(), QStringLiteral("XML-E002"));
        QCOMPARE(d.value(QStringLiteral("line")).toInt(), 3);
        QCOMPARE(d.value(QStringLiteral("column")).toInt(), 1);
        QCOMPARE(d.value(QStringLiteral("path")).toString(), QStringLiteral("/sdf/model[1]"));
    }
    // The inertial checks in validate --json: a moving link of mass 0 is
    // an error at its <mass>, with the summary note at the file.
    void validateInertial() {
        QTemporaryDir dir;
        const QString file = write(dir, QStringLiteral("massless.urdf"),
                                   "<robot name=\"r\">\n<link name=\"a\"/>\n<link name=\"b\">\n  <inertial>\n    <mass value=\"0\"/>\n"
                                   "    <inertia ixx=\"1\" ixy=\"0\" ixz=\"0\" iyy=\"1\" iyz=\"0\" izz=\"1\"/>\n  </inertial>\n</link>\n"
                                   "<joint name=\"j\" type=\"continuous\"><parent link=\"a\"/><child link=\"b\"/></joint>\n</robot>\n");
        const Run r = cli({QStringLiteral("validate"), QStringLiteral("--json"), file});
        QCOMPARE(r.code, 1);
        const QJsonObject top = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(top.value(QStringLiteral("errors")).toInt(), 1);
        QStringList codes;
        QJsonObject e;
        for (const QJsonValue v :
             top.value(QStringLiteral("files")).toArray()[0].toObject().value(QStringLiteral("diagnostics")).toArray()) {
            codes << v.toObject().value(QStringLiteral("code")).toString();
            if (codes.last() == QLatin1String("PHYS-E001")) e = v.toObject();
        }
        QCOMPARE(codes, (QStringList{QStringLiteral("PHYS-N001"), QStringLiteral("PHYS-E001")}));
        QCOMPARE(e.value(QStringLiteral("line")).toInt(), 5);
        QCOMPARE(e.value(QStringLiteral("column")).toInt(), 5);
        QVERIFY2(e.value(QStringLiteral("message")).toString().contains(QLatin1String("mjMINVAL")), r.out.constData());
    }
    void convertRoundTrip() {
        QTemporaryDir dir;
        const QByteArray text = "<?xml version='1.0'?>\n<!-- mine -->\n<robot  name = 'r' >\r\n\t<link name=\"a\" />\n</robot>";
        const QString in = write(dir, QStringLiteral("in.urdf"), text);
        const QString out = dir.filePath(QStringLiteral("out.urdf"));
        QCOMPARE(cli({QStringLiteral("convert"), in, out}).code, 0);
        QCOMPARE(readAll(out), text);

        // Errors stop the write unless forced; forced, it is still lossless.
        const QByteArray broken = "<robot>\n  <link name='a'>\n</robot>\n";
        const QString bin = write(dir, QStringLiteral("broken.urdf"), broken);
        const QString bout = dir.filePath(QStringLiteral("broken-out.urdf"));
        Run r = cli({QStringLiteral("convert"), bin, bout});
        QCOMPARE(r.code, 1);
        QVERIFY(!QFileInfo::exists(bout));
        QVERIFY(r.err.contains("XML-E002"));
        QCOMPARE(cli({QStringLiteral("convert"), QStringLiteral("--force"), bin, bout}).code, 0);
        QCOMPARE(readAll(bout), broken);

        QCOMPARE(cli({QStringLiteral("convert"), in}).code, 2);
        QCOMPARE(cli({QStringLiteral("convert"), dir.filePath(QStringLiteral("none.urdf")), out}).code, 2);
    }
    // `convert --force IN OUT` with the same extension copies byte for byte,
    // whatever Kinedit thinks of the file (wrong root, another format's,
    // errors): six files of every corpus folder, spread over its sorted
    // paths, and three whose root is not their extension's format, which
    // then get that format's located error. The byte-exact reading of every
    // corpus file is tst_roundtrip's, in one process (a process per file
    // took eleven minutes under the sanitizers).
    void corpusFilesRoundTrip() {
        KINEDIT_REQUIRE_SHARED(kinedit::test::corpusDir());
        QMap<QString, QStringList> byFolder;  // corpus/<folder>/... → files
        for (const QString& in : kinedit::test::corpusXmlFiles())
            byFolder[QDir(kinedit::test::corpusDir()).relativeFilePath(in).section(QLatin1Char('/'), 0, 0)] << in;
        QTemporaryDir dir;
        int copied = 0, unreadable = 0;
        QStringList failures;
        const char* const wrongRoots[] = {"/sdf/sdf/empty_invalid.sdf", "/sdf/integration/include_description.sdf",
                                          "/skel/data/urdf/test/testWorld.urdf"};
        QStringList chosen;
        for (const QStringList& files : std::as_const(byFolder))
            for (qsizetype k = 0; k < std::min<qsizetype>(6, files.size()); ++k) chosen << files[k * files.size() / 6];
        for (const char* file : wrongRoots) chosen << kinedit::test::corpusDir() + QLatin1String(file);
        for (const QString& in : std::as_const(chosen)) {
            const QString out = dir.filePath(QStringLiteral("copy.") + QFileInfo(in).suffix());
            QFile::remove(out);
            const Run r = cli({QStringLiteral("convert"), QStringLiteral("--force"), in, out});
            if (r.code == 1 && r.err.contains("XML-E") && !QFileInfo::exists(out)) {  // refused XML: nothing to copy
                ++unreadable;
                continue;
            }
            if (r.code != 0 || readAll(out) != readAll(in))
                failures << QStringLiteral("%1 (exit %2)").arg(in).arg(r.code);
            else
                ++copied;
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
        QVERIFY(byFolder.size() >= 8);
        QVERIFY(copied >= 5 * byFolder.size());
        qInfo("%d files copied byte for byte, %d not well-formed", copied, unreadable);
        for (const char* file : wrongRoots) {
            const Run v = cli({QStringLiteral("validate"), kinedit::test::corpusDir() + QLatin1String(file)});
            const QByteArray said = v.out + v.err;
            QCOMPARE(v.code, 1);
            QVERIFY2(said.contains("-E001") && (said.contains(":1:1:") || said.contains(":2:1:")), said.constData());
            QVERIFY(!said.contains("CLI-N001"));
        }
    }
    void corpusRoundTrip() {
        const QString in = kinedit::test::corpusDir() + QStringLiteral("/urdf/example-robot-data/robots/panda_description/urdf/panda.urdf");
        KINEDIT_REQUIRE_SHARED(in);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("panda.urdf"));
        QCOMPARE(cli({QStringLiteral("convert"), in, out}).code, 0);
        QCOMPARE(readAll(out), readAll(in));
    }
    void modelCommandsArguments() {
        QTemporaryDir dir;
        const QString f = write(dir, QStringLiteral("a.urdf"), "<robot name='r'/>");
        QCOMPARE(cli({QStringLiteral("frames")}).code, 2);
        QCOMPARE(cli({QStringLiteral("frames"), QStringLiteral("--set"), QStringLiteral("j1"), f}).code, 2);
        QCOMPARE(cli({QStringLiteral("frames"), QStringLiteral("--set"), QStringLiteral("j1=2 pi"), f}).code, 2);
        QCOMPARE(cli({QStringLiteral("info"), QStringLiteral("--set"), QStringLiteral("j1=1"), f}).code, 2);
        QCOMPARE(cli({QStringLiteral("info"), dir.filePath(QStringLiteral("none"))}).code, 2);
    }
    // inertia --json: per link the solid of its collision shapes (a box, a
    // 2 x 1 x 1 mesh moved and scaled) beside its <inertial>; --density,
    // --geometry visual; open and unreadable meshes; usage errors exit 2.
    void inertiaJson() {
        QTemporaryDir dir;
        write(dir, QStringLiteral("cube.stl"), kinedit::test::cubeStl());
        write(dir, QStringLiteral("sheet.stl"), kinedit::test::looseSheetStl(4, 1));
        const QString urdf = write(dir, QStringLiteral("r.urdf"), R"(<robot name="r">
  <link name="base"><inertial><mass value="2"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial>
    <collision><origin xyz="0 0 1"/><geometry><box size="0.2 0.4 0.6"/></geometry></collision>
    <visual><geometry><sphere radius="1"/></geometry></visual></link>
  <link name="arm"><collision><origin xyz="1 0 0" rpy="0 0 1.5707963267948966"/>
    <geometry><mesh filename="cube.stl" scale="2 1 1"/></geometry></collision></link>
  <joint name="j" type="revolute"><parent link="base"/><child link="arm"/><axis xyz="0 0 1"/>
    <limit lower="-1" upper="1" effort="1" velocity="1"/></joint>
</robot>)");
        const Run r = cli({QStringLiteral("inertia"), QStringLiteral("--json"), urdf});
        QCOMPARE(r.code, 0);
        const QJsonArray links = QJsonDocument::fromJson(r.out).object().value(QLatin1String("links")).toArray();
        QCOMPARE(links.size(), 2);
        const QJsonObject base = links[0].toObject(), arm = links[1].toObject();
        QCOMPARE(base.value(QLatin1String("name")).toString(), QStringLiteral("base"));
        QCOMPARE(base.value(QLatin1String("mass")).toDouble(), 48.0);
        QCOMPARE(base.value(QLatin1String("com")).toArray()[2].toDouble(), 1.0);
        const QJsonArray i = base.value(QLatin1String("inertia")).toArray();
        QVERIFY(std::abs(i[0].toArray()[0].toDouble() - 2.08) < 1e-12 && std::abs(i[2].toArray()[2].toDouble() - 0.8) < 1e-12);
        QCOMPARE(base.value(QLatin1String("declared")).toObject().value(QLatin1String("mass")).toDouble(), 2.0);
        QVERIFY(base.value(QLatin1String("closed")).toBool());
        // The mesh: 2 x 1 x 1 (x along the link's y after the turn), its corner at the origin.
        QVERIFY(std::abs(arm.value(QLatin1String("mass")).toDouble() - 2000) < 1e-9);
        const QJsonArray c = arm.value(QLatin1String("com")).toArray();
        QVERIFY2(
            std::abs(c[0].toDouble() - 0.5) < 1e-12 && std::abs(c[1].toDouble() - 1) < 1e-12 && std::abs(c[2].toDouble() - 0.5) < 1e-12,
            r.out.constData());
        const QJsonArray ia = arm.value(QLatin1String("inertia")).toArray();
        QVERIFY(std::abs(ia[0].toArray()[0].toDouble() - 2000 * (4 + 1) / 12.0) < 1e-9);  // across the long edge, now along y
        QVERIFY(std::abs(ia[1].toArray()[1].toDouble() - 2000 * (1 + 1) / 12.0) < 1e-9);
        QVERIFY(!arm.contains(QLatin1String("declared")));
        const Run dense =
            cli({QStringLiteral("inertia"), QStringLiteral("--json"), QStringLiteral("--density"), QStringLiteral("500"), urdf});
        QCOMPARE(QJsonDocument::fromJson(dense.out)
                     .object()
                     .value(QLatin1String("links"))
                     .toArray()[0]
                     .toObject()
                     .value(QLatin1String("mass"))
                     .toDouble(),
                 24.0);
        const Run visual =
            cli({QStringLiteral("inertia"), QStringLiteral("--geometry"), QStringLiteral("visual"), QStringLiteral("--json"), urdf});
        const QJsonArray v = QJsonDocument::fromJson(visual.out).object().value(QLatin1String("links")).toArray();
        QCOMPARE(v.size(), 1);  // arm has no visual and no inertial
        QVERIFY(std::abs(v[0].toObject().value(QLatin1String("mass")).toDouble() - 4000 * M_PI / 3) < 1e-9);
        // An open mesh is weighed and reported; an unreadable one is an error.
        const QString open = write(dir, QStringLiteral("open.urdf"), R"(<robot name="o"><link name="l"><collision>
  <geometry><mesh filename="sheet.stl"/></geometry></collision></link></robot>)");
        const Run o = cli({QStringLiteral("inertia"), QStringLiteral("--json"), open});
        QCOMPARE(o.code, 0);
        QVERIFY2(o.err.contains("[CLI-W002]"), o.err.constData());
        QVERIFY(!QJsonDocument::fromJson(o.out)
                     .object()
                     .value(QLatin1String("links"))
                     .toArray()[0]
                     .toObject()
                     .value(QLatin1String("closed"))
                     .toBool());
        write(dir, QStringLiteral("sheet.stl"), "not a mesh");
        const Run bad = cli({QStringLiteral("inertia"), open});
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains("[CLI-E002]"), bad.err.constData());
        QCOMPARE(cli({QStringLiteral("inertia"), QStringLiteral("--density"), QStringLiteral("-1"), urdf}).code, 2);
        QCOMPARE(cli({QStringLiteral("inertia"), QStringLiteral("--density")}).code, 2);
        QCOMPARE(cli({QStringLiteral("inertia"), QStringLiteral("--geometry"), QStringLiteral("both"), urdf}).code, 2);
        QCOMPARE(cli({QStringLiteral("inertia"), dir.filePath(QStringLiteral("none.urdf"))}).code, 2);
    }
    // info counts the meshes' triangles and vertices (distinct corners),
    // per link and in all, visual and collision apart, names the meshes
    // over MuJoCo's 200,000-face STL limit and those it could not read
    // (missing ones are the validator's warnings).
    void infoCountsTheMeshes() {
        QTemporaryDir dir;
        write(dir, QStringLiteral("cube.stl"), kinedit::test::cubeStl());
        write(dir, QStringLiteral("ball.stl"), kinedit::test::sphereStl(500, 0.1));
        write(dir, QStringLiteral("bad.stl"), "not a mesh");
        const QString urdf = write(dir, QStringLiteral("r.urdf"), R"(<robot name="r">
  <link name="base"><visual><geometry><mesh filename="cube.stl"/></geometry></visual>
    <collision><geometry><mesh filename="cube.stl"/></geometry></collision></link>
  <link name="head"><visual><geometry><mesh filename="ball.stl"/></geometry></visual>
    <visual><geometry><mesh filename="cube.stl"/></geometry></visual><visual><geometry><mesh filename="bad.stl"/></geometry></visual></link>
  <joint name="j" type="fixed"><parent link="base"/><child link="head"/></joint>
</robot>)");
        const Run text = cli({QStringLiteral("info"), urdf});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains("  base: visual: 1 mesh(es), 12 triangles, 8 vertices; collision: 1 mesh(es), 12 triangles, 8 vertices"),
                 text.out.constData());
        QVERIFY2(text.out.contains("ball.stl (249,000)"), text.out.constData());
        QVERIFY2(text.out.contains("meshes not read: bad.stl"), text.out.constData());
        const Run json = cli({QStringLiteral("info"), QStringLiteral("--json"), urdf});
        QCOMPARE(json.code, 0);
        const QJsonObject m = QJsonDocument::fromJson(json.out).object().value(QLatin1String("meshes")).toObject();
        QCOMPARE(m.value(QLatin1String("files")).toInt(), 2);
        QCOMPARE(m.value(QLatin1String("visual")).toObject().value(QLatin1String("meshes")).toInt(), 3);
        QCOMPARE(m.value(QLatin1String("visual")).toObject().value(QLatin1String("triangles")).toInt(), 249024);
        QCOMPARE(m.value(QLatin1String("collision")).toObject().value(QLatin1String("vertices")).toInt(), 8);
        const QJsonArray links = m.value(QLatin1String("links")).toArray();
        QCOMPARE(links.size(), 2);
        QCOMPARE(links[1].toObject().value(QLatin1String("frame")).toString(), QStringLiteral("head"));
        QCOMPARE(links[1].toObject().value(QLatin1String("visual")).toObject().value(QLatin1String("triangles")).toInt(), 249012);
        const QJsonArray over = m.value(QLatin1String("over_limits")).toArray();
        QCOMPARE(over.size(), 1);
        QCOMPARE(over[0].toObject().value(QLatin1String("reader")).toString(), QStringLiteral("MuJoCo 2.2.2"));
        QCOMPARE(over[0].toObject().value(QLatin1String("limit")).toInt(), 200000);
        QCOMPARE(over[0].toObject().value(QLatin1String("meshes")).toArray().size(), 1);
        QCOMPARE(m.value(QLatin1String("not_read")).toArray().size(), 1);
    }

    // Hostile files end in an exit code, never a signal.
    // xacro arguments as xacro takes them (NAME:=VALUE) and as --arg
    // NAME:=VALUE, on every command that reads a file; bench load and
    // bench validate too. A --arg without NAME:=VALUE is a usage error.
    void xacroArguments() {
        const QString rover = QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/xacro/rover/rover.urdf.xacro");
        const auto joints = [](const Run& r) { return QJsonDocument::fromJson(r.out).object().value(QLatin1String("joints")).toInt(); };
        const Run plain = cli({QStringLiteral("info"), QStringLiteral("--json"), rover});
        QCOMPARE(plain.code, 0);
        QCOMPARE(joints(plain), 3);
        for (const QStringList& extra :
             {QStringList{QStringLiteral("wheels:=3")}, QStringList{QStringLiteral("--arg"), QStringLiteral("wheels:=3")},
              QStringList{QStringLiteral("--arg=wheels:=3")}}) {
            const Run r = cli(QStringList{QStringLiteral("info"), QStringLiteral("--json"), rover} + extra);
            QCOMPARE(r.code, 0);
            QCOMPARE(joints(r), 4);
        }
        const Run frames = cli({QStringLiteral("frames"), rover, QStringLiteral("--arg"), QStringLiteral("wheels:=3")});
        QVERIFY2(frames.out.contains("rear_wheel_joint"), frames.out.constData());
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("rover.urdf"));
        QCOMPARE(cli({QStringLiteral("convert"), rover, out, QStringLiteral("--arg"), QStringLiteral("body_length:=1.5")}).code, 0);
        QVERIFY(readAll(out).contains("size=\"1.5 0.3 0.1\""));
        const Run load = cli({QStringLiteral("bench"), QStringLiteral("load"), rover, QStringLiteral("--repeat"), QStringLiteral("1"),
                              QStringLiteral("--json"), QStringLiteral("--arg"), QStringLiteral("wheels:=3")});
        QCOMPARE(load.code, 0);
        QCOMPARE(QJsonDocument::fromJson(load.out).object().value(QLatin1String("frames")).toInt(), 9);  // 7 with two wheels
        const Run missing = cli({QStringLiteral("validate"), rover, QStringLiteral("--arg")});
        QCOMPARE(missing.code, 2);
        QVERIFY(missing.err.contains("--arg needs NAME:=VALUE"));
    }

    // One exit code contract for every command: 0 done, 1 the input has
    // errors (a document refused for its content included), 2 cannot run
    // (usage, a file that cannot be opened, no format the command works on).
    void exitCodes() {
        QTemporaryDir dir;
        const QString good = write(dir, QStringLiteral("good.urdf"), "<robot name='r'><link name='a'/></robot>\n");
        const QString bad = write(dir, QStringLiteral("bad.urdf"),
                                  "<robot name='r'><link name='a'/><joint name='j' type='fixed'><parent link='a'/>"
                                  "<child link='nowhere'/></joint></robot>\n");
        const QString bomb = write(dir, QStringLiteral("bomb.urdf"),
                                   "<!DOCTYPE robot [<!ENTITY a \"x\"><!ENTITY b \"&a;&a;\">]><robot name='r'>&b;</robot>\n");
        const QString plain = write(dir, QStringLiteral("plain.xml"), "<notes/>\n");
        const QString missing = dir.filePath(QStringLiteral("missing.urdf"));
        const auto out = [&](const char* name) { return dir.filePath(QLatin1String(name)); };
        const QString robots = dir.filePath(QStringLiteral("generated"));
        const QList<QPair<QStringList, int>> table = {
            {{"validate", good}, 0},
            {{"validate", bad}, 1},
            {{"validate", bomb}, 1},
            {{"validate", "--json", bomb}, 1},
            {{"validate", good, missing}, 2},
            {{"validate", "--bogus", good}, 2},
            {{"eval", "formula", "1+1"}, 0},
            {{"eval", "formula", "2 pi"}, 1},
            {{"eval", "matrix", "1"}, 2},
            {{"convert", good, out("copy.urdf")}, 0},
            {{"convert", good, out("export.sdf")}, 0},
            {{"convert", bad, out("bad-copy.urdf")}, 1},
            {{"convert", bad, out("bad-export.sdf")}, 1},
            {{"convert", bomb, out("bomb-copy.urdf")}, 1},
            {{"convert", missing, out("none.urdf")}, 2},
            {{"convert", good}, 2},
            {{"frames", good}, 0},
            {{"frames", bad}, 1},
            {{"frames", bomb}, 1},
            {{"frames", missing}, 2},
            {{"frames", plain}, 2},
            {{"frames", "--set", "nosuch=1", good}, 2},
            {{"info", good}, 0},
            {{"info", bad}, 1},
            {{"info", bomb}, 1},
            {{"info", missing}, 2},
            {{"info", "--set", "j=1", good}, 2},
            {{"bench", "load", good, "--repeat", "1"}, 0},
            {{"bench", "load", bad, "--repeat", "1"}, 1},
            {{"bench", "load", bomb, "--repeat", "1"}, 1},
            {{"bench", "load", missing}, 2},
            {{"bench", "validate", good, "--runs", "1"}, 0},
            {{"bench", "validate", bad, "--runs", "1"}, 1},
            {{"bench", "validate", bomb, "--runs", "1"}, 1},
            {{"bench", "validate", missing, "--runs", "1"}, 2},
            {{"bench", "kinematics", good, "--base", "a", "--tip", "nosuch"}, 2},
            {{"bench", "frobnicate"}, 2},
            {{"generate", "urdf", robots, "-n", "1", "-m", "2"}, 0},
            {{"generate", "nosuch", robots}, 2},
            {{"diff", good, good}, 0},
            {{"diff", good, out("copy.urdf")}, 0},
            {{"diff", good, out("export.sdf")}, 0},
            {{"diff", good, missing}, 2},
            {{"diff", plain, good}, 2},
            {{"diff", bomb, good}, 2},
            {{"diff", good}, 2},
            {{"diff", "--tol-m", "-1", good, good}, 2},
            {{"diff", "--git", "good.urdf", missing, "0", "100644", good, "0", "100644"}, 0},
            {{"inertia", good}, 0},
            {{"inertia", bad}, 1},
            {{"inertia", bomb}, 1},
            {{"inertia", missing}, 2},
            {{"inertia", plain}, 2},
            {{"inertia", "--geometry", "sideways", good}, 2},
            {{"collisions", good}, 0},
            {{"collisions", "--samples", "10", good}, 0},
            {{"collisions", bad}, 1},
            {{"collisions", bomb}, 1},
            {{"collisions", missing}, 2},
            {{"collisions", plain}, 2},
            {{"collisions", "--samples", "none", good}, 2},
            {{"collisions", "--set", "nosuch=1", good}, 2},
            {{"render", good}, 2},
            {{"render", "--help"}, 0},
            {{"lsp", "--bogus"}, 2},
            {{"frobnicate"}, 2},
        };
        QStringList wrong;
        for (const auto& [args, expected] : table) {
            const Run r = cli(args);
            if (r.crashed || r.code != expected)
                wrong << QStringLiteral("%1: exit %2, expected %3").arg(args.join(QLatin1Char(' '))).arg(r.code).arg(expected);
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
        // The contract is in --help, for the tool and for each command.
        for (const QStringList& help : {QStringList{"--help"}, QStringList{"validate", "--help"}, QStringList{"bench", "--help"}}) {
            const Run h = cli(help);
            QVERIFY2(h.out.contains("Exit codes, for every subcommand:") && h.out.contains("  2  cannot run"), h.out.constData());
        }
    }

    // --set on a joint that follows another (a URDF mimic, an MJCF joint
    // equality) keeps it following, and says so naming its leader.
    void setOnAFollower_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("URDF mimic") << QStringLiteral("r.urdf")
                                    << QByteArray(
                                           "<robot name='r'><link name='a'/><link name='b'/><link name='c'/>"
                                           "<joint name='lead' type='continuous'><parent link='a'/><child link='b'/></joint>"
                                           "<joint name='follow' type='continuous'><parent link='b'/><child link='c'/>"
                                           "<origin xyz='1 0 0'/><mimic joint='lead' multiplier='2'/></joint></robot>\n");
        QTest::newRow("MJCF equality") << QStringLiteral("m.xml")
                                       << QByteArray(
                                              "<mujoco model='m'><worldbody><body name='b1'><joint name='lead' axis='0 0 1'/>"
                                              "<geom type='sphere' size='0.1'/><body name='b2' pos='1 0 0'>"
                                              "<joint name='follow' axis='0 0 1'/><geom type='sphere' size='0.1'/></body></body>"
                                              "</worldbody><equality><joint joint1='follow' joint2='lead' polycoef='0 2 0 0 0'/>"
                                              "</equality></mujoco>\n");
    }
    void setOnAFollower() {
        QFETCH(QString, name);
        QFETCH(QByteArray, text);
        QTemporaryDir dir;
        const QString file = write(dir, name, text);
        const auto follower = [](const Run& r) {
            for (const QJsonValue v : QJsonDocument::fromJson(r.out).object().value(QLatin1String("joints")).toArray())
                if (v.toObject().value(QLatin1String("name")).toString() == QLatin1String("follow"))
                    return v.toObject().value(QLatin1String("value")).toArray()[0].toDouble();
            return -100.0;
        };
        Run r = cli({QStringLiteral("frames"), QStringLiteral("--json"), QStringLiteral("--set"), QStringLiteral("follow=1"), file});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains("warning: --set follow=1: joint 'follow' follows joint 'lead'") && r.err.contains("[CLI-W001]"),
                 r.err.constData());
        QCOMPARE(follower(r), 0.0);  // still its leader's, times 2
        r = cli({QStringLiteral("frames"), QStringLiteral("--json"), QStringLiteral("--set"), QStringLiteral("lead=0.25"), file});
        QCOMPARE(r.code, 0);
        QVERIFY2(!r.err.contains("CLI-W001"), r.err.constData());
        QCOMPARE(follower(r), 0.5);
    }

    void neverDiesOfASignal() {
        QTemporaryDir dir;
        const QString bomb = write(dir, QStringLiteral("bomb.xml"), "<!DOCTYPE a [<!ENTITY a \"x\"><!ENTITY b \"&a;&a;\">]><a>&b;</a>");
        const QString noise = write(dir, QStringLiteral("noise.sdf"), QByteArray("\x00\xFF<<>>&&;;\x01", 11));
        for (const QString& f : {bomb, noise, QStringLiteral("/dev/zero")}) {
            for (const char* sub : {"validate", "convert", "frames", "info"}) {
                QStringList args{QString::fromLatin1(sub), f};
                if (QByteArray(sub) == "convert") args << dir.filePath(QStringLiteral("o.xml"));
                Run r = cli(args);
                QVERIFY2(!r.crashed, sub);
                QVERIFY(r.code == 1 || r.code == 2);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
