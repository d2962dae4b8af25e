// Where the XML tree's node objects live: in chunks of 256 KiB, handed out
// in the order a thread makes them (a parse makes a document's nodes one
// after another, so they lie together, in document order). A chunk goes
// back to the system when the last node in it is deleted and no thread is
// filling it; a node may be deleted on any thread.
//
// Why: a 10,000-link URDF is 140,000 elements and as many text nodes, each
// its own malloc. Freeing them one by one made glibc merge every freed
// chunk with its neighbours (39 ms of a 300 ms load, growing ×28 from
// 1,000 links where the file grows ×10); a chunk is freed in one call.
#pragma once

#include <cstddef>

namespace kinedit::nodearena {

// Memory for one node of the given size (any size; those over a quarter
// of a chunk get a chunk of their own, a whole number of chunks long).
// Never null: throws std::bad_alloc like new.
void* allocate(std::size_t size);
// Gives back what allocate(size) returned.
void release(void* p, std::size_t size) noexcept;

// Chunks allocated and not yet given back (tests).
std::size_t liveChunks();
// Freed chunks kept for the next parse, up to 1,024 (256 MiB; tests).
std::size_t keptChunks();
// Gives every freed chunk kept for the next parse back to the system (a
// benchmark's cold start, beside malloc_trim).
void giveBackKept();

// For the nodes' own lists (children, attributes): kept beside the nodes,
// and a large one (the root's 40,000 children) is a chunk of its own: freed
// by glibc, a block of 64 KiB or more made it merge every small block freed
// before it.
template <typename T>
struct Allocator {
    using value_type = T;
    Allocator() = default;
    template <typename U>
    Allocator(const Allocator<U>&) {}
    T* allocate(std::size_t n) { return static_cast<T*>(nodearena::allocate(n * sizeof(T))); }
    void deallocate(T* p, std::size_t n) noexcept { release(p, n * sizeof(T)); }
    template <typename U>
    bool operator==(const Allocator<U>&) const {
        return true;
    }
};

}  // namespace kinedit::nodearena
