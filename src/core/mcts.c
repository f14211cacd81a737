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
};

struct grower {
    const struct tree *t;
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
    g->nodes[g->used] = (struct grown){ *n, weight, 0, 0, -1, 0 };
    return (int64_t)g->used++;
}

/* Node i's children, read once from the source in its order. */
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
        if (first < 0) first = k;
        count++;
    }
    g->nodes[i].first = first;
    g->nodes[i].count = count;
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

/* A + or - node's child: the first not yet tried, else UCB1's best. */
static int64_t select_move(const struct grower *g, const struct grown *p, double exploration)
{
    int64_t best = p->first;
    double best_score = -1;
    for (int64_t k = p->first; k < p->first + p->count; k++) {
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

/* A * node's outcome, drawn by the weights. */
static int64_t select_outcome(struct grower *g, const struct grown *p)
{
    value_t total = 0;
    for (int64_t k = p->first; k < p->first + p->count; k++) total += g->nodes[k].weight;
    value_t target = draw_below(g, total);
    int64_t k = p->first;
    while (target >= g->nodes[k].weight) target -= g->nodes[k++].weight;
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
        if (n->visits == 0 && i != 0) {
            v = play_out(g, n->node);
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
    struct grower g = { t, NULL, 0, 0, calloc((size_t)t->cursor_scratch + 1, sizeof(int)), 0, stats };
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
            *best = (int)(k - root->first);
            chosen = &g.nodes[k];
        }
        *value = chosen->visits ? (value_t)llround(chosen->sum / (double)chosen->visits) : t->lo;
    }
    free(g.nodes);
    free(g.scratch);
    free(path);
    return rc;
}
