/* entry.c - Pig in the registry of games (game.h): the entry derived from
 * its rules (PIG_RULES, pig.c), with what the rules do not say: its
 * referee (the solved game) and a note on its values. */
#include <stdio.h>
#include <string.h>

#include "games/game.h"
#include "games/rules/rules_game.h"
#include "pig.h"

enum { PARAM_TARGET, PARAM_HOLD0 }; /* PIG_RULES' parameters */

/* The rules' open, the game solved first for --eval exact (pig_evaluate reads the solution). */
static void *pig_entry_open(const struct game_spec *spec, const char *position, const char *roll, int horizon,
                            const char *eval, char *err, size_t errlen)
{
    if (strcmp(eval, PIG_RULES.evaluations[PIG_EVAL_EXACT].name) == 0 && !pig_solved(spec->params[PARAM_TARGET])) {
        snprintf(err, errlen, "--game: out of memory solving Pig to target %d", spec->params[PARAM_TARGET]);
        return NULL;
    }
    return rules_game_open(spec, position, roll, horizon, eval, err, errlen);
}

/* --referee exact: the root's moves (roll, and hold where it is one) judged
 * by the solved game, each one's loss in millionths of a win against the
 * better. */
static int pig_entry_referee(void *state, const char *arg, struct game_verdicts *v, char *err, size_t errlen)
{
    const struct rules_tree *rt = rules_game_tree(state);
    int target = rt->params[PARAM_TARGET];
    if (strcmp(arg, "exact") != 0) {
        snprintf(err, errlen, "--referee: Pig's referee is its solution: give --referee exact, not '%s'", arg);
        return -1;
    }
    const struct pig_solution *solution = pig_solved(target);
    if (!solution) {
        snprintf(err, errlen, "--referee: out of memory solving Pig to target %d", target);
        return -1;
    }
    struct pig_state s = pig_scores(rules_state(rt, &rt->tree.root));
    int64_t value[2] = { pig_roll_value(solution, s.mover, s.other, s.turn),
                         pig_hold_value(solution, s.mover, s.other, s.turn) };
    int moves = pig_moves(rt->params[PARAM_HOLD0], &s), *rank;
    int64_t best = moves == 1 || value[0] > value[1] ? value[0] : value[1], *loss_micro;
    rules_game_verdicts(state, &loss_micro, &rank);
    for (int k = 0; k < moves; k++) {
        loss_micro[k] = pig_fix_to_units(best - value[k], 1000000);
        rank[k] = 1 + (moves == 2 && value[1 - k] > value[k]);
    }
    *v = (struct game_verdicts){ (size_t)moves, loss_micro, rank };
    return 0;
}

void pig_entry_extend(struct game *g)
{
    g->open = pig_entry_open;
    g->value_note = " (Pig's are win probabilities in billionths)";
    g->referee = pig_entry_referee;
    g->referee_help = "exact: the solved game's win probabilities; ref_loss in thousandths of a win";
}
