// The inertial checks (model/check/InertialChecks.h) through the one
// document check, as every client sees them:
// - every URDF of shared/corpus/inertia/urdf gives its planted defect once,
//   in its link2's element, and the summary (PHYS-N001) agrees with
//   expected/VERDICTS.tsv (MuJoCo 2.2.2's and libsdformat 12's verdicts);
// - small files of SDFormat, MJCF, SKEL and xacro show one check each,
//   located where the file wrote the value, beside a fixed copy that gives
//   none.
#include "CheckedText.h"
#include "TestSupport.h"

#include "check/DocumentCheck.h"
#include "xml/XmlDocument.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <memory>

using namespace kinedit;

namespace {

QString inertiaDir() { return test::corpusDir() + QStringLiteral("/inertia"); }

Diagnostics physics(const Diagnostics& all, bool withSummary = false) {
    Diagnostics out;
    for (const Diagnostic& d : all)
        if (d.code.startsWith(QLatin1String("PHYS-")) && (withSummary || d.code != QLatin1String("PHYS-N001"))) out.append(d);
    return out;
}

const Diagnostic* summary(const Diagnostics& all) { return test::findCode(all, "PHYS-N001"); }

QString describe(const Diagnostics& d) {
    QStringList s;
    for (const Diagnostic& x : d) s << x.toText();
    return s.join(QLatin1Char('\n'));
}

// 1-based lines of <link name="NAME" ...> and of its </link> (or the tag itself when it closes there).
std::pair<int, int> linkLines(const QByteArray& text, const QByteArray& name) {
    const QList<QByteArray> lines = text.split('\n');
    int first = 0;
    for (int i = 0; i < lines.size(); ++i) {
        if (!first && lines[i].contains("<link name=\"" + name + "\"")) {
            first = i + 1;
            if (lines[i].contains("/>")) return {first, first};
        } else if (first && lines[i].contains("</link>"))
            return {first, i + 1};
    }
    return {first, first};
}

using Checked = test::CheckedText;
using test::checkText;

}  // namespace

