#include "HelpDialogs.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace kinedit {

namespace {
QTableWidget* makeTable(const QStringList& headers, const QList<QStringList>& rows, QWidget* parent) {
    auto* table = new QTableWidget(int(rows.size()), int(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setWordWrap(true);
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < headers.size(); ++c) table->setItem(r, c, new QTableWidgetItem(rows[r].value(c)));
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

void addClose(QDialog* dialog, QVBoxLayout* layout) {
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
}

void collect(const QMenu* menu, const QString& prefix, QList<QStringList>& rows) {
    for (QAction* a : menu->actions()) {
        const QString text = QString(a->text()).remove(QLatin1Char('&'));
        if (a->menu())
            collect(a->menu(), prefix + text + QStringLiteral(" ▸ "), rows);
        else if (!a->shortcut().isEmpty())
            rows << QStringList{prefix + text, a->shortcut().toString(QKeySequence::NativeText)};
    }
}
}  // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar* menus, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Keyboard Shortcuts"));
    QList<QStringList> rows;
    for (QAction* a : menus->actions())
        if (a->menu()) collect(a->menu(), QString(a->text()).remove(QLatin1Char('&')) + QStringLiteral(" ▸ "), rows);
    // What the menus do not list: the mouse in the 3D view and the source's keys.
    rows << QStringList{tr("3D view: orbit"), tr("Left drag")}
         << QStringList{tr("3D view: pan"), tr("Right or middle drag, Shift+left drag")}
         << QStringList{tr("3D view: zoom"), tr("Mouse wheel")} << QStringList{tr("3D view: select a part"), tr("Left click")}
         << QStringList{tr("3D view: clear the selection"), tr("Left click on empty space")}
         << QStringList{tr("Attributes: apply a value"), tr("Enter or Tab")} << QStringList{tr("Attributes: revert a value"), tr("Esc")};
    auto* layout = new QVBoxLayout(this);
    auto* table = makeTable({tr("Command"), tr("Shortcut")}, rows, this);
    table->setObjectName(QStringLiteral("shortcutTable"));
    layout->addWidget(table);
    addClose(this, layout);
    resize(560, 520);
}

QList<std::pair<QString, QString>> DiagnosticCodesDialog::documentedCodes() {
    // Table rows "| CODE | meaning |" of resources/docs/diagnostic-codes.md,
    // built in as a resource.
    QFile page(QStringLiteral(":/help/diagnostic-codes.md"));
    QList<std::pair<QString, QString>> codes;
    if (!page.open(QIODevice::ReadOnly)) return codes;
    static const QRegularExpression row(QStringLiteral("^\\s*\\|\\s*`?([A-Z]+-[EWN]\\d{3})`?\\s*\\|\\s*(.*?)\\s*\\|\\s*$"));
    for (const QByteArray& line : page.readAll().split('\n')) {
        const QRegularExpressionMatch m = row.match(QString::fromUtf8(line));
        if (m.hasMatch()) codes.append({m.captured(1), QString(m.captured(2)).remove(QLatin1Char('`'))});
    }
    return codes;
}

DiagnosticCodesDialog::DiagnosticCodesDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Diagnostic Codes"));
    QList<QStringList> rows;
    for (const auto& [code, meaning] : documentedCodes()) {
        const QChar kind = code[code.indexOf(QLatin1Char('-')) + 1];
        rows << QStringList{code, kind == QLatin1Char('E') ? tr("error") : kind == QLatin1Char('W') ? tr("warning") : tr("note"), meaning};
    }
    auto* layout = new QVBoxLayout(this);
    auto* filter = new QLineEdit(this);
    filter->setObjectName(QStringLiteral("codeFilter"));
    filter->setPlaceholderText(tr("Filter by code or words, e.g. SDF-E0 or mesh"));
    filter->setClearButtonEnabled(true);
    auto* table = makeTable({tr("Code"), tr("Kind"), tr("Meaning")}, rows, this);
    table->setObjectName(QStringLiteral("codeTable"));
    connect(filter, &QLineEdit::textChanged, table, [table](const QString& text) {
        for (int r = 0; r < table->rowCount(); ++r) {
            const bool match = table->item(r, 0)->text().contains(text, Qt::CaseInsensitive) ||
                               table->item(r, 2)->text().contains(text, Qt::CaseInsensitive);
            table->setRowHidden(r, !match);
        }
    });
    layout->addWidget(filter);
    layout->addWidget(table);
    addClose(this, layout);
    resize(760, 560);
}

}  // namespace kinedit
