/* test_search.c - every pruning algorithm against exhaustive *-minimax.
 *
 * On Ballard's trees the root's value is always 0 (the + node's best * child
 * has arc 0 and every * node averages its arcs to 0), so a wrong cut could
 * still return 0 there.  The test therefore also uses trees whose values
 * vary (independent uniform leaves with many ties, deeper and mixed shapes,
 * + children below * nodes), and searches the root and random inner nodes
 * with random windows, checking the fail-hard contract exactly:
 *   v <= alpha -> alpha,   v >= beta -> beta,   otherwise v.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "experiment.h"
#include "search.h"
#include "tree.h"

/* A fixed local generator for choosing windows and nodes (not the tree's). */
static uint64_t rng_state = 0x243f6a8885a308d3ULL;
static uint64_t rng_next(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}
static value_t rng_between(value_t lo, value_t hi) /* inclusive */
{
    return lo + (value_t)(rng_next() % (uint64_t)(hi - lo + 1));
}

static struct tree_spec spec_of(const char *kinds, const int *branching, enum leaf_model leaves,
                                enum tree_order order)
{
    struct tree_spec spec;
    memset(&spec, 0, sizeof spec);
    spec.shape.depth = (int)strlen(kinds);
    for (int d = 0; d < spec.shape.depth; d++) {
        spec.shape.kind[d] = kinds[d] == '+' ? NODE_MAX : kinds[d] == '-' ? NODE_MIN : NODE_CHANCE;
        spec.shape.branching[d] = branching[d];
    }
    spec.leaves = leaves;
    spec.uniform_lo = -4;
    spec.uniform_hi = 4;
    spec.order = order;
    spec.seed = 7;
    spec.root_first_rank = -1;
    return spec;
}

static const struct search_params PRUNING[] = {
    { METHOD_STAR, 0 }, { METHOD_STAR, 1 }, { METHOD_STAR, 2 }, { METHOD_STAR, 3 }
};
static const char *const PRUNING_NAME[] = { "star1", "star2", "cyclic2", "cyclic3" };
#define PRUNING_COUNT ((int)(sizeof PRUNING / sizeof PRUNING[0]))

/* A node reached by random moves from the root, stopping above the leaves. */
static struct node random_inner_node(const struct tree *t, int *ranks)
{
    struct node n = tree_root();
    int stop = (int)(rng_next() % (uint64_t)t->spec.shape.depth);
    while (n.depth < stop) {
        int b = tree_branching(t, &n);
        int k = (int)(rng_next() % (uint64_t)b);
        tree_child_ranks(t, &n, ranks);
        n = tree_child(t, &n, k, ranks[k]);
    }
    return n;
}

static int trees_checked;

static void check_shape(const char *label, const struct tree_spec *spec, int trees)
{
    char err[200];
    CHECK(tree_spec_check(spec, err, sizeof err) == 0, "%s: spec rejected: %s", label, err);
    struct search_workspace *ws = search_workspace_new(&spec->shape);
    struct search_params exhaustive = { METHOD_EXHAUSTIVE, 0 };
    int ranks[64];
    for (int trial = 0; trial < trees; trial++) {
        struct tree t;
        tree_init(&t, spec, (uint64_t)trial);
        struct search_stats full = { 0, 0, 0, 0 };
        value_t exact = search_root(ws, &t, &exhaustive, &full);
        for (int a = 0; a < PRUNING_COUNT; a++) {
            struct search_stats st = { 0, 0, 0, 0 };
            value_t v = search_root(ws, &t, &PRUNING[a], &st);
            CHECK_EQ_INT(v, exact, "%s trial %d: %s root value", label, trial, PRUNING_NAME[a]);
            if (PRUNING[a].probe_rounds == 0)
                CHECK(st.leaves <= full.leaves, "%s trial %d: star1 saw more leaves than exist", label, trial);
        }
        /* Random windows at the root and at a random inner node. */
        for (int w = 0; w < 3; w++) {
            struct node n = w == 0 ? tree_root() : random_inner_node(&t, ranks);
            struct search_stats unused = { 0, 0, 0, 0 };
            value_t v = search_node(ws, &t, &exhaustive, &n, t.lo, t.hi, &unused);
            value_t alpha = rng_between(t.lo, t.hi - 1);
            value_t beta = rng_between(alpha + 1, t.hi);
            value_t expected = v <= alpha ? alpha : v >= beta ? beta : v;
            for (int a = 0; a < PRUNING_COUNT; a++) {
                value_t got = search_node(ws, &t, &PRUNING[a], &n, alpha, beta, &unused);
                CHECK_EQ_INT(got, expected, "%s trial %d: %s at depth %d index %llu, window [%lld, %lld]",
                             label, trial, PRUNING_NAME[a], n.depth, (unsigned long long)n.index,
                             (long long)alpha, (long long)beta);
            }
        }
        trees_checked++;
    }
    search_workspace_free(ws);
}

