// Normals made from a mesh's faces, smooth where the surface is and sharp
// at its edges: a corner takes the area-weighted normals of the faces
// around its position that bend less than the crease angle from its own
// face. Heavy meshes (over kMeshLevelBudget triangles) are drawn so, as
// their simplified copies are: a million-triangle STL's face normals kept
// every corner apart (three million vertices where a smooth part has half
// a million positions), and the shading changed when a level replaced it.
#pragma once

#include "geometry/MeshCounts.h"
#include "geometry/MeshLoader.h"

#include <Eigen/Core>
#include <Eigen/Geometry>

#include <functional>
#include <memory>
#include <unordered_map>
#include <vector>

namespace kinedit {

constexpr float kCreaseDegrees = 35.0f;

// QVector3D::normalized() gives zero under a length of 1e-5, which a
// millimetre triangle's area vector is: divided here whatever its size.
Eigen::Vector3f unitOf(const Eigen::Vector3f& v);

// A mesh's faces around each of its positions (compressed rows), with
// their area vectors and unit normals.
struct FacesAround {
    std::vector<Eigen::Vector3f> area, unit;  // per face
    std::vector<unsigned> first, around;      // faces around position p: around[first[p] .. first[p + 1])
    std::vector<Eigen::Vector3f> smooth;      // per position: the faces around, by area
    std::vector<Eigen::Vector3f> smoothUnit;  // unitOf(smooth), else +z
    explicit FacesAround(const PositionMesh& joined);
    // The normal at position p of a face whose unit normal is `own`: the
    // faces around p within the crease angle of it, else (a fold, a face
    // without area) all of them, else +z. At a position of more than
    // kManyFaces faces (a fan's centre, a cone's apex), where that rule
    // costs the square of their number (a disc of one 300,000-triangle fan
    // took minutes), the faces of the first group whose first face is
    // within the angle (each face is in the first group whose first face it
    // is within the angle of; a few dozen such directions fit on a sphere).
    Eigen::Vector3f normalAt(unsigned p, const Eigen::Vector3f& own) const;

private:
    static constexpr unsigned kManyFaces = 64;
    struct Group {
        Eigen::Vector3f seed = Eigen::Vector3f::Zero(),
                        normal = Eigen::Vector3f::Zero();  // its first face's unit normal; its faces' normal
    };
    std::unordered_map<unsigned, std::vector<Group>> groups;
};

// The positions of a mesh whose corners are joined by position already
// (the streamed STL reader's heavy ones), without joining them again.
PositionMesh positionsOf(MeshData&& joined);

// The mesh of `joined`'s triangles (with `parts` over them, as the
// loaded mesh's) with crease normals, a vertex per position and normal,
// in the order the corners first use them (at a position of more than 64
// faces, the faces grouped by direction: CreaseNormals.cpp). Bounding box
// not set. Null past `maxVertices` vertices (a rough surface splits every
// position: up to three vertices a triangle).
std::shared_ptr<MeshData> withCreaseNormals(const PositionMesh& joined, const std::vector<MeshData::Part>& parts, size_t maxVertices);
// The same, with `meanwhile(joined, parts)` run on a thread of its own while
// the normals are made (the longest step of a heavy mesh's read; not at
// all when no thread can be made); returns once both are done, throwing
// what either threw.
using JoinedPositions = std::function<void(const PositionMesh& joined, const std::vector<MeshData::Part>& parts)>;
std::shared_ptr<MeshData> withCreaseNormals(const PositionMesh& joined, const std::vector<MeshData::Part>& parts, size_t maxVertices,
                                            const JoinedPositions& meanwhile);

}  // namespace kinedit
