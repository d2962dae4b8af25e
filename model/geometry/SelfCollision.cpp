#include "SelfCollision.h"

#include "ConvexHull.h"
#include "MeshLoader.h"
#include "SharedMeshes.h"

#include <fcl/broadphase/broadphase_dynamic_AABB_tree.h>
#include <fcl/geometry/bvh/BVH_model.h>
#include <fcl/geometry/shape/box.h>
#include <fcl/geometry/shape/capsule.h>
#include <fcl/geometry/shape/convex.h>
#include <fcl/geometry/shape/cylinder.h>
#include <fcl/geometry/shape/ellipsoid.h>
#include <fcl/geometry/shape/sphere.h>
#include <fcl/math/bv/OBBRSS.h>
#include <fcl/narrowphase/collision.h>

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace kinedit {

struct CollisionShape {
    int body = -1;
    int frame = -1;
    Eigen::Isometry3d origin = Eigen::Isometry3d::Identity();  // in the frame
    std::shared_ptr<fcl::CollisionGeometryd> geometry;
    // A mesh's convex hull (null for a primitive, or where qhull gave none):
    // tested first, as the mesh touches nothing its hull does not.
    std::shared_ptr<fcl::CollisionGeometryd> hull;
    int index = -1;  // into the model's shapes
    bool primitive = true;
};

namespace {

struct T {
    Q_DECLARE_TR_FUNCTIONS(SelfCollision)
};

bool isLinkKind(const std::string& kind) { return kind == "link" || kind == "body"; }

std::shared_ptr<fcl::CollisionGeometryd> primitive(const kin::Visual& v) {
    const Eigen::Vector3d& s = v.size;
    switch (v.kind) {
    case kin::ShapeKind::Box: return std::make_shared<fcl::Boxd>(s.x(), s.y(), s.z());
    case kin::ShapeKind::Sphere: return std::make_shared<fcl::Sphered>(s.x());
    case kin::ShapeKind::Cylinder: return std::make_shared<fcl::Cylinderd>(s.x(), s.y());
    case kin::ShapeKind::Capsule: return std::make_shared<fcl::Capsuled>(s.x(), s.y());
    case kin::ShapeKind::Ellipsoid: return std::make_shared<fcl::Ellipsoidd>(s.x(), s.y(), s.z());
    case kin::ShapeKind::Plane:
    case kin::ShapeKind::Mesh: break;
    }
    return nullptr;
}

using MeshKey = std::tuple<std::string, std::string, bool, double, double, double>;

struct MeshShapes {
    std::shared_ptr<fcl::CollisionGeometryd> bvh, hull;
};

// The hull of points as an FCL convex shape: its own corners only (so that
// FCL can walk from corner to corner), faces wound outwards.
std::shared_ptr<fcl::CollisionGeometryd> hullGeometry(const std::vector<fcl::Vector3d>& points) {
    std::vector<float> xyz;
    xyz.reserve(points.size() * 3);
    for (const fcl::Vector3d& p : points) xyz.insert(xyz.end(), {float(p.x()), float(p.y()), float(p.z())});
    const std::vector<quint32> triangles = convexHull(xyz);
    if (triangles.empty()) return nullptr;
    std::map<quint32, int> corner;
    auto vertices = std::make_shared<std::vector<fcl::Vector3d>>();
    auto faces = std::make_shared<std::vector<int>>();
    for (size_t t = 0; t < triangles.size(); t += 3) {
        faces->push_back(3);
        for (size_t k = 0; k < 3; ++k) {
            const auto [it, added] = corner.emplace(triangles[t + k], int(vertices->size()));
            if (added) vertices->push_back(points[triangles[t + k]]);
            faces->push_back(it->second);
        }
    }
    return std::make_shared<fcl::Convexd>(vertices, int(triangles.size() / 3), faces);
}

MeshShapes meshGeometry(const kin::Visual& v, QString* error) {
    // The reading the window's view and checks share, where they hold it.
    const std::shared_ptr<const MeshData> data =
        sharedMesh(QString::fromStdString(v.mesh), error, {QString::fromStdString(v.submesh), v.submeshCenter});
    if (!data) return {};
    if (data->indices.empty()) {
        *error = T::tr("it has no triangles");
        return {};
    }
    std::vector<fcl::Vector3d> points(data->vertices.size() / 6);
    for (size_t i = 0; i < points.size(); ++i)
        points[i] = fcl::Vector3d(data->vertices[6 * i], data->vertices[6 * i + 1], data->vertices[6 * i + 2]).cwiseProduct(v.meshScale);
    std::vector<fcl::Triangle> triangles(data->indices.size() / 3);
    for (size_t t = 0; t < triangles.size(); ++t)
        triangles[t] = fcl::Triangle(data->indices[3 * t], data->indices[3 * t + 1], data->indices[3 * t + 2]);
    auto bvh = std::make_shared<fcl::BVHModel<fcl::OBBRSSd>>();
    bvh->beginModel(int(triangles.size()), int(points.size()));
    bvh->addSubModel(points, triangles);
    bvh->endModel();
    return {bvh, hullGeometry(points)};
}

}  // namespace

CollisionModel::~CollisionModel() = default;

std::shared_ptr<const CollisionModel> CollisionModel::build(const kin::Model& model, bool collision, QStringList* problems) {
    std::shared_ptr<CollisionModel> out(new CollisionModel);
    const std::vector<kin::Frame>& frames = model.frames();
    // The link each frame belongs to: itself if it is one, else the nearest
    // above it; a shape on a frame below no link makes its frame a body.
    std::vector<int> bodyOfFrame(frames.size(), -1);
    std::map<int, int> bodyIndex;  // frame -> into m_bodies
    const auto addBody = [&](int f) {
        const auto [it, added] = bodyIndex.emplace(f, int(out->m_bodies.size()));
        if (added) out->m_bodies.push_back({f, frames[size_t(f)].name, -1, 0});
        return it->second;
    };
    // Frames come before their children (the builder adds parents first).
    for (size_t f = 0; f < frames.size(); ++f) {
        const int parent = frames[f].parent;
        const int above = parent < 0 ? -1 : bodyOfFrame[size_t(parent)];
        if (isLinkKind(frames[f].kind)) {
            const int b = addBody(int(f));
            out->m_bodies[size_t(b)].parent = above;
            bodyOfFrame[f] = b;
        } else {
            bodyOfFrame[f] = above;
        }
    }
    std::map<MeshKey, MeshShapes> meshes;
    for (const kin::Visual& v : model.visuals()) {
        if (v.collision != collision || v.frame < 0) continue;
        std::shared_ptr<fcl::CollisionGeometryd> geometry, hull;
        if (v.kind == kin::ShapeKind::Mesh) {
            const MeshKey key{v.mesh, v.submesh, v.submeshCenter, v.meshScale.x(), v.meshScale.y(), v.meshScale.z()};
            auto found = meshes.find(key);
            if (found == meshes.end()) {
                QString error;
                found = meshes.emplace(key, meshGeometry(v, &error)).first;
                if (!found->second.bvh && problems)
                    problems->append(T::tr("mesh '%1' of '%2' left out: %3")
                                         .arg(QString::fromStdString(v.mesh), QString::fromStdString(frames[size_t(v.frame)].name), error));
            }
            geometry = found->second.bvh;
            hull = found->second.hull;
        } else {
            geometry = primitive(v);
        }
        if (!geometry) continue;
        int b = bodyOfFrame[size_t(v.frame)];
        if (b < 0) b = bodyOfFrame[size_t(v.frame)] = addBody(v.frame);
        ++out->m_bodies[size_t(b)].shapes;
        auto shape = std::make_unique<CollisionShape>();
        shape->body = b;
        shape->frame = v.frame;
        shape->origin = v.origin;
        shape->geometry = std::move(geometry);
        shape->hull = std::move(hull);
        shape->index = int(out->m_shapes.size());
        shape->primitive = v.kind != kin::ShapeKind::Mesh;
        out->m_shapes.push_back(std::move(shape));
    }
    out->m_bodyOfFrame = std::move(bodyOfFrame);
    return out;
}

bool CollisionModel::adjacent(int a, int b) const { return m_bodies[size_t(a)].parent == b || m_bodies[size_t(b)].parent == a; }

struct CollisionData::Impl {
    std::shared_ptr<const CollisionModel> model;
    std::vector<std::unique_ptr<fcl::CollisionObjectd>> objects;
    std::vector<std::unique_ptr<fcl::CollisionObjectd>> hulls;  // by shape; null without a hull
    fcl::DynamicAABBTreeCollisionManagerd manager;
    bool registered = false;
};

CollisionData::CollisionData(std::shared_ptr<const CollisionModel> model) : m(std::make_unique<Impl>()) {
    m->model = std::move(model);
    for (const auto& shape : m->model->m_shapes) {
        m->objects.push_back(std::make_unique<fcl::CollisionObjectd>(shape->geometry));
        m->objects.back()->setUserData(shape.get());
        m->hulls.push_back(shape->hull ? std::make_unique<fcl::CollisionObjectd>(shape->hull) : nullptr);
    }
}

CollisionData::~CollisionData() = default;

namespace {

struct Search {
    const std::vector<std::unique_ptr<fcl::CollisionObjectd>>* hulls = nullptr;
    const std::vector<char>* ignored = nullptr;
    size_t bodies = 0;
    std::set<std::pair<int, int>> found;
    std::map<std::pair<int, int>, double> depth;
};

bool onCandidate(fcl::CollisionObjectd* o1, fcl::CollisionObjectd* o2, void* context) {
    auto& search = *static_cast<Search*>(context);
    const auto* s1 = static_cast<const CollisionShape*>(o1->getUserData());
    const auto* s2 = static_cast<const CollisionShape*>(o2->getUserData());
    if (s1->body == s2->body) return false;
    const std::pair<int, int> pair = std::minmax(s1->body, s2->body);
    if (search.ignored && (*search.ignored)[size_t(pair.first) * search.bodies + size_t(pair.second)]) return false;
    const bool both = s1->primitive && s2->primitive;
    if (!both && search.found.count(pair)) return false;  // no depth to add
    // A mesh touches nothing its convex hull does not: the hulls (or a
    // hull and a primitive) first, the triangles only where they touch.
    if (!both) {
        fcl::CollisionObjectd* h1 = (*search.hulls)[size_t(s1->index)].get();
        fcl::CollisionObjectd* h2 = (*search.hulls)[size_t(s2->index)].get();
        if ((h1 || s1->primitive) && (h2 || s2->primitive)) {
            if (h1) h1->setTransform(o1->getTransform());
            if (h2) h2->setTransform(o2->getTransform());
            fcl::CollisionRequestd hullRequest(1, false);
            fcl::CollisionResultd hullResult;
            fcl::collide(h1 ? h1 : o1, h2 ? h2 : o2, hullRequest, hullResult);
            if (!hullResult.isCollision()) return false;
        }
    }
    // Binary, one contact, libccd: the call DART's FCL detector makes.
    fcl::CollisionRequestd request(1, both);
    fcl::CollisionResultd result;
    fcl::collide(o1, o2, request, result);
    if (!result.isCollision()) return false;
    search.found.insert(pair);
    if (both && result.numContacts() > 0) {
        const double d = result.getContact(0).penetration_depth;
        auto [it, added] = search.depth.emplace(pair, d);
        if (!added) it->second = std::max(it->second, d);
    }
    return false;
}

}  // namespace

std::vector<CollidingPair> CollisionData::collide(const kin::Data& data, const std::vector<char>* ignored) {
    for (const auto& object : m->objects) {
        const auto* shape = static_cast<const CollisionShape*>(object->getUserData());
        object->setTransform(data.oMf[size_t(shape->frame)] * shape->origin);
        object->computeAABB();
    }
    if (!m->registered) {
        std::vector<fcl::CollisionObjectd*> all;
        for (const auto& object : m->objects) all.push_back(object.get());
        m->manager.registerObjects(all);
        m->manager.setup();
        m->registered = true;
    } else {
        m->manager.update();
    }
    Search search;
    search.hulls = &m->hulls;
    search.ignored = ignored;
    search.bodies = m->model->bodies().size();
    m->manager.collide(&search, &onCandidate);
    std::vector<CollidingPair> pairs;
    for (const auto& [a, b] : search.found) {
        CollidingPair p{a, b};
        if (const auto d = search.depth.find({a, b}); d != search.depth.end()) p.depth = d->second;
        pairs.push_back(p);
    }
    return pairs;
}

}  // namespace kinedit
