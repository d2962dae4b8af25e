// File ▸ Compare With, used as a person uses it: a joint moved by typing in
// the source, then Compare With ▸ Last Saved Version by the menu's keys;
// the Differences dock's words, a click on one selecting the joint, the
// ghost and the amber of the moved part in the 3D view's pixels; an undo
// compares again; the dock's button closes it. Another file (a link only
// it has: red in the ghost; one only the document has: green), and git's
// HEAD in a repository made here.
#include "TestSupport.h"
#include "UserSession.h"

#include "ComparePanel.h"
#include "EditorDocument.h"
#include "RobotScene.h"

#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>

using namespace kinedit;
using namespace kinedit::test;

namespace {

const QByteArray kArm =
    "<robot name=\"r\">\n"
    "  <link name=\"base\"><visual><geometry><box size=\"0.3 0.3 0.1\"/></geometry></visual></link>\n"
    "  <link name=\"arm\"><visual><origin xyz=\"0 0 0.2\"/><geometry><box size=\"0.08 0.08 0.4\"/></geometry></visual></link>\n"
    "  <joint name=\"lift\" type=\"revolute\"><parent link=\"base\"/><child link=\"arm\"/><origin xyz=\"0 0 0.05\"/>"
    "<axis xyz=\"0 0 1\"/><limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/></joint>\n"
    "</robot>\n";

// Pixels of a kind in a frame of the view.
int count(const QImage& frame, const std::function<bool(const QColor&)>& kind) {
    int n = 0;
    for (int y = 0; y < frame.height(); ++y)
        for (int x = 0; x < frame.width(); ++x)
            if (kind(frame.pixelColor(x, y))) ++n;
    return n;
}
bool amber(const QColor& c) { return c.red() > 200 && c.green() > 110 && c.green() < 215 && c.blue() < 100; }
// The ghost's grey-blue over the sky or the grid (bluer than the grid's
// own greys, which are at most 16 bluer than red).
bool bluish(const QColor& c) { return c.blue() >= c.red() + 22 && c.blue() >= c.green() + 14; }
bool red(const QColor& c) { return c.red() > 150 && c.red() > c.green() + 70 && c.red() > c.blue() + 70; }
bool green(const QColor& c) { return c.green() > 120 && c.green() > c.red() + 50 && c.green() > c.blue() + 40; }

// File ▸ Compare With ▸ item, by Alt+F, W and the item's letter.
bool compareMenu(QMainWindow* w, Qt::Key item) {
    w->raise();
    w->activateWindow();
    QApplication::setActiveWindow(w);
    (void)QTest::qWaitForWindowActive(w, 1000);
    QTest::keyClick(w, Qt::Key_F, Qt::AltModifier);
    if (!QTest::qWaitFor([] { return QApplication::activePopupWidget() != nullptr; }, 2000)) return false;
    QWidget* file = QApplication::activePopupWidget();
    QTest::keyClick(file, Qt::Key_W);
    if (!QTest::qWaitFor([file] { return QApplication::activePopupWidget() && QApplication::activePopupWidget() != file; }, 2000))
        return false;
    QTest::keyClick(QApplication::activePopupWidget(), item);
    return true;
}

QListWidget* differences(MainWindow& w) { return w.findChild<QListWidget*>(QStringLiteral("differencesList")); }
QDockWidget* dock(MainWindow& w) { return w.findChild<QDockWidget*>(QStringLiteral("DifferencesDock")); }

bool clickDifference(MainWindow& w, const QString& text) {
    QListWidget* list = differences(w);
    for (int r = 0; r < list->count(); ++r)
        if (list->item(r)->text().contains(text)) {
            list->scrollToItem(list->item(r));
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(r)).center());
            return true;
        }
    return false;
}

// Types ".2" after the joint origin's first 0: the arm moves 200 mm along x.
void moveTheJointByTyping(Session& s) {
    QVERIFY(clickSourceAt(s.w.sourceView(), QStringLiteral("<origin xyz=\"0 0 0.05\""), 14));
    typeKeys(s.w.sourceView(), QStringLiteral(".2"));
    QTest::qWait(kPastReparse);
    QTRY_VERIFY(s.text().contains(QLatin1String("<origin xyz=\"0.2 0 0.05\"")));
}

}  // namespace

