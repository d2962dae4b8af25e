// Each body's mass properties as the format's own simulator computes them
// from its geometry (Format::massesFromGeometry; MJCF: MuJoCo 2.2.2's
// compiler, its mesh rule included), with each mesh read here once; with
// meshes that bound no solid, the bodies again with those meshes' convex
// hulls weighed by the same rule. What the window's Compute Inertial from
// Geometry and `kinedit-cli inertia` weigh for such a format.
#pragma once

#include "geometry/LinkShapeMasses.h"

#include <optional>

namespace kinedit {

class DocumentState;
class Format;
class XmlDocument;
namespace kin {
class Model;
}

// None: the format has no rule of its own (linkShapeMasses, then).
// model (may be null) names the frames; state: the document's (its
// reading is reused), or null.
std::optional<LinkMasses> simulatorMasses(const Format& format, const XmlDocument& doc, DocumentState* state, const kin::Model* model,
                                          const ShapeWeighing& how);

// The simulator's where the format has a rule, else the shapes'.
LinkMasses linkMasses(const Format& format, const XmlDocument& doc, DocumentState* state, const kin::Model& model,
                      const ShapeWeighing& how);

}  // namespace kinedit
