// One shared copy of each short piece of a file the parser keeps: element
// and attribute names, the " " and "=" around them, "/>", end tags,
// indentation, values such as "0". Qt's strings share their data, so each
// use is a reference count, not an allocation: a 1,000-link URDF has some
// 100,000 such pieces, and allocating and freeing them was a quarter of
// its load. Lives for one parse; the pieces stay valid after it.
#pragma once

#include <QByteArray>
#include <QString>

#include <string_view>
#include <unordered_map>

namespace kinedit {

class XmlInterner {
public:
    // Longer pieces are copied each time: they rarely repeat.
    static constexpr size_t kLongest = 32;

    QByteArray bytes(std::string_view s) {
        if (s.empty() || s.size() > kLongest) return QByteArray(s.data(), qsizetype(s.size()));
        auto [it, added] = m_bytes.try_emplace(s);
        if (added) it->second = QByteArray(s.data(), qsizetype(s.size()));
        return it->second;
    }
    // The UTF-8 piece as text.
    QString text(std::string_view s) {
        if (s.empty() || s.size() > kLongest) return QString::fromUtf8(s.data(), qsizetype(s.size()));
        auto [it, added] = m_texts.try_emplace(s);
        if (added) it->second = QString::fromUtf8(s.data(), qsizetype(s.size()));
        return it->second;
    }

private:
    // Keys view the file's bytes, which outlive the parse.
    std::unordered_map<std::string_view, QByteArray> m_bytes;
    std::unordered_map<std::string_view, QString> m_texts;
};

}  // namespace kinedit
