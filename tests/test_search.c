/* test_search.c - every pruning algorithm against exhaustive *-minimax, and
 * the generator's contract.
 *
 * On Ballard's trees the root's value is always 0 (the + node's best * child
 * has arc 0 and every * node averages its arcs to 0), so a wrong cut could
 * still return 0 there.  The test therefore covers every model (uniform
 * leaves with many ties, Nau's and Pearl's 0/1 trees), every probability
 * setting (uniform, dice, random weights), D = 1..4 and C in {1, 2, 3, 6,
 * 21}, and searches the root and random inner nodes with random windows,
 * checking the search's contract exactly (fail-soft at + and - nodes,
 * fail-hard at * nodes): the result r satisfies
 *   v <= alpha -> v <= r <= alpha,   v >= beta -> beta <= r <= v,   otherwise r = v,
 * and, where the node is a * node that cuts off, r is alpha or beta itself.
 * Both Star1 cutoff tests (inclusive, strict) are checked, and NegaScout
 * windows (search_params.pvs) under Star1, Star2, cyclic probing and Star2.5.
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "rng.h"
#include "trials/experiment.h"
#include "sources/generator.h"
#include "core/search.h"
#include "spec.h"
#include "core/tree.h"


static value_t rng_between(value_t lo, value_t hi) /* inclusive */
{
    return lo + (value_t)(rng_next() % (uint64_t)(hi - lo + 1));
}

static struct gen_spec spec_of(int plies, int n, int c, enum chance_probs probs, const char *model,
                               enum tree_order order)
{
    return test_spec(plies, n, c, probs, model, order, 7, 2, 5);
}

static const struct search_params PRUNING[] = {
    { .method = METHOD_STAR }, { .method = METHOD_STAR, .probe_rounds = 1 },
    { .method = METHOD_STAR, .probe_rounds = 2 }, { .method = METHOD_STAR, .probe_rounds = 3 },
    { .method = METHOD_STAR, .probe_rounds = 0, .cutoff = CUTOFF_STRICT },
    { .method = METHOD_STAR, .probe_rounds = 1, .cutoff = CUTOFF_STRICT },
    { .method = METHOD_STAR, .probe_rounds = 2, .cutoff = CUTOFF_STRICT },
    { .method = METHOD_STAR, .probe_rounds = 2, .probe_by_outcome = 1 },
    { .method = METHOD_STAR, .probe_rounds = 3, .probe_by_outcome = 1 },
    { .method = METHOD_STAR, .probe_rounds = 2, .probe_by_outcome = 1, .cutoff = CUTOFF_STRICT },
    /* NegaScout windows (issue 75): star2pvs, and the same windows under Star1, cyclic probing, Star2.5 and
       the strict test. */
    { .method = METHOD_STAR, .probe_rounds = 1, .pvs = 1 }, { .method = METHOD_STAR, .pvs = 1 },
    { .method = METHOD_STAR, .probe_rounds = 2, .pvs = 1 },
    { .method = METHOD_STAR, .probe_rounds = 1, .cutoff = CUTOFF_STRICT, .pvs = 1 },
    { .method = METHOD_STAR, .probe_rounds = 2, .probe_by_outcome = 1, .pvs = 1 },
};
static const char *const PRUNING_NAME[] = { "star1", "star2", "cyclic2", "cyclic3",
                                            "strict star1", "strict star2", "strict cyclic2",
                                            "star25 (2)", "star25 (3)", "strict star25 (2)",
                                            "star2pvs", "star1 pvs", "cyclic2 pvs", "strict star2pvs",
                                            "star25 (2) pvs" };
#define PRUNING_COUNT ((int)(sizeof PRUNING / sizeof PRUNING[0]))
static const struct search_params EXHAUSTIVE = { .method = METHOD_EXHAUSTIVE };

/* The k-th child (search order) of n. */
static struct node child_at(const struct tree *t, const struct node *n, int k)
{
    static int scratch[1 << 12];
    struct tree_cursor c;
    struct node child = *n;
    value_t w;
    tree_open(t, n, &c, scratch);
    for (int i = 0; i <= k; i++) tree_next(&c, &child, &w);
    return child;
}

/* A node reached by random moves from the root, stopping above the leaves. */
static struct node random_inner_node(const struct gen_tree *g)
{
    struct node n = g->tree.root;
    int stop = (int)(rng_next() % (uint64_t)g->levels);
    while (n.depth < stop) n = child_at(&g->tree, &n, (int)(rng_next() % (uint64_t)g->branching[n.depth]));
    return n;
}

static int lines_checked;
/* The principal line by its definition (search.h), each child's exact
 * value searched exhaustively: what search_principal_line must give. */
static int defined_line(struct search_workspace *ws, const struct tree *t, int move, int *positions)
{
    static int scratch[SEARCH_EVENT_MAX_DEPTH][1 << 12];
    struct search_stats unused = { 0 };
    struct node n = t->root, child;
    struct tree_cursor c;
    value_t w;
    int count = 0;
    while (n.kind != NODE_LEAF) {
        value_t best = 0;
        int chosen = -1;
        struct node next = n;
        tree_open(t, &n, &c, scratch[n.depth]);
        for (int k = 0; tree_next(&c, &child, &w); k++) {
            value_t v = n.kind == NODE_CHANCE ? w : n.depth == 0 && move >= 0 ? (k == move)
                      : search_node(ws, t, &EXHAUSTIVE, &child, t->lo, t->hi, &unused);
            if (chosen < 0 || (n.kind == NODE_MIN ? v < best : v > best)) chosen = k, best = v, next = child;
        }
        positions[count++] = chosen;
        n = next;
    }
    return count;
}

