#include "SrdfFormat.h"

#include "xml/XmlDocument.h"

namespace kinedit {

ElementKind SrdfFormat::elementKind(const XmlElement& e) const {
    using K = ElementKind;
    static const QHash<QString, ElementKind> kinds = {
        {"robot", K::Container},
        {"group", K::Group},
        {"link", K::Link},
        {"chain", K::Link},
        {"joint", K::Joint},
        {"passive_joint", K::Joint},
        {"virtual_joint", K::Joint},
        {"joint_property", K::Joint},
        {"group_state", K::Frame},
        {"end_effector", K::Frame},
        {"link_sphere_approximation", K::Geometry},
        {"sphere", K::Geometry},
        {"disable_collisions", K::Geometry},
        {"enable_collisions", K::Geometry},
        {"disable_default_collisions", K::Geometry},
    };
    return kindOf(kinds, e.name());
}

}  // namespace kinedit
