// The window's inertia, used as a person uses it: View ▸ Inertia Boxes draws the
// selected link's equivalent box (checked in the pixels), and Robot ▸
// Compute Inertial from Geometry writes what the collision shapes weigh as
// one edit (checked in the text and the saved file, undone by Ctrl+Z).
#include "TestMeshes.h"
#include "TestSupport.h"
#include "UserSession.h"

#include "InertialDialog.h"
#include "ProblemsPanel.h"
#include "RobotScene.h"

#include <QCheckBox>
#include <QContextMenuEvent>
#include <QDialog>
#include <QTableWidget>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>

using namespace kinedit;
using namespace kinedit::test;

namespace {
// A link whose inertia is a 1 m rod along its x axis (1 × 0.1 × 0.1 m, 1 kg)
// turned 90° about z by the inertial's origin: along the world's y; and a
// second link 0.6 m along x with a 0.1 m cube's inertia.
const QByteArray kRod =
    "<robot name=\"r\">\n"
    "  <link name=\"rod\">\n"
    "    <inertial>\n"
    "      <origin xyz=\"0 0 0\" rpy=\"0 0 1.5707963267948966\"/>\n"
    "      <mass value=\"1\"/>\n"
    "      <inertia ixx=\"0.0016667\" ixy=\"0\" ixz=\"0\" iyy=\"0.0841667\" iyz=\"0\" izz=\"0.0841667\"/>\n"
    "    </inertial>\n"
    "  </link>\n"
    "  <link name=\"cube\">\n"
    "    <inertial><mass value=\"1\"/><inertia ixx=\"0.0016667\" ixy=\"0\" ixz=\"0\" iyy=\"0.0016667\" iyz=\"0\" "
    "izz=\"0.0016667\"/></inertial>\n"
    "  </link>\n"
    "  <joint name=\"j\" type=\"fixed\"><parent link=\"rod\"/><child link=\"cube\"/><origin xyz=\"0.6 0 0\"/></joint>\n"
    "</robot>\n";

// The rows of the preview's table, each as its cells joined by '|'.
QStringList tableRows(const QTableWidget* table) {
    QStringList rows;
    for (int r = 0; r < table->rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < table->columnCount(); ++c) cells << (table->item(r, c) ? table->item(r, c)->text() : QString());
        rows << cells.join(QLatin1Char('|'));
    }
    return rows;
}
}  // namespace

