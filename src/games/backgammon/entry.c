/* entry.c - backgammon in the registry of games (game.h). */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "bggame.h"
#include "evaluators.h"
#include "gnubg.h"
#include "games/game.h"
#include "notation.h"
#include "match.h"
#include "referee.h"

struct bg_state {
    struct bg_game game; /* first: the tree */
    struct position_verdicts referee;
};

static const char *bg_entry_evaluator(const struct game *g, int i, const char **summary)
{
    (void)g;
    if (i < 0 || i >= BG_EVALUATOR_COUNT) return NULL;
    *summary = BG_EVALUATORS[i].summary;
    return BG_EVALUATORS[i].name;
}

/* The position ID, or "opening": the start of a game. */
static const char *bg_id(const char *position)
{
    return strcmp(position, "opening") == 0 ? BG_START_ID : position;
}

static void *bg_entry_open(const struct game_spec *spec, const char *position, const char *roll, int horizon,
                           const char *eval, char *err, size_t errlen)
{
    (void)spec;
    position = bg_id(position);
    struct bg_state *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "--game: out of memory");
        return NULL;
    }
    if (bg_game_init(&s->game, position, roll, horizon, err, errlen) != 0) {
        free(s);
        return NULL;
    }
    s->game.evaluator = bg_evaluator_find(eval);
    char why[1024];
    if (bg_evaluator_prepare(s->game.evaluator, why, sizeof why) != 0) { /* its networks, loaded once */
        snprintf(err, errlen, "--eval %s: %s", eval, why);
        free(s);
        return NULL;
    }
    return s;
}

static const struct tree *bg_entry_tree(const void *state)
{
    return &((const struct bg_state *)state)->game.tree;
}

/* gnubg's ID written afresh: padding bits that were set when typed are clear. */
static void bg_entry_position_name(const void *state, char *name)
{
    bg_position_id(&((const struct bg_state *)state)->game.board, name);
}

static void bg_entry_close(void *state)
{
    struct bg_state *s = state;
    if (s) position_verdicts_free(&s->referee);
    free(s);
}

static uint64_t bg_entry_signature(const void *state)
{
    return ((const struct bg_state *)state)->game.evaluator->signature();
}

/* --referee FILE: gnubg's 2-ply equities of the root's moves (referee.h). */
static int bg_entry_referee(void *state, const char *arg, struct game_verdicts *v, char *err, size_t errlen)
{
    struct bg_state *s = state;
    if (s->game.d1 == 0) {
        char id[BG_ID_LENGTH + 1];
        bg_position_id(&s->game.board, id);
        snprintf(err, errlen, "--referee: judges a move of a position and roll; %s has the dice to come", id);
        return -1;
    }
    if (bg_referee_read(arg, &s->game.board, s->game.d1, s->game.d2, &s->referee, err, errlen) != 0) return -1;
    *v = (struct game_verdicts){ s->referee.count, s->referee.loss_micro, s->referee.rank };
    return 0;
}

/* --play MOVES: the moves in gnubg's notation played from the position. */
static int bg_entry_play(const struct game_spec *spec, const char *position, const char *moves, char *played,
                         char *err, size_t errlen)
{
    struct bg_board b;
    char reason[4000];
    (void)spec;
    position = bg_id(position);
    if (bg_board_from_id(position, &b) != 0) { /* bg_game_init names what is wrong with it */
        snprintf(played, GAME_POSITION_TEXT, "%s", position);
        return 0;
    }
    if (bg_play(&b, moves, reason, sizeof reason) != 0) {
        snprintf(err, errlen, "--play: %s", reason);
        return -1;
    }
    if (bg_checkers(b.side[0]) == 0 || bg_checkers(b.side[1]) == 0) {
        snprintf(err, errlen, "--play: the moves end the game (a side has borne off every checker): no position "
                              "is left to search");
        return -1;
    }
    bg_position_id(&b, played);
    return 0;
}

/* A match's start: the opening, with one of the 30 opening rolls (no doubles). */
static void bg_entry_start(const struct game_spec *spec, uint64_t key, char *position, char *roll)
{
    (void)spec;
    int d1, d2;
    bg_match_dice(key, 0, 0, &d1, &d2);
    snprintf(position, GAME_POSITION_TEXT, "%s", BG_START_ID);
    snprintf(roll, GAME_POSITION_TEXT, "%d%d", d1, d2);
}

