/* draw.c - the draws of matches (game.h game_draw). */
#include "game.h"
#include "core/mix64.h"

uint64_t game_draw(uint64_t key, uint64_t n)
{
    uint64_t limit = UINT64_MAX - UINT64_MAX % n; /* draws at or past it would favour the small values */
    for (uint64_t attempt = 0;; attempt++) {
        uint64_t x = mix64(key ^ mix64(attempt));
        if (x < limit) return x % n;
    }
}
