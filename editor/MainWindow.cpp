#include "MainWindow.h"

#include "FrameTransformPanel.h"
#include "ConfigurationMapping.h"
#include "JointPanel.h"
#include "ProblemsPanel.h"
#include "SourceView.h"
#include "Viewport.h"
#include "XmlTreeModel.h"
#include "RobotScene.h"
#include "formats/FormatRegistry.h"
#include "kinematics/Groups.h"
#include "kinematics/Kinematics.h"
#include "xml/XmlDocument.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QSet>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>

namespace kinedit {

namespace {
// Same joints: names, degrees of freedom and limits.
bool sameJoints(const kin::Model& a, const kin::Model& b) {
    if (a.joints().size() != b.joints().size()) return false;
    for (size_t i = 0; i < a.joints().size(); ++i) {
        const kin::Joint &x = a.joints()[i], &y = b.joints()[i];
        if (x.name != y.name || x.dof() != y.dof() || x.lower != y.lower || x.upper != y.upper) return false;
    }
    return true;
}
}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    setDockNestingEnabled(true);

    m_viewport = new Viewport(this);
    setCentralWidget(m_viewport);

    auto dock = [this](const QString& title, const char* name, QWidget* w, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(QLatin1String(name));
        d->setWidget(w);
        addDockWidget(area, d);
        return d;
    };
    m_tree = new QTreeView;
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    // Right-click: hide an element's shapes, or see through them, in the 3D view.
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        const XmlElement* e = m_treeModel ? m_treeModel->element(m_tree->indexAt(at)) : nullptr;
        if (!e) return;
        const QString path = elementPath(e);
        RobotScene* robot = m_viewport->robot();
        QMenu menu(this);
        QAction* hide = menu.addAction(tr("Hide in 3D View"));
        hide->setCheckable(true);
        hide->setChecked(robot->isElementHidden(path));
        connect(hide, &QAction::toggled, this, [robot, path](bool on) { robot->setElementHidden(path, on); });
        QAction* see = menu.addAction(tr("See Through in 3D View"));
        see->setCheckable(true);
        see->setChecked(robot->isElementSeeThrough(path));
        connect(see, &QAction::toggled, this, [robot, path](bool on) { robot->setElementSeeThrough(path, on); });
        menu.addSeparator();
        menu.addAction(tr("Show Everything"), this, [robot]() { robot->showAll(); });
        menu.exec(m_tree->viewport()->mapToGlobal(at));
    });
    dock(tr("Elements"), "ElementsDock", m_tree, Qt::LeftDockWidgetArea);

    m_source = new SourceView;
    m_source->setReadOnly(true);
    dock(tr("Source"), "SourceDock", m_source, Qt::RightDockWidgetArea);

    m_problems = new ProblemsPanel;
    dock(tr("Problems"), "ProblemsDock", m_problems, Qt::BottomDockWidgetArea);
    m_joints = new JointPanel;
    dock(tr("Joints"), "JointsDock", m_joints, Qt::LeftDockWidgetArea);
    m_transformPanel = new FrameTransformPanel;
    dock(tr("Frame Transform"), "FrameTransformDock", m_transformPanel, Qt::RightDockWidgetArea);
    connect(m_joints, &JointPanel::configurationChanged, this, [this](const Eigen::VectorXd& q) {
        // Transforms only: the scene is not rebuilt.
        m_viewport->setConfiguration(q);
        if (m_viewport->data()) m_transformPanel->setData(*m_viewport->data());
    });
    connect(m_problems, &ProblemsPanel::diagnosticActivated, this, &MainWindow::showDiagnostic);
    connect(m_viewport->robot(), &RobotScene::meshProgress, this, [this]() {
        if (m_doc) publishDiagnostics();
    });
    connect(m_viewport->robot(), &RobotScene::visualPicked, this, &MainWindow::selectPicked);
    connect(m_viewport->robot(), &RobotScene::meshesLoaded, this, [this]() {
        if (m_doc) addMeshProblems();
    });

    createActions();
    // First-run proportions: a readable source, a short problems list.
    resizeDocks({findChild<QDockWidget*>(QStringLiteral("SourceDock"))}, {440}, Qt::Horizontal);
    resizeDocks({findChild<QDockWidget*>(QStringLiteral("ProblemsDock"))}, {150}, Qt::Vertical);
    resizeDocks({findChild<QDockWidget*>(QStringLiteral("ElementsDock")), findChild<QDockWidget*>(QStringLiteral("JointsDock"))}, {260, 300},
                Qt::Vertical);
    resizeDocks({findChild<QDockWidget*>(QStringLiteral("ElementsDock"))}, {290}, Qt::Horizontal);
    statusBar()->showMessage(tr("Open a robot file (HRDF, SDFormat, URDF, SKEL, TAMP) to begin"));
    resize(1280, 800);

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open…"), this, [this]() {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open robot file"), QString(),
            tr("Robot files (*.hrdf *.sdf *.world *.urdf *.skel *.xml);;All files (*)"));
        if (!path.isEmpty()) openFile(path);
    });
    open->setShortcut(QKeySequence::Open);
    open->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

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
        });
        return a;
    };
    toggle(tr("&Frame Axes"), "view/frames", true, &RobotScene::setFramesVisible)->setShortcut(tr("Ctrl+Shift+F"));
    toggle(tr("&Visual Geometry"), "view/visual", true, &RobotScene::setVisualVisible);
    toggle(tr("&Collision Geometry"), "view/collision", false, &RobotScene::setCollisionVisible);
    toggle(tr("&Joint Axes"), "view/jointAxes", false, &RobotScene::setJointAxesVisible);
    toggle(tr("Centres of &Mass"), "view/centresOfMass", false, &RobotScene::setCentresOfMassVisible);
    toggle(tr("&Assembly Checks"), "view/assemblyChecks", true, &RobotScene::setAssemblyChecksVisible);
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

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Kinedit"), this, [this]() {
        QMessageBox::about(this, tr("About Kinedit"),
                           tr("<b>Kinedit %1</b><p>An editor and 3D visualizer for robot description "
                              "files: HRDF, SDFormat, URDF, DART SKEL and TAMP problem files.</p>")
                               .arg(QApplication::applicationVersion()));
    });

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("MainToolBar"));
    bar->addAction(open);
}