/* search_principal_line against the definition, below the root's best
 * move and a random one (-1 where the root is no + node). */
static void check_line(const char *label, int trial, struct search_workspace *ws, const struct tree *t, int best)
{
    int got[SEARCH_EVENT_MAX_DEPTH], want[SEARCH_EVENT_MAX_DEPTH];
    for (int i = 0; i < 2; i++) {
        struct tree_cursor c;
        static int scratch[1 << 12];
        tree_open(t, &t->root, &c, scratch);
        int move = t->root.kind != NODE_MAX ? -1 : i == 0 ? best : (int)(rng_next() % (uint64_t)c.count);
        int length = search_principal_line(ws, t, move, got, SEARCH_EVENT_MAX_DEPTH);
        CHECK_EQ_INT(length, defined_line(ws, t, move, want), "%s trial %d: the principal line's length", label,
                     trial);
        for (int k = 0; k < length; k++)
            CHECK_EQ_INT(got[k], want[k], "%s trial %d: the principal line below move %d, step %d", label, trial,
                         move, k);
        lines_checked++;
    }
}

static int trees_checked;
static uint64_t small_table_replacements, table_hits, table_chance_hits; /* over every tree: each table is exercised */

/* With a transposition table, a small one (collisions and replacements)
 * and a large one: the same exact value, and with goal move a best child;
 * searched again without clearing the table (its entries answering
 * nodes, its best moves reordering them), the same again.  (Not fewer
 * leaves: a best move searched first changes every later window.) */
static void check_tabled(const char *label, int trial, const struct tree *t, const struct search_params *params,
                         const char *name, value_t exact, struct search_workspace *const tables[2])
{
    struct search_params tabled = *params;
    tabled.table = 1;
    for (int k = 0; k < 2; k++) {
        struct search_stats first = { 0 }, again = { 0 }, move = { 0 };
        search_table_clear(tables[k]);
        CHECK_EQ_INT(search_root(tables[k], t, &tabled, &first).value, exact, "%s trial %d: %s with table %d",
                     label, trial, name, k);
        CHECK_EQ_INT(search_root(tables[k], t, &tabled, &again).value, exact,
                     "%s trial %d: %s with table %d, searched again", label, trial, name, k);
        CHECK(first.table_stores > 0, "%s trial %d: %s stored nothing in table %d", label, trial, name, k);
        small_table_replacements += k == 0 ? first.table_replacements : 0;
        table_hits += again.table_hits;
        table_chance_hits += again.table_chance_hits;
        CHECK(again.table_chance_hits <= again.table_hits, "%s trial %d: %s: %llu * node hits of %llu", label, trial,
              name, (unsigned long long)again.table_chance_hits, (unsigned long long)again.table_hits);
        tabled.goal = GOAL_MOVE;
        search_table_clear(tables[k]);
        struct search_result m = search_root(tables[k], t, &tabled, &move);
        CHECK_EQ_INT(search_root_child_value(tables[k], t, m.best), exact,
                     "%s trial %d: %s with table %d, goal move chose child %d", label, trial, name, k, m.best);
        tabled.goal = params->goal;
    }
}

static void check_spec(const char *label, const struct gen_spec *spec, int trees)
{
    char err[200];
    CHECK(gen_spec_check(spec, err, sizeof err) == 0, "%s: spec rejected: %s", label, err);
    struct gen_tree g;
    gen_tree_init(&g, spec, 0);
    struct search_workspace *ws = search_workspace_new(&g.tree);
    struct search_workspace *tables[2] = { search_workspace_new(&g.tree), search_workspace_new(&g.tree) };
    CHECK(search_workspace_table(tables[0], 7) == 0 && search_workspace_table(tables[1], 1 << 14) == 0,
          "%s: no memory for the tables", label);
    for (int trial = 0; trial < trees; trial++) {
        gen_tree_init(&g, spec, (uint64_t)trial);
        const struct tree *t = &g.tree;
        struct search_stats full = { 0 };
        struct search_result exact = search_root(ws, t, &EXHAUSTIVE, &full);
        check_line(label, trial, ws, t, exact.best);
        for (int a = 0; a < PRUNING_COUNT; a++) {
            struct search_stats st = { 0 };
            struct search_params move = PRUNING[a];
            CHECK_EQ_INT(search_root(ws, t, &PRUNING[a], &st).value, exact.value, "%s trial %d: %s root value",
                         label, trial, PRUNING_NAME[a]);
            if (PRUNING[a].probe_rounds == 0 && !PRUNING[a].pvs) /* NegaScout reads a child again where it re-searches */
                CHECK(st.leaves <= full.leaves, "%s trial %d: star1 saw more leaves than exist", label, trial);
            /* Goal move: the chosen child is a best one, and an exact value is exact. */
            move.goal = GOAL_MOVE;
            struct search_result m = search_root(ws, t, &move, &st);
            CHECK_EQ_INT(search_root_child_value(ws, t, m.best), exact.value, "%s trial %d: %s goal move "
                         "chose child %d", label, trial, PRUNING_NAME[a], m.best);
            if (m.lower_bound_only) CHECK(m.value <= exact.value, "%s: goal move bound above the value", label);
            else CHECK_EQ_INT(m.value, exact.value, "%s trial %d: %s goal move value", label, trial, PRUNING_NAME[a]);
            check_tabled(label, trial, t, &PRUNING[a], PRUNING_NAME[a], exact.value, tables);
        }
        /* Random windows at the root and at random inner nodes. */
        for (int w = 0; w < 3; w++) {
            struct node n = w == 0 ? t->root : random_inner_node(&g);
            struct search_stats unused = { 0 };
            value_t v = search_node(ws, t, &EXHAUSTIVE, &n, t->lo, t->hi, &unused);
            value_t alpha = rng_between(t->lo, t->hi - 1);
            value_t beta = rng_between(alpha + 1, t->hi);
            for (int a = 0; a < 2 * PRUNING_COUNT; a++) {
                /* The second time with the tables, kept from the searches
                 * above and from one window to the next: entries stored
                 * under one window answer another. */
                struct search_params params = PRUNING[a % PRUNING_COUNT];
                params.table = a >= PRUNING_COUNT;
                value_t got = search_node(params.table ? tables[a % 2] : ws, t, &params, &n, alpha, beta, &unused);
                int ok = v <= alpha ? v <= got && got <= alpha : v >= beta ? beta <= got && got <= v : got == v;
                if (n.kind == NODE_CHANCE && got != v) ok = ok && (got == alpha || got == beta);
                CHECK(ok, "%s trial %d: %s%s at depth %d, window [%lld, %lld]: got %lld, value %lld", label, trial,
                      PRUNING_NAME[a % PRUNING_COUNT], params.table ? " with a table" : "", n.depth,
                      (long long)alpha, (long long)beta, (long long)got, (long long)v);
            }
        }
        trees_checked++;
    }
    search_workspace_free(ws);
    search_workspace_free(tables[0]);
    search_workspace_free(tables[1]);
}

