// Byte offset -> (line, column) for a UTF-8 text. Columns count Unicode
// characters (a tab is one), both 1-based, as editors and compilers print them.
#pragma once

#include <QByteArray>

#include <vector>

namespace kinedit {

struct SourcePos {
    int line = 0;    // 1-based; 0 = unknown
    int column = 0;  // 1-based, in characters
    bool isValid() const { return line > 0; }
};

class LineIndex {
public:
    LineIndex() = default;
    explicit LineIndex(const QByteArray& text) { reset(text); }
    void reset(const QByteArray& text);
    SourcePos position(qint64 offset) const;
    // Byte offset of a 1-based line and column; -1 when out of range.
    qint64 offset(int line, int column) const;
    int lineCount() const { return int(m_starts.size()); }

private:
    QByteArray m_text;  // implicitly shared with the caller's copy
    std::vector<qint64> m_starts;
};

}  // namespace kinedit
