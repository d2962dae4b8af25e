// The primitive meshes the viewport batches: right size, closed, facing out;
// the batch keeps them in their frames for the GPU and places picking's
// copy; arrows have their shape and length.
#include "ArrowMesh.h"
#include "PoseTexture.h"
#include "PosedMaterial.h"
#include "ShapeBatch.h"
#include "geometry/ShapeMesh.h"
#include "kinematics/Visual.h"

#include <Eigen/Geometry>
#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>
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

// What the one mesh under root holds: 6 floats (position, normal) per vertex.
struct MeshData {
    std::vector<float> vertices;
    std::vector<quint32> indices;
    Eigen::Vector3f position(quint32 i) const { return Eigen::Vector3f::Map(&vertices[6 * i]); }
    Eigen::Vector3f normal(quint32 i) const { return Eigen::Vector3f::Map(&vertices[6 * i + 3]); }
};

MeshData meshUnder(const Qt3DCore::QEntity& root) {
    MeshData m;
    const auto renderers = root.findChildren<Qt3DRender::QGeometryRenderer*>();
    if (renderers.size() != 1) return m;
    for (const Qt3DCore::QAttribute* a : renderers[0]->geometry()->attributes()) {
        const QByteArray bytes = a->buffer()->data();
        if (a->attributeType() == Qt3DCore::QAttribute::IndexAttribute)
            m.indices.assign(reinterpret_cast<const quint32*>(bytes.data()), reinterpret_cast<const quint32*>(bytes.data()) + a->count());
        else if (a->name() == Qt3DCore::QAttribute::defaultPositionAttributeName())
            m.vertices.assign(reinterpret_cast<const float*>(bytes.data()), reinterpret_cast<const float*>(bytes.data()) + 6 * a->count());
    }
    return m;
}

