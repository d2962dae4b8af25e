// HRDF: the corpus verdicts of EXPECTED.md, forward kinematics and masses
// against HEBI's own library (expected-libhebi-2.0.json, 1e-6), frame
// naming, and every rule with a failing and a passing file.
#include "CorpusFiles.h"

#include "formats/hrdf/HrdfFormat.h"
#include "formats/hrdf/HrdfSchema.h"
#include "formats/hrdf/HebiLibrary.h"
#include "kinematics/Kinematics.h"
#include "xml/XmlDocument.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <sys/stat.h>

using namespace kinedit;

namespace {

QString hrdfDir() { return test::corpusDir() + QStringLiteral("/hrdf"); }

struct Checked {
    Diagnostics diagnostics;
    std::shared_ptr<const kin::Model> model;
};

Checked check(const QString& path) {
    Checked c;
    auto doc = XmlDocument::load(path, &c.diagnostics);
    if (!doc) return c;
    HrdfFormat f;
    f.validate(*doc, c.diagnostics);
    if (!hasErrors(c.diagnostics)) {
        Diagnostics ignored;
        c.model = f.compile(*doc, ignored);
    }
    return c;
}

// Writes files into a temporary folder and checks the first one.
struct Snippet {
    QTemporaryDir dir;
    QString write(const QString& name, const QByteArray& text) {
        const QString p = dir.filePath(name);
        QDir().mkpath(QFileInfo(p).path());
        QFile f(p);
        f.open(QIODevice::WriteOnly);
        f.write(text);
        return p;
    }
};

QStringList codes(const Diagnostics& d) {
    QStringList out;
    for (const Diagnostic& x : d) out << x.code;
    return out;
}

Eigen::Matrix4d matrix(const QJsonValue& v) {
    const QJsonArray a = v.toArray();
    Eigen::Matrix4d m;
    for (int i = 0; i < 16; ++i) m(i / 4, i % 4) = a.at(i).toDouble();
    return m;
}

}  // namespace

class TestHrdf : public QObject {
    Q_OBJECT
private slots:
    void corpusVerdicts_data();
    void corpusVerdicts();
    void libhebiReference();
    void frameNames();
    void rules_data();
    void rules();
    void versionMessagesSayWhatIsWritten();
    void webMeshBeforeItsVersionLoads();
    void includes();
    void paths();
    void includeBomb();
    void schemaMatchesLibrary();
    void cli();
    void normalizeEnumCase();
    void shapes();
};

// EXPECTED.md: "Verdict: **valid**", "**valid, with warnings**" or "**invalid**".
void TestHrdf::corpusVerdicts_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("verdict");
    QFile f(hrdfDir() + QStringLiteral("/EXPECTED.md"));
    if (!f.open(QIODevice::ReadOnly)) {
        QTest::newRow("absent") << QString() << QString();
        return;
    }
    QString current;
    int rows = 0;
    for (const QString& line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("### `"))) current = line.section(QLatin1Char('`'), 1, 1);
        if (line.startsWith(QLatin1String("Verdict: ")) && current.endsWith(QLatin1String(".hrdf"))) {
            const QString v = line.section(QStringLiteral("**"), 1, 1);
            QTest::newRow(qPrintable(current)) << current << v;
            ++rows;
            current.clear();
        }
    }
    if (rows != 44) qWarning("EXPECTED.md lists %d verdicts, not 44", rows);
}

void TestHrdf::corpusVerdicts() {
    QFETCH(QString, file);
    QFETCH(QString, verdict);
    KINEDIT_REQUIRE_SHARED(hrdfDir() + QStringLiteral("/EXPECTED.md"));
    const Checked c = check(hrdfDir() + QLatin1Char('/') + file);
    QStringList text;
    for (const Diagnostic& d : c.diagnostics) text << d.toText();
    const int errors = countSeverity(c.diagnostics, Severity::Error);
    const int warnings = countSeverity(c.diagnostics, Severity::Warning);
    if (verdict == QLatin1String("invalid")) {
        QVERIFY2(errors > 0, qPrintable(text.join(QLatin1Char('\n'))));
    } else if (verdict == QLatin1String("valid, with warnings")) {
        QVERIFY2(errors == 0 && warnings > 0, qPrintable(text.join(QLatin1Char('\n'))));
        QVERIFY(c.model);
    } else {
        QCOMPARE(verdict, QStringLiteral("valid"));
        QVERIFY2(errors == 0 && warnings == 0, qPrintable(text.join(QLatin1Char('\n'))));
        QVERIFY(c.model);
    }
    for (const Diagnostic& d : c.diagnostics) {
        QVERIFY(d.line >= 1);
        QVERIFY(!d.code.isEmpty());
    }
}

