// Textures in the 3D view, by the pixels rendered under Xvfb: an MJCF
// plane's built-in checker shows both its colours, an image file on a box
// both of the file's, an OBJ's diffuse map (MTL map_Kd) its own; a missing
// texture file is a located warning and the material is drawn without it;
// the ground grid stays whole over a plane at z = 0, seen from above and
// at a grazing angle. Renders are kept in build/tests/renders/.
#include "TestSupport.h"

#include "RobotScene.h"
#include "Viewport.h"
#include "formats/FormatRegistry.h"
#include "kinematics/Data.h"
#include "kinematics/Kinematics.h"
#include "xml/XmlDocument.h"

#include <QApplication>
#include <QImage>
#include <QTemporaryDir>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>

using namespace kinedit;
using namespace kinedit::test;

namespace {

std::shared_ptr<const kin::Model> compileFile(const QString& path) {
    Diagnostics d;
    auto doc = XmlDocument::fromBytes(readFile(path), path, &d);
    const Format* f = doc ? FormatRegistry::instance().detect(*doc, path) : nullptr;
    if (!f) return nullptr;
    f->validate(*doc, d);
    return f->compile(*doc, d);
}

QImage render(Viewport& v, const QString& saveAs) {
    QImage frame;
    bool done = false;
    v.captureWhenReady(
        [&](const QImage& image) {
            frame = image;
            done = true;
        },
        20000);
    if (!QTest::qWaitFor([&] { return done; }, 30000)) return {};
    // A texture reaches Qt3D a frame after the model: the frame after that.
    QTest::qWait(300);
    done = false;
    v.captureFrame([&](const QImage& image) {
        frame = image;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 10000)) return {};
    if (!frame.isNull()) {
        const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/renders");
        QDir().mkpath(dir);
        frame.save(dir + QLatin1Char('/') + saveAs);
    }
    return frame;
}

void show(Viewport& v, const std::shared_ptr<const kin::Model>& model, Viewport::View view) {
    kin::Data data(model);
    kin::forwardKinematics(*model, data, data.q);
    v.resize(480, 360);
    v.robot()->setFramesVisible(false);
    v.showModel(model, data);
    v.setView(view);
    v.show();
}

Qt3DRender::QCamera* cameraOf(Viewport& v) { return static_cast<Qt3DExtras::Qt3DWindow*>(v.renderWindow())->camera(); }

// Where a point of the scene lands in the picture (pixels).
QPointF projected(Viewport& v, const QVector3D& p) {
    Qt3DRender::QCamera* camera = cameraOf(v);
    const QVector4D c = camera->projectionMatrix() * camera->viewMatrix() * QVector4D(p, 1);
    const QSize size = v.renderWindow()->size();
    return {(c.x() / c.w() * 0.5 + 0.5) * size.width(), (0.5 - c.y() / c.w() * 0.5) * size.height()};
}

// Pixels whose colour is mostly red, green or blue (lit, so by their
// channels' order, not their values).
struct Hues {
    int red = 0, green = 0, blue = 0;
};
Hues hues(const QImage& image, const QRect& area) {
    Hues h;
    for (int y = std::max(0, area.top()); y <= std::min(image.height() - 1, area.bottom()); ++y)
        for (int x = std::max(0, area.left()); x <= std::min(image.width() - 1, area.right()); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.red() > 90 && c.red() > 2 * c.green() && c.red() > 2 * c.blue()) ++h.red;
            if (c.green() > 90 && c.green() > 2 * c.red() && c.green() > 2 * c.blue()) ++h.green;
            if (c.blue() > 90 && c.blue() > 2 * c.red() && c.blue() > 2 * c.green()) ++h.blue;
        }
    return h;
}

QString hueText(const Hues& h) { return QStringLiteral("red %1, green %2, blue %3").arg(h.red).arg(h.green).arg(h.blue); }

// A PNG of two colours: the left half one, the right half the other.
bool writeTwoColours(const QString& path, QColor left, QColor right) {
    QImage image(64, 64, QImage::Format_RGB32);
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 64; ++x) image.setPixelColor(x, y, x < 32 ? left : right);
    return image.save(path, "PNG");
}

// The grid's colours: neutral greys, unlike the green plane, and darker
// than the background.
bool isGridGrey(QColor c) {
    const int hi = std::max({c.red(), c.green(), c.blue()}), lo = std::min({c.red(), c.green(), c.blue()});
    return hi - lo < 20 && lo > 30 && hi < 200;
}

}  // namespace

