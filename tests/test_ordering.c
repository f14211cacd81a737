/* test_ordering.c - orderings that need no oracle (horizon.h's views,
 * search_params.rank_probes) against independent computations.
 *
 * An ordering may change what a search reads, never what it returns: on
 * every model, D = 1..4, C in {1, 2, 6, 21}, dice and random weights, with
 * and without a horizon and noise, every algorithm with and without rank
 * probes must return exactly the value of the same view without the
 * ordering (test_horizon checks that one against its own reference), and
 * the move it chooses must be a best one.  The orders themselves are
 * recomputed here from the base tree (keys from the source's evaluate or
 * the leaf's value, a stable sort written here), and the rank probes'
 * order is read from a trace of the search.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "sources/generator.h"
#include "core/horizon.h"
#include "core/search.h"
#include "spec.h"
#include "core/tree.h"
#include "sources/treefile.h"

static const struct search_params ALGOS[] = {
    { .method = METHOD_EXHAUSTIVE },
    { .method = METHOD_STAR },
    { .method = METHOD_STAR, .probe_rounds = 1 },
    { .method = METHOD_STAR, .probe_rounds = 2 },
    { .method = METHOD_STAR, .probe_rounds = 1, .cutoff = CUTOFF_STRICT },
    { .method = METHOD_STAR, .probe_rounds = 0, .rank_probes = 1 },
    { .method = METHOD_STAR, .probe_rounds = 1, .rank_probes = 1 },
    { .method = METHOD_STAR, .probe_rounds = 2, .rank_probes = 3 },
    { .method = METHOD_STAR, .probe_rounds = 1, .rank_probes = 2, .cutoff = CUTOFF_STRICT },
    { .method = METHOD_STAR, .history = 1 },
    { .method = METHOD_STAR, .probe_rounds = 1, .history = 1 },
    { .method = METHOD_STAR, .probe_rounds = 2, .history = 1, .probe_by_outcome = 1 },
    { .method = METHOD_STAR, .probe_rounds = 1, .history = 1, .pvs = 1, .cutoff = CUTOFF_STRICT },
    { .method = METHOD_STAR, .probe_rounds = 1, .history = 1, .rank_probes = 1 },
};
static const char *const ALGO_NAME[] = { "minimax", "star1", "star2", "cyclic2", "strict star2", "star1 rank 1",
                                         "star2 rank 1", "cyclic2 rank 3", "strict star2 rank 2", "star1 history",
                                         "star2 history", "star25 history", "strict star2pvs history",
                                         "star2 history rank 1" };
#define ALGO_COUNT ((int)(sizeof ALGOS / sizeof ALGOS[0]))

static int scratch_pool[2][1 << 14];

/* One child as the base hands it out, with the key the view should sort by. */
struct keyed {
    struct node node;
    value_t weight, key;
};

/* The base's children of n with their keys (larger first), in the base's
 * order; the count.  A + or - node's child is keyed by its evaluation in
 * the view's units (the source's evaluate: the view's without noise; a
 * leaf by its value), a * node's by its weight. */
static int keyed_children(const struct horizon_tree *h, const struct node *n, struct keyed *out)
{
    const struct tree *base = h->base;
    struct tree_cursor c;
    int count = 0;
    tree_open(base, n, &c, scratch_pool[0]);
    for (; tree_next(&c, &out[count].node, &out[count].weight); count++) {
        struct keyed *k = &out[count];
        if (n->kind == NODE_CHANCE) k->key = k->weight;
        else if (k->node.kind == NODE_LEAF) k->key = h->factor * tree_leaf_value(base, &k->node);
        else k->key = base->ops->evaluate(base, &k->node);
        if (n->kind == NODE_MIN) k->key = -k->key;
    }
    return count;
}

/* Walks the view below n (a node of both) and checks that each node hands
 * out exactly the base's children, a reordered one sorted by key, larger
 * first, ties in the base's order (an insertion sort here: stable by
 * construction).  For the source's evaluation without noise. */
