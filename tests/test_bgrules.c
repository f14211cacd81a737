/* test_bgrules.c - backgammon's two descriptions agree (issue 74): the
 * native tree (bggame.h), which --game backgammon searches, and the tree
 * derived from bg_rules() (bgrules.h, starbench/game.h) through
 * rules_tree.h.  For each position and roll of data/referee.txt  (make
 * test: every 16th; make test-full: all 537), both trees at horizon 2 with
 * the fitted evaluation are walked side by side: every node the same kind,
 * every decision the same moves in gnubg's notation in the same order,
 * every chance node the same 21 rolls with the same weights, every leaf
 * (an end or an evaluation) the same value; and exhaustive *-minimax and
 * Star2 give both roots the same value.  Values are compared exactly, as
 * points (value / scale / per_point, cross-multiplied).  Then the rules
 * part of check-game (rules_check.h) on the states of random games.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "trials/experiment.h"
#include "games/backgammon/bggame.h"
#include "games/backgammon/bgrules.h"
#include "games/rules/rules_check.h"
#include "games/rules/rules_tree.h"
#include "core/horizon.h"

#define HORIZON 2

struct pair {
    const struct tree *native_base, *rules_base; /* for move names */
    const struct tree *native, *rules;           /* the horizon trees walked */
    int *scratch[2][2 * HORIZON + 2];            /* each tree's cursor scratch, per depth */
    const char *where;
    int mismatches;                              /* reported at most a few a position */
};

/* a / sa == b / sb, exactly (the products stay far below 2^62 at horizon 2). */
static int same_value(value_t a, value_t sa, value_t b, value_t sb)
{
    return a * sb == b * sa;
}

static void mismatch(struct pair *p, const char *what, int depth)
{
    if (p->mismatches++ < 3) CHECK(0, "%s: depth %d: %s", p->where, depth, what);
}

static void walk(struct pair *p, const struct node *a, const struct node *b)
{
    if (a->kind != b->kind) {
        mismatch(p, "the node kinds differ", a->depth);
        return;
    }
    if (a->kind == NODE_LEAF) {
        if (!same_value(tree_leaf_value(p->native, a), p->native->scale, tree_leaf_value(p->rules, b), p->rules->scale))
            mismatch(p, "a leaf's value differs", a->depth);
        return;
    }
    struct tree_cursor ca, cb;
    struct node child_a, child_b;
    value_t wa, wb;
    tree_open(p->native, a, &ca, p->scratch[0][a->depth]);
    tree_open(p->rules, b, &cb, p->scratch[1][b->depth]);
    if (ca.count != cb.count) {
        mismatch(p, "the children's counts differ", a->depth);
        return;
    }
    for (int k = 0; tree_next(&ca, &child_a, &wa); k++) {
        tree_next(&cb, &child_b, &wb);
        if (a->kind == NODE_CHANCE && wa * cb.total != wb * ca.total) mismatch(p, "a roll's weight differs", a->depth);
        if (a->kind != NODE_CHANCE) {
            char name_a[SB_TEXT], name_b[SB_TEXT], after_a[SB_TEXT], after_b[SB_TEXT];
            p->native_base->ops->name_move(p->native_base, a, k, name_a, after_a);
            p->rules_base->ops->name_move(p->rules_base, b, k, name_b, after_b);
            if (strcmp(name_a, name_b) != 0) mismatch(p, "a move's name differs", a->depth);
        }
        walk(p, &child_a, &child_b);
    }
}

/* The root's value by exhaustive *-minimax and by Star2 (which must agree: --verify), into values[0..1]. */
static int search_values(const struct tree *t, value_t values[2], char *err, size_t errlen)
{
    struct run_algorithm algorithms[2];
    struct trial_result results[2];
    const char *names[2] = { "minimax", "star2" };
    memset(algorithms, 0, sizeof algorithms);
    for (int a = 0; a < 2; a++) {
        algorithms[a].algorithm = &ALGORITHMS[algorithm_find(names[a])];
        algorithms[a].params = algorithm_params(algorithms[a].algorithm, 2, 2);
    }
    struct horizon_spec none = { .horizon = 0, .eval = EVAL_SOURCE, .order = MOVE_ORDER_TREE };
    if (experiment_search_tree(t, algorithms, 2, 1, &none, NULL, results, err, errlen) != 0) return -1;
    values[0] = results[0].result.value;
    values[1] = results[1].result.value;
    return 0;
}

