#include "Templates.h"

#include "io/FileWriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

namespace kinedit {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Templates)
};
}  // namespace

QList<FileTemplate> fileTemplates() {
    return {{QStringLiteral("hrdf-arm"), Text::tr("HEBI HRDF Arm"), QStringLiteral("arm.hrdf")},
            {QStringLiteral("sdf-assembly"), Text::tr("SDFormat Assembly (include, placement frame)"), QStringLiteral("assembly.sdf")},
            {QStringLiteral("urdf-robot"), Text::tr("URDF Robot"), QStringLiteral("robot.urdf")},
            {QStringLiteral("skel-world"), Text::tr("DART SKEL World"), QStringLiteral("world.skel")},
            {QStringLiteral("tamp-problem"), Text::tr("TAMP Problem"), QStringLiteral("problem.xml")},
            {QStringLiteral("xacro-robot"), Text::tr("xacro Robot (macro, properties, argument)"), QStringLiteral("robot.urdf.xacro")},
            {QStringLiteral("mjcf-model"), Text::tr("MuJoCo MJCF Model"), QStringLiteral("model.xml")}};
}

bool instantiateTemplate(const FileTemplate& t, const QString& mainPath, QString* error) {
    const QString from = QStringLiteral(":/templates/") + t.id;
    const QDir to = QFileInfo(mainPath).absoluteDir();
    // Where each file goes: the main file as chosen, the others beside it.
    QList<std::pair<QString, QString>> copies;
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString rel = QDir(from).relativeFilePath(source);
        copies.append({source, rel == t.mainFile ? QFileInfo(mainPath).absoluteFilePath() : to.filePath(rel)});
    }
    if (copies.isEmpty()) {
        if (error) *error = Text::tr("the template %1 is missing from this build").arg(t.id);
        return false;
    }
    for (const auto& [source, target] : copies)
        if (QFileInfo::exists(target)) {
            if (error) *error = Text::tr("%1 already exists").arg(QDir::toNativeSeparators(target));
            return false;
        }
    for (const auto& [source, target] : copies) {
        QDir().mkpath(QFileInfo(target).absolutePath());
        QFile in(source);
        QString why;
        if (!in.open(QIODevice::ReadOnly))
            why = in.errorString();
        else if (writeFileAtomically(target, in.readAll(), &why))
            continue;
        if (error) *error = Text::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(target), why);
        return false;
    }
    return true;
}

}  // namespace kinedit
