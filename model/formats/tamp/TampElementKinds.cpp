#include "TampFormat.h"

#include "xml/XmlDocument.h"

namespace kinedit {

ElementKind TampFormat::elementKind(const XmlElement& e) const {
    using K = ElementKind;
    static const QHash<QString, ElementKind> kinds = {
        {"problem", K::Container},
        {"objects", K::Group},
        {"robots", K::Group},
        {"object", K::Link},
        {"tube", K::Link},
        {"static", K::Link},
        {"grasp", K::Frame},
        {"gc", K::Frame},
        {"gf", K::Frame},
        {"sop", K::Frame},
        {"sssp", K::Frame},
        {"pssp", K::Frame},
        {"transformation", K::Frame},
        {"pose", K::Frame},
        {"urdf", K::Include},
        {"obj", K::Link},
        {"robot", K::Container},
    };
    return kindOf(kinds, e.name());
}

}  // namespace kinedit