static void check_order(const struct horizon_tree *h, const struct node *n, int depth_left)
{
    struct keyed base_children[64];
    struct node view_child;
    value_t w;
    int count = keyed_children(h, n, base_children);
    /* eval-above: not the nodes whose children are at the horizon (moves_above + 1 = H). */
    int frontier = h->spec.horizon > 0 && h->base->ops->moves_above(h->base, n) + 1 >= h->spec.horizon;
    int reordered = n->kind == NODE_CHANCE ? h->spec.chance_order == CHANCE_ORDER_LIKELY
                                           : h->spec.order == MOVE_ORDER_EVAL
                                             || (h->spec.order == MOVE_ORDER_EVAL_ABOVE && !frontier);
    for (int i = 1; reordered && i < count; i++) {
        struct keyed x = base_children[i];
        int j = i;
        for (; j > 0 && x.key > base_children[j - 1].key; j--) base_children[j] = base_children[j - 1];
        base_children[j] = x;
    }
    struct tree_cursor vc;
    int vcount = 0;
    tree_open(&h->tree, n, &vc, scratch_pool[1]);
    for (; tree_next(&vc, &view_child, &w); vcount++)
        CHECK(vcount < count && view_child.id == base_children[vcount].node.id && w == base_children[vcount].weight,
              "child %d of a %s node at depth %d is not the base's child in the expected order", vcount,
              n->kind == NODE_CHANCE ? "*" : "move", n->depth);
    CHECK_EQ_INT(vcount, count, "the view hands out as many children as the base");
    for (int i = 0; depth_left > 0 && i < count; i++) {
        const struct node *child = &base_children[i].node;
        int scored = h->spec.horizon > 0 && child->kind != NODE_LEAF
                     && h->base->ops->moves_above(h->base, child) >= h->spec.horizon;
        if (child->kind != NODE_LEAF && !scored) check_order(h, child, depth_left - 1);
    }
}

/* The trace of the root's * children entered by the regular search (not
 * by a probe), in order: their positions (record_entry; a history check
 * records every + or - node's children entered, depth below). */
struct entered {
    int positions[64];
    int count;
};

static void record_entry(void *arg, const struct search_event *e)
{
    struct entered *r = arg;
    if (e->kind == EVENT_ENTER && !e->probing && e->node->depth == 1 && r->count < 64)
        r->positions[r->count++] = e->position;
}

/* Section 7.4's rank probes, recomputed: each * child's first K outcomes'
 * exact values, weighted; the * children best first, stably. */
static void check_rank_order(struct search_workspace *ws, const struct tree *t, const struct search_params *p,
                             const char *label)
{
    struct node star[64], outcome;
    value_t num[64], den[64], w, unit;
    int order[64], b = 0;
    struct tree_cursor c, oc;
    if (t->root.kind != NODE_MAX) return;
    tree_open(t, &t->root, &c, scratch_pool[0]);
    for (; tree_next(&c, &star[b], &unit); b++) {
        if (star[b].kind != NODE_CHANCE) return; /* not ranked */
        num[b] = den[b] = 0;
        order[b] = b;
    }
    for (int i = 0; i < b; i++) {
        tree_open(t, &star[i], &oc, scratch_pool[1]);
        for (int j = 0; j < p->rank_probes && tree_next(&oc, &outcome, &w); j++) {
            struct search_stats unused = { 0 };
            num[i] += w * search_node(ws, t, &ALGOS[0], &outcome, t->lo, t->hi, &unused);
            den[i] += w;
        }
    }
    __extension__ typedef __int128 i128;
    for (int i = 1; i < b; i++) {
        int x = order[i], j = i;
        for (; j > 0 && (i128)num[x] * den[order[j - 1]] > (i128)num[order[j - 1]] * den[x]; j--)
            order[j] = order[j - 1];
        order[j] = x;
    }
    struct entered seen = { { 0 }, 0 };
    struct search_stats st = { 0 };
    search_workspace_trace(ws, record_entry, &seen);
    search_root(ws, t, p, &st);
    search_workspace_trace(ws, NULL, NULL);
    /* The search enters the * children in the ranked order, up to a cutoff at the root. */
    CHECK(seen.count >= 1 && seen.count <= b, "%s: %d * children entered of %d", label, seen.count, b);
    for (int k = 0; k < seen.count; k++)
        CHECK_EQ_INT(seen.positions[k], order[k], "%s: the %d-th * child searched", label, k + 1);
}

