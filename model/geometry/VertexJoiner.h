// Joins vertices equal bit for bit (position and normal): importers give
// every triangle its own corners (an STL of a million triangles has three
// million). An open-addressing table of (hash, index) into the vertices,
// grown as they come: Assimp's own joining (aiProcess_JoinIdenticalVertices)
// took 440 MB more at its peak for a million-triangle STL than this. The
// table and the vertices are far larger than the caches; the batch form
// fetches a batch's slots ahead of looking into them (three million STL
// corners: 0.9 s joined one by one, measured with `bench viewport`).
#pragma once

#include <QtGlobal>

#include <vector>

namespace kinedit {

class VertexJoiner {
public:
    using Vertex = float[6];  // x y z nx ny nz

    // Appends to `vertices`; joins only what this joiner added.
    explicit VertexJoiner(std::vector<float>& vertices);
    // The index in `vertices` of this vertex, appended if it is new.
    quint32 add(const Vertex& vertex);
    // The same for `count` vertices, their indices to `indices`.
    void add(const Vertex* vertices, size_t count, quint32* indices);

    // Room for `count` more vertices without growing (the vertices' memory
    // is reserved, not touched: pages the joined vertices never fill cost
    // nothing).
    void reserve(size_t count);

private:
    struct Slot {
        quint32 hash, index;  // index from m_first; kEmpty where free
    };
    quint32 insert(const Vertex& vertex, size_t hash);
    void growTable(size_t count);
    std::vector<float>& m_vertices;
    size_t m_first;  // the first vertex this joiner added
    std::vector<Slot> m_table;
    size_t m_count = 0;
};

}  // namespace kinedit
