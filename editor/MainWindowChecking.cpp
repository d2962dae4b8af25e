// MainWindow: the check of the document. After an edit, or a pause in
// typing in the source, the one document check (model/check) runs; its
// diagnostics go to the Problems panel, the tree, the form and the source,
// the model to the 3D view and the Joints panel, and the files it read are
// watched so that a change to one of them checks the document again.
#include "MainWindow.h"

#include "ArgumentsPanel.h"
#include "BackgroundMeshFacts.h"
#include "AttributeForm.h"
#include "CameraControl.h"
#include "CollisionMatrixDialog.h"
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
#include "formats/CompanionView.h"
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

void MainWindow::showSource() {
    XmlDocument* doc = document();
    if (!doc) return;
    m_source->showText(shownText(doc->toBytes()));
    m_sourceShows = {doc->serial(), doc->revision()};
}

void MainWindow::scheduleRevalidation() {
    m_revalidation.start();
    updateTitle();
}

void MainWindow::revalidateNow() {
    m_source->flush();
    if (m_file) revalidate();
}

void MainWindow::revalidate() {
    m_revalidation.stop();
    XmlDocument* doc = document();
    if (!doc) return;
    // The source follows every change that did not come from it: a state
    // of the document it does not show yet. Keys typed on top of the state
    // it shows (a pending edit) stay.
    if (m_sourceShows != std::pair{doc->serial(), doc->revision()}) showSource();
    DocumentCheck check = checkDocument(*doc, {.state = m_file->state(),
                                               .arguments = m_arguments->values(),
                                               .filesRead = true,
                                               .meshes = m_meshFacts,
                                               .companion = chosenCompanion()});
    watchFilesRead(check.filesRead);
    m_form->setFilesRead(check.filesRead);
    m_diagnostics = std::move(check.diagnostics);
    m_compileFailure = check.compileFailure;
    const Format* format = check.format;
    if (format != m_format) {
        m_format = format;
        m_form->setDocument(doc, undoStack(), format);
        m_treeModel->setFormat(format);
        m_elementActions->setDocument(doc, undoStack(), format);
        m_followed = QPersistentModelIndex();
        followTree();
    }
    m_formatName = format ? format->displayName() : tr("XML");
    bool compiled = false;
    m_configurationTags.clear();
    // The model the viewport shows (kept when the document has errors, so
    // that the picture does not vanish while the user types).
    // A document about another file's robot (an SRDF): that robot, posed
    // by the document's named configurations.
    const bool companion = !check.model && check.companionModel && check.companionData;
    const std::shared_ptr<const kin::Model> shown = companion ? check.companionModel : check.model;
    const std::shared_ptr<kin::Data> shownData = companion ? check.companionData : check.data;
    const auto* view = companion && format ? dynamic_cast<const CompanionView*>(format->companion()) : nullptr;
    m_companionPath = companion ? check.companionPath : QString();
    m_disabledPairs.clear();
    if (companion)
        for (const CompanionChecker::CollisionPair& p : format->companion()->disabledPairs(*doc))
            m_disabledPairs << p.link1 + QLatin1Char('\n') + p.link2 << p.link2 + QLatin1Char('\n') + p.link1;
    m_companionAction->setEnabled(format && format->companion());
    updateMatrixApply();
    if (const std::shared_ptr<const kin::Model> model = shown) {
        compiled = true;
        // TAMP problems: the robots' configuration tags, for the mapping
        // dialog, with their joints as the compiled scene names them.
        if (format) m_configurationTags = format->configurationTags(*doc, model.get());
        m_viewport->showModel(model, *shownData);
        // The sliders are rebuilt when the joints changed, and keep the
        // user's values while edits elsewhere recompile the model.
        if (!m_model || !sameJoints(*m_model, *model)) {
            m_joints->setModel(model);
            m_joints->setDocument(QFileInfo(doc->fileName()).absoluteFilePath());
            m_model = model;
            applyConfigurationMapping();
        }
        std::vector<std::pair<QString, Eigen::VectorXd>> states;
        if (view)
            for (kin::NamedConfiguration& c : view->namedConfigurations(*doc, *model))
                states.emplace_back(QString::fromStdString(c.name), std::move(c.q));
        m_joints->setDocumentPoses(std::move(states));
        m_joints->setFrames(model);
        m_viewport->setConfiguration(m_joints->configuration());  // the sliders' values, not the file's
        m_transformPanel->setModel(model, format);
        m_transformPanel->setData(*m_viewport->data());
        m_model = model;
        m_checkedModel = model;
        m_checkedData = shownData;
        updateComparison();
        updateLiveCollisions();                                                            // shapes built again for the new model
        if (m_matrixDialog) m_matrixDialog->setRobot(m_model, m_joints->configuration());  // a run samples the pairs the edit affects
        if (const XmlElement* e = selectedElement())
            m_viewport->robot()->setSelection(companion             ? companionSelection(e)
                                              : format->generator() ? format->generator()->generatedPaths(*doc, m_file->state().get(), *e)
                                                                    : QStringList{elementPath(e)});
    }
    m_modelCurrent = compiled;
    if (format && !compiled) m_configurationTags = format->configurationTags(*doc, nullptr);
    updateArguments();
    m_mappingAction->setEnabled(!m_configurationTags.empty());
    // The form shows what the tree shows: an undo that removed the form's
    // element (or moved the tree's current row) leaves no blank form.
    if (m_form->element() != selectedElement()) {
        m_syncingSelection = true;
        m_followed = QPersistentModelIndex();
        followTree();
        m_syncingSelection = false;
    }
    publishDiagnostics();
}

