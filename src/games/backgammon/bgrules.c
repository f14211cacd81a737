/* bgrules.c - see bgrules.h. */
#include "bgrules.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backgammon.h"
#include "evaluators.h"
#include "notation.h"

struct bg_state {
    struct bg_board board; /* side[1]: the side to move (dice given) or to roll (none) */
    unsigned char d1, d2;  /* the dice, the first played first; 0, 0: to come */
    unsigned char player;  /* which player side[1] is */
};


static int over(const struct bg_state *s)
{
    return bg_checkers(s->board.side[0]) == 0; /* the side that moved last bore off its last checker */
}

static int to_move(const int *params, const void *state)
{
    (void)params;
    const struct bg_state *s = state;
    return over(s) ? SB_END : s->d1 == 0 ? SB_CHANCE : s->player;
}

static int roller(const int *params, const void *state)
{
    (void)params;
    return ((const struct bg_state *)state)->player;
}

/* The legal moves of a decision state into m (memory from malloc, freed by the caller); their count, or -1 when
 * there is no memory (a search then stops: a state that lists no actions). */
static long legal_moves(const struct bg_state *s, struct bg_moves *m, void **memory)
{
    if (!(*memory = malloc(BG_MOVES_BYTES))) return -1;
    bg_moves_init(m, *memory);
    return (long)bg_legal_moves(&s->board, s->d1, s->d2, m);
}

static int actions(const int *params, const void *state, int *out, int64_t *weights)
{
    const struct bg_state *s = state;
    int who = to_move(params, state);
    if (who == SB_END) return 0;
    if (who == SB_CHANCE) {
        for (int r = 0; r < BG_ROLL_COUNT; r++) {
            out[r] = r;
            weights[r] = BG_ROLLS[r][0] == BG_ROLLS[r][1] ? 1 : 2;
        }
        return BG_ROLL_COUNT;
    }
    struct bg_moves m;
    void *memory;
    long count = legal_moves(s, &m, &memory);
    free(memory);
    if (count < 0) return 0;
    if (count == 0) count = 1; /* a dance: one move, the position as it is */
    for (long k = 0; k < count; k++) out[k] = (int)k;
    return (int)count;
}

static void apply(const int *params, const void *state, int action, void *next)
{
    (void)params;
    const struct bg_state *s = state;
    struct bg_state after = *s;
    if (s->d1 == 0) {
        after.d1 = BG_ROLLS[action][0];
        after.d2 = BG_ROLLS[action][1];
    } else {
        struct bg_moves m;
        void *memory;
        long count = legal_moves(s, &m, &memory);
        after.board = bg_swap(count > 0 ? &m.boards[action] : &s->board);
        free(memory);
        after.d1 = after.d2 = 0;
        after.player ^= 1;
    }
    memcpy(next, &after, sizeof after);
}

static void action_name(const int *params, const void *state, int action, char *text)
{
    (void)params;
    const struct bg_state *s = state;
    if (s->d1 == 0) {
        snprintf(text, SB_TEXT, "%d%d", BG_ROLLS[action][0], BG_ROLLS[action][1]);
        return;
    }
    struct bg_moves m;
    void *memory;
    long count = legal_moves(s, &m, &memory);
    char move[BG_MOVE_TEXT] = "";
    if (count >= 0) bg_move_format(&s->board, s->d1, s->d2, count > 0 ? &m.boards[action] : &s->board, move);
    free(memory);
    snprintf(text, SB_TEXT, "%s", move);
}

static void format(const int *params, const void *state, char *text)
{
    (void)params;
    const struct bg_state *s = state;
    char id[BG_ID_LENGTH + 1];
    bg_position_id(&s->board, id);
    if (s->d1) snprintf(text, SB_TEXT, "%s%s:%d%d", s->player ? "b:" : "", id, s->d1, s->d2);
    else snprintf(text, SB_TEXT, "%s%s", s->player ? "b:" : "", id);
}

