#include "RobotScene.h"

#include "kinematics/Data.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QCuboidMesh>
#include <Qt3DExtras/QCylinderMesh>
#include <Qt3DExtras/QPhongMaterial>
#include <Qt3DExtras/QPlaneMesh>
#include <Qt3DExtras/QSphereMesh>

namespace kinedit {

namespace {

QMatrix4x4 toQt(const Eigen::Isometry3d& t) {
    QMatrix4x4 m;
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c) m(r, c) = float(t.matrix()(r, c));
    return m;
}

// Qt3D's cylinders and planes are along/about y; ours along z.
const Eigen::Isometry3d& yToZ() {
    static const Eigen::Isometry3d t = [] {
        Eigen::Isometry3d x = Eigen::Isometry3d::Identity();
        x.linear() = Eigen::AngleAxisd(M_PI / 2, Eigen::Vector3d::UnitX()).toRotationMatrix();
        return x;
    }();
    return t;
}

}  // namespace

RobotScene::RobotScene(Qt3DCore::QEntity* parent) : QObject(parent), m_parent(parent) {}

RobotScene::~RobotScene() = default;

void RobotScene::setModel(std::shared_ptr<const kin::Model> model) {
    delete m_root;
    m_root = new Qt3DCore::QEntity(m_parent);
    m_transforms.clear();
    m_model = std::move(model);
    if (!m_model) return;
    for (const kin::Visual& v : m_model->visuals()) {
        if (v.collision) continue;
        auto* e = new Qt3DCore::QEntity(m_root);
        Qt3DCore::QComponent* mesh = nullptr;
        switch (v.kind) {
            case kin::ShapeKind::Box: {
                auto* m = new Qt3DExtras::QCuboidMesh;
                m->setXExtent(float(v.size.x()));
                m->setYExtent(float(v.size.y()));
                m->setZExtent(float(v.size.z()));
                mesh = m;
                break;
            }
            case kin::ShapeKind::Cylinder:
            case kin::ShapeKind::Capsule: {
                auto* m = new Qt3DExtras::QCylinderMesh;
                m->setRadius(float(v.size.x()));
                m->setLength(float(v.size.y()));
                m->setSlices(32);
                mesh = m;
                break;
            }
            case kin::ShapeKind::Sphere:
            case kin::ShapeKind::Ellipsoid: {
                auto* m = new Qt3DExtras::QSphereMesh;
                m->setRadius(float(v.size.x()));
                mesh = m;
                break;
            }
            case kin::ShapeKind::Plane: {
                auto* m = new Qt3DExtras::QPlaneMesh;
                m->setWidth(float(v.size.x()));
                m->setHeight(float(v.size.y()));
                mesh = m;
                break;
            }
            case kin::ShapeKind::Mesh:
                break;  // mesh files arrive with the viewport issue (Assimp)
        }
        if (!mesh) {
            delete e;
            continue;
        }
        auto* material = new Qt3DExtras::QPhongMaterial;
        material->setDiffuse(QColor::fromRgbF(float(v.rgba[0]), float(v.rgba[1]), float(v.rgba[2]), float(v.rgba[3])));
        material->setAmbient(QColor::fromRgbF(float(v.rgba[0] * 0.35), float(v.rgba[1] * 0.35), float(v.rgba[2] * 0.35)));
        material->setShininess(40);
        auto* transform = new Qt3DCore::QTransform;
        e->addComponent(mesh);
        e->addComponent(material);
        e->addComponent(transform);
        transform->setProperty("kineditVisual", int(&v - m_model->visuals().data()));
        m_transforms.push_back(transform);
    }
}

void RobotScene::updatePoses(const kin::Data& data) {
    if (!m_model) return;
    for (Qt3DCore::QTransform* t : m_transforms) {
        const kin::Visual& v = m_model->visuals()[size_t(t->property("kineditVisual").toInt())];
        Eigen::Isometry3d pose = data.oMf[size_t(v.frame)] * v.origin;
        if (v.kind == kin::ShapeKind::Cylinder || v.kind == kin::ShapeKind::Capsule || v.kind == kin::ShapeKind::Plane)
            pose = pose * yToZ();
        t->setMatrix(toQt(pose));
    }
}

std::pair<Eigen::Vector3d, double> RobotScene::bounds(const kin::Data& data) const {
    if (data.oMf.empty()) return {Eigen::Vector3d::Zero(), 0.5};
    Eigen::Vector3d lo = data.oMf[0].translation(), hi = lo;
    for (const Eigen::Isometry3d& t : data.oMf) {
        lo = lo.cwiseMin(t.translation());
        hi = hi.cwiseMax(t.translation());
    }
    return {(lo + hi) / 2, std::max(0.15, (hi - lo).norm() / 2)};
}

}  // namespace kinedit