static int trees_checked;

/* One base tree under one view spec: the order, every algorithm's value
 * and move, and horizon_root_positions. */
static void check_view(const char *label, const struct tree *base, const struct horizon_spec *hs,
                       struct search_workspace *ws, struct search_workspace *oracle_ws)
{
    struct horizon_tree view, plain;
    struct horizon_spec unordered = *hs;
    char err[200];
    unordered.order = MOVE_ORDER_TREE;
    unordered.chance_order = CHANCE_ORDER_TREE;
    CHECK(horizon_init(&view, base, hs, oracle_ws, err, sizeof err) == 0, "%s: view refused: %s", label, err);
    CHECK(horizon_init(&plain, base, &unordered, oracle_ws, err, sizeof err) == 0, "%s: %s", label, err);
    const struct tree *reference_tree = horizon_spec_has_view(&unordered) ? &plain.tree : base;
    if (hs->eval != EVAL_ORACLE && hs->noise == 0) check_order(&view, &base->root, 3);
    struct search_stats st = { 0 };
    value_t want = search_root(ws, reference_tree, &ALGOS[0], &st).value;
    if (reference_tree == base) want *= view.factor; /* the view's units */
    value_t children[64];
    int count = search_root_child_values(ws, &view.tree, &SEARCH_EXHAUSTIVE, children, 64);
    for (int a = 0; a < ALGO_COUNT; a++) {
        memset(&st, 0, sizeof st);
        struct search_result r = search_root(ws, &view.tree, &ALGOS[a], &st);
        CHECK_EQ_INT(r.value, want, "%s: %s value", label, ALGO_NAME[a]);
        if (count > 0) CHECK_EQ_INT(children[r.best], want, "%s: %s chose a child that is not best", label, ALGO_NAME[a]);
        struct search_params move = ALGOS[a];
        move.goal = GOAL_MOVE;
        if (move.method == METHOD_EXHAUSTIVE || count == 0) continue;
        r = search_root(ws, &view.tree, &move, &st);
        CHECK_EQ_INT(children[r.best], want, "%s: %s goal move chose a child that is not best", label, ALGO_NAME[a]);
    }
    for (int a = 0; a < ALGO_COUNT; a++)
        if (ALGOS[a].rank_probes && !ALGOS[a].history) check_rank_order(ws, &view.tree, &ALGOS[a], label);
    /* The view's k-th root child is the base's positions[k]-th (horizon_root_positions). */
    int positions[64];
    if (count > 0) CHECK_EQ_INT(horizon_root_positions(&view, positions, 64), count, "%s: root positions", label);
    for (int k = 0; k < count; k++) {
        struct tree_cursor c;
        struct node vchild, bchild;
        value_t w;
        tree_open(&view.tree, &view.tree.root, &c, scratch_pool[0]);
        for (int i = 0; i <= k; i++) tree_next(&c, &vchild, &w);
        int p = positions[k];
        tree_open(base, &base->root, &c, scratch_pool[0]);
        for (int i = 0; i <= p; i++) tree_next(&c, &bchild, &w);
        CHECK(p >= 0 && bchild.id == vchild.id, "%s: root child %d of the view is not the base's %d-th", label, k, p);
    }
    trees_checked++;
}

