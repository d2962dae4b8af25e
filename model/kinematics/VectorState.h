// On x86-64, code elsewhere in the process (seen with Qt's and glibc's
// vectorised string routines) can leave the upper halves of the AVX
// registers dirty. Every SSE instruction of the engine then pays a false
// dependency: forward kinematics of a 7-DoF arm measured 1.38 us instead of
// 0.33 us in kinedit-cli. vzeroupper at the engine's entry points clears the
// state; it costs about one cycle.
#pragma once

namespace kinedit::kin::detail {

inline void clearUpperVectorState() {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    static const bool avx = __builtin_cpu_supports("avx");
    if (avx) asm volatile("vzeroupper" ::: "memory");
#endif
}

}  // namespace kinedit::kin::detail
