// One document check serves every client: `kinedit-cli validate --json`,
// the language server's published diagnostics and the window's Problems
// panel list the same problems at the same lines for the same file.
#include "CorpusFiles.h"
#include "TestSupport.h"
#include "UserSession.h"

#include "ProblemsPanel.h"
#include "check/DocumentCheck.h"
#include "formats/Format.h"
#include "kinematics/Data.h"
#include "kinematics/Model.h"
#include "xml/XmlDocument.h"
#include "lsp/LspClient.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>

using namespace kinedit;
using namespace kinedit::test;
using kinedit::lsp::LspClient;

namespace {

using Found = QSet<QPair<int, QString>>;  // (line, code); line 1 for a problem of the whole file

// The corpus's robot files, by the extensions Kinedit opens.
QStringList corpusRobotFiles() {
    QStringList files;
    for (const QString& f : corpusXmlFiles()) {
        const QString suffix = QFileInfo(f).suffix().toLower();
        if (QStringList{"urdf", "sdf", "world", "xacro", "xml", "hrdf", "skel", "mjcf"}.contains(suffix)) files << f;
    }
    return files;
}

bool sameFile(const QString& a, const QString& b) { return QFileInfo(a).canonicalFilePath() == QFileInfo(b).canonicalFilePath(); }

// What `kinedit-cli validate --json` says of each file, in this file.
QHash<QString, Found> validated(const QStringList& files) {
    QHash<QString, Found> found;
    for (qsizetype at = 0; at < files.size(); at += 40) {
        QProcess p;
        p.start(QStringLiteral(KINEDIT_CLI_PATH), QStringList{QStringLiteral("validate"), QStringLiteral("--json")} + files.mid(at, 40));
        p.waitForFinished(600000);
        const QJsonArray reports = QJsonDocument::fromJson(p.readAllStandardOutput()).object().value("files").toArray();
        for (const QJsonValue& r : reports) {
            const QString file = r.toObject().value("file").toString();
            Found& here = found[file];
            for (const QJsonValue& v : r.toObject().value("diagnostics").toArray()) {
                const QJsonObject d = v.toObject();
                // The command's own note (CLI-N001: no format recognised,
                // only the XML checked) is validate's, not the check's.
                if (d.value("code").toString().startsWith(QLatin1String("CLI-"))) continue;
                if (d.value("file").toString().isEmpty() || sameFile(d.value("file").toString(), file))
                    here.insert({std::max(1, d.value("line").toInt()), d.value("code").toString()});
            }
        }
    }
    return found;
}

}  // namespace

