#include "UrdfNames.h"

#include "UrdfFormat.h"

namespace kinedit {

const NameRules& urdfNameRules() {
    static const NameRules rules{
        .definitions = {{"link", nullptr, "name", "link"}, {"joint", nullptr, "name", "joint"}, {"material", "robot", "name", "material"}},
        .references = {{"parent", "joint", "link", "link"},
                       {"child", "joint", "link", "link"},
                       {"mimic", "joint", "joint", "joint"},
                       {"material", "visual", "name", "material"}},
    };
    return rules;
}

const NameRules* UrdfFormat::nameRules() const { return &urdfNameRules(); }

}  // namespace kinedit
