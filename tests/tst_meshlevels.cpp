// Simplified copies of heavy meshes: each level's error is a
// true bound on how far it strays (checked against the exact sphere it
// approximates), the view picks the coarsest within a pixel, and the disk
// cache gives back what it was given, refusing damaged or stale files.
#include "TestMeshes.h"
#include "TestSupport.h"

#include "geometry/ClosedSurface.h"
#include "geometry/GridClusters.h"
#include "MeshDetail.h"
#include "geometry/MeshLevelStore.h"
#include "geometry/MeshLevels.h"
#include "geometry/MeshLoader.h"
#include "geometry/PositionWeld.h"
#include "geometry/SurfaceGrid.h"

#include <Qt3DRender/QCamera>
#include <QDataStream>
#include <QFile>
#include <QTemporaryDir>

#include <limits>
#include <thread>

using namespace kinedit;
using namespace kinedit::test;

namespace {

std::shared_ptr<const MeshData> loadBytes(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) return nullptr;
    f.close();
    QString error;
    return loadMesh(f.fileName(), &error);
}

// The share of a mesh's area lit from a corner whose normal points into
// the solid (outward(p): the way out at a point p).
template <typename Outward>
double wronglyLit(const MeshData& m, Outward outward) {
    auto point = [&](quint32 k) { return QVector3D(m.vertices[6 * k], m.vertices[6 * k + 1], m.vertices[6 * k + 2]); };
    double area = 0, wrong = 0;
    for (size_t t = 0; t + 2 < m.indices.size(); t += 3) {
        const QVector3D a = point(m.indices[t]), b = point(m.indices[t + 1]), c = point(m.indices[t + 2]);
        const double face = 0.5 * double(QVector3D::crossProduct(b - a, c - a).length());
        area += face;
        for (int k = 0; k < 3; ++k) {
            const quint32 i = m.indices[t + size_t(k)];
            const QVector3D n(m.vertices[6 * i + 3], m.vertices[6 * i + 4], m.vertices[6 * i + 5]);
            if (QVector3D::dotProduct(n, outward(point(i))) < 0) {
                wrong += face;
                break;
            }
        }
    }
    return area > 0 ? wrong / area : 0;
}

}  // namespace