static void test_generated(void)
{
    static const struct { int plies, n, c; enum chance_probs probs; const char *model, *eval; int trees; } CASES[] = {
        { 1, 4, 4, PROBS_UNIFORM, "fuller", "path", 60 },  { 2, 4, 4, PROBS_UNIFORM, "fuller", "path", 150 },
        { 2, 5, 2, PROBS_RANDOM, "fuller", "path", 150 },  { 3, 3, 2, PROBS_UNIFORM, "fuller", "path", 100 },
        { 3, 3, 1, PROBS_UNIFORM, "fuller", "path", 60 },  { 4, 2, 2, PROBS_RANDOM, "fuller", "path", 40 },
        { 3, 2, 6, PROBS_RANDOM, "fuller", "path", 30 },   { 2, 3, 21, PROBS_DICE, "fuller", "path", 30 },
        { 3, 3, 2, PROBS_UNIFORM, "uniform", NULL, 60 },   { 3, 2, 2, PROBS_RANDOM, "nau", "wins", 60 },
        { 3, 2, 3, PROBS_RANDOM, "pearl", "wins", 60 },    { 2, 2, 21, PROBS_DICE, "pearl", "wins", 20 },
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        struct gen_spec spec = test_spec(CASES[i].plies, CASES[i].n, CASES[i].c, CASES[i].probs, CASES[i].model,
                                         ORDER_RANDOM, 23, 1, 2);
        spec.eval = CASES[i].eval ? &GEN_EVALS[gen_eval_find(CASES[i].eval)] : NULL;
        char err[200];
        CHECK(gen_spec_check(&spec, err, sizeof err) == 0, "spec refused: %s", err);
        struct gen_tree g;
        gen_tree_init(&g, &spec, 0);
        struct horizon_tree widest;
        struct horizon_spec both = { .eval = EVAL_ORACLE, .order = MOVE_ORDER_EVAL, .chance_order = CHANCE_ORDER_LIKELY };
        horizon_init(&widest, &g.tree, &both, NULL, err, sizeof err);
        struct search_workspace *ws = search_workspace_new(&widest.tree), *oracle_ws = search_workspace_new(&g.tree);
        for (int trial = 0; trial < CASES[i].trees; trial++) {
            gen_tree_init(&g, &spec, (uint64_t)trial);
            for (int v = 0; v < 12; v++) {
                /* v: the move order (v % 3), the chance order (v / 3 % 2), a horizon (v / 6: H = D - 1 when
                 * D > 1), noise and oracle by trial */
                static const enum move_order ORDERS[] = { MOVE_ORDER_TREE, MOVE_ORDER_EVAL, MOVE_ORDER_EVAL_ABOVE };
                struct horizon_spec hs = { .horizon = v / 6 && spec.plies > 1 ? spec.plies - 1 : 0,
                                           .eval = CASES[i].eval && trial % 4 ? EVAL_SOURCE : EVAL_ORACLE,
                                           .eval_name = "test", .noise = trial % 3 == 2, .noise_seed = 5,
                                           .order = ORDERS[v % 3],
                                           .chance_order = v / 3 % 2 ? CHANCE_ORDER_LIKELY : CHANCE_ORDER_TREE };
                char label[160];
                snprintf(label, sizeof label, "D=%d N=%d C=%d %s %s trial %d: H=%d order %s chance %s %s noise %d",
                         spec.plies, spec.n, spec.c, GEN_PROBS_NAMES[spec.probs], CASES[i].model, trial, hs.horizon,
                         HORIZON_MOVE_ORDER_NAMES[hs.order], HORIZON_CHANCE_ORDER_NAMES[hs.chance_order],
                         hs.eval == EVAL_ORACLE ? "oracle" : CASES[i].eval, (int)hs.noise);
                check_view(label, &g.tree, &hs, ws, oracle_ws);
            }
        }
        search_workspace_free(ws);
        search_workspace_free(oracle_ws);
    }
}

/* The tree in `text` (starbench's tree format) named `name`, its bounds
 * the leaves'; NULL after a failed check. */
static struct file_tree *text_tree(const char *text, size_t len, const char *name)
{
    char err[256];
    FILE *in = fmemopen((void *)text, len, "r");
    struct file_tree *f = treefile_read(in, name, &(struct treefile_bounds){ 0, 0, 0 }, err, sizeof err);
    fclose(in);
    CHECK(f != NULL, "%s: read: %s", name, err);
    return f;
}

