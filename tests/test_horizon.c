/* test_horizon.c - searches to a horizon against an independent
 * computation of the horizon tree's value, and the evaluators' contracts.
 *
 * The reference here never goes through horizon.c: it walks the full tree,
 * counts move levels itself, and scores a node the horizon reaches with the
 * source's evaluate (or, for the oracle, the exhaustive value below it).
 * Every algorithm, with both goals, must return exactly that value (the
 * chosen move must be the first best child by it), on every model,
 * D = 1..4, C in {1, 2, 6, 21}, dice and random weights, H = 1..D + 1,
 * with and without noise.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "trials/experiment.h"
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
    { .method = METHOD_STAR, .probe_rounds = 0, .cutoff = CUTOFF_STRICT },
    { .method = METHOD_STAR, .probe_rounds = 1, .cutoff = CUTOFF_STRICT },
};
static const char *const ALGO_NAME[] = { "minimax", "star1", "star2", "cyclic2", "strict star1", "strict star2" };
#define ALGO_COUNT ((int)(sizeof ALGOS / sizeof ALGOS[0]))

static int scratch_pool[64][1 << 12];

/* The exact *-minimax value of the horizon tree below n, walking the full
 * tree t and the horizon tree v in step (n is the same node of both; it
 * has `moves` move nodes above it).  Which nodes are scored is decided
 * here, by counting move levels; a scored node must be a leaf of v, and
 * without noise its value must be t's evaluation (or, with oracle, the
 * exhaustive value below it) times factor.  With noise, v's value is taken
 * (test_noise checks the noise itself). */
struct reference {
    const struct tree *t, *v;
    int horizon, oracle, noisy;
    value_t factor;
    struct search_workspace *ws; /* for the oracle: a workspace for t */
};

static value_t scored_value(const struct reference *ref, const struct node *n)
{
    static const struct search_params EXHAUSTIVE = { .method = METHOD_EXHAUSTIVE };
    struct search_stats unused = { 0 };
    if (n->kind == NODE_LEAF) return ref->factor * tree_leaf_value(ref->t, n);
    if (ref->oracle) return ref->factor * search_node(ref->ws, ref->t, &EXHAUSTIVE, n, ref->t->lo, ref->t->hi, &unused);
    return ref->t->ops->evaluate(ref->t, n);
}

static value_t reference(const struct reference *ref, const struct node *n, const struct node *vn, int moves)
{
    struct tree_cursor c, vc;
    struct node child, vchild;
    value_t w, vw, best = 0, sum = 0;
    int below = moves + (n->kind != NODE_CHANCE);
    tree_open(ref->t, n, &c, scratch_pool[2 * n->depth]);
    tree_open(ref->v, vn, &vc, scratch_pool[2 * n->depth + 1]);
    for (int k = 0; tree_next(&c, &child, &w); k++) {
        CHECK(tree_next(&vc, &vchild, &vw) && vw == w, "the horizon tree lacks a child or changed its weight");
        value_t v;
        if (child.kind == NODE_LEAF || below >= ref->horizon) {
            CHECK_EQ_INT(vchild.kind, NODE_LEAF, "a node at the horizon (depth %d) is not scored", child.depth);
            v = tree_leaf_value(ref->v, &vchild);
            if (!ref->noisy || child.kind == NODE_LEAF)
                CHECK_EQ_INT(v, scored_value(ref, &child), "a scored node's value (depth %d)", child.depth);
        } else {
            CHECK_EQ_INT(vchild.kind, child.kind, "a node above the horizon (depth %d) changed kind", child.depth);
            v = reference(ref, &child, &vchild, below);
        }
        sum += w * v;
        if (k == 0 || (n->kind == NODE_MAX ? v > best : v < best)) best = v;
    }
    if (n->kind != NODE_CHANCE) return best;
    CHECK(sum % c.total == 0, "a chance mean of the horizon tree is no integer");
    return sum / c.total;
}

static struct gen_spec spec_of(int plies, int n, int c, enum chance_probs probs, const char *model, int path)
{
    /* path: the model's own evaluation (path for fuller, wins for nau and pearl) */
    struct gen_spec spec = test_spec(plies, n, c, probs, model, ORDER_RANDOM, 11, 1, 2);
    spec.eval = path ? &GEN_EVALS[gen_eval_find(strcmp(model, "fuller") == 0 ? "path" : "wins")] : NULL;
    return spec;
}

static int trees_checked;

