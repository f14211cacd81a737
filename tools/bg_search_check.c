/* bg_search_check - every evaluation a backgammon search makes, checked
 * against the same evaluation by the networks' plain loops (tests/net.sh):
 * the fast path's sums are kept from one evaluation to the next
 * (bgnet.c's accumulators), so a search's order of positions (siblings,
 * then a jump back up the tree) is what exercises them.
 *
 *   bg_search_check EVAL HORIZON ORDER ALGORITHM... < "POSITION-ID ROLL" lines
 *
 * EVAL an evaluation of evaluators.h's table; ORDER tree, eval,
 * eval-above, history or history-eval (--order); ALGORITHM a search of
 * --list (Star1, Star2, ...).  For each line and algorithm the search runs
 * as starbench's does (one thread), each evaluation made by the fast path
 * (the one the search uses) and then again by bg_net_reference_loops;
 * prints "ID ROLL ALGORITHM EVALUATIONS MISMATCHES", and for a mismatch
 * the position with got (fast) and expected (plain) on stderr.  Exit
 * status 1 on a mismatch, bad arguments or a line that is not "ID ROLL"
 * ('#' lines and blank ones skipped). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/horizon.h"
#include "games/backgammon/bggame.h"

static const struct bg_evaluator *checked; /* the evaluation under test */
static long evaluations, mismatches;

static int checked_evaluate(const struct bg_board *b)
{
    const int fast = checked->evaluate(b);
    bg_net_reference_loops(1);
    const int plain = checked->evaluate(b);
    bg_net_reference_loops(0);
    evaluations++;
    if (fast != plain) {
        char id[BG_ID_LENGTH + 1];
        bg_position_id(b, id);
        fprintf(stderr, "bg_search_check: %s: %s: got %d, expected %d (plain loops)\n", checked->name, id, fast, plain);
        mismatches++;
    }
    return fast;
}

/* Searches position/roll by algorithm a; 0, or -1 with err. */
static int search_checked(const char *position, const char *roll, int horizon, enum move_order order, int a,
                          const struct bg_evaluator *wrapper, char *err, size_t errlen)
{
    struct bg_game g;
    struct horizon_tree h;
    struct horizon_spec spec = { .horizon = horizon, .eval = EVAL_SOURCE, .eval_name = checked->name, .order = order };
    if (bg_game_init(&g, position, roll, horizon, err, errlen) != 0) return -1;
    g.evaluator = wrapper;
    if (horizon_init(&h, &g.tree, &spec, NULL, err, errlen) != 0) return -1;
    struct search_workspace *ws = search_workspace_new(&h.tree);
    if (!ws) return snprintf(err, errlen, "out of memory"), -1;
    struct search_params p = algorithm_params(&ALGORITHMS[a], SEARCH_DEFAULT_PROBES, SEARCH_DEFAULT_PROBES);
    p.history = horizon_order_history(order);
    struct search_stats stats = { 0 };
    search_root(ws, &h.tree, &p, &stats);
    search_workspace_free(ws);
    return 0;
}

static int usage(void)
{
    fprintf(stderr, "usage: bg_search_check EVAL HORIZON ORDER ALGORITHM... < \"POSITION-ID ROLL\" lines\n");
    return 1;
}

int main(int argc, char **argv)
{
    char err[1024], line[256], position[64], roll[8];
    int order = 0, horizon = argc >= 5 ? atoi(argv[2]) : 0;
    while (argc >= 5 && order < HORIZON_MOVE_ORDER_COUNT && strcmp(argv[3], HORIZON_MOVE_ORDER_NAMES[order]) != 0) order++;
    if (argc < 5 || horizon < 1 || horizon > BG_GAME_MAX_HORIZON || order == HORIZON_MOVE_ORDER_COUNT
        || order == MOVE_ORDER_RANDOM)
        return usage();
    if (!(checked = bg_evaluator_find(argv[1]))) return fprintf(stderr, "bg_search_check: %s: not an evaluation\n", argv[1]), 1;
    if (bg_evaluator_prepare(checked, err, sizeof err) != 0) return fprintf(stderr, "bg_search_check: %s\n", err), 1;
    struct bg_evaluator wrapper = *checked;
    wrapper.evaluate = checked_evaluate;
    wrapper.on_roll_of = NULL, wrapper.evaluate_on_roll = NULL; /* every evaluation through checked_evaluate */
    for (int a = 4; a < argc; a++)
        if (algorithm_find(argv[a]) < 0 || ALGORITHMS[algorithm_find(argv[a])].method != METHOD_STAR)
            return fprintf(stderr, "bg_search_check: %s: not a *-minimax search of --list\n", argv[a]), 1;
    while (fgets(line, sizeof line, stdin)) {
        if (line[0] == '#' || line[strspn(line, " \t\r\n")] == '\0') continue;
        if (sscanf(line, "%63s %7s", position, roll) != 2)
            return fprintf(stderr, "bg_search_check: expected \"POSITION-ID ROLL\", got: %s", line), 1;
        for (int a = 4; a < argc; a++) {
            const long before = mismatches;
            evaluations = 0;
            if (search_checked(position, roll, horizon, (enum move_order)order, algorithm_find(argv[a]), &wrapper, err,
                               sizeof err) != 0)
                return fprintf(stderr, "bg_search_check: %s %s: %s\n", position, roll, err), 1;
            printf("%s %s %s %ld %ld\n", position, roll, argv[a], evaluations, mismatches - before);
        }
    }
    return mismatches ? 1 : 0;
}
