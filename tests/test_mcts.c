/* test_mcts.c - Monte Carlo tree search with chance nodes (mcts.h).
 *
 * 1. It converges: on 40 random trees of each of two shapes (the paper's
 *    2-ply tree with N = C = 3, and 3 plies with N = C = 2), the mean
 *    distance of its value from exhaustive *-minimax's, as a share of the
 *    tree's range U - L, falls as the play-outs grow, and at 100,000
 *    play-outs is below 1% of the range and a quarter of the error at
 *    1,000 (a bound that can fail: a wrong back-up, a biased draw or a
 *    selection that stops exploring would keep the error up).
 * 2. It is deterministic: the same tree, play-outs and seed give the same
 *    value and move; another seed may differ.
 * 3. Its move at the root is a child of the root; on a tree with one
 *    move it is that move.
 * 4. A budget of N nodes stops it once N nodes are entered, the last
 *    play-out finished: at least N, at most one play-out's more (twice the
 *    tree's depth); a budget of N evaluations stops it after N play-outs
 *    at most.
 * 5. Nodes valued by the static evaluation (MCTS_LEAF_EVAL), with and
 *    without progressive widening: through a horizon view at the tree's
 *    own depth whose evaluation is the oracle (a node's exact value), the
 *    root's children are valued exactly and taken best first, so after 4
 *    play-outs (the root's, then one through each of its 3 children: each
 *    valued once, the tie of visits broken by the better mean) its move is
 *    a best one in every one of 40 trees, where random play-outs' is not
 *    (their count printed beside); every evaluation counted (at most one
 *    per node entered: none is valued twice).
 */
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "sources/generator.h"
#include "core/horizon.h"
#include "core/mcts.h"
#include "core/search.h"

static double mean_error(struct gen_spec spec, uint64_t playouts)
{
    double sum = 0;
    for (int trial = 0; trial < 40; trial++) {
        struct gen_tree g;
        gen_tree_init(&g, &spec, (uint64_t)trial);
        struct search_workspace *ws = search_workspace_new(&g.tree);
        struct search_stats st = { 0 };
        value_t exact = search_root(ws, &g.tree, &SEARCH_EXHAUSTIVE, &st).value, v;
        search_workspace_free(ws);
        struct search_params p = { .method = METHOD_MCTS, .playouts = playouts, .exploration_milli = 1414,
                                   .mcts_seed = 7 };
        int best;
        CHECK(mcts_search(&g.tree, &p, &st, &v, &best) == 0, "mcts ran");
        CHECK(best >= 0 && best < spec.n, "trial %d: the move %d is a child of the root (N = %d)", trial, best, spec.n);
        sum += (double)(v > exact ? v - exact : exact - v) / (double)(g.tree.hi - g.tree.lo);
    }
    return sum / 40;
}

static void test_converges(int plies, int n)
{
    struct gen_spec spec = gen_spec_ballard(n, ORDER_RANDOM, 1982);
    spec.plies = plies;
    spec.c = n;
    double few = mean_error(spec, 1000), many = mean_error(spec, 100000);
    printf("D=%d N=C=%d: mean error %.5f at 1,000 play-outs, %.5f at 100,000 (share of the range)\n", plies, n, few, many);
    CHECK(many < 0.01, "D=%d N=C=%d: mean error at 100,000 play-outs %.5f of the range, expected below 0.01", plies, n,
          many);
    CHECK(many <= few / 4, "D=%d N=C=%d: error falls from %.5f (1,000 play-outs) to %.5f (100,000), expected a "
          "quarter or less", plies, n, few, many);
}

static void test_deterministic(void)
{
    struct gen_spec spec = gen_spec_ballard(4, ORDER_RANDOM, 5);
    struct gen_tree g;
    gen_tree_init(&g, &spec, 3);
    struct search_params p = { .method = METHOD_MCTS, .playouts = 500, .exploration_milli = 1414, .mcts_seed = 11 };
    struct search_stats a = { 0 }, b = { 0 };
    value_t va, vb;
    int ma, mb;
    mcts_search(&g.tree, &p, &a, &va, &ma);
    mcts_search(&g.tree, &p, &b, &vb, &mb);
    CHECK(va == vb && ma == mb && a.nodes == b.nodes && a.leaves == b.leaves,
          "the same search twice: value %lld/%lld, move %d/%d, nodes %llu/%llu", (long long)va, (long long)vb, ma, mb,
          (unsigned long long)a.nodes, (unsigned long long)b.nodes);
    spec = gen_spec_ballard(1, ORDER_RANDOM, 5);
    gen_tree_init(&g, &spec, 0);
    mcts_search(&g.tree, &p, &a, &va, &ma);
    CHECK_EQ_INT(ma, 0, "a root with one move: that move");
}

