// Export to URDF, SDFormat and TriP, validated on the way out: every corpus
// file of each source format to each target, names, meshes, errors, and
// the TriP scripts run in Python against a stand-in of trip_kinematics.
#include "TestSupport.h"

#include "check/DocumentCheck.h"
#include "diff/ModelDiff.h"
#include "export/Conversion.h"
#include "formats/Format.h"
#include "formats/FormatRegistry.h"
#include "kinematics/Data.h"
#include "kinematics/Kinematics.h"
#include "kinematics/Model.h"
#include "xml/XmlDocument.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <map>

using namespace kinedit;

namespace {

struct Source {
    std::unique_ptr<XmlDocument> doc;
    const Format* format = nullptr;
};

Source load(const QString& path) {
    Source s;
    Diagnostics d;
    s.doc = XmlDocument::load(path, &d);
    if (s.doc) s.format = FormatRegistry::instance().detect(*s.doc, path);
    return s;
}

Source fromText(const QString& dir, const QString& name, const QByteArray& text) { return load(test::writeFile(dir, name, text)); }

QString problems(const Conversion& c) {
    QStringList lines;
    for (const Diagnostic& d : c.diagnostics) lines << d.toText();
    return lines.join(QLatin1Char('\n'));
}

const QByteArray kArm = R"(<robot name="arm">
  <link name="base"><visual><geometry><mesh filename="meshes/base.stl" scale="0.001 0.001 0.001"/></geometry></visual></link>
  <link name="arm"><inertial><mass value="1"/><origin xyz="0 0 0.2"/><inertia ixx="0.01" iyy="0.01" izz="0.001" ixy="0" ixz="0" iyz="0"/></inertial>
    <visual><origin xyz="0 0 0.2"/><geometry><cylinder radius="0.04" length="0.4"/></geometry></visual></link>
  <joint name="shoulder" type="revolute"><parent link="base"/><child link="arm"/><origin xyz="0 0 0.5" rpy="0.1 0 0"/>
    <axis xyz="0 1 0"/><limit lower="-2" upper="2" effort="1" velocity="1"/></joint>
</robot>
)";

}  // namespace

class TestExport : public QObject {
    Q_OBJECT
private slots:
    void corpus_data() {
        QTest::addColumn<QString>("extension");
        QTest::newRow("HRDF") << QStringLiteral("hrdf");
        QTest::newRow("SDFormat") << QStringLiteral("sdf");
        QTest::newRow("URDF") << QStringLiteral("urdf");
        QTest::newRow("SKEL") << QStringLiteral("skel");
        QTest::newRow("TAMP") << QStringLiteral("xml");  // the TAMP problems among the corpus's XML files
    }
    void corpus() {
        // Every file of the format that validates and has a robot goes to
        // every other target, and comes back with its frames in place.
        QFETCH(QString, extension);
        KINEDIT_REQUIRE_SHARED(test::corpusDir());
        QTemporaryDir out;
        int exported = 0, invalid = 0, empty = 0, frames = 0;
        QDirIterator it(test::corpusDir(), {QStringLiteral("*.") + extension}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            Source s = load(path);
            if (!s.doc || !s.format || !s.format->hasKinematics()) continue;
            if (extension == QLatin1String("xml") && s.format->id() != QLatin1String("tamp")) continue;
            // The document check an export makes of its source.
            const DocumentCheck check = checkDocument(*s.doc, {.format = s.format});
            if (hasErrors(check.diagnostics)) {  // EXPECTED.md's invalid files, inertias simulators refuse, files of other kinds
                ++invalid;
                continue;
            }
            const std::shared_ptr<const kin::Model> model = check.model;
            if (!model || model->frames().empty()) {
                ++empty;
                continue;
            }
            for (const QString& target : {QStringLiteral("urdf"), QStringLiteral("sdf"), QStringLiteral("py")}) {
                if (target == extension) continue;
                const QString outPath = out.filePath(QStringLiteral("export-%1.%2").arg(exported).arg(target));
                const Conversion c = convertDocument(*s.doc, *s.format, outPath, {});
                QVERIFY2(c.ok(), qPrintable(path + QStringLiteral(" -> ") + target + QLatin1Char('\n') + problems(c)));
                QVERIFY2(c.framesChecked > 0, qPrintable(path));
                QVERIFY(c.largestPosition <= 1e-9 && c.largestAngle <= 1e-9);
                frames += c.framesChecked;
                ++exported;
            }
        }
        qInfo("%s: %d exports checked (%d frame poses), %d files with errors skipped, %d without a robot", qPrintable(extension), exported,
              frames, invalid, empty);
        QVERIFY(exported >= 4);
    }

