/* sampling.c - see sampling.h. */
#include "core/sampling.h"

#include <assert.h>
#include <stdio.h>

#include "core/mix64.h"

/* An outcome kept at a sampled * node: its handle and its draws. */
struct sampled_child {
    struct node node;
    value_t draws;
};
#define SAMPLED_CHILD_INTS ((int)((sizeof(struct sampled_child) + sizeof(int) - 1) / sizeof(int)))
#define SAMPLED_SLACK 2 /* the kept outcomes' alignment */

static const struct sampled_tree *sampled_of(const struct tree *t)
{
    return (const struct sampled_tree *)t; /* tree is the first member */
}

/* Whether c's node has its outcomes drawn (into kept_outcomes): every *
 * node of a tree that draws. */
static int drawn(const struct sampled_tree *s, const struct tree_cursor *c)
{
    return s->draws && c->parent.kind == NODE_CHANCE;
}

/* The outcomes kept, after the base's scratch, aligned. */
static struct sampled_child *kept_outcomes(const struct sampled_tree *s, const struct tree_cursor *c)
{
    const uintptr_t align = _Alignof(struct sampled_child);
    uintptr_t p = (uintptr_t)(c->scratch + tree_scratch_at(s->base, c->parent.depth));
    return (struct sampled_child *)((p + align - 1) & ~(align - 1));
}

/* The j-th draw at the node of hash `key`: uniform on 0 .. total - 1
 * (rejection keeps it exactly uniform). */
static value_t draw(uint64_t key, int j, value_t total)
{
    uint64_t range = (uint64_t)total, limit = UINT64_MAX - UINT64_MAX % range;
    uint64_t x = mix64(key + (uint64_t)j * 0x9e3779b97f4a7c15ULL);
    while (x >= limit) x = mix64(x);
    return (value_t)(x % range);
}

/* 1. Draw c numbers below W, sorted; 2. walk the base's outcomes, whose
 * weights cut [0, W) into consecutive intervals, and give each the draws
 * that fall in its interval (an outcome of weight w gets each draw with
 * probability w / W); 3. keep those drawn, stopping after the last draw. */
static void sample_outcomes(const struct sampled_tree *s, const struct node *n, struct tree_cursor *c)
{
    value_t draws[SAMPLING_MAX_SAMPLES];
    uint64_t key = mix64(s->seed ^ tree_node_hash(n));
    for (int j = 0; j < s->samples; j++) {
        value_t d = draw(key, j, c->total);
        int i = j;
        for (; i > 0 && draws[i - 1] > d; i--) draws[i] = draws[i - 1];
        draws[i] = d;
    }
    struct sampled_child *kept = kept_outcomes(s, c);
    struct node child;
    value_t weight, end = 0;
    int count = 0, j = 0;
    while (j < s->samples && s->base->ops->next(c, &child, &weight)) {
        value_t drawn = 0;
        for (end += weight; j < s->samples && draws[j] < end; j++) drawn++;
        if (drawn) kept[count++] = (struct sampled_child){ child, drawn };
    }
    assert(j == s->samples); /* the weights sum to W, so every draw fell in some interval */
    c->count = count;
    c->next = 0;
    c->total = s->samples;
}

static void sampled_open(const struct tree *t, const struct node *n, struct tree_cursor *c)
{
    const struct sampled_tree *s = sampled_of(t);
    c->tree = s->base; /* the base's cursor state, read by the base's own open and next */
    s->base->ops->open(s->base, n, c);
    if (drawn(s, c)) sample_outcomes(s, n, c);
    c->tree = t;
}

static int sampled_next(struct tree_cursor *c, struct node *child, value_t *weight)
{
    const struct tree *t = c->tree;
    const struct sampled_tree *s = sampled_of(t);
    if (!drawn(s, c)) {
        c->tree = s->base;
        int more = s->base->ops->next(c, child, weight);
        c->tree = t;
        return more;
    }
    if (c->next == c->count) return 0;
    const struct sampled_child *k = &kept_outcomes(s, c)[c->next++];
    *child = k->node;
    *weight = k->draws;
    return 1;
}

