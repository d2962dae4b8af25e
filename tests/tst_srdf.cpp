// MoveIt's SRDF (model/formats/srdf/): the corpus SRDFs read back byte for
// byte and validate against their URDFs; the companion URDF found through
// the configuration's .setup_assistant; planted mistakes each give one
// located error; the disable_collisions update keeps every other byte; and
// kinedit-cli collisions writes an SRDF (--srdf) and marks the pairs one
// disables.
#include "TestSupport.h"

#include "check/DocumentCheck.h"
#include "formats/Format.h"
#include "formats/FormatRegistry.h"
#include "xml/XmlDocument.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

using namespace kinedit;

namespace {

QString srdfDir() { return test::corpusDir() + QStringLiteral("/srdf"); }

struct Case {
    QString name, urdf, srdf;
    int entries = 0, distinct = 0, repeated = 0, namingNoCollision = 0;
};

std::vector<Case> cases() {
    std::vector<Case> out;
    const QList<QByteArray> lines = test::readFile(srdfDir() + QStringLiteral("/CASES.tsv")).split('\n');
    if (lines.isEmpty()) return out;
    const QList<QByteArray> head = lines.first().split('\t');
    const auto col = [&](const QList<QByteArray>& row, const char* name) { return QString::fromUtf8(row.value(int(head.indexOf(name)))); };
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> row = lines[i].split('\t');
        if (row.size() < head.size()) continue;
        out.push_back({col(row, "case"), srdfDir() + QLatin1Char('/') + col(row, "urdf"), srdfDir() + QLatin1Char('/') + col(row, "srdf"),
                       col(row, "disable_collisions").toInt(), col(row, "distinct_pairs").toInt(), col(row, "repeated_pairs").toInt(),
                       col(row, "pairs_naming_link_without_collision").toInt()});
    }
    return out;
}

DocumentCheck checkText(const QByteArray& text, const QString& path, const QString& companion) {
    Diagnostics problems;
    const std::unique_ptr<XmlDocument> doc = XmlDocument::fromBytes(text, path, &problems);
    if (!doc) return {};
    return checkDocument(*doc, {.companion = companion});
}

Diagnostics errorsOf(const Diagnostics& d) {
    Diagnostics e;
    for (const Diagnostic& x : d)
        if (x.severity == Severity::Error) e.append(x);
    return e;
}

// Line and column (1-based) of the first occurrence of needle in text.
std::pair<int, int> where(const QByteArray& text, const QByteArray& needle) {
    const qsizetype at = text.indexOf(needle);
    const QByteArray before = text.left(at);
    return {int(before.count('\n')) + 1, int(at - before.lastIndexOf('\n'))};
}

QString panda() { return srdfDir() + QStringLiteral("/moveit_resources_panda_moveit_config/config/panda.srdf"); }
QString pandaUrdf() { return srdfDir() + QStringLiteral("/moveit_resources_panda_description/urdf/panda.urdf"); }

struct Run {
    int exitCode = -1;
    QByteArray out, err;
};

Run cli(const QStringList& args, const QString& packagePath = srdfDir()) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ROS_PACKAGE_PATH"), packagePath);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(KINEDIT_CLI_PATH), args);
    if (!p.waitForFinished(240000)) return {};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

// The text without its disable_collisions lines.
QByteArray withoutPairs(const QByteArray& text) {
    QByteArray out;
    for (const QByteArray& line : text.split('\n'))
        if (!line.contains("<disable_collisions")) out += line + '\n';
    return out;
}

std::set<QString> pairsOf(const QByteArray& text) {
    std::set<QString> s;
    static const QRegularExpression re(QStringLiteral("<disable_collisions link1=\"([^\"]*)\" link2=\"([^\"]*)\" reason=\"([^\"]*)\""));
    for (auto it = re.globalMatch(QString::fromUtf8(text)); it.hasNext();) {
        const auto m = it.next();
        s.insert(m.captured(1) + QLatin1Char('|') + m.captured(2) + QLatin1Char('|') + m.captured(3));
    }
    return s;
}

}  // namespace

