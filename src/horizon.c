/* horizon.c - see horizon.h. */
#include "horizon.h"

#include <assert.h>
#include <stdio.h>

#include "mix64.h"

static const struct horizon_tree *horizon_of(const struct tree *t)
{
    return (const struct horizon_tree *)t;
}

/* An integer uniform on [-k, k] drawn by the node's identity, exactly
 * (Lemire's multiply-and-reject on the stream mix64(key + i)). */
static int64_t noise_of(const struct horizon_tree *h, const struct node *n)
{
    uint64_t key = mix64(h->spec.noise_seed ^ mix64(n->id ^ mix64((uint64_t)n->path ^ mix64((uint64_t)n->depth))));
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
 * units: the evaluator's, plus noise, clamped to [L, U]. */
static value_t evaluation(const struct horizon_tree *h, const struct node *n)
{
    const struct tree *base = h->base;
    value_t v;
    if (h->spec.eval == EVAL_ORACLE) {
        struct search_params exhaustive = { METHOD_EXHAUSTIVE, 0, GOAL_VALUE, CUTOFF_INCLUSIVE };
        struct search_stats uncounted = { 0, 0, 0, 0 };
        assert(h->oracle);
        v = h->factor * search_node(h->oracle, base, &exhaustive, n, base->lo, base->hi, &uncounted);
    } else {
        v = base->ops->evaluate(base, n); /* already in units of 1 / (scale * eval_scale) */
    }
    if (h->spec.noise == 0) return v;
    v += noise_of(h, n) * h->tree.scale;
    return v < h->tree.lo ? h->tree.lo : v > h->tree.hi ? h->tree.hi : v;
}

static void horizon_open(const struct tree *t, const struct node *n, struct tree_cursor *c)
{
    const struct tree *base = horizon_of(t)->base;
    base->ops->open(base, n, c);
}

/* The base's next child; a leaf, or an inner node at the horizon, comes
 * out as a leaf carrying its value in `path` (horizon.h). */
static int horizon_next(struct tree_cursor *c, struct node *child, value_t *weight)
{
    const struct tree *t = c->tree;
    const struct horizon_tree *h = horizon_of(t);
    const struct tree *base = h->base;
    c->tree = base; /* the base's cursor state, read by the base's own next */
    int more = base->ops->next(c, child, weight);
    c->tree = t;
    if (!more) return 0;
    if (child->kind == NODE_LEAF) {
        child->path = h->factor * base->ops->leaf_value(base, child);
    } else if (base->ops->moves_above(base, child) >= h->spec.horizon) {
        child->path = evaluation(h, child);
        child->kind = NODE_LEAF;
    }
    return 1;
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

static const struct tree_ops HORIZON_OPS = { horizon_open, horizon_next, horizon_leaf, NULL, NULL,
                                             horizon_moves_above };

int horizon_init(struct horizon_tree *h, const struct tree *base, const struct horizon_spec *spec,
                 struct search_workspace *oracle, char *err, size_t errlen)
{
    if (spec->horizon < 1) {
        snprintf(err, errlen, "the horizon must be at least 1 move level, not %d", spec->horizon);
        return -1;
    }
    if (spec->eval == EVAL_SOURCE && !base->ops->evaluate) {
        snprintf(err, errlen, "the tree has no static evaluation to search with a horizon");
        return -1;
    }
    value_t factor = spec->eval == EVAL_SOURCE ? base->eval_scale : 1;
    if (spec->noise < 0 || spec->noise > HORIZON_MAX_NOISE || spec->noise > (base->hi - base->lo) / base->scale) {
        snprintf(err, errlen, "the evaluation noise %lld is outside 0 .. U - L", (long long)spec->noise);
        return -1;
    }
    h->tree = *base;
    h->tree.ops = &HORIZON_OPS;
    h->tree.scale = base->scale * factor;
    h->tree.lo = base->lo * factor;
    h->tree.hi = base->hi * factor;
    h->tree.eval_scale = 1;
    h->base = base;
    h->spec = *spec;
    h->factor = factor;
    h->oracle = oracle;
    return 0;
}

struct move_quality horizon_judge(const value_t *values, int count, int chosen)
{
    struct move_quality q = { chosen, 0, 0 };
    for (int k = 0; k < count; k++)
        if (k == 0 || values[k] > q.best_value) q.best_value = values[k];
    assert(chosen >= 0 && chosen < count); /* a + root's search chose one of its children */
    q.chosen_value = values[chosen];
    return q;
}
