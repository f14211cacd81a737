/* eingame.c - see eingame.h. */
#include "eingame.h"
#include "games/game.h"
#include "games/rules/rules_game.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A state (starbench/game.h): the cubes' squares (ein_key's 60 bits), the
 * side to move, and its die (0: to be rolled, a * node). */
struct ein_rules_state {
    uint64_t key;
    uint8_t to_move, die, pad[6];
};

static struct ein_position position_of(const struct ein_rules_state *s)
{
    struct ein_position p;
    ein_from_key(s->key, (enum ein_side)s->to_move, &p);
    return p;
}

static struct ein_rules_state state_of(const struct ein_position *p, int die)
{
    struct ein_rules_state s;
    memset(&s, 0, sizeof s);
    s.key = ein_key(p);
    s.to_move = (uint8_t)p->to_move;
    s.die = (uint8_t)die;
    return s;
}

/* The node id and path EinStein's handles had before it was written once,
 * so that its committed rows keep their node hashes: id the cubes' key (the
 * hash), path the die, the side to move and, at a won position, the winner. */
#define SIDE_SHIFT 3
#define LEAF_BIT (1 << 4)
#define WINNER_SHIFT 5

static uint64_t ein_hash(const int *params, const void *state)
{
    (void)params;
    return ((const struct ein_rules_state *)state)->key;
}

int64_t ein_legacy_path(const int *params, const void *state)
{
    (void)params;
    const struct ein_rules_state *s = state;
    struct ein_position p = position_of(s);
    int winner = ein_winner(&p);
    return s->die | s->to_move << SIDE_SHIFT | (winner >= 0 ? LEAF_BIT | winner << WINNER_SHIFT : 0);
}

static int ein_to_move(const int *params, const void *state)
{
    (void)params;
    const struct ein_rules_state *s = state;
    struct ein_position p = position_of(s);
    return ein_winner(&p) >= 0 ? SB_END : s->die == 0 ? SB_CHANCE : s->to_move;
}

static int ein_roller(const int *params, const void *state)
{
    (void)params;
    return ((const struct ein_rules_state *)state)->to_move;
}

/* A roll: the die's faces 1-6, weight 1 each; a decision: the legal moves with the die (einstein.h's order). */
static int ein_actions(const int *params, const void *state, int *actions, int64_t *weights)
{
    const struct ein_rules_state *s = state;
    int who = ein_to_move(params, state), count = 6;
    struct ein_move moves[EIN_MAX_MOVES];
    if (who == SB_END) return 0;
    if (who >= 0) {
        struct ein_position p = position_of(s);
        count = ein_moves(&p, s->die, moves);
    }
    for (int k = 0; k < count; k++) {
        actions[k] = who == SB_CHANCE ? k + 1 : k;
        weights[k] = 1;
    }
    return count;
}

static void ein_apply(const int *params, const void *state, int action, void *next)
{
    (void)params;
    const struct ein_rules_state *s = state;
    struct ein_rules_state after = *s;
    if (s->die == 0) {
        after.die = (uint8_t)action;
    } else {
        struct ein_position p = position_of(s);
        struct ein_move moves[EIN_MAX_MOVES];
        ein_moves(&p, s->die, moves);
        ein_play(&p, &moves[action]);
        after = state_of(&p, 0);
    }
    memcpy(next, &after, sizeof after);
}

static void ein_action_name(const int *params, const void *state, int action, char *text)
{
    (void)params;
    const struct ein_rules_state *s = state;
    if (s->die == 0) {
        snprintf(text, SB_TEXT, "%d", action);
        return;
    }
    struct ein_position p = position_of(s);
    struct ein_move moves[EIN_MAX_MOVES];
    ein_moves(&p, s->die, moves);
    ein_move_text(&p, &moves[action], text, SB_TEXT);
}

/* The board (ein_format), and at a decision its die after the side:
 * ...:b5 (the position a match passes on with its roll). */
static void ein_format_state(const int *params, const void *state, char *text)
{
    (void)params;
    const struct ein_rules_state *s = state;
    struct ein_position p = position_of(s);
    char board[EIN_POSITION_TEXT];
    ein_format(&p, board, sizeof board);
    if (s->die) snprintf(text, SB_TEXT, "%s%d", board, s->die);
    else snprintf(text, SB_TEXT, "%s", board);
}

static int ein_parse_state(const int *params, const char *text, void *state, char *err, size_t errlen)
{
    (void)params;
    char board[EIN_POSITION_TEXT];
    size_t n = strlen(text);
    int die = 0;
    struct ein_position p;
    /* a decision as ein_format_state writes it: the board, then its die */
    if (n == 32 && text[31] >= '1' && text[31] <= '6' && strncmp(text, "start:", 6) != 0) {
        memcpy(board, text, 31);
        board[31] = '\0';
        die = text[31] - '0';
        text = board;
    }
    if (ein_parse(text, &p, err, errlen) != 0) return -1;
    struct ein_rules_state s = state_of(&p, die);
    memcpy(state, &s, sizeof s);
    return 0;
}

