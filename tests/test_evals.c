/* test_evals.c - every static evaluation counted (search_stats.evaluations,
 * the rows' evals column), against counts made without horizon.c's counter:
 *
 *  1. By enumeration: exhaustive *-minimax to horizon H evaluates each inner
 *     node at the horizon once, and with children ordered by evaluation
 *     each inner child of a + or - node above the horizon once more (its
 *     sort key).  Walked here over the full tree, counting move levels.
 *  2. By a counting evaluator: the source's evaluate wrapped by one that
 *     counts its calls, for every algorithm (a table with iterations,
 *     ChanceProbCut's shallow searches) and every order, on generated trees
 *     and on backgammon.  A run also evaluates where no algorithm searches
 *     (reading a reordered root to map moves): the calls of a run of no
 *     algorithm, subtracted; and a game with forward pruning in the run has
 *     its moves judged by Star2 in the horizon tree (experiment.h), counted
 *     apart: the calls of that search, made here, subtracted too.
 *  3. A probe's shortcut (tree_ops.first_child): where backgammon's horizon
 *     view answers a decision node's first child alone, it answers what
 *     open and next hand out first (handle, value, weight), with as many
 *     evaluations, at every decision node of horizon-2 trees in every
 *     order, and it answers at most of them.
 *  4. The horizon's leaves scored without handles (tree_ops.next_scored):
 *     the view hands out the same children (all but a scored leaf's id),
 *     weights and evaluations as a view over the same source without it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/backgammon/bggame.h"
#include "check.h"
#include "core/cutfit.h"
#include "trials/experiment.h"
#include "sources/generator.h"
#include "core/horizon.h"
#include "core/search.h"
#include "spec.h"
#include "core/tree.h"

/* The counting evaluator: the source's own, one more call each time. */
static const struct tree_ops *source_ops;
static uint64_t evaluator_calls;

static value_t counting_evaluate(const struct tree *t, const struct node *n)
{
    evaluator_calls++;
    return source_ops->evaluate(t, n);
}

/* The same for the source's evaluation of a child its cursor holds. */
static value_t counting_evaluate_next(const struct tree_cursor *c, const struct node *child)
{
    evaluator_calls++;
    return source_ops->evaluate_next(c, child);
}

/* And for a child the source scores without its handle (next_scored,
 * first_scored): 1 is an evaluation. */
static int counting_next_scored(struct tree_cursor *c, value_t *weight, value_t *score)
{
    int scored = source_ops->next_scored(c, weight, score);
    evaluator_calls += scored == 1;
    return scored;
}

static int counting_first_scored(const struct tree *t, const struct node *n, int *scratch, value_t *weight,
                                 value_t *score)
{
    int scored = source_ops->first_scored(t, n, scratch, weight, score);
    evaluator_calls += scored == 1;
    return scored;
}

/* Makes t evaluate through the counter (t stays inside its source's struct). */
static void count_evaluations(struct tree *t, struct tree_ops *counting)
{
    source_ops = t->ops;
    *counting = *t->ops;
    counting->evaluate = counting_evaluate;
    if (t->ops->evaluate_next) counting->evaluate_next = counting_evaluate_next;
    if (t->ops->next_scored) counting->next_scored = counting_next_scored;
    if (t->ops->first_scored) counting->first_scored = counting_first_scored;
    t->ops = counting;
}

static int scratch_pool[32][1 << 12];

/* 1.: the evaluations of exhaustive search below n, an inner node above the horizon. */
static uint64_t enumerate(const struct tree *t, const struct node *n, int horizon, int ordered)
{
    struct tree_cursor c;
    struct node child;
    value_t weight;
    uint64_t evaluations = 0;
    tree_open(t, n, &c, scratch_pool[n->depth]);
    while (tree_next(&c, &child, &weight)) {
        if (child.kind == NODE_LEAF) continue;
        if (t->ops->moves_above(t, &child) >= horizon) {
            evaluations++; /* scored at the horizon (also its sort key) */
            continue;
        }
        if (ordered && n->kind != NODE_CHANCE) evaluations++; /* its sort key */
        evaluations += enumerate(t, &child, horizon, ordered);
    }
    return evaluations;
}

