#include "MjcfDefaults.h"

#include "MjcfCodes.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>

namespace kinedit {

namespace {
struct MjcfDefaultsText {
    Q_DECLARE_TR_FUNCTIONS(MjcfDefaults)
};
using T = MjcfDefaultsText;
}  // namespace

void MjcfDefaults::read(const MjcfTree& tree, Diagnostics& out) {
    for (const MjcfNode& d : tree.children(tree.root(), u"default")) {
        // The top-level section is main (its class attribute, if any, must say so).
        MjcfClass& main = m_classes.front();
        if (!main.node) main.node = d;
        for (const MjcfNode& c : tree.children(d))
            if (c.e->name() != QLatin1String("default"))
                for (const XmlAttribute& a : c.e->attributes()) main.values[c.e->name()].insert(a.name, {a.value, c});
    }
    // Nested classes copy main as it is once every section was read.
    for (const MjcfNode& d : tree.children(tree.root(), u"default"))
        for (const MjcfNode& c : tree.children(d, u"default")) readClass(tree, c, &m_classes.front(), out);
}

void MjcfDefaults::readClass(const MjcfTree& tree, const MjcfNode& n, const MjcfClass* parent, Diagnostics& out) {
    const QString name = n.e->attribute(u"class");
    if (name.isEmpty()) {
        out.append(
            diagnosticAt(*n.doc, n.e, {}, Severity::Error, mjcfcode::MissingAttribute, T::tr("a nested <default> needs a class name")));
        return;
    }
    if (m_byName.contains(name)) {
        out.append(diagnosticAt(*n.doc, n.e, QStringLiteral("class"), Severity::Error, mjcfcode::DuplicateName,
                                T::tr("default class '%1' is defined twice").arg(name)));
        return;
    }
    MjcfClass c;
    c.name = name;
    c.parent = parent;
    c.node = n;
    c.values = parent->values;
    m_classes.push_back(std::move(c));
    MjcfClass* cls = &m_classes.back();
    m_byName.insert(name, cls);
    for (const MjcfNode& k : tree.children(n)) {
        if (k.e->name() == QLatin1String("default")) continue;
        for (const XmlAttribute& a : k.e->attributes()) cls->values[k.e->name()].insert(a.name, {a.value, k});
    }
    for (const MjcfNode& k : tree.children(n, u"default")) readClass(tree, k, cls, out);
}

bool MjcfItem::has(QStringView attribute) const {
    if (node.e->hasAttribute(attribute)) return true;
    return cls && cls->values.value(kind).contains(attribute.toString());
}

QString MjcfItem::get(QStringView attribute, const QString& fallback) const {
    if (const XmlAttribute* a = node.e->findAttribute(attribute)) return a->value;
    if (cls) {
        const auto k = cls->values.constFind(kind);
        if (k != cls->values.cend()) {
            const auto v = k->constFind(attribute.toString());
            if (v != k->cend()) return v->text;
        }
    }
    return fallback;
}

MjcfNode MjcfItem::source(QStringView attribute) const {
    if (node.e->hasAttribute(attribute) || !cls) return node;
    const MjcfClass::Value v = cls->values.value(kind).value(attribute.toString());
    return v.from ? v.from : node;
}

}  // namespace kinedit
