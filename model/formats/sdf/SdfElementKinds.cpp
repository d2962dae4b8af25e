#include "SdfFormat.h"

#include "xml/XmlDocument.h"

namespace kinedit {

ElementKind SdfFormat::elementKind(const XmlElement& e) const {
    using K = ElementKind;
    static const QHash<QString, ElementKind> kinds = {
        {"sdf", K::Document},       {"world", K::Container},    {"model", K::Container},   {"link", K::Link},
        {"joint", K::Joint},        {"axis", K::Joint},         {"axis2", K::Joint},       {"limit", K::Joint},
        {"dynamics", K::Joint},     {"frame", K::Frame},        {"pose", K::Frame},        {"placement_frame", K::Frame},
        {"visual", K::Geometry},    {"collision", K::Geometry}, {"geometry", K::Geometry}, {"mesh", K::Geometry},
        {"box", K::Geometry},       {"cylinder", K::Geometry},  {"sphere", K::Geometry},   {"capsule", K::Geometry},
        {"ellipsoid", K::Geometry}, {"plane", K::Geometry},     {"material", K::Material}, {"include", K::Include},
        {"uri", K::Include},        {"inertial", K::Inertia},   {"inertia", K::Inertia},   {"mass", K::Inertia},
    };
    return kindOf(kinds, e.name());
}

}  // namespace kinedit
