#include "LineIndex.h"

#include <cstring>

#include <algorithm>

namespace kinedit {

void LineIndex::reset(const QByteArray& text) {
    m_text = text;
    m_starts.clear();
    m_starts.push_back(0);
    const char* d = text.constData();
    const char* end = d + text.size();
    for (const char* at = d; (at = static_cast<const char*>(std::memchr(at, '\n', size_t(end - at)))); ++at) m_starts.push_back(at - d + 1);
}

SourcePos LineIndex::position(qint64 offset) const {
    if (offset < 0 || m_starts.empty()) return {};
    offset = std::min<qint64>(offset, m_text.size());
    const auto it = std::upper_bound(m_starts.begin(), m_starts.end(), offset) - 1;
    int column = 1;
    const char* d = m_text.constData();
    for (qint64 i = *it; i < offset; ++i)
        if ((static_cast<unsigned char>(d[i]) & 0xC0) != 0x80) ++column;
    return {int(it - m_starts.begin()) + 1, column};
}

qint64 LineIndex::offset(int line, int column) const {
    if (line < 1 || line > int(m_starts.size()) || column < 1) return -1;
    const qint64 end = line < int(m_starts.size()) ? m_starts[size_t(line)] : m_text.size();
    qint64 i = m_starts[size_t(line - 1)];
    const char* d = m_text.constData();
    for (int c = 1; c < column; ++c) {
        if (i >= end) return -1;
        ++i;
        while (i < end && (static_cast<unsigned char>(d[i]) & 0xC0) == 0x80) ++i;
    }
    return i;
}

}  // namespace kinedit