class TestUserSessionInertia : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { freshSettings(); }

    // The rod's box lies along y (its origin's rotation applied), the
    // unselected cube's box is not drawn; off again, neither is.
    void inertiaOfTheSelectedLinkIsDrawn() {
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), QStringLiteral("rod.urdf"), kRod);
        Session s(path);
        Viewport* v = s.view();
        QTest::keyClick(&s.w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);  // frame axes off: only the boxes are coloured
        QTest::keyClick(&s.w, Qt::Key_3, Qt::ControlModifier);                      // top view
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("rod")));
        const QImage before = settledFrame(v, QStringLiteral("usersession-inertia-off.png"));
        QVERIFY(!before.isNull());
        QVERIFY(!amberAt(v, before, QVector3D(0, 0.3f, 0)));
        QVERIFY(useMenu(&s.w, Qt::Key_V, Qt::Key_X));  // View ▸ Inertia Boxes
        const QImage on = settledFrame(v, QStringLiteral("usersession-inertia-rod.png"));
        QVERIFY(amberAt(v, on, QVector3D(0, 0.3f, 0)));
        QVERIFY(amberAt(v, on, QVector3D(0, -0.3f, 0)));
        QVERIFY(!amberAt(v, on, QVector3D(0.3f, 0, 0)));  // not along the link's own x
        QVERIFY(!amberAt(v, on, QVector3D(0.6f, 0, 0)));  // the cube is not selected
        QCOMPARE(v->robot()->shownInertia(), std::vector<int>{0});
        QVERIFY(QSettings().value(QStringLiteral("view/inertia")).toBool());
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("cube")));
        const QImage cube = settledFrame(v, QStringLiteral("usersession-inertia-cube.png"));
        QVERIFY(amberAt(v, cube, QVector3D(0.6f, 0, 0)));
        QVERIFY(!amberAt(v, cube, QVector3D(0, 0.3f, 0)));
        QTest::keyClick(&s.w, Qt::Key_I, Qt::ControlModifier | Qt::ShiftModifier);  // off by its shortcut
        const QImage off = settledFrame(v);
        QVERIFY(!amberAt(v, off, QVector3D(0.6f, 0, 0)));
        QVERIFY(!QSettings().value(QStringLiteral("view/inertia")).toBool());
        QTest::keyClick(&s.w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
    }

    // Robot ▸ Compute Inertial from Geometry on the selected link: the
    // preview shows the box's 2 kg (0.2 × 0.1 × 0.1 m of water), Enter
    // writes it in URDF's syntax in place of the written inertial, Ctrl+S
    // saves it, Ctrl+Z gives back the original text exactly.
    void computeInertialFromCollisionGeometry() {
        QTemporaryDir dir;
        const QByteArray original =
            "<robot name=\"r\">\n"
            "  <link name=\"box\">\n"
            "    <collision><origin xyz=\"0.1 0 0\"/><geometry><box size=\"0.2 0.1 0.1\"/></geometry></collision>\n"
            "    <inertial><mass value=\"5\"/><inertia ixx=\"1\" ixy=\"0\" ixz=\"0\" iyy=\"1\" iyz=\"0\" izz=\"1\"/></inertial>\n"
            "  </link>\n"
            "  <link name=\"other\"><collision><geometry><sphere radius=\"0.1\"/></geometry></collision></link>\n"
            "  <joint name=\"j\" type=\"fixed\"><parent link=\"box\"/><child link=\"other\"/></joint>\n"
            "</robot>\n";
        const QString path = writeFile(dir.path(), QStringLiteral("box.urdf"), original);
        Session s(path);
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("box")));
        QStringList preview;
        auto answer = answerModalSoon<InertialDialog>(300, [&](InertialDialog* d) {
            preview = tableRows(d->table());
            QTest::keyClick(d->focusWidget() ? d->focusWidget() : d, Qt::Key_Return);
        });
        QVERIFY(useMenu(&s.w, Qt::Key_R, Qt::Key_I));
        QTRY_VERIFY(answer.answered());
        QCOMPARE(preview.size(), 2);  // the selected link only: written and computed
        QVERIFY2(preview[0].startsWith(QLatin1String("box|written|5|")), qPrintable(preview[0]));
        QVERIFY2(preview[1].contains(QLatin1String("|2|0.1 0 0|0.00333333333 0 0 0.00833333333 0 0.00833333333")), qPrintable(preview[1]));
        const QString expected = QString::fromUtf8(original).replace(
            QStringLiteral(
                "<inertial><mass value=\"5\"/><inertia ixx=\"1\" ixy=\"0\" ixz=\"0\" iyy=\"1\" iyz=\"0\" izz=\"1\"/></inertial>"),
            QStringLiteral(
                "<inertial>\n      <origin xyz=\"0.1 0 0\" rpy=\"0 0 0\"/>\n      <mass value=\"2\"/>\n"
                "      <inertia ixx=\"0.00333333333\" ixy=\"0\" ixz=\"0\" iyy=\"0.00833333333\" iyz=\"0\" izz=\"0.00833333333\"/>\n"
                "    </inertial>"));
        QCOMPARE(s.text(), expected);
        activate(&s.w);  // the keyboard back from the dialog
        QTest::keyClick(&s.w, Qt::Key_S, Qt::ControlModifier);
        QFile saved(s.path);  // the window's copy
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(saved.readAll()), expected);
        QTest::keyClick(&s.w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(s.text().toUtf8(), original);
    }

    // A cup: a 0.1 m cube mesh without its top face bounds no solid. The
    // preview shows the open mesh's values and its convex hull's (the
    // whole cube: 1 kg at 1000 kg/m³); "Use the convex hulls" clicked, the
    // hull's are the ones computed and written.
    void anOpenMeshOffersItsConvexHull() {
        QTemporaryDir dir;
        std::vector<Triangle> cup = cubeTriangles();
        cup.resize(cup.size() - 2);  // the last face gone
        writeFile(dir.path(), QStringLiteral("cup.stl"), binaryStl(cup));
        const QByteArray original =
            "<robot name=\"r\">\n"
            "  <link name=\"cup\">\n"
            "    <collision><geometry><mesh filename=\"cup.stl\" scale=\"0.1 0.1 0.1\"/></geometry></collision>\n"
            "  </link>\n"
            "</robot>\n";
        const QString path = writeFile(dir.path(), QStringLiteral("cup.urdf"), original);
        Session s(path, {1440, 900}, true);
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("cup")));
        QStringList preview, chosen;
        bool offered = false;
        auto answer = answerModalSoon<InertialDialog>(300, [&](InertialDialog* d) {
            preview = tableRows(d->table());
            auto* hulls = d->findChild<QCheckBox*>(QStringLiteral("useHulls"));
            offered = hulls && hulls->isVisible();
            if (offered) QTest::mouseClick(hulls, Qt::LeftButton, {}, QPoint(8, hulls->height() / 2));
            chosen = tableRows(d->table());
            QTest::keyClick(d, Qt::Key_Return);
        });
        QVERIFY(useMenu(&s.w, Qt::Key_R, Qt::Key_I));
        QTRY_VERIFY(answer.answered());
        QVERIFY(offered);
        const QString hull = QStringLiteral("|1|0.05 0.05 0.05|0.00166666667 0 0 0.00166666667 0 0.00166666667");
        QCOMPARE(preview.size(), 3);  // written, computed from the open mesh, its hull
        QVERIFY2(preview[0].startsWith(QLatin1String("cup|written|none|")), qPrintable(preview[0]));
        QVERIFY2(preview[1].contains(QLatin1String("open mesh")) && !preview[1].contains(hull), qPrintable(preview[1]));
        QVERIFY2(preview[2].contains(QLatin1String("convex hull")) && preview[2].endsWith(hull), qPrintable(preview[2]));
        QCOMPARE(chosen.size(), 2);
        QVERIFY2(chosen[1].contains(QLatin1String("convex hull")) && chosen[1].endsWith(hull), qPrintable(chosen[1]));
        QTRY_VERIFY2(s.text().contains(QLatin1String("<mass value=\"1\"/>")), qPrintable(s.text()));
        QVERIFY2(s.text().contains(QLatin1String("ixx=\"0.00166666667\" ixy=\"0\" ixz=\"0\" iyy=\"0.00166666667\"")), qPrintable(s.text()));
    }

    // MJCF: weighed as MuJoCo's compiler weighs the body (each geom's own
    // density= or mass=), not at one density: no density is asked, and the
    // preview and the written <inertial> are MuJoCo's 4 kg (a 0.2 × 0.1 ×
    // 0.1 m box at 500 kg/m³, 1 kg, and a 3 kg sphere 0.2 m along x).
    void computeInertialOfMjcfAsMujocoDoes() {
        QTemporaryDir dir;
        const QByteArray original =
            "<mujoco model=\"m\">\n  <worldbody>\n    <body name=\"b\" pos=\"0 0 1\">\n      <joint name=\"j\" axis=\"0 0 1\"/>\n"
            "      <geom type=\"box\" size=\"0.1 0.05 0.05\" density=\"500\"/>\n"
            "      <geom type=\"sphere\" size=\"0.05\" pos=\"0.2 0 0\" mass=\"3\"/>\n    </body>\n  </worldbody>\n</mujoco>\n";
        const QString path = writeFile(dir.path(), QStringLiteral("two.xml"), original);
        Session s(path);
        QStringList preview;
        bool densityShown = true;
        auto answer = answerModalSoon<InertialDialog>(300, [&](InertialDialog* d) {
            densityShown = d->findChild<QDoubleSpinBox*>(QStringLiteral("density"))->isVisible();
            preview = tableRows(d->table());
            QTest::keyClick(d->focusWidget() ? d->focusWidget() : d, Qt::Key_Return);
        });
        QVERIFY(useMenu(&s.w, Qt::Key_R, Qt::Key_I));
        QTRY_VERIFY(answer.answered());
        QVERIFY(!densityShown);
        QCOMPARE(preview.size(), 2);
        QVERIFY2(preview[0].startsWith(QLatin1String("b|written|none|")), qPrintable(preview[0]));
        QVERIFY2(preview[1].contains(QLatin1String("|4|0.15 0 0|")), qPrintable(preview[1]));
        QVERIFY2(s.text().contains(QLatin1String("mass=\"4\"")) && s.text().contains(QLatin1String("pos=\"0.15 0 0\"")),
                 qPrintable(s.text()));
        activate(&s.w);
        QTest::keyClick(&s.w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(s.text().toUtf8(), original);
    }

    // Every link when none is selected; the written mass kept when asked:
    // the tensor scaled to it.
    void computeKeepingTheWrittenMass() {
        QTemporaryDir dir;
        const QByteArray original =
            "<robot name=\"r\">\n"
            "  <link name=\"ball\">\n"
            "    <collision><geometry><sphere radius=\"0.1\"/></geometry></collision>\n"
            "    <inertial><mass value=\"4\"/><inertia ixx=\"1\" ixy=\"0\" ixz=\"0\" iyy=\"1\" iyz=\"0\" izz=\"1\"/></inertial>\n"
            "  </link>\n"
            "</robot>\n";
        const QString path = writeFile(dir.path(), QStringLiteral("ball.urdf"), original);
        Session s(path);
        auto answer = answerModalSoon<InertialDialog>(300, [&](InertialDialog* d) {
            auto* keep = d->findChild<QCheckBox*>(QStringLiteral("keepMass"));
            QTest::mouseClick(keep, Qt::LeftButton, {}, QPoint(8, keep->height() / 2));
            QTest::keyClick(d, Qt::Key_Return);
        });
        QVERIFY(useMenu(&s.w, Qt::Key_R, Qt::Key_I));
        QTRY_VERIFY(answer.answered());
        // 2/5 m r² with m = 4 kg, r = 0.1 m.
        QVERIFY2(s.text().contains(QLatin1String("<mass value=\"4\"/>")), qPrintable(s.text()));
        QVERIFY2(s.text().contains(QLatin1String("ixx=\"0.016\" ixy=\"0\" ixz=\"0\" iyy=\"0.016\" iyz=\"0\" izz=\"0.016\"")),
                 qPrintable(s.text()));
        activate(&s.w);
        QTest::keyClick(&s.w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(s.text().toUtf8(), original);
    }

    // A broken triangle inequality in the Problems panel: its context menu's
    // fix makes every principal moment their mean (MuJoCo's
    // balanceinertia), the problem goes, Ctrl+Z brings the text back. In
    // xacro too, where the inertial is written in the file (the problem is
    // placed at the xacro text that wrote it).
    void fixTheTriangleInequalityFromTheProblems_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("original");
        QTest::addColumn<QString>("mass");
        const QByteArray robot =
            "<robot name=\"r\"%1>\n%2  <link name=\"base\"/>\n  <link name=\"arm\">\n    <inertial>\n      <mass value=\"%3\"/>\n"
            "      <inertia ixx=\"1\" ixy=\"0\" ixz=\"0\" iyy=\"1\" iyz=\"0\" izz=\"3\"/>\n    </inertial>\n  </link>\n"
            "  <joint name=\"j\" type=\"revolute\"><parent link=\"base\"/><child link=\"arm\"/><axis xyz=\"0 0 1\"/>"
            "<limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/></joint>\n</robot>\n";
        auto text = [&](const char* ns, const char* property, const char* mass) {
            return QString::fromUtf8(robot).arg(QLatin1String(ns), QLatin1String(property), QLatin1String(mass)).toUtf8();
        };
        QTest::newRow("urdf") << QStringLiteral("tri.urdf") << text("", "", "2") << QStringLiteral("<mass value=\"2\"/>");
        QTest::newRow("xacro") << QStringLiteral("tri.urdf.xacro")
                               << text(" xmlns:xacro=\"http://www.ros.org/wiki/xacro\"", "  <xacro:property name=\"m\" value=\"2\"/>\n",
                                       "${m}")
                               << QStringLiteral("<mass value=\"2\"/>");
    }
    void fixTheTriangleInequalityFromTheProblems() {
        QFETCH(QString, name);
        QFETCH(QByteArray, original);
        QFETCH(QString, mass);
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), name, original);
        Session s(path);
        auto* problems = s.w.findChild<ProblemsPanel*>();
        QVERIFY(problems);
        auto row = [problems]() -> QTreeWidgetItem* {
            for (int i = 0; i < problems->topLevelItemCount(); ++i)
                if (problems->topLevelItem(i)->text(1).endsWith(QLatin1String("003"))) return problems->topLevelItem(i);
            return nullptr;
        };
        QTRY_VERIFY(row());
        QTreeWidgetItem* item = row();
        problems->scrollToItem(item);
        const QPoint at = problems->visualItemRect(item).center();
        QTimer::singleShot(300, [] {
            if (QWidget* menu = QApplication::activePopupWidget()) {
                QTest::keyClick(menu, Qt::Key_Down);
                QTest::keyClick(menu, Qt::Key_Return);
            }
        });
        // A right click, and the context menu event the window system sends
        // with it (QTest's click does not make one).
        QTest::mouseClick(problems->viewport(), Qt::RightButton, {}, at);
        QContextMenuEvent menu(QContextMenuEvent::Mouse, at, problems->viewport()->mapToGlobal(at));
        QApplication::sendEvent(problems->viewport(), &menu);
        QTRY_VERIFY2(s.text().contains(QLatin1String("izz=\"1.66666667\"")), qPrintable(s.text()));
        QVERIFY2(s.text().contains(mass), qPrintable(s.text()));
        QTRY_VERIFY_WITH_TIMEOUT(!row(), 5000);
        activate(&s.w);
        QTest::keyClick(&s.w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(s.text().toUtf8(), original);
    }
};

QTEST_MAIN(TestUserSessionInertia)
#include "tst_usersession_inertia.moc"
