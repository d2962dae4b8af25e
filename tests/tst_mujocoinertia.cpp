// The inertial checks' MuJoCo verdicts against MuJoCo 2.2.2 itself
// (libmujoco, when built with it; skipped with a message without), on
// small hand-made MJCF and URDF files: moving bodies with no mass to weigh,
// a written mass or moments of 0, MuJoCo's exception for a body carried by
// a jointless child, and the <compiler> options that change the verdict
// (boundmass, boundinertia, balanceinertia, inertiafromgeom; in URDF
// inside <mujoco>). Whether MuJoCo refuses the file, and its message with
// the body it names, must be what PHYS-N001 says.
#include "TestSupport.h"

#include "check/DocumentCheck.h"
#include "formats/DocumentState.h"
#include "formats/FormatRegistry.h"
#include "xml/XmlDocument.h"

#include <QTemporaryDir>

#ifdef KINEDIT_HAVE_MUJOCO
#include <mujoco/mujoco.h>
#endif

using namespace kinedit;

namespace {

QByteArray mjcf(const QByteArray& compiler, const QByteArray& body) {
    return "<mujoco model=\"m\">\n" + (compiler.isEmpty() ? QByteArray() : "<compiler " + compiler + "/>\n") +
           "<worldbody>\n<body name=\"b\">\n<joint name=\"j\" type=\"hinge\"/>\n" + body + "</body>\n</worldbody>\n</mujoco>\n";
}

QByteArray urdf(const QByteArray& compiler, const char* mass, const char* izz) {
    return "<robot name=\"r\">\n" + (compiler.isEmpty() ? QByteArray() : "<mujoco><compiler " + compiler + "/></mujoco>\n") +
           "<link name=\"base\"/>\n<link name=\"b\"><inertial><mass value=\"" + mass +
           "\"/><inertia ixx=\"1\" ixy=\"0\" ixz=\"0\" iyy=\"1\" iyz=\"0\" izz=\"" + izz +
           "\"/></inertial></link>\n"
           "<joint name=\"j\" type=\"continuous\"><parent link=\"base\"/><child link=\"b\"/></joint>\n</robot>\n";
}

const QByteArray mass0 = "<inertial pos=\"0 0 0\" mass=\"0\" diaginertia=\"1 1 1\"/>\n";
const QByteArray diag0 = "<inertial pos=\"0 0 0\" mass=\"1\" diaginertia=\"0 0 0\"/>\n";
const QByteArray triangle = "<inertial pos=\"0 0 0\" mass=\"1\" diaginertia=\"1 1 5\"/>\n";
const QByteArray sphere = "<geom type=\"sphere\" size=\"0.1\"/>\n";

}  // namespace

class TestMujocoInertia : public QObject {
    Q_OBJECT
private slots:
    // The format keeps nothing of a document: each document's reading
    // lives in its own state. The default classes asked by the form and the
    // weighing from geometry use the reading its check kept (the included
    // file changed on disk after the check is not read again), and two
    // documents' questions never see each other's.
    void readingKeptInTheDocumentsState() {
        QTemporaryDir dir;
        auto write = [&](const QString& name, const QByteArray& text) { return test::writeFile(dir.path(), name, text); };
        write(QStringLiteral("part.xml"),
              "<mujoco><worldbody><body name=\"b\"><joint name=\"j\"/>"
              "<geom type=\"box\" size=\"0.1 0.1 0.1\"/></body></worldbody></mujoco>\n");
        auto open = [&](const QString& name, const QByteArray& text) {
            Diagnostics ignored;
            return XmlDocument::fromBytes(text, write(name, text), &ignored);
        };
        const auto a = open(QStringLiteral("a.xml"),
                            "<mujoco model=\"a\"><default><geom density=\"500\"/></default><include file=\"part.xml\"/></mujoco>\n");
        const auto other = open(QStringLiteral("o.xml"),
                                "<mujoco model=\"o\"><default><geom density=\"2000\"/></default><include file=\"part.xml\"/></mujoco>\n");
        const Format* f = FormatRegistry::instance().detect(*a, a->fileName());
        QVERIFY(f && f->id() == QLatin1String("mjcf"));
        const DocumentCheck ca = checkDocument(*a), co = checkDocument(*other);
        QVERIFY(ca.model && co.model);
        // A bigger box on disk, after both checks.
        write(QStringLiteral("part.xml"),
              "<mujoco><worldbody><body name=\"b\"><joint name=\"j\"/>"
              "<geom type=\"box\" size=\"0.2 0.2 0.2\"/></body></worldbody></mujoco>\n");
        auto massOf = [&](const XmlDocument& doc, DocumentState* state) {
            const auto bodies = f->massesFromGeometry(doc, state, {}, 1000);
            return bodies && bodies->size() == 1 ? bodies->front().mass : -1.0;
        };
        QCOMPARE(massOf(*a, ca.state.get()), 500 * 0.008);       // the checked reading: 0.2 m cube at 500 kg/m³
        QCOMPARE(massOf(*other, co.state.get()), 2000 * 0.008);  // its own
        QCOMPARE(massOf(*a, nullptr), 500 * 0.064);              // no state: read now
        // The form's question: the default class's value.
        const auto body = open(QStringLiteral("b.xml"),
                               "<mujoco><default><geom density=\"700\"/></default><worldbody><geom type=\"sphere\" size=\"1\"/>"
                               "</worldbody></mujoco>\n");
        const DocumentCheck cb = checkDocument(*body);
        const XmlElement* geom = body->root()->firstChildElement(u"worldbody")->firstChildElement(u"geom");
        QCOMPARE(f->inheritedValue(*body, cb.state.get(), *geom, QStringLiteral("density")), QStringLiteral("700"));
        QCOMPARE(f->inheritedValue(*body, nullptr, *geom, QStringLiteral("density")), QStringLiteral("700"));
        // An edit not checked yet: the form's answer is the new revision's.
        body->setAttribute(body->root()->firstChildElement(u"default")->firstChildElement(u"geom"), QStringLiteral("density"),
                           QStringLiteral("800"));
        QCOMPARE(f->inheritedValue(*body, cb.state.get(), *geom, QStringLiteral("density")), QStringLiteral("800"));
        QCOMPARE(massOf(*other, co.state.get()), 2000 * 0.008);
    }

