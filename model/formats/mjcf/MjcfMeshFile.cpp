#include "MjcfMeshFile.h"

#include "io/PlannedFiles.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QtEndian>

namespace kinedit {

namespace {
struct MjcfMeshFileText {
    Q_DECLARE_TR_FUNCTIONS(MjcfMeshFile)
};
using T = MjcfMeshFileText;

// An STL file's problem from its first 84 bytes and its size.
QString stlProblem(const QByteArray& head, qint64 size) {
    if (head.size() < 84) return T::tr("not a binary STL file (MuJoCo 2.2.2 reads no ASCII STL)");
    const quint32 faces = qFromLittleEndian<quint32>(head.constData() + 80);
    if (qint64(faces) * 50 + 84 != size) return T::tr("not a binary STL file (MuJoCo 2.2.2 reads no ASCII STL)");
    if (faces < 1 || faces > quint32(kMujocoStlFaceLimit))
        return T::tr("%1 faces: MuJoCo 2.2.2 reads STL files of 1 to %2 faces").arg(faces).arg(kMujocoStlFaceLimit);
    return {};
}
}  // namespace

QString mjcfMeshFormatProblem(const QString& path) {
    const QFileInfo info(path);
    const QString ext = info.suffix().toLower();
    if (ext != QLatin1String("stl") && ext != QLatin1String("obj") && ext != QLatin1String("msh"))
        return T::tr("MuJoCo 2.2.2 reads STL, OBJ and MSH meshes, not '.%1'").arg(info.suffix());
    return {};
}

QString mjcfMeshProblem(const QString& path) {
    if (QString why = mjcfMeshFormatProblem(path); !why.isEmpty()) return why;
    const bool stl = QFileInfo(path).suffix().toLower() == QLatin1String("stl");
    QString onDisk = path;
    if (const PlannedFile* planned = plannedFile(path)) {  // an export's copy or conversion, not yet written
        if (planned->copyOf.isEmpty()) return stl ? stlProblem(planned->bytes.left(84), planned->bytes.size()) : QString();
        onDisk = planned->copyOf;
    }
    const QFileInfo info(onDisk);
    if (!info.isFile()) return T::tr("the file does not exist");
    if (!stl) return {};
    QFile f(onDisk);
    if (!f.open(QIODevice::ReadOnly)) return T::tr("the file cannot be read");
    return stlProblem(f.read(84), info.size());
}

}  // namespace kinedit
