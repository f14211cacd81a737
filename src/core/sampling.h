/* sampling.h - a tree seen through sparse sampling at its * nodes: the
 * tree that Monte Carlo *-minimax searches (Lanctot, Saffidine, Veness,
 * Archibald and Winands, IJCAI 2013), to be searched by Star2 unchanged.
 *
 * The sampled tree of t with c samples is t with every * node replaced by
 * c draws of its outcomes, with replacement, each outcome drawn with
 * probability w_i / W: the node keeps the outcomes drawn at least once, in
 * t's order, each with its number of draws as its weight (the weights sum
 * to c), so its value is the mean of the c draws' values.  + and - nodes,
 * leaves and handles are t's.  With c at least the children of t's widest
 * node (max_children), nothing is drawn: sampling without replacement
 * would take every outcome, so the sampled tree is t itself and every
 * search of it returns exactly t's values.  (Not per node: a node kept
 * whole above a sampled one would average values that t's scale no longer
 * makes divisible by its W.)
 *
 * Exactness: a mean of c integers is an integer in units c times finer, so
 * the sampled tree's values are t's multiplied by factor = c^K (K the
 * tree's chance_levels, the most * nodes with children on a path, or its
 * depth where the source does not say), and every search of it
 * is exact in those units (sampling_value brings a value back to t's).
 * The draws are a pure function of the node's handle (tree_node_hash) and
 * the seed: for a given (t, c, seed) the same sampled tree, always, and a
 * node met twice (a transposition, the next iteration of a deepening) is
 * sampled the same way.  Outcomes are read from t's cursor only up to the
 * last one drawn, and none is evaluated (a horizon view evaluates nodes
 * only below + and - nodes: horizon.h).
 */
#ifndef STARBENCH_SAMPLING_H
#define STARBENCH_SAMPLING_H

#include <stddef.h>
#include <stdint.h>

#include "core/search.h"
#include "core/tree.h"

#define SAMPLING_MAX_SAMPLES 64
#define SAMPLING_DEFAULT_SAMPLES 5

struct sampled_tree {
    struct tree tree;            /* the sampled tree: &s->tree is the search's view */
    const struct tree *base;
    int samples;                 /* c */
    uint64_t seed;
    int draws;                   /* c is below max_children: * nodes are drawn (else the tree is base's) */
    value_t factor;              /* c^K, or 1 when nothing is drawn: the sampled tree's scale / base's */
    int scratch_at[SEARCH_EVENT_MAX_DEPTH]; /* cursor scratch per depth (tree.cursor_scratch_at) */
};

/* Sets up s as base's sampled tree with `samples` (1..SAMPLING_MAX_SAMPLES)
 * draws per * node and the draws' seed.  0, or -1 with a one-line reason
 * in err (samples out of range; c^D times base's values past
 * TREE_VALUE_LIMIT: fewer samples or a shallower tree). */
int sampling_init(struct sampled_tree *s, const struct tree *base, int samples, uint64_t seed, char *err,
                  size_t errlen);

/* A value of the sampled tree in base's units, rounded to the nearest
 * (halves up). */
value_t sampling_value(const struct sampled_tree *s, value_t v);

#endif
