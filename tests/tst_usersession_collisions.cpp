// The window's self-collision, used as a person uses it: View ▸
// Self-Collisions by its shortcut, a joint slider moved with the keys until
// two links touch (the pair listed, the parts red in the pixels), adjacent
// pairs shown by their checkbox, a pair clicked highlights its links; Robot
// ▸ Collision Matrix by the keyboard, a small sample run, its table
// filtered by class and a pair clicked poses the robot where it collides.
#include "SliderRobot.h"
#include "TestSupport.h"
#include "UserSession.h"

#include "CollisionMatrixDialog.h"
#include "JointPanel.h"
#include "RobotScene.h"
#include "SelfCollisionPanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QMatrix4x4>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTableView>
#include <QTreeWidget>

using namespace kinedit;
using namespace kinedit::test;

namespace {

// Whether the view shows a part's red tint around a point of the scene
// (any of the 5 × 5 pixels there clearly red; grey parts and the sky are not).
bool redAt(Viewport* v, const QImage& frame, const QVector3D& p) {
    return colourAt(v, frame, p, 2, [](const QColor& c) { return c.red() > 120 && c.red() > c.green() + 70 && c.red() > c.blue() + 70; });
}

QStringList rows(QTreeWidget* list) {
    QStringList out;
    for (int r = 0; r < list->topLevelItemCount(); ++r) {
        const QTreeWidgetItem* i = list->topLevelItem(r);
        out << i->text(0) + QLatin1Char('|') + i->text(1) + QLatin1Char('|') + i->text(2);
    }
    return out;
}

// Clicks the slider's handle (it keeps its value) so that it has the keys.
QSlider* focusSlider(MainWindow& w, int index) {
    QSlider* slider = w.jointPanel()->findChildren<QSlider*>().value(index);
    if (!slider) return nullptr;
    const QStyleOptionSlider opt = [&] {
        QStyleOptionSlider o;
        o.initFrom(slider);
        o.orientation = slider->orientation();
        o.minimum = slider->minimum();
        o.maximum = slider->maximum();
        o.sliderPosition = o.sliderValue = slider->value();
        return o;
    }();
    const QRect handle = slider->style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, slider);
    QTest::mouseClick(slider, Qt::LeftButton, {}, handle.center());
    return slider;
}
// The parts a frame leaves out: the paths of the visuals the view's own
// picking finds along the rays through a grid of pixels where the frame
// shows the bare sky, most of the pixels each part covers.
QStringList undrawnParts(Viewport* v, const QImage& frame) {
    Qt3DRender::QCamera* camera = cameraOf(v);
    const QMatrix4x4 toScene = (camera->projectionMatrix() * camera->viewMatrix()).inverted();
    const QSize size = v->renderWindow()->size();
    const QRgb sky = qRgb(236, 238, 241);
    QHash<QString, std::pair<int, int>> samples;  // path: (rays that hit it, of them sky)
    for (int y = 4; y < size.height(); y += 8)
        for (int x = 4; x < size.width(); x += 8) {
            const float nx = 2.0f * float(x) / float(size.width()) - 1, ny = 1 - 2.0f * float(y) / float(size.height());
            const QVector3D nearP = toScene.map(QVector3D(nx, ny, -1)), farP = toScene.map(QVector3D(nx, ny, 1));
            const QVector3D d = farP - nearP;
            const QString hit = v->robot()->pickAlong({nearP.x(), nearP.y(), nearP.z()}, {d.x(), d.y(), d.z()});
            if (hit.isEmpty()) continue;
            const QPoint at(x * frame.width() / size.width(), y * frame.height() / size.height());
            auto& [rays, bare] = samples[hit];
            ++rays;
            if ((frame.pixel(at) & 0xffffff) == (sky & 0xffffff)) ++bare;
        }
    QStringList out;
    for (auto it = samples.constBegin(); it != samples.constEnd(); ++it)
        if (it->first >= 6 && it->second * 5 >= it->first * 4) out << it.key();
    return out;
}
}  // namespace