class TestOneCheck : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { freshSettings(); }

    void validateAndServerAgreeOnTheCorpus() {
        const QStringList files = corpusRobotFiles();
        if (files.isEmpty()) QSKIP("the corpus (../shared/corpus) is absent");
        const QHash<QString, Found> byValidate = validated(files);
        QCOMPARE(byValidate.size(), files.size());
        LspClient c(QStringLiteral(KINEDIT_CLI_PATH));
        QVERIFY(c.initialize());
        int withProblems = 0;
        QStringList differ;
        for (const QString& path : files) {
            const QString uri = LspClient::uri(path);
            c.open(uri, QString::fromUtf8(readFile(path)));
            const auto published = c.diagnostics(uri, 1, 120000);
            QVERIFY2(published, qPrintable(path));
            Found byServer;
            for (const QJsonValue& v : published->value("diagnostics").toArray()) {
                const QJsonObject d = v.toObject();
                if (!d.contains("data")) continue;  // a problem of another file, placed at what leads there
                byServer.insert(
                    {d.value("range").toObject().value("start").toObject().value("line").toInt() + 1, d.value("code").toString()});
            }
            c.notify("textDocument/didClose", QJsonObject{{"textDocument", QJsonObject{{"uri", uri}}}});
            const Found fromValidate = byValidate.value(path);
            if (fromValidate != byServer) {
                QStringList a, b;
                for (const auto& [l, code] : fromValidate - byServer) a << QStringLiteral("%1@%2").arg(code).arg(l);
                for (const auto& [l, code] : byServer - fromValidate) b << QStringLiteral("%1@%2").arg(code).arg(l);
                differ << QStringLiteral("%1: only validate: %2; only the server: %3").arg(path, a.join(' '), b.join(' '));
            }
            if (!fromValidate.isEmpty()) ++withProblems;
        }
        QVERIFY2(differ.isEmpty(), qPrintable(QString::number(differ.size()) + QStringLiteral(" file(s) differ:\n") + differ.join(u'\n')));
        qInfo("%d files, %d with problems: the same (line, code) in both", int(files.size()), withProblems);
    }

    // The window's Problems panel, read as the user reads it (the code and
    // location columns), for a sample of every format and for files whose
    // compile adds a problem the rules did not find.
    // Two documents of one xacro file, checked with different arguments in
    // turn: each check of a document uses that document's state (its
    // arguments, its expansion), whatever was checked in between.
    void eachDocumentKeepsItsOwnState() {
        QTemporaryDir dir;
        const QString file = writeFile(dir.path(), QStringLiteral("arm.urdf.xacro"),
                                       QByteArrayLiteral("<?xml version=\"1.0\"?>\n"
                                                         "<robot name=\"arm\" xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n"
                                                         "  <xacro:arg name=\"reach\" default=\"1\"/>\n"
                                                         "  <link name=\"base\"/>\n"
                                                         "  <link name=\"tip\"/>\n"
                                                         "  <joint name=\"j\" type=\"fixed\">\n"
                                                         "    <parent link=\"base\"/>\n"
                                                         "    <child link=\"tip\"/>\n"
                                                         "    <origin xyz=\"$(arg reach) 0 0\"/>\n"
                                                         "  </joint>\n"
                                                         "</robot>\n"));
        QVERIFY(!file.isEmpty());
        Diagnostics d;
        const auto a = XmlDocument::load(file, &d), b = XmlDocument::load(file, &d);
        QVERIFY(a && b);
        const auto tipX = [](const DocumentCheck& c) {
            const int tip = c.model ? c.model->frameIndex("tip") : -1;
            return tip < 0 ? -1.0 : c.data->oMf[size_t(tip)].translation().x();
        };
        const DocumentCheck firstA = checkDocument(*a, {.arguments = QHash<QString, QString>{{"reach", "2"}}});
        const DocumentCheck firstB = checkDocument(*b, {.arguments = QHash<QString, QString>{{"reach", "3"}}});
        QCOMPARE(tipX(firstA), 2.0);
        QCOMPARE(tipX(firstB), 3.0);
        QVERIFY(firstA.state != firstB.state);
        // Again, each with its own state and no arguments given: its own.
        const DocumentCheck againA = checkDocument(*a, {.state = firstA.state});
        QCOMPARE(tipX(againA), 2.0);
        QCOMPARE(tipX(checkDocument(*b, {.state = firstB.state})), 3.0);
        // A new state knows no arguments: the default.
        QCOMPARE(tipX(checkDocument(*a)), 1.0);
        // The format's questions about a document answer from its state.
        const DocumentGenerator* xacro = againA.format->generator();
        QVERIFY(xacro);
        const XmlElement* joint = a->root()->childElements(u"joint").front();
        QCOMPARE(xacro->producingElement(*a, againA.state.get(), elementPath(joint)), joint);
    }

    void problemsPanelAgrees() {
        const QStringList files = corpusRobotFiles();
        if (files.isEmpty()) QSKIP("the corpus (../shared/corpus) is absent");
        QStringList sample;
        QHash<QString, int> perFormat;
        QString compiledProblem;
        for (const QString& path : files) {
            const CheckedFile checked = checkFile(path);
            if (!checked.check.format) continue;
            if (compiledProblem.isEmpty() && checked.check.model) {
                const DocumentCheck rulesOnly = checkDocument(*checked.doc, {.compile = false});
                if (checked.check.diagnostics.size() > rulesOnly.diagnostics.size()) compiledProblem = path;
            }
            if (perFormat[checked.check.format->id()]++ < 3) sample << path;
        }
        QVERIFY2(perFormat.size() >= 7, qPrintable(QStringList(perFormat.keys()).join(' ')));
        QVERIFY2(!compiledProblem.isEmpty(), "no corpus file whose compile adds a problem");
        sample << compiledProblem;
        const QHash<QString, Found> byValidate = validated(sample);
        for (const QString& path : sample) {
            Session s(path, {1200, 800}, true);
            auto* panel = s.w.findChild<ProblemsPanel*>();
            QVERIFY(panel);
            Found shown;
            for (int i = 0; i < panel->topLevelItemCount(); ++i) {
                const QStringList location = panel->topLevelItem(i)->text(2).split(u':');
                // Meshes are read by the 3D view, not yet by the check.
                if (location.value(0) != QFileInfo(path).fileName() || panel->topLevelItem(i)->text(1).startsWith("MESH-")) continue;
                shown.insert({std::max(1, location.value(1).toInt()), panel->topLevelItem(i)->text(1)});
            }
            QCOMPARE(shown, byValidate.value(path));
            s.w.setInteractive(false);
        }
        qInfo("%d files; a compile's own problem in %s", int(sample.size()), qPrintable(compiledProblem));
    }
};

QTEST_MAIN(TestOneCheck)
#include "tst_onecheck.moc"
