// MurmurHash3's 64-bit finaliser: every input bit reaches every output bit.
// For open-addressing tables keyed by packed coordinates or bytes, whose
// low bits alone would crowd a few slots.
#pragma once

#include <QtGlobal>

namespace kinedit {

inline quint64 mixBits(quint64 h) {
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ull;
    return h ^ (h >> 33);
}

}  // namespace kinedit
