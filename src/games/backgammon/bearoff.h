/* bearoff.h - the bear-off databases: the cubeless equity of a bear-off
 * (every checker of both sides in its home board, none on the bar) as GNU
 * Backgammon's 0-ply computes it from its own databases (gnubg_os0.bd, the
 * one-sided one Debian's gnubg ships, and, with at most 6 checkers a side,
 * a two-sided one: tests/net.sh finds its equities on every bear-off of
 * net5's data within 1 milli-point).
 *
 * One-sided: for each of the C(21, 6) = 54,264 ways to have at most 15
 * checkers on six points, two distributions: of the number of rolls the
 * side needs to bear every checker off, and (with all 15 still on the
 * board) to bear the first one off, each roll played to need the fewest
 * rolls on average (for the second, the fewest to the first checker off):
 * the rule of gnubg's one-sided database.  Each side is taken alone, as if
 * the other did not exist, which is exact for the number of rolls but not
 * for the best move when the two race each other: an approximation,
 * gnubg's.  Two-sided: for two boards of at most 6 checkers (924 each) the
 * chance that the side on roll wins, both playing to win: exact.
 *
 * Probabilities are integers in units of 2^-24 (each roll's sum over the
 * 36 dice divided by 36 and rounded to nearest), so the tables and every
 * equity are the same on every machine.  The tables (some 19 MB) are built
 * on first use, once, by whichever thread gets there first (0.65 s).
 * Prints nothing. */
#ifndef STARBENCH_BG_BEAROFF_H
#define STARBENCH_BG_BEAROFF_H

#include <stdint.h>

#include "backgammon.h"

#define BG_BEAROFF_POSITIONS 54264 /* C(21, 6): 0..15 checkers on six points */
#define BG_BEAROFF_ROLLS 32        /* 0..31 rolls; 15 checkers need at most 30 (each roll moves 3 pips or more) */

/* Whether b is a bear-off: both sides' checkers all on their 1- to
 * 6-points (indices 0..5), at most 15 a side (no legal board has more; a
 * board that had could not be looked up). */
int bg_is_bearoff(const struct bg_board *b);

/* The index of one side's home board (indices 0..5 of side, at most 15
 * checkers) among the database's positions, 0 for no checker. */
uint32_t bg_bearoff_index(const unsigned char *side);

/* The distribution of the number of rolls the side with home board
 * `side` needs to bear off every checker (gammon 0) or its first checker
 * (gammon 1: certain at 0 rolls unless all 15 are still on): p[k] the
 * chance of exactly k, in units of 2^-24. */
void bg_bearoff_distribution(const unsigned char *side, int gammon, uint32_t p[BG_BEAROFF_ROLLS]);

/* The cubeless equity of bear-off b for the side on roll (side[1]) in
 * milli-points, rounded to nearest: 2 W - 1 + WG - LG, where W = sum over
 * k of P(on roll needs k) P(opponent needs >= k), WG the same with the
 * opponent's first checker (no gammon once it has borne one off), LG the
 * opponent's k against the side on roll's first checker after more than k
 * (no backgammon in a bear-off); where both have at most 6 checkers, 2 W - 1
 * with W the two-sided table's (no gammon: each has 9 off). */
int bg_bearoff_equity(const struct bg_board *b);

/* A hash of the tables (cutfit.h's signatures). */
uint64_t bg_bearoff_signature(void);

/* Builds the databases now (else on first use; once a process, some 0.7 s
 * here), so that no timed search pays for them. */
void bg_bearoff_prepare(void);

#endif