class TestSrdf : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qputenv("ROS_PACKAGE_PATH", QByteArray()); }

    void corpusRoundTripsByteForByte() {
        KINEDIT_REQUIRE_SHARED(srdfDir());
        int files = 0;
        for (QDirIterator it(srdfDir(), {QStringLiteral("*.srdf")}, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
            const QString path = it.next();
            Diagnostics problems;
            const std::unique_ptr<XmlDocument> doc = XmlDocument::load(path, &problems);
            QVERIFY2(doc, qPrintable(path));
            QCOMPARE(doc->toBytes(), test::readFile(path));
            const Format* f = FormatRegistry::instance().detect(*doc, path);
            QVERIFY2(f && f->id() == QLatin1String("srdf"), qPrintable(path));
            ++files;
        }
        QCOMPARE(files, 9);
    }

    // Every corpus SRDF against its case's URDF: no errors but the two end
    // effectors of dual_arm_panda that name undefined groups (EXPECTED.md);
    // repeated pairs warned once per repetition; the distinct pairs naming
    // a link without collision geometry noted.
    void corpusValidatesAgainstItsUrdf() {
        KINEDIT_REQUIRE_SHARED(srdfDir() + QStringLiteral("/CASES.tsv"));
        qputenv("ROS_PACKAGE_PATH", srdfDir().toUtf8());
        const std::vector<Case> all = cases();
        QCOMPARE(int(all.size()), 8);
        for (const Case& c : all) {
            const CheckedFile f = checkFile(c.srdf, {.companion = c.urdf});
            QVERIFY2(f.check.companionModel, qPrintable(c.name));
            const Diagnostics errors = errorsOf(f.check.diagnostics);
            if (c.name == QLatin1String("dual_arm_panda")) {
                QCOMPARE(errors.size(), 2);
                for (const Diagnostic& e : errors) {
                    QCOMPARE(e.code, QStringLiteral("SRDF-E005"));
                    QVERIFY(e.path.startsWith(QLatin1String("/robot/end_effector")));
                    QVERIFY(e.line > 0 && e.column > 0);
                }
            } else {
                QVERIFY2(errors.isEmpty(),
                         qPrintable(c.name + QStringLiteral(": ") + (errors.isEmpty() ? QString() : errors.first().toText())));
            }
            const int repeats = test::countCode(f.check.diagnostics, "SRDF-W002") + test::countCode(f.check.diagnostics, "SRDF-W003");
            QCOMPARE(repeats, c.entries - c.distinct);
            QCOMPARE(test::countCode(f.check.diagnostics, "SRDF-E003"), 0);
            QCOMPARE(test::countCode(f.check.diagnostics, "SRDF-E004"), 0);
            if (c.repeated == 0) {
                std::set<QString> noted;
                for (const Diagnostic& d : f.check.diagnostics)
                    if (d.code == QLatin1String("SRDF-N001")) noted.insert(d.path);
                QCOMPARE(int(noted.size()), c.namingNoCollision);
            }
        }
    }

    // The URDF named by the configuration's .setup_assistant (package found
    // as a sibling folder), without ROS_PACKAGE_PATH.
    void companionFoundThroughSetupAssistant() {
        KINEDIT_REQUIRE_SHARED(panda());
        qputenv("ROS_PACKAGE_PATH", QByteArray());
        const CheckedFile f = checkFile(panda(), {.filesRead = true});
        QCOMPARE(f.check.companionPath, QFileInfo(pandaUrdf()).absoluteFilePath());
        QVERIFY(f.check.companionModel);
        QVERIFY(!hasErrors(f.check.diagnostics));
        QVERIFY(f.check.filesRead.contains(f.check.companionPath));
        const QString fanuc = srdfDir() + QStringLiteral("/moveit_resources_fanuc_moveit_config/config/fanuc.srdf");
        const CheckedFile g = checkFile(fanuc);
        QVERIFY(g.check.companionPath.endsWith(QLatin1String("moveit_resources_fanuc_description/urdf/fanuc.urdf")));
        QVERIFY(!hasErrors(g.check.diagnostics));
    }

    // A xacro companion, expanded with its default arguments.
    void xacroCompanion() {
        const QString sda = srdfDir() + QStringLiteral("/motoman_sda10f_moveit_config/config/motoman_sda10f.srdf");
        KINEDIT_REQUIRE_SHARED(sda);
        qputenv("ROS_PACKAGE_PATH", srdfDir().toUtf8());
        const CheckedFile f = checkFile(sda);
        QVERIFY(f.check.companionPath.endsWith(QLatin1String("motoman_sda10f_support/urdf/sda10f.xacro")));
        QVERIFY(f.check.companionModel);
        QVERIFY2(!hasErrors(f.check.diagnostics), qPrintable(errorsOf(f.check.diagnostics).value(0).toText()));
        qputenv("ROS_PACKAGE_PATH", QByteArray());
    }

    void withoutCompanionOneWarning() {
        QTemporaryDir dir;
        const QByteArray text =
            "<robot name=\"nobody\">\n  <group name=\"arm\">\n    <chain base_link=\"a\" tip_link=\"b\"/>\n  </group>\n"
            "  <disable_collisions link1=\"a\" link2=\"b\" reason=\"Never\"/>\n</robot>\n";
        const QString path = test::writeFile(dir.path(), QStringLiteral("nobody.srdf"), text);
        const CheckedFile f = checkFile(path);
        QVERIFY(!f.check.companionModel);
        QCOMPARE(f.check.diagnostics.size(), 1);
        QCOMPARE(f.check.diagnostics.first().code, QStringLiteral("SRDF-W007"));
        QCOMPARE(f.check.diagnostics.first().line, 1);
    }

    void plantedMistakes_data() {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QByteArray>("at");  // where the error points, in the planted text
        QTest::newRow("unknown link") << QByteArray("link1=\"panda_link0\" link2=\"panda_link1\"")
                                      << QByteArray("link1=\"panda_link0\" link2=\"panda_link77\"") << QStringLiteral("SRDF-E003")
                                      << QByteArray("panda_link77");
        QTest::newRow("chain not connected") << QByteArray("<chain base_link=\"panda_link0\" tip_link=\"panda_link8\"/>")
                                             << QByteArray("<chain base_link=\"panda_link8\" tip_link=\"panda_link0\"/>")
                                             << QStringLiteral("SRDF-E006") << QByteArray("panda_link0\"/>");
        QTest::newRow("state outside limits") << QByteArray("<joint name=\"panda_joint4\" value=\"-2.356\"/>")
                                              << QByteArray("<joint name=\"panda_joint4\" value=\"1.5\"/>") << QStringLiteral("SRDF-E008")
                                              << QByteArray("1.5\"/>");
    }

    // Each planted mistake: exactly one error, at the attribute's value.
    void plantedMistakes() {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, code);
        QFETCH(QByteArray, at);
        KINEDIT_REQUIRE_SHARED(panda());
        QByteArray text = test::readFile(panda());
        const qsizetype i = text.indexOf(from);
        QVERIFY(i >= 0);
        text.replace(i, from.size(), to);
        const DocumentCheck c = checkText(text, panda(), pandaUrdf());
        QVERIFY(!hasErrors(checkText(test::readFile(panda()), panda(), pandaUrdf()).diagnostics));
        const Diagnostics errors = errorsOf(c.diagnostics);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.first().code, code);
        const auto [line, column] = where(text, to);
        const auto [atLine, atColumn] = where(text.mid(0, i) + to, at);
        Q_UNUSED(column);
        QCOMPARE(errors.first().line, line);
        QCOMPARE(errors.first().line, atLine);
        QCOMPARE(errors.first().column, atColumn);
    }

    // The rules of the file alone and the rest against the Panda.
    void rules() {
        KINEDIT_REQUIRE_SHARED(pandaUrdf());
        const QByteArray text =
            "<robot name=\"panda\">\n"
            "  <group name=\"a\"><group name=\"b\"/></group>\n"
            "  <group name=\"b\"><group name=\"a\"/></group>\n"
            "  <group name=\"arm\"><chain base_link=\"panda_link0\" tip_link=\"panda_link8\"/></group>\n"
            "  <group_state name=\"s\" group=\"arm\"><joint name=\"panda_joint1\" value=\"0\"/>"
            "<joint name=\"nojoint\" value=\"0\"/></group_state>\n"
            "  <end_effector name=\"e\" group=\"arm\" parent_link=\"nolink\" parent_group=\"nogroup\"/>\n"
            "  <virtual_joint name=\"v\" type=\"spinning\" parent_frame=\"world\" child_link=\"panda_link3\"/>\n"
            "  <disable_collisions link1=\"panda_link1\" link2=\"panda_link1\" reason=\"Never\"/>\n"
            "  <disable_collisions link1=\"panda_link1\" link2=\"panda_link2\" reason=\"Never\"/>\n"
            "  <disable_collisions link1=\"panda_link2\" link2=\"panda_link1\" reason=\"Never\"/>\n"
            "  <disable_collisions link1=\"panda_link2\" link2=\"panda_link1\" reason=\"Adjacent\"/>\n"
            "  <disable_collisions link1=\"panda_link8\" link2=\"panda_link1\" reason=\"Never\"/>\n"
            "</robot>\n";
        const DocumentCheck c = checkText(text, QStringLiteral("/nowhere/t.srdf"), pandaUrdf());
        const Diagnostics& d = c.diagnostics;
        QCOMPARE(test::countCode(d, "SRDF-E007"), 1);  // a ⊂ b ⊂ a: once
        QCOMPARE(test::countCode(d, "SRDF-E004"), 1);  // nojoint
        QCOMPARE(test::countCode(d, "SRDF-W004"), 1);  // joints 2..7 missing
        QVERIFY(test::findCode(d, "SRDF-W004")->message.contains(QLatin1String("panda_joint7")));
        QCOMPARE(test::countCode(d, "SRDF-E003"), 1);  // nolink
        QCOMPARE(test::countCode(d, "SRDF-E005"), 1);  // nogroup
        QCOMPARE(test::countCode(d, "SRDF-E009"), 1);  // spinning
        QCOMPARE(test::countCode(d, "SRDF-E010"), 1);  // panda_link3 is not the root
        QCOMPARE(test::countCode(d, "SRDF-W001"), 1);
        QCOMPARE(test::countCode(d, "SRDF-W002"), 1);
        QCOMPARE(test::countCode(d, "SRDF-W003"), 1);
        QCOMPARE(test::countCode(d, "SRDF-N001"), 1);  // panda_link8 has no geometry
        QCOMPARE(test::findCode(d, "SRDF-N001")->line, 12);
    }

    // The update over the document: the file's own pairs written back give
    // the file; other pairs change only disable_collisions lines; a User
    // entry stays and is not written twice.
    void updateKeepsEveryOtherByte() {
        KINEDIT_REQUIRE_SHARED(panda());
        const QByteArray original = test::readFile(panda());
        Diagnostics problems;
        const std::unique_ptr<XmlDocument> doc = XmlDocument::fromBytes(original, panda(), &problems);
        const CompanionChecker* srdf = FormatRegistry::instance().byId(u"srdf")->companion();
        QVERIFY(srdf);
        const auto own = srdf->disabledPairs(*doc);
        QCOMPARE(int(own.size()), 34);
        // The Panda's pairs lie in two blocks (arm and hand): written back,
        // they move to the first; FANUC's, one block written by the Setup
        // Assistant, come back byte for byte.
        const QByteArray back = srdf->withDisabledPairs(doc.get(), {}, own);
        QCOMPARE(withoutPairs(back), withoutPairs(original));
        QCOMPARE(pairsOf(back), pairsOf(original));
        const QString fanuc = srdfDir() + QStringLiteral("/moveit_resources_fanuc_moveit_config/config/fanuc.srdf");
        const std::unique_ptr<XmlDocument> fanucDoc = XmlDocument::load(fanuc, &problems);
        QVERIFY(fanucDoc);
        QCOMPARE(srdf->withDisabledPairs(fanucDoc.get(), {}, srdf->disabledPairs(*fanucDoc)), test::readFile(fanuc));
        std::vector<CompanionChecker::CollisionPair> other = {
            {QStringLiteral("panda_hand"), QStringLiteral("panda_link0"), QStringLiteral("Never")},
            {QStringLiteral("panda_link0"), QStringLiteral("panda_link1"), QStringLiteral("Adjacent")}};
        const QByteArray updated = srdf->withDisabledPairs(doc.get(), {}, other);
        QCOMPARE(withoutPairs(updated), withoutPairs(original));
        QCOMPARE(pairsOf(updated),
                 (std::set<QString>{QStringLiteral("panda_hand|panda_link0|Never"), QStringLiteral("panda_link0|panda_link1|Adjacent")}));

        QByteArray user = original;
        user.replace("link2=\"panda_link1\" reason=\"Adjacent\"", "link2=\"panda_link1\" reason=\"User\"");
        const std::unique_ptr<XmlDocument> userDoc = XmlDocument::fromBytes(user, panda(), &problems);
        const QByteArray kept = srdf->withDisabledPairs(userDoc.get(), {}, other);
        QCOMPARE(pairsOf(kept),
                 (std::set<QString>{QStringLiteral("panda_hand|panda_link0|Never"), QStringLiteral("panda_link0|panda_link1|User")}));

        // An SRDF without pairs gets them before </robot>; a new one holds them.
        const QByteArray bare = "<robot name=\"panda\">\n  <group name=\"g\"/>\n</robot>\n";
        const std::unique_ptr<XmlDocument> bareDoc = XmlDocument::fromBytes(bare, QStringLiteral("b.srdf"), &problems);
        const QByteArray filled = srdf->withDisabledPairs(bareDoc.get(), {}, other);
        QCOMPARE(filled,
                 QByteArray("<robot name=\"panda\">\n  <group name=\"g\"/>\n"
                            "  <disable_collisions link1=\"panda_hand\" link2=\"panda_link0\" reason=\"Never\" />\n"
                            "  <disable_collisions link1=\"panda_link0\" link2=\"panda_link1\" reason=\"Adjacent\" />\n</robot>\n"));
        const QByteArray fresh = srdf->withDisabledPairs(nullptr, QStringLiteral("panda"), other);
        const std::unique_ptr<XmlDocument> freshDoc = XmlDocument::fromBytes(fresh, QStringLiteral("n.srdf"), &problems);
        QVERIFY(freshDoc && freshDoc->isWellFormed());
        QCOMPARE(pairsOf(fresh), pairsOf(filled));
    }

    void validateTakesUrdf() {
        KINEDIT_REQUIRE_SHARED(panda());
        QTemporaryDir dir;
        QByteArray text = test::readFile(panda());
        text.replace("link2=\"panda_link1\" reason=\"Adjacent\"", "link2=\"panda_link99\" reason=\"Adjacent\"");
        const QString path = test::writeFile(dir.path(), QStringLiteral("p.srdf"), text);
        const Run alone = cli({QStringLiteral("validate"), path}, {});
        QCOMPARE(alone.exitCode, 0);
        QVERIFY(alone.out.contains("[SRDF-W007]"));
        const QByteArray unknown = "error: the robot has no link named 'panda_link99' [SRDF-E003]";
        const Run with = cli({QStringLiteral("validate"), QStringLiteral("--urdf"), pandaUrdf(), path}, {});
        QCOMPARE(with.exitCode, 1);
        QVERIFY2(with.out.contains(unknown), with.out.constData());
        // Found by the robot's name (panda) in a package's urdf/ folder.
        const Run onPath = cli({QStringLiteral("validate"), path});
        QCOMPARE(onPath.exitCode, 1);
        QVERIFY2(onPath.out.contains(unknown), onPath.out.constData());
    }

    // collisions --samples --srdf OUT: a new SRDF with the matrix's pairs;
    // an existing one updated, its other bytes kept; FILE an SRDF: the pairs
    // it disables marked.
    void collisionsWritesAndMarks() {
        KINEDIT_REQUIRE_SHARED(panda());
        QTemporaryDir dir;
        const QString fresh = dir.filePath(QStringLiteral("new.srdf"));
        const Run made = cli({QStringLiteral("collisions"), QStringLiteral("--samples"), QStringLiteral("300"), QStringLiteral("--json"),
                              QStringLiteral("--srdf"), fresh, pandaUrdf()});
        QCOMPARE(made.exitCode, 0);
        const QJsonArray pairs = QJsonDocument::fromJson(made.out).object().value(QStringLiteral("pairs")).toArray();
        std::set<QString> expected;
        for (const QJsonValue& p : pairs) {
            const QString kind = p[QStringLiteral("class")].toString();
            if (kind == QLatin1String("sometimes")) continue;
            QString a = p[QStringLiteral("a")].toString(), b = p[QStringLiteral("b")].toString();
            if (b < a) std::swap(a, b);
            expected.insert(a + QLatin1Char('|') + b + QLatin1Char('|') + kind.left(1).toUpper() + kind.mid(1));
        }
        QVERIFY(!expected.empty());
        QCOMPARE(pairsOf(test::readFile(fresh)), expected);
        QVERIFY(!hasErrors(checkFile(fresh, {.companion = pandaUrdf()}).check.diagnostics));

        const QString copy = test::writeFile(dir.path(), QStringLiteral("panda.srdf"), test::readFile(panda()));
        QCOMPARE(cli({QStringLiteral("collisions"), QStringLiteral("--samples"), QStringLiteral("300"), QStringLiteral("--srdf"), copy,
                      pandaUrdf()})
                     .exitCode,
                 0);
        QCOMPARE(withoutPairs(test::readFile(copy)), withoutPairs(test::readFile(panda())));
        QCOMPARE(pairsOf(test::readFile(copy)), expected);

        const Run marked = cli({QStringLiteral("collisions"), QStringLiteral("--json"), panda()});
        QCOMPARE(marked.exitCode, 0);
        const std::set<QString> disabled = [] {
            std::set<QString> s;
            for (const QString& p : pairsOf(test::readFile(panda()))) s.insert(p.section(QLatin1Char('|'), 0, 1));
            return s;
        }();
        const QJsonArray colliding = QJsonDocument::fromJson(marked.out).object().value(QStringLiteral("colliding")).toArray();
        QVERIFY(!colliding.isEmpty());
        int markedCount = 0;
        for (const QJsonValue& p : colliding) {
            QString a = p[QStringLiteral("a")].toString(), b = p[QStringLiteral("b")].toString();
            if (b < a) std::swap(a, b);
            const bool isDisabled = disabled.count(a + QLatin1Char('|') + b) > 0;
            QCOMPARE(p[QStringLiteral("disabled")].toBool(), isDisabled);
            markedCount += isDisabled ? 1 : 0;
        }
        QVERIFY(markedCount > 0);
        const Run viaOption = cli({QStringLiteral("collisions"), QStringLiteral("--srdf-in"), panda(), pandaUrdf()});
        QCOMPARE(viaOption.exitCode, 0);
        QCOMPARE(int(viaOption.out.count("[disabled: ")), markedCount);
    }
};

QTEST_GUILESS_MAIN(TestSrdf)
#include "tst_srdf.moc"
