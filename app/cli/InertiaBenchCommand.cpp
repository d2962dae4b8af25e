// kinedit-cli bench inertia: the mass properties of a closed mesh of about
// N triangles (a UV sphere made in memory, corners shared), summed by
// signed tetrahedra (MeshMassProperties.h), and its closedness check apart.
// Each as wall time and as the thread's CPU time: on a machine others load,
// the CPU time is the computation's own.
#include "BenchSupport.h"
#include "Cli.h"

#include "geometry/ClosedSurface.h"
#include "geometry/MeshMassProperties.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <ctime>

namespace kinedit::cli {

namespace {

// A unit sphere of n segments around and n/2 rings: 2n(n/2 - 1) triangles.
void sphere(int n, std::vector<float>& xyz, std::vector<quint32>& indices) {
    const int rings = n / 2;
    xyz = {0, 0, 1};
    for (int r = 1; r < rings; ++r)
        for (int k = 0; k < n; ++k) {
            const double theta = M_PI * r / rings, phi = 2 * M_PI * k / n;
            xyz.insert(xyz.end(), {float(std::sin(theta) * std::cos(phi)), float(std::sin(theta) * std::sin(phi)), float(std::cos(theta))});
        }
    xyz.insert(xyz.end(), {0, 0, -1});
    const quint32 south = quint32(xyz.size() / 3 - 1);
    auto at = [&](int r, int k) { return quint32(1 + (r - 1) * n + (k % n)); };
    for (int k = 0; k < n; ++k) {
        indices.insert(indices.end(), {0, at(1, k), at(1, k + 1)});
        for (int r = 1; r + 1 < rings; ++r)
            indices.insert(indices.end(), {at(r, k), at(r + 1, k), at(r + 1, k + 1), at(r, k), at(r + 1, k + 1), at(r, k + 1)});
        indices.insert(indices.end(), {at(rings - 1, k), south, at(rings - 1, k + 1)});
    }
}

// This thread's CPU time, in milliseconds.
double cpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

}  // namespace

int benchInertiaCommand(const Command& c, const QStringList& args) {
    qint64 triangles = 1'000'000;
    int runs = 10;
    bool json = false;
    for (int i = 0; i < args.size(); ++i) {
        bool ok = true;
        if (args[i] == QLatin1String("--triangles") && i + 1 < args.size())
            triangles = args[++i].toLongLong(&ok), ok = ok && triangles >= 8 && triangles <= 20'000'000;
        else if (args[i] == QLatin1String("--runs") && i + 1 < args.size())
            runs = args[++i].toInt(&ok), ok = ok && runs > 0;
        else if (args[i] == QLatin1String("--json"))
            json = true;
        else
            return usageError(c, Cli::tr("unknown argument '%1'").arg(args[i]));
        if (!ok) return usageError(c, Cli::tr("bad value for %1").arg(args[i - 1]));
    }
    std::vector<float> xyz;
    std::vector<quint32> indices;
    sphere(std::max(4, int(std::lround(std::sqrt(double(triangles))))), xyz, indices);
    const size_t count = indices.size() / 3;
    std::vector<double> solidMs, closedMs, solidCpu, closedCpu;
    MeshSolid s;
    bool closed = false;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        double cpu = cpuMs();
        s = meshSolid(xyz.data(), indices.data(), count);
        solidMs.push_back(double(t.nsecsElapsed()) / 1e6);
        solidCpu.push_back(cpuMs() - cpu);
        t.restart();
        cpu = cpuMs();
        closed = isClosedSurface(indices);
        closedMs.push_back(double(t.nsecsElapsed()) / 1e6);
        closedCpu.push_back(cpuMs() - cpu);
    }
    if (json) {
        QJsonObject o{{QStringLiteral("triangles"), double(count)},
                      {QStringLiteral("runs"), runs},
                      {QStringLiteral("volume"), s.volume},
                      {QStringLiteral("closed"), closed},
                      {QStringLiteral("mass_ms"), median(solidMs)},
                      {QStringLiteral("closed_check_ms"), median(closedMs)},
                      {QStringLiteral("mass_cpu_ms"), median(solidCpu)},
                      {QStringLiteral("closed_check_cpu_ms"), median(closedCpu)}};
        out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        out(Cli::tr("closed sphere of %L1 triangles, %2 runs (medians)").arg(double(count), 0, 'f', 0).arg(runs));
        out(Cli::tr("mass properties: %1 ms, %2 ms of CPU (volume %3, 4/3 pi = 4.18879)")
                .arg(median(solidMs), 0, 'f', 1)
                .arg(median(solidCpu), 0, 'f', 1)
                .arg(s.volume, 0, 'f', 5));
        out(Cli::tr("closedness check: %1 ms, %2 ms of CPU (%3)")
                .arg(median(closedMs), 0, 'f', 1)
                .arg(median(closedCpu), 0, 'f', 1)
                .arg(closed ? Cli::tr("closed") : Cli::tr("open")));
    }
    return ExitOk;
}

}  // namespace kinedit::cli
