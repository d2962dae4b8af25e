#include "HrdfFormat.h"

#include "xml/XmlDocument.h"

namespace kinedit {

ElementKind HrdfFormat::elementKind(const XmlElement& e) const {
    using K = ElementKind;
    static const QHash<QString, ElementKind> kinds = {
        {"robot", K::Container}, {"actuator", K::Link},      {"link", K::Link},    {"bracket", K::Link},    {"rigid-body", K::Link},
        {"joint", K::Joint},     {"end-effector", K::Frame}, {"output", K::Frame}, {"include", K::Include},
    };
    return kindOf(kinds, e.name());
}

}  // namespace kinedit
