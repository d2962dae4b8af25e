// The window used as a person uses it, for editing: typing in the source,
// editing in the form, undo and redo from each place, selection, the
// status bar, the Help menu and the Open dialog. Keys and clicks only, and
// checks of what the user sees (the text, the form, the file on disk).
#include "TestSupport.h"
#include "UserSession.h"

#include "AttributeForm.h"
#include "FormulaField.h"
#include "JointPanel.h"
#include "ProblemsPanel.h"
#include "RobotScene.h"
#include "formats/Format.h"
#include "kinematics/Data.h"
#include "kinematics/Model.h"
#include "xml/XmlDocument.h"

#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QSlider>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QThread>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

using namespace kinedit;
using namespace kinedit::test;

namespace {
const QString kArm = QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf");
// A xacro arm whose macro names its joint with a prefix.
const char* const kXacroArm =
    "<?xml version=\"1.0\"?>\n"
    "<robot name=\"arm\" xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n"
    "  <xacro:property name=\"len\" value=\"0.5\"/>\n"
    "  <xacro:macro name=\"segment\" params=\"prefix\">\n"
    "    <link name=\"${prefix}base\"><visual><geometry><box size=\"0.1 0.1 ${len}\"/></geometry></visual></link>\n"
    "    <link name=\"${prefix}tip\"/>\n"
    "    <joint name=\"${prefix}joint\" type=\"revolute\"><parent link=\"${prefix}base\"/><child link=\"${prefix}tip\"/>\n"
    "      <axis xyz=\"0 0 1\"/><limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/></joint>\n"
    "  </xacro:macro>\n"
    "  <xacro:segment prefix=\"a_\"/>\n"
    "</robot>\n";

const QString kGripper = QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/parallel-gripper.urdf");
const QString kPendulum = QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/mjcf/pendulum.xml");

// Clicks a form field, selects its text and types a new value.
bool typeInField(AttributeForm* form, const QString& key, const QString& text) {
    QLineEdit* line = lineOf(form->field(key));
    if (!line) return false;
    QTest::mouseClick(line, Qt::LeftButton);
    QTest::keyClick(line, Qt::Key_A, Qt::ControlModifier);
    typeKeys(line, text);
    return true;
}
}  // namespace

