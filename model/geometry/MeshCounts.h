// How heavy a robot's meshes are: triangles and vertices (distinct
// positions) per link and in all, visual and collision apart, as the
// viewport loads them; and the meshes a target will refuse (MuJoCo 2.2.2:
// STL files of more than 200,000 faces).
#pragma once

#include "geometry/MeshLoader.h"
#include "geometry/PositionMesh.h"

#include <QStringList>

#include <string>
#include <vector>

namespace kinedit {

namespace kin {
class Model;
}

struct MeshCount {
    int meshes = 0;  // geoms drawn with a mesh
    qint64 triangles = 0, vertices = 0;
    MeshCount& operator+=(const MeshCount& o) {
        meshes += o.meshes, triangles += o.triangles, vertices += o.vertices;
        return *this;
    }
};

struct RobotMeshCounts {
    struct Link {
        int frame = -1;
        MeshCount visual, collision;
    };
    std::vector<Link> links;  // frames that carry meshes, in frame order
    MeshCount visual, collision;
    int files = 0;           // distinct mesh files (with their submesh) read
    QStringList unreadable;  // "FILE: why"
    // Meshes a target's reader refuses for their size (FormatWriter::meshLimit).
    struct OverLimit {
        QString reader;
        int limit = 0;
        QStringList meshes;  // "FILE (N)": N triangles
    };
    std::vector<OverLimit> overLimits;  // those with meshes only
};

// The loaded mesh's corners joined by position alone (the loader keeps a
// corner per normal): remap[i] is corner i's position (~0u if unused);
// returns how many positions there are.
size_t positionRemap(const MeshData& mesh, std::vector<unsigned>& remap);
// The loaded mesh on its distinct positions (PositionMesh.h).
PositionMesh joinedByPosition(const MeshData& mesh);
// Distinct positions of a loaded mesh.
qint64 distinctPositions(const MeshData& mesh);

// Loads every mesh of the model once (in parallel) and counts.
RobotMeshCounts countRobotMeshes(const kin::Model& model);

}  // namespace kinedit
