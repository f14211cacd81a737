/* tree.h - the *-minimax tree model and its deterministic generator.
 *
 * A tree is never stored. It is described by a shape (one node kind and one
 * branching factor per level), a leaf-value model and an ordering rule, and
 * every node is generated on demand from its position (depth, index within
 * its level).  Contract: for a given (spec, trial) the same tree, always, on
 * every platform and whatever else is searched or in which order: the child
 * order of a node is a pure function of (seed, shape, trial, depth, index),
 * computed with 64-bit integer arithmetic only (a counter-based SplitMix64
 * hash, never a shared random stream).  So every algorithm searches the same
 * tree in a trial, and only visited nodes cost time.
 *
 * Values are exact.  Every value is stored multiplied by tree.scale, the
 * product of the chance branching factors of all levels, so the average
 * below any chance node (equal probabilities) is again an integer.
 */
#ifndef STARBENCH_TREE_H
#define STARBENCH_TREE_H

#include <stddef.h>
#include <stdint.h>

#define TREE_MAX_DEPTH 16

/* Largest branching factor the generator accepts (child ranks are ints and
 * ENUMERATED digits are factorials, so the real limits are far higher; this
 * keeps every product below 2^63 for the shapes starbench builds). */
#define TREE_MAX_BRANCHING 100000

typedef int64_t value_t;

enum node_kind { NODE_MAX, NODE_CHANCE, NODE_MIN, NODE_LEAF };

enum leaf_model {
    /* Fuller, Gaschnig and Gillogly, as adapted by Ballard (section 6): a
     * leaf's value is the sum of the arc values on its path.  Arc ranks
     * 0..b-1 map to: below +  0, -1, ..., -(b-1);  below -  0, 1, ..., b-1;
     * below *  -b/2, ..., -1, 1, ..., b/2 (b even).  Rank 0 is the arc that
     * is best for the node's player (lowest first below * nodes). */
    LEAVES_ARC_SUMS,
    /* Each leaf an independent uniform integer in [uniform_lo, uniform_hi]
     * (Pearl-style; used by the tests to get trees whose values vary). */
    LEAVES_UNIFORM
};

enum tree_order {
    ORDER_BEST,       /* child k gets arc rank k: the order with most cutoffs */
    ORDER_RANDOM,     /* all b! orders of every node equally likely, independently */
    ORDER_ENUMERATED  /* trial t is the t-th of all orderings (mixed radix b!) */
};

struct tree_shape {
    int depth;                            /* internal levels; leaves are at this depth */
    enum node_kind kind[TREE_MAX_DEPTH];  /* kind of the nodes at each internal level */
    int branching[TREE_MAX_DEPTH];        /* children of each node at that level */
};

struct tree_spec {
    struct tree_shape shape;
    enum leaf_model leaves;
    int uniform_lo, uniform_hi;           /* LEAVES_UNIFORM only */
    enum tree_order order;
    uint64_t seed;
    /* -1, or the arc rank whose child the root searches first, the others
     * following in their usual order.  With Fuller arcs, rank k-1 below the
     * + node is its k-th best * child: an oracle ordering (section 7.4), since
     * only the generator knows the values before the search. */
    int root_first_rank;
};

struct tree {
    struct tree_spec spec;
    uint64_t key;        /* hash of (seed, shape, trial); the tree index when ENUMERATED */
    value_t scale;       /* product of the chance branching factors */
    value_t lo, hi;      /* L and U: bounds on every leaf value, scaled */
    uint64_t level_offset[TREE_MAX_DEPTH + 1]; /* level-order index of each level's first node */
};

struct node {
    int depth;
    uint64_t index;      /* position within its level, left to right */
    value_t path;        /* scaled sum of the arc values from the root (LEAVES_ARC_SUMS) */
};

/* Ballard's experiment: the + node of a 2-ply *-complete n-ary tree
 * (+ node, n * children, n - children each, n leaves each), Fuller arcs. */
struct tree_spec tree_spec_ballard(int n, enum tree_order order, uint64_t seed);  /* root_first_rank -1 */

/* Checks a spec; 0 if usable, otherwise -1 with a one-line reason in err. */
int tree_spec_check(const struct tree_spec *spec, char *err, size_t errlen);

/* Number of distinct orderings of a tree of this shape (the product of b!
 * over all internal nodes), or 0 if it exceeds 2^63. */
uint64_t tree_count_orderings(const struct tree_shape *shape);

/* Sets up trial `trial` of a checked spec. */
void tree_init(struct tree *t, const struct tree_spec *spec, uint64_t trial);

struct node tree_root(void);
enum node_kind tree_kind(const struct tree *t, const struct node *n);
int tree_branching(const struct tree *t, const struct node *n);

/* Fills rank[0..b-1]: the arc rank of each child, in search order. */
void tree_child_ranks(const struct tree *t, const struct node *n, int *rank);

/* The k-th child of n, reached by the arc of rank `rank`. */
struct node tree_child(const struct tree *t, const struct node *n, int k, int rank);

value_t tree_leaf_value(const struct tree *t, const struct node *leaf);

/* Writes a scaled value as an exact number: an integer, or a reduced
 * fraction p/q.  Returns snprintf's count. */
int tree_format_value(const struct tree *t, value_t v, char *buf, size_t len);

/* The arc value of rank r below a node of the given kind (unscaled). */
int tree_arc_value(enum node_kind kind, int branching, int rank);

#endif