static struct run_algorithm algorithm_of(const char *name, int probe_rounds)
{
    struct run_algorithm ra = { .algorithm = &ALGORITHMS[algorithm_find(name)] };
    ra.params.method = ra.algorithm->method;
    ra.params.probe_rounds = probe_rounds;
    return ra;
}

/* Searches t with `ra` alone (count 1) or nothing (count 0); returns the evaluator's calls. */
static uint64_t calls_of_run(const struct tree *t, const struct run_algorithm *ra, int count,
                             const struct horizon_spec *hs, struct trial_result *r)
{
    char err[256];
    uint64_t before = evaluator_calls;
    CHECK(experiment_search_tree(t, ra, count, 0, hs, NULL, r, err, sizeof err) == 0, "search failed: %s", err);
    return evaluator_calls - before;
}

static void test_exhaustive_by_enumeration(void)
{
    int checked = 0;
    for (int shape = 0; shape < 3; shape++) {
        static const int PLIES[] = { 4, 5, 6 }, N[] = { 3, 2, 2 }, C[] = { 3, 2, 4 };
        struct gen_spec spec = test_spec(PLIES[shape], N[shape], C[shape], PROBS_RANDOM, "fuller", ORDER_RANDOM, 5, 1, 2);
        spec.eval = &GEN_EVALS[gen_eval_find("path")];
        for (uint64_t trial = 0; trial < 6; trial++) {
            struct gen_tree g;
            gen_tree_init(&g, &spec, trial);
            struct run_algorithm minimax = algorithm_of("minimax", 0);
            for (int horizon = 1; horizon <= PLIES[shape] / 2 + 1; horizon++)
                for (int ordered = 0; ordered <= 1; ordered++) {
                    struct horizon_spec hs = { .horizon = horizon, .eval = EVAL_SOURCE, .eval_name = "path",
                                               .order = ordered ? MOVE_ORDER_EVAL : MOVE_ORDER_TREE };
                    struct trial_result r;
                    char err[256];
                    CHECK(experiment_search_tree(&g.tree, &minimax, 1, 0, &hs, NULL, &r, err, sizeof err) == 0,
                          "%s", err);
                    CHECK_EQ_INT(r.stats.evaluations, enumerate(&g.tree, &g.tree.root, horizon, ordered),
                                 "minimax evaluations, plies %d trial %llu H=%d ordered %d", PLIES[shape],
                                 (unsigned long long)trial, horizon, ordered);
                    checked++;
                }
        }
    }
    printf("evals: exhaustive search's evaluations equal the enumeration on %d trees and horizons\n", checked);
}

/* A fit for ChanceProbCut at every depth (reduction 1): v_deep = v_shallow, sigma 1/20 of a unit. */
static struct cut_fit unit_fit(void)
{
    struct cut_fit f = { .file = "test", .reduction = 1, .sigmas_milli = 1000 };
    for (int d = 2; d <= CHANCE_CUT_MAX_DEPTH; d++)
        f.pairs[f.count++] = (struct cut_fit_pair){ .deep = d, .shallow = d - 1, .a = 0, .b = 1, .sigma = 0.05 };
    return f;
}

/* The evaluator's calls of judging the move `chosen` in t's horizon tree
 * (experiment.c's judge_one): Star2 on the root, on the chosen child with a
 * full window, then, when the chosen child is best, on each other child
 * with a null window below the root's value until one falls below it. */
static uint64_t judging_calls(const struct tree *t, const struct horizon_spec *hs, int chosen)
{
    struct horizon_tree view;
    char err[256];
    CHECK(horizon_init(&view, t, hs, NULL, err, sizeof err) == 0, "%s", err);
    const struct tree *v = &view.tree;
    struct search_workspace *ws = search_workspace_new(v);
    struct search_stats unused = { 0 };
    uint64_t before = evaluator_calls;
    value_t best = search_root(ws, v, &SEARCH_STAR2, &unused).value;
    int children = search_root_child_count(ws, v, 64);
    CHECK(children > chosen && chosen >= 0, "judging found no move %d", chosen);
    value_t mine = search_root_child_bound(ws, v, &SEARCH_STAR2, chosen, v->lo, v->hi);
    for (int k = 0; mine == best && best > v->lo && k < children; k++)
        if (k != chosen && search_root_child_bound(ws, v, &SEARCH_STAR2, k, best - 1, best) < best) break;
    search_workspace_free(ws);
    return evaluator_calls - before;
}

