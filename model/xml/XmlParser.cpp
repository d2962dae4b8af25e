#include "XmlParser.h"

#include "LineIndex.h"
#include "XmlCodes.h"
#include "XmlInterner.h"
#include "XmlNode.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace kinedit {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
// Names: ASCII by the XML rules; any non-ASCII byte is accepted as a name
// character (UTF-8 validity is checked once for the whole file).
bool isNameStart(char c) {
    const auto u = static_cast<unsigned char>(c);
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u == '_' || u == ':' || u >= 0x80;
}
bool isNameChar(char c) { return isNameStart(c) || (c >= '0' && c <= '9') || c == '-' || c == '.'; }

}  // namespace

class XmlParser {
    Q_DECLARE_TR_FUNCTIONS(XmlParser)
public:
    XmlParser(const QByteArray& bytes, const QString& file, const XmlLimits& limits)
        : m_bytes(bytes),
          d(bytes.constData()),
          n(bytes.size()),
          m_file(file),
          m_limits(limits),
          m_lines(bytes),
          m_budget(limits.maxEntityExpansion) {}

    XmlParseResult run();

private:
    // --- reporting
    void report(Severity sev, const char* code, qint64 offset, const QString& message, const XmlElement* at = nullptr,
                const QString& attribute = {});
    void error(const char* code, qint64 offset, const QString& message, const XmlElement* at = nullptr, const QString& attribute = {}) {
        report(Severity::Error, code, offset, message, at, attribute);
    }
    const XmlElement* currentElement() const { return m_stack.empty() ? nullptr : m_stack.back(); }
    XmlParentNode* current() const { return m_stack.empty() ? static_cast<XmlParentNode*>(m_doc.get()) : m_stack.back(); }

    // --- scanning helpers
    bool at(qint64 i, const char* s) const {
        for (qint64 k = 0; s[k]; ++k)
            if (i + k >= n || d[i + k] != s[k]) return false;
        return true;
    }
    qint64 find(qint64 from, const char* s) const {
        const qsizetype r = m_bytes.indexOf(s, from);
        return r < 0 ? -1 : r;
    }
    qint64 skipSpace(qint64 i) const {
        while (i < n && isSpace(d[i])) ++i;
        return i;
    }
    qint64 skipName(qint64 i) const {
        if (i >= n || !isNameStart(d[i])) return i;
        ++i;
        while (i < n && isNameChar(d[i])) ++i;
        return i;
    }
    // Where a broken tag ends: after the next '>' if it comes before the next
    // '<', else at the next '<' (or the end of the file).
    qint64 recoveryPoint(qint64 i) const {
        for (; i < n; ++i) {
            if (d[i] == '>') return i + 1;
            if (d[i] == '<') return i;
        }
        return n;
    }
    QByteArray slice(qint64 from, qint64 to) const { return m_bytes.mid(from, to - from); }
    // The same, shared with its other uses where short (XmlInterner.h).
    std::string_view view(qint64 from, qint64 to) const { return {d + from, size_t(to - from)}; }
    QByteArray piece(qint64 from, qint64 to) { return from < to ? m_interner.bytes(view(from, to)) : slice(from, to); }
    QString text(qint64 from, qint64 to) { return from < to ? m_interner.text(view(from, to)) : QString::fromUtf8(slice(from, to)); }
    void addLeaf(XmlNodeKind kind, qint64 from, qint64 to);

    // --- checks done once over the whole input
    void checkEncoding(qint64 start);

    // --- markup
    void parseText(qint64 end);
    void parseComment();
    void parseCData();
    void parseInstruction();
    void parseDeclaration(qint64 end);
    void parseDoctype();
    void parseInternalSubset(qint64 from, qint64 to);
    void parseStartTag();
    void parseEndTag();
    void parseUnknownMarkup();
    void noteElementOutsideRoot(qint64 offset);
    // Records the prefix of the element name in [from, to), if it has one.
    void notePrefix(qint64 from, qint64 to);

    QString decode(QByteArrayView raw, bool normalize, qint64 rawOffset, const XmlElement* at, const QString& attribute);