/* One tree at one horizon: every algorithm's value and chosen move. */
static void check_horizon(const char *label, const struct tree *base, const struct horizon_spec *hs,
                          struct search_workspace *ws, struct search_workspace *oracle_ws)
{
    struct horizon_tree h;
    char err[200];
    CHECK(horizon_init(&h, base, hs, oracle_ws, err, sizeof err) == 0, "%s: horizon refused: %s", label, err);
    struct reference ref = { base, &h.tree, hs->horizon, hs->eval == EVAL_ORACLE, hs->noise > 0, h.factor, oracle_ws };
    value_t want = reference(&ref, &base->root, &h.tree.root, 0);
    /* The first best root child by the horizon tree's values: the root's
     * exact value in the horizon tree, searched below each child alone. */
    int first_best = -1;
    value_t best = 0;
    struct tree_cursor c;
    struct node child;
    value_t w;
    tree_open(&h.tree, &h.tree.root, &c, scratch_pool[63]);
    for (int k = 0; tree_next(&c, &child, &w); k++) {
        struct search_stats unused = { 0 };
        value_t v = search_node(ws, &h.tree, &ALGOS[0], &child, h.tree.lo, h.tree.hi, &unused);
        if (first_best < 0 || v > best) first_best = k, best = v;
    }
    CHECK_EQ_INT(best, want, "%s H=%d: the best root child's value is not the root's", label, hs->horizon);
    for (int a = 0; a < ALGO_COUNT; a++) {
        struct search_stats st = { 0 };
        struct search_result r = search_root(ws, &h.tree, &ALGOS[a], &st);
        CHECK_EQ_INT(r.value, want, "%s H=%d: %s value", label, hs->horizon, ALGO_NAME[a]);
        CHECK_EQ_INT(r.best, first_best, "%s H=%d: %s chose", label, hs->horizon, ALGO_NAME[a]);
        struct search_params move = ALGOS[a];
        move.goal = GOAL_MOVE;
        if (move.method == METHOD_EXHAUSTIVE) continue;
        r = search_root(ws, &h.tree, &move, &st);
        CHECK_EQ_INT(search_root_child_value(ws, &h.tree, r.best), want, "%s H=%d: %s goal move chose a child that is not best", label, hs->horizon, ALGO_NAME[a]);
    }
}

static void check_trees(const char *label, const struct gen_spec *spec, int trees, int oracle, int64_t noise)
{
    char err[200];
    CHECK(gen_spec_check(spec, err, sizeof err) == 0, "%s: spec refused: %s", label, err);
    struct gen_tree g;
    gen_tree_init(&g, spec, 0);
    struct search_workspace *ws = search_workspace_new(&g.tree), *oracle_ws = search_workspace_new(&g.tree);
    for (int trial = 0; trial < trees; trial++) {
        gen_tree_init(&g, spec, (uint64_t)trial);
        for (int hz = 1; hz <= spec->plies + 1; hz++) {
            struct horizon_spec hs = { .horizon = hz, .eval = oracle ? EVAL_ORACLE : EVAL_SOURCE, .eval_name = "test", .noise = noise, .noise_seed = 99 };
            check_horizon(label, &g.tree, &hs, ws, oracle_ws);
        }
        trees_checked++;
    }
    search_workspace_free(ws);
    search_workspace_free(oracle_ws);
}

static void test_against_reference(void)
{
    static const struct { int plies, n, c; enum chance_probs probs; const char *model; int path, trees; } CASES[] = {
        { 1, 4, 4, PROBS_UNIFORM, "fuller", 1, 100 }, { 2, 3, 3, PROBS_UNIFORM, "fuller", 1, 200 },
        { 2, 4, 2, PROBS_UNIFORM, "fuller", 1, 200 }, { 3, 2, 2, PROBS_UNIFORM, "fuller", 1, 200 },
        { 3, 3, 1, PROBS_UNIFORM, "fuller", 1, 200 }, { 4, 2, 2, PROBS_UNIFORM, "fuller", 1, 60 },
        { 3, 2, 6, PROBS_UNIFORM, "fuller", 1, 40 },  { 2, 3, 21, PROBS_DICE, "fuller", 1, 40 },
        { 3, 2, 3, PROBS_RANDOM, "fuller", 1, 100 },  { 3, 3, 2, PROBS_UNIFORM, "uniform", 0, 100 },
        { 3, 2, 2, PROBS_UNIFORM, "nau", 1, 100 },    { 3, 2, 2, PROBS_RANDOM, "pearl", 1, 100 },
        { 4, 3, 1, PROBS_UNIFORM, "nau", 1, 40 },     { 3, 2, 21, PROBS_DICE, "pearl", 1, 10 },
        { 2, 2, 21, PROBS_DICE, "uniform", 0, 20 },
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        char label[128];
        struct gen_spec spec = spec_of(CASES[i].plies, CASES[i].n, CASES[i].c, CASES[i].probs, CASES[i].model,
                                       CASES[i].path);
        snprintf(label, sizeof label, "D=%d N=%d C=%d %s %s", CASES[i].plies, CASES[i].n, CASES[i].c,
                 GEN_PROBS_NAMES[CASES[i].probs], CASES[i].model);
        if (CASES[i].path) {
            check_trees(label, &spec, CASES[i].trees, 0, 0);
            check_trees(label, &spec, CASES[i].trees / 4, 0, strcmp(CASES[i].model, "fuller") == 0 ? 3 : 1);
        }
        check_trees(label, &spec, CASES[i].trees / 2, 1, 0);
        check_trees(label, &spec, CASES[i].trees / 4, 1, 1);
    }
}

/* The path evaluation is the expectation it claims: at every inner node
 * W * e(n) = sum w_i e(child_i), moves weighing 1 each (uniformly random)
 * and outcomes their probability, with e(leaf) = the leaf's value in the
 * evaluation's units. */
