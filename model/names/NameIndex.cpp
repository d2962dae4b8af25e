#include "names/NameIndex.h"

#include "formats/Format.h"
#include "formats/FormatRegistry.h"
#include "io/IncludedFileCache.h"
#include "xml/XmlDocument.h"

#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace kinedit {

bool listedIn(const char* list, QStringView word) {
    // No allocation: it runs for every rule at every element.
    if (!list) return true;
    for (const char* w = list; *w;) {
        const char* end = w;
        while (*end && *end != ' ') ++end;
        if (word == QLatin1StringView(w, end - w)) return true;
        w = *end ? end + 1 : end;
    }
    return false;
}

namespace {

bool applies(const NameRule& r, const XmlElement& e, QStringView parent) {
    return (!r.element || e.name() == QLatin1String(r.element)) && (!r.parents || listedIn(r.parents, parent)) &&
           !(r.unless && listedIn(r.unless, e.name()));
}

// The files included that hold names: robot files, not meshes or YAML.
// A file an include names is indexed when a format reads its extension.
bool robotFile(const QString& f) { return FormatRegistry::instance().byExtension(f) != nullptr; }

}  // namespace

QString referenceKindOf(const NameRules& rules, const XmlElement& e, const QString& attribute) {
    const QString parent = e.parentElement() ? e.parentElement()->name() : QString();
    for (const NameRule& r : rules.references) {
        if (!applies(r, e, parent)) continue;
        if (attribute.isEmpty() ? !r.attribute : (r.attribute && attribute == QLatin1String(r.attribute))) return QLatin1String(r.kind);
    }
    return {};
}

NameIndex::NameIndex(const Format& format, const XmlDocument& doc, const QStringList& filesRead) : m_rules(format.nameRules()) {
    if (!m_rules) return;
    index(doc);
    const QString self = QFileInfo(doc.fileName()).absoluteFilePath();
    for (const QString& f : filesRead) {
        if (f == self || !robotFile(f)) continue;
        Diagnostics ignored;  // the check reports the included files' problems
        if (auto included = loadIncludedFile(f, &ignored)) {
            m_included.push_back(included);
            index(*included);
        }
    }
}

void NameIndex::index(const XmlDocument& doc) {
    if (!doc.root()) return;
    const NameRules& rules = *m_rules;
    std::vector<const XmlElement*> stack{doc.root()};
    while (!stack.empty()) {
        const XmlElement* e = stack.back();
        stack.pop_back();
        const std::vector<XmlElement*> children = e->childElements();
        for (auto c = children.rbegin(); c != children.rend(); ++c) stack.push_back(*c);  // document order
        const QString parent = e->parentElement() ? e->parentElement()->name() : QString();
        for (const NameRule& d : rules.definitions) {
            if (!applies(d, *e, parent)) continue;
            const XmlAttribute* a = e->findAttribute(QString::fromLatin1(d.attribute));
            if (!a || a->value.isEmpty() || a->value.contains(u'$')) continue;
            NameSite site{QLatin1String(d.kind), a->value, {}, &doc, e, a->name, a->valueOffset, a->valueOffset + a->rawValue.size()};
            if (!rules.definitionScopes) {
                m_definitions.push_back(site);
                continue;
            }
            for (const auto& [scope, name] : rules.definitionScopes(doc, *e, a->value)) {
                site.scope = scope;
                site.name = name;
                m_definitions.push_back(site);
            }
        }
        for (const NameRule& r : rules.references) {
            if (!applies(r, *e, parent)) continue;
            NameSite site;
            if (r.attribute) {
                const XmlAttribute* a = e->findAttribute(QString::fromLatin1(r.attribute));
                if (!a || a->value.isEmpty() || a->value.contains(u'$')) continue;
                site = NameSite{QLatin1String(r.kind), a->value, {}, &doc, e, a->name, a->valueOffset, a->valueOffset + a->rawValue.size()};
            } else {
                const QString text = e->text().trimmed();
                if (text.isEmpty() || e->childCount() != 1 || e->child(0)->isElement()) continue;
                const XmlNode* t = e->child(0);
                const QByteArray raw = static_cast<const XmlLeaf*>(t)->raw();
                const qsizetype lead = raw.size() - raw.trimmed().size() > 0 ? raw.indexOf(raw.trimmed()) : 0;
                site =
                    NameSite{QLatin1String(r.kind), text, {}, &doc, e, {}, t->offset() + lead, t->offset() + lead + raw.trimmed().size()};
            }
            if (rules.implicit && rules.implicit(site.kind, site.name)) continue;
            if (rules.scoped()) site.scope = rules.referenceScope(doc, *e, r.attribute ? QString::fromLatin1(r.attribute) : QString());
            m_references.push_back(site);
        }
        if (rules.more) rules.more(doc, *e, m_definitions, m_references);
    }
}

