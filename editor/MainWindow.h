// Kinedit's main window: the viewport in the centre, the element tree, the
// XML source and the problems around it in docks (layout kept in QSettings).
#pragma once

#include "diagnostics/Diagnostic.h"

#include "formats/tamp/TampConfiguration.h"

#include <QMainWindow>

#include <memory>

class QTreeView;

namespace kinedit {

class FrameTransformPanel;
class JointPanel;
class ProblemsPanel;
class SourceView;
class Viewport;
class XmlDocument;
class XmlTreeModel;
namespace kin {
class Model;
}

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Non-interactive windows (screenshots, tests) report to stderr instead
    // of opening dialogs.
    void setInteractive(bool on) { m_interactive = on; }

    // Opens a file; on failure shows why and keeps the current document.
    bool openFile(const QString& path);
    XmlDocument* document() const { return m_doc.get(); }
    const Diagnostics& diagnostics() const { return m_diagnostics; }
    Viewport* viewport() const { return m_viewport; }
    // The document's kinematic model (null when it has none).
    const kin::Model* model() const { return m_model.get(); }
    JointPanel* jointPanel() const { return m_joints; }
    FrameTransformPanel* transformPanel() const { return m_transformPanel; }

    // TAMP problems: sets the joints the user mapped configuration tags onto
    // (ConfigurationMapping) to the tags' values; returns how many.
    int applyConfigurationMapping();
    // Opens the Configuration Mapping dialog.
    void editConfigurationMapping();

    // Waits for the viewport's first frame, then saves the whole window as
    // an image (the 3D view composed in). Calls done(ok).
    void saveScreenshot(const QString& path, std::function<void(bool)> done);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void revalidate();
    void publishDiagnostics();
    void selectPicked(const QString& path);
    void addMeshProblems();
    void showElementSource(const QModelIndex& index);
    void showDiagnostic(const Diagnostic& d);
    void updateTitle();

    bool m_interactive = true;
    std::unique_ptr<XmlDocument> m_doc;
    Diagnostics m_diagnostics;
    QString m_formatName;
    XmlTreeModel* m_treeModel = nullptr;
    QTreeView* m_tree = nullptr;
    SourceView* m_source = nullptr;
    ProblemsPanel* m_problems = nullptr;
    Viewport* m_viewport = nullptr;
    FrameTransformPanel* m_transformPanel = nullptr;
    JointPanel* m_joints = nullptr;
    std::shared_ptr<const kin::Model> m_model;
    std::vector<TampConfigurationTag> m_tampTags;
    QAction* m_mappingAction = nullptr;
};

}  // namespace kinedit