static value_t sampled_leaf(const struct tree *t, const struct node *leaf)
{
    const struct sampled_tree *s = sampled_of(t);
    return s->factor * s->base->ops->leaf_value(s->base, leaf);
}

static int sampled_moves_above(const struct tree *t, const struct node *n)
{
    const struct tree *base = sampled_of(t)->base;
    return base->ops->moves_above(base, n);
}

/* A + or - node's first child is the base's (Star2's probes); a * node's
 * depends on its draws, so the caller opens a cursor. */
static int sampled_first_child(const struct tree *t, const struct node *n, int *scratch, struct node *child,
                               value_t *weight)
{
    return n->kind != NODE_CHANCE && tree_first_child(sampled_of(t)->base, n, scratch, child, weight);
}

/* A + or - node's moves are the base's. */
static uint64_t sampled_move_key(struct tree_cursor *c, int position)
{
    const struct tree *t = c->tree;
    c->tree = sampled_of(t)->base; /* the base's cursor state, as in sampled_next */
    uint64_t key = tree_move_key(c, position);
    c->tree = t;
    return key;
}

static const struct tree_ops SAMPLED_OPS = { sampled_open, sampled_next, sampled_leaf, NULL, NULL,
                                             sampled_moves_above, NULL, NULL, NULL, NULL, NULL, sampled_move_key };
static const struct tree_ops SAMPLED_FIRST_OPS = { sampled_open, sampled_next, sampled_leaf, NULL, NULL,
                                                   sampled_moves_above, NULL, NULL, sampled_first_child, NULL, NULL,
                                                   sampled_move_key };

int sampling_init(struct sampled_tree *s, const struct tree *base, int samples, uint64_t seed, char *err,
                  size_t errlen)
{
    if (samples < 1 || samples > SAMPLING_MAX_SAMPLES) {
        snprintf(err, errlen, "the samples per * node must be 1 to %d, not %d", SAMPLING_MAX_SAMPLES, samples);
        return -1;
    }
    if (base->depth > SEARCH_EVENT_MAX_DEPTH) {
        snprintf(err, errlen, "the tree is deeper than %d levels", SEARCH_EVENT_MAX_DEPTH);
        return -1;
    }
    int draws = samples < base->max_children;
    value_t factor = 1, extent = base->hi > -base->lo ? base->hi : -base->lo;
    int levels = base->chance_levels > 0 ? base->chance_levels : base->depth;
    for (int d = 0; draws && d < levels && factor > 0; d++)
        factor = tree_checked_mul(factor, samples, TREE_VALUE_LIMIT);
    value_t scaled = factor > 0 ? tree_checked_mul(extent, factor, TREE_VALUE_LIMIT) : -1;
    if (draws && (scaled < 0 || tree_checked_mul(tree_checked_mul(scaled, samples, TREE_VALUE_LIMIT), 4, TREE_VALUE_LIMIT) < 0)) {
        snprintf(err, errlen, "%d samples at %d levels of * nodes make values %d^%d times finer, past 2^62: "
                 "fewer samples or a shallower horizon", samples, levels, samples, levels);
        return -1;
    }
    tree_view_init(&s->tree, base, base->ops->first_child ? &SAMPLED_FIRST_OPS : &SAMPLED_OPS, factor);
    s->tree.cursor_scratch = 0;
    for (int d = 0; d < base->depth; d++) {
        s->scratch_at[d] = tree_scratch_at(base, d) + SAMPLED_SLACK + samples * SAMPLED_CHILD_INTS;
        if (s->scratch_at[d] > s->tree.cursor_scratch) s->tree.cursor_scratch = s->scratch_at[d];
    }
    s->tree.cursor_scratch_at = s->scratch_at;
    s->base = base;
    s->samples = samples;
    s->seed = seed;
    s->draws = draws;
    s->factor = factor;
    return 0;
}

value_t sampling_value(const struct sampled_tree *s, value_t v)
{
    return value_floor_div(2 * v + s->factor, 2 * s->factor);
}
