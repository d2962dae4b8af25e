// The window with heavy meshes, used as a person uses it: how
// many mesh triangles are on screen, for the robot and for the part the
// user picks, follows what is shown; a heavy mesh is drawn simplified,
// looks the same, is picked whole, and View > Full Meshes draws it all.
// Keys and clicks only.
#include "TestMeshes.h"
#include "TestSupport.h"
#include "UserSession.h"
#include "AttributeForm.h"
#include "JointPanel.h"
#include "RobotScene.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QLocale>
#include <QMouseEvent>
#include <QSlider>
#include <QStatusBar>

#include <functional>

using namespace kinedit;
using namespace kinedit::test;

namespace {

// The status bar's summary (file · format · counts...).
QLabel* summary(MainWindow& w) {
    for (QLabel* l : w.statusBar()->findChildren<QLabel*>())
        if (l->text().contains(QLatin1String("error"))) return l;
    return nullptr;
}

QString triangles(qint64 n) { return QLocale().toString(n); }

// The triangles the status bar says are drawn for the meshes ("simplified
// on screen to N"); -1 when it says none are simplified.
qint64 drawnTriangles(const QString& status) {
    const QString lead = MainWindow::tr("simplified on screen to %L1").arg(0).section(QLatin1Char(' '), 0, 3) + QLatin1Char(' ');
    const qsizetype at = status.indexOf(lead);
    if (at < 0) return -1;
    bool ok = false;
    const qint64 n =
        QLocale().toLongLong(status.mid(at + lead.size()).section(QStringLiteral(", "), 0, 0).section(QLatin1Char(' '), 0, 0), &ok);
    return ok ? n : -1;
}

// Inside the torus in both frames (the pixel and its eight neighbours
// unlike the background: not a grid line, whose blending follows the
// order Qt3D draws in), pixels of a with no pixel within `by` in every
// channel among b's nine around it (an edge a pixel aside is no
// difference).
int differing(const QImage& a, const QImage& b, int by) {
    const QRgb background = a.pixel(4, 4);
    auto inside = [&](const QImage& f, int x, int y) {
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
                if (std::abs(qGray(f.pixel(x + dx, y + dy)) - qGray(background)) <= 24) return false;
        return true;
    };
    auto near = [by](QRgb p, QRgb q) {
        return std::abs(qRed(p) - qRed(q)) <= by && std::abs(qGreen(p) - qGreen(q)) <= by && std::abs(qBlue(p) - qBlue(q)) <= by;
    };
    int n = 0;
    for (int y = 1; y + 1 < std::min(a.height(), b.height()); ++y)
        for (int x = 1; x + 1 < std::min(a.width(), b.width()); ++x) {
            if (!inside(a, x, y) || !inside(b, x, y)) continue;
            bool found = false;
            for (int dy = -1; dy <= 1 && !found; ++dy)
                for (int dx = -1; dx <= 1 && !found; ++dx) found = near(a.pixel(x, y), b.pixel(x + dx, y + dy));
            if (!found) ++n;
        }
    return n;
}

// Pixels unlike the empty view's background (the torus's).
int drawn(const QImage& frame) {
    int n = 0;
    const QRgb background = frame.pixel(4, 4);
    for (int y = 0; y < frame.height(); ++y)
        for (int x = 0; x < frame.width(); ++x)
            if (std::abs(qGray(frame.pixel(x, y)) - qGray(background)) > 24) ++n;
    return n;
}

// A robot of one clay-red mesh (written from `stl` as plate.stl) on a
// revolute joint about x, limited to ±limit; the URDF's path.
QString plateOnJoint(const QTemporaryDir& dir, const QByteArray& stl, const char* limit) {
    QFile mesh(dir.filePath(QStringLiteral("plate.stl")));
    if (!mesh.open(QIODevice::WriteOnly) || mesh.write(stl) != stl.size()) return {};
    mesh.close();
    QFile urdf(dir.filePath(QStringLiteral("plate.urdf")));
    if (!urdf.open(QIODevice::WriteOnly)) return {};
    urdf.write(QByteArray("<robot name=\"plate\">\n  <link name=\"base\"/>\n  <link name=\"plate\">\n"
                          "    <visual><geometry><mesh filename=\"plate.stl\"/></geometry>\n"
                          "      <material name=\"clay\"><color rgba=\"0.8 0.45 0.3 1\"/></material></visual>\n  </link>\n"
                          "  <joint name=\"turn\" type=\"revolute\"><parent link=\"base\"/><child link=\"plate\"/>"
                          "<axis xyz=\"1 0 0\"/><limit lower=\"-") +
               limit + "\" upper=\"" + limit + "\" effort=\"1\" velocity=\"1\"/></joint>\n</robot>\n");
    return urdf.fileName();
}

// Presses a slider's handle (in its middle) and moves to its right end in
// eight steps, `pauseMs` apart, calling `during` after each; `beforeRelease`
// runs with the button still down.
void dragToTheEnd(QSlider* slider, int pauseMs, const std::function<void()>& during = {}, const std::function<void()>& beforeRelease = {}) {
    const int y = slider->height() / 2, from = slider->width() / 2, to = slider->width() - 2;
    QTest::mousePress(slider, Qt::LeftButton, {}, QPoint(from, y));
    for (int k = 1; k <= 8; ++k) {
        const QPointF at(from + (to - from) * k / 8, y);
        QMouseEvent move(QEvent::MouseMove, at, slider->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(slider, &move);
        QTest::qWait(pauseMs);
        if (during) during();
    }
    if (beforeRelease) beforeRelease();
    QTest::mouseRelease(slider, Qt::LeftButton, {}, QPoint(to, y));
}

// The 3D view's next frame, at once (viewFrame waits for the meshes to
// settle: the view would be at rest by then).
QImage nextFrame(Viewport* v) {
    QImage frame;
    bool done = false;
    v->captureFrame([&](const QImage& image) {
        frame = image;
        done = true;
    });
    return QTest::qWaitFor([&] { return done; }, 20000) ? frame : QImage();
}

}  // namespace

class TestUserSessionMeshes : public QObject {
    Q_OBJECT
private slots:
    void init() { freshSettings(); }

