// The window with heavy meshes, used as a person uses it (issue 22): how
// many mesh triangles are on screen, for the robot and for the part the
// user picks, follows what is shown. Keys and clicks only.
#include "TestSupport.h"
#include "UserSession.h"

#include <QLabel>
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
};

QTEST_MAIN(TestUserSessionMeshes)
#include "tst_usersession_meshes.moc"
