// Icons for the element tree: one per kind of element (link, joint, frame,
// geometry, include, container, inertia, value; the format says which), with a badge in the corner
// when the element has an error or a warning.
#pragma once

#include "diagnostics/Diagnostic.h"
#include "formats/ElementKind.h"

#include <QIcon>
#include <optional>

namespace kinedit {

QIcon elementIcon(ElementKind kind, std::optional<Severity> badge = std::nullopt);

}  // namespace kinedit
