/* game_bench - the search alone, timed, on one backgammon position (for
 * scripts/bench.sh: starbench's rows add a baseline search and principal
 * lines, and carry no times, so that they are the same on every run).
 *
 *   game_bench POSITION-ID ROLL HORIZON ORDER ALGORITHM...
 *
 * ORDER tree, eval or eval-above (--order); ALGORITHM a name of --list (cyclic and
 * star25 with the default --probes and --probe-factor).  Prints per
 * algorithm: name, nodes, leaves, seconds (wall, one thread), nodes per
 * second.  Exit status 1 on bad
 * arguments. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "games/backgammon/bggame.h"
#include "core/horizon.h"

static double seconds_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
    struct bg_game g;
    struct horizon_tree h;
    char err[256];
    int order = 0;
    while (argc >= 6 && order < HORIZON_MOVE_ORDER_COUNT && strcmp(argv[4], HORIZON_MOVE_ORDER_NAMES[order]) != 0)
        order++;
    if (argc < 6 || order == HORIZON_MOVE_ORDER_COUNT || order == MOVE_ORDER_RANDOM) {
        fprintf(stderr, "usage: game_bench POSITION-ID ROLL HORIZON tree|eval|eval-above ALGORITHM...\n");
        return 1;
    }
    int horizon = atoi(argv[3]);
    struct horizon_spec spec = { .horizon = horizon, .eval = EVAL_SOURCE, .eval_name = "fitted",
                                 .order = (enum move_order)order };
    if (bg_game_init(&g, argv[1], argv[2], horizon, err, sizeof err) != 0
        || horizon_init(&h, &g.tree, &spec, NULL, err, sizeof err) != 0) {
        fprintf(stderr, "game_bench: %s\n", err);
        return 1;
    }
    struct search_workspace *ws = search_workspace_new(&h.tree);
    if (!ws) return 1;
    for (int a = 5; a < argc; a++) {
        int i = algorithm_find(argv[a]);
        if (i < 0 || (ALGORITHMS[i].method != METHOD_STAR && ALGORITHMS[i].method != METHOD_EXHAUSTIVE)) {
            fprintf(stderr, "game_bench: %s: not a search of --list\n", argv[a]);
            return 1;
        }
        struct search_params p = algorithm_params(&ALGORITHMS[i], SEARCH_DEFAULT_PROBES, SEARCH_DEFAULT_PROBES);
        struct search_stats stats = { 0 };
        double start = seconds_now();
        search_root(ws, &h.tree, &p, &stats);
        double s = seconds_now() - start;
        printf("%s %llu %llu %.3f %.0f\n", argv[a], (unsigned long long)stats.nodes,
               (unsigned long long)stats.leaves, s, (double)stats.nodes / s);
    }
    search_workspace_free(ws);
    return 0;
}
