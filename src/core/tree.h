/* tree.h - the one interface between tree sources and the search.
 *
 * The search sees a tree only through this: a node's kind (carried in its
 * handle), a cursor that hands out the node's children in search order with
 * their exact integer weights, and a leaf's value; per tree, its scale, L and
 * U, and the largest depth and branching it can reach (so the search sizes
 * its workspace and bounds its recursion before it starts).  A source (the
 * generator in generator.h; trees read from files later) fills a struct tree
 * with its operations table.  A node cut off after k children never asks the
 * cursor for more, so a source that builds children lazily pays for k.
 *
 * Values are exact.  Every value is an integer multiple of 1/scale: a source
 * chooses its scale so that every chance node's weighted mean
 * (sum of w_i V_i) / W is again an integer in these units, and it checks,
 * when the tree is set up, that W_max * max(|L|, |U|) * 4 stays below 2^62,
 * so every sum the search forms fits in 64 bits.
 */
#ifndef STARBENCH_TREE_H
#define STARBENCH_TREE_H

#include <stddef.h>
#include <stdint.h>

#include "core/mix64.h"

typedef int64_t value_t;

/* The largest sum magnitude a source may let the search form (see above). */
#define TREE_VALUE_LIMIT ((value_t)1 << 62)

enum node_kind { NODE_MAX, NODE_CHANCE, NODE_MIN, NODE_LEAF };

/* A node handle.  What id and path mean is the source's business; the search
 * only copies handles and reads kind and depth. */
struct node {
    uint64_t id;
    int64_t path;
    int depth;
    enum node_kind kind;
};

struct tree;

/* The children of one node, in search order.  `scratch` is memory the search
 * lends the source: at least tree->cursor_scratch ints, zeroed when the
 * search's workspace is made and then left to the source (the search lends
 * each scratch to one cursor at a time, so a source may keep state in it
 * from one cursor to the next, e.g. a count of cursors opened). */
struct tree_cursor {
    const struct tree *tree;
    struct node parent;
    int count;           /* children */
    int next;            /* children handed out so far */
    value_t total;       /* the sum of every child's weight (1 each below + and - nodes) */
    int *scratch;
    int leaf_children;   /* every child is a leaf (set by open; the search may then
                            read them through scan_leaves, and orders them by no history) */
    uint64_t key, counter; /* the source's own state (the generator: a random stream) */
    int skip, pos, stamp;  /* the source's own state */
};

