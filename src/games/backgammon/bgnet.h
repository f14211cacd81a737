/* bgnet.h - a neural-network evaluation of backgammon positions (--eval
 * net), trained on GNU Backgammon's 0-ply equities by scripts/netfit.py
 * (make netfit), which says from what data and how well in
 * data/bgnet-fit.txt.
 *
 * One hidden layer of rectified linear units over gnubg's raw inputs
 * (for each side, the side on roll first, for each point with n checkers
 * [n >= 1], [n >= 2], [n >= 3] and (n - 3) / 2 when n > 3, then its
 * checkers on the bar and borne off), doubled to integers, and the linear
 * evaluation's features (bgeval.h, without the constant); the output the
 * equity in milli-points.  Its weights are integers (bgnet_weights.h), so
 * the evaluation is exact integer arithmetic, the same on every machine.
 * Prints nothing.
 */
#ifndef STARBENCH_BGNET_H
#define STARBENCH_BGNET_H

#include <stdint.h>

#include "backgammon.h"

/* The network's equity of b for the side on roll (side[1]), times 1000,
 * rounded half up, clamped to [-BG_EVAL_LIMIT, BG_EVAL_LIMIT]: the
 * hidden sums over the nonzero inputs only, the weights laid out input by
 * input, in doubles, which hold every sum exactly (bgnet.c says why). */
int bg_net_evaluate(const struct bg_board *b);

/* The same value by the plain loops (every input of every hidden unit):
 * the reference tests compare bg_net_evaluate with. */
int bg_net_evaluate_reference(const struct bg_board *b);

/* A hash of its weights (cutfit.h: a fit made with another evaluation is refused). */
uint64_t bg_net_signature(void);

#endif
