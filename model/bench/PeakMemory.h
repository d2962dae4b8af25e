// The process's peak resident memory, for the benchmarks' reports.
#pragma once

#include <QFile>

namespace kinedit::bench {

// Linux's VmHWM in MiB; 0 where unknown.
inline double peakMemoryMiB() {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return 0;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:")) return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return 0;
}

}  // namespace kinedit::bench