// Every frame and mass HEBI's library computes, at q0 and q1, to 1e-6.
void TestHrdf::libhebiReference() {
    const QString path = hrdfDir() + QStringLiteral("/expected-libhebi-2.0.json");
    KINEDIT_REQUIRE_SHARED(path);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject files = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("files")).toObject();
    QCOMPARE(files.size(), 21);
    int frames = 0;
    for (auto it = files.begin(); it != files.end(); ++it) {
        const QString name = it.key();
        const QJsonObject ref = it.value().toObject();
        const Checked c = check(hrdfDir() + QLatin1Char('/') + name);
        QVERIFY2(c.model, qPrintable(name));
        const kin::Model& m = *c.model;
        QCOMPARE(m.nq(), ref.value(QStringLiteral("dofs")).toInt());
        // Frames by kind, in element order (the model lists them in source order).
        std::vector<int> com, out, ee;
        std::vector<double> masses(m.frames().size(), -1);
        for (const kin::Inertial& in : m.inertials()) masses[size_t(in.frame)] = in.mass;
        for (int i : m.sourceOrder()) {
            const kin::Frame& fr = m.frames()[size_t(i)];
            if (fr.kind == "com") com.push_back(i);
            const bool out0 = fr.name.size() > 5 && fr.name.compare(fr.name.size() - 5, 5, "/out0") == 0;
            // An end effector's input frame has kind end-effector too; its
            // end-effector frame is <name>/out0.
            if (fr.kind == "end-effector" && out0) ee.push_back(i);
            if ((fr.kind == "output" || fr.kind == "end-effector") && out0) out.push_back(i);
        }
        for (const char* qname : {"q0", "q1"}) {
            const QJsonObject state = ref.value(QLatin1String(qname)).toObject();
            const QJsonArray q = state.value(QStringLiteral("q")).toArray();
            kin::Data data(c.model);
            // The library's DoF order is the document order of actuators and joints.
            int k = 0;
            for (const kin::Joint& j : m.joints()) data.q[j.qIndex] = q.at(k++).toDouble();
            kin::forwardKinematics(m, data, data.q);
            auto compare = [&](const char* what, const std::vector<int>& ours) {
                const QJsonArray theirs = state.value(QLatin1String(what)).toArray();
                QVERIFY2(int(ours.size()) == theirs.size(), qPrintable(QStringLiteral("%1 %2: %3 frames, expected %4")
                                                                           .arg(name, QLatin1String(what))
                                                                           .arg(ours.size())
                                                                           .arg(theirs.size())));
                for (int i = 0; i < theirs.size(); ++i) {
                    const double err = (data.oMf[size_t(ours[size_t(i)])].matrix() - matrix(theirs.at(i))).cwiseAbs().maxCoeff();
                    QVERIFY2(err < 1e-6, qPrintable(QStringLiteral("%1 %2 %3 frame %4 (%5): off by %6")
                                                        .arg(name, QLatin1String(qname), QLatin1String(what))
                                                        .arg(i)
                                                        .arg(QString::fromStdString(m.frames()[size_t(ours[size_t(i)])].name))
                                                        .arg(err)));
                    ++frames;
                }
            };
            compare("com", com);
            compare("output", out);
            compare("end_effector", ee);
            const QJsonArray refMasses = state.value(QStringLiteral("masses")).toArray();
            QCOMPARE(int(com.size()), refMasses.size());
            for (int i = 0; i < refMasses.size(); ++i)
                QVERIFY2(std::abs(masses[size_t(com[size_t(i)])] - refMasses.at(i).toDouble()) < 1e-6,
                         qPrintable(QStringLiteral("%1 mass %2").arg(name).arg(i)));
        }
    }
    QVERIFY(frames > 500);
}

void TestHrdf::frameNames() {
    Snippet s;
    const QString p = s.write(QStringLiteral("a.hrdf"),
                              "<robot version=\"1.6.0\" trans=\"0 0 1\">\n"
                              "  <actuator type=\"X5-9\" tag=\"base\"/>\n"
                              "  <link type=\"X5\" extension=\"0.3\" twist=\"0\"/>\n"
                              "  <rigid-body mass=\"1\"><output trans=\"1 0 0\"><joint axis=\"ty\"/></output><output/></rigid-body>\n"
                              "  <end-effector/>\n"
                              "</robot>\n");
    const Checked c = check(p);
    QVERIFY(c.model);
    QStringList names;
    for (int i : c.model->sourceOrder()) {
        const kin::Frame& f = c.model->frames()[size_t(i)];
        names << QString::fromStdString(f.name + ":" + f.kind);
    }
    QCOMPARE(names, QStringList({"base:actuator", "base/out0:output", "base/com:com", "link#1:link", "link#1/out0:output", "link#1/com:com",
                                 "rigid-body#2:rigid-body", "rigid-body#2/out0:output", "rigid-body#2/out1:output", "rigid-body#2/com:com",
                                 "joint#3:joint", "joint#3/out0:output", "end-effector#4:end-effector", "end-effector#4/out0:end-effector",
                                 "end-effector#4/com:com"}));
    QCOMPARE(c.model->joints()[0].name, std::string("base"));
    QCOMPARE(c.model->joints()[1].name, std::string("joint#3"));
    // The robot's trans is the base frame; the end effector follows the
    // rigid body's first output.
    kin::Data d(c.model);
    kin::forwardKinematics(*c.model, d, d.q);
    QVERIFY((d.oMf[size_t(c.model->frameIndex("base"))].translation() - Eigen::Vector3d(0, 0, 1)).norm() < 1e-12);
    QVERIFY((d.oMf[size_t(c.model->frameIndex("joint#3"))].translation() -
             d.oMf[size_t(c.model->frameIndex("rigid-body#2/out0"))].translation())
                .norm() < 1e-12);
    // Version <= 1.1.0: an implicit end effector is the last element.
    const Checked old = check(s.write(QStringLiteral("old.hrdf"), "<robot version=\"1.1.0\"><actuator type=\"X5-1\"/></robot>"));
    QVERIFY(old.model);
    QVERIFY(old.model->frameIndex("end-effector#1/out0") >= 0);
    QCOMPARE(old.model->frames()[size_t(old.model->frameIndex("end-effector#1/out0"))].kind, std::string("end-effector"));
}

