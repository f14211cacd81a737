/* mix64.h - SplitMix64's output function (Steele, Lea and Flood 2014), a
 * bijective 64-bit mixer: applied to a counter it gives an independent
 * stream per key.  The one hash of node identities (generator.c) and of
 * evaluation noise (horizon.c). */
#ifndef STARBENCH_MIX64_H
#define STARBENCH_MIX64_H

#include <stdint.h>

#define GOLDEN_GAMMA 0x9e3779b97f4a7c15ULL

static inline uint64_t mix64(uint64_t z)
{
    z += GOLDEN_GAMMA;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

#endif
