#include "ValueEditors.h"

#include <QDir>
#include <QDoubleValidator>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QToolButton>

#include <limits>

namespace kinedit {

NumberSpinBox::NumberSpinBox(QWidget* parent) : QDoubleSpinBox(parent) {
    setLocale(QLocale::c());  // files write 0.5 whatever the user's locale
    setDecimals(12);
    setRange(-std::numeric_limits<double>::max(), std::numeric_limits<double>::max());
    setKeyboardTracking(false);
    setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
}

QString NumberSpinBox::textFromValue(double value) const {
    QString s = QString::number(value, 'g', 10);
    if (!s.contains(QLatin1Char('.')) && !s.contains(QLatin1Char('e')) && !s.contains(QLatin1String("inf"))) s += QStringLiteral(".0");
    return s;
}

// The number in a field's text: without the unit the field shows after it
// (" m"), which the user's selection of the number leaves in place.
QString NumberSpinBox::numberPart(const QString& text) const {
    QString t = text;
    if (!suffix().isEmpty() && t.endsWith(suffix())) t.chop(suffix().size());
    if (!prefix().isEmpty() && t.startsWith(prefix())) t.remove(0, prefix().size());
    return t.trimmed();
}

double NumberSpinBox::valueFromText(const QString& text) const { return numberPart(text).toDouble(); }

QValidator::State NumberSpinBox::validate(QString& text, int& pos) const {
    Q_UNUSED(pos);
    const QString t = numberPart(text);
    if (t.isEmpty() || t == QLatin1String("-") || t == QLatin1String("+") || t.endsWith(QLatin1Char('e')) || t.endsWith(QLatin1Char('.')))
        return QValidator::Intermediate;
    bool ok = false;
    t.toDouble(&ok);
    return ok ? QValidator::Acceptable : QValidator::Invalid;
}

VectorField::VectorField(int count, QWidget* parent) : QWidget(parent) {
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(2);
    for (int i = 0; i < count; ++i) {
        auto* e = new QLineEdit;
        auto* v = new QDoubleValidator(e);
        v->setLocale(QLocale::c());
        e->setValidator(v);
        e->setMinimumWidth(36);
        row->addWidget(e, 1);
        m_parts << e;
        connect(e, &QLineEdit::editingFinished, this, [this]() {
            const QString t = text();
            if (t == m_committed) return;
            m_committed = t;
            emit committed(t);
        });
    }
}

bool VectorField::setText(const QString& text) {
    const QStringList parts = text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!text.trimmed().isEmpty() && parts.size() != m_parts.size()) return false;
    for (const QString& p : parts) {
        bool ok = false;
        p.toDouble(&ok);
        if (!ok) return false;
    }
    for (int i = 0; i < m_parts.size(); ++i) m_parts[i]->setText(parts.value(i));
    m_committed = this->text();
    return true;
}

QString VectorField::text() const {
    QStringList parts;
    bool any = false;
    for (QLineEdit* e : m_parts) {
        any = any || !e->text().isEmpty();
        parts << (e->text().isEmpty() ? (e->placeholderText().isEmpty() ? QStringLiteral("0") : e->placeholderText()) : e->text());
    }
    return any ? parts.join(QLatin1Char(' ')) : QString();
}

void VectorField::setPlaceholders(const QString& defaults) {
    const QStringList parts = defaults.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < m_parts.size(); ++i) m_parts[i]->setPlaceholderText(parts.value(i));
}

PathField::PathField(const QString& baseDir, QWidget* parent) : QWidget(parent), m_baseDir(baseDir) {
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    m_edit = new QLineEdit;
    auto* browse = new QToolButton;
    browse->setText(QStringLiteral("…"));
    browse->setToolTip(tr("Choose a file (written relative to this document)"));
    row->addWidget(m_edit, 1);
    row->addWidget(browse);
    auto commit = [this]() {
        if (m_edit->text() == m_committed) return;
        m_committed = m_edit->text();
        emit committed(m_committed);
    };
    connect(m_edit, &QLineEdit::editingFinished, this, commit);
    connect(browse, &QToolButton::clicked, this, [this, commit]() {
        const QString chosen = QFileDialog::getOpenFileName(this, tr("Choose a file"), m_baseDir);
        if (chosen.isEmpty()) return;
        m_edit->setText(QDir(m_baseDir).relativeFilePath(chosen));
        commit();
    });
}

void PathField::setText(const QString& text) {
    if (m_edit->text() != text) m_edit->setText(text);
    m_committed = text;
}

QString PathField::text() const { return m_edit->text(); }

}  // namespace kinedit
