// The primitive meshes the viewport batches: right size, closed, facing out.
#include "ShapeMesh.h"
#include "kinematics/Visual.h"

#include <Eigen/Geometry>
#include <QTest>

#include <map>

using namespace kinedit;

namespace {

kin::Visual shape(kin::ShapeKind kind, Eigen::Vector3d size) {
    kin::Visual v;
    v.kind = kind;
    v.size = size;
    return v;
}

}  // namespace

class TestShapeMesh : public QObject {
    Q_OBJECT
private slots:
    void sizesAndFacing_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<Eigen::Vector3d>("size");
        QTest::addColumn<Eigen::Vector3d>("extent");  // of the bounding box
        QTest::addColumn<bool>("closed");
        using K = kin::ShapeKind;
        QTest::newRow("box") << int(K::Box) << Eigen::Vector3d(0.2, 0.1, 0.05) << Eigen::Vector3d(0.2, 0.1, 0.05) << true;
        QTest::newRow("cylinder") << int(K::Cylinder) << Eigen::Vector3d(0.05, 0.3, 0) << Eigen::Vector3d(0.1, 0.1, 0.3) << true;
        QTest::newRow("capsule") << int(K::Capsule) << Eigen::Vector3d(0.05, 0.3, 0) << Eigen::Vector3d(0.1, 0.1, 0.4) << true;
        QTest::newRow("sphere") << int(K::Sphere) << Eigen::Vector3d(0.1, 0, 0) << Eigen::Vector3d(0.2, 0.2, 0.2) << true;
        QTest::newRow("ellipsoid") << int(K::Ellipsoid) << Eigen::Vector3d(0.1, 0.2, 0.3) << Eigen::Vector3d(0.2, 0.4, 0.6) << true;
        QTest::newRow("plane") << int(K::Plane) << Eigen::Vector3d(2, 1, 0) << Eigen::Vector3d(2, 1, 0) << false;
    }
    void sizesAndFacing() {
        QFETCH(int, kind);
        QFETCH(Eigen::Vector3d, size);
        QFETCH(Eigen::Vector3d, extent);
        QFETCH(bool, closed);
        const ShapeMesh m = shapeMesh(shape(kin::ShapeKind(kind), size));
        QVERIFY(m.triangles() > 0);
        QCOMPARE(m.positions.size(), m.normals.size());
        Eigen::Vector3f lo = m.positions[0], hi = lo;
        for (const auto& p : m.positions) lo = lo.cwiseMin(p), hi = hi.cwiseMax(p);
        // Round shapes touch their box at the poles and where a slice meets an axis.
        QVERIFY2(((hi - lo).cast<double>() - extent).norm() < 1e-6,
                 qPrintable(QStringLiteral("extent %1 %2 %3").arg(hi.x() - lo.x()).arg(hi.y() - lo.y()).arg(hi.z() - lo.z())));
        QVERIFY(((hi + lo) / 2).norm() < 1e-6);  // centred on the visual's frame
        for (const auto& n : m.normals) QVERIFY(std::abs(n.norm() - 1) < 1e-5);
        // Every triangle winds so that its face normal agrees with its
        // vertices' normals (so it is lit, and seen, from outside).
        for (size_t t = 0; t < m.indices.size(); t += 3) {
            const auto &a = m.positions[m.indices[t]], &b = m.positions[m.indices[t + 1]], &c = m.positions[m.indices[t + 2]];
            const Eigen::Vector3f face = (b - a).cross(c - a);
            if (face.norm() < 1e-12f) continue;  // at a pole
            const Eigen::Vector3f n = m.normals[m.indices[t]] + m.normals[m.indices[t + 1]] + m.normals[m.indices[t + 2]];
            QVERIFY2(face.dot(n) > 0, qPrintable(QStringLiteral("triangle %1 faces inward").arg(t / 3)));
        }
        if (!closed) return;
        // Closed: a watertight surface has every edge in two triangles, once each
        // way (by position, as seams and corners repeat vertices).
        auto key = [&](quint32 i) {
            const Eigen::Vector3f& p = m.positions[i];
            return std::tuple(std::lround(p.x() * 1e5), std::lround(p.y() * 1e5), std::lround(p.z() * 1e5));
        };
        std::map<std::pair<decltype(key(0)), decltype(key(0))>, int> edges;
        for (size_t t = 0; t < m.indices.size(); t += 3)
            for (int e = 0; e < 3; ++e) {
                const auto from = key(m.indices[t + size_t(e)]), to = key(m.indices[t + size_t((e + 1) % 3)]);
                if (from != to) ++edges[{from, to}];
            }
        for (const auto& [edge, count] : edges) QVERIFY(edges.count({edge.second, edge.first}) == 1);
    }
};

QTEST_GUILESS_MAIN(TestShapeMesh)
#include "tst_shapemesh.moc"