static void test_against_exhaustive(void)
{
    static const struct { int plies, n, c; enum chance_probs probs; const char *model; int trees; } CASES[] = {
        /* Ballard's trees (fuller), uniform probabilities. */
        { 2, 2, 2, PROBS_UNIFORM, "fuller", 400 }, { 2, 4, 4, PROBS_UNIFORM, "fuller", 400 },
        { 2, 6, 6, PROBS_UNIFORM, "fuller", 300 }, { 2, 10, 10, PROBS_UNIFORM, "fuller", 100 },
        /* D = 1..4, C in {1, 2, 3, 6, 21}, odd N. */
        { 1, 5, 5, PROBS_UNIFORM, "uniform", 200 }, { 1, 3, 1, PROBS_UNIFORM, "fuller", 100 },
        { 2, 3, 1, PROBS_UNIFORM, "uniform", 200 }, { 3, 3, 1, PROBS_UNIFORM, "fuller", 200 },
        { 2, 3, 2, PROBS_UNIFORM, "uniform", 300 }, { 3, 2, 3, PROBS_UNIFORM, "uniform", 300 },
        { 3, 3, 3, PROBS_UNIFORM, "fuller", 200 }, { 4, 2, 2, PROBS_UNIFORM, "uniform", 200 },
        { 4, 2, 3, PROBS_UNIFORM, "fuller", 100 }, { 2, 4, 6, PROBS_UNIFORM, "uniform", 300 },
        { 2, 2, 21, PROBS_UNIFORM, "uniform", 100 },
        /* Dice and random weights. */
        { 2, 3, 21, PROBS_DICE, "fuller", 200 }, { 2, 2, 21, PROBS_DICE, "uniform", 200 },
        { 3, 2, 21, PROBS_DICE, "uniform", 20 }, { 2, 4, 3, PROBS_RANDOM, "fuller", 300 },
        { 2, 3, 6, PROBS_RANDOM, "uniform", 300 }, { 3, 2, 3, PROBS_RANDOM, "uniform", 300 },
        { 4, 2, 2, PROBS_RANDOM, "fuller", 150 }, { 2, 3, 2, PROBS_RANDOM, "uniform", 300 },
        /* Nau's and Pearl's 0/1 trees. */
        { 2, 3, 3, PROBS_UNIFORM, "nau", 300 }, { 3, 2, 2, PROBS_RANDOM, "nau", 300 },
        { 4, 2, 2, PROBS_UNIFORM, "nau", 100 }, { 2, 4, 2, PROBS_UNIFORM, "pearl", 300 },
        { 3, 2, 6, PROBS_RANDOM, "pearl", 150 }, { 2, 2, 21, PROBS_DICE, "pearl", 100 },
    };
    char label[96];
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        struct gen_spec s = spec_of(CASES[i].plies, CASES[i].n, CASES[i].c, CASES[i].probs, CASES[i].model,
                                    ORDER_RANDOM);
        snprintf(label, sizeof label, "D=%d N=%d C=%d probs=%s model=%s", CASES[i].plies, CASES[i].n,
                 CASES[i].c, GEN_PROBS_NAMES[CASES[i].probs], CASES[i].model);
        check_spec(label, &s, CASES[i].trees);
    }
    CHECK(trees_checked >= 5000, "only %d trees checked", trees_checked);
    CHECK(small_table_replacements > 0 && table_hits > 0, "the tables were never exercised: %llu replacements, "
          "%llu hits", (unsigned long long)small_table_replacements, (unsigned long long)table_hits);
    CHECK(table_chance_hits > 0 && table_chance_hits < table_hits, "hits at * nodes: %llu of %llu, expected some "
          "and not all", (unsigned long long)table_chance_hits, (unsigned long long)table_hits);
    CHECK(lines_checked == 2 * trees_checked, "%d principal lines checked on %d trees", lines_checked, trees_checked);
    printf("checked %d trees against exhaustive *-minimax, and %d principal lines\n", trees_checked, lines_checked);
}