static int parse(const int *params, const char *text, void *state, char *err, size_t errlen)
{
    (void)params;
    struct bg_state s;
    memset(&s, 0, sizeof s);
    const char *id = text;
    if (strncmp(id, "b:", 2) == 0) s.player = 1, id += 2;
    char board_id[BG_ID_LENGTH + 1];
    size_t length = strcspn(id, ":");
    const char *dice = id[length] == ':' ? id + length + 1 : NULL;
    int legal = length == BG_ID_LENGTH || (length == 7 && strncmp(id, "opening", 7) == 0);
    if (legal) {
        snprintf(board_id, sizeof board_id, "%.*s", (int)length, length == 7 ? BG_START_ID : id);
        legal = bg_board_from_id(board_id, &s.board) == 0 && bg_checkers(s.board.side[0]) > 0
                && bg_checkers(s.board.side[1]) > 0;
    }
    if (legal && dice) {
        legal = strlen(dice) == 2 && dice[0] >= '1' && dice[0] <= '6' && dice[1] >= '1' && dice[1] <= '6';
        s.d1 = (unsigned char)(dice[0] - '0');
        s.d2 = (unsigned char)(dice[1] - '0');
    }
    if (!legal) {
        snprintf(err, errlen, "--position: expected [b:]ID[:DD] (a legal GNU Backgammon position ID of a game not "
                 "over, the side on roll; b: when it is player 1; the dice, 1-6 each), or opening, got '%s'", text);
        return -1;
    }
    memcpy(state, &s, sizeof s);
    return 0;
}

static void start(const int *params, uint64_t seed, void *state)
{
    (void)seed;
    parse(params, "opening", state, NULL, 0);
}

/* At an end the side to roll next (side[1]) has lost (bg_points_lost). */
static int64_t value(const int *params, const void *state)
{
    (void)params;
    const struct bg_state *s = state;
    int points = bg_points_lost(s->board.side[1]);
    return s->player == 0 ? -1000 * points : 1000 * points;
}

static int64_t evaluate(const int *params, int evaluation, const void *state)
{
    (void)params;
    const struct bg_state *s = state;
    int64_t equity = BG_EVALUATORS[evaluation].evaluate(&s->board); /* the side on roll's */
    return s->player == 0 ? equity : -equity;
}

static struct sb_evaluation evaluations[SB_MAX_EVALUATIONS];
static struct sb_game rules = {
    .abi = STARBENCH_GAME_ABI,
    .name = "backgammon-rules",
    .summary = "cubeless money backgammon written against starbench/game.h (tests/test_bgrules.c checks it "
               "against the native tree)",
    .position_help = "[b:]ID[:DD], or opening",
    .roll_help = "the dice, DD (1-1 .. 6-6, the smaller first)",
    .players = 2,
    .state_bytes = sizeof(struct bg_state),
    .max_actions = BG_MAX_MOVES,
    .max_length = 20000,
    .lo = -BG_EVAL_LIMIT,
    .hi = BG_EVAL_LIMIT,
    .per_point = 1000,
    .chance_multiple = 36,
    .evaluations = evaluations,
    .parse = parse,
    .format = format,
    .start = start,
    .to_move = to_move,
    .actions = actions,
    .apply = apply,
    .action_name = action_name,
    .value = value,
    .evaluate = evaluate,
    .roller = roller,
};

static void fill(void)
{
    for (int i = 0; i < BG_EVALUATOR_COUNT && i < SB_MAX_EVALUATIONS; i++)
        evaluations[i] = (struct sb_evaluation){ BG_EVALUATORS[i].name, BG_EVALUATORS[i].summary };
    rules.evaluation_count = BG_EVALUATOR_COUNT < SB_MAX_EVALUATIONS ? BG_EVALUATOR_COUNT : SB_MAX_EVALUATIONS;
}

const struct sb_game *bg_rules(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, fill);
    return &rules;
}
