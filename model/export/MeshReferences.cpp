#include "MeshReferences.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace kinedit {

namespace {
struct MeshReferencesText {
    Q_DECLARE_TR_FUNCTIONS(MeshReferences)
};
bool isUrl(const QString& s) { return s.contains(QLatin1String("://")) && !s.startsWith(QLatin1String("file://")); }
}  // namespace

MeshReferences::MeshReferences(const QString& outFile, bool copy) : m_dir(QFileInfo(outFile).absolutePath()), m_copy(copy) {}

QString MeshReferences::reference(const QString& mesh) {
    if (isUrl(mesh)) return mesh;
    const QString path = QFileInfo(mesh.startsWith(QLatin1String("file://")) ? mesh.mid(7) : mesh).absoluteFilePath();
    if (!m_copy) return QDir(m_dir).relativeFilePath(path);
    if (const auto it = m_copies.constFind(path); it != m_copies.constEnd()) return QStringLiteral("meshes/") + *it;
    // meshes/NAME, or NAME-2, NAME-3... when another folder has a NAME too.
    const QFileInfo info(path);
    QString name = info.fileName();
    for (int n = 2; std::any_of(m_copies.cbegin(), m_copies.cend(), [&](const QString& used) { return used == name; }); ++n)
        name = info.completeBaseName() + QLatin1Char('-') + QString::number(n) + (info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix());
    m_copies.insert(path, name);
    return QStringLiteral("meshes/") + name;
}

bool MeshReferences::copyFiles(QStringList* errors) const {
    if (m_copies.isEmpty()) return true;
    const QDir dir(m_dir);
    if (!dir.mkpath(QStringLiteral("meshes"))) {
        if (errors) errors->append(MeshReferencesText::tr("cannot make the folder %1").arg(dir.filePath(QStringLiteral("meshes"))));
        return false;
    }
    bool ok = true;
    for (auto it = m_copies.cbegin(); it != m_copies.cend(); ++it) {
        const QString to = dir.filePath(QStringLiteral("meshes/") + it.value());
        if (QFileInfo(to).absoluteFilePath() == QFileInfo(it.key()).absoluteFilePath()) continue;
        QFile::remove(to);
        if (!QFile::copy(it.key(), to)) {
            ok = false;
            if (errors) errors->append(MeshReferencesText::tr("cannot copy %1 to %2").arg(it.key(), to));
        }
    }
    return ok;
}

}  // namespace kinedit
