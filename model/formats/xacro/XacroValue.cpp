#include "XacroValue.h"

#include "XacroExpression.h"

#include <QCoreApplication>

#include <QRegularExpression>
#include <QStringList>

#include <charconv>
#include <cmath>

namespace kinedit {

XacroValue XacroValue::makeList(std::vector<XacroValue> v) {
    XacroValue x;
    x.type = Type::List;
    x.list = std::make_shared<const std::vector<XacroValue>>(std::move(v));
    return x;
}

XacroValue XacroValue::makeDict(std::vector<std::pair<XacroValue, XacroValue>> v) {
    XacroValue x;
    x.type = Type::Dict;
    x.dict = std::make_shared<const std::vector<std::pair<XacroValue, XacroValue>>>(std::move(v));
    return x;
}

bool XacroValue::truthy() const {
    switch (type) {
    case Type::None: return false;
    case Type::Bool: return b;
    case Type::Int: return i != 0;
    case Type::Float: return f != 0;
    case Type::String: return !s.isEmpty();
    case Type::List: return !list->empty();
    case Type::Dict: return !dict->empty();
    default: return true;
    }
}

QString pythonFloat(double v) {
    if (std::isnan(v)) return QStringLiteral("nan");
    if (std::isinf(v)) return v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    if (v == 0) return std::signbit(v) ? QStringLiteral("-0.0") : QStringLiteral("0.0");
    // The shortest round-trip digits and the decimal exponent.
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
    const std::string sci(buf, r.ptr);  // "-1.2345e-05"
    const size_t e = sci.find('e');
    const bool negative = sci[0] == '-';
    std::string digits;
    for (size_t k = negative ? 1 : 0; k < e; ++k)
        if (sci[k] != '.') digits += sci[k];
    const int exp = std::stoi(sci.substr(e + 1));
    std::string out;
    if (exp >= 16 || exp < -4) {
        // d[.ddd]e[+-]XX
        out = digits.substr(0, 1);
        if (digits.size() > 1) {
            out += '.';
            out.append(digits, 1);
        }
        char ebuf[16];
        std::snprintf(ebuf, sizeof ebuf, "e%c%02d", exp < 0 ? '-' : '+', std::abs(exp));
        out += ebuf;
    } else if (exp < 0) {
        out.assign("0.");  // appended, not "0." + ...: GCC 12 warns falsely there (-Wrestrict)
        out.append(size_t(-exp - 1), '0');
        out += digits;
    } else {
        const size_t intDigits = size_t(exp) + 1;
        out = digits.substr(0, intDigits);
        if (digits.size() <= intDigits) {
            out.append(intDigits - digits.size(), '0');
            out += ".0";
        } else {
            out += '.';
            out.append(digits, intDigits);
        }
    }
    if (negative) out.insert(out.begin(), '-');
    return QString::fromLatin1(out);
}

namespace {
QString quote(const QString& s) {
    // Python's repr of a str: single quotes unless the text holds one and no double quote.
    const QChar q = s.contains(QLatin1Char('\'')) && !s.contains(QLatin1Char('"')) ? QLatin1Char('"') : QLatin1Char('\'');
    QString out(q);
    for (const QChar c : s) {
        if (c == QLatin1Char('\\'))
            out += QStringLiteral("\\\\");
        else if (c == q)
            out += QLatin1Char('\\') + c;
        else if (c == QLatin1Char('\n'))
            out += QStringLiteral("\\n");
        else if (c == QLatin1Char('\t'))
            out += QStringLiteral("\\t");
        else
            out += c;
    }
    return out + q;
}

// Items in a value, counted up to cap: YAML aliases share lists, so a small
// file can stand for more items than any text could hold.
qint64 items(const XacroValue& v, qint64 cap) {
    qint64 n = 1;
    if (v.type == XacroValue::Type::List)
        for (const XacroValue& x : *v.list) {
            if (n >= cap) break;
            n += items(x, cap - n);
        }
    if (v.type == XacroValue::Type::Dict)
        for (const auto& [k, x] : *v.dict) {
            if (n >= cap) break;
            n += 1 + items(x, cap - n);
        }
    return n;
}
constexpr qint64 kMaxItems = 1'000'000;
}  // namespace

QString XacroValue::repr() const { return type == Type::String ? quote(s) : str(); }

QString XacroValue::str() const {
    if ((type == Type::List || type == Type::Dict) && items(*this, kMaxItems) >= kMaxItems)
        throw XacroExpressionError{
            QCoreApplication::translate("XacroExpression", "a value of more than %1 items is too large to write as text").arg(kMaxItems),
            0};
    switch (type) {
    case Type::None: return QStringLiteral("None");
    case Type::Bool: return b ? QStringLiteral("True") : QStringLiteral("False");
    case Type::Int: return QString::number(i);
    case Type::Float: return pythonFloat(f);
    case Type::String: return s;
    case Type::List: {
        QStringList parts;
        for (const XacroValue& v : *list) parts << v.repr();
        if (tuple)
            return QLatin1Char('(') + parts.join(QStringLiteral(", ")) + (parts.size() == 1 ? QStringLiteral(",)") : QStringLiteral(")"));
        return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
    }
    case Type::Dict: {
        QStringList parts;
        for (const auto& [k, v] : *dict) parts << k.repr() + QStringLiteral(": ") + v.repr();
        return QLatin1Char('{') + parts.join(QStringLiteral(", ")) + QLatin1Char('}');
    }
    case Type::Function: return QStringLiteral("<built-in function %1>").arg(s.section(QLatin1Char('.'), -1));
    case Type::Namespace: return QStringLiteral("<namespace %1>").arg(s);
    case Type::Block: return QStringLiteral("<block>");
    }
    return {};
}

QString XacroValue::typeName() const {
    switch (type) {
    case Type::None: return QStringLiteral("NoneType");
    case Type::Bool: return QStringLiteral("bool");
    case Type::Int: return QStringLiteral("int");
    case Type::Float: return QStringLiteral("float");
    case Type::String: return QStringLiteral("str");
    case Type::List: return QStringLiteral("list");
    case Type::Dict: return QStringLiteral("dict");
    case Type::Function: return QStringLiteral("builtin_function_or_method");
    case Type::Namespace: return QStringLiteral("namespace");
    case Type::Block: return QStringLiteral("block");
    }
    return {};
}

bool xacroEquals(const XacroValue& a, const XacroValue& b) {
    using T = XacroValue::Type;
    if (a.isNumber() && b.isNumber()) {
        if (a.type != T::Float && b.type != T::Float) return (a.type == T::Int ? a.i : a.b) == (b.type == T::Int ? b.i : b.b);
        return a.number() == b.number();
    }
    if (a.type != b.type) return false;
    switch (a.type) {
    case T::None: return true;
    case T::String: return a.s == b.s;
    case T::List:
        if (a.list->size() != b.list->size()) return false;
        for (size_t k = 0; k < a.list->size(); ++k)
            if (!xacroEquals((*a.list)[k], (*b.list)[k])) return false;
        return true;
    case T::Dict:
        if (a.dict->size() != b.dict->size()) return false;
        for (const auto& [k, v] : *a.dict) {
            bool found = false;
            for (const auto& [k2, v2] : *b.dict)
                if (xacroEquals(k, k2)) {
                    found = xacroEquals(v, v2);
                    break;
                }
            if (!found) return false;
        }
        return true;
    case T::Function:
    case T::Namespace: return a.s == b.s && a.table == b.table;
    case T::Block: return a.block == b.block;
    default: return false;
    }
}

XacroValue xacroLiteral(const QString& text) {
    if (text.size() >= 2 && text.front() == QLatin1Char('\'') && text.back() == QLatin1Char('\''))
        return XacroValue::string(text.mid(1, text.size() - 2));
    if (text.contains(QLatin1Char('_'))) return XacroValue::string(text);
    const QString t = text.trimmed();
    // Python's int(): optional sign, decimal digits.
    static const QRegularExpression intRe(QStringLiteral("^[+-]?[0-9]+$"));
    if (intRe.match(t).hasMatch()) {
        bool ok = false;
        const qlonglong v = t.toLongLong(&ok);
        if (ok) return XacroValue::integer(v);
    }
    // Python's float(): decimal or exponent forms, inf, nan.
    static const QRegularExpression floatRe(QStringLiteral("^[+-]?(([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?|inf|infinity|nan)$"),
                                            QRegularExpression::CaseInsensitiveOption);
    if (floatRe.match(t).hasMatch()) {
        const QString l = t.toLower();
        const bool neg = l.startsWith(QLatin1Char('-'));
        if (l.contains(QLatin1String("inf"))) return XacroValue::real(neg ? -INFINITY : INFINITY);
        if (l.contains(QLatin1String("nan"))) return XacroValue::real(NAN);
        return XacroValue::real(t.toDouble());
    }
    if (text == QLatin1String("true") || text == QLatin1String("True")) return XacroValue::boolean(true);
    if (text == QLatin1String("false") || text == QLatin1String("False")) return XacroValue::boolean(false);
    return XacroValue::string(text);
}

}  // namespace kinedit