bool MainWindow::openFile(const QString& path) {
    Diagnostics loadDiagnostics;
    std::unique_ptr<XmlDocument> doc = XmlDocument::load(path, &loadDiagnostics);
    if (!doc) {
        QStringList lines;
        for (const Diagnostic& d : loadDiagnostics) lines << d.toText();
        if (m_interactive)
            QMessageBox::warning(this, tr("Cannot open file"), lines.join(QLatin1Char('\n')));
        else
            qWarning("%s", qPrintable(lines.join(QLatin1Char('\n'))));
        return false;
    }
    m_doc = std::move(doc);
    // A new file: no robot until it compiles, new sliders, and nothing
    // hidden or selected (those are by XML path, meaningless in another file).
    m_model.reset();
    m_viewport->robot()->showAll();
    m_viewport->robot()->setSelection({});
    m_viewport->clear();
    m_joints->setModel(nullptr);
    m_joints->setDocument({});
    m_transformPanel->setModel(nullptr, nullptr);
    m_source->setPlainText(QString::fromUtf8(m_doc->toBytes()));
    delete m_treeModel;
    m_treeModel = new XmlTreeModel(m_doc.get(), this);
    m_tree->setModel(m_treeModel);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& i) { showElementSource(i); });
    connect(m_doc.get(), &XmlDocument::changed, this, &MainWindow::revalidate);
    revalidate();
    m_tree->expandToDepth(1);
    updateTitle();
    return true;
}

void MainWindow::revalidate() {
    m_diagnostics = m_doc->parseDiagnostics();
    const Format* format = FormatRegistry::instance().detect(*m_doc, m_doc->fileName());
    m_formatName = format ? format->displayName() : tr("XML");
    const bool tamp = format && format->id() == QLatin1String("tamp");
    bool compiled = false;
    m_tampTags.clear();
    if (format && m_doc->root()) format->validate(*m_doc, m_diagnostics);
    // The model the viewport shows (kept when the document has errors, so
    // that the picture does not vanish while the user types).
    if (format && format->hasKinematics() && !hasErrors(m_diagnostics)) {
        Diagnostics ignored;
        if (auto model = format->compile(*m_doc, ignored)) {
            compiled = true;
            // TAMP problems: the robots' configuration tags, for the mapping
            // dialog, with their joints as the compiled scene names them.
            if (tamp) m_tampTags = tampConfiguration(*m_doc, model.get());
            kin::Data data(model);
            std::string why;
            if (!kin::closeGroups(*model, data, &why))
                m_diagnostics.append({Severity::Warning, QStringLiteral("KIN-W001"), QString::fromStdString(why),
                                      m_doc->fileName(), 0, 0, {}, {}});
            kin::forwardKinematics(*model, data, data.q);
            m_viewport->showModel(model, data);
            // The sliders are rebuilt when the joints changed, and keep the
            // user's values while edits elsewhere recompile the model.
            if (!m_model || !sameJoints(*m_model, *model)) {
                m_joints->setModel(model);
                m_joints->setDocument(QFileInfo(m_doc->fileName()).absoluteFilePath());
                m_model = model;
                applyConfigurationMapping();
            }
            m_viewport->setConfiguration(m_joints->configuration());  // the sliders' values, not the file's
            m_transformPanel->setModel(model, format);
            m_transformPanel->setData(*m_viewport->data());
            m_model = model;
        }
    }
    if (tamp && !compiled) m_tampTags = tampConfiguration(*m_doc, nullptr);
    m_mappingAction->setEnabled(!m_tampTags.empty());
    publishDiagnostics();
}

