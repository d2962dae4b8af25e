// MainWindow: what is selected, kept the same in every place. A row of the
// tree, a part clicked in the 3D view, the cursor in the source and a
// problem activated in the Problems panel each select an element; the
// others follow, and the tree's context menu acts on it.
#include "MainWindow.h"

#include "ArgumentsPanel.h"
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
#include "kinematics/Model.h"
#include "kinematics/SelectedFrames.h"
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

void MainWindow::selectElement(const XmlElement* e) {
    if (!m_treeModel) return;
    const QModelIndex i = m_treeModel->indexOf(e);
    m_tree->setCurrentIndex(i);
    if (i.isValid()) m_tree->scrollTo(i);
}

const XmlElement* MainWindow::selectedElement() const {
    if (!m_treeModel) return nullptr;
    const QModelIndex i = m_tree->currentIndex();
    return i.isValid() && m_tree->selectionModel()->isSelected(i) ? m_treeModel->element(i) : nullptr;
}

void MainWindow::followTree() {
    QModelIndex i = m_tree->currentIndex();
    if (i.isValid() && !m_tree->selectionModel()->isSelected(i)) i = QModelIndex();
    if (i == m_followed && m_form->element() == (m_treeModel ? m_treeModel->element(i) : nullptr)) return;
    m_followed = i;
    elementSelected(i);
}

void MainWindow::selectPicked(const QString& path) {
    // Qt3D reports a press and release on one part as a click even when the
    // mouse orbited between them: only a real click selects.
    if (!document() || !m_viewport->cameraControl()->lastWasClick()) return;
    // The robot of a document about another file (an SRDF's URDF): its
    // parts are that file's; say which link was clicked.
    if (!m_companionPath.isEmpty()) {
        const std::vector<int> frames = m_model ? kin::selectedFrames(*m_model, {path.toStdString()}) : std::vector<int>();
        if (!frames.empty())
            statusBar()->showMessage(
                tr("Link %1 of %2")
                    .arg(QString::fromStdString(m_model->frames()[size_t(frames.front())].name), QFileInfo(m_companionPath).fileName()),
                10000);
        return;
    }
    // A generated document (xacro): what in the document made the part.
    XmlElement* e = m_format && !m_format->modelPathsAreDocumentPaths() ? producerOf(path) : elementByPath(document()->top(), path);
    // From the shape up to what the user thinks of as the part: the link,
    // body or HRDF element that holds it.
    static const QSet<QString> shapeParts = {QStringLiteral("mesh"),
                                             QStringLiteral("box"),
                                             QStringLiteral("cylinder"),
                                             QStringLiteral("sphere"),
                                             QStringLiteral("capsule"),
                                             QStringLiteral("ellipsoid"),
                                             QStringLiteral("plane"),
                                             QStringLiteral("geometry"),
                                             QStringLiteral("visual"),
                                             QStringLiteral("collision"),
                                             QStringLiteral("visualization_shape"),
                                             QStringLiteral("collision_shape"),
                                             QStringLiteral("shape")};
    while (e && e->parentElement() && shapeParts.contains(e->name())) e = e->parentElement();
    if (e) selectElement(e);
}

void MainWindow::elementSelected(const QModelIndex& index) {
    const XmlElement* e = m_treeModel ? m_treeModel->element(index) : nullptr;
    if (!m_companionPath.isEmpty())
        m_viewport->robot()->setSelection(companionSelection(e));  // the links of the robot the document is about
    else if (e && m_format && m_format->generator())
        m_viewport->robot()->setSelection(m_format->generator()->generatedPaths(*document(), m_file->state().get(), *e));
    else
        m_viewport->robot()->setSelection(e ? elementPath(e) : QString());
    updateCounts();
    m_form->setElement(e);
    m_elementActions->setCurrent(e);
    m_definitionAction->setEnabled(e && m_format && m_format->generator() &&
                                   !m_format->generator()->definitionOf(*document(), m_file->state().get(), *e).file.isEmpty());
    if (!e || m_syncingSelection) return;
    const SourcePos pos = document()->position(e);
    m_source->goTo(pos.line, pos.column);
}

void MainWindow::sourceCursorMoved(int line, int column) {
    XmlDocument* doc = document();
    if (!doc || m_source->hasPendingEdit()) return;  // the tree is behind the text until it is parsed
    const qint64 offset = doc->offset(line, column);
    const XmlElement* e = offset >= 0 ? doc->elementAt(offset) : nullptr;
    if (!e || e == selectedElement()) return;
    m_syncingSelection = true;
    selectElement(e);
    m_syncingSelection = false;
}

void MainWindow::showDiagnostic(const Diagnostic& d) {
    // A problem in another file (an SDFormat include): its line is not this
    // document's; say where it is instead of moving to the wrong place.
    XmlDocument* doc = document();
    if (doc && !d.file.isEmpty() && QFileInfo(d.file).canonicalFilePath() != QFileInfo(doc->fileName()).canonicalFilePath()) {
        statusBar()->showMessage(
            tr("This problem is in %1, line %2: open that file to edit it").arg(QDir::toNativeSeparators(d.file)).arg(d.line));
        return;
    }
    // Select the element first: selecting moves the source to the element's
    // start, and the diagnostic's own line and column must win.
    if (doc && !d.path.isEmpty())
        if (XmlElement* e = elementByPath(doc->top(), d.path)) selectElement(e);
    if (d.line > 0) m_source->goTo(d.line, d.column);
    if (!d.attribute.isEmpty()) m_form->focusField(d.attribute);
}

void MainWindow::treeContextMenu(const QPoint& at) {
    const XmlElement* e = m_treeModel ? m_treeModel->element(m_tree->indexAt(at)) : nullptr;
    if (!e) return;
    const QString path = elementPath(e);
    RobotScene* robot = m_viewport->robot();
    QMenu menu(this);
    menu.addMenu(m_elementActions->addChildMenu());
    for (QAction* a : m_elementActions->actions()) menu.addAction(a);
    if (m_format) {
        const QString included = m_format->includedFile(*e, document()->fileName());
        if (!included.isEmpty()) menu.addAction(tr("Open Included File"), this, [this, included]() { openDocument(included); });
        if (m_format->generator() && !m_format->generator()->definitionOf(*document(), m_file->state().get(), *e).file.isEmpty())
            menu.addAction(m_definitionAction);
    }
    menu.addSeparator();
    // Hide an element's shapes, or see through them, in the 3D view.
    QAction* hide = menu.addAction(tr("Hide in 3D View"));
    hide->setCheckable(true);
    hide->setChecked(robot->isElementHidden(path));
    connect(hide, &QAction::toggled, this, [this, robot, path](bool on) {
        robot->setElementHidden(path, on);
        updateCounts();
    });
    QAction* see = menu.addAction(tr("See Through in 3D View"));
    see->setCheckable(true);
    see->setChecked(robot->isElementSeeThrough(path));
    connect(see, &QAction::toggled, this, [robot, path](bool on) { robot->setElementSeeThrough(path, on); });
    menu.addAction(tr("Show Everything"), this, [this, robot]() {
        robot->showAll();
        updateCounts();
    });
    menu.exec(m_tree->viewport()->mapToGlobal(at));
}

}  // namespace kinedit
