// MainWindow: documents that generate the robot (xacro). The 3D view shows
// the expansion; a click on it selects what in the document made the part
// (a macro call, or the element itself), F2 goes from a macro call to the
// macro, and the Arguments panel sets $(arg) values, re-expanding as the
// user types.
#include "MainWindow.h"

#include "EditorDocument.h"
#include "ArgumentsPanel.h"
#include "SourceView.h"
#include "formats/Format.h"
#include "xml/XmlDocument.h"

#include <QAction>
#include <QDockWidget>
#include <QFileInfo>
#include <QStatusBar>

namespace kinedit {

void MainWindow::createArgumentsDock() {
    m_arguments = new ArgumentsPanel;
    m_arguments->setObjectName(QStringLiteral("argumentsPanel"));
    auto* d = new QDockWidget(tr("Arguments"), this);
    d->setObjectName(QStringLiteral("ArgumentsDock"));
    d->setWidget(m_arguments);
    addDockWidget(Qt::LeftDockWidgetArea, d);
    d->hide();  // shown for documents that declare arguments
    connect(m_arguments, &ArgumentsPanel::argumentsChanged, this, &MainWindow::argumentsChanged);
}

void MainWindow::argumentsChanged(const QHash<QString, QString>& values) {
    XmlDocument* doc = document();
    if (!doc || !m_format) return;
    // Not an edit of the document (nothing to undo, nothing to save): the
    // same file expanded with other values (the check takes the panel's).
    Q_UNUSED(values);
    revalidate();
    statusBar()->showMessage(tr("Expanded again with the arguments"), 3000);
}

void MainWindow::updateArguments() {
    XmlDocument* doc = document();
    const std::vector<std::pair<QString, QString>> declared = doc && m_format && m_format->generator()
                                                                  ? m_format->generator()->declaredArguments(*doc, m_file->state().get())
                                                                  : std::vector<std::pair<QString, QString>>{};
    m_arguments->setDeclared(declared);
    auto* dock = qobject_cast<QDockWidget*>(m_arguments->parentWidget());
    // The dock comes with a document that takes arguments; the user may
    // close it, and it stays closed for that document.
    const bool wanted = !declared.empty();
    if (dock && wanted != m_argumentsShown) {
        m_argumentsShown = wanted;
        dock->setVisible(wanted);
        if (wanted) dock->raise();
    }
    const XmlElement* e = selectedElement();
    m_definitionAction->setEnabled(doc && m_format && m_format->generator() && e &&
                                   !m_format->generator()->definitionOf(*doc, m_file->state().get(), *e).file.isEmpty());
}

XmlElement* MainWindow::producerOf(const QString& modelPath) {
    QString where;
    const DocumentGenerator* generator = m_format ? m_format->generator() : nullptr;
    const XmlElement* e = generator ? generator->producingElement(*document(), m_file->state().get(), modelPath, &where) : nullptr;
    if (!where.isEmpty()) statusBar()->showMessage(where, 8000);
    return const_cast<XmlElement*>(e);  // an element of this window's document
}

bool MainWindow::goToDefinition() {
    XmlDocument* doc = document();
    const XmlElement* e = selectedElement();
    const SourceLocation at = doc && e && m_format && m_format->generator()
                                  ? m_format->generator()->definitionOf(*doc, m_file->state().get(), *e)
                                  : SourceLocation{};
    if (at.file.isEmpty()) {
        statusBar()->showMessage(tr("The selected element calls no macro"), 5000);
        return false;
    }
    MainWindow* w = this;
    if (QFileInfo(at.file).canonicalFilePath() != QFileInfo(doc->fileName()).canonicalFilePath()) w = openDocument(at.file);
    if (!w || !w->document()) return false;
    const qint64 offset = w->document()->offset(at.line, at.column);
    if (const XmlElement* macro = offset >= 0 ? w->document()->elementAt(offset) : nullptr) w->selectElement(macro);
    w->sourceView()->goTo(at.line, at.column);
    if (w != this) {
        w->raise();
        w->activateWindow();
    }
    w->statusBar()->showMessage(tr("The macro is in %1, line %2").arg(QFileInfo(at.file).fileName()).arg(at.line), 5000);
    return true;
}

}  // namespace kinedit