    // Every corpus robot against its export to each other format, by the
    // semantic diff at the export check's tolerances: equal, or every
    // difference one the export's warnings name (a frame not carried, a
    // mimic joint set free, a loop dropped, a mass or inertia MuJoCo needs,
    // a mesh the target cannot read).
    void corpusExportsDifferAsTheirWarningsSay_data() { corpus_data(); }
    void corpusExportsDifferAsTheirWarningsSay() {
        QFETCH(QString, extension);
        KINEDIT_REQUIRE_SHARED(test::corpusDir());
        QTemporaryDir out;
        int compared = 0, equal = 0, explained = 0;
        std::map<QString, QStringList> unexplained;  // by target
        QDirIterator it(test::corpusDir(), {QStringLiteral("*.") + extension}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            Source s = load(path);
            if (!s.doc || !s.format || !s.format->hasKinematics()) continue;
            if (extension == QLatin1String("xml") && s.format->id() != QLatin1String("tamp")) continue;
            const DocumentCheck check = checkDocument(*s.doc, {.format = s.format});
            if (hasErrors(check.diagnostics) || !check.model || check.model->frames().empty()) continue;
            for (const QString& target : {QStringLiteral("urdf"), QStringLiteral("sdf"), QStringLiteral("mjcf.xml")}) {
                if (target == extension) continue;
                const QString outPath = out.filePath(QStringLiteral("export-%1.%2").arg(compared).arg(target));
                const Conversion c = convertDocument(*s.doc, *s.format, outPath, {});
                QString error;
                if (!c.ok()) continue;  // tst_export::corpus holds exports to fail only where the target cannot hold the robot
                QVERIFY2(writeConversion(c, outPath, &error), qPrintable(error));
                Source back = load(outPath);
                QVERIFY2(back.doc && back.format, qPrintable(outPath));
                const DocumentCheck readBack = checkDocument(*back.doc, {.format = back.format});
                QVERIFY2(readBack.model, qPrintable(path + QStringLiteral(" -> ") + target));
                ++compared;
                kin::Data a(check.model), b(readBack.model);
                kin::forwardKinematics(*check.model, a, a.q);
                kin::forwardKinematics(*readBack.model, b, b.q);
                const ModelDiff diff = diffModels(*check.model, *readBack.model, {{&a, &b}}, {QStringLiteral("default")},
                                                  DiffTolerance{1e-9, 1e-9, 1e-6}, frameCuts(s.format, back.format));
                if (diff.equal()) {
                    ++equal;
                    continue;
                }
                QStringList warnings;
                for (const Diagnostic& d : c.diagnostics)
                    if (d.code.startsWith(QLatin1String("EXP-W")) || d.code.startsWith(QLatin1String("EXP-N")))
                        warnings << d.code + QLatin1Char(' ') + d.message;
                // A split joint's parts are named by the first: 'J~1'... stands for J~1, J~2, ... and the frames and
                // joints made of them.
                QStringList series;
                static const QRegularExpression first(QStringLiteral("'([^']+~)1'\\.\\.\\."));
                for (const QString& w : warnings)
                    for (auto m = first.globalMatch(w); m.hasNext();) series << m.next().captured(1);
                const auto named = [&](const QString& name) {
                    if (std::any_of(series.begin(), series.end(), [&](const QString& p) { return name.startsWith(p); })) return true;
                    const QRegularExpression word(QStringLiteral("(^|[\\s,:'(])%1($|[\\s,:')])").arg(QRegularExpression::escape(name)));
                    return std::any_of(warnings.begin(), warnings.end(), [&](const QString& w) { return word.match(w).hasMatch(); });
                };
                const auto coded = [&](const char* code) {
                    return std::any_of(warnings.begin(), warnings.end(),
                                       [&](const QString& w) { return w.startsWith(QLatin1String(code)); });
                };
                bool all = true;
                for (const DiffChange& change : diff.changes) {
                    // (An actuator of a closed chain goes with the chain's loop.)
                    const bool loop = change.element == QLatin1String("loop") || change.element == QLatin1String("actuator") ||
                                      (change.aspect == QLatin1String("removed") &&
                                       check.model->jointIndex(change.name.toStdString()) >= 0 && coded("EXP-W003"));
                    // A shape of a mesh file a warning names (one the target cannot read).
                    static const QRegularExpression meshFile(QStringLiteral("^mesh (\\S+)"));
                    const QString mesh = meshFile.match(change.oldValue).captured(1).section(QLatin1Char('#'), 0, 0);  // (not its submesh)
                    const bool meshNamed = !mesh.isEmpty() && (named(QFileInfo(mesh).fileName()) ||
                                                               std::any_of(warnings.begin(), warnings.end(),
                                                                           [&](const QString& w) { return w.contains(mesh); }));
                    // Every name escaped ('::' written '__'): names of a scope renamed, added or removed as such.
                    const bool escaped = std::any_of(warnings.begin(), warnings.end(),
                                                     [](const QString& w) { return w.contains(QLatin1String("'::' is written '__'")); }) &&
                                         (change.name.contains(QLatin1String("::")) || change.name.contains(QLatin1String("__")));
                    if (named(change.name) || (loop && coded("EXP-W003")) || meshNamed || escaped) continue;
                    all = false;
                    unexplained[target] << QStringLiteral("%1 -> %2: %3 %4 %5: %6 -> %7 (warnings: %8)")
                                               .arg(path, target, change.element, change.name, change.aspect, change.oldValue,
                                                    change.newValue, warnings.join(QStringLiteral(" | ")));
                }
                // Frames moved only where a joint the export set free or opened elsewhere moves them.
                for (const PoseComparison& p : diff.poses)
                    if (!p.moved.empty() && !coded("EXP-W008") && !coded("EXP-W001") &&
                        !std::any_of(warnings.begin(), warnings.end(),
                                     [](const QString& w) { return w.contains(QLatin1String("mimic")); })) {
                        all = false;
                        unexplained[target] << QStringLiteral("%1 -> %2: %3 frame(s) moved, the first %4")
                                                   .arg(path, target)
                                                   .arg(p.moved.size())
                                                   .arg(p.moved.front().frame);
                    }
                if (all) ++explained;
            }
        }
        qInfo("%s: %d exports compared: %d equal, %d with differences their warnings name", qPrintable(extension), compared, equal,
              explained);
        QVERIFY(compared >= 4);
        for (const QString& target : {QStringLiteral("urdf"), QStringLiteral("sdf"), QStringLiteral("mjcf.xml")}) {
            if (target == extension) continue;
            const QStringList& u = unexplained[target];
            qInfo("%s -> %s: %d difference(s) no warning names", qPrintable(extension), qPrintable(target), int(u.size()));
            for (int i = 0; i < std::min<int>(5, int(u.size())); ++i) qInfo("  %s", qPrintable(u[i].left(400)));
            QVERIFY2(u.isEmpty(), qPrintable(u.value(0)));
        }
    }

