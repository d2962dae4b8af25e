#include "MjcfNames.h"
#include "MjcfFormat.h"

#include "xml/XmlDocument.h"

#include <QFileInfo>

namespace kinedit {

const NameRules& mjcfNameRules() {
    static const NameRules rules{
        .definitions =
            {
                {"default", nullptr, "class", "class"},
                {"body", nullptr, "name", "body"},
                {"joint", "body worldbody", "name", "joint"},
                {"freejoint", nullptr, "name", "joint"},
                {"geom", "body worldbody", "name", "geom"},
                {"site", "body worldbody", "name", "site"},
                {"mesh", "asset", "name", "mesh"},
                {"material", "asset", "name", "material"},
                {"texture", "asset", "name", "texture"},
                {"fixed", "tendon", "name", "tendon"},
                {"spatial", "tendon", "name", "tendon"},
            },
        .references =
            {
                {nullptr, nullptr, "class", "class", "default"},
                {nullptr, nullptr, "childclass", "class"},
                {nullptr, nullptr, "joint", "joint"},
                {nullptr, nullptr, "joint1", "joint"},
                {nullptr, nullptr, "joint2", "joint"},
                {nullptr, nullptr, "body", "body"},
                {nullptr, nullptr, "body1", "body"},
                {nullptr, nullptr, "body2", "body"},
                {nullptr, nullptr, "geom", "geom"},
                {nullptr, nullptr, "geom1", "geom"},
                {nullptr, nullptr, "geom2", "geom"},
                {nullptr, nullptr, "site", "site"},
                {nullptr, nullptr, "site1", "site"},
                {nullptr, nullptr, "site2", "site"},
                {nullptr, nullptr, "mesh", "mesh"},
                {nullptr, nullptr, "material", "material"},
                {nullptr, nullptr, "texture", "texture"},
                {nullptr, nullptr, "tendon", "tendon"},
            },
        .implicit = [](const QString& kind,
                       const QString& name) { return kind == QLatin1String("body") && name == QLatin1String("world"); },
        .more =
            [](const XmlDocument& doc, const XmlElement& e, std::vector<NameSite>& definitions, std::vector<NameSite>&) {
                const bool asset = e.name() == QLatin1String("mesh") || e.name() == QLatin1String("texture");
                if (!asset || !e.parentElement() || e.parentElement()->name() != QLatin1String("asset") || e.hasAttribute(u"name")) return;
                if (const XmlAttribute* file = e.findAttribute(u"file"))
                    definitions.push_back({e.name(),
                                           QFileInfo(file->value).completeBaseName(),
                                           {},
                                           &doc,
                                           &e,
                                           file->name,
                                           file->valueOffset,
                                           file->valueOffset + file->rawValue.size()});
            },
    };
    return rules;
}

const NameRules* MjcfFormat::nameRules() const { return &mjcfNameRules(); }

}  // namespace kinedit
