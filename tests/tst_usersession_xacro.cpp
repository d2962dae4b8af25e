// The window with a xacro robot, used as a person uses it: the
// Arguments panel re-expands as the user types and keeps the values per
// file; a click on a part the expansion made selects the macro call that
// made it (highlighting everything the call made), F2 goes to the macro in
// its file; a form field holding "${property}" edits the property.
// Keys and clicks only; checks of what the user sees.
#include "TestSupport.h"
#include "UserSession.h"

#include "ArgumentsPanel.h"
#include "AttributeForm.h"
#include "JointPanel.h"
#include "RobotScene.h"
#include "kinematics/Data.h"
#include "kinematics/Model.h"
#include "xml/XmlDocument.h"

#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace kinedit;
using namespace kinedit::test;

namespace {

const QString kRover = QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/xacro/rover");

// The rover's two files, copied where the test may change them.
QString copyRover(const QTemporaryDir& dir) {
    for (const char* name : {"rover.urdf.xacro", "wheel.xacro"}) {
        const QString to = dir.filePath(QLatin1String(name));
        QFile::copy(kRover + QLatin1Char('/') + QLatin1String(name), to);
        QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner);
    }
    return dir.filePath(QStringLiteral("rover.urdf.xacro"));
}

QStringList jointNames(const MainWindow& w) {
    QStringList names;
    if (const kin::Model* m = w.model())
        for (const kin::Frame& f : m->frames())
            if (f.kind == "joint") names << QString::fromStdString(f.name);
    return names;
}

// Clicks the middle of the first visual of a link, where it is on screen.
bool clickLink(MainWindow& w, const std::string& link) {
    const kin::Data& data = *w.viewport()->data();
    for (const kin::Visual& v : data.model->visuals()) {
        if (data.model->frames()[size_t(v.frame)].name != link) continue;
        const Eigen::Vector3d centre = (data.oMf[size_t(v.frame)] * v.origin).translation();
        const QPoint at = projected(w.viewport(), QVector3D(float(centre.x()), float(centre.y()), float(centre.z()))).toPoint();
        // A hand holds the button down for a moment. (Qt3D drops some
        // clicks whose press and release reach it within one frame.)
        QTest::mouseMove(w.viewport()->renderWindow(), at);
        QTest::mousePress(w.viewport()->renderWindow(), Qt::LeftButton, {}, at);
        QTest::qWait(80);
        QTest::mouseRelease(w.viewport()->renderWindow(), Qt::LeftButton, {}, at);
        return true;
    }
    return false;
}

MainWindow* windowOf(const QString& fileName) {
    for (QWidget* t : QApplication::topLevelWidgets())
        if (auto* w = qobject_cast<MainWindow*>(t); w && w->document() && w->document()->fileName().endsWith(fileName)) return w;
    return nullptr;
}

}  // namespace

class TestUserSessionXacro : public QObject {
    Q_OBJECT
private slots:
    void init() { freshSettings(); }  // each test meets the window as a new user does

