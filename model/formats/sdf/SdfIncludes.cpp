#include "SdfIncludes.h"

#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace kinedit {

namespace {
struct SdfIncludesText {
    Q_DECLARE_TR_FUNCTIONS(SdfIncludes)
};
using T = SdfIncludesText;

QStringList resourcePaths() {
    QStringList paths;
    for (const char* var : {"GZ_SIM_RESOURCE_PATH", "IGN_GAZEBO_RESOURCE_PATH", "SDF_PATH"})
        for (const QString& p : qEnvironmentVariable(var).split(QLatin1Char(':'), Qt::SkipEmptyParts)) paths << p;
    return paths;
}

// A model folder: the file its model.config names for the highest
// supported version (a config without versions: the last <sdf> listed).
SdfIncludeTarget modelFolder(const QString& dir) {
    const QString config = QDir(dir).filePath(QStringLiteral("model.config"));
    if (!QFileInfo::exists(config)) return {{}, T::tr("'%1' is a folder without a model.config").arg(QDir::toNativeSeparators(dir))};
    Diagnostics ignored;
    const auto doc = XmlDocument::load(config, &ignored);
    const XmlElement* root = doc ? doc->root() : nullptr;
    if (!root || !doc->isWellFormed()) return {{}, T::tr("cannot read %1").arg(QDir::toNativeSeparators(config))};
    // Supported entries beat unsupported ones; among supported, the
    // highest version (unversioned counts as supported; the later of equals
    // wins); among unsupported, the lowest.
    QString best;
    QVersionNumber bestVersion;
    bool bestSupported = false;
    for (const XmlElement* s : root->elements()) {
        if (s->name() != QLatin1String("sdf")) continue;
        const QString file = s->text().trimmed();
        if (file.isEmpty()) continue;
        const QVersionNumber v = QVersionNumber::fromString(s->attribute(u"version"));
        const bool supported = v.isNull() || v <= kSdfSupported;
        bool better = best.isEmpty();
        if (!better && supported != bestSupported)
            better = supported;
        else if (!better)
            better = supported ? v >= bestVersion : v < bestVersion;
        if (better) {
            best = file;
            bestVersion = v;
            bestSupported = supported;
        }
    }
    if (best.isEmpty()) return {{}, T::tr("%1 names no <sdf> file").arg(QDir::toNativeSeparators(config))};
    const QString path = QDir(dir).filePath(best);
    if (!QFileInfo(path).isFile()) return {{}, T::tr("%1 names %2, which does not exist").arg(QDir::toNativeSeparators(config), best)};
    return {path, {}};
}

SdfIncludeTarget atPath(const QString& path) {
    const QFileInfo info(path);
    if (info.isDir()) return modelFolder(info.absoluteFilePath());
    return {info.absoluteFilePath(), {}};
}
}  // namespace

SdfIncludeTarget resolveIncludeUri(const QString& uriIn, const QString& includingFile) {
    const QString uri = uriIn.trimmed();
    if (uri.isEmpty()) return {{}, T::tr("the URI is empty")};
    const QDir here = QFileInfo(includingFile).absoluteDir();
    if (uri.startsWith(QLatin1String("http://")) || uri.startsWith(QLatin1String("https://")))
        return {{}, T::tr("web URIs are not fetched")};
    if (uri.startsWith(QLatin1String("file://"))) {
        const QString p = uri.mid(7);
        const QString path = QDir::isAbsolutePath(p) ? p : here.filePath(p);
        if (!QFileInfo::exists(path)) return {{}, T::tr("no file %1").arg(QDir::toNativeSeparators(path))};
        return atPath(path);
    }
    QString name = uri;
    const bool modelScheme = uri.startsWith(QLatin1String("model://"));
    if (modelScheme)
        name = uri.mid(8);
    else {
        // The proposal: a path is evaluated next to the including file.
        const QString path = QDir::isAbsolutePath(uri) ? uri : here.filePath(uri);
        if (QFileInfo::exists(path)) return atPath(path);
        if (QDir::isAbsolutePath(uri)) return {{}, T::tr("no file %1").arg(QDir::toNativeSeparators(uri))};
    }
    const QStringList paths = resourcePaths();
    for (const QString& p : paths) {
        const QString candidate = QDir(p).filePath(name);
        if (QFileInfo::exists(candidate)) return atPath(candidate);
    }
    if (paths.isEmpty())
        return {{},
                T::tr("'%1' is not beside the including file, and no resource path is set "
                      "(GZ_SIM_RESOURCE_PATH, IGN_GAZEBO_RESOURCE_PATH, SDF_PATH)")
                    .arg(name)};
    return {{}, T::tr("'%1' is in none of the resource paths (%2)").arg(name, paths.join(QLatin1Char(':')))};
}

ResolvedResource resolveSdfResource(const QString& uri, const QString& fromFile) {
    if (uri.startsWith(QLatin1String("model://"))) {
        const QString rest = uri.mid(8);
        const QStringList paths = resourcePaths();
        for (const QString& p : paths) {
            const QString candidate = QDir(p).filePath(rest);
            if (QFileInfo(candidate).isFile()) return {candidate, false, {}};
        }
        return {
            {}, false, T::tr("'%1' is in none of the resource paths (GZ_SIM_RESOURCE_PATH, IGN_GAZEBO_RESOURCE_PATH, SDF_PATH)").arg(rest)};
    }
    return resolveResource(uri, fromFile);
}

}  // namespace kinedit
