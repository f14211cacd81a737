/* horizon.c - see horizon.h. */
#include "core/horizon.h"

#include <assert.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/mix64.h"

const char *const HORIZON_MOVE_ORDER_NAMES[] = { "tree", "eval", "random", "eval-above", "history", "history-eval" };
const char *const HORIZON_CHANCE_ORDER_NAMES[] = { "tree", "likely", "random" };

int horizon_order_history(enum move_order order)
{
    return order == MOVE_ORDER_HISTORY || order == MOVE_ORDER_HISTORY_EVAL;
}

/* The order the view itself hands children out in: a history order's
 * ties are the tree's or the evaluation's (the search applies the history). */
static enum move_order view_order(enum move_order order)
{
    return order == MOVE_ORDER_HISTORY ? MOVE_ORDER_TREE : order == MOVE_ORDER_HISTORY_EVAL ? MOVE_ORDER_EVAL : order;
}

int horizon_order_by_eval(enum move_order order)
{
    order = view_order(order);
    return order == MOVE_ORDER_EVAL || order == MOVE_ORDER_EVAL_ABOVE;
}

int horizon_spec_reorders(const struct horizon_spec *spec)
{
    return view_order(spec->order) != MOVE_ORDER_TREE || spec->chance_order != CHANCE_ORDER_TREE;
}

int horizon_spec_has_view(const struct horizon_spec *spec)
{
    return spec->horizon > 0 || horizon_spec_reorders(spec);
}

int horizon_spec_evaluates(const struct horizon_spec *spec)
{
    return spec->horizon > 0 || horizon_order_by_eval(spec->order);
}

static const struct horizon_tree *horizon_of(const struct tree *t)
{
    return (const struct horizon_tree *)t;
}

/* A random stream's key for the node n: its identity (id, path, depth) and seed. */
static uint64_t node_key(uint64_t seed, const struct node *n)
{
    return mix64(seed ^ tree_node_hash(n));
}

/* An integer uniform on [-k, k] drawn by the node's identity, exactly
 * (Lemire's multiply-and-reject on the stream mix64(key + i)). */
static int64_t noise_of(const struct horizon_tree *h, const struct node *n)
{
    uint64_t key = node_key(h->spec.noise_seed, n);
    uint64_t range = 2 * (uint64_t)h->spec.noise + 1, i = 0;
    __extension__ typedef unsigned __int128 u128;
    u128 m = (u128)mix64(key + ++i) * range;
    if ((uint64_t)m < range) {
        uint64_t threshold = -range % range;
        while ((uint64_t)m < threshold) m = (u128)mix64(key + ++i) * range;
    }
    return (int64_t)(uint64_t)(m >> 64) - h->spec.noise;
}

/* The static evaluation of the base's inner node n, in the horizon tree's
 * units: the evaluator's, plus noise, clamped to [L, U].  c: the cursor
 * whose base next has just handed n out (its source may evaluate n from
 * what it still holds: tree_ops.evaluate_next), or NULL. */
static value_t evaluation(const struct horizon_tree *h, const struct node *n, struct tree_cursor *c)
{
    const struct tree *base = h->base;
    value_t v;
    if (h->evaluations) ++*h->evaluations;
    if (h->spec.eval == EVAL_ORACLE) {
        struct search_stats uncounted = { 0 };
        assert(h->oracle);
        v = h->factor * search_node(h->oracle, base, &SEARCH_EXHAUSTIVE, n, base->lo, base->hi, &uncounted);
    } else if (c && base->ops->evaluate_next) { /* both already in units of 1 / (scale * eval_scale) */
        const struct tree *view = c->tree;
        c->tree = base; /* the base's cursor state, read by the base's own evaluate_next */
        v = base->ops->evaluate_next(c, n);
        c->tree = view;
    } else {
        v = base->ops->evaluate(base, n);
    }
    if (h->spec.noise == 0) return v;
    v += noise_of(h, n) * h->tree.scale;
    return v < h->tree.lo ? h->tree.lo : v > h->tree.hi ? h->tree.hi : v;
}

/* A child of the base as the view hands it out: a leaf, or an inner node
 * at the horizon, becomes a leaf carrying its value in `path` (horizon.h).
 * c: as for evaluation. */
