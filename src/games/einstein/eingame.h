/* eingame.h - EinStein würfelt nicht! as a tree source (tree.h), searched
 * to a horizon.
 *
 * A + node is our side to move with its die known, a - node the other
 * side's; each has one child per legal move (einstein.h, OpenSpiel's
 * order).  A move that wins is a leaf worth 1000 for its side (-1000 for
 * the other); any other move leads to a * node over the other side's die
 * (six faces, 1/6 each), then that side's decision node.  Values: our
 * equity in milli-points, in [-1000, 1000] (per_point 1000), exact: the
 * scale 6^(levels) makes every mean an integer.  Below the H-th move level
 * the * nodes are scored by the evaluation (the only one: distance).
 *
 * A node's handle carries the cubes' squares in id (ein_key) and the die
 * and the side to move in path, so equal handles have equal subtrees.
 * Contract: for a given (position, die, horizon) the same tree, always.
 */
#ifndef STARBENCH_EINGAME_H
#define STARBENCH_EINGAME_H

#include <stddef.h>

#include "einstein.h"
#include "tree.h"

#define EIN_GAME_MAX_HORIZON 10 /* 6^10 * 1000 * 6 * 4 stays far below 2^62 */

struct ein_game {
    struct tree tree;
    struct ein_position root; /* we are its side to move */
    int die;                  /* the root's die, 1-6; 0: to come (the root a * node) */
};

/* Sets up g from `position` (ein_parse), `roll` (one die, "1".."6"; NULL:
 * to come) and `horizon`.  0, or -1 with a one-line reason naming the option. */
int ein_game_init(struct ein_game *g, const char *position, const char *roll, int horizon, char *err, size_t errlen);

/* The distance evaluation of p for its side to move, in milli-points
 * (eingame.c says how). */
int ein_distance(const struct ein_position *p);

#endif
