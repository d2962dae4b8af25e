// Kinedit's main window, one per open document: the viewport in the
// centre; the element tree, attribute form, joints, XML source, frame
// transform and problems in docks (layout kept in QSettings). Every edit,
// from the form, the tree or the source, is a command on the document's
// undo stack; the window revalidates and recompiles after each.
//
// MainWindow.cpp: layout and the flow document -> checks -> model -> view.
// MainWindowFiles.cpp: files (open, save, export, templates, recent files,
// recovery, changes on disk).
// MainWindowGenerated.cpp: documents that generate the robot (xacro):
// picking through provenance, Go to Macro Definition, the Arguments panel.
// MainWindowCompare.cpp: File ▸ Compare With, the ghost and the Differences
// dock.
#pragma once

#include "ProblemsPanel.h"
#include "diagnostics/Diagnostic.h"

#include "formats/ConfigurationTag.h"

#include <Eigen/Core>
#include <QMainWindow>
#include <QPersistentModelIndex>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <memory>
#include <utility>

class QDockWidget;
class QFileSystemWatcher;
class QLabel;
class QMenu;
class QTreeView;
class QUndoStack;

namespace kinedit {

class ArgumentsPanel;
class ComparePanel;
class CollisionMatrixDialog;
class LiveCollisions;
class SelfCollisionPanel;
struct CollidingPair;
class BackgroundMeshFacts;
class AttributeForm;
class EditorDocument;
class ElementActions;
class Format;
class FrameTransformPanel;
class JointPanel;
class ProblemsPanel;
class SourceView;
class Viewport;
class XmlDocument;
class XmlElement;
class XmlTreeModel;
struct FileTemplate;
namespace kin {
class Model;
struct Data;
}  // namespace kin

// The file dialogs' filters: every format Kinedit reads, from the registry
// (so a new format shows without touching this), then each alone.
QString robotFileFilters();

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Non-interactive windows (screenshots, tests) report to stderr instead
    // of opening dialogs, and never ask.
    void setInteractive(bool on) { m_interactive = on; }

    // What opening a file does with a recovery copy of it left by a crash:
    // ask whether to use it, or use it (the user chose at start).
    enum class Recovery { Ask, Apply };
    // Opens a file in this window; on failure shows why and keeps the
    // current document.
    bool openFile(const QString& path, Recovery recovery = Recovery::Ask);
    // Opens a file where the user expects it: the window that has it open,
    // this window if it is empty, else a new window. Returns that window.
    MainWindow* openDocument(const QString& path, Recovery recovery = Recovery::Ask);
    // At start after a crash: offers every file with a recovery copy back
    // at once (asking if interactive) and opens those with their unsaved
    // text, one undoable step each. Returns the windows that have them.
    QList<MainWindow*> recoverSession();

    XmlDocument* document() const;
    EditorDocument* editorDocument() const { return m_file.get(); }
    QUndoStack* undoStack() const;
    const Format* format() const { return m_format; }
    const Diagnostics& diagnostics() const { return m_diagnostics; }
    Viewport* viewport() const { return m_viewport; }
    // The document's kinematic model (null when it has none).
    const kin::Model* model() const { return m_model.get(); }
    JointPanel* jointPanel() const { return m_joints; }
    FrameTransformPanel* transformPanel() const { return m_transformPanel; }
    AttributeForm* attributeForm() const { return m_form; }
    SourceView* sourceView() const { return m_source; }
    QTreeView* elementTree() const { return m_tree; }
    ElementActions* elementActions() const { return m_elementActions; }
    ArgumentsPanel* argumentsPanel() const { return m_arguments; }

    // The selected element's definition (a xacro macro call's macro),
    // selected in this window or in the window of the file that has it.
    // False (with a message in the status bar) when there is none.
    bool goToDefinition();

