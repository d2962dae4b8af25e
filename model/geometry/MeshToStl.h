// A mesh file as a binary STL: read as the viewport reads it (MeshLoader:
// Assimp, the file's unit, a submesh), simplified with meshoptimizer when
// it has more triangles than asked. The export's converter
// (model/export/MeshConversion.h).
#pragma once

#include "export/MeshConversion.h"

namespace kinedit {

ConvertedMesh meshToStl(const MeshToConvert& request);

}  // namespace kinedit
