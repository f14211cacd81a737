/* bgpositional.h - positional features of backgammon positions, the
 * inputs net5 (bgnet.h) adds to the raw board and bgeval.h's features.
 *
 * Written from the descriptions of GNU Backgammon's inputs (its eval.c
 * names them: back checker, back anchor, break contact, escapes,
 * mobility, enter, moment, crossovers, shots, containment), not from its
 * code; each is an integer, defined below, so the network's arithmetic
 * stays exact (tests/positional_features.py computes them again by plain
 * enumeration, for tests/net.sh).  Rolls are counted out of 36 (a double
 * once, any other roll twice).  Prints nothing; thread-safe (one table,
 * filled once).
 */
#ifndef STARBENCH_BGPOSITIONAL_H
#define STARBENCH_BGPOSITIONAL_H

#include "backgammon.h"

/* One side's features (its own indices: 0 its 1-point, 24 its bar), in
 * order, "the other" being the opposing side:
 *  0 back checker: its furthest checker's point (the bar 25), 0 if none;
 *  1 back anchor: its furthest point of two or more checkers, 0 if none;
 *  2 break contact: the pips its checkers must move to pass the other's
 *    furthest-back checker (each checker behind it: the distance + 1);
 *  3 back escapes: the rolls with which its back checker escapes
 *    (escapes below), 36 when it has none;
 *  4 mobility: over its checkers on its points 13-24 and the bar, the
 *    escapes of each times its distance from its home board (point - 6),
 *    summed, divided by 36;
 *  5 enter: the rolls that fail to enter from the bar against the
 *    other's home board (its made points there, squared);
 *  6 moment: over its checkers beyond their mean point (rounded down),
 *    the squared distances from that mean, summed, divided by its
 *    checkers on the board;
 *  7 crossovers: over its checkers, the quarters of the board (6 points;
 *    the bar a fifth) each must still cross to reach home;
 *  8 shots: the other's rolls that hit one of its blots, a checker
 *    moving one die or both, stopped where it would touch down on a point
 *    of two or more of the side's own (checkers on the bar are moved as
 *    any other, not forced to enter first);
 *  9 containment: 36 less the fewest escapes of an opposing checker on
 *    the other's points 16-24 or bar;
 * 10 containment squared, divided by 36.
 * A checker escapes with a roll a-b when it can move a + b pips: the point
 * a + b ahead of it holds fewer than two opposing checkers, and so does
 * the point a or the point b ahead (a double: d and 2d, the first two of
 * its four moves). */
#define BG_POSITIONAL_SIDE 11
/* The features of a position: the side on roll's, then the other's. */
#define BG_POSITIONAL_FEATURES (2 * BG_POSITIONAL_SIDE)

/* The features of b (side[1] on roll) into f[0..BG_POSITIONAL_FEATURES). */
void bg_positional_features(const struct bg_board *b, int f[BG_POSITIONAL_FEATURES]);

#endif
