// The viewport's pixels, rendered by Qt3D under Xvfb: the robot is in the
// picture, a joint change moves it, a hidden part disappears, meshes load
// in their colours, and kinedit-cli render writes the same picture.
// Renders are kept in build/tests/renders/ to look at.
#include "TestSupport.h"
#include "EdgePixels.h"

#include "IkDragHandle.h"
#include "geometry/MeshLoader.h"
#include "RobotScene.h"
#include "Viewport.h"
#include "formats/FormatRegistry.h"
#include "kinematics/Data.h"
#include "kinematics/Groups.h"
#include "kinematics/Kinematics.h"
#include "kinematics/ModelBuilder.h"
#include "xml/XmlDocument.h"

#include <QApplication>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QWheelEvent>

using namespace kinedit;

namespace {

// A two-link arm: a grey base column and a pure red link on a revolute
// joint about y, so the red pixels say where the link is.
const QByteArray kArm = R"(<robot name="arm">
  <material name="grey"><color rgba="0.5 0.5 0.5 1"/></material>
  <material name="red"><color rgba="1 0 0 1"/></material>
  <link name="base"><visual><origin xyz="0 0 0.25"/><geometry><box size="0.1 0.1 0.5"/></geometry><material name="grey"/></visual></link>
  <link name="arm"><visual><origin xyz="0 0 0.2"/><geometry><cylinder radius="0.04" length="0.4"/></geometry><material name="red"/></visual></link>
  <joint name="shoulder" type="revolute"><parent link="base"/><child link="arm"/><origin xyz="0 0 0.5"/>
    <axis xyz="0 1 0"/><limit lower="-2" upper="2" effort="1" velocity="1"/></joint>
</robot>
)";

std::shared_ptr<const kin::Model> compile(const QByteArray& text, const QString& name, Diagnostics* diagnostics = nullptr) {
    Diagnostics d;
    auto doc = XmlDocument::fromBytes(text, name, &d);
    const Format* f = FormatRegistry::instance().detect(*doc, name);
    if (!f) return nullptr;
    f->validate(*doc, d);
    auto model = f->compile(*doc, d);
    if (diagnostics) *diagnostics = d;
    return model;
}

std::shared_ptr<const kin::Model> compileFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? compile(f.readAll(), path) : nullptr;
}

struct RedPixels {
    int count = 0;
    QPointF centroid;
};

RedPixels redPixels(const QImage& image) {
    RedPixels r;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.red() > 120 && c.green() < 60 && c.blue() < 60) {
                ++r.count;
                r.centroid += QPointF(x, y);
            }
        }
    if (r.count) r.centroid /= r.count;
    return r;
}

// Pixels that differ from the first image's.
int changedPixels(const QImage& a, const QImage& b) {
    int n = 0;
    for (int y = 0; y < std::min(a.height(), b.height()); ++y)
        for (int x = 0; x < std::min(a.width(), b.width()); ++x) n += a.pixel(x, y) != b.pixel(x, y);
    return n;
}

QString artefact(const QString& name) {
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/renders");
    QDir().mkpath(dir);
    return dir + QLatin1Char('/') + name;
}

// Renders what the viewport shows now (after meshes load).
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
    if (!frame.isNull()) frame.save(artefact(saveAs));
    return frame;
}

// kArm with a tool frame "tip" at the end of its link.
QByteArray armWithTip() {
    QByteArray text = kArm;
    text.replace("</robot>", R"(<link name="tip"/><joint name="tool" type="fixed"><parent link="arm"/><child link="tip"/>
            <origin xyz="0 0 0.4"/></joint></robot>)");
    return text;
}

// Shows a model at its file's configuration in v (no frame axes).
void show(Viewport& v, const std::shared_ptr<const kin::Model>& model, QSize size, Viewport::View view = Viewport::View::Iso) {
    kin::Data data(model);
    kin::forwardKinematics(*model, data, data.q);
    v.resize(size);
    v.robot()->setFramesVisible(false);
    v.showModel(model, data);
    v.setView(view);
    v.show();
}

}  // namespace