static void check_expectation(const struct tree *t, const struct node *n)
{
    struct tree_cursor c;
    struct node child;
    value_t w, sum = 0, total = 0;
    tree_open(t, n, &c, scratch_pool[n->depth]);
    while (tree_next(&c, &child, &w)) {
        if (n->kind != NODE_CHANCE) w = 1;
        total += w;
        if (child.kind == NODE_LEAF) {
            sum += w * t->eval_scale * tree_leaf_value(t, &child);
        } else {
            sum += w * t->ops->evaluate(t, &child);
            check_expectation(t, &child);
        }
    }
    CHECK_EQ_INT(total * t->ops->evaluate(t, n), sum, "path evaluation at depth %d is not the mean below it",
                 n->depth);
}

static void test_path_is_expectation(void)
{
    static const struct { int plies, n, c; enum chance_probs probs; } CASES[] = {
        { 1, 5, 5, PROBS_UNIFORM }, { 2, 4, 4, PROBS_UNIFORM }, { 3, 3, 2, PROBS_UNIFORM },
        { 2, 3, 21, PROBS_DICE },   { 4, 2, 3, PROBS_UNIFORM }, { 3, 2, 1, PROBS_UNIFORM },
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        struct gen_spec spec = spec_of(CASES[i].plies, CASES[i].n, CASES[i].c, CASES[i].probs, "fuller", 1);
        struct gen_tree g;
        for (int trial = 0; trial < 5; trial++) {
            gen_tree_init(&g, &spec, (uint64_t)trial);
            check_expectation(&g.tree, &g.tree.root);
        }
    }
}

/* The wins evaluation counts: every node's leaves are equally many below
 * each child (regular trees), so b * e(n) = sum e(child_i) at + , - and *
 * nodes alike (a count, not a probability), e(leaf) = its value. */
static void check_wins(const struct tree *t, const struct node *n)
{
    struct tree_cursor c;
    struct node child;
    value_t w, sum = 0;
    tree_open(t, n, &c, scratch_pool[n->depth]);
    while (tree_next(&c, &child, &w)) {
        if (child.kind == NODE_LEAF) {
            sum += t->eval_scale * tree_leaf_value(t, &child);
        } else {
            sum += t->ops->evaluate(t, &child);
            check_wins(t, &child);
        }
    }
    CHECK_EQ_INT(c.count * t->ops->evaluate(t, n), sum, "wins at depth %d is not the count below it", n->depth);
}

static void test_wins_counts(void)
{
    static const struct { int plies, n, c; const char *model; } CASES[] = {
        { 2, 3, 3, "nau" }, { 3, 2, 1, "nau" }, { 3, 3, 2, "pearl" }, { 4, 2, 2, "pearl" },
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        struct gen_spec spec = spec_of(CASES[i].plies, CASES[i].n, CASES[i].c, PROBS_UNIFORM, CASES[i].model, 1);
        struct gen_tree g;
        for (int trial = 0; trial < 5; trial++) {
            gen_tree_init(&g, &spec, (uint64_t)trial);
            check_wins(&g.tree, &g.tree.root);
        }
    }
}

/* Whether the leaves `bits` (bit i: leaf i wins, left to right) make a
 * node at level d of g's shape a forced win for + (first leaf: bit *next). */
static int forced_win(const struct gen_tree *g, int d, uint32_t bits, int *next)
{
    if (d == g->levels) return (bits >> (*next)++) & 1;
    int any = 0, all = 1;
    for (int i = 0; i < g->branching[d]; i++) {
        int w = forced_win(g, d + 1, bits, next);
        any |= w;
        all &= w;
    }
    return g->kind[d] == NODE_MAX ? any : all;
}

/* --eval cond (Tzeng and Purdom's estimate) against brute force: at every
 * level of small Pearl trees, every placement of the wins below a node
 * enumerated, those that make it a forced win counted by k, the estimate
 * equal to that count over C(m, k), exactly (both formed in long double
 * from exact integers, rounded once to double). */
static void test_cond_against_enumeration(void)
{
    static const struct { int plies, n; } SHAPES[] = { { 1, 3 }, { 2, 2 }, { 2, 4 }, { 3, 2 }, { 4, 2 }, { 2, 3 } };
    for (size_t i = 0; i < sizeof SHAPES / sizeof SHAPES[0]; i++) {
        struct gen_spec spec = test_spec(SHAPES[i].plies, SHAPES[i].n, 1, PROBS_UNIFORM, "pearl", ORDER_RANDOM, 5, 1, 2);
        spec.eval = &GEN_EVALS[gen_eval_find("cond")];
        struct gen_tree g;
        gen_tree_init(&g, &spec, 0);
        for (int d = 0; d <= g.levels; d++) {
            int m = 1;
            for (int e = d; e < g.levels; e++) m *= g.branching[e];
            uint64_t wins[17] = { 0 }, all[17] = { 0 };
            for (uint32_t bits = 0; bits < (1u << m); bits++) {
                int next = 0, k = __builtin_popcount(bits);
                wins[k] += (uint64_t)forced_win(&g, d, bits, &next);
                all[k]++;
            }
            for (int k = 0; k <= m; k++) {
                double expected = (double)((long double)wins[k] / (long double)all[k]);
                double got = gen_cond_win(&spec, d, (uint64_t)k);
                CHECK(got == expected, "cond, N=%d D=%d, level %d, %d of %d leaves win: got %.17g, expected "
                      "%llu/%llu", SHAPES[i].n, SHAPES[i].plies, d, k, m, got, (unsigned long long)wins[k],
                      (unsigned long long)all[k]);
            }
            CHECK(gen_cond_win(&spec, d, (uint64_t)m + 1) < 0, "cond: more wins than leaves refused");
        }
    }
}