    const QByteArray& m_bytes;
    XmlInterner m_interner;
    const char* d;
    const qint64 n;
    const QString m_file;
    const XmlLimits m_limits;
    LineIndex m_lines;
    qint64 p = 0;

    std::unique_ptr<XmlDocumentNode> m_doc = std::make_unique<XmlDocumentNode>();
    std::vector<XmlElement*> m_stack;
    // The prefixes of element names, as written; past kMostPrefixes (a file
    // made to be slow: each name looked up in the list) they are not kept.
    static constexpr size_t kMostPrefixes = 64;
    std::vector<QByteArray> m_prefixes;
    bool m_tooManyPrefixes = false;
    XmlParseResult m_result;
    qint64 m_elements = 0;
    qint64 m_budget;
    qint64 m_start = 0;
    bool m_seenRoot = false;
    bool m_reportedAfterRoot = false;
    bool m_reportedTopText = false;
    bool m_fatal = false;
};

void XmlParser::report(Severity sev, const char* code, qint64 offset, const QString& message, const XmlElement* at,
                       const QString& attribute) {
    Diagnostic diag;
    diag.severity = sev;
    diag.code = QString::fromLatin1(code);
    diag.message = message;
    diag.file = m_file;
    const SourcePos pos = m_lines.position(offset);
    diag.line = pos.line;
    diag.column = pos.column;
    if (at) diag.path = elementPath(at);
    diag.attribute = attribute;
    m_result.diagnostics.append(diag);
}

void XmlParser::addLeaf(XmlNodeKind kind, qint64 from, qint64 to) {
    auto leaf = std::make_unique<XmlLeaf>(kind, piece(from, to));
    leaf->m_offset = from;
    current()->appendChild(std::move(leaf));
}

QString XmlParser::decode(QByteArrayView raw, bool normalize, qint64 rawOffset, const XmlElement* at, const QString& attribute) {
    XmlDecodeError err;
    QString out = xmlDecode(raw, normalize, &m_result.entities, &err, &m_budget);
    if (err.index >= 0) {
        if (m_budget < 0) {
            error(code::EntityRefused, rawOffset + err.index, err.message, at, attribute);
            m_fatal = true;
        } else {
            error(code::BadReference, rawOffset + err.index, err.message, at, attribute);
        }
    }
    return out;
}

// UTF-8 validity and XML's character range, reported once each (the first
// occurrence), so a binary file gives two errors, not thousands.
void XmlParser::checkEncoding(qint64 start) {
    bool badUtf8 = false, badChar = false;
    const auto* u = reinterpret_cast<const unsigned char*>(d);
    for (qint64 i = start; i < n && !(badUtf8 && badChar);) {
        // Eight bytes at a time while they are printable ASCII (no high bit,
        // none below 0x20): most of a robot file.
        while (i + 8 <= n) {
            std::uint64_t w;
            std::memcpy(&w, u + i, 8);
            constexpr std::uint64_t high = 0x8080808080808080ull, spaces = 0x2020202020202020ull;
            if ((w & high) || ((w - spaces) & ~w & high)) break;
            i += 8;
        }
        if (i >= n) break;
        const unsigned char c = u[i];
        if (c < 0x80) {
            if (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && !badChar) {
                badChar = true;
                error(code::BadCharacter, i, tr("control character U+%1 is not allowed in XML").arg(QString::asprintf("%04X", uint(c))));
            }
            ++i;
            continue;
        }
        int len = 0;
        char32_t cp = 0;
        if ((c & 0xE0) == 0xC0)
            len = 2, cp = c & 0x1F;
        else if ((c & 0xF0) == 0xE0)
            len = 3, cp = c & 0x0F;
        else if ((c & 0xF8) == 0xF0)
            len = 4, cp = c & 0x07;
        bool ok = len > 0 && i + len <= n;
        for (int k = 1; ok && k < len; ++k) {
            if ((u[i + k] & 0xC0) != 0x80)
                ok = false;
            else
                cp = (cp << 6) | (u[i + k] & 0x3F);
        }
        // Overlong forms, surrogates and values past U+10FFFF are invalid.
        if (ok) {
            static const char32_t minimum[5] = {0, 0, 0x80, 0x800, 0x10000};
            if (cp < minimum[len] || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) ok = false;
        }
        if (!ok) {
            if (!badUtf8) {
                badUtf8 = true;
                error(code::BadEncoding, i,
                      tr("invalid UTF-8 byte 0x%1 (Kinedit reads UTF-8 files only)").arg(uint(c), 2, 16, QLatin1Char('0')));
            }
            ++i;
            continue;
        }
        i += len;
    }
}