void TestHrdf::rules_data() {
    QTest::addColumn<QByteArray>("bad");
    QTest::addColumn<QByteArray>("good");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");
    auto row = [](const char* name, const char* bad, const char* good, const char* code, int line) {
        QTest::newRow(name) << QByteArray(bad) << QByteArray(good) << QString::fromLatin1(code) << line;
    };
    row("root", "<Robot version=\"1.2.0\"/>", "<robot version=\"1.2.0\"/>", "HRDF-E001", 1);
    row("unknown element", "<robot version=\"1.2.0\">\n<actuatr type=\"X5-1\"/></robot>",
        "<robot version=\"1.2.0\">\n<actuator type=\"X5-1\"/></robot>", "HRDF-E002", 2);
    row("element case", "<robot version=\"1.2.0\">\n<Actuator type=\"X5-1\"/></robot>",
        "<robot version=\"1.2.0\">\n<actuator type=\"X5-1\"/></robot>", "HRDF-E022", 2);
    row("output case", "<robot version=\"1.4.0\">\n<rigid-body mass=\"1\">\n<Output/></rigid-body></robot>",
        "<robot version=\"1.4.0\">\n<rigid-body mass=\"1\">\n<output/></rigid-body></robot>", "HRDF-E022", 3);
    row("link style",
        "<robot version=\"1.6.0\"><actuator type=\"R25-8\"/>\n<link type=\"R25-R8\" extension=\"0.1\" twist=\"0\" "
        "output=\"Inline\"/></robot>",
        "<robot version=\"1.6.0\"><actuator type=\"R25-8\"/>\n<link type=\"R25-R8\" extension=\"0.1\" twist=\"0\"/></robot>", "HRDF-E023",
        2);
    row("reserved tag", "<robot version=\"1.4.0\">\n<actuator type=\"X5-1\" tag=\"actuator#3\"/></robot>",
        "<robot version=\"1.4.0\">\n<actuator type=\"X5-1\" tag=\"actuator3\"/></robot>", "HRDF-E024", 2);
    row("include content", "<robot version=\"1.4.0\"><include path=\"x.hrdf\">\n<actuator type=\"X5-1\"/></include></robot>",
        "<robot version=\"1.4.0\"/>", "HRDF-E002", 2);
    row("chain after outputs",
        "<robot version=\"1.4.0\"><rigid-body mass=\"1\"><output><joint axis=\"rz\"/></output></rigid-body>\n<joint axis=\"rx\"/></robot>",
        "<robot version=\"1.4.0\"><rigid-body mass=\"1\"><output><joint axis=\"rz\"/></output><output><joint "
        "axis=\"rx\"/></output></rigid-body></robot>",
        "HRDF-W005", 2);
    row("unknown attribute", "<robot version=\"1.2.0\">\n<actuator type=\"X5-1\" mas=\"1\"/></robot>",
        "<robot version=\"1.2.0\">\n<actuator type=\"X5-1\" mass=\"1\"/></robot>", "HRDF-E003", 2);
    row("missing attribute", "<robot version=\"1.2.0\">\n<link type=\"X5\" twist=\"0\"/></robot>",
        "<robot version=\"1.2.0\">\n<link type=\"X5\" twist=\"0\" extension=\"0.3\"/></robot>", "HRDF-E004", 2);
    row("bad enum", "<robot version=\"1.2.0\">\n<joint axis=\"-rx\"/></robot>", "<robot version=\"1.2.0\">\n<joint axis=\"rx\"/></robot>",
        "HRDF-E005", 2);
    row("formula", "<robot version=\"1.2.0\">\n<link type=\"X5\" extension=\"2 pi\" twist=\"0\"/></robot>",
        "<robot version=\"1.2.0\">\n<link type=\"X5\" extension=\"2*pi\" twist=\"0\"/></robot>", "HRDF-E006", 2);
    row("rotation", "<robot version=\"1.2.0\" rot=\"1 0 0 0 2 0 0 0 1\"/>", "<robot version=\"1.2.0\" rot=\"1 0 0 0 1 0 0 0 1\"/>",
        "HRDF-E006", 1);
    row("mass and offset", "<robot version=\"1.2.0\">\n<actuator type=\"X5-1\" mass=\"1\" mass_offset=\"0.1\"/></robot>",
        "<robot version=\"1.2.0\">\n<actuator type=\"X5-1\" mass_offset=\"0.1\"/></robot>", "HRDF-E007", 2);
    row("com and offset", "<robot version=\"1.2.0\">\n<actuator type=\"X5-1\" com_trans=\"0 0 0\" com_trans_offset=\"0 0 1\"/></robot>",
        "<robot version=\"1.2.0\">\n<actuator type=\"X5-1\" com_trans_offset=\"0 0 1\"/></robot>", "HRDF-E008", 2);
    row("mesh without path", "<robot version=\"1.4.0\">\n<rigid-body mass=\"1\" mesh_rot=\"Rx(1)\"/></robot>",
        "<robot version=\"1.4.0\">\n<rigid-body mass=\"1\"/></robot>", "HRDF-E009", 2);
    row("absolute mesh", "<robot version=\"1.4.0\">\n<rigid-body mass=\"1\" mesh_path=\"/etc/m.stl\"/></robot>",
        "<robot version=\"1.4.0\">\n<rigid-body mass=\"1\" mesh_path=\"https://example.com/m.stl\"/></robot>", "HRDF-E010", 2);
    row("absolute include", "<robot version=\"1.4.0\">\n<include path=\"/tmp/x.hrdf\"/></robot>", "<robot version=\"1.4.0\"/>", "HRDF-E010",
        2);
    row("output on actuator", "<robot version=\"1.4.0\">\n<actuator type=\"X5-1\"><output/></actuator></robot>",
        "<robot version=\"1.4.0\">\n<actuator type=\"X5-1\"/></robot>", "HRDF-E011", 2);
    row("too many outputs", "<robot version=\"1.4.0\">\n<bracket type=\"X5LightLeft\"><output/>\n<output/></bracket></robot>",
        "<robot version=\"1.4.0\">\n<bracket type=\"X5LightLeft\"><output/></bracket></robot>", "HRDF-E012", 3);
    row("bracket output pose", "<robot version=\"1.4.0\">\n<bracket type=\"X5LightLeft\">\n<output trans=\"1 0 0\"/></bracket></robot>",
        "<robot version=\"1.4.0\">\n<rigid-body mass=\"0\">\n<output trans=\"1 0 0\"/></rigid-body></robot>", "HRDF-E013", 3);
    row("duplicate tag",
        "<robot version=\"1.4.0\"><actuator type=\"X5-1\" tag=\"a\"/>\n<link type=\"X5\" extension=\"0\" twist=\"0\" tag=\"a\"/></robot>",
        "<robot version=\"1.4.0\"><actuator type=\"X5-1\" tag=\"a\"/>\n<link type=\"X5\" extension=\"0\" twist=\"0\" tag=\"b\"/></robot>",
        "HRDF-E014", 2);
    row("interfaces", "<robot version=\"1.4.0\"><actuator type=\"X5-1\"/>\n<actuator type=\"X5-1\"/></robot>",
        "<robot version=\"1.4.0\"><actuator type=\"X5-1\"/>\n<link type=\"X5\" extension=\"0\" twist=\"0\"/></robot>", "HRDF-E015", 2);
    row("family mismatch", "<robot version=\"1.4.0\"><actuator type=\"X5-1\"/>\n<link type=\"R8\" extension=\"0\" twist=\"0\"/></robot>",
        "<robot version=\"1.4.0\"><actuator type=\"R8-3\"/>\n<link type=\"R8\" extension=\"0\" twist=\"0\"/></robot>", "HRDF-E015", 2);
    row("gripper after link",
        "<robot version=\"1.4.0\"><link type=\"X5\" extension=\"0\" twist=\"0\"/>\n<end-effector type=\"X5Parallel\"/></robot>",
        "<robot version=\"1.4.0\"><actuator type=\"X5-1\"/>\n<end-effector type=\"X5Parallel\"/></robot>", "HRDF-E015", 2);
    row("missing include", "<robot version=\"1.4.0\">\n<include path=\"nope.hrdf\"/></robot>", "<robot version=\"1.4.0\"/>", "HRDF-E016",
        2);
    row("type too new", "<robot version=\"1.2.0\">\n<actuator type=\"T5-4\"/></robot>",
        "<robot version=\"1.4.0\">\n<actuator type=\"T5-4\"/></robot>", "HRDF-E018", 2);
    row("attribute too new", "<robot version=\"1.4.0\">\n<joint axis=\"rz\" gear_ratio=\"2\"/></robot>",
        "<robot version=\"1.5.0\">\n<joint axis=\"rz\" gear_ratio=\"2\"/></robot>", "HRDF-E018", 2);
    row("element too new", "<robot version=\"1.1.0\">\n<end-effector/></robot>", "<robot version=\"1.2.0\">\n<end-effector/></robot>",
        "HRDF-E018", 2);
    row("formula in 1.0", "<robot>\n<link type=\"X5\" extension=\"pi/10\" twist=\"0\"/></robot>",
        "<robot>\n<link type=\"X5\" extension=\"0.314\" twist=\"0\"/></robot>", "HRDF-E018", 2);
    row("version", "<robot version=\"1.7.0\"/>", "<robot version=\"1.6.0\"/>", "HRDF-E019", 1);
    row("after end effector", "<robot version=\"1.4.0\"><actuator type=\"X5-1\"/><end-effector/>\n<actuator type=\"X5-1\"/></robot>",
        "<robot version=\"1.4.0\"><actuator type=\"X5-1\"/><end-effector/></robot>", "HRDF-E020", 2);
    row("enum case", "<robot version=\"1.4.0\">\n<actuator type=\"x5-1\"/></robot>",
        "<robot version=\"1.4.0\">\n<actuator type=\"X5-1\"/></robot>", "HRDF-W001", 2);
    row("empty mesh", "<robot version=\"1.4.0\">\n<rigid-body mass=\"1\" mesh_path=\"\"/></robot>",
        "<robot version=\"1.4.0\">\n<rigid-body mass=\"1\"/></robot>", "HRDF-W003", 2);
    // HEBI's own kits declare 1.3.0 and use a web-URL mesh (added in 1.4.0).
    row("web mesh before its version",
        "<robot version=\"1.3.0\">\n<rigid-body mass=\"1\" mesh_path=\"https://example.com/m.stl\"/></robot>",
        "<robot version=\"1.4.0\">\n<rigid-body mass=\"1\" mesh_path=\"https://example.com/m.stl\"/></robot>", "HRDF-W006", 2);
    row("stray text", "<robot version=\"1.4.0\">\n# <actuator type=\"X5-1\"/></robot>",
        "<robot version=\"1.4.0\">\n<!-- # --><actuator type=\"X5-1\"/></robot>", "HRDF-W004", 2);
}