    // The Panda: its visual meshes' 134,924 triangles once they are in; a
    // click on panda_link0 in the tree adds its 20,483; View ▸ Collision
    // Geometry (Alt+V, C) adds the collision meshes' 2,300.
    void theStatusBarCountsTheTrianglesOnScreen() {
        const QString panda = corpusDir() + QStringLiteral("/urdf/example-robot-data/robots/panda_description/urdf/panda.urdf");
        KINEDIT_REQUIRE_SHARED(panda);
        Session s(panda, {1440, 900}, true);
        QLabel* counts = summary(s.w);
        QVERIFY(counts);
        QTRY_VERIFY2_WITH_TIMEOUT(counts->text().contains(MainWindow::tr("%L1 mesh triangles").arg(134924)), qPrintable(counts->text()),
                                  20000);
        QVERIFY(clickRow(s.w.elementTree(), QStringLiteral("panda_link0")));
        QTRY_VERIFY2(counts->text().contains(triangles(20483) + QLatin1Char(' ')), qPrintable(counts->text()));
        QVERIFY(useMenu(&s.w, Qt::Key_V, Qt::Key_C));
        QTRY_VERIFY2(counts->text().contains(triangles(134924 + 2300)), qPrintable(counts->text()));
    }

    // A CAD-like part of 262,144 triangles (a clay-red torus 0.26 m across; a
    // white one is hardly unlike the background, smooth as it is drawn): once
    // its levels are made, the status bar says it is simplified on screen,
    // the picture is the full mesh's within a few pixels; a click on it
    // selects its link; View ▸ Full Meshes (Alt+V, U) draws it all and the
    // status bar says so; opened again, its levels come from the disk cache
    // and it is simplified at once.
    void aHeavyMeshIsDrawnSimplifiedAndPickedWhole() {
        QTemporaryDir dir, cache;
        qputenv("XDG_CACHE_HOME", cache.path().toLocal8Bit());
        QFile mesh(dir.filePath(QStringLiteral("ring.stl")));
        QVERIFY(mesh.open(QIODevice::WriteOnly));
        mesh.write(torusStl(512, 256, 0.1, 0.03));
        mesh.close();
        QFile urdf(dir.filePath(QStringLiteral("ring.urdf")));
        QVERIFY(urdf.open(QIODevice::WriteOnly));
        urdf.write(
            "<robot name=\"ring\">\n  <link name=\"base\"/>\n  <link name=\"ring\">\n"
            "    <visual><geometry><mesh filename=\"ring.stl\"/></geometry>\n"
            "      <material name=\"clay\"><color rgba=\"0.8 0.45 0.3 1\"/></material></visual>\n  </link>\n"
            "  <joint name=\"j\" type=\"fixed\"><parent link=\"base\"/><child link=\"ring\"/></joint>\n</robot>\n");
        urdf.close();
        const QString simplified = MainWindow::tr("simplified on screen to %L1").arg(0).section(QLatin1Char(' '), 0, 2);
        {
            Session s(urdf.fileName(), {1440, 900}, true);
            QLabel* counts = summary(s.w);
            QVERIFY(counts);
            QTRY_VERIFY2_WITH_TIMEOUT(counts->text().contains(simplified), qPrintable(counts->text()), 60000);
            QVERIFY2(counts->text().contains(MainWindow::tr("%L1 mesh triangles").arg(262144)), qPrintable(counts->text()));
            QTRY_VERIFY_WITH_TIMEOUT(s.w.viewport()->robot()->refiningMeshes() == 0, 60000);
            const QImage simple = settledFrame(s.w.viewport(), QStringLiteral("heavy-mesh-simplified.png"));
            QVERIFY(!simple.isNull());
            // The full mesh, by the View menu.
            QVERIFY(useMenu(&s.w, Qt::Key_V, Qt::Key_U));
            QTRY_VERIFY2(!counts->text().contains(simplified), qPrintable(counts->text()));
            const QImage full = settledFrame(s.w.viewport(), QStringLiteral("heavy-mesh-full.png"));
            const int torus = drawn(full);
            QVERIFY2(torus > 20000, qPrintable(QString::number(torus)));
            const int off = differing(simple, full, 16);
            QVERIFY2(off < torus / 100, qPrintable(QStringLiteral("%1 of %2 pixels differ").arg(off).arg(torus)));
            QVERIFY(useMenu(&s.w, Qt::Key_V, Qt::Key_U));
            QTRY_VERIFY2(counts->text().contains(simplified), qPrintable(counts->text()));
            // A click on the ring's outer edge nearest the camera selects it.
            const QPoint at = projected(s.w.viewport(), QVector3D(0.13f, 0, 0)).toPoint();
            QTest::mouseMove(s.w.viewport()->renderWindow(), at);
            QTest::qWait(200);
            QTest::mouseClick(s.w.viewport()->renderWindow(), Qt::LeftButton, {}, at);
            QTRY_COMPARE(elementPath(s.w.attributeForm()->element()), QStringLiteral("/robot/link[2]"));
        }
        // Opened again: the levels are on disk, simplified at once.
        Session again(urdf.fileName(), {1440, 900}, true);
        QLabel* counts = summary(again.w);
        QTRY_VERIFY2_WITH_TIMEOUT(counts->text().contains(simplified), qPrintable(counts->text()), 20000);
        QVERIFY(!QDir(cache.filePath(QStringLiteral("kinedit/mesh-levels"))).entryList({QStringLiteral("*.levels")}).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(again.w.viewport()->robot()->meshLevelsFromDisk(), 1, 20000);
    }

    // A rough plate of 500,000 triangles on a revolute joint, close up: its
    // copy within a pixel has more triangles than frames can draw at speed
    // under software OpenGL. While the user drags the joint's slider, the
    // status bar says a coarser copy is on screen (at most 25,000
    // triangles); at rest, the copy within a pixel again, and View ▸ Frame
    // Names turned on moves nothing. With View ▸ Coarser Meshes While
    // Moving off (Alt+V, W), a drag keeps it.
    void aRoughMeshIsCoarserWhileMoving() {
        QTemporaryDir dir, cache;
        qputenv("XDG_CACHE_HOME", cache.path().toLocal8Bit());
        const QString urdf = plateOnJoint(dir, looseSheetStl(500, 0.5f), "1");
        QVERIFY(!urdf.isEmpty());
        Session s(urdf, {1440, 900}, true);
        QLabel* counts = summary(s.w);
        QVERIFY(counts);
        // Read, and its levels made.
        QTRY_VERIFY_WITH_TIMEOUT(s.w.viewport()->robot()->pendingMeshes() == 0 && s.w.viewport()->robot()->refiningMeshes() == 0, 120000);
        const QString coarser = MainWindow::tr("coarser while moving");
        QTRY_VERIFY2(drawnTriangles(counts->text()) > 0 && !counts->text().contains(coarser), qPrintable(counts->text()));
        const qint64 atRest = drawnTriangles(counts->text());
        QVERIFY2(atRest > 25000, qPrintable(counts->text()));

        QSlider* tilt = s.w.jointPanel()->findChildren<QSlider*>().value(0);
        QVERIFY(tilt);
        // Moved a user's pace apart, the status bar read while the hand
        // still moves, and the frame on screen as it stops.
        auto drag = [&](QStringList* seen, QImage* last) {
            dragToTheEnd(
                tilt, 60, [&]() { seen->append(counts->text()); }, [&]() { *last = nextFrame(s.w.viewport()); });
        };
        QStringList moving;
        QImage movingFrame;
        drag(&moving, &movingFrame);
        movingFrame.save(keptPicture(QStringLiteral("rough-mesh-moving.png")));
        QVERIFY(std::abs(s.w.jointPanel()->configuration()[0]) > 0.5);
        QVERIFY2(moving.last().contains(coarser), qPrintable(moving.last()));
        const qint64 whileMoving = drawnTriangles(moving.last());
        QVERIFY2(whileMoving > 0 && whileMoving <= 25000, qPrintable(moving.last()));
        // At rest: within a pixel again (the plate now tilted: its own
        // count), and the picture is not the coarser copy's.
        QTRY_VERIFY2(!counts->text().contains(coarser) && drawnTriangles(counts->text()) > 25000, qPrintable(counts->text()));
        // (Under a sanitizer on a loaded machine the exact copy's first
        // frames may come late: the picture is the one the view settles on.)
        QElapsedTimer waited;
        waited.start();
        QImage restFrame = settledFrame(s.w.viewport(), QStringLiteral("rough-mesh-at-rest.png"));
        int plate = drawn(restFrame);
        while (plate <= 20000 && waited.elapsed() < 20000) {
            QTest::qWait(500);
            restFrame = settledFrame(s.w.viewport(), QStringLiteral("rough-mesh-at-rest.png"));
            plate = drawn(restFrame);
        }
        QVERIFY2(plate > 20000, qPrintable(QString::number(plate)));
        const int changed = changedPixels(movingFrame, restFrame);
        QVERIFY2(changed > plate / 20, qPrintable(QStringLiteral("%1 of %2 pixels changed").arg(changed).arg(plate)));

        // Nothing moves when a View option changes (the robot is placed
        // again where it was): the copy within a pixel stays.
        QVERIFY(useMenu(&s.w, Qt::Key_V, Qt::Key_N));
        for (int k = 0; k < 8; ++k) {
            QTest::qWait(50);
            QVERIFY2(!counts->text().contains(coarser), qPrintable(counts->text()));
        }

        // Off: the copy within a pixel while the slider moves too.
        QVERIFY(useMenu(&s.w, Qt::Key_V, Qt::Key_W));
        QVERIFY(!QSettings().value(QStringLiteral("view/coarserWhileMoving"), true).toBool());
        const QString before = counts->text();
        QStringList exact;
        QImage exactFrame;
        drag(&exact, &exactFrame);
        for (const QString& t : exact) {
            QVERIFY2(!t.contains(coarser), qPrintable(t));
            QVERIFY2(drawnTriangles(t) > 25000, qPrintable(t));
        }
        QVERIFY2(drawnTriangles(before) > 25000, qPrintable(before));
    }

    // A plate of two triangles, one-sided as many exported meshes are, on
    // a joint: at 0 its front faces the camera; with the slider dragged to
    // the end (half a turn) its back does, and it is still drawn, as lit as
    // before (its back lit by the reversed normal), not culled away.
    void anOpenMeshShowsItsBack() {
        QTemporaryDir dir;
        const Eigen::Vector3f a(-0.2f, -0.2f, 0), b(0.2f, -0.2f, 0), c(0.2f, 0.2f, 0), d(-0.2f, 0.2f, 0);
        const QString urdf = plateOnJoint(dir, binaryStl({{a, b, c}, {a, c, d}}), "3.1416");
        QVERIFY(!urdf.isEmpty());
        Session s(urdf, {1440, 900}, true);
        QTRY_VERIFY_WITH_TIMEOUT(s.w.viewport()->robot()->pendingMeshes() == 0, 20000);
        // The plate's pixels (clay: redder than the grey background) and
        // their mean colour.
        auto plate = [](const QImage& f, QColor* mean) {
            qint64 n = 0, r = 0, g = 0, b = 0;
            for (int y = 0; y < f.height(); ++y)
                for (int x = 0; x < f.width(); ++x) {
                    const QRgb p = f.pixel(x, y);
                    if (qRed(p) - qBlue(p) < 40) continue;
                    ++n, r += qRed(p), g += qGreen(p), b += qBlue(p);
                }
            if (n > 0) *mean = QColor(int(r / n), int(g / n), int(b / n));
            return n;
        };
        QColor front, back;
        const qint64 frontPixels = plate(settledFrame(s.w.viewport(), QStringLiteral("open-mesh-front.png")), &front);
        QVERIFY2(frontPixels > 20000, qPrintable(QString::number(frontPixels)));
        QSlider* flip = s.w.jointPanel()->findChildren<QSlider*>().value(0);
        QVERIFY(flip);
        dragToTheEnd(flip, 30);
        QTRY_VERIFY(s.w.jointPanel()->configuration()[0] > 3.1);
        const qint64 backPixels = plate(settledFrame(s.w.viewport(), QStringLiteral("open-mesh-back.png")), &back);
        QVERIFY2(backPixels > frontPixels * 9 / 10, qPrintable(QStringLiteral("%1 of %2").arg(backPixels).arg(frontPixels)));
        QVERIFY2(std::abs(back.red() - front.red()) < 20 && std::abs(back.green() - front.green()) < 20,
                 qPrintable(QStringLiteral("front %1, back %2").arg(front.name(), back.name())));
    }
};

QTEST_MAIN(TestUserSessionMeshes)
#include "tst_usersession_meshes.moc"