XmlParseResult XmlParser::run() {
    if (n > m_limits.maxBytes) {
        error(code::TooLarge, 0, tr("file is %1 bytes; the limit is %2 bytes").arg(n).arg(m_limits.maxBytes));
        m_result.fatal = true;
        return std::move(m_result);
    }
    if (at(0, "\xEF\xBB\xBF")) {
        m_doc->bom = slice(0, 3);
        p = 3;
    } else if (at(0, "\xFF\xFE") || at(0, "\xFE\xFF")) {
        error(code::BadEncoding, 0, tr("file is UTF-16; Kinedit reads UTF-8 files only"));
        m_result.fatal = true;
        return std::move(m_result);
    }
    m_start = p;
    checkEncoding(p);

    while (p < n && !m_fatal) {
        if (d[p] != '<') {
            qint64 end = m_bytes.indexOf('<', p);
            parseText(end < 0 ? n : end);
        } else if (at(p, "<!--")) {
            parseComment();
        } else if (at(p, "<![CDATA[")) {
            parseCData();
        } else if (at(p, "<!DOCTYPE")) {
            parseDoctype();
        } else if (at(p, "<?")) {
            parseInstruction();
        } else if (at(p, "</")) {
            parseEndTag();
        } else if (at(p, "<!")) {
            parseUnknownMarkup();
        } else if (p + 1 < n && isNameStart(d[p + 1])) {
            parseStartTag();
        } else {
            error(code::Syntax, p, tr("'<' must start a tag (write &lt; for a literal '<')"), currentElement());
            addLeaf(XmlNodeKind::Unparsed, p, p + 1);
            ++p;
        }
    }
    if (m_fatal) {
        m_result.fatal = true;
        return std::move(m_result);
    }
    for (XmlElement* e : m_stack) e->m_endOffset = n;
    if (!m_stack.empty()) {
        const XmlElement* inner = m_stack.back();
        const SourcePos open = m_lines.position(inner->offset());
        QString msg = tr("element <%1> opened at line %2 is not closed at the end of the file").arg(inner->name()).arg(open.line);
        if (m_stack.size() > 1) msg += tr(" (nor are %n enclosing element(s))", nullptr, int(m_stack.size() - 1));
        error(code::Unclosed, n, msg, inner);
    }
    if (!m_seenRoot) error(code::NoRoot, n, tr("the file has no root element"));
    if (!m_tooManyPrefixes) {
        QStringList prefixes;
        for (const QByteArray& prefix : m_prefixes) prefixes.append(QString::fromUtf8(prefix));
        m_result.elementPrefixes = std::move(prefixes);
    }
    m_result.root = std::move(m_doc);
    return std::move(m_result);
}

void XmlParser::noteElementOutsideRoot(qint64 offset) {
    if (m_stack.empty() && m_seenRoot && !m_reportedAfterRoot) {
        m_reportedAfterRoot = true;
        error(code::AfterRoot, offset, tr("content after the root element (an XML file has exactly one root element)"));
    }
}