static void test_ballard_values(void)
{
    /* Section 6: the * children of the + node are worth 0, -1, ..., -(N-1)
     * (each in some order), the + node 0; leaves span [L, U], U = 3N/2 - 1. */
    for (int n = 2; n <= 12; n += 2) {
        struct gen_spec spec = gen_spec_ballard(n, ORDER_RANDOM, 11);
        struct gen_tree g;
        gen_tree_init(&g, &spec, 3);
        const struct tree *t = &g.tree;
        CHECK_EQ_INT(t->hi, (3 * n / 2 - 1) * t->scale, "U for N=%d", n);
        CHECK_EQ_INT(t->lo, -t->hi, "L for N=%d", n);
        struct search_workspace *ws = search_workspace_new(t);
        int seen[16] = { 0 };
        for (int k = 0; k < n; k++) {
            value_t v = search_root_child_value(ws, t, k);
            int ok = v % t->scale == 0 && -v / t->scale >= 0 && -v / t->scale < n;
            CHECK(ok, "* value %lld", (long long)v);
            if (ok) seen[-v / t->scale]++;
        }
        for (int k = 0; k < n; k++) CHECK_EQ_INT(seen[k], 1, "N=%d: * nodes worth -%d", n, k);
        search_workspace_free(ws);
    }
}

static void test_weighted_values(void)
{
    /* Dice below a single * node (D = 2, N = 1): the root is the weighted
     * mean of the arcs -10..10, doubles (arcs -10, -4, 1, 5, 8, 10) 1/36,
     * the rest 2/36: (2 * 0 - 10) / 36 = -5/18. */
    struct gen_spec spec = spec_of(2, 1, 21, PROBS_DICE, "fuller", ORDER_RANDOM);
    struct gen_tree g;
    char buf[32];
    gen_tree_init(&g, &spec, 0);
    struct search_workspace *ws = search_workspace_new(&g.tree);
    struct search_stats st = { 0 };
    tree_format_value(&g.tree, search_root(ws, &g.tree, &EXHAUSTIVE, &st).value, buf, sizeof buf);
    CHECK(strcmp(buf, "-5/18") == 0, "dice mean: got %s, expected -5/18", buf);
    CHECK_EQ_INT(g.tree.scale, 36, "dice scale");
    /* Odd C: arcs -(C-1)/2..(C-1)/2; C = 3 below N = 1: the mean is 0 and
     * U = 1, L = -1. */
    spec = spec_of(2, 1, 3, PROBS_UNIFORM, "fuller", ORDER_RANDOM);
    gen_tree_init(&g, &spec, 0);
    CHECK_EQ_INT(g.tree.hi, g.tree.scale, "U with C = 3");
    CHECK_EQ_INT(search_root(ws, &g.tree, &EXHAUSTIVE, &st).value, 0, "mean of -1, 0, 1");
    /* Random weights: every * node of a level has the same total, weights
     * 1..9, and each node deals them in its own order. */
    spec = spec_of(2, 4, 6, PROBS_RANDOM, "fuller", ORDER_RANDOM);
    gen_tree_init(&g, &spec, 5);
    int scratch[64] = { 0 }, differ = 0, first[6] = { 0 };
    for (int k = 0; k < 4; k++) {
        struct node star = child_at(&g.tree, &g.tree.root, k), child;
        struct tree_cursor c;
        value_t w, sum = 0;
        tree_open(&g.tree, &star, &c, scratch);
        for (int i = 0; tree_next(&c, &child, &w); i++) {
            CHECK(w >= 1 && w <= 9, "random weight %lld", (long long)w);
            sum += w;
            if (k == 0) first[i] = (int)w;
            else differ |= first[i] != (int)w;
        }
        CHECK_EQ_INT(sum, c.total, "weights add up to the cursor's total");
        CHECK_EQ_INT(c.total, g.level_total[1], "the level's total");
    }
    CHECK(differ, "random weights are dealt per * node");
    search_workspace_free(ws);
}

static void test_random_orders_uniform(void)
{
    /* All 3! orders of a 3-way node equally likely: chi-square over 60000
     * nodes, 5 degrees of freedom; 25 has p < 0.0002 (fixed seed: no flakes). */
    struct gen_spec spec = spec_of(2, 3, 3, PROBS_UNIFORM, "fuller", ORDER_RANDOM);
    long count[9] = { 0 };
    int scratch[16] = { 0 };
    /* A child's arc rank is read from its path: arcs -1, 0, 1 below * for C = 3. */
    for (uint64_t trial = 0; trial < 20000; trial++) {
        struct gen_tree g;
        gen_tree_init(&g, &spec, trial);
        for (int k = 0; k < 3; k++) {
            struct node star = child_at(&g.tree, &g.tree.root, k), a, b;
            struct tree_cursor c;
            value_t w;
            tree_open(&g.tree, &star, &c, scratch);
            tree_next(&c, &a, &w);
            tree_next(&c, &b, &w);
            int ra = (int)(a.path - star.path) + 1, rb = (int)(b.path - star.path) + 1;
            count[ra * 3 + rb]++;
        }
    }
    double chi2 = 0, expected = 60000.0 / 6;
    for (int i = 0; i < 9; i++)
        if (i / 3 != i % 3) chi2 += (count[i] - expected) * (count[i] - expected) / expected;
    CHECK(chi2 < 25.0, "chi-square of 3-way orders is %.2f", chi2);
}

/* A hash of the subtree below n: every node's identity, weight and every
 * leaf's value, in search order. */
static uint64_t subtree_hash(const struct tree *t, const struct node *n)
{
    uint64_t h = n->id * 0x9e3779b97f4a7c15ULL + (uint64_t)n->path;
    if (n->kind == NODE_LEAF) return h ^ (uint64_t)tree_leaf_value(t, n);
    int scratch[64] = { 0 };
    struct tree_cursor c;
    struct node child;
    value_t w;
    tree_open(t, n, &c, scratch);
    while (tree_next(&c, &child, &w)) h = (h ^ subtree_hash(t, &child)) * 1000003u + (uint64_t)w;
    return h;
}