/* Every algorithm and order on t to horizon: the row's count against the evaluator's. */
static int check_counted(const char *label, const struct tree *t, int horizon, const struct cut_fit *fit,
                         uint64_t *shallow_searches)
{
    static const struct { enum move_order order; enum chance_order chance; } ORDERS[] = {
        { MOVE_ORDER_TREE, CHANCE_ORDER_TREE }, { MOVE_ORDER_EVAL, CHANCE_ORDER_TREE },
        { MOVE_ORDER_EVAL, CHANCE_ORDER_LIKELY }, { MOVE_ORDER_RANDOM, CHANCE_ORDER_RANDOM },
        { MOVE_ORDER_EVAL_ABOVE, CHANCE_ORDER_TREE },
    };
    struct run_algorithm algorithms[8];
    int count = 0, checked = 0;
    algorithms[count++] = algorithm_of("minimax", 0);
    algorithms[count++] = algorithm_of("star1", 0);
    algorithms[count++] = algorithm_of("star2", 1);
    algorithms[count++] = algorithm_of("cyclic", 2);
    algorithms[count] = algorithm_of("star25", 2);
    algorithms[count++].params.probe_by_outcome = 1;
    algorithms[count] = algorithm_of("star2", 1); /* a table, iterative deepening */
    algorithms[count].params.table = 1;
    algorithms[count].table_entries = 1024;
    algorithms[count++].iterative = 1;
    if (fit && horizon > fit->reduction) {
        algorithms[count] = algorithm_of("cpc", 1);
        algorithms[count++].cut_fit = fit;
    }
    for (size_t o = 0; o < sizeof ORDERS / sizeof ORDERS[0]; o++) {
        struct horizon_spec hs = { .horizon = horizon, .eval = EVAL_SOURCE, .eval_name = "test",
                                   .order = ORDERS[o].order, .chance_order = ORDERS[o].chance, .shuffle_seed = 9 };
        struct trial_result r;
        uint64_t setup = calls_of_run(t, algorithms, 0, &hs, &r);
        for (int a = 0; a < count; a++) {
            uint64_t calls = calls_of_run(t, &algorithms[a], 1, &hs, &r) - setup;
            if (algorithms[a].algorithm->forward_pruning && t->max_horizon)
                calls -= judging_calls(t, &hs, r.result.best);
            CHECK_EQ_INT(r.stats.evaluations, calls, "%s H=%d order %s/%s: %s%s's evaluations", label, horizon,
                         HORIZON_MOVE_ORDER_NAMES[ORDERS[o].order], HORIZON_CHANCE_ORDER_NAMES[ORDERS[o].chance],
                         algorithms[a].algorithm->name, algorithms[a].iterative ? " (table, iterative)" : "");
            CHECK(r.stats.evaluations > 0, "%s H=%d: %s evaluated nothing", label, horizon,
                  algorithms[a].algorithm->name);
            if (algorithms[a].cut_fit) *shallow_searches += r.stats.shallow_searches;
            checked++;
        }
    }
    return checked;
}

static void test_counting_evaluator(void)
{
    struct cut_fit fit = unit_fit();
    struct tree_ops counting;
    uint64_t shallow = 0;
    int checked = 0;
    for (uint64_t trial = 0; trial < 8; trial++) {
        struct gen_spec spec = test_spec(7, 2, 3, PROBS_RANDOM, "fuller", ORDER_RANDOM, 13, 1, 2);
        spec.eval = &GEN_EVALS[gen_eval_find("path")];
        struct gen_tree g;
        gen_tree_init(&g, &spec, trial);
        count_evaluations(&g.tree, &counting);
        for (int horizon = 1; horizon <= 4; horizon++) checked += check_counted("generated", &g.tree, horizon, &fit, &shallow);
    }
    struct bg_game game;
    char err[256];
    CHECK(bg_game_init(&game, "4HPwATDgc/ABMA", "31", 2, err, sizeof err) == 0, "%s", err);
    count_evaluations(&game.tree, &counting);
    checked += check_counted("backgammon 4HPwATDgc/ABMA:31", &game.tree, 2, &fit, &shallow);
    CHECK(shallow > 0, "ChanceProbCut made no shallow search: its evaluations were not tested");
    printf("evals: %d searches counted as the counting evaluator counts (%llu shallow searches among them)\n", checked,
           (unsigned long long)shallow);
}

