#include "MeshReferences.h"

#include "io/FileWriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace kinedit {

namespace {
struct MeshReferencesText {
    Q_DECLARE_TR_FUNCTIONS(MeshReferences)
};
using T = MeshReferencesText;
bool isUrl(const QString& s) { return s.contains(QLatin1String("://")) && !s.startsWith(QLatin1String("file://")); }
QString localPath(const QString& mesh) {
    return QFileInfo(mesh.startsWith(QLatin1String("file://")) ? mesh.mid(7) : mesh).absoluteFilePath();
}
}  // namespace

MeshReferences::MeshReferences(const QString& outFile, bool copy, MeshConverter converter)
    : m_dir(QFileInfo(outFile).absolutePath()), m_copy(copy), m_converter(std::move(converter)) {}

void MeshReferences::protect(const QStringList& meshes) {
    for (const QString& m : meshes)
        if (!isUrl(m)) m_protected.insert(localPath(m));
}

QString MeshReferences::freeName(const QString& fileName, const QString& source) const {
    const QFileInfo info(fileName);
    QString name = info.fileName();
    const QDir dir(m_dir);
    const auto used = [&](const QString& n) {
        const QString target = QFileInfo(dir.filePath(QStringLiteral("meshes/") + n)).absoluteFilePath();
        if (target != source && m_protected.contains(target)) return true;
        return std::any_of(m_names.cbegin(), m_names.cend(), [&](const QString& u) { return u == n; });
    };
    for (int n = 2; used(name); ++n)
        name = info.completeBaseName() + QLatin1Char('-') + QString::number(n) +
               (info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix());
    return name;
}

QString MeshReferences::reference(const QString& mesh) {
    if (isUrl(mesh)) return mesh;
    const QString path = localPath(mesh);
    if (!m_copy) return QDir(m_dir).relativeFilePath(path);
    if (const auto it = m_names.constFind(path); it != m_names.constEnd()) return QStringLiteral("meshes/") + *it;
    const QString name = freeName(QFileInfo(path).fileName(), path);
    m_names.insert(path, name);
    m_planned.insert(QDir(m_dir).filePath(QStringLiteral("meshes/") + name), {path, {}});
    return QStringLiteral("meshes/") + name;
}

MeshReferences::Converted MeshReferences::converted(const MeshToConvert& request) {
    const QString key = QStringLiteral("%1|%2|%3|%4").arg(request.file, request.submesh).arg(request.center).arg(request.maxTriangles);
    if (const auto it = m_converted.constFind(key); it != m_converted.constEnd()) return *it;
    Converted c;
    if (!m_copy) {
        c.problem = T::tr("converted to binary STL only when the meshes are copied (--copy-meshes, File ▸ Copy Meshes on Export)");
    } else if (!m_converter) {
        c.problem = T::tr("no mesh converter");
    } else {
        const ConvertedMesh m = m_converter(request);
        if (m.parts.empty()) c.problem = m.problem;
        QString base = QFileInfo(request.file).completeBaseName();
        if (!request.submesh.isEmpty()) base += QLatin1Char('-') + request.submesh;
        for (size_t k = 0; k < m.parts.size(); ++k) {  // NAME.stl, or NAME_0.stl, NAME_1.stl... by colour
            const QString name = freeName(base + (m.parts.size() > 1 ? QStringLiteral("_%1").arg(k) : QString()) + QStringLiteral(".stl"));
            m_names.insert(key + QLatin1Char('#') + QString::number(k), name);
            m_planned.insert(QDir(m_dir).filePath(QStringLiteral("meshes/") + name), {{}, m.parts[k].stl});
            c.parts.push_back({QStringLiteral("meshes/") + name, m.parts[k].rgba});
        }
        c.sourceTriangles = m.sourceTriangles;
        c.triangles = m.triangles;
    }
    m_converted.insert(key, c);
    return c;
}

bool MeshReferences::copyFiles(QStringList* errors) const {
    if (m_planned.isEmpty()) return true;
    const QDir dir(m_dir);
    if (!dir.mkpath(QStringLiteral("meshes"))) {
        if (errors) errors->append(T::tr("cannot make the folder %1").arg(dir.filePath(QStringLiteral("meshes"))));
        return false;
    }
    bool ok = true;
    for (auto it = m_planned.cbegin(); it != m_planned.cend(); ++it) {
        const QString& to = it.key();
        if (it->copyOf.isEmpty()) {
            QString why;
            if (!writeFileAtomically(to, it->bytes, &why)) {
                ok = false;
                if (errors) errors->append(T::tr("cannot write %1: %2").arg(to, why));
            }
            continue;
        }
        if (QFileInfo(to).absoluteFilePath() == QFileInfo(it->copyOf).absoluteFilePath()) continue;
        QFile::remove(to);
        if (!QFile::copy(it->copyOf, to)) {
            ok = false;
            if (errors) errors->append(T::tr("cannot copy %1 to %2").arg(it->copyOf, to));
        }
    }
    return ok;
}

}  // namespace kinedit
