// kinedit: the editor.
//   kinedit [FILE]
//   kinedit --screenshot OUT.png [FILE]   open, wait for the viewport's frame,
//                                         save the window, exit 0
#include "MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Kinedit"));
    QApplication::setOrganizationName(QStringLiteral("Kinedit"));
    QApplication::setApplicationVersion(QStringLiteral(KINEDIT_VERSION));

    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("kinedit"), QStringLiteral("_"),
                        QApplication::applicationDirPath() + QStringLiteral("/../share/kinedit/translations")))
        QApplication::installTranslator(&translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Editor and 3D visualizer for robot description files"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                  QApplication::translate("main", "Save a screenshot of the window to OUT and exit."),
                                  QStringLiteral("OUT"));
    parser.addOption(screenshot);
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "Robot file to open."),
                                 QStringLiteral("[FILE]"));
    parser.process(app);

    kinedit::MainWindow window;
    // A screenshot run must never wait on a dialog.
    window.setInteractive(!parser.isSet(screenshot));
    const QStringList files = parser.positionalArguments();
    bool opened = true;
    if (!files.isEmpty()) opened = window.openFile(files.first());
    window.show();

    if (parser.isSet(screenshot)) {
        if (!opened) return 1;
        window.saveScreenshot(parser.value(screenshot), [](bool ok) { QApplication::exit(ok ? 0 : 1); });
    }
    return app.exec();
}
