// kinedit-cli: Kinedit's headless tool. Every subcommand but render works
// on the model layer only (no widgets, no display); render starts a GUI
// application for Qt3D.
#include "Cli.h"
#include "HeapPolicy.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <csignal>
#include <cstdio>
#include <memory>

using namespace kinedit::cli;

namespace {

void printHelp() {
    out(Cli::tr("usage: kinedit-cli [--version] [--help] SUBCOMMAND [ARGS...]\n"));
    out(
        Cli::tr("Kinedit's command-line tool for robot description files (HRDF, SDFormat, URDF,\n"
                "DART SKEL, TAMP problem files, xacro, MJCF).\n"));
    out(Cli::tr("Subcommands:"));
    for (const Command& c : commands()) out(QStringLiteral("  %1%2").arg(QLatin1String(c.name), -12).arg(Cli::tr(c.summary)));
    out(Cli::tr("\n'kinedit-cli SUBCOMMAND --help' describes one subcommand."));
    out(Cli::tr(exitCodesHelp()));
}

}  // namespace

namespace {
bool wantsDisplay(int argc, char** argv) {
    const bool render = argc > 1 && qstrcmp(argv[1], "render") == 0;
    const bool benchViewport = argc > 2 && qstrcmp(argv[1], "bench") == 0 && qstrcmp(argv[2], "viewport") == 0;
    if (!render && !benchViewport) return false;
    for (int i = 2; i < argc; ++i)  // asking for help needs no display
        if (qstrcmp(argv[i], "--help") == 0 || qstrcmp(argv[i], "-h") == 0) return false;
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    kinedit::keepFreedHeap();
    // Only render and bench viewport need a display; check for one rather than let Qt abort.
    const bool gui = wantsDisplay(argc, argv);
    if (gui && qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        QCoreApplication app(argc, argv);  // for the translator
        QTranslator translator;
        if (translator.load(QLocale(), QStringLiteral("kinedit"), QStringLiteral("_"),
                            QCoreApplication::applicationDirPath() + QStringLiteral("/../share/kinedit/translations")))
            QCoreApplication::installTranslator(&translator);
        err(
            Cli::tr("kinedit-cli: this subcommand draws with Qt3D and needs a display (DISPLAY is not set); on a headless "
                    "machine run it under xvfb-run"));
        return ExitUsage;
    }
    std::unique_ptr<QCoreApplication> application(gui ? new QApplication(argc, argv) : new QCoreApplication(argc, argv));
    QCoreApplication::setApplicationName(QStringLiteral("kinedit-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KINEDIT_VERSION));
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("kinedit"), QStringLiteral("_"),
                        QCoreApplication::applicationDirPath() + QStringLiteral("/../share/kinedit/translations")))
        QCoreApplication::installTranslator(&translator);

    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty()) {
        printHelp();
        return ExitUsage;
    }
    const QString first = args.takeFirst();
    if (first == QLatin1String("--version") || first == QLatin1String("-V")) {
        out(QStringLiteral("kinedit-cli %1").arg(QStringLiteral(KINEDIT_VERSION)));
        return ExitOk;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        if (!args.isEmpty()) {
            if (const Command* c = findCommand(args.first())) {
                printUsage(*c, true);
                return ExitOk;
            }
        }
        printHelp();
        return ExitOk;
    }
    const Command* command = findCommand(first);
    if (!command) {
        err(Cli::tr("kinedit-cli: unknown subcommand '%1' (see 'kinedit-cli --help')").arg(first));
        return ExitUsage;
    }
    if (args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h"))) {
        printUsage(*command, true);
        return ExitOk;
    }
    // xacro arguments may be written NAME:=VALUE, as xacro takes them, or
    // --arg NAME:=VALUE (--arg=NAME:=VALUE), as roslaunch-minded users do.
    QStringList plain;
    for (int i = 0; i < args.size(); ++i) {
        QString a = args[i];
        if (a == QLatin1String("--arg")) {
            if (i + 1 >= args.size() || !args[i + 1].contains(QLatin1String(":=")))
                return usageError(*command, Cli::tr("--arg needs NAME:=VALUE"));
            a = args[++i];
        } else if (a.startsWith(QLatin1String("--arg="))) {
            a = a.mid(6);
            if (!a.contains(QLatin1String(":="))) return usageError(*command, Cli::tr("--arg needs NAME:=VALUE"));
        }
        plain << a;
    }
    return command->run(plain);
}
