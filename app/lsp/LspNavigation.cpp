// textDocument/definition, references and documentSymbol.
#include "LspDocument.h"
#include "LspFeatures.h"
#include "names/NameIndex.h"

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

// LSP's SymbolKind of what an element is.
int symbolKind(ElementKind kind) {
    switch (kind) {
    case ElementKind::Document: return 1;   // File
    case ElementKind::Container: return 2;  // Module
    case ElementKind::Group: return 3;      // Namespace
    case ElementKind::Link: return 5;       // Class
    case ElementKind::Joint: return 11;     // Interface
    case ElementKind::Frame: return 8;      // Field
    case ElementKind::Material: return 14;  // Constant
    case ElementKind::Asset:
    case ElementKind::Include: return 17;   // File
    case ElementKind::Class: return 26;     // TypeParameter
    case ElementKind::Macro: return 12;     // Function
    case ElementKind::Property: return 13;  // Variable
    case ElementKind::Call: return 6;       // Method
    case ElementKind::Geometry:
    case ElementKind::Inertia:
    case ElementKind::Value: return 19;  // Object
    }
    return 19;
}

QJsonObject symbol(const LspDocument& doc, const XmlElement& e, int depth) {
    const QString name = e.attribute(u"name", e.attribute(u"class", e.attribute(u"macro")));
    const XmlAttribute* named = e.findAttribute(u"name") ? e.findAttribute(u"name") : e.findAttribute(u"class");
    const qint64 end = e.endOffset() > e.offset() ? e.endOffset() : e.offset() + 1;
    const qint64 nameFrom = named ? named->valueOffset : e.offset() + 1,
                 nameTo = named ? named->valueOffset + named->rawValue.size() : e.offset() + 1 + e.name().toUtf8().size();
    QJsonObject o{{QStringLiteral("name"), name.isEmpty() ? QStringLiteral("<%1>").arg(e.name()) : name},
                  {QStringLiteral("detail"), QStringLiteral("<%1>").arg(e.name())},
                  {QStringLiteral("kind"), symbolKind(doc.format() ? doc.format()->elementKind(e) : ElementKind::Value)},
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
            const DocumentGenerator* g = doc.format()->generator();
            const SourceLocation where = g ? g->definitionOf(*doc.doc(), doc.state(), *e) : SourceLocation{};
            if (!where.file.isEmpty())
                out.append(fileLocation(where.file, where.line, where.column));
            else if (QString file = doc.format()->includedFile(*e, doc.path());
                     !file.isEmpty() || e->name().endsWith(QLatin1String("include"))) {
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
