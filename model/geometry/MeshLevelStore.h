// Simplified levels kept on disk, so that a heavy mesh opened again shows
// at once: in the user's cache folder (kinedit/mesh-levels under
// $XDG_CACHE_HOME or ~/.cache), one file per mesh, keyed by the file's
// content (XXH3, 128 bits), the submesh selection and this code's version
// of the levels. The folder is held under 512 MiB, the oldest files going first.
#pragma once

#include "geometry/MeshLevels.h"

#include <QByteArray>
#include <Eigen/Core>
#include <Eigen/Geometry>

#include <optional>

namespace kinedit {

struct StoredLevels {
    int triangles = 0;                                                           // the full mesh's
    Eigen::Vector3f lo = Eigen::Vector3f::Zero(), hi = Eigen::Vector3f::Zero();  // the full mesh's bounding box
    bool closed = false;                                                         // the full mesh's (ClosedSurface.h)
    std::vector<MeshLevel> levels;
};

// Files under this size are not looked up: they hold too few triangles to
// need levels, and hashing them would only cost.
constexpr qint64 kStoredLevelsMinBytes = 512 * 1024;

// The key of a mesh file's levels; empty when the file is too small or
// cannot be read.
QByteArray storedLevelsKey(const QString& path, const MeshSelection& selection);
std::optional<StoredLevels> readStoredLevels(const QByteArray& key);
// Written whole or not at all (a reader never sees half a file).
void storeLevels(const QByteArray& key, const StoredLevels& levels);
// The folder the levels are kept in.
QString storedLevelsFolder();
// Keeps the levels in folder instead, for the whole process (an empty one:
// the user's cache again). For benchmarks, which need a cold store of
// levels and nothing else cold: redirecting $XDG_CACHE_HOME would also
// empty the OpenGL driver's and Qt's shader caches, which a user has warm
// from their first start on.
void setStoredLevelsFolder(const QString& folder);

}  // namespace kinedit
