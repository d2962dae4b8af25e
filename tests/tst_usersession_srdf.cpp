// A MoveIt SRDF in the window, used as a person uses it: opened, it shows
// the robot of the URDF beside it; a group clicked in the tree lights its
// links in the 3D view (the pixels of the others unchanged), a part clicked
// names its link; a group state picked in the Joints panel's poses moves
// the slider there; Robot ▸ Collision Matrix run and applied writes the
// pairs into the SRDF as one edit that Ctrl+Z takes back, and View ▸
// Self-Collisions leaves out the pairs it disables.
#include "SliderRobot.h"
#include "TestSupport.h"
#include "UserSession.h"

#include "CollisionMatrixDialog.h"
#include "JointPanel.h"
#include "RobotScene.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>

using namespace kinedit;
using namespace kinedit::test;

namespace {
// The slider robot's groups (SliderRobot.h), found beside it by its
// robot's name.
const QByteArray kSrdf = R"(<?xml version="1.0"?>
<!-- the slider's groups -->
<robot name="slider">
  <group name="mover">
    <chain base_link="a" tip_link="b"/>
  </group>
  <group name="frame">
    <link name="a"/>
    <link name="o"/>
  </group>
  <group_state name="out" group="mover">
    <joint name="slide" value="0.4"/>
  </group_state>
</robot>
)";

// Whether the 5 × 5 pixels around a point of the scene differ between two frames.
bool changedAt(Viewport* v, const QImage& before, const QImage& after, const QVector3D& p) {
    const QPoint c = projected(v, p).toPoint();
    int n = 0;
    for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx) {
            const QPoint at = c + QPoint(dx, dy);
            if (before.rect().contains(at) && before.pixel(at) != after.pixel(at)) ++n;
        }
    return n > 12;
}
}  // namespace

