// Tokens -> syntax tree (Python's precedence) -> value. The tree is
// evaluated lazily where Python is (and/or, x if c else y), so the branch
// not taken may name what does not exist, as in xacro.
#include "XacroExpression.h"

#include "XacroBuiltins.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <vector>

namespace kinedit {

namespace {

struct T {
    Q_DECLARE_TR_FUNCTIONS(XacroExpression)
};

[[noreturn]] void fail(const QString& message, int column) { throw XacroExpressionError{message, column}; }

// ---- tokens

enum class Tok { End, Name, Number, String, Op };

struct Token {
    Tok kind = Tok::End;
    QString text;      // Name, Op; String: the decoded string
    XacroValue value;  // Number
    int pos = 0;
};

std::vector<Token> tokenize(const QString& s) {
    std::vector<Token> out;
    int k = 0;
    const int n = int(s.size());
    static const char* const ops3[] = {"**=", "//="};
    static const char* const ops2[] = {"**", "//", "==", "!=", "<=", ">=", "<<", ">>"};
    while (k < n) {
        const QChar c = s[k];
        if (c.isSpace()) {
            ++k;
            continue;
        }
        Token t;
        t.pos = k;
        if (c.isLetter() || c == QLatin1Char('_')) {
            int e = k + 1;
            while (e < n && (s[e].isLetterOrNumber() || s[e] == QLatin1Char('_'))) ++e;
            const QString word = s.mid(k, e - k);
            // String prefixes r'' and u''.
            if ((word == QLatin1String("r") || word == QLatin1String("u")) && e < n &&
                (s[e] == QLatin1Char('\'') || s[e] == QLatin1Char('"'))) {
                k = e;
                const QChar q = s[k];
                int f = k + 1;
                while (f < n && s[f] != q) ++f;
                if (f >= n) fail(T::tr("unterminated string"), t.pos);
                t.kind = Tok::String;
                t.text = s.mid(k + 1, f - k - 1);
                out.push_back(t);
                k = f + 1;
                continue;
            }
            t.kind = Tok::Name;
            t.text = word;
            out.push_back(t);
            k = e;
            continue;
        }
        if (c.isDigit() || (c == QLatin1Char('.') && k + 1 < n && s[k + 1].isDigit())) {
            int e = k;
            if (c == QLatin1Char('0') && k + 1 < n && (s[k + 1] == QLatin1Char('x') || s[k + 1] == QLatin1Char('X'))) {
                e = k + 2;
                while (e < n && (s[e].isDigit() || QStringLiteral("abcdefABCDEF").contains(s[e]))) ++e;
                bool ok = false;
                t.value = XacroValue::integer(s.mid(k + 2, e - k - 2).toLongLong(&ok, 16));
                if (!ok) fail(T::tr("invalid number"), k);
            } else {
                bool isFloat = false;
                while (e < n && s[e].isDigit()) ++e;
                if (e < n && s[e] == QLatin1Char('.')) {
                    isFloat = true;
                    ++e;
                    while (e < n && s[e].isDigit()) ++e;
                }
                if (e < n && (s[e] == QLatin1Char('e') || s[e] == QLatin1Char('E'))) {
                    int f = e + 1;
                    if (f < n && (s[f] == QLatin1Char('+') || s[f] == QLatin1Char('-'))) ++f;
                    if (f < n && s[f].isDigit()) {
                        isFloat = true;
                        e = f;
                        while (e < n && s[e].isDigit()) ++e;
                    }
                }
                const QString num = s.mid(k, e - k);
                if (isFloat) {
                    t.value = XacroValue::real(num.toDouble());
                } else {
                    bool ok = false;
                    const qlonglong v = num.toLongLong(&ok);
                    t.value = ok ? XacroValue::integer(v) : XacroValue::real(num.toDouble());
                }
                if (e < n && (s[e].isLetter() || s[e] == QLatin1Char('_'))) fail(T::tr("invalid syntax"), e);
            }
            t.kind = Tok::Number;
            out.push_back(t);
            k = e;
            continue;
        }
        if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            QString str;
            int f = k + 1;
            while (f < n && s[f] != c) {
                if (s[f] == QLatin1Char('\\') && f + 1 < n) {
                    const QChar x = s[f + 1];
                    str += x == QLatin1Char('n') ? QChar(u'\n') : x == QLatin1Char('t') ? QChar(u'\t') : x;
                    f += 2;
                    continue;
                }
                str += s[f++];
            }
            if (f >= n) fail(T::tr("unterminated string"), k);
            t.kind = Tok::String;
            t.text = str;
            out.push_back(t);
            k = f + 1;
            continue;
        }
        t.kind = Tok::Op;
        QString op;
        for (const char* o : ops3)
            if (s.mid(k, 3) == QLatin1String(o)) op = QLatin1String(o);
        if (op.isEmpty())
            for (const char* o : ops2)
                if (s.mid(k, 2) == QLatin1String(o)) op = QLatin1String(o);
        if (op.isEmpty()) {
            if (!QStringLiteral("+-*/%()[]{},:.<>~&|^=").contains(c)) fail(T::tr("invalid character '%1'").arg(c), k);
            op = c;
        }
        if (op.size() > 1 && op.endsWith(QLatin1Char('=')) && op != QLatin1String("==") && op != QLatin1String("!=") &&
            op != QLatin1String("<=") && op != QLatin1String(">="))
            fail(T::tr("assignment is not an expression"), k);
        t.text = op;
        out.push_back(t);
        k += int(op.size());
    }
    Token end;
    end.pos = n;
    out.push_back(end);
    return out;
}

// ---- syntax tree

enum class N { Const, Name, Attr, Index, Slice, Call, Unary, Binary, Compare, And, Or, Not, IfElse, List, Tuple, Dict, Comprehension };

// One "for TARGETS in ITERABLE if CONDITION..." of a list comprehension.
struct ForClause {
    QStringList targets;  // one name, or names to unpack each item into
    int iterable = -1;
    std::vector<int> conditions;
    int pos = 0;
};

struct Node {
    N kind = N::Const;
    int pos = 0;
    QString text;  // Name, Attr: the name; Unary, Binary: the operator
    XacroValue value;
    std::vector<int> kids;
    std::vector<QString> ops;        // Compare: one per pair
    std::vector<ForClause> clauses;  // Comprehension: kids[0] is the element
};

class Parser {
public:
    void parse(const QString& text) { m_toks = tokenize(text); }
    std::vector<Node> nodes;