void TestHrdf::rules() {
    QFETCH(QByteArray, bad);
    QFETCH(QByteArray, good);
    QFETCH(QString, code);
    QFETCH(int, line);
    Snippet s;
    const Checked b = check(s.write(QStringLiteral("bad.hrdf"), bad));
    const auto it = std::find_if(b.diagnostics.begin(), b.diagnostics.end(), [&](const Diagnostic& d) { return d.code == code; });
    QVERIFY2(it != b.diagnostics.end(), qPrintable(codes(b.diagnostics).join(QLatin1Char(' '))));
    QCOMPARE(it->line, line);
    QVERIFY(it->column >= 1);
    QCOMPARE(it->severity, code.contains(QLatin1String("-W")) ? Severity::Warning : Severity::Error);
    const Checked g = check(s.write(QStringLiteral("good.hrdf"), good));
    QVERIFY2(!codes(g.diagnostics).contains(code), qPrintable(codes(g.diagnostics).join(QLatin1Char(' '))));
    QVERIFY2(!hasErrors(g.diagnostics), qPrintable(g.diagnostics.value(0).toText()));
}

// Version messages name the exact strings a file may write, and a file
// without a version is not said to declare one.
void TestHrdf::versionMessagesSayWhatIsWritten() {
    Snippet s;
    const Checked shortVersion = check(s.write(QStringLiteral("short.hrdf"), "<robot version=\"1.6\"/>"));
    const Diagnostic* e019 = test::findCode(shortVersion.diagnostics, "HRDF-E019");
    QVERIFY(e019);
    QVERIFY2(e019->message.contains(QLatin1String("1.6.0")) && e019->message.contains(QLatin1String("1.0.0, ")), qPrintable(e019->message));
    const Checked none =
        check(s.write(QStringLiteral("none.hrdf"), "<robot>\n<link type=\"X5\" extension=\"pi/10\" twist=\"0\"/></robot>"));
    const Diagnostic* e018 = test::findCode(none.diagnostics, "HRDF-E018");
    QVERIFY(e018);
    QVERIFY2(e018->message.contains(QLatin1String("no version attribute")) && !e018->message.contains(QLatin1String("declares")),
             qPrintable(e018->message));
}