/* 3.: below n (depth-first, every inner node), each decision node's
 * tree_first_child against open and next; counts the nodes asked and
 * answered. */
static void check_first_children(struct horizon_tree *h, const struct node *n, int *asked, int *answered)
{
    const struct tree *t = &h->tree;
    struct tree_cursor c;
    struct node child, first;
    value_t weight, first_weight;
    int *scratch = calloc(2 * (size_t)t->cursor_scratch + 1, sizeof *scratch); /* the cursor's, then first_child's */
    if (!scratch) {
        CHECK(0, "memory for a cursor's scratch");
        return;
    }
    uint64_t before = *h->evaluations;
    int found = n->kind != NODE_CHANCE && tree_first_child(t, n, scratch + t->cursor_scratch, &first, &first_weight);
    uint64_t alone = *h->evaluations - before;
    *asked += n->kind != NODE_CHANCE;
    *answered += found;
    tree_open(t, n, &c, scratch);
    before = *h->evaluations;
    for (int k = 0; tree_next(&c, &child, &weight); k++) {
        if (k == 0 && found) {
            CHECK(memcmp(&first, &child, sizeof child) == 0 && first_weight == weight,
                  "depth %d: first_child is the first child open and next hand out", n->depth);
            CHECK_EQ_INT(alone, *h->evaluations - before, "depth %d: first_child's evaluations", n->depth);
        }
        if (child.kind != NODE_LEAF) check_first_children(h, &child, asked, answered);
    }
    free(scratch);
}

static void test_first_child(void)
{
    static const char *const POSITIONS[][2] = { { "4HPwATDgc/ABMA", "31" }, { "dt2wAgBz3ckAAA", "43" },
                                                { "6yYAAHgpAAAAAA", "63" } };
    for (int order = 0; order < HORIZON_MOVE_ORDER_COUNT; order++) {
        int asked = 0, answered = 0;
        for (size_t p = 0; p < sizeof POSITIONS / sizeof POSITIONS[0]; p++) {
            struct bg_game game;
            struct horizon_tree h;
            char err[256];
            uint64_t evaluations = 0;
            struct horizon_spec hs = { .horizon = 2, .eval = EVAL_SOURCE, .eval_name = "test",
                                       .order = (enum move_order)order, .shuffle_seed = 9 };
            CHECK(bg_game_init(&game, POSITIONS[p][0], POSITIONS[p][1], 2, err, sizeof err) == 0, "%s", err);
            CHECK(horizon_init(&h, &game.tree, &hs, NULL, err, sizeof err) == 0, "%s", err);
            h.evaluations = &evaluations;
            check_first_children(&h, &h.tree.root, &asked, &answered);
        }
        /* A view that sorts a node's children must see them all; eval-above sorts above the last move level
         * only; history-eval's view sorts as eval's (the history is the search's). */
        const char *name = HORIZON_MOVE_ORDER_NAMES[order];
        if (order == MOVE_ORDER_EVAL || order == MOVE_ORDER_RANDOM || order == MOVE_ORDER_HISTORY_EVAL)
            CHECK_EQ_INT(answered, 0, "order %s: first_child answers no decision node (all sorted)", name);
        else
            CHECK(2 * answered > asked, "order %s: first_child answers most decision nodes (%d of %d)", name, answered,
                  asked);
        printf("evals: order %s: first_child answered %d of %d decision nodes as open and next do\n", name, answered,
               asked);
    }
}

/* 4.: below n and m, the same node of a view whose base scores its
 * horizon's children (scored) and of one whose base names them (named),
 * the same children: whole handles, but for the id (0) of a scored leaf.
 * Counts the leaves scored so. */
