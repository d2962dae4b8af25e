// XacroFormat's answers to the editor about what a xacro document
// generates: which element of the document made a link of the expansion,
// where a called macro is defined, which property a "${name}" value comes
// from, and the arguments the document declares.
#include "XacroExpanded.h"
#include "XacroSchema.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace kinedit {

namespace {

struct T {
    Q_DECLARE_TR_FUNCTIONS(XacroFormat)
};

bool sameFile(const QString& a, const QString& b) {
    if (a == b) return true;
    const QString x = QFileInfo(a).canonicalFilePath();
    return !x.isEmpty() && x == QFileInfo(b).canonicalFilePath();
}

const XmlElement* elementWrittenAt(const XmlDocument& doc, int line, int column) {
    const qint64 offset = doc.offset(line, column);
    return offset >= 0 ? doc.elementAt(offset) : nullptr;
}

// xacro's own tags are in its schema; any other xacro:NAME is a call of
// macro NAME, as is xacro:call.
bool isMacroCall(const XmlElement& e) {
    return e.name() == QLatin1String("xacro:call") || (e.name().startsWith(QLatin1String("xacro:")) && !xacroSchema().element(e.name()));
}

QString calledMacro(const XmlElement& e) { return e.name() == QLatin1String("xacro:call") ? e.attribute(u"macro") : e.name().mid(6); }

void collect(const XmlElement& e, const QString& tag, std::vector<const XmlElement*>& out) {
    if (e.name() == tag) out.push_back(&e);
    for (const XmlElement* c : e.childElements()) collect(*c, tag, out);
}

// Whether a macro around e has a parameter called name (which hides a
// property of that name inside the macro).
bool shadowedByParameter(const XmlElement& e, const QString& name) {
    for (const XmlElement* p = e.parentElement(); p; p = p->parentElement()) {
        if (p->name() != QLatin1String("xacro:macro")) continue;
        for (QString param : p->attribute(u"params").split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
            param = param.section(QLatin1Char(':'), 0, 0).section(QLatin1Char('='), 0, 0);
            while (param.startsWith(QLatin1Char('*'))) param.remove(0, 1);
            if (param == name) return true;
        }
    }
    return false;
}

}  // namespace

const XmlElement* XacroFormat::producingElement(const XmlDocument& doc, DocumentState* state, const QString& modelPath,
                                                QString* where) const {
    const std::shared_ptr<const Expanded> e = expansionOf(doc, state);
    if (!e->doc) return nullptr;
    const XmlElement* made = elementByPath(e->doc->top(), modelPath);
    if (!made) return nullptr;
    const XacroOrigin o = e->x.originAt(made->offset());
    // What the user thinks of as the part: the link (or joint) around it.
    const XmlElement* part = made;
    while (part->parentElement() && part->parentElement()->parentElement()) part = part->parentElement();
    const QString what = part->hasAttribute(u"name") ? QStringLiteral("<%1 name=\"%2\">").arg(part->name(), part->attribute(u"name"))
                                                     : QStringLiteral("<%1>").arg(part->name());
    // The innermost macro call written in this document: what the user
    // wrote to get the element.
    for (int c = o.call; c >= 0 && c < int(e->x.calls.size()); c = e->x.calls[size_t(c)].at.call) {
        const XacroCall& call = e->x.calls[size_t(c)];
        if (!sameFile(call.at.file, doc.fileName())) continue;
        if (where)
            *where = T::tr("%1 was made by the call of macro '%2' on line %3 (the macro is in %4, line %5)")
                         .arg(what, call.macro)
                         .arg(call.at.line)
                         .arg(QFileInfo(call.definition.file).fileName())
                         .arg(call.definition.line);
        return elementWrittenAt(doc, call.at.line, call.at.column);
    }
    if (sameFile(o.file, doc.fileName())) {
        if (where) *where = T::tr("%1 is written on line %2").arg(what).arg(e->x.originAt(part->offset()).line);
        return elementWrittenAt(doc, o.line, o.column);
    }
    if (where) *where = T::tr("%1 is written in %2, line %3").arg(what, o.file).arg(o.line);
    return nullptr;
}

namespace {

// Whether the expansion's element at origin o was made by what is written
// at (line, column) of file: written there, or placed by a call there.
bool madeAt(const XacroExpansion& x, const XacroOrigin& o, const QString& file, const SourcePos& at) {
    const auto here = [&](const XacroOrigin& p) { return p.line == at.line && p.column == at.column && sameFile(p.file, file); };
    if (here(o)) return true;
    for (int c = o.call; c >= 0 && c < int(x.calls.size()); c = x.calls[size_t(c)].at.call)
        if (here(x.calls[size_t(c)].at)) return true;
    return false;
}

void collectMade(const XacroExpansion& x, const XmlElement& made, const QString& file, const SourcePos& at, QStringList& out) {
    if (madeAt(x, x.originAt(made.offset()), file, at)) {
        out << elementPath(&made);
        return;
    }
    for (const XmlElement* c : made.childElements()) collectMade(x, *c, file, at, out);
}

}  // namespace

