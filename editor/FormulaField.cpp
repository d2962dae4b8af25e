#include "FormulaField.h"

#include "formula/FormulaParser.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QInputMethodEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStringListModel>
#include <QTextCharFormat>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace kinedit {

namespace {

// A line edit that leaves Return, Enter, Tab and Escape to the completion
// popup while it is open: QCompleter hands each key to the widget first and
// acts itself only when the widget ignores it.
class CompletingEdit : public QLineEdit {
public:
    using QLineEdit::QLineEdit;
    QCompleter* completer = nullptr;
    QRect caretRect() const { return cursorRect(); }

protected:
    bool event(QEvent* e) override {
        if (e->type() == QEvent::KeyPress && completer && completer->popup()->isVisible()) {
            const int key = static_cast<QKeyEvent*>(e)->key();
            if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Escape || key == Qt::Key_Tab || key == Qt::Key_Backtab) {
                e->ignore();
                return true;
            }
        }
        return QLineEdit::event(e);
    }
};

// The run of letters before the cursor: the identifier being typed.
QString prefixAt(const QLineEdit* edit) {
    const QString text = edit->text();
    const int end = edit->cursorPosition();
    int start = end;
    while (start > 0 && text[start - 1].isLetter()) --start;
    return text.mid(start, end - start);
}

// Up to digits significant digits; never "-0".
QString num(double v, int digits) { return QString::number(v == 0 ? 0.0 : v, 'g', digits); }

// Fixed decimals; never "-0.0".
QString fixed(double v, int decimals) {
    const QString s = QString::number(v, 'f', decimals);
    return s.toDouble() == 0 ? QString::number(0.0, 'f', decimals) : s;
}

// Roll, pitch, yaw (radians) of R = Rz(yaw) * Ry(pitch) * Rx(roll).
Eigen::Vector3d rollPitchYaw(const Eigen::Matrix3d& r) {
    const double c = std::hypot(r(0, 0), r(1, 0));  // |cos pitch|
    const double pitch = std::atan2(-r(2, 0), c);
    // Gimbal lock: roll and yaw turn about the same axis; all of it goes to roll.
    if (c < 1e-6) return Eigen::Vector3d(std::atan2(-r(1, 2), r(1, 1)), pitch, 0.0);
    return Eigen::Vector3d(std::atan2(r(2, 1), r(2, 2)), pitch, std::atan2(r(1, 0), r(0, 0)));
}

// Underlines [start, start + length) with a red wavy line; length 0 clears it.
// The format rides on an input method event and is placed relative to the
// cursor; without commit or preedit text the event changes nothing else.
void underline(QLineEdit* edit, int start, int length) {
    QList<QInputMethodEvent::Attribute> attributes;
    if (length > 0) {
        QTextCharFormat format;
        format.setUnderlineStyle(QTextCharFormat::SpellCheckUnderline);
        format.setUnderlineColor(Qt::red);
        attributes.append(QInputMethodEvent::Attribute(QInputMethodEvent::TextFormat, start - edit->cursorPosition(), length,
                                                       QVariant::fromValue(QTextFormat(format))));
    }
    QInputMethodEvent event(QString(), attributes);
    const QSignalBlocker blocker(edit);  // never re-enters evaluate()
    QCoreApplication::sendEvent(edit, &event);
}

}  // namespace

FormulaField::FormulaField(ValueType type, const QString& unit, QWidget* parent) : QWidget(parent), m_type(type), m_unit(unit) {
    // The value beside the text; an error under it, wrapped, so that a long
    // message never squeezes the field (the form keeps its width).
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(1);
    auto* layout = new QHBoxLayout;
    layout->setContentsMargins(0, 0, 0, 0);
    column->addLayout(layout);
    auto* edit = new CompletingEdit(this);
    m_edit = edit;
    m_edit->setObjectName(QStringLiteral("formulaEdit"));
    m_value = new QLabel(this);
    m_value->setObjectName(QStringLiteral("formulaValue"));
    m_value->setTextFormat(Qt::PlainText);
    // The value beside may be cut in a narrow form; the text field keeps
    // its width (the full value is in the field's tooltip).
    m_value->setMinimumWidth(1);
    m_errorLabel = new QLabel(this);
    m_errorLabel->setObjectName(QStringLiteral("formulaError"));
    m_errorLabel->setTextFormat(Qt::PlainText);
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_errorLabel->hide();
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_value);
    column->addWidget(m_errorLabel);
    connect(m_edit, &QLineEdit::textChanged, this, &FormulaField::evaluate);
    connect(m_edit, &QLineEdit::editingFinished, this, [this]() {
        if (m_edit->text() == m_committed) return;
        m_committed = m_edit->text();
        emit committed(m_committed);
    });
    // Words the grammar accepts here: a plain number takes neither pi nor
    // Rx(, a translation only numbers.
    QStringList words;
    if (type == ValueType::Formula || type == ValueType::Rotation) words << QStringLiteral("pi");
    if (type == ValueType::Rotation) words << QStringLiteral("Rx(") << QStringLiteral("Ry(") << QStringLiteral("Rz(");
    if (!words.isEmpty()) {
        auto* completer = new QCompleter(new QStringListModel(words, this), this);
        completer->setWidget(edit);  // not setCompleter(): that completes the whole text
        completer->setCompletionMode(QCompleter::PopupCompletion);
        completer->setCaseSensitivity(Qt::CaseSensitive);
        edit->completer = completer;
        connect(edit, &QLineEdit::textEdited, this, [edit, completer, words]() {
            const QString prefix = prefixAt(edit);
            const QString text = edit->text();
            const int pos = edit->cursorPosition();
            const bool insideWord = pos < text.size() && text[pos].isLetter();
            const bool offer = !prefix.isEmpty() && !insideWord && std::any_of(words.begin(), words.end(), [&](const QString& w) {
                return w.size() > prefix.size() && w.startsWith(prefix);
            });
            QAbstractItemView* popup = completer->popup();
            if (!offer) {
                popup->hide();
                return;
            }
            completer->setCompletionPrefix(prefix);
            popup->setCurrentIndex(completer->completionModel()->index(0, 0));
            QRect rect = edit->caretRect();
            rect.setWidth(popup->sizeHintForColumn(0) + popup->verticalScrollBar()->sizeHint().width());
            completer->complete(rect);
        });
        connect(completer, qOverload<const QString&>(&QCompleter::activated), this, [edit](const QString& word) {
            const int length = int(prefixAt(edit).size());
            edit->setSelection(edit->cursorPosition() - length, length);
            edit->insert(word);
        });
    }
    evaluate();
}

