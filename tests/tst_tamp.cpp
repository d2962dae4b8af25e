// TAMP problem files: the corpus facts of EXPECTED.md (objects, grasps,
// quirks), attachments that move with their parent, robots from a URDF
// configured through AMmapping, and the spec example's mistakes.
#include "TestSupport.h"

#include "formats/tamp/TampFormat.h"
#include "kinematics/Kinematics.h"
#include "xml/XmlDocument.h"

#include <QRegularExpression>
#include <QTemporaryDir>

#include "schema/Schema.h"

using namespace kinedit;

namespace {

struct Checked {
    Diagnostics diagnostics;
    std::shared_ptr<const kin::Model> model;
};

Checked check(const QString& path) {
    Checked c;
    auto doc = XmlDocument::load(path, &c.diagnostics);
    if (!doc) return c;
    c.model = TampFormat().compile(*doc, c.diagnostics);
    return c;
}

int countKind(const kin::Model& m, const char* kind) {
    return int(std::count_if(m.frames().begin(), m.frames().end(), [&](const kin::Frame& f) { return f.kind == kind; }));
}

}  // namespace

class TestTamp : public QObject {
    Q_OBJECT
private slots:
    // EXPECTED.md: "=== FILE", "objects=N", "obj NAME: ... gf=A gc=B".
    void corpus_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("objects");
        QTest::addColumn<int>("grasps");
        QFile f(test::corpusDir() + QStringLiteral("/tamp/EXPECTED.md"));
        if (!f.open(QIODevice::ReadOnly)) {
            QTest::newRow("absent") << QString() << 0 << 0;
            return;
        }
        QString file;
        int objects = 0, grasps = 0;
        auto flush = [&]() {
            if (!file.isEmpty()) QTest::newRow(qPrintable(file)) << file << objects << grasps;
        };
        static const QRegularExpression obj(QStringLiteral("gf=(\\d+) gc=(\\d+)"));
        for (const QString& line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String("=== "))) {
                flush();
                file = line.mid(4).trimmed();
                objects = grasps = 0;
            } else if (line.trimmed().startsWith(QLatin1String("objects="))) {
                objects = line.trimmed().section(QLatin1Char('='), 1, 1).section(QLatin1Char(' '), 0, 0).toInt();
            } else if (const auto m = obj.match(line); m.hasMatch() && line.trimmed().startsWith(QLatin1String("obj "))) {
                // A continuous grasp is shown as a fan of 12 frames.
                grasps += m.captured(1).toInt() + 12 * m.captured(2).toInt();
            }
        }
        flush();
    }
    void corpus() {
        QFETCH(QString, file);
        QFETCH(int, objects);
        QFETCH(int, grasps);
        KINEDIT_REQUIRE_SHARED(test::corpusDir() + QStringLiteral("/tamp/EXPECTED.md"));
        const Checked c = check(test::corpusDir() + QStringLiteral("/tamp/") + file);
        QStringList errors;
        for (const Diagnostic& d : c.diagnostics)
            if (d.severity == Severity::Error) errors << d.toText();
        QVERIFY2(c.model, qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(countKind(*c.model, "object"), objects);
        QCOMPARE(countKind(*c.model, "grasp"), grasps);
        QCOMPARE(countKind(*c.model, "robot"), 1);
        // models/pr2.urdf was never published: a warning, and the scene loads.
        QVERIFY(std::any_of(c.diagnostics.begin(), c.diagnostics.end(),
                            [](const Diagnostic& d) { return d.code == QLatin1String("TAMP-W002"); }));
    }

    void attachmentsAndRobot() {
        const QString pr2 = test::corpusDir() + QStringLiteral("/urdf/example-robot-data/robots/pr2_description/urdf/pr2.urdf");
        KINEDIT_REQUIRE_SHARED(pr2);
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(QStringLiteral("xmls")));
        const QString path = dir.filePath(QStringLiteral("xmls/p.xml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            ("<problem><objects>\n"
             "<obj><name>tray</name><geom>tray.obj</geom><pose>1 0 0 1 0 1 0 0 0 0 1 0.5</pose><moveable>true</moveable>\n"
             "<attachments><name>cup</name></attachments></obj>\n"
             "<obj><name>cup</name><geom>cup.obj</geom><pose>1 0 0 1.1 0 1 0 0 0 0 1 0.6</pose><moveable>true</moveable>\n"
             "<grasps><gf type=\"side\">1 0 0 0 0 1 0 0 0 0 1 0.05</gf><gc type=\"top\"><template>1 0 0 0 0 1 0 0 0 0 1 0.1</template>"
             "<axis>0 0 1</axis></gc></grasps></obj>\n"
             "</objects><robots><robot><name>pr2</name><urdf>file://" +
             pr2.toUtf8() +
             "</urdf>"
             "<basepose>1 0 0 -1 0 1 0 0 0 0 1 0</basepose><movebase>false</movebase><torso>0.1</torso>"
             "<right_arm>-0.5 0 0 -0.16 0 -0.11 0</right_arm></robot></robots>\n"
             "<AMmapping><action><name>pick</name><joints>r_shoulder_pan_joint r_shoulder_lift_joint r_upper_arm_roll_joint "
             "r_elbow_flex_joint r_forearm_roll_joint r_wrist_flex_joint r_wrist_roll_joint r_gripper_joint</joints></action></AMmapping>"
             "</problem>\n"));
        f.close();
        const Checked c = check(path);
        QVERIFY2(c.model, qPrintable(c.diagnostics.value(0).toText()));
        const kin::Model& m = *c.model;
        QVERIFY(m.frameIndex("cup::grasp0") >= 0 && m.frameIndex("cup::grasp1") >= 0);
        // The cup is attached to the tray: it hangs under it, where its pose puts it.
        QCOMPARE(m.frames()[size_t(m.frameIndex("cup"))].parent, m.frameIndex("tray"));
        kin::Data d(c.model);
        kin::forwardKinematics(m, d, d.q);
        QVERIFY((d.oMf[size_t(m.frameIndex("cup"))].translation() - Eigen::Vector3d(1.1, 0, 0.6)).norm() < 1e-12);
        // The robot: its links under its base pose, configured from the tags.
        QVERIFY(m.frameIndex("pr2::base_link") >= 0);
        const kin::Joint& torso = m.joints()[size_t(m.jointIndex("pr2::torso_lift_joint"))];
        QCOMPARE(d.q[torso.qIndex], 0.1);
        const kin::Joint& pan = m.joints()[size_t(m.jointIndex("pr2::r_shoulder_pan_joint"))];
        QCOMPARE(d.q[pan.qIndex], -0.5);
        QVERIFY((d.oMf[size_t(m.frameIndex("pr2"))].translation() - Eigen::Vector3d(-1, 0, 0)).norm() < 1e-12);
    }

    // A configuration tag with more values than the robot has of the joints
    // mapped to it: the warning says which were found and which are missing
    // (some were found; it is not "no joints").
    void configurationShortOfJoints() {
        QTemporaryDir dir;
        const QString urdf =
            test::writeFile(dir.path(), QStringLiteral("r.urdf"),
                            "<robot name=\"r\"><link name=\"base\"/><link name=\"l1\"/><link name=\"l2\"/>\n"
                            "<joint name=\"r_a\" type=\"continuous\"><parent link=\"base\"/><child link=\"l1\"/></joint>\n"
                            "<joint name=\"r_b\" type=\"continuous\"><parent link=\"l1\"/><child link=\"l2\"/></joint></robot>\n");
        const QString path = test::writeFile(dir.path(), QStringLiteral("p.xml"),
                                             ("<problem><objects/><robots><robot><name>r</name><urdf>file://" + urdf.toUtf8() +
                                              "</urdf>\n<right_arm>0.1 0.2 0.3</right_arm></robot></robots>\n"
                                              "<AMmapping><action><name>pick</name><joints>r_a r_b r_c</joints></action></AMmapping>"
                                              "</problem>\n"));
        const Checked c = check(path);
        QVERIFY(c.model);
        Diagnostics w;
        for (const Diagnostic& d : c.diagnostics)
            if (d.code == QLatin1String("TAMP-W003")) w << d;
        QCOMPARE(w.size(), 1);
        QCOMPARE(w[0].line, 2);
        QCOMPARE(w[0].message, QStringLiteral("robot 'r': <right_arm> has 3 value(s), but the robot has 2 of the joints mapped to it "
                                              "(r_a, r_b; its URDF has no r_c); the values are not applied"));
    }

    // Attachments in a cycle: its members name the cycle; an object attached
    // to one of them only hangs below it, and is said to.
    void attachmentCycle() {
        QTemporaryDir dir;
        const QString path = test::writeFile(dir.path(), QStringLiteral("p.xml"),
                                             "<problem><objects>\n"
                                             "<obj><name>a</name><attachments><name>b</name></attachments></obj>\n"
                                             "<obj><name>b</name><attachments><name>a</name><name>c</name></attachments></obj>\n"
                                             "<obj><name>c</name></obj>\n"
                                             "</objects></problem>\n");
        Diagnostics all;
        auto doc = XmlDocument::load(path, &all);
        QVERIFY(doc);
        TampFormat().validate(*doc, all);
        QStringList cycle;
        for (const Diagnostic& d : all)
            if (d.code == QLatin1String("TAMP-E006")) cycle << QStringLiteral("%1: %2").arg(d.line).arg(d.message);
        QCOMPARE(cycle, (QStringList{QStringLiteral("2: 'a' is in a cycle of attachments: a → b → a"),
                                     QStringLiteral("3: 'b' is in a cycle of attachments: a → b → a"),
                                     QStringLiteral("4: 'c' is attached below the cycle of attachments a → b → a, not to the world")}));
    }

    // The scene's markers: a continuous grasp's fan, stable poses and
    // placement regions (rectangle, single point, polygon).
    void sceneMarkers() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("m.xml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "<problem><objects>\n"
            "<obj><name>table</name><pose>0 -1 0 2 1 0 0 0 0 0 1 0</pose><moveable>false</moveable>\n"
            "<sssp><xmin>-0.4</xmin><xmax>0.4</xmax><ymin>-0.2</ymin><ymax>0.2</ymax><zmin>0.7</zmin><zmax>0.7</zmax></sssp></obj>\n"
            "<obj><name>disc</name><pose>1 0 0 0 0 1 0 0 0 0 1 0.75</pose><moveable>true</moveable>\n"
            "<grasps><gc type=\"side\"><template>1 0 0 0.05 0 1 0 0 0 0 1 0</template><axis>0 0 1</axis></gc></grasps>\n"
            "<sssp><xmin>0</xmin><xmax>0</xmax><ymin>0</ymin><ymax>0</ymax><zmin>0.02</zmin><zmax>0.02</zmax></sssp>\n"
            "<sop><template>1 0 0 0 1 0 0 0 1</template><axis>0 0 1</axis><distance>0.05</distance></sop></obj>\n"
            "<obj><name>shelf</name><pose>1 0 0 3 0 1 0 0 0 0 1 0</pose><moveable>false</moveable>\n"
            "<pssp><point><x>0</x><y>0</y><z>0.3</z></point><point><x>0.3</x><y>0</y><z>0.3</z></point>"
            "<point><x>0</x><y>0.4</y><z>0.3</z></point></pssp></obj>\n"
            "</objects></problem>\n");
        f.close();
        const Checked c = check(path);
        QVERIFY2(c.model, qPrintable(c.diagnostics.value(0).toText()));
        const kin::Model& m = *c.model;
        kin::Data d(c.model);
        kin::forwardKinematics(m, d, d.q);
        auto pose = [&](const char* n) { return d.oMf[size_t(m.frameIndex(n))]; };
        // The fan: twelve frames, 30 degrees apart about the disc's z axis.
        QCOMPARE(countKind(m, "grasp"), 12);
        QVERIFY((pose("disc::grasp0").translation() - Eigen::Vector3d(0.05, 0, 0.75)).norm() < 1e-12);
        QVERIFY((pose("disc::grasp0@90").translation() - Eigen::Vector3d(0, 0.05, 0.75)).norm() < 1e-12);
        QVERIFY((pose("disc::grasp0@180").translation() - Eigen::Vector3d(-0.05, 0, 0.75)).norm() < 1e-12);
        // The stable pose: 5 cm below the centre, z along its axis.
        QCOMPARE(countKind(m, "stable_pose"), 1);
        QVERIFY((pose("disc::sop0").translation() - Eigen::Vector3d(0, 0, 0.70)).norm() < 1e-12);
        QVERIFY((pose("disc::sop0").linear().col(2) - Eigen::Vector3d::UnitZ()).norm() < 1e-12);
        // Regions: the table's rectangle is a plate turned with the table;
        // the disc's point a dot; the shelf's triangle three edges.
        std::vector<const kin::Visual*> table, disc, shelf;
        for (const kin::Visual& v : m.visuals()) {
            if (v.source == "table::sssp") table.push_back(&v);
            if (v.source == "disc::sssp") disc.push_back(&v);
            if (v.source == "shelf::pssp") shelf.push_back(&v);
        }
        QCOMPARE(table.size(), size_t(1));
        QCOMPARE(table[0]->kind, kin::ShapeKind::Box);
        QVERIFY((table[0]->size - Eigen::Vector3d(0.8, 0.4, 0.002)).norm() < 1e-12);
        QVERIFY((table[0]->origin.translation() - Eigen::Vector3d(0, 0, 0.7)).norm() < 1e-12);
        QVERIFY(table[0]->rgba[3] < 1);  // translucent
        QCOMPARE(disc.size(), size_t(1));
        QCOMPARE(disc[0]->kind, kin::ShapeKind::Sphere);
        QCOMPARE(shelf.size(), size_t(3));
        double perimeter = 0;
        for (const kin::Visual* v : shelf) perimeter += v->size.x();
        QVERIFY(std::abs(perimeter - 1.2) < 1e-12);  // 0.3 + 0.5 + 0.4
    }

    // A continuous grasp without a usable axis: its template only, and the
    // frames after it (attachments) keep their parents. A non-finite number
    // is an error, not a coordinate.
    // Real benchmark files separate numbers by commas. Read with
    // a warning that offers the fix; every count message says what it found.
    void commaSeparatedNumbers() {
        QTemporaryDir dir;
        auto problem = [&](const char* pose) {
            const QString path = dir.filePath(QStringLiteral("c.xml"));
            QFile f(path);
            f.open(QIODevice::WriteOnly);
            f.write(QByteArray("<problem><objects>\n<obj><name>a</name>\n<pose>") + pose +
                    "</pose><moveable>true</moveable></obj>\n</objects></problem>\n");
            f.close();
            return check(path);
        };
        const Checked commas = problem("1.0000, 0.0000, 0.0000, 0.5000, 0.0000, 1.0000, 0.0000, 0.2500, 0.0000, 0.0000, 1.0000, 0.1000");
        QVERIFY2(commas.model && !hasErrors(commas.diagnostics), qPrintable(commas.diagnostics.value(0).toText()));
        const Diagnostic* w = test::findCode(commas.diagnostics, "TAMP-W006");
        QVERIFY(w);
        QCOMPARE(w->severity, Severity::Warning);
        QCOMPARE(w->line, 3);
        QVERIFY(w->message.contains(QLatin1String("fix")));
        kin::Data d(commas.model);
        kin::forwardKinematics(*commas.model, d, d.q);
        QVERIFY((d.oMf[size_t(commas.model->frameIndex("a"))].translation() - Eigen::Vector3d(0.5, 0.25, 0.1)).norm() < 1e-12);
        // The same numbers with spaces: no warning.
        QVERIFY(!test::findCode(problem("1 0 0 0.5 0 1 0 0.25 0 0 1 0.1").diagnostics, "TAMP-W006"));
        // A wrong count says what it holds; a bad item is named.
        const Checked eleven = problem("1, 0, 0, 0.5, 0, 1, 0, 0.25, 0, 0, 1");
        const Diagnostic* count = test::findCode(eleven.diagnostics, "TAMP-E004");
        QVERIFY(count);
        QVERIFY2(count->message.contains(QLatin1String("12")) && count->message.contains(QLatin1String("holds 11")),
                 qPrintable(count->message));
        const Checked word = problem("1 0 0 0.5 0 1 0 x 0 0 1 0.1");
        const Diagnostic* bad = test::findCode(word.diagnostics, "TAMP-E004");
        QVERIFY(bad);
        QVERIFY2(bad->message.contains(QLatin1String("'x'")), qPrintable(bad->message));
    }

    void degenerateGraspAxes() {
        QTemporaryDir dir;
        auto problem = [&](const char* axis) {
            const QString path = dir.filePath(QStringLiteral("z.xml"));
            QFile f(path);
            f.open(QIODevice::WriteOnly);
            f.write(QByteArray("<problem><objects>\n<obj><name>a</name><pose>1 0 0 0 0 1 0 0 0 0 1 0</pose><moveable>true</moveable>"
                               "<grasps><gc><template>1 0 0 0.1 0 1 0 0 0 0 1 0</template><axis>") +
                    axis +
                    "</axis></gc></grasps></obj>\n"
                    "<obj><name>b</name><pose>1 0 0 1 0 1 0 0 0 0 1 "
                    "0.5</pose><moveable>true</moveable><attachments><name>c</name></attachments></obj>\n"
                    "<obj><name>c</name><pose>1 0 0 1 0 1 0 0 0 0 1 0.6</pose><moveable>true</moveable></obj>\n"
                    "<obj><name>d</name><pose>1 0 0 5 0 1 0 0 0 0 1 0</pose><moveable>true</moveable>"
                    "<grasps><gc><template>1 0 0 0.1 0 1 0 0 0 0 1 0</template><axis>0 0 1</axis></gc></grasps></obj>\n"
                    "</objects></problem>\n");
            f.close();
            return check(path);
        };
        const Checked zero = problem("0 0 0");
        QVERIFY2(zero.model, qPrintable(zero.diagnostics.value(0).toText()));
        const kin::Model& m = *zero.model;
        QCOMPARE(m.frames()[size_t(m.frameIndex("c"))].parent, m.frameIndex("b"));
        QCOMPARE(countKind(m, "grasp"), 1 + 12);
        for (const char* bad : {"nan 0 1", "inf 0 0"}) {
            const Checked c = problem(bad);
            QVERIFY(std::any_of(c.diagnostics.begin(), c.diagnostics.end(),
                                [](const Diagnostic& d) { return d.code == QLatin1String("TAMP-E004"); }));
        }
        const Checked huge = problem("1e200 1e200 0");
        QVERIFY(huge.model);
        kin::Data d(huge.model);
        kin::forwardKinematics(*huge.model, d, d.q);
        const Eigen::Matrix3d r = d.oMf[size_t(huge.model->frameIndex("a::grasp0@30"))].linear();
        QVERIFY((r * r.transpose() - Eigen::Matrix3d::Identity()).norm() < 1e-9);  // a rotation
    }

    // The schema: the corpus has nothing it lacks; an unknown element or
    // attribute is a warning (kept), a robot's own configuration tags are not.
    void schema() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.xml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "<problem><objects><obj colour=\"red\"><name>a</name><pose>1 0 0 0 0 1 0 0 0 0 1 0</pose><moveable>true</moveable>"
            "<weight>2</weight></obj></objects>"
            "<robots><robot><name>r</name><basepose>1 0 0 0 0 1 0 0 0 0 1 0</basepose><head>0.1 0.2</head></robot></robots></problem>\n");
        f.close();
        const Checked c = check(path);
        QStringList w005;
        for (const Diagnostic& d : c.diagnostics)
            if (d.code == QLatin1String("TAMP-W005")) w005 << d.message;
        QCOMPARE(w005.size(), 2);
        QVERIFY(w005.join(QLatin1Char(' ')).contains(QLatin1String("colour")) &&
                w005.join(QLatin1Char(' ')).contains(QLatin1String("<weight>")));
        QVERIFY(TampFormat().schema() && TampFormat().schema()->element(u"sssp"));
    }

    // The spec's own example has a stray ')' in poses and mismatched <sssp>
    // tags: located errors, and the obvious reading of the numbers offered.
    void specExampleMistakes() {
        Diagnostics d;
        auto doc = XmlDocument::fromBytes(
            "<problem><objects>\n<obj><name>disc1</name>\n<pose>1.0 0.0 0.0 0.7 0.0 1.0 0.0 0.2 0.0 0.0 1.0 0.028)</pose>\n"
            "<sssp>\n<xmin>0.0<xmax><xmin>0.0<xmax>\n</sssp></obj></objects></problem>",
            QStringLiteral("spec.xml"), &d);
        QVERIFY(doc);
        TampFormat().validate(*doc, d);
        const auto paren = std::find_if(d.begin(), d.end(), [](const Diagnostic& x) { return x.code == QLatin1String("TAMP-W007"); });
        QVERIFY(paren != d.end());
        QCOMPARE(paren->line, 3);
        QCOMPARE(paren->severity, Severity::Warning);
        QVERIFY(paren->message.contains(QLatin1String("fix")));
        const auto xml = std::find_if(d.begin(), d.end(), [](const Diagnostic& x) { return x.code.startsWith(QLatin1String("XML-E")); });
        QVERIFY(xml != d.end());
        QVERIFY(xml->line >= 4);
        // The stray ')' alone does not stop the problem from loading.
        Diagnostics only;
        auto parenOnly = XmlDocument::fromBytes(
            "<problem><objects>\n<obj><name>disc1</name>\n<pose>1.0 0.0 0.0 0.7 0.0 1.0 0.0 0.2 0.0 0.0 1.0 0.028)</pose>\n"
            "</obj></objects></problem>",
            QStringLiteral("paren.xml"), &only);
        QVERIFY(parenOnly);
        Diagnostics compiled;
        const auto model = TampFormat().compile(*parenOnly, compiled);
        QVERIFY2(model && model->frameIndex("disc1") >= 0, qPrintable(compiled.isEmpty() ? QString() : compiled.first().toText()));
        kin::Data data(model);
        kin::forwardKinematics(*model, data, data.q);
        QVERIFY(std::abs(data.oMf[size_t(model->frameIndex("disc1"))].translation().z() - 0.028) < 1e-12);
        // The swapped SSSP tags: where, and the obvious reading as the fix.
        const auto sssp = std::find_if(d.begin(), d.end(), [](const Diagnostic& x) { return x.code == QLatin1String("TAMP-E008"); });
        QVERIFY(sssp != d.end());
        QCOMPARE(sssp->line, 5);
        QCOMPARE(sssp->column, 1);
        QVERIFY2(sssp->message.contains(QLatin1String("fix: <xmin>0.0</xmin><xmax>0.0</xmax>")), qPrintable(sssp->message));
        // With a byte-order mark, the same place.
        Diagnostics withBom;
        auto bomDoc = XmlDocument::fromBytes(
            "\xEF\xBB\xBF<problem><objects>\n<obj><name>disc1</name>\n<pose>1 0 0 0 0 1 0 0 0 0 1 0</pose>\n"
            "<sssp>\n<xmin>0.0<xmax><xmin>0.0<xmax>\n</sssp></obj></objects></problem>",
            QStringLiteral("bom.xml"), &withBom);
        QVERIFY(bomDoc);
        TampFormat().validate(*bomDoc, withBom);
        const auto bom =
            std::find_if(withBom.begin(), withBom.end(), [](const Diagnostic& x) { return x.code == QLatin1String("TAMP-E008"); });
        QVERIFY(bom != withBom.end());
        QCOMPARE(bom->line, 5);
        QCOMPARE(bom->column, 1);
    }
};

QTEST_GUILESS_MAIN(TestTamp)
#include "tst_tamp.moc"