static void test_star_first_pairing(void)
{
    /* --star-first only reorders the root's children: for the same trial,
     * the subtree below every * child is identical with and without it. */
    for (int model = 0; model < GEN_MODEL_COUNT; model++) {
        struct gen_spec plain = spec_of(3, 4, 3, PROBS_RANDOM, GEN_MODELS[model].name, ORDER_RANDOM);
        for (uint64_t trial = 0; trial < 20; trial++) {
            for (int first = 0; first < 4; first++) {
                struct gen_spec moved = plain;
                moved.root_first_rank = first;
                struct gen_tree a, b;
                gen_tree_init(&a, &plain, trial);
                gen_tree_init(&b, &moved, trial);
                uint64_t ha[4], hb[4];
                for (int k = 0; k < 4; k++) {
                    struct node ca = child_at(&a.tree, &a.tree.root, k), cb = child_at(&b.tree, &b.tree.root, k);
                    ha[k] = subtree_hash(&a.tree, &ca);
                    hb[k] = subtree_hash(&b.tree, &cb);
                }
                /* The same multiset of subtrees, and the moved one first. */
                int matched = 0;
                for (int i = 0; i < 4; i++)
                    for (int j = 0; j < 4; j++)
                        if (ha[i] == hb[j]) { matched++; break; }
                CHECK_EQ_INT(matched, 4, "model %s trial %llu first %d: subtrees differ", GEN_MODELS[model].name,
                             (unsigned long long)trial, first);
                struct node moved_child = child_at(&b.tree, &b.tree.root, 0);
                CHECK_EQ_INT(moved_child.path, model == 0 ? -first : moved_child.path,
                             "fuller: the first child is the arc of rank %d", first);
                /* Mode again: the same first child, then the plain order in
                 * full, so that child comes twice (b + 1 children). */
                struct gen_spec again_spec = moved;
                again_spec.star_first_mode = STAR_FIRST_AGAIN;
                struct gen_tree c;
                gen_tree_init(&c, &again_spec, trial);
                struct tree_cursor cursor;
                struct node child;
                value_t w;
                int scratch[64] = { 0 }, count = 0;
                tree_open(&c.tree, &c.tree.root, &cursor, scratch);
                while (tree_next(&cursor, &child, &w)) {
                    uint64_t h = subtree_hash(&c.tree, &child);
                    CHECK(h == (count == 0 ? hb[0] : ha[count - 1]), "model %s trial %llu first %d: again's "
                          "child %d", GEN_MODELS[model].name, (unsigned long long)trial, first, count);
                    count++;
                }
                CHECK_EQ_INT(count, 5, "again: the root hands out b + 1 children");
                CHECK(c.tree.max_children >= 5, "again: max_children counts the extra child");
                struct search_workspace *ws = search_workspace_new(&c.tree);
                struct search_stats st = { 0 };
                value_t exact = search_root(ws, &c.tree, &EXHAUSTIVE, &st).value;
                for (int a = 0; a < PRUNING_COUNT; a++)
                    CHECK_EQ_INT(search_root(ws, &c.tree, &PRUNING[a], &st).value, exact,
                                 "again: %s root value", PRUNING_NAME[a]);
                search_workspace_free(ws);
            }
        }
    }
}

static void test_knuth_moore(void)
{
    /* C = 1 leaves no chance: Star1 is alpha-beta, and on the best-ordered
     * tree it examines Knuth and Moore's minimal tree,
     * N**ceil(D/2) + N**floor(D/2) - 1 leaves. */
    static const struct search_params star1 = { .method = METHOD_STAR };
    for (int plies = 2; plies <= 6; plies++)
        for (int n = 2; n <= 8; n++) {
            struct gen_spec spec = spec_of(plies, n, 1, PROBS_UNIFORM, "fuller", ORDER_BEST);
            struct gen_tree g;
            gen_tree_init(&g, &spec, 0);
            struct search_workspace *ws = search_workspace_new(&g.tree);
            struct search_stats st = { 0 };
            search_root(ws, &g.tree, &star1, &st);
            long long hi = 1, lo = 1;
            for (int i = 0; i < (plies + 1) / 2; i++) hi *= n;
            for (int i = 0; i < plies / 2; i++) lo *= n;
            CHECK_EQ_INT(st.leaves, hi + lo - 1, "Knuth-Moore minimal tree, D=%d N=%d", plies, n);
            search_workspace_free(ws);
        }
}

static void test_enumeration(void)
{
    /* N = 2: 7 internal nodes, 2 orders each: 128 trees, each ordering once. */
    struct gen_spec spec = gen_spec_ballard(2, ORDER_ENUMERATED, 0);
    CHECK_EQ_INT(gen_count_orderings(&spec), 128, "orderings of N=2");
    int seen[128] = { 0 };
    for (uint64_t i = 0; i < 128; i++) {
        struct gen_tree g;
        gen_tree_init(&g, &spec, i);
        int signature = 0, bit = 0;
        struct node level[7];
        int count = 1;
        level[0] = g.tree.root;
        /* Breadth-first over internal nodes by arc rank; the first child's
         * arc tells its order (Fuller: rank 0 is the first arc in the node's
         * own rank order, so path differences identify the permutation). */
        for (int at = 0; at < count; at++) {
            struct node n = level[at];
            if (n.kind == NODE_LEAF || n.depth == 3) continue;
            struct node c0 = child_at(&g.tree, &n, 0), c1 = child_at(&g.tree, &n, 1);
            int swapped = n.kind == NODE_MAX ? c0.path < c1.path : c0.path > c1.path;
            signature |= swapped << bit++;
            if (n.depth < 2) {
                level[count++] = swapped ? c1 : c0;
                level[count++] = swapped ? c0 : c1;
            }
        }
        CHECK_EQ_INT(bit, 7, "7 internal nodes");
        seen[signature]++;
    }
    for (int s = 0; s < 128; s++) CHECK_EQ_INT(seen[s], 1, "ordering %d enumerated once", s);
    struct gen_spec n4 = gen_spec_ballard(4, ORDER_ENUMERATED, 0);
    CHECK_EQ_INT(gen_count_orderings(&n4), 0, "N=4 has too many orderings");
}

