// An <asset><skin> as MuJoCo 2.2.2 reads it (mjXReader::OneSkin, and
// mjCSkin::LoadSKN for a file), and the checks mjCSkin::Compile makes of
// every skin, a composite's too: the data present and of matching sizes,
// bones naming bodies, vertex ids in range, every vertex weighed.
#pragma once

#include "MjcfReader.h"

namespace kinedit {

// The skin element n; file: its resolved SKN file (empty: none). Problems
// reading the file are errors at n.
MjcfSkin readMjcfSkin(const MjcfNode& n, const QString& file, Diagnostics& out);

// Checks m's skins once its bodies are read; a skin MuJoCo refuses is an
// error at its element (MJCF-E019, or MJCF-E009 for a name that names
// nothing) and is left out of m. The skins kept have their weights
// normalised, each vertex's summing to 1.
void checkMjcfSkins(MjcfModel& m, Diagnostics& out);

}  // namespace kinedit
