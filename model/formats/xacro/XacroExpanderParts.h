// The xacro expander's parts, shared by the walk (XacroExpander.cpp:
// elements, properties, macros, calls, includes, comments) and the
// substitution (XacroSubstitution.cpp: ${expr}, $(extension), $${ and
// load_yaml): the symbol and macro tables, the context of a step, and the
// Expander that holds them. Private to the xacro folder.
#pragma once

#include "XacroCodes.h"
#include "XacroExpander.h"
#include "XacroExpression.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>

#include <deque>
#include <memory>
#include <optional>

namespace kinedit {

struct XacroTable {
    XacroTable* parent = nullptr;
    bool isNamespace = false;
    struct Entry {
        XacroValue value;
        bool unevaluated = false;  // value.s is text to evaluate at first use
        XacroOrigin at;            // where it was defined
    };
    QHash<QString, Entry> entries;
    QStringList resolving;  // names being evaluated (a cycle check)
};

namespace xacro {

struct T {
    Q_DECLARE_TR_FUNCTIONS(XacroExpander)
};

struct Failure {
    const char* code;
    QString message;
    XacroOrigin at;
};

struct Macro {
    QString name;
    XacroOrigin definedAt;             // the <xacro:macro> element
    std::shared_ptr<XmlElement> body;  // a clone of the <xacro:macro>, origins recorded
    QStringList params;
    QHash<QString, std::pair<QString, std::optional<QString>>> defaults;  // param -> (forwarded name or empty, default text)
};

struct MacroTable {
    MacroTable* parent = nullptr;
    QHash<QString, std::shared_ptr<Macro>> macros;
    QHash<QString, MacroTable*> namespaces;
};

struct SourceFile {
    QString path;
    std::shared_ptr<const XmlDocument> owned;  // includes (shared with IncludedFileCache); the main document is the caller's
    const XmlDocument* doc = nullptr;
};

struct Ctx {
    int file = 0;  // the file being processed (xacro's filestack top)
    MacroTable* macros = nullptr;
    XacroTable* symbols = nullptr;
    int call = -1;
    int depth = 0;
    int includeDepth = 0;
};

// The <xacro:arg> named name in e or below it, null if none.
const XmlElement* argDeclaration(const XmlElement& e, const QString& name);
// Whether name can be a Python identifier (a property's name).
bool isIdentifier(const QString& name);

// Where the character at index sits, given where the text starts.
inline XacroOrigin advance(XacroOrigin at, const QString& text, qsizetype index) {
    for (qsizetype k = 0; k < index && k < text.size(); ++k) {
        if (text[k] == QLatin1Char('\n')) {
            ++at.line;
            at.column = 1;
        } else {
            ++at.column;
        }
    }
    return at;
}

class Expander {
public:
    Expander(const XmlDocument& doc, const XacroOptions& options, XacroExpansion& out);

    void run();

private:
    // ---- bookkeeping

    XacroTable* newTable(XacroTable* parent, bool ns = false);
    MacroTable* newMacros(MacroTable* parent);

    XacroOrigin sourceOrigin(const XmlNode& n, qint64 offset, const Ctx& ctx) const;
    XacroOrigin originOf(const XmlNode& n, const Ctx& ctx) const;
    XacroOrigin attributeOrigin(const XmlElement& e, int index, const Ctx& ctx) const;
    // A deep copy whose nodes keep the origins of the ones copied.
    std::unique_ptr<XmlNode> adopt(const XmlNode& n, const Ctx& ctx);
    void collectOrigins(const XmlNode& n);
    void countElement(const XacroOrigin& at);

    // ---- names

    std::optional<XacroValue> lookup(const QString& name, XacroTable* table, const Ctx& ctx);
    XacroValue resolve(XacroTable& t, const QString& name, const Ctx& ctx);
    static XacroValue literal(const XacroValue& v) { return v.type == XacroValue::Type::String ? xacroLiteral(v.s) : v; }
    void set(XacroTable& t, const QString& name, const XacroValue& value, bool lazy, const XacroOrigin& at);

    // ---- text: ${expr}, $(extension), $${ -> ${

    class Env final : public XacroEnvironment {
    public:
        Env(Expander& x, const Ctx& ctx, const XacroOrigin& at) : m_x(x), m_ctx(ctx), m_at(at) {}
        std::optional<XacroValue> lookup(const QString& name) override { return m_x.lookup(name, m_ctx.symbols, m_ctx); }
        std::optional<XacroValue> member(XacroTable* table, const QString& name) override { return m_x.lookup(name, table, m_ctx); }
        XacroValue loadYaml(const QString& file) override { return m_x.loadYaml(file, m_ctx, m_at); }
        std::optional<QString> arg(const QString& name) override {
            return m_x.m_args.contains(name) ? std::optional(m_x.m_args.value(name)) : std::nullopt;
        }
        QString absoluteFileName(const QString& file) override { return m_x.absolute(file, m_ctx); }
        void message(const QString& level, const QString& text) override {
            m_x.m_out.diagnostics.append(
                m_x.located(level == QLatin1String("error") ? Severity::Warning : Severity::Note, xacrocode::Message, text, m_at));
        }