    // The Arguments dock lists <xacro:arg> with their defaults; typing a
    // value re-expands the robot after a pause (not an edit of the file:
    // nothing to undo or save), and the value is there the next time the
    // file is opened. Emptying the field gives the default back.
    void argumentsReexpandAsYouType() {
        QTemporaryDir dir;
        const QString path = copyRover(dir);
        const QByteArray original = readFile(path);
        {
            Session s(path, {1440, 900}, true);
            auto* dock = s.w.findChild<QDockWidget*>(QStringLiteral("ArgumentsDock"));
            QVERIFY(dock && dock->isVisible());
            QLineEdit* wheels = s.w.argumentsPanel()->field(QStringLiteral("wheels"));
            QVERIFY(wheels && s.w.argumentsPanel()->field(QStringLiteral("body_length")));
            QCOMPARE(wheels->placeholderText(), QStringLiteral("2"));
            QCOMPARE(jointNames(s.w).size(), 3);  // two wheels and the mast
            QTest::mouseClick(wheels, Qt::LeftButton);
            typeKeys(wheels, QStringLiteral("3"));
            QTRY_VERIFY2(jointNames(s.w).contains(QStringLiteral("rear_wheel_joint")), qPrintable(jointNames(s.w).join(QLatin1Char(' '))));
            QCOMPARE(s.w.jointPanel()->rowCount(), 3);
            QVERIFY(!s.w.undoStack()->canUndo());
            QVERIFY(!s.w.isWindowModified());
            QCOMPARE(s.text().toUtf8(), original);
            QVERIFY(wheels->hasFocus());  // the user goes on typing where they were
        }
        {
            Session again(path, {1440, 900}, true);
            QLineEdit* wheels = again.w.argumentsPanel()->field(QStringLiteral("wheels"));
            QVERIFY(wheels);
            QCOMPARE(wheels->text(), QStringLiteral("3"));
            QVERIFY(jointNames(again.w).contains(QStringLiteral("rear_wheel_joint")));
            QTest::mouseClick(wheels, Qt::LeftButton);
            QTest::keyClick(wheels, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClick(wheels, Qt::Key_Delete);
            QTRY_VERIFY(!jointNames(again.w).contains(QStringLiteral("rear_wheel_joint")));
            // A size from an argument: the body grows on screen.
            const QImage before = settledFrame(again.view());
            QLineEdit* length = again.w.argumentsPanel()->field(QStringLiteral("body_length"));
            QTest::mouseClick(length, Qt::LeftButton);
            typeKeys(length, QStringLiteral("1.2"));
            QTRY_VERIFY(changedPixels(before, settledFrame(again.view(), QStringLiteral("usersession-xacro-argument.png"))) > 500);
        }
    }

    // Universal Robots' files use $(arg name) on the root, before declaring
    // it: xacro stops there, and so does Kinedit, saying so; the Arguments
    // dock still offers the argument, and a value typed there opens the robot.
    void anArgumentUsedBeforeItsDeclarationIsOffered() {
        QTemporaryDir dir;
        const QString path =
            test::writeFile(dir.path(), QStringLiteral("arm.urdf.xacro"),
                            "<?xml version=\"1.0\"?>\n"
                            "<robot name=\"$(arg name)\" xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n"
                            "  <xacro:arg name=\"name\" default=\"ur\"/>\n"
                            "  <link name=\"base\"><visual><geometry><box size=\"0.2 0.2 0.2\"/></geometry></visual></link>\n"
                            "</robot>\n");
        Session s(path, {1440, 900}, true);
        QVERIFY(hasErrors(s.w.diagnostics()));
        const auto error = std::find_if(s.w.diagnostics().begin(), s.w.diagnostics().end(),
                                        [](const Diagnostic& d) { return d.severity == Severity::Error; });
        QCOMPARE(error->code, QStringLiteral("XACRO-E010"));
        QVERIFY2(error->message.contains(QLatin1String("before its <xacro:arg> on line 3")), qPrintable(error->message));
        QLineEdit* name = s.w.argumentsPanel()->field(QStringLiteral("name"));
        QVERIFY(name);
        QTest::mouseClick(name, Qt::LeftButton);
        typeKeys(name, QStringLiteral("ur5e"));
        QTRY_VERIFY(!hasErrors(s.w.diagnostics()));
        QTRY_VERIFY(s.w.model() != nullptr);
    }

    // A click on a wheel selects the call of the macro that made it, and
    // the 3D view highlights what that call made; the status bar says
    // where the macro is. F2 opens the macro's file with the macro selected.
    void clickSelectsTheMacroCallAndF2GoesToTheMacro() {
        QTemporaryDir dir;
        const QString path = copyRover(dir);
        Session s(path, {1440, 900}, true);
        RobotScene* robot = s.w.viewport()->robot();
        // The user looks at the rover, then clicks a wheel. (Parts are
        // pickable where they are 150 ms after they stop moving.)
        QTest::qWait(400);
        settledFrame(s.view());
        QVERIFY(clickLink(s.w, "right_wheel"));
        QTRY_VERIFY(s.w.attributeForm()->element() != nullptr);
        const XmlElement* call = s.w.attributeForm()->element();
        QCOMPARE(call->name(), QStringLiteral("xacro:wheel"));
        QCOMPARE(call->attribute(u"side"), QStringLiteral("right"));
        QTRY_VERIFY(robot->selectedCount() > 0);
        const QString said = s.w.statusBar()->currentMessage();
        QVERIFY2(said.contains(QLatin1String("right_wheel")) && said.contains(QLatin1String("wheel.xacro")), qPrintable(said));
        // The mast is written in this file: a click on it selects its link.
        QVERIFY(clickLink(s.w, "mast"));
        QTRY_COMPARE(s.w.attributeForm()->element()->attribute(u"name"), QStringLiteral("mast"));

        // The call again, from the tree this time; F2.
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("xacro:wheel")));
        QTest::keyClick(s.w.elementTree(), Qt::Key_F2);
        MainWindow* library = nullptr;
        QTRY_VERIFY((library = windowOf(QStringLiteral("wheel.xacro"))) != nullptr);
        QTRY_VERIFY(library->selectedElement() != nullptr);
        QCOMPARE(library->selectedElement()->name(), QStringLiteral("xacro:macro"));
        QCOMPARE(library->selectedElement()->attribute(u"name"), QStringLiteral("wheel"));
        // A file of macros is no robot: a note, not URDF's errors.
        QVERIFY(!hasErrors(library->diagnostics()));
        QVERIFY(std::any_of(library->diagnostics().begin(), library->diagnostics().end(),
                            [](const Diagnostic& d) { return d.code == QLatin1String("XACRO-N001"); }));
        library->close();
        delete library;
    }

    // The macro file opened by F2 in a window of its own, edited there and
    // saved: the rover's window checks again at once, its sliders take the
    // new limit, and its own document stays as it was.
    void aSaveOfAnIncludedFileReachesTheRobot() {
        QTemporaryDir dir;
        const QString path = copyRover(dir);
        Session s(path, {1440, 900}, true);
        auto maxima = [&s]() {
            QList<double> m;
            for (QDoubleSpinBox* spin : s.w.findChild<JointPanel*>()->findChildren<QDoubleSpinBox*>()) m << spin->maximum();
            return m;
        };
        const QList<double> before = maxima();
        QVERIFY(!before.isEmpty());
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("xacro:wheel")));
        QTest::keyClick(s.w.elementTree(), Qt::Key_F2);
        MainWindow* library = nullptr;
        QTRY_VERIFY((library = windowOf(QStringLiteral("wheel.xacro"))) != nullptr);
        library->setInteractive(false);
        SourceView* source = library->sourceView();
        // continuous -> revolute, with a limit after the axis.
        QVERIFY(clickSourceAt(source, QStringLiteral("continuous"), 0));
        for (int i = 0; i < 10; ++i) QTest::keyClick(source, Qt::Key_Delete);
        typeKeys(source, QStringLiteral("revolute"));
        const QString axis = QStringLiteral("<axis xyz=\"0 0 1\"/>");
        QVERIFY(clickSourceAt(source, axis, int(axis.size())));
        typeKeys(source, QStringLiteral("<limit lower=\"-0.5\" upper=\"0.5\" effort=\"1\" velocity=\"1\"/>"));
        QTest::qWait(kPastReparse);
        QTest::keyClick(library, Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(readFile(dir.filePath(QStringLiteral("wheel.xacro"))).contains("upper=\"0.5\""));
        // The rover's window, untouched by the user, follows.
        QTRY_VERIFY_WITH_TIMEOUT(maxima() != before, 5000);
        const QList<double> after = maxima();
        QVERIFY2(std::any_of(after.begin(), after.end(), [](double m) { return std::abs(m - 0.5) < 1e-6 || std::abs(m - 28.6479) < 1e-3; }),
                 qPrintable(QString::number(after.value(0))));
        QVERIFY(!s.w.isWindowModified());
        library->close();
        delete library;
    }

    // The mast's length is "${mast_length}": the form shows the property's
    // value and an edit there changes the property, one undo step.
    void formEditsTheProperty() {
        QTemporaryDir dir;
        const QString path = copyRover(dir);
        Session s(path, {1440, 900}, true);
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("cylinder")));
        auto* spin = qobject_cast<QDoubleSpinBox*>(s.w.attributeForm()->field(QStringLiteral("length")));
        QVERIFY(spin);
        QCOMPARE(spin->value(), 0.4);
        QLineEdit* length = lineOf(spin);
        auto* via = s.w.attributeForm()->findChild<QLabel*>(QStringLiteral("via_length"));
        QVERIFY(via && via->text().contains(QLatin1String("mast_length")));
        // As a user types: to the focused field, whose Ctrl+A selects the
        // number and leaves the unit (" m") where it is.
        QTest::mouseClick(length, Qt::LeftButton);
        QTest::keyClick(s.focus(), Qt::Key_A, Qt::ControlModifier);
        typeKeys(s.focus(), QStringLiteral("0.7"));
        QCOMPARE(length->text(), QStringLiteral("0.7 m"));
        QTest::keyClick(s.focus(), Qt::Key_Return);
        QTRY_VERIFY(s.text().contains(QLatin1String("<xacro:property name=\"mast_length\" value=\"0.7\"/>")));
        QVERIFY(s.text().contains(QLatin1String("length=\"${mast_length}\"")));
        // The robot follows: the mast's visual is 0.7 long.
        QTRY_VERIFY(s.w.model() && std::any_of(s.w.model()->visuals().begin(), s.w.model()->visuals().end(), [](const kin::Visual& v) {
                        return v.kind == kin::ShapeKind::Cylinder && std::abs(v.size.y() - 0.7) < 1e-12;
                    }));
        QTest::keyClick(&s.w, Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(s.text().contains(QLatin1String("<xacro:property name=\"mast_length\" value=\"0.4\"/>")));
    }

    // A mesh that does not load is said at the xacro line that names it
    // (the expansion's line means nothing in the editor).
    void meshProblemsAreAtTheXacroLine() {
        QTemporaryDir dir;
        test::writeFile(dir.path(), QStringLiteral("broken.stl"), "solid nonsense\nthis is no STL\n");
        const QString path = test::writeFile(dir.path(), QStringLiteral("part.urdf.xacro"),
                                             "<?xml version=\"1.0\"?>\n"
                                             "<robot name=\"part\" xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n"
                                             "  <xacro:macro name=\"part\" params=\"name\">\n"
                                             "    <link name=\"${name}\">\n"
                                             "      <visual><geometry>\n"
                                             "        <mesh filename=\"broken.stl\"/>\n"
                                             "      </geometry></visual>\n"
                                             "    </link>\n"
                                             "  </xacro:macro>\n"
                                             "  <xacro:part name=\"base\"/>\n"
                                             "</robot>\n");
        Session s(path, {1440, 900}, true);
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(s.w.diagnostics().begin(), s.w.diagnostics().end(),
                                             [](const Diagnostic& d) { return d.code.startsWith(QLatin1String("MESH-")); }),
                                 10000);
        const auto d = std::find_if(s.w.diagnostics().begin(), s.w.diagnostics().end(),
                                    [](const Diagnostic& x) { return x.code.startsWith(QLatin1String("MESH-")); });
        QCOMPARE(d->line, 6);
        QVERIFY2(d->message.contains(QLatin1String("part.urdf.xacro:10")), qPrintable(d->message));  // the call
    }
};

QTEST_MAIN(TestUserSessionXacro)
#include "tst_usersession_xacro.moc"
