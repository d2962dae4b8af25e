#include "ArgumentsPanel.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSettings>
#include <QVBoxLayout>

namespace kinedit {

namespace {
QString settingsKey(const QString& file) {
    return QStringLiteral("arguments/") + QString::fromLatin1(file.toUtf8().toBase64(QByteArray::Base64UrlEncoding));
}
}  // namespace

ArgumentsPanel::ArgumentsPanel(QWidget* parent) : QWidget(parent) {
    // Scrolled: Franka's 20 arguments must not make the window taller
    // than the screen.
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outer->addWidget(scroll);
    auto* page = new QWidget;
    auto* column = new QVBoxLayout(page);
    m_empty = new QLabel(tr("This document takes no arguments."));
    m_empty->setWordWrap(true);
    m_empty->setEnabled(false);
    column->addWidget(m_empty);
    m_layout = new QFormLayout;
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    column->addLayout(m_layout);
    column->addStretch(1);
    scroll->setWidget(page);
    // As the source view: the robot follows a moment after the last key.
    m_pending.setSingleShot(true);
    m_pending.setInterval(600);
    connect(&m_pending, &QTimer::timeout, this, &ArgumentsPanel::commit);
}

QHash<QString, QString> ArgumentsPanel::setFile(const QString& path) {
    m_pending.stop();
    m_file = path;
    m_values.clear();
    const QVariantMap kept = QSettings().value(settingsKey(path)).toMap();
    for (auto it = kept.begin(); it != kept.end(); ++it) m_values.insert(it.key(), it.value().toString());
    m_declared.clear();
    setDeclared({});
    return m_values;
}

void ArgumentsPanel::setDeclared(const std::vector<std::pair<QString, QString>>& declared) {
    if (declared == m_declared && !m_fields.isEmpty()) return;
    m_declared = declared;
    while (m_layout->rowCount() > 0) m_layout->removeRow(0);
    m_fields.clear();
    m_empty->setVisible(declared.empty());
    for (const auto& [name, def] : declared) {
        if (m_fields.contains(name)) continue;  // declared twice: the first default is xacro's
        auto* line = new QLineEdit(m_values.value(name));
        line->setObjectName(QStringLiteral("argument_") + name);
        line->setPlaceholderText(def);
        line->setClearButtonEnabled(true);
        line->setToolTip(tr("$(arg %1): empty takes the default, %2").arg(name, def.isEmpty() ? tr("(empty)") : def));
        connect(line, &QLineEdit::textChanged, this, [this, name](const QString& text) {
            if (text.isEmpty())
                m_values.remove(name);
            else
                m_values.insert(name, text);
            m_pending.start();
        });
        m_layout->addRow(name, line);
        m_fields.insert(name, line);
    }
}

QHash<QString, QString> ArgumentsPanel::values() const { return m_values; }

void ArgumentsPanel::commit() {
    if (m_file.isEmpty()) return;
    QVariantMap kept;
    for (auto it = m_values.begin(); it != m_values.end(); ++it) kept.insert(it.key(), it.value());
    QSettings settings;
    if (kept.isEmpty())
        settings.remove(settingsKey(m_file));
    else
        settings.setValue(settingsKey(m_file), kept);
    emit argumentsChanged(m_values);
}

}  // namespace kinedit