/* Past the tree's depth the horizon changes nothing: the same leaves read
 * and the same values (times the evaluation's scale). */
static void test_deep_horizon_is_exhaustive(void)
{
    struct gen_spec spec = spec_of(3, 3, 3, PROBS_UNIFORM, "fuller", 1);
    struct gen_tree g;
    gen_tree_init(&g, &spec, 0);
    struct search_workspace *ws = search_workspace_new(&g.tree);
    for (int trial = 0; trial < 50; trial++) {
        gen_tree_init(&g, &spec, (uint64_t)trial);
        struct horizon_tree h;
        struct horizon_spec hs = { .horizon = 3, .eval = EVAL_SOURCE, .eval_name = "test", .noise = 0, .noise_seed = 0 };
        char err[200];
        CHECK(horizon_init(&h, &g.tree, &hs, NULL, err, sizeof err) == 0, "%s", err);
        for (int a = 0; a < ALGO_COUNT; a++) {
            struct search_stats full = { 0 }, seen = { 0 };
            value_t v = search_root(ws, &g.tree, &ALGOS[a], &full).value;
            value_t hv = search_root(ws, &h.tree, &ALGOS[a], &seen).value;
            CHECK_EQ_INT(hv, 2 * v, "trial %d %s: H = D value", trial, ALGO_NAME[a]);
            CHECK_EQ_INT(seen.leaves, full.leaves, "trial %d %s: H = D leaves", trial, ALGO_NAME[a]);
            CHECK_EQ_INT(seen.regular_cutoffs, full.regular_cutoffs, "trial %d %s: H = D cutoffs", trial,
                         ALGO_NAME[a]);
        }
    }
    search_workspace_free(ws);
}

/* Noise: within [-K, K] units before clamping, the same for the same
 * node and seed, different under another seed. */
static void test_noise(void)
{
    struct gen_spec spec = spec_of(2, 6, 6, PROBS_UNIFORM, "fuller", 1);
    struct gen_tree g;
    gen_tree_init(&g, &spec, 3);
    const struct tree *t = &g.tree;
    struct horizon_tree quiet, noisy, again, other;
    struct horizon_spec hs = { .horizon = 1, .eval = EVAL_SOURCE, .eval_name = "test", .noise = 0, .noise_seed = 5 };
    char err[200];
    CHECK(horizon_init(&quiet, t, &hs, NULL, err, sizeof err) == 0, "%s", err);
    hs.noise = 2;
    CHECK(horizon_init(&noisy, t, &hs, NULL, err, sizeof err) == 0, "%s", err);
    CHECK(horizon_init(&again, t, &hs, NULL, err, sizeof err) == 0, "%s", err);
    hs.noise_seed = 6;
    CHECK(horizon_init(&other, t, &hs, NULL, err, sizeof err) == 0, "%s", err);
    struct tree_cursor cq, cn, ca, co;
    struct node q, n, a, o;
    value_t w;
    int differs = 0, seen[5] = { 0 };
    tree_open(&quiet.tree, &t->root, &cq, scratch_pool[0]);
    tree_open(&noisy.tree, &t->root, &cn, scratch_pool[1]);
    tree_open(&again.tree, &t->root, &ca, scratch_pool[2]);
    tree_open(&other.tree, &t->root, &co, scratch_pool[3]);
    while (tree_next(&cq, &q, &w) && tree_next(&cn, &n, &w) && tree_next(&ca, &a, &w) && tree_next(&co, &o, &w)) {
        value_t unit = noisy.tree.scale, dq = tree_leaf_value(&quiet.tree, &q);
        value_t dn = tree_leaf_value(&noisy.tree, &n) - dq;
        CHECK(q.kind == NODE_LEAF && n.kind == NODE_LEAF, "H = 1: the root's children are scored");
        CHECK(dn % unit == 0 && dn / unit >= -2 && dn / unit <= 2, "noise %lld outside [-2, 2] units", (long long)dn);
        if (dn % unit == 0 && dn / unit >= -2 && dn / unit <= 2) seen[dn / unit + 2] = 1;
        CHECK_EQ_INT(tree_leaf_value(&again.tree, &a), tree_leaf_value(&noisy.tree, &n), "noise not reproducible");
        differs |= tree_leaf_value(&other.tree, &o) != tree_leaf_value(&noisy.tree, &n);
    }
    CHECK(differs, "another noise seed changed nothing");
    CHECK(seen[0] + seen[1] + seen[2] + seen[3] + seen[4] >= 2, "noise took one value only");
    hs.noise = (t->hi - t->lo) / t->scale + 1;
    CHECK(horizon_init(&other, t, &hs, NULL, err, sizeof err) != 0, "noise wider than U - L accepted");
}