QStringList XacroFormat::generatedPaths(const XmlDocument& doc, DocumentState* state, const XmlElement& e) const {
    const std::shared_ptr<const Expanded> x = expansionOf(doc, state);
    if (!x->doc || !x->doc->root() || &e == doc.root()) return {};
    QStringList out;
    for (const XmlElement* c : x->doc->root()->childElements()) collectMade(x->x, *c, doc.fileName(), doc.position(&e), out);
    return out;
}

QStringList XacroFormat::filesRead(const XmlDocument& doc, DocumentState* state) const {
    QStringList out;
    for (const QString& f : expansionOf(doc, state)->x.files)
        if (!sameFile(f, doc.fileName())) out << QFileInfo(f).absoluteFilePath();
    out.removeDuplicates();
    return out;
}

SourceLocation XacroFormat::definitionOf(const XmlDocument& doc, DocumentState* state, const XmlElement& e) const {
    if (!isMacroCall(e)) return {};
    const QString name = calledMacro(e);
    // Where the expansion found the macro this call called (in any file).
    const SourcePos at = doc.position(&e);
    const std::shared_ptr<const Expanded> x = expansionOf(doc, state);
    for (const XacroCall& call : x->x.calls)
        if (call.at.line == at.line && call.at.column == at.column && sameFile(call.at.file, doc.fileName()))
            return {call.definition.file, call.definition.line, call.definition.column};
    // Not called by this expansion (under a false if, or the expansion
    // failed before it): the macro of that name this document defines.
    std::vector<const XmlElement*> macros;
    if (doc.root()) collect(*doc.root(), QStringLiteral("xacro:macro"), macros);
    for (const XmlElement* m : macros) {
        QString n = m->attribute(u"name");
        if (n.startsWith(QLatin1String("xacro:"))) n = n.mid(6);
        if (n == name || name.endsWith(QLatin1Char('.') + n)) {
            const SourcePos p = doc.position(m);
            return {doc.fileName(), p.line, p.column};
        }
    }
    return {};
}

ValueSource XacroFormat::valueSource(const XmlDocument& doc, const XmlElement& e, const QString& attribute) const {
    const XmlAttribute* a = e.findAttribute(attribute);
    if (!a || !doc.root()) return {};
    static const QRegularExpression reference(QStringLiteral("^\\s*\\$\\{\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\}\\s*$"));
    const auto m = reference.match(a->value);
    if (!m.hasMatch()) return {};
    const QString name = m.captured(1);
    if (shadowedByParameter(e, name)) return {};
    // One definition in this document, of a plain value: then the value
    // the user edits is that one, and nothing else can be meant.
    std::vector<const XmlElement*> properties, defining;
    collect(*doc.root(), QStringLiteral("xacro:property"), properties);
    for (const XmlElement* p : properties)
        if (p->attribute(u"name") == name) defining.push_back(p);
    if (defining.size() != 1) return {};
    const XmlElement* p = defining.front();
    const XmlAttribute* value = p->findAttribute(u"value");
    if (!value || value->value.contains(QLatin1Char('$')) || p->hasAttribute(u"default") || p->hasAttribute(u"remove")) return {};
    return {p, QStringLiteral("value"), name};
}

std::vector<std::pair<QString, QString>> XacroFormat::declaredArguments(const XmlDocument& doc, DocumentState* state) const {
    // Those this file declares, even where the expansion stopped before
    // them (UR's files use $(arg name) on the root, before declaring it:
    // the user must be able to give it), then those of its includes.
    std::vector<std::pair<QString, QString>> out;
    std::vector<const XmlElement*> declared;
    if (doc.root()) collect(*doc.root(), QStringLiteral("xacro:arg"), declared);
    QSet<QString> names;
    for (const XmlElement* a : declared)
        if (!names.contains(a->attribute(u"name"))) {
            names.insert(a->attribute(u"name"));
            out.emplace_back(a->attribute(u"name"), a->attribute(u"default"));
        }
    for (const auto& [name, def] : expansionOf(doc, state)->x.declaredArgs)
        if (!names.contains(name)) {
            names.insert(name);
            out.emplace_back(name, def);
        }
    return out;
}

}  // namespace kinedit
