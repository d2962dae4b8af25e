// The arguments a document takes from the user (xacro's <xacro:arg>, with
// their defaults as placeholders), editable: a value typed here replaces
// the default in every expansion of the file, re-expanded a moment after
// the last keystroke, and is kept per file in QSettings
// ("arguments/<absolute path>") for the next time the file is opened.
#pragma once

#include <QHash>
#include <QTimer>
#include <QWidget>

#include <utility>
#include <vector>

class QFormLayout;
class QLabel;
class QLineEdit;

namespace kinedit {

class ArgumentsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ArgumentsPanel(QWidget* parent = nullptr);

    // The file whose arguments are edited (absolute path; empty: none).
    // Returns the values kept for it.
    QHash<QString, QString> setFile(const QString& path);
    // The arguments the document declares (name, default), in order. The
    // fields are rebuilt only when these change, so typing is never lost.
    void setDeclared(const std::vector<std::pair<QString, QString>>& declared);
    QHash<QString, QString> values() const;
    QLineEdit* field(const QString& name) const { return m_fields.value(name); }
    // The delay between the last keystroke and argumentsChanged (ms).
    void setDelay(int ms) { m_pending.setInterval(ms); }

signals:
    // The user's values (only those typed: the rest take their defaults).
    void argumentsChanged(const QHash<QString, QString>& values);

private:
    void commit();

    QString m_file;
    QHash<QString, QString> m_values;
    std::vector<std::pair<QString, QString>> m_declared;
    QFormLayout* m_layout = nullptr;
    QLabel* m_empty = nullptr;
    QHash<QString, QLineEdit*> m_fields;
    QTimer m_pending;
};

}  // namespace kinedit
