// kinedit-bench-load-peers: reading large robots, Kinedit against the
// reference readers in one process, on the same generated files (sizes 100
// to 10,000 links), so that the ratios and the growth are measured, not
// assumed. A benchmark: it prints a table and never fails on the figures.
//   libsdformat 12: sdf::Root::Load (SDFormat: parse, includes, checks, DOM);
//   urdfdom: urdf::parseURDFFile (URDF: parse and tree);
//   DART 6: SkelParser::readWorld (SKEL: parse and skeletons);
//   MuJoCo 2.2.2: mj_loadXML (MJCF: parse, compile, meshes), on the
//   generated trees and on the MJCF corpus's robots (../shared/corpus).
// Kinedit: parse + the format's checks + compile into the engine.
//   kinedit-bench-load-peers [--max N] [--format F]   (N: the largest size,
//   default 10000; F: only that format's rows: sdf, urdf, skel, mjcf)
#include "bench/RobotGenerator.h"
#include "formats/Format.h"
#include "formats/FormatRegistry.h"
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

#include <QCoreApplication>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <iostream>
#include <sstream>
#include <vector>

using namespace kinedit;
using Clock = std::chrono::steady_clock;

namespace {

// The median of runs of f (fewer runs for slow ones), in ms.
double timeMs(const std::function<bool()>& f, bool* ok) {
    std::vector<double> runs;
    double total = 0;
    *ok = true;
    while (runs.size() < 3 || (total < 2000 && runs.size() < 15)) {
        const auto t0 = Clock::now();
        *ok = f() && *ok;
        runs.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        total += runs.back();
        if (total > 20000) break;  // one slow run is enough
    }
    std::sort(runs.begin(), runs.end());
    return runs[runs.size() / 2];
}

bool readWithKinedit(const QString& file) {
    Diagnostics d;
    auto doc = XmlDocument::load(file, &d);
    const Format* f = doc ? FormatRegistry::instance().detect(*doc, file) : nullptr;
    if (!f) return false;
    f->validate(*doc, d);
    Diagnostics ignored;
    return !hasErrors(d) && f->compile(*doc, ignored) != nullptr;
}

#ifdef KINEDIT_HAVE_MUJOCO
double timeMuJoCo(const std::string& file, bool* ok) {
    return timeMs([&] {
        char error[1000] = "";
        mjModel* m = mj_loadXML(file.c_str(), nullptr, error, sizeof error);
        if (m) mj_deleteModel(m);
        return m != nullptr;
    }, ok);
}
#endif

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    int max = 10000;
    std::string only;
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::string(argv[i]) == "--max") max = std::atoi(argv[i + 1]);
        if (std::string(argv[i]) == "--format") only = argv[i + 1];
    }
    QTemporaryDir dir;
    std::printf("%-22s %7s %12s %12s %8s\n", "robot", "links", "Kinedit ms", "peer ms", "ratio");
    struct Case {
        const char* format;
        const char* peer;
        bool nested;
    };
    const std::vector<Case> cases = {{"sdf", "libsdformat", false}, {"sdf", "libsdformat", true}, {"urdf", "urdfdom", false},
                                     {"skel", "DART", false}, {"mjcf", "MuJoCo", false}};
    for (const Case& c : cases) {
        if (!only.empty() && only != c.format) continue;
        for (int links : {100, 1000, 10000}) {
            if (links > max) continue;
            const int arms = links / 50;
            const QString where = dir.filePath(QStringLiteral("%1-%2-%3").arg(QLatin1String(c.format)).arg(links).arg(c.nested));
            const bench::GeneratedRobot g = bench::generateRobot(QLatin1String(c.format), where, arms, 50, c.nested);
            bool okK = false, okP = false;
            const double k = timeMs([&] { return readWithKinedit(g.file); }, &okK);
            double p = -1;
            const std::string file = g.file.toStdString();
            std::ostringstream sink;  // the peers' console noise
            std::streambuf* old = std::cerr.rdbuf(sink.rdbuf());
#ifdef KINEDIT_HAVE_SDFORMAT
            if (std::string(c.format) == "sdf") {
                sdf::ParserConfig config;
                const std::string base = where.toStdString();
                config.SetFindCallback([base](const std::string& uri) { return base + "/" + uri; });
                p = timeMs([&] {
                    sdf::Root root;
                    return root.Load(file, config).empty();
                }, &okP);
            }
#endif
#ifdef KINEDIT_HAVE_URDFDOM
            if (std::string(c.format) == "urdf") p = timeMs([&] { return urdf::parseURDFFile(file) != nullptr; }, &okP);
#endif
#ifdef KINEDIT_HAVE_DART
            if (std::string(c.format) == "skel")
                p = timeMs([&] { return dart::utils::SkelParser::readWorld(dart::common::Uri::createFromPath(file)) != nullptr; }, &okP);
#endif
#ifdef KINEDIT_HAVE_MUJOCO
            if (std::string(c.format) == "mjcf") p = timeMuJoCo(file, &okP);
#endif
            std::cerr.rdbuf(old);
            const std::string name = std::string(c.format) + (c.nested ? " nested" : "") + " vs " + c.peer;
            if (p < 0)
                std::printf("%-22s %7d %12.2f %12s %8s%s\n", name.c_str(), links, k, "-", "-", okK ? "" : "  (Kinedit failed)");
            else
                std::printf("%-22s %7d %12.2f %12.2f %7.2f%%%s\n", name.c_str(), links, k, p, 100 * k / p,
                            okK && okP ? "" : "  (a reader failed)");
            std::fflush(stdout);
        }
    }
#ifdef KINEDIT_HAVE_MUJOCO
    if (!only.empty() && only != "mjcf") return 0;
    // Real MJCF robots (meshes and all: MuJoCo reads them while loading,
    // Kinedit when it draws, on its worker threads).
    const QString corpus = QStringLiteral(KINEDIT_SHARED_DIR "/corpus/mjcf/");
    for (const char* file : {"menagerie/franka_emika_panda/panda.xml", "menagerie/agility_cassie/cassie.xml",
                             "menagerie/shadow_hand/right_hand.xml", "mujoco/model/humanoid/humanoid.xml",
                             "mujoco/model/humanoid/22_humanoids.xml"}) {
        const QString path = corpus + QLatin1String(file);
        if (!QFileInfo::exists(path)) continue;
        bool okK = false, okP = false;
        const double k = timeMs([&] { return readWithKinedit(path); }, &okK);
        const double p = timeMuJoCo(path.toStdString(), &okP);
        std::printf("%-22s %7s %12.2f %12.2f %7.2f%%%s\n", QFileInfo(path).fileName().toStdString().c_str(), "-", k, p, 100 * k / p,
                    okK && okP ? "" : "  (a reader failed)");
    }
#endif
    return 0;
}
