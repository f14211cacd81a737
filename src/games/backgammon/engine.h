/* engine.h - a backgammon engine: what chooses the moves of one side in
 * `starbench play`, given as one spec string.
 *
 * A spec is comma-separated key=value settings, every key at most once:
 *   algo=A        a searching algorithm of --list (minimax, star1, star2,
 *                 cyclic, star25, cpc), or random: a uniformly random
 *                 legal move (default star2)
 *   horizon=H     move levels searched, 1..6 (default 1: the move whose
 *                 position the evaluation rates best, a 1-ply engine)
 *   order=O       tree, eval or eval-above (default eval)
 *   eval=E        the static evaluation: fitted (default) or net
 *   probes=K      cyclic's probing rounds, 1..64 (default 2)
 *   probe-factor=K  star25's, 1..64 (default 2)
 *   table=N       transposition table entries, 0..2^26 (default 0: none)
 *   iterate=1     iterative deepening to the horizon (default 0)
 *   budget=evals=N or budget=nodes=N  deepen horizons 1..H within N each move
 *   cut-fit=FILE, cut-sigmas=T, cut-reduction=R  cpc's fit, bands, reduction
 * e.g. "algo=star2,horizon=2,order=eval".  Prints nothing.
 */
#ifndef STARBENCH_BG_ENGINE_H
#define STARBENCH_BG_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#include "backgammon.h"
#include "bggame.h"
#include "cutfit.h"
#include "experiment.h"
#include "horizon.h"

struct bg_engine {
    const char *spec;              /* as given: the engine's name in rows */
    int random;                    /* algo=random: no search */
    struct run_algorithm algorithm;
    struct horizon_spec horizon;
    struct cut_fit fit;            /* algo=cpc's */
    char cut_fit_file[512];        /* its file, as given */
    struct bg_game shape;          /* a game at the engine's horizon: the shape its searches size for */
};

/* Parses spec into e (which must stay where it is: e points into itself).
 * Returns 0, or -1 with a one-line reason naming the setting: an unknown
 * key, a value out of range, a key given twice, a setting the algorithm
 * does not read, cpc without its fit or a fit that does not fit. */
int bg_engine_parse(const char *spec, struct bg_engine *e, char *err, size_t errlen);

/* What an engine spends choosing moves, per thread. */
struct bg_engine_seat {
    const struct bg_engine *engine;
    struct experiment_chooser *chooser; /* NULL for algo=random */
};

/* 0, or -1 out of memory. */
int bg_engine_seat_init(struct bg_engine_seat *s, const struct bg_engine *e);
void bg_engine_seat_free(struct bg_engine_seat *s);

/* The engine's move from b (side[1] on roll) with the roll d1-d2, which
 * has `count` legal moves (1 or more): its index in bg_legal_moves' order.
 * random_key draws algo=random's move.  The search's cost is added to
 * *cost.  Returns the index, or -1 (err says why: out of memory). */
int bg_engine_choose(struct bg_engine_seat *s, const struct bg_board *b, int d1, int d2, size_t count,
                     uint64_t random_key, struct search_stats *cost, char *err, size_t errlen);

/* A uniform draw from 0..n-1 (n >= 1) keyed by key: the same key, the
 * same draw (rejection keeps it unbiased). */
uint64_t bg_draw(uint64_t key, uint64_t n);

#endif
