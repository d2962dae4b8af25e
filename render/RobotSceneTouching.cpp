// RobotScene: the parts that touch another, tinted red (the self-collision
// view). The tint is part of an item's colour, so its material and its
// primitives' batch follow from paint() and regroup() as for a selection.
#include "RobotScene.h"

#include <algorithm>

namespace kinedit {

QColor touchingTint(const QColor& c) {
    // Mostly red whatever the part's own colour, a little of it kept so
    // that shading still reads.
    const auto mix = [](int own, int red) { return int(0.3 * own + 0.7 * red); };
    return QColor(mix(c.red(), 235), mix(c.green(), 25), mix(c.blue(), 25), c.alpha());
}

void RobotScene::setTouching(const std::vector<int>& visuals) {
    for (Item& item : m_items) {
        const bool on = std::find(visuals.begin(), visuals.end(), item.visual) != visuals.end();
        if (on == item.tinted) continue;
        item.tinted = on;
        paint(item);
    }
    // The primitives change batch once the current event is done: a batch
    // made while the check's result is delivered, then dropped by a new
    // model in the same pass, crashed Qt 6.4's Qt3D (a node initialised
    // after its parent was gone).
    QMetaObject::invokeMethod(
        this,
        [this, model = m_model]() {
            if (m_model == model) regroup();
        },
        Qt::QueuedConnection);
}

std::vector<int> RobotScene::touching() const {
    std::vector<int> out;
    for (const Item& item : m_items)
        if (item.tinted) out.push_back(item.visual);
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace kinedit
