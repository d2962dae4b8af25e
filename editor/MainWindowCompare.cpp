// MainWindow: File ▸ Compare With. The document against another version of
// it (another file, the file as last saved, git's HEAD): the other version
// checked by the one document check as if it stood where the document does,
// compared with the current model (model/diff), drawn as a see-through
// ghost at the same joint values, the changed and added parts coloured, the
// differences listed in the Differences dock. Every check of the document
// compares again.
#include "MainWindow.h"

#include "BackgroundMeshFacts.h"

#include "ArgumentsPanel.h"
#include "ComparePanel.h"
#include "EditorDocument.h"
#include "RobotScene.h"
#include "Viewport.h"
#include "diff/DiffMarks.h"
#include "diff/DiffReport.h"
#include "diff/OtherVersion.h"
#include "diff/SameConfiguration.h"
#include "formats/Format.h"
#include "io/FileReader.h"
#include "kinematics/Data.h"
#include "kinematics/Model.h"
#include "names/NameIndex.h"
#include "xml/XmlDocument.h"
#include "xml/XmlParser.h"

#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QListWidget>
#include <QLoggingCategory>
#include <QMenu>
#include <QStatusBar>

namespace kinedit {

Q_LOGGING_CATEGORY(lcCompare, "kinedit.compare")

namespace {

// The other version's parts: see-through grey-blue; removed ones red.
const QColor kGhost = QColor::fromRgbF(0.45f, 0.55f, 0.75f, 0.3f);
const QColor kRemoved = QColor::fromRgbF(0.9f, 0.15f, 0.12f, 0.55f);
// The document's parts: changed or moved amber, added green.
const QColor kChanged = QColor(255, 170, 0);
const QColor kAdded = QColor(40, 190, 70);

QHash<int, QColor> coloured(const std::vector<int>& frames, const QColor& c, QHash<int, QColor> into = {}) {
    for (int f : frames) into.insert(f, c);
    return into;
}

// The element a diff names in a document: where its name is defined (of
// the kind the diff says, else of any kind), else what the model places
// there (a part a xacro macro made).
const XmlElement* definedElement(const Format* format, const XmlDocument& doc, const QString& kind, const QString& name) {
    if (!format || name.isEmpty()) return nullptr;
    const NameIndex index(*format, doc, {});
    const XmlElement* any = nullptr;
    for (const NameSite& s : index.definitions()) {
        if (s.doc != &doc || s.name != name) continue;
        if (s.kind == kind) return s.element;
        if (!any) any = s.element;
    }
    return any;
}

// The XML path of what stands for a frame in the model: where the file
// wrote the frame, else its first visual's element.
QString framePath(const kin::Model& model, const QString& name) {
    const int f = diffFrame(model, name);
    if (f < 0) return {};
    if (const kin::FrameSource& s = model.frameSource(f); !s.at.path.empty()) return QString::fromStdString(s.at.path);
    for (const kin::Visual& v : model.visuals())
        if (v.frame == f && !v.path.empty()) return QString::fromStdString(v.path);
    return {};
}

}  // namespace

struct MainWindow::Comparison {
    QString against;  // as the Differences dock names it
    OtherVersion other;
    ModelDiff diff;
    DiffTolerance tolerance;
};

void MainWindow::createCompareMenu(QMenu* file) {
    QMenu* compare = file->addMenu(tr("Compare &With"));
    compare->addAction(tr("&Other File…"), this, [this]() {
        const QString from = document() ? QFileInfo(document()->fileName()).absolutePath() : QString();
        const QString path = QFileDialog::getOpenFileName(this, tr("Compare With"), from, robotFileFilters());
        if (!path.isEmpty()) compareWith(CompareWith::OtherFile, path);
    });
    compare->addAction(tr("&Last Saved Version"), this, [this]() { compareWith(CompareWith::LastSaved); });
    QAction* git = compare->addAction(tr("Git &HEAD"), this, [this]() { compareWith(CompareWith::GitHead); });
    git->setToolTip(tr("The file as git's last commit has it (files git tracks only)"));
    compare->addSeparator();
    m_closeComparison = compare->addAction(tr("&Close Comparison"), this, &MainWindow::closeComparison);
    m_closeComparison->setEnabled(false);
    // git is asked only when the menu opens: whether it tracks the file.
    connect(compare, &QMenu::aboutToShow, this, [this, git]() { git->setEnabled(document() && gitTracks(document()->fileName())); });
    m_documentActions << compare->menuAction();
}

void MainWindow::createCompareDock() {
    m_comparePanel = new ComparePanel;
    m_comparePanel->setObjectName(QStringLiteral("comparePanel"));
    m_compareDock = new QDockWidget(tr("Differences"), this);
    m_compareDock->setObjectName(QStringLiteral("DifferencesDock"));
    m_compareDock->setWidget(m_comparePanel);
    addDockWidget(Qt::BottomDockWidgetArea, m_compareDock);
    m_compareDock->hide();  // shown while a comparison is open
    connect(m_comparePanel, &ComparePanel::closeRequested, this, &MainWindow::closeComparison);
    connect(m_comparePanel, &ComparePanel::rowClicked, this, &MainWindow::comparisonRowClicked);
}

bool MainWindow::compareWith(CompareWith what, const QString& path) {
    XmlDocument* doc = document();
    if (!doc || !m_file) return false;
    QElapsedTimer clock;
    clock.start();
    const QString here = QFileInfo(doc->fileName()).absoluteFilePath();
    const QString title = tr("Compare With");
    auto fail = [&](const QString& why) {
        complain(title, why);
        return false;
    };
    QByteArray bytes;
    QString place = here, against;
    switch (what) {
    case CompareWith::OtherFile: {
        place = QFileInfo(path).absoluteFilePath();
        const FileReadResult r = readRegularFile(place, XmlLimits().maxBytes, bytes);
        if (!r.ok) return fail(tr("%1: %2").arg(QDir::toNativeSeparators(place), r.message));
        against = QDir::toNativeSeparators(place);
        break;
    }
    case CompareWith::LastSaved: {
        const FileReadResult r = readRegularFile(here, XmlLimits().maxBytes, bytes);
        if (!r.ok) return fail(tr("%1: %2").arg(QDir::toNativeSeparators(here), r.message));
        against = tr("the last saved version");
        break;
    }
    case CompareWith::GitHead: {
        QString error;
        const std::optional<QByteArray> head = gitHeadVersion(here, &error);
        if (!head) return fail(tr("%1: git's HEAD: %2").arg(QDir::toNativeSeparators(here), error));
        bytes = *head;
        against = tr("git's HEAD");
        break;
    }
    }
    auto c = std::make_shared<Comparison>();
    c->against = against;
    c->other = checkVersionAt(bytes, place, {.arguments = m_arguments->values(), .force = true, .meshes = m_meshFacts});
    const double checkMs = double(clock.nsecsElapsed()) / 1e6;
    if (!c->other.check.model || !c->other.check.data) {
        QString why = c->other.check.compileFailure;
        for (const Diagnostic& d : c->other.check.diagnostics)
            if (why.isEmpty() && d.severity == Severity::Error) why = d.toText();
        if (why.isEmpty()) why = tr("no robot format recognised it");
        return fail(tr("%1 has no kinematic model to compare with: %2").arg(against, why));
    }
    m_comparison = c;
    m_viewport->showGhost(c->other.check.model, *c->other.check.data, kGhost);
    connect(
        m_viewport->ghost(), &RobotScene::meshesLoaded, this,
        [clock]() { qCDebug(lcCompare, "the ghost's meshes in after %.1f ms", double(clock.nsecsElapsed()) / 1e6); },
        Qt::SingleShotConnection);
    updateComparison();
    if (!m_compareDock->isVisible()) {
        m_compareDock->show();
        // Beside the Problems, half the width each: the lines are long.
        if (auto* problems = findChild<QDockWidget*>(QStringLiteral("ProblemsDock")); problems && problems->isVisible())
            resizeDocks({problems, m_compareDock}, {width() / 2, width() / 2}, Qt::Horizontal);
    }
    m_compareDock->raise();
    m_closeComparison->setEnabled(true);
    qCDebug(lcCompare, "compare with %s opened in %.1f ms (other version read and checked in %.1f ms)", qPrintable(against),
            double(clock.nsecsElapsed()) / 1e6, checkMs);
    return true;
}

void MainWindow::closeComparison() {
    if (m_compareDock) m_compareDock->hide();
    if (m_closeComparison) m_closeComparison->setEnabled(false);
    if (!m_comparison) return;
    m_comparison.reset();
    m_viewport->clearGhost();
    m_viewport->robot()->setFrameColours({});
}

void MainWindow::updateComparison() {
    if (!m_comparison) return;
    Comparison& c = *m_comparison;
    if (!m_checkedModel || !m_checkedData) {
        m_comparePanel->setComparison(c.against, {tr("The document has no kinematic model to compare yet")});
        return;
    }
    const kin::Model& other = *c.other.check.model;
    c.diff = diffModels(other, *m_checkedModel, {{c.other.check.data.get(), m_checkedData.get()}}, {QString()}, c.tolerance,
                        frameCuts(c.other.check.format, m_format));
    const DiffMarks marks = diffMarks(c.diff, other, *m_checkedModel);
    m_viewport->robot()->setFrameColours(coloured(marks.added, kAdded, coloured(marks.changed, kChanged)));
    m_viewport->ghost()->setFrameColours(coloured(marks.removed, kRemoved));
    m_comparePanel->setComparison(c.against, c.diff.equal() ? QStringList() : diffLines(c.diff, c.tolerance));
    syncGhost();
    statusBar()->showMessage(c.diff.equal() ? tr("No differences from %1").arg(c.against)
                                            : tr("%n difference(s) from %1", nullptr, int(c.diff.changes.size())).arg(c.against),
                             5000);
}

void MainWindow::syncGhost() {
    const kin::Data* shown = m_viewport->data();
    if (!m_comparison || !shown || !shown->model) return;
    m_viewport->setGhostConfiguration(sameConfiguration(*shown->model, shown->q, *m_comparison->other.check.model));
}

void MainWindow::comparisonRowClicked(int row) {
    if (!m_comparison || !document()) return;
    const Comparison& c = *m_comparison;
    QString kind, current, other;
    if (row >= 0 && size_t(row) < c.diff.changes.size()) {
        const DiffChange& d = c.diff.changes[size_t(row)];
        kind = d.element;
        if (d.aspect != QLatin1String("removed")) current = d.name;
        if (d.aspect != QLatin1String("added")) other = d.aspect == QLatin1String("renamed") ? d.oldValue : d.name;
    } else if (const size_t p = size_t(row) - c.diff.changes.size(); row >= 0 && p < c.diff.poses.size()) {
        const PoseComparison& pose = c.diff.poses[p];
        current = other = pose.largestPosition.meters > 0 ? pose.largestPosition.frame : pose.largestAngle.frame;
    } else {
        return;
    }
    // The document's element, in the tree (the view follows it).
    const XmlElement* e = definedElement(m_format, *document(), kind, current);
    if (!e && m_checkedModel && !current.isEmpty()) {
        const QString path = framePath(*m_checkedModel, current);
        if (!path.isEmpty())
            e = m_format && !m_format->modelPathsAreDocumentPaths() ? producerOf(path) : elementByPath(document()->top(), path);
    }
    selectElement(e);
    // The other version's, in the ghost.
    {
        QString path;
        if (const XmlElement* o = c.other.doc ? definedElement(c.other.check.format, *c.other.doc, kind, other) : nullptr)
            path = elementPath(o);
        if (path.isEmpty() && !other.isEmpty()) path = framePath(*c.other.check.model, other);
        m_viewport->ghost()->setSelection(path);
    }
}

}  // namespace kinedit
