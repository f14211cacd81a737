/* test_games.c - the conformance checks (games/conformance.h, what
 * `starbench check-game` runs) pass for every registered game: 20 random
 * games and more until 500 positions are met (make test: 100), each
 * searched by every algorithm under verification at horizons 1 and 2 in
 * the tree's order and the evaluation's, and at 2 in the history
 * heuristic's over it (at 1 the root's children are at the horizon: no
 * node for the history to order; make test: every 4th position).  A failure prints the game, the position and the rule.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "games/conformance.h"
#include "games/game.h"

static void print_failure(void *arg, const char *line)
{
    (void)arg;
    fprintf(stderr, "  %s\n", line);
}

int main(void)
{
    const char *full = getenv("STARBENCH_TEST_FULL"); /* make test-full (tests/lib.sh's full) */
    int samples = full && strcmp(full, "1") == 0 ? 500 : 100, history_every = samples == 500 ? 1 : 4;
    for (int i = 0; i < game_count(); i++) {
        struct game_spec spec;
        char err[256];
        CHECK(game_parse(game_at(i)->name, &spec, err, sizeof err) == 0, "--game %s reads", game_at(i)->name);
        struct conformance c = { .games = 20, .samples = samples, .history_every = history_every, .seed = 0,
                                 .fail = print_failure };
        CHECK_EQ_INT(conformance_check(&spec, &c), 0, "%s: conformance failures (%d games, %d searches verified)",
                     game_at(i)->name, c.played, c.searched);
        int want = 4 * samples + (samples + history_every - 1) / history_every;
        CHECK(c.searched == want, "%s: %d positions x 2 horizons x 2 orders, and by history-eval every %d-th at 2: "
              "%d searched (got %d)", game_at(i)->name, samples, history_every, want, c.searched);
    }
    return check_report("test_games");
}
