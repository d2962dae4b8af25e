// Binary STL read as it streams, straight into MeshData: a million-
// triangle file took 1.1-1.8 s through Assimp (which holds the file and
// every corner before Kinedit joins them) and is a few chunked reads and
// one pass of joining here. Gives the same MeshData as loadMesh's Assimp
// path (tests/tst_meshfiles.cpp compares them).
#pragma once

#include "geometry/CreaseNormals.h"
#include "geometry/MeshLoader.h"

#include <memory>
#include <optional>

namespace kinedit {

// Assimp's colour for a binary STL without colours (its material's diffuse).
constexpr quint32 kStlColour = 0xffffffff;

// nullopt when the file is not a binary STL this reader takes (ASCII;
// Materialise colours, "COLOR=" in the header; facets' colours, bit 15 of
// their attribute; a size other than 84 + 50 per triangle): Assimp reads
// those. Else the mesh, or null with *error
// set (no triangles, over the limits, a read error). A heavy mesh's
// joined positions go to `meanwhile` while its normals are made.
std::optional<std::shared_ptr<MeshData>> readBinaryStl(const QString& path, const MeshLimits& limits, QString* error,
                                                       const JoinedPositions& meanwhile = {});

}  // namespace kinedit