    int parseAll() {
        const int root = expression();
        if (peek().kind != Tok::End) fail(T::tr("invalid syntax"), peek().pos);
        return root;
    }

private:
    std::vector<Token> m_toks;
    size_t m_at = 0;

    const Token& peek() const { return m_toks[m_at]; }
    Token take() { return m_toks[m_at++]; }
    bool isOp(const char* op) const { return peek().kind == Tok::Op && peek().text == QLatin1String(op); }
    bool isWord(const char* w) const { return peek().kind == Tok::Name && peek().text == QLatin1String(w); }
    void expectOp(const char* op) {
        if (!isOp(op))
            fail(peek().kind == Tok::End ? T::tr("unexpected end of expression: '%1' expected").arg(QLatin1String(op))
                                         : T::tr("invalid syntax: '%1' expected").arg(QLatin1String(op)),
                 peek().pos);
        ++m_at;
    }
    int add(Node n) {
        nodes.push_back(std::move(n));
        return int(nodes.size()) - 1;
    }
    int make(N kind, int pos, std::vector<int> kids, QString text = {}) {
        Node n;
        n.kind = kind;
        n.pos = pos;
        n.kids = std::move(kids);
        n.text = std::move(text);
        return add(std::move(n));
    }

    // [element for a in xs if c for b, c in ys ...]: after the element.
    int comprehension(int pos, int element) {
        Node n;
        n.kind = N::Comprehension;
        n.pos = pos;
        n.kids = {element};
        while (isWord("for")) {
            ForClause c;
            c.pos = peek().pos;
            ++m_at;
            do {
                if (peek().kind != Tok::Name) fail(T::tr("invalid syntax: a name must follow 'for'"), peek().pos);
                c.targets << take().text;
            } while (isOp(",") && (++m_at, true));
            if (!isWord("in")) fail(T::tr("invalid syntax: 'in' expected"), peek().pos);
            ++m_at;
            c.iterable = orExpr();
            while (isWord("if")) {
                ++m_at;
                c.conditions.push_back(orExpr());
            }
            n.clauses.push_back(std::move(c));
        }
        expectOp("]");
        return add(std::move(n));
    }

