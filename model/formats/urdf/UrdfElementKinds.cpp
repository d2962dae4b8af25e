#include "UrdfFormat.h"

#include "xml/XmlDocument.h"

namespace kinedit {

ElementKind UrdfFormat::elementKind(const XmlElement& e) const {
    using K = ElementKind;
    static const QHash<QString, ElementKind> kinds = {
        {"robot", K::Container},   {"link", K::Link},        {"joint", K::Joint},       {"axis", K::Joint},
        {"limit", K::Joint},       {"dynamics", K::Joint},   {"mimic", K::Joint},       {"safety_controller", K::Joint},
        {"calibration", K::Joint}, {"origin", K::Frame},     {"visual", K::Geometry},   {"collision", K::Geometry},
        {"geometry", K::Geometry}, {"mesh", K::Geometry},    {"box", K::Geometry},      {"cylinder", K::Geometry},
        {"sphere", K::Geometry},   {"capsule", K::Geometry}, {"material", K::Material}, {"inertial", K::Inertia},
        {"inertia", K::Inertia},   {"mass", K::Inertia},
    };
    return kindOf(kinds, e.name());
}

}  // namespace kinedit
