/* test_sampling.c - the sampled tree of Monte Carlo *-minimax (sampling.h).
 *
 * 1. Exact in its own units: on 150 random trees of three shapes (uniform
 *    and weighted outcomes), with 1, 2 and 3 draws per * node, Star1,
 *    Star2, cyclic probing, Star2.5 and Star2 with the table return
 *    exactly exhaustive *-minimax's value of the sampled tree, and a move
 *    whose exact value (in the sampled tree) is that value.
 * 2. Full sampling is Star2: with as many draws as the widest node has
 *    children nothing is drawn, and Star2 on the sampled tree returns
 *    Star2's value and move on the tree itself, with the same leaves.
 * 3. Unbiased: a * child of the root of a 2-ply tree has no * node below
 *    it, so its sampled value (c draws of its outcomes' exact values) has
 *    the exact value as its mean; over 600 seeds the mean of each child's
 *    sampled value lies within 5 standard errors (plus half a unit, the
 *    rounding) of the exact value, for uniform and weighted outcomes.  A
 *    draw that ignored the weights, or one outcome drawn too often, fails.
 * 4. Deterministic: the same tree and seed give the same values; the
 *    draws differ from seed to seed.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "sources/generator.h"
#include "core/sampling.h"
#include "core/search.h"

static struct gen_spec shape(int plies, int n, int c, enum chance_probs probs, uint64_t seed)
{
    struct gen_spec spec = gen_spec_ballard(n, ORDER_RANDOM, seed);
    spec.plies = plies;
    spec.c = c;
    spec.probs = probs;
    return spec;
}

static value_t value_of(struct search_workspace *ws, const struct tree *t, const struct search_params *p,
                        int *best, uint64_t *leaves)
{
    struct search_stats st = { 0 };
    struct search_result r = search_root(ws, t, p, &st);
    if (best) *best = r.best;
    if (leaves) *leaves = st.leaves;
    return r.value;
}

static void test_exact(void)
{
    static const struct { int plies, n, c; enum chance_probs probs; } SHAPES[] = {
        { 2, 4, 5, PROBS_UNIFORM }, { 2, 3, 6, PROBS_RANDOM }, { 3, 3, 4, PROBS_UNIFORM },
    };
    struct search_params star1 = SEARCH_STAR2, cyclic = SEARCH_STAR2, star25 = SEARCH_STAR2, tabled = SEARCH_STAR2;
    star1.probe_rounds = 0;
    cyclic.probe_rounds = 2;
    star25.probe_rounds = 2;
    star25.probe_by_outcome = 1;
    tabled.table = 1;
    const struct { const char *name; const struct search_params *p; } ALGOS[] = {
        { "star1", &star1 }, { "star2", &SEARCH_STAR2 }, { "cyclic", &cyclic }, { "star25", &star25 },
        { "star2+table", &tabled },
    };
    int checked = 0;
    for (size_t s = 0; s < sizeof SHAPES / sizeof SHAPES[0]; s++)
        for (int trial = 0; trial < 50; trial++)
            for (int c = 1; c <= 3; c++) {
                struct gen_spec spec = shape(SHAPES[s].plies, SHAPES[s].n, SHAPES[s].c, SHAPES[s].probs, 1983);
                struct gen_tree g;
                struct sampled_tree st;
                char err[200];
                gen_tree_init(&g, &spec, (uint64_t)trial);
                CHECK(sampling_init(&st, &g.tree, c, (uint64_t)trial * 31 + 7, err, sizeof err) == 0, "%s", err);
                struct search_workspace *ws = search_workspace_new(&st.tree);
                search_workspace_table(ws, 1 << 12);
                value_t exact = value_of(ws, &st.tree, &SEARCH_EXHAUSTIVE, NULL, NULL);
                for (size_t a = 0; a < sizeof ALGOS / sizeof ALGOS[0]; a++) {
                    int best;
                    if (ALGOS[a].p->table) search_table_clear(ws);
                    value_t got = value_of(ws, &st.tree, ALGOS[a].p, &best, NULL);
                    CHECK(got == exact, "shape %zu trial %d c=%d: %s returned %lld, exhaustive %lld", s, trial, c,
                          ALGOS[a].name, (long long)got, (long long)exact);
                    CHECK(search_root_child_value(ws, &st.tree, best) == exact,
                          "shape %zu trial %d c=%d: %s's move %d is not a best one", s, trial, c, ALGOS[a].name, best);
                    checked++;
                }
                search_workspace_free(ws);
            }
    printf("%d searches of sampled trees equal exhaustive *-minimax on them\n", checked);
}

static void test_full_sampling(void)
{
    for (int trial = 0; trial < 60; trial++) {
        struct gen_spec spec = shape(2 + trial % 2, 3, 4, trial % 3 ? PROBS_RANDOM : PROBS_UNIFORM, 7);
        struct gen_tree g;
        struct sampled_tree st;
        char err[200];
        gen_tree_init(&g, &spec, (uint64_t)trial);
        CHECK(sampling_init(&st, &g.tree, g.tree.max_children, 99, err, sizeof err) == 0, "%s", err);
        struct search_workspace *ws = search_workspace_new(&st.tree);
        int best_tree, best_sampled;
        uint64_t leaves_tree, leaves_sampled;
        value_t v = value_of(ws, &g.tree, &SEARCH_STAR2, &best_tree, &leaves_tree);
        value_t w = sampling_value(&st, value_of(ws, &st.tree, &SEARCH_STAR2, &best_sampled, &leaves_sampled));
        CHECK(v == w && best_tree == best_sampled && leaves_tree == leaves_sampled,
              "trial %d, %d samples: Star2 gives %lld (move %d, %llu leaves) on the tree, %lld (move %d, %llu "
              "leaves) on the sampled tree", trial, g.tree.max_children, (long long)v, best_tree,
              (unsigned long long)leaves_tree, (long long)w, best_sampled, (unsigned long long)leaves_sampled);
        search_workspace_free(ws);
    }
}

static void test_unbiased(enum chance_probs probs)
{
    struct gen_spec spec = shape(2, 3, 6, probs, 11);
    struct gen_tree g;
    gen_tree_init(&g, &spec, 4);
    struct search_workspace *base_ws = search_workspace_new(&g.tree);
    value_t exact[8];
    int count = search_root_child_values(base_ws, &g.tree, &SEARCH_EXHAUSTIVE, exact, 8);
    double sum[8] = { 0 }, squares[8] = { 0 };
    const int seeds = 600;
    for (int seed = 0; seed < seeds; seed++) {
        struct sampled_tree st;
        char err[200];
        CHECK(sampling_init(&st, &g.tree, 3, (uint64_t)seed, err, sizeof err) == 0, "%s", err);
        struct search_workspace *ws = search_workspace_new(&st.tree);
        value_t got[8];
        CHECK_EQ_INT(search_root_child_values(ws, &st.tree, &SEARCH_EXHAUSTIVE, got, 8), count, "root children");
        for (int k = 0; k < count; k++) {
            double x = (double)(got[k] - exact[k] * st.factor) / (double)st.factor; /* in the tree's units */
            sum[k] += x;
            squares[k] += x * x;
        }
        search_workspace_free(ws);
    }
    for (int k = 0; k < count; k++) {
        double mean = sum[k] / seeds, se = sqrt((squares[k] / seeds - mean * mean) / (seeds - 1));
        CHECK(fabs(mean) <= 5 * se + 0.5, "probs %d, child %d: sampled values miss the exact value by %.3f on average "
              "(se %.3f), expected within 5 se", (int)probs, k, mean, se);
    }
    search_workspace_free(base_ws);
}