class TestUserSessionCollisions : public QObject {
    Q_OBJECT
    QTemporaryDir m_cache;
private slots:
    void initTestCase() {
        // A first start: the caches (Qt's and Mesa's shaders, the meshes'
        // levels) are this run's own.
        QVERIFY(m_cache.isValid());
        qputenv("XDG_CACHE_HOME", m_cache.path().toLocal8Bit());
        freshSettings();
    }

    // The first window of a first start (no shader or mesh caches yet),
    // opened with View ▸ Self-Collisions on as an earlier run left it: the
    // touching parts tinted as the meshes arrive, every part drawn (no part
    // the view's picking finds is left as sky in the picture). Qt 6.4's Qt3D
    // lost parts made in the wrong pass of the event loop (RobotSceneMeshes).
    void everyPartIsDrawnWithSelfCollisionsOn() {
        const QString panda = corpusDir() + QStringLiteral("/urdf/example-robot-data/robots/panda_description/urdf/panda.urdf");
        if (!QFileInfo::exists(panda)) QSKIP("the corpus's Panda is not here (../shared/corpus)");
        QSettings().setValue(QStringLiteral("view/selfCollisions"), true);
        for (int round = 0; round < 3; ++round) {
            Session s(panda, {1440, 900}, true);
            Viewport* v = s.view();
            auto* dock = s.w.findChild<QDockWidget*>(QStringLiteral("SelfCollisionsDock"));
            QVERIFY(dock && dock->isVisible());
            QTest::keyClick(&s.w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);  // frame axes off: only parts
            QTRY_VERIFY(!v->robot()->touching().empty());                               // link5, link7 and the hand touch
            const QImage frame = settledFrame(v, QStringLiteral("usersession-collisions-panda-%1.png").arg(round));
            QVERIFY(!frame.isNull());
            const QStringList undrawn = undrawnParts(v, frame);
            QVERIFY2(undrawn.isEmpty(), qPrintable(QStringLiteral("window %1: %2").arg(round).arg(undrawn.join(QStringLiteral(", ")))));
            QTest::keyClick(&s.w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
            if (round == 2) {
                QTest::keyClick(&s.w, Qt::Key_K, Qt::ControlModifier | Qt::ShiftModifier);  // off by its shortcut, for the next tests
                QTRY_VERIFY(!dock->isVisible());
            }
        }
    }

    void selfCollisionsFollowTheSlider() {
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), QStringLiteral("slider.urdf"), kSliderUrdf);
        Session s(path);
        Viewport* v = s.view();
        auto* panel = s.w.findChild<SelfCollisionPanel*>();
        QVERIFY(panel);
        auto* dock = s.w.findChild<QDockWidget*>(QStringLiteral("SelfCollisionsDock"));
        QVERIFY(dock && !dock->isVisible());
        QTest::keyClick(&s.w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);  // frame axes off: only parts coloured
        QTest::keyClick(&s.w, Qt::Key_3, Qt::ControlModifier);                      // top view
        QTest::keyClick(&s.w, Qt::Key_K, Qt::ControlModifier | Qt::ShiftModifier);  // View ▸ Self-Collisions
        QTRY_VERIFY(dock->isVisible());
        auto* summary = panel->findChild<QLabel*>(QStringLiteral("selfCollisionSummary"));
        QTRY_COMPARE(summary->text(), QStringLiteral("No two links touch"));
        const QImage apart = settledFrame(v, QStringLiteral("usersession-collisions-apart.png"));
        QVERIFY(!apart.isNull());
        QVERIFY(!redAt(v, apart, QVector3D(1, 0, 0.1f)));
        QVERIFY(!redAt(v, apart, QVector3D(0.5f, 0, 0.1f)));

        // The slider to its end: b (now at x 0.9–1.1) inside o.
        QSlider* slide = focusSlider(s.w, 0);
        QVERIFY(slide);
        QTest::keyClick(slide, Qt::Key_End);
        QCOMPARE(s.w.jointPanel()->configuration()[0], 0.5);
        QTRY_COMPARE(rows(panel->list()), QStringList{QStringLiteral("b|o|200 mm")});
        QTRY_COMPARE(v->robot()->touching().size(), size_t(4));  // b's and o's visual and collision boxes
        const QImage touching = settledFrame(v, QStringLiteral("usersession-collisions-touching.png"));
        QVERIFY(redAt(v, touching, QVector3D(1, 0, 0.1f)));
        QVERIFY(!redAt(v, touching, QVector3D(0, 0, 0.1f)));  // a touches nothing

