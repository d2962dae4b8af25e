// The small editors the attribute form is built from, one per kind of value
// that is not a formula: a spin box for plain numbers that writes numbers as
// the file would (0.5, not 0,500000), a row of numbers for vectors, and a
// path with a file picker that writes paths relative to the document.
#pragma once

#include <QDoubleSpinBox>
#include <QWidget>

class QLineEdit;

namespace kinedit {

// A double spin box showing up to 10 significant digits, always with a
// decimal point; ranges are unlimited.
class NumberSpinBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    explicit NumberSpinBox(QWidget* parent = nullptr);
    QString textFromValue(double value) const override;
    double valueFromText(const QString& text) const override;
    QValidator::State validate(QString& text, int& pos) const override;

private:
    QString numberPart(const QString& text) const;
};

// count numbers in a row, written space-separated ("0 0 0.1 0 0 0").
class VectorField : public QWidget {
    Q_OBJECT
public:
    VectorField(int count, QWidget* parent = nullptr);
    // False (and the field unchanged) when text is not count numbers.
    bool setText(const QString& text);
    QString text() const;
    void setPlaceholders(const QString& defaults);
    QLineEdit* component(int i) const { return m_parts[i]; }
signals:
    void committed(const QString& text);

private:
    QList<QLineEdit*> m_parts;
    QString m_committed;
};

// A file path or URL with a "…" button; paths chosen are written relative
// to baseDir.
class PathField : public QWidget {
    Q_OBJECT
public:
    PathField(const QString& baseDir, QWidget* parent = nullptr);
    void setText(const QString& text);
    QString text() const;
    QLineEdit* lineEdit() const { return m_edit; }
signals:
    void committed(const QString& text);

private:
    QString m_baseDir;
    QLineEdit* m_edit;
    QString m_committed;
};

}  // namespace kinedit