struct tree_ops {
    void (*open)(const struct tree *t, const struct node *n, struct tree_cursor *c);
    /* The next child and its weight; 0 when there is none left. */
    int (*next)(struct tree_cursor *c, struct node *child, value_t *weight);
    value_t (*leaf_value)(const struct tree *t, const struct node *leaf);
    /* Optional (NULL: not offered), for a + or - node whose children are
     * all leaves (leaf_children) and none handed out yet: reads the leaves
     * in order, as next and leaf_value would, and stops after the first at
     * which the smallest (is_min) or largest value so far reaches `stop`
     * (<= stop, or >= stop), or after the last.  Returns that smallest or
     * largest value and sets *read to the leaves read.  The search's fast
     * path: alpha-beta at such a node is exactly this scan. */
    value_t (*scan_leaves)(struct tree_cursor *c, int is_min, value_t stop, uint64_t *read);
    /* Optional (NULL: the source has no static evaluation): the static
     * evaluation of the inner node n, exact, in units of 1 / (scale *
     * eval_scale), inside [L * eval_scale, U * eval_scale].  A source whose
     * evaluations are finer than its leaf values (a mean of arcs to come
     * that is a half-integer) says so by eval_scale; the horizon (horizon.h)
     * rescales the whole tree by it. */
    value_t (*evaluate)(const struct tree *t, const struct node *n);
    /* The + and - nodes on the path from the root to n, n excluded (the
     * root's move level is 1: its children have 1 above them). */
    int (*moves_above)(const struct tree *t, const struct node *n);
    /* Optional (NULL: the source's moves have no names): the move to the
     * k-th child (0-based, the source's order) of the + or - node n in the
     * game's notation, into text, and the position it leads to, with the
     * other side to play, into after (TREE_MOVE_NAME bytes each).  0, or -1
     * when it cannot say (out of memory). */
    int (*name_move)(const struct tree *t, const struct node *n, int k, char *text, char *after);
    /* Optional (NULL: evaluate is called): evaluate(t, child) for the child
     * that c's next has just handed out, from the state the source still
     * holds for it (a game's board), so that the handle need not be
     * decoded again.  Must equal evaluate's value exactly. */
    value_t (*evaluate_next)(const struct tree_cursor *c, const struct node *child);
    /* Optional (NULL: not offered): the first child that open and next
     * would hand out for the inner node n, and its weight, found without
     * the others when the source can (a game's first move without
     * generating every move); 1, or 0 when it cannot say (the caller then
     * opens a cursor).  scratch: a cursor's scratch for n, the source's to
     * use.  Star2's probes read only an outcome's first child. */
    int (*first_child)(const struct tree *t, const struct node *n, int *scratch, struct node *child, value_t *weight);
    /* Optional (NULL: not offered), for a + or - node's cursor: the next
     * child as next would hand it out, scored instead of named (its handle
     * is not built): 2 with *score its leaf_value when it is a leaf, 1
     * with *score its evaluate when it is an inner node, exactly; 0 when
     * none is left.  The horizon (horizon.h) scores its leaves so. */
    int (*next_scored)(struct tree_cursor *c, value_t *weight, value_t *score);
    /* Optional (NULL: not offered): first_child, scored as next_scored
     * scores (2 a leaf, 1 an evaluated inner node; 0 when it cannot say).
     * The horizon scores its leaves only from a source that offers it
     * wherever it offers both first_child and next_scored. */
    int (*first_scored)(const struct tree *t, const struct node *n, int *scratch, value_t *weight, value_t *score);
    /* Optional (NULL: a move is its position, the k-th child being move
     * k), for a + or - node's cursor: the identity of the move to the
     * child at `position` (0-based, as next hands them out), one that next
     * has handed out: the same number for the same move in another
     * position (a game: its move's name, or the checkers it moves,
     * hashed), so that the history heuristic (search_params.history) can
     * credit a move that proved best in one place where it meets it again. */
    uint64_t (*move_key)(struct tree_cursor *c, int position);
};

#define TREE_MOVE_NAME 96

struct tree {
    const struct tree_ops *ops;
    struct node root;
    value_t scale;       /* values are integers in units of 1/scale */
    value_t lo, hi;      /* L and U: bounds on every leaf value, scaled */
    int depth;           /* the largest depth of any node (leaves included) */
    int max_children;    /* the largest number of children of any node */
    const int *max_children_at; /* NULL, or per depth the largest number of children of
                                   a node at that depth (irregular trees: the search
                                   sizes each depth's scratch by it) */
    int cursor_scratch;  /* ints of scratch a cursor needs (of any depth: the largest) */
    const int *cursor_scratch_at; /* NULL, or per depth the ints of scratch a cursor of a node
                                     at that depth needs (a game: a move list at move levels,
                                     none at chance levels) */
    value_t eval_scale;  /* ops->evaluate's values are in units of 1 / (scale * eval_scale) */
    value_t per_point;   /* 0: values have no unit; a game's values per point of its score (backgammon's
                            are milli-points: 1000), so a value is value / (scale * per_point) points */
    int chance_levels;   /* 0: not known; else at most this many * nodes with children stand on any
                            path (sampling.h scales values by C to this power, not to depth's) */
    int max_horizon;     /* 0: the tree ends at its leaves; H > 0: a game, which goes on past
                            depth and is searched only through a horizon (horizon.h) of 1..H
                            move levels, which depth covers; no move of it is judged in full */
};

