// MainWindow's Help menu: the formats' specifications, the keyboard
// shortcuts, the diagnostic codes (HelpDialogs.h).
#include "MainWindow.h"

#include "HelpDialogs.h"

#include <QDesktopServices>
#include <QMenu>
#include <QMenuBar>
#include <QUrl>

namespace kinedit {

void MainWindow::createHelpMenu(QMenu* help) {
    // The public texts each format is read by.
    QMenu* specs = help->addMenu(tr("Format &Specifications"));
    const std::pair<QString, const char*> links[] = {
        {tr("HEBI Robot Description Format (HRDF)"), "https://docs.hebi.us/tools.html#robot-description-format"},
        {tr("SDFormat"), "http://sdformat.org/spec"},
        {tr("URDF (ROS wiki)"), "https://wiki.ros.org/urdf/XML"},
        {tr("DART SKEL"), "https://dartsim.github.io/skel_file_format.html"},
        {tr("TAMP benchmark problem files"), "http://tampbenchmark.aass.oru.se/index.php?title=XML_format_description"},
        {tr("xacro (ROS wiki)"), "https://wiki.ros.org/xacro"},
        {tr("MJCF (MuJoCo 2.2 XML reference)"), "https://mujoco.readthedocs.io/en/2.2.2/XMLreference.html"}};
    for (const auto& [name, url] : links) {
        QAction* a = specs->addAction(name, this, [u = QString::fromLatin1(url)]() { QDesktopServices::openUrl(QUrl(u)); });
        a->setToolTip(QString::fromLatin1(url));
        a->setStatusTip(QString::fromLatin1(url));
    }
    help->addAction(tr("&Keyboard Shortcuts"), this,
                    [this]() {
                        ShortcutsDialog dialog(menuBar(), this);
                        dialog.exec();
                    })
        ->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Diagnostic Codes"), this, [this]() {
        DiagnosticCodesDialog dialog(this);
        dialog.exec();
    });
    help->addSeparator();
}

}  // namespace kinedit