static void view_child(const struct horizon_tree *h, struct node *child, struct tree_cursor *c)
{
    const struct tree *base = h->base;
    if (child->kind == NODE_LEAF) {
        child->path = h->factor * base->ops->leaf_value(base, child);
    } else if (h->spec.horizon > 0 && base->ops->moves_above(base, child) >= h->spec.horizon) {
        child->path = evaluation(h, child, c);
        child->kind = NODE_LEAF;
    }
}

/* Whether the + or - node n's children are at the horizon and the base
 * scores them without building their handles (scores_leaves). */
static int scores_children(const struct horizon_tree *h, const struct node *n)
{
    return h->scores_leaves && n->kind != NODE_CHANCE
           && h->base->ops->moves_above(h->base, n) + 1 >= h->spec.horizon;
}

/* A child of the node at `depth` at the horizon as the base scored it
 * (tree_ops.next_scored, first_scored: `scored`, `score`): a leaf of id 0
 * carrying its value, as view_child would make it; 0 when none. */
static int scored_leaf(const struct horizon_tree *h, int scored, value_t score, int depth, struct node *child)
{
    if (!scored) return 0;
    if (scored == 1 && h->evaluations) ++*h->evaluations; /* an evaluation, as in evaluation() */
    *child = (struct node){ .id = 0, .path = scored == 1 ? score : h->factor * score, .depth = depth + 1,
                            .kind = NODE_LEAF };
    return 1;
}

static int scored_next(const struct horizon_tree *h, struct tree_cursor *c, struct node *child, value_t *weight)
{
    value_t score;
    int scored = h->base->ops->next_scored(c, weight, &score);
    return scored_leaf(h, scored, score, c->parent.depth, child);
}

/* The base's next child, as the view hands it out. */
static int base_next(const struct horizon_tree *h, struct tree_cursor *c, struct node *child, value_t *weight)
{
    const struct tree *base = h->base;
    int scored = scores_children(h, &c->parent);
    c->tree = base; /* the base's cursor state, read by the base's own next */
    int more = scored ? scored_next(h, c, child, weight) : base->ops->next(c, child, weight);
    c->tree = &h->tree;
    if (more && !scored) view_child(h, child, c);
    return more;
}

/* A child of a node the view reorders, kept in the cursor's scratch. */
struct ordered_child {
    struct node node;
    value_t weight;
    value_t key;      /* larger first: the evaluation below + nodes, its negation below -, the weight below *;
                         RANDOM: 62 random bits per child */
    uint64_t move;    /* its move's identity as the base gives it (tree_move_key) */
    int position;     /* among the base's children */
};
#define ORDERED_CHILD_INTS ((int)((sizeof(struct ordered_child) + sizeof(int) - 1) / sizeof(int)))

/* Whether the view reorders the children of the inner node n of base. */
static int reorders(const struct horizon_tree *h, const struct node *n)
{
    if (n->kind == NODE_CHANCE) return h->spec.chance_order != CHANCE_ORDER_TREE;
    enum move_order order = view_order(h->spec.order);
    if (order != MOVE_ORDER_EVAL_ABOVE) return order != MOVE_ORDER_TREE;
    /* Its children have moves_above(n) + 1 move nodes above them. */
    return h->spec.horizon == 0 || h->base->ops->moves_above(h->base, n) + 1 < h->spec.horizon;
}

int horizon_reorders_root(const struct horizon_tree *h)
{
    return reorders(h, &h->tree.root);
}

/* The children of a reordered cursor: after the base's own scratch, aligned. */
static struct ordered_child *ordered_children(const struct horizon_tree *h, const struct tree_cursor *c)
{
    const uintptr_t align = _Alignof(struct ordered_child);
    uintptr_t p = (uintptr_t)(c->scratch + tree_scratch_at(h->base, c->parent.depth));
    return (struct ordered_child *)((p + align - 1) & ~(align - 1));
}

static int compare_ordered(const void *a, const void *b)
{
    const struct ordered_child *x = a, *y = b;
    if (x->key != y->key) return x->key > y->key ? -1 : 1;
    return (x->position > y->position) - (x->position < y->position);
}

/* The identity of the base's child at position, just handed out by the
 * base's next from c. */
