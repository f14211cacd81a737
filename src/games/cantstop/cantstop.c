/* cantstop.c - Sid Sackson's Can't Stop (1980), written once
 * (starbench/game.h); doc/games.md pins every choice down:
 *
 * Columns 2-12, of heights 3, 5, 7, 9, 11, 13, 11, 9, 7, 5, 3; two players.
 * A turn is a series of rolls of four dice.  After each roll the mover
 * pairs the dice into two sums and advances the neutral markers (three a
 * turn, one a column, placed one step above the mover's own progress)
 * in those columns, then either rolls again or stops, banking each
 * marker's height as its progress.  Pinned choices:
 *  1. A roll is one chance node over the 126 multisets of four dice,
 *     weighted exactly by their orderings (1, 4, 6, 12 or 24 of 1,296).
 *  2. Choosing how to advance and whether to stop is one decision (an
 *     action is a way to advance and "roll" or "stop"): a move level is a
 *     roll's decision.
 *  3. A pairing's two sums must both be used when both can be; when only
 *     one can (a column closed or topped, or one marker left for two new
 *     columns), either that can be is a way to advance of its own.
 *  4. A pair of equal sums is two steps in one column (a step past the top
 *     is lost).
 *  5. A roll that allows no advance busts: the mover's decision then has
 *     one action, "bust" (the markers are lost, the turn passes): it
 *     spends a move level (an outcome may not lead to another roll).
 *  6. A column topped during a turn is claimed only on stopping; then the
 *     other player's progress in it is removed and it is closed.  The game
 *     is won on stopping with three claimed columns.
 *  7. A game of 400 turns (a bust or a stop each) ends in a draw.
 * Values: player 0's, +1000 a win, -1000 a loss, 0 a draw (per_point 1000).
 */
#include "cantstop.h"

#include <stdio.h>
#include <string.h>

static const uint8_t HEIGHT[CS_COLUMNS] = { 3, 5, 7, 9, 11, 13, 11, 9, 7, 5, 3 };

enum phase { TO_ROLL, TO_CHOOSE, BUSTED };

/* progress[p][c]: player p's banked height in column 2 + c (HEIGHT[c]: claimed); marker[c]: the mover's
 * neutral marker's height there this turn (0: none). */
struct cs_state { /* no padding the compiler adds: states are compared byte for byte */
    uint16_t turns;    /* turns ended (a bust or a stop each) */
    uint8_t progress[2][CS_COLUMNS];
    uint8_t marker[CS_COLUMNS];
    uint8_t mover, phase;
    uint8_t dice[4];   /* sorted; a decision's roll */
    uint8_t pad;
};

#define MAX_WAYS 6 /* three pairings, each one way or, when only one sum fits, up to two */

/* A way to advance: up to two column indices (c2 < 0: one), c1 == c2 for a pair of equal sums. */
struct way {
    int8_t c1, c2;
};

static int claimed(const struct cs_state *s, int c)
{
    return s->progress[0][c] == HEIGHT[c] || s->progress[1][c] == HEIGHT[c];
}

static int markers_used(const struct cs_state *s)
{
    int n = 0;
    for (int c = 0; c < CS_COLUMNS; c++) n += s->marker[c] != 0;
    return n;
}

/* The mover's height in column c this turn: its marker's, else its progress. */
static int height_now(const struct cs_state *s, int c)
{
    return s->marker[c] ? s->marker[c] : s->progress[s->mover][c];
}

/* Whether one step in column c is possible, with `free_markers` markers still to place. */
static int can_step(const struct cs_state *s, int c, int free_markers)
{
    if (claimed(s, c) || height_now(s, c) >= HEIGHT[c]) return 0;
    return s->marker[c] != 0 || free_markers > 0;
}

static int same_way(struct way a, struct way b)
{
    return (a.c1 == b.c1 && a.c2 == b.c2) || (a.c1 == b.c2 && a.c2 == b.c1);
}

/* Adds w (its columns in ascending order, as its name writes them) unless it is there already. */
static int add_way(struct way *ways, int n, struct way w)
{
    if (w.c2 >= 0 && w.c2 < w.c1) w = (struct way){ w.c2, w.c1 };
    for (int i = 0; i < n; i++)
        if (same_way(ways[i], w)) return n;
    ways[n] = w;
    return n + 1;
}

