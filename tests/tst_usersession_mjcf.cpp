// The window with an MJCF robot, used as a person uses it: the
// file's keyframes are offered beside the saved poses and move the robot; a
// mistake typed into the source is shown at its line and column, in
// MuJoCo's terms, and undone with Ctrl+Z; a composite's skin follows its
// bodies, and a tendon its sites; a body weighed from its mesh shows the
// inertia MuJoCo gives it.
// Keys and clicks only.
#include "TestSupport.h"
#include "UserSession.h"
#include "AttributeForm.h"
#include "JointPanel.h"
#include "formats/FormatRegistry.h"
#include "kinematics/Model.h"
#include "kinematics/Tendon.h"

#include <QAction>
#include <QDir>

#include <QAbstractItemView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QStatusBar>
#include <QFileDialog>
#include <QTimer>
#include <QTemporaryDir>

using namespace kinedit;
using namespace kinedit::test;

namespace {

const QString kArm = QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/mjcf/arm");

// The arm and its included gripper, copied where the test may change them.
QString copyArm(const QTemporaryDir& dir) {
    QDir().mkpath(dir.filePath(QStringLiteral("parts")));
    for (const char* name : {"arm.xml", "parts/gripper.xml"}) {
        const QString to = dir.filePath(QLatin1String(name));
        QFile::copy(kArm + QLatin1Char('/') + QLatin1String(name), to);
        QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner);
    }
    return dir.filePath(QStringLiteral("arm.xml"));
}

// A 3 × 3 grid with a magenta skin, pinned but for the corner B2_2 (its
// three slides are the only joints): the sheet spans x and y -0.3 to 0.1.
const QByteArray kSkinnedGrid = R"(<mujoco model="skinned grid">
  <worldbody>
    <composite type="grid" count="3 3 1" spacing="0.2">
      <skin rgba=".9 .1 .8 1"/>
      <pin coord="0 0"/> <pin coord="0 1"/> <pin coord="0 2"/> <pin coord="1 0"/>
      <pin coord="1 1"/> <pin coord="1 2"/> <pin coord="2 0"/> <pin coord="2 1"/>
      <geom size=".01"/>
    </composite>
  </worldbody>
</mujoco>
)";

// Whether the view shows the skin's magenta at a point of the scene (any of
// the 3 × 3 pixels there).
bool magentaAt(Viewport* v, const QImage& frame, const QVector3D& p) {
    return colourAt(v, frame, p, 1,
                    [](const QColor& c) { return c.red() > 120 && c.blue() > 100 && c.green() + 60 < std::min(c.red(), c.blue()); });
}

// A magenta tendon from a site at the origin to one 0.4 m along x on an
// arm that swings about z.
const QByteArray kTendon = R"(<mujoco model="tendon">
  <worldbody>
    <site name="a" pos="0 0 0"/>
    <body name="arm">
      <joint name="swing" type="hinge" axis="0 0 1"/>
      <site name="b" pos=".4 0 0"/>
    </body>
  </worldbody>
  <tendon>
    <spatial name="t" width=".01" rgba=".9 .1 .8 1"><site site="a"/><site site="b"/></spatial>
  </tendon>
</mujoco>
)";

// A bar 0.1 × 0.6 × 0.1 m along y, and a body in global coordinates
// framed by it alone (no pos, no <inertial>): MuJoCo weighs the mesh and
// puts the body at its centre, (0.4, 0, 0.5). The geom is in group 3 and
// collides with nothing, so only the inertia box is drawn; two sites
// beyond its ends frame the view around it.
const QByteArray kBar =
    "v -0.05 -0.3 -0.05\nv 0.05 -0.3 -0.05\nv 0.05 0.3 -0.05\nv -0.05 0.3 -0.05\n"
    "v -0.05 -0.3 0.05\nv 0.05 -0.3 0.05\nv 0.05 0.3 0.05\nv -0.05 0.3 0.05\n"
    "f 1 4 3\nf 1 3 2\nf 5 6 7\nf 5 7 8\nf 1 2 6\nf 1 6 5\n"
    "f 2 3 7\nf 2 7 6\nf 3 4 8\nf 3 8 7\nf 4 1 5\nf 4 5 8\n";
