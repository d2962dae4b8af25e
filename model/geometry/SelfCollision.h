// Which links of a robot touch each other at a configuration, with FCL 0.7
// (MoveIt's default checker): every shape of the chosen kind (collision, or
// visual) as an FCL object, primitives as primitives and meshes as OBBRSS
// bounding-volume hierarchies, in a dynamic AABB tree broad phase.
//
// As in Pinocchio, an immutable CollisionModel (the shapes, built once per
// kinematic model) and a CollisionData (the FCL objects placed at a
// configuration). Surfaces only, as FCL and MoveIt: a mesh wholly inside
// another is not a collision.
#pragma once

#include "kinematics/Data.h"
#include "kinematics/Model.h"

#include <QString>
#include <QStringList>

#include <limits>
#include <memory>
#include <vector>

namespace kinedit {

// A link: a frame the format calls a link or a body, holding the shapes of
// its own frame and of the frames below it up to the next link (a joint's
// frame, an MJCF site).
struct CollisionBody {
    int frame = -1;
    std::string name;
    int parent = -1;  // the nearest link above it (into CollisionModel::bodies), -1 at the root
    int shapes = 0;   // how many shapes it has
};

struct CollisionShape;  // an FCL geometry placed in a frame (SelfCollision.cpp)

class CollisionModel {
public:
    // Bodies with their shapes: kind collision (else visual). Meshes are
    // read here (loadMesh); one that cannot be read is left out and named
    // in problems. Planes are left out (a plane has no inside).
    static std::shared_ptr<const CollisionModel> build(const kin::Model& model, bool collision, QStringList* problems = nullptr);
    ~CollisionModel();

    const std::vector<CollisionBody>& bodies() const { return m_bodies; }
    // Whether two bodies are parent and child (whatever their shapes).
    bool adjacent(int a, int b) const;
    int shapeCount() const { return int(m_shapes.size()); }
    // The body (into bodies()) a frame's shapes belong to; -1: none.
    int bodyOfFrame(int frame) const { return frame >= 0 && size_t(frame) < m_bodyOfFrame.size() ? m_bodyOfFrame[size_t(frame)] : -1; }

private:
    friend class CollisionData;
    CollisionModel() = default;
    std::vector<CollisionBody> m_bodies;
    std::vector<int> m_bodyOfFrame;
    std::vector<std::unique_ptr<CollisionShape>> m_shapes;
};

// Two bodies whose shapes touch. depth: the deepest penetration FCL gives
// between two primitives of theirs; NaN where it gives none (a mesh).
struct CollidingPair {
    int a = -1, b = -1;  // into CollisionModel::bodies(), a < b
    double depth = std::numeric_limits<double>::quiet_NaN();
};

class CollisionData {
public:
    explicit CollisionData(std::shared_ptr<const CollisionModel> model);
    ~CollisionData();
    CollisionData(const CollisionData&) = delete;
    CollisionData& operator=(const CollisionData&) = delete;

    // Every pair of bodies that touch at the poses of data (forward
    // kinematics done), adjacent ones included, sorted by (a, b). ignored,
    // when given, has bodies × bodies entries: pair a < b is not tested
    // where entry a · bodies + b is non-zero.
    std::vector<CollidingPair> collide(const kin::Data& data, const std::vector<char>* ignored = nullptr);

private:
    struct Impl;
    std::unique_ptr<Impl> m;
};

}  // namespace kinedit
