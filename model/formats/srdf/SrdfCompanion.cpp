#include "SrdfCompanion.h"

#include "io/ResourceResolver.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace kinedit::srdf {

namespace {
struct SrdfCompanionText {
    Q_DECLARE_TR_FUNCTIONS(SrdfCompanion)
};
using T = SrdfCompanionText;

constexpr int kLevelsUp = 3;  // how far above the SRDF a .setup_assistant may lie

struct SetupAssistantUrdf {
    QString package, relativePath;
};

// The urdf entry of a .setup_assistant file: two keys are read, so a line
// reading (indentation gives the nesting) is enough; upstream writes
// "urdf:" (MoveIt 2) or "URDF:" (MoveIt 1).
SetupAssistantUrdf readSetupAssistant(const QString& path) {
    SetupAssistantUrdf u;
    QFile f(path);
    if (f.size() > 1 << 20 || !f.open(QIODevice::ReadOnly)) return u;
    static const QRegularExpression keyLine(QStringLiteral("^( *)([A-Za-z_]+):\\s*(.*?)\\s*$"));
    int urdfIndent = -1;
    for (const QByteArray& raw : f.readAll().split('\n')) {
        const auto m = keyLine.match(QString::fromUtf8(raw));
        if (!m.hasMatch()) continue;
        const int indent = int(m.captured(1).size());
        const QString key = m.captured(2);
        QString value = m.captured(3);
        if (value.size() >= 2 && (value.startsWith(QLatin1Char('"')) || value.startsWith(QLatin1Char('\''))))
            value = value.mid(1, value.size() - 2);
        if (urdfIndent >= 0 && indent <= urdfIndent) urdfIndent = -1;
        if (key.compare(QLatin1String("urdf"), Qt::CaseInsensitive) == 0 && value.isEmpty()) {
            urdfIndent = indent;
        } else if (urdfIndent >= 0) {
            if (key == QLatin1String("package")) u.package = value;
            if (key == QLatin1String("relative_path")) u.relativePath = value;
        }
    }
    return u;
}

// A package's folder: as package:// resolves it, else a folder named as the
// package beside one of the configuration's folders (the corpus layout).
QString packageFolder(const QString& package, const QString& configDir) {
    QString reason;
    const QString found = findPackage(package, QDir(configDir).filePath(QStringLiteral(".setup_assistant")), &reason);
    if (!found.isEmpty()) return found;
    QDir d(configDir);
    for (int i = 0; i <= kLevelsUp && d.cdUp(); ++i)
        if (QFileInfo(d.filePath(package)).isDir()) return d.filePath(package);
    return {};
}

QString fromSetupAssistant(const QString& srdfPath, QStringList& looked) {
    QDir d = QFileInfo(srdfPath).absoluteDir();
    for (int i = 0; i <= kLevelsUp; ++i) {
        const QString sa = d.filePath(QStringLiteral(".setup_assistant"));
        if (QFileInfo(sa).isFile()) {
            const SetupAssistantUrdf u = readSetupAssistant(sa);
            looked << T::tr("%1 (package '%2', path '%3')").arg(QDir::cleanPath(sa), u.package, u.relativePath);
            if (u.relativePath.isEmpty()) return {};
            const QString base = u.package.isEmpty() ? d.absolutePath() : packageFolder(u.package, d.absolutePath());
            if (base.isEmpty()) return {};
            const QString path = QDir::cleanPath(QDir(base).filePath(u.relativePath));
            return QFileInfo(path).isFile() ? path : QString();
        }
        if (!d.cdUp()) break;
    }
    return {};
}

QStringList namedAs(const QString& robotName) {
    return {robotName + QStringLiteral(".urdf"), robotName + QStringLiteral(".urdf.xacro"), robotName + QStringLiteral(".xacro")};
}

QString besideOrOnPath(const QString& srdfPath, const QString& robotName, QStringList& looked) {
    if (robotName.isEmpty()) return {};
    const QDir here = QFileInfo(srdfPath).absoluteDir();
    looked << T::tr("%1 beside the SRDF").arg(namedAs(robotName).join(QStringLiteral(", ")));
    for (const QString& n : namedAs(robotName))
        if (QFileInfo(here.filePath(n)).isFile()) return QDir::cleanPath(here.filePath(n));
    const QStringList path = qEnvironmentVariable("ROS_PACKAGE_PATH").split(QLatin1Char(':'), Qt::SkipEmptyParts);
    if (!path.isEmpty()) looked << T::tr("urdf/ and robots/ folders of the packages on ROS_PACKAGE_PATH");
    for (const QString& entry : path)
        for (const QFileInfo& package : QDir(entry).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            for (const char* folder : {"urdf", "robots"})
                for (const QString& n : namedAs(robotName)) {
                    const QString candidate = QDir(package.absoluteFilePath()).filePath(QLatin1String(folder) + QLatin1Char('/') + n);
                    if (QFileInfo(candidate).isFile()) return QDir::cleanPath(candidate);
                }
    return {};
}

}  // namespace

QString findCompanion(const QString& srdfPath, const QString& robotName, QString* why) {
    QStringList looked;
    QString found = fromSetupAssistant(srdfPath, looked);
    if (found.isEmpty()) found = besideOrOnPath(srdfPath, robotName, looked);
    if (found.isEmpty() && why) *why = looked.join(QStringLiteral("; "));
    return found;
}

}  // namespace kinedit::srdf