/* The distinct ways to advance after the roll in s (choices 3 and 4 above), in pairing order. */
static int ways_of(const struct cs_state *s, struct way *ways)
{
    static const int PAIRS[3][4] = { { 0, 1, 2, 3 }, { 0, 2, 1, 3 }, { 0, 3, 1, 2 } };
    int n = 0, free_markers = 3 - markers_used(s);
    for (int p = 0; p < 3; p++) {
        const int *d = PAIRS[p];
        int a = s->dice[d[0]] + s->dice[d[1]] - 2, b = s->dice[d[2]] + s->dice[d[3]] - 2;
        int can_a = can_step(s, a, free_markers), can_b = can_step(s, b, free_markers);
        /* both: a second new column needs a second free marker (one column when a == b) */
        int new_columns = (s->marker[a] == 0) + (a != b && s->marker[b] == 0);
        if (can_a && can_b && new_columns <= free_markers) n = add_way(ways, n, (struct way){ (int8_t)a, (int8_t)b });
        else {
            if (can_a) n = add_way(ways, n, (struct way){ (int8_t)a, -1 });
            if (can_b && b != a) n = add_way(ways, n, (struct way){ (int8_t)b, -1 });
        }
    }
    return n;
}

static void step(struct cs_state *s, int c)
{
    int h = height_now(s, c) + 1;
    s->marker[c] = (uint8_t)(h > HEIGHT[c] ? HEIGHT[c] : h);
}

static int claimed_by(const struct cs_state *s, int p)
{
    int n = 0;
    for (int c = 0; c < CS_COLUMNS; c++) n += s->progress[p][c] == HEIGHT[c];
    return n;
}

static int winner(const struct cs_state *s)
{
    for (int p = 0; p < 2; p++)
        if (claimed_by(s, p) >= 3) return p;
    return -1;
}

static int cs_to_move(const int *params, const void *state)
{
    (void)params;
    const struct cs_state *s = state;
    if (winner(s) >= 0 || s->turns >= CS_MAX_TURNS) return SB_END;
    return s->phase == TO_ROLL ? SB_CHANCE : s->mover;
}

/* The 126 multisets of four dice, in order (each die from the one before it up). */
static const char ROLLS[CS_ROLLS][5] = {
    "1111", "1112", "1113", "1114", "1115", "1116", "1122", "1123", "1124", "1125", "1126", "1133", "1134", "1135",
    "1136", "1144", "1145", "1146", "1155", "1156", "1166", "1222", "1223", "1224", "1225", "1226", "1233", "1234",
    "1235", "1236", "1244", "1245", "1246", "1255", "1256", "1266", "1333", "1334", "1335", "1336", "1344", "1345",
    "1346", "1355", "1356", "1366", "1444", "1445", "1446", "1455", "1456", "1466", "1555", "1556", "1566", "1666",
    "2222", "2223", "2224", "2225", "2226", "2233", "2234", "2235", "2236", "2244", "2245", "2246", "2255", "2256",
    "2266", "2333", "2334", "2335", "2336", "2344", "2345", "2346", "2355", "2356", "2366", "2444", "2445", "2446",
    "2455", "2456", "2466", "2555", "2556", "2566", "2666", "3333", "3334", "3335", "3336", "3344", "3345", "3346",
    "3355", "3356", "3366", "3444", "3445", "3446", "3455", "3456", "3466", "3555", "3556", "3566", "3666", "4444",
    "4445", "4446", "4455", "4456", "4466", "4555", "4556", "4566", "4666", "5555", "5556", "5566", "5666", "6666",
};

/* A roll's weight: its orderings, 4! over each repeated face's count factorial. */
static int64_t roll_weight(const char *dice)
{
    static const int FACT[5] = { 1, 1, 2, 6, 24 };
    int64_t w = 24;
    for (int i = 0, run = 1; i < 4; i++, run++)
        if (i == 3 || dice[i + 1] != dice[i]) {
            w /= FACT[run];
            run = 0;
        }
    return w;
}

static int cs_actions(const int *params, const void *state, int *actions, int64_t *weights)
{
    const struct cs_state *s = state;
    int who = cs_to_move(params, state);
    if (who == SB_END) return 0;
    if (who == SB_CHANCE) {
        for (int i = 0; i < CS_ROLLS; i++) {
            actions[i] = i;
            weights[i] = roll_weight(ROLLS[i]);
        }
        return CS_ROLLS;
    }
    if (s->phase == BUSTED) {
        actions[0] = CS_BUST;
        return 1;
    }
    struct way ways[MAX_WAYS];
    int n = ways_of(s, ways);
    for (int i = 0; i < 2 * n; i++) actions[i] = i; /* way i / 2, then roll (even) or stop (odd) */
    return 2 * n;
}

