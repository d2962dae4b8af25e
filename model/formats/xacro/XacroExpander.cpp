// The walk of ros/xacro's eval_all, over Kinedit's lossless tree: the input
// is never changed; each output node is built new and remembers where its
// text was written. Macro bodies and property blocks are kept as clones
// whose origins are recorded when they are defined, so a body expanded
// anywhere still points at its definition.
#include "XacroExpanderParts.h"

#include "io/OpenFiles.h"

#include "XacroCodes.h"
#include "XacroExpression.h"
#include "io/IncludedFileCache.h"
#include "XacroBuiltins.h"
#include "XacroYaml.h"
#include "io/ResourceResolver.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <deque>
#include <memory>
#include <optional>

namespace kinedit {

XacroOrigin XacroExpansion::originAt(qint64 offset) const {
    auto it = std::upper_bound(origins.begin(), origins.end(), offset, [](qint64 o, const auto& p) { return o < p.first; });
    if (it == origins.begin()) return {};
    return std::prev(it)->second;
}

using xacro::T;

QString XacroExpansion::callChain(int call) const {
    QStringList parts;
    for (int c = call, guard = 0; c >= 0 && c < int(calls.size()) && guard < 1000; c = calls[size_t(c)].at.call, ++guard)
        parts << T::tr("in macro '%1' called at %2:%3:%4")
                     .arg(calls[size_t(c)].macro, QFileInfo(calls[size_t(c)].at.file).fileName())
                     .arg(calls[size_t(c)].at.line)
                     .arg(calls[size_t(c)].at.column);
    if (parts.size() > 8) {  // a runaway recursion: its start and its end
        const qsizetype skipped = parts.size() - 7;
        parts = parts.mid(0, 5) + QStringList{T::tr("%n more call(s)", nullptr, int(skipped))} + parts.mid(parts.size() - 2);
    }
    return parts.isEmpty() ? QString() : QStringLiteral(" (") + parts.join(QStringLiteral(", ")) + QLatin1Char(')');
}

namespace xacro {

const XmlElement* argDeclaration(const XmlElement& e, const QString& name) {
    if (e.name() == QLatin1String("xacro:arg") && e.attribute(u"name") == name) return &e;
    for (const XmlElement* c : e.childElements())
        if (const XmlElement* found = argDeclaration(*c, name)) return found;
    return nullptr;
}

bool isIdentifier(const QString& name) {
    static const QStringList keywords = {
        QStringLiteral("and"),  QStringLiteral("or"),    QStringLiteral("not"),    QStringLiteral("in"),
        QStringLiteral("is"),   QStringLiteral("if"),    QStringLiteral("else"),   QStringLiteral("for"),
        QStringLiteral("None"), QStringLiteral("True"),  QStringLiteral("False"),  QStringLiteral("lambda"),
        QStringLiteral("def"),  QStringLiteral("class"), QStringLiteral("import"), QStringLiteral("return")};
    if (name.isEmpty() || name.front().isDigit()) return false;
    for (const QChar c : name)
        if (!(c.unicode() < 128 && (c.isLetterOrNumber() || c == QLatin1Char('_')))) return false;
    return !keywords.contains(name);
}

Expander::Expander(const XmlDocument& doc, const XacroOptions& options, XacroExpansion& out) : m_options(options), m_out(out) {
    SourceFile f;
    f.path = doc.fileName();
    f.doc = &doc;
    m_files.push_back(std::move(f));
    m_out.files << doc.fileName();
    m_args = options.args;
    // Robots copy a few thousand nodes (PR2: 7,000): no rehashing on the way.
    m_nodeOrigin.reserve(8192);
    m_attrOrigin.reserve(4096);
}

void Expander::run() {
    const XmlDocument& doc = *m_files[0].doc;
    XacroTable* globals = newTable(nullptr);
    MacroTable* macros = newMacros(nullptr);
    Ctx ctx{0, macros, globals, -1, 0, 0};
    auto top = std::make_unique<XmlDocumentNode>();
    for (const auto& child : doc.top()->children()) {
        if (child->isElement())
            expandElement(static_cast<const XmlElement&>(*child), *top, ctx);
        else
            top->appendChild(child->clone());
    }
    // xacro:targetNamespace on the root becomes its xmlns.
    if (const XmlElement* root = doc.root(); root && top->firstChildElement()) {
        const int k = root->attributeIndex(QStringLiteral("xacro:targetNamespace"));
        if (k >= 0 && !root->attributeAt(k).value.isEmpty()) {
            XmlElement& o = *top->firstChildElement();
            std::vector<XacroOrigin>& origins = m_attrOrigin[&o];
            origins.resize(size_t(o.attributeCount()));
            const XacroOrigin at = attributeOrigin(*root, k, ctx);
            if (const int x = o.attributeIndex(QStringLiteral("xmlns")); x >= 0) {
                XmlAttribute a = o.attributeAt(x);
                a.setValue(root->attributeAt(k).value);
                o.replaceAttribute(x, a);
                origins[size_t(x)] = at;
            } else {
                o.insertAttribute(o.attributeCount(), XmlAttribute::make(QStringLiteral("xmlns"), root->attributeAt(k).value));
                origins.push_back(at);
            }
        }
    }
    QByteArray bytes;
    top->write(bytes, true);
    collectOrigins(*top);
    std::sort(m_out.origins.begin(), m_out.origins.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    m_out.bytes = bytes;
    m_out.tree = std::move(top);
}

XacroTable* Expander::newTable(XacroTable* parent, bool ns) {
    m_tables.push_back(std::make_unique<XacroTable>());
    m_tables.back()->parent = parent;
    m_tables.back()->isNamespace = ns;
    return m_tables.back().get();
}

MacroTable* Expander::newMacros(MacroTable* parent) {
    m_macroTables.push_back(std::make_unique<MacroTable>());
    m_macroTables.back()->parent = parent;
    return m_macroTables.back().get();
}

XacroOrigin Expander::sourceOrigin(const XmlNode& n, qint64 offset, const Ctx& ctx) const {
    const SourceFile& f = m_files[size_t(ctx.file)];
    const SourcePos p = f.doc->position(offset < 0 ? n.offset() : offset);
    return {f.path, p.line, p.column, ctx.call};
}

XacroOrigin Expander::originOf(const XmlNode& n, const Ctx& ctx) const {
    if (const auto it = m_nodeOrigin.constFind(&n); it != m_nodeOrigin.constEnd()) {
        XacroOrigin o = *it;
        o.call = ctx.call;
        return o;
    }
    return sourceOrigin(n, -1, ctx);
}

XacroOrigin Expander::attributeOrigin(const XmlElement& e, int index, const Ctx& ctx) const {
    if (const auto it = m_attrOrigin.constFind(&e); it != m_attrOrigin.constEnd() && index < int(it->size())) {
        XacroOrigin o = (*it)[size_t(index)];
        o.call = ctx.call;
        return o;
    }
    return sourceOrigin(e, e.attributeAt(index).valueOffset, ctx);
}

std::unique_ptr<XmlNode> Expander::adopt(const XmlNode& n, const Ctx& ctx) {
    std::unique_ptr<XmlNode> copy = n.isElement() ? std::make_unique<XmlElement>(static_cast<const XmlElement&>(n).name()) : n.clone();
    m_nodeOrigin.insert(copy.get(), originOf(n, ctx));
    if (n.isElement()) {
        const XmlElement& e = static_cast<const XmlElement&>(n);
        XmlElement& c = static_cast<XmlElement&>(*copy);
        std::vector<XacroOrigin> attrs;
        for (int k = 0; k < e.attributeCount(); ++k) {
            c.insertAttribute(k, e.attributeAt(k));
            attrs.push_back(attributeOrigin(e, k, ctx));
        }
        m_attrOrigin.insert(&c, attrs);
        c.setTagEnds(e.startTail(), e.endTag());
        for (const auto& child : e.children()) c.appendChild(adopt(*child, ctx));
    }
    return copy;
}

void Expander::collectOrigins(const XmlNode& n) {
    if (const auto it = m_nodeOrigin.constFind(&n); it != m_nodeOrigin.constEnd()) m_out.origins.emplace_back(n.offset(), *it);
    if (!n.isElement() && n.kind() != XmlNodeKind::Document) return;
    if (n.isElement()) {
        const XmlElement& e = static_cast<const XmlElement&>(n);
        if (const auto it = m_attrOrigin.constFind(&e); it != m_attrOrigin.constEnd())
            for (int k = 0; k < e.attributeCount() && k < int(it->size()); ++k)
                m_out.origins.emplace_back(e.attributeAt(k).valueOffset, (*it)[size_t(k)]);
    }
    for (const auto& child : static_cast<const XmlParentNode&>(n).children()) collectOrigins(*child);
}

void Expander::countElement(const XacroOrigin& at) {
    if (++m_elements > m_options.maxElements)
        throw Failure{xacrocode::Limit, T::tr("the expansion has more than %1 elements; Kinedit stops there").arg(m_options.maxElements),
                      at};
}

std::optional<XacroValue> Expander::lookup(const QString& name, XacroTable* table, const Ctx& ctx) {
    for (XacroTable* t = table; t; t = t->parent)
        if (t->entries.contains(name)) return resolve(*t, name, ctx);
    return std::nullopt;
}

XacroValue Expander::resolve(XacroTable& t, const QString& name, const Ctx& ctx) {
    XacroTable::Entry& e = t.entries[name];
    if (!e.unevaluated) return e.value;
    if (t.resolving.contains(name))
        throw Failure{xacrocode::CircularProperty,
                      T::tr("circular property definition: %1").arg((t.resolving + QStringList{name}).join(QStringLiteral(" -> "))), e.at};
    t.resolving << name;
    Ctx inner = ctx;
    inner.symbols = &t;
    const QString text = e.value.s;
    const XacroOrigin at = e.at;
    const XacroValue v = literal(evalText(text, inner, at));
    t.resolving.removeAll(name);
    XacroTable::Entry& again = t.entries[name];
    again.value = v;
    again.unevaluated = false;
    return v;
}

void Expander::set(XacroTable& t, const QString& name, const XacroValue& value, bool lazy, const XacroOrigin& at) {
    if (xacroGlobal(name))
        m_out.diagnostics.append(
            located(Severity::Warning, xacrocode::RedefinedGlobal, T::tr("property '%1' hides the builtin of that name").arg(name), at));
    XacroTable::Entry e;
    e.value = literal(value);
    e.unevaluated = lazy && e.value.type == XacroValue::Type::String;
    if (e.unevaluated) e.value = value;  // the text as written, evaluated at first use
    e.at = at;
    t.entries.insert(name, e);
}

XacroOrigin Expander::attrOrigin(const XmlElement& e, const char* name, const Ctx& ctx) const {
    const int i = e.attributeIndex(QString::fromLatin1(name));
    return i >= 0 ? attributeOrigin(e, i, ctx) : originOf(e, ctx);
}

QString Expander::required(const XmlElement& e, const char* name, const Ctx& ctx) {
    const XmlAttribute* a = attr(e, name);
    if (!a) throw Failure{xacrocode::BadTag, T::tr("<%1> needs the attribute '%2'").arg(e.name(), QLatin1String(name)), originOf(e, ctx)};
    return a->value;
}

void Expander::checkAttributes(const XmlElement& e, std::initializer_list<const char*> allowed, const Ctx& ctx) {
    for (int k = 0; k < e.attributeCount(); ++k) {
        const QString& name = e.attributeAt(k).name;
        if (name.startsWith(QLatin1String("xmlns:"))) continue;
        if (std::none_of(allowed.begin(), allowed.end(), [&](const char* a) { return name == QLatin1String(a); }))
            m_out.diagnostics.append(located(Severity::Warning, xacrocode::UnknownAttribute,
                                             T::tr("<%1> has no attribute '%2' (ignored)").arg(e.name(), name),
                                             attributeOrigin(e, k, ctx)));
    }
}

bool Expander::dropPreviousComments(XmlParentNode& out) {
    const auto markAfter = [&](int k) { return m_mark.parent == &out && m_mark.after == (k >= 0 ? out.child(k) : nullptr); };
    int k = out.childCount() - 1;
    while (true) {
        if (markAfter(k)) break;
        if (k < 0) return false;
        const XmlNode* c = out.child(k);
        if (c->kind() == XmlNodeKind::Text && static_cast<const XmlLeaf*>(c)->isWhitespace() &&
            static_cast<const XmlLeaf*>(c)->raw().count('\n') <= 1) {
            --k;
            if (markAfter(k)) break;
            if (k < 0) return false;
            c = out.child(k);
        }
        if (c->kind() != XmlNodeKind::Comment) break;
        out.takeChild(k);
        --k;
    }
    markEnd(out);
    return true;
}

void Expander::markEnd(XmlParentNode& out) {
    m_mark = {&out, out.childCount() > 0 ? out.child(out.childCount() - 1) : nullptr};
    ++m_markMoves;
}

void Expander::expandChildren(const XmlParentNode& in, XmlParentNode& out, const Ctx& ctx) {
    bool evalComments = false;
    for (const auto& child : in.children()) {
        if (child->isElement()) {
            evalComments = false;
            expandElement(static_cast<const XmlElement&>(*child), out, ctx);
        } else if (child->kind() == XmlNodeKind::Text) {
            if (!expandText(static_cast<const XmlLeaf&>(*child), out, ctx).trimmed().isEmpty()) evalComments = false;
        } else if (child->kind() == XmlNodeKind::Comment) {
            const QString text = static_cast<const XmlLeaf&>(*child).text();
            if (text.contains(QLatin1String("xacro:eval-comments"))) {
                evalComments = !text.contains(QLatin1String("xacro:eval-comments:off"));
            } else if (evalComments && text.contains(QLatin1Char('$'))) {
                const XacroOrigin at = originOf(*child, ctx);
                auto leaf = std::make_unique<XmlLeaf>(XmlNodeKind::Comment, "<!--" + asText(evalText(text, ctx, at), at).toUtf8() + "-->");
                m_nodeOrigin.insert(leaf.get(), at);
                out.appendChild(std::move(leaf));
            } else {
                out.appendChild(child->clone());
            }
        } else {
            expandNode(*child, out, ctx);
        }
    }
}

QString Expander::expandText(const XmlLeaf& t, XmlParentNode& out, const Ctx& ctx) {
    if (!t.raw().contains('$')) {
        std::unique_ptr<XmlNode> copy = t.clone();
        m_nodeOrigin.insert(copy.get(), originOf(t, ctx));
        out.appendChild(std::move(copy));
        return t.text();
    }
    const XacroOrigin at = originOf(t, ctx);
    const QString text = asText(evalText(t.text(), ctx, at), at);
    std::unique_ptr<XmlLeaf> leaf = XmlLeaf::makeText(text);
    m_nodeOrigin.insert(leaf.get(), at);
    out.appendChild(std::move(leaf));
    return text;
}

void Expander::expandNode(const XmlNode& n, XmlParentNode& out, const Ctx& ctx) {
    if (n.isElement()) {
        expandElement(static_cast<const XmlElement&>(n), out, ctx);
        return;
    }
    if (n.kind() == XmlNodeKind::Text) {
        expandText(static_cast<const XmlLeaf&>(n), out, ctx);
        return;
    }
    out.appendChild(n.clone());
}

void Expander::expandElement(const XmlElement& e, XmlParentNode& out, const Ctx& ctx) {
    const QString& name = e.name();
    if (!name.startsWith(QLatin1String("xacro:"))) {
        expandPlain(e, out, ctx);
        return;
    }
    const QString tag = name.mid(6);
    if (tag == QLatin1String("property")) return grabProperty(e, out, ctx);
    if (tag == QLatin1String("macro")) return grabMacro(e, out, ctx);
    if (tag == QLatin1String("include")) return include(e, out, ctx);
    if (tag == QLatin1String("insert_block")) return insertBlock(e, out, ctx);
    if (tag == QLatin1String("if") || tag == QLatin1String("unless")) {
        const bool marked = dropPreviousComments(out);
        checkAttributes(e, {"value"}, ctx);
        const QString cond = required(e, "value", ctx);
        bool keep = boolean(evalText(cond, ctx, attrOrigin(e, "value", ctx)), cond, attrOrigin(e, "value", ctx));
        if (tag == QLatin1String("unless")) keep = !keep;
        const quint64 moves = m_markMoves;
        if (keep) expandChildren(e, out, ctx);
        if (marked && m_markMoves == moves) markEnd(out);
        return;
    }
    if (tag == QLatin1String("arg")) {
        dropPreviousComments(out);
        checkAttributes(e, {"name", "default"}, ctx);
        const QString argName = required(e, "name", ctx);
        const QString def = required(e, "default", ctx);
        m_out.declaredArgs.emplace_back(argName, def);
        if (!m_args.contains(argName)) m_args.insert(argName, evalString(def, ctx, attrOrigin(e, "default", ctx)));
        return;
    }
    if (tag == QLatin1String("element")) {
        const QString newName = evalString(required(e, "xacro:name", ctx), ctx, attrOrigin(e, "xacro:name", ctx));
        if (newName.isEmpty()) throw Failure{xacrocode::BadTag, T::tr("xacro:element: empty name"), attrOrigin(e, "xacro:name", ctx)};
        // The same element under its new name, processed again (it may be a macro call).
        std::shared_ptr<XmlNode> copy = adopt(e, ctx);
        m_alive.push_back(copy);
        XmlElement& c = static_cast<XmlElement&>(*copy);
        auto renamed = std::make_unique<XmlElement>(newName);
        m_nodeOrigin.insert(renamed.get(), originOf(c, ctx));
        std::vector<XacroOrigin> attrs;
        for (int k = 0; k < c.attributeCount(); ++k)
            if (c.attributeAt(k).name != QLatin1String("xacro:name")) {
                renamed->insertAttribute(renamed->attributeCount(), c.attributeAt(k));
                attrs.push_back(attributeOrigin(c, k, ctx));
            }
        m_attrOrigin.insert(renamed.get(), attrs);
        renamed->setTagEnds(c.startTail(), c.endTag().isEmpty() ? QByteArray() : "</" + newName.toUtf8() + ">");
        while (c.childCount() > 0) renamed->appendChild(c.takeChild(0));
        m_keep.push_back(std::move(renamed));
        expandElement(static_cast<const XmlElement&>(*m_keep.back()), out, ctx);
        return;
    }
    if (tag == QLatin1String("attribute")) {
        const QString attrName = evalString(required(e, "name", ctx), ctx, attrOrigin(e, "name", ctx));
        const QString value = evalString(required(e, "value", ctx), ctx, attrOrigin(e, "value", ctx));
        if (attrName.isEmpty()) throw Failure{xacrocode::BadTag, T::tr("xacro:attribute: empty name"), attrOrigin(e, "name", ctx)};
        if (!out.isElement()) throw Failure{xacrocode::BadTag, T::tr("xacro:attribute outside an element"), originOf(e, ctx)};
        XmlElement& parent = static_cast<XmlElement&>(out);
        std::vector<XacroOrigin>& origins = m_attrOrigin[&parent];
        origins.resize(size_t(parent.attributeCount()));
        const int existing = parent.attributeIndex(attrName);
        if (existing >= 0) {
            XmlAttribute a = parent.attributeAt(existing);
            a.setValue(value);
            parent.replaceAttribute(existing, a);
            origins[size_t(existing)] = attrOrigin(e, "value", ctx);
        } else {
            parent.insertAttribute(parent.attributeCount(), XmlAttribute::make(attrName, value));
            origins.push_back(attrOrigin(e, "value", ctx));
        }
        return;
    }
    if (tag == QLatin1String("call")) {
        const QString macro = evalString(required(e, "macro", ctx), ctx, attrOrigin(e, "macro", ctx));
        if (macro.isEmpty()) throw Failure{xacrocode::BadTag, T::tr("xacro:call is missing the 'macro' attribute"), originOf(e, ctx)};
        return call(macro, e, out, ctx, true);
    }
    call(tag, e, out, ctx, false);
}

void Expander::expandPlain(const XmlElement& e, XmlParentNode& out, const Ctx& ctx) {
    const XacroOrigin at = originOf(e, ctx);
    countElement(at);
    auto made = std::make_unique<XmlElement>(e.name());
    XmlElement& o = *made;
    m_nodeOrigin.insert(&o, at);
    std::vector<XacroOrigin> attrs;
    for (int k = 0; k < e.attributeCount(); ++k) {
        XmlAttribute a = e.attributeAt(k);
        if (a.name.startsWith(QLatin1String("xacro:")) || a.name == QLatin1String("xmlns:xacro")) continue;
        const XacroOrigin aAt = attributeOrigin(e, k, ctx);
        if (a.value.contains(QLatin1Char('$'))) a.setValue(asText(evalText(a.value, ctx, aAt), aAt));
        o.insertAttribute(o.attributeCount(), a);
        attrs.push_back(aAt);
    }
    m_attrOrigin.insert(&o, attrs);
    o.setTagEnds(e.startTail(), e.endTag());
    out.appendChild(std::move(made));
    expandChildren(e, o, ctx);
}

void Expander::grabProperty(const XmlElement& e, XmlParentNode& out, const Ctx& ctx) {
    dropPreviousComments(out);
    checkAttributes(e, {"name", "value", "default", "remove", "scope", "lazy_eval"}, ctx);
    const XacroOrigin nameAt = attrOrigin(e, "name", ctx);
    QString name = evalString(required(e, "name", ctx), ctx, nameAt);
    if (!isIdentifier(name)) throw Failure{xacrocode::BadTag, T::tr("property names must be Python identifiers: '%1'").arg(name), nameAt};
    if (name.startsWith(QLatin1String("__")))
        throw Failure{xacrocode::BadTag, T::tr("property names must not start with '__': '%1'").arg(name), nameAt};
    const XmlAttribute* value = attr(e, "value");
    const XmlAttribute* def = attr(e, "default");
    const XmlAttribute* remove = attr(e, "remove");
    const bool removing =
        remove && boolean(evalText(remove->value, ctx, attrOrigin(e, "remove", ctx)), remove->value, attrOrigin(e, "remove", ctx));
    if (int(value != nullptr) + int(def != nullptr) + int(removing) > 1)
        throw Failure{xacrocode::BadTag, T::tr("a property has one of value, default and remove: '%1'").arg(name), nameAt};
    if (removing) {
        for (XacroTable* t = ctx.symbols; t; t = t->parent) t->entries.remove(name);
        return;
    }
    XacroValue v;
    XacroOrigin at = nameAt;
    if (value) {
        v = XacroValue::string(value->value);
        at = attrOrigin(e, "value", ctx);
    } else if (def) {
        if (lookupExists(name, ctx.symbols)) return;
        v = XacroValue::string(def->value);
        at = attrOrigin(e, "default", ctx);
    } else {
        // A property block: the element's content, for insert_block.
        name = QStringLiteral("**") + name;
        v.type = XacroValue::Type::Block;
        v.block = std::shared_ptr<XmlElement>(static_cast<XmlElement*>(adopt(e, ctx).release()));
        m_alive.push_back(v.block);
    }
    const XmlAttribute* lazyAttr = attr(e, "lazy_eval");
    bool lazy = !lazyAttr || boolean(evalText(lazyAttr->value, ctx, attrOrigin(e, "lazy_eval", ctx)), lazyAttr->value, at);
    const QString scope = attr(e, "scope") ? attr(e, "scope")->value : QString();
    XacroTable* target = ctx.symbols;
    if (scope == QLatin1String("global")) {
        while (target->parent) target = target->parent;
        lazy = false;
    } else if (scope == QLatin1String("parent")) {
        if (!target->parent) {
            m_out.diagnostics.append(
                located(Severity::Warning, xacrocode::BadTag, T::tr("%1: no parent scope at the global scope").arg(name), at));
            return;
        }
        const bool inMacro = !target->isNamespace;
        target = target->parent;
        lazy = false;
        if (inMacro)
            while (target->isNamespace && target->parent) target = target->parent;
    }
    if (!lazy && v.type == XacroValue::Type::String) v = evalText(v.s, ctx, at);
    set(*target, name, v, lazy, at);
}

bool Expander::lookupExists(const QString& name, const XacroTable* table) const {
    for (const XacroTable* t = table; t; t = t->parent)
        if (t->entries.contains(name)) return true;
    return false;
}

void Expander::grabMacro(const XmlElement& e, XmlParentNode& out, const Ctx& ctx) {
    dropPreviousComments(out);
    checkAttributes(e, {"name", "params"}, ctx);
    QString name = required(e, "name", ctx);
    const XacroOrigin at = attrOrigin(e, "name", ctx);
    if (name == QLatin1String("call")) throw Failure{xacrocode::BadTag, T::tr("a macro cannot be named 'call'"), at};
    if (name.contains(QLatin1Char('.')))
        throw Failure{xacrocode::BadTag, T::tr("macro names must not contain '.' (it separates namespaces): %1").arg(name), at};
    if (name.startsWith(QLatin1String("xacro:"))) {
        m_out.diagnostics.append(located(Severity::Warning, xacrocode::PrefixedMacroName,
                                         T::tr("macro names must not start with 'xacro:' (xacro drops it): %1").arg(name), at));
        name = name.mid(6);
    }
    auto m = std::make_shared<Macro>();
    m->name = name;
    m->definedAt = originOf(e, ctx);
    m->body = std::shared_ptr<XmlElement>(static_cast<XmlElement*>(adopt(e, ctx).release()));
    m_alive.push_back(m->body);
    // params: "a b:=1 c:=^ d:=^|2 *blk **blks", defaults may quote spaces.
    static const QRegularExpression paramRe(
        QStringLiteral(R"(^\s*([^\s:=]+?)\s*:?=\s*(\^\|?)?(\$\{.*?\}|\$\(.*?\)|(?:'.*?'|".*?"|[^\s'"]+)+|)(?:\s+|$)(.*))"),
        QRegularExpression::DotMatchesEverythingOption);
    QString params = attr(e, "params") ? attr(e, "params")->value : QString();
    while (!params.trimmed().isEmpty()) {
        const auto match = paramRe.match(params);
        if (match.hasMatch()) {
            const QString p = match.captured(1);
            m->params << p;
            const QString forward = match.captured(2).isEmpty() ? QString() : p;
            const QString def = match.captured(3);
            m->defaults.insert(p, {forward, def.isEmpty() ? std::nullopt : std::optional<QString>(def)});
            params = match.captured(4);
        } else {
            static const QRegularExpression space(QStringLiteral("\\s+"));
            const QStringList parts = params.trimmed().split(space);
            m->params << parts.first();
            params = parts.mid(1).join(QLatin1Char(' '));
        }
    }
    ctx.macros->macros.insert(name, m);
}