static void test_format_value(void)
{
    struct gen_spec spec = gen_spec_ballard(4, ORDER_BEST, 0);
    struct gen_tree g;
    char buf[32];
    gen_tree_init(&g, &spec, 0);
    tree_format_value(&g.tree, 3, buf, sizeof buf);
    CHECK(strcmp(buf, "3/4") == 0, "3/4 formatted as %s", buf);
    tree_format_value(&g.tree, -6, buf, sizeof buf);
    CHECK(strcmp(buf, "-3/2") == 0, "-3/2 formatted as %s", buf);
    tree_format_value(&g.tree, -8, buf, sizeof buf);
    CHECK(strcmp(buf, "-2") == 0, "-2 formatted as %s", buf);
    tree_format_value(&g.tree, 0, buf, sizeof buf);
    CHECK(strcmp(buf, "0") == 0, "0 formatted as %s", buf);
}

static void test_overflow_refused(void)
{
    char err[200];
    struct gen_spec spec = spec_of(8, 1000, 1000, PROBS_RANDOM, "fuller", ORDER_RANDOM);
    CHECK(gen_spec_check(&spec, err, sizeof err) != 0, "D=8, C=1000 random weights must overflow");
    spec = spec_of(2, 1000, 1000, PROBS_RANDOM, "fuller", ORDER_RANDOM);
    CHECK(gen_spec_check(&spec, err, sizeof err) == 0, "D=2, C=1000 fits: %s", err);
}

/* Per-trial results folded into one checksum, in the order they arrive. */
static int checksum_sink(void *arg, uint64_t trial, const struct tree *t, const struct trial_result *r)
{
    uint64_t *sum = arg;
    (void)t;
    *sum = *sum * 1000003u + trial;
    for (int a = 0; a < 2; a++)
        *sum = (*sum * 1000003u + r[a].stats.leaves) * 31u + r[a].stats.probe_cutoffs
               + 7u * r[a].stats.regular_cutoffs + (uint64_t)r[a].result.value;
    return 0;
}

static void test_experiment_determinism(void)
{
    struct run_algorithm algorithms[2] = {
        { .algorithm = &ALGORITHMS[1], .params = { .method = METHOD_STAR } },
        { .algorithm = &ALGORITHMS[3], .params = { .method = METHOD_STAR, .probe_rounds = 2, .cutoff = CUTOFF_STRICT } } };
    struct experiment e = { .spec = spec_of(3, 4, 3, PROBS_RANDOM, "fuller", ORDER_RANDOM), .trials = 3000,
                            .algorithms = algorithms, .algorithm_count = 2, .verify = 1 };
    struct algorithm_summary one[2], three[2], alone[1];
    uint64_t sum_one = 0, sum_three = 0;
    char err[256];
    e.threads = 1;
    CHECK(experiment_run(&e, one, checksum_sink, &sum_one, err, sizeof err) == 0, "%s", err);
    e.threads = 3;
    CHECK(experiment_run(&e, three, checksum_sink, &sum_three, err, sizeof err) == 0, "%s", err);
    CHECK(memcmp(one, three, sizeof one) == 0, "summaries differ between 1 and 3 threads");
    CHECK(sum_one == sum_three, "per-trial results differ between 1 and 3 threads");
    /* Removing an algorithm leaves the others' results untouched. */
    e.algorithms = &algorithms[1];
    e.algorithm_count = 1;
    CHECK(experiment_run(&e, alone, NULL, NULL, err, sizeof err) == 0, "%s", err);
    CHECK(memcmp(&alone[0], &one[1], sizeof alone[0]) == 0, "cyclic alone differs from cyclic with star1");
}

/* The generator keeps a stamp count per cursor scratch (generator.c): when
 * it wraps, stale stamps are cleared, so the order is unchanged even if
 * every old stamp equals the first one used after the wrap (1). */
static void test_order_stamp_wrap(void)
{
    struct gen_spec spec = spec_of(2, 9, 9, PROBS_UNIFORM, "fuller", ORDER_RANDOM);
    struct gen_tree g;
    gen_tree_init(&g, &spec, 3);
    int fresh[64] = { 0 }, worn[64];
    for (int i = 0; i < 64; i++) worn[i] = 1;
    worn[0] = INT_MAX;
    struct tree_cursor a, b;
    struct node ca, cb;
    value_t w;
    tree_open(&g.tree, &g.tree.root, &a, fresh);
    tree_open(&g.tree, &g.tree.root, &b, worn);
    int same = 0;
    while (tree_next(&a, &ca, &w) && tree_next(&b, &cb, &w)) same += ca.id == cb.id;
    CHECK_EQ_INT(same, 9, "the root's order after the stamps wrapped");
}

/* search_workspace_poll: a poll that lets the search go on changes nothing
 * (same value and counts) and is called about every SEARCH_POLL_LEAVES
 * leaves; one that says stop abandons the search at its first call. */
