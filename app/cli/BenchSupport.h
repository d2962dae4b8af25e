// Small helpers the bench subcommands share.
#pragma once

#include "bench/PeakMemory.h"
#include "xml/XmlNode.h"

#include <QStringList>

#include <algorithm>
#include <vector>

namespace kinedit::cli {

inline double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

using bench::peakMemoryMiB;

// Elements below p, all depths.
inline int countElements(const XmlParentNode* p) {
    int n = 0;
    for (const XmlElement* e : p->elements()) n += 1 + countElements(e);
    return n;
}

// A URDF chain of n links (about ten elements each), valid.
QByteArray generatedUrdf(int n);

struct Command;
int benchLspCommand(const Command& c, const QStringList& args);

}  // namespace kinedit::cli