    int expression() {
        if (isWord("lambda")) fail(T::tr("lambda is outside the Python subset xacro files use"), peek().pos);
        const int pos = peek().pos;
        const int a = orExpr();
        if (isWord("if")) {
            ++m_at;
            const int cond = orExpr();
            if (!isWord("else")) fail(T::tr("invalid syntax: 'else' expected"), peek().pos);
            ++m_at;
            const int b = expression();
            return make(N::IfElse, pos, {cond, a, b});
        }
        return a;
    }
    int orExpr() {
        int a = andExpr();
        while (isWord("or")) {
            const int pos = take().pos;
            a = make(N::Or, pos, {a, andExpr()});
        }
        return a;
    }
    int andExpr() {
        int a = notExpr();
        while (isWord("and")) {
            const int pos = take().pos;
            a = make(N::And, pos, {a, notExpr()});
        }
        return a;
    }
    int notExpr() {
        if (isWord("not")) {
            const int pos = take().pos;
            return make(N::Not, pos, {notExpr()});
        }
        return comparison();
    }
    int comparison() {
        const int pos = peek().pos;
        const int a = bitOr();
        Node n;
        n.kind = N::Compare;
        n.pos = pos;
        n.kids.push_back(a);
        for (;;) {
            QString op;
            if (peek().kind == Tok::Op &&
                (peek().text == QLatin1String("==") || peek().text == QLatin1String("!=") || peek().text == QLatin1String("<") ||
                 peek().text == QLatin1String(">") || peek().text == QLatin1String("<=") || peek().text == QLatin1String(">="))) {
                op = take().text;
            } else if (isWord("in")) {
                ++m_at;
                op = QStringLiteral("in");
            } else if (isWord("not") && m_toks[m_at + 1].kind == Tok::Name && m_toks[m_at + 1].text == QLatin1String("in")) {
                m_at += 2;
                op = QStringLiteral("not in");
            } else if (isWord("is")) {
                ++m_at;
                op = QStringLiteral("is");
                if (isWord("not")) {
                    ++m_at;
                    op = QStringLiteral("is not");
                }
            } else {
                break;
            }
            n.ops.push_back(op);
            n.kids.push_back(bitOr());
        }
        if (n.ops.empty()) return a;
        return add(std::move(n));
    }
    int binaryLevel(int (Parser::*next)(), std::initializer_list<const char*> ops) {
        int a = (this->*next)();
        for (;;) {
            const char* found = nullptr;
            for (const char* o : ops)
                if (isOp(o)) found = o;
            if (!found) return a;
            const int pos = take().pos;
            a = make(N::Binary, pos, {a, (this->*next)()}, QLatin1String(found));
        }
    }
    int bitOr() { return binaryLevel(&Parser::bitXor, {"|"}); }
    int bitXor() { return binaryLevel(&Parser::bitAnd, {"^"}); }
    int bitAnd() { return binaryLevel(&Parser::shift, {"&"}); }
    int shift() { return binaryLevel(&Parser::arith, {"<<", ">>"}); }
    int arith() { return binaryLevel(&Parser::term, {"+", "-"}); }
    int term() { return binaryLevel(&Parser::factor, {"*", "/", "//", "%"}); }
    int factor() {
        if (isOp("-") || isOp("+") || isOp("~")) {
            const Token t = take();
            return make(N::Unary, t.pos, {factor()}, t.text);
        }
        return power();
    }
    int power() {
        const int a = postfix();
        if (isOp("**")) {
            const int pos = take().pos;
            return make(N::Binary, pos, {a, factor()}, QStringLiteral("**"));
        }
        return a;
    }
    int postfix() {
        int a = atom();
        for (;;) {
            if (isOp("(")) {
                const int pos = take().pos;
                Node call;
                call.kind = N::Call;
                call.pos = pos;
                call.kids.push_back(a);
                while (!isOp(")")) {
                    // name=value: a keyword argument (dict(a=1) in real files).
                    QString keyword;
                    if (peek().kind == Tok::Name && m_toks[m_at + 1].kind == Tok::Op && m_toks[m_at + 1].text == QLatin1String("=")) {
                        keyword = take().text;
                        ++m_at;
                    }
                    call.kids.push_back(expression());
                    call.ops.push_back(keyword);
                    if (!isOp(",")) break;
                    ++m_at;
                }
                expectOp(")");
                a = add(std::move(call));
            } else if (isOp("[")) {
                const int pos = take().pos;
                // a[i] or a[lo:hi]
                int lo = -1, hi = -1;
                bool slice = false;
                if (!isOp(":")) lo = expression();
                if (isOp(":")) {
                    slice = true;
                    ++m_at;
                    if (!isOp("]")) hi = expression();
                }
                expectOp("]");
                if (slice) {
                    Node n;
                    n.kind = N::Slice;
                    n.pos = pos;
                    n.kids = {a, lo, hi};
                    a = add(std::move(n));
                } else {
                    a = make(N::Index, pos, {a, lo});
                }
            } else if (isOp(".")) {
                ++m_at;
                if (peek().kind != Tok::Name) fail(T::tr("invalid syntax: a name must follow '.'"), peek().pos);
                const Token t = take();
                a = make(N::Attr, t.pos, {a}, t.text);
            } else {
                return a;
            }
        }
    }
    int atom() {
        const Token t = peek();
        switch (t.kind) {
        case Tok::End: fail(T::tr("unexpected end of expression"), t.pos);
        case Tok::Number: {
            ++m_at;
            Node n;
            n.kind = N::Const;
            n.pos = t.pos;
            n.value = t.value;
            return add(std::move(n));
        }
        case Tok::String: {
            ++m_at;
            QString s = t.text;
            while (peek().kind == Tok::String) s += take().text;  // 'a' 'b'
            Node n;
            n.kind = N::Const;
            n.pos = t.pos;
            n.value = XacroValue::string(s);
            return add(std::move(n));
        }
        case Tok::Name: {
            static const QStringList keywords = {QStringLiteral("and"),    QStringLiteral("or"),    QStringLiteral("not"),
                                                 QStringLiteral("in"),     QStringLiteral("is"),    QStringLiteral("if"),
                                                 QStringLiteral("else"),   QStringLiteral("for"),   QStringLiteral("import"),
                                                 QStringLiteral("lambda"), QStringLiteral("yield"), QStringLiteral("def")};
            if (keywords.contains(t.text)) fail(T::tr("invalid syntax at '%1'").arg(t.text), t.pos);
            ++m_at;
            Node n;
            n.pos = t.pos;
            if (t.text == QLatin1String("None"))
                n.kind = N::Const;
            else if (t.text == QLatin1String("True") || t.text == QLatin1String("False")) {
                n.kind = N::Const;
                n.value = XacroValue::boolean(t.text == QLatin1String("True"));
            } else {
                n.kind = N::Name;
                n.text = t.text;
            }
            return add(std::move(n));
        }
        case Tok::Op: break;
        }
        if (t.text == QLatin1String("(") || t.text == QLatin1String("[")) {
            ++m_at;
            const bool list = t.text == QLatin1String("[");
            const char* close = list ? "]" : ")";
            std::vector<int> items;
            bool comma = false;
            while (!isOp(close)) {
                items.push_back(expression());
                if (isWord("for")) {
                    if (!list || items.size() != 1 || comma)
                        fail(T::tr("generator expressions are outside the Python subset xacro files use"), peek().pos);
                    return comprehension(t.pos, items[0]);
                }
                if (!isOp(",")) break;
                comma = true;
                ++m_at;
            }
            expectOp(close);
            if (!list && items.size() == 1 && !comma) return items[0];  // (x)
            return make(list ? N::List : N::Tuple, t.pos, std::move(items));
        }
        if (t.text == QLatin1String("{")) {
            ++m_at;
            std::vector<int> items;
            while (!isOp("}")) {
                items.push_back(expression());
                expectOp(":");
                items.push_back(expression());
                if (!isOp(",")) break;
                ++m_at;
            }
            expectOp("}");
            return make(N::Dict, t.pos, std::move(items));
        }
        fail(T::tr("invalid syntax at '%1'").arg(t.text), t.pos);
    }
};

// ---- evaluation

class Evaluator {
public:
    Evaluator(const std::vector<Node>& nodes, XacroEnvironment& env) : m_nodes(nodes), m_env(env) {}