void XmlParser::parseText(qint64 end) {
    const QByteArrayView raw(d + p, end - p);
    if (m_stack.empty()) {
        bool blank = true;
        for (char c : raw)
            if (!isSpace(c)) blank = false;
        if (!blank && !m_reportedTopText) {
            m_reportedTopText = true;
            qint64 first = p;
            while (isSpace(d[first])) ++first;
            error(code::TextOutsideRoot, first, tr("text outside the root element"));
        }
        addLeaf(XmlNodeKind::Text, p, end);
        p = end;
        return;
    }
    const qsizetype bad = raw.indexOf("]]>");
    if (bad >= 0) error(code::Syntax, p + bad, tr("']]>' is not allowed in text"), currentElement());
    auto leaf = std::make_unique<XmlLeaf>(raw.toByteArray(), decode(raw, false, p, currentElement(), {}));
    leaf->m_offset = p;
    current()->appendChild(std::move(leaf));
    p = end;
}

void XmlParser::parseComment() {
    const qint64 close = find(p + 4, "-->");
    if (close < 0) {
        error(code::Unterminated, p, tr("comment is not closed (expected '-->')"), currentElement());
        addLeaf(XmlNodeKind::Unparsed, p, n);
        p = n;
        return;
    }
    const qint64 dashes = find(p + 4, "--");
    if (dashes >= 0 && dashes < close)
        error(code::DoubleDashInComment, dashes, tr("'--' is not allowed inside a comment"), currentElement());
    addLeaf(XmlNodeKind::Comment, p, close + 3);
    p = close + 3;
}

void XmlParser::parseCData() {
    const qint64 close = find(p + 9, "]]>");
    if (m_stack.empty()) error(code::TextOutsideRoot, p, tr("CDATA section outside the root element"));
    if (close < 0) {
        error(code::Unterminated, p, tr("CDATA section is not closed (expected ']]>')"), currentElement());
        addLeaf(XmlNodeKind::Unparsed, p, n);
        p = n;
        return;
    }
    addLeaf(XmlNodeKind::CData, p, close + 3);
    p = close + 3;
}

void XmlParser::parseInstruction() {
    const qint64 nameEnd = skipName(p + 2);
    const QByteArray target = slice(p + 2, nameEnd);
    const qint64 close = find(p + 2, "?>");
    if (target.isEmpty()) {
        error(code::Syntax, p + 2, tr("expected a processing-instruction target after '<?'"), currentElement());
        const qint64 end = close < 0 ? recoveryPoint(p + 2) : close + 2;
        addLeaf(XmlNodeKind::Unparsed, p, end);
        p = end;
        return;
    }
    if (close < 0) {
        error(code::Unterminated, p, tr("processing instruction is not closed (expected '?>')"), currentElement());
        addLeaf(XmlNodeKind::Unparsed, p, n);
        p = n;
        return;
    }
    if (target.toLower() == "xml") {
        if (p == m_start && target == "xml") {
            parseDeclaration(close + 2);
            return;
        }
        error(code::MisplacedDeclaration, p, tr("the XML declaration must be at the very start of the file"), currentElement());
    }
    addLeaf(XmlNodeKind::Instruction, p, close + 2);
    p = close + 2;
}

// <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
void XmlParser::parseDeclaration(qint64 end) {
    const qint64 from = p;
    qint64 i = p + 5;
    while (true) {
        i = skipSpace(i);
        if (i >= end - 2) break;
        const qint64 nameEnd = skipName(i);
        const QByteArray name = slice(i, nameEnd);
        qint64 j = skipSpace(nameEnd);
        if (name.isEmpty() || j >= end || d[j] != '=') {
            error(code::Syntax, i, tr("malformed XML declaration"));
            break;
        }
        j = skipSpace(j + 1);
        const char q = j < end ? d[j] : 0;
        const qint64 close = (q == '"' || q == '\'') ? m_bytes.indexOf(q, j + 1) : -1;
        if (close < 0 || close >= end) {
            error(code::Syntax, j, tr("malformed XML declaration"));
            break;
        }
        const QByteArray value = slice(j + 1, close);
        if (name == "version" && value != "1.0" && value != "1.1") {
            error(code::Syntax, j + 1, tr("unsupported XML version '%1'").arg(QString::fromUtf8(value)));
        } else if (name == "encoding") {
            const QByteArray enc = value.toLower();
            if (enc != "utf-8" && enc != "utf8" && enc != "us-ascii" && enc != "ascii")
                error(code::BadEncoding, j + 1,
                      tr("encoding '%1' is not supported; Kinedit reads UTF-8 files only").arg(QString::fromUtf8(value)));
        }
        i = close + 1;
    }
    addLeaf(XmlNodeKind::Declaration, from, end);
    p = end;
}

