// Every kept fuzz input (tests/data/fuzz/TARGET/*) through its target, as
// the libFuzzer harnesses run it: a crash, hang or sanitizer report here is
// a regression. KINEDIT_FUZZ_CORPUS=DIR (DIR/TARGET/*) replays a fuzzing
// run's whole working corpus too.
#include "TestSupport.h"

#include "fuzz/FuzzTargets.h"

#include <QDirIterator>

using namespace kinedit;

class TestFuzzRegressions : public QObject {
    Q_OBJECT
private slots:
    void inputs_data() {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("file");
        QStringList roots{QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/fuzz")};
        if (const QString extra = qEnvironmentVariable("KINEDIT_FUZZ_CORPUS"); !extra.isEmpty()) roots << extra;
        for (const QString& root : roots)
            for (const QString& target : QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
                QVERIFY2(fuzz::isTarget(target), qPrintable(QStringLiteral("%1/%2 names no fuzz target").arg(root, target)));
                QDirIterator it(QDir(root).filePath(target), QDir::Files);
                while (it.hasNext()) {
                    const QString file = it.next();
                    QTest::newRow(qPrintable(target + QLatin1Char('/') + QFileInfo(file).fileName())) << target << file;
                }
            }
    }
    void inputs() {
        QFETCH(QString, target);
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        // Paths in an input resolve against its own folder.
        fuzz::run(target, f.readAll(), QFileInfo(file).absolutePath());
    }
    // Every target has inputs kept, so each is replayed.
    void everyTargetHasInputs() {
        for (const QString& target : fuzz::targets())
            QVERIFY2(!QDir(QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/fuzz/") + target).entryList(QDir::Files).isEmpty(),
                     qPrintable(target));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
