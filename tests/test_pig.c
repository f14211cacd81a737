/* test_pig.c - Pig: the solution, the rules as a tree, every algorithm.
 *
 * 1. The solved game: the first player's optimal win probability at
 *    target 100 is Neller and Presser's published 0.5306 to its printed
 *    digits; at target 2 it is 6/7 (5/6 + 1/6 (1 - P)); every state of the
 *    solution satisfies the optimality equations within a few fixed-point
 *    units, and lies in [0, 1].
 * 2. The tree against the rules, written again here: a decision node has
 *    roll (a * node over six faces of weight 1) then hold (the other's
 *    turn, the total banked); a 1 passes the turn with nothing banked, 2-6
 *    add to the total, and reaching the target is a leaf of the roller's.
 *    Positions read back as written.
 * 3. Every pruning algorithm (Star1, Star2, cyclic, Star2.5, with and
 *    without a table, every order) returns exactly minimax's value on 600
 *    sampled positions at horizons 1-5 with both evaluations: * nodes whose
 *    outcomes are -, + and leaves at once.
 * 4. With the exact evaluation at horizon 1 the chosen move is optimal.
 * 5. pig:hold0=0 (no hold at a turn total of 0) changes no solved value:
 *    at every (i, j, 0) of target 100, rolling is worth at least holding,
 *    1 - P(j, i, 0), so the optimality equations with hold at 0 and
 *    without it have the same solution; the tree then has roll alone at a
 *    turn total of 0, and hold elsewhere.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "games/pig/pig.h"
#include "core/horizon.h"
#include "rng.h"
#include "core/search.h"

static int rng_below(int n) { return (int)(rng_next() % (uint64_t)n); }

static double as_double(int64_t p) { return (double)p / (double)PIG_FIX_ONE; }

static void test_solution(void)
{
    struct pig_solution s;
    CHECK(pig_solve(100, &s) == 0, "solving target 100");
    int64_t first = pig_win(&s, 0, 0, 0);
    long long digits = (long long)(as_double(first) * 10000 + 0.5);
    CHECK_EQ_INT(digits, 5306, "P(0, 0, 0) at 100 = %.10f, Neller and Presser print 0.5306", as_double(first));
    int64_t worst = 0;
    for (int i = 0; i < 100; i++)
        for (int j = 0; j < 100; j++)
            for (int k = 0; i + k < 100; k++) {
                int64_t p = pig_win(&s, i, j, k), roll = pig_roll_value(&s, i, j, k), hold = pig_hold_value(&s, i, j, k);
                int64_t best = roll > hold ? roll : hold, off = p > best ? p - best : best - p;
                if (off > worst) worst = off;
                if (p < 0 || p > PIG_FIX_ONE) CHECK(0, "P(%d, %d, %d) = %.17g outside [0, 1]", i, j, k, as_double(p));
            }
    CHECK(worst <= 8, "the optimality equations hold within 8 units of 2^-50 on every state (largest miss %lld)",
          (long long)worst);
    pig_solution_free(&s);
    CHECK(pig_solve(2, &s) == 0, "solving target 2");
    int64_t seven = 6 * (PIG_FIX_ONE / 7), got = pig_win(&s, 0, 0, 0);
    CHECK(got - seven <= 8 && seven - got <= 8, "P(0, 0, 0) at 2 = %.17g, expected 6/7", as_double(got));
    pig_solution_free(&s);
}

/* The rules, from the parent's state: the k-th child's state, kind and leaf. */
static void test_children(const struct tree *t, const struct node *n, int target, struct pig_state s)
{
    struct tree_cursor c;
    struct node child;
    value_t w;
    int *scratch = calloc((size_t)t->cursor_scratch, sizeof *scratch);
    tree_open(t, n, &c, scratch);
    for (int k = 0; tree_next(&c, &child, &w); k++) {
        CHECK_EQ_INT(w, 1, "a child's weight");
        if (n->kind != NODE_CHANCE) {
            enum node_kind other = n->kind == NODE_MAX ? NODE_MIN : NODE_MAX;
            CHECK_EQ_INT(child.kind, k == 0 ? NODE_CHANCE : other, "move %d of %d-%d-%d", k, s.mover, s.other, s.turn);
            continue;
        }
        int face = k + 1, wins = s.mover + s.turn + face >= target;
        enum node_kind parent_side = n->id & ((uint64_t)1 << 24) ? NODE_MAX : NODE_MIN;
        enum node_kind expected = face == 1 ? (parent_side == NODE_MAX ? NODE_MIN : NODE_MAX)
                                  : wins ? NODE_LEAF : parent_side;
        CHECK_EQ_INT(child.kind, expected, "face %d below %d-%d-%d", face, s.mover, s.other, s.turn);
        if (expected == NODE_LEAF)
            CHECK_EQ_INT(tree_leaf_value(t, &child), parent_side == NODE_MAX ? t->hi : 0, "the roller wins");
    }
    CHECK_EQ_INT(c.count, n->kind == NODE_CHANCE ? 6 : 2, "children of %d-%d-%d", s.mover, s.other, s.turn);
    free(scratch);
}

