#include "MjcfSchema.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace kinedit {

namespace {

// "real(3)", "real(1-3)", "real(*)", "int", "keyword", "bool", "string", "path".
MjcfAttributeRule parseType(const QString& type, const QString& values) {
    MjcfAttributeRule r;
    static const QRegularExpression re(QStringLiteral("^(real|int)(?:\\((\\*|\\d+)(?:-(\\d+))?\\))?$"));
    const QRegularExpressionMatch m = re.match(type.trimmed());
    if (m.hasMatch()) {
        r.kind = m.captured(1) == QLatin1String("int") ? MjcfAttributeRule::Int : MjcfAttributeRule::Real;
        const QString a = m.captured(2), b = m.captured(3);
        if (a == QLatin1String("*"))
            r.minCount = 1, r.maxCount = -1;
        else if (!a.isEmpty())
            r.minCount = a.toInt(), r.maxCount = b.isEmpty() ? a.toInt() : b.toInt();
        if (!b.isEmpty()) r.minCount = a.toInt();
        return r;
    }
    if (type == QLatin1String("keyword") || type == QLatin1String("bool")) {
        r.kind = type == QLatin1String("bool") ? MjcfAttributeRule::Bool : MjcfAttributeRule::Keyword;
        r.keywords = values.split(QLatin1Char('|'), Qt::SkipEmptyParts);
        if (r.kind == MjcfAttributeRule::Bool && r.keywords.isEmpty()) r.keywords = {QStringLiteral("false"), QStringLiteral("true")};
        return r;
    }
    r.kind = type == QLatin1String("path") ? MjcfAttributeRule::Path : MjcfAttributeRule::String;
    return r;
}

ValueType valueType(const MjcfAttributeRule& r) {
    switch (r.kind) {
    // One real number: a number field. Integers and lists of numbers: text
    // (a number field would show "1.0" for 1, and only one value).
    case MjcfAttributeRule::Real: return r.minCount == 1 && r.maxCount == 1 ? ValueType::Number : ValueType::String;
    case MjcfAttributeRule::Int: return ValueType::String;
    case MjcfAttributeRule::Keyword: return ValueType::Enum;
    case MjcfAttributeRule::Bool: return ValueType::Boolean;
    case MjcfAttributeRule::Path: return ValueType::Path;
    case MjcfAttributeRule::String: break;
    }
    return ValueType::String;
}

// What MuJoCo 2.2.2's schema lists but its parser refuses: the world body
// shares body's schema but takes no attributes, inertial or joints; the
// distance constraint was removed in 2.2.2. True: leave the element out.
bool refusedByParser(const QString& path, MjcfElementRule& r) {
    if (path == QLatin1String("mujoco/worldbody")) {
        for (const char* c : {"inertial", "joint", "freejoint"}) r.schema.children.removeAll(QLatin1String(c));
        r.schema.attributes.clear();
        r.rules.clear();
    }
    if (path == QLatin1String("mujoco/equality")) r.schema.children.removeAll(QLatin1String("distance"));
    return path == QLatin1String("mujoco/equality/distance");
}

struct Store {
    QHash<QString, MjcfElementRule> byPath;
    QHash<QString, QString> recursive;  // inner path -> the element's path
    Schema flat{QStringLiteral("mjcf"), {}};
    bool loaded = false;
};

const Store& store() {
    static const Store s = [] {
        Store st;
        QFile f(QStringLiteral(":/mjcf/schema.json"));
        if (!f.open(QIODevice::ReadOnly)) return st;
        const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonObject elements = root.value(QLatin1String("elements")).toObject();
        QList<QString> order = elements.keys();
        // The flat schema prefers an element's place in a body, then its shortest path.
        std::stable_sort(order.begin(), order.end(), [](const QString& a, const QString& b) {
            const bool ab = a.startsWith(QLatin1String("mujoco/worldbody/body")), bb = b.startsWith(QLatin1String("mujoco/worldbody/body"));
            if (ab != bb) return ab;
            return a.count(QLatin1Char('/')) < b.count(QLatin1Char('/'));
        });
        QList<ElementSchema> flat;
        QSet<QString> named;
        for (const QString& path : order) {
            const QJsonObject o = elements.value(path).toObject();
            MjcfElementRule r;
            r.path = path;
            const QString rep = o.value(QLatin1String("r")).toString();
            r.repeat = rep.isEmpty() ? '*' : rep[0].toLatin1();
            r.schema.name = path.section(QLatin1Char('/'), -1);
            r.schema.description = o.value(QLatin1String("d")).toString();
            r.schema.repeatable = r.repeat == '*' || r.repeat == 'R';
            for (const QJsonValue& c : o.value(QLatin1String("c")).toArray()) r.schema.children.append(c.toString());
            if (refusedByParser(path, r)) continue;
            const bool noAttributes = path == QLatin1String("mujoco/worldbody");
            for (const QJsonValue& av : noAttributes ? QJsonArray() : o.value(QLatin1String("a")).toArray()) {
                const QJsonArray a = av.toArray();
                AttributeSchema as;
                as.name = a.at(0).toString();
                const MjcfAttributeRule rule = parseType(a.at(1).toString(), a.at(3).toString());
                as.type = valueType(rule);
                as.defaultValue = a.at(2).toString();
                for (const QString& k : rule.keywords) as.values.append({k, {}});
                as.unit = a.at(4).toString();
                as.description = a.at(5).toString();
                // Angles follow compiler/angle (degrees unless the file says
                // radian): no one unit to show beside the number.
                if (as.unit == QLatin1String("rad|deg")) as.unit.clear();
                as.required = a.size() > 6 && a.at(6).toBool();
                r.schema.attributes.append(as);
                r.rules.append(rule);
            }
            if (!named.contains(r.schema.name)) {
                named.insert(r.schema.name);
                flat.append(r.schema);
            }
            st.byPath.insert(path, r);
        }
        const QJsonObject rec = root.value(QLatin1String("recursive")).toObject();
        for (auto it = rec.begin(); it != rec.end(); ++it) st.recursive.insert(it.key(), it.value().toString());
        st.flat = Schema(QStringLiteral("mjcf"), flat);
        st.loaded = !st.byPath.isEmpty();
        return st;
    }();
    return s;
}

}  // namespace

const MjcfAttributeRule* MjcfElementRule::rule(QStringView attribute) const {
    for (qsizetype i = 0; i < schema.attributes.size(); ++i)
        if (schema.attributes[i].name == attribute) return &rules[i];
    return nullptr;
}

const MjcfElementRule* mjcfRule(const QString& path) {
    const auto& byPath = store().byPath;
    const auto it = byPath.constFind(path);
    return it == byPath.cend() ? nullptr : &*it;
}

QString mjcfChildPath(const QString& parentPath, const QString& child) {
    const MjcfElementRule* parent = mjcfRule(parentPath);
    if (!parent || !parent->schema.children.contains(child)) return {};
    const QString path = parentPath + QLatin1Char('/') + child;
    return store().recursive.value(path, path);
}

const Schema& mjcfSchema() { return store().flat; }

bool mjcfSchemaLoaded() { return store().loaded; }

}  // namespace kinedit
