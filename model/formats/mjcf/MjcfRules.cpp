#include "MjcfRules.h"

#include "MjcfCodes.h"
#include "MjcfComposite.h"
#include "MjcfSchema.h"
#include "xml/NumberText.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QHash>

namespace kinedit {

namespace {
struct MjcfRulesText {
    Q_DECLARE_TR_FUNCTIONS(MjcfRules)
};
using T = MjcfRulesText;

Diagnostic at(const MjcfNode& n, const QString& attribute, const char* code, const QString& message) {
    return diagnosticAt(*n.doc, n.e, attribute, Severity::Error, code, message);
}

// Attributes MuJoCo reads with exactly their number of values.
bool exactCount(const QString& name) {
    static const QStringList exact = {QStringLiteral("pos"),         QStringLiteral("quat"),   QStringLiteral("axis"),
                                      QStringLiteral("axisangle"),   QStringLiteral("euler"),  QStringLiteral("xyaxes"),
                                      QStringLiteral("zaxis"),       QStringLiteral("fromto"), QStringLiteral("diaginertia"),
                                      QStringLiteral("fullinertia"), QStringLiteral("anchor"), QStringLiteral("offset")};
    return exact.contains(name);
}

void checkValue(const MjcfNode& n, const XmlAttribute& a, const MjcfAttributeRule& r, Diagnostics& out) {
    switch (r.kind) {
    case MjcfAttributeRule::Keyword:
    case MjcfAttributeRule::Bool:
        if (!r.keywords.contains(a.value))
            out.append(at(n, a.name, mjcfcode::BadKeyword,
                          T::tr("invalid keyword '%1' for %2: one of %3").arg(a.value, a.name, r.keywords.join(QStringLiteral(", ")))));
        return;
    case MjcfAttributeRule::Real:
    case MjcfAttributeRule::Int: {
        std::vector<double> v;
        bool ok = readNumbers(a.value, v);
        if (ok && r.kind == MjcfAttributeRule::Int)
            for (double x : v) ok = ok && x == std::floor(x);
        if (!ok) {
            out.append(at(n, a.name, mjcfcode::BadNumber,
                          (r.kind == MjcfAttributeRule::Int ? T::tr("%1 takes integers: '%2'") : T::tr("%1 takes numbers: '%2'"))
                              .arg(a.name, a.value)));
            return;
        }
        const int count = int(v.size());
        if (r.maxCount >= 0 && count > r.maxCount)
            out.append(
                at(n, a.name, mjcfcode::BadNumber, T::tr("%1 takes at most %2 numbers, not %3").arg(a.name).arg(r.maxCount).arg(count)));
        else if (count == 0)
            out.append(at(n, a.name, mjcfcode::BadNumber, T::tr("%1 is empty: it takes numbers").arg(a.name)));
        else if (exactCount(a.name) && r.maxCount > 0 && count < r.maxCount)
            out.append(at(n, a.name, mjcfcode::BadNumber, T::tr("%1 takes %2 numbers, not %3").arg(a.name).arg(r.maxCount).arg(count)));
        return;
    }
    case MjcfAttributeRule::String:
    case MjcfAttributeRule::Path: return;
    }
}

void checkElement(const MjcfTree& tree, const MjcfNode& n, const QString& path, Diagnostics& out) {
    const MjcfElementRule* rule = mjcfRule(path);
    if (!rule) return;
    for (const XmlAttribute& a : n.e->attributes()) {
        const MjcfAttributeRule* r = rule->rule(a.name);
        if (!r) {
            out.append(at(n, a.name, mjcfcode::UnknownAttribute, T::tr("unrecognized attribute '%1' of <%2>").arg(a.name, n.e->name())));
            continue;
        }
        checkValue(n, a, *r, out);
    }
    for (const AttributeSchema& a : rule->schema.attributes)
        if (a.required && !n.e->hasAttribute(a.name))
            out.append(at(n, {}, mjcfcode::MissingAttribute, T::tr("<%1> needs the attribute %2").arg(n.e->name(), a.name)));
    QHash<QString, int> seen;
    for (const MjcfNode& c : tree.children(n)) {
        const QString childPath = mjcfChildPath(path, c.e->name());
        if (childPath.isEmpty()) {
            out.append(at(c, {}, mjcfcode::UnknownElement, T::tr("unrecognized element <%1> in <%2>").arg(c.e->name(), n.e->name())));
            continue;
        }
        const MjcfElementRule* cr = mjcfRule(childPath);
        if (cr && (cr->repeat == '?' || cr->repeat == '!') && seen[c.e->name()]++ == 1)
            out.append(at(c, {}, mjcfcode::RepeatedElement, T::tr("<%1> may appear only once in <%2>").arg(c.e->name(), n.e->name())));
        checkElement(tree, c, childPath, out);
    }
}

// The namespace an element's name lives in; empty: names nothing.
QString kindOf(const MjcfNode& n, const QString& parent) {
    const QString& name = n.e->name();
    static const QStringList grouped = {QStringLiteral("actuator"), QStringLiteral("sensor"), QStringLiteral("equality"),
                                        QStringLiteral("tendon"), QStringLiteral("contact")};
    if (grouped.contains(parent)) return parent;
    if (name == QLatin1String("freejoint")) return QStringLiteral("joint");
    static const QStringList named = {
        QStringLiteral("body"),  QStringLiteral("joint"), QStringLiteral("geom"),     QStringLiteral("site"),    QStringLiteral("camera"),
        QStringLiteral("light"), QStringLiteral("mesh"),  QStringLiteral("material"), QStringLiteral("texture"), QStringLiteral("hfield"),
        QStringLiteral("skin"),  QStringLiteral("key"),   QStringLiteral("numeric"),  QStringLiteral("text"),    QStringLiteral("tuple")};
    return named.contains(name) ? name : QString();
}

struct Names {
    QHash<QString, QHash<QString, MjcfNode>> byKind;  // kind -> name -> first element
};

void collect(const MjcfTree& tree, const MjcfNode& n, Names& names, Diagnostics& out) {
    for (const MjcfNode& c : tree.children(n)) {
        if (c.e->name() == QLatin1String("default")) continue;  // classes name classes (MjcfDefaults)
        if (c.e->name() == QLatin1String("composite")) {
            // What it makes is named as MuJoCo names it (B0_0, J0_0_0, ...).
            const QString holder = n.e->name() == QLatin1String("body") ? n.e->attribute(u"name") : QStringLiteral("world");
            bool repeated = false;
            for (const auto& [kind, name] : mjcfCompositeNames(tree, c, holder)) {
                auto& list = names.byKind[kind];
                if (!list.contains(name) && !(kind == QLatin1String("body") && name == QLatin1String("world"))) {
                    list.insert(name, c);
                } else if (!repeated) {
                    repeated = true;
                    out.append(at(c, c.e->hasAttribute(u"prefix") ? QStringLiteral("prefix") : QString(), mjcfcode::DuplicateName,
                                  T::tr("the composite makes a %1 named '%2', a name already used").arg(kind, name)));
                }
            }
            continue;
        }
        const QString kind = kindOf(c, n.e->name());
        const XmlAttribute* a = c.e->findAttribute(u"name");
        if (!kind.isEmpty() && a && !a->value.isEmpty() && kind != QLatin1String("mesh")) {  // meshes: MjcfReader (default names)
            auto& list = names.byKind[kind];
            if (list.contains(a->value) || (kind == QLatin1String("body") && a->value == QLatin1String("world")))
                out.append(at(c, QStringLiteral("name"), mjcfcode::DuplicateName, T::tr("repeated %1 name '%2'").arg(kind, a->value)));
            else
                list.insert(a->value, c);
        }
        collect(tree, c, names, out);
    }
}

// Attributes that name another element: (element or parent, attribute) -> kind.
QString referenceKind(const QString& element, const QString& parent, const QString& attribute) {
    if (attribute == QLatin1String("body1") || attribute == QLatin1String("body2")) return QStringLiteral("body");
    if (attribute == QLatin1String("joint1") || attribute == QLatin1String("joint2")) return QStringLiteral("joint");
    if (attribute == QLatin1String("tendon1") || attribute == QLatin1String("tendon2")) return QStringLiteral("tendon");
    if (attribute == QLatin1String("geom1") || attribute == QLatin1String("geom2")) return QStringLiteral("geom");
    if (parent == QLatin1String("actuator") || parent == QLatin1String("sensor")) {
        if (attribute == QLatin1String("joint") || attribute == QLatin1String("jointinparent")) return QStringLiteral("joint");
        if (attribute == QLatin1String("site") || attribute == QLatin1String("refsite")) return QStringLiteral("site");
        if (attribute == QLatin1String("tendon")) return QStringLiteral("tendon");
        if (attribute == QLatin1String("body")) return QStringLiteral("body");
        if (attribute == QLatin1String("actuator")) return QStringLiteral("actuator");
    }
    if (parent == QLatin1String("fixed") && element == QLatin1String("joint") && attribute == QLatin1String("joint"))
        return QStringLiteral("joint");
    if (parent == QLatin1String("spatial")) {
        if (element == QLatin1String("site") && attribute == QLatin1String("site")) return QStringLiteral("site");
        if (element == QLatin1String("geom") && attribute == QLatin1String("geom")) return QStringLiteral("geom");
        if (attribute == QLatin1String("sidesite")) return QStringLiteral("site");
    }
    if ((element == QLatin1String("camera") || element == QLatin1String("light")) && attribute == QLatin1String("target"))
        return QStringLiteral("body");
    if (element == QLatin1String("material") && attribute == QLatin1String("texture")) return QStringLiteral("texture");
    return {};
}

void references(const MjcfTree& tree, const MjcfNode& n, const Names& names, Diagnostics& out) {
    for (const MjcfNode& c : tree.children(n)) {
        if (c.e->name() == QLatin1String("default")) continue;
        for (const XmlAttribute& a : c.e->attributes()) {
            const QString kind = referenceKind(c.e->name(), n.e->name(), a.name);
            if (kind.isEmpty() || a.value.isEmpty()) continue;
            if (kind == QLatin1String("body") && a.value == QLatin1String("world")) continue;
            if (!names.byKind.value(kind).contains(a.value))
                out.append(at(c, a.name, mjcfcode::UndefinedReference, T::tr("%1 '%2' is not defined").arg(kind, a.value)));
        }
        references(tree, c, names, out);
    }
}

}  // namespace

void checkMjcfSchema(const MjcfTree& tree, Diagnostics& out) {
    const MjcfNode root = tree.root();
    if (!root || root.e->name() != QLatin1String("mujoco") || !mjcfSchemaLoaded()) return;
    checkElement(tree, root, QStringLiteral("mujoco"), out);
}

void checkMjcfNames(const MjcfTree& tree, Diagnostics& out) {
    const MjcfNode root = tree.root();
    if (!root || root.e->name() != QLatin1String("mujoco")) return;
    Names names;
    collect(tree, root, names, out);
    references(tree, root, names, out);
}

}  // namespace kinedit