std::shared_ptr<Macro> Expander::findMacro(const QString& fullName, MacroTable*& macros, XacroTable*& symbols, const XacroOrigin& at) {
    for (MacroTable* t = macros; t; t = t->parent)
        if (const auto it = t->macros.constFind(fullName); it != t->macros.constEnd()) return *it;
    QStringList parts = fullName.split(QLatin1Char('.'));
    const QString name = parts.takeLast();
    if (!parts.isEmpty()) {
        MacroTable* mt = macros;
        XacroTable* st = symbols;
        for (const QString& ns : parts) {
            MacroTable* found = nullptr;
            for (MacroTable* t = mt; t && !found; t = t->parent) found = t->namespaces.value(ns);
            const std::optional<XacroValue> sym = lookupRaw(ns, st);
            if (!found || !sym || sym->type != XacroValue::Type::Namespace || !sym->table) {
                mt = nullptr;
                break;
            }
            mt = found;
            st = sym->table;
        }
        if (mt)
            if (const auto it = mt->macros.constFind(name); it != mt->macros.constEnd()) {
                macros = mt;
                symbols = st;
                return *it;
            }
    }
    throw Failure{xacrocode::UnknownMacro, T::tr("unknown macro name: xacro:%1").arg(fullName), at};
}

std::optional<XacroValue> Expander::lookupRaw(const QString& name, XacroTable* table) const {
    for (XacroTable* t = table; t; t = t->parent)
        if (const auto it = t->entries.constFind(name); it != t->entries.constEnd()) return it->value;
    return std::nullopt;
}