class TestUserSessionEditing : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { freshSettings(); }

    // Re-parsing after a pause never moves the user's cursor,
    // so the next keys land where the user is typing.
    void typingInTheSourceKeepsTheCursor_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("before");  // the text the cursor is put in
        QTest::addColumn<int>("offset");      // characters into it
        QTest::addColumn<QString>("after");   // that text after typing 1, 2, 3
        QTest::newRow("HRDF extension") << kArm << QStringLiteral("extension=\"0.25\"") << 15 << QStringLiteral("extension=\"0.25123\"");
        QTest::newRow("URDF name") << kGripper << QStringLiteral("name=\"palm\"") << 10 << QStringLiteral("name=\"palm123\"");
        QTest::newRow("MJCF range") << kPendulum << QStringLiteral("range=\"-1.5 1.5\"") << 15 << QStringLiteral("range=\"-1.5 1.5123\"");
    }
    void typingInTheSourceKeepsTheCursor() {
        QFETCH(QString, file);
        QFETCH(QString, before);
        QFETCH(int, offset);
        QFETCH(QString, after);
        Session s(file);
        SourceView* source = s.w.sourceView();
        QVERIFY(clickSourceAt(source, before, offset));
        const int at = source->textCursor().position();
        const int scroll = source->verticalScrollBar()->value();
        const QString original = source->toPlainText();
        for (const char* key : {"1", "2", "3"}) {
            typeKeys(source, QString::fromLatin1(key));
            QTest::qWait(kPastReparse);
        }
        QVERIFY2(source->toPlainText().contains(after), qPrintable(source->toPlainText().left(800)));
        QCOMPARE(source->textCursor().position(), at + 3);
        QCOMPARE(source->verticalScrollBar()->value(), scroll);
        // Nothing else changed, and the document has the typed text.
        QCOMPARE(source->toPlainText(), QString(original).replace(before, after));
        QVERIFY(s.text().contains(after));
    }

    // Return in the source starts the new line where the broken one starts,
    // and what is typed next lands there, in the file too.
    void returnKeepsTheIndentation() {
        Session s(kGripper);
        SourceView* source = s.w.sourceView();
        const QString line = QStringLiteral("      <origin xyz=\"0 0 0.015\"/>");
        QVERIFY(clickSourceAt(source, line.trimmed(), int(line.trimmed().size())));
        QTest::keyClick(source, Qt::Key_Return);
        typeKeys(source, QStringLiteral("<!-- here -->"));
        QTRY_VERIFY(s.text().contains(QLatin1String("<!-- here -->")));  // read again after the pause
        QVERIFY2(source->toPlainText().contains(line + QStringLiteral("\n      <!-- here -->\n      <geometry>")),
                 qPrintable(source->toPlainText().left(600)));
        QTest::keyClick(&s.w, Qt::Key_S, Qt::ControlModifier);
        QVERIFY(readFile(s.path).contains((line + QStringLiteral("\n      <!-- here -->\n")).toUtf8()));
        // Return at the start of an indented line keeps what is after it.
        QVERIFY(clickSourceAt(source, QStringLiteral("  <link name=\"palm\">"), 0));
        QTest::keyClick(source, Qt::Key_Return);
        QTRY_VERIFY(s.text().contains(QLatin1String("1\"/></material>\n\n  <link name=\"palm\">")));  // read again after the pause
        QVERIFY2(source->toPlainText().contains(QStringLiteral("1\"/></material>\n\n  <link name=\"palm\">")),
                 qPrintable(source->toPlainText().left(600)));
    }

    // A key typed while the window takes in the text typed before it (a
    // busy machine: the re-parse's timer and the key come in one pass of
    // the event loop) is kept, in the source and in the document.
    void aKeyTypedAsTheTextIsTakenInIsKept() {
        Session s(kGripper);
        SourceView* source = s.w.sourceView();
        QVERIFY(clickSourceAt(source, QStringLiteral("name=\"palm\""), 10));
        typeKeys(source, QStringLiteral("1"));
        // The second key is due just after the re-parse; the window is busy
        // past both, so they come together.
        QTimer::singleShot(650, Qt::PreciseTimer, source, [source]() { QTest::keyClick(source, Qt::Key_2); });
        QThread::msleep(900);
        QTRY_VERIFY2(s.text().contains(QLatin1String("name=\"palm12\"")), qPrintable(source->toPlainText().left(400)));
        QTest::qWait(kPastReparse);
        QVERIFY2(source->toPlainText().contains(QLatin1String("name=\"palm12\"")), qPrintable(source->toPlainText().left(400)));
        QVERIFY(s.text().contains(QLatin1String("name=\"palm12\"")));
    }

    // A joint's limit fields say the unit of its type: rad for a revolute
    // joint (with degrees beside), m for a prismatic one; never "rad or m".
    void limitFieldsSayTheJointsUnit_data() {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("unit");
        QTest::newRow("revolute") << QStringLiteral("revolute") << QStringLiteral("[rad]");
        QTest::newRow("prismatic") << QStringLiteral("prismatic") << QStringLiteral("[m]");
    }
    void limitFieldsSayTheJointsUnit() {
        QFETCH(QString, type);
        QFETCH(QString, unit);
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), QStringLiteral("r.urdf"),
                                       ("<robot name=\"r\">\n  <link name=\"a\"/>\n  <link name=\"b\"/>\n"
                                        "  <joint name=\"j\" type=\"" +
                                        type.toUtf8() +
                                        "\"><parent link=\"a\"/><child link=\"b\"/>\n"
                                        "    <limit lower=\"-0.5\" upper=\"0.5\" effort=\"1\" velocity=\"1\"/>\n  </joint>\n</robot>\n"));
        Session s(path);
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("limit")));
        QTRY_VERIFY(s.w.attributeForm()->field(QStringLiteral("upper")));
        QWidget* field = s.w.attributeForm()->field(QStringLiteral("upper"));
        QStringList shown;
        for (QLabel* l : field->findChildren<QLabel*>()) shown << l->text();
        shown << field->toolTip();
        const QString all = shown.join(u'|');
        QVERIFY2(all.contains(unit) && !all.contains(QLatin1String("rad or m")), qPrintable(all));
    }

    // The Joints panel names a free joint's sliders by its body and motion
    // (box x ... box rz, not joint#0[0]), and cuts a long name in the middle
    // so that names differing at their ends stay apart.
    void jointSlidersAreNamedForTheUser() {
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), QStringLiteral("m.xml"),
                                       "<mujoco model=\"m\">\n  <worldbody>\n"
                                       "    <body name=\"box\" pos=\"0 0 1\"><freejoint/><geom type=\"box\" size=\"0.1 0.1 0.1\"/></body>\n"
                                       "    <body name=\"arm\"><joint name=\"a_rather_long_shoulder_joint_number_1\" axis=\"0 1 0\"/>"
                                       "<geom type=\"capsule\" fromto=\"0 0 0 0 0 0.3\" size=\"0.03\"/>\n"
                                       "      <body name=\"fore\"><joint name=\"a_rather_long_shoulder_joint_number_2\" axis=\"0 1 0\"/>"
                                       "<geom type=\"capsule\" fromto=\"0 0 0 0 0 0.3\" size=\"0.03\"/></body></body>\n"
                                       "  </worldbody>\n</mujoco>\n");
        Session s(path);
        QStringList labels, tips;
        for (QLabel* l : s.w.findChild<JointPanel*>()->findChildren<QLabel*>()) {
            labels << l->text();
            tips << l->toolTip();
        }
        for (const char* shown : {"box x", "box y", "box z", "box rx", "box ry", "box rz"})
            QVERIFY2(labels.contains(QLatin1String(shown)), qPrintable(labels.join(u'|')));
        QVERIFY2(!labels.join(u'|').contains(QLatin1Char('#')), qPrintable(labels.join(u'|')));
        // Both long names visible and told apart by their ends; whole in the tooltip.
        const QStringList ends = labels.filter(QRegularExpression(QStringLiteral("^a_.*[12]$")));
        QVERIFY2(ends.size() == 2 && ends[0] != ends[1], qPrintable(labels.join(u'|')));
        QVERIFY(tips.join(u'|').contains(QLatin1String("a_rather_long_shoulder_joint_number_1")));
    }

    // Typing in the source and saving changes only what was typed: a file
    // keeps its line ends (Windows', mixed, a lone \r), its byte order mark,
    // its no-break spaces and its last line with or without an end, save
    // after save.
    void savingKeepsTheFilesBytes_data() {
        QTest::addColumn<QByteArray>("ends");  // each line's end, in turn, the last for the last line
        QTest::addColumn<QByteArray>("bom");
        QTest::newRow("Windows") << QByteArray("\r\n") << QByteArray();
        QTest::newRow("Windows, no final end") << QByteArray("\r\n\r\n\r\n\r\n\r\n\r\n") << QByteArray();
        QTest::newRow("mixed") << QByteArray("\r\n\n\n\r\n\r\n\n\n") << QByteArray();
        QTest::newRow("lone CR") << QByteArray("\r\n\r\r\n\r\n\n\r\n") << QByteArray();
        QTest::newRow("byte order mark") << QByteArray("\n") << QByteArray("\xEF\xBB\xBF");
        QTest::newRow("Unix, no final end") << QByteArray("\n\n\n\n\n\n") << QByteArray();
    }
    void savingKeepsTheFilesBytes() {
        QFETCH(QByteArray, ends);
        QFETCH(QByteArray, bom);
        const QList<QByteArray> lines = {"<?xml version=\"1.0\"?>",
                                         "<robot name=\"r\">",
                                         "  <link name=\"palm\"/>",
                                         "  <link name=\"tip\"/>",
                                         "  <joint name=\"j\" type=\"fixed\"><parent link=\"palm\"/><child link=\"tip\"/></joint>",
                                         "  <!-- 1\xC2\xA0m, with a no-break space -->",
                                         "</robot>"};
        // ends holds one end per line, or one for them all; a row with one
        // end fewer than lines leaves the last line without one.
        QList<QByteArray> endOf;
        for (qsizetype i = 0, at = 0; i < lines.size(); ++i) {
            if (ends == "\n" || ends == "\r\n") {
                endOf << ends;
                continue;
            }
            qsizetype n = ends.mid(at, 2) == "\r\n" ? 2 : 1;
            endOf << ends.mid(at, n);
            at += n;
        }
        auto join = [&](const QList<QByteArray>& ls) {
            QByteArray out = bom;
            for (qsizetype i = 0; i < ls.size(); ++i) out += ls[i] + endOf.value(i);
            return out;
        };
        QTemporaryDir dir;
        Session s(writeFile(dir.path(), QStringLiteral("r.urdf"), join(lines)));
        SourceView* source = s.w.sourceView();
        QList<QByteArray> expected = lines;
        // Type a character and save, three times.
        for (const char* key : {"1", "2", "3"}) {
            QVERIFY(clickSourceAt(source, QStringLiteral("name=\"palm"), 10));
            typeKeys(source, QString::fromLatin1(key));
            QTest::qWait(kPastReparse);
            QTest::keyClick(&s.w, Qt::Key_S, Qt::ControlModifier);
            expected[2].replace("palm", "palm" + QByteArray(key));
            QCOMPARE(readFile(s.path), join(expected));
        }
        // A new line typed after the robot's tag ends as that line does.
        QVERIFY(clickSourceAt(source, QStringLiteral("<robot name=\"r\">"), 16));
        QTest::keyClick(source, Qt::Key_Return);
        QTest::qWait(kPastReparse);
        QTest::keyClick(&s.w, Qt::Key_S, Qt::ControlModifier);
        const QByteArray typed = source->document()->findBlockByNumber(2).text().toUtf8();  // the new line's indentation, if any
        expected.insert(2, typed);
        endOf.insert(2, endOf[1]);
        QCOMPARE(readFile(s.path), join(expected));
    }

    // Undo and Redo work from the form's field after Enter, from
    // the source and from the tree.
    void undoFromEveryPlace() {
        Session s(kArm);
        // The link with extension 0.25 is the second <link>: its row is clicked.
        QAbstractItemModel* model = s.w.elementTree()->model();
        const QModelIndex robot = model->index(0, 0);
        int row = -1;
        for (int r = 0, seen = 0; r < model->rowCount(robot); ++r)
            if (model->index(r, 0, robot).data().toString().startsWith(QLatin1String("link")) && ++seen == 2) row = r;
        QVERIFY(row >= 0);
        const QModelIndex link = model->index(row, 0, robot);
        QTest::mouseClick(s.w.elementTree()->viewport(), Qt::LeftButton, {}, s.w.elementTree()->visualRect(link).center());
        QVERIFY(s.w.attributeForm()->field(QStringLiteral("extension")));

        // The form: type, Enter, then Ctrl+Z and Ctrl+Shift+Z in the field.
        QVERIFY(typeInField(s.w.attributeForm(), QStringLiteral("extension"), QStringLiteral("0.3")));
        QTest::keyClick(s.focus(), Qt::Key_Return);
        QTRY_VERIFY(s.text().contains(QLatin1String("extension=\"0.3\"")));
        QVERIFY(lineOf(s.w.attributeForm()->field(QStringLiteral("extension")))->hasFocus());
        QTest::keyClick(s.focus(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY2(s.text().contains(QLatin1String("extension=\"0.25\"")), "Ctrl+Z in the field after Enter undoes the edit");
        QVERIFY2(s.w.undoStack()->canRedo(), "the document's undo, not the field's own");
        QTest::keyClick(s.focus(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(s.text().contains(QLatin1String("extension=\"0.3\"")));
        // The field shows the document's value after each.
        QCOMPARE(lineOf(s.w.attributeForm()->field(QStringLiteral("extension")))->text(), QStringLiteral("0.3"));

        // The source: typing, then Ctrl+Z there.
        QVERIFY(clickSourceAt(s.w.sourceView(), QStringLiteral("X5-4"), 4));
        typeKeys(s.w.sourceView(), QStringLiteral("x"));
        QTRY_VERIFY(s.text().contains(QLatin1String("X5-4x")));
        QTest::keyClick(s.w.sourceView(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(!s.text().contains(QLatin1String("X5-4x")));
        QTRY_VERIFY(s.w.sourceView()->toPlainText().contains(QLatin1String("\"X5-4\"")));

        // The tree: Ctrl+D duplicates the selected element, Ctrl+Z takes it back.
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("bracket")));
        const int brackets = int(s.text().count(QLatin1String("<bracket")));
        QTest::keyClick(s.w.elementTree(), Qt::Key_D, Qt::ControlModifier);
        QTRY_COMPARE(int(s.text().count(QLatin1String("<bracket"))), brackets + 1);
        QTest::keyClick(s.w.elementTree(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(int(s.text().count(QLatin1String("<bracket"))), brackets);
    }

    // After Ctrl+D and Ctrl+Z the form shows the element the tree
    // shows selected, not "Select an element".
    void formFollowsUndo() {
        Session s(kArm);
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("link  X5")));
        const int chosenRow = s.w.elementTree()->currentIndex().row();
        const int links = int(s.text().count(QLatin1String("<link ")));
        QTest::keyClick(s.w.elementTree(), Qt::Key_D, Qt::ControlModifier);
        QTRY_COMPARE(int(s.text().count(QLatin1String("<link "))), links + 1);
        QTest::keyClick(s.w.elementTree(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(int(s.text().count(QLatin1String("<link "))), links);
        QTRY_COMPARE(s.w.elementTree()->currentIndex().row(), chosenRow);
        const QModelIndex current = s.w.elementTree()->currentIndex();
        QVERIFY(current.isValid());
        QVERIFY(current.data().toString().startsWith(QLatin1String("link")));
        QCOMPARE(current.row(), chosenRow);  // the link that was duplicated
        // (Rows added to a visible form show at the next turn of the event loop.)
        auto shown = [&]() {
            QWidget* field = s.w.attributeForm()->field(QStringLiteral("extension"));
            return field && field->isVisible();
        };
        QTRY_VERIFY2(shown(), "the form shows the selected link's fields");
        // And a click on the selected row shows it too.
        QTest::mouseClick(s.w.elementTree()->viewport(), Qt::LeftButton, {}, s.w.elementTree()->visualRect(current).center());
        QVERIFY(s.w.attributeForm()->field(QStringLiteral("extension")));
    }

    // Nothing is selected on open (no yellow robot); a click on
    // empty space in the 3D view clears a selection.
    void selectionOnOpenAndEmptyClick() {
        Session s(kArm);
        RobotScene* robot = s.w.viewport()->robot();
        QVERIFY(s.w.elementTree()->selectionModel()->selectedIndexes().isEmpty());
        QCOMPARE(robot->selectedCount(), 0);
        QVERIFY(s.w.attributeForm()->field(QStringLiteral("version")) == nullptr);  // the form waits for a choice
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("actuator  base")));
        QVERIFY(robot->selectedCount() > 0);
        // The top-left corner of the 3D view shows sky.
        QTest::mouseClick(s.w.viewport()->renderWindow(), Qt::LeftButton, {}, QPoint(6, 6));
        QTRY_COMPARE(robot->selectedCount(), 0);
        QVERIFY(s.w.elementTree()->selectionModel()->selectedIndexes().isEmpty());
        QVERIFY(s.w.attributeForm()->field(QStringLiteral("type")) == nullptr);

        // A click on a part selects the element that defines it: the middle
        // of the last visual (the forearm's tube) on screen.
        const kin::Data& data = *s.w.viewport()->data();
        const kin::Visual& visual = data.model->visuals().back();
        const Eigen::Vector3d centre = (data.oMf[size_t(visual.frame)] * visual.origin).translation();
        const QPoint at = projected(s.w.viewport(), QVector3D(float(centre.x()), float(centre.y()), float(centre.z()))).toPoint();
        QTest::mouseMove(s.w.viewport()->renderWindow(), at);
        QTest::qWait(200);
        QTest::mouseClick(s.w.viewport()->renderWindow(), Qt::LeftButton, {}, at);
        QTRY_VERIFY(robot->selectedCount() > 0);
        const QModelIndex picked = s.w.elementTree()->currentIndex();
        QVERIFY(picked.isValid() && s.w.elementTree()->selectionModel()->isSelected(picked));
        QCOMPARE(QString::fromStdString(visual.path).section(QLatin1Char('/'), 0, 2), elementPath(s.w.attributeForm()->element()));
    }

    // The first thing a user does is click the robot: that click selects
    // the part. (Qt3D tested picks against the bounds a batch of shapes had
    // when it first saw it, before the robot was posed: a click on the
    // robot did nothing until a selection rebuilt the batches, so every
    // test that selected a row first passed.) After a slider moves the
    // forearm, a click where it now is selects it.
    void firstClickOnTheRobotSelectsThePart() {
        Session s(kArm);
        RobotScene* robot = s.w.viewport()->robot();
        const auto clickVisual = [&](const kin::Visual& visual) {
            const kin::Data& data = *s.w.viewport()->data();
            const Eigen::Vector3d centre = (data.oMf[size_t(visual.frame)] * visual.origin).translation();
            const QPoint at = projected(s.w.viewport(), QVector3D(float(centre.x()), float(centre.y()), float(centre.z()))).toPoint();
            QTest::mouseMove(s.w.viewport()->renderWindow(), at);
            QTest::mousePress(s.w.viewport()->renderWindow(), Qt::LeftButton, {}, at);
            QTest::qWait(80);  // a hand's click, not a press and release within one frame
            QTest::mouseRelease(s.w.viewport()->renderWindow(), Qt::LeftButton, {}, at);
        };
        const kin::Visual forearm = s.w.viewport()->data()->model->visuals().back();
        const QString forearmElement = QString::fromStdString(forearm.path).section(QLatin1Char('/'), 0, 2);
        clickVisual(forearm);
        QTRY_VERIFY(robot->selectedCount() > 0);
        QCOMPARE(elementPath(s.w.attributeForm()->element()), forearmElement);

        // Sky: nothing selected. Then the elbow's slider dragged to its end.
        QTest::mouseClick(s.w.viewport()->renderWindow(), Qt::LeftButton, {}, QPoint(6, 6));
        QTRY_COMPARE(robot->selectedCount(), 0);
        QSlider* elbow = s.w.jointPanel()->findChildren<QSlider*>().value(2);
        QVERIFY(elbow);
        const QPoint handle(elbow->width() / 2, elbow->height() / 2), end(elbow->width() - 2, elbow->height() / 2);
        QTest::mousePress(elbow, Qt::LeftButton, {}, handle);
        QMouseEvent move(QEvent::MouseMove, QPointF(end), elbow->mapToGlobal(QPointF(end)), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(elbow, &move);
        QTest::mouseRelease(elbow, Qt::LeftButton, {}, end);
        QVERIFY(std::abs(s.w.jointPanel()->configuration()[2]) > 0.5);
        QTest::qWait(400);  // a user's pause between the drag and the click
        clickVisual(forearm);
        QTRY_VERIFY(robot->selectedCount() > 0);
        QCOMPARE(elementPath(s.w.attributeForm()->element()), forearmElement);
    }

    // A click whose press and release come at once (a touchpad tap, a
    // remote desktop, a scripted click) selects as a held click does: 8 of
    // 8 on each part of the arm, the sky between them clearing it.
    void quickClicksAreNotLost() {
        Session s(kArm);
        settledFrame(s.view());
        RobotScene* robot = s.w.viewport()->robot();
        const kin::Data& data = *s.w.viewport()->data();
        int parts = 0;
        for (const kin::Visual& visual : data.model->visuals()) {
            if (visual.path.empty() || visual.collision) continue;
            const Eigen::Vector3d centre = (data.oMf[size_t(visual.frame)] * visual.origin).translation();
            const QPoint at = projected(s.w.viewport(), QVector3D(float(centre.x()), float(centre.y()), float(centre.z()))).toPoint();
            int selected = 0;
            for (int k = 0; k < 8; ++k) {
                QTest::mouseClick(s.w.viewport()->renderWindow(), Qt::LeftButton, {}, QPoint(6, 6));  // the sky
                if (robot->selectedCount() != 0) break;
                QTest::mouseClick(s.w.viewport()->renderWindow(), Qt::LeftButton, {}, at);  // press and release at once
                if (robot->selectedCount() > 0) ++selected;
            }
            QCOMPARE(selected, 8);
            if (++parts == 3) break;
        }
        QCOMPARE(parts, 3);
    }

    // Typing in a form field says that Enter applies it; Esc
    // gives the document's value back.
    void formSaysHowToApply() {
        Session s(kArm);
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("link  X5")));
        QVERIFY(typeInField(s.w.attributeForm(), QStringLiteral("extension"), QStringLiteral("0.4")));
        QVERIFY2(s.w.statusBar()->currentMessage().contains(QLatin1String("Enter")), qPrintable(s.w.statusBar()->currentMessage()));
        QVERIFY(!s.text().contains(QLatin1String("\"0.4\"")));
        QTest::keyClick(s.focus(), Qt::Key_Escape);
        QTRY_COMPARE(lineOf(s.w.attributeForm()->field(QStringLiteral("extension")))->text(), QStringLiteral("0.325"));
        QVERIFY(!s.text().contains(QLatin1String("\"0.4\"")));
        // Enter writes the value, and the hint goes with it.
        QVERIFY(typeInField(s.w.attributeForm(), QStringLiteral("extension"), QStringLiteral("0.4")));
        QVERIFY(s.w.statusBar()->currentMessage().contains(QLatin1String("Enter")));
        QTest::keyClick(s.focus(), Qt::Key_Return);
        QVERIFY(s.text().contains(QLatin1String("\"0.4\"")));
        QVERIFY2(!s.w.statusBar()->currentMessage().contains(QLatin1String("Enter")), qPrintable(s.w.statusBar()->currentMessage()));
    }

    // A formula error shows whole, under the field, and the field
    // keeps its width.
    void formulaErrorKeepsTheField() {
        Session s(kArm);
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("link  X5")));
        QVERIFY(typeInField(s.w.attributeForm(), QStringLiteral("extension"), QStringLiteral("0.3 + pi/")));
        auto* field = qobject_cast<FormulaField*>(s.w.attributeForm()->field(QStringLiteral("extension")));
        QVERIFY(field && !field->isValid());
        auto* error = field->findChild<QLabel*>(QStringLiteral("formulaError"));
        QVERIFY(error && error->isVisible());
        QVERIFY2(error->text().contains(field->errorMessage()), qPrintable(error->text()));
        const int formWidth = s.w.attributeForm()->viewport()->width();
        QVERIFY2(field->lineEdit()->width() > formWidth / 2,
                 qPrintable(QStringLiteral("field %1 px of a %2 px form").arg(field->lineEdit()->width()).arg(formWidth)));
        QVERIFY(s.w.attributeForm()->widget()->width() <= formWidth);
    }

    // The 3D view says when it shows the robot from before the
    // document's errors.
    // A xacro file re-expands as the user types: the joint a macro
    // names with its prefix is renamed in the joint panel, and a broken
    // ${} is a problem at its line, with the robot kept as it was.
    void xacroReexpandsAsYouType() {
        QTemporaryDir dir;
        const QString path = test::writeFile(dir.path(), QStringLiteral("arm.urdf.xacro"), kXacroArm);

        Session s(path, {1440, 900}, true);
        auto jointLabels = [&]() {
            QStringList names;
            for (const QLabel* l : s.w.jointPanel()->findChildren<QLabel*>()) names << l->text();
            return names;
        };
        QVERIFY2(jointLabels().contains(QStringLiteral("a_joint")), qPrintable(jointLabels().join(QLatin1Char(' '))));
        QVERIFY(clickSourceAt(s.w.sourceView(), QStringLiteral("prefix=\"a_\"/>"), 10));
        typeKeys(s.w.sourceView(), QStringLiteral("x"));
        QTRY_VERIFY2(jointLabels().contains(QStringLiteral("a_xjoint")), qPrintable(jointLabels().join(QLatin1Char(' '))));
        QVERIFY(!hasErrors(s.w.diagnostics()));
        // A ${ without its }: the error names the xacro line, and the bar says the robot is stale.
        typeKeys(s.w.sourceView(), QStringLiteral("${"));
        QTRY_VERIFY(hasErrors(s.w.diagnostics()));
        const auto error = std::find_if(s.w.diagnostics().begin(), s.w.diagnostics().end(),
                                        [](const Diagnostic& d) { return d.severity == Severity::Error; });
        QCOMPARE(error->code, QStringLiteral("XACRO-E003"));
        QCOMPARE(error->line, 10);
        auto* problems = s.w.findChild<ProblemsPanel*>();
        QVERIFY(problems);
        bool shown = false;
        for (const QAbstractItemView* view : problems->findChildren<QAbstractItemView*>())
            for (int r = 0; r < view->model()->rowCount(); ++r)
                for (int c = 0; c < view->model()->columnCount(); ++c)
                    shown = shown || view->model()->index(r, c).data().toString().contains(QLatin1String("XACRO-E003"));
        QVERIFY2(shown, "the problems panel lists the error");
        QVERIFY(s.w.findChild<QLabel*>(QStringLiteral("staleModelBar"))->isVisible());
        QVERIFY(jointLabels().contains(QStringLiteral("a_xjoint")));
        // Undo twice: the file as it was, the robot expanded again.
        QTest::keyClick(s.w.sourceView(), Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(s.w.sourceView(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(s.text().contains(QLatin1String("prefix=\"a_\"")));
        QTRY_VERIFY2(jointLabels().contains(QStringLiteral("a_joint")), qPrintable(jointLabels().join(QLatin1Char(' '))));
    }

    void staleModelIsSaid() {
        Session s(kArm);
        auto* bar = s.w.findChild<QLabel*>(QStringLiteral("staleModelBar"));
        QVERIFY(bar && !bar->isVisible());
        QVERIFY(clickSourceAt(s.w.sourceView(), QStringLiteral("extension=\"0.25\""), 11));
        typeKeys(s.w.sourceView(), QStringLiteral("abc"));
        QTRY_VERIFY(hasErrors(s.w.diagnostics()));
        QTRY_VERIFY(bar->isVisible());
        QVERIFY2(bar->text().contains(QLatin1String("error")), qPrintable(bar->text()));
        QTest::keyClick(s.w.sourceView(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(!bar->isVisible());
    }

    // The bar floats over the top of the 3D view: when it appears, the
    // view keeps its place and size and the picture below the bar is the
    // same; on screen the bar's own colour covers the view's top.
    void staleBarLeavesThePicture() {
        Session s(kArm);
        auto* bar = s.w.findChild<QLabel*>(QStringLiteral("staleModelBar"));
        QVERIFY(bar && !bar->isVisible());
        QWindow* view = s.view()->renderWindow();
        const QRect before(view->mapToGlobal(QPoint(0, 0)), view->size());
        // The click selects the tube it is in: the picture from then on.
        QVERIFY(clickSourceAt(s.w.sourceView(), QStringLiteral("extension=\"0.25\""), 11));
        const QImage first = settledFrame(s.view(), QStringLiteral("stale-bar-before.png"));
        QVERIFY(!first.isNull());
        typeKeys(s.w.sourceView(), QStringLiteral("abc"));
        QTRY_VERIFY(bar->isVisible());
        QTest::qWait(300);
        QCOMPARE(QRect(view->mapToGlobal(QPoint(0, 0)), view->size()), before);
        const QRect barOnScreen(bar->mapToGlobal(QPoint(0, 0)), bar->size());
        QCOMPARE(barOnScreen.top(), before.top());
        QCOMPARE(barOnScreen.width(), before.width());
        const QImage second = settledFrame(s.view(), QStringLiteral("stale-bar-after.png"));
        QCOMPARE(second.size(), first.size());
        QCOMPARE(changedPixels(first, second), 0);
        // What the screen shows at the bar's left end: its pink, not the 3D view.
        const QImage screen =
            QGuiApplication::primaryScreen()->grabWindow(0, barOnScreen.left(), barOnScreen.top(), 8, barOnScreen.height()).toImage();
        screen.save(keptPicture(QStringLiteral("stale-bar-screen.png")));
        QVERIFY(!screen.isNull());
        const QColor c = screen.pixelColor(2, screen.height() / 2);
        QVERIFY2(c.red() > 240 && c.green() > 215 && c.green() < 235 && c.blue() > 215 && c.blue() < 235, qPrintable(c.name()));
    }

    // A compile that fails after the rules passed (a lower limit above the
    // upper one, which the engine refuses) leaves the last robot in the
    // view, and the bar says why.
    void failedCompileIsSaid() {
        Session s(kGripper);
        auto* bar = s.w.findChild<QLabel*>(QStringLiteral("staleModelBar"));
        QVERIFY(bar && !bar->isVisible() && s.w.model());
        const QString limit = QStringLiteral("<limit lower=\"0");
        QVERIFY(clickSourceAt(s.w.sourceView(), limit, int(limit.size())));
        typeKeys(s.w.sourceView(), QStringLiteral(".04"));
        QTRY_VERIFY(bar->isVisible());
        QVERIFY2(bar->text().startsWith(QLatin1String("The robot does not compile (")), qPrintable(bar->text()));
        QVERIFY(s.w.model());  // the last robot stays
    }

    // An error found in the robot that compiled (a negative mass, which
    // simulators refuse) leaves the view current: the Problems panel lists
    // it, and no bar says the view is out of date.
    void physicsErrorLeavesTheViewCurrent() {
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), QStringLiteral("arm.urdf"),
                                       "<robot name=\"r\">\n  <link name=\"base\"/>\n  <link name=\"arm\">\n"
                                       "    <inertial><mass value=\"1\"/><inertia ixx=\"0.1\" iyy=\"0.1\" izz=\"0.1\" ixy=\"0\" "
                                       "ixz=\"0\" iyz=\"0\"/></inertial>\n  </link>\n"
                                       "  <joint name=\"j\" type=\"continuous\"><parent link=\"base\"/><child link=\"arm\"/></joint>\n"
                                       "</robot>\n");
        Session s(path);
        auto* bar = s.w.findChild<QLabel*>(QStringLiteral("staleModelBar"));
        QVERIFY(bar && !bar->isVisible() && s.w.model());
        QVERIFY(clickSourceAt(s.w.sourceView(), QStringLiteral("<mass value=\""), 13));
        typeKeys(s.w.sourceView(), QStringLiteral("-"));
        QTRY_VERIFY(std::any_of(s.w.diagnostics().begin(), s.w.diagnostics().end(),
                                [](const Diagnostic& d) { return d.code == QLatin1String("PHYS-E001") && d.line == 4; }));
        QVERIFY2(!bar->isVisible(), qPrintable(bar->text()));
        QVERIFY(s.w.model() && s.w.model()->inertials().front().mass < 0);  // the robot as written now
    }

    // A file broken when opened draws nothing: the bar over the 3D view
    // says why (the first error), and a click on it goes to its line.
    void brokenFileSaysWhyNothingIsDrawn() {
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), QStringLiteral("broken.urdf"),
                                       "<robot name=\"r\">\n  <link name=\"a\">\n    <visual>\n"
                                       "      <geometry><box size=\"0.1 0.2\"/></geometry>\n"
                                       "    </visual>\n  </link>\n</robot>\n");
        Session s(path);
        auto* bar = s.w.findChild<QLabel*>(QStringLiteral("staleModelBar"));
        QVERIFY(bar);
        QVERIFY(bar->isVisible());
        QVERIFY2(bar->text().startsWith(QLatin1String("Nothing to draw: line 4")), qPrintable(bar->text()));
        QVERIFY(s.w.sourceView()->textCursor().blockNumber() + 1 != 4);
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->rect().center());
        QCOMPARE(s.w.sourceView()->textCursor().blockNumber() + 1, 4);
        // Mended by typing: the bar goes, the robot is drawn.
        QVERIFY(clickSourceAt(s.w.sourceView(), QStringLiteral("0.1 0.2"), 7));
        typeKeys(s.w.sourceView(), QStringLiteral(" 0.3"));
        QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), 5000);
        QVERIFY(s.w.model());
    }

    // Notes are counted beside errors and warnings.
    void statusCountsNotes() {
        QTemporaryDir dir;
        const QString path =
            writeFile(dir.path(), QStringLiteral("r.urdf"), "<robot name=\"r\">\n  <link name=\"a\" zzz_unknown=\"1\"/>\n</robot>\n");
        Session s(path);
        QVERIFY(countSeverity(s.w.diagnostics(), Severity::Note) >= 1);
        auto* counts = s.w.findChild<QLabel*>(QStringLiteral("problemCounts"));
        QVERIFY(counts && counts->isVisible());
        QVERIFY2(counts->text().contains(QLatin1String("1 note")), qPrintable(counts->text()));
        // A transient message does not hide the counts.
        QTest::keyClick(&s.w, Qt::Key_S, Qt::ControlModifier);
        QVERIFY(s.w.statusBar()->currentMessage().contains(QLatin1String("Saved")));
        QVERIFY(counts->isVisible() && counts->text().contains(QLatin1String("note")));
    }

    // The toolbar's undo and redo say what they do.
    void undoRedoButtonsSayWhatTheyDo() {
        Session s(kArm);
        auto* bar = s.w.findChild<QToolBar*>(QStringLiteral("MainToolBar"));
        QVERIFY(bar);
        QStringList tips;
        for (QToolButton* b : bar->findChildren<QToolButton*>()) tips << b->toolTip();
        QVERIFY2(tips.filter(QStringLiteral("Undo")).size() == 1 &&
                     tips.filter(QStringLiteral("Undo")).first().contains(QLatin1String("Ctrl+Z")),
                 qPrintable(tips.join(QLatin1String(" | "))));
        QVERIFY(tips.filter(QStringLiteral("Redo")).size() == 1);
        // Not the back arrow of navigation.
        for (QToolButton* b : bar->findChildren<QToolButton*>())
            if (b->toolTip().startsWith(QLatin1String("Undo")))
                QVERIFY(b->icon().pixmap(24).toImage() != s.w.style()->standardIcon(QStyle::SP_ArrowBack).pixmap(24).toImage());
        // After an edit the tooltip names it.
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("bracket")));
        QTest::keyClick(s.w.elementTree(), Qt::Key_D, Qt::ControlModifier);
        tips.clear();
        for (QToolButton* b : bar->findChildren<QToolButton*>()) tips << b->toolTip();
        QVERIFY2(tips.filter(QStringLiteral("Undo")).first().contains(QLatin1String("bracket")),
                 qPrintable(tips.join(QLatin1String(" | "))));
    }

    // Help lists the shortcuts (F1) and the diagnostic codes.
    void helpMenu() {
        Session s(kArm);
        QStringList shortcuts;
        const ModalAnswer reading = answerModalSoon(300, [&](QWidget* dialog) {
            if (auto* table = dialog->findChild<QTableWidget*>())
                for (int r = 0; r < table->rowCount(); ++r)
                    shortcuts << table->item(r, 0)->text() + QLatin1Char('=') + table->item(r, 1)->text();
            QTest::keyClick(dialog, Qt::Key_Escape);
        });
        QTest::keyClick(&s.w, Qt::Key_F1);
        QTRY_VERIFY(!shortcuts.isEmpty());
        QVERIFY2(shortcuts.filter(QStringLiteral("Ctrl+Z")).size() >= 1, qPrintable(shortcuts.join(QLatin1Char('\n'))));
        QVERIFY(shortcuts.filter(QStringLiteral("Left drag")).size() == 1);

        int visible = -1, total = 0, hrdf = 0;
        const ModalAnswer filtering = answerModalSoon(300, [&](QWidget* dialog) {
            auto* filter = dialog->findChild<QLineEdit*>(QStringLiteral("codeFilter"));
            auto* table = dialog->findChild<QTableWidget*>(QStringLiteral("codeTable"));
            total = table->rowCount();
            QTest::mouseClick(filter, Qt::LeftButton);
            typeKeys(filter, QStringLiteral("SDF-E013"));
            visible = 0;
            for (int r = 0; r < table->rowCount(); ++r) visible += table->isRowHidden(r) ? 0 : 1;
            // Every format's codes, the HRDF ones (an indented table) too.
            filter->clear();
            typeKeys(filter, QStringLiteral("HRDF-W004"));
            for (int r = 0; r < table->rowCount(); ++r) hrdf += table->isRowHidden(r) ? 0 : 1;
            QTest::keyClick(dialog, Qt::Key_Escape);
        });
        QVERIFY(useMenu(&s.w, Qt::Key_H, Qt::Key_D));
        QTRY_VERIFY(visible >= 0);
        QVERIFY2(total > 90, qPrintable(QString::number(total)));
        QCOMPARE(visible, 1);
        QCOMPARE(hrdf, 1);
    }

    // The Open dialog offers every format Kinedit reads.
    void openDialogOffersEveryFormat() {
        Session s(kArm);
        QStringList filters;
        QString directory;
        const ModalAnswer looking = answerModalSoon<QFileDialog>(400, [&](QFileDialog* dialog) {
            filters = dialog->nameFilters();
            directory = dialog->directory().absolutePath();
            dialog->reject();
        });
        QTest::keyClick(&s.w, Qt::Key_O, Qt::ControlModifier);
        QTRY_VERIFY(!filters.isEmpty());
        QCOMPARE(directory, QFileInfo(s.path).absolutePath());  // where the open file is
        for (const char* ext : {"*.hrdf", "*.sdf", "*.world", "*.urdf", "*.skel", "*.xml"})
            QVERIFY2(filters.first().contains(QLatin1String(ext)), qPrintable(filters.join(QLatin1String(";;"))));
        QVERIFY(filters.filter(QStringLiteral("SKEL")).size() >= 1);
    }

    // An export without warnings says it was written.
    void exportSaysItWrote() {
        Session s(kArm);
        const QString target = s.dir.filePath(QStringLiteral("exported.hrdf"));
        const ModalAnswer typing = typeIntoFileDialogSoon(target);
        QVERIFY(useMenu(&s.w, Qt::Key_F, Qt::Key_E));
        QTRY_VERIFY(QFileInfo::exists(target));
        QCOMPARE(readFile(target), readFile(s.path));
        QVERIFY2(s.w.statusBar()->currentMessage().contains(QLatin1String("Exported")), qPrintable(s.w.statusBar()->currentMessage()));
    }

    // File ▸ Export to Another Format writes every number in its shortest
    // form that reads back the same: -0.0005, not -0.00050000000000000001.
    void exportsWriteShortNumbers_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("URDF") << QStringLiteral("out.urdf");
        QTest::newRow("SDFormat") << QStringLiteral("out.sdf");
        QTest::newRow("MJCF") << QStringLiteral("out.xml");
        QTest::newRow("TriP") << QStringLiteral("out.py");
    }
    void exportsWriteShortNumbers() {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), QStringLiteral("r.urdf"),
                                       "<robot name=\"r\">\n"
                                       "  <link name=\"a\"><visual><geometry><box size=\"0.1 0.2 0.3\"/></geometry>"
                                       "<material name=\"\"><color rgba=\"0.052 0.1 0.7 1\"/></material></visual>\n"
                                       "    <inertial><mass value=\"0.3\"/><inertia ixx=\"0.001\" ixy=\"0\" ixz=\"0\" iyy=\"0.001\" "
                                       "iyz=\"0\" izz=\"0.001\"/></inertial></link>\n"
                                       "  <link name=\"b\"><inertial><mass value=\"0.1\"/><inertia ixx=\"0.001\" ixy=\"0\" ixz=\"0\" "
                                       "iyy=\"0.001\" iyz=\"0\" izz=\"0.001\"/></inertial></link>\n"
                                       "  <joint name=\"j\" type=\"revolute\"><parent link=\"a\"/><child link=\"b\"/>"
                                       "<origin xyz=\"0.1 0 -0.0005\" rpy=\"0 0 0.3\"/><axis xyz=\"0 0 1\"/>"
                                       "<limit lower=\"-1.1\" upper=\"1.1\" effort=\"1\" velocity=\"1\"/></joint>\n"
                                       "</robot>\n");
        Session s(path);
        const QString target = s.dir.filePath(name);
        const ModalAnswer typing = typeIntoFileDialogSoon(target);
        QVERIFY(useMenu(&s.w, Qt::Key_F, Qt::Key_F));
        QTRY_VERIFY(QFileInfo::exists(target));
        const QString text = QString::fromUtf8(readFile(target));
        QVERIFY2(text.contains(QLatin1String("-0.0005")) && text.contains(QLatin1String("0.1")), qPrintable(text));
        // No printing noise: 0.052 is not 0.051999999999999998, -0.0005 not
        // -0.00050000000000000001.
        const QRegularExpressionMatch noise = QRegularExpression(QStringLiteral("\\.\\d*(0{9,}|9{9,})\\d")).match(text);
        QVERIFY2(!noise.hasMatch(), qPrintable(noise.captured(0) + QStringLiteral(" in\n") + text));
        if (name.endsWith(QLatin1String(".urdf"))) QVERIFY2(text.contains(QLatin1String("0.052 0.1 0.7 1")), qPrintable(text));
    }

    // File ▸ New from Template by the keyboard: the URDF robot is written
    // where the user says and opens, checked, in a window of its own.
    void newFromTemplate_data() {
        QTest::addColumn<int>("item");  // in the submenu: HRDF, SDFormat, URDF, SKEL, TAMP, xacro, MJCF
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("format");
        QTest::newRow("URDF") << 2 << QStringLiteral("robot.urdf") << QStringLiteral("urdf");
        QTest::newRow("xacro") << 5 << QStringLiteral("robot.urdf.xacro") << QStringLiteral("xacro");
        QTest::newRow("MJCF") << 6 << QStringLiteral("model.xml") << QStringLiteral("mjcf");
    }
    void newFromTemplate() {
        QFETCH(int, item);
        QFETCH(QString, name);
        QFETCH(QString, format);
        Session s(kArm);
        const QString target = s.dir.filePath(QStringLiteral("mine/") + name);
        QDir().mkpath(QFileInfo(target).absolutePath());
        const ModalAnswer typing = typeIntoFileDialogSoon(target, 500);
        QVERIFY(useMenu(&s.w, Qt::Key_F, Qt::Key_N));  // opens the templates' submenu
        QTRY_VERIFY(QApplication::activePopupWidget() && QApplication::activePopupWidget()->parentWidget() != nullptr);
        // The first item is active.
        for (int i = 0; i < item; ++i) QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Down);
        QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Return);
        QTRY_VERIFY(QFileInfo::exists(target));
        MainWindow* opened = nullptr;
        QTRY_VERIFY((opened = [&]() -> MainWindow* {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* m = qobject_cast<MainWindow*>(w);
                    m && m != &s.w && m->document() && QFileInfo(m->document()->fileName()) == QFileInfo(target))
                    return m;
            return nullptr;
        }()));
        QVERIFY(opened->isVisible());
        QCOMPARE(opened->format() ? opened->format()->id() : QString(), format);
        QVERIFY2(opened->diagnostics().isEmpty(), qPrintable(opened->diagnostics().value(0).toText()));
        QVERIFY(opened->viewport()->robot()->entityCount() > 0);
        QCOMPARE(s.w.document()->fileName(), s.path);  // the arm stays in its window
        opened->setInteractive(false);
        opened->close();
        delete opened;
    }
};

QTEST_MAIN(TestUserSessionEditing)
#include "tst_usersession_editing.moc"