const QByteArray kBarBody = R"(<mujoco model="bar">
  <compiler coordinate="global"/>
  <asset><mesh name="bar" file="bar.obj"/></asset>
  <worldbody>
    <body name="bar_body">
      <joint name="spin" type="hinge" pos=".4 0 .5" axis="0 0 1"/>
      <geom type="mesh" mesh="bar" pos=".4 0 .5" group="3" contype="0" conaffinity="0"/>
      <site name="end1" pos=".4 .6 .5"/> <site name="end2" pos=".4 -.6 .5"/>
    </body>
  </worldbody>
</mujoco>
)";

const Diagnostic* firstError(const MainWindow& w) {
    for (const Diagnostic& d : w.diagnostics())
        if (d.severity == Severity::Error) return &d;
    return nullptr;
}

}  // namespace

class TestUserSessionMjcf : public QObject {
    Q_OBJECT
private slots:
    void init() { freshSettings(); }

    // <key name="reach"> is in the pose list as "reach (in the file)": a
    // click on it sets the joints to the key's qpos (radians in the file,
    // shown in degrees) and the robot moves.
    void aKeyframeIsOfferedAsAPose() {
        QTemporaryDir dir;
        Session s(copyArm(dir), {1440, 900}, true);
        QVERIFY2(!hasErrors(s.w.diagnostics()), qPrintable(firstError(s.w) ? firstError(s.w)->toText() : QString()));
        QTRY_VERIFY(s.w.model() != nullptr);
        const QImage before = settledFrame(s.view());
        QComboBox* poses = nullptr;
        for (QComboBox* box : s.w.jointPanel()->findChildren<QComboBox*>())
            if (box->findText(QStringLiteral("reach (in the file)")) >= 0) poses = box;
        QVERIFY(poses);
        QTest::mouseClick(poses, Qt::LeftButton);
        QTRY_VERIFY(poses->view()->isVisible());
        QTest::qWait(QApplication::doubleClickInterval() + 100);  // a popup takes no click that quick
        const QModelIndex reach = poses->model()->index(poses->findText(QStringLiteral("reach (in the file)")), 0);
        QTest::mouseClick(poses->view()->viewport(), Qt::LeftButton, {}, poses->view()->visualRect(reach).center());
        QTRY_COMPARE(poses->currentText(), QStringLiteral("reach (in the file)"));
        QStringList shown;
        for (QDoubleSpinBox* spin : s.w.jointPanel()->findChildren<QDoubleSpinBox*>()) shown << spin->text();
        QVERIFY2(shown.contains(QStringLiteral("30.000 °")) && shown.contains(QStringLiteral("-60.000 °")) &&
                     shown.contains(QStringLiteral("0.020 m")),
                 qPrintable(shown.join(QStringLiteral(", "))));
        const QImage after = settledFrame(s.view(), QStringLiteral("usersession-mjcf-keyframe.png"));
        QVERIFY(changedPixels(before, after) > 500);
    }

