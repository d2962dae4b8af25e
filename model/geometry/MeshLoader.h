// Mesh files through Assimp (STL, COLLADA with its unit, OBJ with MTL, and
// whatever else Assimp reads), flattened to one triangle list with
// normals (and texture coordinates), cut into parts of one colour and
// diffuse map each (the file's materials).
// Plain data: safe to load on a worker thread; Qt3D objects are made from
// it on the GUI thread.
#pragma once

#include <QString>
#include <Eigen/Core>
#include <Eigen/Geometry>

#include <functional>
#include <memory>
#include <vector>

namespace kinedit {

struct MeshData {
    // A run of indices drawn in one colour.
    struct Part {
        quint32 firstIndex = 0, indexCount = 0;
        quint32 rgba = 0xffffffff;  // its colour, 0xAARRGGBB (as Qt's QRgb)
        QString texture;            // its diffuse map's file (drawn where uvs are given); empty: none
    };
    std::vector<float> vertices;  // x y z nx ny nz, per vertex
    // u v per vertex (image rows counted down), where the file gives texture
    // coordinates; else empty. A heavy mesh keeps none.
    std::vector<float> uvs;
    std::vector<quint32> indices;                                                // triangles
    std::vector<Part> parts;                                                     // cover indices, in order
    Eigen::Vector3f lo = Eigen::Vector3f::Zero(), hi = Eigen::Vector3f::Zero();  // the vertices' bounding box
    int triangleCount() const { return int(indices.size() / 3); }
};

// A colour's channels (0..1, clamped) packed as MeshData::Part::rgba.
quint32 packedRgba(float r, float g, float b, float a = 1.0f);

struct MeshLimits {
    qint64 maxBytes = 256ll * 1024 * 1024;  // through Assimp, which holds the file and every corner
    qint64 maxStreamedBytes = 1ll << 30;    // a binary STL, read as it streams (BinaryStl.h)
    qint64 maxVertices = 20'000'000;
    // Only what mass properties need: a heavy mesh keeps its corners joined
    // by position, its normals zero (no crease normals, no welding within a
    // hair: the longest steps of its load).
    bool positionsOnly = false;
};

// Meshes of more triangles than this are heavy: drawn with normals made
// from their faces (CreaseNormals.h), not the file's, and given simplified
// copies for display (MeshLevels.h).
constexpr int kMeshLevelBudget = 50'000;

// One named mesh of a file (SDFormat's //mesh/submesh), optionally moved
// so that its bounding box is centred on the origin.
struct MeshSelection {
    QString submesh;  // empty: the whole file
    bool center = false;
};

struct PositionMesh;
// A heavy mesh as read, its positions joined, before its normals are made:
// the positions (as the file has them) with their bounding box, its parts,
// and what the loaded mesh's positions will have added (MeshSelection::center).
struct JoinedMesh {
    const PositionMesh& positions;
    const std::vector<MeshData::Part>& parts;
    Eigen::Vector3f lo, hi;
    Eigen::Vector3f shift;  // all three given: Eigen leaves a vector made of {} unset
};
// Told, on a thread of its own, a heavy mesh once its file is read and its
// positions joined, while its normals are made (the longest step of its
// load, CreaseNormals.h). loadMesh returns once it has.
using WhileNormalsAreMade = std::function<void(const JoinedMesh& joined)>;

// Loads a mesh (a heavy one with crease normals); null with *error set when the file is missing, is not a
// mesh (whatever its extension says), is over the limits, or has no
// submesh of the selected name. Binary STLs are streamed (BinaryStl.h),
// the rest read through Assimp.
std::shared_ptr<const MeshData> loadMesh(const QString& path, QString* error, const MeshLimits& limits = {},
                                         const MeshSelection& selection = {}, const WhileNormalsAreMade& meanwhile = {});

// loadMesh through Assimp whatever the file: the reference the streamed
// STL reader is tested against.
std::shared_ptr<const MeshData> loadMeshThroughAssimp(const QString& path, QString* error, const MeshLimits& limits = {},
                                                      const MeshSelection& selection = {});

}  // namespace kinedit