static uint64_t base_move_key(const struct horizon_tree *h, struct tree_cursor *c, int position)
{
    c->tree = h->base;
    uint64_t key = tree_move_key(c, position);
    c->tree = &h->tree;
    return key;
}

static void horizon_open(const struct tree *t, const struct node *n, struct tree_cursor *c)
{
    const struct horizon_tree *h = horizon_of(t);
    h->base->ops->open(h->base, n, c);
    /* A + or - node at the last move level: its children are leaves here. */
    if (n->kind != NODE_CHANCE && h->spec.horizon > 0 && h->base->ops->moves_above(h->base, n) + 1 >= h->spec.horizon)
        c->leaf_children = 1;
    if (!reorders(h, n)) return;
    /* Every child with its key, then sorted: best first, ties in the base's
     * order.  Random keys: distinct 62-bit draws give every order the same
     * chance (a tie, at odds of about count^2 / 2^63, keeps the base's order). */
    struct ordered_child *children = ordered_children(h, c);
    int shuffle = n->kind == NODE_CHANCE ? h->spec.chance_order == CHANCE_ORDER_RANDOM
                                              : view_order(h->spec.order) == MOVE_ORDER_RANDOM;
    uint64_t stream = shuffle ? node_key(h->spec.shuffle_seed, n) : 0;
    int count = 0;
    for (struct ordered_child *o = children; base_next(h, c, &o->node, &o->weight); o++, count++) {
        o->position = count;
        if (n->kind != NODE_CHANCE) o->move = base_move_key(h, c, count);
        if (shuffle) o->key = (value_t)(mix64(stream + (uint64_t)count) >> 2);
        else if (n->kind == NODE_CHANCE) o->key = o->weight;
        else o->key = o->node.kind == NODE_LEAF ? o->node.path : evaluation(h, &o->node, c);
        if (n->kind == NODE_MIN) o->key = -o->key;
    }
    qsort(children, (size_t)count, sizeof *children, compare_ordered);
    c->count = count;
    c->next = 0;
}

static int horizon_next(struct tree_cursor *c, struct node *child, value_t *weight)
{
    const struct horizon_tree *h = horizon_of(c->tree);
    if (!reorders(h, &c->parent)) return base_next(h, c, child, weight);
    if (c->next == c->count) return 0;
    const struct ordered_child *o = &ordered_children(h, c)[c->next++];
    *child = o->node;
    *weight = o->weight;
    return 1;
}

/* The move to the view's child at position: the base's, through a
 * reordered node's record of it. */
static uint64_t horizon_move_key(struct tree_cursor *c, int position)
{
    const struct horizon_tree *h = horizon_of(c->tree);
    if (reorders(h, &c->parent)) return ordered_children(h, c)[position].move;
    return base_move_key(h, c, position);
}

static value_t horizon_leaf(const struct tree *t, const struct node *leaf)
{
    (void)t;
    return leaf->path;
}

static int horizon_moves_above(const struct tree *t, const struct node *n)
{
    const struct tree *base = horizon_of(t)->base;
    return base->ops->moves_above(base, n);
}

/* The base's first child when the view hands children out in the base's
 * order and the base can find it alone (tree_ops.first_child). */
static int horizon_first_child(const struct tree *t, const struct node *n, int *scratch, struct node *child,
                               value_t *weight)
{
    const struct horizon_tree *h = horizon_of(t);
    if (reorders(h, n)) return 0;
    if (scores_children(h, n)) {
        value_t score;
        int scored = h->base->ops->first_scored(h->base, n, scratch, weight, &score);
        return scored_leaf(h, scored, score, n->depth, child);
    }
    if (!h->base->ops->first_child(h->base, n, scratch, child, weight)) return 0;
    view_child(h, child, NULL);
    return 1;
}

/* The static evaluation of the view's inner node n (a node the view hands
 * out as inner is a base node), counted as every evaluation of the view
 * is; offered where the view evaluates (MCTS scores the nodes it reaches
 * first by it: mcts.h). */
static value_t horizon_evaluate(const struct tree *t, const struct node *n)
{
    return evaluation(horizon_of(t), n, NULL);
}