    private:
        Expander& m_x;
        Ctx m_ctx;
        XacroOrigin m_at;
    };

    QString absolute(const QString& file, const Ctx& ctx) const;

    XacroValue loadYaml(const QString& file, const Ctx& ctx, const XacroOrigin& at);

    XacroValue evalExpression(const QString& expr, const Ctx& ctx, const XacroOrigin& at);

    QString extension(const QString& inner, const Ctx& ctx, const XacroOrigin& at);

    // xacro's eval_text: one piece keeps its type; several are joined as text.
    XacroValue evalText(const QString& text, const Ctx& ctx, const XacroOrigin& at);
    QString evalString(const QString& text, const Ctx& ctx, const XacroOrigin& at);
    // str() of a value, which refuses values too large to write.
    static QString asText(const XacroValue& v, const XacroOrigin& at);

    bool boolean(const XacroValue& v, const QString& written, const XacroOrigin& at);

    // ---- the walk

    const XmlAttribute* attr(const XmlElement& e, const char* name) const { return e.findAttribute(QString::fromLatin1(name)); }
    XacroOrigin attrOrigin(const XmlElement& e, const char* name, const Ctx& ctx) const;
    QString required(const XmlElement& e, const char* name, const Ctx& ctx);
    void checkAttributes(const XmlElement& e, std::initializer_list<const char*> allowed, const Ctx& ctx);

    // xacro drops the comments right before a xacro tag (a property, macro,
    // arg, if/unless, include or macro call): walking back, at most one
    // whitespace text of one line between them, and never past the mark
    // the previous such drop left right after its tag (xacro moves one
    // empty text node there). Returns whether the walk stopped at
    // something that is not a comment, in which case the mark moves to the
    // end of out.
    bool dropPreviousComments(XmlParentNode& out);
    void markEnd(XmlParentNode& out);

    // xacro's eval_all over one element's children: a comment holding
    // "xacro:eval-comments" (":off" to stop) is dropped and makes the
    // comments after it evaluated, until the next element or non-blank text.
    void expandChildren(const XmlParentNode& in, XmlParentNode& out, const Ctx& ctx);

    // A text node, evaluated; returns the text written.
    QString expandText(const XmlLeaf& t, XmlParentNode& out, const Ctx& ctx);

    void expandNode(const XmlNode& n, XmlParentNode& out, const Ctx& ctx);

    void expandElement(const XmlElement& e, XmlParentNode& out, const Ctx& ctx);

    void expandPlain(const XmlElement& e, XmlParentNode& out, const Ctx& ctx);

    void grabProperty(const XmlElement& e, XmlParentNode& out, const Ctx& ctx);
    bool lookupExists(const QString& name, const XacroTable* table) const;

    void grabMacro(const XmlElement& e, XmlParentNode& out, const Ctx& ctx);

    std::shared_ptr<Macro> findMacro(const QString& fullName, MacroTable*& macros, XacroTable*& symbols, const XacroOrigin& at);
    std::optional<XacroValue> lookupRaw(const QString& name, XacroTable* table) const;

    void call(const QString& name, const XmlElement& e, XmlParentNode& out, const Ctx& ctx, bool dynamic);

    void insertBlock(const XmlElement& e, XmlParentNode& out, const Ctx& ctx);

    void include(const XmlElement& e, XmlParentNode& out, const Ctx& ctx);

public:
    Diagnostic located(Severity s, const char* code, const QString& message, const XacroOrigin& at) const;
    void fail(const Failure& f) {
        m_out.diagnostics.append(located(Severity::Error, f.code, f.message + m_out.callChain(f.at.call), f.at));
    }

private:
    const XacroOptions& m_options;
    XacroExpansion& m_out;
    QHash<QString, QString> m_args;
    std::deque<SourceFile> m_files;
    std::vector<std::unique_ptr<XacroTable>> m_tables;
    std::vector<std::unique_ptr<MacroTable>> m_macroTables;
    std::vector<std::unique_ptr<XmlElement>> m_keep;  // renamed xacro:element copies
    // Every copy an origin is recorded for lives as long as the expansion:
    // a freed one's address could be reused by a node of a later include.
    std::vector<std::shared_ptr<const XmlNode>> m_alive;
    // Where dropPreviousComments stops: after this child of parent (null: at
    // its start). Compared, never dereferenced.
    struct Mark {
        const XmlParentNode* parent = nullptr;
        const XmlNode* after = nullptr;
    } m_mark;
    quint64 m_markMoves = 0;
    QHash<const XmlNode*, XacroOrigin> m_nodeOrigin;
    QHash<const XmlElement*, std::vector<XacroOrigin>> m_attrOrigin;
    qint64 m_elements = 0;
};

}  // namespace xacro
}  // namespace kinedit