const NameSite* NameIndex::at(const XmlDocument& doc, qint64 offset) const {
    for (const auto* list : {&m_references, &m_definitions})
        for (const NameSite& s : *list)
            if (s.doc == &doc && offset >= s.from && offset <= s.to) return &s;
    return nullptr;
}

std::vector<const NameSite*> NameIndex::definitionsOf(const NameSite& s) const {
    std::vector<const NameSite*> out;
    if (!m_rules) return out;
    const bool scoped = m_rules->scoped();
    QSet<const XmlElement*> seen;
    for (const NameSite& d : m_definitions)
        if (d.kind == s.kind && d.name == s.name && (!scoped || d.scope == s.scope) && !seen.contains(d.element)) {
            seen.insert(d.element);
            out.push_back(&d);
        }
    if (out.empty() && scoped && !s.scope.isEmpty()) {
        // A definition site: it is its own definition.
        for (const NameSite& d : m_definitions)
            if (d.element == s.element && d.attribute == s.attribute) return {&d};
    }
    return out;
}

std::vector<const NameSite*> NameIndex::referencesTo(const NameSite& s, bool withDefinitions) const {
    // What s names: its definitions; then every site that names one of them.
    std::vector<const NameSite*> defs = definitionsOf(s);
    const bool isDefinition = std::any_of(m_definitions.begin(), m_definitions.end(), [&](const NameSite& d) { return &d == &s; });
    if (defs.empty() && isDefinition) defs.push_back(&s);
    QSet<const XmlElement*> targets;
    for (const NameSite* d : defs) targets.insert(d->element);
    std::vector<const NameSite*> out;
    if (withDefinitions) {
        QSet<const XmlElement*> seen;
        for (const NameSite* d : defs)
            if (!seen.contains(d->element)) {
                seen.insert(d->element);
                out.push_back(d);
            }
    }
    QHash<QString, bool> named;  // per (name, scope): whether it names a target (definitionsOf once per key, not per site)
    for (const NameSite& r : m_references) {
        if (r.kind != s.kind) continue;
        const QString key = r.name + u'\n' + r.scope;
        auto it = named.constFind(key);
        if (it == named.constEnd()) {
            const std::vector<const NameSite*> rd = definitionsOf(r);
            it = named.insert(key, std::any_of(rd.begin(), rd.end(), [&](const NameSite* d) { return targets.contains(d->element); }) ||
                                       (rd.empty() && defs.empty() && r.name == s.name));
        }
        if (*it) out.push_back(&r);
    }
    return out;
}

QString NameIndex::referenceKind(const XmlElement& e, const QString& attribute) const {
    return m_rules ? referenceKindOf(*m_rules, e, attribute) : QString();
}

QStringList NameIndex::namesFor(const QString& kind, const XmlDocument& doc, const XmlElement* e, const QString& attribute) const {
    QString scope;
    const bool scoped = m_rules && m_rules->scoped();
    if (scoped && e) scope = m_rules->referenceScope(doc, *e, attribute);
    QStringList out;
    QSet<QString> seen;
    for (const NameSite& d : m_definitions)
        if (d.kind == kind && (!scoped || d.scope == scope) && !seen.contains(d.name)) {
            seen.insert(d.name);
            out << d.name;
        }
    return out;
}

}  // namespace kinedit
