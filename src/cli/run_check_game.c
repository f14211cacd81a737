/* run_check_game.c - `starbench check-game GAME`: the conformance checks
 * (games/conformance.h), each failure a line on standard output, then a
 * summary line; exit status 1 when any fails. */
#include <stdio.h>

#include "cli/console.h"
#include "games/conformance.h"
#include "cli/runs.h"

#define CHECK_GAMES 20
#define CHECK_SAMPLES 100

static void print_failure(void *arg, const char *line)
{
    fprintf(arg, "FAIL %s\n", line);
}

int run_check_game(const struct run_config *o)
{
    struct conformance c = { .games = CHECK_GAMES, .samples = CHECK_SAMPLES, .seed = o->tree.seed,
                             .fail = print_failure, .arg = stdout };
    const struct game *g = o->game_spec.game;
    int failures = conformance_check(&o->game_spec, &c);
    printf("check-game %s: %s: %d random games, %d states checked by the rules, %d searches verified%s\n", o->game,
           failures ? "FAILED" : "passed", c.played, c.states, c.searched,
           g->rules ? "" : " (a built-in game not written against starbench/game.h: its rules are not checked state "
                           "by state)");
    if (failures > CONFORMANCE_MAX_FAILURES)
        printf("check-game %s: %d failures, the first %d shown\n", o->game, failures, CONFORMANCE_MAX_FAILURES);
    return failures ? EXIT_RUNTIME : 0;
}