void XmlParser::parseDoctype() {
    const qint64 from = p;
    if (m_seenRoot || !m_stack.empty()) error(code::Syntax, p, tr("DOCTYPE must come before the root element"), currentElement());
    // Find the closing '>' outside quotes and outside the [ ] internal subset.
    qint64 i = p + 9, subsetFrom = -1, subsetTo = -1;
    char quote = 0;
    int depth = 0;
    for (; i < n; ++i) {
        const char c = d[i];
        if (quote) {
            if (c == quote) quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '[') {
            if (depth++ == 0) subsetFrom = i + 1;
        } else if (c == ']') {
            if (--depth == 0) subsetTo = i;
        } else if (c == '>' && depth == 0) {
            break;
        }
    }
    if (i >= n) {
        error(code::Unterminated, from, tr("DOCTYPE is not closed (expected '>')"));
        addLeaf(XmlNodeKind::Unparsed, from, n);
        p = n;
        return;
    }
    const qint64 end = i + 1;
    // An external DTD (SYSTEM or PUBLIC before the subset) is never read.
    const qint64 headEnd = subsetFrom > 0 ? subsetFrom : end;
    const QByteArray head = slice(from, headEnd);
    if (head.contains("SYSTEM") || head.contains("PUBLIC"))
        report(Severity::Warning, code::ExternalDtd, from, tr("the external DTD is not read (Kinedit never fetches external resources)"));
    if (subsetFrom > 0 && subsetTo > subsetFrom) parseInternalSubset(subsetFrom, subsetTo);
    addLeaf(XmlNodeKind::Doctype, from, end);
    p = end;
}

// Only <!ENTITY name "text"> with plain text is accepted: expansion is then
// linear. Everything else that defines entities is refused.
void XmlParser::parseInternalSubset(qint64 from, qint64 to) {
    qint64 i = from;
    while (i < to) {
        const qint64 decl = m_bytes.indexOf("<!ENTITY", i);
        if (decl < 0 || decl >= to) break;
        qint64 j = skipSpace(decl + 8);
        if (j < to && d[j] == '%') {
            error(code::EntityRefused, decl, tr("parameter entities are refused (they allow entity-expansion attacks)"));
            m_fatal = true;
            return;
        }
        const qint64 nameEnd = skipName(j);
        const QString name = QString::fromUtf8(slice(j, nameEnd));
        j = skipSpace(nameEnd);
        if (at(j, "SYSTEM") || at(j, "PUBLIC")) {
            error(code::ExternalEntity, decl, tr("external entity '%1' is refused (Kinedit never reads external resources)").arg(name));
            m_fatal = true;
            return;
        }
        const char q = j < to ? d[j] : 0;
        const qint64 close = (q == '"' || q == '\'') ? m_bytes.indexOf(q, j + 1) : -1;
        if (name.isEmpty() || close < 0 || close >= to) {
            error(code::Syntax, decl, tr("malformed entity declaration"));
            m_fatal = true;
            return;
        }
        const QByteArray value = slice(j + 1, close);
        if (value.contains('&') || value.contains('%') || value.contains('<')) {
            error(code::EntityRefused, decl,
                  tr("entity '%1' refers to other entities or markup; such definitions are "
                     "refused (entity-expansion attack, 'billion laughs')")
                      .arg(name));
            m_fatal = true;
            return;
        }
        if (!m_result.entities.contains(name)) m_result.entities.insert(name, QString::fromUtf8(value));
        i = close + 1;
    }
}

void XmlParser::parseUnknownMarkup() {
    error(code::Syntax, p, tr("unknown markup declaration"), currentElement());
    const qint64 end = recoveryPoint(p + 2);
    addLeaf(XmlNodeKind::Unparsed, p, end);
    p = end;
}