static void test_against_exhaustive(void)
{
    static const int B2[] = { 2, 2, 2, 2, 2 }, B3[] = { 3, 3, 3, 3, 3 }, B4[] = { 4, 4, 4 },
                     B5[] = { 5, 5, 5 }, B6[] = { 6, 6, 6 }, B8[] = { 8, 8, 8 },
                     B10[] = { 10, 10, 10 }, MIXED[] = { 3, 2, 5 }, WIDE[] = { 4, 6 };
    char label[64];
    const int *ballard[] = { B2, B4, B6, B8, B10 };
    for (int i = 0; i < 5; i++) {
        struct tree_spec s = spec_of("+*-", ballard[i], LEAVES_ARC_SUMS, ORDER_RANDOM);
        snprintf(label, sizeof label, "ballard N=%d", ballard[i][0]);
        check_shape(label, &s, 1000);
    }
    const int *uniform[] = { B2, B3, B4, B5 };
    for (int i = 0; i < 4; i++) {
        struct tree_spec s = spec_of("+*-", uniform[i], LEAVES_UNIFORM, ORDER_RANDOM);
        snprintf(label, sizeof label, "uniform +*- N=%d", uniform[i][0]);
        check_shape(label, &s, 1000);
    }
    struct tree_spec s;
    s = spec_of("-*+", B3, LEAVES_UNIFORM, ORDER_RANDOM);   check_shape("uniform -*+ (+ children)", &s, 800);
    s = spec_of("+*-*+", B2, LEAVES_UNIFORM, ORDER_RANDOM); check_shape("uniform +*-*+ N=2", &s, 800);
    s = spec_of("+*-*+", B3, LEAVES_UNIFORM, ORDER_RANDOM); check_shape("uniform +*-*+ N=3", &s, 500);
    s = spec_of("*-*+", B3, LEAVES_UNIFORM, ORDER_RANDOM);  check_shape("uniform *-*+ N=3", &s, 500);
    s = spec_of("+*-", MIXED, LEAVES_UNIFORM, ORDER_RANDOM); check_shape("uniform +*- b=3,2,5", &s, 500);
    s = spec_of("+*", WIDE, LEAVES_UNIFORM, ORDER_RANDOM);   check_shape("uniform +* (leaf children)", &s, 500);
    s = spec_of("+*-*+", B2, LEAVES_ARC_SUMS, ORDER_RANDOM); check_shape("ballard +*-*+ N=2", &s, 500);
    CHECK(trees_checked >= 10000, "only %d trees checked", trees_checked);
    printf("checked %d trees against exhaustive *-minimax\n", trees_checked);
}

static void test_ballard_values(void)
{
    /* Section 6: the * children of the + node are worth 0, -1, ..., -(N-1)
     * (each in some order), the + node 0; leaves span [L, U], U = 3N/2 - 1. */
    for (int n = 2; n <= 12; n += 2) {
        struct tree_spec spec = tree_spec_ballard(n, ORDER_RANDOM, 11);
        struct tree t;
        tree_init(&t, &spec, 3);
        CHECK_EQ_INT(t.hi, (3 * n / 2 - 1) * t.scale, "U for N=%d", n);
        CHECK_EQ_INT(t.lo, -t.hi, "L for N=%d", n);
        struct search_workspace *ws = search_workspace_new(&spec.shape);
        struct search_params exhaustive = { METHOD_EXHAUSTIVE, 0 };
        int ranks[16], seen[16] = { 0 };
        struct node root = tree_root();
        tree_child_ranks(&t, &root, ranks);
        for (int k = 0; k < n; k++) {
            struct node star = tree_child(&t, &root, k, ranks[k]);
            struct search_stats st = { 0, 0, 0, 0 };
            value_t v = search_node(ws, &t, &exhaustive, &star, t.lo, t.hi, &st);
            CHECK(v % t.scale == 0 && -v / t.scale >= 0 && -v / t.scale < n, "* value %lld", (long long)v);
            if (v % t.scale == 0 && -v / t.scale >= 0 && -v / t.scale < n) seen[-v / t.scale]++;
        }
        for (int k = 0; k < n; k++) CHECK_EQ_INT(seen[k], 1, "N=%d: * nodes worth -%d", n, k);
        search_workspace_free(ws);
    }
}