    void namesAndMeshes() {
        // HRDF's frame names go through unchanged; joints keep their names in
        // URDF and are named after the frame they move in SDFormat (warned).
        QTemporaryDir dir;
        Source s = load(QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf"));
        QVERIFY(s.format);
        const Conversion urdf = convertDocument(*s.doc, *s.format, dir.filePath(QStringLiteral("arm.urdf")), {});
        QVERIFY2(urdf.ok(), qPrintable(problems(urdf)));
        QVERIFY(urdf.bytes.contains("<link name=\"shoulder/out0\""));
        QVERIFY(urdf.bytes.contains("<joint name=\"shoulder\" type=\"revolute\">") ||
                urdf.bytes.contains("<joint name=\"shoulder\" type=\"continuous\">"));
        QVERIFY(urdf.bytes.contains("<link name=\"link#3\""));
        const Conversion sdf = convertDocument(*s.doc, *s.format, dir.filePath(QStringLiteral("arm.sdf")), {});
        QVERIFY2(sdf.ok(), qPrintable(problems(sdf)));
        QVERIFY(sdf.bytes.contains("<joint name=\"shoulder/out0\""));
        QVERIFY(std::any_of(sdf.diagnostics.begin(), sdf.diagnostics.end(), [](const Diagnostic& d) {
            return d.code == QLatin1String("EXP-W005") && d.message.contains(QLatin1String("'shoulder' as 'shoulder/out0'"));
        }));
        // HEBI elements are written with the primitive shapes the viewport draws.
        QVERIFY(urdf.bytes.contains("<box size=") && urdf.bytes.contains("<cylinder radius="));

        // Meshes: a path relative to the export, or copied beside it.
        const QString src = dir.filePath(QStringLiteral("src"));
        QVERIFY(!test::writeFile(src, QStringLiteral("meshes/base.stl"), "solid x\nendsolid x\n").isEmpty());
        Source arm = fromText(src, QStringLiteral("arm.urdf"), kArm);
        const QString outDir = dir.filePath(QStringLiteral("out"));
        QDir().mkpath(outDir);
        const Conversion byPath = convertDocument(*arm.doc, *arm.format, outDir + QStringLiteral("/arm.sdf"), {});
        QVERIFY2(byPath.ok(), qPrintable(problems(byPath)));
        QVERIFY(byPath.bytes.contains("<uri>../src/meshes/base.stl</uri>"));
        QVERIFY(byPath.bytes.contains("<scale>0.001 0.001 0.001</scale>"));
        QVERIFY(byPath.bytes.contains("<mass>1</mass>"));
        const Conversion copied = convertDocument(*arm.doc, *arm.format, outDir + QStringLiteral("/copy.sdf"), {false, true, {}});
        QVERIFY(copied.bytes.contains("<uri>meshes/base.stl</uri>"));
        QString error;
        QVERIFY2(writeConversion(copied, outDir + QStringLiteral("/copy.sdf"), &error), qPrintable(error));
        QVERIFY(QFileInfo::exists(outDir + QStringLiteral("/meshes/base.stl")));
        // The written file reads back with its mesh resolved where it was copied.
        Source back = load(outDir + QStringLiteral("/copy.sdf"));
        Diagnostics d;
        const auto model = back.format->compile(*back.doc, d);
        QVERIFY(model);
        QVERIFY(std::any_of(model->visuals().begin(), model->visuals().end(), [&](const kin::Visual& v) {
            return QFileInfo(QString::fromStdString(v.mesh)) == QFileInfo(outDir + QStringLiteral("/meshes/base.stl"));
        }));
    }

    void sourceErrorsStopTheExport() {
        QTemporaryDir dir;
        Source s = fromText(dir.path(), QStringLiteral("bad.urdf"),
                            "<robot name='r'><link name='a'/><link name='b'/>"
                            "<joint name='j' type='revolute'><parent link='a'/><child link='nowhere'/></joint></robot>");
        QVERIFY(s.format);
        const Conversion c = convertDocument(*s.doc, *s.format, dir.filePath(QStringLiteral("bad.sdf")), {});
        QVERIFY(!c.ok());
        QVERIFY(test::findCode(c.diagnostics, "EXP-E002"));
        // An unknown target is refused with a message, whatever the source.
        Source good = fromText(dir.path(), QStringLiteral("arm.urdf"), kArm);
        const Conversion unknown = convertDocument(*good.doc, *good.format, dir.filePath(QStringLiteral("arm.dae")), {});
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.diagnostics.last().code, QStringLiteral("EXP-E001"));
    }