/* A random tree in starbench's format, kinds in any order (a + node may
 * sit below a + node), every inner node with an :eval in [-6, 6]. */
static uint64_t text_rng = 12345;
static int text_below(int n)
{
    text_rng = text_rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return (int)((text_rng >> 33) % (uint64_t)n);
}

static void random_text(char **p, int depth)
{
    static const char *const KINDS[] = { "max", "min", "chance" };
    if (depth == 0 || text_below(5) == 0) {
        *p += sprintf(*p, " %d", text_below(13) - 6);
        return;
    }
    int kind = text_below(3), children = 1 + text_below(3), thirds = kind == 2 && children == 2 && text_below(2);
    *p += sprintf(*p, " (%s :eval %d", KINDS[kind], text_below(13) - 6);
    for (int i = 0; i < children; i++) {
        if (thirds) *p += sprintf(*p, " %d/3", i == 0 ? 1 : 2);
        random_text(p, depth - 1);
    }
    *p += sprintf(*p, ")");
}

static void test_tree_files(void)
{
    static char text[1 << 16];
    struct treefile_bounds bounds = { 1, -6, 6 };
    char err[300];
    for (int i = 0; i < 400; i++) {
        char *p = text;
        p += sprintf(p, "(max :eval 0");
        for (int k = 0, n = 1 + text_below(3); k < n; k++) random_text(&p, 4);
        p += sprintf(p, ")");
        FILE *in = fmemopen(text, (size_t)(p - text), "r");
        struct file_tree *f = treefile_read(in, "random.tree", &bounds, err, sizeof err);
        fclose(in);
        CHECK(f != NULL, "random tree file refused: %s", err);
        if (!f) continue;
        const struct tree *t = treefile_tree(f);
        struct search_workspace *ws = search_workspace_new(t), *oracle_ws = search_workspace_new(t);
        for (int hz = 1; hz <= 5; hz++) {
            CHECK(treefile_check_horizon(f, hz, 0, err, sizeof err) == 0, "every node has an :eval: %s", err);
            struct horizon_spec hs = { .horizon = hz, .eval = i % 2 ? EVAL_ORACLE : EVAL_SOURCE, .eval_name = "test", .noise = i % 3 == 0, .noise_seed = 7 };
            check_horizon("tree file", t, &hs, ws, oracle_ws);
        }
        search_workspace_free(ws);
        search_workspace_free(oracle_ws);
        treefile_free(f);
    }
    /* A node the horizon reaches without an :eval is named; one below it is no matter. */
    static const char partial[] = "(max :eval 2 (chance (min :eval 1 1 2) (min :eval 2 3 4)) (min :eval 2 (max 1 2)))";
    FILE *in = fmemopen((void *)partial, sizeof partial - 1, "r");
    struct file_tree *f = treefile_read(in, "partial.tree", NULL, err, sizeof err);
    fclose(in);
    CHECK(f != NULL, "partial.tree refused: %s", err);
    if (!f) return;
    CHECK(treefile_check_horizon(f, 1, 0, err, sizeof err) != 0, "H = 1: the chance node has no :eval");
    CHECK(strstr(err, "node 2 ") != NULL, "the chance node is the file's node 2: %s", err);
    CHECK(treefile_check_horizon(f, 2, 0, err, sizeof err) != 0, "H = 2 reaches (max 1 2), which has no :eval");
    CHECK(strstr(err, "node 10 ") != NULL, "(max 1 2) is the file's node 10: %s", err);
    CHECK(treefile_check_horizon(f, 3, 0, err, sizeof err) == 0, "H = 3 reaches no inner node: %s", err);
    treefile_free(f);
}

/* The exact *-minimax value below n by the definition (the test's own). */
static value_t exact_value(const struct tree *t, const struct node *n)
{
    if (n->kind == NODE_LEAF) return tree_leaf_value(t, n);
    struct tree_cursor c;
    struct node child;
    value_t w, best = 0, sum = 0;
    tree_open(t, n, &c, scratch_pool[40 + n->depth]);
    for (int k = 0; tree_next(&c, &child, &w); k++) {
        value_t v = exact_value(t, &child);
        sum += w * v;
        if (k == 0 || (n->kind == NODE_MAX ? v > best : v < best)) best = v;
    }
    return n->kind == NODE_CHANCE ? sum / c.total : best;
}

struct quality_check {
    const struct experiment *e;
    uint64_t correct[4], loss_micro[4];
};

/* Each trial's move quality against the full tree's values computed here:
 * the chosen child (result.best) valued by exact_value, the best of all,
 * both in the units of the tree the sink is given (the horizon tree's). */
