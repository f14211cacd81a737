/* bgrules.h - backgammon written against the public header
 * (starbench/game.h): a second description of the rules, beside the
 * native tree (bggame.h) that `--game backgammon` searches because it is
 * faster (it keeps no states and scores the horizon's leaves in bulk).
 * tests/test_bgrules.c checks that the two agree: at horizon 2 on every
 * position of data/referee.txt, the same moves in the same order at every
 * decision, the same rolls, and the same value.
 *
 * The state: gnubg's board (side[1] the side to move or roll), the dice
 * (0, 0: to come, a chance state) and which player side[1] is.  Player 0's
 * values are equity x 1000: an end 1,000, 2,000 or 3,000 (a single game,
 * gammon, backgammon) won or lost, an evaluation the evaluator's equity
 * for the side on roll, turned to player 0's.  A chance state's 21 rolls
 * weigh 1 (a double) or 2, of 36, in the native order (1-1, 1-2, ...,
 * 6-6); a decision's moves are bg_legal_moves' in its order, or one move,
 * "(no move)", when none is legal.  Positions: [b:]ID[:DD] (gnubg's
 * position ID, the side on roll; b: when that side is player 1; the dice,
 * first played first, at a decision), or opening.  Evaluations: every one
 * of evaluators.h, in its order (fitted first).
 */
#ifndef STARBENCH_BGRULES_H
#define STARBENCH_BGRULES_H

#include "starbench/game.h"

/* The description (filled once, on the first call, from any thread). */
const struct sb_game *bg_rules(void);

#endif