// A 1.3.0 kit with a web-URL mesh loads, with one warning that
// names the version that added it.
void TestHrdf::webMeshBeforeItsVersionLoads() {
    Snippet s;
    const Checked c = check(s.write(QStringLiteral("kit.hrdf"),
                                    "<robot version=\"1.3.0\">\n<actuator type=\"X5-1\"/>\n"
                                    "<rigid-body mass=\"0.2\" mesh_path=\"https://hebi.example/gripper.stl\"/></robot>"));
    QVERIFY2(!hasErrors(c.diagnostics), qPrintable(c.diagnostics.value(0).toText()));
    QVERIFY(c.model);
    QCOMPARE(test::countCode(c.diagnostics, "HRDF-W006"), 1);
    const Diagnostic* w = test::findCode(c.diagnostics, "HRDF-W006");
    QCOMPARE(w->line, 3);
    QVERIFY2(w->message.contains(QLatin1String("1.4.0")) && w->message.contains(QLatin1String("1.3.0")), qPrintable(w->message));
}

void TestHrdf::includes() {
    Snippet s;
    s.write(QStringLiteral("parts/arm.hrdf"),
            "<robot version=\"1.4.0\"><actuator type=\"X5-1\" tag=\"j\"/><include path=\"wrist.hrdf\"/></robot>");
    s.write(QStringLiteral("parts/wrist.hrdf"), "<robot version=\"1.4.0\"><link type=\"X5\" extension=\"0.1\" twist=\"0\"/></robot>");
    const Checked ok = check(s.write(QStringLiteral("robot.hrdf"), "<robot version=\"1.4.0\"><include path=\"parts/arm.hrdf\"/></robot>"));
    QVERIFY2(ok.model, qPrintable(ok.diagnostics.value(0).toText()));
    QVERIFY(ok.model->frameIndex("link#1/out0") >= 0);  // resolved relative to arm.hrdf
    // Cycles name the chain.
    s.write(QStringLiteral("c1.hrdf"), "<robot version=\"1.4.0\"><include path=\"c2.hrdf\"/></robot>");
    s.write(QStringLiteral("c2.hrdf"), "<robot version=\"1.4.0\"><include path=\"c1.hrdf\"/></robot>");
    const Checked cyc = check(s.dir.filePath(QStringLiteral("c1.hrdf")));
    const auto it = std::find_if(cyc.diagnostics.begin(), cyc.diagnostics.end(),
                                 [](const Diagnostic& d) { return d.code == QLatin1String("HRDF-E017"); });
    QVERIFY(it != cyc.diagnostics.end());
    QVERIFY2(it->message.contains(QLatin1String("c1.hrdf -> c2.hrdf -> c1.hrdf")), qPrintable(it->message));
    // Tags are unique across includes. A file included twice uses its tags
    // twice: said once, at the second <include>, naming the first.
    const Checked dup =
        check(s.write(QStringLiteral("dup.hrdf"),
                      "<robot version=\"1.4.0\">\n<include path=\"parts/arm.hrdf\"/>\n<include path=\"parts/arm.hrdf\"/></robot>"));
    QCOMPARE(codes(dup.diagnostics).count(QStringLiteral("HRDF-E014")), 1);
    const auto twice = std::find_if(dup.diagnostics.begin(), dup.diagnostics.end(),
                                    [](const Diagnostic& d) { return d.code == QLatin1String("HRDF-E014"); });
    QVERIFY(twice->file.endsWith(QLatin1String("dup.hrdf")));
    QCOMPARE(twice->line, 3);
    QCOMPARE(twice->message, QStringLiteral("tag 'j' (arm.hrdf:1) is used twice: this <include> reads arm.hrdf again, after the "
                                            "<include> at line 2; tags are unique in the whole robot"));
    // Another version: a warning of its own, not an error.
    s.write(QStringLiteral("v12.hrdf"), "<robot version=\"1.2.0\"><actuator type=\"X5-1\"/></robot>");
    const Checked ver = check(s.write(QStringLiteral("v14.hrdf"), "<robot version=\"1.4.0\"><include path=\"v12.hrdf\"/></robot>"));
    QVERIFY(codes(ver.diagnostics).contains(QStringLiteral("HRDF-W002")));
    QVERIFY(!hasErrors(ver.diagnostics));
    // A missing include leaves a gap: what follows is not checked against
    // what came before it (no false interface error).
    const Checked gap =
        check(s.write(QStringLiteral("gap.hrdf"),
                      "<robot version=\"1.4.0\"><actuator type=\"X5-1\"/><include path=\"none.hrdf\"/><actuator type=\"X5-1\"/></robot>"));
    QVERIFY(codes(gap.diagnostics).contains(QStringLiteral("HRDF-E016")));
    QVERIFY(!codes(gap.diagnostics).contains(QStringLiteral("HRDF-E015")));
    // An end effector then an include: one error, at the include.
    s.write(QStringLiteral("two.hrdf"),
            "<robot version=\"1.4.0\"><actuator type=\"X5-1\"/><link type=\"X5\" extension=\"0\" twist=\"0\"/></robot>");
    const Checked after =
        check(s.write(QStringLiteral("after.hrdf"), "<robot version=\"1.4.0\"><end-effector/><include path=\"two.hrdf\"/></robot>"));
    QCOMPARE(codes(after.diagnostics).count(QStringLiteral("HRDF-E020")), 1);
    // A cycle through a symlinked folder is still a cycle.
    QVERIFY(QFile::link(s.dir.path(), s.dir.filePath(QStringLiteral("again"))));
    const Checked sym = check(s.write(QStringLiteral("self.hrdf"), "<robot version=\"1.4.0\"><include path=\"again/self.hrdf\"/></robot>"));
    QVERIFY(codes(sym.diagnostics).contains(QStringLiteral("HRDF-E017")));
    // A document not saved yet cannot resolve includes.
    Diagnostics unsaved;
    auto doc = XmlDocument::fromBytes("<robot version=\"1.4.0\"><include path=\"a.hrdf\"/></robot>", QString(), &unsaved);
    HrdfFormat().validate(*doc, unsaved);
    QVERIFY(codes(unsaved).contains(QStringLiteral("HRDF-E026")));
    // A name differing in case is a hint, never a match.
    const Checked cas = check(s.write(QStringLiteral("case.hrdf"), "<robot version=\"1.4.0\"><include path=\"V12.hrdf\"/></robot>"));
    QVERIFY(codes(cas.diagnostics).contains(QStringLiteral("HRDF-E016")));
    QVERIFY(cas.diagnostics.first().message.contains(QLatin1String("v12.hrdf")));
}