    // Selects an element (tree, form, viewport, source).
    void selectElement(const XmlElement* e);
    const XmlElement* selectedElement() const;
    // Runs the checks and compiles now instead of at the next turn of the
    // event loop (tests; anything that reads the diagnostics at once).
    void revalidateNow();

    // Files. Each returns false (and says why, interactively) on failure.
    bool save();
    bool saveAs(const QString& path);
    // Writes a copy only when the document has no errors, unless force.
    bool exportValidated(const QString& path, bool force);
    // Writes the robot in another format (by path's extension: .urdf, .sdf,
    // .py for TriP), checked frame by frame (Conversion.h); what the target
    // cannot hold is listed after. lastExport(): that export's diagnostics.
    bool exportToFormat(const QString& path, bool force, bool copyMeshes);
    const Diagnostics& lastExport() const { return m_lastExport; }
    bool newFromTemplate(const FileTemplate& t, const QString& mainPath);
    // Asks to save unsaved changes; false when the user cancels.
    bool maybeSave();

    // TAMP problems: sets the joints the user mapped configuration tags onto
    // (ConfigurationMapping) to the tags' values; returns how many.
    int applyConfigurationMapping();
    // Opens the Configuration Mapping dialog.
    void editConfigurationMapping();
    // Robot ▸ Compute Inertial from Geometry: the selected links' (every
    // link's while none is selected) inertials from their collision shapes,
    // previewed, then written as one edit.
    void computeInertial();
    // The fixes of a problem (Problems panel's context menu): a broken
    // triangle inequality balanced as MuJoCo's balanceinertia does.
    std::vector<ProblemsPanel::Fix> fixesFor(const Diagnostic& d);

    // File ▸ Compare With: the document against another version of it
    // (OtherFile: the file at path), shown as a ghost in the 3D view and
    // listed in the Differences dock until closed. False, saying why, when
    // the other version gives no model.
    enum class CompareWith { OtherFile, LastSaved, GitHead };
    bool compareWith(CompareWith what, const QString& path = {});
    void closeComparison();
    bool comparing() const { return m_comparison != nullptr; }

    // Waits for the viewport's first frame, then saves the whole window as
    // an image (the 3D view composed in). Calls done(ok).
    void saveScreenshot(const QString& path, std::function<void(bool)> done);

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createFileMenu(QMenu* file);
    void createEditMenu();
    void createHelpMenu(QMenu* help);
    void createCompareMenu(QMenu* file);
    void createCompareDock();
    void updateComparison();  // compares again, after a check of the document
    void syncGhost();         // the ghost at the Joints panel's values
    void comparisonRowClicked(int row);
    void balanceDocks();
    void setUndoRedoTips();
    void undoOrRedo(void (QUndoStack::*step)());
    void showSource();  // the document's text into the source view, now
    void scheduleRevalidation();
    void revalidate();
    void watchFilesRead(const QStringList& files);
    void publishDiagnostics();
    void updateCounts();  // the status bar's summary
    void selectPicked(const QString& path);
    void createArgumentsDock();
    // Self-collision (MainWindowCollisions.cpp).
    void createCollisionsDock();
    void addSelfCollisionAction(QMenu* view);
    void restoreSelfCollisions();
    void updateLiveCollisions();  // the model and pose shown, to the live check
    void showTouching(const std::vector<CollidingPair>& pairs, const Eigen::VectorXd& q);
    void openCollisionMatrix();
    void argumentsChanged(const QHash<QString, QString>& values);
    void updateArguments();
    XmlElement* producerOf(const QString& modelPath);
    void addMeshProblems();
    void elementSelected(const QModelIndex& index);
    void followTree();
    void showDiagnostic(const Diagnostic& d);
    void sourceEdited(const QString& text);
    void sourceCursorMoved(int line, int column);
    void treeContextMenu(const QPoint& at);
    void updateTitle();
    void documentChangedOnDisk();
    void offerRecovery(Recovery recovery);
    void addRecentFile(const QString& path);
    void fillRecentMenu();
    void complain(const QString& title, const QString& text);

