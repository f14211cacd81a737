/* mcts.c - see mcts.h. */
#include "core/mcts.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "core/mix64.h"

/* A node of the grown tree: the source's node, and what the play-outs
 * through it brought back.  Its children, once expanded, are `count`
 * consecutive records from `first`. */
struct grown {
    struct node node;
    value_t weight;   /* as a * node's outcome: its weight; else 1 */
    uint64_t visits;
    double sum;       /* of the play-outs' leaf values, in the tree's units */
    int64_t first;    /* -1: not expanded */
    int count;
    int position;     /* among its parent's children as the source hands them out */
    int valued;       /* MCTS_LEAF_EVAL: `value` holds its static evaluation (or leaf value) */
    value_t value;
};

struct grower {
    const struct tree *t;
    const struct search_params *params;
    struct grown *nodes;
    size_t used, room;
    int *scratch;     /* a cursor's scratch (t->cursor_scratch ints) */
    uint64_t rng;     /* splitmix64 state */
    struct search_stats *stats;
};

static uint64_t next_random(struct grower *g)
{
    g->rng += 0x9e3779b97f4a7c15ULL;
    return mix64(g->rng);
}

/* A draw from 0..total-1 (total >= 1), unbiased enough for weights below
 * 2^40: the modulo's bias is below 2^-24. */
static value_t draw_below(struct grower *g, value_t total)
{
    return (value_t)(next_random(g) % (uint64_t)total);
}

const char *const MCTS_LEAF_NAMES[MCTS_LEAF_COUNT] = { "random", "eval" };

/* 1. Growing. */

static int64_t add(struct grower *g, const struct node *n, value_t weight)
{
    if (g->used == g->room) {
        size_t room = g->room ? 2 * g->room : 1024;
        struct grown *grown = realloc(g->nodes, room * sizeof *grown);
        if (!grown) return -1;
        g->nodes = grown;
        g->room = room;
    }
    g->nodes[g->used] = (struct grown){ .node = *n, .weight = weight, .first = -1 };
    return (int64_t)g->used++;
}

/* A node's static value: a leaf's value, or the source's evaluation of an
 * inner node (every call counted by the view as an evaluation). */
static value_t static_value(struct grower *g, const struct node *n)
{
    return n->kind == NODE_LEAF ? tree_leaf_value(g->t, n) : g->t->ops->evaluate(g->t, n);
}

/* Whether child a of a + (MIN: -) node comes before b: the better static
 * value for the side to move, ties in the source's order. */
static int before(const struct grown *a, const struct grown *b, enum node_kind side)
{
    if (a->value != b->value) return side == NODE_MIN ? a->value < b->value : a->value > b->value;
    return a->position < b->position;
}

/* MCTS_LEAF_EVAL: the + or - node i's children valued and put best first
 * (insertion sort: stable, and the records are fresh, so nothing points at
 * them yet); widening opens them in this order. */
static void order_children(struct grower *g, int64_t i)
{
    const struct grown *p = &g->nodes[i];
    struct grown *c = g->nodes + p->first;
    for (int k = 0; k < p->count; k++) {
        c[k].value = static_value(g, &c[k].node);
        c[k].valued = 1;
    }
    for (int k = 1; k < p->count; k++) {
        struct grown x = c[k];
        int j = k;
        for (; j > 0 && before(&x, &c[j - 1], p->node.kind); j--) c[j] = c[j - 1];
        c[j] = x;
    }
}

/* Node i's children, read once from the source in its order (moves put in
 * the evaluation's order where nodes are valued by it). */
static int expand(struct grower *g, int64_t i)
{
    struct tree_cursor c;
    struct node child, parent = g->nodes[i].node;
    value_t weight;
    int64_t first = -1;
    int count = 0;
    memset(g->scratch, 0, (size_t)g->t->cursor_scratch * sizeof *g->scratch);
    tree_open(g->t, &parent, &c, g->scratch);
    while (tree_next(&c, &child, &weight)) {
        int64_t k = add(g, &child, weight);
        if (k < 0) return -1;
        g->nodes[k].position = count;
        if (first < 0) first = k;
        count++;
    }
    g->nodes[i].first = first;
    g->nodes[i].count = count;
    if (g->params->mcts_leaf == MCTS_LEAF_EVAL && parent.kind != NODE_CHANCE && count > 0) order_children(g, i);
    return 0;
}

