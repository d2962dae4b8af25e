#include "LspNames.h"

#include "formats/Format.h"
#include "io/IncludedFileCache.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace kinedit::lsp {

namespace {

// Where a format writes a name of a kind: in an attribute (references:
// null, the element's text) of an element (references: null, any) under
// one of the parents (null: any).
struct Rule {
    const char* formats;  // space-separated format ids
    const char* element;
    const char* parents;  // space-separated; null: any
    const char* attribute;
    const char* kind;
};

// Where names are defined.
constexpr Rule kDefinitions[] = {
    {"urdf xacro", "link", nullptr, "name", "link"},
    {"urdf xacro", "joint", nullptr, "name", "joint"},
    {"urdf xacro", "material", "robot", "name", "material"},
    {"xacro", "xacro:macro", nullptr, "name", "macro"},
    {"xacro", "xacro:property", nullptr, "name", "property"},
    {"xacro", "xacro:arg", nullptr, "name", "arg"},
    {"sdf", "link", "model world", "name", "frame"},
    {"sdf", "joint", "model world", "name", "frame"},
    {"sdf", "frame", "model world", "name", "frame"},
    {"sdf", "model", "model world", "name", "frame"},
    {"mjcf", "default", nullptr, "class", "class"},
    {"mjcf", "body", nullptr, "name", "body"},
    {"mjcf", "joint", "body worldbody", "name", "joint"},
    {"mjcf", "freejoint", nullptr, "name", "joint"},
    {"mjcf", "geom", "body worldbody", "name", "geom"},
    {"mjcf", "site", "body worldbody", "name", "site"},
    {"mjcf", "mesh", "asset", "name", "mesh"},
    {"mjcf", "material", "asset", "name", "material"},
    {"mjcf", "texture", "asset", "name", "texture"},
    {"mjcf", "fixed", "tendon", "name", "tendon"},
    {"mjcf", "spatial", "tendon", "name", "tendon"},
    {"skel", "body", nullptr, "name", "body"},
    {"skel", "joint", nullptr, "name", "joint"},
};

// Where names are referred to.
constexpr Rule kReferences[] = {
    {"urdf xacro", "parent", "joint", "link", "link"},
    {"urdf xacro", "child", "joint", "link", "link"},
    {"urdf xacro", "mimic", "joint", "joint", "joint"},
    {"urdf xacro", "material", "visual", "name", "material"},
    {"xacro", "xacro:call", nullptr, "macro", "macro"},
    {"sdf", nullptr, nullptr, "relative_to", "frame"},
    {"sdf", nullptr, nullptr, "attached_to", "frame"},
    {"sdf", nullptr, nullptr, "expressed_in", "frame"},
    {"sdf", "model", nullptr, "canonical_link", "frame"},
    {"sdf", "model", nullptr, "placement_frame", "frame"},
    {"sdf", "parent", "joint", nullptr, "frame"},
    {"sdf", "child", "joint", nullptr, "frame"},
    {"mjcf", nullptr, nullptr, "class", "class"},
    {"mjcf", nullptr, nullptr, "childclass", "class"},
    {"mjcf", nullptr, nullptr, "joint", "joint"},
    {"mjcf", nullptr, nullptr, "joint1", "joint"},
    {"mjcf", nullptr, nullptr, "joint2", "joint"},
    {"mjcf", nullptr, nullptr, "body", "body"},
    {"mjcf", nullptr, nullptr, "body1", "body"},
    {"mjcf", nullptr, nullptr, "body2", "body"},
    {"mjcf", nullptr, nullptr, "geom", "geom"},
    {"mjcf", nullptr, nullptr, "geom1", "geom"},
    {"mjcf", nullptr, nullptr, "geom2", "geom"},
    {"mjcf", nullptr, nullptr, "site", "site"},
    {"mjcf", nullptr, nullptr, "site1", "site"},
    {"mjcf", nullptr, nullptr, "site2", "site"},
    {"mjcf", nullptr, nullptr, "mesh", "mesh"},
    {"mjcf", nullptr, nullptr, "material", "material"},
    {"mjcf", nullptr, nullptr, "texture", "texture"},
    {"mjcf", nullptr, nullptr, "tendon", "tendon"},
    {"skel", "parent", "joint", nullptr, "body"},
    {"skel", "child", "joint", nullptr, "body"},
};

const QStringList kXacroKeywords = {"macro", "property", "arg", "include", "if", "unless", "insert_block", "call", "element", "attribute"};

// Whether word is one of the space-separated words of list (null: any).
// No allocation: it runs for every rule at every element.
bool listed(const char* list, QStringView word) {
    if (!list) return true;
    for (const char* w = list; *w;) {
        const char* end = w;
        while (*end && *end != ' ') ++end;
        if (word == QLatin1StringView(w, end - w)) return true;
        w = *end ? end + 1 : end;
    }
    return false;
}

bool isSdf(const QString& format) { return format == QLatin1String("sdf"); }

// SDFormat: the models (and world) around e, innermost first.
std::vector<const XmlElement*> scopesOf(const XmlElement* e) {
    std::vector<const XmlElement*> out;
    for (const XmlElement* p = e ? e->parentElement() : nullptr; p; p = p->parentElement())
        if (p->name() == QLatin1String("model") || p->name() == QLatin1String("world")) out.push_back(p);
    return out;
}

// The scope a reference on e is resolved in: the model around it; for a
// model's own <pose relative_to>, the model around that model (SDFormat
// resolves //model/pose/@relative_to in the parent scope); for a model's
// canonical_link and placement_frame, the model itself.
const XmlElement* referenceScope(const XmlElement* e, QStringView attribute) {
    const std::vector<const XmlElement*> scopes = scopesOf(e);
    if (e->name() == QLatin1String("model") && !attribute.isEmpty() && attribute != QLatin1String("relative_to")) return e;
    if (e->name() == QLatin1String("pose") && e->parentElement() && e->parentElement()->name() == QLatin1String("model"))
        return scopes.size() > 1 ? scopes[1] : nullptr;
    return scopes.empty() ? nullptr : scopes.front();
}

// Names a format defines without writing them: SDFormat's reserved frames,
// the world of SKEL and URDF.
bool implicitName(const QString& format, const QString& kind, const QString& name) {
    if (format == QLatin1String("sdf")) return name == QLatin1String("world") || name.startsWith(QLatin1String("__"));
    if (format == QLatin1String("skel")) return kind == QLatin1String("body") && name == QLatin1String("world");
    if (format == QLatin1String("mjcf")) return kind == QLatin1String("body") && name == QLatin1String("world");
    return false;
}

QString scopeId(const XmlDocument& doc, const XmlElement* scope) {
    return QFileInfo(doc.fileName()).absoluteFilePath() + u'|' + (scope ? doc.pathOf(scope) : QString());
}

// The macro parameters of the macros around e: ${name} means them there.
QSet<QString> macroParameters(const XmlElement* e) {
    QSet<QString> out;
    for (const XmlElement* p = e; p; p = p->parentElement())
        if (p->name() == QLatin1String("xacro:macro"))
            for (QString w : p->attribute(u"params").split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
                w.remove(QRegularExpression(QStringLiteral("^\\*+")));
                out.insert(w.section(u':', 0, 0).section(u'=', 0, 0));
            }
    return out;
}

}  // namespace

