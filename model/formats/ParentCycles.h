// Cycles in a tree given by parent names (URDF's joints, SKEL's): for each
// name, whether following its parents leads into a cycle (it is in one, or
// hangs below one) rather than to a root. Linear in the names: every name
// is walked once and remembers where its walk ended, so a later walk stops
// at the first name already known (a walk per name to the root was
// quadratic on long chains).
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <vector>

namespace kinedit {

// parentOf(name): a pointer to the parent's name, or null for a root.
template <typename ParentOf>
std::vector<bool> leadsIntoCycle(const QStringList& names, ParentOf parentOf) {
    enum : char { OnThisWalk = 1, ReachesRoot = 2, IntoCycle = 3 };
    QHash<QString, char> state;
    state.reserve(names.size());
    std::vector<bool> cycles;
    cycles.reserve(size_t(names.size()));
    std::vector<QString> walk;
    for (const QString& name : names) {
        walk.clear();
        char end = ReachesRoot;
        for (QString at = name;;) {
            const auto known = state.constFind(at);
            if (known != state.constEnd()) {
                end = known.value() == OnThisWalk ? char(IntoCycle) : known.value();
                break;
            }
            const QString* parent = parentOf(at);
            state.insert(at, OnThisWalk);
            walk.push_back(at);
            if (!parent) break;  // a root
            at = *parent;
        }
        for (const QString& w : walk) state[w] = end;
        cycles.push_back(end == IntoCycle);
    }
    return cycles;
}

}  // namespace kinedit
