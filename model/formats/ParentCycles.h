// Cycles in a tree given by parent names (URDF's joints, SKEL's): for each
// name, whether following its parents leads into a cycle (it is in one, or
// hangs below one) rather than to a root. Linear in the names: a walk stops
// at a name an earlier walk found to reach a root (a walk per name to the
// root was quadratic on long chains).
#pragma once

#include <QSet>
#include <QString>
#include <QStringList>

#include <vector>

namespace kinedit {

// parentOf(name): a pointer to the parent's name, or null for a root.
template <typename ParentOf>
std::vector<bool> leadsIntoCycle(const QStringList& names, ParentOf parentOf) {
    QSet<QString> reachesRoot;
    std::vector<bool> cycles;
    cycles.reserve(size_t(names.size()));
    for (const QString& name : names) {
        QSet<QString> seen;
        QString at = name;
        bool cycle = false;
        for (const QString* parent = parentOf(at); parent && !reachesRoot.contains(at); parent = parentOf(at)) {
            if (seen.contains(at)) {
                cycle = true;
                break;
            }
            seen.insert(at);
            at = *parent;
        }
        if (!cycle) reachesRoot.unite(seen);
        cycles.push_back(cycle);
    }
    return cycles;
}

}  // namespace kinedit
