/* search.c - see search.h.  Equation numbers refer to Ballard, "Search
 * procedures for perfect information trees containing chance nodes",
 * Duke CS-1982-8, sections 4 and 5. */
#include "search.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

const struct algorithm ALGORITHMS[] = {
    { "minimax", METHOD_EXHAUSTIVE, 0, "exhaustive *-minimax: every leaf, no pruning (the baseline)" },
    { "star1", METHOD_STAR, 0, "Star1 (section 4): alpha-beta windows through * nodes, eq. (2)-(4)" },
    { "star2", METHOD_STAR, 1, "Star2 (section 5): probe one leaf of each - node, then Star1 with eq. (5)-(8)" },
    { "cyclic", METHOD_STAR, PROBES_FROM_OPTION, "Star2 with K probing rounds (--probes K, default 2)" },
    { "bound", METHOD_LOWER_BOUND, 0, "lower bound: fewest leaves that prove the + node's value (oracle, not a search)" },
};
const int ALGORITHM_COUNT = (int)(sizeof ALGORITHMS / sizeof ALGORITHMS[0]);

int algorithm_find(const char *name)
{
    for (int i = 0; i < ALGORITHM_COUNT; i++)
        if (strcmp(ALGORITHMS[i].name, name) == 0) return i;
    return -1;
}

struct search_params algorithm_params(const struct algorithm *a, int probes)
{
    struct search_params p = { a->method, a->probe_rounds == PROBES_FROM_OPTION ? probes : a->probe_rounds };
    return p;
}

/* Scratch for the node being searched at each depth.  A node uses only its
 * own level's arrays; its descendants use deeper levels. */
struct level_scratch {
    int *ranks;           /* arc rank of each child */
    struct node *children;
    value_t *lo, *hi;     /* * nodes: known bounds on each child's value */
    int *probe_ranks;     /* * nodes: ranks of each child's children, row per child */
};

struct search_workspace {
    struct level_scratch level[TREE_MAX_DEPTH];
    value_t *minima;      /* lower bound: the - nodes' minima, a row per * child of the root */
    int depth;
};

void search_workspace_free(struct search_workspace *ws)
{
    if (!ws) return;
    for (int d = 0; d < ws->depth; d++) {
        free(ws->level[d].ranks);
        free(ws->level[d].children);
        free(ws->level[d].lo);
        free(ws->level[d].hi);
        free(ws->level[d].probe_ranks);
    }
    free(ws->minima);
    free(ws);
}

struct search_workspace *search_workspace_new(const struct tree_shape *shape)
{
    struct search_workspace *ws = calloc(1, sizeof *ws);
    if (!ws) return NULL;
    ws->depth = shape->depth;
    if (shape->depth >= 2) {
        ws->minima = malloc((size_t)shape->branching[0] * (size_t)shape->branching[1] * sizeof *ws->minima);
        if (!ws->minima) {
            free(ws);
            return NULL;
        }
    }
    for (int d = 0; d < shape->depth; d++) {
        size_t b = (size_t)shape->branching[d];
        size_t grand = d + 1 < shape->depth ? (size_t)shape->branching[d + 1] : 1;
        struct level_scratch *s = &ws->level[d];
        s->ranks = malloc(b * sizeof *s->ranks);
        s->children = malloc(b * sizeof *s->children);
        s->lo = malloc(b * sizeof *s->lo);
        s->hi = malloc(b * sizeof *s->hi);
        s->probe_ranks = shape->kind[d] == NODE_CHANCE ? malloc(b * grand * sizeof *s->probe_ranks) : NULL;
        if (!s->ranks || !s->children || !s->lo || !s->hi
            || (shape->kind[d] == NODE_CHANCE && !s->probe_ranks)) {
            search_workspace_free(ws);
            return NULL;
        }
    }
    return ws;
}

struct search {
    struct search_workspace *ws;
    const struct tree *t;
    const struct search_params *params;
    struct search_stats *stats;
};

/* Expands n into its level's scratch: children[k] in search order. */
static int expand(struct search *s, const struct node *n)
{
    struct level_scratch *ls = &s->ws->level[n->depth];
    int b = tree_branching(s->t, n);
    tree_child_ranks(s->t, n, ls->ranks);
    for (int k = 0; k < b; k++)
        ls->children[k] = tree_child(s->t, n, k, ls->ranks[k]);
    return b;
}

/* Exhaustive *-minimax: the definition, with no window. */
static value_t minimax(struct search *s, const struct node *n)
{
    s->stats->nodes++;
    enum node_kind kind = tree_kind(s->t, n);
    if (kind == NODE_LEAF) {
        s->stats->leaves++;
        return tree_leaf_value(s->t, n);
    }
    int b = expand(s, n);
    const struct node *children = s->ws->level[n->depth].children;
    value_t best = minimax(s, &children[0]), sum = best;
    for (int k = 1; k < b; k++) {
        value_t v = minimax(s, &children[k]);
        sum += v;
        if (kind == NODE_MAX ? v > best : v < best) best = v;
    }
    if (kind != NODE_CHANCE) return best;
    assert(sum % b == 0); /* the scale makes every chance average an integer */
    return sum / b;
}

