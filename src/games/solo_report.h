/* solo_report.h - `starbench play`'s CSV for a one-player game (2048):
 * each engine's score on the same games.
 *
 * A one-player match is played as a two-player one is (games/match.h):
 * games 2p and 2p + 1 of pair p start from the same position and draw
 * their chance ply by ply from the same keys, but each has one player:
 * engine A plays game 2p alone, engine B game 2p + 1.  A game's score is
 * the game's value at its end (starbench/game.h value: 2048's score).
 *
 * Per game (--per-game): a, b (the engines' specs), seed, games, game,
 * engine (a or b: who played it), score, moves, nodes, evals (that
 * engine's, forced moves costing nothing), game_name, end (the last
 * position, in the game's notation).
 *
 * The summary: a, b, seed, games, per engine its mean score, the
 * standard error of that mean, its lowest and highest score; then the
 * difference of the means (A's less B's) with its standard error and 95%
 * interval over the pairs (each pair's A-less-B score is one draw: the
 * twins share their start and their chance keys); per engine its moves per
 * game, nodes and evals per move; game_name; with --cpu-time each
 * engine's CPU seconds per move.
 */
#ifndef STARBENCH_SOLO_REPORT_H
#define STARBENCH_SOLO_REPORT_H

#include <stdint.h>
#include <stdio.h>

#include "games/match_report.h"

struct solo_summary {
    uint64_t games[2], pairs;
    double score[2], score_squares[2]; /* sums over each engine's games, added in game order (the same sums
                                          whatever the threads) */
    int64_t low[2], high[2];
    int64_t pending;                   /* the open pair's A score */
    double difference, difference_squares;
    uint64_t moves[2], nodes[2], evals[2];
    double cpu[2];
};

void solo_game_header(FILE *out);
void solo_game_row(FILE *out, const struct match_names *n, uint64_t games, const struct game_record *r);

/* Adds games in their order (game 2p before 2p + 1). */
void solo_summary_add(struct solo_summary *s, const struct game_record *r);
void solo_summary_header(FILE *out, int cpu_time);
void solo_summary_row(FILE *out, const struct match_names *n, const struct solo_summary *s, int cpu_time);

#endif