void Expander::call(const QString& name, const XmlElement& e, XmlParentNode& out, const Ctx& ctx, bool dynamic) {
    const XacroOrigin at = originOf(e, ctx);
    MacroTable* macros = ctx.macros;
    XacroTable* symbols = ctx.symbols;
    const std::shared_ptr<Macro> m = findMacro(name, macros, symbols, at);
    if (ctx.depth >= m_options.maxCallDepth)
        throw Failure{
            xacrocode::Limit,
            T::tr("macro calls nested more than %1 deep (xacro:%2 calls itself without end?)").arg(m_options.maxCallDepth).arg(name), at};
    const bool marked = dropPreviousComments(out);
    // As xacro does, a namespaced macro's arguments, blocks and defaults
    // are evaluated in the namespace's tables (B.bar arg="${var}" reads
    // B's var where B has one).
    Ctx at_ns = ctx;
    at_ns.macros = macros;
    at_ns.symbols = symbols;
    XacroTable* scoped = newTable(symbols);
    MacroTable* scopedMacros = newMacros(macros);
    QStringList params = m->params;
    for (int k = 0; k < e.attributeCount(); ++k) {
        const XmlAttribute& a = e.attributeAt(k);
        if (dynamic && a.name == QLatin1String("macro")) continue;
        const XacroOrigin aAt = attributeOrigin(e, k, ctx);
        if (!params.contains(a.name))
            throw Failure{
                xacrocode::InvalidParameter,
                T::tr("macro '%1' has no parameter '%2' (its parameters: %3)").arg(m->name, a.name, m->params.join(QStringLiteral(", "))),
                aAt};
        params.removeAll(a.name);
        set(*scoped, a.name, evalText(a.value, at_ns, aAt), false, aAt);
    }
    // Block parameters: the call's child elements, expanded where the call is.
    auto holder = std::make_shared<XmlElement>(QStringLiteral("blocks"));
    m_alive.push_back(holder);
    expandChildren(e, *holder, at_ns);
    std::vector<XmlElement*> blocks = holder->childElements();
    size_t next = 0;
    for (const QString& p : QStringList(params)) {
        if (!p.startsWith(QLatin1Char('*'))) continue;
        if (next >= blocks.size())
            throw Failure{xacrocode::MissingParameter, T::tr("macro '%1' needs a block for '%2', and the call has no more").arg(m->name, p),
                          at};
        XacroValue b;
        b.type = XacroValue::Type::Block;
        // Keep the holder alive with the block (aliasing constructor).
        b.block = std::shared_ptr<XmlElement>(holder, blocks[next++]);
        scoped->entries.insert(p, {b, false, at});
        params.removeAll(p);
    }
    if (next < blocks.size())
        throw Failure{xacrocode::MissingParameter,
                      T::tr("macro '%1' has no block parameter left for <%2>").arg(m->name, blocks[next]->name()),
                      originOf(*blocks[next], ctx)};
    for (const QString& p : QStringList(params)) {
        if (p.startsWith(QLatin1Char('*')) || !m->defaults.contains(p)) continue;
        const auto& [forward, def] = m->defaults.value(p);
        XacroValue v;
        if (!forward.isEmpty()) {
            if (std::optional<XacroValue> f = lookup(forward, at_ns.symbols, at_ns))
                v = *f;
            else if (def)
                v = evalText(*def, at_ns, at);
            else
                throw Failure{xacrocode::MissingParameter, T::tr("undefined property to forward: %1").arg(forward), at};
        } else if (def) {
            v = evalText(*def, at_ns, at);
        } else {
            continue;
        }
        set(*scoped, p, v, false, at);
        params.removeAll(p);
    }
    if (!params.isEmpty())
        throw Failure{xacrocode::MissingParameter,
                      T::tr("macro '%1' needs a value for: %2").arg(m->name, params.join(QStringLiteral(", "))), at};
    m_out.calls.push_back({m->name, at, m->definedAt});
    Ctx inner = ctx;
    inner.macros = scopedMacros;
    inner.symbols = scoped;
    inner.call = int(m_out.calls.size()) - 1;
    inner.depth = ctx.depth + 1;
    expandChildren(*m->body, out, inner);
    if (marked) markEnd(out);  // xacro drops the comments after expanding, and marks after the expansion
}

