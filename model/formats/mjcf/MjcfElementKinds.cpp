#include "MjcfFormat.h"

#include "xml/XmlDocument.h"

namespace kinedit {

ElementKind MjcfFormat::elementKind(const XmlElement& e) const {
    using K = ElementKind;
    static const QHash<QString, ElementKind> kinds = {
        {"mujoco", K::Container}, {"worldbody", K::Group}, {"actuator", K::Group}, {"asset", K::Group},     {"tendon", K::Group},
        {"sensor", K::Group},     {"equality", K::Group},  {"contact", K::Group},  {"body", K::Link},       {"joint", K::Joint},
        {"freejoint", K::Joint},  {"site", K::Frame},      {"frame", K::Frame},    {"geom", K::Geometry},   {"material", K::Material},
        {"mesh", K::Asset},       {"texture", K::Asset},   {"hfield", K::Asset},   {"include", K::Include}, {"inertial", K::Inertia},
        {"default", K::Class},
    };
    return kindOf(kinds, e.name());
}

}  // namespace kinedit
