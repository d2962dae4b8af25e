// Icons for the element tree: one per kind of element (link, joint, frame,
// geometry, include, container, inertia, value), with a badge in the corner
// when the element has an error or a warning.
#pragma once

#include "diagnostics/Diagnostic.h"

#include <QIcon>
#include <optional>

namespace kinedit {

enum class ElementKind { Container, Link, Joint, Frame, Geometry, Include, Inertia, Value };

ElementKind elementKind(const QString& tag);
QIcon elementIcon(ElementKind kind, std::optional<Severity> badge = std::nullopt);

}  // namespace kinedit
