/* bgeval.h - a static evaluation of backgammon positions, fitted to GNU
 * Backgammon's (gnubg cannot be linked into starbench).
 *
 * The evaluation is a linear function of integer features of the position
 * (bg_features), one set of weights for positions with contact and one
 * for races and bear-offs, in integers: so it is exact and the same on
 * every machine.  The weights (bgeval_weights.h) were fitted by least
 * squares to gnubg's 0-ply cubeless equities of positions from self-play;
 * scripts/bgfit.py made them, and data/bgeval-fit.txt says from what data
 * and how well they fit on positions held out of the fit.  Prints nothing.
 */
#ifndef STARBENCH_BGEVAL_H
#define STARBENCH_BGEVAL_H

#include <stdint.h>

#include "backgammon.h"

/* The features of one side (its own view: index 0 its 1-point), in order:
 * pips, checkers borne off, on the bar, blots, blots an opposing checker
 * within 11 pips behind can hit, points made in its home board (1-6), in
 * its outfield (7-12), anchors in the opponent's home board (19-24), its
 * longest run of made points, checkers back (19-24 and the bar), checkers
 * beyond three on a point. */
#define BG_SIDE_FEATURES 11
/* The features of a position: 1, the on-roll side's lead in the race as
 * a share of both pip counts, 1000 (them - us) / (them + us) truncated,
 * then the side on roll's features, then the other's. */
#define BG_FEATURES (2 + 2 * BG_SIDE_FEATURES)
#define BG_EVAL_LIMIT 3000 /* evaluations lie in [-3000, 3000]: equity x 1000, a backgammon's worth */

/* Whether some checker of one side must still pass one of the other's. */
int bg_contact(const struct bg_board *b);

/* The features of b (side[1] on roll) into f[0..BG_FEATURES). */
void bg_features(const struct bg_board *b, int f[BG_FEATURES]);

/* The fitted equity of b for the side on roll (side[1]), times 1000,
 * rounded to an integer, clamped to [-BG_EVAL_LIMIT, BG_EVAL_LIMIT]. */
int bg_evaluate(const struct bg_board *b);

/* What the evaluation needs of the side on roll alone, shared by the
 * positions that differ only in the other side's checkers (the moves of
 * one roll that hit nothing: the side that moved is the other one next). */
struct bg_side_counts { /* one side's, in its own indices */
    uint32_t made, blots, occupied; /* bit i: 2 or more checkers, exactly 1, any at index i (the bar: bit 24) */
    uint32_t reach; /* bit i: a blot of the other side at its index i can be hit within 11 pips */
    int pips, on_board, back, stacked;
};
struct bg_on_roll {
    struct bg_side_counts counts;
    int features[BG_SIDE_FEATURES]; /* its features; the blots the other can hit (the 5th) left 0 */
    int64_t sums[2];                /* features times its weights, for each set (with contact, without) */
};

/* on_roll for b's side on roll (side[1]). */
void bg_on_roll_of(const struct bg_board *b, struct bg_on_roll *on_roll);

/* bg_evaluate(b), exactly, where on_roll is bg_on_roll_of a position with
 * the same side[1] as b. */
int bg_evaluate_on_roll(const struct bg_board *b, const struct bg_on_roll *on_roll);

/* A signature of the evaluation (a hash of its weights): what a fit made
 * with it (cutfit.h) names, so that a fit of other weights is refused. */
uint64_t bg_eval_signature(void);

#endif
