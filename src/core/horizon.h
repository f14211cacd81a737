/* horizon.h - a tree seen to a horizon: below the H-th move level, static
 * evaluation instead of search; and a tree seen in another order.
 *
 * The horizon tree of a tree t at H is t with every inner node that has H
 * move (+ or -) nodes above it (tree_ops.moves_above) made a leaf whose
 * value is the node's static evaluation; the root is move level 1, so
 * H = 1 scores the root's children.  A node reaching the horizon always has
 * a + or - parent (a * node adds no move level), so no * node ever averages
 * evaluations of its own children.  The horizon tree is itself a struct
 * tree (its own operations, wrapping t's), so every algorithm searches it
 * unchanged and returns exactly its exhaustive *-minimax value; its leaf
 * count counts the nodes evaluated at the horizon as leaves.
 *
 * Values: the horizon tree's scale is t's times the evaluator's eval_scale
 * (tree.h), its leaves and L, U multiplied by it, so evaluations and leaf
 * values are exact integers in one unit.  A leaf's value (a real leaf's or
 * an evaluation) is computed when the cursor hands the leaf out and carried
 * in its handle: children of + and - nodes are handed out one at a time, as
 * they are searched, so an evaluation is made only for a node the search
 * reaches.
 *
 * Orderings that need no oracle (section 7.3, 7.5): the same view can
 * hand out the children of + and - nodes best first by their static
 * evaluation (a leaf by its value), and the outcomes of * nodes most
 * probable first; ties keep the tree's order.  Such a node's children are
 * read and evaluated when it is opened (all of them: sorting needs every
 * key) and kept in the cursor's scratch, so the view's cursor_scratch
 * grows by about 12 ints per child of the widest node.
 *
 * Contract: for a given (t, spec) the same horizon tree, always: the noise
 * added to an evaluation is a pure function of the node's identity (id,
 * depth, path) and the spec's noise seed.
 */
#ifndef STARBENCH_HORIZON_H
#define STARBENCH_HORIZON_H

#include <stddef.h>
#include <stdint.h>

#include "core/search.h"
#include "core/tree.h"

/* Where an evaluation comes from. */
enum eval_kind {
    EVAL_SOURCE,  /* the tree's own (tree_ops.evaluate): generated trees' --eval, a file's :eval */
    EVAL_ORACLE   /* the node's exact *-minimax value, searched exhaustively below it (any tree) */
};

#define HORIZON_MAX_NOISE 1000000000LL /* |--eval-noise| at most, in the tree's own units */

/* The order in which the view hands out children.  RANDOM (the two
 * together): every inner node's children in a random order drawn by the
 * node's identity and shuffle_seed, each order equally likely. */
/* EVAL_ABOVE: by evaluation, but for the + and - nodes of the last move
 * level, whose children are scored at the horizon: those come in the
 * tree's order, each evaluated only when the search reaches it (sorting
 * them would evaluate them all, the cost of the frontier itself). */
/* HISTORY, HISTORY_EVAL: the history heuristic's order, which the search
 * applies (search_params.history: horizon_order_history), over the
 * tree's order or the evaluation's (EVAL), which the view applies. */
enum move_order { MOVE_ORDER_TREE, MOVE_ORDER_EVAL, MOVE_ORDER_RANDOM, MOVE_ORDER_EVAL_ABOVE, MOVE_ORDER_HISTORY,
                  MOVE_ORDER_HISTORY_EVAL };
enum chance_order { CHANCE_ORDER_TREE, CHANCE_ORDER_LIKELY, CHANCE_ORDER_RANDOM }; /* * nodes: the tree's; most probable first */
extern const char *const HORIZON_MOVE_ORDER_NAMES[];   /* indexed by enum move_order: tree, eval, random, eval-above,
                                                          history, history-eval */
extern const char *const HORIZON_CHANCE_ORDER_NAMES[]; /* indexed by enum chance_order: tree, likely, random */
#define HORIZON_MOVE_ORDER_COUNT 6
#define HORIZON_CHANCE_ORDER_CHOICES 2 /* --chance-order: tree, likely (random comes with --order random) */