static void test_budget(void)
{
    struct gen_spec spec = gen_spec_ballard(4, ORDER_RANDOM, 5);
    spec.plies = 3;
    struct gen_tree g;
    gen_tree_init(&g, &spec, 1);
    struct search_params p = { .method = METHOD_MCTS, .playouts = MCTS_MAX_PLAYOUTS, .exploration_milli = 1414,
                               .mcts_seed = 3, .budget = { .kind = BUDGET_NODES, .limit = 5000 } };
    struct search_stats st = { 0 };
    value_t v;
    int best;
    mcts_search(&g.tree, &p, &st, &v, &best);
    CHECK(st.nodes >= 5000 && st.nodes <= 5000 + 2 * (uint64_t)g.tree.depth + 2,
          "a budget of 5000 nodes: %llu nodes entered (depth %d)", (unsigned long long)st.nodes, g.tree.depth);
    struct search_stats few = { 0 };
    p.budget = (struct search_budget){ .kind = BUDGET_EVALS, .limit = 50 };
    mcts_search(&g.tree, &p, &few, &v, &best);
    CHECK(few.leaves <= 50, "a budget of 50 evaluations on a tree without any: %llu play-outs' leaves, at most 50",
          (unsigned long long)few.leaves);
}

/* The best moves a uniformly random choice would pick, summed over the
 * trees of the last oracle_best: the base rate beside its counts. */
static double chance_hits;

/* 4 play-outs (the root, then each of its 3 children once) on 40 trees (3
 * plies, N = C = 3) through an oracle view at
 * the trees' depth: how many of its moves are best ones (each checked
 * when `best_always`). */
static int oracle_best(int leaf, int widening_milli, int best_always)
{
    struct gen_spec spec = gen_spec_ballard(3, ORDER_RANDOM, 1982);
    spec.plies = 3;
    spec.c = 3;
    int hits = 0;
    chance_hits = 0;
    for (int trial = 0; trial < 40; trial++) {
        struct gen_tree g;
        gen_tree_init(&g, &spec, (uint64_t)trial);
        struct search_workspace *oracle = search_workspace_new(&g.tree), *ws = search_workspace_new(&g.tree);
        struct horizon_spec hs = { .horizon = 3, .eval = EVAL_ORACLE, .eval_name = "oracle" };
        struct horizon_tree h;
        char err[256];
        CHECK(horizon_init(&h, &g.tree, &hs, oracle, err, sizeof err) == 0, "%s", err);
        struct search_stats st = { 0 };
        uint64_t evaluations = 0;
        value_t exact = search_root(ws, &h.tree, &SEARCH_EXHAUSTIVE, &st).value, v, child[8];
        int children = search_root_child_values(ws, &h.tree, &SEARCH_EXHAUSTIVE, child, 8), best;
        h.evaluations = &evaluations;
        st = (struct search_stats){ 0 };
        struct search_params p = { .method = METHOD_MCTS, .playouts = 4, .exploration_milli = 1414, .mcts_seed = 7,
                                   .mcts_leaf = leaf, .widening_milli = widening_milli };
        CHECK(mcts_search(&h.tree, &p, &st, &v, &best) == 0 && best >= 0 && best < children, "mcts ran: move %d", best);
        CHECK(evaluations <= st.nodes, "trial %d: %llu evaluations for %llu nodes entered", trial,
              (unsigned long long)evaluations, (unsigned long long)st.nodes);
        hits += child[best] == exact;
        for (int k = 0; k < children; k++) chance_hits += (double)(child[k] == exact) / children;
        if (best_always)
            CHECK(child[best] == exact, "trial %d (leaf %d, widening %d): move %d worth %lld, the best %lld", trial, leaf,
                  widening_milli, best, (long long)child[best], (long long)exact);
        search_workspace_free(oracle);
        search_workspace_free(ws);
    }
    return hits;
}

static void test_evaluated(void)
{
    int random = oracle_best(MCTS_LEAF_RANDOM, 0, 0), eval = oracle_best(MCTS_LEAF_EVAL, 0, 1),
        widened = oracle_best(MCTS_LEAF_EVAL, 1000, 1);
    printf("oracle view, 4 play-outs: a best move in %d of 40 trees by random play-outs, %d evaluated, %d evaluated "
           "and widened (a move drawn at random: %.1f of 40; evaluated nodes win by construction here, the "
           "evaluation being exact: the check is that they are used)\n", random, eval, widened, chance_hits);
}

int main(void)
{
    test_evaluated();
    test_budget();
    test_converges(2, 3);
    test_converges(3, 2);
    test_deterministic();
    return check_report("test_mcts");
}
