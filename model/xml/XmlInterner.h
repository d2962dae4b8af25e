// One shared copy of each short piece of a file the parser keeps: element
// and attribute names, the " " and "=" around them, "/>", end tags,
// indentation, values such as "0". Qt's strings share their data, so each
// use is a reference count, not an allocation: a 1,000-link URDF has some
// 100,000 such pieces, and allocating and freeing them was a quarter of
// its load. Lives for one parse; the pieces stay valid after it.
// The tables stop growing at kMostPieces entries: what repeats everywhere
// (indentation, tag names, "0") comes early, and past that the new pieces
// are mostly names used once or twice (a 10,000-link URDF: 20,216 distinct
// values, 10,000 of them a link's name used again by its joint), where an
// entry made and freed costs more than the copy it saves (that file's parse
// 15% faster, 1 MiB more at the peak).
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
    static constexpr size_t kMostPieces = 4096;

    QByteArray bytes(std::string_view s) { return shared(m_bytes, s, [s] { return QByteArray(s.data(), qsizetype(s.size())); }); }
    // The UTF-8 piece as text.
    QString text(std::string_view s) { return shared(m_texts, s, [s] { return QString::fromUtf8(s.data(), qsizetype(s.size())); }); }

private:
    template <typename Table, typename Make>
    static typename Table::mapped_type shared(Table& table, std::string_view s, const Make& make) {
        if (s.empty() || s.size() > kLongest) return make();
        if (table.size() >= kMostPieces) {
            const auto it = table.find(s);
            return it != table.end() ? it->second : make();
        }
        auto [it, added] = table.try_emplace(s);
        if (added) it->second = make();
        return it->second;
    }

    // Keys view the file's bytes, which outlive the parse.
    std::unordered_map<std::string_view, QByteArray> m_bytes;
    std::unordered_map<std::string_view, QString> m_texts;
};

}  // namespace kinedit