class TestUserSessionSrdf : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { freshSettings(); }

    void groupsStatesAndTheMatrix() {
        QTemporaryDir dir;
        writeFile(dir.path(), QStringLiteral("slider.urdf"), kSliderUrdf);
        const QString srdf = writeFile(dir.path(), QStringLiteral("slider.srdf"), kSrdf);
        Session s(srdf, {1440, 900}, true);
        // The URDF's robot drawn: three boxes, six shapes with collision.
        QTRY_VERIFY(s.w.model());
        QCOMPARE(int(s.w.model()->visuals().size()), 6);
        QCOMPARE(s.w.jointPanel()->rowCount(), 1);
        const QImage plain = settledFrame(s.view(), QStringLiteral("srdf-robot.png"));
        QVERIFY(!plain.isNull());

        // The group "mover" (a chain from a to b): b lights up, a and o not.
        QVERIFY(clickRow(s.w.findChild<QTreeView*>(), QStringLiteral("mover")));
        QTRY_COMPARE(s.view()->robot()->selectedCount(), 2);  // b's visual and collision box
        const QImage mover = settledFrame(s.view(), QStringLiteral("srdf-group-mover.png"));
        QVERIFY(changedAt(s.view(), plain, mover, {0.5f, 0, 0}));
        QVERIFY(!changedAt(s.view(), plain, mover, {1.0f, 0, 0}));
        QVERIFY(!changedAt(s.view(), plain, mover, {0.0f, 0, 0}));
        // The group "frame" (links a and o): those two.
        QVERIFY(clickRow(s.w.findChild<QTreeView*>(), QStringLiteral("frame")));
        QTRY_COMPARE(s.view()->robot()->selectedCount(), 4);
        const QImage frame = settledFrame(s.view(), QStringLiteral("srdf-group-frame.png"));
        QVERIFY(changedAt(s.view(), plain, frame, {1.0f, 0, 0}));
        QVERIFY(!changedAt(s.view(), plain, frame, {0.5f, 0, 0}));

        // A part clicked in the view: its link, in the URDF, named.
        const QPoint atB = projected(s.view(), QVector3D(0.5f, 0, 0)).toPoint();
        QTest::mouseMove(s.view()->renderWindow(), atB);
        QTest::qWait(200);
        QTest::mouseClick(s.view()->renderWindow(), Qt::LeftButton, {}, atB);
        QTRY_COMPARE(s.w.statusBar()->currentMessage(), QStringLiteral("Link b of slider.urdf"));

        // The group state "out" among the poses: picked, the slider at 0.4.
        auto* poses = s.w.jointPanel()->findChild<QComboBox*>(QStringLiteral("poses"));
        QVERIFY(poses);
        const int out = poses->findText(QStringLiteral("out"), Qt::MatchStartsWith);
        QVERIFY2(out > 0, qPrintable(poses->itemText(poses->count() - 1)));
        QTest::mouseClick(poses, Qt::LeftButton);
        QTRY_VERIFY(poses->view()->isVisible());
        for (int k = 0; k < out; ++k) QTest::keyClick(poses->view(), Qt::Key_Down);
        QTest::keyClick(poses->view(), Qt::Key_Return);
        QTRY_COMPARE(s.w.jointPanel()->configuration()[0], 0.4);
        QSlider* slide = s.w.jointPanel()->findChildren<QSlider*>().value(0);
        QVERIFY(slide->value() > slide->minimum() + (slide->maximum() - slide->minimum()) * 8 / 10);

        // The matrix, 400 samples, applied, its reference the pose shown
        // ("out"): a–b and a–o adjacent (both on a), b–o touching there
        // (default), written as the Setup Assistant writes them.
        const QByteArray original = s.w.document()->toBytes();
        QVERIFY(useMenu(&s.w, Qt::Key_R, Qt::Key_C));
        CollisionMatrixDialog* d = nullptr;
        QTRY_VERIFY((d = s.w.findChild<CollisionMatrixDialog*>()) && d->isVisible());
        activate(d);
        auto* apply = d->findChild<QPushButton*>(QStringLiteral("apply"));
        QVERIFY(apply && !apply->isEnabled());  // nothing sampled yet
        auto* samples = d->findChild<QSpinBox*>(QStringLiteral("samples"));
        QTest::keyClick(d, Qt::Key_S, Qt::AltModifier);
        QTRY_COMPARE(QApplication::focusWidget(), samples);
        QTest::keyClick(samples, Qt::Key_A, Qt::ControlModifier);
        typeKeys(samples, QStringLiteral("400"));
        QTest::keyClick(d, Qt::Key_R, Qt::AltModifier);  // Run
        QTRY_VERIFY_WITH_TIMEOUT(!d->isRunning() && d->matrix().samples == 400, 20000);
        QTRY_VERIFY(apply->isEnabled());
        QTest::keyClick(d, Qt::Key_A, Qt::AltModifier);  // Apply to SRDF
        const QString expected = QString::fromUtf8(original).replace(
            QStringLiteral("  </group_state>\n"), QStringLiteral("  </group_state>\n"
                                                                 "  <disable_collisions link1=\"a\" link2=\"b\" reason=\"Adjacent\" />\n"
                                                                 "  <disable_collisions link1=\"a\" link2=\"o\" reason=\"Adjacent\" />\n"
                                                                 "  <disable_collisions link1=\"b\" link2=\"o\" reason=\"Default\" />\n"));
        QTRY_VERIFY2(s.text() == expected, qPrintable(s.text()));
        QVERIFY2(s.w.statusBar()->currentMessage().contains(QLatin1String("3 pair(s) disabled")),
                 qPrintable(s.w.statusBar()->currentMessage()));
        d->close();
        // View ▸ Self-Collisions at "out": b and o touch, and the SRDF now
        // disables them: not listed, counted.
        activate(&s.w);
        QTest::keyClick(&s.w, Qt::Key_K, Qt::ControlModifier | Qt::ShiftModifier);
        auto* summary = s.w.findChild<QLabel*>(QStringLiteral("selfCollisionSummary"));
        QVERIFY(summary);
        QTRY_VERIFY2(summary->text().contains(QLatin1String("No two links touch; 1 more the SRDF disables")), qPrintable(summary->text()));
        // One edit: Ctrl+Z in the window takes it back whole.
        QTest::keyClick(&s.w, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(s.text(), QString::fromUtf8(original));
        QTRY_VERIFY2(summary->text() == QLatin1String("1 pair(s) of links touch"), qPrintable(summary->text()));
        // Saved, the file on disk is the user's text again.
        QTest::keyClick(&s.w, Qt::Key_S, Qt::ControlModifier);
        QTRY_COMPARE(readFile(srdf), original);
    }

    // An SRDF whose URDF is not beside it under the robot's name: nothing
    // drawn until the user chooses it (Robot ▸ Choose the Robot's URDF,
    // Alt+R, U, its name typed in the file dialog); opened again, the
    // window remembers the choice.
    void theRobotChosenByTheUser() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("description")));
        const QString urdf = writeFile(dir.filePath(QStringLiteral("description")), QStringLiteral("robot.urdf"), kSliderUrdf);
        const QString srdf = writeFile(dir.path(), QStringLiteral("slider.srdf"), kSrdf);
        {
            Session s(srdf, {1440, 900}, true);
            QTest::qWait(500);
            QVERIFY(!s.w.model());
            const ModalAnswer typing = typeIntoFileDialogSoon(urdf);
            QVERIFY(useMenu(&s.w, Qt::Key_R, Qt::Key_U));
            QTRY_VERIFY(s.w.model());
            QCOMPARE(int(s.w.model()->visuals().size()), 6);
            QVERIFY(clickRow(s.w.findChild<QTreeView*>(), QStringLiteral("mover")));
            QTRY_COMPARE(s.view()->robot()->selectedCount(), 2);
        }
        Session again(srdf, {1440, 900}, true);
        QTRY_VERIFY(again.w.model());
        QCOMPARE(int(again.w.model()->visuals().size()), 6);
    }
};

QTEST_MAIN(TestUserSessionSrdf)
#include "tst_usersession_srdf.moc"
