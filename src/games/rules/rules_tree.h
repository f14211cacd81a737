/* rules_tree.h - the search tree of a game described by its rules
 * (starbench/game.h), to a horizon of H move levels: a tree source
 * (tree.h) that every algorithm searches unchanged.
 *
 * A node's handle: id the state's hash (the game's, or its bytes mixed),
 * path the move levels above it, depth; the state itself is kept in the
 * tree's state table (state_table.h) under the id.  The root's player (or
 * player 0 at a chance root) is + (MAX): the tree's values are that
 * player's (player 1's are lo + hi - v, game.h).  A decision adds a move
 * level; an outcome does not.  The unit: values are the game's times
 * scale = chance_multiple ^ (the chance levels above the horizon: H - 1,
 * and one more at a chance root), so every chance mean is exact.
 *
 * A game that breaks a promise of game.h during a search (an outcome
 * leading to a chance state, a sum of weights that does not divide
 * chance_multiple, a value outside [lo, hi], two states with one hash)
 * leaves no value to return: the search stops with one line naming the
 * game, the position and the rule, exit status 2.  check-game finds these
 * before a search meets them.
 */
#ifndef STARBENCH_RULES_TREE_H
#define STARBENCH_RULES_TREE_H

#include <stddef.h>
#include <stdint.h>

#include "starbench/game.h"
#include "state_table.h"
#include "core/tree.h"

#define RULES_MAX_HORIZON 12

/* A built-in game's node paths as they were before it was written once
 * (EinStein's die, side and winner), so that its committed rows keep their
 * node hashes (tree_node_hash); NULL: a node's path is its move levels
 * above.  Not in the public header: a plug-in's nodes are always so. */
typedef int64_t (*rules_legacy_path)(const int *params, const void *state);

struct rules_tree {
    struct tree tree; /* first: the tree the search sees */
    const struct sb_game *game;
    int params[SB_MAX_PARAMS];
    int evaluation;   /* an index into game->evaluations */
    int root_player;  /* whose values the tree's are */
    rules_legacy_path legacy_path;
    struct state_table states; /* a state's bytes (and, with legacy_path, its move levels above after them) */
};

/* Sets rt up: the tree of `root` (a decision or chance state of g) to
 * `horizon` move levels scored by evaluation `evaluation`.  0, or -1 with
 * a one-line reason in err (out of memory, an ended root, a horizon whose
 * sums could pass 2^62). */
int rules_tree_init(struct rules_tree *rt, const struct sb_game *g, const int *params, const void *root,
                    int horizon, int evaluation, rules_legacy_path legacy_path, char *err, size_t errlen);
void rules_tree_free(struct rules_tree *rt);

/* The largest horizon (up to RULES_MAX_HORIZON) whose sums stay within
 * tree.h's limit from a chance root; 0 when none does. */
int rules_max_horizon(const struct sb_game *g);

/* The hash of state (g's, or its bytes mixed). */
uint64_t rules_hash(const struct sb_game *g, const int *params, const void *state);

/* The state behind a node of rt's tree. */
const void *rules_state(const struct rules_tree *rt, const struct node *n);

/* g's weights of a chance state's outcomes as the search sees them: the
 * game's (exact), or scaled to sum to chance_multiple (rounded, game.h);
 * returns their sum. */
int64_t rules_search_weights(const struct sb_game *g, int count, int64_t *weights);

/* A game's broken promise met during a search: one line naming g, the
 * position and the rule on stderr, then exit status 2 (rules_tree.h). */
_Noreturn void rules_fault(const struct sb_game *g, const int *params, const void *state, const char *rule);

#endif
