#include "XacroNames.h"
#include "XacroFormat.h"

#include "formats/urdf/UrdfNames.h"
#include "xml/XmlDocument.h"

#include <QRegularExpression>
#include <QSet>

namespace kinedit {

namespace {

const QStringList kKeywords = {"macro", "property", "arg", "include", "if", "unless", "insert_block", "call", "element", "attribute"};

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

// Macro calls, ${property} and $(arg name) in e's values and text.
void xacroSites(const XmlDocument& doc, const XmlElement& e, std::vector<NameSite>&, std::vector<NameSite>& references) {
    if (e.name().startsWith(QLatin1String("xacro:")) && !kKeywords.contains(e.name().mid(6)))
        references.push_back(
            {QStringLiteral("macro"), e.name().mid(6), {}, &doc, &e, {}, e.offset() + 7, e.offset() + 1 + e.name().toUtf8().size()});
    QSet<QString> params;
    bool paramsKnown = false;
    auto scan = [&](const QByteArray& raw, qint64 at, const QString& attribute) {
        static const QRegularExpression expression(QStringLiteral("\\$\\{([^}]*)\\}")),
            identifier(QStringLiteral("[A-Za-z_][A-Za-z0-9_]*"));
        static const QRegularExpression arg(QStringLiteral("\\$\\(arg\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*\\)"));
        if (!paramsKnown) {
            params = macroParameters(&e);
            paramsKnown = true;
        }
        const QString text = QString::fromUtf8(raw);
        auto bytesAt = [&](qsizetype i) { return at + text.left(i).toUtf8().size(); };
        for (auto it = expression.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            for (auto id = identifier.globalMatch(m.captured(1)); id.hasNext();) {
                const auto n = id.next();
                const qsizetype start = m.capturedStart(1) + n.capturedStart();
                if (start > 0 && (text[start - 1] == u'.' || text[start - 1].isDigit())) continue;  // an attribute, or 1e5
                if (params.contains(n.captured())) continue;
                references.push_back({QStringLiteral("property"),
                                      n.captured(),
                                      {},
                                      &doc,
                                      &e,
                                      attribute,
                                      bytesAt(start),
                                      bytesAt(start + n.capturedLength())});
            }
        }
        for (auto it = arg.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            references.push_back(
                {QStringLiteral("arg"), m.captured(1), {}, &doc, &e, attribute, bytesAt(m.capturedStart(1)), bytesAt(m.capturedEnd(1))});
        }
    };
    for (const XmlAttribute& a : e.attributes())
        if (a.rawValue.contains('$')) scan(a.rawValue, a.valueOffset, a.name);
    for (const auto& c : e.children())
        if (c->kind() == XmlNodeKind::Text) {
            const QByteArray& raw = static_cast<const XmlLeaf*>(c.get())->raw();
            if (raw.contains('$')) scan(raw, c->offset(), {});
        }
}

}  // namespace

const NameRules& xacroNameRules() {
    static const NameRules rules = [] {
        NameRules r = urdfNameRules();
        r.definitions.push_back({"xacro:macro", nullptr, "name", "macro"});
        r.definitions.push_back({"xacro:property", nullptr, "name", "property"});
        r.definitions.push_back({"xacro:arg", nullptr, "name", "arg"});
        r.references.push_back({"xacro:call", nullptr, "macro", "macro"});
        r.more = xacroSites;
        return r;
    }();
    return rules;
}

const NameRules* XacroFormat::nameRules() const { return &xacroNameRules(); }

}  // namespace kinedit
