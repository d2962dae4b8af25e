#include "NodeArena.h"

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <new>
#include <vector>

#include <sys/mman.h>

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
#define KINEDIT_POISON(p, n) ASAN_POISON_MEMORY_REGION(p, n)
#define KINEDIT_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION(p, n)
#else
#define KINEDIT_POISON(p, n) ((void)(p), (void)(n))
#define KINEDIT_UNPOISON(p, n) ((void)(p), (void)(n))
#endif

namespace kinedit::nodearena {

namespace {

constexpr std::size_t kChunk = 256 * 1024;  // also the chunks' alignment
constexpr std::size_t kAlign = alignof(std::max_align_t);
// Freed chunks kept for the next parse (the source view parses the text
// again at every pause in typing) instead of unmapped and faulted in anew:
// a 10,000-link URDF's document is about 60 MiB of chunks, and faulting in
// what was not kept cost a third of its parse. Past the first 16 MiB a
// kept chunk's pages are handed to the kernel to take back lazily
// (MADV_FREE): they cost nothing to use again unless memory ran short
// meanwhile, and they do not hold memory the system needs.
constexpr std::size_t kKeptWhole = 64;     // 16 MiB, used again first
constexpr std::size_t kKeptOffered = 960;  // 240 MiB more

constexpr std::size_t roundUp(std::size_t n, std::size_t to) { return (n + to - 1) / to * to; }

std::atomic<std::size_t> g_liveChunks{0};

// At the start of every chunk. live counts the nodes in it, plus one while
// a thread is filling it: whoever brings it to zero frees the chunk.
struct alignas(kAlign) Chunk {
    std::atomic<std::int64_t> live{1};
    std::size_t bytes = 0;
};
constexpr std::size_t kHeader = sizeof(Chunk);

// Chunks come from the system directly: aligned_alloc's chunks were carved
// out of glibc's heap with slack on both sides for the alignment, and the
// heap grew by about a third over a few parses of the same large file.
// Under AddressSanitizer they come from its heap instead, which its leak
// checker scans for the pointers the nodes hold (it does not scan mappings).
void* systemChunk(std::size_t bytes) {
#if defined(__SANITIZE_ADDRESS__)
    void* p = std::aligned_alloc(kChunk, bytes);
    if (!p) throw std::bad_alloc();
    return p;
#else
    // Map one chunk more than needed, then unmap what lies outside the
    // aligned span.
    const std::size_t span = bytes + kChunk;
    void* p = mmap(nullptr, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
    const auto start = reinterpret_cast<std::uintptr_t>(p);
    const std::uintptr_t aligned = roundUp(start, kChunk);
    if (aligned > start) munmap(p, aligned - start);
    if (const std::uintptr_t tail = start + span - (aligned + bytes)) munmap(reinterpret_cast<void*>(aligned + bytes), tail);
    return reinterpret_cast<void*>(aligned);
#endif
}

// Lets the kernel take a kept chunk's pages back when it needs them.
void offerPages(void* p, std::size_t bytes) {
#if defined(__SANITIZE_ADDRESS__) || !defined(MADV_FREE)
    (void)p, (void)bytes;
#else
    madvise(p, bytes, MADV_FREE);  // failing (a kernel before 4.5), the pages just stay
#endif
}

void systemFree(void* p, std::size_t bytes) {
#if defined(__SANITIZE_ADDRESS__)
    (void)bytes;
    std::free(p);
#else
    munmap(p, bytes);
#endif
}

// None is ever destroyed: nodes may be deleted during exit.
std::mutex& keptMutex() {
    static auto* m = new std::mutex;
    return *m;
}
// Kept chunks: whole ones, then ones whose pages were offered to the kernel.
struct Kept {
    std::vector<void*> whole, offered;
    std::size_t size() const { return whole.size() + offered.size(); }
};
Kept& kept() {
    // Sized up front, so that keeping a chunk never allocates.
    static auto* chunks = [] {
        auto* k = new Kept;
        k->whole.reserve(kKeptWhole);
        k->offered.reserve(kKeptOffered);
        return k;
    }();
    return *chunks;
}

Chunk* newChunk(std::size_t bytes) {
    void* p = nullptr;
    if (bytes == kChunk) {
        const std::lock_guard<std::mutex> lock(keptMutex());
        for (std::vector<void*>* list : {&kept().whole, &kept().offered})
            if (!list->empty()) {
                p = list->back();
                list->pop_back();
                break;
            }
    }
    if (!p) p = systemChunk(bytes);
    g_liveChunks.fetch_add(1, std::memory_order_relaxed);
    // Under AddressSanitizer a node's bytes are open only while it lives,
    // so a use after delete is still reported.
    KINEDIT_POISON(static_cast<char*>(p) + kHeader, bytes - kHeader);
    Chunk* c = new (p) Chunk;
    c->bytes = bytes;
    return c;
}

// Lets go of one count of c: a node's, or the filling thread's.
void drop(Chunk* c) noexcept {
    if (c->live.fetch_sub(1, std::memory_order_acq_rel) != 1) return;
    const std::size_t bytes = c->bytes;
    c->~Chunk();
    g_liveChunks.fetch_sub(1, std::memory_order_relaxed);
    if (bytes == kChunk) {
        const std::lock_guard<std::mutex> lock(keptMutex());
        if (kept().whole.size() < kKeptWhole) {
            kept().whole.push_back(c);
            return;
        }
        if (kept().offered.size() < kKeptOffered) {
            // Under the lock: once in the list, another thread may take it.
            offerPages(c, bytes);
            kept().offered.push_back(c);
            return;
        }
    }
    KINEDIT_UNPOISON(c, bytes);
    systemFree(c, bytes);
}

// The chunk this thread fills; let go when the thread ends.
struct Filling {
    Chunk* chunk = nullptr;
    std::size_t used = 0;
    ~Filling() {
        if (chunk) drop(chunk);
    }
};
thread_local Filling t_filling;

}  // namespace

void* allocate(std::size_t size) {
    size = roundUp(size == 0 ? 1 : size, kAlign);
    if (kHeader + size > kChunk / 4) {
        // A chunk of its own, a whole number of chunks long: the node still
        // starts inside the first, so release() finds the header.
        Chunk* c = newChunk(roundUp(kHeader + size, kChunk));
        void* p = reinterpret_cast<char*>(c) + kHeader;  // live is 1: the node's
        KINEDIT_UNPOISON(p, size);
        return p;
    }
    Filling& f = t_filling;
    if (!f.chunk || f.used + size > kChunk) {
        if (f.chunk) drop(f.chunk);
        f.chunk = newChunk(kChunk);
        f.used = kHeader;
    }
    f.chunk->live.fetch_add(1, std::memory_order_relaxed);
    void* p = reinterpret_cast<char*>(f.chunk) + f.used;
    f.used += size;
    KINEDIT_UNPOISON(p, size);
    return p;
}

void release(void* p, std::size_t size) noexcept {
    if (!p) return;
    KINEDIT_POISON(p, roundUp(size == 0 ? 1 : size, kAlign));
    const auto at = reinterpret_cast<std::uintptr_t>(p) & ~std::uintptr_t(kChunk - 1);
    drop(reinterpret_cast<Chunk*>(at));
}

std::size_t liveChunks() { return g_liveChunks.load(std::memory_order_relaxed); }

std::size_t keptChunks() {
    const std::lock_guard<std::mutex> lock(keptMutex());
    return kept().size();
}

void giveBackKept() {
    const std::lock_guard<std::mutex> lock(keptMutex());
    for (std::vector<void*>* list : {&kept().whole, &kept().offered}) {
        for (void* c : *list) {
            KINEDIT_UNPOISON(c, kChunk);
            systemFree(c, kChunk);
        }
        list->clear();
    }
}

}  // namespace kinedit::nodearena