/* The turn ends: the next player's roll. */
static void pass(struct cs_state *s)
{
    memset(s->marker, 0, sizeof s->marker);
    s->mover = (uint8_t)(1 - s->mover);
    s->phase = TO_ROLL;
    memset(s->dice, 0, sizeof s->dice);
    s->turns++;
}

/* Stopping: each marker's height banked; a column topped is claimed, the other's progress there removed. */
static void bank(struct cs_state *s)
{
    for (int c = 0; c < CS_COLUMNS; c++) {
        if (!s->marker[c]) continue;
        s->progress[s->mover][c] = s->marker[c];
        if (s->marker[c] == HEIGHT[c]) s->progress[1 - s->mover][c] = 0;
    }
}

static void cs_apply(const int *params, const void *state, int action, void *next)
{
    struct cs_state s = *(const struct cs_state *)state;
    if (cs_to_move(params, state) == SB_CHANCE) {
        for (int i = 0; i < 4; i++) s.dice[i] = (uint8_t)(ROLLS[action][i] - '0');
        struct way ways[MAX_WAYS];
        s.phase = ways_of(&s, ways) ? TO_CHOOSE : BUSTED;
    } else if (s.phase == BUSTED) {
        pass(&s);
    } else {
        struct way ways[MAX_WAYS];
        ways_of(&s, ways);
        struct way w = ways[action / 2];
        step(&s, w.c1);
        if (w.c2 >= 0) step(&s, w.c2);
        memset(s.dice, 0, sizeof s.dice);
        if (action % 2) {
            bank(&s);
            pass(&s);
        } else {
            s.phase = TO_ROLL;
        }
    }
    memcpy(next, &s, sizeof s);
}

static void cs_action_name(const int *params, const void *state, int action, char *text)
{
    const struct cs_state *s = state;
    if (cs_to_move(params, state) == SB_CHANCE) {
        snprintf(text, SB_TEXT, "%s", ROLLS[action]);
        return;
    }
    if (s->phase == BUSTED) {
        snprintf(text, SB_TEXT, "bust");
        return;
    }
    struct way ways[MAX_WAYS];
    ways_of(s, ways);
    struct way w = ways[action / 2];
    const char *then = action % 2 ? "stop" : "roll";
    if (w.c2 < 0) snprintf(text, SB_TEXT, "%d/%s", w.c1 + 2, then);
    else snprintf(text, SB_TEXT, "%d+%d/%s", w.c1 + 2, w.c2 + 2, then);
}

static const char DIGITS[] = "0123456789abcd";

/* P0.P1.M:W:R:T - each of 11 columns a digit 0-d: player 0's progress, player 1's, the mover's markers; W the
 * mover (0, 1); R the roll (four dice sorted), '-' when the dice are to be rolled, 'x' before the roll of a bust;
 * T the turns ended. */
static void cs_format(const int *params, const void *state, char *text)
{
    (void)params;
    const struct cs_state *s = state;
    char rows[3][CS_COLUMNS + 1], roll[16] = "-";
    for (int c = 0; c < CS_COLUMNS; c++) {
        rows[0][c] = DIGITS[s->progress[0][c]];
        rows[1][c] = DIGITS[s->progress[1][c]];
        rows[2][c] = DIGITS[s->marker[c]];
    }
    rows[0][CS_COLUMNS] = rows[1][CS_COLUMNS] = rows[2][CS_COLUMNS] = '\0';
    if (s->phase != TO_ROLL)
        snprintf(roll, sizeof roll, "%s%d%d%d%d", s->phase == BUSTED ? "x" : "", s->dice[0], s->dice[1], s->dice[2],
                 s->dice[3]);
    snprintf(text, SB_TEXT, "%s.%s.%s:%d:%s:%d", rows[0], rows[1], rows[2], s->mover, roll, s->turns);
}

static int read_row(const char *text, uint8_t *row)
{
    for (int c = 0; c < CS_COLUMNS; c++) {
        const char *d = text[c] ? strchr(DIGITS, text[c]) : NULL;
        if (!d || d - DIGITS > HEIGHT[c]) return -1;
        row[c] = (uint8_t)(d - DIGITS);
    }
    return 0;
}

/* The position's rules that a text can break: columns within their heights, a claimed column the other's
 * progress removed, markers above the mover's progress and at most three, dice 1-6 sorted, no winner. */