/* A file's own order and :eval: max's children by :eval (leaves by
 * value), min's reversed, a chance node's most probable first. */
static void test_tree_file(void)
{
    static const char TEXT[] =
        "(max (chance :eval 2 1/4 (min :eval 1 3 1 2) 3/4 (min :eval 4 5 4))"
        "     (chance :eval 6 1/2 (min :eval 6 9 6) 1/2 (min :eval 7 7 8))"
        "     (chance :eval 6 1/3 (min :eval 0 0 9) 2/3 (min :eval 9 9 9)))";
    char err[256];
    struct file_tree *f = text_tree(TEXT, sizeof TEXT - 1, "order.tree");
    if (!f) return;
    CHECK(treefile_check_horizon(f, 3, 1, err, sizeof err) == 0, "every sorted node has an :eval: %s", err);
    const struct tree *t = treefile_tree(f);
    struct horizon_spec hs = { .eval = EVAL_SOURCE, .eval_name = "file", .order = MOVE_ORDER_EVAL,
                               .chance_order = CHANCE_ORDER_LIKELY };
    struct horizon_tree view;
    CHECK(horizon_init(&view, t, &hs, NULL, err, sizeof err) == 0, "%s", err);
    /* The root's children by :eval 6, 6, 2: the second, the third (a tie keeps the file's order), the first. */
    static const int WANT[] = { 1, 2, 0 };
    int positions[3];
    CHECK_EQ_INT(horizon_root_positions(&view, positions, 3), 3, "the root's children");
    for (int k = 0; k < 3; k++)
        CHECK_EQ_INT(positions[k], WANT[k], "root child %d of the ordered view", k);
    struct search_workspace *ws = search_workspace_new(&view.tree);
    check_order(&view, &t->root, 3);
    check_view("order.tree", t, &hs, ws, NULL);
    search_workspace_free(ws);
    treefile_free(f);
}

/* The history heuristic, by hand: the root's third child is the best (a
 * mean of 8 against 2 and 5), so the first search credits it and the
 * second, on the same workspace, enters it first; after
 * search_history_clear the tree's order again.  A tree file's move is its
 * position, the same at every visit. */
static void test_history(void)
{
    static const char TEXT[] = "(max (chance 1/2 (min 1 3) 1/2 (min 4 2))"
                               "     (chance 1/2 (min 5 6) 1/2 (min 7 5))"
                               "     (chance 1/2 (min 9 8) 1/2 (min 8 9)))";
    struct file_tree *f = text_tree(TEXT, sizeof TEXT - 1, "history.tree");
    if (!f) return;
    const struct tree *t = treefile_tree(f);
    struct search_workspace *ws = search_workspace_new(t);
    static const int FIRST[] = { 0, 2, 0 }; /* the first child entered: fresh, then learnt, then cleared */
    struct search_stats unused = { 0 };
    value_t want = search_root(ws, t, &ALGOS[0], &unused).value;
    for (int run = 0; run < 3; run++) {
        struct entered seen = { { 0 }, 0 };
        struct search_stats st = { 0 };
        if (run == 2) search_history_clear(ws);
        search_workspace_trace(ws, record_entry, &seen);
        struct search_result r = search_root(ws, t, &ALGOS[10], &st);
        search_workspace_trace(ws, NULL, NULL);
        CHECK_EQ_INT(r.value, want, "history run %d: the root's value", run);
        CHECK_EQ_INT(r.best, 2, "history run %d: the best child", run);
        CHECK(seen.count >= 1, "history run %d: no child entered", run);
        if (seen.count >= 1) CHECK_EQ_INT(seen.positions[0], FIRST[run], "history run %d: the first child entered", run);
    }
    search_workspace_free(ws);
    treefile_free(f);
}

int main(void)
{
    test_history();
    test_tree_file();
    test_generated();
    printf("ordering: %d views of trees checked\n", trees_checked);
    return check_report("test_ordering");
}
