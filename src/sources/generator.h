/* generator.h - regular *-complete trees, generated on demand.
 *
 * Shape: below the + node, move and chance levels alternate, + * - * + ...:
 * D move levels (N children each) and D - 1 chance levels (C outcomes each),
 * leaves below the last move level, N**D * C**(D-1) leaves in all.
 *
 * Contract: for a given (spec, trial) the same tree, always, on every
 * platform, whatever is searched and in which order.  A node's identity is a
 * hash of its parent's identity and its arc rank (the root's: of the spec's
 * shape, seed and trial), never of its position in a search; its child order,
 * its outcome weights and, under the random leaf models, its arc or leaf are
 * pure functions of its identity, drawn from a counter-based SplitMix64
 * stream with exact uniform bounded draws.  So every algorithm searches the
 * same tree in a trial, and --star-first, which only reorders the root's
 * children, leaves every subtree as it was.
 *
 * Exactness: a chance level's outcome weights sum to the same total W_d at
 * every node of that level (see enum chance_probs), and values are scaled by
 * the product of those totals, so every weighted mean is an exact integer.
 */
#ifndef STARBENCH_GENERATOR_H
#define STARBENCH_GENERATOR_H

#include <stddef.h>
#include <stdint.h>

#include "core/tree.h"

#define GEN_MAX_PLIES 8
#define GEN_MAX_LEVELS (2 * GEN_MAX_PLIES - 1)
#define GEN_MAX_BRANCHING 100000
#define GEN_MAX_P_DENOMINATOR 1000000000ULL

enum tree_order {
    ORDER_BEST,       /* child k gets arc rank k: the order with most cutoffs (fuller only) */
    ORDER_RANDOM,     /* all b! orders of every node equally likely, independently */
    ORDER_ENUMERATED  /* trial t is the t-th of all orderings (mixed radix b!) */
};

/* Outcome probabilities below * nodes.  The probability travels with its
 * outcome (its arc rank) when the order is shuffled. */
enum chance_probs {
    PROBS_UNIFORM,    /* every outcome weight 1 */
    PROBS_DICE,       /* C = 21 rolls in the order 1-1, 1-2, ..., 1-6, 2-2, ..., 6-6 (rank k is
                         the k-th); a double weighs 1, any other roll 2 (of 36) */
    PROBS_RANDOM      /* per trial and chance level, C integer weights drawn from 1..9; each *
                         node deals that multiset to its outcomes in its own random order */
};

struct gen_tree;
struct gen_spec;

/* A random tree model: arc values along paths and leaf values.  A new model
 * is a new entry in GEN_MODELS. */
struct gen_model {
    const char *name;
    const char *summary;
    int has_best_order;  /* --mode best/exact are defined (values follow arc ranks) */
    int uses_p;          /* reads --p */
    int leaf_reads_id;   /* arc or leaf reads a leaf's identity (else it is not computed) */
    int leaf_is_path_sum; /* leaf = scale * path, arc = gen_arc_value (Fuller's): leaves are
                             read without making nodes */
    int win_loss;        /* every leaf is a win (1) or a loss (0) for +: rows add root_win_rate */
    /* The smallest and largest leaf value (unscaled). */
    void (*bounds)(const struct gen_tree *g, int64_t *lo, int64_t *hi);
    /* What the arc to a child adds to the path (unscaled). */
    int64_t (*arc)(const struct gen_tree *g, enum node_kind parent, int branching, int rank,
                   uint64_t child_id);
    value_t (*leaf)(const struct gen_tree *g, const struct node *leaf);
};

extern const struct gen_model GEN_MODELS[];
extern const int GEN_MODEL_COUNT;
extern const char *const GEN_PROBS_NAMES[]; /* indexed by enum chance_probs */
#define GEN_PROBS_COUNT 3

/* How the root's chosen child (--star-first) comes first (section 7.4 does
 * not say which the paper ran): MOVE hands it out first and the others in
 * their usual order; AGAIN hands it out first and then every child in the
 * usual order, that one again in its own place, so the + node searches it
 * once to establish alpha and once more where it stands (b + 1 children). */
enum star_first_mode { STAR_FIRST_MOVE, STAR_FIRST_AGAIN };
extern const char *const GEN_STAR_FIRST_MODE_NAMES[]; /* indexed by enum star_first_mode */
#define GEN_STAR_FIRST_MODE_COUNT 2

/* A static evaluation generated trees offer (--eval; tree_ops.evaluate).
 * A new one is a new entry in GEN_EVALS. */
struct gen_eval {
    const char *name;
    const char *summary;
    const char *model;   /* the models that offer it, separated by spaces */
    /* Its values are in units of 1 / (scale * eval_scale(spec)); 0 when
     * that passes 2^62. */
    value_t (*eval_scale)(const struct gen_spec *spec);
    value_t (*evaluate)(const struct gen_tree *g, const struct node *n);
    void (*prepare)(struct gen_tree *g); /* NULL, or per tree, what evaluate reads */
    /* NULL, or what else a spec must satisfy: 0, or -1 with a reason in err. */
    int (*check)(const struct gen_spec *spec, char *err, size_t errlen);
};

extern const struct gen_eval GEN_EVALS[];
extern const int GEN_EVAL_COUNT;

/* Index of the named evaluation in GEN_EVALS, or -1. */
int gen_eval_find(const char *name);