static void check_scored_children(struct horizon_tree *scored, struct horizon_tree *named, const struct node *n,
                                  int *leaves)
{
    struct tree_cursor cs, cn;
    struct node s, m;
    value_t ws, wn;
    int *scratch = calloc(2 * (size_t)scored->tree.cursor_scratch + 2, sizeof *scratch);
    if (!scratch) {
        CHECK(0, "memory for two cursors' scratch");
        return;
    }
    tree_open(&scored->tree, n, &cs, scratch);
    tree_open(&named->tree, n, &cn, scratch + scored->tree.cursor_scratch + 1);
    for (;;) {
        uint64_t before_s = *scored->evaluations, before_n = *named->evaluations;
        int more = tree_next(&cs, &s, &ws);
        CHECK_EQ_INT(more, tree_next(&cn, &m, &wn), "depth %d: as many children", n->depth);
        CHECK_EQ_INT(*scored->evaluations - before_s, *named->evaluations - before_n, "depth %d: evaluations",
                     n->depth);
        if (!more) break;
        int unnamed = s.kind == NODE_LEAF && s.id == 0 && m.id != 0;
        *leaves += unnamed;
        CHECK(s.path == m.path && s.depth == m.depth && s.kind == m.kind && ws == wn && (s.id == m.id || unnamed),
              "depth %d: the scored view's child is the named view's", n->depth);
        if (s.kind != NODE_LEAF) check_scored_children(scored, named, &s, leaves);
    }
    free(scratch);
}

static void test_next_scored(void)
{
    static const char *const POSITIONS[][2] = { { "4HPwATDgc/ABMA", "31" }, { "6yYAAHgpAAAAAA", "63" },
                                                { "AgAAfC8AAAAAAA", "51" } };
    for (int order = 0; order < HORIZON_MOVE_ORDER_COUNT; order++) {
        int leaves = 0;
        uint64_t evaluated = 0;
        for (size_t p = 0; p < sizeof POSITIONS / sizeof POSITIONS[0]; p++) {
            struct bg_game game, plain;
            struct tree_ops naming;
            struct horizon_tree scored, named;
            char err[256];
            uint64_t evaluations[2] = { 0, 0 };
            struct horizon_spec hs = { .horizon = 2, .eval = EVAL_SOURCE, .eval_name = "test",
                                       .order = (enum move_order)order, .shuffle_seed = 9 };
            CHECK(bg_game_init(&game, POSITIONS[p][0], POSITIONS[p][1], 2, err, sizeof err) == 0, "%s", err);
            plain = game;
            naming = *plain.tree.ops;
            naming.next_scored = NULL;
            plain.tree.ops = &naming;
            CHECK(horizon_init(&scored, &game.tree, &hs, NULL, err, sizeof err) == 0, "%s", err);
            CHECK(horizon_init(&named, &plain.tree, &hs, NULL, err, sizeof err) == 0, "%s", err);
            CHECK(scored.scores_leaves && !named.scores_leaves, "only the view over next_scored scores its leaves");
            scored.evaluations = &evaluations[0];
            named.evaluations = &evaluations[1];
            check_scored_children(&scored, &named, &scored.tree.root, &leaves);
            evaluated += evaluations[0];
        }
        CHECK(evaluated > 0, "order %s: the views evaluated nothing", HORIZON_MOVE_ORDER_NAMES[order]);
        CHECK(leaves > 0, "order %s: no leaf was scored without its handle", HORIZON_MOVE_ORDER_NAMES[order]);
        printf("evals: order %s: %d horizon leaves scored without handles, as the named view hands them out\n",
               HORIZON_MOVE_ORDER_NAMES[order], leaves);
    }
    /* Noise is drawn by the handle: a view with noise names its leaves. */
    struct bg_game game;
    struct horizon_tree h;
    char err[256];
    struct horizon_spec noisy = { .horizon = 2, .eval = EVAL_SOURCE, .eval_name = "test", .noise = 5, .noise_seed = 1 };
    CHECK(bg_game_init(&game, "4HPwATDgc/ABMA", "31", 2, err, sizeof err) == 0, "%s", err);
    CHECK(horizon_init(&h, &game.tree, &noisy, NULL, err, sizeof err) == 0, "%s", err);
    CHECK(!h.scores_leaves, "a view with evaluation noise scores no leaf without its handle");
}

int main(void)
{
    test_exhaustive_by_enumeration();
    test_counting_evaluator();
    test_first_child();
    test_next_scored();
    return check_report("test_evals");
}