class TestRender : public QObject {
    Q_OBJECT
private slots:
    void primitivesJointsHiding() {
        auto model = compile(kArm, QStringLiteral("arm.urdf"));
        QVERIFY(model);
        Viewport v;
        // Looking along +y: the joint turns the link in the picture plane.
        show(v, model, QSize(480, 360), Viewport::View::Side);
        QVERIFY(QTest::qWaitForWindowExposed(&v));

        const QImage upright = render(v, QStringLiteral("arm-upright.png"));
        QVERIFY2(!upright.isNull(), "Qt3D rendered no frame");
        QCOMPARE(upright.size(), QSize(480, 360));
        const RedPixels up = redPixels(upright);
        QVERIFY2(up.count > 300, qPrintable(QStringLiteral("red link pixels: %1").arg(up.count)));

        // A joint change moves the link: +1.5 rad about y turns it toward +x,
        // so its pixels go right and down.
        Eigen::VectorXd q = v.data()->q;
        q[0] = 1.5;
        v.setConfiguration(q);
        const QImage bent = render(v, QStringLiteral("arm-bent.png"));
        const RedPixels down = redPixels(bent);
        QVERIFY(down.count > 300);
        const QPointF moved = down.centroid - up.centroid;
        QVERIFY2(moved.x() > 20 && moved.y() > 10,  // +x is to the right seen from -y
                 qPrintable(QStringLiteral("centroid moved by (%1, %2) px").arg(moved.x()).arg(moved.y())));
        // The rest of the picture is as it was: transforms only, no rebuild.
        QCOMPARE(v.robot()->entityCount(), 2);

        // Selecting the link's element highlights it (no longer pure red);
        // a click on it picks it.
        v.robot()->setSelection(QStringLiteral("/robot/link[2]"));
        QCOMPARE(v.robot()->selectedCount(), 1);
        const QImage selected = render(v, QStringLiteral("arm-selected.png"));
        int warm = 0;  // the highlight's orange: red high, green half-way
        for (int y = 0; y < selected.height(); ++y)
            for (int x = 0; x < selected.width(); ++x) {
                const QColor c = selected.pixelColor(x, y);
                warm += c.red() > 200 && c.green() > 70 && c.green() < 200 && c.blue() < 90;
            }
        QVERIFY2(warm > down.count / 2, qPrintable(QStringLiteral("%1 highlighted of %2").arg(warm).arg(down.count)));
        v.robot()->setSelection(QString());
        QSignalSpy picked(v.robot(), &RobotScene::visualPicked);
        QTest::mouseClick(v.renderWindow(), Qt::LeftButton, {}, down.centroid.toPoint());
        QTRY_VERIFY_WITH_TIMEOUT(!picked.isEmpty(), 5000);
        QCOMPARE(picked.first().first().toString(), QStringLiteral("/robot/link[2]/visual[1]/geometry[1]/cylinder[1]"));
        // A click on empty sky picks nothing.
        picked.clear();
        QTest::mouseClick(v.renderWindow(), Qt::LeftButton, {}, QPoint(5, 5));
        QVERIFY(!picked.wait(1000));

        // See-through: the link's red pales (blended with the sky behind).
        v.robot()->setElementSeeThrough(QStringLiteral("/robot/link[2]"), true);
        const QImage seeThrough = render(v, QStringLiteral("arm-see-through.png"));
        QVERIFY2(redPixels(seeThrough).count < down.count / 4, qPrintable(QString::number(redPixels(seeThrough).count)));
        QVERIFY(changedPixels(bent, seeThrough) > down.count / 2);
        v.robot()->setElementHidden(QStringLiteral("/robot/link[2]"), true);
        QCOMPARE(redPixels(render(v, QStringLiteral("arm-element-hidden.png"))).count, 0);
        v.robot()->showAll();
        QVERIFY(redPixels(render(v, QStringLiteral("arm-show-all.png"))).count > 300);

        // A hidden link disappears; showing it again brings it back.
        v.robot()->setHidden(QStringLiteral("arm"), true);
        QCOMPARE(redPixels(render(v, QStringLiteral("arm-hidden.png"))).count, 0);
        v.robot()->setHidden(QStringLiteral("arm"), false);
        QVERIFY(redPixels(render(v, QStringLiteral("arm-shown.png"))).count > 300);
    }

    // Antialiasing: 4x multisampling blends the pixels an edge crosses;
    // Automatic leaves it off where the renderer is software OpenGL.
    void antialiasing() {
        QVERIFY(isSoftwareRenderer(QStringLiteral("llvmpipe (LLVM 15.0.6, 256 bits)")));
        QVERIFY(isSoftwareRenderer(QStringLiteral("Software Rasterizer")));
        QVERIFY(isSoftwareRenderer(QStringLiteral("Google SwiftShader")));
        QVERIFY(!isSoftwareRenderer(QStringLiteral("Mesa Intel(R) UHD Graphics 620 (KBL GT2)")));
        QVERIFY(!isSoftwareRenderer(QStringLiteral("NVIDIA GeForce RTX 3060/PCIe/SSE2")));
        QVERIFY(!isSoftwareRenderer(QStringLiteral("AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6, DRM 3.49)")));
        QCOMPARE(multisamples(Antialiasing::Automatic, QStringLiteral("llvmpipe (LLVM 15.0.6, 256 bits)")), 0);
        QCOMPARE(multisamples(Antialiasing::Automatic, QStringLiteral("NVIDIA GeForce RTX 3060/PCIe/SSE2")), 4);
        QCOMPARE(multisamples(Antialiasing::Automatic, QString()), 4);  // not known: as Qt3D asks
        QCOMPARE(multisamples(Antialiasing::On, QStringLiteral("llvmpipe")), 4);
        QCOMPARE(multisamples(Antialiasing::Off, QStringLiteral("NVIDIA GeForce RTX 3060/PCIe/SSE2")), 0);
        for (Antialiasing a : {Antialiasing::Automatic, Antialiasing::On, Antialiasing::Off})
            QCOMPARE(antialiasingFromName(antialiasingName(a)), a);

        auto model = compile(kArm, QStringLiteral("arm.urdf"));
        QVERIFY(model);
        test::EdgePixels smooth, jagged;
        for (Antialiasing a : {Antialiasing::On, Antialiasing::Off}) {
            Viewport v(nullptr, a);
            QCOMPARE(v.multisamples(), a == Antialiasing::On ? 4 : 0);
            show(v, model, QSize(480, 360), Viewport::View::Side);
            QVERIFY(QTest::qWaitForWindowExposed(&v));
            Eigen::VectorXd q = v.data()->q;
            q[0] = 0.6;  // the link's edges aslant
            v.setConfiguration(q);
            QVERIFY2(!render(v, a == Antialiasing::On ? QStringLiteral("arm-aslant-captured-on.png")
                                                      : QStringLiteral("arm-aslant-captured-off.png"))
                          .isNull(),
                     "Qt3D rendered no frame");
            const QImage frame = test::shownPixels(v.renderWindow());
            frame.save(artefact(a == Antialiasing::On ? QStringLiteral("arm-antialiased.png") : QStringLiteral("arm-aliased.png")));
            (a == Antialiasing::On ? smooth : jagged) = test::edgePixels(frame, frame.pixel(3, 3));
        }
        qInfo("outline pixels blended: %d of %d with 4 samples, %d of %d without", smooth.blended, smooth.outline, jagged.blended,
              jagged.outline);
        QVERIFY(smooth.outline > 200 && jagged.outline > 200);
        QVERIFY2(smooth.share() > 0.3, qPrintable(QString::number(smooth.share())));
        QVERIFY2(jagged.share() < 0.1, qPrintable(QString::number(jagged.share())));
    }

