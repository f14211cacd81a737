/* match.c - see match.h. */
#include "match.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bggame.h"
#include "core/clock.h"
#include "evaluators.h"
#include "gnubg.h"
#include "core/mix64.h"
#include "notation.h"
#include "games/match.h"

#define DICE_STREAM 0x6469636564696365ULL   /* keys of the dice, and of random engines' moves: apart */
#define RANDOM_STREAM 0x72616e646f6d6d76ULL

static uint64_t ply_key(uint64_t seed, uint64_t pair, uint64_t ply, uint64_t stream)
{
    return mix64(seed ^ mix64(pair ^ mix64(ply ^ stream)));
}

void bg_match_dice(uint64_t seed, uint64_t pair, uint64_t ply, int *d1, int *d2)
{
    /* The opening roll is one of the 30 ordered non-doubles, any other of all 36 rolls. */
    uint64_t r = game_draw(ply_key(seed, pair, ply, DICE_STREAM), ply == 0 ? 30 : 36);
    if (ply == 0) r += r / 6 + 1; /* skip the doubles 0, 7, 14, ...: the i-th non-double */
    *d1 = (int)(r / 6) + 1;
    *d2 = (int)(r % 6) + 1;
}

int bg_match_table_init(struct bg_match_table *t, const struct engine *a, const struct engine *b, char *err,
                        size_t errlen)
{
    memset(t, 0, sizeof *t);
    t->memory = malloc(BG_MOVES_BYTES);
    if (!t->memory) snprintf(err, errlen, "out of memory (a move list)");
    if (!t->memory || engine_seat_init(&t->seats[0], a, err, errlen) != 0
        || engine_seat_init(&t->seats[1], b, err, errlen) != 0) {
        bg_match_table_free(t);
        return -1;
    }
    bg_moves_init(&t->moves, t->memory);
    return 0;
}

void bg_match_table_free(struct bg_match_table *t)
{
    engine_seat_free(&t->seats[0]);
    engine_seat_free(&t->seats[1]);
    free(t->memory);
    t->memory = NULL;
}

/* gnubg's move (an outside engine: gnubg.h) from b with the roll d1-d2,
 * whose `count` legal moves are in moves: its index there.  Its position
 * must be one of them and its text must read as that move (notation.h). */
static int gnubg_choose(struct engine_seat *s, const struct bg_board *b, int d1, int d2, struct bg_moves *moves,
                        size_t count, char *err, size_t errlen)
{
    struct bg_board after;
    char text[BG_MOVE_TEXT], why[256];
    if (bg_gnubg_move(s->outside, b, d1, d2, s->engine->plies, &after, text, err, errlen) != 0) return -1;
    size_t k = 0;
    while (k < count && memcmp(&moves->boards[k], &after, sizeof after) != 0) k++;
    char id[BG_ID_LENGTH + 1];
    bg_position_id(b, id);
    if (k == count) {
        snprintf(err, errlen, "gnubg's move %s from %s with %d-%d is not one of the %zu legal moves", text, id, d1, d2,
                 count);
        return -1;
    }
    if (bg_move_parse(b, d1, d2, text, moves, why, sizeof why) != (int)k) {
        snprintf(err, errlen, "gnubg's move %s from %s with %d-%d does not read as the move it made", text, id, d1, d2);
        return -1;
    }
    return (int)k;
}

/* The engine's move from b (side[1] on roll) with the roll d1-d2, which
 * has `count` legal moves (in moves): its index in bg_legal_moves' order (engine.h). */
static int choose(struct engine_seat *s, const struct bg_board *b, int d1, int d2, struct bg_moves *moves,
                  size_t count, uint64_t key, struct search_stats *cost, char *err, size_t errlen)
{
    struct bg_game g;
    if (s->outside) return count > 1 ? gnubg_choose(s, b, d1, d2, moves, count, err, errlen) : 0;
    if (!s->engine->random && count > 1) {
        g.evaluator = bg_evaluator_find(s->engine->horizon.eval_name);
        bg_game_set(&g, b, d1, d2, s->engine->horizon.horizon);
    }
    return engine_choose(s, &g.tree, count, key, cost, err, errlen);
}

/* The points of a game the side listed second (side[1]) has just won by
 * bearing off its last checker: 3 when the loser has borne off none and
 * has a checker on the bar or in the winner's home board, 2 when it has
 * borne off none, else 1. */
int bg_points_won(const struct bg_board *after)
{
    return bg_points_lost(after->side[0]);
}

