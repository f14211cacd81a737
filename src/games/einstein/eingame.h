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
 * EinStein is written once (starbench/game.h: EINSTEIN_RULES): its tree
 * (games/rules/rules_tree.h) and its play (the registry's entry) both come
 * from that one description; its nodes keep the id (the cubes' squares)
 * and path (the die, the side to move, a winner) they had before
 * (ein_legacy_path), so its committed rows stay the same.
 * Contract: for a given (position, die, horizon) the same tree, always.
 */
#ifndef STARBENCH_EINGAME_H
#define STARBENCH_EINGAME_H

#include <stddef.h>

#include "einstein.h"
#include "games/rules/rules_tree.h"
#include "starbench/game.h"
#include "core/tree.h"

#define EIN_GAME_MAX_HORIZON 10 /* 6^10 * 1000 * 6 * 4 stays far below 2^62 */

/* EinStein's rules, written once (no parameters). */
extern const struct sb_game EINSTEIN_RULES;

/* Its nodes' paths as they were before (rules_tree.h's rules_legacy_path). */
int64_t ein_legacy_path(const int *params, const void *state);

/* EinStein's tree from a position, for tests: the rules tree. */
struct ein_game {
    struct rules_tree rules; /* first: rules.tree is the tree */
};

/* Sets up g from `position` (ein_parse), `roll` (one die, "1".."6"; NULL:
 * to come) and `horizon`.  0, or -1 with a one-line reason naming the
 * option; ein_game_free releases it either way. */
int ein_game_init(struct ein_game *g, const char *position, const char *roll, int horizon, char *err, size_t errlen);
void ein_game_free(struct ein_game *g);

/* The registry's entry for EinStein: what the rules do not say (games.c). */
struct game;
void ein_entry_extend(struct game *g);

/* The distance evaluation of p for its side to move, in milli-points
 * (eingame.c says how). */
int ein_distance(const struct ein_position *p);

#endif