void MainWindow::updateCounts() {
    if (!document()) return;
    QString status = tr("%1 · %2 · ").arg(QFileInfo(document()->fileName()).fileName(), m_formatName) +
                     tr("%n error(s)", nullptr, countSeverity(m_diagnostics, Severity::Error)) + QStringLiteral(", ") +
                     tr("%n warning(s)", nullptr, countSeverity(m_diagnostics, Severity::Warning)) + QStringLiteral(", ") +
                     tr("%n note(s)", nullptr, countSeverity(m_diagnostics, Severity::Note));
    // Which geometry the 3D view shows (collision drawn see-through, tinted).
    const RobotScene* robot = m_viewport->robot();
    status += QStringLiteral(" · ") + (robot->visualVisible() && robot->collisionVisible() ? tr("visual and collision geometry")
                                       : robot->collisionVisible()                         ? tr("collision geometry")
                                       : robot->visualVisible()                            ? tr("visual geometry")
                                                                                           : tr("no geometry"));
    if (const int pending = m_viewport->robot()->pendingMeshes(); pending > 0)
        status += QStringLiteral(" · ") + tr("loading %n mesh file(s)…", nullptr, pending);
    // How heavy the meshes on screen are, and the selected part's.
    if (const RobotScene::Triangles t = m_viewport->robot()->meshTriangles(); t.shown > 0) {
        status += QStringLiteral(" · ") + (t.selected > 0 ? tr("%L1 mesh triangles (%L2 selected)").arg(t.shown).arg(t.selected)
                                                          : tr("%L1 mesh triangles").arg(t.shown));
        // Simplified copies stand in for heavy meshes (View > Full Meshes).
        if (t.drawn < t.shown) status += QStringLiteral(", ") + tr("simplified on screen to %L1").arg(t.drawn);
        // Coarser still while the view moves (View > Coarser Meshes While Moving).
        if (m_viewport->robot()->isCoarserForMotion()) status += QStringLiteral(", ") + tr("coarser while moving");
    }
    m_counts->setText(status);
}