/* One random play-out from n to a leaf: moves uniform, outcomes by their
 * weights.  The leaf's value. */
static value_t play_out(struct grower *g, struct node n)
{
    while (n.kind != NODE_LEAF) {
        struct tree_cursor c;
        struct node child, chosen = n;
        value_t weight, target;
        memset(g->scratch, 0, (size_t)g->t->cursor_scratch * sizeof *g->scratch);
        tree_open(g->t, &n, &c, g->scratch);
        if (n.kind == NODE_CHANCE) {
            target = draw_below(g, c.total);
            while (tree_next(&c, &child, &weight) && (chosen = child, target >= weight)) target -= weight;
        } else {
            target = draw_below(g, c.count);
            for (value_t k = 0; k <= target && tree_next(&c, &child, &weight); k++) chosen = child;
        }
        n = chosen;
        g->stats->nodes++;
    }
    g->stats->leaves++;
    return tree_leaf_value(g->t, &n);
}

/* 2. Choosing a child. */

/* The mean of node k seen from the side to move at its parent (kind):
 * scaled to [0, 1], 1 best for that side. */
static double side_mean(const struct grower *g, const struct grown *k, enum node_kind parent)
{
    double range = (double)(g->t->hi - g->t->lo), mean = k->sum / (double)k->visits;
    double q = range > 0 ? (mean - (double)g->t->lo) / range : 0.5;
    return parent == NODE_MIN ? 1 - q : q;
}

/* Progressive widening: of a node visited `visits` times, the children
 * considered, max(1, ceil(C sqrt(visits))) (all of them without it). */
static int considered(const struct grower *g, const struct grown *p)
{
    if (g->params->widening_milli == 0) return p->count;
    double k = ceil(g->params->widening_milli / 1000.0 * sqrt((double)p->visits));
    return k < 1 ? 1 : k > p->count ? p->count : (int)k;
}

/* A + or - node's child among those considered: the first not yet tried
 * (in the evaluation's order where it ordered them), else UCB1's best. */
static int64_t select_move(const struct grower *g, const struct grown *p, double exploration)
{
    int64_t best = p->first, end = p->first + considered(g, p);
    double best_score = -1;
    for (int64_t k = p->first; k < end; k++) {
        const struct grown *c = &g->nodes[k];
        if (c->visits == 0) return k;
        double score = side_mean(g, c, p->node.kind)
                       + exploration * sqrt(log((double)p->visits) / (double)c->visits);
        if (score > best_score) {
            best_score = score;
            best = k;
        }
    }
    return best;
}

/* A * node's outcome, drawn by the weights; with widening (double
 * progressive widening), once as many outcomes as considered() have been
 * tried, drawn by the weights among those tried only. */
static int64_t select_outcome(struct grower *g, const struct grown *p)
{
    int tried = 0;
    for (int64_t k = p->first; k < p->first + p->count; k++) tried += g->nodes[k].visits > 0;
    int among_tried = g->params->widening_milli > 0 && tried >= considered(g, p);
    value_t total = 0;
    for (int64_t k = p->first; k < p->first + p->count; k++)
        if (!among_tried || g->nodes[k].visits > 0) total += g->nodes[k].weight;
    value_t target = draw_below(g, total);
    int64_t k = p->first;
    for (;; k++) {
        if (among_tried && g->nodes[k].visits == 0) continue;
        if (target < g->nodes[k].weight) break;
        target -= g->nodes[k].weight;
    }
    return k;
}

/* 3. A play-out from the root: down by the rules above to a leaf or a
 * node reached for the first time (its value a random play-out), the
 * value added on the way back.  0, or -1 out of memory. */