struct gen_spec {
    int plies;            /* D, 1..GEN_MAX_PLIES */
    int n;                /* children of + and - nodes */
    int c;                /* outcomes of * nodes */
    enum chance_probs probs;
    int model;            /* index into GEN_MODELS */
    uint64_t p_num, p_den; /* nau and pearl: the probability P/Q, reduced */
    enum tree_order order;
    uint64_t seed;
    /* -1, or the arc rank whose child the root searches first, the others
     * following in their usual order.  With Fuller arcs, rank k-1 below the
     * + node is its k-th best * child: an oracle ordering (section 7.4). */
    int root_first_rank;
    enum star_first_mode star_first_mode; /* how that child comes first (with root_first_rank >= 0) */
    /* With root_first_rank >= 0: the chance first_num / first_den that a
     * tree puts that child first (--best-first-prob), drawn per trial from
     * its own stream (gen_root_first_rank); the other trees keep the usual
     * order.  first_den 0: every tree (--star-first). */
    uint64_t first_num, first_den;
    const struct gen_eval *eval; /* the static evaluation the tree offers (an entry of GEN_EVALS), or NULL */
};

/* One trial's tree.  `tree` comes first: &g->tree is the search's view. */
struct gen_tree {
    struct tree tree;
    struct gen_spec spec;
    const struct gen_model *model;
    int levels;                                 /* internal levels: 2D - 1 */
    enum node_kind kind[GEN_MAX_LEVELS];
    int branching[GEN_MAX_LEVELS];
    value_t level_total[GEN_MAX_LEVELS];        /* chance levels: W_d; move levels: N */
    uint64_t key;                               /* the root's identity; the trial when ENUMERATED */
    int root_first_rank;                        /* this tree's: gen_root_first_rank */
    value_t path_rest[GEN_MAX_LEVELS + 1];      /* eval path: per depth d, 2 * scale * the expected
                                                   sum of the arcs below a node at depth d */
    const double *const *cond_win;              /* eval cond: per depth d, the estimate by wins below
                                                   (gen_cond_win), shared by every tree of the shape */
};

/* Ballard's experiment: 2 plies, C = N, uniform probabilities, Fuller arcs. */
struct gen_spec gen_spec_ballard(int n, enum tree_order order, uint64_t seed);

/* Checks a spec; 0 if usable, otherwise -1 with a one-line reason in err. */
int gen_spec_check(const struct gen_spec *spec, char *err, size_t errlen);

/* Sets up trial `trial` of a checked spec. */
void gen_tree_init(struct gen_tree *g, const struct gen_spec *spec, uint64_t trial);

/* The rank whose child the root of trial `trial` searches first, or -1:
 * spec->root_first_rank, in every trial or (first_den > 0) in a trial
 * drawn with probability first_num / first_den.  The same draw for a given
 * (spec, trial), always; it changes no subtree. */
int gen_root_first_rank(const struct gen_spec *spec, uint64_t trial);

/* Number of distinct orderings (the product of b! over all internal nodes),
 * or 0 if it exceeds 2^63. */
uint64_t gen_count_orderings(const struct gen_spec *spec);

/* Pearl's game at balance (--p balanced): the probability p of a winning
 * leaf that two levels of back-up leave unchanged, so that the win rate
 * neither drifts to 0 nor to 1 up the tree and every MAX level, the root's
 * included, wins with the fixed point r of 1 - (1 - r^N)^N.  With MIN just
 * above the leaves (D even: the root is +, move levels alternate) p is
 * that fixed point itself; with MAX there (D odd) p is the fixed point of
 * (1 - (1 - p)^N)^N, and r = 1 - (1 - p)^N.  For N = 2, p = (sqrt 5 - 1)/2
 * = 0.618... and (3 - sqrt 5)/2 = 0.382..., and r = 0.618... either way.
 * Irrational, so rounded to the nearest billionth (*num / *den, reduced);
 * N >= 2. */
void gen_balanced_p(int n, int plies, uint64_t *num, uint64_t *den);

/* Tzeng and Purdom's estimate (--eval cond; pearl, -C 1): the probability
 * that a node at level `depth` (0: the root) is a forced win for +, given
 * that `wins` of the leaves below it win.  Given that count every placement
 * of the wins is equally likely (the leaves are independent with one p,
 * which cancels), so it is W(wins) / C(m, wins): W counts the placements
 * that make the node a forced win, m is its leaves.  W is counted level by
 * level (a MAX node loses when every child does, a MIN node wins when every
 * child does: convolutions of the children's counts), once per shape.  -1
 * for a spec without it or a count past m. */
double gen_cond_win(const struct gen_spec *spec, int depth, uint64_t wins);

/* N**D * C**(D-1), as a double (for percentages). */
double gen_leaf_count(const struct gen_spec *spec);

/* The smallest and largest leaf value the model allows (unscaled, in the
 * units rows print): the L and U every search of spec's trees starts from. */
void gen_bounds(const struct gen_spec *spec, int64_t *lo, int64_t *hi);

/* The Fuller arc value of rank r below a node of the given kind (unscaled):
 * below +  0, -1, ..., -(b-1); below -  0, 1, ..., b-1; below *  -b/2, ...,
 * -1, 1, ..., b/2 for even b and -(b-1)/2, ..., (b-1)/2 for odd b.  Rank 0 is
 * the arc best for the node's player (lowest first below * nodes). */
int gen_arc_value(enum node_kind kind, int branching, int rank);

/* The eval_scale of a spec's evaluation (1 without one; 0 if it passes 2^62). */
value_t gen_eval_scale(const struct gen_spec *spec);

/* Whether the evaluation is offered by the model. */
int gen_eval_offered(const struct gen_eval *e, const struct gen_model *model);

/* Index of the named model in GEN_MODELS, or -1. */
int gen_model_find(const char *name);

#endif