void XmlParser::notePrefix(qint64 from, qint64 to) {
    const void* colon = std::memchr(d + from, ':', size_t(to - from));
    if (!colon) return;
    const qint64 at = static_cast<const char*>(colon) - d;
    if (at == from || at + 1 == to) return;  // ":x" and "x:" have no prefix and name
    const QByteArrayView prefix(d + from, at - from);
    if (m_tooManyPrefixes) return;
    for (const QByteArray& seen : m_prefixes)
        if (seen == prefix) return;
    if (m_prefixes.size() == kMostPrefixes)
        m_tooManyPrefixes = true;
    else
        m_prefixes.push_back(prefix.toByteArray());
}

void XmlParser::parseStartTag() {
    const qint64 from = p;
    const qint64 nameEnd = skipName(p + 1);
    auto owned = std::make_unique<XmlElement>(text(p + 1, nameEnd));
    notePrefix(p + 1, nameEnd);
    XmlElement* e = owned.get();
    e->m_offset = from;
    if (++m_elements > m_limits.maxElements) {
        error(code::TooLarge, from, tr("more than %1 elements; the file is refused").arg(m_limits.maxElements));
        m_fatal = true;
        return;
    }
    if (m_stack.empty()) {
        noteElementOutsideRoot(from);
        m_seenRoot = true;
    }
    current()->appendChild(std::move(owned));

    qint64 i = nameEnd;
    bool open = false;  // the element has content (a '>' that is not '/>')
    {
        // Room for the attributes at once (growing one by one allocated
        // up to four times and left half the room unused): the '=' signs
        // before the tag's '>' or the next '<', an estimate (a value may
        // hold '=' or '>'; none holds '<').
        size_t equals = 0;
        for (qint64 k = nameEnd; k < n && d[k] != '>' && d[k] != '<'; ++k) equals += d[k] == '=';
        if (equals) e->m_attrs.reserve(std::min<size_t>(equals, 64));
    }
    // The rest of a broken tag, up to its '>', goes into the tail. If it
    // ends in '>' the element keeps its content (its end tag still matches);
    // if there is no '>' before the next '<', it gets none.
    auto recover = [&](qint64 errorAt) {
        const qint64 end = recoveryPoint(errorAt);
        e->m_startTail = slice(i, end);
        i = end;
        open = e->m_startTail.endsWith('>') && !e->m_startTail.endsWith("/>");
    };
    while (true) {
        const qint64 wsEnd = skipSpace(i);
        if (wsEnd >= n) {
            error(code::Unterminated, from, tr("start tag <%1> is not closed (expected '>')").arg(e->name()), e);
            e->m_startTail = slice(i, n);
            i = n;
            break;
        }
        if (d[wsEnd] == '>') {
            e->m_startTail = piece(i, wsEnd + 1);
            i = wsEnd + 1;
            open = true;
            break;
        }
        if (d[wsEnd] == '/' && wsEnd + 1 < n && d[wsEnd + 1] == '>') {
            e->m_startTail = piece(i, wsEnd + 2);
            i = wsEnd + 2;
            break;
        }
        if (wsEnd == i) {
            error(code::Syntax, wsEnd, tr("expected whitespace, '>' or '/>' in <%1>").arg(e->name()), e);
            recover(wsEnd);
            break;
        }
        const qint64 attrEnd = skipName(wsEnd);
        if (attrEnd == wsEnd) {
            error(code::Syntax, wsEnd, tr("expected an attribute name, '>' or '/>' in <%1>").arg(e->name()), e);
            recover(wsEnd);
            break;
        }
        XmlAttribute a;
        a.lead = piece(i, wsEnd);
        a.name = text(wsEnd, attrEnd);
        a.nameOffset = wsEnd;
        qint64 j = skipSpace(attrEnd);
        if (j >= n || d[j] != '=') {
            error(code::Syntax, j, tr("expected '=' after attribute name '%1'").arg(a.name), e, a.name);
            recover(wsEnd);
            break;
        }
        j = skipSpace(j + 1);
        const char q = j < n ? d[j] : 0;
        if (q != '"' && q != '\'') {
            error(code::Syntax, j, tr("the value of attribute '%1' must be quoted").arg(a.name), e, a.name);
            recover(wsEnd);
            break;
        }
        qint64 close = j + 1;
        while (close < n && d[close] != q && d[close] != '<') ++close;
        if (close >= n || d[close] != q) {
            error(code::Unterminated, j, tr("the value of attribute '%1' is not closed (expected %2)").arg(a.name, QString(QLatin1Char(q))),
                  e, a.name);
            recover(wsEnd);
            break;
        }
        a.eq = piece(attrEnd, j);
        a.quote = q;
        a.valueOffset = j + 1;
        a.rawValue = piece(j + 1, close);
        const std::string_view raw = view(j + 1, close);
        if (raw.find_first_of("&\t\n\r") == std::string_view::npos)
            a.value = text(j + 1, close);  // as decode() gives it, shared
        else
            a.value = decode(a.rawValue, true, j + 1, e, a.name);
        if (e->hasAttribute(a.name)) error(code::DuplicateAttribute, wsEnd, tr("attribute '%1' appears twice").arg(a.name), e, a.name);
        e->m_attrs.push_back(std::move(a));
        i = close + 1;
    }
    p = i;
    e->m_endOffset = i;  // until an end tag extends it
    if (open) {
        if (int(m_stack.size()) >= m_limits.maxDepth) {
            error(code::TooDeep, from, tr("elements nest deeper than %1 levels; the file is refused").arg(m_limits.maxDepth), e);
            m_fatal = true;
            return;
        }
        m_stack.push_back(e);
    }
}