/* Sets view up as a view of base, a tree whose operations (ops) wrap
 * base's (horizon.h, sampling.h): base's shape, every value scaled by
 * factor (scale, L and U), and no finer evaluation unit of its own. */
static inline void tree_view_init(struct tree *view, const struct tree *base, const struct tree_ops *ops,
                                  value_t factor)
{
    *view = *base;
    view->ops = ops;
    view->scale = base->scale * factor;
    view->lo = base->lo * factor;
    view->hi = base->hi * factor;
    view->eval_scale = 1;
}

/* A hash of n's handle (id, path, depth): the key of its random streams
 * (horizon.h) and of its slot in a transposition table (search.c). */
static inline uint64_t tree_node_hash(const struct node *n)
{
    return mix64(n->id ^ mix64((uint64_t)n->path ^ mix64((uint64_t)n->depth)));
}

/* The largest number of children, and the ints of cursor scratch, of a
 * node at depth d. */
static inline int tree_children_at(const struct tree *t, int d)
{
    return t->max_children_at ? t->max_children_at[d] : t->max_children;
}

static inline int tree_scratch_at(const struct tree *t, int d)
{
    return t->cursor_scratch_at ? t->cursor_scratch_at[d] : t->cursor_scratch;
}

static inline void tree_open(const struct tree *t, const struct node *n, struct tree_cursor *c,
                             int *scratch)
{
    c->tree = t;
    c->parent = *n;
    c->next = 0;
    c->leaf_children = 0;
    c->scratch = scratch;
    t->ops->open(t, n, c);
}

static inline int tree_next(struct tree_cursor *c, struct node *child, value_t *weight)
{
    return c->tree->ops->next(c, child, weight);
}

/* The first child of the inner node n as open and next would hand it
 * out, and its weight, when the source can find it alone; else 0. */
static inline int tree_first_child(const struct tree *t, const struct node *n, int *scratch, struct node *child,
                                   value_t *weight)
{
    return t->ops->first_child && t->ops->first_child(t, n, scratch, child, weight);
}

/* The identity of the move to the child at position (tree_ops.move_key). */
static inline uint64_t tree_move_key(struct tree_cursor *c, int position)
{
    return c->tree->ops->move_key ? c->tree->ops->move_key(c, position) : (uint64_t)position;
}

/* The cursor's children are leaves and the source scans them itself. */
static inline int tree_scans_leaves(const struct tree_cursor *c)
{
    return c->leaf_children && c->tree->ops->scan_leaves;
}

static inline value_t tree_scan_leaves(struct tree_cursor *c, int is_min, value_t stop, uint64_t *read)
{
    return c->tree->ops->scan_leaves(c, is_min, stop, read);
}

static inline value_t tree_leaf_value(const struct tree *t, const struct node *leaf)
{
    return t->ops->leaf_value(t, leaf);
}

/* Writes a scaled value as an exact number: an integer, or a reduced
 * fraction p/q.  Returns snprintf's count. */
int tree_format_value(const struct tree *t, value_t v, char *buf, size_t len);

/* The greatest common divisor (gcd(a, 0) = a). */
static inline uint64_t tree_gcd(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t r = a % b;
        a = b;
        b = r;
    }
    return a;
}

/* a * b, or -1 when either is negative or the product reaches `limit`
 * (so -1 propagates through a chain of products): a source's check that
 * its sums stay below TREE_VALUE_LIMIT. */
static inline int64_t tree_checked_mul(int64_t a, int64_t b, int64_t limit)
{
    if (a < 0 || b < 0 || (b != 0 && a > (limit - 1) / b)) return -1;
    return a * b;
}

/* floor(a / b) and ceil(a / b) for b > 0, exactly (C's / truncates). */
static inline value_t value_floor_div(value_t a, value_t b)
{
    value_t q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}

static inline value_t value_ceil_div(value_t a, value_t b)
{
    value_t q = a / b;
    return (a % b != 0 && a > 0) ? q + 1 : q;
}

#endif
