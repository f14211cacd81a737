/* rng.h - a fixed local generator for the tests' own choices (windows,
 * nodes, random trees), not the generator's streams: xorshift64. */
#ifndef STARBENCH_TEST_RNG_H
#define STARBENCH_TEST_RNG_H

#include <stdint.h>

static uint64_t rng_state = 0x243f6a8885a308d3ULL;

static uint64_t rng_next(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

#endif
