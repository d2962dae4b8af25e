// Names to indices, for names kept elsewhere (a model's frames, its
// joints): a flat open-addressing table of (hash, index), the names
// compared through `nameOf(index)`. A std::unordered_map<std::string, int>
// allocated a node and a copy of the name per entry, and with the builder's
// own (first occurrences) was a tenth of compiling a 10,000-link URDF,
// growing faster than the file.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace kinedit::kin {

class NameTable {
public:
    // Room for n names without growing.
    void reserve(size_t n) {
        if (2 * n > m_slots.size()) rehash(2 * n);
    }
    // The index stored for `name`, or -1.
    template <typename NameOf>
    int find(std::string_view name, const NameOf& nameOf) const {
        if (m_slots.empty()) return -1;
        const uint32_t h = hashOf(name);
        const size_t mask = m_slots.size() - 1;
        for (size_t i = h & mask;; i = (i + 1) & mask) {
            const Slot& s = m_slots[i];
            if (s.index < 0) return -1;
            if (s.hash == h && std::string_view(nameOf(s.index)) == name) return s.index;
        }
    }
    // Stores `index` for `name` unless the name has one; returns the one it has.
    template <typename NameOf>
    int insert(std::string_view name, int index, const NameOf& nameOf) {
        if (2 * (m_count + 1) > m_slots.size()) rehash(2 * (m_count + 1));
        return place(hashOf(name), name, index, nameOf);
    }
    // insert() of the indices from .. to - 1 in order, with the slots they
    // probe fetched ahead: one by one, a table larger than the cache kept
    // each probe waiting on memory (most of adding a frame to a builder of
    // 40,000). `first`, if given, gets the index each name has after its
    // insert: its own, or an earlier one's.
    template <typename NameOf>
    void insertAll(int from, int to, const NameOf& nameOf, std::vector<int>* first = nullptr) {
        if (to <= from) return;
        const size_t n = size_t(to - from);
        if (2 * (m_count + n) > m_slots.size()) rehash(2 * (m_count + n));
        std::vector<uint32_t> hashes(n);
        for (size_t k = 0; k < n; ++k) hashes[k] = hashOf(nameOf(from + int(k)));
        const size_t mask = m_slots.size() - 1;
        constexpr size_t kAhead = 16;
        for (size_t k = 0; k < n; ++k) {
            if (k + kAhead < n) __builtin_prefetch(&m_slots[hashes[k + kAhead] & mask]);
            const int got = place(hashes[k], nameOf(from + int(k)), from + int(k), nameOf);
            if (first) first->push_back(got);
        }
    }

private:
    struct Slot {
        uint32_t hash = 0;
        int index = -1;  // -1: free
    };
    std::vector<Slot> m_slots;
    size_t m_count = 0;
    template <typename NameOf>
    int place(uint32_t h, std::string_view name, int index, const NameOf& nameOf) {
        const size_t mask = m_slots.size() - 1;
        for (size_t i = h & mask;; i = (i + 1) & mask) {
            Slot& s = m_slots[i];
            if (s.index < 0) {
                s = {h, index};
                ++m_count;
                return index;
            }
            if (s.hash == h && std::string_view(nameOf(s.index)) == name) return s.index;
        }
    }
    static uint32_t hashOf(std::string_view name) {
        const uint64_t h = std::hash<std::string_view>{}(name);
        return uint32_t(h ^ (h >> 32));
    }
    // At least `least` slots (a power of two), the entries placed again by
    // their stored hash.
    void rehash(size_t least) {
        size_t size = 16;
        while (size < least) size *= 2;
        std::vector<Slot> table(size);
        const size_t mask = size - 1;
        for (const Slot& s : m_slots) {
            if (s.index < 0) continue;
            size_t i = s.hash & mask;
            while (table[i].index >= 0) i = (i + 1) & mask;
            table[i] = s;
        }
        m_slots.swap(table);
    }
};

}  // namespace kinedit::kin
