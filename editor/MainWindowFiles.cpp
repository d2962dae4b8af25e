// MainWindow's files: open, new from template, save (atomic), save as,
// export validated, recent files, unsaved-changes prompts, crash recovery
// and files changed on disk by other programs.
#include "MainWindow.h"

#include "EditorDocument.h"
#include "Templates.h"
#include "geometry/MeshToStl.h"
#include "export/Conversion.h"
#include "formats/FormatRegistry.h"
#include "xml/XmlDocument.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QStyle>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

#include "SourceView.h"

namespace kinedit {

namespace {
const QString RecentKey = QStringLiteral("recentFiles");
constexpr int RecentMax = 10;
}  // namespace

QString robotFileFilters() {
    QStringList all, each;
    for (const auto& f : FormatRegistry::instance().formats()) {
        QStringList patterns;
        for (const QString& ext : f->extensions()) patterns << QStringLiteral("*.") + ext;
        all << patterns;
        each << QStringLiteral("%1 (%2)").arg(f->displayName(), patterns.join(QLatin1Char(' ')));
    }
    all.removeDuplicates();
    return MainWindow::tr("Robot files (%1)").arg(all.join(QLatin1Char(' '))) + QStringLiteral(";;") + each.join(QStringLiteral(";;")) +
           QStringLiteral(";;") + MainWindow::tr("All files (*)");
}

void MainWindow::createFileMenu(QMenu* file) {
    QMenu* templates = file->addMenu(tr("&New from Template"));
    for (const FileTemplate& t : fileTemplates())
        templates->addAction(t.name, this, [this, t]() {
            const QString path = QFileDialog::getSaveFileName(this, tr("New %1").arg(t.name), QDir::home().filePath(t.mainFile));
            if (!path.isEmpty()) newFromTemplate(t, path);
        });
    QAction* open = file->addAction(tr("&Open…"), this, [this]() {
        // Where the open document is, as in every editor.
        const QString from = document() ? QFileInfo(document()->fileName()).absolutePath() : QString();
        const QString path = QFileDialog::getOpenFileName(this, tr("Open robot file"), from, robotFileFilters());
        if (!path.isEmpty()) openDocument(path);
    });
    open->setShortcut(QKeySequence::Open);
    open->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    file->addSeparator();
    QAction* save = file->addAction(tr("&Save"), this, [this]() { this->save(); });
    save->setShortcut(QKeySequence::Save);
    save->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    QAction* saveAs = file->addAction(tr("Save &As…"), this, [this]() {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save As"), document()->fileName(), robotFileFilters());
        if (!path.isEmpty()) this->saveAs(path);
    });
    saveAs->setShortcut(QKeySequence::SaveAs);
    QAction* exportAction = file->addAction(tr("&Export Validated…"), this, [this]() {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Validated"), document()->fileName(), robotFileFilters());
        if (!path.isEmpty()) exportValidated(path, false);
    });
    exportAction->setToolTip(tr("Write a copy only if the document has no errors"));
    QAction* exportFormat = file->addAction(tr("Export to Another &Format…"), this, [this]() {
        const QStringList filters = exportTargets();
        QString selected = filters.value(QSettings().value(QStringLiteral("export/target"), 0).toInt(), filters.first());
        const QString base = QFileInfo(document()->fileName()).absoluteDir().filePath(QFileInfo(document()->fileName()).completeBaseName());
        QString path =
            QFileDialog::getSaveFileName(this, tr("Export to Another Format"), base, filters.join(QStringLiteral(";;")), &selected);
        if (path.isEmpty()) return;
        const int target = std::max(0, int(filters.indexOf(selected)));
        QSettings().setValue(QStringLiteral("export/target"), target);
        // The extension names the target: add the chosen filter's if there is none.
        if (QFileInfo(path).suffix().isEmpty()) {
            static const QRegularExpression extension(QStringLiteral("\\(\\*\\.([A-Za-z0-9]+)"));  // "URDF (*.urdf)"
            path += QLatin1Char('.') + extension.match(filters.value(target)).captured(1);
        }
        exportToFormat(path, false, QSettings().value(QStringLiteral("export/copyMeshes"), false).toBool());
    });
    exportFormat->setToolTip(tr("Write the robot as URDF, SDFormat, MJCF or a TriP script, checked against the document frame by frame"));
    QAction* copyMeshes = file->addAction(tr("Copy &Meshes on Export"));
    copyMeshes->setCheckable(true);
    copyMeshes->setChecked(QSettings().value(QStringLiteral("export/copyMeshes"), false).toBool());
    copyMeshes->setToolTip(
        tr("Copy the robot's meshes into a meshes folder beside the exported file, rather than refer to them where they are"));
    connect(copyMeshes, &QAction::toggled, this, [](bool on) { QSettings().setValue(QStringLiteral("export/copyMeshes"), on); });
    QAction* reload = file->addAction(tr("Re&load from Disk"), this, [this]() {
        if (m_file) m_file->reloadFromDisk();
    });
    m_documentActions = {save, saveAs, exportAction, exportFormat, reload};
    createCompareMenu(file);
    for (QAction* a : m_documentActions) a->setEnabled(false);
    file->addSeparator();
    QAction* close = file->addAction(tr("&Close Window"), this, &QWidget::close);
    close->setShortcut(QKeySequence::Close);
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("MainToolBar"));
    bar->addAction(open);
    bar->addAction(save);
}

