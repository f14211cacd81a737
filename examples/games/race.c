/* race.c - a two-player dice race as a starbench plug-in, the smallest
 * complete example of starbench/game.h:
 *
 *     cc -shared -fPIC $(pkg-config --cflags starbench) race.c -o race.so
 *     starbench --game ./race.so --position 0-0-a --horizon 3 --algo star1,star2 --verify
 *     starbench play --game ./race.so --a algo=star2,horizon=2 --b algo=random --games 100
 *
 * Each player has a counter from 0; the first to reach the target wins
 * (race.so:target=N, 20 by default).  A turn: the die is rolled (1-6,
 * equally likely), then the player moves its own counter forward by the
 * die, or, when the other is ahead, pushes the other's back by it (not
 * below 0).  After 100 turns the game ends: the one ahead wins, equal
 * counters draw.  Values are player 0's: +1000 a win, -1000 a loss, 0 a
 * draw (per_point 1000: rows' equity is points a game).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <starbench/game.h>

#define TURNS 100

struct state {
    uint8_t count[2]; /* each player's counter */
    uint8_t mover;    /* whose turn */
    uint8_t die;      /* 0: to be rolled (a chance state); 1-6 rolled */
    uint8_t turns;    /* turns played */
    uint8_t pad[3];
};

enum { ADVANCE, PUSH };

static const struct sb_param PARAMS[] = { { "target", 5, 60, 20, "the counter that wins" } };

static int to_move(const int *params, const void *s)
{
    const struct state *st = s;
    if (st->count[0] >= params[0] || st->count[1] >= params[0] || st->turns >= TURNS) return SB_END;
    return st->die == 0 ? SB_CHANCE : st->mover;
}

static int actions(const int *params, const void *s, int *out, int64_t *weights)
{
    const struct state *st = s;
    int who = to_move(params, s), n = 0;
    if (who == SB_END) return 0;
    if (who == SB_CHANCE) {
        for (int face = 1; face <= 6; face++, n++) {
            out[n] = face;
            weights[n] = 1;
        }
        return n;
    }
    out[n++] = ADVANCE;
    if (st->count[1 - st->mover] > st->count[st->mover]) out[n++] = PUSH;
    return n;
}

static void apply(const int *params, const void *s, int action, void *next)
{
    (void)params;
    struct state st = *(const struct state *)s;
    if (st.die == 0) {
        st.die = (uint8_t)action;
    } else {
        int other = 1 - st.mover;
        if (action == ADVANCE) st.count[st.mover] = (uint8_t)(st.count[st.mover] + st.die);
        else st.count[other] = (uint8_t)(st.count[other] > st.die ? st.count[other] - st.die : 0);
        st.mover = (uint8_t)other;
        st.die = 0;
        st.turns++;
    }
    memcpy(next, &st, sizeof st);
}

static void action_name(const int *params, const void *s, int action, char *text)
{
    (void)params;
    const struct state *st = s;
    if (st->die == 0) snprintf(text, SB_TEXT, "%d", action);
    else snprintf(text, SB_TEXT, "%s", action == ADVANCE ? "advance" : "push");
}

/* MINE-THEIRS-ROLL[-TURNS]: the counters of the player to move and of the other (player 0 to move unless
 * the position ends in '/1'), ROLL the die (a: to be rolled). */
static void format(const int *params, const void *s, char *text)
{
    (void)params;
    const struct state *st = s;
    char roll[4];
    snprintf(roll, sizeof roll, st->die ? "%d" : "a", st->die);
    snprintf(text, SB_TEXT, "%d-%d-%s-%d/%d", st->count[0], st->count[1], roll, st->turns, st->mover);
}

static int parse(const int *params, const char *text, void *s, char *err, size_t errlen)
{
    struct state st;
    unsigned a, b, turns = 0, mover = 0;
    char roll = 0;
    int used = 0, more = 0;
    memset(&st, 0, sizeof st);
    int ok = sscanf(text, "%u-%u-%c%n", &a, &b, &roll, &used) == 3;
    if (ok && text[used] != '\0')
        ok = sscanf(text + used, "-%u/%u%n", &turns, &mover, &more) == 2 && text[used + more] == '\0';
    if (!ok || (int)a >= params[0] + 6 || (int)b >= params[0] + 6 || turns > TURNS || mover > 1
        || !(roll == 'a' || (roll >= '1' && roll <= '6'))) {
        snprintf(err, errlen, "--position: expected a race position A-B-R[-TURNS/MOVER] (the counters of players 0 "
                 "and 1, below the target %d plus 6; R the die, 1-6, or a when it is to be rolled), got '%s'", params[0],
                 text);
        return -1;
    }
    st.count[0] = (uint8_t)a;
    st.count[1] = (uint8_t)b;
    st.die = (uint8_t)(roll == 'a' ? 0 : roll - '0');
    st.turns = (uint8_t)turns;
    st.mover = (uint8_t)mover;
    memcpy(s, &st, sizeof st);
    return 0;
}

static void start(const int *params, uint64_t seed, void *s)
{
    (void)params;
    (void)seed;
    memset(s, 0, sizeof(struct state)); /* both at 0, player 0 to roll */
}

static int64_t value(const int *params, const void *s)
{
    (void)params;
    const struct state *st = s;
    return st->count[0] > st->count[1] ? 1000 : st->count[0] < st->count[1] ? -1000 : 0;
}

/* "lead": the difference of the counters over the target, in thousandths (player 0's), with the die to
 * move counted for the mover. */
static int64_t evaluate(const int *params, int evaluation, const void *s)
{
    (void)evaluation;
    const struct state *st = s;
    int64_t lead = (int64_t)st->count[0] - st->count[1] + (st->mover == 0 ? st->die : -st->die);
    int64_t v = 1000 * lead / params[0];
    return v > 999 ? 999 : v < -999 ? -999 : v;
}

static const struct sb_evaluation EVALUATIONS[] = {
    { "lead", "player 0's lead over the target, the die rolled counted for the mover" },
};

const struct sb_game starbench_game = {
    .abi = STARBENCH_GAME_ABI,
    .name = "race",
    .summary = "a dice race: advance by the die, or push the leader back; an example plug-in (values: +-1000 a win)",
    .position_help = "A-B-R[-TURNS/MOVER]: the counters, the die (a: to roll), turns played, who moves (0-0-a)",
    .roll_help = "the die, 1-6, where the position's R is a",
    .players = 2,
    .state_bytes = sizeof(struct state),
    .max_actions = 6,
    .max_length = 2 * TURNS,
    .lo = -1000,
    .hi = 1000,
    .per_point = 1000,
    .chance_multiple = 6,
    .chance_rounded = 0,
    .params = PARAMS,
    .param_count = 1,
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