struct horizon_spec {
    int horizon;           /* H >= 1: move levels searched; 0: none (to the leaves, for orderings) */
    enum eval_kind eval;
    const char *eval_name; /* as rows name it: oracle, the generated tree's (path) or file */
    int64_t noise;         /* K >= 0: add an integer uniform on [-K, K], in units of the tree's
                              values (1 / t->scale), to each evaluation, then clamp to [L, U] */
    uint64_t noise_seed;
    enum move_order order;
    enum chance_order chance_order;
    uint64_t shuffle_seed; /* RANDOM orders: one shuffle of the whole tree per seed */
    int rank_probes;       /* not the view's: the search's (search_params.rank_probes), kept here
                              so that rows say how the children were ordered */
};

/* Whether the search orders by the history heuristic under order. */
int horizon_order_history(enum move_order order);

/* Whether the view sorts children by their evaluation under order (eval,
 * eval-above, history-eval): the nodes it sorts must be evaluated. */
int horizon_order_by_eval(enum move_order order);

/* Whether the view reorders children (--order eval, random, eval-above or
 * history-eval, --chance-order likely). */
int horizon_spec_reorders(const struct horizon_spec *spec);

/* Whether spec changes the tree at all (a horizon or an ordering). */
int horizon_spec_has_view(const struct horizon_spec *spec);

/* Whether the view evaluates nodes (a horizon, or --order eval). */
int horizon_spec_evaluates(const struct horizon_spec *spec);

struct horizon_tree {
    struct tree tree;            /* the horizon tree: &h->tree is the search's view */
    struct tree_ops ops;         /* its operations (tree.ops points here: h stays put); evaluate where the
                                    view evaluates, its inner nodes scored as its horizon's are */
    const struct tree *base;
    struct horizon_spec spec;
    value_t factor;              /* the horizon tree's scale / base's (the evaluator's eval_scale) */
    struct search_workspace *oracle; /* EVAL_ORACLE: a workspace for base, the caller's */
    uint64_t *evaluations;       /* NULL (horizon_init's), or a count the caller points at: every
                                    static evaluation the view makes adds 1 (one per call of the
                                    evaluator; an oracle's exhaustive search below the node is one) */
    int scores_leaves;           /* the base scores the children at the horizon without building
                                    their handles (tree_ops.next_scored, and first_scored where it
                                    offers first_child): they come with id 0 (not with evaluation
                                    noise, which is drawn by the handle) */
    int scratch_at[SEARCH_EVENT_MAX_DEPTH]; /* reordered: the view's cursor scratch per depth
                                               (tree.cursor_scratch_at points here: h stays put) */
};

/* Sets up h as the horizon tree of base.  EVAL_ORACLE searches need a
 * workspace for base (search_workspace_new(base)), used by no other search
 * while h is searched (NULL: h is for its scale and bounds only).  Returns 0, or -1 with a one-line reason in err (no
 * evaluation offered, values too large once rescaled, noise out of range). */
int horizon_init(struct horizon_tree *h, const struct tree *base, const struct horizon_spec *spec,
                 struct search_workspace *oracle, char *err, size_t errlen);

/* Whether the view hands out its root's children in an order of its own
 * (else in base's): eval-above, for one, keeps base's order at horizon 1,
 * where the root is the last move level above the horizon. */
int horizon_reorders_root(const struct horizon_tree *h);

/* For each of the view's root children in the view's order, its position
 * among base's root children (as base hands them out), into
 * positions[0..max); returns their count, or -1 out of memory or with more
 * than max children.  One call per tree: a reordered root is read and
 * evaluated again. */
int horizon_root_positions(const struct horizon_tree *h, int *positions, int max);

/* How good the move a search chose is, judged in the full tree. */
struct move_quality {
    int chosen;            /* the root move chosen (0-based, in the full tree's order), or -1: none */
    int judged;            /* the values below are set (a horizon made the choice fallible) */
    value_t chosen_value;  /* its exact value in the full tree (base's scale) */
    value_t best_value;    /* the best move's (the root's value) */
    int decisive;          /* the root's moves differ in value: a choice can be wrong */
};

/* Whether the chosen move is a best one (q judged). */
static inline int move_quality_correct(const struct move_quality *q)
{
    return q->chosen_value == q->best_value;
}

/* From the exact values of the root's children in the full tree
 * (search_root_child_values) and the position the search chose (in the
 * full tree's order: horizon_root_positions). */
struct move_quality horizon_judge(const value_t *values, int count, int chosen);

#endif