class TestCompare : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { freshSettings(); }

    void lastSavedVersion() {
        QTemporaryDir dir;
        Session s(writeFile(dir.path(), QStringLiteral("arm.urdf"), kArm));
        QTest::keyClick(&s.w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);  // frame axes off: their colours are not the compare's
        const QImage plain = settledFrame(s.view(), QStringLiteral("compare-before.png"));
        QVERIFY(!plain.isNull());
        moveTheJointByTyping(s);
        QVERIFY(compareMenu(&s.w, Qt::Key_L));
        QTRY_VERIFY(dock(s.w)->isVisible());
        const QStringList rows = s.w.findChild<ComparePanel*>()->rows();
        QVERIFY2(rows.size() == 2, qPrintable(rows.join(QLatin1Char('\n'))));
        QCOMPARE(
            rows[0],
            QStringLiteral("joint 'lift': origin moved 200 mm and turned 0 degrees in the frame of 'base' (xyz 0 0 0.05 -> 0.2 0 0.05)"));
        QVERIFY2(rows[1].contains(QLatin1String("largest position difference 200 mm")), qPrintable(rows[1]));
        QVERIFY(s.w.findChild<QLabel*>(QStringLiteral("comparedWith"))->text().contains(QLatin1String("last saved version")));

        // The click selects the joint in the tree, and in the ghost.
        QVERIFY(clickDifference(s.w, QStringLiteral("joint 'lift'")));
        QVERIFY(s.w.selectedElement());
        QCOMPARE(s.w.selectedElement()->name(), QStringLiteral("joint"));
        QCOMPARE(s.w.selectedElement()->attribute(QStringLiteral("name")), QStringLiteral("lift"));
        QCOMPARE(s.view()->ghost()->selection(), QStringList{QStringLiteral("/robot/joint[1]")});

        // The moved arm amber where it is now, the ghost grey-blue where it was.
        const QImage compared = settledFrame(s.view(), QStringLiteral("compare-last-saved.png"));
        const int amberShown = count(compared, amber), ghostShown = count(compared, bluish);
        QVERIFY2(count(plain, bluish) < 50, qPrintable(QString::number(count(plain, bluish))));
        QVERIFY2(count(plain, amber) < 20 && amberShown > 300,
                 qPrintable(QStringLiteral("amber %1 -> %2").arg(count(plain, amber)).arg(amberShown)));
        QVERIFY2(ghostShown > count(plain, bluish) + 300,
                 qPrintable(QStringLiteral("ghost %1 -> %2").arg(count(plain, bluish)).arg(ghostShown)));

        // Undone: the same as saved, nothing coloured.
        QTest::keyClick(&s.w, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(s.w.findChild<ComparePanel*>()->rows(), QStringList{QStringLiteral("No differences")});
        const QImage equal = settledFrame(s.view(), QStringLiteral("compare-undone.png"));
        QVERIFY2(count(equal, amber) < 20, qPrintable(QString::number(count(equal, amber))));

        // Closed by the dock's button: no ghost.
        auto* close = s.w.findChild<QPushButton*>(QStringLiteral("closeComparison"));
        QTest::mouseClick(close, Qt::LeftButton);
        QTRY_VERIFY(!dock(s.w)->isVisible());
        QVERIFY(!s.w.comparing());
        const QImage closed = settledFrame(s.view());
        QVERIFY2(count(closed, bluish) < count(plain, bluish) + 50, qPrintable(QString::number(count(closed, bluish))));
    }

    // Another file: a link only it has (red in the ghost), one only the
    // document has (green).
    void otherFile() {
        QTemporaryDir dir;
        QByteArray other = kArm;
        other.replace(
            "</robot>",
            "  <link name=\"old\"><visual><geometry><sphere radius=\"0.12\"/></geometry></visual></link>\n"
            "  <joint name=\"o\" type=\"fixed\"><parent link=\"base\"/><child link=\"old\"/><origin xyz=\"0 -0.4 0.1\"/></joint>\n"
            "</robot>");
        QByteArray current = kArm;
        current.replace(
            "</robot>",
            "  <link name=\"new\"><visual><geometry><box size=\"0.2 0.2 0.2\"/></geometry></visual></link>\n"
            "  <joint name=\"n\" type=\"fixed\"><parent link=\"base\"/><child link=\"new\"/><origin xyz=\"0 0.4 0.1\"/></joint>\n"
            "</robot>");
        const QString otherPath = writeFile(dir.path(), QStringLiteral("other.urdf"), other);
        Session s(writeFile(dir.path(), QStringLiteral("current.urdf"), current));  // frame axes off, as the first test left them
        auto answer = typeIntoFileDialogSoon(otherPath);
        QVERIFY(compareMenu(&s.w, Qt::Key_O));
        QTRY_VERIFY(answer.answered());
        QTRY_VERIFY(dock(s.w)->isVisible());
        const QStringList rows = s.w.findChild<ComparePanel*>()->rows();
        QVERIFY2(rows.contains(QStringLiteral("link 'new': added")), qPrintable(rows.join(QLatin1Char('\n'))));
        QVERIFY2(rows.contains(QStringLiteral("link 'old': removed")), qPrintable(rows.join(QLatin1Char('\n'))));
        QTest::keyClick(&s.w, Qt::Key_1, Qt::ControlModifier);  // front view: both boxes beside the base
        const QImage frame = settledFrame(s.view(), QStringLiteral("compare-other-file.png"));
        QVERIFY2(count(frame, green) > 300, qPrintable(QString::number(count(frame, green))));
        QVERIFY2(count(frame, red) > 300, qPrintable(QString::number(count(frame, red))));
        // The removed link: nothing in the document, its box in the ghost.
        QVERIFY(clickDifference(s.w, QStringLiteral("link 'old'")));
        QCOMPARE(s.view()->ghost()->selection(), QStringList{QStringLiteral("/robot/link[3]")});
        QVERIFY(!s.w.selectedElement());
        QVERIFY(clickDifference(s.w, QStringLiteral("link 'new'")));
        QCOMPARE(s.w.selectedElement()->attribute(QStringLiteral("name")), QStringLiteral("new"));
        QCOMPARE(s.view()->robot()->selection(), QStringList{QStringLiteral("/robot/link[3]")});
    }

    // git's HEAD, in a repository made here: offered for a tracked file.
    void gitHead() {
        if (QStandardPaths::findExecutable(QStringLiteral("git")).isEmpty()) QSKIP("git is not installed");
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), QStringLiteral("arm.urdf"), kArm);
        auto git = [&](const QStringList& args) {
            QProcess p;
            p.setWorkingDirectory(dir.path());
            p.start(QStringLiteral("git"), QStringList{QStringLiteral("-c"), QStringLiteral("user.name=t"), QStringLiteral("-c"),
                                                       QStringLiteral("user.email=t@example.com")} +
                                               args);
            return p.waitForFinished(10000) && p.exitCode() == 0;
        };
        QVERIFY(git({QStringLiteral("init"), QStringLiteral("-q")}));
        QVERIFY(git({QStringLiteral("add"), QStringLiteral("arm.urdf")}));
        QVERIFY(git({QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("arm")}));
        Session s(path, {1440, 900}, true);
        moveTheJointByTyping(s);
        QTest::keyClick(&s.w, Qt::Key_S, Qt::ControlModifier);  // saved: only HEAD still has the old place
        QTRY_VERIFY(!s.w.editorDocument()->isModified());
        QVERIFY(compareMenu(&s.w, Qt::Key_H));
        QTRY_VERIFY(dock(s.w)->isVisible());
        QVERIFY(s.w.findChild<QLabel*>(QStringLiteral("comparedWith"))->text().contains(QLatin1String("HEAD")));
        const QStringList rows = s.w.findChild<ComparePanel*>()->rows();
        QVERIFY2(rows.value(0).startsWith(QLatin1String("joint 'lift': origin moved 200 mm")), qPrintable(rows.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestCompare)
#include "tst_compare.moc"