    void whatTheTargetCannotSay() {
        // An HRDF joint with a gear ratio, a SKEL-style ball joint, a plane:
        // each is a warning, and the frames still agree.
        QTemporaryDir dir;
        Source hrdf = fromText(dir.path(), QStringLiteral("geared.hrdf"),
                               "<robot version=\"1.6.0\"><actuator type=\"X5-4\"/><joint axis=\"rz\" gear_ratio=\"2\"/>"
                               "<link type=\"X5\" extension=\"0.3\" twist=\"0\"/></robot>");
        QVERIFY(hrdf.format);
        const Conversion geared = convertDocument(*hrdf.doc, *hrdf.format, dir.filePath(QStringLiteral("geared.urdf")), {});
        QVERIFY2(geared.ok(), qPrintable(problems(geared)));
        QVERIFY(test::findCode(geared.diagnostics, "EXP-W001"));
        Source sdf = fromText(dir.path(), QStringLiteral("ball.sdf"), R"(<sdf version="1.8"><model name="m">
  <link name="a"><visual name="v"><geometry><plane><normal>0 0 1</normal><size>1 2</size></plane></geometry></visual></link>
  <link name="b"><pose>0 0 1 0 0 0</pose></link>
  <joint name="j" type="ball"><parent>a</parent><child>b</child></joint></model></sdf>)");
        QVERIFY(sdf.format);
        const Conversion urdf = convertDocument(*sdf.doc, *sdf.format, dir.filePath(QStringLiteral("ball.urdf")), {});
        QVERIFY2(urdf.ok(), qPrintable(problems(urdf)));
        QVERIFY(urdf.bytes.contains("<joint name=\"j~1\" type=\"continuous\">"));
        QVERIFY(urdf.bytes.contains("<joint name=\"j~3\""));
        QVERIFY(test::findCode(urdf.diagnostics, "EXP-W002"));
        QVERIFY(std::any_of(urdf.diagnostics.begin(), urdf.diagnostics.end(), [](const Diagnostic& d) {
            return d.code == QLatin1String("EXP-W004") && d.message.contains(QLatin1String("plane"));
        }));
        // What Kinedit's model has no place for is listed, not dropped silently.
        QByteArray withTransmission = kArm;
        withTransmission.replace("</robot>", "<transmission name=\"t\"><type>x</type></transmission></robot>");
        Source arm = fromText(dir.path(), QStringLiteral("arm.urdf"), withTransmission);
        const Conversion toSdf = convertDocument(*arm.doc, *arm.format, dir.filePath(QStringLiteral("arm.sdf")), {});
        QVERIFY(toSdf.ok());
        QVERIFY(std::any_of(toSdf.diagnostics.begin(), toSdf.diagnostics.end(), [](const Diagnostic& d) {
            return d.message.contains(QLatin1String("1 <transmission>")) &&
                   d.message.contains(QLatin1String("effort and velocity limits of 1 joint"));
        }));
    }

