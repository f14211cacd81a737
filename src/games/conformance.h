/* conformance.h - the checks every game passes (the OpenSpiel pattern),
 * through the registry (game.h) and, for a game written against
 * starbench/game.h, through its rules too: what `starbench check-game`
 * runs and tests/test_games.c asserts for every built-in game.
 *
 * 1. Rules (a game written once): every state met in random games (chance
 *    states too) keeps game.h's promises (rules_check.h), and random play
 *    ends within the declared max_length.  When this part fails, the rest
 *    is not run (a search would stop on the same fault).
 * 2. Starts: a match's start opens at horizons 1 and 2 with every
 *    evaluation; a position's canonical name reads back to itself.
 * 3. Random games through advance: every position met has a move, each
 *    game ends (within max_length, or MATCH_MAX_PLIES) scoring a result
 *    for the side that moved last, and the same keys play it again alike.
 * 4. Every exact algorithm returns exhaustive *-minimax's value under
 *    verification on positions sampled from those games, at horizons 1
 *    and 2, in the tree's order and by the evaluation, and at 2 by the
 *    history heuristic over it (history-eval); mcms with full
 *    sampling does too where nodes are at most SAMPLING_MAX_SAMPLES wide;
 *    mcms and mcts choose a root move.
 * Each failure is one line handed to fail: the game, the position, the
 * rule.  Prints nothing itself.
 */
#ifndef STARBENCH_CONFORMANCE_H
#define STARBENCH_CONFORMANCE_H

#include <stdint.h>

#include "game.h"

#define CONFORMANCE_MAX_FAILURES 20 /* lines reported at most; the count goes on */

struct conformance {
    int games;    /* random games played at least (and until `samples` positions are met) */
    int samples;  /* positions that every algorithm searches at two horizons and two orders */
    int history_every; /* and, every history_every-th of them (0 or 1: each), at horizon 2 by history-eval */
    uint64_t seed;
    void (*fail)(void *arg, const char *line);
    void *arg;
    /* Out: */
    int failures;
    int played, states, searched; /* random games, states checked (part 1), searches verified (part 4) */
};

/* Runs the checks on spec's game; returns c->failures. */
int conformance_check(const struct game_spec *spec, struct conformance *c);

#endif