        // To the other end: b inside its parent a, listed only when asked.
        QTest::keyClick(slide, Qt::Key_Home);
        QTRY_COMPARE(summary->text(), QStringLiteral("No two links touch"));
        QVERIFY(rows(panel->list()).isEmpty());
        QTRY_VERIFY(v->robot()->touching().empty());
        auto* adjacent = panel->findChild<QCheckBox*>(QStringLiteral("showAdjacentPairs"));
        QTest::mouseClick(adjacent, Qt::LeftButton, {}, QPoint(8, adjacent->height() / 2));
        QVERIFY(adjacent->isChecked());
        QTRY_COMPARE(rows(panel->list()), QStringList{QStringLiteral("a|b|200 mm (adjacent)")});
        const QImage parent = settledFrame(v, QStringLiteral("usersession-collisions-adjacent.png"));
        QVERIFY(redAt(v, parent, QVector3D(0, 0, 0.1f)));
        QVERIFY(!redAt(v, parent, QVector3D(1, 0, 0.1f)));

        // A click on the pair highlights both links.
        QTreeWidget* list = panel->list();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->topLevelItem(0)).center());
        QTRY_COMPARE(v->robot()->selection().size(), 2);
        QCOMPARE(v->robot()->selectedCount(), 4);  // a's and b's visual and collision boxes

        // Off by the shortcut: no tint, no panel.
        activate(&s.w);
        QTest::keyClick(&s.w, Qt::Key_K, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(!dock->isVisible());
        QVERIFY(v->robot()->touching().empty());
        QTest::mouseClick(adjacent, Qt::LeftButton, {}, QPoint(8, adjacent->height() / 2));  // as the next test expects
        QTest::keyClick(&s.w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
    }

    void collisionMatrixPosesTheRobot() {
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), QStringLiteral("slider.urdf"), kSliderUrdf);
        Session s(path);
        QVERIFY(useMenu(&s.w, Qt::Key_R, Qt::Key_C));  // Robot ▸ Collision Matrix
        CollisionMatrixDialog* d = nullptr;
        QTRY_VERIFY((d = s.w.findChild<CollisionMatrixDialog*>()) && d->isVisible());
        activate(d);
        auto* samples = d->findChild<QSpinBox*>(QStringLiteral("samples"));
        QCOMPARE(samples->value(), 10'000);
        QTest::keyClick(d, Qt::Key_S, Qt::AltModifier);  // its label's mnemonic
        QTRY_COMPARE(QApplication::focusWidget(), samples);
        QTest::keyClick(samples, Qt::Key_A, Qt::ControlModifier);
        typeKeys(samples, QStringLiteral("400"));
        QCOMPARE(samples->value(), 400);
        QTest::keyClick(d, Qt::Key_R, Qt::AltModifier);  // Run
        QTRY_VERIFY_WITH_TIMEOUT(!d->isRunning() && d->matrix().samples == 400, 20000);
        QCOMPARE(d->findChild<QProgressBar*>(QStringLiteral("progress"))->value(), 400);
        const QString summary = d->findChild<QLabel*>(QStringLiteral("summary"))->text();
        QVERIFY2(
            summary.contains(QLatin1String("400 of at most 400 samples: 3 pairs, 2 adjacent, 0 default, 0 always, 0 never, 1 sometimes")),
            qPrintable(summary));
        QVERIFY2(summary.contains(QLatin1String("more than 1 in 133 poses")), qPrintable(summary));
        QTableView* table = d->table();
        QCOMPARE(table->model()->rowCount(), 3);

        // Sorted by hits, most first, by one click on the header (a second
        // click turns the order round).
        QCOMPARE(table->model()->index(0, 0).data().toString() + table->model()->index(0, 1).data().toString(), QStringLiteral("ab"));
        const int hitsX = table->horizontalHeader()->sectionViewportPosition(3) + 5;
        QTest::mouseClick(table->horizontalHeader()->viewport(), Qt::LeftButton, {}, QPoint(hitsX, 5));
        QCOMPARE(table->model()->index(0, 2).data().toString(), QStringLiteral("sometimes"));
        QTest::mouseClick(table->horizontalHeader()->viewport(), Qt::LeftButton, {}, QPoint(hitsX, 5));
        QCOMPARE(table->model()->index(2, 2).data().toString(), QStringLiteral("sometimes"));
        QTest::mouseClick(table->horizontalHeader()->viewport(), Qt::LeftButton, {}, QPoint(hitsX, 5));
        QCOMPARE(table->model()->index(0, 2).data().toString(), QStringLiteral("sometimes"));
        QCOMPARE(table->model()->index(2, 3).data().toString(), QStringLiteral("0"));
        const int hits = table->model()->index(0, 3).data().toInt();
        QVERIFY2(hits > 50 && hits < 110, qPrintable(QString::number(hits)));  // 20 % of 400

        // Only "sometimes" shown, chosen by typing in the class filter.
        QTest::keyClick(d, Qt::Key_H, Qt::AltModifier);
        auto* filter = d->findChild<QComboBox*>(QStringLiteral("classFilter"));
        QTRY_COMPARE(QApplication::focusWidget(), filter);
        QTest::keyClick(filter, Qt::Key_S);
        QCOMPARE(filter->currentText(), QStringLiteral("sometimes"));
        QCOMPARE(table->model()->rowCount(), 1);
        QCOMPARE(table->model()->index(0, 0).data().toString() + table->model()->index(0, 1).data().toString(), QStringLiteral("bo"));

        // The pair clicked: the slider goes where b and o collide.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(table->model()->index(0, 0)).center());
        QTRY_VERIFY(s.w.jointPanel()->configuration()[0] >= 0.3);
        QSlider* slide = s.w.jointPanel()->findChildren<QSlider*>().value(0);
        QVERIFY(slide->value() >= slide->minimum() + (slide->maximum() - slide->minimum()) * 8 / 10);
        d->close();

        // The sliders back at the file's pose (Reset), and o's collision box
        // moved 5 cm by typing in the source: run again, only the pairs of o
        // are sampled; a–b is kept as it was.
        activate(&s.w);
        QPushButton* reset = nullptr;
        for (QPushButton* b : s.w.jointPanel()->findChildren<QPushButton*>())
            if (b->text() == QLatin1String("Reset")) reset = b;
        QVERIFY(reset);
        QTest::mouseClick(reset, Qt::LeftButton);
        QTRY_COMPARE(s.w.jointPanel()->configuration()[0], 0.0);
        const kin::Model* before = s.w.model();
        QVERIFY(clickSourceAt(s.w.sourceView(), QStringLiteral("<collision><origin xyz=\"1"), 25));
        typeKeys(s.w.sourceView(), QStringLiteral(".05"));
        QTRY_VERIFY(s.w.model() && s.w.model() != before);
        QVERIFY(s.w.sourceView()->toPlainText().contains(QLatin1String("<collision><origin xyz=\"1.05 0 0\"/>")));
        QVERIFY(useMenu(&s.w, Qt::Key_R, Qt::Key_C));
        QTRY_VERIFY(d->isVisible());
        activate(d);
        QTest::keyClick(d, Qt::Key_R, Qt::AltModifier);
        QTRY_VERIFY_WITH_TIMEOUT(!d->isRunning() && d->matrix().kept > 0, 20000);
        const QString again = d->findChild<QLabel*>(QStringLiteral("summary"))->text();
        QVERIFY2(again.contains(QLatin1String("1 pair(s) kept from the last run")), qPrintable(again));
        QCOMPARE(d->matrix().kept, 1);
        QCOMPARE(table->model()->rowCount(), 1);  // the filter still shows "sometimes": b–o, sampled again
        d->close();
    }
};

QTEST_MAIN(TestUserSessionCollisions)
#include "tst_usersession_collisions.moc"
