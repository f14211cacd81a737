/* cpc_pairs - the data ChanceProbCut's fit is made from (scripts/cpcfit.py,
 * make cpc-fit): positions' values searched to horizons 1..H with an
 * evaluation (fitted, the default, or another of evaluators.h), so that a
 * regression of the value at one depth on the value at a shallower one can
 * be fitted.
 *
 *   cpc_pairs EVERY H [EVAL] <TRAINING >PAIRS
 *
 * TRAINING: lines "ID GAME EQUITY" (data/bgeval-training.txt, '#' lines
 * skipped); every EVERY-th position (the first, the EVERY+1-th, ...) is
 * taken with a roll drawn from its number k among the positions
 * (mix64(k) mod 36 as two dice, written low die first) and searched by
 * Star2 to horizons 1..H: its exact values there, for the side on roll, in
 * milli-points.  The values are *-minimax's whatever the order and the
 * table (test_search checks both), so the search takes the cheapest way
 * measured: children by the evaluation above the last move level
 * (--order eval-above) and, from horizon 4, a transposition table of
 * TABLE_ENTRIES.  Writes "ID GAME ROLL V1 .. VH"
 * after a comment naming the evaluation and its signature.
 * The same input gives the same output, always.  Exit status 1 on bad
 * arguments or input. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/backgammon/evaluators.h"
#include "games/backgammon/bggame.h"
#include "core/horizon.h"
#include "core/mix64.h"

#define TABLE_ENTRIES (1u << 20)

/* The exact value of position/roll to `horizon` move levels, in milli-points; -1 with a message on failure. */
static int value_at(const char *position, const char *roll, int horizon, const struct bg_evaluator *evaluator,
                    double *value)
{
    struct bg_game g;
    struct horizon_tree h;
    char err[256];
    const struct horizon_spec spec = { .horizon = horizon, .eval = EVAL_SOURCE, .eval_name = evaluator->name,
                                       .order = MOVE_ORDER_EVAL_ABOVE };
    int ok = bg_game_init(&g, position, roll, horizon, err, sizeof err) == 0;
    if (ok) g.evaluator = evaluator; /* bg_game_init set the default */
    if (!ok || horizon_init(&h, &g.tree, &spec, NULL, err, sizeof err) != 0) {
        fprintf(stderr, "cpc_pairs: %s: %s\n", position, err);
        return -1;
    }
    struct search_workspace *ws = search_workspace_new(&h.tree);
    uint64_t entries = horizon >= 4 ? TABLE_ENTRIES : 0; /* shallower searches gain less than it costs */
    if (!ws || search_workspace_table(ws, entries) != 0) {
        fprintf(stderr, "cpc_pairs: out of memory\n");
        search_workspace_free(ws);
        return -1;
    }
    struct search_params star2 = SEARCH_STAR2;
    star2.table = entries > 0;
    struct search_stats unused = { 0 };
    *value = (double)search_root(ws, &h.tree, &star2, &unused).value / (double)h.tree.scale;
    search_workspace_free(ws);
    return 0;
}

int main(int argc, char **argv)
{
    int counted = argc == 3 || argc == 4; /* EVERY H, and EVAL perhaps */
    int every = counted ? atoi(argv[1]) : 0, horizon = counted ? atoi(argv[2]) : 0;
    const struct bg_evaluator *evaluator = argc == 4 ? bg_evaluator_find(argv[3]) : BG_DEFAULT_EVALUATOR;
    if (every < 1 || horizon < 1 || horizon > BG_GAME_MAX_HORIZON || !evaluator) {
        fprintf(stderr, "usage: cpc_pairs EVERY H [EVAL] <TRAINING >PAIRS (EVERY >= 1, H from 1 to %d, EVAL fitted or "
                "net)\n", BG_GAME_MAX_HORIZON);
        return 1;
    }
    char err[1024];
    if (bg_evaluator_prepare(evaluator, err, sizeof err) != 0) {
        fprintf(stderr, "cpc_pairs: %s: %s\n", evaluator->name, err);
        return 1;
    }
    printf("# ID GAME ROLL and the value for the side on roll (milli-points) at horizons 1..%d: Star2 with the\n"
           "# %s evaluation, signature %016llx; every %d-th position; by tools/cpc_pairs (make cpc-fit-data).\n",
           horizon, evaluator->name, (unsigned long long)evaluator->signature(), every);
    char line[256], id[64];
    int game;
    for (unsigned long long k = 0; fgets(line, sizeof line, stdin);) {
        if (line[0] == '#') continue;
        if (sscanf(line, "%63s %d", id, &game) != 2) {
            fprintf(stderr, "cpc_pairs: expected 'ID GAME EQUITY', got '%s'\n", line);
            return 1;
        }
        if (k++ % (unsigned long long)every != 0) continue;
        unsigned r = (unsigned)(mix64(k - 1) % 36);
        int d1 = (int)r / 6 + 1, d2 = (int)r % 6 + 1;
        char roll[3] = { (char)('0' + (d1 < d2 ? d1 : d2)), (char)('0' + (d1 < d2 ? d2 : d1)), '\0' };
        printf("%s %d %s", id, game, roll);
        for (int h = 1; h <= horizon; h++) {
            double v;
            if (value_at(id, roll, h, evaluator, &v) != 0) return 1;
            printf(" %.4f", v);
        }
        putchar('\n');
        fflush(stdout);
    }
    return ferror(stdout) ? 1 : 0;
}
