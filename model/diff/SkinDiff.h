// The skins of two models (MuJoCo's), matched by name: added, removed, a
// surface that moved (posed at the first compared configuration of each
// side: vertices, faces, bones, bind poses and inflation at once), its
// colour and texture.
#pragma once

#include "ModelDiff.h"

namespace kinedit {

void diffSkins(const kin::Model& oldModel, const kin::Model& newModel, const kin::Data* oldData, const kin::Data* newData,
               const DiffTolerance& tolerance, std::vector<DiffChange>& out);

}  // namespace kinedit