// Every triangle winds so that its face normal agrees with its vertices'
// (a sphere's triangles at its poles have no face: skipped).
bool facesOut(const MeshData& m) {
    for (size_t t = 0; t + 2 < m.indices.size(); t += 3) {
        const quint32 a = m.indices[t], b = m.indices[t + 1], c = m.indices[t + 2];
        const Eigen::Vector3f face = (m.position(b) - m.position(a)).cross(m.position(c) - m.position(a));
        if (face.norm() < 1e-10f) continue;
        if (face.dot(m.normal(a) + m.normal(b) + m.normal(c)) <= 0) return false;
    }
    return true;
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

    // Tubes have 6 sides and a tip (18 triangles); spikes, drawn for many
    // frames, 3 triangles. Either reaches exactly its length, stays within
    // its radius of its axis, and faces out.
    void arrowShapes_data() {
        QTest::addColumn<int>("shape");
        QTest::addColumn<int>("vertices");
        QTest::addColumn<int>("triangles");
        QTest::newRow("tube") << int(ArrowMesh::Shape::Tube) << 13 << 18;
        QTest::newRow("spike") << int(ArrowMesh::Shape::Spike) << 4 << 3;
    }
    void arrowShapes() {
        QFETCH(int, shape);
        QFETCH(int, vertices);
        QFETCH(int, triangles);
        Qt3DCore::QEntity root;
        ArrowMesh mesh(&root, new Qt3DRender::QMaterial(&root), 0.05f, ArrowMesh::Shape(shape));
        const Eigen::Vector3f origin(0.1f, -0.2f, 0.3f), dir = Eigen::Vector3f(1, 2, 2).normalized();
        mesh.update({{origin, dir}, {origin, -dir, 0.5f}}, 0.2f);
        const MeshData m = meshUnder(root);
        QCOMPARE(int(m.vertices.size()), 2 * vertices * 6);
        QCOMPARE(int(m.indices.size()), 2 * triangles * 3);
        QVERIFY(facesOut(m));
        for (int a = 0; a < 2; ++a) {
            const Eigen::Vector3f axis = a == 0 ? dir : -dir;
            const float length = a == 0 ? 0.2f : 0.5f;
            float reach = 0;
            for (int i = a * vertices; i < (a + 1) * vertices; ++i) {
                const Eigen::Vector3f p = m.position(quint32(i)) - origin;
                const float along = p.dot(axis);
                reach = std::max(reach, along);
                QVERIFY(along > -1e-6f);
                QVERIFY2((p - along * axis).norm() < 0.2f * 0.05f * 1.5f + 1e-6f, "wider than its radius");
            }
            QVERIFY(std::abs(reach - length) < 1e-6f);
        }
    }

    // The batch draws each member's vertices in its own frame with its
    // owner's index (the GPU places them), and places the copy Qt3D picks by.
    void batchVertices() {
        Qt3DCore::QEntity root;
        PoseTexture poses(&root);
        ShapeBatch batch(&root, new PosedMaterial(makePosedEffect(false, &root), poses, Qt::red, Qt::darkRed));
        const ShapeMesh box = shapeMesh(shape(kin::ShapeKind::Box, Eigen::Vector3d(0.1, 0.2, 0.3)));
        const ShapeMesh ball = shapeMesh(shape(kin::ShapeKind::Sphere, Eigen::Vector3d(0.05, 0.05, 0.05)));
        batch.setMembers({{&box, 1}, {&ball, 0}});
        std::vector<Eigen::Isometry3f> placed(2, Eigen::Isometry3f::Identity());
        placed[0].translate(Eigen::Vector3f(1, 2, 3)).rotate(Eigen::AngleAxisf(0.7f, Eigen::Vector3f(0, 1, 1).normalized()));
        placed[1].translate(Eigen::Vector3f(-1, 0, 0.5f)).rotate(Eigen::AngleAxisf(-1.2f, Eigen::Vector3f::UnitX()));
        batch.placeForPicking(placed);
        auto attribute = [&](const QString& name) -> const Qt3DCore::QAttribute* {
            for (const Qt3DCore::QAttribute* a : root.findChildren<Qt3DCore::QAttribute*>())
                if (a->name() == name) return a;
            return nullptr;
        };
        const auto* local = attribute(QStringLiteral("localPosition"));
        const auto* normal = attribute(Qt3DCore::QAttribute::defaultNormalAttributeName());
        const auto* picking = attribute(Qt3DCore::QAttribute::defaultPositionAttributeName());
        QVERIFY(local && normal && picking);
        const size_t count = box.positions.size() + ball.positions.size();
        QCOMPARE(size_t(local->count()), count);
        QCOMPARE(size_t(picking->count()), count);
        const QByteArray localBytes = local->buffer()->data(), pickingBytes = picking->buffer()->data();
        const auto* l = reinterpret_cast<const float*>(localBytes.data());
        const auto* p = reinterpret_cast<const float*>(pickingBytes.data());
        QCOMPARE(size_t(localBytes.size()), count * local->byteStride());
        const size_t stride = local->byteStride() / sizeof(float), normalAt = normal->byteOffset() / sizeof(float);
        size_t i = 0;
        for (const auto& [mesh, owner] : {std::pair{&box, 1}, std::pair{&ball, 0}})
            for (size_t k = 0; k < mesh->positions.size(); ++k, ++i) {
                const float* v = l + i * stride;
                QVERIFY((Eigen::Vector3f(v[0], v[1], v[2]) - mesh->positions[k]).norm() < 1e-6f);
                QCOMPARE(v[3], float(owner));  // the pose it is placed by
                QVERIFY((Eigen::Vector3f(v[normalAt], v[normalAt + 1], v[normalAt + 2]) - mesh->normals[k]).norm() < 1e-6f);
                QVERIFY((Eigen::Vector3f::Map(p + 3 * i) - placed[size_t(owner)] * mesh->positions[k]).norm() < 1e-5f);
            }
    }
};

QTEST_GUILESS_MAIN(TestShapeMesh)
#include "tst_shapemesh.moc"
