// The window with heavy meshes, used as a person uses it (issue 22): how
// many mesh triangles are on screen, for the robot and for the part the
// user picks, follows what is shown; a heavy mesh is drawn simplified,
// looks the same, is picked whole, and View > Full Meshes draws it all.
// Keys and clicks only.
#include "TestMeshes.h"
#include "TestSupport.h"
#include "UserSession.h"
#include "AttributeForm.h"
#include "RobotScene.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QLocale>
#include <QStatusBar>

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
        QTRY_VERIFY2_WITH_TIMEOUT(counts->text().contains(MainWindow::tr("%L1 mesh triangles").arg(134924)), qPrintable(counts->text()), 20000);
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
        urdf.write("<robot name=\"ring\">\n  <link name=\"base\"/>\n  <link name=\"ring\">\n"
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
};

QTEST_MAIN(TestUserSessionMeshes)
#include "tst_usersession_meshes.moc"
