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
// The tables are open-addressed arrays of (hash, key, value), not node maps:
// a lookup reads one or two neighbouring slots and compares the key's bytes
// only when the 64-bit hashes agree. The node maps' three dependent loads
// per lookup (bucket, node, the key in the file) missed the cache once a
// file was large (a fifth of a 10,000-link URDF's parse).
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <cstring>
#include <string_view>
#include <utility>
#include <vector>

namespace kinedit {

class XmlInterner {
public:
    // Longer pieces are copied each time: they rarely repeat.
    static constexpr size_t kLongest = 32;
    static constexpr size_t kMostPieces = 4096;

    QByteArray bytes(std::string_view s) {
        return m_bytes.shared(s, [s] { return QByteArray(s.data(), qsizetype(s.size())); });
    }
    // The UTF-8 piece as text.
    QString text(std::string_view s) {
        return m_texts.shared(s, [s] { return QString::fromUtf8(s.data(), qsizetype(s.size())); });
    }

private:
    template <typename T>
    class Table {
    public:
        template <typename Make>
        T shared(std::string_view s, const Make& make) {
            if (s.empty() || s.size() > kLongest) return make();
            const std::uint64_t hash = hashOf(s);
            if (m_slots.empty()) m_slots.resize(64);
            for (size_t i = hash & (m_slots.size() - 1);; i = (i + 1) & (m_slots.size() - 1)) {
                Slot& slot = m_slots[i];
                if (!slot.key) {
                    if (m_count >= kMostPieces) return make();
                    if (2 * (m_count + 1) > m_slots.size()) {  // at most half full
                        grow();
                        return shared(s, make);
                    }
                    slot.key = s.data();
                    slot.size = s.size();
                    slot.hash = hash;
                    slot.value = make();
                    ++m_count;
                    return slot.value;
                }
                if (slot.hash == hash && slot.size == s.size() && std::memcmp(slot.key, s.data(), s.size()) == 0) return slot.value;
            }
        }

    private:
        // Keys view the file's bytes, which outlive the parse; null: empty.
        struct Slot {
            const char* key = nullptr;
            size_t size = 0;
            std::uint64_t hash = 0;
            T value;
        };

        // Eight bytes at a time, each step a multiply and a shift (the keys
        // are at most kLongest bytes).
        static std::uint64_t hashOf(std::string_view s) {
            std::uint64_t h = 0x9e3779b97f4a7c15ull ^ s.size();
            size_t i = 0;
            for (; i + 8 <= s.size(); i += 8) {
                std::uint64_t w;
                std::memcpy(&w, s.data() + i, 8);
                h = (h ^ w) * 0xff51afd7ed558ccdull;
                h ^= h >> 32;
            }
            std::uint64_t w = 0;
            std::memcpy(&w, s.data() + i, s.size() - i);
            h = (h ^ w) * 0xc4ceb9fe1a85ec53ull;
            return h ^ (h >> 29);
        }

        void grow() {
            std::vector<Slot> old(m_slots.size() * 2);
            std::swap(old, m_slots);
            for (Slot& slot : old) {
                if (!slot.key) continue;
                size_t i = slot.hash & (m_slots.size() - 1);
                while (m_slots[i].key) i = (i + 1) & (m_slots.size() - 1);
                m_slots[i] = std::move(slot);
            }
        }

        std::vector<Slot> m_slots;  // a power of two in size
        size_t m_count = 0;
    };

    Table<QByteArray> m_bytes;
    Table<QString> m_texts;
};

}  // namespace kinedit