static struct pig_state random_state(int target)
{
    struct pig_state s = { rng_below(target), rng_below(target), 0 };
    s.turn = rng_below(2) ? 0 : rng_below(target - s.mover);
    return s;
}

static void test_rules(void)
{
    char err[256], text[64];
    for (int trial = 0; trial < 200; trial++) {
        int target = 2 + rng_below(60);
        struct pig_state s = random_state(target), back;
        pig_format_position(&s, text, sizeof text);
        CHECK(pig_parse_position(text, target, &back, err, sizeof err) == 0 && memcmp(&s, &back, sizeof s) == 0,
              "%s reads back", text);
        struct pig_game g;
        CHECK(pig_game_init(&g, target, 1, &s, 2, PIG_EVAL_RACE, err, sizeof err) == 0, "%s", err);
        test_children(&g.rules.tree, &g.rules.tree.root, target, s);
        struct node roll;
        struct tree_cursor c;
        value_t w;
        int *scratch = calloc((size_t)g.rules.tree.cursor_scratch, sizeof *scratch);
        tree_open(&g.rules.tree, &g.rules.tree.root, &c, scratch);
        tree_next(&c, &roll, &w);
        test_children(&g.rules.tree, &roll, target, s);
        free(scratch);
        pig_game_free(&g);
    }
    static const char *const BAD[] = { "", "1", "1-2-3-4", "1-2-", "-1-2", "a-b", "1000-0", "5-5-5 " };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        struct pig_state s;
        CHECK(pig_parse_position(BAD[i], 100, &s, err, sizeof err) != 0, "'%s' refused", BAD[i]);
    }
}

static const struct search_params PRUNING[] = {
    { .method = METHOD_STAR }, { .method = METHOD_STAR, .probe_rounds = 1 },
    { .method = METHOD_STAR, .probe_rounds = 2 }, { .method = METHOD_STAR, .probe_rounds = 3, .probe_by_outcome = 1 },
    { .method = METHOD_STAR, .probe_rounds = 1, .table = 1 }, { .method = METHOD_STAR, .probe_rounds = 1, .goal = GOAL_MOVE },
};
#define PRUNING_COUNT ((int)(sizeof PRUNING / sizeof PRUNING[0]))

/* One position searched by every algorithm against minimax. */
static void test_position(const struct pig_game *g, int horizon, enum move_order order, struct search_workspace **ws)
{
    char err[256];
    struct horizon_tree h;
    struct horizon_spec spec = { .horizon = horizon, .eval = EVAL_SOURCE, .order = order };
    CHECK(horizon_init(&h, &g->rules.tree, &spec, NULL, err, sizeof err) == 0, "%s", err);
    *ws = search_workspace_new(&h.tree);
    search_workspace_table(*ws, 4096);
    struct search_stats st = { 0 };
    struct search_result exact = search_root(*ws, &h.tree, &SEARCH_EXHAUSTIVE, &st);
    for (int k = 0; k < PRUNING_COUNT; k++) {
        search_table_clear(*ws);
        struct search_result r = search_root(*ws, &h.tree, &PRUNING[k], &st);
        if (PRUNING[k].goal == GOAL_MOVE) {
            value_t chosen = search_root_child_value(*ws, &h.tree, r.best);
            CHECK_EQ_INT(chosen, exact.value, "pruning %d: the move chosen is a best one (%d-%d-%d, horizon %d)", k,
                         g->root.mover, g->root.other, g->root.turn, horizon);
        } else {
            CHECK_EQ_INT(r.value, exact.value, "pruning %d (%d-%d-%d to %d, horizon %d, order %d)", k, g->root.mover,
                         g->root.other, g->root.turn, g->target, horizon, (int)order);
        }
    }
    search_workspace_free(*ws);
}

