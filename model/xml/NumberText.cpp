#include "NumberText.h"

#include <charconv>

namespace kinedit {

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
