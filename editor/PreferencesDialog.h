// Preferences, kept in QSettings: the language (the system's by default;
// takes effect at the next start), joint angles in degrees or radians, how
// often unsaved work is copied for crash recovery, and the 3D view's
// antialiasing (windows opened after the change).
#pragma once

#include "Antialiasing.h"

#include <QDialog>

class QComboBox;
class QCheckBox;
class QSpinBox;

namespace kinedit {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    // renderer: the OpenGL renderer the calling window's 3D view draws with
    // (shown beside the antialiasing setting; empty: not shown).
    explicit PreferencesDialog(QWidget* parent = nullptr, const QString& renderer = {});
    void accept() override;

    // The language setting: "" (the system's), "en", "de", "zh_CN".
    static QString language();
    // Seconds between autosaves (0: never).
    static int autosaveSeconds();
    // The 3D view's antialiasing (Automatic: off under software OpenGL).
    static Antialiasing antialiasing();

private:
    QComboBox* m_language;
    QCheckBox* m_degrees;
    QSpinBox* m_autosave;
    QComboBox* m_antialiasing;
};

}  // namespace kinedit
