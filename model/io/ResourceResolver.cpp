#include "ResourceResolver.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QRegularExpression>

namespace kinedit {

namespace {

struct ResolverText {
    Q_DECLARE_TR_FUNCTIONS(ResourceResolver)
};

// The <name> in a package.xml (cheap text match; the file is small).
QString packageName(const QString& dir) {
    QFile f(dir + QStringLiteral("/package.xml"));
    if (!f.open(QIODevice::ReadOnly) || f.size() > 1 << 20) return {};
    static const QRegularExpression re(QStringLiteral("<name>\\s*([^<\\s]+)\\s*</name>"));
    const auto m = re.match(QString::fromUtf8(f.readAll()));
    return m.hasMatch() ? m.captured(1) : QString();
}

QString packageIn(const QString& root, const QString& name) {
    const QDir dir(root);
    if (QFileInfo(dir.filePath(name)).isDir()) return dir.filePath(name);
    // One level down: folders whose package.xml names the package.
    for (const QString& sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        if (packageName(dir.filePath(sub)) == name) return dir.filePath(sub);
    return {};
}

QString packageNear(const QString& fromFile, const QString& name) {
    QDir dir = QFileInfo(fromFile).absoluteDir();
    for (int depth = 0; depth < 64; ++depth) {
        if (dir.dirName() == name || packageName(dir.path()) == name) return dir.path();
        if (!dir.cdUp()) break;
    }
    return {};
}

// Lookups remembered for a few seconds: a xacro robot names its packages
// hundreds of times per expansion (PR2: 350 lookups, each a scan of every
// package.xml on the path), and the editor expands on every keystroke. A
// package added or moved on disk is seen once its entry expires.
struct CachedLookup {
    QString root;
    QDeadlineTimer expires;
};
constexpr int kLookupLifetimeMs = 3000;

QMutex& lookupMutex() {
    static QMutex m;
    return m;
}
QHash<QString, CachedLookup>& lookups() {
    static QHash<QString, CachedLookup> h;
    return h;
}

QString lookUp(const QString& name, const QString& fromFile);

}  // namespace

QString findPackage(const QString& name, const QString& fromFile, QString* reason) {
    const QString key = name + QLatin1Char('\n') + QFileInfo(fromFile).absolutePath() + QLatin1Char('\n') +
                        qEnvironmentVariable("ROS_PACKAGE_PATH") + QLatin1Char('\n') + qEnvironmentVariable("AMENT_PREFIX_PATH");
    QString root;
    bool cached = false;
    {
        QMutexLocker lock(&lookupMutex());
        const auto it = lookups().constFind(key);
        if (it != lookups().constEnd() && !it->expires.hasExpired()) {
            root = it->root;
            cached = true;
        }
    }
    if (!cached) {
        root = lookUp(name, fromFile);
        QMutexLocker lock(&lookupMutex());
        if (lookups().size() > 4096) lookups().clear();
        lookups().insert(key, CachedLookup{root, QDeadlineTimer(kLookupLifetimeMs)});
    }
    if (root.isEmpty() && reason)
        *reason = ResolverText::tr(
                      "package '%1' not found (ROS_PACKAGE_PATH, AMENT_PREFIX_PATH, or a parent folder named %1 or "
                      "with a package.xml naming it)")
                      .arg(name);
    return root;
}

namespace {

QString lookUp(const QString& name, const QString& fromFile) {
    QString root;
    for (const QString& entry : qEnvironmentVariable("ROS_PACKAGE_PATH").split(QLatin1Char(':'), Qt::SkipEmptyParts))
        if (root = packageIn(entry, name); !root.isEmpty()) break;
    if (root.isEmpty())
        for (const QString& entry : qEnvironmentVariable("AMENT_PREFIX_PATH").split(QLatin1Char(':'), Qt::SkipEmptyParts))
            if (const QString share = QDir(entry).filePath(QStringLiteral("share/") + name); QFileInfo(share).isDir()) {
                root = share;
                break;
            }
    if (root.isEmpty() && !name.isEmpty()) root = packageNear(fromFile, name);
    return root.isEmpty() ? QString() : QDir::cleanPath(QFileInfo(root).absoluteFilePath());
}

}  // namespace

ResolvedResource resolveResource(const QString& uri, const QString& fromFile) {
    ResolvedResource r;
    if (uri.startsWith(QLatin1String("http://")) || uri.startsWith(QLatin1String("https://"))) {
        r.path = uri;
        r.isUrl = true;
        return r;
    }
    QString candidate;
    if (uri.startsWith(QLatin1String("package://"))) {
        const QString rest = uri.mid(10);
        const qsizetype slash = rest.indexOf(QLatin1Char('/'));
        const QString name = rest.left(slash);
        const QString inside = slash < 0 ? QString() : rest.mid(slash + 1);
        const QString root = findPackage(name, fromFile, &r.reason);
        if (root.isEmpty()) return r;
        candidate = QDir(root).filePath(inside);
    } else if (uri.startsWith(QLatin1String("file://"))) {
        candidate = uri.mid(7);
    } else {
        candidate = QFileInfo(fromFile).absoluteDir().filePath(uri);
    }
    candidate = QDir::cleanPath(candidate);
    if (!QFileInfo(candidate).isFile()) {
        r.reason = ResolverText::tr("no file at %1").arg(candidate);
        return r;
    }
    r.path = candidate;
    return r;
}

}  // namespace kinedit
