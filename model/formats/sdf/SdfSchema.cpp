#include "SdfSchema.h"

#include "SdfCodes.h"
#include "xml/NumberText.h"
#include "xml/XmlDiagnostics.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QVarLengthArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <deque>

namespace kinedit {

namespace {
struct SdfSchemaText {
    Q_DECLARE_TR_FUNCTIONS(SdfSchema)
};
using T = SdfSchemaText;

// Owns every element; an included description file is built once and shared
// (model.sdf includes itself for nested models).
struct SchemaStore {
    std::deque<SdfSchemaElement> elements;
    QHash<QString, SdfSchemaElement*> files;
    QJsonObject json;
    const SdfSchemaElement* root = nullptr;

    SdfSchemaElement* file(const QString& name) {
        if (SdfSchemaElement* e = files.value(name)) return e;
        const QJsonObject o = json.value(name).toObject();
        if (o.isEmpty()) return nullptr;
        elements.emplace_back();
        SdfSchemaElement* e = &elements.back();
        files.insert(name, e);  // before filling: recursion finds it
        fill(*e, o);
        return e;
    }
    void fill(SdfSchemaElement& e, const QJsonObject& o) {
        e.name = o.value(QLatin1String("n")).toString();
        e.required = o.value(QLatin1String("r")).toString();
        e.type = o.value(QLatin1String("t")).toString();
        e.defaultValue = o.value(QLatin1String("d")).toString();
        e.description = o.value(QLatin1String("s")).toString();
        e.copyData = o.value(QLatin1String("x")).toInt() == 1;
        for (const QJsonValue& a : o.value(QLatin1String("a")).toArray()) {
            const QJsonArray v = a.toArray();
            e.attributes.append({v[0].toString(), v[1].toString(), v[2].toString(), v[3].toString(), v[4].toString()});
        }
        for (const QJsonValue& c : o.value(QLatin1String("c")).toArray()) {
            const QJsonObject co = c.toObject();
            if (co.contains(QLatin1String("i"))) {
                if (const SdfSchemaElement* inc = file(co.value(QLatin1String("i")).toString())) e.children.append(inc);
            } else {
                elements.emplace_back();
                SdfSchemaElement* child = &elements.back();
                fill(*child, co);
                e.children.append(child);
            }
        }
    }
};

const SchemaStore& store() {
    static const SchemaStore s = [] {
        SchemaStore st;
        QFile f(QStringLiteral(":/sdf/sdformat-1.9.json"));
        if (f.open(QIODevice::ReadOnly)) {
            const QJsonObject top = QJsonDocument::fromJson(f.readAll()).object();
            st.json = top.value(QLatin1String("files")).toObject();
            st.root = st.file(top.value(QLatin1String("root")).toString());
        }
        return st;
    }();
    return s;
}

}  // namespace

std::optional<bool> sdfBool(const QString& text) {
    const QString t = text.trimmed();
    if (t.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0 || t == QLatin1String("1")) return true;
    if (t.compare(QLatin1String("false"), Qt::CaseInsensitive) == 0 || t == QLatin1String("0")) return false;
    return std::nullopt;
}

namespace {

bool validValue(const QString& type, const QString& text) {
    const QString t = text.simplified();
    auto count = [&](int n) {
        QVarLengthArray<double, 8> v;
        return readNumbers(t, v) && v.size() == n;
    };
    if (type == QLatin1String("double") || type == QLatin1String("float")) return count(1);
    // Integers as C++ streams read them in libsdformat: decimal, or hex
    // with 0x (bitmasks).
    if (type == QLatin1String("int") || type == QLatin1String("unsigned int")) {
        bool ok = false;
        if (t.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
            t.mid(2).toULongLong(&ok, 16);
        else if (type == QLatin1String("int"))
            t.toLongLong(&ok);
        else
            t.toULongLong(&ok);
        return ok;
    }
    if (type == QLatin1String("bool")) return sdfBool(t).has_value();
    if (type == QLatin1String("vector3")) return count(3);
    if (type == QLatin1String("vector2d")) return count(2);
    if (type == QLatin1String("color")) return count(3) || count(4);
    return true;
}

void walk(const XmlDocument& doc, const XmlElement* e, const SdfSchemaElement& s, Diagnostics& out) {
    for (const XmlAttribute& a : e->attributes()) {
        if (a.name.contains(QLatin1Char(':')) || a.name == QLatin1String("xmlns")) continue;
        if (!s.attribute(a.name))
            out.append(diagnosticAt(
                doc, e, a.name, Severity::Warning, sdfcode::UnknownAttribute,
                T::tr("'%1' is not an SDFormat attribute of <%2>; it is kept, and simulators ignore it").arg(a.name, e->name())));
    }
    for (const SdfSchemaAttribute& a : s.attributes)
        if (a.required == QLatin1String("1") && !e->hasAttribute(a.name))
            out.append(diagnosticAt(doc, e, {}, Severity::Error, sdfcode::MissingAttribute,
                                    T::tr("<%1> needs the attribute '%2'").arg(e->name(), a.name)));
    // An empty value of an element that is not required is its default, as
    // libsdformat reads it (<self_collide/>).
    const bool defaulted = s.required != QLatin1String("1") && e->text().trimmed().isEmpty();
    if (!s.type.isEmpty() && !defaulted && !validValue(s.type, e->text()))
        out.append(diagnosticAt(doc, e, {}, Severity::Error, sdfcode::BadValue,
                                T::tr("<%1> is a %2, got '%3'").arg(e->name(), s.type, e->text().simplified())));
    // Content copied as written (a plugin's: an unnamed copy_data child).
    if (s.copyData || std::any_of(s.children.begin(), s.children.end(), [](const SdfSchemaElement* c) { return c->copyData; })) return;
    for (const XmlElement* c : e->elements()) {
        if (c->name().contains(QLatin1Char(':'))) continue;  // a namespaced extension
        const SdfSchemaElement* cs = s.child(c->name());
        // libsdformat reads an <include> under <sdf> as the file's model.
        if (!cs && c->name() == QLatin1String("include") && e->name() == QLatin1String("sdf"))
            if (const SdfSchemaElement* m = s.child(u"model")) cs = m->child(u"include");
        // //world/joint: the 1.8 proposal reintroduces it (SDFormat 1.10 has it).
        if (!cs && c->name() == QLatin1String("joint") && e->name() == QLatin1String("world"))
            if (const SdfSchemaElement* m = s.child(u"model")) cs = m->child(u"joint");
        // //include/joint and //include/frame: what an include may add (proposal 1.4.1).
        if (!cs && (c->name() == QLatin1String("joint") || c->name() == QLatin1String("frame")) && e->name() == QLatin1String("include"))
            if (const SdfSchemaElement* m = sdfSchemaRoot()->child(u"model")) cs = m->child(c->name());
        if (!cs) {
            out.append(diagnosticAt(
                doc, c, {}, Severity::Warning, sdfcode::UnknownElement,
                T::tr("<%1> is not defined in SDFormat inside <%2>; it is kept, and simulators ignore it").arg(c->name(), e->name())));
            continue;
        }
        walk(doc, c, *cs, out);
    }
}
}  // namespace

const SdfSchemaElement* SdfSchemaElement::child(QStringView n) const {
    for (const SdfSchemaElement* c : children)
        if (c->name == n) return c;
    return nullptr;
}

const SdfSchemaAttribute* SdfSchemaElement::attribute(QStringView n) const {
    for (const SdfSchemaAttribute& a : attributes)
        if (a.name == n) return &a;
    return nullptr;
}

const SdfSchemaElement* sdfSchemaRoot() { return store().root; }

void checkSchema(const XmlDocument& doc, Diagnostics& out) {
    const SdfSchemaElement* root = sdfSchemaRoot();
    const XmlElement* e = doc.root();
    if (!root || !e || e->name() != QLatin1String("sdf")) return;
    walk(doc, e, *root, out);
}

}  // namespace kinedit
