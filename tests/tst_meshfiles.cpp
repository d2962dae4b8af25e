// Mesh files that are not what they claim, too large, or not files at all:
// each refused at once with a message naming the file, never a crash,
// hang or unbounded read (loadMesh, MeshLimits).
#include "TestSupport.h"

#include "geometry/MeshLoader.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <Eigen/Core>
#include <Eigen/Geometry>
#include <QtMath>
#include <QTemporaryDir>

#include <array>
#include <cmath>
#include <cstring>

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

// A binary STL: each triangle's normal then corners; `header` padded to 80.
// `attribute`: the first triangle's two attribute bytes.
QByteArray binaryStl(const QList<std::array<float, 12>>& triangles, const QByteArray& header = "binary", quint16 attribute = 0) {
    QByteArray s = header.leftJustified(80, ' ', true);
    const quint32 n = quint32(triangles.size());
    s.append(reinterpret_cast<const char*>(&n), 4);
    for (const auto& t : triangles) {
        s.append(reinterpret_cast<const char*>(t.data()), 48);
        const quint16 a = &t == &triangles.front() ? attribute : 0;
        s.append(reinterpret_cast<const char*>(&a), 2);
    }
    return s;
}

// A triangle's record: its unit normal (from the corners), then the corners.
std::array<float, 12> facet(const Eigen::Vector3f& a, const Eigen::Vector3f& b, const Eigen::Vector3f& c) {
    const Eigen::Vector3f n = (b - a).cross(c - a).normalized();
    return {n.x(), n.y(), n.z(), a.x(), a.y(), a.z(), b.x(), b.y(), b.z(), c.x(), c.y(), c.z()};
}

// A torus (radii 1 and 0.3) of n x n quads, two triangles each.
QList<std::array<float, 12>> torus(int n) {
    auto point = [n](int i, int j) {
        const double u = 2 * M_PI * (i % n) / n, v = 2 * M_PI * (j % n) / n;  // the seam's positions equal
        return Eigen::Vector3f(float((1 + 0.3 * std::cos(v)) * std::cos(u)), float((1 + 0.3 * std::cos(v)) * std::sin(u)),
                               float(0.3 * std::sin(v)));
    };
    QList<std::array<float, 12>> t;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            const Eigen::Vector3f a = point(i, j), b = point(i + 1, j), c = point(i + 1, j + 1), d = point(i, j + 1);
            t << facet(a, b, c) << facet(a, c, d);
        }
    return t;
}

// A unit cube, each side a grid of k x k quads.
QList<std::array<float, 12>> gridCube(int k) {
    QList<std::array<float, 12>> t;
    for (int axis = 0; axis < 3; ++axis)
        for (float side : {-0.5f, 0.5f}) {
            auto point = [&](int i, int j) {
                Eigen::Vector3f p;
                p[axis] = side;
                p[(axis + 1) % 3] = -0.5f + float(i) / float(k);
                p[(axis + 2) % 3] = -0.5f + float(j) / float(k);
                return p;
            };
            for (int i = 0; i < k; ++i)
                for (int j = 0; j < k; ++j) {
                    const Eigen::Vector3f a = point(i, j), b = point(i + 1, j), c = point(i + 1, j + 1), d = point(i, j + 1);
                    if (side > 0)
                        t << facet(a, b, c) << facet(a, c, d);  // counter-clockwise seen from outside
                    else
                        t << facet(a, c, b) << facet(a, d, c);
                }
        }
    return t;
}

Eigen::Vector3f normalOf(const MeshData& m, quint32 v) { return {m.vertices[6 * v + 3], m.vertices[6 * v + 4], m.vertices[6 * v + 5]}; }