class TestMeshLevels : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_CACHE_HOME", m_dir.filePath(QStringLiteral("cache")).toLocal8Bit());
    }

    // A 249,000-triangle sphere of radius 0.1 m: levels of fewer triangles
    // each, every vertex and every triangle's middle within its level's
    // error of the sphere, normals of unit length, one part as the full
    // mesh has; lit from outside but on a ten-thousandth of the area (the
    // folds meshoptimizer leaves where 500 meridians meet at the poles).
    void aHeavySphereGetsLevelsWithinTheirError() {
        const double r = 0.1;
        const auto full = loadBytes(m_dir, QStringLiteral("sphere.stl"), sphereStl(500, r));
        QVERIFY(full);
        QCOMPARE(full->triangleCount(), 2 * 500 + 2 * 500 * 248);
        const std::vector<MeshLevel> levels = simplifiedLevels(*full);
        QVERIFY2(levels.size() >= 3, qPrintable(QString::number(levels.size())));
        int previous = full->triangleCount();
        for (const MeshLevel& l : levels) {
            const int n = l.mesh->triangleCount();
            QVERIFY2(n <= previous * 2 / 3, qPrintable(QStringLiteral("%1 after %2").arg(n).arg(previous)));
            previous = n;
            QCOMPARE(l.mesh->parts.size(), full->parts.size());
            QVERIFY(l.error > 0);
            for (size_t v = 0; v < l.mesh->vertices.size(); v += 6) {
                const QVector3D p(l.mesh->vertices[v], l.mesh->vertices[v + 1], l.mesh->vertices[v + 2]);
                const QVector3D n3(l.mesh->vertices[v + 3], l.mesh->vertices[v + 4], l.mesh->vertices[v + 5]);
                QVERIFY2(std::abs(p.length() - float(r)) <= l.error + 1e-5f,
                         qPrintable(QStringLiteral("%1 off, error %2").arg(p.length() - r).arg(l.error)));
                QVERIFY(std::abs(n3.length() - 1) < 1e-3f);
            }
            QVERIFY2(wronglyLit(*l.mesh, [](const QVector3D& p) { return p; }) < 1e-4,
                     qPrintable(QString::number(l.mesh->triangleCount())));
            // The middle of every triangle too: its sag from the sphere is
            // what the eye sees, and what meshoptimizer's own estimate misses.
            const auto& m = *l.mesh;
            for (size_t t = 0; t + 2 < m.indices.size(); t += 3) {
                QVector3D c;
                for (int k = 0; k < 3; ++k)
                    c += QVector3D(m.vertices[6 * m.indices[t + k]], m.vertices[6 * m.indices[t + k] + 1],
                                   m.vertices[6 * m.indices[t + k] + 2]);
                c /= 3;
                QVERIFY2(float(r) - c.length() <= 1.05f * l.error + 1e-5f,
                         qPrintable(QStringLiteral("sag %1, error %2").arg(r - c.length()).arg(l.error)));
            }
        }
        // The finest level is close: under 1% of the radius.
        QVERIFY2(levels.front().error < 0.01 * r, qPrintable(QString::number(levels.front().error)));
        // The rough copy is small.
        const MeshLevel rough = roughLevel(*full, 30000);
        QVERIFY(rough.mesh && rough.mesh->triangleCount() <= 30000 && rough.mesh->triangleCount() > 1000);
    }

    // A rough copy of a sixtieth of the sphere's triangles, made through
    // the grid (GridClusters.h): within its error of the sphere at every
    // vertex and every triangle's middle, covering it (its area within 10%
    // of the sphere's, none of it facing in: the simplifier's folded faces
    // are turned), and in both parts of a two-coloured copy of it.
    void aRoughCopyThroughTheGridStaysWithinItsError() {
        const double r = 0.1;
        const auto read = loadBytes(m_dir, QStringLiteral("sphere.stl"), sphereStl(500, r));
        QVERIFY(read);
        MeshData full = *read;
        const quint32 half = quint32(full.indices.size() / 6 * 3);
        full.parts = {{0, half, QColor(Qt::red).rgba()}, {half, quint32(full.indices.size()) - half, QColor(Qt::blue).rgba()}};
        const int target = 4000;
        QVERIFY(full.triangleCount() > 32 * target);  // through the grid
        const MeshLevel rough = roughLevel(full, target);
        QVERIFY(rough.mesh);
        const MeshData& m = *rough.mesh;
        QVERIFY2(m.triangleCount() <= target && m.triangleCount() >= target / 10, qPrintable(QString::number(m.triangleCount())));
        QVERIFY2(rough.error > 0 && rough.error < 0.1 * r, qPrintable(QString::number(rough.error)));
        QCOMPARE(m.parts.size(), size_t(2));
        for (const MeshData::Part& p : m.parts) QVERIFY(p.indexCount >= 300);
        auto at = [&](quint32 k) { return QVector3D(m.vertices[6 * k], m.vertices[6 * k + 1], m.vertices[6 * k + 2]); };
        for (quint32 v = 0; v < m.vertices.size() / 6; ++v) QVERIFY(std::abs(at(v).length() - float(r)) <= rough.error);
        double area = 0, inward = 0;
        for (size_t t = 0; t + 2 < m.indices.size(); t += 3) {
            const QVector3D a = at(m.indices[t]), b = at(m.indices[t + 1]), c = at(m.indices[t + 2]);
            const QVector3D middle = (a + b + c) / 3, cross = QVector3D::crossProduct(b - a, c - a);
            QVERIFY2(float(r) - middle.length() <= rough.error,
                     qPrintable(QStringLiteral("sag %1, error %2").arg(r - middle.length()).arg(rough.error)));
            area += 0.5 * double(cross.length());
            if (QVector3D::dotProduct(cross, middle) < 0) inward += 0.5 * double(cross.length());
        }
        const double sphere = 4 * M_PI * r * r;
        QVERIFY2(std::abs(area / sphere - 1) < 0.1, qPrintable(QStringLiteral("area %1 of %2").arg(area).arg(sphere)));
        QVERIFY2(inward < 1e-3 * area, qPrintable(QStringLiteral("%1 of %2 facing in").arg(inward).arg(area)));
        // The grid itself: about the triangles asked for, each across three
        // clusters; each cluster within a cube's diagonal of the sphere,
        // its normal pointing out.
        const GridClusters grid = gridClusters(surfaceOf(full), 64000);
        QVERIFY2(grid.triangles() > 64000 / 3 && grid.triangles() < 3 * 64000, qPrintable(QString::number(grid.triangles())));
        QVERIFY(grid.side > 0 && grid.side < 0.01f);
        QCOMPARE(grid.normals.size(), grid.positions.size());
        for (size_t c = 0; c < grid.count(); ++c) {
            const QVector3D p(grid.positions[3 * c], grid.positions[3 * c + 1], grid.positions[3 * c + 2]);
            const QVector3D n(grid.normals[3 * c], grid.normals[3 * c + 1], grid.normals[3 * c + 2]);
            QVERIFY(std::abs(p.length() - float(r)) <= grid.side * std::sqrt(3.0f));
            QVERIFY(std::abs(n.length() - 1) < 1e-4f && QVector3D::dotProduct(n, p) > 0);
        }
        for (const auto& part : grid.parts)
            for (size_t t = 0; t + 2 < part.size(); t += 3)
                QVERIFY(part[t] != part[t + 1] && part[t + 1] != part[t + 2] && part[t] != part[t + 2]);
        // Nothing of area: no grid.
        MeshData flat = full;
        for (size_t v = 0; v < flat.vertices.size(); v += 6) flat.vertices[v] = flat.vertices[v + 1] = 0;
        QVERIFY(gridClusters(surfaceOf(flat), 64000).parts.empty());
    }

    // A heavy mesh's joined positions reach the loader's `meanwhile` on a
    // thread of its own while its normals are made, streamed or through
    // Assimp, with the shift its centring adds; the rough copy made from
    // them lies where the loaded mesh does. A light mesh's never do.
    void theRoughCopyIsMadeWhileTheNormalsAre() {
        const Eigen::Vector3f centre(0.3f, -0.2f, 0.1f);
        const double r = 0.1;
        const std::vector<test::Triangle> faces = sphereTriangles(240, r, centre);
        QVERIFY(faces.size() > size_t(kMeshLevelBudget));
        for (const bool streamed : {true, false}) {
            QFile f(m_dir.filePath(streamed ? QStringLiteral("away.stl") : QStringLiteral("away-ascii.stl")));
            const QByteArray bytes = streamed ? binaryStl(faces) : asciiStl(faces);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
            f.close();
            int calls = 0;
            size_t positions = 0, triangles = 0;
            Eigen::Vector3f shift(1, 1, 1);
            bool otherThread = false;
            MeshLevel rough;
            const std::thread::id caller = std::this_thread::get_id();
            const WhileNormalsAreMade meanwhile = [&](const JoinedMesh& joined) {
                ++calls;
                positions = joined.positions.count(), triangles = joined.positions.indices.size() / 3, shift = joined.shift;
                otherThread = std::this_thread::get_id() != caller;
                rough = roughLevel(joined, 1000);
            };
            QString error;
            const auto full = loadMesh(f.fileName(), &error, {}, {QString(), true}, meanwhile);
            QVERIFY2(full, qPrintable(error));
            QCOMPARE(calls, 1);
            QVERIFY(otherThread);
            QCOMPARE(qint64(positions), distinctPositions(*full));
            QCOMPARE(triangles, faces.size());
            QVERIFY2((shift + Eigen::Vector3f(centre.x(), centre.y(), centre.z())).norm() < 1e-5f,
                     qPrintable(QStringLiteral("%1 %2 %3").arg(shift.x()).arg(shift.y()).arg(shift.z())));
            QVERIFY(rough.mesh && rough.mesh->triangleCount() <= 1000);
            QVERIFY((rough.mesh->lo - full->lo).norm() < 1e-6f && (rough.mesh->hi - full->hi).norm() < 1e-6f);
            for (size_t v = 0; v < rough.mesh->vertices.size(); v += 6)
                QVERIFY(std::abs(QVector3D(rough.mesh->vertices[v], rough.mesh->vertices[v + 1], rough.mesh->vertices[v + 2]).length() -
                                 float(r)) <= rough.error);
            // A mesh of at most 32 times the copy's triangles gets none here
            // (the rough copy comes from the loaded mesh).
            const PositionMesh joined = joinedByPosition(*full);
            QVERIFY(!roughLevel(JoinedMesh{joined, full->parts, full->lo, full->hi, {}}, int(faces.size() / 32)).mesh);
        }
        // Positions over the vertex limit: the error, found before the rough
        // copy would be made (drawn, it would show for a moment first).
        for (const bool streamed : {true, false}) {
            int calls = 0;
            QString error;
            MeshLimits limits;
            limits.maxVertices = 10000;
            const QString file = m_dir.filePath(streamed ? QStringLiteral("away.stl") : QStringLiteral("away-ascii.stl"));
            QVERIFY(!loadMesh(file, &error, limits, {}, [&](const JoinedMesh&) { ++calls; }));
            QVERIFY2(error.contains(QLatin1String("10000")), qPrintable(error));
            QCOMPARE(calls, 0);
        }
        int calls = 0;
        QString error;
        QVERIFY(loadBytes(m_dir, QStringLiteral("light.stl"), cubeStl()));
        QVERIFY(loadMesh(m_dir.filePath(QStringLiteral("light.stl")), &error, {}, {}, [&](const JoinedMesh&) { ++calls; }));
        QCOMPARE(calls, 0);
    }

    // A 262,144-triangle torus (tube 0.03 m around a 0.1 m circle): every
    // vertex of every level is within the level's error of the torus, and
    // the corners point out of the tube (on all but a ten-thousandth of
    // the area).
    void aTorusKeepsItsOrientation() {
        const float R = 0.1f, r = 0.03f;
        const auto full = loadBytes(m_dir, QStringLiteral("torus.stl"), torusStl(512, 256, R, r));
        QVERIFY(full);
        const std::vector<MeshLevel> levels = simplifiedLevels(*full);
        QVERIFY(levels.size() >= 3);
        for (const MeshLevel& l : levels) {
            const MeshData& m = *l.mesh;
            auto point = [&](quint32 k) { return QVector3D(m.vertices[6 * k], m.vertices[6 * k + 1], m.vertices[6 * k + 2]); };
            for (size_t v = 0; v < m.vertices.size() / 6; ++v) {
                const QVector3D ring =
                    QVector3D(point(quint32(v)).x(), point(quint32(v)).y(), 0).normalized() * R;  // the tube's centre nearest
                QVERIFY2(std::abs((point(quint32(v)) - ring).length() - r) <= l.error + 1e-5f,
                         qPrintable(QStringLiteral("level of %1").arg(m.triangleCount())));
            }
            // The area lit from a corner pointing into the tube, where it
            // could be seen: a level off by more than a hundredth of the
            // torus is drawn under 100 pixels across.
            if (l.error > 0.01f * 2 * (R + r)) continue;
            // The middle of every triangle: how far it cuts across the tube.
            for (size_t t = 0; t + 2 < m.indices.size(); t += 3) {
                const QVector3D c = (point(m.indices[t]) + point(m.indices[t + 1]) + point(m.indices[t + 2])) / 3;
                const QVector3D ring = QVector3D(c.x(), c.y(), 0).normalized() * R;
                QVERIFY2(std::abs((c - ring).length() - r) <= 1.05f * l.error + 1e-5f,
                         qPrintable(QStringLiteral("level of %1").arg(m.triangleCount())));
            }
            const double wrong = wronglyLit(m, [&](const QVector3D& p) { return p - QVector3D(p.x(), p.y(), 0).normalized() * R; });
            QVERIFY2(wrong < 1e-4, qPrintable(QStringLiteral("level of %1: %2 of the area").arg(m.triangleCount()).arg(wrong)));
        }
    }

    // A heavy sheet whose faces each work out their own corners (shared
    // ones differ in their last bits): read, its corners are joined into
    // the grid's (n + 1)² positions, through the streamed reader and
    // through Assimp alike, and its levels keep its surface. Joined bit
    // for bit it was a heap of loose faces: its levels lost half their
    // area each (meshoptimizer keeps every border) and were off by 1% of
    // its size at the finest (0.4% joined).
    void aSheetOfLooseCornersIsJoined() {
        const int n = 200;
        const float size = 0.5f;
        const QByteArray bytes = looseSheetStl(n, size);
        QFile f(m_dir.filePath(QStringLiteral("sheet.stl")));
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
        f.close();
        for (const bool streamed : {true, false}) {
            QString error;
            const auto full = streamed ? loadMesh(f.fileName(), &error) : loadMeshThroughAssimp(f.fileName(), &error);
            QVERIFY2(full, qPrintable(error));
            QCOMPARE(full->triangleCount(), 2 * n * n);
            QCOMPARE(distinctPositions(*full), qint64((n + 1) * (n + 1)));
            const std::vector<MeshLevel> levels = simplifiedLevels(*full);
            QVERIFY(levels.size() >= 2);
            auto area = [](const MeshData& m) {
                double a = 0;
                auto at = [&](quint32 k) { return QVector3D(m.vertices[6 * k], m.vertices[6 * k + 1], m.vertices[6 * k + 2]); };
                for (size_t t = 0; t + 2 < m.indices.size(); t += 3)
                    a += 0.5 *
                         double(QVector3D::crossProduct(at(m.indices[t + 1]) - at(m.indices[t]), at(m.indices[t + 2]) - at(m.indices[t]))
                                    .length());
                return a;
            };
            const double fullArea = area(*full);
            for (size_t l = 0; l < 2; ++l)
                QVERIFY2(std::abs(area(*levels[l].mesh) / fullArea - 1) < 0.02,
                         qPrintable(QStringLiteral("level %1: area %2 of %3").arg(l).arg(area(*levels[l].mesh)).arg(fullArea)));
            QVERIFY2(levels.front().error < 0.005f * size, qPrintable(QString::number(levels.front().error)));
        }
    }

    // Positions within the tolerance join wherever they fall in the weld's
    // grid (at a cell's side too); positions two tolerances apart do not;
    // triangles keep their corners' new indices.
    void weldJoinsOnlyWithinTheTolerance() {
        PositionMesh mesh;
        // A metre-wide spread, so that the tolerance is a micrometre.
        auto add = [&](float x, float y, float z) {
            for (const float c : {x, y, z}) mesh.positions.push_back(c);
            return unsigned(mesh.count() - 1);
        };
        const unsigned lo = add(0, 0, 0), hi = add(1, 1, 1);
        const float t = weldTolerance(mesh);
        QVERIFY(t > 0.9e-6f && t < 1.1e-6f);
        // Pairs across every plane of the grid (cells 32 tolerances wide)
        // and half a tolerance apart along each axis, then all three.
        std::vector<std::pair<unsigned, unsigned>> close, apart;
        for (int axis = 0; axis < 4; ++axis)
            for (const float at : {0.25f, 32 * t, 64 * t, 0.5f + 0.25f * t}) {
                float p[3] = {at, 0.7f, 0.7f}, q[3] = {at, 0.7f, 0.7f};
                for (int k = 0; k < 3; ++k)
                    if (k == axis || axis == 3) p[k] = at - 0.5f * t * 0.9f, q[k] = at + 0.5f * t * 0.9f;
                close.push_back({add(p[0], p[1], p[2]), add(q[0], q[1], q[2])});
                apart.push_back({add(p[0] + 0.1f, p[1], p[2]), add(q[0] + 0.1f + 2 * t, q[1], q[2])});
            }
        for (unsigned i = 0; i < mesh.count(); i += 3)
            mesh.indices.insert(mesh.indices.end(), {i, std::min<unsigned>(i + 1, unsigned(mesh.count()) - 1),
                                                     std::min<unsigned>(i + 2, unsigned(mesh.count()) - 1)});
        const std::vector<unsigned> before = mesh.indices;
        const PositionMesh original = mesh;
        QCOMPARE(weldNearPositions(mesh), close.size());
        QCOMPARE(mesh.count(), original.count() - close.size());
        QCOMPARE(mesh.indices.size(), before.size());
        // Every corner is where it was, within the tolerance.
        for (size_t k = 0; k < before.size(); ++k)
            for (int c = 0; c < 3; ++c)
                QVERIFY(std::abs(mesh.positions[3 * mesh.indices[k] + size_t(c)] - original.positions[3 * before[k] + size_t(c)]) <= t);
        // Which ones became one: mapped through a triangle list of each
        // position once.
        PositionMesh again = original;
        again.indices.clear();
        for (unsigned i = 0; i < original.count(); ++i) again.indices.push_back(i);
        weldNearPositions(again);
        for (const auto& [a, b] : close) QCOMPARE(again.indices[a], again.indices[b]);
        for (const auto& [a, b] : apart) QVERIFY(again.indices[a] != again.indices[b]);
        QVERIFY(again.indices[lo] != again.indices[hi]);
        // A coordinate that is not a number (or infinite): nothing joined,
        // the mesh as it was; a heavy STL holding one is read and drawn
        // as read, without levels.
        for (const float bad : {std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity()}) {
            PositionMesh broken = original;
            broken.positions[7] = bad;
            QCOMPARE(weldTolerance(broken), 0.0f);
            QCOMPARE(weldNearPositions(broken), size_t(0));
            QCOMPARE(broken.count(), original.count());
            QCOMPARE(broken.indices, original.indices);
        }
        std::vector<Triangle> faces;
        for (int i = 0; i < 30000; ++i) {
            const float x = float(i % 200), y = float(i / 200);
            faces.push_back({Eigen::Vector3f(x, y, 0), Eigen::Vector3f(x + 1, y, 0), Eigen::Vector3f(x + 1, y + 1, 0)});
            faces.push_back({Eigen::Vector3f(x, y, 0), Eigen::Vector3f(x + 1, y + 1, 0),
                             Eigen::Vector3f(x, y + 1, i == 777 ? std::numeric_limits<float>::quiet_NaN() : 0.0f)});
        }
        const auto read = loadBytes(m_dir, QStringLiteral("nan.stl"), binaryStl(faces));
        QVERIFY(read);
        QCOMPARE(read->triangleCount(), 60000);
        QVERIFY(simplifiedLevels(*read).empty());
    }

    // Coordinates that are not numbers: no copy is made (the full mesh is
    // drawn as read); a triangle with corners together is measured.
    void badCoordinatesMakeNoLevels() {
        MeshData m;
        for (int t = 0; t < 60000; ++t)
            for (int k = 0; k < 3; ++k) {
                m.indices.push_back(quint32(m.vertices.size() / 6));
                m.vertices.insert(m.vertices.end(),
                                  {float(t), float(k), t == 777 ? std::numeric_limits<float>::quiet_NaN() : 0.0f, 0, 0, 1});
            }
        m.parts.push_back({0, quint32(m.indices.size()), 0xffffffff});
        QVERIFY(simplifiedLevels(m).empty());
        QVERIFY(!roughLevel(m, 1000).mesh);
        const Eigen::Vector3f a(1, 1, 1);
        QCOMPARE(pointTriangleDistance(Eigen::Vector3f(1, 1, 3), a, a, a), 2.0f);
        QCOMPARE(
            pointTriangleDistance(Eigen::Vector3f(0, 1, 0), Eigen::Vector3f(0, 0, 0), Eigen::Vector3f(1, 0, 0), Eigen::Vector3f(2, 0, 0)),
            1.0f);
    }

    void aLightMeshGetsNone() {
        const auto cube = loadBytes(m_dir, QStringLiteral("cube.stl"), cubeStl());
        QVERIFY(cube);
        QVERIFY(simplifiedLevels(*cube).empty());
    }

    // The fewest triangles within the error; the most exact where none is.
    void theViewDrawsTheCoarsestLevelWithinAPixel() {
        const std::vector<std::pair<int, float>> levels = {{1000000, 0.0f}, {250000, 0.001f}, {60000, 0.004f}, {15000, 0.02f}};
        QCOMPARE(levelToDraw(levels, 0.0005f), 0);
        QCOMPARE(levelToDraw(levels, 0.001f), 1);
        QCOMPARE(levelToDraw(levels, 0.01f), 2);
        QCOMPARE(levelToDraw(levels, 1.0f), 3);
        QCOMPARE(levelToDraw({{250000, 0.001f}, {60000, 0.004f}}, 0.0001f), 0);  // the full mesh not read yet
    }

    // Closed: a cube, a sphere, a torus (their back faces may be culled),
    // and a cube with a degenerate triangle more. Not closed: a sheet, a
    // cube without one triangle, a cube with one face wound the other way,
    // nothing at all. Corners count as one by position, whatever the
    // loader made of their normals.
    void closedSurfacesAreTold() {
        auto closed = [this](const QString& name, const QByteArray& stl) {
            const auto mesh = loadBytes(m_dir, name, stl);
            return mesh && isClosedSurface(*mesh);
        };
        QVERIFY(closed(QStringLiteral("c-cube.stl"), cubeStl()));
        QVERIFY(closed(QStringLiteral("c-sphere.stl"), sphereStl(64, 0.1)));
        QVERIFY(closed(QStringLiteral("c-torus.stl"), torusStl(64, 32, 0.2, 0.05)));
        std::vector<Triangle> faces = cubeTriangles();
        faces.push_back({faces[0][0], faces[0][0], faces[0][1]});
        QVERIFY(closed(QStringLiteral("c-degenerate.stl"), binaryStl(faces)));
        QVERIFY(!closed(QStringLiteral("c-sheet.stl"), looseSheetStl(20, 0.5f)));
        faces = cubeTriangles();
        faces.pop_back();
        QVERIFY(!closed(QStringLiteral("c-open.stl"), binaryStl(faces)));
        faces = cubeTriangles();
        for (int t : {0, 1}) std::swap(faces[size_t(t)][1], faces[size_t(t)][2]);
        QVERIFY(!closed(QStringLiteral("c-flipped.stl"), binaryStl(faces)));
        QVERIFY(!isClosedSurface(MeshData{}));
        // The heavy mesh's levels say it too: a closed torus's are closed.
        const auto heavy = loadBytes(m_dir, QStringLiteral("c-heavy.stl"), torusStl(256, 128, 0.2, 0.05));
        QVERIFY(heavy && isClosedSurface(*heavy));
        const std::vector<MeshLevel> levels = simplifiedLevels(*heavy);
        QVERIFY(!levels.empty());
        QVERIFY(levels.front().closed);
    }

    // While moving: the mesh drawing the most steps down first, one copy at
    // a time, until the sum fits; a mesh with no coarser copy keeps its own;
    // a sum that fits changes nothing; copies in any order.
    void movingCopiesFitTheBudget() {
        // Full mesh, then levels of a quarter each.
        const std::vector<int> sheet{1000000, 250000, 62000, 15000, 4000};
        const std::vector<int> torus{1000000, 4000, 1000};
        QCOMPARE(coarsenToBudget({sheet, torus}, {2, 1}, 25000), (std::vector<int>{3, 1}));
        QCOMPARE(coarsenToBudget({sheet, torus}, {2, 1}, 100000), (std::vector<int>{2, 1}));
        // Two heavy ones: the heavier steps first, then the other (a tie:
        // the first listed).
        QCOMPARE(coarsenToBudget({sheet, sheet}, {3, 2}, 35000), (std::vector<int>{3, 3}));
        QCOMPARE(coarsenToBudget({sheet, sheet}, {2, 2}, 35000), (std::vector<int>{3, 3}));
        QCOMPARE(coarsenToBudget({sheet, sheet}, {2, 2}, 25000), (std::vector<int>{4, 3}));
        // Nothing coarser: as coarse as they go, over the budget.
        QCOMPARE(coarsenToBudget({torus, sheet}, {2, 4}, 1000), (std::vector<int>{2, 4}));
        // Copies listed coarsest first: the next coarser is found by count.
        const std::vector<int> reversed{4000, 15000, 62000, 250000, 1000000};
        QCOMPARE(coarsenToBudget({reversed}, {2}, 20000), (std::vector<int>{1}));
        QCOMPARE(coarsenToBudget({}, {}, 0), std::vector<int>{});
    }

    // A camera moving back and forth across where two levels meet: the
    // coarser level is taken only with a margin, the finer one at once.
    void levelsDoNotSwapBackAndForth() {
        const std::vector<std::pair<int, float>> levels = {{1000000, 0.0f}, {250000, 0.001f}, {60000, 0.004f}};
        int drawn = levelToDraw(levels, 0.0039f);
        QCOMPARE(drawn, 1);
        for (float maxError : {0.0041f, 0.0039f, 0.0042f, 0.0040f, 0.0046f}) {  // hovering at level 2's error
            drawn = levelToDraw(levels, maxError, drawn);
            QCOMPARE(drawn, 1);
        }
        drawn = levelToDraw(levels, 0.0048f, drawn);  // 0.004 is within 0.85 of it: coarser
        QCOMPARE(drawn, 2);
        for (float maxError : {0.0045f, 0.0041f, 0.0040f}) {  // back toward the edge: level 2 still fits
            drawn = levelToDraw(levels, maxError, drawn);
            QCOMPARE(drawn, 2);
        }
        drawn = levelToDraw(levels, 0.0039f, drawn);  // level 2 no longer within the pixel: finer at once
        QCOMPARE(drawn, 1);
        QCOMPARE(levelToDraw(levels, 0.0005f, 2), 0);  // close up: the full mesh, whatever was drawn
        QCOMPARE(levelToDraw(levels, 1.0f, 7), 2);     // a stale index is not kept
        // The coarsest within the margin, though a still coarser one fits only without it.
        QCOMPARE(levelToDraw({{1000000, 0.0f}, {250000, 0.001f}, {60000, 0.004f}, {15000, 0.0045f}}, 0.005f, 1), 2);
    }

    // A pixel's size in the world: 2·d·tan(fov/2)/height at distance d;
    // the lens's height/pixels orthographic.
    void aPixelsSizeFollowsTheCamera() {
        Qt3DRender::QCamera camera;
        camera.lens()->setPerspectiveProjection(40.0f, 1.0f, 0.01f, 100.0f);
        camera.setPosition(QVector3D(0, 0, 5));
        camera.setViewCenter(QVector3D(0, 0, 0));
        const float expected = 2.0f * 4.0f * std::tan(20.0f * float(M_PI) / 180.0f) / 800.0f;
        QVERIFY(std::abs(worldPerPixels(camera, 800, QVector3D(0, 0, 1), 1.0f) - expected) < 1e-6f);
        QVERIFY(std::abs(worldPerPixels(camera, 800, QVector3D(0, 0, 1), 2.0f) - 2 * expected) < 1e-6f);
        QCOMPARE(worldPerPixels(camera, 0, QVector3D(), 1.0f), 0.0f);
        camera.lens()->setOrthographicProjection(-2, 2, -1.5f, 1.5f, -10, 10);
        QVERIFY(std::abs(worldPerPixels(camera, 600, QVector3D(0, 0, -50), 1.0f) - 3.0f / 600) < 1e-6f);
    }

    // A pixel is measured where the mesh's box comes nearest the camera:
    // a flat sheet a metre wide seen face on from 2 m is 2 m away at its
    // nearest (its bounding sphere reaches 1.29 m), turned and moved with
    // its pose; seen from inside the box, the eye itself.
    void aPixelIsMeasuredAtTheBoxsNearestPoint() {
        const Eigen::Vector3f lo(-0.5f, -0.5f, -0.01f), hi(0.5f, 0.5f, 0.01f);
        Eigen::Isometry3f pose = Eigen::Isometry3f::Identity();
        QVERIFY((nearestBoxPoint(pose, lo, hi, QVector3D(0.2f, 0.1f, 2)) - QVector3D(0.2f, 0.1f, 0.01f)).length() < 1e-6f);
        QVERIFY((nearestBoxPoint(pose, lo, hi, QVector3D(3, -4, 0)) - QVector3D(0.5f, -0.5f, 0)).length() < 1e-6f);
        QVERIFY((nearestBoxPoint(pose, lo, hi, QVector3D(0.1f, 0.2f, 0)) - QVector3D(0.1f, 0.2f, 0)).length() < 1e-6f);
        // Stood up (turned 90 degrees about x) and moved 1 m along y: the
        // sheet's face now looks along y.
        pose.translate(Eigen::Vector3f(0, 1, 0));
        pose.rotate(Eigen::AngleAxisf(float(M_PI / 2), Eigen::Vector3f::UnitX()));
        const QVector3D near = nearestBoxPoint(pose, lo, hi, QVector3D(0, -1, 0));
        QVERIFY2((near - QVector3D(0, 0.99f, 0)).length() < 1e-5f,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(near.x()).arg(near.y()).arg(near.z())));
        // The pixel there is larger than at the sphere's nearest point.
        Qt3DRender::QCamera camera;
        camera.lens()->setPerspectiveProjection(40.0f, 1.0f, 0.01f, 100.0f);
        camera.setPosition(QVector3D(0, -1, 0));
        camera.setViewCenter(QVector3D(0, 1, 0));
        const float radius = (hi - lo).norm() / 2;  // the bounding sphere's, about (0, 1, 0)
        const float atBox = worldPerPixels(camera, 800, near, 1), atSphere = worldPerPixels(camera, 800, QVector3D(0, 1 - radius, 0), 1);
        QVERIFY(std::abs(atBox - 1.99f * 2 * std::tan(20.0f * float(M_PI) / 180.0f) / 800) < 1e-6f);
        QVERIFY(atBox > 1.4f * atSphere);
    }

    // Stored and read back equal; a changed byte in the file is another
    // key; a damaged store file is refused, never read past its end.
    void theDiskCacheKeepsLevelsByContent() {
        const QByteArray bytes = sphereStl(300, 0.05);
        const auto full = loadBytes(m_dir, QStringLiteral("stored.stl"), bytes);
        QVERIFY(full);
        const MeshSelection whole;
        const QByteArray key = storedLevelsKey(m_dir.filePath(QStringLiteral("stored.stl")), whole);
        QCOMPARE(key.size(), 32);  // 128 bits in hex
        QVERIFY(!readStoredLevels(key));
        StoredLevels s{full->triangleCount(), full->lo, full->hi, isClosedSurface(*full), simplifiedLevels(*full)};
        QVERIFY(!s.levels.empty());
        QVERIFY(s.closed);
        storeLevels(key, s);
        const auto back = readStoredLevels(key);
        QVERIFY(back);
        QCOMPARE(back->triangles, s.triangles);
        QCOMPARE(back->closed, s.closed);
        QCOMPARE(back->levels.size(), s.levels.size());
        for (size_t i = 0; i < s.levels.size(); ++i) {
            QCOMPARE(back->levels[i].error, s.levels[i].error);
            QCOMPARE(back->levels[i].closed, s.levels[i].closed);
            QVERIFY(back->levels[i].mesh->vertices == s.levels[i].mesh->vertices);
            QVERIFY(back->levels[i].mesh->indices == s.levels[i].mesh->indices);
            QCOMPARE(back->levels[i].mesh->parts.size(), s.levels[i].mesh->parts.size());
        }
        QVERIFY(storedLevelsKey(m_dir.filePath(QStringLiteral("stored.stl")), {QStringLiteral("part"), false}) != key);
        QByteArray changed = bytes;
        changed[200] = char(changed[200] ^ 1);
        QVERIFY(loadBytes(m_dir, QStringLiteral("changed.stl"), changed));
        QVERIFY(storedLevelsKey(m_dir.filePath(QStringLiteral("changed.stl")), whole) != key);
        // Cut short: refused.
        QFile stored(storedLevelsFolder() + QLatin1Char('/') + QString::fromLatin1(key) + QStringLiteral(".levels"));
        QVERIFY(stored.exists());
        QVERIFY(stored.resize(stored.size() / 2));
        QVERIFY(!readStoredLevels(key));
        // Hostile: a valid head (version 3, MeshLevelStore.cpp's kVersion),
        // then counts far beyond the file.
        QVERIFY(stored.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QDataStream out(&stored);
        out << quint32(0x4b4c5631) << quint32(3) << 10 << QVector3D() << QVector3D() << quint8(0) << quint32(1) << 0.1f << quint8(0)
            << QVector3D() << QVector3D() << quint64(1) << 30 << quint64(~0ull) << quint32(4000000000u);
        stored.close();
        QVERIFY(!readStoredLevels(key));
        // Small files are not looked up.
        QVERIFY(storedLevelsKey(m_dir.filePath(QStringLiteral("cube.stl")), whole).isEmpty());
    }

    // A folder set for the process (the viewport benchmark's) holds the
    // levels stored while it is set, and the user's folder never sees them;
    // cleared, the user's folder is used again.
    void aFolderOfItsOwnKeepsTheUserCacheOut() {
        const QByteArray bytes = sphereStl(280, 0.05);
        const auto full = loadBytes(m_dir, QStringLiteral("own.stl"), bytes);
        QVERIFY(full);
        const QByteArray key = storedLevelsKey(m_dir.filePath(QStringLiteral("own.stl")), {});
        QCOMPARE(key.size(), 32);  // 128 bits in hex
        const QString users = storedLevelsFolder();
        const QString own = m_dir.filePath(QStringLiteral("own-levels"));
        setStoredLevelsFolder(own);
        QCOMPARE(storedLevelsFolder(), own);
        storeLevels(key, {full->triangleCount(), full->lo, full->hi, false, simplifiedLevels(*full)});
        const QString name = QString::fromLatin1(key) + QStringLiteral(".levels");
        QVERIFY(QFile::exists(own + QLatin1Char('/') + name));
        QVERIFY(!QFile::exists(users + QLatin1Char('/') + name));
        QVERIFY(readStoredLevels(key));
        setStoredLevelsFolder({});
        QCOMPARE(storedLevelsFolder(), users);
        QVERIFY(!readStoredLevels(key));
    }
};

QTEST_MAIN(TestMeshLevels)
#include "tst_meshlevels.moc"