/* The move-th legal move (bg_legal_moves' order, the tree's; a dance:
 * the one move, 0) of position with roll played; bearing off the last
 * checker wins 1, 2 or 3 points (bg_points_won); else the other side to
 * roll, its dice drawn by key from all 36 rolls. */
static int bg_entry_advance(const struct game_spec *spec, const char *position, const char *roll, int move,
                            uint64_t key, struct game_step *next, char *err, size_t errlen)
{
    struct bg_game g;
    if (bg_game_init(&g, bg_id(position), roll, 1, err, errlen) != 0) return -1;
    (void)spec;
    struct bg_moves moves;
    void *memory = malloc(BG_MOVES_BYTES);
    if (!memory) {
        snprintf(err, errlen, "out of memory (a move list)");
        return -1;
    }
    bg_moves_init(&moves, memory);
    size_t count = bg_legal_moves(&g.board, g.d1, g.d2, &moves);
    int legal = move >= 0 && (size_t)move < (count ? count : 1);
    struct bg_board after = count && legal ? moves.boards[move] : g.board;
    free(memory);
    if (!legal) {
        snprintf(err, errlen, "backgammon: move %d: expected 0 to %zu", move, count ? count - 1 : 0);
        return -1;
    }
    memset(next, 0, sizeof *next);
    if (bg_checkers(after.side[1]) == 0) {
        next->over = 1;
        next->points = bg_points_won(&after);
        return 0;
    }
    struct bg_board swapped = bg_swap(&after);
    uint64_t dice = game_draw(key, 36);
    bg_position_id(&swapped, next->position);
    snprintf(next->roll, sizeof next->roll, "%d%d", (int)(dice / 6) + 1, (int)(dice % 6) + 1);
    return 0;
}

/* GNU Backgammon as an engine: algo=gnubg,plies=P (gnubg.h). */
static int bg_gnubg_available(char *err, size_t errlen)
{
    char path[1024];
    return bg_gnubg_find(path, sizeof path, err, errlen);
}

static void *bg_gnubg_start(char *err, size_t errlen)
{
    return bg_gnubg_open(err, errlen);
}

static void bg_gnubg_stop(void *player)
{
    bg_gnubg_close(player);
}

static const struct game_outside GNUBG_ENGINE = {
    .name = "gnubg",
    .summary = "GNU Backgammon's cubeless move at plies=P (0-2, default 0), a process of Debian's gnubg "
               "(sh scripts/deps.sh gnubg); it checks every move of the other engine",
    .max_plies = BG_GNUBG_MAX_PLIES,
    .available = bg_gnubg_available,
    .open = bg_gnubg_start,
    .close = bg_gnubg_stop,
};

const struct game BACKGAMMON_GAME = {
    .name = "backgammon",
    .summary = "cubeless money backgammon: gnubg's position IDs, a roll or the dice to come, equities in milli-points",
    .best_help = "--eval net13-race (the lowest held-out RMS, below); the strongest engine measured: "
                 "play --a horizon=3,eval=net13-race,order=eval-above (+0.063 points a game luck-adjusted against gnubg's "
                 "0-ply over 1,000 games, results/gnubg/gnubg-luck.csv; --game backgammon's default evaluation stays fitted)",
    .position_help = "GNU Backgammon's position ID, the side to move on roll (4HPwATDgc/ABMA), or opening",
    .value_note = " (backgammon's are equities in milli-points)",
    .evaluator = bg_entry_evaluator,
    .roll_help = "two dice, the first played first (31, 66)",
    .max_horizon = BG_GAME_MAX_HORIZON,
    .max_points = 3,
    .open = bg_entry_open,
    .tree = bg_entry_tree,
    .position_name = bg_entry_position_name,
    .close = bg_entry_close,
    .eval_signature = bg_entry_signature,
    .referee = bg_entry_referee,
    .referee_help = "FILE: GNU Backgammon's 2-ply equities of the position and roll (make referee wrote "
                    "data/referee.txt); ref_loss in milli-points",
    .play = bg_entry_play,
    .play_help = "GNU Backgammon's notation, each move after its roll: \"31:8/5 6/5 64:24/14\"",
    .start = bg_entry_start,
    .advance = bg_entry_advance,
    .match = bg_match_run, /* gammons, gnubg's notation for --moves, start positions (match.h) */
    .outside = &GNUBG_ENGINE,
};
