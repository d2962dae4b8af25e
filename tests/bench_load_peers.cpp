// kinedit-bench-load-peers: reading large robots, Kinedit against the
// reference readers in one process, on the same generated files (sizes 100
// to 10,000 links), so that the ratios and the growth are measured, not
// assumed. A benchmark: it prints a table and never fails on the figures.
//   libsdformat 12: sdf::Root::Load (SDFormat: parse, includes, checks, DOM);
//   urdfdom: urdf::parseURDFFile (URDF: parse and tree);
//   DART 6: SkelParser::readWorld (SKEL: parse and skeletons);
//   MuJoCo 2.2.2: mj_loadXML (MJCF: parse, compile, meshes), on the
//   generated trees and on the MJCF corpus's robots (../shared/corpus).
//   HRDF: no peer here (Kinedit's growth only).
// Kinedit: parse + the format's checks + compile into the engine. Each
// format's sizes are measured in rounds, every size in each, and the growth
// from one size to the next is printed with the files' growth: the time
// should grow as the files do (the goal: within x12 per x10 of links).
//   kinedit-bench-load-peers [--max N] [--peer-max P] [--format F]
//   (N: the largest size, default 10000; P: the largest size the peers
//   read, default N: libsdformat, DART and MuJoCo take minutes at 10,000
//   links; F: only that format's rows: sdf, urdf, skel, mjcf, hrdf)
#include "bench/RobotGenerator.h"
#include "formats/Format.h"
#include "check/DocumentCheck.h"
#include "formats/FormatRegistry.h"
#include "xml/NodeArena.h"
#include "xml/XmlDocument.h"

#ifdef KINEDIT_HAVE_SDFORMAT
#include <sdf/ParserConfig.hh>
#include <sdf/Root.hh>
#endif
#ifdef KINEDIT_HAVE_URDFDOM
#include <urdf_parser/urdf_parser.h>
#endif
#ifdef KINEDIT_HAVE_DART
#include <dart/utils/SkelParser.hpp>
#endif
#ifdef KINEDIT_HAVE_MUJOCO
#include <mujoco/mujoco.h>
#endif

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <iostream>
#include <malloc.h>
#include <sstream>
#include <vector>

using namespace kinedit;
using Clock = std::chrono::steady_clock;