/* Appends "RR:MOVE " to the game's text (grown as needed). */
static int record_move(struct game_record *r, size_t *room, int d1, int d2, const char *move)
{
    size_t used = r->text ? strlen(r->text) : 0, need = used + strlen(move) + 6;
    if (need > *room) {
        size_t grown = need > 2 * *room ? need : 2 * *room;
        char *text = realloc(r->text, grown);
        if (!text) return -1;
        if (!r->text) text[0] = '\0';
        r->text = text;
        *room = grown;
    }
    snprintf(r->text + used, *room - used, "%s%d%d:%s", used ? " " : "", d1, d2, strcmp(move, BG_NO_MOVE) ? move : "");
    return 0;
}

/* How a ply's roll was drawn: given (no chance), from the 30 non-doubles, or from all 36 rolls. */
enum roll_draw { ROLL_GIVEN, ROLL_NON_DOUBLE, ROLL_ANY };

/* The dice of ply k of pair p of a game from `start` (NULL: the opening),
 * and how they were drawn: the opening roll from the non-doubles, a start
 * position's first roll its line's or any of the 36. */
static enum roll_draw dice_of(uint64_t seed, uint64_t pair, int ply, const struct game_position *start, int *d1,
                              int *d2)
{
    if (!start || ply > 0) {
        bg_match_dice(seed, pair, (uint64_t)ply, d1, d2);
        return ply == 0 ? ROLL_NON_DOUBLE : ROLL_ANY;
    }
    if (start->roll[0]) {
        *d1 = start->roll[0] - '0';
        *d2 = start->roll[1] - '0';
        return ROLL_GIVEN;
    }
    uint64_t r = game_draw(ply_key(seed, pair, 0, DICE_STREAM), 36);
    *d1 = (int)(r / 6) + 1;
    *d2 = (int)(r % 6) + 1;
    return ROLL_ANY;
}

/* The equity (milli-points, for the side on roll at b) of the move with
 * d1-d2 that evaluation e rates best: a move that ends the game its
 * points, any other minus e's equity for the opponent then on roll; a
 * dance e's equity of b with the opponent on roll. */
static int roll_equity(const struct bg_evaluator *e, const struct bg_board *b, int d1, int d2, struct bg_moves *moves)
{
    size_t count = bg_legal_moves(b, d1, d2, moves);
    struct bg_board next;
    if (count == 0) {
        next = bg_swap(b);
        return -e->evaluate(&next);
    }
    int best = INT_MIN;
    for (size_t k = 0; k < count; k++) {
        const struct bg_board *after = &moves->boards[k];
        int v = 1000 * bg_points_won(after);
        if (bg_checkers(after->side[1]) > 0) {
            next = bg_swap(after);
            v = -e->evaluate(&next);
        }
        if (v > best) best = v;
    }
    return best;
}

/* A roll's luck (match.h) in 1/LUCK_UNIT milli-points, an integer: 36
 * (all rolls) and 30 (the opening's non-doubles) divide it. */
#define LUCK_UNIT 180

/* The luck of d1-d2 for the side on roll at b: its roll_equity less the
 * mean of the 21 rolls' (a double 1 of 36, any other 2), or of the 15
 * non-doubles' (2 of 30 each) when `opening`.  Exact: the luck times 36
 * (or 30) is an integer, times LUCK_UNIT / 36 (or / 30) too. */
static int64_t roll_luck(const struct bg_evaluator *e, const struct bg_board *b, int d1, int d2, int opening,
                         struct bg_moves *moves)
{
    int64_t sum = 0, total = 0, rolled = 0;
    for (int i = 1; i <= 6; i++)
        for (int j = i; j <= 6; j++) {
            if (opening && i == j) continue;
            int64_t weight = i == j ? 1 : 2, v = roll_equity(e, b, j, i, moves);
            sum += weight * v;
            total += weight;
            if ((i == d1 && j == d2) || (i == d2 && j == d1)) rolled = v; /* the move set ignores the dice's order */
        }
    return LUCK_UNIT / total * (total * rolled - sum);
}

/* 1/LUCK_UNIT milli-points in millionths of a point, rounded half away from 0
 * (x 1000 / 180: x 50 / 9, and 9 is odd, so no exact halves). */
static int64_t luck_millionths(int64_t units)
{
    int64_t n = units * 50;
    return (n >= 0 ? n + 4 : n - 4) / 9;
}

