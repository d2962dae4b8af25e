#include "InertialDialog.h"

#include "formats/PoseText.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace kinedit {

namespace {
QString n(double v) { return poseNumber(v); }
QString vector3(const Eigen::Vector3d& v) { return QStringLiteral("%1 %2 %3").arg(n(v.x()), n(v.y()), n(v.z())); }
QString tensor(const Eigen::Matrix3d& i) {
    return QStringLiteral("%1 %2 %3 %4 %5 %6").arg(n(i(0, 0)), n(i(0, 1)), n(i(0, 2)), n(i(1, 1)), n(i(1, 2)), n(i(2, 2)));
}
}  // namespace

InertialDialog::InertialDialog(std::vector<Link> links, QWidget* parent, bool simulatorRule)
    : QDialog(parent), m_links(std::move(links)), m_simulatorRule(simulatorRule) {
    setWindowTitle(tr("Compute Inertial from Geometry"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(simulatorRule ? tr("Mass properties as the file's simulator computes them from its geometry "
                                                    "(each shape's own density or mass):")
                                               : tr("Mass properties of the links' collision shapes, solids of one density:")));
    auto* form = new QFormLayout;
    m_density = new QDoubleSpinBox(this);
    m_density->setObjectName(QStringLiteral("density"));
    m_density->setRange(0.001, 1e6);
    m_density->setDecimals(3);
    m_density->setValue(1000);
    m_density->setSuffix(tr(" kg/m³"));
    if (simulatorRule)
        m_density->hide();
    else
        form->addRow(tr("&Density:"), m_density);
    m_keepMass = new QCheckBox(tr("&Keep the written mass (scale the tensor to it)"));
    m_keepMass->setObjectName(QStringLiteral("keepMass"));
    form->addRow(m_keepMass);
    m_useHulls = new QCheckBox(tr("Use the &convex hulls of open meshes"));
    m_useHulls->setObjectName(QStringLiteral("useHulls"));
    m_useHulls->setToolTip(tr("An open mesh bounds no solid: its volume, and so its mass, is not a solid's. Its convex hull is closed."));
    if (std::any_of(m_links.begin(), m_links.end(), [](const Link& l) { return l.hull.has_value(); }))
        form->addRow(m_useHulls);
    else
        m_useHulls->hide();
    layout->addLayout(form);
    m_table = new QTableWidget(0, 5);
    m_table->setHorizontalHeaderLabels(
        {tr("Link"), QString(), tr("Mass (kg)"), tr("Centre of mass (m)"), tr("Inertia ixx ixy ixz iyy iyz izz (kg m²)")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Write"));
    buttons->button(QDialogButtonBox::Ok)->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_density, &QDoubleSpinBox::valueChanged, this, &InertialDialog::refill);
    connect(m_keepMass, &QCheckBox::toggled, this, &InertialDialog::refill);
    connect(m_useHulls, &QCheckBox::toggled, this, &InertialDialog::refill);
    refill();
    resize(900, 200 + 50 * int(std::min<size_t>(m_links.size(), 10)));
}

const MassProperties& InertialDialog::perDensity(const Link& l) const { return m_useHulls->isChecked() && l.hull ? *l.hull : l.perDensity; }

MassProperties InertialDialog::toWrite(const Link& l, MassProperties p) const {
    // Uniform solids: mass and tensor both scale with the density.
    double scale = m_simulatorRule ? 1.0 : m_density->value();
    if (m_keepMass->isChecked() && l.written && l.written->mass > 0 && p.mass > 0) scale = l.written->mass / p.mass;
    p.mass *= scale;
    p.inertia *= scale;
    return p;
}

std::vector<MassProperties> InertialDialog::result() const {
    std::vector<MassProperties> out;
    for (const Link& l : m_links) out.push_back(toWrite(l, perDensity(l)));
    return out;
}

void InertialDialog::refill() {
    const std::vector<MassProperties> computed = result();
    m_table->setRowCount(0);
    for (size_t i = 0; i < m_links.size(); ++i) {
        const Link& l = m_links[i];
        auto row = [&](const QString& name, const QString& what, const std::optional<MassProperties>& p) {
            const int r = m_table->rowCount();
            m_table->insertRow(r);
            m_table->setItem(r, 0, new QTableWidgetItem(name));
            m_table->setItem(r, 1, new QTableWidgetItem(what));
            m_table->setItem(r, 2, new QTableWidgetItem(p ? n(p->mass) : tr("none")));
            m_table->setItem(r, 3, new QTableWidgetItem(p ? vector3(p->com) : QString()));
            m_table->setItem(r, 4, new QTableWidgetItem(p ? tensor(p->inertia) : QString()));
        };
        row(l.name, tr("written"), l.written);
        const bool hull = m_useHulls->isChecked() && l.hull;
        row(QString(),
            l.closed ? tr("computed")
            : hull   ? tr("computed (convex hull)")
                     : tr("computed (open mesh: not a solid's)"),
            computed[i]);
        if (l.hull && !hull) row(QString(), tr("convex hull (closed)"), toWrite(l, *l.hull));  // as it would be written
    }
    m_table->resizeColumnsToContents();
}

}  // namespace kinedit
