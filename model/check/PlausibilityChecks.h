// The plausibility checks: checkDocument's inertial phase, beside
// InertialChecks.h. Values every simulator loads but that cannot be meant,
// judged against the link's collision geometry (resources/docs/physics.md):
//
//   PHYS-W006  the centre of mass outside the geometry's bounding box (in
//              the link's frame) by more than a tenth of its diagonal
//   PHYS-W007  the mass over the geometry's volume (overlapping shapes
//              summed) outside 50-25,000 kg/m^3
//
// Only written masses are judged (not MJCF's weighed geoms), and only
// links with collision geometry (MJCF: every geom, as MuJoCo collides and
// weighs them), all of it known: primitives in closed form, meshes as the
// source says (none: the link is left out until it does).
#pragma once

#include "diagnostics/Diagnostic.h"

#include <QString>

#include <vector>

namespace kinedit {

namespace kin {
class Model;
}
class MeshFactsSource;

// formatId as inertialChecks takes it; meshes may be null (no mesh known);
// the bodies of frames in skip (those inertialChecks reported) are left out.
Diagnostics plausibilityChecks(const kin::Model& model, const QString& formatId, const QString& fileName, const MeshFactsSource* meshes,
                               const std::vector<int>& skip = {});

// The densities PHYS-W007 accepts, kg/m^3: from light foams to beyond
// tungsten (19,300) and osmium (22,590).
constexpr double kLeastDensity = 50, kGreatestDensity = 25000;

}  // namespace kinedit