static int polls;
static int keep_going(void *arg) { (void)arg; polls++; return 0; }
static int stop_now(void *arg) { (void)arg; polls++; return 1; }

static void test_poll(void)
{
    struct gen_spec spec = spec_of(2, 200, 200, PROBS_UNIFORM, "fuller", ORDER_RANDOM); /* 8,000,000 leaves */
    struct gen_tree g;
    gen_tree_init(&g, &spec, 5);
    struct search_workspace *ws = search_workspace_new(&g.tree);
    static const struct search_params PARAMS[] = {
        { .method = METHOD_EXHAUSTIVE }, { .method = METHOD_STAR, .probe_rounds = 2 },
    };
    for (int i = 0; i < 2; i++) {
        struct search_stats plain = { 0 }, polled = { 0 }, stopped = { 0 };
        search_workspace_poll(ws, NULL, NULL);
        struct search_result r = search_root(ws, &g.tree, &PARAMS[i], &plain);
        polls = 0;
        search_workspace_poll(ws, keep_going, NULL);
        struct search_result p = search_root(ws, &g.tree, &PARAMS[i], &polled);
        CHECK(p.value == r.value && p.best == r.best && !p.abandoned, "a poll that goes on changed the result");
        CHECK(memcmp(&plain, &polled, sizeof plain) == 0, "a poll that goes on changed the counts");
        CHECK(plain.leaves > SEARCH_POLL_LEAVES, "the test tree is too small to poll");
        /* A poll comes at the first inner node past each multiple of
         * SEARCH_POLL_LEAVES; the search may end before the last one. */
        long long expected = (long long)(plain.leaves / SEARCH_POLL_LEAVES);
        CHECK(polls == expected || polls == expected - 1, "%d polls in a search of %llu leaves", polls,
              (unsigned long long)plain.leaves);
        polls = 0;
        search_workspace_poll(ws, stop_now, NULL);
        struct search_result q = search_root(ws, &g.tree, &PARAMS[i], &stopped);
        CHECK(q.abandoned, "a poll that says stop did not abandon the search");
        CHECK_EQ_INT(polls, 1, "polls before the search was abandoned");
        CHECK(stopped.leaves < SEARCH_POLL_LEAVES + (uint64_t)spec.n, "leaves read after the stop: %llu",
              (unsigned long long)stopped.leaves);
    }
    search_workspace_free(ws);
}

/* A traced search: its events agree with its counts (leaf events, * node
 * cutoffs by phase) and with exhaustive *-minimax (every exit strictly
 * inside its window is the node's exact value; the root's is the tree's),
 * and tracing changes no value or count. */
struct trace_tally {
    const struct tree *t;
    struct search_workspace *reference;  /* for the exact value of any node */
    uint64_t leaves, probe_cutoffs, regular_cutoffs, exits_checked, wrong_exits;
    int enters, leaves_out_of_order;
};

static void tally_event(void *arg, const struct search_event *e)
{
    static const struct search_params EXHAUSTIVE = { .method = METHOD_EXHAUSTIVE };
    struct trace_tally *y = arg;
    switch (e->kind) {
    case EVENT_LEAF:
        y->leaves++;
        y->leaves_out_of_order += e->leaves != y->leaves; /* the event comes as the leaf is counted */
        break;
    case EVENT_CUTOFF:
        if (e->node->kind == NODE_CHANCE) {
            if (e->probe_test) y->probe_cutoffs++;
            else y->regular_cutoffs++;
        }
        break;
    case EVENT_EXIT:
        if (e->alpha < e->value && e->value < e->beta) {
            struct search_stats unused = { 0 };
            y->exits_checked++;
            y->wrong_exits += search_node(y->reference, y->t, &EXHAUSTIVE, e->node, 0, 0, &unused) != e->value;
        }
        break;
    case EVENT_ENTER: y->enters++; break;
    case EVENT_PROBE: break;
    }
}

static void test_trace(void)
{
    static const struct { int plies, n, c; enum chance_probs probs; const char *model; } CASES[] = {
        { 2, 4, 4, PROBS_UNIFORM, "fuller" }, { 3, 3, 2, PROBS_UNIFORM, "uniform" }, { 2, 3, 21, PROBS_DICE, "fuller" },
        { 4, 2, 2, PROBS_RANDOM, "uniform" }, { 1, 5, 1, PROBS_UNIFORM, "uniform" }, { 3, 2, 3, PROBS_UNIFORM, "nau" },
        { 2, 6, 6, PROBS_UNIFORM, "fuller" }, { 3, 3, 1, PROBS_UNIFORM, "fuller" },
    };
    static const struct search_params PARAMS[] = {
        { .method = METHOD_EXHAUSTIVE }, { .method = METHOD_STAR },
        { .method = METHOD_STAR, .probe_rounds = 1 },
        { .method = METHOD_STAR, .probe_rounds = 2, .cutoff = CUTOFF_STRICT },
    };
    int trees = 0;
    uint64_t exits = 0;
    for (size_t c = 0; c < sizeof CASES / sizeof CASES[0]; c++) {
        struct gen_spec spec = spec_of(CASES[c].plies, CASES[c].n, CASES[c].c, CASES[c].probs, CASES[c].model,
                                       ORDER_RANDOM);
        for (int trial = 0; trial < 130; trial++, trees++) {
            struct gen_tree g;
            gen_tree_init(&g, &spec, (uint64_t)trial);
            struct search_workspace *ws = search_workspace_new(&g.tree), *ref = search_workspace_new(&g.tree);
            for (size_t a = 0; a < sizeof PARAMS / sizeof PARAMS[0]; a++) {
                struct search_stats plain = { 0 }, traced = { 0 };
                struct trace_tally y = { &g.tree, ref, 0, 0, 0, 0, 0, 0, 0 };
                search_workspace_trace(ws, NULL, NULL);
                struct search_result r = search_root(ws, &g.tree, &PARAMS[a], &plain);
                search_workspace_trace(ws, tally_event, &y);
                struct search_result q = search_root(ws, &g.tree, &PARAMS[a], &traced);
                CHECK(q.value == r.value && q.best == r.best, "tracing changed the result (case %zu trial %d)", c, trial);
                CHECK(memcmp(&plain, &traced, sizeof plain) == 0, "tracing changed the counts (case %zu)", c);
                CHECK_EQ_INT(y.leaves, plain.leaves, "leaf events, case %zu trial %d algorithm %zu", c, trial, a);
                CHECK_EQ_INT(y.probe_cutoffs, plain.probe_cutoffs, "probe cutoff events, case %zu", c);
                CHECK_EQ_INT(y.regular_cutoffs, plain.regular_cutoffs, "regular cutoff events, case %zu", c);
                CHECK_EQ_INT(y.wrong_exits, 0, "exits inside their window but not exact, case %zu", c);
                CHECK_EQ_INT(y.leaves_out_of_order, 0, "leaf events whose count disagrees, case %zu", c);
                exits += y.exits_checked;
            }
            search_workspace_free(ws);
            search_workspace_free(ref);
        }
    }
    CHECK(trees >= 1000 && exits > 10000, "only %d trees, %llu exits checked", trees, (unsigned long long)exits);
    printf("checked the traces of %d trees x 4 searches (%llu exact exits)\n", trees, (unsigned long long)exits);
}