/* The view offers first_child where its base does. */
static const struct tree_ops HORIZON_OPS = { horizon_open, horizon_next, horizon_leaf, NULL, NULL,
                                             horizon_moves_above, NULL, NULL, NULL, NULL, NULL, horizon_move_key };
static const struct tree_ops HORIZON_FIRST_OPS = { horizon_open, horizon_next, horizon_leaf, NULL, NULL,
                                                   horizon_moves_above, NULL, NULL, horizon_first_child, NULL, NULL,
                                                   horizon_move_key };

int horizon_init(struct horizon_tree *h, const struct tree *base, const struct horizon_spec *spec,
                 struct search_workspace *oracle, char *err, size_t errlen)
{
    int evaluates = horizon_spec_evaluates(spec);
    if (spec->horizon < 0) {
        snprintf(err, errlen, "the horizon must be at least 1 move level, not %d", spec->horizon);
        return -1;
    }
    if (base->max_horizon && (spec->horizon < 1 || spec->horizon > base->max_horizon)) {
        snprintf(err, errlen, "the game is searched to a horizon of 1 to %d move levels, not %d", base->max_horizon,
                 spec->horizon);
        return -1;
    }
    if (base->max_horizon && spec->eval == EVAL_ORACLE) {
        snprintf(err, errlen, "a game has no exact values below its horizon to be an oracle of");
        return -1;
    }
    if (evaluates && spec->eval == EVAL_SOURCE && !base->ops->evaluate) {
        snprintf(err, errlen, "the tree has no static evaluation to search with a horizon or order by");
        return -1;
    }
    value_t factor = evaluates && spec->eval == EVAL_SOURCE ? base->eval_scale : 1;
    if (spec->noise < 0 || spec->noise > HORIZON_MAX_NOISE || spec->noise > (base->hi - base->lo) / base->scale) {
        snprintf(err, errlen, "the evaluation noise %lld is outside 0 .. U - L", (long long)spec->noise);
        return -1;
    }
    h->ops = base->ops->first_child ? HORIZON_FIRST_OPS : HORIZON_OPS;
    if (evaluates && (spec->eval == EVAL_ORACLE || base->ops->evaluate)) h->ops.evaluate = horizon_evaluate;
    tree_view_init(&h->tree, base, &h->ops, factor);
    if (horizon_spec_reorders(spec)) { /* + 2: alignment */
        h->tree.cursor_scratch = 0;
        for (int d = 0; d < base->depth && d < SEARCH_EVENT_MAX_DEPTH; d++) {
            h->scratch_at[d] = tree_scratch_at(base, d) + 2 + tree_children_at(base, d) * ORDERED_CHILD_INTS;
            if (h->scratch_at[d] > h->tree.cursor_scratch) h->tree.cursor_scratch = h->scratch_at[d];
        }
        h->tree.cursor_scratch_at = h->scratch_at;
    }
    h->base = base;
    h->spec = *spec;
    h->factor = factor;
    h->oracle = oracle;
    h->evaluations = NULL;
    h->scores_leaves = base->ops->next_scored && (!base->ops->first_child || base->ops->first_scored)
                       && spec->horizon > 0 && spec->eval == EVAL_SOURCE && spec->noise == 0;
    return 0;
}

int horizon_root_positions(const struct horizon_tree *h, int *positions, int max)
{
    int *scratch = calloc((size_t)h->tree.cursor_scratch + 1, sizeof *scratch);
    if (!scratch) return -1;
    struct tree_cursor c;
    tree_open(&h->tree, &h->tree.root, &c, scratch);
    int reordered = reorders(h, &h->tree.root), count = c.count <= max ? c.count : -1;
    for (int k = 0; k < count; k++) positions[k] = reordered ? ordered_children(h, &c)[k].position : k;
    free(scratch);
    return count;
}

struct move_quality horizon_judge(const value_t *values, int count, int chosen)
{
    struct move_quality q = { .chosen = chosen, .judged = 1 };
    for (int k = 0; k < count; k++)
        if (k == 0 || values[k] > q.best_value) q.best_value = values[k];
    assert(chosen >= 0 && chosen < count); /* a + root's search chose one of its children */
    q.chosen_value = values[chosen];
    for (int k = 0; k < count; k++) q.decisive |= values[k] != q.best_value;
    return q;
}
