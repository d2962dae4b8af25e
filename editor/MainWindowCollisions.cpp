// MainWindow: self-collision. View ▸ Self-Collisions checks the pose shown
// on a worker thread as the sliders move and IK drags (LiveCollisions),
// tints the parts that touch and lists the pairs in the Self-Collisions
// panel; Robot ▸ Collision Matrix opens the sampling dialog, whose pairs
// pose the robot where they collide.
#include "MainWindow.h"

#include "CollisionMatrixDialog.h"
#include "JointPanel.h"
#include "EditorDocument.h"
#include "LiveCollisions.h"
#include "RobotScene.h"
#include "SelfCollisionPanel.h"
#include "Viewport.h"
#include "formats/Format.h"
#include "kinematics/Data.h"
#include "kinematics/Model.h"
#include "xml/XmlDocument.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

#include <algorithm>

namespace kinedit {

void MainWindow::createCollisionsDock() {
    m_live = new LiveCollisions(this);
    m_collisionPanel = new SelfCollisionPanel;
    m_collisionPanel->setObjectName(QStringLiteral("selfCollisionPanel"));
    m_collisionsDock = new QDockWidget(tr("Self-Collisions"), this);
    m_collisionsDock->setObjectName(QStringLiteral("SelfCollisionsDock"));
    m_collisionsDock->setWidget(m_collisionPanel);
    addDockWidget(Qt::BottomDockWidgetArea, m_collisionsDock);
    // A tab beside the Problems panel: the pairs get the window's width.
    if (auto* problems = findChild<QDockWidget*>(QStringLiteral("ProblemsDock"))) tabifyDockWidget(problems, m_collisionsDock);
    m_collisionsDock->hide();
    m_live->setAdjacentIncluded(m_collisionPanel->adjacentShown());
    connect(m_collisionPanel, &SelfCollisionPanel::adjacentShownChanged, m_live, &LiveCollisions::setAdjacentIncluded);
    connect(m_collisionPanel, &SelfCollisionPanel::geometryChanged, this, [this](bool visual) {
        if (m_live->isEnabled()) m_live->setModel(m_model, !visual);
    });
    connect(m_collisionPanel, &SelfCollisionPanel::pairActivated, this, [this](int a, int b) {
        if (!m_model) return;
        QStringList paths;
        for (int f : {a, b})
            if (f >= 0 && f < int(m_model->frames().size())) paths << QString::fromStdString(m_model->frameSource(f).at.path);
        paths.removeAll(QString());
        m_viewport->robot()->setSelection(paths);
        updateCounts();
    });
    connect(m_live, &LiveCollisions::checked, this, &MainWindow::showTouching);
    connect(m_live, &LiveCollisions::shapesBuilt, this, [this](const QStringList& problems) {
        if (!problems.isEmpty()) statusBar()->showMessage(tr("Self-collisions: %1").arg(problems.join(QStringLiteral("; "))), 10000);
    });
}

void MainWindow::addSelfCollisionAction(QMenu* view) {
    // No menu letter: every letter of the name is taken in English's or
    // German's View menu; the shortcut reaches it.
    m_selfCollisionAction = view->addAction(tr("Self-Collisions"));
    m_selfCollisionAction->setCheckable(true);
    m_selfCollisionAction->setShortcut(tr("Ctrl+Shift+K"));
    m_selfCollisionAction->setToolTip(tr("Tint the links that touch each other red and list the pairs, as the robot moves"));
    connect(m_selfCollisionAction, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("view/selfCollisions"), on);
        m_collisionsDock->setVisible(on);
        m_live->setEnabled(on);
        if (on) {
            m_collisionsDock->raise();  // in front of the Problems tab
            updateLiveCollisions();
        } else {
            m_viewport->robot()->setTouching({});
            m_collisionPanel->showMessage(tr("Off: View ▸ Self-Collisions checks the pose as the robot moves"));
        }
    });
    // Closing the panel turns the check off.
    connect(m_collisionsDock->toggleViewAction(), &QAction::triggered, this, [this](bool shown) {
        if (!shown) m_selfCollisionAction->setChecked(false);
    });
}