/* One position and roll: both trees at the horizon, walked and searched. */
static void compare(const char *id, const char *roll)
{
    char where[64], text[64], err[512];
    snprintf(where, sizeof where, "%s %s", id, roll);
    snprintf(text, sizeof text, "%s:%s", id, roll);
    static struct bg_game native; /* large: its move lists' memory is the search's */
    struct rules_tree rules;
    const struct sb_game *g = bg_rules();
    _Alignas(max_align_t) unsigned char root[SB_MAX_STATE] = { 0 };
    int params[SB_MAX_PARAMS] = { 0 };
    CHECK(bg_game_init(&native, id, roll, HORIZON, err, sizeof err) == 0, "%s: the native tree opens (%s)", where, err);
    CHECK(g->parse(params, text, root, err, sizeof err) == 0, "%s: the rules read %s (%s)", where, text, err);
    CHECK(rules_tree_init(&rules, g, params, root, HORIZON, 0, NULL, err, sizeof err) == 0,
          "%s: the rules' tree opens (%s)", where, err);
    struct horizon_spec spec = { .horizon = HORIZON, .eval = EVAL_SOURCE, .eval_name = "fitted",
                                 .order = MOVE_ORDER_TREE };
    struct horizon_tree hn, hr;
    CHECK(horizon_init(&hn, &native.tree, &spec, NULL, err, sizeof err) == 0, "%s: native horizon (%s)", where, err);
    CHECK(horizon_init(&hr, &rules.tree, &spec, NULL, err, sizeof err) == 0, "%s: rules horizon (%s)", where, err);
    struct pair p = { &native.tree, &rules.tree, &hn.tree, &hr.tree, { { NULL } }, where, 0 };
    for (int d = 0; d < 2 * HORIZON + 2; d++) {
        p.scratch[0][d] = calloc((size_t)tree_scratch_at(&hn.tree, d) + 1, sizeof(int));
        p.scratch[1][d] = calloc((size_t)tree_scratch_at(&hr.tree, d) + 1, sizeof(int));
    }
    walk(&p, &hn.tree.root, &hr.tree.root);
    value_t vn[2], vr[2];
    CHECK(search_values(&hn.tree, vn, err, sizeof err) == 0, "%s: the native tree searched (%s)", where, err);
    CHECK(search_values(&hr.tree, vr, err, sizeof err) == 0, "%s: the rules' tree searched (%s)", where, err);
    CHECK(vn[0] == vn[1] && vr[0] == vr[1], "%s: Star2 equals minimax in each tree", where);
    CHECK(same_value(vn[0], hn.tree.scale, vr[0], hr.tree.scale), "%s: the roots' values differ: %lld/%lld against "
          "%lld/%lld", where, (long long)vn[0], (long long)hn.tree.scale, (long long)vr[0], (long long)hr.tree.scale);
    for (int d = 0; d < 2 * HORIZON + 2; d++) {
        free(p.scratch[0][d]);
        free(p.scratch[1][d]);
    }
    rules_tree_free(&rules);
}

/* The rules' promises on every state of a few random games (check-game's part 1). */
static void random_games(int games)
{
    const struct sb_game *g = bg_rules();
    int params[SB_MAX_PARAMS] = { 0 };
    char why[256];
    uint64_t x = 1982;
    for (int n = 0; n < games; n++) {
        _Alignas(max_align_t) unsigned char state[SB_MAX_STATE] = { 0 }, next[SB_MAX_STATE];
        g->start(params, (uint64_t)n, state);
        int plies = 0;
        for (; g->to_move(params, state) != SB_END && plies <= g->max_length; plies++) {
            if (rules_check_state(g, params, state, why, sizeof why) != 0) {
                CHECK(0, "random game %d, ply %d: %s", n, plies, why);
                return;
            }
            static int actions[SB_MAX_ACTIONS];
            static int64_t weights[SB_MAX_ACTIONS];
            int count = g->actions(params, state, actions, weights);
            x = x * 6364136223846793005u + 1442695040888963407u;
            memset(next, 0, sizeof next);
            g->apply(params, state, actions[(x >> 33) % (uint64_t)count], next);
            memcpy(state, next, sizeof next);
        }
        CHECK(plies <= g->max_length, "random game %d ends within max_length", n);
    }
}

int main(void)
{
    const char *full = getenv("STARBENCH_TEST_FULL"); /* make test-full (tests/lib.sh's full) */
    int every = full && strcmp(full, "1") == 0 ? 1 : 16;
    FILE *f = fopen("data/referee.txt", "r");
    CHECK(f != NULL, "data/referee.txt opens (run from the repository's top)");
    char line[256], last[64] = "";
    int positions = 0;
    while (f && fgets(line, sizeof line, f)) {
        char id[32], roll[8], key[64];
        if (line[0] == '#' || sscanf(line, "%31s %7s", id, roll) != 2) continue;
        snprintf(key, sizeof key, "%s %s", id, roll);
        if (strcmp(key, last) == 0) continue;
        snprintf(last, sizeof last, "%s", key);
        if (positions++ % every == 0) compare(id, roll);
    }
    if (f) fclose(f);
    CHECK(positions == 537, "data/referee.txt holds 537 positions and rolls (got %d)", positions);
    CHECK_EQ_INT(bg_rules()->evaluation_count, BG_EVALUATOR_COUNT, "every evaluator is the rules' too");
    random_games(20);
    return check_report("test_bgrules");
}