/* Nau's game by enumeration: every one of the 2^arcs assignments of +-1 to
 * the arcs of a complete N-ary minimax tree of D moves (p = 1/2: all
 * equally likely), the root's value by minimax on the path sums; returns
 * the number of assignments the + root wins. */
static uint64_t nau_wins(int n, int plies)
{
    int arcs = 0;
    for (int d = 1, width = n; d <= plies; d++, width *= n) arcs += width;
    uint64_t wins = 0;
    for (uint64_t bits = 0; bits < ((uint64_t)1 << arcs); bits++) {
        /* Arcs in level order; value[node] bottom-up over the levels. */
        int value[256], sum[256];
        int first = 0, width = 1;
        sum[0] = 0;
        for (int d = 0, arc = 0; d < plies; d++) {
            for (int i = 0; i < width * n; i++, arc++)
                sum[first + width + i] = sum[first + i / n] + ((bits >> arc) & 1 ? 1 : -1);
            first += width;
            width *= n;
        }
        for (int i = 0; i < width; i++) value[first + i] = sum[first + i] > 0;
        for (int d = plies - 1; d >= 0; d--) {
            width /= n;
            first -= width;
            for (int i = 0; i < width; i++) {
                int best = value[first + width + i * n];
                for (int k = 1; k < n; k++) {
                    int v = value[first + width + i * n + k];
                    best = d % 2 == 0 ? (v > best ? v : best) : (v < best ? v : best);
                }
                value[first + i] = best;
            }
        }
        wins += value[0];
    }
    return wins;
}

/* -C 1 --model nau is Nau's game: the single chance arc adds nothing, so a
 * leaf's path sum is that of its move arcs; the generated trees' win rate
 * matches the enumerated one within 4 standard errors (fixed seed). */
static void test_nau_game(void)
{
    CHECK_EQ_INT(nau_wins(2, 2), 15, "Nau's game N = 2, D = 2 wins 15 of 64 assignments");
    static const struct { int n, plies; } CASES[] = { { 2, 2 }, { 2, 3 }, { 3, 2 } };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        int n = CASES[i].n, plies = CASES[i].plies, arcs = 0;
        for (int d = 1, width = n; d <= plies; d++, width *= n) arcs += width;
        double p = (double)nau_wins(n, plies) / (double)((uint64_t)1 << arcs);
        struct gen_spec spec = spec_of(plies, n, 1, PROBS_UNIFORM, "nau", ORDER_RANDOM);
        spec.p_num = 1;
        spec.p_den = 2;
        struct gen_tree g;
        gen_tree_init(&g, &spec, 0);
        struct search_workspace *ws = search_workspace_new(&g.tree);
        const int trials = 20000;
        int wins = 0;
        for (int trial = 0; trial < trials; trial++) {
            gen_tree_init(&g, &spec, (uint64_t)trial);
            struct search_stats unused = { 0 };
            wins += search_root(ws, &g.tree, &EXHAUSTIVE, &unused).value == g.tree.scale;
            struct node star = child_at(&g.tree, &g.tree.root, 0), move = child_at(&g.tree, &star, 0);
            CHECK_EQ_INT(move.path, star.path, "N=%d D=%d: the one outcome's arc adds nothing", n, plies);
        }
        double rate = (double)wins / trials, se = sqrt(p * (1 - p) / trials);
        CHECK(fabs(rate - p) < 4 * se, "N=%d D=%d: generated win rate %.4f, Nau's game %.4f (se %.4f)", n, plies,
              rate, p, se);
        search_workspace_free(ws);
    }
}

int main(void)
{
    test_nau_game();
    test_ballard_values();
    test_weighted_values();
    test_random_orders_uniform();
    test_order_stamp_wrap();
    test_poll();
    test_trace();
    test_star_first_pairing();
    test_knuth_moore();
    test_enumeration();
    test_format_value();
    test_overflow_refused();
    test_experiment_determinism();
    test_against_exhaustive();
    return check_report("test_search");
}
