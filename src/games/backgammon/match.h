/* match.h - games of cubeless backgammon between two engines (games/engine.h),
 * money scoring: a single game 1 point, a gammon 2, a backgammon 3.
 *
 * Duplicate play: games come in pairs, game 2p and 2p + 1 of pair p.  In
 * game 2p engine A moves first, in game 2p + 1 engine B; both games use
 * the same dice, ply by ply: ply k of pair p rolls bg_match_dice(seed, p,
 * k), the first ply never a double (the opening roll).  So each engine
 * plays the other's dice in the twin game, and an engine against itself
 * gives the twin games mirror results: a pair scores 0 exactly.
 * Contract: for a given (seed, game, engines, starts) the same game,
 * always, whatever thread plays it.  A game starts from the opening
 * position, or from a file of start positions (positions.h): pair p from
 * its position p mod K, the side on roll there A in game 2p and B in game
 * 2p + 1, its first roll the line's (or, '-', drawn from all 36 rolls:
 * ply 0 of a start position may be a double).
 *
 * Luck (the match's luck: an evaluation E): each roll's luck is what the
 * roll is worth to the side on roll more than its rolls are on average,
 * V(roll) - sum over the rolls r of p(r) V(r), where V(r) is E's equity
 * of the move with r that E rates best (a move that ends the game, its
 * points).  The opening roll is weighed against the 30 non-doubles, a
 * start position's given first roll is no luck.  Whatever E, a roll's
 * luck has mean 0 given all before it, so A's luck less B's summed over
 * a game (luck_a) has mean 0 and points_a - luck_a is an unbiased
 * estimate of A's points per game; the more closely E rates positions as
 * the games end, the smaller its variance (gnubg's luck-adjusted result).
 * Prints nothing.
 */
#ifndef STARBENCH_BG_MATCH_H
#define STARBENCH_BG_MATCH_H

#include <stddef.h>
#include <stdint.h>

#include "backgammon.h"
#include "games/engine.h"
#include "games/match.h"
#include "games/match_report.h"
#include "games/positions.h"

#define BG_MATCH_MAX_PLIES 10000 /* a game this long is taken for a loop and stops the match */

/* The dice of ply k of pair p (d1 played first). */
void bg_match_dice(uint64_t seed, uint64_t pair, uint64_t ply, int *d1, int *d2);

/* What one thread needs to play games: both engines' seats and a move list. */
struct bg_match_table {
    struct engine_seat seats[2];
    struct bg_moves moves;
    void *memory;
};

/* 0, or -1 with err (out of memory, an outside engine that did not start; t then empty). */
int bg_match_table_init(struct bg_match_table *t, const struct engine *a, const struct engine *b, char *err,
                        size_t errlen);
void bg_match_table_free(struct bg_match_table *t);

/* Plays game `game` of match m at t into r (m's record_moves: r->text
 * too; its luck: r->luck_a), from the opening (m's starts NULL) or from
 * its pair's start position.  Returns 0, or -1 with a one-line reason in
 * err (out of memory, a game past BG_MATCH_MAX_PLIES). */
int bg_match_play(struct bg_match_table *t, const struct match_request *m, uint64_t game, struct game_record *r,
                  char *err, size_t errlen);

/* The points of a game the side listed second (side[1]) has just won by
 * bearing off its last checker from `after`: 3 when the loser has borne
 * off none and has a checker on the bar or in the winner's home board, 2
 * when it has borne off none, else 1. */
int bg_points_won(const struct bg_board *after);

/* Plays m's games, handing each record to sink in game order (blocks of
 * games at once on the threads; a record's text is freed after sink).  A
 * nonzero sink stops the match.  Returns 0, or -1 with a one-line reason
 * in err (out of memory, a game that does not end, sink stopped it:
 * err then empty). */
int bg_match_run(const struct match_request *m, int (*sink)(void *arg, const struct game_record *r), void *arg,
                 char *err, size_t errlen);

#endif
