// textDocument/completion: what the schema allows at the cursor (elements
// inside a parent, attributes of an element, enum values; only what the
// file's version has), and names where a reference is expected.
#include "LspDocument.h"
#include "LspFeatures.h"
#include "names/NameIndex.h"

#include "formats/Format.h"
#include "schema/Schema.h"

#include <QRegularExpression>
#include <QSet>
#include <QVersionNumber>

namespace kinedit::lsp {

namespace {

// LSP's CompletionItemKind.
enum ItemKind { Function = 3, Variable = 6, Class = 7, Property = 10, Reference = 18, EnumMember = 20 };

QJsonObject item(const QString& label, int kind, const QString& detail = {}, const QString& documentation = {}) {
    QJsonObject o{{QStringLiteral("label"), label}, {QStringLiteral("kind"), kind}};
    if (!detail.isEmpty()) o.insert(QStringLiteral("detail"), detail);
    if (!documentation.isEmpty()) o.insert(QStringLiteral("documentation"), documentation);
    return o;
}

bool inVersion(const QVersionNumber& since, const QVersionNumber& version) {
    return since.isNull() || version.isNull() || since <= version;
}

}  // namespace

QJsonValue completion(LspDocument& doc, const QJsonObject& params) {
    doc.check();
    const XmlDocument* xml = doc.doc();
    const Format* format = doc.format();
    const int i = doc.index(params.value(QStringLiteral("position")).toObject());
    QJsonArray items;
    if (!xml || !format || i < 0) return items;
    const QString& text = doc.text();
    // Each item replaces what is typed of it before the cursor (clients that
    // break words at ':' would otherwise write "xacro:xacro:macro").
    const QJsonObject cursor = params.value(QStringLiteral("position")).toObject();
    auto withEdits = [&](const QString& typed) {
        QJsonObject start = cursor;
        start.insert(QStringLiteral("character"), std::max(0, cursor.value(QStringLiteral("character")).toInt() - int(typed.size())));
        const QJsonObject range{{QStringLiteral("start"), start}, {QStringLiteral("end"), cursor}};
        QJsonArray out;
        for (const QJsonValue& v : std::as_const(items)) {
            QJsonObject o = v.toObject();
            const QString label = o.value(QStringLiteral("label")).toString();
            if (!label.startsWith(typed, Qt::CaseInsensitive)) continue;
            o.insert(QStringLiteral("textEdit"), QJsonObject{{QStringLiteral("range"), range}, {QStringLiteral("newText"), label}});
            o.insert(QStringLiteral("filterText"), label);
            out.append(o);
        }
        return out;
    };
    const QVersionNumber version = xml->root() ? QVersionNumber::fromString(xml->root()->attribute(u"version")) : QVersionNumber();
    const qsizetype lt = text.lastIndexOf(u'<', i - 1), gt = text.lastIndexOf(u'>', i - 1);
    const QString before = lt >= 0 ? text.mid(lt, i - lt) : QString();
    const NameIndex& names = doc.names();
    auto elementStartingAt = [&](qsizetype index) -> const XmlElement* {
        const qint64 b = text.left(index).toUtf8().size();
        const XmlElement* e = xml->elementAt(b);
        return e && e->offset() == b ? e : nullptr;
    };
    if (lt < 0 || lt < gt) {
        // In an element's text: names where the text is a reference (SDFormat's <parent>).
        const XmlElement* e = xml->elementAt(doc.byteOffset(params.value(QStringLiteral("position")).toObject()));
        if (e)
            if (const QString kind = names.referenceKind(*e, {}); !kind.isEmpty())
                for (const QString& n : names.namesFor(kind, *xml, e)) items.append(item(n, Reference, kind));
        static const QRegularExpression word(QStringLiteral("[^\\s>]*$"));
        return withEdits(word.match(QStringView(text).left(i)).captured());
    }
    static const QRegularExpression elementName(QStringLiteral("^<([A-Za-z_][\\w:.-]*)?$"));
    static const QRegularExpression inValue(QStringLiteral("^<([\\w:.-]+)[\\s\\S]*\\s([\\w:.-]+)\\s*=\\s*([\"'])([^\"']*)$"));
    static const QRegularExpression tagName(QStringLiteral("^<([\\w:.-]+)"));
    if (elementName.match(before).hasMatch()) {
        // A child element: the parent is what holds the '<'.
        const XmlElement* self = elementStartingAt(lt);
        const XmlElement* parent =
            self ? self->parentElement() : xml->elementAt(doc.byteOffset(params.value(QStringLiteral("position")).toObject()));
        if (parent == self) parent = nullptr;
        if (!parent) return items;
        if (const ElementSchema* ps = format->elementSchema(*parent))
            for (const QString& child : ps->children) {
                const ElementSchema* cs = format->childSchema(*parent, child);
                if (cs && !inVersion(cs->since, version)) continue;
                items.append(item(child, Class,
                                  cs && !cs->since.isNull() ? QStringLiteral("SDFormat %1+").arg(cs->since.toString()) : QString(),
                                  cs ? cs->description : QString()));
            }
        for (const NameSite& d : names.definitions())
            if (d.kind == QLatin1String("macro")) items.append(item(QStringLiteral("xacro:") + d.name, Function, QStringLiteral("macro")));
        return withEdits(before.mid(1));
    }
    const auto tag = tagName.match(before);
    if (!tag.hasMatch()) return items;
    const XmlElement* e = elementStartingAt(lt);
    const XmlElement* parent = e ? e->parentElement() : xml->elementAt(text.left(lt).toUtf8().size());
    const ElementSchema* es = e ? format->elementSchema(*e) : parent ? format->childSchema(*parent, tag.captured(1)) : nullptr;
    if (const auto v = inValue.match(before); v.hasMatch()) {
        const QString attribute = v.captured(2), prefix = v.captured(4);
        // xacro: ${ opens an expression: properties.
        if (prefix.lastIndexOf(QStringLiteral("${")) > prefix.lastIndexOf(u'}')) {
            for (const NameSite& d : names.definitions())
                if (d.kind == QLatin1String("property")) items.append(item(d.name, Variable, QStringLiteral("property")));
            static const QRegularExpression identifier(QStringLiteral("[A-Za-z0-9_]*$"));
            return withEdits(identifier.match(prefix).captured());
        }
        if (prefix.endsWith(QStringLiteral("$(arg "))) {
            for (const NameSite& d : names.definitions())
                if (d.kind == QLatin1String("arg")) items.append(item(d.name, Variable, QStringLiteral("arg")));
            return withEdits({});
        }
        if (const AttributeSchema* as = es ? es->attribute(attribute) : nullptr; as && as->type == ValueType::Enum)
            for (const EnumValue& ev : as->values)
                if (inVersion(ev.since, version)) items.append(item(ev.value, EnumMember, as->name));
        if (e)
            if (const QString kind = names.referenceKind(*e, attribute); !kind.isEmpty())
                for (const QString& n : names.namesFor(kind, *xml, e, attribute)) items.append(item(n, Reference, kind));
        return withEdits(prefix);
    }
    // An attribute name: those the schema has that the tag does not yet.
    if (!es) return items;
    static const QRegularExpression written(QStringLiteral("\\s([\\w:.-]+)\\s*="));
    QSet<QString> present;
    for (auto it = written.globalMatch(before); it.hasNext();) present.insert(it.next().captured(1));
    if (e)
        for (const XmlAttribute& a : e->attributes()) present.insert(a.name);
    for (const AttributeSchema& as : es->attributes)
        if (!present.contains(as.name) && inVersion(as.since, version))
            items.append(item(as.name, Property, as.unit.isEmpty() ? QString() : as.unit, as.description));
    static const QRegularExpression attributeName(QStringLiteral("[\\w:.-]*$"));
    return withEdits(attributeName.match(before).captured());
}

}  // namespace kinedit::lsp
