// The window used as a person uses it, for names: the form completes the
// names a reference may take (a URDF joint's parent link, an SDFormat
// joint's parent frame, an MJCF geom's mesh) as the user types, and Edit ▸
// Add Child makes an element with what it needs (its required children, a
// name of its own, the names it refers to). Keys and clicks only; the text
// of the document and the file on disk are checked.
#include "TestSupport.h"
#include "UserSession.h"

#include "AttributeForm.h"
#include "ProblemsPanel.h"
#include "xml/XmlDocument.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QLineEdit>
#include <QMenu>
#include <QTemporaryDir>
#include <QTreeView>

using namespace kinedit;
using namespace kinedit::test;

namespace {

const QByteArray kArm =
    "<?xml version=\"1.0\"?>\n"
    "<robot name=\"arm\">\n"
    "  <link name=\"base_link\"/>\n"
    "  <link name=\"upper_arm\"/>\n"
    "  <joint name=\"shoulder\" type=\"revolute\">\n"
    "    <parent link=\"base_link\"/>\n"
    "    <child link=\"upper_arm\"/>\n"
    "    <limit lower=\"-1\" upper=\"1\" effort=\"10\" velocity=\"1\"/>\n"
    "  </joint>\n"
    "  <link name=\"forearm\"/>\n"
    "  <joint name=\"elbow\" type=\"fixed\">\n"
    "    <parent link=\"upper_arm\"/>\n"
    "    <child link=\"forearm\"/>\n"
    "  </joint>\n"
    "</robot>\n";

// The completion list shown for the focused line edit, once it is shown.
QStringList shownCompletions(QLineEdit* line) {
    QCompleter* c = line ? line->completer() : nullptr;
    if (!c || !QTest::qWaitFor([c] { return c->popup()->isVisible(); }, 3000)) return {};
    QStringList out;
    for (int i = 0; i < c->completionModel()->rowCount(); ++i) out << c->completionModel()->index(i, 0).data().toString();
    return out;
}

// Types into a field of the form as a person does: a click, select all, the keys.
QLineEdit* typeIntoField(AttributeForm* form, const QString& key, const QString& text) {
    QLineEdit* line = lineOf(form->field(key));
    if (!line) return nullptr;
    QTest::mouseClick(line, Qt::LeftButton);
    QTest::keyClick(line, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(line, text, Qt::NoModifier, 60);
    return line;
}

}  // namespace

class TestUserSessionNames : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { freshSettings(); }

