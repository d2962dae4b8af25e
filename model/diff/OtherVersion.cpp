#include "OtherVersion.h"

#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>

namespace kinedit {

namespace {

class OtherVersionText {
    Q_DECLARE_TR_FUNCTIONS(OtherVersion)
};

constexpr int kGitTimeoutMs = 10000;

// Runs git in the file's folder; its standard output, or nullopt with the
// reason in *error.
std::optional<QByteArray> git(const QString& folder, const QStringList& args, QString* error) {
    QProcess p;
    p.setWorkingDirectory(folder);
    p.start(QStringLiteral("git"), args);
    if (!p.waitForStarted(kGitTimeoutMs)) {
        if (error) *error = OtherVersionText::tr("git could not be run: %1").arg(p.errorString());
        return std::nullopt;
    }
    p.closeWriteChannel();
    if (!p.waitForFinished(kGitTimeoutMs)) {
        p.kill();
        p.waitForFinished(1000);
        if (error) *error = OtherVersionText::tr("git did not answer within %1 s").arg(kGitTimeoutMs / 1000);
        return std::nullopt;
    }
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        if (error) *error = QString::fromUtf8(p.readAllStandardError()).trimmed();
        return std::nullopt;
    }
    return p.readAllStandardOutput();
}

// The file's path from the top of its work tree, if git tracks it.
std::optional<QString> trackedPath(const QString& path, QString* error) {
    const QFileInfo f(path);
    const std::optional<QByteArray> out = git(
        f.absolutePath(),
        {QStringLiteral("ls-files"), QStringLiteral("--error-unmatch"), QStringLiteral("--full-name"), QStringLiteral("--"), f.fileName()},
        error);
    if (!out) return std::nullopt;
    const QString name = QString::fromUtf8(*out).section(QLatin1Char('\n'), 0, 0);
    if (name.isEmpty()) {
        if (error) *error = OtherVersionText::tr("git does not track %1").arg(f.fileName());
        return std::nullopt;
    }
    return name;
}

}  // namespace

OtherVersion checkVersionAt(const QByteArray& bytes, const QString& place, const CheckInput& input) {
    OtherVersion v;
    Diagnostics read;
    v.doc = XmlDocument::fromBytes(bytes, place, &read);
    if (v.doc)
        v.check = checkDocument(*v.doc, input);
    else
        v.check.diagnostics = read;
    return v;
}

bool gitTracks(const QString& path) { return trackedPath(path, nullptr).has_value(); }

std::optional<QByteArray> gitHeadVersion(const QString& path, QString* error) {
    const std::optional<QString> name = trackedPath(path, error);
    if (!name) {
        if (error && error->isEmpty()) *error = OtherVersionText::tr("git does not track %1").arg(QFileInfo(path).fileName());
        return std::nullopt;
    }
    return git(QFileInfo(path).absolutePath(), {QStringLiteral("show"), QStringLiteral("HEAD:") + *name}, error);
}

}  // namespace kinedit
