/* match.c - see match.h. */
#include "match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "core/mix64.h"
#include "core/pool.h"

/* 1. The runner: block by block, worker w playing the block's games w,
 * w + workers, ... at its own table. */
#define GAMES_PER_WORKER 4 /* a block's games per worker: enough to share out, few to keep */

struct worker_state {
    void *table;
    int failed;
    uint64_t failed_at; /* the block's game that failed (its earlier games were played) */
    char err[512];
};

struct block_job {
    const struct match_player *player;
    const void *match;
    struct worker_state *workers;
    struct game_record *records;
    uint64_t first, count;
    int worker_count;
};

static void play_block(void *arg, int w)
{
    struct block_job *job = arg;
    struct worker_state *ws = &job->workers[w];
    ws->failed_at = (uint64_t)w;
    if (!ws->table && !(ws->table = job->player->table_new(job->match, ws->err, sizeof ws->err))) {
        ws->failed = 1;
        return;
    }
    for (uint64_t i = (uint64_t)w; i < job->count && !ws->failed; i += (uint64_t)job->worker_count)
        if (job->player->play(ws->table, job->match, job->first + i, &job->records[i], ws->err, sizeof ws->err) != 0)
            ws->failed = 1, ws->failed_at = i;
}

/* The block's first failed game (count if none); its worker's reason into err. */
static uint64_t first_failure(const struct block_job *job, uint64_t count, char *err, size_t errlen)
{
    uint64_t first = count;
    for (int w = 0; w < job->worker_count; w++)
        if (job->workers[w].failed && job->workers[w].failed_at < first) {
            first = job->workers[w].failed_at;
            snprintf(err, errlen, "%s", job->workers[w].err);
        }
    return first;
}

int match_run(const struct match_player *player, const void *match, uint64_t first, uint64_t games, int threads,
              int (*sink)(void *arg, const struct game_record *r), void *arg, char *err, size_t errlen)
{
    threads = threads > 0 ? threads : 1;
    uint64_t block = (uint64_t)threads * GAMES_PER_WORKER;
    struct worker_pool *pool = pool_new(threads);
    struct worker_state *workers = calloc((size_t)threads, sizeof *workers);
    struct game_record *records = calloc((size_t)block, sizeof *records);
    int status = pool && workers && records ? 0 : -1;
    if (status) snprintf(err, errlen, "out of memory (a match)");
    err[0] = status ? err[0] : '\0';
    for (uint64_t done = 0; status == 0 && done < games; done += block) {
        uint64_t count = games - done < block ? games - done : block;
        int worker_count = count < (uint64_t)threads ? (int)count : threads;
        struct block_job job = { player, match, workers, records, first + done, count, worker_count };
        memset(records, 0, (size_t)block * sizeof *records);
        pool_run(pool, worker_count, play_block, &job);
        /* Every game before the first that failed was played: each worker plays its games in order. */
        uint64_t played = first_failure(&job, count, err, errlen);
        for (uint64_t i = 0; i < played && status == 0; i++)
            if (sink(arg, &records[i]) != 0) status = -1, err[0] = '\0';
        if (played < count && status == 0) status = -1;
        for (uint64_t i = 0; i < count; i++) free(records[i].text);
    }
    for (int w = 0; workers && w < threads; w++)
        if (workers[w].table) player->table_free(workers[w].table);
    free(workers);
    free(records);
    if (pool) pool_free(pool);
    return status;
}

/* 2. A registry game's games. */
#define START_STREAM 0x7374617274737461ULL  /* keys of the start, the chance and random engines' moves: apart */
#define CHANCE_STREAM 0x6368616e63656368ULL
#define RANDOM_STREAM 0x72616e646f6d6d76ULL

static uint64_t ply_key(uint64_t seed, uint64_t pair, uint64_t ply, uint64_t stream)
{
    return mix64(seed ^ mix64(pair ^ mix64(ply ^ stream)));
}

struct seats {
    struct engine_seat seats[2];
};

static void *seats_new(const void *match, char *err, size_t errlen)
{
    const struct match_request *m = match;
    struct seats *s = calloc(1, sizeof *s);
    if (!s) snprintf(err, errlen, "out of memory (an engine's seat)");
    if (s && engine_seat_init(&s->seats[0], m->engines[0], err, errlen) == 0
        && engine_seat_init(&s->seats[1], m->engines[1], err, errlen) == 0)
        return s;
    if (s) {
        engine_seat_free(&s->seats[0]);
        engine_seat_free(&s->seats[1]);
    }
    free(s);
    return NULL;
}

static void seats_free(void *table)
{
    struct seats *s = table;
    engine_seat_free(&s->seats[0]);
    engine_seat_free(&s->seats[1]);
    free(s);
}

static int play_game(void *table, const void *match, uint64_t game, struct game_record *r, char *err, size_t errlen)
{
    const struct match_request *m = match;
    const struct game *g = m->game->game;
    struct seats *s = table;
    uint64_t pair = game / 2;
    char position[GAME_POSITION_TEXT], roll[GAME_POSITION_TEXT];
    struct game_step next;
    memset(r, 0, sizeof *r);
    r->game = game;
    r->a_first = game % 2 == 0;
    g->start(m->game, ply_key(m->seed, pair, 0, START_STREAM), position, roll);
    for (int ply = 0, mover = r->a_first ? 0 : 1; ply < MATCH_MAX_PLIES; ply++) {
        struct engine_move chosen;
        double cpu = m->cpu_time ? clock_thread_cpu_seconds() : 0;
        int k = engine_move(&s->seats[mover], m->game, position, roll,
                            ply_key(m->seed, pair, (uint64_t)ply, RANDOM_STREAM), &chosen, err, errlen);
        struct search_stats cost = chosen.kept;
        search_stats_add(&cost, &chosen.dropped); /* a budget's abandoned horizon was searched too */
        if (m->cpu_time) r->cpu[mover] += clock_thread_cpu_seconds() - cpu; /* the tree opened and searched */
        if (k < 0 || g->advance(m->game, position, roll, k, ply_key(m->seed, pair, (uint64_t)ply, CHANCE_STREAM), &next,
                                err, errlen) != 0)
            return -1;
        r->nodes[mover] += cost.nodes;
        r->evals[mover] += cost.evaluations;
        r->moves[mover]++;
        r->plies = ply + 1;
        if (next.over) {
            r->points_a = mover == 0 ? next.points : -next.points;
            r->score = next.value;
            memcpy(r->end, next.position, sizeof r->end);
            return 0;
        }
        memcpy(position, next.position, sizeof position);
        memcpy(roll, next.roll, sizeof roll);
        mover ^= !next.same_side;
    }
    snprintf(err, errlen, "game %llu: no end after %d plies", (unsigned long long)game, MATCH_MAX_PLIES);
    return -1;
}

int game_match_run(const struct match_request *m, int (*sink)(void *arg, const struct game_record *r), void *arg,
                   char *err, size_t errlen)
{
    static const struct match_player PLAYER = { seats_new, seats_free, play_game };
    if (m->game->game->match) return m->game->game->match(m, sink, arg, err, errlen);
    return match_run(&PLAYER, m, m->first, m->games, m->threads, sink, arg, err, errlen);
}
