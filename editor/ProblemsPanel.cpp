#include "ProblemsPanel.h"

#include <QContextMenuEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QMenu>
#include <QStyle>

namespace kinedit {

ProblemsPanel::ProblemsPanel(QWidget* parent) : QTreeWidget(parent) {
    setColumnCount(4);
    setHeaderLabels({tr("Message"), tr("Code"), tr("Location"), tr("Element")});
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    header()->setStretchLastSection(false);
    for (int c = 1; c < 4; ++c) header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const int i = item->data(0, Qt::UserRole).toInt();
        if (i >= 0 && i < m_diagnostics.size()) emit diagnosticActivated(m_diagnostics[i]);
    });
    connect(this, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) { emit itemActivated(item, 0); });
}

void ProblemsPanel::setDiagnostics(const Diagnostics& diagnostics) {
    m_diagnostics = diagnostics;
    sortByLocation(m_diagnostics);
    clear();
    for (int i = 0; i < m_diagnostics.size(); ++i) {
        const Diagnostic& d = m_diagnostics[i];
        auto* item = new QTreeWidgetItem(this);
        const QStyle::StandardPixmap icon = d.severity == Severity::Error     ? QStyle::SP_MessageBoxCritical
                                            : d.severity == Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                                              : QStyle::SP_MessageBoxInformation;
        item->setIcon(0, style()->standardIcon(icon));
        item->setText(0, d.message);
        item->setToolTip(0, d.toText());
        item->setText(1, d.code);
        item->setText(2, d.line > 0 ? QStringLiteral("%1:%2:%3").arg(QFileInfo(d.file).fileName()).arg(d.line).arg(d.column)
                                    : QFileInfo(d.file).fileName());
        item->setText(3, d.path);
        item->setData(0, Qt::UserRole, i);
    }
}

void ProblemsPanel::contextMenuEvent(QContextMenuEvent* event) {
    QTreeWidgetItem* item = itemAt(viewport()->mapFromGlobal(event->globalPos()));
    const int i = item ? item->data(0, Qt::UserRole).toInt() : -1;
    if (i < 0 || i >= m_diagnostics.size() || !m_fixes) return;
    setCurrentItem(item);
    const std::vector<Fix> fixes = m_fixes(m_diagnostics[i]);
    if (fixes.empty()) return;
    QMenu menu(this);
    for (const Fix& f : fixes) menu.addAction(f.title, this, f.apply);
    menu.exec(event->globalPos());
}

}  // namespace kinedit
