#include "ComparePanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace kinedit {

ComparePanel::ComparePanel(QWidget* parent) : QWidget(parent) {
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(4, 4, 4, 4);
    auto* head = new QHBoxLayout;
    m_against = new QLabel;
    m_against->setObjectName(QStringLiteral("comparedWith"));
    m_against->setWordWrap(true);
    m_close = new QPushButton(tr("Close Comparison"));
    m_close->setObjectName(QStringLiteral("closeComparison"));
    head->addWidget(m_against, 1);
    head->addWidget(m_close);
    column->addLayout(head);
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("differencesList"));
    m_list->setWordWrap(true);
    column->addWidget(m_list, 1);
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) { emit rowClicked(m_list->row(item)); });
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) { emit rowClicked(m_list->row(item)); });
    connect(m_close, &QPushButton::clicked, this, &ComparePanel::closeRequested);
}

void ComparePanel::setComparison(const QString& against, const QStringList& rows) {
    m_against->setText(tr("Compared with %1").arg(against));
    const int current = m_list->currentRow();
    m_list->clear();
    if (rows.isEmpty())
        m_list->addItem(tr("No differences"));
    else
        m_list->addItems(rows);
    if (current >= 0 && current < m_list->count()) m_list->setCurrentRow(current);
}

QStringList ComparePanel::rows() const {
    QStringList out;
    for (int r = 0; r < m_list->count(); ++r) out << m_list->item(r)->text();
    return out;
}

}  // namespace kinedit
