/* entry.c - EinStein würfelt nicht! in the registry of games (game.h). */
#include <stdio.h>
#include <stdlib.h>

#include "eingame.h"
#include "games/game.h"

static const char *ein_entry_evaluator(int i, const char **summary)
{
    if (i != 0) return NULL;
    *summary = "EinStein's: the nearest cubes' distances to their corners and the cubes left (--game einstein's "
               "only evaluation; eingame.c)";
    return "distance";
}

static void *ein_entry_open(const struct game_spec *spec, const char *position, const char *roll, int horizon,
                            const char *eval, char *err, size_t errlen)
{
    (void)spec;
    (void)eval; /* the one evaluation */
    struct ein_game *g = calloc(1, sizeof *g);
    if (!g) {
        snprintf(err, errlen, "--game: out of memory");
        return NULL;
    }
    if (ein_game_init(g, position, roll, horizon, err, errlen) != 0) {
        free(g);
        return NULL;
    }
    return g;
}

static const struct tree *ein_entry_tree(const void *state)
{
    return &((const struct ein_game *)state)->tree;
}

static void ein_entry_close(void *state)
{
    free(state);
}

const struct game EINSTEIN_GAME = {
    .name = "einstein",
    .summary = "EinStein wurfelt nicht! (5x5, six numbered cubes a side, a die names the cube to move), "
               "equities in milli-points",
    .position_help = "five rows of five squares ('.', A-F black's cubes, a-f white's) joined by '/', then :b or :w "
                     "(ABC../DE.../F...a/...bc/..def:b); or start:SEED, or start:PPPPPP,QQQQQQ",
    .value_note = " (EinStein's are equities in milli-points)",
    .evaluator = ein_entry_evaluator,
    .roll_help = "the die of the side to move, 1 to 6",
    .max_horizon = EIN_GAME_MAX_HORIZON,
    .open = ein_entry_open,
    .tree = ein_entry_tree,
    .close = ein_entry_close,
};
