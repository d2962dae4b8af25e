#include "SkelNames.h"

#include "SkelFormat.h"

namespace kinedit {

const NameRules& skelNameRules() {
    static const NameRules rules{
        .definitions = {{"body", nullptr, "name", "body"}, {"joint", nullptr, "name", "joint"}},
        .references = {{"parent", "joint", nullptr, "body"}, {"child", "joint", nullptr, "body"}},
        .implicit = [](const QString& kind,
                       const QString& name) { return kind == QLatin1String("body") && name == QLatin1String("world"); },
    };
    return rules;
}

const NameRules* SkelFormat::nameRules() const { return &skelNameRules(); }

}  // namespace kinedit
