/* entry.c - Pig in the registry of games (game.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/game.h"
#include "pig.h"

enum { PARAM_TARGET, PARAM_HOLD0 }; /* PIG_PARAMS' rows, the indices of game_spec.params */
static const struct sb_param PIG_PARAMS[] = {
    { "target", PIG_MIN_TARGET, PIG_MAX_TARGET, PIG_DEFAULT_TARGET, "the score that wins" },
    { "hold0", 0, 1, 1, "1: a player may hold at a turn total of 0 (passing the turn); 0: a turn starts with a "
                        "roll (no endless game of two players holding; the solved values are the same)" },
};

static const struct {
    const char *name, *summary;
    enum pig_evaluator kind;
} PIG_EVALUATORS[] = {
    { "race", "Pig's: the other's points to go over both sides' (the turn total as banked; "
              "after a roll, the mean over the die) (--game pig's default)", PIG_EVAL_RACE },
    { "exact", "Pig's optimal win probability, solved (Neller and Presser's equations; the game solved first)",
      PIG_EVAL_EXACT },
};
#define PIG_EVALUATOR_COUNT ((int)(sizeof PIG_EVALUATORS / sizeof PIG_EVALUATORS[0]))

/* A Pig search's state: the game, and what the referee said of its root's moves. */
struct pig_run {
    struct pig_game game; /* first: the tree */
    int64_t loss_micro[2];
    int rank[2];
};

static const char *pig_entry_evaluator(const struct game *g, int i, const char **summary)
{
    (void)g;
    if (i < 0 || i >= PIG_EVALUATOR_COUNT) return NULL;
    *summary = PIG_EVALUATORS[i].summary;
    return PIG_EVALUATORS[i].name;
}

static void *pig_entry_open(const struct game_spec *spec, const char *position, const char *roll, int horizon,
                            const char *eval, char *err, size_t errlen)
{
    struct pig_state root;
    int target = spec->params[PARAM_TARGET], e = 0;
    (void)roll; /* the command line gives --roll only to games that take it */
    while (e < PIG_EVALUATOR_COUNT && strcmp(PIG_EVALUATORS[e].name, eval) != 0) e++;
    if (pig_parse_position(position, target, &root, err, errlen) != 0) return NULL;
    struct pig_run *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(err, errlen, "--game: out of memory");
        return NULL;
    }
    if (pig_game_init(&r->game, target, spec->params[PARAM_HOLD0], &root, horizon, PIG_EVALUATORS[e].kind, err, errlen) != 0) {
        free(r);
        return NULL;
    }
    return r;
}

static const struct tree *pig_entry_tree(const void *state)
{
    return &((const struct pig_run *)state)->game.tree;
}

static void pig_entry_position_name(const void *state, char *name)
{
    pig_format_position(&((const struct pig_run *)state)->game.root, name, GAME_POSITION_TEXT);
}

static void pig_entry_close(void *state)
{
    struct pig_run *r = state;
    free(r);
}

/* --referee exact: the root's moves (roll, and hold where it is one) judged
 * by the solved game, each one's loss in millionths of a win against the
 * better. */
static int pig_entry_referee(void *state, const char *arg, struct game_verdicts *v, char *err, size_t errlen)
{
    struct pig_run *r = state;
    struct pig_game *g = &r->game;
    if (strcmp(arg, "exact") != 0) {
        snprintf(err, errlen, "--referee: Pig's referee is its solution: give --referee exact, not '%s'", arg);
        return -1;
    }
    const struct pig_solution *solution = pig_solved(g->target);
    if (!solution) {
        snprintf(err, errlen, "--referee: out of memory solving Pig to target %d", g->target);
        return -1;
    }
    const struct pig_state *s = &g->root;
    int64_t value[2] = { pig_roll_value(solution, s->mover, s->other, s->turn),
                         pig_hold_value(solution, s->mover, s->other, s->turn) };
    int moves = pig_moves(g->hold_at_zero, s);
    int64_t best = moves == 1 || value[0] > value[1] ? value[0] : value[1];
    for (int k = 0; k < moves; k++) {
        r->loss_micro[k] = pig_fix_to_units(best - value[k], 1000000);
        r->rank[k] = 1 + (moves == 2 && value[1 - k] > value[k]);
    }
    *v = (struct game_verdicts){ moves, r->loss_micro, r->rank };
    return 0;
}

/* A match's start: both scores 0, no turn total; Pig takes no roll. */
static void pig_entry_start(const struct game_spec *spec, uint64_t key, char *position, char *roll)
{
    (void)spec;
    (void)key;
    snprintf(position, GAME_POSITION_TEXT, "0-0-0");
    roll[0] = '\0';
}

/* Roll (move 0): the die drawn by key; a 1 passes the turn with nothing
 * banked, 2-6 add to the turn total and the roller moves again, and a total
 * that reaches the target wins.  Hold (move 1): the turn total banked, the
 * other player's turn. */
static int pig_entry_advance(const struct game_spec *spec, const char *position, const char *roll, int move,
                             uint64_t key, struct game_step *next, char *err, size_t errlen)
{
    (void)roll;
    struct pig_state s, after;
    if (pig_parse_position(position, spec->params[PARAM_TARGET], &s, err, errlen) != 0) return -1;
    int moves = pig_moves(spec->params[PARAM_HOLD0], &s);
    if (move < 0 || move >= moves) {
        snprintf(err, errlen, "pig: move %d at %s: expected 0 (roll)%s", move, position,
                 moves == 2 ? " or 1 (hold)" : " (pig:hold0=0: no hold at a turn total of 0)");
        return -1;
    }
    memset(next, 0, sizeof *next);
    int die = move == 0 ? 1 + (int)game_draw(key, 6) : 0;
    if (die > 1 && s.mover + s.turn + die >= spec->params[PARAM_TARGET]) {
        next->over = 1;
        next->points = 1;
        return 0;
    }
    next->same_side = die > 1;
    after = die > 1 ? (struct pig_state){ s.mover, s.other, s.turn + die }
                    : (struct pig_state){ s.other, s.mover + (move == 1 ? s.turn : 0), 0 };
    pig_format_position(&after, next->position, GAME_POSITION_TEXT);
    return 0;
}

const struct game PIG_GAME = {
    .name = "pig",
    .summary = "the dice game Pig (roll or hold; a 1 loses the turn total), first to the target (pig:target=N, "
               "default 100; pig:hold0=0, a turn starts with a roll); values are win probabilities in billionths",
    .position_help = "MOVER-OTHER-TURN: the scores of the player to move and of the other, and the turn total (0-0-0)",
    .max_horizon = PIG_MAX_HORIZON,
    .max_points = 1,
    .value_note = " (Pig's are win probabilities in billionths)",
    .params = PIG_PARAMS,
    .param_count = (int)(sizeof PIG_PARAMS / sizeof PIG_PARAMS[0]),
    .evaluator = pig_entry_evaluator,
    .open = pig_entry_open,
    .tree = pig_entry_tree,
    .position_name = pig_entry_position_name,
    .close = pig_entry_close,
    .referee = pig_entry_referee,
    .referee_help = "exact: the solved game's win probabilities; ref_loss in thousandths of a win",
    .start = pig_entry_start,
    .advance = pig_entry_advance,
};
