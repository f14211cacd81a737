/* faulty.c - a small game written against starbench/game.h with one
 * fault planted by -DPLANT=N, for tests/plugins.sh: check-game must find
 * each, naming the position and the rule (PLANT=0: no fault, it passes).
 *   1 an outcome of weight 0        2 weights summing to 3 (chance_multiple 2)
 *   3 a move that changes nothing   4 a game that never ends (past max_length)
 *   5 a value outside [lo, hi]      6 parse does not read format's text back
 *   7 ABI 99 (refused at load)      8 the name of a built-in game (refused at load)
 * The game: a count from 0; the player to move adds 1 or 2, then a coin
 * adds 0 or 1; at 12 or more the game ends, player 0 winning when the
 * count is even.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <starbench/game.h>

#ifndef PLANT
#define PLANT 0
#endif

struct state {
    int32_t count, mover, flip; /* flip: the coin is to come */
};

static int to_move(const int *params, const void *s)
{
    (void)params;
    const struct state *st = s;
    if (st->count >= 12 && PLANT != 4) return SB_END;
    return st->flip ? SB_CHANCE : st->mover;
}

static int actions(const int *params, const void *s, int *out, int64_t *weights)
{
    int who = to_move(params, s);
    if (who == SB_END) return 0;
    out[0] = 0;
    out[1] = 1;
    if (who == SB_CHANCE) {
        weights[0] = PLANT == 1 ? 0 : 1;
        weights[1] = PLANT == 2 ? 2 : 1;
    }
    return 2;
}

static void apply(const int *params, const void *s, int action, void *next)
{
    (void)params;
    struct state st = *(const struct state *)s;
    if (PLANT == 3 && !st.flip && action == 1) {
        memcpy(next, &st, sizeof st);
        return;
    }
    if (st.flip) {
        st.count += action;
        st.flip = 0;
        st.mover = 1 - st.mover;
    } else {
        st.count += 1 + action;
        st.flip = 1;
    }
    if (PLANT == 4 && st.count > 20) st.count = 0;
    memcpy(next, &st, sizeof st);
}

static void action_name(const int *params, const void *s, int action, char *text)
{
    (void)params;
    const struct state *st = s;
    snprintf(text, SB_TEXT, st->flip ? "coin%d" : "add%d", st->flip ? action : action + 1);
}

static void format(const int *params, const void *s, char *text)
{
    (void)params;
    const struct state *st = s;
    snprintf(text, SB_TEXT, "%d/%d%s", st->count, st->mover, st->flip ? "+" : "");
}

static int parse(const int *params, const char *text, void *s, char *err, size_t errlen)
{
    (void)params;
    struct state st = { 0, 0, 0 };
    int n = 0;
    char plus = 0;
    if (strcmp(text, "start") != 0) {
        int got = sscanf(text, "%d/%d%n%c", &st.count, &st.mover, &n, &plus);
        if (got < 2 || st.count < 0 || st.count > 99 || st.mover < 0 || st.mover > 1 || (got == 3 && plus != '+')
            || (got == 3 && text[n + 1] != '\0')) {
            snprintf(err, errlen, "--position: expected start or COUNT/MOVER[+], got '%s'", text);
            return -1;
        }
        st.flip = plus == '+';
        if (PLANT == 6) st.count++;
    }
    memcpy(s, &st, sizeof st);
    return 0;
}

static void start(const int *params, uint64_t seed, void *s)
{
    (void)params;
    (void)seed;
    memset(s, 0, sizeof(struct state));
}

static int64_t value(const int *params, const void *s)
{
    (void)params;
    const struct state *st = s;
    return PLANT == 5 ? 7 : st->count % 2 == 0 ? 1 : -1;
}

static int64_t evaluate(const int *params, int evaluation, const void *s)
{
    (void)params;
    (void)evaluation;
    (void)s;
    return 0;
}

static const struct sb_evaluation EVALUATIONS[] = { { "zero", "0 everywhere" } };

const struct sb_game starbench_game = {
    .abi = PLANT == 7 ? 99 : STARBENCH_GAME_ABI,
    .name = PLANT == 8 ? "pig" : "faulty",
    .summary = "a count race with a fault planted (tests/plugins.sh)",
    .position_help = "start, or COUNT/MOVER[+]",
    .players = 2,
    .state_bytes = sizeof(struct state),
    .max_actions = 2,
    .max_length = 40,
    .lo = -1,
    .hi = 1,
    .per_point = 1,
    .chance_multiple = 2,
    .evaluations = EVALUATIONS,
    .evaluation_count = 1,
    .parse = parse,
    .format = format,
    .start = start,
    .to_move = to_move,
    .actions = actions,
    .apply = apply,
    .action_name = action_name,
    .value = value,
    .evaluate = evaluate,
};
