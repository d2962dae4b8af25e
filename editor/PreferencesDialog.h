// Preferences, kept in QSettings: the language (the system's by default;
// takes effect at the next start), joint angles in degrees or radians, and
// how often unsaved work is copied for crash recovery.
#pragma once

#include <QDialog>

class QComboBox;
class QCheckBox;
class QSpinBox;

namespace kinedit {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);
    void accept() override;

    // The language setting: "" (the system's), "en", "de", "zh_CN".
    static QString language();
    // Seconds between autosaves (0: never).
    static int autosaveSeconds();

private:
    QComboBox* m_language;
    QCheckBox* m_degrees;
    QSpinBox* m_autosave;
};

}  // namespace kinedit
