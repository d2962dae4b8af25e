#include "MjcfMeshFile.h"

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
}  // namespace

QString mjcfMeshProblem(const QString& path) {
    const QFileInfo info(path);
    const QString ext = info.suffix().toLower();
    if (ext != QLatin1String("stl") && ext != QLatin1String("obj") && ext != QLatin1String("msh"))
        return T::tr("MuJoCo 2.2.2 reads STL, OBJ and MSH meshes, not '.%1'").arg(info.suffix());
    if (!info.isFile()) return T::tr("the file does not exist");
    if (ext != QLatin1String("stl")) return {};
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return T::tr("the file cannot be read");
    const QByteArray head = f.read(84);
    if (head.size() < 84) return T::tr("not a binary STL file (MuJoCo 2.2.2 reads no ASCII STL)");
    const quint32 faces = qFromLittleEndian<quint32>(head.constData() + 80);
    if (qint64(faces) * 50 + 84 != info.size()) return T::tr("not a binary STL file (MuJoCo 2.2.2 reads no ASCII STL)");
    if (faces < 1 || faces > quint32(kMujocoStlFaceLimit))
        return T::tr("%1 faces: MuJoCo 2.2.2 reads STL files of 1 to %2 faces").arg(faces).arg(kMujocoStlFaceLimit);
    return {};
}

}  // namespace kinedit
