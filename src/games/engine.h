/* engine.h - an engine of any registered game: what chooses the moves of
 * one side in `starbench play`, given as one spec string.
 *
 * A spec is comma-separated key=value settings, every key at most once:
 *   algo=A        an algorithm of --list that plays (algorithm_plays in
 *                 search.c says which), random: a uniformly random
 *                 legal move, or the game's outside engine (default star2)
 *   horizon=H     move levels searched, 1 to the game's --horizon limit
 *                 (default 1: the move whose position the evaluation rates
 *                 best, a 1-ply engine)
 *   order=O       tree, eval or eval-above (default eval)
 *   eval=E        the static evaluation: one of the game's (its default)
 *   probes=K      cyclic's probing rounds, 1..64 (default 2)
 *   probe-factor=K  star25's, 1..64 (default 2)
 *   table=N       transposition table entries, 0..2^26 (default 0: none)
 *   iterate=1     iterative deepening to the horizon (default 0)
 *   budget=evals=N, budget=nodes=N or budget=time=MS  deepen horizons 1..H
 *                 within N each move (time: CPU milliseconds; a match
 *                 with a time budget is not deterministic)
 *   cut-fit=FILE, cut-sigmas=T, cut-reduction=R  cpc's fit, bands, reduction
 *   playouts=K, exploration=C  mcts's play-outs a move (default 1000; or a
 *                 budget: play-outs until it is spent) and its exploration
 *                 constant (default 1.414)
 *   samples=C     mcms's draws per * node, 1..64 (default 5)
 *   plies=P       the game's outside engine's (algo=gnubg for backgammon:
 *                 game.h's struct game_outside) plies, 0 to its limit
 *                 (default 0); the only setting it reads
 * e.g. "algo=star2,horizon=2,order=eval".  Prints nothing.
 */
#ifndef STARBENCH_ENGINE_H
#define STARBENCH_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#include "core/cutfit.h"
#include "trials/experiment.h"
#include "games/game.h"
#include "core/horizon.h"

struct engine {
    const char *spec;              /* as given: the engine's name in rows */
    const struct game_spec *game;
    int random;                    /* algo=random: no search */
    const struct game_outside *outside; /* algo=NAME of the game's outside engine, else NULL */
    int plies;                     /* its plies */
    struct run_algorithm algorithm;
    struct horizon_spec horizon;
    struct cut_fit fit;            /* algo=cpc's */
    char cut_fit_file[512];        /* its file, as given */
    void *shape;                   /* the game's start at the engine's horizon (game.h open): the shape its
                                      searches size for; NULL for algo=random and outside engines */
};

/* Parses spec into e for the game (e must stay where it is: e points into
 * itself; engine_free releases it).  Returns 0, or -1 with a one-line
 * reason naming the setting: an unknown key, a value out of range, a key
 * given twice, a setting the algorithm does not read, cpc without its fit
 * or a fit that does not fit, an outside engine that is not installed. */
int engine_parse(const char *spec, const struct game_spec *game, struct engine *e, char *err, size_t errlen);
void engine_free(struct engine *e);

/* What an engine spends choosing moves, per thread. */
struct engine_seat {
    const struct engine *engine;
    struct experiment_chooser *chooser; /* NULL for algo=random and outside engines */
    void *outside;                      /* an outside engine's running program (game_outside's open) */
};

/* 0, or -1 with err (out of memory, an outside engine that did not start). */
int engine_seat_init(struct engine_seat *s, const struct engine *e, char *err, size_t errlen);
void engine_seat_free(struct engine_seat *s);

/* The engine's move at the root of t (the game's tree of a position at
 * the engine's horizon), which has `count` legal moves (1 or more): its
 * index in the root's order.  random_key draws algo=random's move.  The
 * search's cost is added to *cost.  Returns the index, or -1 (err says
 * why: the search stopped; an outside engine, which its game's own match
 * asks instead). */
int engine_choose(struct engine_seat *s, const struct tree *t, size_t count, uint64_t random_key,
                  struct search_stats *cost, char *err, size_t errlen);

#endif