class TestInertialChecks : public QObject {
    Q_OBJECT
private slots:
    void corpusUrdf_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("code");  // empty: none
        const auto row = [](const char* file, const char* code) {
            QTest::newRow(file) << QString::fromLatin1(file) << QString::fromLatin1(code);
        };
        row("good", "");
        row("com_far", "PHYS-W006");  // the plausibility check; neither simulator objects
        row("rotated_inertial", "");
        row("zero_mass", "PHYS-E001");
        row("negative_mass", "PHYS-E001");
        row("tiny_mass_inertia", "PHYS-E001");
        row("minval_boundary", "PHYS-W001");
        row("not_positive_definite", "PHYS-E002");
        row("triangle_inequality", "PHYS-E003");
        row("triangle_offdiag", "PHYS-E003");
        row("zero_inertia", "PHYS-W004");
        row("no_inertial_no_geometry", "PHYS-W005");  // a warning: URDF makes <inertial> optional
        row("no_inertial", "PHYS-W005");
        row("mesh_no_inertial", "PHYS-W005");
    }
    void corpusUrdf() {
        QFETCH(QString, file);
        QFETCH(QString, code);
        const QString path = inertiaDir() + QStringLiteral("/urdf/") + file + QStringLiteral(".urdf");
        KINEDIT_REQUIRE_SHARED(path);
        const QByteArray text = test::readFile(path);
        QVERIFY2(text.contains("<!--"), "each file begins with a comment saying what is planted");
        const CheckedFile f = checkFile(path);
        QVERIFY(f.check.model);
        const Diagnostics found = physics(f.check.diagnostics);
        if (code.isEmpty()) {
            QVERIFY2(found.isEmpty(), qPrintable(describe(found)));
            return;
        }
        QVERIFY2(found.size() == 1, qPrintable(describe(f.check.diagnostics)));
        const Diagnostic& d = found.first();
        QCOMPARE(d.code, code);
        QVERIFY2(d.message.contains(QLatin1String("'link2'")), qPrintable(d.message));
        const auto [first, last] = linkLines(text, "link2");
        QVERIFY(first > 0);
        QVERIFY2(d.line >= first && d.line <= last,
                 qPrintable(QStringLiteral("%1 not in lines %2-%3").arg(d.toText()).arg(first).arg(last)));
        QVERIFY(d.column > 0);
        QCOMPARE(d.file, path);
        // The errors are exactly the planted one (the files are valid URDF).
        QCOMPARE(countSeverity(f.check.diagnostics, Severity::Error), d.severity == Severity::Error ? 1 : 0);
    }

    // PHYS-N001 says what VERDICTS.tsv says of every urdf/ file: MuJoCo's
    // and libsdformat's exit codes and first lines, and the links
    // libsdformat's converter drops (its notes), for the moving link2.
    void summaryAgreesWithVerdicts() {
        const QString tsv = inertiaDir() + QStringLiteral("/expected/VERDICTS.tsv");
        KINEDIT_REQUIRE_SHARED(tsv);
        int rows = 0;
        for (const QByteArray& line : test::readFile(tsv).split('\n')) {
            const QList<QByteArray> c = line.split('\t');
            if (c.size() < 5 || !c[0].startsWith("urdf/")) continue;
            ++rows;
            const QString file = QString::fromUtf8(c[0]);
            const bool mujocoRefuses = c[1] == "1", sdfRefuses = c[3] == "1";
            const QString mujocoFirst = QString::fromUtf8(c[2]).remove(QStringLiteral("Error: "));
            const QString sdfFirst = QString::fromUtf8(c[4]);
            const bool link2Dropped = sdfFirst.contains(QLatin1String("link[link2] has no inertia"));
            const CheckedFile f = checkFile(inertiaDir() + QLatin1Char('/') + file);
            const Diagnostic* s = summary(f.check.diagnostics);
            if (!mujocoRefuses && !sdfRefuses && !link2Dropped) {
                QVERIFY2(!s, qPrintable(file + QStringLiteral(": ") + (s ? s->message : QString())));
                continue;
            }
            QVERIFY2(s, qPrintable(file + QStringLiteral(": no summary\n") + describe(f.check.diagnostics)));
            QCOMPARE(s->severity, Severity::Note);
            QCOMPARE(s->line, 0);
            const QString m = s->message;
            if (mujocoRefuses)
                QVERIFY2(m.contains(QStringLiteral("MuJoCo 2.2.2 would refuse it: \"%1\" (Object name = link2)").arg(mujocoFirst)),
                         qPrintable(file + QStringLiteral(": ") + m));
            else
                QVERIFY2(m.contains(QLatin1String("MuJoCo 2.2.2 would load it")), qPrintable(file + QStringLiteral(": ") + m));
            if (sdfRefuses)
                QVERIFY2(m.contains(QStringLiteral("libsdformat 12 would refuse it: \"%1\"").arg(sdfFirst)),
                         qPrintable(file + QStringLiteral(": ") + m));
            else if (link2Dropped)
                QVERIFY2(m.contains(QLatin1String("libsdformat 12 would load it without link 'link2'")),
                         qPrintable(file + QStringLiteral(": ") + m));
            else
                QVERIFY2(m.contains(QLatin1String("libsdformat 12 would load it")), qPrintable(file + QStringLiteral(": ") + m));
        }
        QCOMPARE(rows, 14);
    }

    // One check in each other format that holds inertials, at the element
    // that wrote the value; the fixed file gives none.
    void otherFormats_data() {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("bad");
        QTest::addColumn<QByteArray>("good");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("says");  // in the message

        // (SDFormat's own rules refuse what libsdformat refuses: SDF-E007.)
        const auto sdf = [](const char* mass) {
            return QByteArray(
                       "<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n<model name=\"m\">\n<link name=\"a\"/>\n<link name=\"b\">\n"
                       "  <inertial>\n    <mass>") +
                   mass +
                   "</mass>\n    <inertia><ixx>1</ixx><iyy>1</iyy><izz>1</izz></inertia>\n  </inertial>\n</link>\n"
                   "<joint name=\"j\" type=\"revolute\"><parent>a</parent><child>b</child><axis><xyz>0 0 1</xyz></axis></joint>\n"
                   "</model>\n</sdf>\n";
        };
        QTest::newRow("sdf massless") << "t.sdf" << sdf("0") << sdf("1") << "PHYS-W001" << 7 << "'b' moves (joint 'j') with mass 0";

        const auto mjcf = [](const char* diag) {
            return QByteArray(
                       "<mujoco model=\"m\">\n<worldbody>\n<body name=\"b\">\n<joint name=\"j\" type=\"hinge\"/>\n"
                       "<inertial pos=\"0 0 0\" mass=\"1\" diaginertia=\"") +
                   diag + "\"/>\n</body>\n</worldbody>\n</mujoco>\n";
        };
        QTest::newRow("mjcf moment") << "t.xml" << mjcf("0 0 0") << mjcf("0.1 0.1 0.1") << "PHYS-E004" << 5
                                     << "MuJoCo 2.2.2 refuses the file: \"mass and inertia of moving bodies must be larger than mjMINVAL\"";

        const auto skel = [](const char* izz) {
            return QByteArray(
                       "<skel version=\"1.0\">\n<world name=\"w\">\n<skeleton name=\"s\">\n<body name=\"b\">\n  <inertia>\n"
                       "    <mass>1</mass>\n    <moment_of_inertia><ixx>1</ixx><iyy>1</iyy><izz>") +
                   izz +
                   "</izz><ixy>0</ixy><ixz>0</ixz><iyz>0</iyz></moment_of_inertia>\n  </inertia>\n</body>\n"
                   "<joint type=\"revolute\" name=\"j\"><parent>world</parent><child>b</child><axis><xyz>0 0 1</xyz></axis></joint>\n"
                   "</skeleton>\n</world>\n</skel>\n";
        };
        QTest::newRow("skel triangle") << "t.skel" << skel("5") << skel("1.5") << "PHYS-W003" << 7 << "A + B = 2 < C";

        // xacro: a macro's link, reported in the macro's text.
        const auto xacro = [](const char* mass) {
            return QByteArray(
                       "<?xml version=\"1.0\"?>\n<robot name=\"r\" xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n"
                       "<xacro:macro name=\"arm\" params=\"m\">\n"
                       "  <link name=\"link1\">\n    <inertial>\n      <mass value=\"${m}\"/>\n"
                       "      <inertia ixx=\"0.1\" ixy=\"0\" ixz=\"0\" iyy=\"0.1\" iyz=\"0\" izz=\"0.1\"/>\n"
                       "    </inertial>\n  </link>\n"
                       "  <joint name=\"j1\" type=\"continuous\"><parent link=\"base\"/><child link=\"link1\"/><axis xyz=\"0 0 "
                       "1\"/></joint>\n"
                       "</xacro:macro>\n<link name=\"base\"/>\n<xacro:arm m=\"") +
                   mass + "\"/>\n</robot>\n";
        };
        QTest::newRow("xacro zero mass") << "t.urdf.xacro" << xacro("0") << xacro("2") << "PHYS-E001" << 6
                                         << "'link1' moves (joint 'j1') with mass 0";
    }
    void otherFormats() {
        QFETCH(QString, fileName);
        QFETCH(QByteArray, bad);
        QFETCH(QByteArray, good);
        QFETCH(QString, code);
        QFETCH(int, line);
        QFETCH(QString, says);
        const Checked b = checkText(bad, fileName);
        QVERIFY(b.doc);
        QVERIFY2(b.check.model, qPrintable(describe(b.check.diagnostics)));
        const Diagnostics found = physics(b.check.diagnostics);
        QVERIFY2(found.size() == 1, qPrintable(describe(b.check.diagnostics)));
        QCOMPARE(found.first().code, code);
        QCOMPARE(found.first().file, fileName);
        QCOMPARE(found.first().line, line);
        QVERIFY2(found.first().message.contains(says), qPrintable(found.first().message));
        const Checked g = checkText(good, fileName);
        QVERIFY(g.check.model);
        QVERIFY2(physics(g.check.diagnostics, true).isEmpty(), qPrintable(describe(g.check.diagnostics)));
    }

    // A link welded to a moving one is carried by it: no check of its mass
    // (good.urdf's massless tool0); a moving link without mass whose
    // jointless child has some is accepted by MuJoCo (its static-child
    // rule), but libsdformat still drops it.
    void weldedLinks() {
        const QByteArray text =
            "<?xml version=\"1.0\"?>\n<robot name=\"r\">\n<link name=\"base\"/>\n"
            "<link name=\"a\">\n  <inertial><mass value=\"0\"/><inertia ixx=\"0\" ixy=\"0\" ixz=\"0\" iyy=\"0\" iyz=\"0\" "
            "izz=\"0\"/></inertial>\n</link>\n"
            "<link name=\"b\">\n  <inertial><mass value=\"1\"/><inertia ixx=\"0.1\" ixy=\"0\" ixz=\"0\" iyy=\"0.1\" iyz=\"0\" "
            "izz=\"0.1\"/></inertial>\n</link>\n"
            "<link name=\"tool\"/>\n"
            "<joint name=\"ja\" type=\"revolute\"><parent link=\"base\"/><child link=\"a\"/><axis xyz=\"0 0 1\"/>"
            "<limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/></joint>\n"
            "<joint name=\"jb\" type=\"fixed\"><parent link=\"a\"/><child link=\"b\"/></joint>\n"
            "<joint name=\"jt\" type=\"fixed\"><parent link=\"b\"/><child link=\"tool\"/></joint>\n</robot>\n";
        const Checked c = checkText(text, QStringLiteral("w.urdf"));
        const Diagnostics found = physics(c.check.diagnostics);
        QVERIFY2(found.size() == 1, qPrintable(describe(c.check.diagnostics)));
        QCOMPARE(found.first().code, QStringLiteral("PHYS-W001"));  // MuJoCo loads it; libsdformat drops 'a'
        QCOMPARE(found.first().line, 5);
        QVERIFY2(found.first().message.contains(QLatin1String("MuJoCo 2.2.2 loads it (a jointless child body with mass carries it)")),
                 qPrintable(found.first().message));
    }
};

QTEST_GUILESS_MAIN(TestInertialChecks)
#include "tst_inertialchecks.moc"
