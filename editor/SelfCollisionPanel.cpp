#include "SelfCollisionPanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace kinedit {

namespace {
constexpr int kFrameRole = Qt::UserRole;  // column 0: frame a; column 1: frame b
}

SelfCollisionPanel::SelfCollisionPanel(QWidget* parent) : QWidget(parent) {
    m_geometry = new QComboBox;
    m_geometry->setObjectName(QStringLiteral("selfCollisionGeometry"));
    m_geometry->addItem(tr("Collision geometry"));
    m_geometry->addItem(tr("Visual geometry"));
    m_geometry->setCurrentIndex(QSettings().value(QStringLiteral("selfCollisions/visual"), false).toBool() ? 1 : 0);
    m_adjacent = new QCheckBox(tr("Show &adjacent pairs"));
    m_adjacent->setObjectName(QStringLiteral("showAdjacentPairs"));
    m_adjacent->setToolTip(tr("List parent and child links too (and links joined through a link without shapes), which always touch"));
    m_adjacent->setChecked(QSettings().value(QStringLiteral("selfCollisions/adjacent"), false).toBool());
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("selfCollisionSummary"));
    m_summary->setWordWrap(true);
    m_list = new QTreeWidget;
    m_list->setObjectName(QStringLiteral("selfCollisionPairs"));
    m_list->setHeaderLabels({tr("Link"), tr("Link"), tr("Depth")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto* options = new QHBoxLayout;
    options->addWidget(m_geometry);
    options->addWidget(m_adjacent);
    options->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(options);
    layout->addWidget(m_summary);
    layout->addWidget(m_list);

    connect(m_adjacent, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("selfCollisions/adjacent"), on);
        emit adjacentShownChanged(on);
    });
    connect(m_geometry, &QComboBox::currentIndexChanged, this, [this](int index) {
        QSettings().setValue(QStringLiteral("selfCollisions/visual"), index == 1);
        emit geometryChanged(index == 1);
    });
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item) emit pairActivated(item->data(0, kFrameRole).toInt(), item->data(1, kFrameRole).toInt());
    });
}

bool SelfCollisionPanel::adjacentShown() const { return m_adjacent->isChecked(); }
bool SelfCollisionPanel::visualGeometry() const { return m_geometry->currentIndex() == 1; }

void SelfCollisionPanel::showMessage(const QString& text) {
    m_list->clear();
    m_summary->setText(text);
}

void SelfCollisionPanel::showPairs(const CollisionModel& shapes, const std::vector<CollidingPair>& pairs,
                                   const std::function<bool(int, int)>& adjacent, int hidden) {
    // The row the user chose stays chosen while it still touches.
    QPair<int, int> current{-1, -1};
    if (const QTreeWidgetItem* c = m_list->currentItem()) current = {c->data(0, kFrameRole).toInt(), c->data(1, kFrameRole).toInt()};
    const QSignalBlocker quiet(m_list);
    m_list->clear();
    int adjacentCount = 0;
    for (const CollidingPair& p : pairs) {
        const CollisionBody& a = shapes.bodies()[size_t(p.a)];
        const CollisionBody& b = shapes.bodies()[size_t(p.b)];
        auto* item = new QTreeWidgetItem(m_list);
        item->setText(0, QString::fromStdString(a.name));
        item->setText(1, QString::fromStdString(b.name));
        item->setData(0, kFrameRole, a.frame);
        item->setData(1, kFrameRole, b.frame);
        QString depth = std::isnan(p.depth) ? QString() : tr("%1 mm").arg(p.depth * 1000, 0, 'g', 3);
        if (adjacent(p.a, p.b)) {
            ++adjacentCount;
            depth += (depth.isEmpty() ? QString() : QStringLiteral(" ")) + tr("(adjacent)");
        }
        item->setText(2, depth);
        if (QPair<int, int>{a.frame, b.frame} == current) m_list->setCurrentItem(item);
    }
    if (pairs.empty())
        m_summary->setText(tr("No two links touch"));
    else if (adjacentCount > 0)
        m_summary->setText(tr("%n pair(s) of links touch", nullptr, int(pairs.size())) +
                           tr(", %n of them adjacent", nullptr, adjacentCount));
    else
        m_summary->setText(tr("%n pair(s) of links touch", nullptr, int(pairs.size())));
    if (hidden > 0)
        m_summary->setText(m_summary->text() + QStringLiteral("; ") + tr("%n more the SRDF disables, not listed", nullptr, hidden));
}

}  // namespace kinedit
