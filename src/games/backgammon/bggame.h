/* bggame.h - backgammon as a tree source (tree.h): a position and a roll,
 * or a position with the dice to come, searched to a horizon.
 *
 * The tree: a + node is the root's side ("we") on roll with known dice, a
 * - node the opponent; below each, one child per legal move (backgammon.h:
 * distinct resulting positions, the generator's order), or when no move is
 * legal one child, the same position (a dance).  After a move comes a *
 * node over the other side's 21 rolls (1-1, 1-2, ..., 6-6; weight 1 for a
 * double, 2 otherwise, of 36), then that side's decision node; a move that
 * bears off the mover's last checker ends the game: a leaf worth 1, 2 or 3
 * points (single game, gammon, backgammon) times 1000, for us or against.
 * Values are equity x 1000 for us, in [-3000, 3000].
 *
 * The game goes on past any depth, so it is searched only through a
 * horizon (horizon.h) of H move levels, H given here: the * nodes below
 * the H-th move level are scored by the game's static evaluation
 * (evaluators.h: the fitted one unless the caller sets another), which
 * this source offers as tree_ops.evaluate.  With the
 * root's roll given, H = 2 is the tree scripts/gnubg-tree exports (there,
 * with gnubg's equities at the leaves).
 *
 * Nothing is stored: a node's handle carries its position (gnubg's 80-bit
 * key) and dice, and a decision node's cursor lists its moves in the
 * scratch the search lends it.  Contract: for a given (position, roll,
 * horizon) the same tree, always.
 */
#ifndef STARBENCH_BGGAME_H
#define STARBENCH_BGGAME_H

#include <stddef.h>

#include "backgammon.h"
#include "evaluators.h"
#include "core/tree.h"

#define BG_GAME_MAX_HORIZON 6 /* 6 levels of averaging keep every sum below 2^62 (tree.h) */
#define BG_GAME_MAX_DEPTH (2 * BG_GAME_MAX_HORIZON + 1)

struct bg_game {
    struct tree tree;
    struct bg_board board;  /* the root's position, side[1] on roll */
    int d1, d2;             /* the root's dice, the first played first; 0, 0: to come (the root a * node) */
    int children_at[BG_GAME_MAX_DEPTH], scratch_at[BG_GAME_MAX_DEPTH]; /* tree.max_children_at, cursor_scratch_at */
    const struct bg_evaluator *evaluator; /* tree_ops.evaluate's: bg_game_init sets the default (fitted) */
};

/* Sets up the game of `position` (gnubg's position ID, side to move on
 * roll) with `roll` (two dice, e.g. "31" or "66"; NULL: the dice to come)
 * searched to `horizon` move levels.  Returns 0, or -1 with a one-line
 * reason in err: a malformed ID, a roll that is not two dice, a finished
 * game (a side with no checker left), a horizon outside 1..BG_GAME_MAX_HORIZON. */
int bg_game_init(struct bg_game *g, const char *position, const char *roll, int horizon, char *err,
                 size_t errlen);

/* The same as bg_game_init for a board and dice already checked: b legal
 * with checkers on both sides, d1, d2 1..6 (0, 0: to come), horizon
 * 1..BG_GAME_MAX_HORIZON; g->evaluator is left as it is (set it first). */
void bg_game_set(struct bg_game *g, const struct bg_board *b, int d1, int d2, int horizon);

/* The position (side[1] to play or roll next) and dice (0, 0: none) of a
 * node of g's tree. */
void bg_game_node(const struct node *n, struct bg_board *b, int *d1, int *d2);

#endif
