#include "SkelFormat.h"

#include "xml/XmlDocument.h"

namespace kinedit {

ElementKind SkelFormat::elementKind(const XmlElement& e) const {
    using K = ElementKind;
    static const QHash<QString, ElementKind> kinds = {
        {"skel", K::Document},
        {"world", K::Container},
        {"skeleton", K::Container},
        {"body", K::Link},
        {"joint", K::Joint},
        {"axis", K::Joint},
        {"axis2", K::Joint},
        {"limit", K::Joint},
        {"transformation", K::Frame},
        {"visualization_shape", K::Geometry},
        {"collision_shape", K::Geometry},
        {"shape", K::Geometry},
        {"geometry", K::Geometry},
        {"box", K::Geometry},
        {"cylinder", K::Geometry},
        {"sphere", K::Geometry},
        {"capsule", K::Geometry},
        {"ellipsoid", K::Geometry},
        {"mesh", K::Geometry},
        {"plane", K::Geometry},
        {"inertia", K::Inertia},
        {"mass", K::Inertia},
        {"moment_of_inertia", K::Inertia},
    };
    return kindOf(kinds, e.name());
}

}  // namespace kinedit