static int consistent(const struct cs_state *s)
{
    int markers = 0;
    for (int c = 0; c < CS_COLUMNS; c++) {
        if (s->progress[0][c] == HEIGHT[c] && s->progress[1][c] != 0) return 0;
        if (s->progress[1][c] == HEIGHT[c] && s->progress[0][c] != 0) return 0;
        if (s->marker[c] && (s->marker[c] <= s->progress[s->mover][c] || claimed(s, c))) return 0;
        markers += s->marker[c] != 0;
    }
    for (int i = 0; s->phase != TO_ROLL && i < 4; i++)
        if (s->dice[i] < 1 || s->dice[i] > 6 || (i && s->dice[i] < s->dice[i - 1])) return 0;
    return markers <= 3 && s->turns < CS_MAX_TURNS;
}

static int cs_parse(const int *params, const char *text, void *state, char *err, size_t errlen)
{
    (void)params;
    struct cs_state s;
    memset(&s, 0, sizeof s);
    char roll[8] = "";
    unsigned mover = 2, turns = CS_MAX_TURNS;
    int used = 0, ok = strcmp(text, "start") == 0;
    if (!ok && strlen(text) > 3 * (CS_COLUMNS + 1) && text[CS_COLUMNS] == '.' && text[2 * CS_COLUMNS + 1] == '.'
        && text[3 * CS_COLUMNS + 2] == ':') {
        ok = read_row(text, s.progress[0]) == 0 && read_row(text + CS_COLUMNS + 1, s.progress[1]) == 0
             && read_row(text + 2 * CS_COLUMNS + 2, s.marker) == 0
             && sscanf(text + 3 * CS_COLUMNS + 3, "%1u:%6[-x0-9]:%5u%n", &mover, roll, &turns, &used) == 3
             && text[3 * CS_COLUMNS + 3 + used] == '\0' && mover <= 1;
        const char *r = roll[0] == 'x' ? roll + 1 : roll;
        s.mover = (uint8_t)mover;
        s.turns = (uint16_t)turns;
        s.phase = strcmp(roll, "-") == 0 ? TO_ROLL : roll[0] == 'x' ? BUSTED : TO_CHOOSE;
        if (ok && s.phase != TO_ROLL) {
            ok = strlen(r) == 4;
            for (int i = 0; ok && i < 4; i++) s.dice[i] = (uint8_t)(r[i] - '0');
        }
        struct way ways[MAX_WAYS];
        ok = ok && consistent(&s) && winner(&s) < 0
             && (s.phase == TO_ROLL || (ways_of(&s, ways) > 0) == (s.phase == TO_CHOOSE));
    }
    if (!ok) {
        snprintf(err, errlen, "--position: expected a Can't Stop position start or P0.P1.M:W:R:T (11 digits 0-d "
                 "each: player 0's and player 1's progress in columns 2-12, the mover's markers; W the mover, 0 "
                 "or 1; R the roll's four dice sorted, '-' to roll, 'x' before a bust's dice; T turns ended), "
                 "consistent and not won, got '%s'", text);
        return -1;
    }
    memcpy(state, &s, sizeof s);
    return 0;
}

static void cs_start(const int *params, uint64_t seed, void *state)
{
    (void)params;
    (void)seed;
    memset(state, 0, sizeof(struct cs_state)); /* player 0 to roll */
}

static int64_t cs_value(const int *params, const void *state)
{
    (void)params;
    int w = winner(state);
    return w < 0 ? 0 : w == 0 ? 1000 : -1000;
}

/* A column's worth to a player at height h: its share of the column's
 * height (thousandths), squared, so a column near the top counts more
 * than two half-way; a claimed column 1000. */
static int64_t column_worth(int c, int h)
{
    int64_t share = 1000 * h / HEIGHT[c];
    return share * share / 1000;
}

/* A player's banked standing: its columns' worth summed. */
static int64_t banked(const struct cs_state *s, int p)
{
    int64_t sum = 0;
    for (int c = 0; c < CS_COLUMNS; c++) sum += column_worth(c, s->progress[p][c]);
    return sum;
}

/* What the mover's markers add to its banked standing. */
static int64_t markers_worth(const struct cs_state *s)
{
    int64_t sum = 0;
    for (int c = 0; c < CS_COLUMNS; c++)
        if (s->marker[c]) sum += column_worth(c, s->marker[c]) - column_worth(c, s->progress[s->mover][c]);
    return sum;
}

/* The mover about to roll: over the 126 rolls, the chance of a bust
 * (weights of 1,296) and the worth the best way to advance adds, summed
 * over the rolls that do not bust (weighted).  Returns that sum; *bust
 * the busting weight.  The ways are ways_of's (a pairing's two sums
 * together when both can be used, else each that can alone), found from
 * each column's step worth, computed once. */