namespace {

struct Timed {
    double a = -1, b = -1;
    bool okA = true, okB = true;
};

// One run of f, in ms, on a heap tidied of the other reader's leftovers:
// after libsdformat's run, Kinedit's nested SDF took 13 times as long
// (glibc consolidating libsdformat's freed chunks in its mallocs).
// Kinedit's node arena keeps freed chunks for the next parse: given back
// too, so that every run of both readers starts cold.
double runCold(const std::function<bool()>& f, bool& ok) {
    malloc_trim(0);
    nodearena::giveBackKept();
    const auto t0 = Clock::now();
    ok = f() && ok;
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

double medianOf(std::vector<double> runs) {
    if (runs.empty()) return -1;
    std::sort(runs.begin(), runs.end());
    return runs[runs.size() / 2];
}

// Medians, in ms, of runs of a and b taken in turn (fewer for slow ones;
// b may be empty). The machine's speed drifts within a minute: all of
// Kinedit's runs, then all of the peer's, put the same 1,000-link URDF at
// 96% and at 176% of urdfdom in two runs a minute apart.
Timed timeInTurn(const std::function<bool()>& a, const std::function<bool()>& b) {
    std::vector<double> runsA, runsB;
    double total = 0;
    Timed t;
    while (runsA.size() < 3 || (total < 4000 && runsA.size() < 15)) {
        total += runsA.emplace_back(runCold(a, t.okA));
        if (b) total += runsB.emplace_back(runCold(b, t.okB));
        if (total > 20000) break;  // one slow run is enough
    }
    t.a = medianOf(runsA);
    if (b) t.b = medianOf(runsB);
    return t;
}

// One generated robot of a case, and its runs.
struct Size {
    int links = 0;
    QString file;
    qint64 bytes = 0;  // the files' sum (includes too)
    std::function<bool()> peer;
    std::vector<double> kinedit, peers;
    bool okK = true, okP = true;
};

// A case's sizes measured in rounds, each round every size in turn (Kinedit,
// then the peer), so that the machine's drift falls on every size alike and
// a step's growth is taken within each round: the growth printed is the
// median of the rounds' own ratios. A peer slower than a second per run is
// run in the first round only (its growth is then of one round).
void timeSizesInTurn(std::vector<Size>& sizes, const std::function<bool(const QString&)>& kinedit) {
    // The rounds' budget counts the runs taken again: a slow peer's one
    // run does not cut Kinedit's rounds short.
    double total = 0;
    for (int round = 0; round < 21; ++round) {
        if (round >= 5 && total > 8000) break;
        if (round >= 3 && total > 60000) break;
        for (Size& s : sizes) {
            total += s.kinedit.emplace_back(runCold([&] { return kinedit(s.file); }, s.okK));
            if (s.peer && (s.peers.empty() || medianOf(s.peers) < 1000)) {
                const double ms = s.peers.emplace_back(runCold(s.peer, s.okP));
                if (ms < 1000) total += ms;
            }
        }
    }
}

// "x11.3 (rounds x10.1-12.4)": the median and range of runs[i + 1] / runs[i]
// over the rounds both have.
std::string growthOf(const std::vector<double>& small, const std::vector<double>& large) {
    std::vector<double> ratios;
    for (size_t r = 0; r < std::min(small.size(), large.size()); ++r)
        if (small[r] > 0) ratios.push_back(large[r] / small[r]);
    if (ratios.empty()) return "-";
    std::sort(ratios.begin(), ratios.end());
    char text[96];
    if (ratios.size() == 1)
        std::snprintf(text, sizeof text, "x%.1f (one round)", ratios[0]);
    else
        std::snprintf(text, sizeof text, "x%.1f (rounds x%.1f-%.1f)", medianOf(ratios), ratios.front(), ratios.back());
    return text;
}

qint64 bytesIn(const QString& dir) {
    qint64 bytes = 0;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) bytes += QFileInfo(it.next()).size();
    return bytes;
}

bool readWithKinedit(const QString& file) { return checkFile(file).check.model != nullptr; }

#ifdef KINEDIT_HAVE_MUJOCO
bool readWithMuJoCo(const std::string& file) {
    char error[1000] = "";
    mjModel* m = mj_loadXML(file.c_str(), nullptr, error, sizeof error);
    if (m) mj_deleteModel(m);
    return m != nullptr;
}
#endif

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Cold loads of generated robots (100, 1,000 and 10,000 links) by Kinedit and by each format's reference reader\n"
                       "(libsdformat, urdfdom, DART, MuJoCo), in rounds, with the growth per size step. Takes minutes."));
    parser.addHelpOption();
    const QCommandLineOption maxOption(QStringLiteral("max"), QStringLiteral("Largest robot, in links (10000)."), QStringLiteral("LINKS"),
                                       QStringLiteral("10000"));
    const QCommandLineOption peerMaxOption(QStringLiteral("peer-max"), QStringLiteral("Largest robot the peers read (--max)."),
                                           QStringLiteral("LINKS"));
    const QCommandLineOption formatOption(QStringLiteral("format"), QStringLiteral("Only this format: sdf, urdf, skel, mjcf or hrdf."),
                                          QStringLiteral("FORMAT"));
    parser.addOptions({maxOption, peerMaxOption, formatOption});
    parser.process(app);
    const int max = parser.value(maxOption).toInt();
    const int peerMax = parser.isSet(peerMaxOption) ? parser.value(peerMaxOption).toInt() : max;
    const std::string only = parser.value(formatOption).toStdString();
    QTemporaryDir dir;
    std::printf("%-22s %7s %12s %12s %8s\n", "robot", "links", "Kinedit ms", "peer ms", "ratio");
    struct Case {
        const char* format;
        const char* peer;
        bool nested;
    };
    const std::vector<Case> cases = {{"sdf", "libsdformat", false}, {"sdf", "libsdformat", true}, {"urdf", "urdfdom", false},
                                     {"skel", "DART", false},       {"mjcf", "MuJoCo", false},    {"hrdf", nullptr, false}};
    for (const Case& c : cases) {
        if (!only.empty() && only != c.format) continue;
        std::vector<Size> sizes;
        for (int links : {100, 1000, 10000}) {
            if (links > max) continue;
            Size& s = sizes.emplace_back();
            s.links = links;
            const QString where = dir.filePath(QStringLiteral("%1-%2-%3").arg(QLatin1String(c.format)).arg(links).arg(c.nested));
            s.file = bench::generateRobot(QLatin1String(c.format), where, links / 50, 50, c.nested).file;
            s.bytes = bytesIn(where);
            const std::string file = s.file.toStdString();
            (void)file;
            const std::string format = links <= peerMax ? c.format : "";
#ifdef KINEDIT_HAVE_SDFORMAT
            sdf::ParserConfig config;
            const std::string base = where.toStdString();
            config.SetFindCallback([base](const std::string& uri) { return base + "/" + uri; });
            if (format == "sdf")
                s.peer = [file, config] {
                    sdf::Root root;
                    return root.Load(file, config).empty();
                };
#endif
#ifdef KINEDIT_HAVE_URDFDOM
            if (format == "urdf") s.peer = [file] { return urdf::parseURDFFile(file) != nullptr; };
#endif
#ifdef KINEDIT_HAVE_DART
            if (format == "skel")
                s.peer = [file] { return dart::utils::SkelParser::readWorld(dart::common::Uri::createFromPath(file)) != nullptr; };
#endif
#ifdef KINEDIT_HAVE_MUJOCO
            if (format == "mjcf") s.peer = [file] { return readWithMuJoCo(file); };
#endif
        }
        std::ostringstream sink;  // the peers' console noise
        std::streambuf* old = std::cerr.rdbuf(sink.rdbuf());
        timeSizesInTurn(sizes, readWithKinedit);
        std::cerr.rdbuf(old);
        const std::string name = std::string(c.format) + (c.nested ? " nested" : "") + (c.peer ? std::string(" vs ") + c.peer : "");
        for (const Size& s : sizes) {
            const double k = medianOf(s.kinedit), p = medianOf(s.peers);
            if (p < 0)
                std::printf("%-22s %7d %12.2f %12s %8s%s\n", name.c_str(), s.links, k, "-", "-", s.okK ? "" : "  (Kinedit failed)");
            else
                std::printf("%-22s %7d %12.2f %12.2f %7.2f%%%s\n", name.c_str(), s.links, k, p, 100 * k / p,
                            s.okK && s.okP ? "" : "  (a reader failed)");
        }
        for (size_t i = 0; i + 1 < sizes.size(); ++i)
            std::printf("  growth %d -> %d links: Kinedit %s, peer %s, files x%.1f\n", sizes[i].links, sizes[i + 1].links,
                        growthOf(sizes[i].kinedit, sizes[i + 1].kinedit).c_str(), growthOf(sizes[i].peers, sizes[i + 1].peers).c_str(),
                        sizes[i].bytes > 0 ? double(sizes[i + 1].bytes) / double(sizes[i].bytes) : 0.0);
        std::fflush(stdout);
    }
