// The Self-Collisions panel: the pairs of links that touch at the pose the
// view shows (link a – link b, the depth where FCL gives one), which shapes
// are checked (collision or visual), and whether adjacent pairs are listed.
// A click on a pair asks for its links to be highlighted.
#pragma once

#include "geometry/SelfCollision.h"

#include <QWidget>

#include <functional>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QTreeWidget;

namespace kinedit {

class SelfCollisionPanel : public QWidget {
    Q_OBJECT
public:
    explicit SelfCollisionPanel(QWidget* parent = nullptr);

    // The pairs to list, named by shapes' bodies; adjacent(a, b) marks them.
    // hidden: pairs that touch but are not listed (an SRDF disables them).
    void showPairs(const CollisionModel& shapes, const std::vector<CollidingPair>& pairs, const std::function<bool(int, int)>& adjacent,
                   int hidden = 0);
    void showMessage(const QString& text);  // no model, checking off, ...
    bool adjacentShown() const;
    bool visualGeometry() const;
    QTreeWidget* list() const { return m_list; }

signals:
    void adjacentShownChanged(bool on);
    void geometryChanged(bool visual);
    // A pair clicked: the two links' frames.
    void pairActivated(int frameA, int frameB);

private:
    QComboBox* m_geometry;
    QCheckBox* m_adjacent;
    QLabel* m_summary;
    QTreeWidget* m_list;
};

}  // namespace kinedit
