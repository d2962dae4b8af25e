#include "XacroBuiltins.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>

namespace kinedit {

namespace {

struct T {
    Q_DECLARE_TR_FUNCTIONS(XacroExpression)
};

using Ty = XacroValue::Type;
using Args = std::vector<XacroValue>;

[[noreturn]] void fail(const QString& message, int column) { throw XacroExpressionError{message, column}; }

double num(const XacroValue& v, const QString& function, int column) {
    if (!v.isNumber()) fail(T::tr("%1() needs a number, not %2 (%3)").arg(function, v.typeName(), v.repr()), column);
    return v.number();
}

void arity(const Args& a, size_t lo, size_t hi, const QString& function, int column) {
    if (a.size() < lo || a.size() > hi)
        fail(lo == hi ? T::tr("%1() takes %2 argument(s), %3 given").arg(function).arg(lo).arg(a.size())
                      : T::tr("%1() takes %2 to %3 arguments, %4 given").arg(function).arg(lo).arg(hi).arg(a.size()),
             column);
}

using Fn1 = double (*)(double);
const std::map<QString, Fn1>& mathUnary() {
    static const std::map<QString, Fn1> m = {
        {QStringLiteral("sin"), [](double x) { return std::sin(x); }},
        {QStringLiteral("cos"), [](double x) { return std::cos(x); }},
        {QStringLiteral("tan"), [](double x) { return std::tan(x); }},
        {QStringLiteral("asin"), [](double x) { return std::asin(x); }},
        {QStringLiteral("acos"), [](double x) { return std::acos(x); }},
        {QStringLiteral("atan"), [](double x) { return std::atan(x); }},
        {QStringLiteral("sinh"), [](double x) { return std::sinh(x); }},
        {QStringLiteral("cosh"), [](double x) { return std::cosh(x); }},
        {QStringLiteral("tanh"), [](double x) { return std::tanh(x); }},
        {QStringLiteral("sqrt"), [](double x) { return std::sqrt(x); }},
        {QStringLiteral("exp"), [](double x) { return std::exp(x); }},
        {QStringLiteral("log10"), [](double x) { return std::log10(x); }},
        {QStringLiteral("log2"), [](double x) { return std::log2(x); }},
        {QStringLiteral("fabs"), [](double x) { return std::fabs(x); }},
        {QStringLiteral("radians"), [](double x) { return x * (M_PI / 180.0); }},  // as CPython: one rounding of pi/180
        {QStringLiteral("degrees"), [](double x) { return x * (180.0 / M_PI); }},
    };
    return m;
}

const QSet<QString>& mathNames() {
    static const QSet<QString> names = [] {
        QSet<QString> s = {QStringLiteral("pi"),    QStringLiteral("e"),        QStringLiteral("tau"),     QStringLiteral("inf"),
                           QStringLiteral("nan"),   QStringLiteral("atan2"),    QStringLiteral("pow"),     QStringLiteral("hypot"),
                           QStringLiteral("fmod"),  QStringLiteral("copysign"), QStringLiteral("floor"),   QStringLiteral("ceil"),
                           QStringLiteral("trunc"), QStringLiteral("log"),      QStringLiteral("isclose"), QStringLiteral("isnan"),
                           QStringLiteral("isinf"), QStringLiteral("factorial")};
        for (const auto& [k, f] : mathUnary()) s.insert(k);
        return s;
    }();
    return names;
}

std::optional<XacroValue> mathMember(const QString& name) {
    if (name == QLatin1String("pi")) return XacroValue::real(M_PI);
    if (name == QLatin1String("e")) return XacroValue::real(M_E);
    if (name == QLatin1String("tau")) return XacroValue::real(2 * M_PI);
    if (name == QLatin1String("inf")) return XacroValue::real(INFINITY);
    if (name == QLatin1String("nan")) return XacroValue::real(NAN);
    if (mathNames().contains(name)) return XacroValue::function(QStringLiteral("math.") + name);
    return std::nullopt;
}

const QSet<QString>& directBuiltins() {
    static const QSet<QString> s = {QStringLiteral("list"), QStringLiteral("dict"),  QStringLiteral("map"),    QStringLiteral("len"),
                                    QStringLiteral("str"),  QStringLiteral("float"), QStringLiteral("int"),    QStringLiteral("min"),
                                    QStringLiteral("max"),  QStringLiteral("round"), QStringLiteral("sorted"), QStringLiteral("range")};
    return s;
}

const QSet<QString>& pythonBuiltins() {
    static const QSet<QString> s = [] {
        QSet<QString> x = directBuiltins();
        for (const char* n : {"abs", "all", "any", "sum", "reversed", "repr", "ord", "bool", "tuple", "zip", "enumerate", "divmod"})
            x.insert(QLatin1String(n));
        return x;
    }();
    return s;
}

const QSet<QString>& xacroFunctions() {
    static const QSet<QString> s = {QStringLiteral("load_yaml"),     QStringLiteral("abs_filename"), QStringLiteral("dotify"),
                                    QStringLiteral("arg"),           QStringLiteral("message"),      QStringLiteral("warning"),
                                    QStringLiteral("error"),         QStringLiteral("fatal"),        QStringLiteral("tokenize"),
                                    QStringLiteral("print_location")};
    return s;
}

std::int64_t asInt(const XacroValue& v) { return v.type == Ty::Int ? v.i : std::int64_t(v.b); }

// A whole double as an int, refusing what 64 bits cannot hold.
std::int64_t wholeToInt(double r, int column) {
    if (!(r >= -9.2233720368547758e18 && r < 9.2233720368547758e18))
        fail(T::tr("%1 cannot be an integer of 64 bits").arg(pythonFloat(r)), column);
    return std::int64_t(r);
}

// Python's round(x): halves to even.
double roundHalfEven(double x) {
    const int old = std::fegetround();
    std::fesetround(FE_TONEAREST);
    const double r = std::nearbyint(x);
    std::fesetround(old);
    return r;
}

std::int64_t pyFloorDiv(std::int64_t a, std::int64_t b) {
    std::int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
    return q;
}

int compareValues(const XacroValue& a, const XacroValue& b, int column);

XacroValue minMax(const Args& args, bool wantMax, int column) {
    Args items = args;
    if (args.size() == 1 && args[0].type == Ty::List) items = *args[0].list;
    if (items.empty()) fail(T::tr("%1() of an empty sequence").arg(wantMax ? QStringLiteral("max") : QStringLiteral("min")), column);
    XacroValue best = items[0];
    for (size_t k = 1; k < items.size(); ++k) {
        const int c = compareValues(items[k], best, column);
        if (wantMax ? c > 0 : c < 0) best = items[k];
    }
    return best;
}

XacroValue toInt(const XacroValue& v, int column) {
    if (v.type == Ty::Int) return v;
    if (v.type == Ty::Bool) return XacroValue::integer(v.b);
    if (v.type == Ty::Float) {
        if (!std::isfinite(v.f)) fail(T::tr("cannot convert %1 to an integer").arg(v.str()), column);
        return XacroValue::integer(wholeToInt(std::trunc(v.f), column));
    }
    if (v.type == Ty::String) {
        bool ok = false;
        const qlonglong i = v.s.trimmed().toLongLong(&ok);
        if (ok) return XacroValue::integer(i);
    }
    fail(T::tr("invalid literal for int(): %1").arg(v.repr()), column);
}

XacroValue toFloat(const XacroValue& v, int column) {
    if (v.isNumber()) return XacroValue::real(v.number());
    if (v.type == Ty::String) {
        const XacroValue lit = xacroLiteral(v.s.trimmed());
        if (lit.type == Ty::Int || lit.type == Ty::Float) return XacroValue::real(lit.number());
    }
    fail(T::tr("could not convert %1 to float").arg(v.repr()), column);
}

XacroValue callMethod(const QString& name, const XacroValue& self, const Args& a, int column) {
    if (self.type == Ty::String) {
        const QString& s = self.s;
        if (name == QLatin1String("upper")) return XacroValue::string(s.toUpper());
        if (name == QLatin1String("lower")) return XacroValue::string(s.toLower());
        if (name == QLatin1String("strip")) return XacroValue::string(s.trimmed());
        if (name == QLatin1String("startswith") && a.size() == 1) return XacroValue::boolean(s.startsWith(a[0].str()));
        if (name == QLatin1String("endswith") && a.size() == 1) return XacroValue::boolean(s.endsWith(a[0].str()));
        if (name == QLatin1String("replace") && a.size() == 2) return XacroValue::string(QString(s).replace(a[0].str(), a[1].str()));
        if (name == QLatin1String("split")) {
            std::vector<XacroValue> parts;
            static const QRegularExpression space(QStringLiteral("\\s+"));
            const QStringList list = a.empty() ? s.split(space, Qt::SkipEmptyParts) : s.split(a[0].str());
            for (const QString& p : list) parts.push_back(XacroValue::string(p));
            return XacroValue::makeList(std::move(parts));
        }
        if (name == QLatin1String("join") && a.size() == 1 && a[0].type == Ty::List) {
            QStringList parts;
            for (const XacroValue& v : *a[0].list) {
                if (v.type != Ty::String) fail(T::tr("join() needs strings, found %1").arg(v.typeName()), column);
                parts << v.s;
            }
            return XacroValue::string(parts.join(s));
        }
        if (name == QLatin1String("format")) {
            QString out;
            size_t next = 0;
            for (qsizetype k = 0; k < s.size(); ++k) {
                if (s[k] == QLatin1Char('{') && k + 1 < s.size() && s[k + 1] == QLatin1Char('{')) {
                    out += QLatin1Char('{');
                    ++k;
                } else if (s[k] == QLatin1Char('}') && k + 1 < s.size() && s[k + 1] == QLatin1Char('}')) {
                    out += QLatin1Char('}');
                    ++k;
                } else if (s[k] == QLatin1Char('{')) {
                    const qsizetype close = s.indexOf(QLatin1Char('}'), k);
                    if (close < 0) fail(T::tr("format(): a '{' without '}'"), column);
                    const QString field = s.mid(k + 1, close - k - 1);
                    bool isIndex = false;
                    const int idx = field.toInt(&isIndex);
                    const size_t at = field.isEmpty() ? next++ : isIndex ? size_t(idx) : a.size();
                    if (at >= a.size()) fail(T::tr("format(): no argument for {%1}").arg(field), column);
                    out += a[at].str();
                    k = close;
                } else {
                    out += s[k];
                }
            }
            return XacroValue::string(out);
        }
    }
    if (self.type == Ty::Dict) {
        if (name == QLatin1String("get") && (a.size() == 1 || a.size() == 2)) {
            for (const auto& [k, v] : *self.dict)
                if (xacroEquals(k, a[0])) return v;
            return a.size() == 2 ? a[1] : XacroValue::none();
        }
        if (name == QLatin1String("keys") || name == QLatin1String("values") || name == QLatin1String("items")) {
            std::vector<XacroValue> out;
            for (const auto& [k, v] : *self.dict)
                out.push_back(name == QLatin1String("keys") ? k : name == QLatin1String("values") ? v : XacroValue::makeList({k, v}));
            return XacroValue::makeList(std::move(out));
        }
    }
    fail(T::tr("'%1' object has no method '%2' that xacro files use").arg(self.typeName(), name), column);
}

int compareValues(const XacroValue& a, const XacroValue& b, int column) {
    if (a.isNumber() && b.isNumber()) {
        const double x = a.number(), y = b.number();
        if (a.type != Ty::Float && b.type != Ty::Float) return asInt(a) < asInt(b) ? -1 : asInt(a) > asInt(b);
        return x < y ? -1 : x > y;
    }
    if (a.type == Ty::String && b.type == Ty::String) return a.s < b.s ? -1 : a.s > b.s;
    if (a.type == Ty::List && b.type == Ty::List) {
        for (size_t k = 0; k < std::min(a.list->size(), b.list->size()); ++k)
            if (const int c = compareValues((*a.list)[k], (*b.list)[k], column)) return c;
        return a.list->size() < b.list->size() ? -1 : a.list->size() > b.list->size();
    }
    fail(T::tr("'<' not supported between '%1' and '%2'").arg(a.typeName(), b.typeName()), column);
}

}  // namespace

std::optional<XacroValue> xacroGlobal(const QString& name) {
    if (name == QLatin1String("math") || name == QLatin1String("xacro") || name == QLatin1String("python")) return XacroValue::module(name);
    if (directBuiltins().contains(name)) return XacroValue::function(QStringLiteral("python.") + name);
    if (name == QLatin1String("load_yaml") || name == QLatin1String("abs_filename") || name == QLatin1String("dotify"))
        return XacroValue::function(QStringLiteral("xacro.") + name);
    return mathMember(name);
}

std::optional<XacroValue> xacroMember(const XacroValue& base, const QString& name) {
    if (base.type == Ty::Namespace && !base.table) {
        if (base.s == QLatin1String("math")) return mathMember(name);
        if (base.s == QLatin1String("python") && pythonBuiltins().contains(name))
            return XacroValue::function(QStringLiteral("python.") + name);
        if (base.s == QLatin1String("xacro") && xacroFunctions().contains(name))
            return XacroValue::function(QStringLiteral("xacro.") + name);
        return std::nullopt;
    }
    // Python's own attributes of str and dict (calling one Kinedit does not
    // implement is an error then); any other name is no attribute, which
    // for a YAML dict means a missing key.
    static const QSet<QString> dictMethods = {"clear", "copy",    "fromkeys",   "get",    "items", "keys",
                                              "pop",   "popitem", "setdefault", "update", "values"};
    static const QSet<QString> strMethods = {
        "capitalize",   "casefold",   "center",    "count",       "encode",    "endswith",     "expandtabs",   "find",
        "format",       "format_map", "index",     "isalnum",     "isalpha",   "isascii",      "isdecimal",    "isdigit",
        "isidentifier", "islower",    "isnumeric", "isprintable", "isspace",   "istitle",      "isupper",      "join",
        "ljust",        "lower",      "lstrip",    "maketrans",   "partition", "removeprefix", "removesuffix", "replace",
        "rfind",        "rindex",     "rjust",     "rpartition",  "rsplit",    "rstrip",       "split",        "splitlines",
        "startswith",   "strip",      "swapcase",  "title",       "translate", "upper",        "zfill"};
    if ((base.type == Ty::String && strMethods.contains(name)) || (base.type == Ty::Dict && dictMethods.contains(name))) {
        XacroValue m = XacroValue::function(QStringLiteral("method.") + name);
        m.list = std::make_shared<const std::vector<XacroValue>>(std::vector<XacroValue>{base});
        return m;
    }
    return std::nullopt;
}

XacroValue xacroCall(const XacroValue& f, const Args& a, XacroEnvironment& env, int column) {
    if (f.type != Ty::Function) fail(T::tr("'%1' object is not callable").arg(f.typeName()), column);
    const QString ns = f.s.section(QLatin1Char('.'), 0, 0), name = f.s.section(QLatin1Char('.'), 1);
    if (ns == QLatin1String("method")) return callMethod(name, f.list->front(), a, column);
    if (ns == QLatin1String("math")) {
        if (const auto it = mathUnary().find(name); it != mathUnary().end()) {
            arity(a, 1, 1, name, column);
            return XacroValue::real(it->second(num(a[0], name, column)));
        }
        if (name == QLatin1String("floor") || name == QLatin1String("ceil") || name == QLatin1String("trunc")) {
            arity(a, 1, 1, name, column);
            const double x = num(a[0], name, column);
            const double r = name == QLatin1String("floor") ? std::floor(x) : name == QLatin1String("ceil") ? std::ceil(x) : std::trunc(x);
            return XacroValue::integer(wholeToInt(r, column));
        }
        if (name == QLatin1String("log")) {
            arity(a, 1, 2, name, column);
            const double x = std::log(num(a[0], name, column));
            return XacroValue::real(a.size() == 2 ? x / std::log(num(a[1], name, column)) : x);
        }
        if (name == QLatin1String("isnan")) return XacroValue::boolean(std::isnan(num(a.at(0), name, column)));
        if (name == QLatin1String("isinf")) return XacroValue::boolean(std::isinf(num(a.at(0), name, column)));
        if (name == QLatin1String("factorial")) {
            arity(a, 1, 1, name, column);
            std::int64_t r = 1;
            for (std::int64_t k = 2; k <= asInt(toInt(a[0], column)); ++k)
                if (__builtin_mul_overflow(r, k, &r))
                    fail(T::tr("integer overflow: factorial(%1) needs more than 64 bits").arg(a[0].str()), column);
            return XacroValue::integer(r);
        }
        arity(a, 2, 3, name, column);
        const double x = num(a[0], name, column), y = num(a[1], name, column);
        if (name == QLatin1String("atan2")) return XacroValue::real(std::atan2(x, y));
        if (name == QLatin1String("pow")) return XacroValue::real(std::pow(x, y));
        if (name == QLatin1String("hypot")) return XacroValue::real(std::hypot(x, y));
        if (name == QLatin1String("fmod")) return XacroValue::real(std::fmod(x, y));
        if (name == QLatin1String("copysign")) return XacroValue::real(std::copysign(x, y));
        if (name == QLatin1String("isclose"))
            return XacroValue::boolean(std::abs(x - y) <= std::max(1e-9 * std::max(std::abs(x), std::abs(y)), 0.0));
    }
    if (ns == QLatin1String("python")) {
        if (name == QLatin1String("len")) {
            arity(a, 1, 1, name, column);
            if (a[0].type == Ty::String) return XacroValue::integer(a[0].s.size());
            if (a[0].type == Ty::List) return XacroValue::integer(std::int64_t(a[0].list->size()));
            if (a[0].type == Ty::Dict) return XacroValue::integer(std::int64_t(a[0].dict->size()));
            fail(T::tr("object of type '%1' has no len()").arg(a[0].typeName()), column);
        }
        if (name == QLatin1String("str")) return XacroValue::string(a.empty() ? QString() : a[0].str());
        if (name == QLatin1String("repr")) return XacroValue::string(a.at(0).repr());
        if (name == QLatin1String("int")) return a.empty() ? XacroValue::integer(0) : toInt(a[0], column);
        if (name == QLatin1String("float")) return a.empty() ? XacroValue::real(0) : toFloat(a[0], column);
        if (name == QLatin1String("bool")) return XacroValue::boolean(!a.empty() && a[0].truthy());
        if (name == QLatin1String("min") || name == QLatin1String("max")) return minMax(a, name == QLatin1String("max"), column);
        if (name == QLatin1String("abs")) {
            arity(a, 1, 1, name, column);
            if (a[0].type == Ty::Float) return XacroValue::real(std::fabs(a[0].f));
            const std::int64_t v = asInt(toInt(a[0], column));
            if (v == INT64_MIN) fail(T::tr("integer overflow: abs(%1) needs more than 64 bits").arg(v), column);
            return XacroValue::integer(std::abs(v));
        }
        if (name == QLatin1String("round")) {
            arity(a, 1, 2, name, column);
            const double x = num(a[0], name, column);
            if (a.size() == 1) return XacroValue::integer(wholeToInt(roundHalfEven(x), column));
            const std::int64_t digits = asInt(toInt(a[1], column));
            if (digits >= 0 && digits < 300 && std::isfinite(x)) {
                // Python rounds the exact binary value (round(2.675, 2) is
                // 2.67): so does printf, ties to even.
                char buf[400];
                std::snprintf(buf, sizeof buf, "%.*f", int(digits), x);
                return XacroValue::real(std::strtod(buf, nullptr));
            }
            const double scale = std::pow(10.0, double(digits));
            return XacroValue::real(roundHalfEven(x * scale) / scale);
        }
        if (name == QLatin1String("sum")) {
            XacroValue total = XacroValue::integer(0);
            for (const XacroValue& v : a.at(0).type == Ty::List ? *a[0].list : Args{})
                total = xacroBinary(QStringLiteral("+"), total, v, column);
            return total;
        }
        if (name == QLatin1String("all") || name == QLatin1String("any")) {
            const bool all = name == QLatin1String("all");
            for (const XacroValue& v : a.at(0).type == Ty::List ? *a[0].list : Args{})
                if (v.truthy() != all) return XacroValue::boolean(!all);
            return XacroValue::boolean(all);
        }
        if (name == QLatin1String("list") || name == QLatin1String("tuple") || name == QLatin1String("sorted") ||
            name == QLatin1String("reversed")) {
            Args items;
            if (!a.empty()) {
                if (a[0].type == Ty::List)
                    items = *a[0].list;
                else if (a[0].type == Ty::String)
                    for (const QChar c : a[0].s) items.push_back(XacroValue::string(QString(c)));
                else if (a[0].type == Ty::Dict)
                    for (const auto& [k, v] : *a[0].dict) items.push_back(k);
                else
                    fail(T::tr("'%1' object is not iterable").arg(a[0].typeName()), column);
            }
            if (name == QLatin1String("sorted"))
                std::stable_sort(items.begin(), items.end(),
                                 [&](const XacroValue& x, const XacroValue& y) { return compareValues(x, y, column) < 0; });
            if (name == QLatin1String("reversed")) std::reverse(items.begin(), items.end());
            return XacroValue::makeList(std::move(items));
        }
        if (name == QLatin1String("range")) {
            arity(a, 1, 3, name, column);
            std::int64_t lo = 0, hi = 0, step = 1;
            if (a.size() == 1)
                hi = asInt(toInt(a[0], column));
            else {
                lo = asInt(toInt(a[0], column));
                hi = asInt(toInt(a[1], column));
                if (a.size() == 3) step = asInt(toInt(a[2], column));
            }
            if (step == 0) fail(T::tr("range() step must not be zero"), column);
            Args items;
            for (std::int64_t k = lo; step > 0 ? k < hi : k > hi;) {
                if (items.size() > 1'000'000) fail(T::tr("range() is too long"), column);
                items.push_back(XacroValue::integer(k));
                if (__builtin_add_overflow(k, step, &k)) break;
            }
            return XacroValue::makeList(std::move(items));
        }
        if (name == QLatin1String("dict")) {
            if (a.empty()) return XacroValue::makeDict({});
            if (a[0].type == Ty::Dict) return a[0];
        }
        if (name == QLatin1String("ord") && a.size() == 1 && a[0].type == Ty::String && a[0].s.size() == 1)
            return XacroValue::integer(a[0].s[0].unicode());
        fail(T::tr("%1() is not supported with these arguments").arg(name), column);
    }
    if (ns == QLatin1String("xacro")) {
        if (name == QLatin1String("load_yaml")) {
            arity(a, 1, 1, name, column);
            return env.loadYaml(a[0].str());
        }
        if (name == QLatin1String("abs_filename")) return XacroValue::string(env.absoluteFileName(a.at(0).str()));
        if (name == QLatin1String("dotify")) return a.at(0);
        if (name == QLatin1String("arg")) {
            arity(a, 1, 1, name, column);
            if (const std::optional<QString> v = env.arg(a[0].str())) return XacroValue::string(*v);
            fail(T::tr("undefined argument '%1'").arg(a[0].str()), column);
        }
        if (name == QLatin1String("tokenize")) {
            arity(a, 1, 3, name, column);
            const QString sep = a.size() > 1 ? a[1].str() : QStringLiteral(",; ");
            const bool skipEmpty = a.size() > 2 ? a[2].truthy() : true;
            QString cls;
            for (const QChar c : sep) cls += QRegularExpression::escape(QString(c));
            Args items;
            for (const QString& p : a[0].str().split(QRegularExpression(QLatin1Char('[') + cls + QLatin1Char(']'))))
                if (!skipEmpty || !p.isEmpty()) items.push_back(XacroValue::string(p));
            return XacroValue::makeList(std::move(items));
        }
        QStringList parts;
        for (const XacroValue& v : a) parts << v.str();
        if (name == QLatin1String("fatal")) fail(parts.join(QLatin1Char(' ')), column);
        env.message(name, parts.join(QLatin1Char(' ')));
        return XacroValue::string(QString());
    }
    fail(T::tr("%1() cannot be called").arg(f.s), column);
}

XacroValue xacroBinary(const QString& op, const XacroValue& a, const XacroValue& b, int column) {
    const QChar o = op[0];
    if (a.isNumber() && b.isNumber()) {
        const bool ints = a.type != Ty::Float && b.type != Ty::Float;
        const std::int64_t x = ints ? asInt(a) : 0, y = ints ? asInt(b) : 0;
        const double fx = a.number(), fy = b.number();
        // Python's ints have no limit; Kinedit's have 64 bits, and says so.
        auto overflow = [&]() -> XacroValue {
            fail(T::tr("integer overflow: %1 %2 %3 needs more than 64 bits").arg(a.str(), op, b.str()), column);
        };
        if (op == QLatin1String("**")) {
            if (ints && y >= 0) {
                std::int64_t r = 1;
                for (std::int64_t k = 0; k < y; ++k) {
                    if (__builtin_mul_overflow(r, x, &r)) return overflow();
                    if (r == 0 || r == 1) break;  // 0**n, 1**n
                    if (r == -1) {
                        r = (y % 2 == 0) ? 1 : -1;
                        break;
                    }
                }
                return XacroValue::integer(r);
            }
            return XacroValue::real(std::pow(fx, fy));
        }
        if (op == QLatin1String("//")) {
            if (fy == 0) fail(T::tr("division by zero"), column);
            if (ints && x == INT64_MIN && y == -1) return overflow();
            return ints ? XacroValue::integer(pyFloorDiv(x, y)) : XacroValue::real(std::floor(fx / fy));
        }
        if (op == QLatin1String("<<") || op == QLatin1String(">>") || o == QLatin1Char('&') || o == QLatin1Char('|') ||
            o == QLatin1Char('^')) {
            if (!ints) fail(T::tr("unsupported operand type(s) for %1: 'float'").arg(op), column);
            if (op == QLatin1String("<<")) {
                if (y < 0 || y > 62 || (x != 0 && (std::abs(x) >> (62 - y)) != 0)) return overflow();
                return XacroValue::integer(x << y);
            }
            if (op == QLatin1String(">>")) return XacroValue::integer(y < 0 ? overflow().i : x >> std::min<std::int64_t>(y, 63));
            if (o == QLatin1Char('&'))
                return a.type == Ty::Bool && b.type == Ty::Bool ? XacroValue::boolean(a.b && b.b) : XacroValue::integer(x & y);
            if (o == QLatin1Char('|'))
                return a.type == Ty::Bool && b.type == Ty::Bool ? XacroValue::boolean(a.b || b.b) : XacroValue::integer(x | y);
            return XacroValue::integer(x ^ y);
        }
        switch (o.unicode()) {
        case '+': {
            std::int64_t r = 0;
            if (ints && __builtin_add_overflow(x, y, &r)) return overflow();
            return ints ? XacroValue::integer(r) : XacroValue::real(fx + fy);
        }
        case '-': {
            std::int64_t r = 0;
            if (ints && __builtin_sub_overflow(x, y, &r)) return overflow();
            return ints ? XacroValue::integer(r) : XacroValue::real(fx - fy);
        }
        case '*': {
            std::int64_t r = 0;
            if (ints && __builtin_mul_overflow(x, y, &r)) return overflow();
            return ints ? XacroValue::integer(r) : XacroValue::real(fx * fy);
        }
        case '/':
            if (fy == 0) fail(T::tr("division by zero"), column);
            return XacroValue::real(fx / fy);
        case '%':
            if (fy == 0) fail(T::tr("modulo by zero"), column);
            if (ints) return XacroValue::integer(y == -1 ? 0 : x - pyFloorDiv(x, y) * y);
            return XacroValue::real(fx - std::floor(fx / fy) * fy);
        }
    }
    if (o == QLatin1Char('+') && a.type == Ty::String && b.type == Ty::String) return XacroValue::string(a.s + b.s);
    if (o == QLatin1Char('+') && a.type == Ty::List && b.type == Ty::List) {
        Args items = *a.list;
        items.insert(items.end(), b.list->begin(), b.list->end());
        return XacroValue::makeList(std::move(items));
    }
    if (op == QLatin1String("*") && ((a.type == Ty::String || a.type == Ty::List) && (b.type == Ty::Int || b.type == Ty::Bool))) {
        const std::int64_t times = std::max<std::int64_t>(asInt(b), 0);
        const std::int64_t size = a.type == Ty::String ? std::int64_t(a.s.size()) : std::int64_t(a.list->size());
        if (size > 0 && times > (16 << 20) / size)
            fail(T::tr("%1 * %2 would hold more than 16 million items").arg(a.typeName()).arg(times), column);
        if (a.type == Ty::String) return XacroValue::string(a.s.repeated(qsizetype(times)));
        Args items;
        for (std::int64_t k = 0; k < times; ++k) items.insert(items.end(), a.list->begin(), a.list->end());
        return XacroValue::makeList(std::move(items));
    }
    if (op == QLatin1String("*") && (b.type == Ty::String || b.type == Ty::List) && (a.type == Ty::Int || a.type == Ty::Bool))
        return xacroBinary(op, b, a, column);
    if (op == QLatin1String("%") && a.type == Ty::String) {
        // printf-style formatting: %s, %d, %f, %g with the argument(s).
        const Args values = b.type == Ty::List ? *b.list : Args{b};
        QString out;
        size_t next = 0;
        for (qsizetype k = 0; k < a.s.size(); ++k) {
            if (a.s[k] != QLatin1Char('%') || k + 1 >= a.s.size()) {
                out += a.s[k];
                continue;
            }
            static const QRegularExpression spec(QStringLiteral("^%([-+ 0#]*)([0-9]*)(?:\\.([0-9]+))?([sdifgeGEr%])"));
            const auto m = spec.match(QStringView(a.s).mid(k));
            if (!m.hasMatch()) fail(T::tr("unsupported format in '%1'").arg(a.s), column);
            const QChar conv = m.captured(4)[0];
            if (conv == QLatin1Char('%'))
                out += QLatin1Char('%');
            else {
                if (next >= values.size()) fail(T::tr("not enough arguments for format string"), column);
                const XacroValue& v = values[next++];
                const int prec = m.captured(3).isEmpty() ? 6 : m.captured(3).toInt();
                QString piece;
                if (conv == QLatin1Char('s'))
                    piece = v.str();
                else if (conv == QLatin1Char('r'))
                    piece = v.repr();
                else if (conv == QLatin1Char('d') || conv == QLatin1Char('i'))
                    piece = QString::number(asInt(toInt(v, column)));
                else
                    piece = QString::number(num(v, QStringLiteral("%"), column), conv.toLatin1(), prec);
                const int width = m.captured(2).toInt();
                piece = m.captured(1).contains(QLatin1Char('-'))
                            ? piece.leftJustified(width)
                            : piece.rightJustified(width, m.captured(1).contains(QLatin1Char('0')) ? QLatin1Char('0') : QLatin1Char(' '));
                out += piece;
            }
            k += m.capturedLength() - 1;
        }
        return XacroValue::string(out);
    }
    fail(T::tr("unsupported operand type(s) for %1: '%2' and '%3'").arg(op, a.typeName(), b.typeName()), column);
}

bool xacroCompare(const QString& op, const XacroValue& a, const XacroValue& b, int column) {
    if (op == QLatin1String("==")) return xacroEquals(a, b);
    if (op == QLatin1String("!=")) return !xacroEquals(a, b);
    if (op == QLatin1String("is")) return a.type == b.type && xacroEquals(a, b);
    if (op == QLatin1String("is not")) return !(a.type == b.type && xacroEquals(a, b));
    if (op == QLatin1String("in") || op == QLatin1String("not in")) {
        bool found = false;
        if (b.type == Ty::String) {
            if (a.type != Ty::String) fail(T::tr("'in <string>' requires a string as left operand, not %1").arg(a.typeName()), column);
            found = b.s.contains(a.s);
        } else if (b.type == Ty::List) {
            found = std::any_of(b.list->begin(), b.list->end(), [&](const XacroValue& v) { return xacroEquals(a, v); });
        } else if (b.type == Ty::Dict) {
            found = std::any_of(b.dict->begin(), b.dict->end(), [&](const auto& kv) { return xacroEquals(a, kv.first); });
        } else {
            fail(T::tr("argument of type '%1' is not iterable").arg(b.typeName()), column);
        }
        return op == QLatin1String("in") ? found : !found;
    }
    const int c = compareValues(a, b, column);
    if (op == QLatin1String("<")) return c < 0;
    if (op == QLatin1String(">")) return c > 0;
    if (op == QLatin1String("<=")) return c <= 0;
    return c >= 0;
}

XacroValue xacroSlice(const XacroValue& base, const std::optional<XacroValue>& lo, const std::optional<XacroValue>& hi, int column) {
    if (base.type != Ty::String && base.type != Ty::List) fail(T::tr("'%1' object is not subscriptable").arg(base.typeName()), column);
    const std::int64_t size = base.type == Ty::List ? std::int64_t(base.list->size()) : std::int64_t(base.s.size());
    auto clampIndex = [&](const std::optional<XacroValue>& v, std::int64_t fallback) {
        if (!v || v->type == Ty::None) return fallback;
        std::int64_t k = asInt(toInt(*v, column));
        if (k < 0) k += size;
        return std::clamp<std::int64_t>(k, 0, size);
    };
    const std::int64_t from = clampIndex(lo, 0), to = std::max(from, clampIndex(hi, size));
    if (base.type == Ty::String) return XacroValue::string(base.s.mid(qsizetype(from), qsizetype(to - from)));
    return XacroValue::makeList(Args(base.list->begin() + from, base.list->begin() + to));
}

}  // namespace kinedit
