// The main window over a real document: tree, source, problems, screenshot.
#include "formats/tamp/TampConfiguration.h"
#include "TestMeshes.h"
#include "TestSupport.h"

#include "FrameTransformPanel.h"
#include "EditCommands.h"
#include "JointPanel.h"
#include "ConfigurationMapping.h"
#include "MainWindow.h"
#include "kinematics/Data.h"
#include "kinematics/Model.h"
#include "RobotScene.h"
#include "Viewport.h"
#include "PreferencesDialog.h"
#include "ProblemsPanel.h"
#include "SourceView.h"
#include "xml/XmlDocument.h"

#include <QApplication>
#include <QImage>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTranslator>
#include <QStatusBar>
#include <QTreeView>

using namespace kinedit;

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QCoreApplication::setOrganizationName(QStringLiteral("KineditTests")); }

    void opensExample() {
        MainWindow w;
        w.setInteractive(false);
        const QString example = QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf");
        QVERIFY(w.openFile(example));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.windowTitle().startsWith(QLatin1String("x-series-3dof-arm.hrdf")));
        auto* tree = w.findChild<QTreeView*>();
        QVERIFY(tree && tree->model());
        QCOMPARE(tree->model()->rowCount(), 1);                            // <robot>
        QCOMPARE(tree->model()->rowCount(tree->model()->index(0, 0)), 7);  // its elements
        auto* source = w.findChild<SourceView*>();
        QVERIFY(source->toPlainText().contains(QLatin1String("X8-16")));
        QVERIFY(!hasErrors(w.diagnostics()));
        // The viewport shows the arm the engine posed (HEBI shapes).
        QVERIFY(w.viewport()->robot()->entityCount() >= 8);

        // Selecting an element in the tree shows its line in the source.
        const QModelIndex link = tree->model()->index(3, 0, tree->model()->index(0, 0));
        tree->setCurrentIndex(link);
        QCOMPARE(source->textCursor().blockNumber() + 1, 11);
        // ... and highlights its shapes in the viewport; the <robot> all of them.
        QVERIFY(w.viewport()->robot()->selectedCount() >= 1);
        QVERIFY(w.viewport()->robot()->selectedCount() < w.viewport()->robot()->entityCount());
        tree->setCurrentIndex(tree->model()->index(0, 0));
        QCOMPARE(w.viewport()->robot()->selectedCount(), w.viewport()->robot()->entityCount());
        // A pick in the viewport selects the element that defines the shape.
        emit w.viewport()->robot()->visualPicked(QStringLiteral("/robot/link[1]"));
        QCOMPARE(tree->currentIndex(), link);
    }

    // Each menu's items have letters of their own (Alt, the menu's letter,
    // the item's): a letter two items share only moves between them. The
    // Edit menu had four such pairs (Undo and Duplicate, Add Child and
    // Copy, Paste and Preferences, Delete and Go to Macro Definition). The
    // Preferences dialog's fields too. In English and in each translation.
    void menuAndDialogLettersAreTheirOwn_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QString();
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void menuAndDialogLettersAreTheirOwn() {
        QFETCH(QString, language);
        QTranslator translator;  // removed from the application by its destructor
        if (!language.isEmpty()) {
            QVERIFY(translator.load(QStringLiteral("kinedit_") + language,
                                    QCoreApplication::applicationDirPath() + QStringLiteral("/../share/kinedit/translations")));
            QCoreApplication::installTranslator(&translator);
        }
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf")));
        QStringList shared;  // every clash, to mend them all at once
        // Claims text's letter (as Qt reads it) among those a place has taken.
        using Taken = QHash<QKeySequence, QString>;
        auto claim = [&shared](Taken& taken, const QString& place, const QString& text) {
            const QKeySequence letter = QKeySequence::mnemonic(text);
            if (letter.isEmpty()) return;
            if (taken.contains(letter))
                shared << QStringLiteral("%1: \"%2\" and \"%3\" share %4").arg(place, taken.value(letter), text, letter.toString());
            taken.insert(letter, text);
        };
        std::function<void(QMenu*)> check = [&](QMenu* menu) {
            Taken taken;
            for (QAction* a : menu->actions()) {
                if (a->isSeparator()) continue;
                if (a->menu()) check(a->menu());
                claim(taken, menu->title(), a->text());
            }
        };
        Taken menus;
        for (QAction* a : w.menuBar()->actions()) {
            claim(menus, QStringLiteral("the menu bar"), a->text());
            if (a->menu()) check(a->menu());
        }
        QVERIFY(menus.size() >= 5);
        // The Preferences dialog's fields (Alt and the label's letter).
        PreferencesDialog preferences(&w, QStringLiteral("llvmpipe"));
        Taken fields;
        for (const QLabel* label : preferences.findChildren<QLabel*>()) claim(fields, QStringLiteral("Preferences"), label->text());
        QVERIFY2(shared.isEmpty(), qPrintable(shared.join(QLatin1String("; "))));
        QVERIFY(fields.size() >= 3);
    }

    void frameTransform() {
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf")));
        FrameTransformPanel* panel = w.transformPanel();
        const kin::Data& data = *w.viewport()->data();
        const kin::Model& model = *data.model;
        const std::string first = model.frames()[size_t(model.sourceOrder().front())].name;
        const std::string last = model.frames()[size_t(model.sourceOrder().back())].name;
        panel->setFrames(QString::fromStdString(first), QString::fromStdString(last));
        auto expected = [&] {
            return Eigen::Isometry3d(data.oMf[size_t(model.frameIndex(first))].inverse() * data.oMf[size_t(model.frameIndex(last))]);
        };
        QVERIFY((panel->transform().matrix() - expected().matrix()).cwiseAbs().maxCoeff() < 1e-12);
        const Eigen::Isometry3d before = panel->transform();
        // Moving a joint updates it.
        w.jointPanel()->setValue(0, 0.7);
        QVERIFY((panel->transform().matrix() - before.matrix()).cwiseAbs().maxCoeff() > 1e-3);
        QVERIFY((panel->transform().matrix() - expected().matrix()).cwiseAbs().maxCoeff() < 1e-12);
        // Copy gives HRDF's syntax.
        QVERIFY(panel->poseText().startsWith(QLatin1String("trans=\"")));
    }

    void ikDragFrame() {
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf")));
        JointPanel* joints = w.jointPanel();
        QCOMPARE(w.viewport()->dragFrame(), -1);  // no handle until a frame is chosen
        const kin::Model& model = *w.viewport()->data()->model;
        int tip = -1;  // the last frame in the file that is not a centre of mass
        for (int f : model.sourceOrder())
            if (model.frames()[size_t(f)].kind != "com") tip = f;
        joints->setDragFrame(tip);
        QCOMPARE(joints->dragFrame(), tip);
        QCOMPARE(w.viewport()->dragFrame(), tip);
        // A drag's result moves the sliders (and the viewport stays with it).
        Eigen::VectorXd q = joints->configuration();
        q[0] += 0.4;
        q[1] -= 0.2;
        emit w.viewport()->configurationDragged(q);
        QCOMPARE(joints->configuration(), q);
        QCOMPARE(w.viewport()->data()->q, q);
        // An edit adds a frame before it (a rigid body at the base; the joints
        // stay): the chosen frame is found again by name.
        const std::string name = model.frames()[size_t(tip)].name;
        auto body = std::make_unique<XmlElement>(QStringLiteral("rigid-body"));
        body->insertAttribute(0, XmlAttribute::make(QStringLiteral("mass"), QStringLiteral("0.1")));
        body->setTagEnds("/>", {});
        w.undoStack()->push(new InsertElementCommand(w.document(), w.document()->root(), 0, std::move(body)));
        w.revalidateNow();
        const kin::Model& edited = *w.viewport()->data()->model;
        QVERIFY2(!hasErrors(w.diagnostics()), qPrintable(w.diagnostics().value(0).toText()));
        const int moved = edited.frameIndex(name);
        QVERIFY(moved > tip);
        QCOMPARE(w.jointPanel()->dragFrame(), moved);
        QCOMPARE(w.viewport()->dragFrame(), moved);
    }

    void exportToAnotherFormat() {
        // File > Export to Another Format: the open HRDF as URDF, SDFormat
        // and TriP; the files read back with the same frames.
        QTemporaryDir dir;
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf")));
        for (const char* ext : {"urdf", "sdf", "py"}) {
            const QString path = dir.filePath(QStringLiteral("arm.") + QLatin1String(ext));
            QVERIFY2(w.exportToFormat(path, false, false), ext);
            QVERIFY(QFileInfo(path).size() > 100);
        }
        // SDFormat names joints after frames: said in a warning.
        QVERIFY(w.exportToFormat(dir.filePath(QStringLiteral("again.sdf")), false, false));
        QVERIFY(std::any_of(w.lastExport().begin(), w.lastExport().end(),
                            [](const Diagnostic& d) { return d.code == QLatin1String("EXP-W005"); }));
        // A document with errors is not exported unless forced.
        const QString bad = test::writeFile(dir.path(), QStringLiteral("bad.urdf"),
                                            "<robot name='b'><link name='x'/><joint name='j' type='revolute'/></robot>\n");
        QVERIFY(w.openFile(bad));
        QVERIFY(!w.exportToFormat(dir.filePath(QStringLiteral("bad.sdf")), false, false));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("bad.sdf"))));
    }

    void namedPoses() {
        QSettings().remove(QStringLiteral("poses"));
        const QString example = QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf");
        {
            MainWindow w;
            w.setInteractive(false);
            QVERIFY(w.openFile(example));
            JointPanel* joints = w.jointPanel();
            QVERIFY(joints->poseNames().isEmpty());
            joints->setValue(0, 0.5);
            joints->setValue(1, -0.25);
            joints->savePose(QStringLiteral("reach"));
            joints->reset();
            QVERIFY(joints->configuration()[0] != 0.5);
            QVERIFY(joints->applyPose(QStringLiteral("reach")));
            QCOMPARE(joints->configuration()[0], 0.5);
            QCOMPARE(joints->configuration()[1], -0.25);
            // The viewport follows.
            QCOMPARE(w.viewport()->data()->q[0], 0.5);
        }
        // Kept for the document, across sessions; other files have their own.
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(example));
        QCOMPARE(w.jointPanel()->poseNames(), QStringList{QStringLiteral("reach")});
        QVERIFY(w.jointPanel()->applyPose(QStringLiteral("reach")));
        QCOMPARE(w.jointPanel()->configuration()[1], -0.25);
        w.jointPanel()->deletePose(QStringLiteral("reach"));
        QVERIFY(w.jointPanel()->poseNames().isEmpty());
        QVERIFY(!w.jointPanel()->applyPose(QStringLiteral("reach")));
    }

    void newFileStartsClean() {
        // Hiding and selection belong to a file; a file that does not compile
        // shows no robot rather than the previous one.
        QTemporaryDir dir;
        auto write = [&](const QString& name, const QByteArray& text) { return test::writeFile(dir.path(), name, text); };
        const QString a =
            write(QStringLiteral("a.urdf"),
                  "<robot name='a'><link name='x'><visual><geometry><box size='1 1 1'/></geometry></visual></link></robot>\n");
        const QString b = write(QStringLiteral("b.urdf"), "<robot name='b'><link name='x'/><joint name='j' type='revolute'/></robot>\n");
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(a));
        RobotScene* robot = w.viewport()->robot();
        QCOMPARE(robot->entityCount(), 1);
        robot->setElementHidden(QStringLiteral("/robot/link[1]"), true);
        robot->setSelection(QStringLiteral("/robot/link[1]"));
        QVERIFY(w.openFile(b));
        QVERIFY(hasErrors(w.diagnostics()));
        QCOMPARE(robot->entityCount(), 0);
        QVERIFY(!robot->isElementHidden(QStringLiteral("/robot/link[1]")));
        QVERIFY(robot->selection().isEmpty());
        QCOMPARE(w.jointPanel()->rowCount(), 0);
        QVERIFY(!w.viewport()->data());
    }

    void tampConfigurationMapping() {
        // A TAMP robot whose arm joints <AMmapping> lists in the wrong order:
        // the user maps the tag's values onto the right joints, the sliders
        // follow, and the mapping is kept for the file (not written into it).
        QTemporaryDir dir;
        auto write = [&](const QString& name, const QByteArray& text) { return test::writeFile(dir.path(), name, text); };
        write(QStringLiteral("arm.urdf"),
              "<robot name='arm'><link name='base'/><link name='l1'/><link name='l2'/>"
              "<joint name='r_a' type='continuous'><parent link='base'/><child link='l1'/></joint>"
              "<joint name='r_b' type='continuous'><parent link='l1'/><child link='l2'/></joint></robot>\n");
        const QString problem = write(QStringLiteral("p.xml"),
                                      "<problem><objects/><robots><robot><name>bot</name><urdf>arm.urdf</urdf>"
                                      "<basepose>1 0 0 0 0 1 0 0 0 0 1 0</basepose><right_arm>0.3 0.7</right_arm></robot></robots>"
                                      "<AMmapping><action><name>pick</name><joints>r_b r_a</joints></action></AMmapping></problem>\n");
        QSettings().remove(QStringLiteral("tampMapping"));
        auto value = [](MainWindow& w, const char* joint) {
            const kin::Model& m = *w.model();
            return w.jointPanel()->configuration()[m.joints()[size_t(m.jointIndex(joint))].qIndex];
        };
        {
            MainWindow w;
            w.setInteractive(false);
            QVERIFY(w.openFile(problem));
            QCOMPARE(value(w, "bot::r_b"), 0.3);  // the file's mapping
            QCOMPARE(value(w, "bot::r_a"), 0.7);
            const std::vector<ConfigurationTag> tags = tampConfiguration(*w.document(), w.model());
            QCOMPARE(tags.size(), size_t(1));
            QCOMPARE(tags[0].joints, QStringList({QStringLiteral("bot::r_b"), QStringLiteral("bot::r_a")}));
            ConfigurationMapping mapping(QFileInfo(problem).absoluteFilePath());
            ConfigurationMappingDialog dialog(tags, *w.model(), mapping);
            QCOMPARE(dialog.choice(0, 0), QStringLiteral("bot::r_b"));
            dialog.choose(0, 0, QStringLiteral("bot::r_a"));
            dialog.choose(0, 1, QStringLiteral("bot::r_b"));
            dialog.accept();
            QCOMPARE(w.applyConfigurationMapping(), 2);
            QCOMPARE(value(w, "bot::r_a"), 0.3);
            QCOMPARE(value(w, "bot::r_b"), 0.7);
            // A partial mapping replaces the file's: r_b, no longer mapped, is at zero.
            ConfigurationMappingDialog partial(tags, *w.model(), mapping);
            partial.choose(0, 0, QStringLiteral("bot::r_a"));
            partial.choose(0, 1, QString());
            partial.accept();
            w.jointPanel()->reset();
            QCOMPARE(w.applyConfigurationMapping(), 1);
            QCOMPARE(value(w, "bot::r_a"), 0.3);
            QCOMPARE(value(w, "bot::r_b"), 0.0);
            // Back to the full swap for the next window.
            ConfigurationMappingDialog swap(tags, *w.model(), mapping);
            swap.choose(0, 0, QStringLiteral("bot::r_a"));
            swap.choose(0, 1, QStringLiteral("bot::r_b"));
            swap.accept();
        }
        MainWindow again;  // kept for the file
        again.setInteractive(false);
        QVERIFY(again.openFile(problem));
        QCOMPARE(value(again, "bot::r_a"), 0.3);
        QCOMPARE(value(again, "bot::r_b"), 0.7);
        QFile f(problem);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("<joints>r_b r_a</joints>"));  // the file is unchanged
        QSettings().remove(QStringLiteral("tampMapping"));
    }

    void problemInAnIncludedFile() {
        // Activating a problem that is in an included file does not move the
        // including file's tree or source; the status bar says where it is.
        QTemporaryDir dir;
        auto write = [&](const QString& name, const QByteArray& text) { return test::writeFile(dir.path(), name, text); };
        write(QStringLiteral("part.sdf"),
              "<sdf version='1.8'>\n<model name='p'>\n<link name='l'/>\n<frame name='f' attached_to='nope'/>\n</model>\n</sdf>\n");
        const QString top =
            write(QStringLiteral("top.sdf"),
                  "<sdf version='1.8'><model name='t'><link name='l'/><include><uri>part.sdf</uri></include></model></sdf>\n");
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(top));
        const auto it = std::find_if(w.diagnostics().begin(), w.diagnostics().end(),
                                     [](const Diagnostic& d) { return d.file.endsWith(QLatin1String("part.sdf")); });
        QVERIFY(it != w.diagnostics().end());
        auto* tree = w.findChild<QTreeView*>();
        const QModelIndex before = tree->currentIndex();
        emit w.findChild<ProblemsPanel*>()->diagnosticActivated(*it);
        QCOMPARE(tree->currentIndex(), before);
        QVERIFY2(w.statusBar()->currentMessage().contains(QLatin1String("part.sdf")), qPrintable(w.statusBar()->currentMessage()));
    }

    void pickSelectsThePart() {
        // A pick on a URDF mesh selects its <link>, not the <mesh> inside.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("r.urdf"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("<robot name='r'>\n  <link name='a'><visual><geometry><box size='1 1 1'/></geometry></visual></link>\n</robot>\n");
        f.close();
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(path));
        emit w.viewport()->robot()->visualPicked(QStringLiteral("/robot/link[1]/visual[1]/geometry[1]/box[1]"));
        auto* tree = w.findChild<QTreeView*>();
        QCOMPARE(tree->currentIndex().data().toString().section(QLatin1Char(' '), 0, 0), QStringLiteral("link"));
        QCOMPARE(w.viewport()->robot()->selectedCount(), 1);
    }

    void showsProblems() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.urdf"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("<robot name='r'>\n  <link name='a'>\n  <joint name='j'/>\n</robot>\n");
        f.close();
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(path));
        auto* problems = w.findChild<ProblemsPanel*>();
        QCOMPARE(problems->topLevelItemCount(), w.diagnostics().size());
        // The XML error (and the URDF rules' word on the <joint> inside <link>).
        QTreeWidgetItem* xml = nullptr;
        for (int i = 0; i < problems->topLevelItemCount(); ++i)
            if (problems->topLevelItem(i)->text(1).startsWith(QLatin1String("XML-E"))) xml = problems->topLevelItem(i);
        QVERIFY(xml);
        // Activating a problem moves the source to its line.
        emit problems->itemActivated(xml, 0);
        auto* source = w.findChild<SourceView*>();
        QCOMPARE(source->textCursor().blockNumber() + 1, xml->text(2).section(QLatin1Char(':'), 1, 1).toInt());
        // The offending element carries a badge in the tree.
        auto* tree = w.findChild<QTreeView*>();
        const QModelIndex linkIndex = tree->model()->index(0, 0, tree->model()->index(0, 0));
        QVERIFY(!tree->model()->data(linkIndex, Qt::DecorationRole).isNull());
    }

    // A link's mesh is read off the GUI thread: the check first leaves the
    // link out, and when the mesh arrives the document is checked again and
    // the Problems panel shows the density (the PR2 base of the inertia
    // corpus, 0.1167 m³, weighing 1 kg).
    void meshArrivesInProblems() {
        const QString stl = test::corpusDir() + QStringLiteral("/inertia/meshes/pr2_base_L.stl");
        KINEDIT_REQUIRE_SHARED(stl);
        QTemporaryDir dir;
        const QString path =
            test::writeFile(dir.path(), QStringLiteral("light.urdf"),
                            "<robot name='r'>\n<link name='base'/>\n<link name='a'>\n  <inertial>\n    <mass value='1'/>\n"
                            "    <inertia ixx='1' ixy='0' ixz='0' iyy='1' iyz='0' izz='1'/>\n  </inertial>\n"
                            "  <collision><geometry><mesh filename='file://" +
                                stl.toUtf8() +
                                "'/></geometry></collision>\n</link>\n"
                                "<joint name='j' type='continuous'><parent link='base'/><child link='a'/></joint>\n</robot>\n");
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(path));
        auto* problems = w.findChild<ProblemsPanel*>();
        const auto density = [problems]() -> QTreeWidgetItem* {
            for (int i = 0; i < problems->topLevelItemCount(); ++i)
                if (problems->topLevelItem(i)->text(1) == QLatin1String("PHYS-W007")) return problems->topLevelItem(i);
            return nullptr;
        };
        QVERIFY(!density());  // the mesh is being read
        QTRY_VERIFY_WITH_TIMEOUT(density(), 30000);
        QVERIFY2(density()->text(0).startsWith(QStringLiteral("'a' weighs 1 kg in 0.1167 m³ of collision geometry")),
                 qPrintable(density()->text(0)));
        QCOMPARE(density()->text(2), QStringLiteral("light.urdf:5:5"));
    }

    void refusesUnreadable() {
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(!w.openFile(QStringLiteral("/dev/zero")));
        QVERIFY(!w.document());
    }

    // The tree follows edits made through the document.
    void treeFollowsEdits() {
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.openFile(QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf")));
        auto* tree = w.findChild<QTreeView*>();
        XmlElement* robot = w.document()->root();
        w.document()->takeNode(robot, robot->firstChildElement(u"bracket")->indexInParent());
        QCOMPARE(tree->model()->rowCount(tree->model()->index(0, 0)), 6);
        w.document()->setAttribute(robot->firstChildElement(u"actuator"), QStringLiteral("tag"), QStringLiteral("J0"));
        QVERIFY(tree->model()->data(tree->model()->index(0, 0, tree->model()->index(0, 0))).toString().contains(QLatin1String("J0")));
    }

    // kinedit --screenshot OUT FILE writes a picture of the window and exits 0.
    void screenshotCommand() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("shot.png"));
        QProcess p;
        p.start(QStringLiteral(KINEDIT_GUI_PATH),
                {QStringLiteral("--screenshot"), out, QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        QImage shot(out);
        QVERIFY(!shot.isNull());
        QVERIFY(shot.width() >= 800 && shot.height() >= 500);
        // Not blank: many distinct colours.
        QSet<QRgb> colours;
        for (int y = 0; y < shot.height(); y += 7)
            for (int x = 0; x < shot.width(); x += 7) colours.insert(shot.pixel(x, y));
        QVERIFY(colours.size() > 20);
        // Refused input: exit 1, no file.
        QProcess q;
        q.start(QStringLiteral(KINEDIT_GUI_PATH),
                {QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("x.png")), QStringLiteral("/dev/zero")});
        QVERIFY(q.waitForFinished(60000));
        QCOMPARE(q.exitCode(), 1);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("x.png"))));
    }

    // kinedit --version and --help print and exit 0, every time: they end
    // in exit() from the command-line parser, with no QApplication
    // destructor to wait for work started on worker threads (a shader
    // compile started before the parser crashed one exit in eight).
    void versionAndHelpExitCleanly() {
        for (int i = 0; i < 15; ++i) {
            for (const QString& option : {QStringLiteral("--version"), QStringLiteral("--help")}) {
                QProcess p;
                p.start(QStringLiteral(KINEDIT_GUI_PATH), {option});
                QVERIFY(p.waitForFinished(30000));
                QVERIFY2(
                    p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0,
                    qPrintable(
                        QStringLiteral("%1, run %2: exit status %3, code %4").arg(option).arg(i).arg(p.exitStatus()).arg(p.exitCode())));
                const QString out = QString::fromUtf8(p.readAllStandardOutput());
                QVERIFY2(out.contains(option == QLatin1String("--version") ? QStringLiteral("Kinedit ") : QStringLiteral("--first-frame")),
                         qPrintable(out));
            }
        }
    }

    // kinedit --first-frame FILE prints the ms to the view's first frame
    // with the robot, then to the first with its meshes (read on worker
    // threads: the same frame or a later one), and exits 0.
    void firstFrameCommand() {
        QTemporaryDir dir;
        QFile stl(dir.filePath(QStringLiteral("cube.stl")));
        QVERIFY(stl.open(QIODevice::WriteOnly) && stl.write(kinedit::test::cubeStl()) > 0);
        stl.close();
        QFile urdf(dir.filePath(QStringLiteral("cube.urdf")));
        QVERIFY(urdf.open(QIODevice::WriteOnly));
        urdf.write(R"(<robot name="r"><link name="a"><visual><geometry><mesh filename="cube.stl"/></geometry></visual></link></robot>)");
        urdf.close();
        for (const QString& file : {urdf.fileName(), QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf")}) {
            QProcess p;
            p.start(QStringLiteral(KINEDIT_GUI_PATH), {QStringLiteral("--first-frame"), file});
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitCode(), 0);
            const QString out = QString::fromUtf8(p.readAllStandardOutput());
            const QRegularExpressionMatch first =
                QRegularExpression(QStringLiteral("^(\\d+) ms, peak memory [0-9.]+ MiB$"), QRegularExpression::MultilineOption).match(out);
            const QRegularExpressionMatch meshes =
                QRegularExpression(QStringLiteral("^with its meshes: (\\d+) ms")).match(out.section(u'\n', 1));
            QVERIFY2(first.hasMatch() && meshes.hasMatch(), qPrintable(out));
            QVERIFY2(meshes.captured(1).toInt() >= first.captured(1).toInt(), qPrintable(out));
        }
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
