/* engine.h - an engine of any registered game: what chooses the moves of
 * one side in `starbench play`.  Its settings arrive read and checked:
 * play's --a and --b give them as a spec, KEY=VALUE settings whose keys
 * are rows of the command line's options table (cli/engine_spec.c), so an
 * engine and a search name each setting alike.  Prints nothing.
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

/* What an engine is asked to be, every value in range for its game. */
struct engine_settings {
    enum engine_kind { ENGINE_SEARCH, ENGINE_RANDOM, ENGINE_OUTSIDE } kind; /* a search, a uniformly random
                                       legal move, or the game's outside engine (game.h's struct game_outside) */
    int algorithm;                  /* ENGINE_SEARCH: an ALGORITHMS index that plays (algorithm_plays) */
    int horizon;                    /* move levels searched */
    enum move_order order;          /* tree, eval or eval-above */
    const char *evaluator;          /* one of the game's evaluators' names */
    int probes, probe_factor;       /* cyclic's and star25's */
    uint64_t table;                 /* transposition table entries (0: none) */
    int iterate;                    /* iterative deepening to the horizon */
    struct search_budget budget;    /* deepen horizons 1..horizon within it, or BUDGET_NONE */
    const char *cut_fit;            /* cpc's fit file, or NULL */
    int cut_sigmas_milli, cut_reduction;
    uint64_t playouts;              /* mcts's */
    int exploration_milli;
    int mcts_leaf, widening_milli;  /* mcts's: enum mcts_leaf, progressive widening's C in thousandths */
    int samples;                    /* mcms's draws per * node */
    int plies;                      /* ENGINE_OUTSIDE's plies */
};

/* Makes e, named `spec` in rows, from s for the game (e must stay where it
 * is: e points into itself; engine_free releases it).  Returns 0, or -1
 * with a one-line reason: a tree the algorithm cannot search, a cpc fit
 * that does not fit, an outside engine that is not installed. */
int engine_make(const char *spec, const struct engine_settings *s, const struct game_spec *game, struct engine *e,
                char *err, size_t errlen);
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

/* An engine's move at a game's position and roll ("" where the game takes
 * none): the game's tree there opened at the engine's horizon and searched
 * (engine_choose), into *m: the move's index in the root's order, the
 * root's legal moves, and the cost, what the search's result rests on
 * (kept) apart from what a budget's abandoned horizon spent (dropped; an
 * engine's cost is both).  Returns the move, or -1 with err. */
struct engine_move {
    int move;
    size_t count;
    struct search_stats kept, dropped;
};
int engine_move(struct engine_seat *seat, const struct game_spec *spec, const char *position, const char *roll,
                uint64_t random_key, struct engine_move *m, char *err, size_t errlen);

#endif
