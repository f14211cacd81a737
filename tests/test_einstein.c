/* test_einstein.c - EinStein würfelt nicht! through the game interface
 * (the rules themselves are checked against tests/einstein_moves.py).
 *
 * 1. Positions read back as written, for every position met in random
 *    play; start:PPPPPP,QQQQQQ places the cubes on the start squares in row
 *    order; malformed positions, setups that are not permutations of 1-6
 *    and finished games are refused.
 * 2. A move that reaches the corner or takes the last enemy cube is a leaf
 *    worth 1000 for its side.
 * 3. Every pruning algorithm (Star1, Star2, cyclic, Star2.5, a table, the
 *    move goal) returns exactly minimax's value on 500 positions from
 *    random play at horizons 1-4, the die known or to come, in three orders.
 */
#include <string.h>

#include <stdlib.h>

#include "check.h"
#include "games/einstein/eingame.h"
#include "core/horizon.h"
#include "rng.h"
#include "core/search.h"

/* A position after `plies` random moves from start:seed (or the last before the game ended). */
static struct ein_position random_position(int seed, int plies)
{
    char start[32], err[256];
    struct ein_position p, before;
    snprintf(start, sizeof start, "start:%d", seed);
    ein_parse(start, &p, err, sizeof err);
    for (int i = 0; i < plies; i++) {
        struct ein_move moves[EIN_MAX_MOVES];
        int count = ein_moves(&p, 1 + (int)(rng_next() % 6), moves);
        before = p;
        ein_play(&p, &moves[rng_next() % (uint64_t)count]);
        if (ein_winner(&p) >= 0) return before;
    }
    return p;
}

static void test_notation(void)
{
    char text[EIN_POSITION_TEXT], err[512];
    for (int trial = 0; trial < 2000; trial++) {
        struct ein_position p = random_position(trial, (int)(rng_next() % 30)), back;
        ein_format(&p, text, sizeof text);
        CHECK(ein_parse(text, &back, err, sizeof err) == 0 && memcmp(&p, &back, sizeof p) == 0, "%s reads back", text);
    }
    struct ein_position p;
    CHECK(ein_parse("start:123456,654321", &p, err, sizeof err) == 0, "%s", err);
    ein_format(&p, text, sizeof text);
    CHECK(strcmp(text, "ABC../DE.../F...f/...ed/..cba:b") == 0, "start:123456,654321 is %s", text);
    static const char *const BAD[] = { "start:112345,123456", "start:12345,123456", "start:", "start:x",
                                       "ABC../DE.../F...f/...ed/..cba", "ABC../DE.../F...f/...ed/..cbA:b",
                                       "ABC../DE.../F...f/...ed/..cbaa:b", "ABC../DE.../F....:b",
                                       "ABC../DE.../F...f/...ed/..cbE:w", "aBC../DE.../F...f/...ed/..cb.:b" };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++)
        CHECK(ein_parse(BAD[i], &p, err, sizeof err) != 0, "'%s' refused", BAD[i]);
}

/* The first child of the root of `position` with die `die` at horizon 1. */
static void test_win(const char *position, const char *die, value_t expected_in_points)
{
    char err[512];
    struct ein_game g;
    struct tree_cursor c;
    struct node child;
    value_t w;
    CHECK(ein_game_init(&g, position, die, 1, err, sizeof err) == 0, "%s", err);
    const struct tree *t = &g.rules.tree;
    int *scratch = calloc((size_t)t->cursor_scratch, sizeof *scratch);
    tree_open(t, &t->root, &c, scratch);
    CHECK(tree_next(&c, &child, &w) && child.kind == NODE_LEAF, "%s die %s: the first move ends the game", position, die);
    CHECK_EQ_INT(tree_leaf_value(t, &child), expected_in_points * t->scale, "%s die %s: its value", position, die);
    free(scratch);
    ein_game_free(&g);
}

static const struct search_params PRUNING[] = {
    { .method = METHOD_STAR }, { .method = METHOD_STAR, .probe_rounds = 1 },
    { .method = METHOD_STAR, .probe_rounds = 2 }, { .method = METHOD_STAR, .probe_rounds = 2, .probe_by_outcome = 1 },
    { .method = METHOD_STAR, .probe_rounds = 1, .table = 1 }, { .method = METHOD_STAR, .probe_rounds = 1, .goal = GOAL_MOVE },
};
#define PRUNING_COUNT ((int)(sizeof PRUNING / sizeof PRUNING[0]))

static void test_algorithms(int positions)
{
    static const enum move_order ORDERS[] = { MOVE_ORDER_TREE, MOVE_ORDER_EVAL, MOVE_ORDER_EVAL_ABOVE };
    static const char *const DICE[] = { "1", "2", "3", "4", "5", "6" };
    char text[EIN_POSITION_TEXT], err[512];
    for (int n = 0; n < positions; n++) {
        struct ein_position p = random_position(1000 + n, (int)(rng_next() % 24));
        int horizon = 1 + (int)(rng_next() % 4), die = (int)(rng_next() % 7);
        ein_format(&p, text, sizeof text);
        struct ein_game g;
        struct horizon_tree h;
        struct horizon_spec spec = { .horizon = horizon, .eval = EVAL_SOURCE, .order = ORDERS[n % 3] };
        CHECK(ein_game_init(&g, text, die ? DICE[die - 1] : NULL, horizon, err, sizeof err) == 0, "%s", err);
        CHECK(horizon_init(&h, &g.rules.tree, &spec, NULL, err, sizeof err) == 0, "%s", err);
        struct search_workspace *ws = search_workspace_new(&h.tree);
        search_workspace_table(ws, 4096);
        struct search_stats st = { 0 };
        value_t exact = search_root(ws, &h.tree, &SEARCH_EXHAUSTIVE, &st).value;
        for (int k = 0; k < PRUNING_COUNT; k++) {
            search_table_clear(ws);
            struct search_result r = search_root(ws, &h.tree, &PRUNING[k], &st);
            if (PRUNING[k].goal == GOAL_MOVE && h.tree.root.kind == NODE_MAX)
                CHECK_EQ_INT(search_root_child_value(ws, &h.tree, r.best), exact, "%s die %d horizon %d: move goal",
                             text, die, horizon);
            else if (PRUNING[k].goal != GOAL_MOVE)
                CHECK_EQ_INT(r.value, exact, "%s die %d horizon %d: pruning %d", text, die, horizon, k);
        }
        search_workspace_free(ws);
        ein_game_free(&g);
    }
}

int main(void)
{
    test_notation();
    test_win("....a/...../...../...A./.....:b", "1", 1000); /* black reaches the corner */
    test_win("...../...../...../...A./...a.:w", "1", 1000); /* white takes black's last cube */
    test_win("...../...../...../...A./...a.:w", "4", 1000); /* the die 4: the nearest lower cube, 1 */
    test_algorithms(500);
    return check_report("einstein");
}