NameIndex::NameIndex(const Format& format, const XmlDocument& doc, const QStringList& filesRead) : m_format(format.id()) {
    index(doc);
    const QString self = QFileInfo(doc.fileName()).absoluteFilePath();
    for (const QString& f : filesRead) {
        if (f == self) continue;
        if (!f.endsWith(QLatin1String(".xacro")) && !f.endsWith(QLatin1String(".xml")) && !f.endsWith(QLatin1String(".urdf")) &&
            !f.endsWith(QLatin1String(".sdf")) && !f.endsWith(QLatin1String(".skel")))
            continue;
        Diagnostics ignored;
        if (auto included = loadIncludedFile(f, &ignored)) {
            m_included.push_back(included);
            index(*included);
        }
    }
}

void NameIndex::index(const XmlDocument& doc) {
    if (!doc.root()) return;
    const bool xacro = m_format == QLatin1String("xacro");
    auto attributeSite = [&](const QString& kind, const QString& name, const XmlElement* e, const XmlAttribute& a) {
        return NameSite{kind, name, {}, &doc, e, a.name, a.valueOffset, a.valueOffset + a.rawValue.size()};
    };
    std::vector<const XmlElement*> stack{doc.root()};
    while (!stack.empty()) {
        const XmlElement* e = stack.back();
        stack.pop_back();
        const std::vector<XmlElement*> children = e->childElements();
        for (auto c = children.rbegin(); c != children.rend(); ++c) stack.push_back(*c);  // document order
        const QString parent = e->parentElement() ? e->parentElement()->name() : QString();
        for (const Rule& d : kDefinitions) {
            if (!listed(d.formats, m_format) || e->name() != QLatin1String(d.element) || (d.parents && !listed(d.parents, parent))) continue;
            const XmlAttribute* a = e->findAttribute(QString::fromLatin1(d.attribute));
            if (!a && m_format == QLatin1String("mjcf") && (e->name() == QLatin1String("mesh") || e->name() == QLatin1String("texture")))
                if (const XmlAttribute* file = e->findAttribute(u"file"))  // MuJoCo names it after its file
                    m_definitions.push_back({QLatin1String(d.kind), QFileInfo(file->value).completeBaseName(), {}, &doc, e, file->name,
                                             file->valueOffset, file->valueOffset + file->rawValue.size()});
            if (!a || a->value.isEmpty() || a->value.contains(u'$')) continue;
            if (isSdf(m_format)) {
                // Seen as "name" in its model, "model::name" from the model around it, ...
                QString name = a->value;
                for (const XmlElement* s : scopesOf(e)) {
                    NameSite site = attributeSite(QLatin1String(d.kind), name, e, *a);
                    site.scope = scopeId(doc, s);
                    m_definitions.push_back(site);
                    if (s->name() != QLatin1String("model") || !s->hasAttribute(u"name")) break;
                    name = s->attribute(u"name") + QStringLiteral("::") + name;
                }
            } else {
                m_definitions.push_back(attributeSite(QLatin1String(d.kind), a->value, e, *a));
            }
        }
        for (const Rule& r : kReferences) {
            if (!listed(r.formats, m_format) || (r.element && e->name() != QLatin1String(r.element)) || (r.parents && !listed(r.parents, parent)))
                continue;
            if (m_format == QLatin1String("mjcf") && e->name() == QLatin1String("default") && QLatin1String(r.attribute) == QLatin1String("class")) continue;
            NameSite site;
            if (r.attribute) {
                const XmlAttribute* a = e->findAttribute(QString::fromLatin1(r.attribute));
                if (!a || a->value.isEmpty() || a->value.contains(u'$')) continue;
                site = attributeSite(QLatin1String(r.kind), a->value, e, *a);
            } else {
                const QString text = e->text().trimmed();
                if (text.isEmpty() || e->childCount() != 1 || e->child(0)->isElement()) continue;
                const XmlNode* t = e->child(0);
                const QByteArray raw = static_cast<const XmlLeaf*>(t)->raw();
                const qsizetype lead = raw.size() - raw.trimmed().size() > 0 ? raw.indexOf(raw.trimmed()) : 0;
                site = NameSite{QLatin1String(r.kind), text, {}, &doc, e, {}, t->offset() + lead, t->offset() + lead + raw.trimmed().size()};
            }
            if (implicitName(m_format, site.kind, site.name)) continue;
            if (isSdf(m_format)) site.scope = scopeId(doc, referenceScope(e, r.attribute ? QString::fromLatin1(r.attribute) : QString()));
            m_references.push_back(site);
        }
        if (!xacro) continue;
        // xacro: macro calls, ${property} and $(arg name) in values and text.
        if (e->name().startsWith(QLatin1String("xacro:")) && !kXacroKeywords.contains(e->name().mid(6)))
            m_references.push_back({QStringLiteral("macro"), e->name().mid(6), {}, &doc, e, {}, e->offset() + 7, e->offset() + 1 + e->name().toUtf8().size()});
        const QSet<QString> params = macroParameters(e);
        auto scan = [&](const QByteArray& raw, qint64 at, const QString& attribute) {
            static const QRegularExpression expression(QStringLiteral("\\$\\{([^}]*)\\}")), identifier(QStringLiteral("[A-Za-z_][A-Za-z0-9_]*"));
            static const QRegularExpression arg(QStringLiteral("\\$\\(arg\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*\\)"));
            const QString text = QString::fromUtf8(raw);
            auto bytesAt = [&](qsizetype i) { return at + text.left(i).toUtf8().size(); };
            for (auto it = expression.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                for (auto id = identifier.globalMatch(m.captured(1)); id.hasNext();) {
                    const auto n = id.next();
                    const qsizetype start = m.capturedStart(1) + n.capturedStart();
                    if (start > 0 && (text[start - 1] == u'.' || text[start - 1].isDigit())) continue;  // an attribute, or 1e5
                    if (params.contains(n.captured())) continue;
                    m_references.push_back({QStringLiteral("property"), n.captured(), {}, &doc, e, attribute, bytesAt(start), bytesAt(start + n.capturedLength())});
                }
            }
            for (auto it = arg.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                m_references.push_back({QStringLiteral("arg"), m.captured(1), {}, &doc, e, attribute, bytesAt(m.capturedStart(1)), bytesAt(m.capturedEnd(1))});
            }
        };
        for (const XmlAttribute& a : e->attributes())
            if (a.rawValue.contains('$')) scan(a.rawValue, a.valueOffset, a.name);
        for (const auto& c : e->children())
            if (c->kind() == XmlNodeKind::Text) {
                const QByteArray& raw = static_cast<const XmlLeaf*>(c.get())->raw();
                if (raw.contains('$')) scan(raw, c->offset(), {});
            }
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
    QSet<const XmlElement*> seen;
    for (const NameSite& d : m_definitions)
        if (d.kind == s.kind && d.name == s.name && (d.scope == s.scope || !isSdf(m_format)) && !seen.contains(d.element)) {
            seen.insert(d.element);
            out.push_back(&d);
        }
    if (out.empty() && isSdf(m_format) && !s.scope.isEmpty()) {
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
    const QString parent = e.parentElement() ? e.parentElement()->name() : QString();
    for (const Rule& r : kReferences) {
        if (!listed(r.formats, m_format) || (r.element && e.name() != QLatin1String(r.element)) || (r.parents && !listed(r.parents, parent))) continue;
        if (m_format == QLatin1String("mjcf") && e.name() == QLatin1String("default")) continue;
        if (attribute.isEmpty() ? !r.attribute : (r.attribute && attribute == QLatin1String(r.attribute))) return QLatin1String(r.kind);
    }
    return {};
}

QStringList NameIndex::namesFor(const QString& kind, const XmlDocument& doc, const XmlElement* e, const QString& attribute) const {
    QString scope;
    if (isSdf(m_format) && e) scope = scopeId(doc, referenceScope(e, attribute));
    QStringList out;
    QSet<QString> seen;
    for (const NameSite& d : m_definitions)
        if (d.kind == kind && (!isSdf(m_format) || d.scope == scope) && !seen.contains(d.name)) {
            seen.insert(d.name);
            out << d.name;
        }
    return out;
}

}  // namespace kinedit::lsp