MainWindow* MainWindow::openDocument(const QString& path, Recovery recovery) {
    const QString wanted = QFileInfo(path).absoluteFilePath();
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* other = qobject_cast<MainWindow*>(w);
            other && other->m_file && QFileInfo(other->m_file->path()).absoluteFilePath() == wanted) {
            other->show();
            other->raise();
            other->activateWindow();
            return other;
        }
    if (!m_file) return openFile(path, recovery) ? this : nullptr;
    auto* window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setInteractive(m_interactive);
    if (!window->openFile(path, recovery)) {
        delete window;
        return nullptr;
    }
    window->show();
    return window;
}

bool MainWindow::save() {
    if (!m_file) return false;
    return saveAs(m_file->path());
}

bool MainWindow::saveAs(const QString& path) {
    if (!m_file) return false;
    m_source->flush();
    QString error;
    if (!m_file->saveAs(path, &error)) {
        complain(tr("Cannot save"), tr("%1: %2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    addRecentFile(path);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

bool MainWindow::exportValidated(const QString& path, bool force) {
    if (!m_file) return false;
    revalidateNow();
    const int errors = countSeverity(m_diagnostics, Severity::Error);
    if (errors > 0 && !force) {
        QStringList lines;
        for (const Diagnostic& d : m_diagnostics)
            if (d.severity == Severity::Error && lines.size() < 12) lines << d.toText();
        const QString text = tr("The document has %n error(s); nothing was written.", nullptr, errors);
        if (!m_interactive) {
            qWarning("%s\n%s", qPrintable(text), qPrintable(lines.join(QLatin1Char('\n'))));
            return false;
        }
        QMessageBox box(QMessageBox::Warning, tr("Export Validated"), text, QMessageBox::Cancel, this);
        box.setDetailedText(lines.join(QLatin1Char('\n')));
        box.setInformativeText(tr("Fix the errors (see the Problems panel), or export anyway."));
        QPushButton* anyway = box.addButton(tr("Export &Anyway"), QMessageBox::DestructiveRole);
        box.exec();
        if (box.clickedButton() != static_cast<QAbstractButton*>(anyway)) return false;
    }
    QString error;
    if (!m_file->writeCopy(path, &error)) {
        complain(tr("Cannot export"), tr("%1: %2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

bool MainWindow::exportToFormat(const QString& path, bool force, bool copyMeshes) {
    if (!m_file || !m_format) return false;
    m_source->flush();
    revalidateNow();
    Conversion c = convertDocument(*document(), *m_format, path, {force, copyMeshes, meshToStl, m_file->state()});
    const bool sourceErrors =
        std::any_of(c.diagnostics.begin(), c.diagnostics.end(), [](const Diagnostic& d) { return d.code == QLatin1String("EXP-E002"); });
    if (!c.ok() && sourceErrors && !force && m_interactive) {
        QMessageBox box(QMessageBox::Warning, tr("Export to Another Format"),
                        tr("The document has %n error(s); nothing was written.", nullptr, countSeverity(m_diagnostics, Severity::Error)),
                        QMessageBox::Cancel, this);
        box.setInformativeText(tr("Fix the errors (see the Problems panel), or export anyway."));
        QPushButton* anyway = box.addButton(tr("Export &Anyway"), QMessageBox::DestructiveRole);
        box.exec();
        if (box.clickedButton() != static_cast<QAbstractButton*>(anyway)) return false;
        c = convertDocument(*document(), *m_format, path, {true, copyMeshes, meshToStl, m_file->state()});
    }
    m_lastExport = c.diagnostics;
    // What the export found, beside the document's own problems.
    Diagnostics exportOnly;
    for (const Diagnostic& d : c.diagnostics)
        if (d.code.startsWith(QLatin1String("EXP-"))) exportOnly.append(d);
    QStringList lines;
    int problems = 0;  // errors and warnings (the rest are notes)
    for (const Diagnostic& d : exportOnly) {
        lines << (d.severity == Severity::Error     ? tr("error: %1")
                  : d.severity == Severity::Warning ? tr("warning: %1")
                                                    : tr("note: %1"))
                     .arg(d.message);
        problems += d.severity == Severity::Error || d.severity == Severity::Warning;
    }
    if (!c.ok()) {
        if (m_interactive) {
            QMessageBox box(QMessageBox::Warning, tr("Export to Another Format"),
                            tr("%1 was not written.").arg(QDir::toNativeSeparators(path)), QMessageBox::Ok, this);
            box.setInformativeText(lines.isEmpty() ? QString() : lines.first());
            box.setDetailedText(lines.join(QLatin1Char('\n')));
            box.exec();
        } else {
            qWarning("%s", qPrintable(lines.join(QLatin1Char('\n'))));
        }
        return false;
    }
    QString error;
    if (!writeConversion(c, path, &error)) {
        complain(tr("Cannot export"), tr("%1: %2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    QString done = tr("Exported %1 as %2: %n frame pose(s) checked against the document", nullptr, c.framesChecked)
                       .arg(QDir::toNativeSeparators(path), c.target);
    if (c.tendonsChecked > 0) done += tr(", %n tendon length(s)", nullptr, c.tendonsChecked);
    statusBar()->showMessage(done, 6000);
    if (m_interactive && !lines.isEmpty()) {
        QMessageBox box(QMessageBox::Information, tr("Export to Another Format"), done, QMessageBox::Ok, this);
        box.setInformativeText(problems > 0
                                   ? tr("%n thing(s) the target cannot hold as the document does (see details).", nullptr, problems)
                                   : tr("Notes on the export: see details."));
        box.setDetailedText(lines.join(QLatin1Char('\n')));
        box.exec();
    }
    return true;
}

bool MainWindow::newFromTemplate(const FileTemplate& t, const QString& mainPath) {
    QString error;
    if (!instantiateTemplate(t, mainPath, &error)) {
        complain(tr("Cannot create %1").arg(t.name), error);
        return false;
    }
    return openDocument(mainPath) != nullptr;
}

bool MainWindow::maybeSave() {
    if (!m_file || !m_file->isModified() || !m_interactive) return true;
    m_source->flush();
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                             tr("%1 has unsaved changes. Save them?").arg(QFileInfo(m_file->path()).fileName()),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel) return false;
    if (answer == QMessageBox::Save) return save();
    return true;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    // Closed on purpose: no recovery copy is wanted.
    if (m_file) m_file->discardRecovery();
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile()) openDocument(url.toLocalFile());
}

void MainWindow::documentChangedOnDisk() {
    const QString name = QFileInfo(m_file->path()).fileName();
    m_diskMessage->setText(QFileInfo::exists(m_file->path())
                               ? (m_file->isModified()
                                      ? tr("%1 was changed by another program. Reload it? (Your edits stay in the undo history.)").arg(name)
                                      : tr("%1 was changed by another program. Reload it?").arg(name))
                               : tr("%1 was deleted or moved by another program. Save to keep it.").arg(name));
    m_diskBar->findChild<QPushButton*>(QStringLiteral("reloadButton"))->setVisible(QFileInfo::exists(m_file->path()));
    m_diskBar->show();
}

void MainWindow::offerRecovery(Recovery mode) {
    const auto recovery = m_file->pendingRecovery();
    if (!recovery) return;
    if (mode == Recovery::Apply) {
        m_file->replaceText(recovery->bytes, tr("Recover unsaved changes"));
        return;
    }
    if (!m_interactive) return;
    const auto answer =
        QMessageBox::question(this, tr("Recover unsaved changes"),
                              tr("Kinedit was closed with unsaved changes to %1 (autosaved %2). Recover them?")
                                  .arg(QFileInfo(m_file->path()).fileName(), QLocale().toString(recovery->written, QLocale::ShortFormat)),
                              QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
    if (answer == QMessageBox::Yes)
        m_file->replaceText(recovery->bytes, tr("Recover unsaved changes"));
    else
        m_file->discardRecovery();
}

QList<MainWindow*> MainWindow::recoverSession() {
    const QStringList files = EditorDocument::filesWithRecovery();
    if (files.isEmpty()) return {};
    QStringList names;
    for (const QString& f : files) names << QDir::toNativeSeparators(f);
    if (m_interactive && QMessageBox::question(this, tr("Recover unsaved changes"),
                                               tr("Kinedit has unsaved changes from a session that ended unexpectedly:\n\n%1\n\n"
                                                  "Open these files with the changes?")
                                                   .arg(names.join(QLatin1Char('\n'))),
                                               QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) != QMessageBox::Yes)
        return {};  // the copies stay: each is offered when its file is opened
    QList<MainWindow*> windows;
    for (const QString& f : files)
        if (MainWindow* w = openDocument(f, Recovery::Apply)) windows << w;
    return windows;
}

void MainWindow::addRecentFile(const QString& path) {
    QSettings settings;
    QStringList recent = settings.value(RecentKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > RecentMax) recent.removeLast();
    settings.setValue(RecentKey, recent);
}

void MainWindow::fillRecentMenu() {
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(RecentKey).toStringList();
    int n = 1;
    for (const QString& path : recent) {
        QAction* a = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(n++ % 10).arg(QDir::toNativeSeparators(path)), this,
                                             [this, path]() { openDocument(path); });
        a->setEnabled(QFileInfo::exists(path));
    }
    if (recent.isEmpty()) m_recentMenu->addAction(tr("(none)"))->setEnabled(false);
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(tr("Clear List"), this, []() { QSettings().remove(RecentKey); });
}

}  // namespace kinedit
