// Whether MuJoCo 2.2.2 can read a mesh file: STL only in binary form (an
// 80-byte header, the face count, 50 bytes per face) with 1 to 200,000
// faces; OBJ and MSH files that exist. Checked without reading the mesh.
#pragma once

#include <QString>

namespace kinedit {

// Empty when MuJoCo can read it, else why not (for a message). A file an
// export plans to write (io/PlannedFiles.h) is checked as it will be.
QString mjcfMeshProblem(const QString& path);
// Empty when MuJoCo reads files of its extension, else why not.
QString mjcfMeshFormatProblem(const QString& path);

inline constexpr int kMujocoStlFaceLimit = 200000;

}  // namespace kinedit
