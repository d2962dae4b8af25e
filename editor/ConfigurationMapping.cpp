#include "ConfigurationMapping.h"

#include "kinematics/Model.h"

#include <QComboBox>

#include <algorithm>
#include <QCryptographicHash>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>

namespace kinedit {

ConfigurationMapping::ConfigurationMapping(const QString& documentPath)
    : m_key(QStringLiteral("tampMapping/") +
            QString::fromLatin1(QCryptographicHash::hash(documentPath.toUtf8(), QCryptographicHash::Sha1).toHex())) {}

QString ConfigurationMapping::key(const ConfigurationTag& tag) const {
    return m_key + QLatin1Char('/') + tag.robot + QLatin1Char('/') + tag.tag;
}

bool ConfigurationMapping::isCustom(const ConfigurationTag& tag) const { return QSettings().contains(key(tag)); }

QStringList ConfigurationMapping::joints(const ConfigurationTag& tag) const {
    const QSettings s;
    return s.contains(key(tag)) ? s.value(key(tag)).toStringList() : tag.joints;
}

void ConfigurationMapping::set(const ConfigurationTag& tag, const QStringList& joints) {
    QSettings s;
    if (joints == tag.joints)
        s.remove(key(tag));
    else
        s.setValue(key(tag), joints);
}

int ConfigurationMapping::apply(const std::vector<ConfigurationTag>& tags, const kin::Model& model, Eigen::VectorXd& q) const {
    int set = 0;
    for (const ConfigurationTag& t : tags) {
        if (!isCustom(t)) continue;
        const QStringList js = joints(t);
        // The user's mapping replaces the compiler's: joints only the
        // compiler mapped go back to zero (within their limits).
        for (const QString& old : t.joints) {
            const int j = model.jointIndex(old.toStdString());
            if (j < 0 || js.contains(old) || model.joints()[size_t(j)].dof() != 1) continue;
            const kin::Joint& joint = model.joints()[size_t(j)];
            q[joint.qIndex] = std::min(std::max(0.0, joint.lower[0]), joint.upper[0]);
        }
        for (int k = 0; k < js.size() && k < int(t.values.size()); ++k) {
            const int j = model.jointIndex(js[k].toStdString());
            if (j < 0 || js[k].isEmpty() || model.joints()[size_t(j)].dof() != 1) continue;
            q[model.joints()[size_t(j)].qIndex] = t.values[size_t(k)];
            ++set;
        }
    }
    return set;
}

ConfigurationMappingDialog::ConfigurationMappingDialog(std::vector<ConfigurationTag> tags, const kin::Model& model,
                                                       ConfigurationMapping& mapping, QWidget* parent)
    : QDialog(parent), m_tags(std::move(tags)), m_mapping(mapping) {
    setWindowTitle(tr("Configuration Mapping"));
    auto* layout = new QVBoxLayout(this);
    auto* intro =
        new QLabel(tr("Which joint each value of the robots' configuration tags drives. The problem file is not "
                      "changed; the mapping is kept for this file on this computer."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_table = new QTableWidget(0, 4, this);
    m_table->setHorizontalHeaderLabels({tr("Robot"), tr("Tag"), tr("Value"), tr("Joint")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    for (int t = 0; t < int(m_tags.size()); ++t) {
        const ConfigurationTag& tag = m_tags[size_t(t)];
        const QStringList current = m_mapping.joints(tag);
        QStringList choices{QString()};
        for (const kin::Joint& j : model.joints()) {
            const QString name = QString::fromStdString(j.name);
            if (j.dof() == 1 && name.startsWith(tag.robot + QStringLiteral("::"))) choices << name;
        }
        for (int v = 0; v < int(tag.values.size()); ++v) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            m_rows.emplace_back(t, v);
            m_table->setItem(row, 0, new QTableWidgetItem(tag.robot));
            m_table->setItem(row, 1, new QTableWidgetItem(QStringLiteral("<%1>[%2]").arg(tag.tag).arg(v)));
            m_table->setItem(row, 2, new QTableWidgetItem(QString::number(tag.values[size_t(v)], 'g', 6)));
            for (int c = 0; c < 3; ++c) m_table->item(row, c)->setFlags(Qt::ItemIsEnabled);
            auto* box = new QComboBox(m_table);
            for (const QString& c : choices) box->addItem(c.isEmpty() ? tr("(none)") : c, c);
            box->setCurrentIndex(std::max(0, int(box->findData(v < current.size() ? current[v] : QString()))));
            m_table->setCellWidget(row, 3, box);
        }
    }
    m_table->resizeColumnsToContents();
    layout->addWidget(m_table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 420);
}

QString ConfigurationMappingDialog::choice(int tag, int value) const {
    for (int row = 0; row < int(m_rows.size()); ++row)
        if (m_rows[size_t(row)] == std::make_pair(tag, value))
            return static_cast<QComboBox*>(m_table->cellWidget(row, 3))->currentData().toString();
    return {};
}

void ConfigurationMappingDialog::choose(int tag, int value, const QString& joint) {
    for (int row = 0; row < int(m_rows.size()); ++row)
        if (m_rows[size_t(row)] == std::make_pair(tag, value)) {
            auto* box = static_cast<QComboBox*>(m_table->cellWidget(row, 3));
            box->setCurrentIndex(std::max(0, int(box->findData(joint))));
        }
}

void ConfigurationMappingDialog::accept() {
    for (int t = 0; t < int(m_tags.size()); ++t) {
        QStringList joints;
        for (int v = 0; v < int(m_tags[size_t(t)].values.size()); ++v) joints << choice(t, v);
        // All "(none)" where the compiler found nothing: nothing to keep.
        const bool none = std::all_of(joints.begin(), joints.end(), [](const QString& j) { return j.isEmpty(); });
        m_mapping.set(m_tags[size_t(t)], none && m_tags[size_t(t)].joints.isEmpty() ? QStringList() : joints);
    }
    QDialog::accept();
}

}  // namespace kinedit