    // An MJCF scene that includes its robot: what is not carried is listed
    // from both files, each with its name (the robot's textures and camera,
    // the scene's light).
    void whatIsNotCarriedFromIncludedFiles() {
        QTemporaryDir dir;
        test::writeFile(dir.path(), QStringLiteral("robot.xml"), R"(<mujoco model="robot">
  <asset><texture name="grid" type="2d" builtin="checker" width="8" height="8"/>
    <texture name="steel" type="2d" builtin="flat" width="8" height="8"/>
    <material name="m" texture="grid"/></asset>
  <worldbody><body name="b" pos="0 0 0.5"><joint name="j" axis="0 1 0"/><camera name="eye"/>
    <geom type="box" size="0.1 0.1 0.1" material="m"/></body></worldbody>
</mujoco>)");
        Source scene = fromText(dir.path(), QStringLiteral("scene.xml"), R"(<mujoco model="scene">
  <include file="robot.xml"/>
  <worldbody><light pos="0 0 3"/><geom type="plane" size="1 1 0.1"/></worldbody>
</mujoco>)");
        QVERIFY(scene.format);
        const Conversion c = convertDocument(*scene.doc, *scene.format, dir.filePath(QStringLiteral("out.urdf")), {});
        QVERIFY2(c.ok(), qPrintable(problems(c)));
        const auto said = std::find_if(c.diagnostics.begin(), c.diagnostics.end(), [](const Diagnostic& d) {
            return d.code == QLatin1String("EXP-W004") && d.message.contains(QLatin1String("not exported"));
        });
        QVERIFY2(said != c.diagnostics.end(), qPrintable(problems(c)));
        QVERIFY2(said->message.contains(QLatin1String("1 <light> in scene.xml")), qPrintable(said->message));
        QVERIFY2(said->message.contains(QLatin1String("2 <texture> in robot.xml")), qPrintable(said->message));
        QVERIFY2(said->message.contains(QLatin1String("1 <camera> in robot.xml")), qPrintable(said->message));
    }