static void test_random_orders_uniform(void)
{
    /* All 3! orders of a 3-way node equally likely: chi-square over 60000
     * nodes, 5 degrees of freedom; 25 has p < 0.0002 (fixed seed: no flakes). */
    static const int B[] = { 3, 3, 3 };
    struct tree_spec spec = spec_of("+*-", B, LEAVES_UNIFORM, ORDER_RANDOM);
    long count[9] = { 0 };
    int ranks[3];
    for (uint64_t trial = 0; trial < 20000; trial++) {
        struct tree t;
        tree_init(&t, &spec, trial);
        for (uint64_t index = 0; index < 3; index++) {
            struct node n = { 1, index, 0 };
            tree_child_ranks(&t, &n, ranks);
            count[ranks[0] * 3 + ranks[1]]++;
        }
    }
    double chi2 = 0, expected = 60000.0 / 6;
    for (int i = 0; i < 9; i++)
        if (i / 3 != i % 3) chi2 += (count[i] - expected) * (count[i] - expected) / expected;
    CHECK(chi2 < 25.0, "chi-square of 3-way orders is %.2f", chi2);

    /* Pure function of (seed, trial, position). */
    struct tree a, b;
    int ra[3], rb[3];
    struct node n = { 2, 5, 0 };
    tree_init(&a, &spec, 42);
    tree_init(&b, &spec, 42);
    tree_child_ranks(&a, &n, ra);
    tree_child_ranks(&b, &n, rb);
    CHECK(memcmp(ra, rb, sizeof ra) == 0, "same node, same order");
}

static void test_enumeration(void)
{
    /* N = 2: 7 internal nodes, 2 orders each: 128 trees, each ordering once. */
    struct tree_spec spec = tree_spec_ballard(2, ORDER_ENUMERATED, 0);
    CHECK_EQ_INT(tree_count_orderings(&spec.shape), 128, "orderings of N=2");
    int seen[128] = { 0 };
    for (uint64_t i = 0; i < 128; i++) {
        struct tree t;
        tree_init(&t, &spec, i);
        int signature = 0, bit = 0, ranks[2];
        for (int depth = 0; depth < 3; depth++)
            for (uint64_t index = 0; index < (1u << depth); index++) {
                struct node n = { depth, index, 0 };
                tree_child_ranks(&t, &n, ranks);
                CHECK(ranks[0] + ranks[1] == 1, "ranks are a permutation");
                signature |= ranks[0] << bit++;
            }
        seen[signature]++;
    }
    for (int s = 0; s < 128; s++) CHECK_EQ_INT(seen[s], 1, "ordering %d enumerated once", s);
    struct tree_spec n4 = tree_spec_ballard(4, ORDER_ENUMERATED, 0);
    CHECK_EQ_INT(tree_count_orderings(&n4.shape), 0, "N=4 has too many orderings");
}

static void test_format_value(void)
{
    static const int B[] = { 4, 4, 4 };
    struct tree_spec spec = spec_of("+*-", B, LEAVES_UNIFORM, ORDER_BEST);
    struct tree t;
    char buf[32];
    tree_init(&t, &spec, 0);
    tree_format_value(&t, 3, buf, sizeof buf);
    CHECK(strcmp(buf, "3/4") == 0, "3/4 formatted as %s", buf);
    tree_format_value(&t, -6, buf, sizeof buf);
    CHECK(strcmp(buf, "-3/2") == 0, "-3/2 formatted as %s", buf);
    tree_format_value(&t, -8, buf, sizeof buf);
    CHECK(strcmp(buf, "-2") == 0, "-2 formatted as %s", buf);
    tree_format_value(&t, 0, buf, sizeof buf);
    CHECK(strcmp(buf, "0") == 0, "0 formatted as %s", buf);
}

/* Per-trial results folded into one checksum, in the order they arrive. */
static int checksum_sink(void *arg, uint64_t trial, const struct tree *t, const struct trial_result *r)
{
    uint64_t *sum = arg;
    (void)t;
    *sum = *sum * 1000003u + trial;
    for (int a = 0; a < 2; a++)
        *sum = (*sum * 1000003u + r[a].stats.leaves) * 31u + r[a].stats.probe_cutoffs
               + 7u * r[a].stats.regular_cutoffs + (uint64_t)r[a].value;
    return 0;
}

static void test_experiment_determinism(void)
{
    struct experiment e = { .n = 8, .order = ORDER_RANDOM, .seed = 5, .trials = 5000,
                            .algorithm = { 1, 3 }, .algorithm_count = 2, .probes = 2, .verify = 1 };
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
    e.algorithm[0] = 3;
    e.algorithm_count = 1;
    CHECK(experiment_run(&e, alone, NULL, NULL, err, sizeof err) == 0, "%s", err);
    CHECK(memcmp(&alone[0], &one[1], sizeof alone[0]) == 0, "cyclic alone differs from cyclic with star1");
}

int main(void)
{
    test_ballard_values();
    test_random_orders_uniform();
    test_enumeration();
    test_format_value();
    test_experiment_determinism();
    test_against_exhaustive();
    return check_report("test_search");
}