    void ikDragMovesTheArm() {
        // The arm with a tool frame at its end, dragged by its handle.
        auto model = compile(armWithTip(), QStringLiteral("arm.urdf"));
        QVERIFY(model);
        Viewport v;
        show(v, model, QSize(480, 360), Viewport::View::Side);
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        const int tip = model->frameIndex("tip"), arm = model->frameIndex("arm");
        QVERIFY(tip >= 0 && arm >= 0);
        v.setDragFrame(tip);
        const QImage before = render(v, QStringLiteral("ik-drag-before.png"));
        QVERIFY(!before.isNull());
        const Eigen::Vector3d start = v.data()->oMf[size_t(tip)].translation();
        const QPointF at = v.dragHandle()->toWindow(start);
        QSignalSpy dragged(&v, &Viewport::configurationDragged);

        // Dragged right and down (toward +x, -z seen from -y): the shoulder
        // turns positive about y, the tool pointing at the pointer.
        const QPointF to = at + QPointF(90, 50);
        QTest::mousePress(v.renderWindow(), Qt::LeftButton, {}, at.toPoint());
        QTest::mouseMove(v.renderWindow(), (at + QPointF(45, 20)).toPoint());
        QTest::mouseMove(v.renderWindow(), to.toPoint());
        QTest::mouseRelease(v.renderWindow(), Qt::LeftButton, {}, to.toPoint());
        QCOMPARE(dragged.size(), 2);
        const Eigen::VectorXd q = dragged.last().first().value<Eigen::VectorXd>();
        QCOMPARE(q, v.data()->q);
        QVERIFY2(q[0] > 0.3 && q[0] < 2, qPrintable(QString::number(q[0])));
        const Eigen::Vector3d shoulder = v.data()->oMf[size_t(arm)].translation(), now = v.data()->oMf[size_t(tip)].translation();
        const Eigen::Vector3d goal = v.dragHandle()->onPlane(QPointF(to.toPoint()), start);
        QVERIFY2((now - shoulder).normalized().dot((goal - shoulder).normalized()) > 0.999,
                 qPrintable(QStringLiteral("tool at %1 %2 %3, pointer at %4 %5 %6")
                                .arg(now.x())
                                .arg(now.y())
                                .arg(now.z())
                                .arg(goal.x())
                                .arg(goal.y())
                                .arg(goal.z())));
        // The picture follows: the red link's pixels moved right.
        const QImage after = render(v, QStringLiteral("ik-drag-after.png"));
        QVERIFY(redPixels(after).centroid.x() > redPixels(before).centroid.x() + 20);
        // The camera did not orbit while the handle was dragged.
        QCOMPARE(v.dragHandle()->toWindow(start).toPoint(), at.toPoint());

        // A left drag away from the handle is no IK drag (it orbits the
        // camera, at Qt3D's next input frame: last, so that it cannot move
        // the handle under the drag above).
        dragged.clear();
        const Eigen::VectorXd kept = v.data()->q;
        const QPointF away = v.dragHandle()->toWindow(now) + QPointF(-120, 60);
        QTest::mousePress(v.renderWindow(), Qt::LeftButton, {}, away.toPoint());
        QTest::mouseMove(v.renderWindow(), (away + QPointF(20, 20)).toPoint());
        QTest::mouseRelease(v.renderWindow(), Qt::LeftButton, {}, (away + QPointF(20, 20)).toPoint());
        QVERIFY(dragged.isEmpty());
        QCOMPARE(v.data()->q, kept);
    }

    // Frame axes are placed by the GPU from the frames' poses: they follow a
    // joint change. Past 300 frames they are spikes, still drawn.
    void frameAxesFollowTheJoints() {
        auto axisPixels = [](const QImage& image, auto wanted) {
            RedPixels r;  // the count and centroid of the axis colour
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    if (wanted(image.pixelColor(x, y))) ++r.count, r.centroid += QPointF(x, y);
            if (r.count) r.centroid /= r.count;
            return r;
        };
        auto blue = [](const QColor& c) { return c.blue() > 120 && c.red() < 70 && c.green() < 120 && c.blue() > c.green() + 60; };
        auto red = [](const QColor& c) { return c.red() > 50 && c.red() > 3 * c.green() && c.red() > 3 * c.blue(); };  // lit or in shade
        auto model = compile(armWithTip(), QStringLiteral("arm.urdf"));
        QVERIFY(model);
        Viewport v;
        show(v, model, QSize(480, 360));
        v.robot()->setFramesVisible(true);
        v.setConfiguration(v.data()->q);
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        const RedPixels before = axisPixels(render(v, QStringLiteral("axes-upright.png")), blue);
        QVERIFY2(before.count > 8, qPrintable(QString::number(before.count)));
        Eigen::VectorXd q = v.data()->q;
        q[0] = 1.5;
        v.setConfiguration(q);
        const RedPixels after = axisPixels(render(v, QStringLiteral("axes-bent.png")), blue);
        QVERIFY2(after.count > 8, qPrintable(QString::number(after.count)));
        // The axes went down with the link's end.
        const QPointF moved = after.centroid - before.centroid;
        QVERIFY2(moved.y() > 20, qPrintable(QStringLiteral("(%1, %2)").arg(moved.x()).arg(moved.y())));

        // 400 links in a row: spikes, and they are seen.
        QByteArray chain = "<robot name=\"c\"><link name=\"l0\"/>";
        for (int i = 1; i < 400; ++i)
            chain += QStringLiteral(
                         "<link name=\"l%1\"/><joint name=\"j%1\" type=\"fixed\"><parent link=\"l%2\"/><child link=\"l%1\"/>"
                         "<origin xyz=\"0 0 0.005\"/></joint>")
                         .arg(i)
                         .arg(i - 1)
                         .toLatin1();
        chain += "</robot>";
        auto many = compile(chain, QStringLiteral("chain.urdf"));
        QVERIFY(many);
        Viewport w;
        show(w, many, QSize(480, 360), Viewport::View::Side);
        w.robot()->setFramesVisible(true);
        w.setConfiguration(w.data()->q);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const RedPixels spikes = axisPixels(render(w, QStringLiteral("axes-spikes.png")), red);  // x axes, seen from the side
        QVERIFY2(spikes.count > 50, qPrintable(QString::number(spikes.count)));
    }