    bool m_interactive = true;
    std::unique_ptr<EditorDocument> m_file;
    const Format* m_format = nullptr;
    Diagnostics m_diagnostics;
    bool m_modelCurrent = false;  // the last check's model is the one shown
    QString m_compileFailure;     // why the last check's compile gave no model, after its rules passed
    Diagnostics m_lastExport;
    QString m_formatName;
    QTimer m_revalidation;
    // What the checks know of mesh files, read off the GUI thread; a mesh
    // that arrives checks the document again.
    std::shared_ptr<BackgroundMeshFacts> m_meshFacts;
    // The other files the last check read (includes, macro files, YAML): a
    // change to one, saved here or anywhere, checks the document again.
    QFileSystemWatcher* m_filesRead = nullptr;
    std::pair<quint64, quint64> m_sourceShows{0, ~quint64(0)};  // the document state (serial, revision) the source shows
    QTimer m_autosave;
    XmlTreeModel* m_treeModel = nullptr;
    QTreeView* m_tree = nullptr;
    AttributeForm* m_form = nullptr;
    ElementActions* m_elementActions = nullptr;
    SourceView* m_source = nullptr;
    ProblemsPanel* m_problems = nullptr;
    Viewport* m_viewport = nullptr;
    QWidget* m_diskBar = nullptr;
    QLabel* m_diskMessage = nullptr;
    QLabel* m_staleBar = nullptr;
    void placeStaleBar();        // over the top of the 3D view, its width
    Diagnostic m_staleBarError;  // where a click on the bar goes: the first error
    QLabel* m_counts = nullptr;
    FrameTransformPanel* m_transformPanel = nullptr;
    JointPanel* m_joints = nullptr;
    ArgumentsPanel* m_arguments = nullptr;
    QAction* m_definitionAction = nullptr;
    bool m_argumentsShown = false;  // the Arguments dock was shown for this kind of document
    std::shared_ptr<const kin::Model> m_model;
    // The last check's model at the file's configuration (comparisons).
    // The file whose robot the view shows for a document about it (an
    // SRDF's URDF: CompanionView); empty when the document's own.
    QString m_companionPath;
    // Its disable_collisions, each pair as "a\nb" in both orders: the live
    // view leaves these out (read once per check, not per pose).
    QSet<QString> m_disabledPairs;
    // MainWindowCompanion.cpp
    QStringList companionSelection(const XmlElement* e) const;
    QString chosenCompanion() const;  // the file the user chose as the document's companion; empty: none
    void chooseCompanion();
    QAction* m_companionAction = nullptr;
    void updateMatrixApply();  // MainWindowCollisions.cpp
    void applyCollisionMatrix();
    std::shared_ptr<const kin::Model> m_checkedModel;
    std::shared_ptr<const kin::Data> m_checkedData;
    struct Comparison;  // MainWindowCompare.cpp
    std::shared_ptr<Comparison> m_comparison;
    ComparePanel* m_comparePanel = nullptr;
    QDockWidget* m_compareDock = nullptr;
    QAction* m_closeComparison = nullptr;
    std::vector<ConfigurationTag> m_configurationTags;
    QAction* m_mappingAction = nullptr;
    LiveCollisions* m_live = nullptr;
    SelfCollisionPanel* m_collisionPanel = nullptr;
    QDockWidget* m_collisionsDock = nullptr;
    QAction* m_selfCollisionAction = nullptr;
    QPointer<CollisionMatrixDialog> m_matrixDialog;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QList<QAction*> m_documentActions;  // enabled with a document
    QMenu* m_recentMenu = nullptr;
    QString m_resetSelection;  // the selected element's path across a re-parse
    bool m_syncingSelection = false;
    QPersistentModelIndex m_followed;      // the row the form and the view show
    QPersistentModelIndex m_afterRemoval;  // where the selection goes when its row is removed
};

}  // namespace kinedit
