// textDocument/definition, references and documentSymbol.
#include "LspDocument.h"
#include "LspFeatures.h"
#include "LspNames.h"

#include "formats/Format.h"

#include <QFileInfo>
#include <QSet>

namespace kinedit::lsp {

namespace {

// A site's location: in the open document by its text, in another file by
// that file's lines (characters taken as UTF-16 units: names are ASCII).
QJsonObject location(const LspDocument& doc, const XmlDocument& in, qint64 from, qint64 to) {
    if (&in == doc.doc()) return {{QStringLiteral("uri"), doc.uri()}, {QStringLiteral("range"), doc.range(from, to)}};
    auto pos = [&](qint64 b) {
        const SourcePos p = in.position(b);
        return QJsonObject{{QStringLiteral("line"), std::max(0, p.line - 1)}, {QStringLiteral("character"), std::max(0, p.column - 1)}};
    };
    return {{QStringLiteral("uri"), pathToUri(QFileInfo(in.fileName()).absoluteFilePath())},
            {QStringLiteral("range"), QJsonObject{{QStringLiteral("start"), pos(from)}, {QStringLiteral("end"), pos(to)}}}};
}

QJsonObject location(const LspDocument& doc, const NameSite& s) { return location(doc, *s.doc, s.from, s.to); }

// LSP's SymbolKind of an element.
int symbolKind(const QString& name) {
    static const QHash<QString, int> kinds = {
        {"robot", 2}, {"sdf", 1}, {"world", 2}, {"model", 2}, {"mujoco", 2}, {"skel", 2}, {"worldbody", 3},
        {"link", 5}, {"body", 5}, {"bracket", 5}, {"actuator", 5}, {"rigid-body", 5},
        {"joint", 11}, {"freejoint", 11}, {"output", 11},
        {"frame", 8}, {"site", 8}, {"origin", 8}, {"pose", 8},
        {"visual", 19}, {"collision", 19}, {"geom", 19}, {"inertial", 19},
        {"default", 26}, {"material", 14}, {"mesh", 17}, {"include", 17}, {"xacro:include", 17},
        {"xacro:macro", 12}, {"xacro:property", 13}, {"xacro:arg", 13},
    };
    return kinds.value(name, name.startsWith(QLatin1String("xacro:")) ? 6 : 19);
}

QJsonObject symbol(const LspDocument& doc, const XmlElement& e, int depth) {
    const QString name = e.attribute(u"name", e.attribute(u"class", e.attribute(u"macro")));
    const XmlAttribute* named = e.findAttribute(u"name") ? e.findAttribute(u"name") : e.findAttribute(u"class");
    const qint64 end = e.endOffset() > e.offset() ? e.endOffset() : e.offset() + 1;
    const qint64 nameFrom = named ? named->valueOffset : e.offset() + 1, nameTo = named ? named->valueOffset + named->rawValue.size() : e.offset() + 1 + e.name().toUtf8().size();
    QJsonObject o{{QStringLiteral("name"), name.isEmpty() ? QStringLiteral("<%1>").arg(e.name()) : name},
                  {QStringLiteral("detail"), QStringLiteral("<%1>").arg(e.name())},
                  {QStringLiteral("kind"), symbolKind(e.name())},
                  {QStringLiteral("range"), doc.range(e.offset(), end)},
                  {QStringLiteral("selectionRange"), doc.range(nameFrom, std::max(nameFrom, nameTo))}};
    QJsonArray children;
    if (depth < 256)
        for (const XmlElement* c : e.elements()) children.append(symbol(doc, *c, depth + 1));
    if (!children.isEmpty()) o.insert(QStringLiteral("children"), children);
    return o;
}

const NameSite* siteAt(LspDocument& doc, const QJsonObject& params) {
    doc.check();
    const qint64 at = doc.byteOffset(params.value(QStringLiteral("position")).toObject());
    return doc.doc() && at >= 0 ? doc.names().at(*doc.doc(), at) : nullptr;
}

}  // namespace

QJsonValue definition(LspDocument& doc, const QJsonObject& params) {
    QJsonArray out;
    if (const NameSite* s = siteAt(doc, params)) {
        for (const NameSite* d : doc.names().definitionsOf(*s)) out.append(location(doc, *d));
    } else if (doc.doc() && doc.format()) {
        // An element that names another (a xacro macro call) or a file (an include).
        const qint64 at = doc.byteOffset(params.value(QStringLiteral("position")).toObject());
        if (const XmlElement* e = doc.doc()->elementAt(at)) {
            const SourceLocation where = doc.format()->definitionOf(*doc.doc(), *e);
            if (!where.file.isEmpty()) out.append(fileLocation(where.file, where.line, where.column)); else if (QString file = doc.format()->includedFile(*e, doc.path()); !file.isEmpty() || e->name().endsWith(QLatin1String("include"))) {
                if (file.isEmpty()) {
                    // xacro: the file read whose path ends as the include's does after $(find ...) or $(arg ...).
                    QString tail = e->attribute(u"filename", e->attribute(u"file"));
                    tail = tail.mid(tail.lastIndexOf(u')') + 1);
                    if (!tail.startsWith(u'/')) tail.prepend(u'/');
                    for (const QString& f : doc.filesRead())
                        if (tail.size() > 1 && f.endsWith(tail)) file = f;
                    if (file.isEmpty()) return QJsonValue::Null;
                }
                out.append(fileLocation(file, 1, 1));
            }
        }
    }
    if (out.isEmpty()) return QJsonValue::Null;
    return out.size() == 1 ? QJsonValue(out.first()) : QJsonValue(out);
}

QJsonValue references(LspDocument& doc, const QJsonObject& params) {
    QJsonArray out;
    const NameSite* s = siteAt(doc, params);
    if (!s) return out;
    const bool declarations = params.value(QStringLiteral("context")).toObject().value(QStringLiteral("includeDeclaration")).toBool(true);
    for (const NameSite* r : doc.names().referencesTo(*s, declarations)) out.append(location(doc, *r));
    return out;
}

QJsonValue documentSymbols(LspDocument& doc) {
    doc.check();
    QJsonArray out;
    if (doc.doc() && doc.doc()->root()) out.append(symbol(doc, *doc.doc()->root(), 0));
    return out;
}

}  // namespace kinedit::lsp
