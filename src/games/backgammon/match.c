/* match.c - see match.h. */
#include "match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mix64.h"
#include "notation.h"
#include "pool.h"

#define DICE_STREAM 0x6469636564696365ULL   /* keys of the dice, and of random engines' moves: apart */
#define RANDOM_STREAM 0x72616e646f6d6d76ULL

static uint64_t ply_key(uint64_t seed, uint64_t pair, uint64_t ply, uint64_t stream)
{
    return mix64(seed ^ mix64(pair ^ mix64(ply ^ stream)));
}

void bg_match_dice(uint64_t seed, uint64_t pair, uint64_t ply, int *d1, int *d2)
{
    /* The opening roll is one of the 30 ordered non-doubles, any other of all 36 rolls. */
    uint64_t r = bg_draw(ply_key(seed, pair, ply, DICE_STREAM), ply == 0 ? 30 : 36);
    if (ply == 0) r += r / 6 + 1; /* skip the doubles 0, 7, 14, ...: the i-th non-double */
    *d1 = (int)(r / 6) + 1;
    *d2 = (int)(r % 6) + 1;
}

int bg_match_table_init(struct bg_match_table *t, const struct bg_engine *a, const struct bg_engine *b)
{
    memset(t, 0, sizeof *t);
    t->memory = malloc(BG_MOVES_BYTES);
    if (!t->memory || bg_engine_seat_init(&t->seats[0], a) != 0 || bg_engine_seat_init(&t->seats[1], b) != 0) {
        bg_match_table_free(t);
        return -1;
    }
    bg_moves_init(&t->moves, t->memory);
    return 0;
}

void bg_match_table_free(struct bg_match_table *t)
{
    bg_engine_seat_free(&t->seats[0]);
    bg_engine_seat_free(&t->seats[1]);
    free(t->memory);
    t->memory = NULL;
}

/* The points of a game the side listed second (side[1]) has just won by
 * bearing off its last checker: 3 when the loser has borne off none and
 * has a checker on the bar or in the winner's home board, 2 when it has
 * borne off none, else 1. */
static int points_won(const struct bg_board *after)
{
    const unsigned char *loser = after->side[0];
    if (bg_checkers(loser) < BG_CHECKERS) return 1;
    for (int i = 18; i <= BG_BAR; i++)
        if (loser[i]) return 3;
    return 2;
}

/* Appends "RR:MOVE " to the game's text (grown as needed). */
static int record_move(struct bg_game_record *r, size_t *room, int d1, int d2, const char *move)
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

/* The dice of ply k of pair p of a game from `start` (NULL: the opening):
 * a start position's first roll is its line's, or any of the 36. */
static void dice_of(uint64_t seed, uint64_t pair, int ply, const struct game_position *start, int *d1, int *d2)
{
    if (!start || ply > 0) {
        bg_match_dice(seed, pair, (uint64_t)ply, d1, d2);
    } else if (start->roll[0]) {
        *d1 = start->roll[0] - '0';
        *d2 = start->roll[1] - '0';
    } else {
        uint64_t r = bg_draw(ply_key(seed, pair, 0, DICE_STREAM), 36);
        *d1 = (int)(r / 6) + 1;
        *d2 = (int)(r % 6) + 1;
    }
}

int bg_match_play(struct bg_match_table *t, uint64_t seed, uint64_t game, const struct game_position_list *starts,
                  int record_moves, struct bg_game_record *r, char *err, size_t errlen)
{
    struct bg_board b;
    size_t room = 0;
    uint64_t pair = game / 2;
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
        dice_of(seed, pair, ply, r->start, &d1, &d2);
        size_t count = bg_legal_moves(&b, d1, d2, &t->moves);
        const struct bg_board *after = &b;
        if (count) {
            struct search_stats cost = { 0 };
            int k = bg_engine_choose(&t->seats[mover], &b, d1, d2, count, ply_key(seed, pair, (uint64_t)ply,
                                     RANDOM_STREAM), &cost, err, errlen);
            if (k < 0) return -1;
            after = &t->moves.boards[k];
            r->nodes[mover] += cost.nodes;
            r->evals[mover] += cost.evaluations;
        }
        r->moves[mover]++;
        r->plies = ply + 1;
        if (record_moves && (bg_move_format(&b, d1, d2, after, text) != 0 || record_move(r, &room, d1, d2, text) != 0)) {
            snprintf(err, errlen, "out of memory (a game's moves)");
            return -1;
        }
        if (bg_checkers(after->side[1]) == 0) {
            int points = points_won(after);
            r->points_a = mover == 0 ? points : -points;
            return 0;
        }
        b = bg_swap(after);
    }
}

/* 2. A match on a pool of threads: block by block, worker w playing the
 * block's games w, w + workers, ... at its own table. */
#define GAMES_PER_WORKER 4 /* a block's games per worker: enough to share out, few to keep */

struct worker_state {
    struct bg_match_table table;
    int ready, failed;
    char err[512];
};

struct block_job {
    const struct bg_match *m;
    struct worker_state *workers;
    struct bg_game_record *records;
    uint64_t first, count;
    int worker_count;
};

static void play_block(void *arg, int w)
{
    struct block_job *job = arg;
    struct worker_state *ws = &job->workers[w];
    if (!ws->ready) {
        if (bg_match_table_init(&ws->table, job->m->engines[0], job->m->engines[1]) != 0) {
            ws->failed = 1;
            snprintf(ws->err, sizeof ws->err, "out of memory (an engine's search)");
            return;
        }
        ws->ready = 1;
    }
    for (uint64_t i = (uint64_t)w; i < job->count && !ws->failed; i += (uint64_t)job->worker_count)
        if (bg_match_play(&ws->table, job->m->seed, job->first + i, job->m->starts, job->m->record_moves,
                          &job->records[i], ws->err, sizeof ws->err) != 0)
            ws->failed = 1;
}

int bg_match_run(const struct bg_match *m, int (*sink)(void *arg, const struct bg_game_record *r), void *arg,
                 char *err, size_t errlen)
{
    int threads = m->threads > 0 ? m->threads : 1;
    uint64_t block = (uint64_t)threads * GAMES_PER_WORKER;
    struct worker_pool *pool = pool_new(threads);
    struct worker_state *workers = calloc((size_t)threads, sizeof *workers);
    struct bg_game_record *records = calloc((size_t)block, sizeof *records);
    int status = pool && workers && records ? 0 : -1;
    if (status) snprintf(err, errlen, "out of memory (a match)");
    err[0] = status ? err[0] : '\0';
    for (uint64_t first = 0; status == 0 && first < m->games; first += block) {
        uint64_t count = m->games - first < block ? m->games - first : block;
        int worker_count = count < (uint64_t)threads ? (int)count : threads;
        struct block_job job = { m, workers, records, m->first + first, count, worker_count };
        memset(records, 0, (size_t)block * sizeof *records);
        pool_run(pool, worker_count, play_block, &job);
        for (int w = 0; w < worker_count && status == 0; w++)
            if (workers[w].failed) {
                snprintf(err, errlen, "%s", workers[w].err);
                status = -1;
            }
        for (uint64_t i = 0; i < count && status == 0; i++)
            if (sink(arg, &records[i]) != 0) status = -1;
        for (uint64_t i = 0; i < count; i++) free(records[i].text);
    }
    for (int w = 0; workers && w < threads; w++)
        if (workers[w].ready) bg_match_table_free(&workers[w].table);
    free(workers);
    free(records);
    if (pool) pool_free(pool);
    return status;
}