#ifdef KINEDIT_HAVE_MUJOCO
    if (!only.empty() && only != "mjcf") return 0;
    // Real MJCF robots (meshes and all: MuJoCo reads them while loading,
    // Kinedit when it draws, on its worker threads).
    const QString corpus = QStringLiteral(KINEDIT_SHARED_DIR "/corpus/mjcf/");
    for (const char* file :
         {"menagerie/franka_emika_panda/panda.xml", "menagerie/agility_cassie/cassie.xml", "menagerie/shadow_hand/right_hand.xml",
          "mujoco/model/humanoid/humanoid.xml", "mujoco/model/humanoid/22_humanoids.xml"}) {
        const QString path = corpus + QLatin1String(file);
        if (!QFileInfo::exists(path)) continue;
        const std::string native = path.toStdString();
        const Timed t = timeInTurn([&] { return readWithKinedit(path); }, [&] { return readWithMuJoCo(native); });
        const double k = t.a, p = t.b;
        const bool okK = t.okA, okP = t.okB;
        std::printf("%-22s %7s %12.2f %12.2f %7.2f%%%s\n", QFileInfo(path).fileName().toStdString().c_str(), "-", k, p, 100 * k / p,
                    okK && okP ? "" : "  (a reader failed)");
    }
#endif
    return 0;
}