void MainWindow::publishDiagnostics() {
    m_treeModel->setDiagnostics(m_diagnostics);
    m_source->setDiagnostics(m_diagnostics);
    m_problems->setDiagnostics(m_diagnostics);
    const int errors = countSeverity(m_diagnostics, Severity::Error);
    const int warnings = countSeverity(m_diagnostics, Severity::Warning);
    QString status = tr("%1 · %2 · ").arg(QFileInfo(m_doc->fileName()).fileName(), m_formatName) +
                     tr("%n error(s)", nullptr, errors) + QStringLiteral(", ") + tr("%n warning(s)", nullptr, warnings);
    if (const int pending = m_viewport->robot()->pendingMeshes(); pending > 0)
        status += QStringLiteral(" · ") + tr("loading %n mesh file(s)…", nullptr, pending);
    statusBar()->showMessage(status);
}

void MainWindow::addMeshProblems() {
    // Meshes load after the model is shown: their problems join the list
    // when the last one is in.
    m_diagnostics.removeIf([](const Diagnostic& d) { return d.code.startsWith(QLatin1String("MESH-")); });
    m_diagnostics.append(m_viewport->robot()->meshProblems());
    sortByLocation(m_diagnostics);
    publishDiagnostics();
}

void MainWindow::selectPicked(const QString& path) {
    if (!m_doc) return;
    XmlElement* e = elementByPath(m_doc->top(), path);
    // From the shape up to what the user thinks of as the part: the link,
    // body or HRDF element that holds it.
    static const QSet<QString> shapeParts = {
        QStringLiteral("mesh"),     QStringLiteral("box"),      QStringLiteral("cylinder"),  QStringLiteral("sphere"),
        QStringLiteral("capsule"),  QStringLiteral("ellipsoid"), QStringLiteral("plane"),    QStringLiteral("geometry"),
        QStringLiteral("visual"),   QStringLiteral("collision"), QStringLiteral("visualization_shape"),
        QStringLiteral("collision_shape"), QStringLiteral("shape")};
    while (e && e->parentElement() && shapeParts.contains(e->name())) e = e->parentElement();
    if (!e) return;
    const QModelIndex i = m_treeModel->indexOf(e);
    m_tree->setCurrentIndex(i);
    m_tree->scrollTo(i);
}

void MainWindow::showElementSource(const QModelIndex& index) {
    const XmlElement* e = m_treeModel->element(index);
    m_viewport->robot()->setSelection(e ? elementPath(e) : QString());
    if (!e) return;
    const SourcePos pos = m_doc->position(e);
    m_source->goTo(pos.line, pos.column);
}

void MainWindow::showDiagnostic(const Diagnostic& d) {
    // A problem in another file (an SDFormat include): its line is not this
    // document's; say where it is instead of moving to the wrong place.
    if (m_doc && !d.file.isEmpty() &&
        QFileInfo(d.file).canonicalFilePath() != QFileInfo(m_doc->fileName()).canonicalFilePath()) {
        statusBar()->showMessage(tr("This problem is in %1, line %2: open that file to edit it").arg(QDir::toNativeSeparators(d.file)).arg(d.line));
        return;
    }
    // Select the element first: selecting moves the source to the element's
    // start, and the diagnostic's own line and column must win.
    if (m_doc && !d.path.isEmpty()) {
        if (XmlElement* e = elementByPath(m_doc->top(), d.path)) {
            const QModelIndex i = m_treeModel->indexOf(e);
            m_tree->setCurrentIndex(i);
            m_tree->scrollTo(i);
        }
    }
    if (d.line > 0) m_source->goTo(d.line, d.column);
}

void MainWindow::updateTitle() {
    const QString name = m_doc ? QFileInfo(m_doc->fileName()).fileName() : tr("No file");
    setWindowTitle(tr("%1[*] — Kinedit").arg(name));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile()) openFile(urls.first().toLocalFile());
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

int MainWindow::applyConfigurationMapping() {
    if (!m_model || m_tampTags.empty() || !m_doc) return 0;
    Eigen::VectorXd q = m_joints->configuration();
    const int set = ConfigurationMapping(QFileInfo(m_doc->fileName()).absoluteFilePath()).apply(m_tampTags, *m_model, q);
    for (int i = 0; i < int(q.size()); ++i)
        if (q[i] != m_joints->configuration()[i]) m_joints->setValue(i, q[i]);
    return set;
}

void MainWindow::editConfigurationMapping() {
    if (!m_model || m_tampTags.empty()) return;
    ConfigurationMapping mapping(QFileInfo(m_doc->fileName()).absoluteFilePath());
    ConfigurationMappingDialog dialog(m_tampTags, *m_model, mapping, this);
    if (dialog.exec() != QDialog::Accepted) return;
    // Tags back to the file's mapping take the defaults again; then the user's.
    m_joints->reset();
    applyConfigurationMapping();
}

}  // namespace kinedit
