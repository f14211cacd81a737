/* tree.c - see tree.h for the contract. */
#include "tree.h"

#include <stdio.h>

#define GOLDEN_GAMMA 0x9e3779b97f4a7c15ULL
#define VALUE_LIMIT ((value_t)1 << 61) /* headroom for n * alpha and sums of n values */

/* SplitMix64's output function (Steele, Lea and Flood 2014): a bijective
 * 64-bit mixer.  Applied to a counter it gives an independent stream per key. */
static uint64_t mix64(uint64_t z)
{
    z += GOLDEN_GAMMA;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* A counter-based stream: draw i of the stream named by `key`. */
struct stream { uint64_t key, counter; };

static uint32_t stream_next32(struct stream *s)
{
    return (uint32_t)(mix64(s->key + GOLDEN_GAMMA * ++s->counter) >> 32);
}

/* Uniform integer in [0, range), exactly (Lemire 2019, with rejection). */
static uint32_t stream_below(struct stream *s, uint32_t range)
{
    uint64_t m = (uint64_t)stream_next32(s) * range;
    if ((uint32_t)m < range) {
        uint32_t threshold = (uint32_t)-range % range;
        while ((uint32_t)m < threshold)
            m = (uint64_t)stream_next32(s) * range;
    }
    return (uint32_t)(m >> 32);
}

static struct stream node_stream(const struct tree *t, const struct node *n)
{
    struct stream s = { mix64(mix64(t->key + (uint64_t)n->depth) ^ n->index), 0 };
    return s;
}

int tree_arc_value(enum node_kind kind, int branching, int rank)
{
    switch (kind) {
    case NODE_MAX: return -rank;
    case NODE_MIN: return rank;
    case NODE_CHANCE: return rank < branching / 2 ? rank - branching / 2 : rank - branching / 2 + 1;
    case NODE_LEAF: break;
    }
    return 0;
}

struct tree_spec tree_spec_ballard(int n, enum tree_order order, uint64_t seed)
{
    struct tree_spec spec = { .shape = { .depth = 3,
                                         .kind = { NODE_MAX, NODE_CHANCE, NODE_MIN },
                                         .branching = { n, n, n } },
                              .leaves = LEAVES_ARC_SUMS, .order = order, .seed = seed,
                              .root_first_rank = -1 };
    return spec;
}

/* a * b, or -1 when either is negative or the product reaches `limit`. */
static int64_t checked_mul(int64_t a, int64_t b, int64_t limit)
{
    if (a < 0 || b < 0 || (b != 0 && a > (limit - 1) / b)) return -1;
    return a * b;
}

static void shape_bounds(const struct tree_spec *spec, value_t *lo, value_t *hi)
{
    if (spec->leaves == LEAVES_UNIFORM) {
        *lo = spec->uniform_lo;
        *hi = spec->uniform_hi;
        return;
    }
    *lo = *hi = 0;
    for (int d = 0; d < spec->shape.depth; d++) {
        enum node_kind k = spec->shape.kind[d];
        int b = spec->shape.branching[d];
        *lo += tree_arc_value(k, b, k == NODE_MAX ? b - 1 : 0);
        *hi += tree_arc_value(k, b, k == NODE_MAX ? 0 : b - 1);
    }
}

static value_t shape_scale(const struct tree_shape *shape)
{
    value_t scale = 1;
    for (int d = 0; d < shape->depth; d++)
        if (shape->kind[d] == NODE_CHANCE)
            scale = checked_mul(scale, shape->branching[d], VALUE_LIMIT);
    return scale;
}

int tree_spec_check(const struct tree_spec *spec, char *err, size_t errlen)
{
    const struct tree_shape *shape = &spec->shape;
    if (shape->depth < 1 || shape->depth > TREE_MAX_DEPTH) {
        snprintf(err, errlen, "tree depth %d is outside 1..%d", shape->depth, TREE_MAX_DEPTH);
        return -1;
    }
    int64_t nodes = 1, level = 1;
    for (int d = 0; d < shape->depth; d++) {
        int b = shape->branching[d];
        if (shape->kind[d] == NODE_LEAF) {
            snprintf(err, errlen, "level %d is an internal level but has kind leaf", d);
            return -1;
        }
        if (b < 1 || b > TREE_MAX_BRANCHING) {
            snprintf(err, errlen, "branching factor %d is outside 1..%d", b, TREE_MAX_BRANCHING);
            return -1;
        }
        if (shape->kind[d] == NODE_CHANCE && spec->leaves == LEAVES_ARC_SUMS && b % 2 != 0) {
            snprintf(err, errlen, "chance branching factor %d is odd; the arc values "
                     "-b/2..-1, 1..b/2 need an even one", b);
            return -1;
        }
        level = checked_mul(level, b, (int64_t)1 << 62);
        nodes = level < 0 ? -1 : nodes + level;
        if (level < 0 || nodes >= (int64_t)1 << 62) {
            snprintf(err, errlen, "the tree has more than 2^62 nodes");
            return -1;
        }
    }
    if (spec->root_first_rank < -1 || spec->root_first_rank >= shape->branching[0]) {
        snprintf(err, errlen, "the root has no arc of rank %d", spec->root_first_rank);
        return -1;
    }
    if (spec->order == ORDER_ENUMERATED && tree_count_orderings(shape) == 0) {
        snprintf(err, errlen, "enumerating every ordering needs fewer than 2^63 of them");
        return -1;
    }
    if (spec->leaves == LEAVES_UNIFORM && (spec->uniform_lo > spec->uniform_hi)) {
        snprintf(err, errlen, "uniform leaf range [%d, %d] is empty", spec->uniform_lo, spec->uniform_hi);
        return -1;
    }
    value_t lo, hi, scale = shape_scale(shape);
    shape_bounds(spec, &lo, &hi);
    value_t extent = lo < 0 ? -lo : lo;
    if (hi > extent) extent = hi;
    /* Chance nodes compute n * alpha - (sum of n scaled values): keep that below 2^61. */
    if (scale < 0 || checked_mul(checked_mul(extent + 1, scale, VALUE_LIMIT),
                                 2 * (int64_t)TREE_MAX_BRANCHING, VALUE_LIMIT) < 0) {
        snprintf(err, errlen, "leaf values times the chance scale overflow 64-bit arithmetic");
        return -1;
    }
    return 0;
}

static uint64_t factorial_or_zero(int b)
{
    uint64_t f = 1;
    for (int i = 2; i <= b; i++) {
        if (f > UINT64_MAX / (uint64_t)i) return 0;
        f *= (uint64_t)i;
    }
    return f;
}

uint64_t tree_count_orderings(const struct tree_shape *shape)
{
    const uint64_t limit = (uint64_t)1 << 63;
    uint64_t count = 1, nodes_at_level = 1;
    for (int d = 0; d < shape->depth; d++) {
        uint64_t radix = factorial_or_zero(shape->branching[d]);
        if (radix == 0) return 0;
        for (uint64_t i = 0; i < nodes_at_level; i++) {
            if (count > limit / radix) return 0;
            count *= radix;
        }
        if (nodes_at_level > limit / (uint64_t)shape->branching[d]) return 0;
        nodes_at_level *= (uint64_t)shape->branching[d];
    }
    return count;
}

void tree_init(struct tree *t, const struct tree_spec *spec, uint64_t trial)
{
    t->spec = *spec;
    t->scale = shape_scale(&spec->shape);
    shape_bounds(spec, &t->lo, &t->hi);
    t->lo *= t->scale;
    t->hi *= t->scale;
    uint64_t shape_hash = mix64(spec->seed);
    uint64_t nodes_at_level = 1;
    t->level_offset[0] = 0;
    for (int d = 0; d < spec->shape.depth; d++) {
        shape_hash = mix64(shape_hash ^ ((uint64_t)spec->shape.kind[d] << 32 | (uint64_t)spec->shape.branching[d]));
        t->level_offset[d + 1] = t->level_offset[d] + nodes_at_level;
        nodes_at_level *= (uint64_t)spec->shape.branching[d];
    }
    t->key = spec->order == ORDER_ENUMERATED ? trial : mix64(shape_hash ^ mix64(trial));
}

struct node tree_root(void)
{
    struct node root = { 0, 0, 0 };
    return root;
}

enum node_kind tree_kind(const struct tree *t, const struct node *n)
{
    return n->depth == t->spec.shape.depth ? NODE_LEAF : t->spec.shape.kind[n->depth];
}

int tree_branching(const struct tree *t, const struct node *n)
{
    return n->depth == t->spec.shape.depth ? 0 : t->spec.shape.branching[n->depth];
}

/* ENUMERATED: node n's ordering is digit number (level-order index of n) of
 * the tree index, in the mixed radix whose digits are each node's b!; the
 * digit is unranked as a Lehmer code. */
static void enumerated_ranks(const struct tree *t, const struct node *n, int b, int *rank)
{
    uint64_t rest = t->key;
    uint64_t nodes_at_level = 1;
    for (int d = 0; d < n->depth; d++) {
        uint64_t radix = factorial_or_zero(t->spec.shape.branching[d]);
        for (uint64_t i = 0; i < nodes_at_level && rest; i++) rest /= radix;
        nodes_at_level *= (uint64_t)t->spec.shape.branching[d];
    }
    uint64_t radix = factorial_or_zero(b);
    for (uint64_t i = 0; i < n->index && rest; i++) rest /= radix;
    uint64_t digit = rest % radix;

    int available[32];
    for (int k = 0; k < b; k++) available[k] = k;
    for (int k = 0; k < b; k++) {
        uint64_t block = factorial_or_zero(b - 1 - k);
        int pick = (int)(digit / block);
        digit %= block;
        rank[k] = available[pick];
        for (int j = pick; j < b - 1 - k; j++) available[j] = available[j + 1];
    }
}

void tree_child_ranks(const struct tree *t, const struct node *n, int *rank)
{
    int b = tree_branching(t, n);
    switch (t->spec.order) {
    case ORDER_BEST:
        for (int k = 0; k < b; k++) rank[k] = k;
        break;
    case ORDER_RANDOM: {
        /* Fisher-Yates with exact uniform draws: all b! orders equally likely. */
        struct stream s = node_stream(t, n);
        for (int k = 0; k < b; k++) rank[k] = k;
        for (int k = 0; k + 1 < b; k++) {
            int j = k + (int)stream_below(&s, (uint32_t)(b - k));
            int tmp = rank[k]; rank[k] = rank[j]; rank[j] = tmp;
        }
        break;
    }
    case ORDER_ENUMERATED:
        enumerated_ranks(t, n, b, rank);
        break;
    }
    if (n->depth == 0 && t->spec.root_first_rank >= 0) {
        int k = 0;
        while (rank[k] != t->spec.root_first_rank) k++;
        for (; k > 0; k--) rank[k] = rank[k - 1];
        rank[0] = t->spec.root_first_rank;
    }
}

struct node tree_child(const struct tree *t, const struct node *n, int k, int rank)
{
    int b = tree_branching(t, n);
    struct node c = { n->depth + 1, n->index * (uint64_t)b + (uint64_t)k,
                      n->path + t->scale * tree_arc_value(tree_kind(t, n), b, rank) };
    return c;
}

value_t tree_leaf_value(const struct tree *t, const struct node *leaf)
{
    if (t->spec.leaves == LEAVES_ARC_SUMS) return leaf->path;
    struct stream s = node_stream(t, leaf);
    uint32_t width = (uint32_t)(t->spec.uniform_hi - t->spec.uniform_lo + 1);
    return t->scale * (t->spec.uniform_lo + (value_t)stream_below(&s, width));
}

int tree_format_value(const struct tree *t, value_t v, char *buf, size_t len)
{
    value_t p = v, q = t->scale, a = v < 0 ? -v : v, b = q;
    while (b) {
        value_t r = a % b;
        a = b;
        b = r;
    }
    if (a > 1) { p /= a; q /= a; }
    return q == 1 ? snprintf(buf, len, "%lld", (long long)p)
                  : snprintf(buf, len, "%lld/%lld", (long long)p, (long long)q);
}