static int playout(struct grower *g, double exploration, int64_t *path, int room)
{
    int depth = 0;
    int64_t i = 0;
    value_t v;
    path[depth++] = 0;
    for (;;) {
        struct grown *n = &g->nodes[i];
        g->stats->nodes++;
        if (n->node.kind == NODE_LEAF) {
            g->stats->leaves++;
            v = tree_leaf_value(g->t, &n->node);
            break;
        }
        if (n->visits == 0 && i != 0) { /* reached first: its value */
            if (g->params->mcts_leaf != MCTS_LEAF_EVAL) v = play_out(g, n->node);
            else v = n->valued ? n->value : static_value(g, &n->node);
            break;
        }
        if (n->first < 0 && expand(g, i) != 0) return -1;
        n = &g->nodes[i]; /* expand may move the records */
        i = n->node.kind == NODE_CHANCE ? select_outcome(g, n) : select_move(g, n, exploration);
        if (depth < room) path[depth++] = i;
    }
    for (int k = 0; k < depth; k++) {
        g->nodes[path[k]].visits++;
        g->nodes[path[k]].sum += (double)v;
    }
    return 0;
}

/* The root's move: its most visited child (ties: the better mean for the
 * side to move, then the first). */
static int64_t most_visited(const struct grower *g)
{
    const struct grown *root = &g->nodes[0];
    int64_t best = root->first;
    for (int64_t k = root->first + 1; k < root->first + root->count; k++) {
        const struct grown *c = &g->nodes[k], *b = &g->nodes[best];
        if (c->visits > b->visits
            || (c->visits == b->visits && c->visits > 0
                && side_mean(g, c, root->node.kind) > side_mean(g, b, root->node.kind)))
            best = k;
    }
    return best;
}

/* Whether `playouts` play-outs have spent the budget (search_params.budget).
 * Evaluations: also after as many play-outs, since a tree whose frontier
 * is all known evaluates no more. */
static int spent(const struct search_budget *b, const struct search_stats *stats, double started, uint64_t playouts)
{
    switch (b->kind) {
    case BUDGET_EVALS: return stats->evaluations >= b->limit || playouts >= b->limit;
    case BUDGET_NODES: return stats->nodes >= b->limit;
    case BUDGET_TIME: return (clock_thread_cpu_seconds() - started) * 1000 >= (double)b->limit;
    case BUDGET_NONE: break;
    }
    return 0;
}

int mcts_search(const struct tree *t, const struct search_params *params, struct search_stats *stats,
                value_t *value, int *best)
{
    double started = clock_thread_cpu_seconds();
    struct grower g = { t, params, NULL, 0, 0, calloc((size_t)t->cursor_scratch + 1, sizeof(int)), 0, stats };
    int64_t *path = malloc(((size_t)t->depth + 2) * sizeof *path);
    double exploration = params->exploration_milli / 1000.0;
    int rc = g.scratch && path && add(&g, &t->root, 1) == 0 ? 0 : -1;
    g.rng = params->mcts_seed ^ tree_node_hash(&t->root);
    uint64_t playouts = params->budget.kind == BUDGET_NONE ? params->playouts : MCTS_MAX_PLAYOUTS; /* or the budget */
    for (uint64_t p = 0; rc == 0 && p < playouts && (p == 0 || !spent(&params->budget, stats, started, p)); p++)
        rc = playout(&g, exploration, path, t->depth + 2);
    *best = -1;
    if (rc == 0) {
        const struct grown *root = &g.nodes[0], *chosen = root;
        if (root->node.kind != NODE_CHANCE && root->node.kind != NODE_LEAF && root->count > 0) {
            int64_t k = most_visited(&g);
            *best = g.nodes[k].position;
            chosen = &g.nodes[k];
        }
        *value = chosen->visits ? (value_t)llround(chosen->sum / (double)chosen->visits) : t->lo;
    }
    free(g.nodes);
    free(g.scratch);
    free(path);
    return rc;
}
