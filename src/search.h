/* search.h - exhaustive *-minimax and Ballard's pruning procedures.
 *
 * One recursive search over node kinds serves every algorithm: + and - nodes
 * are ordinary alpha-beta nodes, and * nodes run Ballard's procedure with a
 * number of probing rounds as its parameter (0 = Star1, section 4; 1 = Star2,
 * section 5; K = cyclic probing with K rounds).  Values are exact scaled
 * integers (see tree.h), so ties - which decide cutoffs - are exact.
 *
 * Pruning searches are fail-hard: with true value v, search_node returns
 * alpha if v <= alpha, beta if v >= beta, and v otherwise.
 */
#ifndef STARBENCH_SEARCH_H
#define STARBENCH_SEARCH_H

#include <stdint.h>

#include "tree.h"

/* What one search counted. */
struct search_stats {
    uint64_t leaves;          /* leaf evaluations; a leaf seen while probing counts again
                                 when the regular phase re-searches its node (section 6.2.1) */
    uint64_t nodes;           /* nodes entered, leaves included (the bench signature) */
    uint64_t probe_cutoffs;   /* * nodes cut off during their probing phase */
    uint64_t regular_cutoffs; /* * nodes cut off during their regular phase, low or high */
};

enum search_method {
    METHOD_EXHAUSTIVE,  /* *-minimax by definition: no window, every leaf */
    METHOD_STAR,        /* alpha-beta at + and - nodes, Ballard's procedure at * nodes */
    METHOD_LOWER_BOUND  /* not a search: the fewest leaves that prove the root's value */
};

struct search_params {
    enum search_method method;
    int probe_rounds; /* METHOD_STAR: probing rounds at * nodes: 0 Star1, 1 Star2, K cyclic */
};

/* The candidates, as data: --list, --algo and the CSV names all come from here. */
#define PROBES_FROM_OPTION (-1) /* probe_rounds taken from --probes */

struct algorithm {
    const char *name;
    enum search_method method;
    int probe_rounds;
    const char *summary;
};

extern const struct algorithm ALGORITHMS[];
extern const int ALGORITHM_COUNT;

/* Index of the named algorithm in ALGORITHMS, or -1. */
int algorithm_find(const char *name);

/* The search parameters of an algorithm, with `probes` for PROBES_FROM_OPTION. */
struct search_params algorithm_params(const struct algorithm *a, int probes);

/* Scratch memory for searching trees of one shape (one per thread). */
struct search_workspace;
struct search_workspace *search_workspace_new(const struct tree_shape *shape);
void search_workspace_free(struct search_workspace *ws);

/* Searches the subtree at n with window [alpha, beta]; adds to *stats.
 * METHOD_LOWER_BOUND: n must be the root (see search_root). */
value_t search_node(struct search_workspace *ws, const struct tree *t,
                    const struct search_params *params, const struct node *n,
                    value_t alpha, value_t beta, struct search_stats *stats);

/* The root's exact value: search_node on the root with window [L, U].
 * METHOD_LOWER_BOUND, defined for 2-ply trees (+, *, -, leaves) only, adds
 * to stats->leaves the fewest leaves any algorithm must examine to prove the
 * root's value: its best * child in full, and for every other * child the
 * fewest - children whose minima (one leaf each), with U for the rest, prove
 * that child no better.  It is computed from the tree's values (an oracle,
 * not a search). */
value_t search_root(struct search_workspace *ws, const struct tree *t,
                    const struct search_params *params, struct search_stats *stats);

#endif