// Paths as the spec has them: absolute ones refused, ".." allowed but the
// file it leads to shown; nothing a path names can make Kinedit read a
// device or a FIFO, or loop on a symlink.
void TestHrdf::paths() {
    Snippet s;
    const QByteArray arm = "<robot version=\"1.4.0\"><actuator type=\"X5-1\"/></robot>";
    s.write(QStringLiteral("parts/arm.hrdf"), arm);
    s.write(QStringLiteral("meshes/base.stl"), "solid x\nendsolid x\n");
    const Checked absolute = check(
        s.write(QStringLiteral("robots/abs.hrdf"),
                "<robot version=\"1.4.0\">\n<include path=\"/etc/passwd\"/>\n<rigid-body mass=\"1\" mesh_path=\"/dev/zero\"/></robot>"));
    QCOMPARE(test::countCode(absolute.diagnostics, "HRDF-E010"), 2);

    const Checked up = check(s.write(QStringLiteral("robots/up.hrdf"),
                                     "<robot version=\"1.4.0\">\n<include path=\"../parts/arm.hrdf\"/>\n<rigid-body mass=\"1\" "
                                     "mesh_path=\"../meshes/base.stl\"/></robot>"));
    QVERIFY2(!hasErrors(up.diagnostics), qPrintable(up.diagnostics.value(0).toText()));
    QVERIFY(up.model);
    const Diagnostic* include = test::findCode(up.diagnostics, "HRDF-N001");
    QVERIFY(include);
    QCOMPARE(include->severity, Severity::Note);
    QCOMPARE(include->line, 2);
    QVERIFY2(include->message.contains(QDir::toNativeSeparators(s.dir.filePath(QStringLiteral("parts/arm.hrdf")))),
             qPrintable(include->message));
    QCOMPARE(test::countCode(up.diagnostics, "HRDF-N001"), 2);
    // ".." that stays inside the folder is nothing to show.
    const Checked inside =
        check(s.write(QStringLiteral("in.hrdf"), "<robot version=\"1.4.0\"><include path=\"parts/../parts/arm.hrdf\"/></robot>"));
    QVERIFY(!test::findCode(inside.diagnostics, "HRDF-N001"));
    QVERIFY(inside.model);

    // A FIFO, a link to a device and a link to itself, as include and as
    // mesh: each an error or warning at once, never a blocking read.
    QCOMPARE(::mkfifo(QFile::encodeName(s.dir.filePath(QStringLiteral("pipe.hrdf"))).constData(), 0600), 0);
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), s.dir.filePath(QStringLiteral("zero.hrdf"))));
    QVERIFY(QFile::link(s.dir.filePath(QStringLiteral("loop.hrdf")), s.dir.filePath(QStringLiteral("loop.hrdf"))));
    QCOMPARE(::mkfifo(QFile::encodeName(s.dir.filePath(QStringLiteral("pipe.stl"))).constData(), 0600), 0);
    QElapsedTimer t;
    t.start();
    for (const char* name : {"pipe.hrdf", "zero.hrdf", "loop.hrdf"}) {
        const Checked c =
            check(s.write(QStringLiteral("uses.hrdf"), QByteArray("<robot version=\"1.4.0\"><include path=\"") + name + "\"/></robot>"));
        QVERIFY2(test::findCode(c.diagnostics, "HRDF-E016"), name);
    }
    const Checked mesh =
        check(s.write(QStringLiteral("mesh.hrdf"), "<robot version=\"1.4.0\"><rigid-body mass=\"1\" mesh_path=\"pipe.stl\"/></robot>"));
    QVERIFY(test::findCode(mesh.diagnostics, "HRDF-W003"));
    QVERIFY(t.elapsed() < 2000);
}

