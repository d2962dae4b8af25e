// The window used as a person uses it, in the 3D view: the mouse camera,
// the camera kept across edits, frame names, a Gazebo world, the layout at
// small sizes, and the first minutes with a real robot (open, select, edit,
// save, sliders, IK, every View option, export, New from Template). Keys,
// clicks and drags only; checks of the pixels, the text and the file.
#include "TestSupport.h"
#include "UserSession.h"
#include "EdgePixels.h"

#include "AttributeForm.h"
#include "FormulaField.h"
#include "IkDragHandle.h"
#include "JointPanel.h"
#include "RobotScene.h"
#include "kinematics/Data.h"
#include "kinematics/Model.h"
#include "xml/XmlDocument.h"

#include <QComboBox>
#include <cmath>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QWheelEvent>

using namespace kinedit;
using namespace kinedit::test;

namespace {
const QString kArm = QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf");
const QColor kSky(236, 238, 241);

struct CameraState {
    QVector3D eye, centre;
    bool operator==(const CameraState& o) const { return (eye - o.eye).length() < 1e-5f && (centre - o.centre).length() < 1e-5f; }
};
CameraState cameraState(Viewport* v) { return {cameraOf(v)->position(), cameraOf(v)->viewCenter()}; }

// Share of a frame's pixels that are not the sky or the grid's grey lines.
double shownShare(const QImage& frame) {
    if (frame.isNull()) return 0;
    qint64 shown = 0;
    for (int y = 0; y < frame.height(); ++y)
        for (int x = 0; x < frame.width(); ++x) {
            const QColor c = frame.pixelColor(x, y);
            const bool grey = std::abs(c.red() - c.green()) < 12 && std::abs(c.green() - c.blue()) < 12 && c.lightness() > 150;
            if (!grey) ++shown;
        }
    return double(shown) / (double(frame.width()) * frame.height());
}

// Share of a frame's pixels that stand out (lightness 20 or more apart)
// from its most common colour: the sky, or a ground plane that fills it.
double standOutShare(const QImage& frame) {
    if (frame.isNull()) return 0;
    QHash<QRgb, int> counts;
    for (int y = 0; y < frame.height(); ++y)
        for (int x = 0; x < frame.width(); ++x) ++counts[frame.pixel(x, y)];
    QRgb common = 0;
    int most = 0;
    for (auto it = counts.begin(); it != counts.end(); ++it)
        if (it.value() > most) most = it.value(), common = it.key();
    const int base = QColor(common).lightness();
    qint64 out = 0;
    for (int y = 0; y < frame.height(); ++y)
        for (int x = 0; x < frame.width(); ++x)
            if (std::abs(frame.pixelColor(x, y).lightness() - base) >= 20) ++out;
    return double(out) / (double(frame.width()) * frame.height());
}

// Clicks a form field and selects its text; returns the text.
QString lineOfFormField(AttributeForm* form, const QString& key) {
    QLineEdit* line = lineOf(form->field(key));
    if (!line) return {};
    QTest::mouseClick(line, Qt::LeftButton);
    QTest::keyClick(line, Qt::Key_A, Qt::ControlModifier);
    return line->text();
}

// A seven-joint arm of boxes, for the joint panel's layout.
QByteArray sevenJointArm() {
    QByteArray t = "<robot name=\"seven\">\n  <link name=\"l0\"><visual><geometry><box size=\"0.1 0.1 0.1\"/></geometry></visual></link>\n";
    for (int i = 1; i <= 7; ++i) {
        t += QStringLiteral(
                 "  <link name=\"l%1\"><visual><origin xyz=\"0 0 0.05\"/><geometry><box size=\"0.05 0.05 "
                 "0.1\"/></geometry></visual></link>\n"
                 "  <joint name=\"joint_%1\" type=\"revolute\"><parent link=\"l%2\"/><child link=\"l%1\"/><origin xyz=\"0 0 0.1\"/>"
                 "<axis xyz=\"0 %3 %4\"/><limit lower=\"-2\" upper=\"2\" effort=\"1\" velocity=\"1\"/></joint>\n")
                 .arg(i)
                 .arg(i - 1)
                 .arg(i % 2)
                 .arg(1 - i % 2)
                 .toUtf8();
    }
    return t + "</robot>\n";
}
}  // namespace