static void test_deterministic(void)
{
    struct gen_spec spec = shape(3, 3, 4, PROBS_UNIFORM, 5);
    struct gen_tree g;
    gen_tree_init(&g, &spec, 2);
    struct sampled_tree a, b, other;
    char err[200];
    sampling_init(&a, &g.tree, 2, 42, err, sizeof err);
    sampling_init(&b, &g.tree, 2, 42, err, sizeof err);
    struct search_workspace *ws = search_workspace_new(&a.tree);
    value_t va = value_of(ws, &a.tree, &SEARCH_EXHAUSTIVE, NULL, NULL);
    CHECK(va == value_of(ws, &b.tree, &SEARCH_EXHAUSTIVE, NULL, NULL), "the same seed twice: one value");
    int differs = 0;
    for (uint64_t seed = 43; seed < 53 && !differs; seed++) {
        sampling_init(&other, &g.tree, 2, seed, err, sizeof err);
        differs = value_of(ws, &other.tree, &SEARCH_EXHAUSTIVE, NULL, NULL) != va;
    }
    CHECK(differs, "ten other seeds all gave the value of seed 42: the seed draws nothing");
    CHECK(sampling_init(&other, &g.tree, 0, 1, err, sizeof err) != 0, "0 samples refused");
    CHECK(sampling_init(&other, &g.tree, SAMPLING_MAX_SAMPLES + 1, 1, err, sizeof err) != 0, "too many samples refused");
    search_workspace_free(ws);
}

int main(void)
{
    test_exact();
    test_full_sampling();
    test_unbiased(PROBS_UNIFORM);
    test_unbiased(PROBS_RANDOM);
    test_deterministic();
    return check_report("test_sampling");
}
