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

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent) {
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
    QDialog::accept();
}

}  // namespace kinedit