class TestUserSessionView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { freshSettings(); }

    // A left drag orbits about the view centre at a fixed rate
    // per pixel; a right drag pans with the robot under the pointer; the
    // wheel zooms.
    void mouseCamera() {
        Session s(kArm);
        Viewport* v = s.view();
        const CameraState start = cameraState(v);
        const QPoint middle(v->renderWindow()->width() / 2, v->renderWindow()->height() / 2);
        dragIn(v, middle, middle + QPoint(40, 0), Qt::LeftButton);
        const CameraState orbited = cameraState(v);
        QVERIFY((orbited.centre - start.centre).length() < 1e-5f);  // orbits about the centre
        QVERIFY(std::abs((orbited.eye - orbited.centre).length() - (start.eye - start.centre).length()) < 1e-4f);
        const QVector3D a = start.eye - start.centre, b = orbited.eye - orbited.centre;
        const double turned =
            std::acos(std::clamp(double(QVector2D(a.x(), a.y()).normalized().x() * QVector2D(b.x(), b.y()).normalized().x() +
                                        QVector2D(a.x(), a.y()).normalized().y() * QVector2D(b.x(), b.y()).normalized().y()),
                                 -1.0, 1.0)) *
            180 / M_PI;
        // 40 pixels less the click tolerance, at 0.4 degrees a pixel.
        QVERIFY2(turned > 12 && turned < 17, qPrintable(QString::number(turned)));
        // The robot stays in view: the centre still projects into the middle.
        QVERIFY((projected(v, orbited.centre) - QPointF(middle)).manhattanLength() < 2);

        // Right drag: the point at the view centre follows the pointer.
        const QPointF before = projected(v, orbited.centre);
        dragIn(v, middle, middle + QPoint(60, 30), Qt::RightButton);
        const QPointF after = projected(v, orbited.centre);
        QVERIFY2(
            (after - before - QPointF(60 - 5, 30 - 0)).manhattanLength() < 8 || (after - before - QPointF(60, 30)).manhattanLength() < 8,
            qPrintable(QStringLiteral("moved %1, %2").arg(after.x() - before.x()).arg(after.y() - before.y())));
        // Middle drag pans too.
        const CameraState panned = cameraState(v);
        dragIn(v, middle, middle + QPoint(0, 40), Qt::MiddleButton);
        QVERIFY(!(cameraState(v) == panned));
        QVERIFY((cameraState(v).eye - cameraState(v).centre - (panned.eye - panned.centre)).length() < 1e-4f);

        // The wheel zooms toward the centre.
        const float distance = (cameraState(v).eye - cameraState(v).centre).length();
        QWheelEvent wheel(QPointF(middle), v->renderWindow()->mapToGlobal(QPointF(middle)), {}, QPoint(0, 120), Qt::NoButton, {},
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(v->renderWindow(), &wheel);
        QVERIFY((cameraState(v).eye - cameraState(v).centre).length() < distance * 0.9f);
    }

    // The camera stays where the user put it across edits in
    // the form and the source.
    void cameraStaysAfterEdits() {
        Session s(kArm);
        Viewport* v = s.view();
        const QPoint middle(v->renderWindow()->width() / 2, v->renderWindow()->height() / 2);
        dragIn(v, middle, middle + QPoint(80, 30), Qt::LeftButton);
        dragIn(v, middle, middle + QPoint(-30, 20), Qt::RightButton);
        const CameraState moved = cameraState(v);
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("link  X5")));
        QCOMPARE(lineOfFormField(s.w.attributeForm(), QStringLiteral("extension")), QStringLiteral("0.325"));
        typeKeys(QApplication::focusWidget(), QStringLiteral("0.4"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_VERIFY(s.text().contains(QLatin1String("extension=\"0.4\"")));
        QTest::qWait(200);
        QVERIFY(cameraState(v) == moved);
        // An edit in the source, too.
        QVERIFY(clickSourceAt(s.w.sourceView(), QStringLiteral("extension=\"0.25\""), 15));
        typeKeys(s.w.sourceView(), QStringLiteral("5"));
        QTRY_VERIFY(s.text().contains(QLatin1String("extension=\"0.255\"")));  // read again after the pause
        QVERIFY(cameraState(v) == moved);
        // Opening another file fits the view to it.
        QVERIFY(s.w.openFile(QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/parallel-gripper.urdf")));
        QVERIFY(!(cameraState(v) == moved));
    }

    // The camera is the user's after the first fit, even where the user
    // never moved it: a comment opened in the source (the document broken,
    // then a part of the robot commented out) and closed again leaves it
    // where it was.
    void cameraStaysWhenTheDocumentComesBack() {
        Session s(kArm);
        Viewport* v = s.view();
        QTest::qWait(300);
        settledFrame(v);
        const CameraState fitted = cameraState(v);
        // Open a comment before the tool (the document is broken), then
        // close it (the robot without its tool), then take it out again.
        QVERIFY(clickSourceAt(s.w.sourceView(), QStringLiteral("<end-effector"), 0));
        typeKeys(s.w.sourceView(), QStringLiteral("<!--"));
        QTest::qWait(kPastReparse);
        QVERIFY(clickSourceAt(s.w.sourceView(), QStringLiteral("</robot>"), 0));
        typeKeys(s.w.sourceView(), QStringLiteral("-->"));
        QTRY_VERIFY(s.w.model() && !hasErrors(s.w.diagnostics()));
        settledFrame(v);
        QVERIFY(cameraState(v) == fitted);
        for (int i = 0; i < 2; ++i) QTest::keyClick(s.w.sourceView(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(!s.w.sourceView()->toPlainText().contains(QLatin1String("<!--<end")));
        settledFrame(v);
        QVERIFY(cameraState(v) == fitted);
    }

    // View ▸ Frame Names switched on in a running window shows
    // readable names (dark text on light plates), also over the parts.
    void frameNamesAreReadable() {
        Session s(kArm);
        Viewport* v = s.view();
        const QImage off = settledFrame(v, QStringLiteral("usersession-names-off.png"));
        QVERIFY(!off.isNull());
        QVERIFY(useMenu(&s.w, Qt::Key_V, Qt::Key_N));
        QTRY_VERIFY(v->robot()->frameLabels().size() > 0);
        const QImage on = settledFrame(v, QStringLiteral("usersession-names-on.png"));
        QVERIFY(!on.isNull() && on.size() == off.size());
        int changed = 0, light = 0, dark = 0;
        for (int y = 0; y < on.height(); ++y)
            for (int x = 0; x < on.width(); ++x) {
                if (on.pixel(x, y) == off.pixel(x, y)) continue;
                ++changed;
                const int l = on.pixelColor(x, y).lightness();
                if (l > 190) ++light;
                if (l < 100) ++dark;
            }
        QVERIFY2(changed > 500, qPrintable(QString::number(changed)));
        // Plates, not bars: mostly light, with dark letters on them.
        QVERIFY2(light > changed / 3 && dark > changed / 50 && dark < changed / 2,
                 qPrintable(QStringLiteral("changed %1, light %2, dark %3").arg(changed).arg(light).arg(dark)));
        // Labels over the parts: somewhere a part's pixel became a plate's.
        int overParts = 0;
        for (int y = 0; y < on.height(); ++y)
            for (int x = 0; x < on.width(); ++x) {
                const QColor before = off.pixelColor(x, y);
                const bool part = std::abs(before.red() - kSky.red()) > 40 || std::abs(before.green() - kSky.green()) > 40;
                if (part && on.pixelColor(x, y).lightness() > 200) ++overParts;
            }
        QVERIFY2(overParts > 50, qPrintable(QString::number(overParts)));
    }

    // An ordinary Gazebo world, with a 100 m ground plane, shows
    // its models in the window and in kinedit-cli render.
    void gazeboWorldShows() {
        const QString world = corpusDir() + QStringLiteral("/sdf/sdf/box_plane_low_friction_test.world");
        KINEDIT_REQUIRE_SHARED(world);
        Session s(world);
        const QImage frame = settledFrame(s.view(), QStringLiteral("usersession-world.png"));
        QVERIFY(!frame.isNull());
        QVERIFY2(standOutShare(frame) > 0.02, qPrintable(QString::number(standOutShare(frame))));
        // The box's lit top stands out from the ground it stands on.
        const QPointF top = projected(s.view(), QVector3D(0, 0, 1.0f)) + QPointF(0, 6);
        const QPointF ground = projected(s.view(), QVector3D(-0.9f, -0.9f, 0));  // left of the box
        const QPointF scale(double(frame.width()) / s.view()->renderWindow()->width(),
                            double(frame.height()) / s.view()->renderWindow()->height());
        const QPoint topPixel(int(top.x() * scale.x()), int(top.y() * scale.y())),
            groundPixel(int(ground.x() * scale.x()), int(ground.y() * scale.y()));
        QVERIFY(frame.rect().contains(topPixel) && frame.rect().contains(groundPixel));
        const QColor topColour = frame.pixelColor(topPixel), groundColour = frame.pixelColor(groundPixel);
        QVERIFY2(std::abs(topColour.lightness() - groundColour.lightness()) > 30,
                 qPrintable(QStringLiteral("top %1, ground %2").arg(topColour.name(), groundColour.name())));
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("world.png"));
        QProcess cli;
        cli.start(QStringLiteral(KINEDIT_CLI_PATH), {QStringLiteral("render"), world, QStringLiteral("--out"), png});
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 0);
        const QImage rendered(png);
        rendered.save(keptPicture(QStringLiteral("usersession-world-cli.png")));
        QVERIFY2(standOutShare(rendered) > 0.02, qPrintable(QString::number(standOutShare(rendered))));
    }

    // At 900 x 600 the 3D view keeps a useful width, a 7-joint
    // arm's sliders all show, and the docks widen again with the window.
    void layoutAtSmallAndLargeSizes() {
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), QStringLiteral("seven.urdf"), sevenJointArm());
        Session s(path, QSize(900, 600));
        QTRY_VERIFY(s.view()->width() >= 900 * 35 / 100);
        QList<QSlider*> sliders = s.w.jointPanel()->findChildren<QSlider*>();
        QCOMPARE(sliders.size(), 7);
        // The form fits its narrow dock: no sideways scrolling, fields inside.
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("joint  joint_3")));
        QTRY_VERIFY(s.w.attributeForm()->field(QStringLiteral("type")));
        QVERIFY(s.w.attributeForm()->widget()->width() <= s.w.attributeForm()->viewport()->width());
        QVERIFY(!s.w.attributeForm()->horizontalScrollBar()->isVisible());
        s.w.resize(1440, 900);
        QTest::qWait(300);
        sliders = s.w.jointPanel()->findChildren<QSlider*>();
        auto* scroll = s.w.jointPanel()->findChild<QScrollArea*>();
        for (QSlider* slider : sliders) {
            const QRect inView(slider->mapTo(scroll->viewport(), QPoint(0, 0)), slider->size());
            QVERIFY2(scroll->viewport()->rect().contains(inView), "every joint's slider shows without scrolling");
        }
        // The form's dock is wide enough to read values.
        auto* attributes = s.w.findChild<QDockWidget*>(QStringLiteral("AttributesDock"));
        QVERIFY2(attributes->width() >= 300, qPrintable(QString::number(attributes->width())));
        QVERIFY(s.view()->width() >= 1440 * 35 / 100);
        // Another program changes the file: the bar over the 3D view with its
        // long message takes no width from the docks.
        const int formWidth = attributes->width();
        QFile file(s.path);
        QVERIFY(file.open(QIODevice::Append));
        file.write("<!-- changed by another program, with a comment long enough to make the message long -->\n");
        file.close();
        auto* reload = s.w.findChild<QPushButton*>(QStringLiteral("reloadButton"));
        QTRY_VERIFY(reload && reload->isVisible());
        QTest::qWait(200);
        QVERIFY2(attributes->width() >= formWidth - 2, qPrintable(QStringLiteral("%1 -> %2").arg(formWidth).arg(attributes->width())));
    }

    // The IK handle on Panda's hand frame (inside the hand's mesh) is drawn
    // over the mesh, keeps its size on screen as the wheel zooms, and a
    // drag that starts on it moves the hand.
    void ikHandleOverTheHand() {
        const QString panda = corpusDir() + QStringLiteral("/urdf/example-robot-data/robots/panda_description/urdf/panda.urdf");
        KINEDIT_REQUIRE_SHARED(panda);
        Session s(panda, {1440, 900}, true);
        Viewport* v = s.view();
        QVERIFY(!settledFrame(v).isNull());
        auto* box = s.w.jointPanel()->findChild<QComboBox*>();
        QVERIFY(box);
        QTest::mouseClick(box, Qt::LeftButton);
        QTRY_VERIFY(QApplication::activePopupWidget());
        const int hand = box->findText(QStringLiteral("panda_hand"));
        QVERIFY(hand > 0);
        for (int k = 0; k < hand - box->currentIndex(); ++k) QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_COMPARE(box->currentText(), QStringLiteral("panda_hand"));
        const int frame = v->dragFrame();
        QVERIFY(frame >= 0);
        auto centre = [&]() { return v->data()->oMf[size_t(frame)].translation(); };
        // A mesh lies between the camera and the handle's centre.
        const QVector3D eye = cameraOf(v)->position();
        const Eigen::Vector3f from = centre().cast<float>();
        QVERIFY(!v->robot()->pickAlong(from, Eigen::Vector3f(eye.x(), eye.y(), eye.z()) - from).isEmpty());
        auto orange = [](QColor c) { return c.red() > 180 && c.blue() < 80 && c.green() > 0.3 * c.red() && c.green() < 0.85 * c.red(); };
        auto orangeAround = [&](const QImage& image, QPointF at, int* all) {
            int near = 0;
            *all = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    if (orange(image.pixelColor(x, y))) {
                        ++*all;
                        near += std::hypot(x - at.x(), y - at.y()) <= IkDragHandle::kPixelRadius + 1;
                    }
            return near;
        };
        const double disc = M_PI * IkDragHandle::kPixelRadius * IkDragHandle::kPixelRadius;
        const QImage far = settledFrame(v, QStringLiteral("usersession-ik-handle-far.png"));
        int farAll = 0;
        const int farNear = orangeAround(far, v->dragHandle()->toWindow(centre()), &farAll);
        QVERIFY2(farNear > 0.75 * disc && farAll < 1.25 * disc,
                 qPrintable(QStringLiteral("%1 orange pixels on the handle, %2 in all").arg(farNear).arg(farAll)));
        // Zoomed in by the wheel: the hand grows on screen, the handle does not.
        const QPoint middle(v->renderWindow()->width() / 2, v->renderWindow()->height() / 2);
        const float before = (cameraOf(v)->position() - cameraOf(v)->viewCenter()).length();
        for (int k = 0; k < 3; ++k) {
            QWheelEvent wheel(QPointF(middle), v->renderWindow()->mapToGlobal(QPointF(middle)), {}, QPoint(0, 120), Qt::NoButton, {},
                              Qt::NoScrollPhase, false);
            QApplication::sendEvent(v->renderWindow(), &wheel);
            QTest::qWait(50);
        }
        QVERIFY((cameraOf(v)->position() - cameraOf(v)->viewCenter()).length() < 0.8f * before);
        const QImage close = settledFrame(v, QStringLiteral("usersession-ik-handle-close.png"));
        int closeAll = 0;
        const QPointF at = v->dragHandle()->toWindow(centre());
        const int closeNear = orangeAround(close, at, &closeAll);
        QVERIFY2(std::abs(closeNear - farNear) < 0.1 * disc && closeAll < 1.25 * disc,
                 qPrintable(
                     QStringLiteral("%1 orange pixels on the handle far, %2 close (%3 in all)").arg(farNear).arg(closeNear).arg(closeAll)));
        // A drag from the handle's edge moves the hand.
        const Eigen::Vector3d start = centre();
        const QPoint edge = (at + QPointF(IkDragHandle::kPixelRadius - 3, 0)).toPoint();
        dragIn(v, edge, edge + QPoint(60, 40), Qt::LeftButton);
        QVERIFY2((centre() - start).norm() > 0.01, qPrintable(QString::number((centre() - start).norm())));
    }

    // The first minutes with a real robot: open Panda, select, edit in the
    // form, save (only the edited bytes change), move a slider, drag with
    // IK, toggle every View option, export, New from Template.
    void firstMinutesWithPanda() {
        const QString panda = corpusDir() + QStringLiteral("/urdf/example-robot-data/robots/panda_description/urdf/panda.urdf");
        KINEDIT_REQUIRE_SHARED(panda);
        // A copy of the file in a package tree of its own, its meshes linked
        // (package://example-robot-data/robots/panda_description/meshes/...).
        QTemporaryDir package;
        const QString description = package.filePath(QStringLiteral("example-robot-data/robots/panda_description"));
        QVERIFY(QDir().mkpath(description + QStringLiteral("/urdf")));
        QVERIFY(QFile::link(QFileInfo(panda).absolutePath() + QStringLiteral("/../meshes"), description + QStringLiteral("/meshes")));
        const QString copy = description + QStringLiteral("/urdf/panda.urdf");
        QVERIFY(QFile::copy(panda, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        Session s(copy, {1440, 900}, true);
        const QByteArray original = readFile(s.path);
        Viewport* v = s.view();
        const QImage first = settledFrame(v, QStringLiteral("usersession-panda.png"));
        QVERIFY(shownShare(first) > 0.02);

        // Rename the robot in the form; Enter; Ctrl+S.
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("robot  panda")));
        QCOMPARE(lineOfFormField(s.w.attributeForm(), QStringLiteral("name")), QStringLiteral("panda"));
        typeKeys(QApplication::focusWidget(), QStringLiteral("arm"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_VERIFY(s.text().contains(QLatin1String("name=\"arm\"")));
        QTest::keyClick(&s.w, Qt::Key_S, Qt::ControlModifier);
        QByteArray expected = original;
        expected.replace(original.indexOf("name=\"panda\""), 12, "name=\"arm\"");
        QCOMPARE(readFile(s.path), expected);

        // A slider dragged with the mouse moves the arm.
        QSlider* slider = s.w.jointPanel()->findChildren<QSlider*>().value(1);
        QVERIFY(slider);
        const QImage beforeSlider = settledFrame(v);
        const QPoint handle(slider->width() / 2, slider->height() / 2);
        QTest::mousePress(slider, Qt::LeftButton, {}, handle);
        QMouseEvent move(QEvent::MouseMove, QPointF(handle + QPoint(slider->width() / 4, 0)),
                         slider->mapToGlobal(QPointF(handle + QPoint(slider->width() / 4, 0))), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(slider, &move);
        QTest::mouseRelease(slider, Qt::LeftButton, {}, handle + QPoint(slider->width() / 4, 0));
        QVERIFY(std::abs(s.w.jointPanel()->configuration()[1]) > 0.1);
        const QImage afterSlider = settledFrame(v, QStringLiteral("usersession-panda-slider.png"));
        QVERIFY(changedPixels(beforeSlider, afterSlider) > 500);

        // IK: choose the hand in "Drag with IK" by keyboard, drag its handle.
        auto* box = s.w.jointPanel()->findChild<QComboBox*>();
        QVERIFY(box);
        QTest::mouseClick(box, Qt::LeftButton);
        QTRY_VERIFY(QApplication::activePopupWidget());
        const int hand = box->findText(QStringLiteral("panda_hand"));
        QVERIFY(hand > 0);
        // The popup's list has the keyboard.
        for (int k = 0; k < hand - box->currentIndex(); ++k) QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_COMPARE(box->currentText(), QStringLiteral("panda_hand"));
        const Eigen::VectorXd beforeIk = s.w.jointPanel()->configuration();
        const int frame = v->dragFrame();
        QVERIFY(frame >= 0);
        const QPoint at = v->dragHandle()->toWindow(v->data()->oMf[size_t(frame)].translation()).toPoint();
        const int selected = v->robot()->selectedCount();
        QVERIFY(selected > 0);  // the robot, chosen in the tree to rename it
        dragIn(v, at, at + QPoint(40, 30), Qt::LeftButton);
        QVERIFY((s.w.jointPanel()->configuration() - beforeIk).norm() > 0.05);
        QTest::qWait(600);
        QCOMPARE(v->robot()->selectedCount(), selected);  // dragging is no click: the selection stays

        // Every View option changes the picture when toggled (and back).
        const std::pair<Qt::Key, const char*> options[] = {
            {Qt::Key_F, "frame axes"}, {Qt::Key_N, "frame names"},     {Qt::Key_V, "visual"},      {Qt::Key_C, "collision"},
            {Qt::Key_J, "joint axes"}, {Qt::Key_M, "centres of mass"}, {Qt::Key_O, "orthographic"}};
        for (const auto& [key, name] : options) {
            const QImage before = settledFrame(v);
            QVERIFY(useMenu(&s.w, Qt::Key_V, key));
            const QImage toggled = settledFrame(
                v, QStringLiteral("usersession-panda-%1.png").arg(QLatin1String(name)).replace(QLatin1Char(' '), QLatin1Char('-')));
            const int changed = changedPixels(before, toggled);
            QVERIFY2(changed > 30, qPrintable(QStringLiteral("%1: %2 pixels changed").arg(QLatin1String(name)).arg(changed)));
            QVERIFY(useMenu(&s.w, Qt::Key_V, key));
        }

        // Export to SDFormat by the menu and its dialog.
        const QString sdf = package.filePath(QStringLiteral("panda.sdf"));
        const ModalAnswer typing = typeIntoFileDialogSoon(sdf, 400, QStringLiteral("sdf"));
        QVERIFY(useMenu(&s.w, Qt::Key_F, Qt::Key_F));
        QTRY_VERIFY(QFileInfo::exists(sdf));
        QVERIFY(readFile(sdf).contains("<sdf"));
        QVERIFY(s.w.statusBar()->currentMessage().contains(QLatin1String("Exported")));
    }

    // View ▸ Collision Geometry draws the collision model see-through in one
    // orange tint, never in the visuals' colours: the blue visual shows
    // through it; alone, it is orange. The status bar says what is shown.
    void collisionGeometryIsTintedAndSeeThrough() {
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), QStringLiteral("box.urdf"),
                                       "<robot name=\"r\">\n  <link name=\"box\">\n"
                                       "    <visual><geometry><box size=\"0.2 0.2 0.2\"/></geometry>"
                                       "<material name=\"blue\"><color rgba=\"0.1 0.2 0.9 1\"/></material></visual>\n"
                                       "    <collision><geometry><box size=\"0.22 0.22 0.22\"/></geometry></collision>\n"
                                       "  </link>\n</robot>\n");
        Session s(path);
        Viewport* v = s.view();
        auto centre = [v](const QImage& frame) { return QColor(frame.pixel(projected(v, QVector3D(0, 0, 0)).toPoint())); };
        const QColor visual = centre(settledFrame(v, QStringLiteral("usersession-collision-visual.png")));
        QVERIFY2(visual.blue() > visual.red() + 60, qPrintable(visual.name()));
        QVERIFY2(s.w.statusBar()->findChild<QLabel*>(QStringLiteral("problemCounts"))->text().contains(QLatin1String("visual geometry")),
                 qPrintable(s.w.statusBar()->findChild<QLabel*>(QStringLiteral("problemCounts"))->text()));
        QVERIFY(useMenu(&s.w, Qt::Key_V, Qt::Key_C));  // collision on
        const QColor both = centre(settledFrame(v, QStringLiteral("usersession-collision-both.png")));
        QVERIFY2(both.red() > visual.red() + 40, qPrintable(both.name()));  // tinted
        QVERIFY2(both.blue() > 70, qPrintable(both.name()));                // the blue shows through
        QVERIFY(s.w.statusBar()
                    ->findChild<QLabel*>(QStringLiteral("problemCounts"))
                    ->text()
                    .contains(QLatin1String("visual and collision geometry")));
        QVERIFY(useMenu(&s.w, Qt::Key_V, Qt::Key_V));  // visual off
        const QColor collision = centre(settledFrame(v, QStringLiteral("usersession-collision-only.png")));
        QVERIFY2(collision.red() > collision.blue() + 60, qPrintable(collision.name()));
        const QString status = s.w.statusBar()->findChild<QLabel*>(QStringLiteral("problemCounts"))->text();
        QVERIFY2(status.endsWith(QStringLiteral("· collision geometry")), qPrintable(status));
        QVERIFY(useMenu(&s.w, Qt::Key_V, Qt::Key_V));
        QVERIFY(useMenu(&s.w, Qt::Key_V, Qt::Key_C));
    }

    // Antialiasing by Preferences: the user picks On, opens a file, and its
    // window's edges are smooth; Off, and the next window's are not. The
    // first window's Automatic is off under software OpenGL, on elsewhere.
    void antialiasingFromPreferences() {
        freshSettings();
        Session s(kArm);
        auto edgesOf = [](MainWindow* w, const QString& keepAs) {
            if (settledFrame(w->viewport()).isNull()) return EdgePixels{};
            const QImage shown = shownPixels(w->viewport()->renderWindow());
            shown.save(keptPicture(keepAs));
            return edgePixels(shown, shown.pixel(3, 3));
        };
        const EdgePixels automatic = edgesOf(&s.w, QStringLiteral("usersession-antialiasing-automatic.png"));
        // Picks the setting in Preferences by keys: Alt+V to its box, Down
        // or Up to the item, Return for OK.
        auto choose = [&s](Qt::Key arrow, int presses) -> QString {
            QString note;
            const ModalAnswer answer = answerModalSoon(0, [&note, arrow, presses](QWidget* dialog) {
                for (auto* label : dialog->findChildren<QLabel*>())
                    if (label->text().contains(QLatin1String("draws with"))) note = label->text();
                QTest::keyClick(dialog, Qt::Key_V, Qt::AltModifier);
                for (int i = 0; i < presses; ++i) QTest::keyClick(QApplication::focusWidget(), arrow);
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
            });
            QString result;
            if (!useMenu(&s.w, Qt::Key_E, Qt::Key_E))
                result = QStringLiteral("FAILED: no Edit menu");
            else if (!QTest::qWaitFor([&] { return answer.answered() && !QApplication::activeModalWidget(); }, 10000))
                result = QStringLiteral("FAILED: no dialog answered");
            else
                result = note;
            return result;
        };
        // Opens a copy of the arm by File > Open; its window (a new one).
        auto openCopy = [&s](const QString& name) -> MainWindow* {
            const QString copy = s.dir.filePath(name);
            if (!QFile::copy(kArm, copy)) return nullptr;
            const ModalAnswer typing = typeIntoFileDialogSoon(copy, 1500);
            if (!useMenu(&s.w, Qt::Key_F, Qt::Key_O)) return nullptr;  // File > Open
            MainWindow* opened = nullptr;
            (void)QTest::qWaitFor(
                [&] {
                    for (QWidget* w : QApplication::topLevelWidgets())
                        if (auto* m = qobject_cast<MainWindow*>(w); m && m != &s.w && m->windowTitle().contains(name) && m->isVisible())
                            opened = m;
                    return opened != nullptr;
                },
                10000);
            if (opened) (void)QTest::qWaitForWindowExposed(opened);
            return opened;
        };

        const QString note = choose(Qt::Key_Down, 1);  // Automatic -> On
        QVERIFY2(note.contains(QLatin1String("draws with")) && note.contains(s.view()->rendererName()), qPrintable(note));
        const std::unique_ptr<MainWindow> on(openCopy(QStringLiteral("arm-on.hrdf")));  // closed on every way out
        QVERIFY(on);
        const EdgePixels smooth = edgesOf(on.get(), QStringLiteral("usersession-antialiasing-on.png"));
        const QString again = choose(Qt::Key_Down, 1);  // On -> Off
        QVERIFY2(!again.startsWith(QLatin1String("FAILED")), qPrintable(again));
        const std::unique_ptr<MainWindow> off(openCopy(QStringLiteral("arm-off.hrdf")));  // closed on every way out
        QVERIFY(off);
        const EdgePixels jagged = edgesOf(off.get(), QStringLiteral("usersession-antialiasing-off.png"));
        qInfo("outline pixels blended: automatic %d of %d, on %d of %d, off %d of %d (renderer %s)", automatic.blended, automatic.outline,
              smooth.blended, smooth.outline, jagged.blended, jagged.outline, qPrintable(s.view()->rendererName()));
        QVERIFY(automatic.outline > 200 && smooth.outline > 200 && jagged.outline > 200);
        QVERIFY2(smooth.share() > 0.3, qPrintable(QString::number(smooth.share())));
        QVERIFY2(jagged.share() < 0.1, qPrintable(QString::number(jagged.share())));
        if (isSoftwareRenderer(s.view()->rendererName()))
            QVERIFY2(automatic.share() < 0.1, qPrintable(QString::number(automatic.share())));
        else
            QVERIFY2(automatic.share() > 0.3, qPrintable(QString::number(automatic.share())));
        QCOMPARE(QSettings().value(QStringLiteral("view/antialiasing")).toString(), QStringLiteral("off"));
    }
};

QTEST_MAIN(TestUserSessionView)
#include "tst_usersession_view.moc"
