// Mesh files that are not what they claim, too large, or not files at all:
// each refused at once with a message naming the file, never a crash,
// hang or unbounded read (loadMesh, MeshLimits).
#include "TestSupport.h"

#include "MeshLoader.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

#include <sys/stat.h>

using namespace kinedit;

namespace {

// An ASCII STL of n triangles (3n vertices before joining).
QByteArray stl(int triangles) {
    QByteArray s = "solid t\n";
    for (int i = 0; i < triangles; ++i)
        s += QStringLiteral("facet normal 0 0 1\nouter loop\nvertex %1 0 0\nvertex %1 1 0\nvertex %2 0 0\nendloop\nendfacet\n")
                 .arg(i)
                 .arg(i + 1)
                 .toLatin1();
    return s + "endsolid t\n";
}

}  // namespace

class TestMeshFiles : public QObject {
    Q_OBJECT
private slots:
    void realMeshLoads() {
        QTemporaryDir dir;
        QString error;
        auto mesh = loadMesh(test::writeFile(dir.path(), QStringLiteral("ok.stl"), stl(4)), &error);
        QVERIFY2(mesh, qPrintable(error));
        QCOMPARE(mesh->triangleCount(), 4);
        // Corners at the same place with the same normal are one vertex: 12
        // corners, 9 places (x = 0..4 at y = 0, x = 0..3 at y = 1).
        QCOMPARE(mesh->vertices.size() / 6, size_t(9));
        for (int t = 0; t < 4; ++t) {
            const float corners[3][2] = {{float(t), 0}, {float(t), 1}, {float(t + 1), 0}};
            for (int k = 0; k < 3; ++k) {
                const float* v = &mesh->vertices[6 * mesh->indices[size_t(3 * t + k)]];
                QCOMPARE(v[0], corners[k][0]);
                QCOMPARE(v[1], corners[k][1]);
                QCOMPARE(v[5], 1.0f);  // the facet's normal
            }
        }
    }

    // Text, an image and random bytes under mesh extensions.
    void notWhatTheExtensionSays() {
        QTemporaryDir dir;
        QByteArray png("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16);
        QByteArray noise;
        for (int i = 0; i < 4096; ++i) noise += char((i * 7919) % 251);
        const QList<QPair<QString, QByteArray>> files{
            {QStringLiteral("readme.stl"), "This is not a mesh.\n"},
            {QStringLiteral("image.dae"), png},
            {QStringLiteral("noise.obj"), noise},
            {QStringLiteral("robot.dae"), "<robot name=\"r\"><link name=\"a\"/></robot>"},
            {QStringLiteral("empty.stl"), ""},
        };
        for (const auto& [name, bytes] : files) {
            QString error;
            QVERIFY2(!loadMesh(test::writeFile(dir.path(), name, bytes), &error), qPrintable(name));
            QVERIFY2(error.contains(name), qPrintable(error));
        }
    }

    void overTheLimits() {
        QTemporaryDir dir;
        const QString path = test::writeFile(dir.path(), QStringLiteral("many.stl"), stl(200));
        QString error;
        MeshLimits vertices;
        vertices.maxVertices = 100;
        QVERIFY(!loadMesh(path, &error, vertices));
        QVERIFY2(error.contains(QLatin1String("limit is 100")), qPrintable(error));
        MeshLimits bytes;
        bytes.maxBytes = 1000;
        QVERIFY(!loadMesh(path, &error, bytes));
        QVERIFY2(error.contains(QLatin1String("limit is 1000")), qPrintable(error));
        QVERIFY(loadMesh(path, &error));
    }

    // No read ever blocks: FIFOs, devices and links to them, link loops.
    void notFiles() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe.stl"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString zero = dir.filePath(QStringLiteral("zero.stl"));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zero));
        const QString loop = dir.filePath(QStringLiteral("loop.stl"));
        QVERIFY(QFile::link(loop, loop));
        QElapsedTimer t;
        t.start();
        for (const QString& path : {fifo, zero, loop, QStringLiteral("/dev/urandom"), dir.path()}) {
            QString error;
            QVERIFY2(!loadMesh(path, &error), qPrintable(path));
            QVERIFY(!error.isEmpty());
        }
        QVERIFY(t.elapsed() < 2000);
    }

    // A web URL (HRDF's mesh_path may be one) is named as such, not fetched.
    void webUrls() {
        QString error;
        QVERIFY(!loadMesh(QStringLiteral("https://files.hebi.us/meshes/x.obj"), &error));
        QVERIFY2(error.contains(QLatin1String("not downloaded")) && error.contains(QLatin1String("https://files.hebi.us/meshes/x.obj")),
                 qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestMeshFiles)
#include "tst_meshfiles.moc"