QString FormulaField::text() const { return m_edit->text(); }

void FormulaField::setText(const QString& text) {
    m_committed = text;
    if (text != m_edit->text()) m_edit->setText(text);  // unchanged: the cursor stays
}

void FormulaField::setPlaceholderText(const QString& text) { m_edit->setPlaceholderText(text); }

QString FormulaField::valueText() const { return m_error.isEmpty() ? m_value->text() : m_errorLabel->text(); }

void FormulaField::evaluate() {
    const QString text = m_edit->text();
    m_error.clear();
    m_errorColumn = 0;
    const auto check = [this](const auto& r) {
        if (r.error) {
            m_error = r.error->message;
            m_errorColumn = std::max(1, r.error->column);
        }
        return r.ok();
    };
    QString unit;
    if (!m_unit.isEmpty()) unit = QStringLiteral(" ") + m_unit;
    const auto scalar = [this, &unit](double v, int digits) {
        if (m_unit == QLatin1String("rad")) return tr("= %1 (%2°)").arg(num(v, digits) + unit, num(v * 180 / std::numbers::pi, digits));
        return tr("= %1").arg(num(v, digits) + unit);
    };
    QString shown, tip;  // the label's text; the line edit's tooltip
    if (!text.isEmpty()) {
        switch (m_type) {
        case ValueType::Number:
        case ValueType::Formula: {
            const ValueResult<double> r = m_type == ValueType::Number ? FormulaParser::number(text) : FormulaParser::formula(text);
            if (!check(r)) break;
            shown = scalar(r.value, 6);
            tip = scalar(r.value, 15);
            break;
        }
        case ValueType::Rotation: {
            const ValueResult<Eigen::Matrix3d> r = FormulaParser::rotation(text);
            if (!check(r)) break;
            const Eigen::Vector3d rpy = rollPitchYaw(r.value) * (180 / std::numbers::pi);
            shown = tr("rpy %1°, %2°, %3°").arg(fixed(rpy.x(), 1), fixed(rpy.y(), 1), fixed(rpy.z(), 1));
            QStringList rows;
            for (int i = 0; i < 3; ++i)
                rows << QStringLiteral("%1   %2   %3").arg(fixed(r.value(i, 0), 4), fixed(r.value(i, 1), 4), fixed(r.value(i, 2), 4));
            rows << shown;
            tip = rows.join(QLatin1Char('\n'));
            break;
        }
        case ValueType::Translation: {
            const ValueResult<Eigen::Vector3d> r = FormulaParser::translation(text);
            if (!check(r)) break;
            const auto vector = [&](int digits) {
                return tr("= (%1, %2, %3)").arg(num(r.value.x(), digits), num(r.value.y(), digits), num(r.value.z(), digits)) + unit;
            };
            shown = vector(6);
            tip = vector(15);
            break;
        }
        default: break;
        }
    }
    const bool ok = m_error.isEmpty();
    if (!ok) tip = tr("column %1: %2").arg(QString::number(m_errorColumn), m_error);
    m_value->setText(ok ? shown : QString());
    m_value->setVisible(ok && !shown.isEmpty());
    m_errorLabel->setText(ok ? QString() : tip);
    m_errorLabel->setVisible(!ok);
    m_edit->setToolTip(tip);  // empty: the field's own tooltip shows
    QPalette palette = m_value->palette();
    const bool dark = this->palette().color(QPalette::Base).lightness() < 128;
    palette.setColor(QPalette::WindowText, this->palette().color(QPalette::PlaceholderText));
    m_value->setPalette(palette);
    palette.setColor(QPalette::WindowText, dark ? QColor(255, 120, 120) : QColor(190, 30, 30));
    m_errorLabel->setPalette(palette);
    // At least one character: the error's column, past the end the last one.
    const int length = int(text.size());
    underline(m_edit, std::clamp(m_errorColumn - 1, 0, std::max(0, length - 1)), ok || length == 0 ? 0 : 1);
}

}  // namespace kinedit