    void againstMujoco_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("text");
        const auto row = [](const char* tag, const char* name, const QByteArray& text) {
            QTest::newRow(tag) << QString::fromLatin1(name) << text;
        };
        row("no inertial, no geom", "m.xml", mjcf("", ""));
        row("mass 0", "m.xml", mjcf("", mass0));
        row("diaginertia 0", "m.xml", mjcf("", diag0));
        row("mass 0 beside a geom", "m.xml", mjcf("", mass0 + sphere));
        row("geom weighed", "m.xml", mjcf("", sphere));
        row("carried by a jointless child's geom", "m.xml", mjcf("", "<body name=\"c\">" + sphere + "</body>\n"));
        row("mass 0 carried by a child", "m.xml",
            mjcf("", mass0 + "<body name=\"c\"><inertial pos=\"0 0 0\" mass=\"1\" diaginertia=\"1 1 1\"/></body>\n"));
        row("inertiafromgeom false", "m.xml", mjcf("inertiafromgeom=\"false\"", sphere));
        row("inertiafromgeom true", "m.xml", mjcf("inertiafromgeom=\"true\"", mass0 + sphere));
        row("boundmass", "m.xml", mjcf("boundmass=\"0.1\"", mass0));
        row("boundmass alone, no geom", "m.xml", mjcf("boundmass=\"0.1\"", ""));
        row("boundmass and boundinertia, no geom", "m.xml", mjcf("boundmass=\"0.1\" boundinertia=\"0.1\"", ""));
        row("boundinertia", "m.xml", mjcf("boundinertia=\"0.1\"", diag0));
        row("triangle", "m.xml", mjcf("", triangle));
        row("balanceinertia", "m.xml", mjcf("balanceinertia=\"true\"", triangle));
        row("boundinertia keeps the triangle", "m.xml", mjcf("boundinertia=\"2\"", triangle));
        row("boundinertia mends the triangle", "m.xml", mjcf("boundinertia=\"3\"", triangle));
        row("urdf mass 0", "r.urdf", urdf("", "0", "1"));
        row("urdf boundmass", "r.urdf", urdf("boundmass=\"0.1\"", "0", "1"));
        row("urdf triangle", "r.urdf", urdf("", "1", "5"));
        row("urdf balanceinertia", "r.urdf", urdf("balanceinertia=\"true\"", "1", "5"));
        row("urdf boundmass and balanceinertia", "r.urdf", urdf("boundmass=\"0.1\" balanceinertia=\"true\"", "0", "5"));
    }
    void againstMujoco() {
#ifndef KINEDIT_HAVE_MUJOCO
        QSKIP("built without libmujoco 2.2.2 (Debian's libmujoco-dev): MuJoCo's own verdicts are not compared");
#else
        QFETCH(QString, name);
        QFETCH(QByteArray, text);
        QTemporaryDir dir;
        const QString path = test::writeFile(dir.path(), name, text);
        QVERIFY(!path.isEmpty());
        char error[1000] = "";
        mjModel* model = mj_loadXML(path.toLocal8Bit().constData(), nullptr, error, sizeof error);
        const bool refused = model == nullptr;
        if (model) mj_deleteModel(model);
        // "Error: MESSAGE\nObject name = NAME, id = ..."
        const QString mujoco = QString::fromLocal8Bit(error);
        const QString message = mujoco.section(QLatin1Char('\n'), 0, 0).remove(QStringLiteral("Error: "));
        const QString object =
            mujoco.section(QLatin1Char('\n'), 1, 1).section(QLatin1Char(','), 0, 0).remove(QStringLiteral("Object name = "));

        const CheckedFile f = checkFile(path);
        QVERIFY2(f.check.model, qPrintable(mujoco));
        const Diagnostic* summary = test::findCode(f.check.diagnostics, "PHYS-N001");
        QStringList ours;
        for (const Diagnostic& d : f.check.diagnostics) ours << d.toText();
        const QString said = summary ? summary->message : QString();
        if (refused) {
            QVERIFY2(said.contains(QStringLiteral("MuJoCo 2.2.2 would refuse it: \"%1\" (Object name = %2)").arg(message, object)),
                     qPrintable(mujoco + QStringLiteral("\nours:\n") + ours.join(QLatin1Char('\n'))));
        } else {
            QVERIFY2(!said.contains(QLatin1String("MuJoCo 2.2.2 would refuse")),
                     qPrintable(QStringLiteral("MuJoCo loads it; ours:\n") + ours.join(QLatin1Char('\n'))));
            for (const Diagnostic& d : f.check.diagnostics)
                QVERIFY2(!d.message.contains(QLatin1String("MuJoCo 2.2.2 refuses")), qPrintable(d.toText()));
        }
#endif
    }
};

QTEST_GUILESS_MAIN(TestMujocoInertia)
#include "tst_mujocoinertia.moc"