static value_t search(struct search *s, const struct node *n, value_t alpha, value_t beta);

/* The probing phase (Star2, section 5; cyclic probing when rounds > 1).
 * Probing a child of a - child yields an upper bound on that - node (a min is
 * at most any of its children); probing below a + child yields a lower bound.
 * Round r probes the r-th child of every child in turn and tightens that
 * child's bound.  With equal probabilities the * node's value is the mean of
 * its children, so once the sum of the upper bounds is <= b*alpha (eq. (5))
 * the node is worth at most alpha and is cut off; symmetrically for + children
 * once the sum of lower bounds is >= b*beta.  Returns the side it cut off on.
 *
 * Probing runs only when it can pay: below - children only if alpha > L.
 * With alpha == L a probe cutoff needs every probe to return L exactly, and
 * the best-case figures of Table II (e.g. 5 leaves, not 7, for N = 2) show
 * that Ballard's Star2 does not probe while no alpha has been established. */
enum cutoff { NO_CUTOFF, CUT_LOW, CUT_HIGH };

static enum cutoff probe_phase(struct search *s, const struct node *n, value_t alpha, value_t beta,
                       value_t *sum_lo, value_t *sum_hi)
{
    const struct tree *t = s->t;
    struct level_scratch *ls = &s->ws->level[n->depth];
    int b = tree_branching(t, n);
    enum node_kind child_kind = tree_kind(t, &ls->children[0]);
    int probes_min_children = child_kind == NODE_MIN;
    if (child_kind != NODE_MIN && child_kind != NODE_MAX) return NO_CUTOFF;
    if (probes_min_children ? alpha <= t->lo : beta >= t->hi) return NO_CUTOFF;

    value_t *bound = probes_min_children ? ls->hi : ls->lo;
    value_t *bound_sum = probes_min_children ? sum_hi : sum_lo;
    const value_t target = (value_t)b * (probes_min_children ? alpha : beta);
    int grand_b = tree_branching(t, &ls->children[0]);
    for (int i = 0; i < b; i++)
        tree_child_ranks(t, &ls->children[i], &ls->probe_ranks[(size_t)i * (size_t)grand_b]);

    for (int round = 0; round < s->params->probe_rounds && round < grand_b; round++) {
        for (int i = 0; i < b; i++) {
            const struct node *child = &ls->children[i];
            struct node probe = tree_child(t, child, round, ls->probe_ranks[(size_t)i * (size_t)grand_b + (size_t)round]);
            /* The probe's window: a result past `cut` cuts the * node off at
             * once (eq. (6)-(7)).  Its other side stays at U (L): a fail-high
             * result would be only a lower bound on the probed node, and so no
             * upper bound on the - node. */
            value_t cut = target - (*bound_sum - bound[i]);
            value_t w = probes_min_children ? search(s, &probe, cut > t->lo ? cut : t->lo, t->hi)
                                            : search(s, &probe, t->lo, cut < t->hi ? cut : t->hi);
            if (probes_min_children ? w < bound[i] : w > bound[i]) {
                *bound_sum += w - bound[i];
                bound[i] = w;
            }
            if (probes_min_children ? *bound_sum <= target : *bound_sum >= target) {
                s->stats->probe_cutoffs++;
                return probes_min_children ? CUT_LOW : CUT_HIGH;
            }
        }
    }
    return NO_CUTOFF;
}

/* A * node with b equally likely children (Star1 with the bounds that
 * probing found; Star1 itself when no probing is done). */
static value_t chance_node(struct search *s, const struct node *n, value_t alpha, value_t beta)
{
    const struct tree *t = s->t;
    struct level_scratch *ls = &s->ws->level[n->depth];
    int b = expand(s, n);

    /* 1. Nothing seen yet: every child lies in [L, U]. */
    for (int i = 0; i < b; i++) {
        ls->lo[i] = t->lo;
        ls->hi[i] = t->hi;
    }
    value_t sum_lo = (value_t)b * t->lo, sum_hi = (value_t)b * t->hi;

    /* 2. Probing phase: tightens the bounds, may cut off. */
    if (s->params->probe_rounds > 0) {
        enum cutoff cut = probe_phase(s, n, alpha, beta, &sum_lo, &sum_hi);
        if (cut != NO_CUTOFF) return cut == CUT_LOW ? alpha : beta;
    }

    /* 3. Regular phase, left to right.  Before searching child i,
     *    A_i = b*alpha - (V_1 + ... + V_{i-1}) - (hi_{i+1} + ... + hi_b)   eq. (2a), (6)
     *    B_i = b*beta  - (V_1 + ... + V_{i-1}) - (lo_{i+1} + ... + lo_b)   eq. (2b)
     * V_i <= A_i proves the mean <= alpha even if every later child reaches
     * its upper bound; V_i >= B_i proves it >= beta.  The child is searched
     * with [A_i, B_i] clipped to [L, U] (Star1's AX, BX). */
    value_t seen = 0;
    for (int i = 0; i < b; i++) {
        sum_lo -= ls->lo[i];
        sum_hi -= ls->hi[i];
        value_t a_i = (value_t)b * alpha - seen - sum_hi;
        value_t b_i = (value_t)b * beta - seen - sum_lo;
        value_t v = search(s, &ls->children[i], a_i > t->lo ? a_i : t->lo, b_i < t->hi ? b_i : t->hi);
        if (v <= a_i || v >= b_i) {
            s->stats->regular_cutoffs++;
            return v <= a_i ? alpha : beta;
        }
        seen += v;
    }
    assert(seen % b == 0); /* the scale makes every chance average an integer */
    return seen / b;
}

