// Editing: the undo commands (exact bytes back), the attribute form, formula
// fields, the source view, tree actions, templates and files (save, export,
// recovery, changes on disk), driven through the real widgets. Key and
// mouse events go to the widgets directly; the windows of the form, source
// and file tests are shown, as a user has them (a crash in Mesa that once
// made them hidden did not come back in 20 runs on 2026-11-23).
#include "TestSupport.h"

#include "AttributeForm.h"
#include "EditCommands.h"
#include "EditorDocument.h"
#include "ElementActions.h"
#include "FormulaField.h"
#include "MainWindow.h"
#include "SourceView.h"
#include "Templates.h"
#include "ValueEditors.h"
#include "XmlTreeModel.h"
#include "formats/FormatRegistry.h"
#include "xml/XmlDocument.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeView>
#include <QUndoStack>

using namespace kinedit;
using test::readFile;

namespace {
XmlElement* at(XmlDocument* doc, const char* path) { return elementByPath(doc->top(), QString::fromLatin1(path)); }
const QByteArray Urdf =
    "<?xml version=\"1.0\"?>\n"
    "<robot name=\"r\">\n"
    "  <!-- the base -->\n"
    "  <link name=\"base\"/>\n"
    "  <link name=\"arm\">\n"
    "    <visual>\n"
    "      <geometry><box size=\"0.1 0.1 0.5\"/></geometry>\n"
    "    </visual>\n"
    "  </link>\n"
    "  <joint name=\"j\" type=\"revolute\">\n"
    "    <parent link=\"base\"/>\n"
    "    <child link=\"arm\"/>\n"
    "    <axis xyz=\"0 0 1\"/>\n"
    "    <limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/>\n"
    "  </joint>\n"
    "</robot>\n";

// Shows the window, the source's cursor at the end of the text, focused.
SourceView* sourceAtTheEnd(MainWindow& w) {
    w.show();
    SourceView* source = w.sourceView();
    QTextCursor c = source->textCursor();
    c.movePosition(QTextCursor::End);
    source->setTextCursor(c);
    source->setFocus();
    return source;
}
}  // namespace

class TestEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("KineditTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_editor"));
    }

    void commandsGiveBackTheOriginalBytes() {
        Diagnostics d;
        auto doc = XmlDocument::fromBytes(Urdf, QStringLiteral("r.urdf"), &d);
        QUndoStack undo;
        undo.push(new SetAttributeCommand(doc.get(), at(doc.get(), "/robot"), QStringLiteral("name"), QStringLiteral("renamed")));
        undo.push(new SetAttributeCommand(doc.get(), at(doc.get(), "/robot/link[1]"), QStringLiteral("type"), QStringLiteral("x")));
        undo.push(new SetAttributeCommand(doc.get(), at(doc.get(), "/robot/joint[1]/axis[1]"), QStringLiteral("xyz"), std::nullopt));
        undo.push(new SetTextCommand(doc.get(), at(doc.get(), "/robot/link[1]"), QStringLiteral("a < b")));
        auto fresh = std::make_unique<XmlElement>(QStringLiteral("link"));
        fresh->setTagEnds("/>", {});
        undo.push(new InsertElementCommand(doc.get(), at(doc.get(), "/robot"), 1, std::move(fresh)));
        undo.push(new RemoveElementCommand(doc.get(), at(doc.get(), "/robot/joint[1]/limit[1]")));
        undo.push(new MoveElementCommand(doc.get(), at(doc.get(), "/robot/joint[1]"), at(doc.get(), "/robot"), 0));
        undo.push(new MoveElementCommand(doc.get(), at(doc.get(), "/robot/link[3]/visual[1]"), at(doc.get(), "/robot/link[1]"), -1));
        const QByteArray edited = doc->toBytes();
        QVERIFY(edited != Urdf);
        QVERIFY(edited.contains("<robot name=\"renamed\">"));
        QVERIFY(edited.contains("a &lt; b"));
        undo.push(new ReplaceTextCommand(doc.get(), edited + "<!-- end -->\n", QStringLiteral("source")));
        // Every step back and forth: the exact bytes.
        undo.setIndex(0);
        QCOMPARE(doc->toBytes(), Urdf);
        undo.setIndex(undo.count() - 1);
        QCOMPARE(doc->toBytes(), edited);
        undo.redo();
        undo.setIndex(0);
        QCOMPARE(doc->toBytes(), Urdf);
    }

    void insertedElementsFollowTheIndentation() {
        Diagnostics d;
        auto doc = XmlDocument::fromBytes(Urdf, QStringLiteral("r.urdf"), &d);
        QUndoStack undo;
        auto make = [](const char* text) {
            Diagnostics ignored;
            auto tmp = XmlDocument::fromBytes(text, {}, &ignored);
            return std::unique_ptr<XmlElement>(static_cast<XmlElement*>(tmp->root()->clone().release()));
        };
        // Into a self-closing element (opened), at the end of the root, and
        // before a sibling.
        undo.push(new InsertElementCommand(doc.get(), at(doc.get(), "/robot/link[1]"), -1, make("<inertial/>")));
        undo.push(new InsertElementCommand(doc.get(), at(doc.get(), "/robot"), -1, make("<link name=\"tool\"/>")));
        undo.push(new InsertElementCommand(doc.get(), at(doc.get(), "/robot/joint[1]"), 0, make("<origin xyz=\"0 0 1\"/>")));
        const QByteArray text = doc->toBytes();
        QVERIFY2(text.contains("  <link name=\"base\">\n    <inertial/>\n  </link>\n"), text.constData());
        QVERIFY2(text.contains("  </joint>\n  <link name=\"tool\"/>\n</robot>"), text.constData());
        QVERIFY2(text.contains("type=\"revolute\">\n    <origin xyz=\"0 0 1\"/>\n    <parent link=\"base\"/>"), text.constData());
        // A moved subtree is re-indented for its depth.
        undo.push(new MoveElementCommand(doc.get(), at(doc.get(), "/robot/link[2]/visual[1]"), at(doc.get(), "/robot"), -1));
        QVERIFY2(doc->toBytes().contains("\n  <visual>\n    <geometry><box size=\"0.1 0.1 0.5\"/></geometry>\n  </visual>\n</robot>"),
                 doc->toBytes().constData());
        undo.setIndex(0);
        QCOMPARE(doc->toBytes(), Urdf);
    }

    void formulaField() {
        FormulaField f(ValueType::Rotation);
        f.setText(QStringLiteral("Rz(pi/2)"));
        QVERIFY(f.isValid());
        QVERIFY2(f.valueText().contains(QStringLiteral("90.0")), qPrintable(f.valueText()));
        QSignalSpy committed(&f, &FormulaField::committed);
        f.show();
        f.lineEdit()->setFocus();
        f.lineEdit()->selectAll();
        QTest::keyClicks(f.lineEdit(), QStringLiteral("Rx(pi/2"));
        QVERIFY(!f.isValid());
        QCOMPARE(f.errorColumn(), 8);  // at the end: ')' expected
        QVERIFY(!f.errorMessage().isEmpty());
        QTest::keyClick(f.lineEdit(), Qt::Key_Return);
        QCOMPARE(committed.count(), 1);
        QCOMPARE(committed.first().first().toString(), QStringLiteral("Rx(pi/2"));

        FormulaField g(ValueType::Formula, QStringLiteral("m"));
        g.setText(QStringLiteral("0.2 + 0.05"));
        QVERIFY2(g.valueText().contains(QStringLiteral("0.25")) && g.valueText().contains(QStringLiteral("m")), qPrintable(g.valueText()));
    }

    void formEditShowsAndClearsADiagnostic() {
        QTemporaryDir dir;
        const QByteArray original = readFile(QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf"));
        const QString path = test::writeFile(dir.path(), QStringLiteral("arm.hrdf"), original);
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(path));
        w.show();
        QVERIFY(!hasErrors(w.diagnostics()));
        w.selectElement(at(w.document(), "/robot/link[1]"));
        auto* field = qobject_cast<FormulaField*>(w.attributeForm()->field(QStringLiteral("extension")));
        QVERIFY(field);
        QCOMPARE(field->text(), QStringLiteral("0.325"));
        // Type a broken formula: the field says so at once, the document on Return.
        field->lineEdit()->setFocus();
        field->lineEdit()->selectAll();
        QTest::keyClicks(field->lineEdit(), QStringLiteral("0.3 +"));
        QVERIFY(!field->isValid());
        QTest::keyClick(field->lineEdit(), Qt::Key_Return);
        w.revalidateNow();
        QVERIFY2(hasErrors(w.diagnostics()), w.document()->toBytes().constData());
        QVERIFY(w.isWindowModified());
        const auto error =
            std::find_if(w.diagnostics().begin(), w.diagnostics().end(), [](const Diagnostic& d) { return d.severity == Severity::Error; });
        QCOMPARE(error->path, QStringLiteral("/robot/link[1]"));
        QCOMPARE(error->attribute, QStringLiteral("extension"));
        // An enum through its combo box.
        w.selectElement(at(w.document(), "/robot/actuator[3]"));
        auto* type = qobject_cast<QComboBox*>(w.attributeForm()->field(QStringLiteral("type")));
        QVERIFY(type);
        QCOMPARE(type->currentData().toString(), QStringLiteral("X5-4"));
        const int x59 = type->findData(QStringLiteral("X5-9"));
        QVERIFY(x59 > 0);
        type->setCurrentIndex(x59);
        emit type->activated(x59);
        QVERIFY(w.document()->toBytes().contains("<actuator type=\"X5-9\" tag=\"elbow\"/>"));
        // Undo both: the error goes, the bytes come back.
        w.undoStack()->undo();
        w.undoStack()->undo();
        w.revalidateNow();
        QVERIFY(!hasErrors(w.diagnostics()));
        QCOMPARE(w.document()->toBytes(), original);
        QVERIFY(!w.isWindowModified());
        // Redo, save: the file holds exactly the document's bytes.
        w.undoStack()->redo();
        QVERIFY(w.save());
        QCOMPARE(readFile(path), w.document()->toBytes());
        QVERIFY(!w.isWindowModified());
    }

    void sdfFormEditsChildValues() {
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/work-cell.sdf")));
        w.selectElement(at(w.document(), "/sdf/model[1]/frame[1]"));
        auto* pose = qobject_cast<VectorField*>(w.attributeForm()->field(QStringLiteral("<pose>")));
        QVERIFY(pose);
        QCOMPARE(pose->text(), QStringLiteral("0.2 0 0.8 0 0 0"));
        QVERIFY(w.attributeForm()->field(QStringLiteral("attached_to")));
        pose->component(2)->setText(QStringLiteral("0.9"));
        emit pose->component(2)->editingFinished();
        QVERIFY(w.document()->toBytes().contains("<pose>0.2 0 0.9 0 0 0</pose>"));
        w.undoStack()->undo();
        QVERIFY(w.document()->toBytes().contains("<pose>0.2 0 0.8 0 0 0</pose>"));
        // Add Child offers what SDFormat allows in a <model>, not what it has
        // once already.
        w.selectElement(at(w.document(), "/sdf/model[1]"));
        const QStringList children = w.elementActions()->allowedChildren(at(w.document(), "/sdf/model[1]"));
        QVERIFY(children.contains(QStringLiteral("link")));
        QVERIFY(children.contains(QStringLiteral("include")));
        QVERIFY(!children.contains(QStringLiteral("robot")));
    }

    void sourceEditIsOneUndoStep() {
        QTemporaryDir dir;
        const QString path = test::writeFile(dir.path(), QStringLiteral("r.urdf"), Urdf);
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(path));
        SourceView* source = sourceAtTheEnd(w);
        QTest::keyClicks(source, QStringLiteral("<!-- typed -->"));
        QVERIFY(source->hasPendingEdit());
        QTRY_VERIFY(!source->hasPendingEdit());  // the pause
        QTRY_VERIFY(w.document()->toBytes().endsWith("<!-- typed -->"));
        QCOMPARE(w.undoStack()->count(), 1);
        // Typing a broken tag: the problem appears, the tree keeps up.
        QTest::keyClicks(source, QStringLiteral("<"));
        w.revalidateNow();
        QVERIFY(hasErrors(w.diagnostics()));
        // Ctrl+Z in the source undoes through the document's stack.
        QTest::keySequence(source, QKeySequence::Undo);
        QTest::keySequence(source, QKeySequence::Undo);
        QCOMPARE(w.document()->toBytes(), Urdf);
        w.revalidateNow();
        QCOMPARE(source->toPlainText().toUtf8(), Urdf);
        QVERIFY(!hasErrors(w.diagnostics()));
        // Selection follows from the source to the tree.
        source->goTo(11, 6);
        source->setFocus();
        QTest::keyClick(source, Qt::Key_Right);
        QCOMPARE(elementPath(w.selectedElement()), QStringLiteral("/robot/joint[1]/parent[1]"));
    }

    void typingRightAfterUndoIsKeptAndNothingLeftToRecover() {
        // Type, let the autosave copy it, undo it all: a crash now loses
        // nothing, so nothing is offered back at the next start. Then type
        // at once: the keys land in the undone text and are kept.
        QTemporaryDir dir;
        const QString path = test::writeFile(dir.path(), QStringLiteral("u.urdf"), Urdf);
        const QString absolute = QFileInfo(path).absoluteFilePath();
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(path));
        SourceView* source = sourceAtTheEnd(w);
        QTest::keyClicks(source, QStringLiteral("<!-- typed -->"));
        QTRY_VERIFY(w.document()->toBytes().endsWith("<!-- typed -->"));
        w.editorDocument()->writeRecovery();  // the autosave timer's work
        QVERIFY(EditorDocument::filesWithRecovery().contains(absolute));
        QTest::keySequence(source, QKeySequence::Undo);
        QCOMPARE(w.document()->toBytes(), Urdf);
        QVERIFY(!w.isWindowModified());
        QVERIFY(!EditorDocument::filesWithRecovery().contains(absolute));
        // Typed again right away, at the end: the source shows the undone
        // text at once (keys typed before the revalidation went into the
        // text it replaced, and were lost), and the next autosave copies it.
        QCOMPARE(source->toPlainText().toUtf8(), Urdf);
        QTest::keyClick(source, Qt::Key_End, Qt::ControlModifier);
        QTest::keyClicks(source, QStringLiteral("<!-- again -->"));
        QTRY_VERIFY(w.document()->toBytes().endsWith("<!-- again -->"));
        w.editorDocument()->writeRecovery();
        QVERIFY(EditorDocument::filesWithRecovery().contains(absolute));
        QTest::keySequence(source, QKeySequence::Undo);
        QVERIFY(!EditorDocument::filesWithRecovery().contains(absolute));
    }

    void treeActions() {
        QTemporaryDir dir;
        const QString path = test::writeFile(dir.path(), QStringLiteral("r.urdf"), Urdf);
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(path));
        ElementActions* actions = w.elementActions();
        const QStringList robotChildren = actions->allowedChildren(at(w.document(), "/robot"));
        QVERIFY(robotChildren.contains(QStringLiteral("link")) && robotChildren.contains(QStringLiteral("joint")));
        QVERIFY(!robotChildren.contains(QStringLiteral("geometry")));
        // Add a link: required name attribute present, selected.
        w.selectElement(at(w.document(), "/robot"));
        actions->addChild(QStringLiteral("link"));
        QCOMPARE(elementPath(w.selectedElement()), QStringLiteral("/robot/link[3]"));
        QVERIFY(w.selectedElement()->hasAttribute(u"name"));
        // Duplicate, move up, delete.
        w.selectElement(at(w.document(), "/robot/link[2]"));
        actions->duplicate();
        QCOMPARE(w.document()->root()->childElements(u"link").size(), size_t(4));
        actions->moveBy(-1);
        actions->remove();
        // Copy a joint, paste onto the robot: allowed there.
        w.selectElement(at(w.document(), "/robot/joint[1]"));
        actions->copy();
        w.selectElement(at(w.document(), "/robot"));
        QVERIFY(actions->paste());
        QCOMPARE(w.document()->root()->childElements(u"joint").size(), size_t(2));
        // A <joint> is not allowed in or beside a <visual>'s <geometry>.
        w.selectElement(at(w.document(), "/robot/link[2]/visual[1]/geometry[1]"));
        QVERIFY(!actions->paste());
        // Drag in the tree: a move, refused into a place the schema forbids.
        auto* model = qobject_cast<XmlTreeModel*>(w.elementTree()->model());
        QModelIndex joint = model->indexOf(at(w.document(), "/robot/joint[2]"));
        std::unique_ptr<QMimeData> data(model->mimeData({joint}));
        QVERIFY(!model->canDropMimeData(data.get(), Qt::MoveAction, -1, 0, model->indexOf(at(w.document(), "/robot/link[1]"))));
        QVERIFY(model->canDropMimeData(data.get(), Qt::MoveAction, 0, 0, model->indexOf(w.document()->root())));
        model->dropMimeData(data.get(), Qt::MoveAction, 0, 0, model->indexOf(w.document()->root()));
        QCOMPARE(w.document()->root()->childElements().front()->name(), QStringLiteral("joint"));
        // All of it undoes to the file.
        while (w.undoStack()->canUndo()) w.undoStack()->undo();
        QCOMPARE(w.document()->toBytes(), Urdf);
    }

    void templatesValidate() {
        QTemporaryDir dir;
        for (const FileTemplate& t : fileTemplates()) {
            const QString main = QDir(dir.path()).filePath(t.id + QLatin1Char('/') + t.mainFile);
            MainWindow w;
            w.setInteractive(false);
            QVERIFY2(w.newFromTemplate(t, main), qPrintable(t.id));
            QCOMPARE(QFileInfo(w.document()->fileName()).absoluteFilePath(), QFileInfo(main).absoluteFilePath());
            QVERIFY2(w.diagnostics().isEmpty(),
                     qPrintable(t.id + QStringLiteral(": ") + (w.diagnostics().isEmpty() ? QString() : w.diagnostics().first().toText())));
            QVERIFY2(w.model(), qPrintable(t.id));
            QVERIFY(w.format());
            // A second time: nothing is overwritten.
            QString error;
            QVERIFY(!instantiateTemplate(t, main, &error));
            QVERIFY(error.contains(QStringLiteral("exists")));
        }
    }

    void exportValidated() {
        QTemporaryDir dir;
        const QString path = test::writeFile(dir.path(), QStringLiteral("r.urdf"), Urdf);
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(path));
        const QString out = dir.filePath(QStringLiteral("out.urdf"));
        QVERIFY(w.exportValidated(out, false));
        QCOMPARE(readFile(out), Urdf);
        // With an error: nothing written unless forced.
        w.undoStack()->push(
            new SetAttributeCommand(w.document(), at(w.document(), "/robot/joint[1]"), QStringLiteral("type"), QStringLiteral("hinge")));
        const QString bad = dir.filePath(QStringLiteral("bad.urdf"));
        QVERIFY(!w.exportValidated(bad, false));
        QVERIFY(!QFileInfo::exists(bad));
        QVERIFY(w.exportValidated(bad, true));
        QVERIFY(readFile(bad).contains("type=\"hinge\""));
        QCOMPARE(readFile(path), Urdf);  // export is a copy: the file is untouched
        QVERIFY(w.isWindowModified());
    }

    void recoveryAndChangesOnDisk() {
        QTemporaryDir dir;
        const QString path = test::writeFile(dir.path(), QStringLiteral("r.urdf"), Urdf);
        {
            Diagnostics d;
            auto file = EditorDocument::open(path, &d);
            QVERIFY(file);
            QVERIFY(!file->pendingRecovery());
            file->undoStack()->push(
                new SetAttributeCommand(file->xml(), file->xml()->root(), QStringLiteral("name"), QStringLiteral("crashed")));
            file->writeRecovery();
            QVERIFY(EditorDocument::filesWithRecovery().contains(QFileInfo(path).absoluteFilePath()));
            // The program "crashes" here: the recovery copy stays.
        }
        Diagnostics d;
        auto file = EditorDocument::open(path, &d);
        const auto recovery = file->pendingRecovery();
        QVERIFY(recovery);
        QVERIFY(recovery->bytes.contains("name=\"crashed\""));
        file->replaceText(recovery->bytes, QStringLiteral("recover"));
        QVERIFY(file->isModified());
        QString error;
        QVERIFY(file->save(&error));
        QVERIFY(!file->pendingRecovery());
        QVERIFY(!EditorDocument::filesWithRecovery().contains(QFileInfo(path).absoluteFilePath()));

        // Another program writes the file: noticed, offered, reloaded undoably.
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(path));
        w.show();
        QSignalSpy changed(w.editorDocument(), &EditorDocument::changedOnDisk);
        QByteArray other = readFile(path);
        other.replace("name=\"crashed\"", "name=\"outside\"");
        test::writeFile(dir.path(), QStringLiteral("r.urdf"), other);
        QTRY_VERIFY(changed.count() > 0);
        auto* reload = w.findChild<QPushButton*>(QStringLiteral("reloadButton"));
        QTRY_VERIFY(!reload->isHidden() && !reload->parentWidget()->isHidden());
        reload->click();
        QCOMPARE(w.document()->toBytes(), other);
        QVERIFY(!w.isWindowModified());
        // Our own save is not reported as a change on disk.
        changed.clear();
        w.undoStack()->undo();
        QVERIFY(w.save());
        QTest::qWait(300);
        QCOMPARE(changed.count(), 0);
    }
};

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