/* A match's start: both sides' cubes in orders drawn from seed, black to
 * move, its die drawn too (as EinStein's matches always drew them). */
static void ein_start(const int *params, uint64_t seed, void *state)
{
    (void)params;
    char text[48], unused[128];
    struct ein_position p;
    snprintf(text, sizeof text, "start:%llu", (unsigned long long)(seed % 1000000000000000000ULL)); /* 18 digits */
    ein_parse(text, &p, unused, sizeof unused); /* start:SEED always reads */
    struct ein_rules_state s = state_of(&p, 1 + (int)game_draw(seed ^ 0x646965ULL, 6));
    memcpy(state, &s, sizeof s);
}

static int64_t ein_value(const int *params, const void *state)
{
    (void)params;
    struct ein_position p = position_of(state);
    return ein_winner(&p) == EIN_BLACK ? 1000 : -1000;
}

/* Chebyshev distance of side s's nearest cube to its corner (black's 24, white's 0). */
static int distance(const struct ein_position *p, int s)
{
    int best = 9;
    for (int v = 0; v < EIN_CUBES; v++) {
        int sq = p->at[s][v];
        if (sq == EIN_GONE) continue;
        int r = s == EIN_BLACK ? 4 - sq / 5 : sq / 5, c = s == EIN_BLACK ? 4 - sq % 5 : sq % 5;
        int d = r > c ? r : c;
        if (d < best) best = d;
    }
    return best;
}

int ein_distance(const struct ein_position *p)
{
    /* x: how many moves nearer its corner the side to move's nearest cube
     * is than the other's, doubled, plus one for the move it has in hand;
     * then each cube more than the other side has, worth half a move.  The
     * rational x / (|x| + 3) makes a lead of one move worth 0.5 and keeps
     * the value inside (-1, 1). */
    int me = p->to_move, other = 1 - me, cubes[2] = { 0, 0 };
    for (int s = 0; s < 2; s++)
        for (int v = 0; v < EIN_CUBES; v++) cubes[s] += p->at[s][v] != EIN_GONE;
    int x = 2 * (distance(p, other) - distance(p, me)) + 1 + (cubes[me] - cubes[other]);
    return 1000 * x / ((x < 0 ? -x : x) + 3);
}

/* The distance evaluation, as player 0's (black's). */
static int64_t ein_evaluate_state(const int *params, int evaluation, const void *state)
{
    (void)params;
    (void)evaluation;
    struct ein_position p = position_of(state);
    int v = ein_distance(&p);
    return p.to_move == EIN_BLACK ? v : -v;
}

static const struct sb_evaluation EIN_EVALUATIONS[] = {
    { "distance", "EinStein's: the nearest cubes' distances to their corners and the cubes left (--game einstein's "
                  "only evaluation; eingame.c)" },
};

const struct sb_game EINSTEIN_RULES = {
    .abi = STARBENCH_GAME_ABI,
    .name = "einstein",
    .summary = "EinStein wurfelt nicht! (5x5, six numbered cubes a side, a die names the cube to move), "
               "equities in milli-points",
    .position_help = "five rows of five squares ('.', A-F black's cubes, a-f white's) joined by '/', then :b or :w "
                     "(ABC../DE.../F...a/...bc/..def:b); or start:SEED, or start:PPPPPP,QQQQQQ",
    .roll_help = "the die of the side to move, 1 to 6",
    .players = 2,
    .state_bytes = sizeof(struct ein_rules_state),
    .max_actions = EIN_MAX_MOVES,
    .max_length = 1000, /* every move takes a cube a step toward its corner, or takes a cube: 120 steps at most */
    .lo = -1000,
    .hi = 1000,
    .per_point = 1000,
    .chance_multiple = 6,
    .evaluations = EIN_EVALUATIONS,
    .evaluation_count = 1,
    .parse = ein_parse_state,
    .format = ein_format_state,
    .start = ein_start,
    .to_move = ein_to_move,
    .actions = ein_actions,
    .apply = ein_apply,
    .action_name = ein_action_name,
    .value = ein_value,
    .evaluate = ein_evaluate_state,
    .hash = ein_hash,
    .roller = ein_roller,
};

int ein_game_init(struct ein_game *g, const char *position, const char *roll, int horizon, char *err, size_t errlen)
{
    static const int params[SB_MAX_PARAMS] = { 0 };
    _Alignas(max_align_t) unsigned char state[SB_MAX_STATE];
    memset(g, 0, sizeof *g);
    if (horizon < 1 || horizon > EIN_GAME_MAX_HORIZON) {
        snprintf(err, errlen, "--horizon: an EinStein search needs 1 to %d move levels, not %d", EIN_GAME_MAX_HORIZON,
                 horizon);
        return -1;
    }
    if (rules_parse(&EINSTEIN_RULES, params, position, roll, state, err, errlen) != 0) return -1;
    return rules_tree_init(&g->rules, &EINSTEIN_RULES, params, state, horizon, 0, ein_legacy_path, err, errlen);
}

void ein_game_free(struct ein_game *g)
{
    rules_tree_free(&g->rules);
}
