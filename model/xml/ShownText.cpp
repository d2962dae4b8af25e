#include "ShownText.h"

#include <algorithm>
#include <utility>

namespace kinedit {

namespace {

constexpr char kBom[] = "\xEF\xBB\xBF";

qsizetype bomSize(const QByteArray& bytes) { return bytes.startsWith(kBom) ? 3 : 0; }

bool isContinuation(unsigned char c) { return (c & 0xC0) == 0x80; }

// One step through the bytes: a line end (one "\n" shown), or one character
// (one or two UTF-16 units; a byte that starts no valid sequence shows as
// U+FFFD). shownText and byteOffsets walk alike, so positions agree.
struct Step {
    qsizetype bytes = 1;
    char16_t units[2] = {0, 0};
    int count = 1;
};

Step stepAt(const unsigned char* p, const unsigned char* end) {
    Step s;
    const unsigned char c = *p;
    if (c < 0x80) {
        s.units[0] = c == '\r' ? u'\n' : char16_t(c);
        if (c == '\r' && p + 1 < end && p[1] == '\n') s.bytes = 2;
        return s;
    }
    int more = 0;
    char32_t cp = 0;
    if (c >= 0xC2 && c <= 0xDF)
        more = 1, cp = c & 0x1F;
    else if (c >= 0xE0 && c <= 0xEF)
        more = 2, cp = c & 0x0F;
    else if (c >= 0xF0 && c <= 0xF4)
        more = 3, cp = c & 0x07;
    s.units[0] = 0xFFFD;
    if (more == 0 || end - p <= more) return s;
    for (int i = 1; i <= more; ++i) {
        if (!isContinuation(p[i])) return s;
        cp = (cp << 6) | (p[i] & 0x3F);
    }
    s.bytes = 1 + more;
    if (more == 3 && cp >= 0x10000 && cp <= 0x10FFFF) {
        s.units[0] = char16_t(0xD800 + ((cp - 0x10000) >> 10));
        s.units[1] = char16_t(0xDC00 + ((cp - 0x10000) & 0x3FF));
        s.count = 2;
    } else if (cp >= (more == 2 ? 0x800u : 0x80u) && (cp < 0xD800 || cp > 0xDFFF) && cp < 0x10000) {
        s.units[0] = char16_t(cp);
    }
    return s;
}

// The byte offsets of two shown positions (first <= second).
std::pair<qsizetype, qsizetype> byteOffsets(const QByteArray& bytes, qsizetype first, qsizetype second) {
    const auto* begin = reinterpret_cast<const unsigned char*>(bytes.constData());
    const auto* end = begin + bytes.size();
    const auto* p = begin + bomSize(bytes);
    qsizetype shown = 0;
    qsizetype firstAt = -1;
    while (p < end) {
        if (firstAt < 0 && shown >= first) firstAt = p - begin;
        if (shown >= second) break;
        const Step s = stepAt(p, end);
        p += s.bytes;
        shown += s.count;
    }
    if (firstAt < 0) firstAt = p - begin;
    return {firstAt, p - begin};
}

// The end of the line holding byte offset at: its own, else the line
// before's, else "\n".
QByteArray lineEndAt(const QByteArray& bytes, qsizetype at) {
    for (qsizetype i = at; i < bytes.size(); ++i) {
        if (bytes[i] == '\n') return QByteArrayLiteral("\n");
        if (bytes[i] == '\r') return i + 1 < bytes.size() && bytes[i + 1] == '\n' ? QByteArrayLiteral("\r\n") : QByteArrayLiteral("\r");
    }
    for (qsizetype i = std::min(at, bytes.size()) - 1; i >= 0; --i) {
        if (bytes[i] == '\r') return QByteArrayLiteral("\r");
        if (bytes[i] == '\n') return i > 0 && bytes[i - 1] == '\r' ? QByteArrayLiteral("\r\n") : QByteArrayLiteral("\n");
    }
    return QByteArrayLiteral("\n");
}

}  // namespace

QString shownText(const QByteArray& bytes) {
    QString out;
    out.reserve(bytes.size());
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.constData()) + bomSize(bytes);
    const auto* end = reinterpret_cast<const unsigned char*>(bytes.constData()) + bytes.size();
    while (p < end) {
        if (*p >= 0x20 && *p < 0x80) {  // the common case, a printable ASCII byte
            out.append(QChar(char16_t(*p++)));
            continue;
        }
        const Step s = stepAt(p, end);
        out.append(QChar(s.units[0]));
        if (s.count == 2) out.append(QChar(s.units[1]));
        p += s.bytes;
    }
    return out;
}

QByteArray bytesAfterShownEdit(const QByteArray& bytes, const QString& shown) {
    const QString old = shownText(bytes);
    if (old == shown) return bytes;
    const qsizetype n = std::min(old.size(), shown.size());
    qsizetype head = 0;
    while (head < n && old[head] == shown[head]) ++head;
    if (head > 0 && old[head - 1].isHighSurrogate()) --head;  // never half a character
    qsizetype tail = 0;
    while (tail < n - head && old[old.size() - 1 - tail] == shown[shown.size() - 1 - tail]) ++tail;
    if (tail > 0 && old[old.size() - tail].isLowSurrogate()) --tail;
    // A change that starts a line may as well end the line before it (Return
    // at its end shows the same): that line, where the user typed, gives the
    // end.
    const qsizetype typedIn = head > 0 && old[head - 1] == u'\n' ? head - 1 : head;
    const QByteArray own = lineEndAt(bytes, byteOffsets(bytes, typedIn, typedIn).first);
    // A changed part whose ends join a kept byte into a new line end (a lone
    // \r before a typed \n) shows otherwise: another end for the typed line
    // ends, else a wider part, until it shows right (the whole text replaced
    // always does).
    for (qsizetype grow = 0;; grow = grow ? grow * 2 : 1) {
        const qsizetype h = std::max<qsizetype>(0, head - grow);
        const qsizetype t = std::max<qsizetype>(0, tail - grow);
        const auto [from, to] = byteOffsets(bytes, h, old.size() - t);
        const QByteArray typed = shown.mid(h, shown.size() - t - h).toUtf8();
        for (const QByteArray& end : {own, QByteArrayLiteral("\r\n"), QByteArrayLiteral("\r"), QByteArrayLiteral("\n")}) {
            QByteArray out = bytes.left(from) + QByteArray(typed).replace('\n', end) + bytes.mid(to);
            if ((h == 0 && t == 0) || shownText(out) == shown) return out;
            if (!typed.contains('\n')) break;
        }
    }
}

}  // namespace kinedit