void Expander::insertBlock(const XmlElement& e, XmlParentNode& out, const Ctx& ctx) {
    checkAttributes(e, {"name"}, ctx);
    const QString name = required(e, "name", ctx);
    std::optional<XacroValue> b = lookupRaw(QStringLiteral("**") + name, ctx.symbols);
    const bool contentOnly = b.has_value();
    if (!b) b = lookupRaw(QLatin1Char('*') + name, ctx.symbols);
    if (!b || b->type != XacroValue::Type::Block)
        throw Failure{xacrocode::UndefinedBlock, T::tr("undefined block '%1'").arg(name), attrOrigin(e, "name", ctx)};
    if (contentOnly)
        expandChildren(*b->block, out, ctx);
    else
        expandNode(*b->block, out, ctx);
}

void Expander::include(const XmlElement& e, XmlParentNode& out, const Ctx& ctx) {
    const bool marked = dropPreviousComments(out);
    checkAttributes(e, {"filename", "ns", "optional"}, ctx);
    const XacroOrigin at = attrOrigin(e, "filename", ctx);
    const QString spec = absolute(evalString(required(e, "filename", ctx), ctx, at), ctx);
    const bool optional = attr(e, "optional") && boolean(evalText(attr(e, "optional")->value, ctx, at), attr(e, "optional")->value, at);
    if (ctx.includeDepth >= m_options.maxIncludeDepth)
        throw Failure{xacrocode::Limit,
                      T::tr("includes nested more than %1 deep (a file that includes itself?)").arg(m_options.maxIncludeDepth), at};
    QStringList files;
    if (spec.contains(QLatin1Char('*')) || spec.contains(QLatin1Char('[')) || spec.contains(QLatin1Char('?'))) {
        const QFileInfo fi(spec);
        const QStringList names = QDir(fi.absolutePath()).entryList({fi.fileName()}, QDir::Files, QDir::Name);
        for (const QString& n : names) files << QDir(fi.absolutePath()).filePath(n);
        if (files.isEmpty())
            m_out.diagnostics.append(
                located(Severity::Warning, xacrocode::NoIncludeMatch, T::tr("include '%1' matched no files").arg(spec), at));
    } else {
        files << spec;
    }
    Ctx inner = ctx;
    inner.includeDepth = ctx.includeDepth + 1;
    if (const XmlAttribute* ns = attr(e, "ns")) {
        const QString nsName = evalString(ns->value, ctx, attrOrigin(e, "ns", ctx));
        inner.macros = newMacros(nullptr);
        ctx.macros->namespaces.insert(nsName, inner.macros);
        inner.symbols = newTable(ctx.symbols, true);
        XacroValue v;
        v.type = XacroValue::Type::Namespace;
        v.s = nsName;
        v.table = inner.symbols;
        ctx.symbols->entries.insert(nsName, {v, false, at});
    }
    for (const QString& file : files) {
        if (!QFileInfo(file).isFile() && !openFileText(file)) {  // an editor may hold a file not yet saved
            if (optional) continue;
            throw Failure{xacrocode::MissingInclude, T::tr("cannot read the included file %1").arg(file), at};
        }
        Diagnostics parse;
        std::shared_ptr<const XmlDocument> doc = loadIncludedFile(file, &parse);
        if (!doc || !doc->isWellFormed() || !doc->root()) {
            const Diagnostic first = parse.value(0);
            XacroOrigin where{file, first.line, first.column, ctx.call};
            throw Failure{xacrocode::IncludeNotWellFormed,
                          T::tr("the included file is not well-formed XML: %1")
                              .arg(first.message.isEmpty() ? T::tr("no root element") : first.message),
                          first.line > 0 ? where : at};
        }
        m_out.files << file;
        SourceFile sf;
        sf.path = file;
        sf.doc = doc.get();
        sf.owned = std::move(doc);
        m_files.push_back(std::move(sf));
        inner.file = int(m_files.size()) - 1;
        const XmlElement& root = *m_files.back().doc->root();
        // The included root's own attributes are evaluated (and dropped);
        // its namespace declarations move to the element that included it.
        for (int k = 0; k < root.attributeCount(); ++k) {
            const XmlAttribute& a = root.attributeAt(k);
            if (!a.name.startsWith(QLatin1String("xacro:")) && a.value.contains(QLatin1Char('$')))
                evalText(a.value, inner, attributeOrigin(root, k, inner));
            if (a.name.startsWith(QLatin1String("xmlns:")) && a.name != QLatin1String("xmlns:xacro") && out.isElement()) {
                XmlElement& parent = static_cast<XmlElement&>(out);
                if (!parent.hasAttribute(a.name)) {
                    parent.insertAttribute(parent.attributeCount(), XmlAttribute::make(a.name, a.value));
                    m_attrOrigin[&parent].resize(size_t(parent.attributeCount() - 1));
                    m_attrOrigin[&parent].push_back(attributeOrigin(root, k, inner));
                }
            }
        }
        expandChildren(root, out, inner);
    }
    if (marked) markEnd(out);
}

Diagnostic Expander::located(Severity s, const char* code, const QString& message, const XacroOrigin& at) const {
    Diagnostic d;
    d.severity = s;
    d.code = QLatin1String(code);
    d.message = message;
    d.file = at.file;
    d.line = at.line;
    d.column = at.column;
    return d;
}

}  // namespace xacro

using xacro::Expander;
using xacro::Failure;

XacroExpansion expandXacro(const XmlDocument& doc, const XacroOptions& options) {
    XacroExpansion out;
    Expander x(doc, options, out);
    try {
        x.run();
        out.ok = true;
    } catch (const Failure& f) {
        x.fail(f);
        out.bytes.clear();
        out.tree.reset();
        out.origins.clear();
    }
    return out;
}

}  // namespace kinedit