class TestTextures : public QObject {
    Q_OBJECT

private slots:
    // A plane with MuJoCo's built-in checker, uniform, 4 repeats a metre:
    // squares of 12.5 cm in red and blue, both on screen.
    void builtinCheckerOnPlane() {
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), QStringLiteral("checker.xml"), R"(<mujoco model="checker">
  <asset>
    <texture name="floor" type="2d" builtin="checker" rgb1="0.9 0.1 0.1" rgb2="0.1 0.1 0.9" width="64" height="64"/>
    <material name="floor" texture="floor" texuniform="true" texrepeat="4 4"/>
  </asset>
  <worldbody>
    <geom name="floor" type="plane" size="1 1 0.1" material="floor"/>
    <body name="b" pos="0 0 0.3"><geom type="sphere" size="0.02" rgba="0.5 0.5 0.5 1"/></body>
  </worldbody>
</mujoco>
)");
        auto model = compileFile(path);
        QVERIFY(model);
        Viewport v;
        show(v, model, Viewport::View::Top);
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        const QImage frame = render(v, QStringLiteral("texture-checker-plane.png"));
        QVERIFY(!frame.isNull());
        QVERIFY2(v.robot()->meshProblems().isEmpty(), qPrintable(v.robot()->meshProblems().value(0).toText()));
        const Hues h = hues(frame, frame.rect());
        const int all = frame.width() * frame.height();
        // Half and half, less the grid's lines and the ball.
        QVERIFY2(h.red > all / 5 && h.blue > all / 5, qPrintable(hueText(h)));
        // Neighbouring squares differ: 12.5 cm to the side is the other colour.
        const QPointF a = projected(v, QVector3D(0.0625f, 0.0625f, 0)), b = projected(v, QVector3D(0.1875f, 0.0625f, 0));
        const Hues atA = hues(frame, QRect(a.toPoint() - QPoint(2, 2), QSize(5, 5))),
                   atB = hues(frame, QRect(b.toPoint() - QPoint(2, 2), QSize(5, 5)));
        QVERIFY2((atA.red > 20 && atB.blue > 20) || (atA.blue > 20 && atB.red > 20),
                 qPrintable(hueText(atA) + QStringLiteral(" / ") + hueText(atB)));
    }

    // An image file on a box: each face shows the file's two halves.
    void imageFileOnBox() {
        QTemporaryDir dir;
        QVERIFY(writeTwoColours(dir.filePath(QStringLiteral("two.png")), QColor(20, 200, 20), QColor(20, 20, 220)));
        const QString path = writeFile(dir.path(), QStringLiteral("box.xml"), R"(<mujoco model="box">
  <asset>
    <texture name="two" type="2d" file="two.png"/>
    <material name="two" texture="two"/>
  </asset>
  <worldbody>
    <body name="b" pos="0 0 0.2"><geom type="box" size="0.1 0.1 0.1" material="two"/></body>
  </worldbody>
</mujoco>
)");
        auto model = compileFile(path);
        QVERIFY(model);
        Viewport v;
        show(v, model, Viewport::View::Iso);
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        const QImage frame = render(v, QStringLiteral("texture-file-box.png"));
        QVERIFY(!frame.isNull());
        QVERIFY2(v.robot()->meshProblems().isEmpty(), qPrintable(v.robot()->meshProblems().value(0).toText()));
        const Hues h = hues(frame, frame.rect());
        QVERIFY2(h.green > 1000 && h.blue > 1000, qPrintable(hueText(h)));
    }

    // An OBJ quad whose MTL names a diffuse map: the map's colours, by the
    // OBJ's texture coordinates (the quad's left half red, right half blue).
    void objDiffuseMap() {
        QTemporaryDir dir;
        QVERIFY(writeTwoColours(dir.filePath(QStringLiteral("map.png")), QColor(220, 20, 20), QColor(20, 20, 220)));
        writeFile(dir.path(), QStringLiteral("quad.mtl"), "newmtl skin\nKd 1 1 1\nmap_Kd map.png\n");
        writeFile(dir.path(), QStringLiteral("quad.obj"),
                  "mtllib quad.mtl\n"
                  "v -0.2 -0.2 0\nv 0.2 -0.2 0\nv 0.2 0.2 0\nv -0.2 0.2 0\n"
                  "vt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\nvn 0 0 1\n"
                  "usemtl skin\nf 1/1/1 2/2/1 3/3/1\nf 1/1/1 3/3/1 4/4/1\n");
        const QString path = writeFile(dir.path(), QStringLiteral("quad.urdf"),
                                       QStringLiteral("<robot name=\"q\"><link name=\"a\"><visual><origin xyz=\"0 0 0.1\"/><geometry>"
                                                      "<mesh filename=\"%1\"/></geometry></visual></link></robot>\n")
                                           .arg(dir.filePath(QStringLiteral("quad.obj")))
                                           .toUtf8());
        auto model = compileFile(path);
        QVERIFY(model);
        Viewport v;
        show(v, model, Viewport::View::Top);
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        const QImage frame = render(v, QStringLiteral("texture-obj-map.png"));
        QVERIFY(!frame.isNull());
        QVERIFY2(v.robot()->meshProblems().isEmpty(), qPrintable(v.robot()->meshProblems().value(0).toText()));
        // Left of the quad's middle red, right of it blue.
        const QPointF left = projected(v, QVector3D(-0.1f, 0, 0.1f)), right = projected(v, QVector3D(0.1f, 0, 0.1f));
        const Hues l = hues(frame, QRect(left.toPoint() - QPoint(3, 3), QSize(7, 7))),
                   r = hues(frame, QRect(right.toPoint() - QPoint(3, 3), QSize(7, 7)));
        QVERIFY2(l.red == 49 && r.blue == 49, qPrintable(hueText(l) + QStringLiteral(" / ") + hueText(r)));
    }

    // A texture file that is not there: a warning at the <texture>'s line,
    // the material drawn in its colour without it.
    void missingTextureFile() {
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), QStringLiteral("missing.xml"), R"(<mujoco model="missing">
  <asset>
    <material name="m" texture="gone" rgba="0.1 0.8 0.1 1"/>
    <texture name="gone" type="2d" file="gone.png"/>
  </asset>
  <worldbody>
    <body name="b" pos="0 0 0.2"><geom type="box" size="0.1 0.1 0.1" material="m"/></body>
  </worldbody>