    XacroValue eval(int i) {
        const Node& n = m_nodes[size_t(i)];
        switch (n.kind) {
        case N::Const: return n.value;
        case N::Name: {
            for (auto it = m_locals.rbegin(); it != m_locals.rend(); ++it)
                if (it->first == n.text) return it->second;
            if (std::optional<XacroValue> v = m_env.lookup(n.text)) return *v;
            if (std::optional<XacroValue> g = xacroGlobal(n.text)) return *g;
            throw XacroExpressionError{T::tr("name '%1' is not defined").arg(n.text), n.pos, XacroExpressionError::UndefinedName};
        }
        case N::Attr: {
            const XacroValue base = eval(n.kids[0]);
            if (base.type == XacroValue::Type::Namespace && base.table) {
                if (std::optional<XacroValue> v = m_env.member(base.table, n.text)) return *v;
                fail(T::tr("name '%1' is not defined in this namespace").arg(n.text), n.pos);
            }
            if (base.type == XacroValue::Type::Dict) {
                // yaml dictionaries allow dotted access (xacro's YamlDictWrapper).
                for (const auto& [k, v] : *base.dict)
                    if (k.type == XacroValue::Type::String && k.s == n.text) return v;
            }
            if (std::optional<XacroValue> m = xacroMember(base, n.text)) return *m;
            if (base.type == XacroValue::Type::Dict) fail(T::tr("the yaml dictionary has no key '%1'").arg(n.text), n.pos);
            fail(T::tr("'%1' object has no attribute '%2'").arg(base.typeName(), n.text), n.pos);
        }
        case N::Index: return index(eval(n.kids[0]), eval(n.kids[1]), n.pos);
        case N::Slice: {
            const XacroValue base = eval(n.kids[0]);
            const std::optional<XacroValue> lo = n.kids[1] >= 0 ? std::optional(eval(n.kids[1])) : std::nullopt;
            const std::optional<XacroValue> hi = n.kids[2] >= 0 ? std::optional(eval(n.kids[2])) : std::nullopt;
            return xacroSlice(base, lo, hi, n.pos);
        }
        case N::Call: {
            const XacroValue f = eval(n.kids[0]);
            std::vector<XacroValue> args;
            std::vector<std::pair<XacroValue, XacroValue>> keywords;
            for (size_t k = 1; k < n.kids.size(); ++k) {
                if (n.ops[k - 1].isEmpty())
                    args.push_back(eval(n.kids[k]));
                else
                    keywords.emplace_back(XacroValue::string(n.ops[k - 1]), eval(n.kids[k]));
            }
            if (keywords.empty()) return xacroCall(f, args, m_env, n.pos);
            // Only dict() takes keywords among the builtins xacro files call.
            if (f.type != XacroValue::Type::Function || f.s != QLatin1String("python.dict") || args.size() > 1 ||
                (args.size() == 1 && args[0].type != XacroValue::Type::Dict))
                fail(T::tr("%1() takes no keyword arguments here")
                         .arg(f.type == XacroValue::Type::Function ? f.s.section(QLatin1Char('.'), -1) : f.typeName()),
                     n.pos);
            std::vector<std::pair<XacroValue, XacroValue>> items =
                args.empty() ? std::vector<std::pair<XacroValue, XacroValue>>{} : *args[0].dict;
            for (auto& [k, v] : keywords) {
                const auto same = std::find_if(items.begin(), items.end(), [&](const auto& kv) { return xacroEquals(kv.first, k); });
                if (same != items.end())
                    same->second = v;
                else
                    items.emplace_back(k, v);
            }
            return XacroValue::makeDict(std::move(items));
        }
        case N::Unary: {
            const XacroValue a = eval(n.kids[0]);
            if (!a.isNumber()) fail(T::tr("bad operand type for unary %1: '%2'").arg(n.text, a.typeName()), n.pos);
            if (n.text == QLatin1String("+")) return a.type == XacroValue::Type::Bool ? XacroValue::integer(a.b) : a;
            if (n.text == QLatin1String("~")) {
                if (a.type == XacroValue::Type::Float) fail(T::tr("bad operand type for unary ~: 'float'"), n.pos);
                return XacroValue::integer(~(a.type == XacroValue::Type::Int ? a.i : std::int64_t(a.b)));
            }
            if (a.type == XacroValue::Type::Int && a.i == INT64_MIN)
                fail(T::tr("integer overflow: -(%1) needs more than 64 bits").arg(a.i), n.pos);
            return a.type == XacroValue::Type::Float ? XacroValue::real(-a.f)
                                                     : XacroValue::integer(-(a.type == XacroValue::Type::Int ? a.i : std::int64_t(a.b)));
        }
        case N::Binary: return xacroBinary(n.text, eval(n.kids[0]), eval(n.kids[1]), n.pos);
        case N::Compare: {
            XacroValue left = eval(n.kids[0]);
            for (size_t k = 0; k < n.ops.size(); ++k) {
                const XacroValue right = eval(n.kids[k + 1]);
                if (!xacroCompare(n.ops[k], left, right, m_nodes[size_t(n.kids[k + 1])].pos)) return XacroValue::boolean(false);
                left = right;
            }
            return XacroValue::boolean(true);
        }
        case N::And: {
            const XacroValue a = eval(n.kids[0]);
            return a.truthy() ? eval(n.kids[1]) : a;
        }
        case N::Or: {
            const XacroValue a = eval(n.kids[0]);
            return a.truthy() ? a : eval(n.kids[1]);
        }
        case N::Not: return XacroValue::boolean(!eval(n.kids[0]).truthy());
        case N::IfElse: return eval(n.kids[0]).truthy() ? eval(n.kids[1]) : eval(n.kids[2]);
        case N::List:
        case N::Tuple: {
            std::vector<XacroValue> items;
            for (int k : n.kids) items.push_back(eval(k));
            XacroValue v = XacroValue::makeList(std::move(items));
            v.tuple = n.kind == N::Tuple;
            return v;
        }
        case N::Comprehension: {
            std::vector<XacroValue> out;
            comprehend(n, 0, out);
            return XacroValue::makeList(std::move(out));
        }
        case N::Dict: {
            std::vector<std::pair<XacroValue, XacroValue>> items;
            for (size_t k = 0; k + 1 < n.kids.size(); k += 2) items.emplace_back(eval(n.kids[k]), eval(n.kids[k + 1]));
            return XacroValue::makeDict(std::move(items));
        }
        }
        return {};
    }

private:
    XacroValue index(const XacroValue& base, const XacroValue& key, int pos) {
        using Ty = XacroValue::Type;
        if (base.type == Ty::Dict) {
            for (const auto& [k, v] : *base.dict)
                if (xacroEquals(k, key)) return v;
            fail(T::tr("key %1 is not in the dictionary").arg(key.repr()), pos);
        }
        if (base.type == Ty::List || base.type == Ty::String) {
            if (key.type != Ty::Int && key.type != Ty::Bool) fail(T::tr("indices must be integers, not %1").arg(key.typeName()), pos);
            const std::int64_t size = base.type == Ty::List ? std::int64_t(base.list->size()) : std::int64_t(base.s.size());
            std::int64_t at = key.type == Ty::Int ? key.i : key.b;
            if (at < 0) at += size;
            if (at < 0 || at >= size) fail(T::tr("index %1 out of range (size %2)").arg(key.str()).arg(size), pos);
            return base.type == Ty::List ? (*base.list)[size_t(at)] : XacroValue::string(base.s.mid(qsizetype(at), 1));
        }
        fail(T::tr("'%1' object is not subscriptable").arg(base.typeName()), pos);
    }

