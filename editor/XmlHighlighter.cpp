#include "XmlHighlighter.h"

namespace kinedit {

namespace {
enum State { Normal = 0, InComment = 1, InTag = 2 };
}

XmlHighlighter::XmlHighlighter(QTextDocument* parent) : QSyntaxHighlighter(parent) {
    m_tag.setForeground(QColor(0x1f, 0x4e, 0x9a));
    m_tag.setFontWeight(QFont::DemiBold);
    m_attrName.setForeground(QColor(0x8a, 0x3f, 0x00));
    m_attrValue.setForeground(QColor(0x1a, 0x7f, 0x37));
    m_comment.setForeground(QColor(0x80, 0x80, 0x80));
    m_comment.setFontItalic(true);
    m_entity.setForeground(QColor(0x9c, 0x1c, 0x9c));
    m_pi.setForeground(QColor(0x6a, 0x6a, 0x9a));
}

// A small state machine over one line; comments and tags may span lines.
void XmlHighlighter::highlightBlock(const QString& text) {
    int state = previousBlockState() < 0 ? Normal : previousBlockState();
    int i = 0;
    const int n = int(text.size());
    while (i < n) {
        if (state == InComment) {
            const int end = int(text.indexOf(QLatin1String("-->"), i));
            const int stop = end < 0 ? n : end + 3;
            setFormat(i, stop - i, m_comment);
            i = stop;
            if (end >= 0) state = Normal;
            continue;
        }
        if (state == InTag) {
            const QChar c = text[i];
            if (c == QLatin1Char('>')) {
                setFormat(i, 1, m_tag);
                ++i;
                state = Normal;
            } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
                int end = int(text.indexOf(c, i + 1));
                end = end < 0 ? n : end + 1;
                setFormat(i, end - i, m_attrValue);
                i = end;
            } else if (c.isLetter() || c == QLatin1Char('_') || c == QLatin1Char(':')) {
                int j = i;
                while (j < n && (text[j].isLetterOrNumber() || QStringLiteral("_:-.").contains(text[j]))) ++j;
                setFormat(i, j - i, m_attrName);
                i = j;
            } else {
                if (c == QLatin1Char('/')) setFormat(i, 1, m_tag);
                ++i;
            }
            continue;
        }
        const QChar c = text[i];
        if (c == QLatin1Char('<')) {
            if (text.mid(i, 4) == QLatin1String("<!--")) {
                state = InComment;
                continue;
            }
            if (text.mid(i, 2) == QLatin1String("<?")) {
                int end = int(text.indexOf(QLatin1String("?>"), i));
                end = end < 0 ? n : end + 2;
                setFormat(i, end - i, m_pi);
                i = end;
                continue;
            }
            int j = i + 1;
            if (j < n && (text[j] == QLatin1Char('/') || text[j] == QLatin1Char('!'))) ++j;
            while (j < n && (text[j].isLetterOrNumber() || QStringLiteral("_:-.").contains(text[j]))) ++j;
            setFormat(i, j - i, m_tag);
            i = j;
            state = InTag;
            continue;
        }
        if (c == QLatin1Char('&')) {
            int end = int(text.indexOf(QLatin1Char(';'), i));
            end = end < 0 ? i + 1 : end + 1;
            setFormat(i, end - i, m_entity);
            i = end;
            continue;
        }
        ++i;
    }
    setCurrentBlockState(state);
}

}  // namespace kinedit
