#include "FormulaParser.h"

#include "xml/NumberText.h"

#include <QCoreApplication>

#include <Eigen/Geometry>

#include <charconv>
#include <cmath>
#include <limits>
#include <numbers>

namespace kinedit {

namespace {

bool isWs(QChar c) { return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\r') || c == QLatin1Char('\n'); }
bool isDigit(QChar c) { return c >= QLatin1Char('0') && c <= QLatin1Char('9'); }
bool isAlpha(QChar c) { return c.isLetter() || c == QLatin1Char('_'); }

// Quote a piece of the user's text for a message.
QString quoted(QStringView s) { return QLatin1Char('\'') + s.toString() + QLatin1Char('\''); }

// Scans an unsigned decimal literal at s[i]. Returns its end, or i if there
// is none. On a malformed literal ("1e", "2.4.3") sets err.
qsizetype scanLiteral(QStringView s, qsizetype i, std::optional<ValueError>& err) {
    const qsizetype start = i;
    qsizetype digitsBefore = 0, digitsAfter = 0;
    while (i < s.size() && isDigit(s[i])) ++i, ++digitsBefore;
    if (i < s.size() && s[i] == QLatin1Char('.')) {
        ++i;
        while (i < s.size() && isDigit(s[i])) ++i, ++digitsAfter;
    }
    if (digitsBefore == 0 && digitsAfter == 0) {
        if (i > start) err = ValueError{int(start) + 1, FormulaParser::tr("expected digits around '.'")};
        return start;
    }
    if (i < s.size() && (s[i] == QLatin1Char('e') || s[i] == QLatin1Char('E'))) {
        qsizetype j = i + 1;
        if (j < s.size() && (s[j] == QLatin1Char('+') || s[j] == QLatin1Char('-'))) ++j;
        const qsizetype expDigits = j;
        while (j < s.size() && isDigit(s[j])) ++j;
        if (j == expDigits) {
            err = ValueError{int(j) + 1, FormulaParser::tr("expected digits in the exponent")};
            return start;
        }
        i = j;
    }
    // "2.4.3", "3e2.4": a literal runs into more of a number.
    if (i < s.size() && (s[i] == QLatin1Char('.') || isDigit(s[i]))) {
        qsizetype j = i;
        while (j < s.size() && (s[j] == QLatin1Char('.') || s[j].isLetterOrNumber())) ++j;
        err = ValueError{int(start) + 1, FormulaParser::tr("malformed number %1").arg(quoted(s.sliced(start, j - start)))};
        return start;
    }
    return i;
}

// Locale-independent (strtod would read "1,5" in a German locale).
double toDouble(QStringView literal) {
    const QByteArray ascii = literal.toLatin1();
    double v = 0;
    const auto r = std::from_chars(ascii.constData(), ascii.constData() + ascii.size(), v);
    if (r.ec == std::errc::result_out_of_range) {
        // Overflow becomes infinity (then reported); underflow becomes 0.
        const qsizetype e = ascii.indexOf('e') >= 0 ? ascii.indexOf('e') : ascii.indexOf('E');
        const bool tiny = e >= 0 && e + 1 < ascii.size() && ascii[e + 1] == '-';
        return tiny ? 0.0 : std::numeric_limits<double>::infinity();
    }
    return v;
}

// Recursive descent over the formula grammar (hrdf-grammar.md, section 3).
class FormulaReader {
public:
    explicit FormulaReader(QStringView s) : s(s) {}

    // expression := additive, then the whole text must be used.
    ValueResult<double> whole() {
        ValueResult<double> r;
        if (s.size() > FormulaParser::MaxLength) {
            r.error = ValueError{FormulaParser::MaxLength + 1,
                                 FormulaParser::tr("formula is longer than %1 characters").arg(FormulaParser::MaxLength)};
            return r;
        }
        skip();
        if (i >= s.size()) {
            r.error = ValueError{1, FormulaParser::tr("expected a number or formula")};
            return r;
        }
        const double v = additive();
        if (!err) {
            skip();
            if (i < s.size()) fail(expectedOperator());
        }
        if (!err && !std::isfinite(v)) err = ValueError{1, FormulaParser::tr("the value is not finite")};
        r.value = v;
        r.error = err;
        return r;
    }

    double additive() {
        double v = multiplicative();
        while (!err) {
            skip();
            if (i >= s.size()) break;
            const QChar op = s[i];
            if (op != QLatin1Char('+') && op != QLatin1Char('-')) break;
            ++i;
            const double rhs = multiplicative();
            v = op == QLatin1Char('+') ? v + rhs : v - rhs;
        }
        return v;
    }

    double multiplicative() {
        double v = unary();
        while (!err) {
            skip();
            if (i >= s.size()) break;
            const QChar op = s[i];
            if (op != QLatin1Char('*') && op != QLatin1Char('/')) break;
            const qsizetype opAt = i;
            ++i;
            const double rhs = unary();
            if (err) break;
            if (op == QLatin1Char('/')) {
                if (rhs == 0.0) {
                    err = ValueError{int(opAt) + 1, FormulaParser::tr("division by zero")};
                    break;
                }
                v /= rhs;
            } else {
                v *= rhs;
            }
        }
        return v;
    }

    double unary() {
        skip();
        if (++depth > FormulaParser::MaxDepth) {
            fail(FormulaParser::tr("formula nests deeper than %1 levels").arg(FormulaParser::MaxDepth));
            return 0;
        }
        double v = 0;
        if (i < s.size() && (s[i] == QLatin1Char('+') || s[i] == QLatin1Char('-'))) {
            const bool neg = s[i] == QLatin1Char('-');
            ++i;
            v = unary();
            v = neg ? -v : v;
        } else {
            v = primary();
        }
        --depth;
        return v;
    }

    double primary() {
        skip();
        if (i >= s.size()) {
            fail(FormulaParser::tr("expected a number, 'pi' or '(' at the end"));
            return 0;
        }
        const QChar c = s[i];
        if (c == QLatin1Char('(')) {
            ++i;
            skip();
            if (i < s.size() && s[i] == QLatin1Char(')')) {
                fail(FormulaParser::tr("expected a formula inside '()'"));
                return 0;
            }
            const double v = additive();
            if (err) return 0;
            skip();
            if (i >= s.size() || s[i] != QLatin1Char(')')) {
                fail(FormulaParser::tr("expected ')'"));
                return 0;
            }
            ++i;
            return v;
        }
        if (isDigit(c) || c == QLatin1Char('.')) {
            const qsizetype end = scanLiteral(s, i, err);
            if (err) return 0;
            if (end == i) {
                fail(FormulaParser::tr("expected a number"));
                return 0;
            }
            const double v = toDouble(s.sliced(i, end - i));
            i = end;
            return v;
        }
        if (isAlpha(c)) {
            qsizetype j = i;
            while (j < s.size() && (s[j].isLetterOrNumber() || s[j] == QLatin1Char('_'))) ++j;
            const QStringView name = s.sliced(i, j - i);
            if (name == u"pi") {
                i = j;
                return std::numbers::pi;
            }
            const bool looksLikePi = name.compare(u"pi", Qt::CaseInsensitive) == 0 || name.contains(u"pi", Qt::CaseInsensitive);
            fail(looksLikePi ? FormulaParser::tr("unknown name %1 (the constant is 'pi', in lower case)").arg(quoted(name))
                             : FormulaParser::tr("unknown name %1 (a formula knows only numbers and 'pi')").arg(quoted(name)));
            return 0;
        }
        fail(FormulaParser::tr("unexpected %1; expected a number, 'pi' or '('").arg(quoted(s.sliced(i, 1))));
        return 0;
    }

    QString expectedOperator() const {
        if (s[i] == QLatin1Char(')')) return FormulaParser::tr("unmatched ')'");
        // Quote the whole token that stands where an operator should.
        qsizetype j = i + 1;
        while (j < s.size() && !isWs(s[j]) && !QStringLiteral("+-*/()").contains(s[j])) ++j;
        return FormulaParser::tr(
                   "expected an operator (+ - * /) before %1; there is no implicit "
                   "multiplication")
            .arg(quoted(s.sliced(i, j - i)));
    }

    void skip() {
        while (i < s.size() && isWs(s[i])) ++i;
    }
    void fail(const QString& message) {
        if (!err) err = ValueError{int(i) + 1, message};
    }

    QStringView s;
    qsizetype i = 0;
    int depth = 0;
    std::optional<ValueError> err;
};

// Whitespace-separated plain numbers (matrix and vector entries).
template <int N>
ValueResult<Eigen::Matrix<double, N, 1>> numberList(QStringView text, const QString& what) {
    ValueResult<Eigen::Matrix<double, N, 1>> r;
    qsizetype i = 0;
    int count = 0;
    while (true) {
        while (i < text.size() && isWs(text[i])) ++i;
        if (i >= text.size()) break;
        qsizetype j = i;
        while (j < text.size() && !isWs(text[j])) ++j;
        if (count == N) {
            r.error =
                ValueError{int(i) + 1, FormulaParser::tr("%1 takes exactly %2 numbers; this is number %3").arg(what).arg(N).arg(count + 1)};
            return r;
        }
        ValueResult<double> v = FormulaParser::number(text.sliced(i, j - i));
        if (!v.ok()) {
            r.error = ValueError{int(i) + v.error->column, v.error->message};
            return r;
        }
        r.value[count++] = v.value;
        i = j;
    }
    if (count < N) {
        r.error = ValueError{int(text.size()) + 1, FormulaParser::tr("%1 takes exactly %2 numbers; found %3").arg(what).arg(N).arg(count)};
    }
    return r;
}

}  // namespace

QString ValueError::describe() const { return QCoreApplication::translate("FormulaParser", "%1 at column %2").arg(message).arg(column); }

ValueResult<double> FormulaParser::number(QStringView text) {
    ValueResult<double> r;
    qsizetype i = 0;
    if (text.isEmpty()) {
        r.error = ValueError{1, FormulaParser::tr("expected a number")};
        return r;
    }
    if (text[0] == QLatin1Char('+') || text[0] == QLatin1Char('-')) i = 1;
    if (i < text.size() && isWs(text[i])) {
        r.error = ValueError{int(i) + 1, FormulaParser::tr("no space is allowed between a sign and its number")};
        return r;
    }
    std::optional<ValueError> err;
    const qsizetype end = scanLiteral(text, i, err);
    if (err) {
        r.error = err;
        return r;
    }
    if (end == i) {
        const bool formulaLike = i < text.size() && (isAlpha(text[i]) || text[i] == QLatin1Char('('));
        r.error = ValueError{int(i) + 1, formulaLike ? FormulaParser::tr("expected a plain number; "
                                                                         "formulas are not allowed here")
                                                     : FormulaParser::tr("expected a number")};
        return r;
    }
    if (end < text.size()) {
        r.error = ValueError{int(end) + 1, FormulaParser::tr("unexpected %1 after the number").arg(quoted(text.sliced(end, 1)))};
        return r;
    }
    r.value = toDouble(text.sliced(i, end - i)) * (text[0] == QLatin1Char('-') ? -1.0 : 1.0);
    if (!std::isfinite(r.value)) r.error = ValueError{1, FormulaParser::tr("the number is too large")};
    return r;
}

ValueResult<double> FormulaParser::formula(QStringView text) { return FormulaReader(text).whole(); }

ValueResult<Eigen::Matrix3d> FormulaParser::rotation(QStringView text) {
    ValueResult<Eigen::Matrix3d> r;
    r.value.setIdentity();
    if (text.size() > MaxLength) {
        r.error = ValueError{MaxLength + 1, FormulaParser::tr("rotation is longer than %1 characters").arg(MaxLength)};
        return r;
    }
    qsizetype i = 0;
    while (i < text.size() && isWs(text[i])) ++i;
    if (i >= text.size()) {
        r.error = ValueError{1, FormulaParser::tr("expected nine numbers or a product such as Rz(pi/2)*Rx(0.1)")};
        return r;
    }
    if (!isAlpha(text[i])) {
        auto nine = numberList<9>(text, FormulaParser::tr("a rotation matrix"));
        if (!nine.ok()) {
            r.error = nine.error;
            return r;
        }
        for (int k = 0; k < 9; ++k) r.value(k / 3, k % 3) = nine.value[k];
        const double dev = orthonormalityError(r.value);
        if (dev > RotationTolerance)
            r.error = ValueError{1, FormulaParser::tr("the nine numbers are not a rotation: rows are not orthonormal "
                                                      "(max |RᵀR − I| is %1, above 1e-4)")
                                        .arg(messageNumber(dev, RotationTolerance))};
        else if (r.value.determinant() < 0)
            r.error = ValueError{1, FormulaParser::tr("the nine numbers are a reflection (determinant -1), not a rotation")};
        return r;
    }
    // Product of axis rotations.
    FormulaReader reader(text);
    reader.i = i;
    while (true) {
        reader.skip();
        const qsizetype termAt = reader.i;
        qsizetype j = termAt;
        while (j < text.size() && (text[j].isLetterOrNumber() || text[j] == QLatin1Char('_'))) ++j;
        const QStringView name = text.sliced(termAt, j - termAt);
        int axis = -1;
        if (name == u"Rx")
            axis = 0;
        else if (name == u"Ry")
            axis = 1;
        else if (name == u"Rz")
            axis = 2;
        if (axis < 0) {
            r.error =
                ValueError{int(termAt) + 1, name.isEmpty() ? FormulaParser::tr("expected Rx(, Ry( or Rz(")
                                                           : FormulaParser::tr("unknown rotation %1 (use Rx, Ry or Rz)").arg(quoted(name))};
            return r;
        }
        reader.i = j;
        reader.skip();
        if (reader.i >= text.size() || text[reader.i] != QLatin1Char('(')) {
            r.error = ValueError{int(reader.i) + 1, FormulaParser::tr("expected '(' after %1").arg(name.toString())};
            return r;
        }
        ++reader.i;
        reader.skip();
        if (reader.i < text.size() && text[reader.i] == QLatin1Char(')')) {
            r.error = ValueError{int(reader.i) + 1, FormulaParser::tr("expected an angle inside %1()").arg(name.toString())};
            return r;
        }
        const double angle = reader.additive();
        if (reader.err) {
            r.error = reader.err;
            return r;
        }
        reader.skip();
        if (reader.i >= text.size() || text[reader.i] != QLatin1Char(')')) {
            r.error = ValueError{int(reader.i) + 1, FormulaParser::tr("expected ')'")};
            return r;
        }
        ++reader.i;
        const Eigen::Vector3d axes[3] = {Eigen::Vector3d::UnitX(), Eigen::Vector3d::UnitY(), Eigen::Vector3d::UnitZ()};
        r.value = r.value * Eigen::AngleAxisd(angle, axes[axis]).toRotationMatrix();
        reader.skip();
        if (reader.i >= text.size()) break;
        if (text[reader.i] != QLatin1Char('*')) {
            r.error = ValueError{int(reader.i) + 1, FormulaParser::tr("expected '*' between rotations")};
            return r;
        }
        ++reader.i;
        reader.skip();
        if (reader.i >= text.size()) {
            r.error = ValueError{int(reader.i) + 1, FormulaParser::tr("expected a rotation after '*'")};
            return r;
        }
    }
    if (!r.value.allFinite()) r.error = ValueError{1, FormulaParser::tr("the rotation is not finite")};
    return r;
}

ValueResult<Eigen::Vector3d> FormulaParser::translation(QStringView text) {
    auto three = numberList<3>(text, FormulaParser::tr("a translation"));
    ValueResult<Eigen::Vector3d> r;
    r.value = three.value;
    r.error = three.error;
    return r;
}

double FormulaParser::orthonormalityError(const Eigen::Matrix3d& r) {
    return (r.transpose() * r - Eigen::Matrix3d::Identity()).cwiseAbs().maxCoeff();
}

}  // namespace kinedit
