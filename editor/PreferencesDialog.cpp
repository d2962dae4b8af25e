#include "PreferencesDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>

namespace kinedit {

QString PreferencesDialog::language() { return QSettings().value(QStringLiteral("ui/language")).toString(); }
int PreferencesDialog::autosaveSeconds() { return QSettings().value(QStringLiteral("editor/autosaveSeconds"), 30).toInt(); }
Antialiasing PreferencesDialog::antialiasing() {
    return antialiasingFromName(QSettings().value(QStringLiteral("view/antialiasing")).toString());
}

PreferencesDialog::PreferencesDialog(QWidget* parent, const QString& renderer) : QDialog(parent) {
    setWindowTitle(tr("Preferences"));
    auto* form = new QFormLayout(this);
    m_language = new QComboBox;
    m_language->addItem(tr("System language"), QString());
    // Each language in its own words.
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(qMax(0, m_language->findData(language())));
    form->addRow(tr("&Language:"), m_language);
    auto* note = new QLabel(tr("A new language takes effect when Kinedit starts again."));
    note->setEnabled(false);
    form->addRow(QString(), note);
    m_degrees = new QCheckBox(tr("Show joint angles in degrees"));
    m_degrees->setChecked(QSettings().value(QStringLiteral("joints/degrees"), true).toBool());
    form->addRow(tr("Joints:"), m_degrees);
    m_autosave = new QSpinBox;
    m_autosave->setRange(0, 3600);
    m_autosave->setSuffix(tr(" s"));
    m_autosave->setSpecialValueText(tr("Never"));
    m_autosave->setValue(autosaveSeconds());
    m_autosave->setToolTip(tr("Unsaved changes are copied this often, and offered back after a crash"));
    form->addRow(tr("&Autosave every:"), m_autosave);
    m_antialiasing = new QComboBox;
    m_antialiasing->addItem(tr("Automatic (off under software OpenGL)"), antialiasingName(Antialiasing::Automatic));
    m_antialiasing->addItem(tr("On (4× multisampling)"), antialiasingName(Antialiasing::On));
    m_antialiasing->addItem(tr("Off"), antialiasingName(Antialiasing::Off));
    m_antialiasing->setCurrentIndex(qMax(0, m_antialiasing->findData(antialiasingName(antialiasing()))));
    m_antialiasing->setToolTip(
        tr("Smooth edges in the 3D view. Software OpenGL pays for them in every frame "
           "and at every start; a graphics card hardly does."));
    form->addRow(tr("3D &view antialiasing:"), m_antialiasing);
    QString drawsWith = tr("Applies to windows opened from now on.");
    if (!renderer.isEmpty())
        drawsWith += QLatin1Char('\n') +
                     (isSoftwareRenderer(renderer) ? tr("This window draws with %1 (software OpenGL).") : tr("This window draws with %1."))
                         .arg(renderer);
    auto* viewNote = new QLabel(drawsWith);
    viewNote->setEnabled(false);
    form->addRow(QString(), viewNote);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

void PreferencesDialog::accept() {
    QSettings s;
    s.setValue(QStringLiteral("ui/language"), m_language->currentData().toString());
    s.setValue(QStringLiteral("joints/degrees"), m_degrees->isChecked());
    s.setValue(QStringLiteral("editor/autosaveSeconds"), m_autosave->value());
    s.setValue(QStringLiteral("view/antialiasing"), m_antialiasing->currentData().toString());
    QDialog::accept();
}

}  // namespace kinedit
