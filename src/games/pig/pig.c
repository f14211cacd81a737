/* pig.c - see pig.h. */
#include "pig.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A state (starbench/game.h): the scores of the player to move and of the
 * other, the turn total, whose turn (player 0: the root's, "we"), and
 * whether the die is in the air (a * node) or the mover has won (a leaf,
 * its turn total set to 0: who won is all its value needs). */
struct pig_rules_state {
    uint8_t mover, other, turn, player, rolling, won, pad[2];
};

/* The hash is the id Pig's nodes had before Pig was written once (the
 * mover's score, the other's, the turn total, then flags), so that every
 * table and every draw keyed on it, and so every committed row, stays the
 * same. */
#define OTHER_SHIFT 8
#define TURN_SHIFT 16
#define OURS_BIT ((uint64_t)1 << 24)   /* player 0 (the root's) is the mover */
#define ROLLING_BIT ((uint64_t)1 << 25) /* a * node: the mover has rolled, the die is to come */
#define WON_BIT ((uint64_t)1 << 26)     /* a leaf: the mover reached the target */

enum { ROLL, HOLD };
enum { PARAM_TARGET, PARAM_HOLD0 }; /* PIG_PARAMS' rows */

static uint64_t pig_hash(const int *params, const void *state)
{
    (void)params;
    const struct pig_rules_state *s = state;
    return (uint64_t)s->mover | (uint64_t)s->other << OTHER_SHIFT | (uint64_t)s->turn << TURN_SHIFT
           | (s->player == 0 ? OURS_BIT : 0) | (s->rolling ? ROLLING_BIT : 0) | (s->won ? WON_BIT : 0);
}

static int pig_to_move(const int *params, const void *state)
{
    (void)params;
    const struct pig_rules_state *s = state;
    return s->won ? SB_END : s->rolling ? SB_CHANCE : s->player;
}

static struct pig_state scores_of(const struct pig_rules_state *s)
{
    return (struct pig_state){ s->mover, s->other, s->turn };
}

struct pig_state pig_scores(const void *rules_state)
{
    return scores_of(rules_state);
}

/* A decision's moves: roll, then hold (pig_moves); a roll's outcomes: the die's faces 1-6, weight 1 each. */
static int pig_actions(const int *params, const void *state, int *actions, int64_t *weights)
{
    const struct pig_rules_state *s = state;
    struct pig_state scores = scores_of(s);
    if (s->won) return 0;
    int count = s->rolling ? 6 : pig_moves(params[PARAM_HOLD0], &scores);
    for (int k = 0; k < count; k++) {
        actions[k] = s->rolling ? k + 1 : k;
        weights[k] = 1;
    }
    return count;
}

/* Roll: the die in the air.  Hold: the turn total banked, the other's turn.
 * A face of 1 passes the turn with nothing banked; 2-6 add to the turn
 * total, and win once the mover's score plus the total reaches the target. */
static void pig_apply(const int *params, const void *state, int action, void *next)
{
    struct pig_rules_state s = *(const struct pig_rules_state *)state;
    uint8_t other_player = (uint8_t)(1 - s.player);
    if (!s.rolling && action == ROLL) {
        s.rolling = 1;
    } else if (!s.rolling) {
        s = (struct pig_rules_state){ s.other, (uint8_t)(s.mover + s.turn), 0, other_player, 0, 0, { 0, 0 } };
    } else if (action == 1) {
        s = (struct pig_rules_state){ s.other, s.mover, 0, other_player, 0, 0, { 0, 0 } };
    } else if (s.mover + s.turn + action >= params[PARAM_TARGET]) {
        s.turn = 0;
        s.rolling = 0;
        s.won = 1;
    } else {
        s.turn = (uint8_t)(s.turn + action);
        s.rolling = 0;
    }
    memcpy(next, &s, sizeof s);
}

static void pig_action_name(const int *params, const void *state, int action, char *text)
{
    (void)params;
    const struct pig_rules_state *s = state;
    if (s->rolling) snprintf(text, SB_TEXT, "%d", action);
    else snprintf(text, SB_TEXT, "%s", action == ROLL ? "roll" : "hold");
}

/* A decision as MOVER-OTHER-TURN; a roll as the position it is rolled from
 * (what rows have always shown after the move roll), so only decisions
 * read back (game.h allows it). */
static void pig_format(const int *params, const void *state, char *text)
{
    (void)params;
    const struct pig_rules_state *s = state;
    struct pig_state scores = scores_of(s);
    pig_format_position(&scores, text, SB_TEXT);
}

static int pig_parse(const int *params, const char *text, void *state, char *err, size_t errlen)
{
    struct pig_state scores;
    if (pig_parse_position(text, params[PARAM_TARGET], &scores, err, errlen) != 0) return -1;
    struct pig_rules_state s = { (uint8_t)scores.mover, (uint8_t)scores.other, (uint8_t)scores.turn, 0, 0, 0, { 0, 0 } };
    memcpy(state, &s, sizeof s);
    return 0;
}

static void pig_start(const int *params, uint64_t seed, void *state)
{
    (void)params;
    (void)seed;
    memset(state, 0, sizeof(struct pig_rules_state)); /* both scores 0, player 0 to move */
}

/* A win: the mover's. */
static int64_t pig_value(const int *params, const void *state)
{
    (void)params;
    return ((const struct pig_rules_state *)state)->player == 0 ? PIG_UNIT : 0;
}

int64_t pig_race(int target, const struct pig_state *s)
{
    /* The points each side still needs, the turn total counted as banked:
     * a side's chance is the other's need over both needs, so equal needs
     * are even and the side needing less is ahead in proportion.  At a
     * horizon of 1 (the roll scored by the mean over the die, below) this
     * holds at a turn total of about 20, Knizia's rule, and at less near
     * the end; it knows nothing of whose turn it is. */
    int64_t mine = target - s->mover - s->turn, theirs = target - s->other;
    return (int64_t)PIG_UNIT * theirs / (mine + theirs);
}

/* The race estimate after a roll: its mean over the die's faces (floor). */
static int64_t race_roll(int target, const struct pig_state *s)
{
    struct pig_state passed = { s->other, s->mover, 0 };
    int64_t sum = PIG_UNIT - pig_race(target, &passed);
    for (int face = 2; face <= 6; face++) {
        struct pig_state on = { s->mover, s->other, s->turn + face };
        sum += s->mover + on.turn >= target ? PIG_UNIT : pig_race(target, &on);
    }
    return sum / 6;
}

/* The mover's win chance (at a decision, or after a roll), in units of
 * 1/PIG_UNIT, by evaluation `evaluation` (PIG_EVALUATIONS' order), as
 * player 0's. */
static int64_t pig_evaluate(const int *params, int evaluation, const void *state)
{
    const struct pig_rules_state *s = state;
    struct pig_state scores = scores_of(s);
    int target = params[PARAM_TARGET];
    int64_t p;
    if (evaluation == PIG_EVAL_RACE) {
        p = s->rolling ? race_roll(target, &scores) : pig_race(target, &scores);
    } else {
        const struct pig_solution *solution = pig_solved(target); /* solved when the tree was set up */
        p = pig_fix_to_units(s->rolling ? pig_roll_value(solution, s->mover, s->other, s->turn)
                                        : pig_win(solution, s->mover, s->other, s->turn), PIG_UNIT);
    }
    return s->player == 0 ? p : PIG_UNIT - p;
}

static const struct sb_param PIG_PARAMS[] = {
    { "target", PIG_MIN_TARGET, PIG_MAX_TARGET, PIG_DEFAULT_TARGET, "the score that wins" },
    { "hold0", 0, 1, 1, "1: a player may hold at a turn total of 0 (passing the turn); 0: a turn starts with a "
                        "roll (no endless game of two players holding; the solved values are the same)" },
};

static const struct sb_evaluation PIG_EVALUATIONS[] = { /* in enum pig_evaluator's order */
    { "race", "Pig's: the other's points to go over both sides' (the turn total as banked; "
              "after a roll, the mean over the die) (--game pig's default)" },
    { "exact", "Pig's optimal win probability, solved (Neller and Presser's equations; the game solved first)" },
};

const struct sb_game PIG_RULES = {
    .abi = STARBENCH_GAME_ABI,
    .name = "pig",
    .summary = "the dice game Pig (roll or hold; a 1 loses the turn total), first to the target (pig:target=N, "
               "default 100; pig:hold0=0, a turn starts with a roll); values are win probabilities in billionths",
    .position_help = "MOVER-OTHER-TURN: the scores of the player to move and of the other, and the turn total (0-0-0)",
    .players = 2,
    .state_bytes = sizeof(struct pig_rules_state),
    .max_actions = 6,
    .max_length = 100000, /* holding in turn at 0 (hold0=1) ends with chance 1, not by a bound */
    .lo = 0,
    .hi = PIG_UNIT,
    .per_point = PIG_UNIT,
    .chance_multiple = 6,
    .params = PIG_PARAMS,
    .param_count = 2,
    .evaluations = PIG_EVALUATIONS,
    .evaluation_count = 2,
    .parse = pig_parse,
    .format = pig_format,
    .start = pig_start,
    .to_move = pig_to_move,
    .actions = pig_actions,
    .apply = pig_apply,
    .action_name = pig_action_name,
    .value = pig_value,
    .evaluate = pig_evaluate,
    .hash = pig_hash,
};

void pig_format_position(const struct pig_state *s, char *buf, size_t len)
{
    snprintf(buf, len, "%d-%d-%d", s->mover, s->other, s->turn);
}

/* A whole number from 0 to 999 at *p, advancing p; -1 when there is none. */
static int read_number(const char **p)
{
    int v = 0, digits = 0;
    for (; **p >= '0' && **p <= '9' && digits < 4; (*p)++, digits++) v = 10 * v + (**p - '0');
    return digits == 0 || digits > 3 ? -1 : v;
}

int pig_parse_position(const char *text, int target, struct pig_state *s, char *err, size_t errlen)
{
    const char *p = text;
    int v[3] = { 0, 0, 0 }, count = 0, ok = 1;
    while (ok && count < 3) {
        ok = (v[count++] = read_number(&p)) >= 0;
        if (*p != '-' || count == 3) break;
        p++;
    }
    if (!ok || count < 2 || *p != '\0') {
        snprintf(err, errlen, "--position: expected a Pig position MOVER-OTHER-TURN (the scores of the player to "
                              "move and of the other, and the turn total; e.g. 0-0-0 or 45-60-12), got '%s'", text);
        return -1;
    }
    *s = (struct pig_state){ v[0], v[1], v[2] };
    if (s->mover >= target || s->other >= target || s->mover + s->turn >= target) {
        snprintf(err, errlen, "--position: %s is a finished game at target %d (a score, or the mover's score plus "
                              "the turn total, reaches it)", text, target);
        return -1;
    }
    return 0;
}

int pig_game_init(struct pig_game *g, int target, int hold_at_zero, const struct pig_state *root, int horizon,
                  enum pig_evaluator evaluator, char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    if (horizon < 1 || horizon > PIG_MAX_HORIZON) {
        snprintf(err, errlen, "--horizon: a Pig search needs 1 to %d move levels, not %d", PIG_MAX_HORIZON, horizon);
        return -1;
    }
    if (evaluator == PIG_EVAL_EXACT && !pig_solved(target)) {
        snprintf(err, errlen, "--game: out of memory solving Pig to target %d", target);
        return -1;
    }
    int params[SB_MAX_PARAMS] = { target, hold_at_zero };
    struct pig_rules_state s = { (uint8_t)root->mover, (uint8_t)root->other, (uint8_t)root->turn, 0, 0, 0, { 0, 0 } };
    _Alignas(max_align_t) unsigned char state[SB_MAX_STATE] = { 0 };
    memcpy(state, &s, sizeof s);
    g->target = target;
    g->root = *root;
    return rules_tree_init(&g->rules, &PIG_RULES, params, state, horizon, (int)evaluator, NULL, err, errlen);
}

void pig_game_free(struct pig_game *g)
{
    rules_tree_free(&g->rules);
}
