// MainWindow: the window's layout (the tree, form, source, 3D view and
// panels in docks), its actions and menus, opening a file, undo and redo,
// the title and the status bar's tips. The check of the document is in
// MainWindowChecking.cpp, what is selected where in MainWindowSelection.cpp,
// files in MainWindowFiles.cpp, generated documents in
// MainWindowGenerated.cpp.
#include "MainWindow.h"

#include "ArgumentsPanel.h"
#include "BackgroundMeshFacts.h"
#include "AttributeForm.h"
#include "CameraControl.h"
#include "ConfigurationMapping.h"
#include "EditCommands.h"
#include "EditorDocument.h"
#include "ElementActions.h"
#include "FrameTransformPanel.h"
#include "JointPanel.h"
#include "PreferencesDialog.h"
#include "ProblemsPanel.h"
#include "RobotScene.h"
#include "SourceView.h"
#include "Viewport.h"
#include "XmlTreeModel.h"
#include "formats/FormatRegistry.h"
#include "check/DocumentCheck.h"
#include "kinematics/Groups.h"
#include "kinematics/Kinematics.h"
#include "xml/ShownText.h"
#include "xml/XmlDocument.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileSystemWatcher>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace kinedit {

namespace {
// An undo (or, mirrored, redo) arrow: a curve that turns back.
QIcon undoRedoIcon(bool redo) {
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    if (redo) p.translate(32, 0), p.scale(-1, 1);
    QPen pen(QColor(60, 64, 72), 3.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(pen);
    QPainterPath curve;
    curve.moveTo(9, 12);
    curve.lineTo(19, 12);
    curve.cubicTo(30, 12, 30, 27, 19, 27);
    curve.lineTo(12, 27);
    p.drawPath(curve);
    QPainterPath head;
    head.moveTo(14, 5.5);
    head.lineTo(7, 12);
    head.lineTo(14, 18.5);
    p.drawPath(head);
    return QIcon(pixmap);
}
}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setObjectName(QStringLiteral("MainWindow"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.kinedit.Kinedit.svg")));

    // The centre: a bar for a file changed on disk, over the 3D view.
    auto* centre = new QWidget;
    auto* column = new QVBoxLayout(centre);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    m_diskBar = new QWidget;
    m_diskBar->setObjectName(QStringLiteral("diskBar"));
    m_diskBar->setStyleSheet(QStringLiteral("#diskBar { background: #fff4ce; border-bottom: 1px solid #e0c060; }"));
    auto* bar = new QHBoxLayout(m_diskBar);
    m_diskMessage = new QLabel;
    auto* reload = new QPushButton(tr("&Reload"));
    reload->setObjectName(QStringLiteral("reloadButton"));
    auto* ignore = new QPushButton(tr("&Ignore"));
    bar->addWidget(m_diskMessage, 1);
    bar->addWidget(reload);
    bar->addWidget(ignore);
    m_diskBar->hide();
    connect(reload, &QPushButton::clicked, this, [this]() {
        m_diskBar->hide();
        if (m_file) m_file->reloadFromDisk();
    });
    connect(ignore, &QPushButton::clicked, m_diskBar, &QWidget::hide);
    // A long message wraps instead of widening the centre (which would
    // squeeze the docks).
    m_diskMessage->setWordWrap(true);
    m_diskMessage->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    // While the document has errors the 3D view keeps the last robot that
    // compiled: say so over it.
    m_viewport = new Viewport(nullptr, PreferencesDialog::antialiasing());
    // Floats over the top of the 3D view (a native child, stacked above the
    // view's own window), sized with it: the picture never moves for it.
    m_staleBar = new QLabel(m_viewport);
    m_staleBar->setAttribute(Qt::WA_NativeWindow);
    m_staleBar->setObjectName(QStringLiteral("staleModelBar"));
    m_staleBar->setStyleSheet(
        QStringLiteral("#staleModelBar { background: #fde2e1; color: #6b1a17; border-bottom: 1px solid #e0a09c; padding: 4px; }"));
    m_staleBar->setWordWrap(true);
    m_staleBar->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_staleBar->setCursor(Qt::PointingHandCursor);
    m_staleBar->installEventFilter(this);  // a click goes to the first error
    m_staleBar->hide();
    m_viewport->installEventFilter(this);  // the bar follows the view's width
    column->addWidget(m_diskBar);
    column->addWidget(m_viewport, 1);
    setCentralWidget(centre);

    auto dock = [this](const QString& title, const char* name, QWidget* w, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(QLatin1String(name));
        d->setWidget(w);
        addDockWidget(area, d);
        return d;
    };
    m_tree = new QTreeView;
    m_tree->setObjectName(QStringLiteral("elementTree"));
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setDragDropMode(QAbstractItemView::InternalMove);
    m_tree->setDefaultDropAction(Qt::MoveAction);
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QWidget::customContextMenuRequested, this, &MainWindow::treeContextMenu);
    QDockWidget* elements = dock(tr("Elements"), "ElementsDock", m_tree, Qt::LeftDockWidgetArea);

    m_form = new AttributeForm;
    m_form->setObjectName(QStringLiteral("attributeForm"));
    // The form's hint, until the field is written or left (an empty hint).
    connect(m_form, &AttributeForm::hint, this, [this, shown = QString()](const QString& text) mutable {
        if (!text.isEmpty())
            statusBar()->showMessage(shown = text, 8000);
        else if (!shown.isEmpty() && statusBar()->currentMessage() == shown)
            statusBar()->clearMessage();
    });
    QDockWidget* attributes = dock(tr("Attributes"), "AttributesDock", m_form, Qt::LeftDockWidgetArea);

    m_source = new SourceView;
    m_source->setObjectName(QStringLiteral("sourceView"));
    m_source->setReadOnly(true);
    QDockWidget* source = dock(tr("Source"), "SourceDock", m_source, Qt::RightDockWidgetArea);
    connect(m_source, &SourceView::edited, this, &MainWindow::sourceEdited);
    connect(m_source, &SourceView::cursorMoved, this, &MainWindow::sourceCursorMoved);
    connect(m_source, &SourceView::undoRequested, this, [this]() { undoOrRedo(&QUndoStack::undo); });
    connect(m_source, &SourceView::redoRequested, this, [this]() { undoOrRedo(&QUndoStack::redo); });

    m_problems = new ProblemsPanel;
    QDockWidget* problems = dock(tr("Problems"), "ProblemsDock", m_problems, Qt::BottomDockWidgetArea);
    m_joints = new JointPanel;
    QDockWidget* joints = dock(tr("Joints"), "JointsDock", m_joints, Qt::RightDockWidgetArea);
    m_transformPanel = new FrameTransformPanel;
    QDockWidget* transform = dock(tr("Frame Transform"), "FrameTransformDock", m_transformPanel, Qt::RightDockWidgetArea);
    // The joints above the source on the right, the frame transform a tab
    // beside the joints.
    splitDockWidget(joints, source, Qt::Vertical);
    tabifyDockWidget(joints, transform);
    joints->raise();
    createArgumentsDock();
    createCompareDock();
    createCollisionsDock();
    connect(m_joints, &JointPanel::configurationChanged, this, [this](const Eigen::VectorXd& q) {
        // Transforms only: the scene is not rebuilt.
        m_viewport->setConfiguration(q);
        syncGhost();
        if (m_viewport->data()) m_transformPanel->setData(*m_viewport->data());
        updateLiveCollisions();
    });
    connect(m_joints, &JointPanel::dragFrameChanged, m_viewport, &Viewport::setDragFrame);
    connect(m_viewport, &Viewport::configurationDragged, m_joints, &JointPanel::setConfiguration);
    connect(m_problems, &ProblemsPanel::diagnosticActivated, this, &MainWindow::showDiagnostic);
    m_problems->setFixes([this](const Diagnostic& d) { return fixesFor(d); });
    connect(m_viewport->robot(), &RobotScene::meshProgress, this, [this]() {
        if (m_file) publishDiagnostics();
    });
    connect(m_viewport->robot(), &RobotScene::visualPicked, this, &MainWindow::selectPicked);
    // A click on empty space clears the selection, as in every 3D tool.
    connect(m_viewport, &Viewport::emptySpaceClicked, this, [this]() {
        if (m_treeModel) m_tree->selectionModel()->clear();
    });
    connect(m_viewport->robot(), &RobotScene::meshesLoaded, this, [this]() {
        if (!m_file) return;
        addMeshProblems();
        updateCounts();
    });
    connect(m_viewport->robot(), &RobotScene::meshDetailChanged, this, &MainWindow::updateCounts);

    m_elementActions = new ElementActions(this);
    connect(m_elementActions, &ElementActions::selectRequested, this, [this](const QString& path) {
        if (document()) selectElement(elementByPath(document()->top(), path));
    });
    connect(m_elementActions, &ElementActions::message, this, [this](const QString& m) { statusBar()->showMessage(m, 5000); });
    m_tree->addActions(m_elementActions->actions());

    // Checks run once per edit, after all of an edit's primitives.
    m_revalidation.setSingleShot(true);
    m_revalidation.setInterval(0);
    connect(&m_revalidation, &QTimer::timeout, this, &MainWindow::revalidate);
    m_meshFacts = std::make_shared<BackgroundMeshFacts>();
    connect(m_meshFacts.get(), &BackgroundMeshFacts::arrived, this, [this]() { m_revalidation.start(); });
    m_filesRead = new QFileSystemWatcher(this);
    connect(m_filesRead, &QFileSystemWatcher::fileChanged, this, [this]() { m_revalidation.start(); });
    connect(&m_autosave, &QTimer::timeout, this, [this]() {
        if (m_file) m_file->writeRecovery();
    });

    createActions();
    // Counts on the right of the status bar, always; messages on the left.
    m_counts = new QLabel;
    m_counts->setObjectName(QStringLiteral("problemCounts"));
    statusBar()->addPermanentWidget(m_counts);
    statusBar()->showMessage(
        tr("Open a robot file (HRDF, SDFormat, URDF, SKEL, TAMP) or start from a template (File ▸ New from Template)"));
    // First-run proportions: the joints over the source on the right, the
    // tree over the form on the left, a short problems list; the widths
    // follow the window (balanceDocks, at every resize, the first included).
    resize(1440, 900);
    resizeDocks({problems}, {140}, Qt::Vertical);
    resizeDocks({elements, attributes}, {330, 300}, Qt::Vertical);
    resizeDocks({joints, source}, {400, 260}, Qt::Vertical);

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    restoreSelfCollisions();
    updateTitle();
}

MainWindow::~MainWindow() {
    // The tree model and form point into the document: detach them first.
    m_tree->setModel(nullptr);
    m_form->setDocument(nullptr, nullptr, nullptr);
}

XmlDocument* MainWindow::document() const { return m_file ? m_file->xml() : nullptr; }
QUndoStack* MainWindow::undoStack() const { return m_file ? m_file->undoStack() : nullptr; }

void MainWindow::createActions() {
    createFileMenu(menuBar()->addMenu(tr("&File")));
    createEditMenu();

    QMenu* view = menuBar()->addMenu(tr("&View"));
    // Scene toggles, kept as preferences.
    auto toggle = [this, view](const QString& text, const char* key, bool initial, void (RobotScene::*set)(bool)) {
        QAction* a = view->addAction(text);
        a->setCheckable(true);
        const bool on = QSettings().value(QLatin1String(key), initial).toBool();
        a->setChecked(on);
        (m_viewport->robot()->*set)(on);
        connect(a, &QAction::toggled, this, [this, key, set](bool checked) {
            QSettings().setValue(QLatin1String(key), checked);
            (m_viewport->robot()->*set)(checked);
            updateCounts();  // the triangles on screen
        });
        return a;
    };
    toggle(tr("&Frame Axes"), "view/frames", true, &RobotScene::setFramesVisible)->setShortcut(tr("Ctrl+Shift+F"));
    toggle(tr("Frame &Names"), "view/frameNames", false, &RobotScene::setFrameLabelsVisible);
    toggle(tr("&Visual Geometry"), "view/visual", true, &RobotScene::setVisualVisible);
    toggle(tr("&Collision Geometry"), "view/collision", false, &RobotScene::setCollisionVisible);
    toggle(tr("&Joint Axes"), "view/jointAxes", false, &RobotScene::setJointAxesVisible);
    toggle(tr("Centres of &Mass"), "view/centresOfMass", false, &RobotScene::setCentresOfMassVisible);
    // The selected links' inertia (every link's while none is selected).
    toggle(tr("Inertia Bo&xes"), "view/inertia", false, &RobotScene::setInertiaVisible)->setShortcut(tr("Ctrl+Shift+I"));
    addSelfCollisionAction(view);  // the links that touch, tinted and listed
    toggle(tr("&Assembly Checks"), "view/assemblyChecks", true, &RobotScene::setAssemblyChecksVisible);
    // Heavy meshes are drawn simplified (within a pixel) unless this is on.
    toggle(tr("F&ull Meshes"), "view/fullMeshes", false, &RobotScene::setFullMeshes);
    // While joints or the camera move, heavy meshes coarser still (fluid
    // frames under software OpenGL), within a pixel again at rest.
    toggle(tr("Coarser Meshes &While Moving"), "view/coarserWhileMoving", true, &RobotScene::setCoarserWhileMoving);
    view->addSeparator();
    QAction* ortho = view->addAction(tr("&Orthographic"));
    ortho->setCheckable(true);
    ortho->setChecked(QSettings().value(QStringLiteral("view/orthographic"), false).toBool());
    m_viewport->setOrthographic(ortho->isChecked());
    connect(ortho, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("view/orthographic"), on);
        m_viewport->setOrthographic(on);
    });
    const std::pair<QString, Viewport::View> views[] = {{tr("&Iso View"), Viewport::View::Iso},
                                                        {tr("F&ront View"), Viewport::View::Front},
                                                        {tr("&Top View"), Viewport::View::Top},
                                                        {tr("&Side View"), Viewport::View::Side}};
    int key = 1;
    for (const auto& [text, v] : views) {
        QAction* a = view->addAction(text, this, [this, v = v]() { m_viewport->setView(v); });
        a->setShortcut(QKeySequence(QStringLiteral("Ctrl+%1").arg(key++)));
    }
    view->addSeparator();
    for (QDockWidget* d : findChildren<QDockWidget*>()) view->addAction(d->toggleViewAction());

    QMenu* robot = menuBar()->addMenu(tr("&Robot"));
    m_mappingAction = robot->addAction(tr("Configuration &Mapping…"), this, &MainWindow::editConfigurationMapping);
    m_mappingAction->setToolTip(tr("Which joints a TAMP problem's configuration tags (torso, arms) drive"));
    m_mappingAction->setEnabled(false);
    robot->addAction(tr("Compute &Inertial from Geometry…"), this, &MainWindow::computeInertial)
        ->setToolTip(
            tr("The selected links' mass, centre of mass and inertia from their collision shapes (every link's if none is selected)"));
    robot->addAction(tr("&Collision Matrix…"), this, &MainWindow::openCollisionMatrix)
        ->setToolTip(tr("Sample random poses and class every pair of links by how often it collides, as MoveIt's Setup Assistant does"));
    m_companionAction = robot->addAction(tr("Choose the Robot's &URDF…"), this, &MainWindow::chooseCompanion);
    m_companionAction->setToolTip(tr("The URDF or xacro this SRDF is about, when it is not the one found beside it"));
    m_companionAction->setEnabled(false);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    createHelpMenu(help);
    help->addAction(tr("&About Kinedit"), this, [this]() {
        QMessageBox::about(this, tr("About Kinedit"),
                           tr("<b>Kinedit %1</b><p>An editor and 3D visualizer for robot description "
                              "files: URDF, xacro, SDFormat, MJCF (MuJoCo), HRDF, DART SKEL, TAMP problem files and MoveIt SRDF.</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::createEditMenu() {
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    m_undoAction = edit->addAction(tr("&Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = edit->addAction(tr("&Redo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_undoAction->setEnabled(false);
    m_redoAction->setEnabled(false);
    setUndoRedoTips();
    connect(m_undoAction, &QAction::triggered, this, [this]() { undoOrRedo(&QUndoStack::undo); });
    connect(m_redoAction, &QAction::triggered, this, [this]() { undoOrRedo(&QUndoStack::redo); });
    edit->addSeparator();
    edit->addMenu(m_elementActions->addChildMenu());
    for (QAction* a : m_elementActions->actions()) edit->addAction(a);
    edit->addSeparator();
    // F2, as Qt Creator's Follow Symbol Under Cursor.
    m_definitionAction = edit->addAction(tr("Go to Macro De&finition"), this, &MainWindow::goToDefinition);
    m_definitionAction->setShortcut(Qt::Key_F2);
    m_definitionAction->setToolTip(tr("Select the <xacro:macro> the selected call calls (F2)"));
    m_documentActions << m_definitionAction;
    m_definitionAction->setEnabled(false);
    edit->addSeparator();
    edit->addAction(tr("Pr&eferences…"), this,
                    [this]() {
                        PreferencesDialog dialog(this, m_viewport->rendererName());
                        if (dialog.exec() != QDialog::Accepted) return;
                        m_joints->setDegrees(QSettings().value(QStringLiteral("joints/degrees"), true).toBool());
                        const int seconds = PreferencesDialog::autosaveSeconds();
                        if (seconds > 0)
                            m_autosave.start(seconds * 1000);
                        else
                            m_autosave.stop();
                    })
        ->setShortcut(QKeySequence::Preferences);
    QToolBar* bar = findChild<QToolBar*>(QStringLiteral("MainToolBar"));
    if (bar) {
        bar->addSeparator();
        // Curved arrows, as every editor shows undo and redo (the theme's
        // when there is one); back and forward arrows would mean navigation.
        m_undoAction->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo"), undoRedoIcon(false)));
        m_redoAction->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo"), undoRedoIcon(true)));
        bar->addAction(m_undoAction);
        bar->addAction(m_redoAction);
    }
}

bool MainWindow::openFile(const QString& path, Recovery recovery) {
    Diagnostics loadDiagnostics;
    std::unique_ptr<EditorDocument> file = EditorDocument::open(path, &loadDiagnostics);
    if (!file) {
        QStringList lines;
        for (const Diagnostic& d : loadDiagnostics) lines << d.toText();
        complain(tr("Cannot open file"), lines.join(QLatin1Char('\n')));
        return false;
    }
    // Detach the views from the old document before it goes.
    m_tree->setModel(nullptr);
    delete m_treeModel;
    m_treeModel = nullptr;
    m_form->setDocument(nullptr, nullptr, nullptr);
    m_elementActions->setDocument(nullptr, nullptr, nullptr);
    m_file = std::move(file);
    XmlDocument* doc = m_file->xml();
    // A new file: no robot until it compiles, new sliders, and nothing
    // hidden or selected (those are by XML path, meaningless in another file).
    m_model.reset();
    m_modelCurrent = false;
    m_viewport->robot()->showAll();
    m_viewport->robot()->setSelection(QStringList());
    m_viewport->clear();
    m_joints->setModel(nullptr);
    m_joints->setDocument({});
    m_transformPanel->setModel(nullptr, nullptr);
    m_diskBar->hide();
    m_format = FormatRegistry::instance().detect(*doc, doc->fileName());
    m_arguments->setFile(QFileInfo(doc->fileName()).absoluteFilePath());
    m_source->setReadOnly(false);
    showSource();
    m_treeModel = new XmlTreeModel(doc, this);
    m_treeModel->setFormat(m_format);
    m_treeModel->setEditing(m_file->undoStack(),
                            [this](const XmlElement* parent, const QString& child) { return m_elementActions->allows(parent, child); });
    // Removing the current row (an undone insert or duplicate, a delete)
    // selects the element before it, the one the user was working on,
    // rather than whatever slid into its place. Connected before the tree's
    // selection model, which moves the current row on first.
    connect(m_treeModel, &QAbstractItemModel::rowsAboutToBeRemoved, this, [this](const QModelIndex& parent, int first, int last) {
        const QModelIndex current = m_tree->currentIndex();
        m_afterRemoval = QPersistentModelIndex();
        if (current.isValid() && current.parent() == parent && current.row() >= first && current.row() <= last)
            m_afterRemoval = first > 0 ? QPersistentModelIndex(m_treeModel->index(first - 1, 0, parent)) : QPersistentModelIndex(parent);
    });
    connect(m_treeModel, &QAbstractItemModel::rowsRemoved, this, [this]() {
        if (!m_afterRemoval.isValid()) return;
        const QModelIndex target = m_afterRemoval;
        m_afterRemoval = QPersistentModelIndex();
        m_syncingSelection = true;
        m_tree->setCurrentIndex(target);
        m_syncingSelection = false;
    });
    m_tree->setModel(m_treeModel);
    // The chosen element is the current row when it is selected: a view
    // that gets the focus makes its first row current without selecting it,
    // which is no choice of the user's (the robot would open highlighted).
    // A click makes the row current, then selects it: both are followed.
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, &MainWindow::followTree);
    connect(m_tree->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MainWindow::followTree);
    m_form->setDocument(doc, m_file->undoStack(), m_format, m_file->state());
    m_elementActions->setDocument(doc, m_file->undoStack(), m_format);
    connect(doc, &XmlDocument::changed, this, &MainWindow::scheduleRevalidation);
    // A re-parse (source edits, undo of them) replaces every node: keep the
    // selection by path.
    connect(doc, &XmlDocument::aboutToReset, this, [this]() {
        const XmlElement* e = selectedElement();
        m_resetSelection = e ? elementPath(e) : QString();
    });
    connect(doc, &XmlDocument::reset, this, [this]() {
        m_tree->expandToDepth(1);
        // The selection follows, the source's cursor does not: a re-parse
        // comes from typing (or its undo), and the user's cursor, selection
        // and scroll are theirs.
        m_syncingSelection = true;
        if (!m_resetSelection.isEmpty()) selectElement(elementByPath(document()->top(), m_resetSelection));
        m_syncingSelection = false;
    });
    QUndoStack* undo = m_file->undoStack();
    connect(undo, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(undo, &QUndoStack::undoTextChanged, this, [this](const QString& t) {
        m_undoAction->setText(t.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(t));
        setUndoRedoTips();
    });
    connect(undo, &QUndoStack::redoTextChanged, this, [this](const QString& t) {
        m_redoAction->setText(t.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(t));
        setUndoRedoTips();
    });
    m_undoAction->setEnabled(false);
    m_redoAction->setEnabled(false);
    connect(m_file.get(), &EditorDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_file.get(), &EditorDocument::changedOnDisk, this, &MainWindow::documentChangedOnDisk);
    closeComparison();  // it was of the document before
    for (QAction* a : m_documentActions) a->setEnabled(true);
    statusBar()->clearMessage();  // the start-up hint is done with
    revalidate();
    m_tree->expandToDepth(1);
    updateTitle();
    addRecentFile(path);
    if (const int seconds = PreferencesDialog::autosaveSeconds(); seconds > 0) m_autosave.start(seconds * 1000);
    offerRecovery(recovery);
    return true;
}

void MainWindow::undoOrRedo(void (QUndoStack::*step)()) {
    m_source->flush();
    if (!undoStack()) return;
    (undoStack()->*step)();
    // The source shows the result at once, not at the revalidation the
    // change scheduled: keys typed right after Ctrl+Z went into the text
    // it replaced, and were lost when the revalidation replaced it.
    showSource();
}

void MainWindow::placeStaleBar() {
    const int width = m_viewport->width();
    m_staleBar->setGeometry(0, 0, width, m_staleBar->heightForWidth(width));
    m_staleBar->raise();
}

void MainWindow::setUndoRedoTips() {
    // What would be undone or redone, and the key for it.
    for (QAction* a : {m_undoAction, m_redoAction})
        a->setToolTip(
            QStringLiteral("%1 (%2)").arg(QString(a->text()).remove(QLatin1Char('&')), a->shortcut().toString(QKeySequence::NativeText)));
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_staleBar && event->type() == QEvent::MouseButtonRelease && !m_staleBarError.message.isEmpty()) {
        showDiagnostic(m_staleBarError);
        return true;
    }
    if (watched == m_viewport && event->type() == QEvent::Resize) placeStaleBar();
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    // After the layout has taken the new size.
    QTimer::singleShot(0, this, &MainWindow::balanceDocks);
}

void MainWindow::balanceDocks() {
    // The side docks take a share of the window's width (the form and the
    // source stay readable), the 3D view the rest. A dock the user made
    // wider keeps its width unless the 3D view would get less than 40%.
    const int w = width();
    const int wantLeft = std::clamp(w * 26 / 100, 220, 380), wantRight = std::clamp(w * 30 / 100, 260, 520);
    const bool crowded = centralWidget()->width() < w * 40 / 100;
    QList<QDockWidget*> docks;
    QList<int> sizes;
    for (QDockWidget* d : findChildren<QDockWidget*>()) {
        const Qt::DockWidgetArea area = dockWidgetArea(d);
        // (Not the docks tabbed behind another: passed to resizeDocks with
        // the rest, they left every dock as it was.)
        if (d->isFloating() || !d->isVisible() || (area != Qt::LeftDockWidgetArea && area != Qt::RightDockWidgetArea)) continue;
        const int want = area == Qt::LeftDockWidgetArea ? wantLeft : wantRight;
        if (crowded || d->width() < want) docks << d, sizes << want;
    }
    if (!docks.isEmpty()) resizeDocks(docks, sizes, Qt::Horizontal);
}

void MainWindow::updateTitle() {
    const QString name = m_file ? QFileInfo(m_file->path()).fileName() : tr("No file");
    setWindowTitle(tr("%1[*] — Kinedit").arg(name));
    setWindowModified(m_file && m_file->isModified());
}

void MainWindow::saveScreenshot(const QString& path, std::function<void(bool)> done) {
    // The 3D view is a native window: grab() does not see its pixels, so the
    // frame comes from Qt3D's render capture and is painted in its place.
    m_viewport->captureWhenReady([this, path, done](const QImage& frame) {
        QPixmap shot = grab();
        if (!frame.isNull()) {  // null without OpenGL: the widgets alone
            QPainter painter(&shot);
            const QPoint at = m_viewport->mapTo(this, QPoint(0, 0));
            painter.drawImage(QRect(at, m_viewport->size()), frame);
        }
        done(shot.save(path));
    });
}

void MainWindow::complain(const QString& title, const QString& text) {
    if (m_interactive)
        QMessageBox::warning(this, title, text);
    else
        qWarning("%s: %s", qPrintable(title), qPrintable(text));
}

}  // namespace kinedit