// Includes that multiply (each file includes the next ten times: 10^6
// elements) stop at the element limit with one located error, in time.
void TestHrdf::includeBomb() {
    Snippet s;
    for (int level = 0; level < 6; ++level) {
        QByteArray body;
        for (int k = 0; k < 10; ++k)
            body += level < 5 ? QByteArray("<include path=\"bomb") + QByteArray::number(level + 1) + ".hrdf\"/>"
                              : QByteArray("<link type=\"X5\" extension=\"0.1\" twist=\"0\"/>");
        s.write(QStringLiteral("bomb%1.hrdf").arg(level), "<robot version=\"1.4.0\">\n<actuator type=\"X5-1\"/>" + body + "</robot>");
    }
    QElapsedTimer t;
    t.start();
    const Checked c = check(s.dir.filePath(QStringLiteral("bomb0.hrdf")));
    QCOMPARE(test::countCode(c.diagnostics, "HRDF-E025"), 1);
    QVERIFY(!c.model);
    QVERIFY2(t.elapsed() < 10000, qPrintable(QString::number(t.elapsed())));
}

// Every enum value of the schema has library data, and vice versa.
void TestHrdf::schemaMatchesLibrary() {
    const HebiLibrary& lib = HebiLibrary::instance();
    for (const char* kind : {"actuator", "link", "bracket", "end-effector"}) {
        const AttributeSchema* type = hrdfSchema().element(QString::fromLatin1(kind))->attribute(u"type");
        QVERIFY(type);
        for (const EnumValue& v : type->values) {
            const bool known = lib.actuator(v.value) || lib.link(v.value) || lib.bracket(v.value) || lib.endEffector(v.value);
            QVERIFY2(known, qPrintable(v.value));
        }
    }
    QCOMPARE(hrdfVersions().size(), 7);
}

