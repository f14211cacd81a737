/* mcts.h - Monte Carlo tree search with chance nodes (UCT; Kocsis and
 * Szepesvari 2006), written against the tree interface (tree.h), as the
 * searches users pick instead of *-minimax's pruning.
 *
 * The tree it grows is state-based: a node is the source's node (its
 * handle), not a sequence of actions, so the tree it grows is the game's.
 * Each playout descends from the root: at a + or - node to its first
 * child not yet tried, or once all have been, to the child that maximizes
 * UCB1 for the side to move (mean value scaled to [0, 1] from that side,
 * plus C sqrt(ln N / n)); at a * node to an outcome drawn by its weights.
 * The first time a node is reached its value is sampled by one random
 * play-out below it (moves uniform, outcomes by their weights) to a leaf
 * (in a horizon tree, a node scored by the static evaluation), or with
 * MCTS_LEAF_EVAL is its static evaluation, and a + or - node's children,
 * when it is expanded, are each evaluated once and taken best first by
 * that evaluation; then it is expanded.  Every node on the path adds the
 * value.  With progressive widening (search_params.widening_milli) a node
 * visited n times considers only its first max(1, ceil(C sqrt(n)))
 * children (moves in the order above; at a * node, once that many
 * outcomes have been tried, the next is drawn among those tried: double
 * progressive widening).  Cost: every evaluation is counted by the view.
 *
 * The move is the root's most visited child (ties: the better mean for
 * the side to move, then the first); the value its mean, rounded to the
 * tree's units.  Neither is exact: rows judge the move, and --verify does
 * not compare the value.  For a given (tree, playouts, C, seed) the same
 * result, always.  Prints nothing.
 */
#ifndef STARBENCH_MCTS_H
#define STARBENCH_MCTS_H

#include <stdint.h>

#include "core/search_params.h"

/* How a node reached for the first time is valued (search_params.mcts_leaf):
 * by one random play-out below it (UCT's own rule, and the default: the
 * committed rows' MCTS), or by its static evaluation, as MCTS is run where
 * an evaluation exists (the tree must offer tree_ops.evaluate: a horizon
 * view that evaluates).  Names as --playout reads them. */
enum mcts_leaf { MCTS_LEAF_RANDOM, MCTS_LEAF_EVAL, MCTS_LEAF_COUNT };
extern const char *const MCTS_LEAF_NAMES[MCTS_LEAF_COUNT];
#define MCTS_MAX_WIDENING_MILLI 100000 /* --widening: C at most 100 */

#define MCTS_DEFAULT_PLAYOUTS 1000
#define MCTS_MAX_PLAYOUTS 1000000000ULL
#define MCTS_DEFAULT_EXPLORATION_MILLI 1414 /* C = 1.414, about sqrt(2) */
#define MCTS_MAX_EXPLORATION_MILLI 100000   /* C at most 100 */

/* Grows the tree of t for params->playouts play-outs, or with a budget
 * (params->budget) until it is spent, one play-out at least and
 * the last one finished (so the counts may pass it by one play-out's); a
 * budget of N evaluations also stops after N play-outs, since a grown
 * tree whose frontier is all known evaluates no more
 * (exploration
 * params->exploration_milli / 1000, draws seeded by params->mcts_seed and
 * the root), counting nodes entered and leaves read into stats.  The
 * root's value into *value and, at a + or - root, its move (the child's
 * position in t's order) into *best (-1 otherwise).  0, or -1 out of
 * memory. */
int mcts_search(const struct tree *t, const struct search_params *params, struct search_stats *stats,
                value_t *value, int *best);

#endif