static int64_t roll_gain(const struct cs_state *s, int64_t *bust)
{
    static const int PAIRS[3][4] = { { 0, 1, 2, 3 }, { 0, 2, 1, 3 }, { 0, 3, 1, 2 } };
    int free_markers = 3 - markers_used(s), usable[CS_COLUMNS];
    int64_t one[CS_COLUMNS], two[CS_COLUMNS], gain = 0;
    for (int c = 0; c < CS_COLUMNS; c++) {
        int h = height_now(s, c), h2 = h + 2 > HEIGHT[c] ? HEIGHT[c] : h + 2;
        usable[c] = can_step(s, c, free_markers);
        one[c] = usable[c] ? column_worth(c, h + 1) - column_worth(c, h) : 0;
        two[c] = usable[c] ? column_worth(c, h2) - column_worth(c, h) : 0;
    }
    *bust = 0;
    for (int r = 0; r < CS_ROLLS; r++) {
        int64_t best = -1;
        for (int p = 0; p < 3; p++) {
            const int *d = PAIRS[p];
            int a = ROLLS[r][d[0]] + ROLLS[r][d[1]] - 2 * '0' - 2, b = ROLLS[r][d[2]] + ROLLS[r][d[3]] - 2 * '0' - 2;
            int new_columns = (s->marker[a] == 0) + (a != b && s->marker[b] == 0);
            int64_t added = -1;
            if (usable[a] && usable[b] && new_columns <= free_markers) added = a == b ? two[a] : one[a] + one[b];
            else if (usable[a] || usable[b]) added = usable[a] && one[a] > one[b] ? one[a] : usable[b] ? one[b] : one[a];
            if (added > best) best = added;
        }
        if (best < 0) *bust += roll_weight(ROLLS[r]);
        else gain += roll_weight(ROLLS[r]) * best;
    }
    return gain;
}

/* A player's standing: banked, and for the mover its markers, which it
 * keeps by stopping; about to roll, the roll's expected gain and the
 * markers kept unless it busts: banked + (1 - p_bust) markers + E[gain]
 * (one roll looked ahead, the rule of 28's trade-off). */
static int64_t standing(const struct cs_state *s, int p)
{
    int64_t sum = banked(s, p);
    if (p != s->mover) return sum;
    if (s->phase != TO_ROLL) return sum + markers_worth(s);
    int64_t bust, gain = roll_gain(s, &bust);
    return sum + ((1296 - bust) * markers_worth(s) + gain) / 1296;
}

/* "progress": player 0's standing less player 1's, x, as 1000 x / (|x| + 1500) (a lead of a column and a
 * half worth even odds of 1/2 beyond even). */
static int64_t cs_evaluate(const int *params, int evaluation, const void *state)
{
    (void)params;
    (void)evaluation;
    const struct cs_state *s = state;
    int64_t x = standing(s, 0) - standing(s, 1);
    return 1000 * x / ((x < 0 ? -x : x) + 1500);
}

static const struct sb_evaluation CS_EVALUATIONS[] = {
    { "progress", "Can't Stop's: each player's columns as shares of their heights, squared, summed; the mover's "
                  "markers kept unless the next roll busts, and that roll's expected gain (all 126 rolls); player "
                  "0's lead x as 1000 x / (|x| + 1500)" },
};

const struct sb_game CANTSTOP_RULES = {
    .abi = STARBENCH_GAME_ABI,
    .name = "cantstop",
    .summary = "Sid Sackson's Can't Stop (four dice paired, three neutral markers, three columns win); values are "
               "equities in milli-points (doc/games.md pins the rules down)",
    .position_help = "start, or P0.P1.M:W:R:T (11 digits a row: progress of players 0 and 1, the mover's "
                     "markers; the mover; the dice or '-'; turns ended)",
    .roll_help = "the four dice, sorted (1134), where the position's R is '-'",
    .players = 2,
    .state_bytes = sizeof(struct cs_state),
    .max_actions = CS_ROLLS,
    .max_length = 4 * CS_MAX_TURNS * 40,
    .lo = -1000,
    .hi = 1000,
    .per_point = 1000,
    .chance_multiple = 1296,
    .evaluations = CS_EVALUATIONS,
    .evaluation_count = 1,
    .parse = cs_parse,
    .format = cs_format,
    .start = cs_start,
    .to_move = cs_to_move,
    .actions = cs_actions,
    .apply = cs_apply,
    .action_name = cs_action_name,
    .value = cs_value,
    .evaluate = cs_evaluate,
};
