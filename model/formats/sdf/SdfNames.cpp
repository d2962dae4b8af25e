#include "SdfNames.h"
#include "SdfFormat.h"

#include "xml/XmlDocument.h"

#include <QFileInfo>

namespace kinedit {

namespace {

// The models (and world) around e, innermost first.
std::vector<const XmlElement*> scopesOf(const XmlElement* e) {
    std::vector<const XmlElement*> out;
    for (const XmlElement* p = e ? e->parentElement() : nullptr; p; p = p->parentElement())
        if (p->name() == QLatin1String("model") || p->name() == QLatin1String("world")) out.push_back(p);
    return out;
}

QString scopeId(const XmlDocument& doc, const XmlElement* scope) {
    return QFileInfo(doc.fileName()).absoluteFilePath() + u'|' + (scope ? doc.pathOf(scope) : QString());
}

// The scope a reference on e is resolved in: the model around it; for a
// model's own <pose relative_to>, the model around that model (SDFormat
// resolves //model/pose/@relative_to in the parent scope); for a model's
// canonical_link and placement_frame, the model itself.
const XmlElement* referenceScopeOf(const XmlElement& e, QStringView attribute) {
    const std::vector<const XmlElement*> scopes = scopesOf(&e);
    if (e.name() == QLatin1String("model") && !attribute.isEmpty() && attribute != QLatin1String("relative_to")) return &e;
    if (e.name() == QLatin1String("pose") && e.parentElement() && e.parentElement()->name() == QLatin1String("model"))
        return scopes.size() > 1 ? scopes[1] : nullptr;
    return scopes.empty() ? nullptr : scopes.front();
}

}  // namespace

const NameRules& sdfNameRules() {
    static const NameRules rules{
        .definitions = {{"link", "model world", "name", "frame"},
                        {"joint", "model world", "name", "frame"},
                        {"frame", "model world", "name", "frame"},
                        {"model", "model world", "name", "frame"}},
        .references = {{nullptr, nullptr, "relative_to", "frame"},
                       {nullptr, nullptr, "attached_to", "frame"},
                       {nullptr, nullptr, "expressed_in", "frame"},
                       {"model", nullptr, "canonical_link", "frame"},
                       {"model", nullptr, "placement_frame", "frame"},
                       {"parent", "joint", nullptr, "frame"},
                       {"child", "joint", nullptr, "frame"}},
        .implicit = [](const QString&,
                       const QString& name) { return name == QLatin1String("world") || name.startsWith(QLatin1String("__")); },
        .definitionScopes =
            [](const XmlDocument& doc, const XmlElement& e, const QString& name) {
                // "name" in its model, "model::name" from the model around it, ...
                std::vector<std::pair<QString, QString>> out;
                QString seen = name;
                for (const XmlElement* s : scopesOf(&e)) {
                    out.emplace_back(scopeId(doc, s), seen);
                    if (s->name() != QLatin1String("model") || !s->hasAttribute(u"name")) break;
                    seen = s->attribute(u"name") + QStringLiteral("::") + seen;
                }
                return out;
            },
        .referenceScope = [](const XmlDocument& doc, const XmlElement& e,
                             QStringView attribute) { return scopeId(doc, referenceScopeOf(e, attribute)); },
    };
    return rules;
}

const NameRules* SdfFormat::nameRules() const { return &sdfNameRules(); }

}  // namespace kinedit
