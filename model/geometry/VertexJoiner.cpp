#include "geometry/VertexJoiner.h"

#include "geometry/HashMix.h"

#include <algorithm>
#include <cstring>

namespace kinedit {

namespace {

constexpr quint32 kEmpty = 0xffffffffu;
constexpr size_t kAhead = 32;  // slots fetched ahead of the lookups

// Every bit of the 24 bytes reaches the slot and the tag (normals of a box
// edge's corners differ only in their high bits).
size_t hashOf(const float* v) {
    quint64 w[3];
    std::memcpy(w, v, sizeof w);
    return size_t(mixBits(mixBits(mixBits(w[0]) ^ w[1]) ^ w[2]));
}

}  // namespace

VertexJoiner::VertexJoiner(std::vector<float>& vertices) : m_vertices(vertices), m_first(vertices.size() / 6), m_table(1024, {0, kEmpty}) {}

quint32 VertexJoiner::add(const Vertex& vertex) {
    growTable(1);
    return insert(vertex, hashOf(vertex));
}

void VertexJoiner::add(const Vertex* vertices, size_t count, quint32* indices) {
    for (size_t start = 0; start < count; start += kAhead) {
        const size_t n = std::min(kAhead, count - start);
        growTable(n);
        size_t hashes[kAhead];
        for (size_t i = 0; i < n; ++i) {
            hashes[i] = hashOf(vertices[start + i]);
            __builtin_prefetch(&m_table[hashes[i] & (m_table.size() - 1)]);
        }
        for (size_t i = 0; i < n; ++i) indices[start + i] = insert(vertices[start + i], hashes[i]);
    }
}

quint32 VertexJoiner::insert(const Vertex& vertex, size_t hash) {
    const size_t mask = m_table.size() - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
        Slot& slot = m_table[i];
        if (slot.index == kEmpty) {
            slot = {quint32(hash), quint32(m_count++)};
            m_vertices.insert(m_vertices.end(), vertex, vertex + 6);
            return quint32(m_first + slot.index);
        }
        if (slot.hash == quint32(hash) && std::memcmp(m_vertices.data() + 6 * (m_first + slot.index), vertex, sizeof vertex) == 0)
            return quint32(m_first + slot.index);
    }
}

void VertexJoiner::reserve(size_t count) {
    m_vertices.reserve(m_vertices.size() + 6 * count);
    growTable(count);
}

// Room in the table for `count` more at a load of at most one half. The
// vertices grow as a vector does: reserving a batch's room at each doubling
// of the table would copy them again for nothing.
void VertexJoiner::growTable(size_t count) {
    if (2 * (m_count + count) <= m_table.size()) return;
    size_t size = m_table.size();
    while (2 * (m_count + count) > size) size *= 2;
    m_table.assign(size, {0, kEmpty});
    const size_t mask = size - 1;
    for (size_t k = 0; k < m_count; ++k) {
        const size_t hash = hashOf(m_vertices.data() + 6 * (m_first + k));
        size_t i = hash & mask;
        while (m_table[i].index != kEmpty) i = (i + 1) & mask;
        m_table[i] = {quint32(hash), quint32(k)};
    }
}

}  // namespace kinedit