static void test_algorithms(int positions)
{
    char err[256];
    static const int TARGETS[] = { 100, 30, 12 };
    static const enum move_order ORDERS[] = { MOVE_ORDER_TREE, MOVE_ORDER_EVAL, MOVE_ORDER_EVAL_ABOVE };
    for (int p = 0; p < positions; p++) {
        int target = TARGETS[p % 3], horizon = 1 + rng_below(5);
        struct pig_state s = random_state(target);
        struct pig_game g;
        struct search_workspace *ws;
        enum pig_evaluator e = p % 2 ? PIG_EVAL_EXACT : PIG_EVAL_RACE;
        CHECK(pig_game_init(&g, target, 1, &s, horizon, e, err, sizeof err) == 0, "%s", err);
        test_position(&g, horizon, ORDERS[rng_below(3)], &ws);
        pig_game_free(&g);
    }
}

/* With the exact evaluation, a horizon of 1 chooses the optimal move. */
static void test_exact_choice(void)
{
    char err[256];
    const struct pig_solution *s = pig_solved(100);
    for (int trial = 0; trial < 300; trial++) {
        struct pig_state st = random_state(100);
        struct pig_game g;
        struct horizon_tree h;
        struct horizon_spec spec = { .horizon = 1, .eval = EVAL_SOURCE };
        CHECK(pig_game_init(&g, 100, 1, &st, 1, PIG_EVAL_EXACT, err, sizeof err) == 0, "%s", err);
        CHECK(horizon_init(&h, &g.rules.tree, &spec, NULL, err, sizeof err) == 0, "%s", err);
        struct search_workspace *ws = search_workspace_new(&h.tree);
        struct search_stats stats = { 0 };
        int best = search_root(ws, &h.tree, &SEARCH_STAR2, &stats).best;
        int64_t roll = pig_roll_value(s, st.mover, st.other, st.turn), hold = pig_hold_value(s, st.mover, st.other, st.turn);
        int64_t loss = (roll > hold ? roll : hold) - (best == 0 ? roll : hold);
        CHECK(loss * 2000000000LL <= PIG_FIX_ONE, "%d-%d-%d: %s loses %.3g", st.mover, st.other, st.turn,
              best == 0 ? "roll" : "hold", as_double(loss));
        search_workspace_free(ws);
        pig_game_free(&g);
    }
}

static void test_hold_at_zero(void)
{
    const struct pig_solution *s = pig_solved(100);
    int dominated = 0;
    for (int i = 0; i < 100; i++)
        for (int j = 0; j < 100; j++)
            dominated += pig_roll_value(s, i, j, 0) >= PIG_FIX_ONE - pig_win(s, j, i, 0);
    CHECK_EQ_INT(dominated, 100 * 100, "states (i, j, 0) where rolling is worth at least holding at 0");
    char err[256];
    for (int turn = 0; turn < 3; turn++) {
        struct pig_state st = { 10, 20, turn };
        struct pig_game g;
        CHECK(pig_game_init(&g, 100, 0, &st, 2, PIG_EVAL_RACE, err, sizeof err) == 0, "%s", err);
        struct tree_cursor c;
        int *scratch = calloc((size_t)g.rules.tree.cursor_scratch, sizeof *scratch);
        tree_open(&g.rules.tree, &g.rules.tree.root, &c, scratch);
        CHECK_EQ_INT(c.count, turn == 0 ? 1 : 2, "hold0=0: moves at 10-20-%d", turn);
        free(scratch);
        pig_game_free(&g);
    }
}

int main(void)
{
    test_solution();
    test_rules();
    test_algorithms(600);
    test_exact_choice();
    test_hold_at_zero();
    return check_report("pig");
}
