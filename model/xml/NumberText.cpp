#include "NumberText.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace kinedit {

QString messageNumber(double v, double limit, int digits) {
    if (!std::isfinite(v)) return QString::number(v);
    const int whole = std::abs(v) >= 1 ? int(std::floor(std::log10(std::abs(v)))) + 2 : 0;
    for (int p = std::max(digits, whole); p < 17; ++p) {
        const QString s = QString::number(v, 'g', p);
        const double shown = s.toDouble();
        if ((shown > limit) == (v > limit) && (shown < limit) == (v < limit)) return s;
    }
    return QString::number(v, 'g', 17);
}

QByteArray numberText(double v) {
    // The shortest digits that read back, spelt as Python's repr spells them:
    // plainly from 1e-4 up to 1e16, with an exponent beyond.
    char buf[64];
    const auto sci = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
    const char* e = std::find(buf, sci.ptr, 'e');
    int exponent = 0;  // read within what to_chars wrote (buf holds no terminating NUL)
    if (e != sci.ptr) std::from_chars(e + 1 + (e[1] == '+'), sci.ptr, exponent);
    if (!std::isfinite(v) || exponent < -4 || exponent >= 16) return QByteArray(buf, sci.ptr - buf);
    const auto fixed = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed);
    return QByteArray(buf, fixed.ptr - buf);
}

double toNumber(QStringView token, bool* ok) {
    // The common case, plain ASCII digits, read by std::from_chars from a
    // stack copy. Anything else (a leading '+', letters, a range error, a
    // long token) goes to Qt, so that every answer is Qt's.
    char ascii[64];
    const qsizetype n = token.size();
    bool plain = n > 0 && n < qsizetype(sizeof ascii) && token[0] != u'+';
    for (qsizetype i = 0; plain && i < n; ++i) {
        const char16_t c = token[i].unicode();
        plain = (c >= u'0' && c <= u'9') || c == u'.' || c == u'-' || c == u'+' || c == u'e' || c == u'E';
        ascii[i] = char(c);
    }
    if (plain) {
        double v = 0;
        const auto r = std::from_chars(ascii, ascii + n, v);
        if (r.ec == std::errc() && r.ptr == ascii + n) {
            *ok = true;
            return v;
        }
    }
    return token.toDouble(ok);
}

}  // namespace kinedit