void XmlParser::parseEndTag() {
    const qint64 from = p;
    const qint64 nameEnd = skipName(p + 2);
    const QString name = text(p + 2, nameEnd);
    const qint64 gt = skipSpace(nameEnd);
    qint64 end;
    bool wellFormed = !name.isEmpty() && gt < n && d[gt] == '>';
    if (wellFormed) {
        end = gt + 1;
    } else {
        end = recoveryPoint(nameEnd);
    }
    // Find the open element this tag closes.
    int match = -1;
    for (int k = int(m_stack.size()) - 1; k >= 0; --k)
        if (m_stack[size_t(k)]->name() == name) {
            match = k;
            break;
        }
    if (!wellFormed)
        error(code::Syntax, name.isEmpty() ? nameEnd : gt,
              name.isEmpty() ? tr("expected an element name after '</'") : tr("expected '>' to end the end tag </%1>").arg(name),
              currentElement());
    if (match < 0) {
        if (wellFormed)
            error(code::UnexpectedEndTag, from,
                  m_stack.empty() ? tr("end tag </%1> has no matching start tag").arg(name)
                                  : tr("end tag </%1> does not match the open element <%2>").arg(name, m_stack.back()->name()),
                  currentElement());
        addLeaf(XmlNodeKind::Unparsed, from, end);
        p = end;
        return;
    }
    if (match != int(m_stack.size()) - 1) {
        const XmlElement* inner = m_stack.back();
        const SourcePos open = m_lines.position(inner->offset());
        error(code::MismatchedEndTag, from,
              tr("element <%1> opened at line %2 is not closed before </%3>").arg(inner->name()).arg(open.line).arg(name), inner);
    }
    for (size_t k = size_t(match) + 1; k < m_stack.size(); ++k) m_stack[k]->m_endOffset = from;
    XmlElement* closed = m_stack[size_t(match)];
    m_stack.resize(size_t(match));
    closed->m_endTag = piece(from, end);
    closed->m_endTagOffset = from;
    closed->m_endOffset = end;
    p = end;
}

XmlParseResult parseXml(const QByteArray& bytes, const QString& fileName, const XmlLimits& limits) {
    XmlParser parser(bytes, fileName, limits);
    return parser.run();
}

}  // namespace kinedit