    // A joint's form edits its parent link and completes the links the
    // robot has: the first letters typed, the name picked by Down and
    // Return, and it is in the file.
    void jointParentCompletesLinkNames() {
        QTemporaryDir dir;
        Session s(writeFile(dir.path(), QStringLiteral("arm.urdf"), kArm), {1440, 900}, true);
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("elbow")));
        AttributeForm* form = s.w.attributeForm();
        QTRY_VERIFY(form->field(QStringLiteral("<parent>link")));
        QLineEdit* line = typeIntoField(form, QStringLiteral("<parent>link"), QStringLiteral("ba"));
        QVERIFY(line);
        const QStringList offered = shownCompletions(line);
        QCOMPARE(offered, QStringList{QStringLiteral("base_link")});
        QTest::keyClick(line->completer()->popup(), Qt::Key_Down);
        QTest::keyClick(line->completer()->popup(), Qt::Key_Return);
        QTRY_VERIFY2(s.text().contains(QLatin1String("<parent link=\"base_link\"/>\n    <child link=\"forearm\"/>")), qPrintable(s.text()));
        // One step to undo, from the tree.
        s.w.elementTree()->setFocus();
        QTest::keyClick(s.w.elementTree(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(s.text(), QString::fromUtf8(kArm));
    }

    // The letters typed need not start the name: "arm" offers upper_arm and
    // forearm, in the document's order, and nothing else.
    void completionMatchesWithinNames() {
        QTemporaryDir dir;
        Session s(writeFile(dir.path(), QStringLiteral("arm.urdf"), kArm), {1440, 900}, true);
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("elbow")));
        QTRY_VERIFY(s.w.attributeForm()->field(QStringLiteral("<child>link")));
        QLineEdit* line = typeIntoField(s.w.attributeForm(), QStringLiteral("<child>link"), QStringLiteral("arm"));
        QCOMPARE(shownCompletions(line), (QStringList{QStringLiteral("upper_arm"), QStringLiteral("forearm")}));
        QTest::keyClick(line->completer()->popup(), Qt::Key_Escape);
    }

    // SDFormat: a joint's <parent> text completes the frames of its model.
    void sdfJointParentCompletesFrames() {
        QTemporaryDir dir;
        const QString path =
            writeFile(dir.path(), QStringLiteral("m.sdf"),
                      "<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n  <model name=\"m\">\n"
                      "    <link name=\"base\"/>\n    <link name=\"arm\"/>\n    <frame name=\"tool\" attached_to=\"arm\"/>\n"
                      "    <joint name=\"j\" type=\"fixed\">\n      <parent>base</parent>\n      <child>arm</child>\n    </joint>\n"
                      "  </model>\n</sdf>\n");
        Session s(path, {1440, 900}, true);
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("joint")));
        QTRY_VERIFY(s.w.attributeForm()->field(QStringLiteral("<parent>")));
        QLineEdit* line = typeIntoField(s.w.attributeForm(), QStringLiteral("<parent>"), QStringLiteral("t"));
        QVERIFY(line);
        QCOMPARE(shownCompletions(line), QStringList{QStringLiteral("tool")});
        QTest::keyClick(line->completer()->popup(), Qt::Key_Down);
        QTest::keyClick(line->completer()->popup(), Qt::Key_Return);
        QTRY_VERIFY2(s.text().contains(QLatin1String("<parent>tool</parent>")), qPrintable(s.text()));
    }

    // Edit ▸ Add Child ▸ <joint> on a robot with a link not yet joined:
    // a valid joint, named joint_1, that joins the new link to the end of
    // the chain; the robot has no problem after it, and one undo takes all
    // of it back.
    void addChildMakesAValidJoint() {
        QTemporaryDir dir;
        QByteArray withFreeLink = kArm;
        withFreeLink.replace("</robot>", "  <link name=\"hand\"/>\n</robot>");
        Session s(writeFile(dir.path(), QStringLiteral("arm.urdf"), withFreeLink), {1440, 900}, true);
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("robot")));
        QVERIFY(useMenu(&s.w, Qt::Key_E, Qt::Key_H));  // Edit ▸ Add C&hild
        QTRY_VERIFY(QApplication::activePopupWidget() && QApplication::activePopupWidget()->isVisible());
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(menu);
        // The children offered in the schema's order: <link>, then <joint>.
        QTest::keyClick(menu, Qt::Key_Down);
        QTest::keyClick(menu, Qt::Key_Return);
        const QString expected = QStringLiteral(
            "  <joint name=\"joint_1\" type=\"fixed\">\n"
            "    <parent link=\"forearm\"/>\n"
            "    <child link=\"hand\"/>\n"
            "  </joint>\n"
            "</robot>\n");
        QTRY_VERIFY2(s.text().endsWith(expected), qPrintable(s.text()));
        // The form shows the new joint, its references editable there.
        QTRY_COMPARE(lineOf(s.w.attributeForm()->field(QStringLiteral("<child>link")))->text(), QStringLiteral("hand"));
        // Checked again after the edit: no problem left but the inertial
        // checks' (the file's links have no <inertial>, now that they form
        // one robot that moves).
        auto* problems = s.w.findChild<ProblemsPanel*>();
        QVERIFY(problems);
        QTRY_VERIFY(std::all_of(s.w.diagnostics().begin(), s.w.diagnostics().end(),
                                [](const Diagnostic& d) { return d.code.startsWith(QLatin1String("PHYS-")); }));
        QCOMPARE(problems->topLevelItemCount(), int(s.w.diagnostics().size()));
        // Saved: on disk as shown.
        QTest::keyClick(&s.w, Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(readFile(s.path).endsWith(expected.toUtf8()));
        // One step to undo.
        s.w.elementTree()->setFocus();
        QTest::keyClick(s.w.elementTree(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(s.text(), QString::fromUtf8(withFreeLink));
    }

    // A second <link> added to a robot is named link_1, then link_2; names
    // the robot has are never given again.
    void addChildNamesAreUnique() {
        QTemporaryDir dir;
        QByteArray arm = kArm;
        arm.replace("name=\"forearm\"", "name=\"link_1\"").replace("link=\"forearm\"", "link=\"link_1\"");
        Session s(writeFile(dir.path(), QStringLiteral("arm.urdf"), arm), {1440, 900}, true);
        for (int i = 0; i < 2; ++i) {
            QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("robot")));
            QVERIFY(useMenu(&s.w, Qt::Key_E, Qt::Key_H));
            QTRY_VERIFY(qobject_cast<QMenu*>(QApplication::activePopupWidget()));
            QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Return);  // <link>
            QTRY_VERIFY(s.text().contains(QStringLiteral("<link name=\"link_%1\"/>").arg(i + 2)));
        }
        QCOMPARE(s.text().count(QLatin1String("name=\"link_1\"")), 1);
    }
};

QTEST_MAIN(TestUserSessionNames)
#include "tst_usersession_names.moc"
