/* match.h - `starbench play` for every registered game: duplicate games
 * between two engines (games/engine.h) on a pool of threads.
 *
 * Duplicate play: games come in pairs, game 2p and 2p + 1 of pair p; in
 * game 2p engine A moves first, in game 2p + 1 engine B; both games start
 * from the same position (the game's start, game.h, drawn from the pair)
 * and draw their chance ply by ply from the same keys, so each engine
 * meets the other's luck in the twin game, and an engine against itself
 * scores 0 on every pair.
 * Contract: for a given (seed, game, engines) the same game, always,
 * whatever thread plays it.  Prints nothing.
 *
 * match_run is the runner every game's matches share (backgammon's own
 * match.h plays through it too): blocks of games shared out over the
 * threads, each record handed on in game order.
 */
#ifndef STARBENCH_MATCH_H
#define STARBENCH_MATCH_H

#include <stddef.h>
#include <stdint.h>

#include "games/engine.h"
#include "games/match_report.h"

#define MATCH_MAX_PLIES 100000 /* a game this long is taken for a loop and stops the match */

/* How one thread plays a match's games: its table (per thread: the
 * engines' seats), made once and freed at the end. */
struct match_player {
    void *(*table_new)(const void *match, char *err, size_t errlen);  /* NULL with err */
    void (*table_free)(void *table);
    /* Plays game `game` into r (a record_moves text malloc'ed).  0, or -1 with err. */
    int (*play)(void *table, const void *match, uint64_t game, struct game_record *r, char *err, size_t errlen);
};

/* Plays games first .. first + games - 1 of `match` through player on
 * `threads` threads, handing each record to sink in game order (its text
 * freed after).  A nonzero sink stops the match.  Returns 0, or -1 with a
 * one-line reason in err (out of memory, a game that failed: every game
 * before it has gone to sink, so a match that stops keeps its games so
 * far; err empty when sink stopped it). */
int match_run(const struct match_player *player, const void *match, uint64_t first, uint64_t games, int threads,
              int (*sink)(void *arg, const struct game_record *r), void *arg, char *err, size_t errlen);

/* A match: games first .. first + games - 1 (first 0, or a shard's
 * slice: whole pairs, first even) of `game` between A and B. */
struct match_request {
    const struct game_spec *game;
    const struct engine *engines[2];         /* A, B */
    uint64_t seed, first, games;
    int threads;                             /* games played at once, at most */
    int record_moves;                        /* a game's own match only (game.h match): records' text */
    const struct game_position_list *starts; /* a game's own match only: start positions, or NULL */
    const char *luck;                        /* a game's own match only: the evaluation that rates luck
                                                (game_record's luck_a), or NULL: none */
    int cpu_time;                            /* 1: game_record's cpu is measured (--cpu-time) */
};

/* Plays m's games as match_run does: through the game's own match (game.h
 * match) where it has one, else through its start and advance. */
int game_match_run(const struct match_request *m, int (*sink)(void *arg, const struct game_record *r), void *arg,
                   char *err, size_t errlen);

#endif
