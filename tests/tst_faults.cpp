// Faults: saves that fail (disk full, read-only folder, a file without write
// permission) leave the original intact and tell the user; and a session
// killed with SIGKILL is offered back at the next start. The kill is real:
// this program starts itself as the editor session (--edit-and-wait), which opens
// files, edits them through the undo stack and waits for the autosave.
#include "TestSupport.h"

#include "EditCommands.h"
#include "EditorDocument.h"
#include "MainWindow.h"
#include "xml/XmlDocument.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace kinedit;
using test::readFile;

namespace {

const QByteArray Original = "<robot name=\"r\">\n  <link name=\"base\"/>\n</robot>\n";

void useTestSettings() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KineditTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_faults"));
}

// Runs as an unprivileged user while alive (root ignores file modes, and
// the tests run as root on CI). Real and effective ids change, so access()
// answers as for that user; the saved id 0 lets the destructor go back.
class Unprivileged {
public:
    Unprivileged() {
        if (geteuid() != 0) return;
        m_dropped = setresgid(65534, 65534, 0) == 0 && setresuid(65534, 65534, 0) == 0;
    }
    ~Unprivileged() {
        if (!m_dropped) return;
        if (setresuid(0, 0, 0) != 0 || setresgid(0, 0, 0) != 0) qFatal("cannot regain root");
    }
    bool ok() const { return geteuid() != 0; }

private:
    bool m_dropped = false;
};

// A file size limit: writes past it fail with EFBIG, as on a full disk.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        getrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit r = m_old;
        r.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &r);
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &m_old); }

private:
    rlimit m_old{};
};

// A folder the unprivileged user can enter, with the original file in it.
struct Folder {
    QTemporaryDir tmp;
    QString dir, file;
    Folder() {
        chmod(QFile::encodeName(tmp.path()).constData(), 0755);
        dir = tmp.filePath(QStringLiteral("robots"));
        QDir().mkpath(dir);
        chmod(QFile::encodeName(dir).constData(), 0777);
        file = test::writeFile(dir, QStringLiteral("r.urdf"), Original);
        chmod(QFile::encodeName(file).constData(), 0666);
    }
    ~Folder() { chmod(QFile::encodeName(dir).constData(), 0777); }
    QStringList entries() const { return QDir(dir).entryList(QDir::Files | QDir::Hidden); }
};

// The document edited so that its text is larger than limit bytes.
void editLarge(EditorDocument& doc, int bytes) {
    XmlElement* link = elementByPath(doc.xml()->top(), QStringLiteral("/robot/link[1]"));
    doc.undoStack()->push(new SetAttributeCommand(doc.xml(), link, QStringLiteral("note"), QString(bytes, QLatin1Char('x'))));
}

// Clicks a message box's button once one is shown; keeps its text.
void answerNextMessageBox(QMessageBox::StandardButton button, QString* text) {
    QTimer::singleShot(50, [button, text]() {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return answerNextMessageBox(button, text);
        if (text) *text = box->text();
        box->button(button)->click();
    });
}

// The editor session killed by the test: opens the files, edits each
// through its undo stack, waits until the autosave has copied every edit,
// says so on stdout, and waits to be killed.
int session(const QStringList& files) {
    QSettings().setValue(QStringLiteral("editor/autosaveSeconds"), 1);
    MainWindow first;
    first.setInteractive(false);
    QList<const EditorDocument*> docs;
    for (const QString& f : files) {
        MainWindow* w = first.openDocument(f);
        if (!w) return 2;
        EditorDocument* doc = w->editorDocument();
        XmlElement* link = elementByPath(doc->xml()->top(), QStringLiteral("/robot/link[1]"));
        doc->undoStack()->push(
            new SetAttributeCommand(doc->xml(), link, QStringLiteral("name"), QStringLiteral("edited in ") + QFileInfo(f).fileName()));
        docs << doc;
    }
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&]() {
        // A copy is listed once written (its .path file comes last).
        const QStringList copied = EditorDocument::filesWithRecovery();
        for (const EditorDocument* d : docs)
            if (!copied.contains(QFileInfo(d->path()).absoluteFilePath())) return;
        poll.stop();
        std::printf("autosaved\n");
        std::fflush(stdout);
    });
    poll.start(100);
    return QApplication::exec();
}

}  // namespace