static int quality_sink(void *arg, uint64_t trial, const struct tree *t, const struct trial_result *r)
{
    struct quality_check *q = arg;
    struct gen_tree g;
    gen_tree_init(&g, &q->e->spec, trial);
    value_t factor = t->scale / g.tree.scale, values[16], best = 0;
    struct tree_cursor c;
    struct node child;
    value_t w;
    int count = 0;
    tree_open(&g.tree, &g.tree.root, &c, scratch_pool[39]);
    while (tree_next(&c, &child, &w)) {
        values[count] = factor * exact_value(&g.tree, &child);
        if (count == 0 || values[count] > best) best = values[count];
        count++;
    }
    for (int a = 0; a < q->e->algorithm_count; a++) {
        const struct move_quality *m = &r[a].quality;
        CHECK_EQ_INT(m->chosen, r[a].result.best, "trial %llu: the move judged is the move chosen", (unsigned long long)trial);
        CHECK_EQ_INT(m->chosen_value, values[r[a].result.best], "trial %llu: the chosen move's value", (unsigned long long)trial);
        CHECK_EQ_INT(m->best_value, best, "trial %llu: the best move's value", (unsigned long long)trial);
        q->correct[a] += values[r[a].result.best] == best;
        /* The loss in millionths, rounded half up, by 128-bit arithmetic of its own. */
        stat_u128 micro = ((stat_u128)(uint64_t)(best - values[r[a].result.best]) * 1000000 * 2 + (uint64_t)t->scale)
                                  / (2 * (uint64_t)t->scale);
        q->loss_micro[a] += (uint64_t)micro;
    }
    return 0;
}

static void test_move_quality(void)
{
    static const struct run_algorithm ALGS[] = {
        { .algorithm = &ALGORITHMS[0], .params = { .method = METHOD_EXHAUSTIVE } },
        { .algorithm = &ALGORITHMS[2], .params = { .method = METHOD_STAR, .probe_rounds = 1 } },
        { .algorithm = &ALGORITHMS[1], .params = { .method = METHOD_STAR, .probe_rounds = 0, .goal = GOAL_MOVE, .cutoff = CUTOFF_INCLUSIVE } },
    };
    struct gen_spec spec = spec_of(3, 4, 3, PROBS_RANDOM, "fuller", 1);
    struct horizon_spec hs = { .horizon = 2, .eval = EVAL_SOURCE, .eval_name = "path", .noise = 3, .noise_seed = 1 };
    struct experiment e = { .spec = spec, .trials = 300, .algorithms = ALGS, .algorithm_count = 3, .threads = 2,
                            .horizon = &hs };
    struct algorithm_summary summary[3];
    struct quality_check q = { &e, { 0 }, { 0 } };
    char err[200];
    CHECK(experiment_run(&e, summary, quality_sink, &q, err, sizeof err) == 0, "experiment: %s", err);
    int some_wrong = 0;
    for (int a = 0; a < 3; a++) {
        CHECK_EQ_INT(summary[a].correct.count, 300, "one correct flag per trial");
        CHECK_EQ_INT((uint64_t)summary[a].correct.sum, q.correct[a], "%s: correct moves", ALGS[a].algorithm->name);
        CHECK_EQ_INT((uint64_t)summary[a].loss_micro.sum, q.loss_micro[a], "%s: loss", ALGS[a].algorithm->name);
        some_wrong |= q.correct[a] < 300;
    }
    CHECK(some_wrong, "with noise 3 at horizon 2 of 3 some move should be wrong (else this checks little)");
}

/* Product propagation, recomputed here over the tree interface: the
 * probability that the root wins if the values below were independent
 * win probabilities (Tzeng and Purdom's rule (5.2)). */
static double product_reference(const struct tree *t, const struct node *n, int depth_pool)
{
    if (n->kind == NODE_LEAF) return (double)tree_leaf_value(t, n) / (double)t->scale;
    struct tree_cursor c;
    struct node child;
    value_t w;
    double all_lose = 1, all_win = 1, sum = 0;
    tree_open(t, n, &c, scratch_pool[depth_pool]);
    while (tree_next(&c, &child, &w)) {
        double v = product_reference(t, &child, depth_pool + 1);
        all_lose *= 1 - v;
        all_win *= v;
        sum += (double)w * v;
    }
    return n->kind == NODE_MAX ? 1 - all_lose : n->kind == NODE_MIN ? all_win : sum / (double)c.total;
}