    void frameLabels() {
        // Names beside the frames, one label for frames at one point.
        auto model = compile(armWithTip(), QStringLiteral("arm.urdf"));
        QVERIFY(model);
        Viewport v;
        show(v, model, QSize(480, 360), Viewport::View::Side);
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        QVERIFY(v.robot()->frameLabels().isEmpty());  // off at first
        const QImage plain = render(v, QStringLiteral("labels-off.png"));
        v.robot()->setFrameLabelsVisible(true);
        const QStringList labels = v.robot()->frameLabels();
        // base; the shoulder joint and the arm it moves, at one point; the tip
        // with its fixed joint.
        QVERIFY2(labels.contains(QStringLiteral("base")), qPrintable(labels.join(QLatin1Char('|'))));
        QVERIFY2(std::any_of(labels.begin(), labels.end(),
                             [](const QString& l) { return l.contains(QLatin1String("arm")) && l.contains(QLatin1String("shoulder")); }),
                 qPrintable(labels.join(QLatin1Char('|'))));
        QVERIFY(std::any_of(labels.begin(), labels.end(), [](const QString& l) { return l.contains(QLatin1String("tip")); }));
        QCOMPARE(labels.size(), 3);
        // The text is drawn: dark pixels appear where the sky was.
        render(v, QStringLiteral("labels-on.png"));  // the atlas is painted for a later frame
        const QImage labelled = render(v, QStringLiteral("labels-on.png"));
        auto dark = [](const QImage& image) {
            int n = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) n += qGray(image.pixel(x, y)) < 90 && image.pixelColor(x, y).saturation() < 60;
            return n;
        };
        QVERIFY2(dark(labelled) > dark(plain) + 100, qPrintable(QStringLiteral("%1 vs %2").arg(dark(labelled)).arg(dark(plain))));
        v.robot()->setFrameLabelsVisible(false);
        QVERIFY(v.robot()->frameLabels().isEmpty());
    }

    void closedChainFollowsTheCrank() {
        // A four-bar: moving the crank alone (as the joint panel does) must
        // move the passive joints so that the loop stays closed in the view.
        kin::ModelBuilder m;
        auto pose = [](double x) {
            Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
            t.translation().x() = x;
            return t;
        };
        m.addFrame("ground", "link", "", Eigen::Isometry3d::Identity());
        m.addFrame("crank", "link", "ground", Eigen::Isometry3d::Identity(), kin::makeRevolute("crank_joint", Eigen::Vector3d::UnitZ()));
        m.addFrame("coupler", "link", "crank", pose(1), kin::makeRevolute("coupler_joint", Eigen::Vector3d::UnitZ()));
        m.addFrame("rocker", "link", "ground", pose(2.2), kin::makeRevolute("rocker_joint", Eigen::Vector3d::UnitZ()));
        m.addFrame("coupler_end", "frame", "coupler", pose(2.5));
        m.addFrame("rocker_end", "frame", "rocker", pose(2));
        m.addLoopJoint(kin::makeRevolute("closing_joint", Eigen::Vector3d::UnitZ()), "coupler_end", "rocker_end",
                       Eigen::Isometry3d::Identity());
        std::string error;
        auto model = m.build(&error);
        QVERIFY2(model, error.c_str());
        kin::Data data(model);
        QVERIFY(kin::closeGroups(*model, data));
        kin::forwardKinematics(*model, data, data.q);
        Viewport v;
        v.showModel(model, data);
        const int crank = model->joints()[size_t(model->jointIndex("crank_joint"))].qIndex;
        for (double angle : {0.3, 0.9, 1.4}) {
            Eigen::VectorXd q = v.data()->q;
            q[crank] = angle;  // the crank only
            v.setConfiguration(q);
            const Eigen::Vector3d gap = v.data()->oMf[size_t(model->frameIndex("coupler_end"))].translation() -
                                        v.data()->oMf[size_t(model->frameIndex("rocker_end"))].translation();
            QVERIFY2(gap.norm() < 1e-8, qPrintable(QStringLiteral("crank %1: loop open by %2 m").arg(angle).arg(gap.norm())));
            QCOMPARE(v.data()->q[crank], angle);
        }
    }

    void orthographic() {
        auto model = compile(kArm, QStringLiteral("arm.urdf"));
        QVERIFY(model);
        Viewport v;
        show(v, model, QSize(480, 360), Viewport::View::Side);
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        const RedPixels perspective = redPixels(render(v, QStringLiteral("perspective.png")));
        v.setOrthographic(true);
        const QImage flat = render(v, QStringLiteral("orthographic.png"));
        const RedPixels ortho = redPixels(flat);
        QVERIFY(ortho.count > 300);
        // Seen from the side without perspective, the cylinder is a
        // rectangle: every red row is as wide as the others (perspective
        // shows its near side wider).
        QVERIFY(ortho.count != perspective.count);
        QList<int> widths;
        for (int y = 0; y < flat.height(); ++y) {
            int w = 0;
            for (int x = 0; x < flat.width(); ++x) {
                const QColor c = flat.pixelColor(x, y);
                w += c.red() > 120 && c.green() < 60 && c.blue() < 60;
            }
            if (w > 0) widths << w;
        }
        std::sort(widths.begin(), widths.end());
        QVERIFY2(widths.size() > 20 && widths[widths.size() * 9 / 10] - widths[widths.size() / 10] <= 2,
                 qPrintable(QStringLiteral("red row widths from %1 to %2").arg(widths.first()).arg(widths.last())));
        // The wheel zooms the orthographic view.
        QWheelEvent wheel(QPointF(240, 180), QPointF(240, 180), QPoint(), QPoint(0, 240), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
                          false);
        QCoreApplication::sendEvent(v.renderWindow(), &wheel);
        QVERIFY(redPixels(render(v, QStringLiteral("orthographic-zoomed.png"))).count > ortho.count * 1.3);
    }

    void jointAxesAndCentresOfMass() {
        QByteArray text = kArm;
        text.replace("<link name=\"base\">",
                     "<link name=\"base\"><collision><origin xyz=\"0.2 0 0.1\"/><geometry><sphere radius=\"0.1\"/></geometry></collision>");
        text.replace("<link name=\"arm\">",
                     "<link name=\"arm\"><inertial><origin xyz=\"0 0 0.2\"/><mass value=\"2\"/>"
                     "<inertia ixx=\"1\" iyy=\"1\" izz=\"1\" ixy=\"0\" ixz=\"0\" iyz=\"0\"/></inertial>");
        auto model = compile(text, QStringLiteral("arm.urdf"));
        QVERIFY(model);
        Viewport v;
        show(v, model, QSize(480, 360));
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        auto amber = [](const QImage& image) {
            int n = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    n += c.red() > 150 && c.green() > 70 && c.green() < c.red() - 40 && c.blue() < 50;
                }
            return n;
        };
        const QImage plain = render(v, QStringLiteral("axes-off.png"));
        QCOMPARE(amber(plain), 0);
        v.robot()->setJointAxesVisible(true);
        const QImage withAxes = render(v, QStringLiteral("joint-axes.png"));
        QVERIFY2(amber(withAxes) > 30, qPrintable(QString::number(amber(withAxes))));
        v.robot()->setJointAxesVisible(false);
        // The centre of mass sits inside the link: hide the link to see it.
        v.robot()->setHidden(QStringLiteral("arm"), true);
        const QImage hidden = render(v, QStringLiteral("com-off.png"));
        v.robot()->setCentresOfMassVisible(true);
        const QImage com = render(v, QStringLiteral("com-on.png"));
        QVERIFY2(changedPixels(hidden, com) > 100, qPrintable(QString::number(changedPixels(hidden, com))));
        // Only the dark sphere: no see-through box (the arm's 2 kg, 1 kg m²
        // inertia is a box of about 1.7 m, most of the picture).
        auto tinted = [&](const QImage& image, const QImage& under, auto&& tint) {
            int n = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) n += image.pixel(x, y) != under.pixel(x, y) && tint(image.pixelColor(x, y));
            return n;
        };
        auto bluish = [](const QColor& c) { return c.blue() > c.red() + 20; };
        auto warm = [](const QColor& c) { return c.red() > c.blue() + 40 && c.green() > c.blue() + 10; };
        QVERIFY2(tinted(com, hidden, bluish) < 20, qPrintable(QString::number(tinted(com, hidden, bluish))));
        QVERIFY2(tinted(com, hidden, warm) < 20, qPrintable(QString::number(tinted(com, hidden, warm))));
        // The inertia box is the Inertia Boxes' own, amber.
        v.robot()->setCentresOfMassVisible(false);
        v.robot()->setInertiaVisible(true);
        const QImage box = render(v, QStringLiteral("inertia-box-on.png"));
        QVERIFY2(tinted(box, hidden, warm) > 2000, qPrintable(QString::number(tinted(box, hidden, warm))));
        auto dark = [](const QColor& c) { return c.red() < 70 && c.green() < 70 && c.blue() < 70; };
        QVERIFY2(tinted(com, hidden, dark) > 20, qPrintable(QString::number(tinted(com, hidden, dark))));
        v.robot()->setInertiaVisible(false);
        v.robot()->setCentresOfMassVisible(true);
        // Collision geometry, off at first, shows when turned on.
        v.robot()->setCollisionVisible(true);
        const QImage collision = render(v, QStringLiteral("collision-on.png"));
        QVERIFY2(changedPixels(com, collision) > 100, qPrintable(QString::number(changedPixels(com, collision))));
    }

    void corpusMeshes() {
        const QString path = test::corpusDir() + QStringLiteral("/urdf/example-robot-data/robots/panda_description/urdf/panda.urdf");
        KINEDIT_REQUIRE_SHARED(path);
        auto model = compileFile(path);
        QVERIFY(model);
        Viewport v;
        show(v, model, QSize(480, 360));
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        const QImage still = render(v, QStringLiteral("panda.png"));
        QVERIFY(!still.isNull());
        QVERIFY2(v.robot()->meshProblems().isEmpty(), qPrintable(v.robot()->meshProblems().value(0).toText()));
        QCOMPARE(v.robot()->pendingMeshes(), 0);
        // The robot covers a good part of the picture: it is there, and its
        // meshes (not 2 cm placeholders) are drawn.
        const QColor background(236, 238, 241);
        int robot = 0;
        for (int y = 0; y < still.height(); ++y)
            for (int x = 0; x < still.width(); ++x) {
                const QColor c = still.pixelColor(x, y);
                // Neither the background nor the grey grid lines on it.
                robot += std::abs(c.red() - background.red()) + std::abs(c.blue() - background.blue()) > 40 &&
                         !(c.red() < 140 && std::abs(c.red() - c.blue()) < 12 && std::abs(c.red() - c.green()) < 12 && c.red() > 60);
            }
        QVERIFY2(robot > 4000, qPrintable(QStringLiteral("robot pixels: %1").arg(robot)));
        // Bending joint 2 changes much of the picture.
        Eigen::VectorXd q = v.data()->q;
        q[model->joints()[size_t(model->jointIndex("panda_joint2"))].qIndex] = 1.2;
        v.setConfiguration(q);
        const QImage bent = render(v, QStringLiteral("panda-bent.png"));
        QVERIFY(changedPixels(still, bent) > 3000);
    }

    void meshMaterials() {
        // An OBJ with two materials, each on its own quad (unequal sizes):
        // seen from the top, each colour covers its own quad's area.
        QTemporaryDir dir;
        auto write = [&](const QString& name, const QByteArray& text) { QVERIFY(!test::writeFile(dir.path(), name, text).isEmpty()); };
        write(QStringLiteral("two.mtl"), "newmtl red\nKd 1 0 0\nnewmtl blue\nKd 0 0 1\n");
        write(QStringLiteral("two.obj"),
              "mtllib two.mtl\n"
              "v 0 0 0\nv 0.4 0 0\nv 0.4 0.4 0\nv 0 0.4 0\n"          // red: 0.4 x 0.4
              "v 0 -0.1 0\nv 0.4 -0.1 0\nv 0.4 -0.3 0\nv 0 -0.3 0\n"  // blue: 0.4 x 0.2
              "vn 0 0 1\n"
              "usemtl red\nf 1//1 2//1 3//1\nf 1//1 3//1 4//1\n"
              "usemtl blue\nf 5//1 7//1 6//1\nf 5//1 8//1 7//1\n");
        const QByteArray urdf =
            "<robot name=\"m\"><link name=\"l\"><visual><geometry><mesh filename=\"two.obj\"/></geometry></visual></link>"
            "<link name=\"corner\"/><joint name=\"j\" type=\"fixed\"><parent link=\"l\"/><child link=\"corner\"/>"
            "<origin xyz=\"0.4 0.4 0\"/></joint>"
            // The camera frames frames and primitives, not meshes (their
            // extent is known only once loaded): a frame at the far corner.
            "<link name=\"corner2\"/><joint name=\"j2\" type=\"fixed\"><parent link=\"l\"/><child link=\"corner2\"/>"
            "<origin xyz=\"0 -0.3 0\"/></joint></robot>";
        auto model = compile(urdf, dir.filePath(QStringLiteral("m.urdf")));
        QVERIFY(model);
        Viewport v;
        show(v, model, QSize(400, 400), Viewport::View::Top);
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        const QImage image = render(v, QStringLiteral("mesh-materials.png"));
        QVERIFY(v.robot()->meshProblems().isEmpty());
        int red = 0, blue = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                red += c.red() > 120 && c.green() < 60 && c.blue() < 60;
                blue += c.blue() > 120 && c.red() < 60 && c.green() < 60;
            }
        QVERIFY2(red > 500 && blue > 250, qPrintable(QStringLiteral("red %1, blue %2").arg(red).arg(blue)));
        const double ratio = double(red) / blue;  // the areas are 2:1
        QVERIFY2(ratio > 1.6 && ratio < 2.5, qPrintable(QStringLiteral("red %1, blue %2").arg(red).arg(blue)));
        // An edit elsewhere (a box added to the corner link) rebuilds only
        // that: the mesh is kept, not read again, and still drawn.
        QCOMPARE(v.robot()->meshFilesRead(), 1);
        QByteArray edited = urdf;
        edited.replace("<link name=\"corner\"/>",
                       "<link name=\"corner\"><visual><geometry><box size=\"0.05 0.05 0.05\"/></geometry></visual></link>");
        auto model2 = compile(edited, dir.filePath(QStringLiteral("m.urdf")));
        QVERIFY(model2);
        kin::Data data2(model2);
        kin::forwardKinematics(*model2, data2, data2.q);
        v.showModel(model2, data2);
        QCOMPARE(v.robot()->lastBuild().kept, 1);
        QCOMPARE(v.robot()->lastBuild().made, 1);
        QCOMPARE(v.robot()->pendingMeshes(), 0);
        QCOMPARE(v.robot()->meshFilesRead(), 1);
        const QImage after = render(v, QStringLiteral("mesh-materials-edited.png"));
        int redAfter = 0;
        for (int y = 0; y < after.height(); ++y)
            for (int x = 0; x < after.width(); ++x) {
                const QColor c = after.pixelColor(x, y);
                redAfter += c.red() > 120 && c.green() < 60 && c.blue() < 60;
            }
        QVERIFY2(redAfter > red / 2, qPrintable(QStringLiteral("red %1 after the edit, %2 before").arg(redAfter).arg(red)));
        // The mesh's link renamed (as a xacro prefix renames every link): a
        // new visual of a mesh already loaded takes it without reading it
        // again, and is drawn (it once vanished).
        QByteArray renamed = edited;
        renamed.replace("<link name=\"l\">", "<link name=\"base\">").replace("<parent link=\"l\"/>", "<parent link=\"base\"/>");
        auto model3 = compile(renamed, dir.filePath(QStringLiteral("m.urdf")));
        QVERIFY(model3);
        kin::Data data3(model3);
        kin::forwardKinematics(*model3, data3, data3.q);
        v.showModel(model3, data3);
        QVERIFY(v.robot()->lastBuild().made >= 1);
        QTRY_COMPARE(v.robot()->pendingMeshes(), 0);
        QCOMPARE(v.robot()->meshFilesRead(), 1);
        const QImage afterRename = render(v, QStringLiteral("mesh-materials-renamed.png"));
        int redRenamed = 0;
        for (int y = 0; y < afterRename.height(); ++y)
            for (int x = 0; x < afterRename.width(); ++x) {
                const QColor c = afterRename.pixelColor(x, y);
                redRenamed += c.red() > 120 && c.green() < 60 && c.blue() < 60;
            }
        QVERIFY2(redRenamed > red / 2, qPrintable(QStringLiteral("red %1 after the rename, %2 before").arg(redRenamed).arg(red)));
        v.showModel(model2, data2);
        QTRY_COMPARE(v.robot()->pendingMeshes(), 0);
        // The mesh file changed on disk: read again at the next rebuild.
        QTest::qWait(1100);  // file times may count whole seconds
        write(QStringLiteral("two.obj"), "v 0 0 0\nv 0.4 0 0\nv 0.4 0.4 0\nf 1 2 3\n");
        v.showModel(model2, data2);
        QCOMPARE(v.robot()->lastBuild().kept, 1);  // the box
        QCOMPARE(v.robot()->meshFilesRead(), 2);
        QTRY_COMPARE(v.robot()->pendingMeshes(), 0);
    }

    void submeshes() {
        // SDFormat's //mesh/submesh: one named mesh of a file, centred or not.
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("parts.obj")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "o left\nv -1 0 0\nv -0.8 0 0\nv -0.8 0.2 0\nf 1 2 3\n"
            "o right\nv 1 0 0\nv 1.4 0 0\nv 1.4 0.4 0\nf 4 5 6\n");
        f.close();
        QString error;
        const auto whole = loadMesh(f.fileName(), &error);
        QVERIFY2(whole, qPrintable(error));
        QCOMPARE(whole->triangleCount(), 2);
        const auto right = loadMesh(f.fileName(), &error, {}, {QStringLiteral("right"), false});
        QVERIFY2(right, qPrintable(error));
        QCOMPARE(right->triangleCount(), 1);
        for (size_t i = 0; i < right->vertices.size(); i += 6) QVERIFY(right->vertices[i] >= 1.0f);
        const auto centred = loadMesh(f.fileName(), &error, {}, {QStringLiteral("right"), true});
        QVERIFY(centred);
        float lo = 1e9f, hi = -1e9f;
        for (size_t i = 0; i < centred->vertices.size(); i += 6)
            lo = std::min(lo, centred->vertices[i]), hi = std::max(hi, centred->vertices[i]);
        QVERIFY(std::abs(lo + 0.2f) < 1e-6f && std::abs(hi - 0.2f) < 1e-6f);
        QVERIFY(!loadMesh(f.fileName(), &error, {}, {QStringLiteral("middle"), false}));
        QVERIFY2(error.contains(QLatin1String("left")) && error.contains(QLatin1String("right")), qPrintable(error));
        // From an SDFormat file down to the scene: the centred right part only.
        auto model = compile(QByteArray("<sdf version=\"1.8\"><model name=\"m\"><link name=\"l\"><visual name=\"v\"><geometry><mesh>"
                                        "<uri>parts.obj</uri><submesh><name>right</name><center>true</center></submesh>"
                                        "</mesh></geometry></visual></link></model></sdf>"),
                             dir.filePath(QStringLiteral("m.sdf")));
        QVERIFY(model);
        QCOMPARE(model->visuals().size(), size_t(1));
        QCOMPARE(QString::fromStdString(model->visuals()[0].submesh), QStringLiteral("right"));
        QVERIFY(model->visuals()[0].submeshCenter);
    }

    void assemblyChecks() {
        // A part placed 0.3 m off its mount (cyan line from the mount to its
        // placement frame) and welded to a frame 0.2 m from its mount point
        // (magenta line between the weld's frames).
        QTemporaryDir dir;
        QFile part(dir.filePath(QStringLiteral("part.sdf")));
        QVERIFY(part.open(QIODevice::WriteOnly));
        part.write("<sdf version=\"1.8\"><model name=\"part\"><link name=\"body\"/><frame name=\"mount\"/></model></sdf>");
        part.close();
        const QByteArray cell =
            "<sdf version=\"1.8\"><model name=\"cell\"><link name=\"base\"/>"
            "<frame name=\"m\" attached_to=\"base\"/><frame name=\"w\" attached_to=\"base\"><pose>0.3 0.2 0 0 0 0</pose></frame>"
            "<include><uri>part.sdf</uri><placement_frame>mount</placement_frame><pose relative_to=\"m\">0.3 0 0 0 0 0</pose></include>"
            "<joint name=\"weld\" type=\"fixed\"><parent>w</parent><child>part::mount</child></joint></model></sdf>";
        Diagnostics d;
        auto model = compile(cell, dir.filePath(QStringLiteral("cell.sdf")), &d);
        QVERIFY(model);
        QCOMPARE(model->framePairs().size(), size_t(2));
        QVERIFY(std::any_of(d.begin(), d.end(), [](const Diagnostic& x) {
            return x.code == QLatin1String("SDF-W008") && x.message.contains(QLatin1String("200 mm"));
        }));
        Viewport v;
        show(v, model, QSize(400, 400), Viewport::View::Top);
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        auto count = [](const QImage& image, bool cyan) {
            int n = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    n += cyan ? (c.blue() > 150 && c.green() > 130 && c.red() < 80) : (c.red() > 150 && c.blue() > 150 && c.green() < 60);
                }
            return n;
        };
        const QImage on = render(v, QStringLiteral("assembly-checks.png"));
        QVERIFY2(count(on, true) > 100, qPrintable(QString::number(count(on, true))));
        QVERIFY2(count(on, false) > 100, qPrintable(QString::number(count(on, false))));
        v.robot()->setAssemblyChecksVisible(false);
        const QImage off = render(v, QStringLiteral("assembly-checks-off.png"));
        QCOMPARE(count(off, true), 0);
        QCOMPARE(count(off, false), 0);
    }

    void fitsLoadedMeshes() {
        // A 4 m red plate as the only visual: once it has loaded, the camera
        // fits it (all of it in the picture, filling much of it).
        QTemporaryDir dir;
        auto write = [&](const QString& name, const QByteArray& text) { QVERIFY(!test::writeFile(dir.path(), name, text).isEmpty()); };
        write(QStringLiteral("plate.mtl"), "newmtl red\nKd 1 0 0\n");
        write(QStringLiteral("plate.obj"),
              "mtllib plate.mtl\nv 1 1 0\nv 5 1 0\nv 5 5 0\nv 1 5 0\nvn 0 0 1\nusemtl red\nf 1//1 2//1 3//1\nf 1//1 3//1 4//1\n");
        auto model = compile(
            "<robot name=\"p\"><link name=\"l\"><visual><geometry><mesh filename=\"plate.obj\"/></geometry></visual></link></robot>",
            dir.filePath(QStringLiteral("p.urdf")));
        QVERIFY(model);
        Viewport v;
        show(v, model, QSize(300, 300), Viewport::View::Top);
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        const QImage image = render(v, QStringLiteral("fit-mesh.png"));
        const RedPixels red = redPixels(image);
        QVERIFY2(red.count > image.width() * image.height() / 8, qPrintable(QString::number(red.count)));
        int border = 0;
        for (int i = 0; i < image.width(); ++i)
            for (const QPoint p : {QPoint(i, 0), QPoint(i, image.height() - 1), QPoint(0, i), QPoint(image.width() - 1, i)}) {
                const QColor c = image.pixelColor(p);
                border += c.red() > 120 && c.green() < 60 && c.blue() < 60;
            }
        QCOMPARE(border, 0);
    }

    void badMeshes() {
        // A missing mesh is the format's warning (it is not drawn); a text
        // file posing as one is the scene's warning at its <mesh> element and
        // a placeholder. Never a crash; the rest draws.
        QTemporaryDir dir;
        QFile fake(dir.filePath(QStringLiteral("fake.stl")));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("solid this is not\nreally an STL file at all {{{\n");
        fake.close();
        const QByteArray text = kArm.left(kArm.lastIndexOf("</robot>")) +
                                "  <link name=\"m1\"><visual><geometry><mesh filename=\"missing.stl\"/></geometry></visual></link>\n"
                                "  <link name=\"m2\"><visual><geometry><mesh filename=\"fake.stl\"/></geometry></visual></link>\n"
                                "  <joint name=\"f1\" type=\"fixed\"><parent link=\"base\"/><child link=\"m1\"/></joint>\n"
                                "  <joint name=\"f2\" type=\"fixed\"><parent link=\"base\"/><child link=\"m2\"/></joint>\n</robot>\n";
        Diagnostics fileProblems;
        auto model = compile(text, dir.filePath(QStringLiteral("bad.urdf")), &fileProblems);
        QVERIFY(model);
        QVERIFY(std::any_of(fileProblems.begin(), fileProblems.end(), [](const Diagnostic& d) {
            return d.line == 8 && d.severity == Severity::Warning && d.message.contains(QLatin1String("missing.stl"));
        }));
        Viewport v;
        show(v, model, QSize(320, 240));
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        const QImage image = render(v, QStringLiteral("bad-meshes.png"));
        QVERIFY(!image.isNull());
        QVERIFY(redPixels(image).count > 50);
        const Diagnostics problems = v.robot()->meshProblems();
        QCOMPARE(problems.size(), 1);
        const Diagnostic& d = problems.first();
        QCOMPARE(d.code, QStringLiteral("MESH-W001"));
        QCOMPARE(d.severity, Severity::Warning);
        QVERIFY(d.file.endsWith(QLatin1String("bad.urdf")));
        QCOMPARE(d.path, QStringLiteral("/robot/link[4]/visual[1]/geometry[1]/mesh[1]"));
        QCOMPARE(d.line, 9);
        QVERIFY(d.column > 0);
        QVERIFY2(d.message.contains(QLatin1String("fake.stl")), qPrintable(d.message));
    }

    void cliRender() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("arm.urdf")), png = artefact(QStringLiteral("cli-arm.png"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kArm);
        f.close();
        QFile::remove(png);
        QProcess p;
        p.start(QStringLiteral(KINEDIT_CLI_PATH),
                {QStringLiteral("render"), file, QStringLiteral("--out"), png, QStringLiteral("--size"), QStringLiteral("320x240"),
                 QStringLiteral("--set"), QStringLiteral("shoulder=pi/2"), QStringLiteral("--view"), QStringLiteral("side")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QImage image(png);
        QCOMPARE(image.size(), QSize(320, 240));
        QVERIFY(redPixels(image).count > 100);
        // A usage error: no --out.
        p.start(QStringLiteral(KINEDIT_CLI_PATH), {QStringLiteral("render"), file});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("--out"));
    }
};

QTEST_MAIN(TestRender)
#include "tst_render.moc"