void MainWindow::restoreSelfCollisions() {
    const bool on = QSettings().value(QStringLiteral("view/selfCollisions"), false).toBool();
    m_selfCollisionAction->setChecked(on);
    m_collisionsDock->setVisible(on);  // as the toggle, whatever the saved layout says
}

void MainWindow::updateLiveCollisions() {
    if (!m_live || !m_live->isEnabled()) return;
    m_live->setModel(m_model, !m_collisionPanel->visualGeometry());
    if (m_viewport->data()) m_live->setConfiguration(m_viewport->data()->q);
    if (!m_model) m_collisionPanel->showMessage(tr("No robot to check"));
}

void MainWindow::showTouching(const std::vector<CollidingPair>& pairs, const Eigen::VectorXd& q) {
    Q_UNUSED(q);
    const std::shared_ptr<const CollisionModel> shapes = m_live->shapes();
    if (!shapes || !m_model) return;
    // The SRDF's disable_collisions (when the document is one): not listed.
    std::vector<CollidingPair> listed;
    for (const CollidingPair& p : pairs)
        if (!m_disabledPairs.contains(QString::fromStdString(shapes->bodies()[size_t(p.a)].name) + QLatin1Char('\n') +
                                      QString::fromStdString(shapes->bodies()[size_t(p.b)].name)))
            listed.push_back(p);
    const int hidden = int(pairs.size() - listed.size());
    m_collisionPanel->showPairs(
        *shapes, listed, [this](int a, int b) { return m_live->adjacent(a, b); }, hidden);
    std::vector<char> touching(shapes->bodies().size(), 0);
    for (const CollidingPair& p : listed) touching[size_t(p.a)] = touching[size_t(p.b)] = 1;
    std::vector<int> visuals;
    const std::vector<kin::Visual>& all = m_model->visuals();
    for (size_t v = 0; v < all.size(); ++v) {
        const int body = shapes->bodyOfFrame(all[v].frame);
        if (body >= 0 && size_t(body) < touching.size() && touching[size_t(body)]) visuals.push_back(int(v));
    }
    m_viewport->robot()->setTouching(visuals);
}

void MainWindow::openCollisionMatrix() {
    if (!m_model) return statusBar()->showMessage(tr("This document has no kinematic model to sample"), 10000);
    if (!m_matrixDialog) {
        m_matrixDialog = new CollisionMatrixDialog(this);
        connect(m_matrixDialog, &CollisionMatrixDialog::poseRequested, this,
                [this](const Eigen::VectorXd& q) { m_joints->setConfiguration(q); });
        connect(m_matrixDialog, &CollisionMatrixDialog::applyRequested, this, &MainWindow::applyCollisionMatrix);
    }
    updateMatrixApply();
    m_matrixDialog->setRobot(m_model, m_joints->configuration());
    m_matrixDialog->show();
    m_matrixDialog->raise();
    m_matrixDialog->activateWindow();
}

void MainWindow::updateMatrixApply() {
    if (!m_matrixDialog) return;
    const bool srdf = !m_companionPath.isEmpty() && m_format && m_format->companion();
    m_matrixDialog->setApplicable(srdf,
                                  tr("Open the robot's SRDF to write the matrix into it (kinedit-cli collisions --srdf writes a new one)"));
}

// The matrix's pairs as the SRDF's disable_collisions: the pairs it
// generates replaced, every other byte kept, as one undoable edit.
void MainWindow::applyCollisionMatrix() {
    XmlDocument* doc = document();
    const CompanionChecker* srdf = m_format ? m_format->companion() : nullptr;
    if (!doc || !srdf || m_companionPath.isEmpty() || !m_matrixDialog) return;
    const std::vector<CompanionChecker::CollisionPair> pairs = m_matrixDialog->pairsToDisable();
    const QString robotName = doc->root() ? doc->root()->attribute(u"name").trimmed() : QString();
    const QByteArray bytes = srdf->withDisabledPairs(doc, robotName, pairs);
    if (bytes.isEmpty()) return statusBar()->showMessage(tr("The document holds no collision pairs to write"), 10000);
    if (bytes != doc->toBytes()) m_file->replaceText(bytes, tr("Apply collision matrix"));
    statusBar()->showMessage(tr("%n pair(s) disabled in the SRDF", nullptr, int(pairs.size())), 10000);
}

}  // namespace kinedit