static void test_product(void)
{
    static const struct search_params PRODUCT = { .method = METHOD_PRODUCT };
    /* By hand (every value a binary fraction, so the doubles are exact). */
    static const char TEXT[] = "(max (chance (min 0 1) (min 1 1)) (chance 1/4 (min 1 1) 3/4 (max 0 0)))";
    char err[256];
    FILE *in = fmemopen((void *)TEXT, sizeof TEXT - 1, "r");
    struct file_tree *f = treefile_read(in, "product.tree", &(struct treefile_bounds){ 0, 0, 0 }, err, sizeof err);
    fclose(in);
    CHECK(f != NULL, "read: %s", err);
    if (f) {
        const struct tree *t = treefile_tree(f);
        struct search_workspace *ws = search_workspace_new(t);
        struct search_stats st = { 0 };
        struct search_result r = search_root(ws, t, &PRODUCT, &st);
        /* child 1: (0 * 1 + 1 * 1) / 2 = 1/2; child 2: 1/4 * 1 + 3/4 * (1 - 1 * 1) = 1/4; root 1 - 1/2 * 3/4 */
        CHECK(r.probability == 0.625, "product value %.17g, expected 0.625", r.probability);
        CHECK_EQ_INT(r.best, 0, "product chose");
        CHECK_EQ_INT(st.leaves, 8, "product reads every leaf");
        search_workspace_free(ws);
        treefile_free(f);
    }
    /* Random nau and pearl trees, with horizons and evaluations. */
    static const struct { int plies, n, c; enum chance_probs probs; const char *model; } CASES[] = {
        { 3, 2, 2, PROBS_UNIFORM, "nau" }, { 4, 2, 1, PROBS_UNIFORM, "nau" }, { 3, 3, 2, PROBS_RANDOM, "pearl" },
        { 2, 2, 21, PROBS_DICE, "pearl" },
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        struct gen_spec spec = spec_of(CASES[i].plies, CASES[i].n, CASES[i].c, CASES[i].probs, CASES[i].model, 1);
        struct gen_tree g;
        gen_tree_init(&g, &spec, 0);
        struct search_workspace *ws = search_workspace_new(&g.tree), *oracle_ws = search_workspace_new(&g.tree);
        for (int trial = 0; trial < 100; trial++) {
            gen_tree_init(&g, &spec, (uint64_t)trial);
            for (int hz = 1; hz <= spec.plies; hz++) {
                struct horizon_spec hs = { .horizon = hz, .eval = trial % 3 ? EVAL_SOURCE : EVAL_ORACLE,
                                           .eval_name = "test", .noise = 0 };
                struct horizon_tree h;
                CHECK(horizon_init(&h, &g.tree, &hs, oracle_ws, err, sizeof err) == 0, "%s", err);
                struct search_stats st = { 0 };
                struct search_result r = search_root(ws, &h.tree, &PRODUCT, &st);
                CHECK(r.probability == product_reference(&h.tree, &h.tree.root, 0),
                      "%s D=%d trial %d H=%d: product value", CASES[i].model, spec.plies, trial, hz);
                /* The first root child of largest product value. */
                struct tree_cursor c;
                struct node child;
                value_t w;
                double best = -1;
                int first_best = -1;
                tree_open(&h.tree, &h.tree.root, &c, scratch_pool[40]);
                for (int k = 0; tree_next(&c, &child, &w); k++) {
                    double v = product_reference(&h.tree, &child, 41);
                    if (v > best) best = v, first_best = k;
                }
                CHECK_EQ_INT(r.best, first_best, "%s trial %d H=%d: product chose", CASES[i].model, trial, hz);
            }
        }
        search_workspace_free(ws);
        search_workspace_free(oracle_ws);
    }
}

/* A stand-in for ChanceProbCut's shallow tree whose every + or - node
 * has one child, a leaf worth the node's exact value in the horizon tree
 * `of` understated by `shift` for the side to move there (zero-sum: at a -
 * node the value plus shift), so that a = shift, b = 1 predicts exactly. */
struct understated {
    struct tree tree;
    const struct tree *of;
    struct search_workspace *ws; /* for the exact values */
    value_t shift;
};

static void understated_open(const struct tree *t, const struct node *n, struct tree_cursor *c)
{
    (void)t;
    (void)n;
    c->count = 1;
    c->total = 1;
}

static int understated_next(struct tree_cursor *c, struct node *child, value_t *weight)
{
    const struct understated *u = (const struct understated *)c->tree;
    if (c->next++ > 0) return 0;
    struct search_stats unused = { 0 };
    value_t v = search_node(u->ws, u->of, &ALGOS[0], &c->parent, u->of->lo, u->of->hi, &unused);
    *child = (struct node){ .path = c->parent.kind == NODE_MAX ? v - u->shift : v + u->shift,
                            .depth = c->parent.depth + 1, .kind = NODE_LEAF };
    *weight = 1;
    return 1;
}

static value_t understated_leaf(const struct tree *t, const struct node *leaf)
{
    (void)t;
    return leaf->path;
}

static const struct tree_ops UNDERSTATED_OPS = { understated_open, understated_next, understated_leaf, NULL, NULL,
                                                 NULL, NULL, NULL, NULL, NULL, NULL, NULL };

/* ChanceProbCut (search.h, struct chance_cut) on the horizon tree h with
 * its shallow searches in `shallow` (NULL: h itself, so v_s is the
 * outcome's exact value), a = offset, b = 1 and the band's half-width
 * margin, every depth cut at; the root's value, its counts into *st. */
static value_t search_with_cut(struct search_workspace *ws, const struct horizon_tree *h, const struct tree *shallow,
                               value_t offset, value_t margin, struct search_stats *st)
{
    struct chance_cut cut = { .shallow = shallow ? shallow : &h->tree, .horizon = h->spec.horizon };
    for (int d = 0; d <= CHANCE_CUT_MAX_DEPTH; d++) {
        cut.applies[d] = 1;
        cut.offset[d] = offset;
        cut.slope[d] = CHANCE_CUT_SLOPE_UNIT;
        cut.margin[d] = margin;
    }
    const struct search_params cpc = { .method = METHOD_STAR, .probe_rounds = 1, .cut = &cut };
    return search_root(ws, &h->tree, &cpc, st).value;
}