int bg_match_play(struct bg_match_table *t, const struct match_request *m, uint64_t game, struct game_record *r,
                  char *err, size_t errlen)
{
    struct bg_board b;
    size_t room = 0;
    uint64_t seed = m->seed, pair = game / 2;
    const struct game_position_list *starts = m->starts;
    const struct bg_evaluator *luck = m->luck ? bg_evaluator_find(m->luck) : NULL;
    int64_t luck_a = 0; /* A's luck less B's, in 1/LUCK_UNIT milli-points */
    memset(r, 0, sizeof *r);
    r->game = game;
    r->a_first = game % 2 == 0;
    r->start = starts ? &starts->entries[pair % starts->count] : NULL;
    bg_board_from_id(r->start ? r->start->position : BG_START_ID, &b); /* a start was checked when read */
    for (int ply = 0, mover = r->a_first ? 0 : 1;; ply++, mover ^= 1) {
        int d1, d2;
        char text[BG_MOVE_TEXT];
        if (ply == BG_MATCH_MAX_PLIES) {
            snprintf(err, errlen, "game %llu: no end after %d plies", (unsigned long long)game, ply);
            return -1;
        }
        enum roll_draw draw = dice_of(seed, pair, ply, r->start, &d1, &d2);
        if (luck && draw != ROLL_GIVEN) { /* a given roll is no luck */
            int64_t l = roll_luck(luck, &b, d1, d2, draw == ROLL_NON_DOUBLE, &t->moves);
            luck_a += mover == 0 ? l : -l;
        }
        size_t count = bg_legal_moves(&b, d1, d2, &t->moves);
        const struct bg_board *after = &b;
        if (count) {
            struct search_stats cost = { 0 };
            double cpu = m->cpu_time ? clock_thread_cpu_seconds() : 0;
            int k = choose(&t->seats[mover], &b, d1, d2, &t->moves, count,
                           ply_key(seed, pair, (uint64_t)ply, RANDOM_STREAM), &cost, err, errlen);
            if (m->cpu_time) r->cpu[mover] += clock_thread_cpu_seconds() - cpu;
            if (k < 0) return -1;
            after = &t->moves.boards[k];
            r->nodes[mover] += cost.nodes;
            r->evals[mover] += cost.evaluations;
        }
        /* gnubg's move generator checks every move of the engine it plays against. */
        void *checker = t->seats[mover ^ 1].outside;
        if (checker && !t->seats[mover].outside && bg_gnubg_check(checker, &b, d1, d2, after, err, errlen) != 0)
            return -1;
        r->moves[mover]++;
        r->plies = ply + 1;
        if (m->record_moves && (bg_move_format(&b, d1, d2, after, text) != 0 || record_move(r, &room, d1, d2, text) != 0)) {
            snprintf(err, errlen, "out of memory (a game's moves)");
            return -1;
        }
        if (bg_checkers(after->side[1]) == 0) {
            int points = bg_points_won(after);
            r->points_a = mover == 0 ? points : -points;
            r->luck_a = luck_millionths(luck_a);
            return 0;
        }
        b = bg_swap(after);
    }
}

/* 2. A match on a pool of threads (games/match.h's runner), each thread
 * playing at its own table. */
static void *table_new(const void *match, char *err, size_t errlen)
{
    const struct match_request *m = match;
    struct bg_match_table *t = malloc(sizeof *t);
    if (!t) snprintf(err, errlen, "out of memory (a match's table)");
    if (t && bg_match_table_init(t, m->engines[0], m->engines[1], err, errlen) == 0) return t;
    free(t);
    return NULL;
}

static void table_free(void *table)
{
    bg_match_table_free(table);
    free(table);
}

static int play_one(void *table, const void *match, uint64_t game, struct game_record *r, char *err, size_t errlen)
{
    return bg_match_play(table, match, game, r, err, errlen);
}

int bg_match_run(const struct match_request *m, int (*sink)(void *arg, const struct game_record *r), void *arg,
                 char *err, size_t errlen)
{
    static const struct match_player PLAYER = { table_new, table_free, play_one };
    char why[1024];
    /* The luck's evaluation loaded before any game (the engines' were, when they were parsed). */
    if (m->luck && bg_evaluator_prepare(bg_evaluator_find(m->luck), why, sizeof why) != 0) {
        snprintf(err, errlen, "--luck %s: %s", m->luck, why);
        return -1;
    }
    return match_run(&PLAYER, m, m->first, m->games, m->threads, sink, arg, err, errlen);
}