    // MJCF's tendons go to MJCF (tst_mjcfexport); a target without tendons
    // says which it leaves out, and no longer counts the <tendon> section
    // as a thing Kinedit's model has no place for.
    void tendonsAreSaidWhereTheTargetHasNone() {
        QTemporaryDir dir;
        Source arm = load(QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/mjcf/tendons.xml"));
        QVERIFY(arm.format);
        const Conversion c = convertDocument(*arm.doc, *arm.format, dir.filePath(QStringLiteral("arm.urdf")), {});
        QVERIFY2(c.ok(), qPrintable(problems(c)));
        QCOMPARE(c.tendonsChecked, 0);
        QVERIFY2(std::any_of(c.diagnostics.begin(), c.diagnostics.end(),
                             [](const Diagnostic& d) {
                                 return d.code == QLatin1String("EXP-W004") &&
                                        d.message.contains(QLatin1String("3 tendon(s) not exported (biceps, pulley_pair, coupling)"));
                             }),
                 qPrintable(problems(c)));
        QVERIFY2(!problems(c).contains(QLatin1String("<tendon>")), qPrintable(problems(c)));
        // A composite's many tendons: the count, and the first names.
        Source grid = load(QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/mjcf/composite_grid.xml"));
        QVERIFY(grid.format);
        const Conversion net = convertDocument(*grid.doc, *grid.format, dir.filePath(QStringLiteral("net.urdf")), {});
        QVERIFY2(net.ok(), qPrintable(problems(net)));
        QVERIFY2(problems(net).contains(QLatin1String("60 tendon(s) not exported (netT0_0_0, netT0_0_1, ")) &&
                     problems(net).contains(QLatin1String("netT0_1_3, 52 more)")),
                 qPrintable(problems(net)));
        // To MJCF, a tendon over a joint the export splits (a free joint,
        // written as six) is said to be left out; the others are written.
        Source free = fromText(dir.path(), QStringLiteral("free.xml"), R"(<mujoco>
  <worldbody><body name="b" pos="0 0 1"><freejoint name="float"/><geom size=".1"/>
    <body name="c" pos=".2 0 0"><joint name="hinge" axis="0 1 0"/><geom size=".05"/></body></body></worldbody>
  <tendon><fixed name="over_free"><joint joint="float" coef="1"/></fixed>
    <fixed name="over_hinge"><joint joint="hinge" coef="2"/></fixed></tendon>
</mujoco>)");
        QVERIFY(free.format);
        const Conversion mjcf = convertDocument(*free.doc, *free.format, dir.filePath(QStringLiteral("out.xml")), {});
        QVERIFY2(mjcf.ok(), qPrintable(problems(mjcf)));
        QVERIFY2(problems(mjcf).contains(QLatin1String("1 tendon(s) not exported: a joint they sum is split")) &&
                     problems(mjcf).contains(QLatin1String("(over_free)")),
                 qPrintable(problems(mjcf)));
        QVERIFY(mjcf.bytes.contains("<fixed name=\"over_hinge\">"));
        QVERIFY(!mjcf.bytes.contains("over_free"));
    }

    void tripScriptsRunInPython() {
        // The script, run by Python against a stand-in of trip_kinematics
        // with TriP's conventions, puts every frame where the source has it.
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty()) QSKIP("python3 is not installed");
        QTemporaryDir dir;
        const QStringList sources = {QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf"),
                                     test::writeFile(dir.path(), QStringLiteral("arm.urdf"), kArm)};
        for (const QString& path : sources) {
            Source s = load(path);
            QVERIFY(s.format);
            const QString script = dir.filePath(QFileInfo(path).completeBaseName() + QStringLiteral(".py"));
            const Conversion c = convertDocument(*s.doc, *s.format, script, {});
            QVERIFY2(c.ok(), qPrintable(problems(c)));
            QString error;
            QVERIFY(writeConversion(c, script, &error));
            // Appended: print every transformation's world pose as JSON.
            QFile f(script);
            QVERIFY(f.open(QIODevice::Append));
            f.write("\nimport json\nprint(json.dumps({t.name: t.world() for t in robot.transformations}))\n");
            f.close();
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("PYTHONPATH"), QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/trip_stub"));
            p.setProcessEnvironment(env);
            p.start(python, {script});
            QVERIFY(p.waitForFinished(30000));
            QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
            const QJsonObject poses = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
            Diagnostics d;
            const auto model = s.format->compile(*s.doc, d);
            kin::Data data(model);
            kin::forwardKinematics(*model, data, data.q);
            int compared = 0;
            for (size_t i = 0; i < model->frames().size(); ++i) {
                const QJsonArray m = poses.value(QString::fromStdString(model->frames()[i].name)).toArray();
                if (m.isEmpty()) continue;
                for (int r = 0; r < 3; ++r)
                    for (int col = 0; col < 4; ++col)
                        QVERIFY2(std::abs(m[r].toArray()[col].toDouble() - data.oMf[i].matrix()(r, col)) < 1e-9,
                                 qPrintable(QString::fromStdString(model->frames()[i].name)));
                ++compared;
            }
            QVERIFY2(compared >= int(model->frames().size()) / 2, qPrintable(QStringLiteral("%1 frames compared").arg(compared)));
        }
    }
};

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