/* ChanceProbCut's cut test, with predictions whose error is known:
 * - exact predictions (v_s the value itself, a = 0, b = 1, no margin) make
 *   every cut sound, so the value must be exhaustive *-minimax's, and cuts
 *   must happen (else the test would prove nothing);
 * - so do values understated for the side to move with a = the shift (a
 *   sign wrong at - outcomes would predict 2 shifts off);
 * - bands as wide as [L, U] can cut nothing: the value is exact, no cut;
 * - predictions biased by a quarter of U - L make some cut wrong: the value
 *   must differ on some tree (the test can see an unsound cut). */
static void test_chance_cut(void)
{
    static const struct { int plies, n, c; enum chance_probs probs; const char *model; } CASES[] = {
        { 4, 3, 3, PROBS_UNIFORM, "fuller" }, { 4, 2, 6, PROBS_RANDOM, "fuller" }, { 5, 2, 3, PROBS_DICE, "fuller" },
        { 4, 3, 2, PROBS_UNIFORM, "nau" },    { 4, 2, 3, PROBS_RANDOM, "pearl" },
    };
    uint64_t exact_cuts = 0, wide_cuts = 0, shallow = 0;
    int biased_wrong = 0;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        struct gen_spec spec = spec_of(CASES[i].plies, CASES[i].n, CASES[i].c, CASES[i].probs, CASES[i].model, 1);
        struct gen_tree g;
        char err[200];
        struct horizon_tree ordered; /* its cursors need the most scratch */
        const struct horizon_spec by_eval = { .horizon = 1, .eval = EVAL_SOURCE, .order = MOVE_ORDER_EVAL };
        gen_tree_init(&g, &spec, 0);
        CHECK(horizon_init(&ordered, &g.tree, &by_eval, NULL, err, sizeof err) == 0, "cut: view refused: %s", err);
        struct search_workspace *ws = search_workspace_new(&ordered.tree), *oracle = search_workspace_new(&ordered.tree);
        for (int trial = 0; trial < 60; trial++) {
            gen_tree_init(&g, &spec, (uint64_t)trial);
            for (int hz = 2; hz <= (spec.plies + 1) / 2 + 1; hz++) {
                struct horizon_spec hs = { .horizon = hz, .eval = EVAL_SOURCE, .eval_name = "test",
                                           .order = trial % 2 ? MOVE_ORDER_EVAL : MOVE_ORDER_TREE };
                struct horizon_tree h;
                CHECK(horizon_init(&h, &g.tree, &hs, NULL, err, sizeof err) == 0, "cut: horizon refused: %s", err);
                struct search_stats full = { 0 }, exact = { 0 }, shifted = { 0 }, wide = { 0 }, biased = { 0 };
                value_t want = search_root(ws, &h.tree, &ALGOS[0], &full).value, shift = (h.tree.hi - h.tree.lo) / 8;
                struct understated u = { h.tree, &h.tree, oracle, shift };
                u.tree.ops = &UNDERSTATED_OPS;
                CHECK_EQ_INT(search_with_cut(ws, &h, NULL, 0, 0, &exact), want, "cut: %s %s trial %d H=%d: exact bands",
                             CASES[i].model, GEN_PROBS_NAMES[CASES[i].probs], trial, hz);
                CHECK_EQ_INT(search_with_cut(ws, &h, &u.tree, shift, 0, &shifted), want,
                             "cut: %s trial %d H=%d: understated values, a = their shift", CASES[i].model, trial, hz);
                CHECK_EQ_INT(search_with_cut(ws, &h, NULL, 0, h.tree.hi - h.tree.lo, &wide), want,
                             "cut: %s trial %d H=%d: bands [L, U]", CASES[i].model, trial, hz);
                biased_wrong += search_with_cut(ws, &h, NULL, (h.tree.hi - h.tree.lo) / 4, 0, &biased) != want;
                exact_cuts += exact.forward_cutoffs + shifted.forward_cutoffs;
                wide_cuts += wide.forward_cutoffs;
                shallow += wide.shallow_searches;
            }
        }
        search_workspace_free(ws);
        search_workspace_free(oracle);
    }
    CHECK(exact_cuts > 0, "cut: exact bands never cut (the soundness check proves nothing)");
    CHECK_EQ_INT(wide_cuts, 0, "cut: bands [L, U] cut");
    CHECK(shallow > 0, "cut: no shallow search ran");
    CHECK(biased_wrong > 0, "cut: biased bands never changed a value");
    printf("horizon: ChanceProbCut: %llu sound cuts with exact bands, %d values changed by biased ones\n",
           (unsigned long long)exact_cuts, biased_wrong);
}

int main(void)
{
    test_chance_cut();
    test_product();
    test_move_quality();
    test_tree_files();
    test_path_is_expectation();
    test_wins_counts();
    test_cond_against_enumeration();
    test_deep_horizon_is_exhaustive();
    test_noise();
    test_against_reference();
    printf("horizon: %d trees at every horizon\n", trees_checked);
    return check_report("test_horizon");
}