</mujoco>
)");
        auto model = compileFile(path);
        QVERIFY(model);
        Viewport v;
        show(v, model, Viewport::View::Iso);
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        const QImage frame = render(v, QStringLiteral("texture-missing.png"));
        QVERIFY(!frame.isNull());
        const Diagnostics problems = v.robot()->meshProblems();
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems[0].code, QStringLiteral("TEX-W001"));
        QCOMPARE(problems[0].severity, Severity::Warning);
        QCOMPARE(problems[0].line, 4);
        QVERIFY2(problems[0].message.contains(QLatin1String("gone.png")), qPrintable(problems[0].message));
        QVERIFY2(hues(frame, frame.rect()).green > 1000, qPrintable(hueText(hues(frame, frame.rect()))));
    }

    // The grid over a plane at z = 0: every pixel along its middle line
    // (x = 0, darker) is grid grey, from above and from 6 degrees above
    // the plane. In the plane itself the line broke into dashes.
    void gridOverPlane_data() {
        QTest::addColumn<QVector3D>("eye");
        QTest::newRow("from above") << QVector3D(0.001f, 0, 1.2f);
        QTest::newRow("grazing") << QVector3D(1.8f, 0, 0.19f);
    }
    void gridOverPlane() {
        QFETCH(QVector3D, eye);
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), QStringLiteral("plane.xml"), R"(<mujoco model="plane">
  <worldbody>
    <geom name="floor" type="plane" size="0 0 0.1" rgba="0.15 0.3 0.15 1"/>
    <body name="b" pos="0.3 0.3 0.3"><geom type="sphere" size="0.02" rgba="0.5 0.5 0.5 1"/></body>
  </worldbody>
</mujoco>
)");
        auto model = compileFile(path);
        QVERIFY(model);
        Viewport v;
        show(v, model, Viewport::View::Top);
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        Qt3DRender::QCamera* camera = cameraOf(v);
        camera->setUpVector(eye.z() > 1 ? QVector3D(1, 0, 0) : QVector3D(0, 0, 1));
        camera->setViewCenter(QVector3D(0, 0, 0));
        camera->setPosition(eye);
        const QImage frame = render(v, QStringLiteral("grid-over-plane-%1.png")
                                           .arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
        QVERIFY(!frame.isNull());
        // Along the line x = 0 from y = -0.6 to 0.6, a pixel every step: the
        // grid's grey at the point or a pixel beside it.
        int points = 0, grey = 0;
        QPoint lastPoint(-1, -1);
        for (float y = -0.6f; y <= 0.6f; y += 0.002f) {
            const QPoint p = projected(v, QVector3D(0, y, 0)).toPoint();
            if (p == lastPoint || !QRect(1, 1, frame.width() - 2, frame.height() - 2).contains(p)) continue;
            lastPoint = p;
            ++points;
            bool found = false;
            for (int dy = -1; dy <= 1 && !found; ++dy)
                for (int dx = -1; dx <= 1 && !found; ++dx) found = isGridGrey(frame.pixelColor(p + QPoint(dx, dy)));
            grey += found;
        }
        QVERIFY2(points > 100, qPrintable(QString::number(points)));
        QVERIFY2(grey == points, qPrintable(QStringLiteral("%1 of %2 points along the line are grid grey").arg(grey).arg(points)));
    }
};

QTEST_MAIN(TestTextures)
#include "tst_textures.moc"
