// One reading of a mesh file for everyone in the process who wants it
// whole (loadMesh's default limits): the view's MeshCache, the window's
// mesh checks (BackgroundMeshFacts) and its weighing of links. Two threads
// asking for the same file at once share one read; a mesh read is found
// again while anyone still holds it or it is among the last read (128 MiB
// of them), and read again when its file's size or time on disk changes.
#pragma once

#include "geometry/MeshLoader.h"

#include <memory>

namespace kinedit {

// loadMesh(path, error, {}, selection, meanwhile), or the mesh another
// caller read or is reading (meanwhile is then not called).
std::shared_ptr<const MeshData> sharedMesh(const QString& path, QString* error, const MeshSelection& selection = {},
                                           const WhileNormalsAreMade& meanwhile = {});

// How many files sharedMesh has read (for the tests).
int sharedMeshReads();

}  // namespace kinedit
