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
 * (in a horizon tree, a node scored by the static evaluation); then it is
 * expanded.  Every node on the path adds the play-out's leaf value.
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