    // A composite's skin is drawn over its bodies and follows them: the
    // corner body moved by typing into its slider's box pulls the sheet
    // off a point it covered; View ▸ Visual Geometry (Alt+V, V) hides it.
    void aCompositeSkinFollowsItsBodies() {
        QTemporaryDir dir;
        Session s(writeFile(dir.path(), QStringLiteral("skinned.xml"), kSkinnedGrid), {1440, 900}, true);
        QTRY_VERIFY(s.w.model() != nullptr);
        QCOMPARE(int(s.w.model()->skins().size()), 1);
        Viewport* v = s.view();
        QTest::keyClick(&s.w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);  // frame axes off: only the skin
        QTest::keyClick(&s.w, Qt::Key_3, Qt::ControlModifier);                      // top view
        const QVector3D covered(0.05f, 0.05f, 0), far(-0.2f, -0.2f, 0);
        const QImage flat = settledFrame(v, QStringLiteral("usersession-mjcf-skin-flat.png"));
        QVERIFY(!flat.isNull());
        QVERIFY(magentaAt(v, flat, covered));
        QVERIFY(magentaAt(v, flat, far));

        // x of B2_2 from 0.1 to -0.25: the square it closes folds away from
        // (0.05, 0.05); the rest of the sheet stays.
        const QList<QDoubleSpinBox*> boxes = s.w.jointPanel()->findChildren<QDoubleSpinBox*>();
        QCOMPARE(boxes.size(), 3);
        QDoubleSpinBox* x = boxes.front();
        QTest::mouseClick(x, Qt::LeftButton, {}, QPoint(x->width() / 3, x->height() / 2));
        QTest::keyClick(x, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(x, QStringLiteral("-0.35"));
        QTest::keyClick(x, Qt::Key_Return);
        QTRY_COMPARE(s.w.jointPanel()->configuration()[0], -0.35);
        const QImage pulled = settledFrame(v, QStringLiteral("usersession-mjcf-skin-pulled.png"));
        QVERIFY(!magentaAt(v, pulled, covered));
        QVERIFY(magentaAt(v, pulled, far));

        QVERIFY(useMenu(&s.w, Qt::Key_V, Qt::Key_V));
        const QImage hidden = settledFrame(v, QStringLiteral("usersession-mjcf-skin-hidden.png"));
        QVERIFY(!magentaAt(v, hidden, far));
    }

    void aTendonFollowsItsSites() {
        // Drawn from site to site; 90 typed into the arm's joint swings its
        // end from x to y; View > Visual Geometry hides it.
        QTemporaryDir dir;
        Session s(writeFile(dir.path(), QStringLiteral("tendon.xml"), kTendon), {1440, 900}, true);
        QTRY_VERIFY(s.w.model() != nullptr);
        QCOMPARE(int(s.w.model()->tendons().size()), 1);
        Viewport* v = s.view();
        QTest::keyClick(&s.w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);  // frame axes off: only the tendon
        QTest::keyClick(&s.w, Qt::Key_3, Qt::ControlModifier);                      // top view
        const QVector3D alongX(0.2f, 0, 0), alongY(0, 0.2f, 0);
        const QImage straight = settledFrame(v, QStringLiteral("usersession-mjcf-tendon.png"));
        QVERIFY(!straight.isNull());
        QVERIFY(magentaAt(v, straight, alongX));
        QVERIFY(!magentaAt(v, straight, alongY));

        const QList<QDoubleSpinBox*> boxes = s.w.jointPanel()->findChildren<QDoubleSpinBox*>();
        QCOMPARE(boxes.size(), 1);
        QDoubleSpinBox* swing = boxes.front();
        QTest::mouseClick(swing, Qt::LeftButton, {}, QPoint(swing->width() / 3, swing->height() / 2));
        QTest::keyClick(swing, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(swing, QStringLiteral("90"));
        QTest::keyClick(swing, Qt::Key_Return);
        QTRY_VERIFY(std::abs(s.w.jointPanel()->configuration()[0] - M_PI / 2) < 1e-9);
        const QImage swung = settledFrame(v, QStringLiteral("usersession-mjcf-tendon-swung.png"));
        QVERIFY(!magentaAt(v, swung, alongX));
        QVERIFY(magentaAt(v, swung, alongY));

        QVERIFY(useMenu(&s.w, Qt::Key_V, Qt::Key_V));
        const QImage hidden = settledFrame(v, QStringLiteral("usersession-mjcf-tendon-hidden.png"));
        QVERIFY(!magentaAt(v, hidden, alongY));
        QVERIFY(useMenu(&s.w, Qt::Key_V, Qt::Key_V));
        QTest::keyClick(&s.w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
    }

    void aBodyWeighedFromItsMeshShowsItsInertia() {
        // Once the window has read the mesh, the body has MuJoCo's mass
        // (no note that its mesh adds none, no warning that it is not
        // placed); View ▸ Inertia Boxes draws its box along the bar's y.
        QTemporaryDir dir;
        QVERIFY(!writeFile(dir.path(), QStringLiteral("bar.obj"), kBar).isEmpty());
        Session s(writeFile(dir.path(), QStringLiteral("bar.xml"), kBarBody), {1440, 900}, true);  // in place, beside its mesh
        auto unweighed = [&] {
            for (const Diagnostic& d : s.w.diagnostics())
                if (d.code == QLatin1String("MJCF-N001") || d.code == QLatin1String("MJCF-W001")) return true;
            return false;
        };
        QTRY_VERIFY(s.w.model() && !unweighed());
        for (const Diagnostic& d : s.w.diagnostics()) QFAIL(qPrintable(d.toText()));
        Viewport* v = s.view();
        QTest::keyClick(&s.w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);  // frame axes off: only the box is coloured
        QTest::keyClick(&s.w, Qt::Key_3, Qt::ControlModifier);                      // top view
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("bar_body")));
        QVERIFY(useMenu(&s.w, Qt::Key_V, Qt::Key_X));  // View ▸ Inertia Boxes
        const QImage on = settledFrame(v, QStringLiteral("usersession-mjcf-mesh-inertia.png"));
        QVERIFY(!on.isNull());
        QVERIFY(amberAt(v, on, QVector3D(0.4f, 0.25f, 0.5f)));
        QVERIFY(amberAt(v, on, QVector3D(0.4f, -0.25f, 0.5f)));
        QVERIFY(!amberAt(v, on, QVector3D(0.65f, 0, 0.5f)));  // not along x
        QVERIFY(!amberAt(v, on, QVector3D(0, 0, 0.5f)));      // nor at the origin
        QTest::keyClick(&s.w, Qt::Key_I, Qt::ControlModifier | Qt::ShiftModifier);
        QTest::keyClick(&s.w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
    }

    // The user types URDF's word for a hinge into the default class: the
    // problem is shown at the value, in MuJoCo's terms, while the text and
    // the cursor stay as typed; Ctrl+Z brings the file back.
    void aMistakeTypedInTheSourceIsShownAtItsLine() {
        QTemporaryDir dir;
        Session s(copyArm(dir), {1440, 900}, true);
        SourceView* source = s.w.sourceView();
        const QString original = source->toPlainText();
        QVERIFY(clickSourceAt(source, QStringLiteral("type=\"hinge\""), 11));  // after "hinge"
        for (int i = 0; i < 5; ++i) QTest::keyClick(source, Qt::Key_Backspace);
        typeKeys(source, QStringLiteral("revolute"));
        QTRY_VERIFY(firstError(s.w) != nullptr);  // read again after the pause
        QCOMPARE(source->toPlainText(), QString(original).replace(QStringLiteral("type=\"hinge\""), QStringLiteral("type=\"revolute\"")));
        const Diagnostic* e = firstError(s.w);
        QCOMPARE(e->code, QStringLiteral("MJCF-E004"));
        QCOMPARE(e->line, 7);
        QCOMPARE(e->column, 20);  // the value's first character
        QVERIFY2(e->message.contains(QLatin1String("revolute")) && e->message.contains(QLatin1String("hinge")), qPrintable(e->message));
        for (int i = 0; i < 20 && source->toPlainText() != original; ++i) {
            QTest::keyClick(source, Qt::Key_Z, Qt::ControlModifier);
            QTest::qWait(50);
        }
        QCOMPARE(source->toPlainText(), original);
        QTRY_VERIFY(!hasErrors(s.w.diagnostics()));
        QTRY_VERIFY(s.w.model() != nullptr);
    }

    // File ▸ Export to Another Format, a name ending in .xml: the URDF
    // gripper is written as MJCF, which Kinedit's MJCF reader takes without
    // a problem, the gripper's joints and links in it.
    void exportToMjcfFromTheFileMenu() {
        Session s(QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/parallel-gripper.urdf"));
        const QString target = s.dir.filePath(QStringLiteral("gripper.xml"));
        const ModalAnswer typing = typeIntoFileDialogSoon(target);
        QVERIFY(useMenu(&s.w, Qt::Key_F, Qt::Key_F));
        QTRY_VERIFY(QFileInfo::exists(target));
        Diagnostics d;
        auto doc = XmlDocument::load(target, &d);
        QVERIFY(doc && doc->root() && doc->root()->name() == QLatin1String("mujoco"));
        const Format* mjcf = FormatRegistry::instance().detect(*doc, target);
        QVERIFY(mjcf && mjcf->id() == QLatin1String("mjcf"));
        const auto model = mjcf->compile(*doc, d);
        QVERIFY2(model && !hasErrors(d), qPrintable(d.isEmpty() ? QString() : d.front().toText()));
        QCOMPARE(model->nq(), s.w.model()->nq());
        for (const kin::Joint& j : s.w.model()->joints()) QVERIFY2(model->jointIndex(j.name) >= 0, j.name.c_str());
    }

    // File ▸ Export to Another Format of an MJCF arm with tendons, to a
    // .xml: the export holds the tendons, and the status bar says their
    // lengths were checked with the frames (three tendons, at the two
    // configurations the check compares).
    void exportToMjcfKeepsTheTendons() {
        Session s(QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/mjcf/tendons.xml"));
        const QString target = s.dir.filePath(QStringLiteral("arm.xml"));
        const ModalAnswer typing = typeIntoFileDialogSoon(target);
        QVERIFY(useMenu(&s.w, Qt::Key_F, Qt::Key_F));
        QTRY_VERIFY(QFileInfo::exists(target));
        QVERIFY2(s.w.statusBar()->currentMessage().contains(QLatin1String(", 6 tendon length(s)")),
                 qPrintable(s.w.statusBar()->currentMessage()));
        Diagnostics d;
        auto doc = XmlDocument::load(target, &d);
        QVERIFY(doc);
        const auto model = FormatRegistry::instance().byId(u"mjcf")->compile(*doc, d);
        QVERIFY2(model && !hasErrors(d), qPrintable(d.isEmpty() ? QString() : d.front().toText()));
        QCOMPARE(int(model->tendons().size()), 3);
        QCOMPARE(model->tendons()[1].name, std::string("pulley_pair"));
    }

    // File ▸ Export to Another Format of an MJCF scene that includes its
    // robot: the report lists what is not carried from both files (the
    // scene's light, the robot's textures), each with its file's name.
    void exportReportListsIncludedFiles() {
        QTemporaryDir dir;
        writeFile(dir.path(), QStringLiteral("robot.xml"),
                  "<mujoco model=\"robot\">\n  <asset><texture name=\"grid\" type=\"2d\" builtin=\"checker\" width=\"8\" height=\"8\"/>\n"
                  "    <material name=\"m\" texture=\"grid\"/></asset>\n"
                  "  <worldbody><body name=\"b\" pos=\"0 0 0.5\"><joint name=\"j\" axis=\"0 1 0\"/>\n"
                  "    <geom type=\"box\" size=\"0.1 0.1 0.1\" material=\"m\"/></body></worldbody>\n</mujoco>\n");
        const QString scene = writeFile(dir.path(), QStringLiteral("scene.xml"),
                                        "<mujoco model=\"scene\">\n  <include file=\"robot.xml\"/>\n"
                                        "  <worldbody><light pos=\"0 0 3\"/></worldbody>\n</mujoco>\n");
        Session s(scene, {1440, 900}, true);
        const QString target = dir.filePath(QStringLiteral("out.urdf"));
        const ModalAnswer typing = typeIntoFileDialogSoon(target);
        QVERIFY(useMenu(&s.w, Qt::Key_F, Qt::Key_F));
        QTRY_VERIFY(QFileInfo::exists(target));
        const auto said = std::find_if(s.w.lastExport().begin(), s.w.lastExport().end(),
                                       [](const Diagnostic& d) { return d.message.contains(QLatin1String("not exported")); });
        QVERIFY(said != s.w.lastExport().end());
        QVERIFY2(said->message.contains(QLatin1String("1 <light> in scene.xml")) &&
                     said->message.contains(QLatin1String("1 <texture> in robot.xml")),
                 qPrintable(said->message));
    }

    // File ▸ Copy Meshes on Export (Alt+F, M), then File ▸ Export to
    // Another Format to a .xml: the Panda's COLLADA meshes, which MuJoCo
    // cannot read, are beside the export as binary STLs, one per colour;
    // the export's report says so; the export opens in Kinedit without a
    // problem, drawn with those meshes in the Panda's white and black.
    void exportToMjcfConvertsTheColladaMeshes() {
        const QString panda = corpusDir() + QStringLiteral("/urdf/example-robot-data/robots/panda_description/urdf/panda.urdf");
        KINEDIT_REQUIRE_SHARED(panda);
        Session s(panda, {1440, 900}, true);
        QVERIFY(useMenu(&s.w, Qt::Key_F, Qt::Key_M));
        QAction* copy = nullptr;
        for (QAction* a : s.w.findChildren<QAction*>())
            if (a->text() == MainWindow::tr("Copy &Meshes on Export")) copy = a;
        QVERIFY(copy);
        QTRY_VERIFY(copy->isChecked());
        const QString target = s.dir.filePath(QStringLiteral("panda.xml"));
        const ModalAnswer typing = typeIntoFileDialogSoon(target);
        QVERIFY(useMenu(&s.w, Qt::Key_F, Qt::Key_F));
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(target), 20000);
        const QStringList stls = QDir(s.dir.filePath(QStringLiteral("meshes"))).entryList({QStringLiteral("link0_*.stl")});
        QVERIFY2(stls.size() >= 2, qPrintable(stls.join(QLatin1Char(' '))));
        QVERIFY(std::any_of(s.w.lastExport().begin(), s.w.lastExport().end(),
                            [](const Diagnostic& d) { return d.code == QLatin1String("EXP-N001"); }));
        Session exported(target, {1000, 800}, true);
        QVERIFY(!firstError(exported.w));
        int meshes = 0;
        QSet<QRgb> colours;
        for (const kin::Visual& v : exported.w.model()->visuals()) {
            if (v.kind != kin::ShapeKind::Mesh || v.collision) continue;
            ++meshes;
            QVERIFY2(QString::fromStdString(v.mesh).endsWith(QLatin1String(".stl")), v.mesh.c_str());
            colours.insert(QColor::fromRgbF(float(v.rgba[0]), float(v.rgba[1]), float(v.rgba[2])).rgb());
        }
        QVERIFY2(meshes > 20 && colours.size() >= 2, qPrintable(QStringLiteral("%1 meshes, %2 colours").arg(meshes).arg(colours.size())));
    }

    // The form of a joint shows what its default class gives it (the
    // childclass of its body), where the attribute is not written.
    void theFormShowsWhatTheDefaultClassGives() {
        QTemporaryDir dir;
        Session s(copyArm(dir), {1440, 900}, true);
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("shoulder")));
        QTRY_VERIFY(s.w.attributeForm()->element() != nullptr);
        QCOMPARE(s.w.attributeForm()->element()->attribute(u"name"), QStringLiteral("shoulder"));
        auto* range = lineOf(s.w.attributeForm()->field(QStringLiteral("range")));
        QVERIFY(range);
        QCOMPARE(range->text(), QString());
        QCOMPARE(range->placeholderText(), QStringLiteral("-120 120"));
        QCOMPARE(lineOf(s.w.attributeForm()->field(QStringLiteral("axis")))->placeholderText(), QStringLiteral("0 1 0"));
        auto* type = qobject_cast<QComboBox*>(s.w.attributeForm()->field(QStringLiteral("type")));
        QVERIFY(type);
        QCOMPARE(type->itemText(0), QStringLiteral("(default: hinge)"));
    }

    // A mistake in the included file is shown in that file, at its line.
    void aMistakeInTheIncludedFileIsShownThere() {
        QTemporaryDir dir;
        const QString arm = copyArm(dir);
        QFile gripper(dir.filePath(QStringLiteral("parts/gripper.xml")));
        QVERIFY(gripper.open(QIODevice::ReadOnly));
        const QByteArray text = gripper.readAll().replace("type=\"box\"", "type=\"cube\"");
        gripper.close();
        QVERIFY(gripper.open(QIODevice::WriteOnly | QIODevice::Truncate));
        gripper.write(text);
        gripper.close();
        Session s(arm, {1440, 900}, true);
        QTRY_VERIFY(firstError(s.w) != nullptr);
        const Diagnostic* e = firstError(s.w);
        QCOMPARE(e->code, QStringLiteral("MJCF-E004"));
        QVERIFY2(e->file.endsWith(QLatin1String("parts/gripper.xml")), qPrintable(e->toText()));
        QCOMPARE(e->line, 6);
    }
};

QTEST_MAIN(TestUserSessionMjcf)
#include "tst_usersession_mjcf.moc"