void TestHrdf::cli() {
    const QString file = hrdfDir() + QStringLiteral("/hebi-cpp-examples/kits/arms/config/hrdf/A-2240-04.hrdf");
    KINEDIT_REQUIRE_SHARED(file);
    QProcess p;
    p.start(QStringLiteral(KINEDIT_CLI_PATH),
            {QStringLiteral("frames"), QStringLiteral("--json"), QStringLiteral("--set"), QStringLiteral("actuator#0=pi/2"), file});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    const QJsonArray joints = o.value(QStringLiteral("joints")).toArray();
    QCOMPARE(joints.size(), 4);
    QCOMPARE(joints[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("actuator#0"));
    QCOMPARE(joints[0].toObject().value(QStringLiteral("value")).toArray()[0].toDouble(), M_PI / 2);
    QCOMPARE(o.value(QStringLiteral("frames")).toArray()[0].toObject().value(QStringLiteral("name")).toString(),
             QStringLiteral("actuator#0"));
    QProcess info;
    info.start(QStringLiteral(KINEDIT_CLI_PATH), {QStringLiteral("info"), QStringLiteral("--json"), file});
    QVERIFY(info.waitForFinished(30000));
    const QJsonObject i = QJsonDocument::fromJson(info.readAllStandardOutput()).object();
    QCOMPARE(i.value(QStringLiteral("dof")).toInt(), 4);
    QVERIFY(std::abs(i.value(QStringLiteral("mass")).toDouble() - 3.685) < 1e-3);  // EXPECTED.md
}

// The writer writes the spec's case; nothing else changes.
void TestHrdf::normalizeEnumCase() {
    Snippet s;
    const QByteArray text =
        "<robot version=\"1.4.0\">\n  <actuator type=\"x5-1\"/>  <!-- keep -->\n"
        "  <link type=\"x5\" extension=\"0.1\" twist=\"0\" output=\"inline\"/>\n</robot>\n";
    const QString in = s.write(QStringLiteral("case.hrdf"), text);
    const QString out = s.dir.filePath(QStringLiteral("fixed.hrdf"));
    QProcess p;
    p.start(QStringLiteral(KINEDIT_CLI_PATH), {QStringLiteral("convert"), QStringLiteral("--normalize"), in, out});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("<robot version=\"1.4.0\">\n  <actuator type=\"X5-1\"/>  <!-- keep -->\n"
                                     "  <link type=\"X5\" extension=\"0.1\" twist=\"0\" output=\"Inline\"/>\n</robot>\n"));
    const Checked c = check(out);
    QVERIFY(c.diagnostics.isEmpty());
}

// Every built-in element brings a procedural shape for the viewport.
void TestHrdf::shapes() {
    Snippet s;
    const Checked c = check(s.write(QStringLiteral("s.hrdf"),
                                    "<robot version=\"1.4.0\"><actuator type=\"X5-1\"/><bracket type=\"X5LightLeft\"/>"
                                    "<actuator type=\"X5-1\"/><link type=\"X5\" extension=\"0.3\" twist=\"0\"/>"
                                    "<actuator type=\"X5-1\"/><end-effector type=\"X5Parallel\"/></robot>"));
    QVERIFY(c.model);
    QSet<std::string> sources;
    for (const kin::Visual& v : c.model->visuals()) {
        sources.insert(v.source);
        QVERIFY(v.size.maxCoeff() > 0);
        QVERIFY(v.frame >= 0);
    }
    for (const char* e : {"actuator#0", "bracket#1", "actuator#2", "link#3", "actuator#4", "end-effector#5"})
        QVERIFY2(sources.contains(e), e);
    // The link's tube spans its extension along x at the adapter height.
    for (const kin::Visual& v : c.model->visuals())
        if (v.source == "link#3") {
            QVERIFY(std::abs(v.size.y() - 0.3) < 1e-12);
            QVERIFY((v.origin.translation() - Eigen::Vector3d(0.15, 0, 0.0175)).norm() < 1e-12);
        }
}

QTEST_GUILESS_MAIN(TestHrdf)
#include "tst_hrdf.moc"