// Equal bit for bit: vertices, indices, parts and bounds.
void compareMeshes(const MeshData& a, const MeshData& b, const QString& what) {
    QVERIFY2(a.vertices.size() == b.vertices.size(), qPrintable(what));
    QVERIFY2(std::memcmp(a.vertices.data(), b.vertices.data(), a.vertices.size() * sizeof(float)) == 0, qPrintable(what));
    QVERIFY2(a.indices == b.indices, qPrintable(what));
    QVERIFY2(a.parts.size() == b.parts.size(), qPrintable(what));
    for (size_t i = 0; i < a.parts.size(); ++i) {
        QVERIFY2(a.parts[i].firstIndex == b.parts[i].firstIndex && a.parts[i].indexCount == b.parts[i].indexCount, qPrintable(what));
        QVERIFY2(a.parts[i].rgba == b.parts[i].rgba,
                 qPrintable(what + QStringLiteral(": %1 / %2").arg(a.parts[i].rgba, 8, 16).arg(b.parts[i].rgba, 8, 16)));
    }
    QVERIFY2(a.lo == b.lo && a.hi == b.hi, qPrintable(what));
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

    // Binary STLs are streamed, not read through Assimp, and give the same
    // mesh bit for bit: normals given, zero (the face's taken), a triangle
    // without area, corners shared, a header that starts with "solid", and
    // every binary STL of the shared corpus. Materialise colours go to Assimp.
    void streamedStlEqualsAssimp() {
        QTemporaryDir dir;
        const QList<std::array<float, 12>> triangles{
            {0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0},
            {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0},  // zero normal: the face's
            {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},  // no area: stays zero
            {0.3f, 0.4f, 0.5f, 2, 0, 0, 2, 1, 0, 3, 0, 0.5f},
            {0, 0, 1e-7f, 0, 0, 0, 0, 0, 1, 0, 1, 0},  // zero as Assimp judges it
            {0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0},      // a repeat: shares vertices
        };
        QStringList files{
            test::writeFile(dir.path(), QStringLiteral("plain.stl"), binaryStl(triangles)),
            test::writeFile(dir.path(), QStringLiteral("solid.stl"), binaryStl(triangles, "solid but binary")),
            test::writeFile(dir.path(), QStringLiteral("colour.stl"), binaryStl(triangles, QByteArray("COLOR=\xff\x00\x00\xff", 10))),
            test::writeFile(dir.path(), QStringLiteral("facet.stl"), binaryStl(triangles, "binary", 0x801f))};
        QDirIterator it(test::corpusDir(), {QStringLiteral("*.stl"), QStringLiteral("*.STL")}, QDir::Files, QDirIterator::Subdirectories);
        int corpus = 0;
        while (it.hasNext()) {
            files << it.next();
            ++corpus;
        }
        if (corpus == 0) qWarning("shared corpus absent: only generated STLs compared");
        for (const QString& path : files) {
            QString streamedError, assimpError;
            const auto streamed = loadMesh(path, &streamedError);
            const auto assimp = loadMeshThroughAssimp(path, &assimpError);
            QVERIFY2(bool(streamed) == bool(assimp), qPrintable(path + QStringLiteral(": ") + streamedError + assimpError));
            if (streamed) compareMeshes(*streamed, *assimp, path);
        }
        // The colours are Assimp's, not the streamed reader's white.
        for (int i : {2, 3}) {
            const auto coloured = loadMesh(files[i], nullptr);
            QVERIFY2(coloured && coloured->parts.front().rgba != 0xffffffff, qPrintable(files[i]));
        }
        const auto plain = loadMesh(files[0], nullptr);
        QVERIFY(plain);
        QCOMPARE(plain->triangleCount(), 6);
        QCOMPARE(plain->vertices[6 * plain->indices[3] + 5], 1.0f);  // the zero normal's face's: +z
        // Streamed: past Assimp's byte limit, within the streamed one.
        MeshLimits small;
        small.maxBytes = 100;
        QString error;
        QVERIFY2(loadMesh(files[0], &error, small), qPrintable(error));
        QVERIFY(!loadMeshThroughAssimp(files[0], &error, small));
        small.maxStreamedBytes = 100;
        QVERIFY(!loadMesh(files[0], &error, small));
        QVERIFY2(error.contains(QLatin1String("limit is 100")), qPrintable(error));
        MeshLimits few;
        few.maxVertices = 4;
        QVERIFY(!loadMesh(files[0], &error, few));
        QVERIFY2(error.contains(QLatin1String("plain.stl")) && error.contains(QLatin1String("more than 4 vertices")), qPrintable(error));
        // A file cut short is no binary STL: Assimp's verdict, named.
        QByteArray cut = binaryStl(triangles);
        cut.chop(7);
        QVERIFY(!loadMesh(test::writeFile(dir.path(), QStringLiteral("cut.stl"), cut), &error));
        QVERIFY2(error.contains(QLatin1String("cut.stl")), qPrintable(error));
    }

    // A heavy mesh (over kMeshLevelBudget triangles) is drawn with normals
    // from its faces, smooth under the crease angle and sharp over, not
    // the file's face normals: a vertex per position on a smooth torus
    // (normals within half a facet of the true surface's), the cube's
    // edges kept. The same from both readers; a light mesh keeps the file's.
    void heavyMeshesGetCreaseNormals() {
        QTemporaryDir dir;
        const QString heavyTorus = test::writeFile(dir.path(), QStringLiteral("torus.stl"), binaryStl(torus(160)));
        const QString heavyCube = test::writeFile(dir.path(), QStringLiteral("cube.stl"), binaryStl(gridCube(92)));
        const QString lightTorus = test::writeFile(dir.path(), QStringLiteral("light.stl"), binaryStl(torus(40)));
        QString error;
        for (const QString& path : {heavyTorus, heavyCube}) {
            const auto streamed = loadMesh(path, &error), assimp = loadMeshThroughAssimp(path, &error);
            QVERIFY2(streamed && assimp, qPrintable(error));
            compareMeshes(*streamed, *assimp, path);
        }
        const auto t = loadMesh(heavyTorus, &error);
        QCOMPARE(t->triangleCount(), 2 * 160 * 160);
        QCOMPARE(t->vertices.size() / 6, size_t(160 * 160));
        float worst = 0;
        for (quint32 v = 0; v < t->vertices.size() / 6; ++v) {
            const Eigen::Vector3f p(t->vertices[6 * v], t->vertices[6 * v + 1], t->vertices[6 * v + 2]);
            const Eigen::Vector3f ring = Eigen::Vector3f(p.x(), p.y(), 0).normalized();
            const Eigen::Vector3f truth = (p - ring).normalized();
            worst = std::max(worst, float(qRadiansToDegrees(std::acos(std::min(1.0f, normalOf(*t, v).dot(truth))))));
        }
        QVERIFY2(worst < 360.0f / 160 / 2, qPrintable(QString::number(worst)));
        const auto c = loadMesh(heavyCube, &error);
        QCOMPARE(c->triangleCount(), 6 * 92 * 92 * 2);
        QCOMPARE(c->vertices.size() / 6, size_t(6 * 93 * 93));  // each side its own: the edges and corners split
        for (quint32 v = 0; v < c->vertices.size() / 6; ++v) {
            const Eigen::Vector3f n = normalOf(*c, v);
            QVERIFY2(std::abs(n.x()) + std::abs(n.y()) + std::abs(n.z()) == 1.0f,
                     qPrintable(QStringLiteral("%1 %2 %3").arg(n.x()).arg(n.y()).arg(n.z())));
        }
        // A flat disc of one fan (a centre of 60,000 faces: grouped, not
        // compared face by face) and a cone's apex of 60,000: every vertex
        // one normal, the disc's +z, the apex's straight up.
        for (const float height : {0.0f, 0.3f}) {
            QList<std::array<float, 12>> fan;
            const int n = 60'000;
            auto rim = [n](int i) {
                return Eigen::Vector3f(float(std::cos(2 * M_PI * (i % n) / n)), float(std::sin(2 * M_PI * (i % n) / n)), 0);
            };
            for (int i = 0; i < n; ++i) fan << facet(Eigen::Vector3f(0, 0, height), rim(i), rim(i + 1));
            const QString path = test::writeFile(dir.path(), QStringLiteral("fan.stl"), binaryStl(fan));
            const auto streamed = loadMesh(path, &error), assimp = loadMeshThroughAssimp(path, &error);
            QVERIFY2(streamed && assimp, qPrintable(error));
            compareMeshes(*streamed, *assimp, path);
            QCOMPARE(streamed->vertices.size() / 6, size_t(n + 1));
            const Eigen::Vector3f apex = normalOf(*streamed, streamed->indices[0]);
            QVERIFY2(apex.z() > 0.9999f, qPrintable(QStringLiteral("%1 %2 %3").arg(apex.x()).arg(apex.y()).arg(apex.z())));
        }
        // The vertex limit holds after the split: the cube's 50,786
        // positions pass it, its 51,894 vertices do not (Assimp's path
        // refuses it before, on the file's face normals).
        MeshLimits limits;
        limits.maxVertices = 51'000;
        QVERIFY(!loadMesh(heavyCube, &error, limits));
        QVERIFY2(error.contains(QLatin1String("cube.stl")) && error.contains(QLatin1String("more than 51000 vertices")), qPrintable(error));
        QVERIFY(!loadMeshThroughAssimp(heavyCube, &error, limits));
        QVERIFY2(error.contains(QLatin1String("cube.stl")) && error.contains(QLatin1String("limit is 51000")), qPrintable(error));
        const auto light = loadMesh(lightTorus, &error);
        const QList<std::array<float, 12>> given = torus(40);
        QCOMPARE(light->triangleCount(), int(given.size()));
        for (int f = 0; f < light->triangleCount(); ++f)
            for (int k = 0; k < 3; ++k)
                QVERIFY(normalOf(*light, light->indices[size_t(3 * f + k)]) == Eigen::Vector3f(given[f][0], given[f][1], given[f][2]));
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