static value_t search(struct search *s, const struct node *n, value_t alpha, value_t beta)
{
    s->stats->nodes++;
    enum node_kind kind = tree_kind(s->t, n);
    switch (kind) {
    case NODE_LEAF:
        s->stats->leaves++;
        return tree_leaf_value(s->t, n);
    case NODE_CHANCE:
        return chance_node(s, n, alpha, beta);
    case NODE_MAX:
    case NODE_MIN: {
        /* Ordinary alpha-beta; a child equal to the bound already cuts off
         * (section 3: an equally good line has been searched). */
        int b = expand(s, n);
        const struct node *children = s->ws->level[n->depth].children;
        for (int k = 0; k < b; k++) {
            value_t v = search(s, &children[k], alpha, beta);
            if (kind == NODE_MAX) {
                if (v >= beta) return beta;
                if (v > alpha) alpha = v;
            } else {
                if (v <= alpha) return alpha;
                if (v < beta) beta = v;
            }
        }
        return kind == NODE_MAX ? alpha : beta;
    }
    }
    return 0;
}

static int compare_values(const void *a, const void *b)
{
    value_t x = *(const value_t *)a, y = *(const value_t *)b;
    return (x > y) - (x < y);
}

static value_t lower_bound(struct search *s, uint64_t *leaves_needed)
{
    const struct tree *t = s->t;
    struct node root = tree_root();
    struct level_scratch *top = &s->ws->level[0], *mid = &s->ws->level[1];
    int b = expand(s, &root), best = 0;
    int c = t->spec.shape.branching[1], leaves_per_minus = t->spec.shape.branching[2];
    /* 1. Every - node's minimum (row i: the * child i), each * child's
     *    value (top->hi[i]) and the best of them. */
    for (int i = 0; i < b; i++) {
        value_t *row = &s->ws->minima[(size_t)i * (size_t)c], sum = 0;
        expand(s, &top->children[i]);
        for (int j = 0; j < c; j++) sum += row[j] = minimax(s, &mid->children[j]);
        top->hi[i] = sum / c;
        if (top->hi[i] > top->hi[best]) best = i;
    }
    /* 2. The best * node in full: every leaf, to prove each - node's minimum
     *    exact.  Any other: the k smallest minima (one leaf each) with U for
     *    the c - k others must average <= the best value (eq. (9)). */
    uint64_t leaves = (uint64_t)c * (uint64_t)leaves_per_minus;
    for (int i = 0; i < b; i++) {
        if (i == best) continue;
        value_t *row = &s->ws->minima[(size_t)i * (size_t)c];
        qsort(row, (size_t)c, sizeof *row, compare_values);
        value_t sum = (value_t)c * t->hi;
        int k = 0;
        while (sum > (value_t)c * top->hi[best]) sum += row[k++] - t->hi;
        leaves += (uint64_t)k;
    }
    *leaves_needed = leaves;
    return top->hi[best];
}

value_t search_node(struct search_workspace *ws, const struct tree *t,
                    const struct search_params *params, const struct node *n,
                    value_t alpha, value_t beta, struct search_stats *stats)
{
    struct search s = { ws, t, params, stats };
    switch (params->method) {
    case METHOD_EXHAUSTIVE: return minimax(&s, n);
    case METHOD_STAR: return search(&s, n, alpha, beta);
    case METHOD_LOWER_BOUND: break;
    }
    /* The bound is defined at the root of a 2-ply tree only.  The leaves read
     * to compute it are the oracle's and are not counted; the bound is. */
    assert(n->depth == 0 && t->spec.shape.depth == 3);
    struct search_stats uncounted = { 0, 0, 0, 0 };
    uint64_t leaves;
    s.stats = &uncounted;
    value_t v = lower_bound(&s, &leaves);
    stats->leaves += leaves;
    return v;
}

value_t search_root(struct search_workspace *ws, const struct tree *t,
                    const struct search_params *params, struct search_stats *stats)
{
    struct node root = tree_root();
    return search_node(ws, t, params, &root, t->lo, t->hi, stats);
}
