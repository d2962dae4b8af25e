// kinedit: the editor.
//   kinedit [FILE]...                     one window per file
//   kinedit --screenshot OUT.png [--select PATH] [FILE]
//                                         open, wait for the viewport's frame,
//                                         save the window, exit 0
//   kinedit --first-frame [FILE]          print the ms from start to the 3D
//                                         view's first frame with the robot,
//                                         and the peak memory; then to the
//                                         first frame with its meshes
#include "HeapPolicy.h"
#include "MainWindow.h"
#include "RobotScene.h"
#include "Viewport.h"
#include "PreferencesDialog.h"
#include "bench/PeakMemory.h"
#include "xml/XmlDocument.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QImage>
#include <QLocale>
#include <QTranslator>

#include <cstdio>
#include <memory>

int main(int argc, char** argv) {
    QElapsedTimer sinceStart;  // from main() on (not the loader's work before it)
    sinceStart.start();
    kinedit::keepFreedHeap();
    // --help and --version print text and need no display: a core
    // application serves them where no window can be made.
    bool textOnly = false;
    for (int i = 1; i < argc && qstrcmp(argv[i], "--") != 0; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--screenshot" || arg == "--select")
            ++i;  // their values are no options
        else
            textOnly = textOnly || arg == "--help" || arg == "-h" || arg == "--help-all" || arg == "--version" || arg == "-v";
    }
    const std::unique_ptr<QCoreApplication> application =
        textOnly ? std::make_unique<QCoreApplication>(argc, argv) : std::make_unique<QApplication>(argc, argv);
    QCoreApplication& app = *application;
    QApplication::setApplicationName(QStringLiteral("Kinedit"));
    QApplication::setOrganizationName(QStringLiteral("Kinedit"));
    QApplication::setApplicationVersion(QStringLiteral(KINEDIT_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.kinedit.Kinedit"));

    // The language: the preference, else the system's.
    const QString language = kinedit::PreferencesDialog::language();
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    QTranslator translator;
    if (translator.load(locale, QStringLiteral("kinedit"), QStringLiteral("_"),
                        QApplication::applicationDirPath() + QStringLiteral("/../share/kinedit/translations")))
        QApplication::installTranslator(&translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Editor and 3D visualizer for robot description files"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                  QApplication::translate("main", "Save a screenshot of the window to OUT and exit."),
                                  QStringLiteral("OUT"));
    QCommandLineOption select(QStringLiteral("select"),
                              QApplication::translate("main", "Select the element at PATH (e.g. /robot/link[2]) first."),
                              QStringLiteral("PATH"));
    QCommandLineOption firstFrame(
        QStringLiteral("first-frame"),
        QApplication::translate("main",
                                "Print the milliseconds from start to the 3D view's first frame "
                                "with the file's robot and to the first with its meshes, and exit (a benchmark)."));
    parser.addOption(screenshot);
    parser.addOption(select);
    parser.addOption(firstFrame);
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "Robot files to open."),
                                 QStringLiteral("[FILE...]"));
    parser.process(app);
    if (textOnly) return 0;  // (process() has printed and exited already)

    kinedit::MainWindow window;
    // A screenshot run must never wait on a dialog.
    const bool interactive = !parser.isSet(screenshot) && !parser.isSet(firstFrame);
    window.setInteractive(interactive);
    const QStringList files = parser.positionalArguments();
    // After a crash: offer the files that have unsaved changes kept.
    if (files.isEmpty() && interactive) window.recoverSession();
    bool opened = true;
    for (const QString& f : files) opened = window.openDocument(f) && opened;
    if (parser.isSet(select) && window.document())
        window.selectElement(kinedit::elementByPath(window.document()->top(), parser.value(select)));
    window.show();

    if (parser.isSet(firstFrame)) {
        if (!opened) return 1;
        // Then the first frame once every mesh file is read and on screen
        // (the rough copy for a heavy one): the robot as the user sees it.
        kinedit::Viewport* view = window.viewport();
        auto withMeshes = [view, &sinceStart] {
            view->captureFrame([&sinceStart](const QImage& frame) {
                std::printf("with its meshes: %lld ms\n", static_cast<long long>(sinceStart.elapsed()));
                std::fflush(stdout);
                QApplication::exit(frame.isNull() ? 1 : 0);
            });
        };
        view->captureFrame([view, withMeshes, &sinceStart](const QImage& frame) {
            const long long ms = sinceStart.elapsed();
            std::printf("%lld ms, peak memory %.1f MiB\n", ms, kinedit::bench::peakMemoryMiB());
            std::fflush(stdout);
            if (frame.isNull()) return QApplication::exit(1);
            if (view->robot()->pendingMeshes() > 0)
                return void(
                    QObject::connect(view->robot(), &kinedit::RobotScene::meshesLoaded, view, withMeshes, Qt::SingleShotConnection));
            std::printf("with its meshes: %lld ms (the same frame)\n", ms);
            QApplication::exit(0);
        });
    }
    if (parser.isSet(screenshot)) {
        if (!opened) return 1;
        window.saveScreenshot(parser.value(screenshot), [](bool ok) { QApplication::exit(ok ? 0 : 1); });
    }
    return app.exec();
}