    // The comprehension's variables, innermost last; they hide properties.
    std::vector<std::pair<QString, XacroValue>> m_locals;

    void comprehend(const Node& n, size_t clause, std::vector<XacroValue>& out) {
        if (clause == n.clauses.size()) {
            if (out.size() >= 1'000'000) fail(T::tr("the list comprehension makes more than a million items"), n.pos);
            out.push_back(eval(n.kids[0]));
            return;
        }
        const ForClause& c = n.clauses[clause];
        const XacroValue iterable = eval(c.iterable);
        std::vector<XacroValue> items;
        if (iterable.type == XacroValue::Type::List)
            items = *iterable.list;
        else if (iterable.type == XacroValue::Type::String)
            for (const QChar ch : iterable.s) items.push_back(XacroValue::string(QString(ch)));
        else if (iterable.type == XacroValue::Type::Dict)
            for (const auto& [k, v] : *iterable.dict) items.push_back(k);
        else
            fail(T::tr("'%1' object is not iterable").arg(iterable.typeName()), m_nodes[size_t(c.iterable)].pos);
        for (const XacroValue& item : items) {
            const size_t depth = m_locals.size();
            if (c.targets.size() == 1) {
                m_locals.emplace_back(c.targets[0], item);
            } else {
                if (item.type != XacroValue::Type::List || item.list->size() != size_t(c.targets.size()))
                    fail(T::tr("cannot unpack %1 into %2 names").arg(item.typeName()).arg(c.targets.size()), c.pos);
                for (qsizetype k = 0; k < c.targets.size(); ++k) m_locals.emplace_back(c.targets[k], (*item.list)[size_t(k)]);
            }
            bool keep = true;
            for (int cond : c.conditions)
                if (!eval(cond).truthy()) {
                    keep = false;
                    break;
                }
            if (keep) comprehend(n, clause + 1, out);
            m_locals.resize(depth);
        }
    }

    const std::vector<Node>& m_nodes;
    XacroEnvironment& m_env;
};

}  // namespace

XacroValue evaluateXacroExpression(const QString& text, XacroEnvironment& env) {
    Parser p;
    int root = -1;
    try {
        // xacro refuses these names: they reach Python's internals.
        if (text.contains(QLatin1String("__"))) fail(T::tr("names holding '__' are not allowed"), int(text.indexOf(QLatin1String("__"))));
        p.parse(text);
        root = p.parseAll();
    } catch (XacroExpressionError& e) {
        e.kind = XacroExpressionError::Syntax;
        throw;
    }
    Evaluator e(p.nodes, env);
    return e.eval(root);
}

}  // namespace kinedit
