// Cycles in a tree given by parent names (URDF's joints, SKEL's): for each
// name, whether following its parents leads to a root, round a cycle it is
// in, or into a cycle it hangs below. Linear in the names: every name is
// walked once and remembers where its walk ended, so a later walk stops at
// the first name already known (a walk per name to the root was quadratic
// on long chains).
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <vector>

namespace kinedit {

struct ParentCycles {
    enum Place : char { Tree, InCycle, BelowCycle };
    struct Of {
        Place place = Tree;
        int cycle = -1;  // in cycles, unless Tree
    };
    std::vector<Of> of;               // per name, in the order given
    std::vector<QStringList> cycles;  // each cycle's members, each followed by its parent

    // "a → b → a": the cycle followed from its first member back to it.
    QString text(int cycle) const {
        const QStringList& c = cycles[size_t(cycle)];
        return (c + QStringList{c.front()}).join(QStringLiteral(" → "));
    }
};

// parentOf(name): a pointer to the parent's name, or null for a root.
template <typename ParentOf>
ParentCycles parentCycles(const QStringList& names, ParentOf parentOf) {
    ParentCycles out;
    out.of.reserve(size_t(names.size()));
    QHash<QString, ParentCycles::Of> known;
    known.reserve(names.size());
    QHash<QString, int> onWalk;  // a name on this walk: its index in walk
    std::vector<QString> walk;
    for (const QString& name : names) {
        walk.clear();
        onWalk.clear();
        ParentCycles::Of end;
        size_t below = 0;  // walk[below..] are in a cycle found on this walk
        for (QString at = name;;) {
            if (const auto k = known.constFind(at); k != known.constEnd()) {
                end = k.value();
                below = walk.size();
                break;
            }
            if (const auto w = onWalk.constFind(at); w != onWalk.constEnd()) {
                end = {ParentCycles::BelowCycle, int(out.cycles.size())};
                below = size_t(w.value());
                out.cycles.push_back(QStringList(walk.begin() + qsizetype(below), walk.end()));
                break;
            }
            onWalk.insert(at, int(walk.size()));
            walk.push_back(at);
            const QString* parent = parentOf(at);
            if (!parent) {  // a root
                below = walk.size();
                break;
            }
            at = *parent;
        }
        if (end.place == ParentCycles::InCycle) end.place = ParentCycles::BelowCycle;
        for (size_t i = 0; i < walk.size(); ++i)
            known.insert(walk[i], i < below ? end : ParentCycles::Of{ParentCycles::InCycle, end.cycle});
        out.of.push_back(known.value(name));
    }
    return out;
}

}  // namespace kinedit
