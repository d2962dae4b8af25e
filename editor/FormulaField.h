// A line edit for one of HRDF's value types (number, formula, rotation,
// translation) that evaluates as the user types: the value shown beside it
// (a rotation as roll/pitch/yaw in degrees, its matrix in the tooltip), an
// error underlined at its column with the message, the unit, and completion
// of pi, Rx(, Ry( and Rz(. The text is what the file holds: the field never
// rewrites it.
#pragma once

#include "schema/Schema.h"

#include <QWidget>

class QLabel;
class QLineEdit;

namespace kinedit {

class FormulaField : public QWidget {
    Q_OBJECT
public:
    // type: Number, Formula, Rotation or Translation. unit: "m", "rad", ...
    // (may be empty).
    explicit FormulaField(ValueType type, const QString& unit = {}, QWidget* parent = nullptr);

    QString text() const;
    // Sets the text without emitting committed(); re-evaluates.
    void setText(const QString& text);
    void setPlaceholderText(const QString& text);

    // The evaluation of the current text.
    bool isValid() const { return m_error.isEmpty(); }
    QString errorMessage() const { return m_error; }   // "" when valid
    int errorColumn() const { return m_errorColumn; }  // 1-based; 0 when valid
    QString valueText() const;                         // the value beside, or the error under it

    QLineEdit* lineEdit() const { return m_edit; }

signals:
    // The user finished an edit (Return or focus out) and the text changed
    // since the last setText()/commit. Emitted even when the text is invalid:
    // the document takes any text, the validator reports it.
    void committed(const QString& text);

private:
    void evaluate();
    ValueType m_type;
    QString m_unit;
    QLineEdit* m_edit;
    QLabel* m_value;
    QLabel* m_errorLabel;
    QString m_error;
    int m_errorColumn = 0;
    QString m_committed;
};

}  // namespace kinedit
