// The quick fix of a broken triangle inequality (PHYS-E003, PHYS-W003), as
// MuJoCo 2.2.2's compiler fixes it with balanceinertia="true"
// (mjCBody::Compile): principal moments with A + B < C for some order all
// become their mean. The mean of the principal moments is a third of the
// tensor's trace, so the fixed tensor is trace/3 times the identity, in any
// axes. Written back by the format (Format::inertialEdit), for the window's
// Problems panel and the language server alike.
#pragma once

#include "diagnostics/Diagnostic.h"
#include "formats/InertialEdit.h"

#include <Eigen/Core>

namespace kinedit {

class Format;
class DocumentState;
class XmlDocument;
namespace kin {
class Model;
struct Inertial;
}  // namespace kin

Eigen::Matrix3d balancedInertia(const Eigen::Matrix3d& inertia);

// Whether a diagnostic is one this fix answers.
bool isTriangleInequality(const Diagnostic& d);

// The inertial a diagnostic is about (found by where the checks put it);
// null if none.
const kin::Inertial* inertialAt(const kin::Model& model, const Diagnostic& d);
// The same in doc, checked as format: for a generated document (xacro) the
// checks' diagnostic was moved to the text that wrote the inertial
// (DocumentGenerator::relocated), and is matched there. state: doc's.
const kin::Inertial* inertialAt(const Format& format, const XmlDocument& doc, DocumentState* state, const kin::Model& model,
                                const Diagnostic& d);

// The edit that writes in's inertia balanced, its mass and centre of mass
// kept.
InertialEdit balanceInertiaEdit(const Format& format, const XmlDocument& doc, DocumentState* state, const kin::Model& model,
                                const kin::Inertial& in);

}  // namespace kinedit
