/* entry.c - EinStein würfelt nicht! in the registry of games (game.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eingame.h"
#include "games/game.h"

static const char *ein_entry_evaluator(const struct game *g, int i, const char **summary)
{
    (void)g;
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

/* A match's start: both sides' cubes in orders drawn from key, black to
 * move, its die drawn too. */
static void ein_entry_start(const struct game_spec *spec, uint64_t key, char *position, char *roll)
{
    (void)spec;
    char text[48], unused[128];
    struct ein_position p;
    snprintf(text, sizeof text, "start:%llu", (unsigned long long)(key % 1000000000000000000ULL)); /* 18 digits */
    ein_parse(text, &p, unused, sizeof unused); /* start:SEED always reads */
    ein_format(&p, position, GAME_POSITION_TEXT);
    snprintf(roll, GAME_POSITION_TEXT, "%d", 1 + (int)game_draw(key ^ 0x646965ULL, 6));
}

/* The move-th legal move (einstein.h's order) of the side to move with its
 * die played; a side that reaches its corner or takes the last enemy cube
 * wins; else the other side's die drawn by key. */
static int ein_entry_advance(const struct game_spec *spec, const char *position, const char *roll, int move,
                             uint64_t key, struct game_step *next, char *err, size_t errlen)
{
    (void)spec;
    struct ein_position p;
    struct ein_move moves[EIN_MAX_MOVES];
    if (ein_parse(position, &p, err, errlen) != 0) return -1;
    int die = roll && roll[0] >= '1' && roll[0] <= '6' && !roll[1] ? roll[0] - '0' : 0;
    int count = die ? ein_moves(&p, die, moves) : 0;
    if (move < 0 || move >= count) {
        snprintf(err, errlen, "einstein: move %d: expected 0 to %d", move, count - 1);
        return -1;
    }
    enum ein_side mover = p.to_move;
    ein_play(&p, &moves[move]);
    memset(next, 0, sizeof *next);
    int winner = ein_winner(&p);
    if (winner >= 0) {
        next->over = 1;
        next->points = winner == (int)mover ? 1 : -1;
        return 0;
    }
    ein_format(&p, next->position, GAME_POSITION_TEXT);
    snprintf(next->roll, sizeof next->roll, "%d", 1 + (int)game_draw(key, 6));
    return 0;
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
    .max_points = 1,
    .open = ein_entry_open,
    .tree = ein_entry_tree,
    .close = ein_entry_close,
    .start = ein_entry_start,
    .advance = ein_entry_advance,
};
