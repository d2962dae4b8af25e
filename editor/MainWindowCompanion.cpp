// MainWindow: a document about another file's robot (an SRDF about its
// URDF). The document check finds that file; the user may choose another
// (Robot ▸ Choose the Robot's URDF), kept per document in the settings.
// Selecting an element lights the links it stands for (CompanionView).
#include "MainWindow.h"

#include "formats/CompanionView.h"
#include "formats/Format.h"
#include "kinematics/Model.h"
#include "xml/XmlDocument.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>

namespace kinedit {

namespace {
const QString kChosen = QStringLiteral("companions/chosen");  // document path → the file chosen for it

QString documentKey(const XmlDocument& doc) { return QFileInfo(doc.fileName()).absoluteFilePath(); }
}  // namespace

QStringList MainWindow::companionSelection(const XmlElement* e) const {
    const auto* view = m_format ? dynamic_cast<const CompanionView*>(m_format->companion()) : nullptr;
    if (!e || !view || !m_model || !document()) return {};
    QStringList paths;
    for (const QString& link : view->linksOf(*document(), *e, *m_model))
        if (const int f = m_model->frameIndex(link.toStdString()); f >= 0) paths << QString::fromStdString(m_model->frameSource(f).at.path);
    paths.removeAll(QString());
    return paths;
}

QString MainWindow::chosenCompanion() const {
    if (!document()) return {};
    const QString chosen = QSettings().value(kChosen).toMap().value(documentKey(*document())).toString();
    return QFileInfo(chosen).isFile() ? chosen : QString();  // a file since moved: found again as if never chosen
}

void MainWindow::chooseCompanion() {
    XmlDocument* doc = document();
    if (!doc || !m_format || !m_format->companion()) return;
    const QString start = !m_companionPath.isEmpty() ? m_companionPath : QFileInfo(doc->fileName()).absolutePath();
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Choose the Robot's URDF"), start, tr("URDF and xacro (*.urdf *.xacro);;All files (*)"));
    if (file.isEmpty()) return;
    QVariantMap chosen = QSettings().value(kChosen).toMap();
    chosen.insert(documentKey(*doc), QFileInfo(file).absoluteFilePath());
    QSettings().setValue(kChosen, chosen);
    revalidate();
}

}  // namespace kinedit