void MainWindow::publishDiagnostics() {
    m_treeModel->setDiagnostics(m_diagnostics);
    m_source->setDiagnostics(m_diagnostics);
    m_problems->setDiagnostics(m_diagnostics);
    m_form->setDiagnostics(m_diagnostics);
    updateCounts();
    const int errors = countSeverity(m_diagnostics, Severity::Error);
    // The 3D view's robot is the last one that compiled: say when the
    // document has moved on from it.
    // A compile that failed after the rules passed says why. A document
    // that never compiled shows nothing: the first error says why.
    const auto firstError =
        std::find_if(m_diagnostics.begin(), m_diagnostics.end(), [](const Diagnostic& d) { return d.severity == Severity::Error; });
    m_staleBarError = firstError != m_diagnostics.end() ? *firstError : Diagnostic{};
    const QString where = firstError == m_diagnostics.end() ? QString()
                          : firstError->line > 0            ? tr("line %1: %2").arg(firstError->line).arg(firstError->message)
                                                            : firstError->message;
    // Errors found in the robot that compiled (its inertias) leave the view
    // the document's: no bar then.
    QString text;
    if (m_modelCurrent)
        text.clear();
    else if (m_model && !m_compileFailure.isEmpty())
        text = tr("The robot does not compile (%1): the 3D view shows it as it was before.").arg(m_compileFailure);
    else if (m_model && errors > 0)
        text = tr("The document has %n error(s): the 3D view shows the robot as it was before them.", nullptr, errors);
    else if (!m_model && errors > 0)
        text = tr("Nothing to draw: %1").arg(where);
    else if (!m_model && !m_compileFailure.isEmpty())
        text = tr("Nothing to draw: the robot does not compile (%1).").arg(m_compileFailure);
    m_staleBar->setText(text);
    m_staleBar->setToolTip(m_staleBarError.code.isEmpty() ? QString() : tr("Click to go to the first error"));
    m_staleBar->setVisible(!text.isEmpty());
    placeStaleBar();
}

void MainWindow::watchFilesRead(const QStringList& files) {
    // A file replaced by an atomic save leaves the watch: watched again here.
    const QStringList watched = m_filesRead->files();
    QStringList gone;
    for (const QString& f : watched)
        if (!files.contains(f)) gone << f;
    if (!gone.isEmpty()) m_filesRead->removePaths(gone);
    QStringList added;
    for (const QString& f : files)
        if (!watched.contains(f) && QFileInfo::exists(f)) added << f;
    if (!added.isEmpty()) m_filesRead->addPaths(added);
}

void MainWindow::addMeshProblems() {
    // Meshes load after the model is shown: their problems join the list
    // when the last one is in.
    m_diagnostics.removeIf([](const Diagnostic& d) { return d.code.startsWith(QLatin1String("MESH-")); });
    const DocumentGenerator* generator = m_format ? m_format->generator() : nullptr;
    m_diagnostics.append(generator ? generator->relocated(*document(), m_file->state().get(), m_viewport->robot()->meshProblems())
                                   : m_viewport->robot()->meshProblems());
    sortByLocation(m_diagnostics);
    publishDiagnostics();
}

void MainWindow::sourceEdited(const QString& text) {
    XmlDocument* doc = document();
    if (!doc) return;
    // The text box shows every line end as \n: the file keeps its own ends
    // and byte order mark, and only what the user typed changes.
    const QByteArray current = doc->toBytes();
    const QByteArray bytes = bytesAfterShownEdit(current, text);
    if (bytes != current) undoStack()->push(new ReplaceTextCommand(doc, bytes, tr("Edit source")));
    // The source shows this state already; keys typed since (before the
    // check comes round) are on top of it and stay.
    m_sourceShows = {doc->serial(), doc->revision()};
}

int MainWindow::applyConfigurationMapping() {
    if (!m_model || m_configurationTags.empty() || !document()) return 0;
    Eigen::VectorXd q = m_joints->configuration();
    const int set = ConfigurationMapping(QFileInfo(document()->fileName()).absoluteFilePath()).apply(m_configurationTags, *m_model, q);
    for (int i = 0; i < int(q.size()); ++i)
        if (q[i] != m_joints->configuration()[i]) m_joints->setValue(i, q[i]);
    return set;
}

void MainWindow::editConfigurationMapping() {
    if (!m_model || m_configurationTags.empty()) return;
    ConfigurationMapping mapping(QFileInfo(document()->fileName()).absoluteFilePath());
    ConfigurationMappingDialog dialog(m_configurationTags, *m_model, mapping, this);
    if (dialog.exec() != QDialog::Accepted) return;
    // Tags back to the file's mapping take the defaults again; then the user's.
    m_joints->reset();
    applyConfigurationMapping();
}

}  // namespace kinedit