class TestFaults : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings(); }

    void diskFull() {
        Folder f;
        Diagnostics d;
        auto doc = EditorDocument::open(f.file, &d);
        QVERIFY(doc);
        editLarge(*doc, 64 * 1024);
        QString error;
        {
            FileSizeLimit limit(16 * 1024);
            QVERIFY(!doc->save(&error));
        }
        QVERIFY2(!error.isEmpty(), "the user is told why");
        QCOMPARE(readFile(f.file), Original);
        QCOMPARE(f.entries(), QStringList{QStringLiteral("r.urdf")});  // no temporary file left
        QVERIFY(doc->isModified());
        // With room again, the same document saves.
        QVERIFY2(doc->save(&error), qPrintable(error));
        QCOMPARE(readFile(f.file), doc->xml()->toBytes());
        QVERIFY(!doc->isModified());
    }

    // A read-only folder; or a writable folder with a file that is not,
    // where a rename would replace the file anyway, so the save must
    // refuse as a direct write would.
    void unwritable_data() {
        QTest::addColumn<bool>("folder");
        QTest::newRow("read-only folder") << true;
        QTest::newRow("file without write permission") << false;
    }
    void unwritable() {
        QFETCH(bool, folder);
        Folder f;
        Diagnostics d;
        auto doc = EditorDocument::open(f.file, &d);
        QVERIFY(doc);
        editLarge(*doc, 10);
        chmod(QFile::encodeName(folder ? f.dir : f.file).constData(), folder ? 0555 : 0444);
        QString error;
        {
            Unprivileged user;
            QVERIFY(user.ok());
            QVERIFY(!doc->save(&error));
        }
        QVERIFY2(!error.isEmpty(), "the user is told why");
        QCOMPARE(readFile(f.file), Original);
        QCOMPARE(f.entries(), QStringList{QStringLiteral("r.urdf")});
        QVERIFY(doc->isModified());
    }

    // The editor says so in a dialog, and the document stays unsaved.
    void saveFailureIsShown() {
        Folder f;
        MainWindow w;
        QVERIFY(w.openFile(f.file));
        editLarge(*w.editorDocument(), 10);
        chmod(QFile::encodeName(f.dir).constData(), 0555);
        QString shown;
        answerNextMessageBox(QMessageBox::Ok, &shown);
        {
            Unprivileged user;
            QVERIFY(!w.save());
        }
        QVERIFY2(shown.contains(QLatin1String("r.urdf")), qPrintable(shown));
        QVERIFY2(shown.contains(QLatin1String("ermission")), qPrintable(shown));
        QVERIFY(w.editorDocument()->isModified());
        QVERIFY(w.windowTitle().contains(QLatin1Char('*')) || w.isWindowModified());
        QCOMPARE(readFile(f.file), Original);
    }

    // Two files edited in a session that is killed (SIGKILL, no chance to
    // clean up): the next start offers both back, with the edits.
    void killedSessionIsOfferedBack() {
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery")).removeRecursively();
        QTemporaryDir dir;
        const QStringList files{test::writeFile(dir.path(), QStringLiteral("a.urdf"), Original),
                                test::writeFile(dir.path(), QStringLiteral("b.urdf"), Original)};
        QProcess editor;
        editor.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        editor.start(QCoreApplication::applicationFilePath(), QStringList{QStringLiteral("--edit-and-wait")} + files);
        QVERIFY(editor.waitForStarted());
        QByteArray said;
        QTRY_VERIFY_WITH_TIMEOUT((said += editor.readAllStandardOutput()).contains("autosaved") || editor.state() == QProcess::NotRunning,
                                 60000);
        QCOMPARE(editor.state(), QProcess::Running);
        ::kill(pid_t(editor.processId()), SIGKILL);
        QVERIFY(editor.waitForFinished());
        QCOMPARE(editor.exitStatus(), QProcess::CrashExit);
        for (const QString& f : files) QCOMPARE(readFile(f), Original);  // never saved

        MainWindow start;
        QString asked;
        answerNextMessageBox(QMessageBox::Yes, &asked);
        const QList<MainWindow*> windows = start.recoverSession();
        for (const QString& f : files) QVERIFY2(asked.contains(QDir::toNativeSeparators(f)), qPrintable(asked));
        QCOMPARE(windows.size(), 2);
        QSet<QString> recovered;
        for (MainWindow* w : windows) {
            EditorDocument* doc = w->editorDocument();
            const QString name = QFileInfo(doc->path()).fileName();
            QVERIFY(doc->xml()->toBytes().contains("name=\"edited in " + name.toUtf8() + "\""));
            QVERIFY(doc->isModified());  // recovered, not saved
            doc->undoStack()->undo();    // one step back: the file as saved
            QCOMPARE(doc->xml()->toBytes(), Original);
            recovered << name;
            if (w != &start) w->deleteLater();
        }
        QCOMPARE(recovered, (QSet<QString>{QStringLiteral("a.urdf"), QStringLiteral("b.urdf")}));
        for (MainWindow* w : windows) w->editorDocument()->discardRecovery();
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    useTestSettings();
    if (argc > 1 && QByteArray(argv[1]) == "--edit-and-wait") return session(QApplication::arguments().mid(2));
    TestFaults t;
    return QTest::qExec(&t, argc, argv);
}
#include "tst_faults.moc"
