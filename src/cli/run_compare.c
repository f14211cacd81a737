/* run_compare.c - starbench compare: each engine, at each budget, chooses a
 * move in every position of a file, and a referee rates it
 * (games/verdicts.h); a row per engine and budget (output/compare_rows.h).
 * Given FILE..., the rows of one run's shards summed instead (runs.h). */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/console.h"
#include "cli/engine_spec.h"
#include "cli/options.h"
#include "cli/runs.h"
#include "core/datadir.h"
#include "core/pool.h"
#include "games/positions.h"
#include "games/verdicts.h"
#include "output/compare_rows.h"
#include "output/csv.h"

/* The engines judged when --engine gives none: Ballard's Star2 and Hauk et
 * al.'s Star2.5 with the exhaustive search they prune (each deepening
 * within the budget, a stopped horizon's move kept where the last one's
 * was searched through, children ordered by the evaluation, a table), and
 * the sampling searches as their authors run them: MCTS valuing new nodes
 * by the evaluation, MCMS (Lanctot et al.) on Star2. */
static const char *const DEFAULT_ENGINES[] = {
    "algo=star2,order=eval,table=65536,deepening=partial",
    "algo=star25,order=eval,table=65536,deepening=partial",
    "algo=expectimax,order=eval,table=65536,deepening=partial",
    "algo=mcts,playout=eval",
    "algo=mcms,samples=3,order=eval,table=65536,deepening=partial",
};
#define DEFAULT_ENGINE_COUNT ((int)(sizeof DEFAULT_ENGINES / sizeof DEFAULT_ENGINES[0]))
#define DEFAULT_BUDGETS "evals=100,300,1000,3000,10000"
#define DEFAULT_HORIZON 6 /* the engines' deepest by default, where the game's and the referee's allow
                             (mcms's samples compound per level: 3^H finer values) */
#define POSITIONS_PER_WORKER 2 /* a block's positions per thread */
#define NAME_TEXT 600


struct compare_run {
    const struct run_config *o;
    const struct game_spec *game;
    char names[CLI_MAX_COMPARE_ENGINES][NAME_TEXT]; /* each engine as rows name it */
    char budget_names[CLI_MAX_COMPARE_BUDGETS][32]; /* evals=N: each engine's budget= and the rows' budget */
    int engine_count, budget_count, cells;         /* cells: engines x budgets, engine-major */
    struct engine *engines;                        /* [cell]: the engine with the cell's budget */
    char positions[4096], referee[4096];           /* the files read */
    char positions_shown[NAME_TEXT], referee_shown[NAME_TEXT]; /* as rows name them */
    const char *eval;                              /* deep:H's */
    struct game_position_list list;
    uint64_t first, count;                         /* the shard's slice */
    struct compare_sums *sums;                     /* [cell] */
};

/* A block of positions judged over the pool's threads. */
struct compare_block {
    const struct compare_run *run;
    size_t first, count;
    struct compare_verdict *moves;                 /* [position in block * cells + cell] */
    char (*errors)[512];                           /* [position in block]: "" or what went wrong */
    atomic_size_t next;
};

/* The cell's engine's move at position e, judged by v, into *j.  0, or -1 with err. */
static int judge_cell(const struct compare_run *r, int cell, const struct game_position *e,
                      const struct position_verdicts *v, struct compare_verdict *j, char *err, size_t errlen)
{
    struct engine_seat seat;
    struct engine_move m;
    int rc = engine_seat_init(&seat, &r->engines[cell], err, errlen);
    if (rc == 0) rc = engine_move(&seat, r->game, e->position, e->roll, 0, &m, err, errlen) < 0 ? -1 : 0;
    engine_seat_free(&seat);
    if (rc != 0) return -1;
    if (m.count != v->count || m.move >= (int)v->count) {
        snprintf(err, errlen, "the referee rates %zu moves where the game has %zu", v->count, m.count);
        return -1;
    }
    j->loss_micro = v->loss_micro[m.move];
    j->rank = v->rank[m.move];
    j->evals = m.kept.evaluations + m.dropped.evaluations;
    j->dropped = m.dropped.evaluations;
    return 0;
}

/* The expected loss of a uniformly random legal move: the verdicts' mean,
 * rounded to a millionth (losses are never below 0). */
static int64_t random_loss(const struct position_verdicts *v)
{
    int64_t sum = 0;
    for (size_t k = 0; k < v->count; k++) sum += v->loss_micro[k] > 0 ? v->loss_micro[k] : 0;
    return v->count ? (sum + (int64_t)v->count / 2) / (int64_t)v->count : 0;
}

/* Position i of the block: the referee's verdicts, then every cell. */
static void judge_position(const struct compare_block *b, size_t i)
{
    const struct compare_run *r = b->run;
    const struct game_position *e = &r->list.entries[b->first + i];
    struct position_verdicts v;
    char *err = b->errors[i];
    size_t errlen = sizeof b->errors[i];
    if (position_verdicts_get(r->game, e->position, e->roll[0] ? e->roll : NULL, r->referee, r->eval, &v, err,
                              errlen) != 0)
        return;
    struct compare_verdict *moves = &b->moves[i * (size_t)r->cells];
    int64_t base_rate = random_loss(&v);
    for (int c = 0; c < r->cells; c++) {
        moves[c].random_loss_micro = base_rate;
        if (judge_cell(r, c, e, &v, &moves[c], err, errlen) != 0) break;
    }
    /* The first engine's at each budget: cells are engine-major, so cell c's is c % budget_count. */
    for (int c = 0; c < r->cells; c++) moves[c].first_loss_micro = moves[c % r->budget_count].loss_micro;
    position_verdicts_free(&v);
}

static void judge_block(void *arg, int worker)
{
    struct compare_block *b = arg;
    (void)worker;
    for (size_t i; (i = atomic_fetch_add(&b->next, 1)) < b->count;) judge_position(b, i);
}

/* The block's judged moves added to the sums, in the file's order.  0, or -1 after a message. */
static int add_block(struct compare_run *r, const struct compare_block *b)
{
    for (size_t i = 0; i < b->count; i++) {
        const struct game_position *e = &r->list.entries[b->first + i];
        if (b->errors[i][0]) {
            message("compare: %s: line %zu: %s", r->positions_shown, e->line, b->errors[i]);
            return -1;
        }
        for (int c = 0; c < r->cells; c++) {
            if (compare_sums_add(&r->sums[c], &b->moves[i * (size_t)r->cells + (size_t)c]) != 0) {
                message("compare: the sums of %s at %s pass 2^64", r->names[c / r->budget_count],
                        r->budget_names[c % r->budget_count]);
                return -1;
            }
        }
    }
    return 0;
}

/* write_output's writer: every position judged a block at a time, then the rows. */
static int write_compare(struct output *out, const void *arg)
{
    struct compare_run *r = (struct compare_run *)arg;
    const struct run_config *o = r->o;
    size_t block = (size_t)o->threads * POSITIONS_PER_WORKER;
    struct compare_block b = { .run = r };
    b.moves = calloc(block * (size_t)r->cells, sizeof *b.moves);
    b.errors = calloc(block, sizeof *b.errors);
    struct worker_pool *pool = pool_new(o->threads);
    int rc = b.moves && b.errors && pool ? 0 : -1, show_progress = !o->quiet && isatty(STDERR_FILENO);
    if (rc != 0) message("out of memory (compare's positions)");
    for (size_t done = 0; rc == 0 && done < r->count; done += block) {
        b.first = (size_t)r->first + done;
        b.count = r->count - done < block ? r->count - done : block;
        memset(b.errors, 0, block * sizeof *b.errors);
        atomic_init(&b.next, 0);
        pool_run(pool, b.count < (size_t)o->threads ? (int)b.count : o->threads, judge_block, &b);
        rc = add_block(r, &b);
        if (rc == 0 && show_progress)
            progress_line("compare: %zu of %llu positions judged", done + b.count, (unsigned long long)r->count);
        if (rc == 0 && output_reader_gone(out)) rc = -1;
    }
    clear_progress();
    free(b.moves);
    free(b.errors);
    if (pool) pool_free(pool);
    if (rc != 0) return -1;
    compare_header(out->file);
    for (int c = 0; c < r->cells; c++) {
        struct compare_key k = { o->game, r->positions_shown, r->referee_shown, r->names[c / r->budget_count],
                                 r->budget_names[c % r->budget_count] };
        compare_row(out->file, &k, &r->sums[c], &r->sums[c % r->budget_count]);
    }
    return flush_rows(out);
}

/* `name` under the data directory: its path into path, and "data/NAME"
 * (what rows call it, the same on every machine) into shown.  0, or -1 with err. */
static int data_file(const char *name, char *path, size_t pathlen, char *shown, size_t shownlen, char *err,
                     size_t errlen)
{
    FILE *f = datadir_open(name, path, pathlen, err, errlen);
    if (!f) return -1;
    fclose(f);
    snprintf(shown, shownlen, "data/%s", name);
    return 0;
}

/* --positions and --referee, or the game's own (game_judged_defaults).  0, or -1 after a message. */
static int resolve_inputs(struct compare_run *r)
{
    const struct run_config *o = r->o;
    const struct game *g = r->game->game;
    const char *positions, *referee;
    char err[1024], unused[4096];
    game_judged_defaults(g, &positions, &referee);
    if (o->positions) {
        snprintf(r->positions, sizeof r->positions, "%s", o->positions);
        snprintf(r->positions_shown, sizeof r->positions_shown, "%s", o->positions);
    } else if (!positions) {
        message("compare: --positions: give the positions to judge (%s has no file of its own)", g->name);
        return -1;
    } else if (data_file(positions, r->positions, sizeof r->positions, r->positions_shown, sizeof r->positions_shown,
                         err, sizeof err) != 0) {
        message("compare: --positions: %s", err);
        return -1;
    }
    if (o->referee) referee = o->referee;
    else if (!referee) {
        message("compare: --referee: %s has no referee of its own; give deep:H (starbench's: an exact search to "
                "horizon H)", g->name);
        return -1;
    }
    snprintf(r->referee, sizeof r->referee, "%s", referee);
    snprintf(r->referee_shown, sizeof r->referee_shown, "%s", referee);
    if (!o->referee && data_file(referee, unused, sizeof unused, r->referee_shown, sizeof r->referee_shown, err,
                                 sizeof err) == 0)
        snprintf(r->referee, sizeof r->referee, "%s", unused);
    return 0;
}

/* --eval, --horizon and --budgets, or their defaults.  0, or -1 after a message. */
static int resolve_settings(struct compare_run *r, int *horizon)
{
    const struct run_config *o = r->o;
    const struct game *g = r->game->game;
    char err[512];
    int deep_horizon = 0, deep = deep_referee_parse(r->referee, g, &deep_horizon, err, sizeof err);
    if (deep < 0) {
        message("compare: %s", err);
        return -1;
    }
    if (!deep && !g->referee) {
        message("compare: --referee: %s has no referee of its own; give deep:H (starbench's: an exact search to "
                "horizon H)", g->name);
        return -1;
    }
    r->eval = o->compare.eval ? o->compare.eval : game_default_evaluator(g);
    if (!game_has_evaluator(g, r->eval)) {
        char names[512];
        game_evaluator_names(g, names, sizeof names);
        message("compare: --eval: expected one of %s's evaluations (%s), got '%s'", g->name, names, r->eval);
        return -1;
    }
    *horizon = o->compare.horizon ? o->compare.horizon
               : deep                 ? deep_horizon - 1
               : g->max_horizon < DEFAULT_HORIZON ? g->max_horizon : DEFAULT_HORIZON;
    struct run_config budgets = *o;
    if (o->compare.budget_count == 0
        && cli_option_read(cli_option_of(CMD_COMPARE, OPT_COMPARE_BUDGETS), CMD_COMPARE, DEFAULT_BUDGETS, &budgets, err,
                           sizeof err) != 0) {
        message("compare: %s", err);
        return -1;
    }
    r->budget_count = budgets.compare.budget_count;
    for (int b = 0; b < r->budget_count; b++) {
        const struct search_budget *given = &budgets.compare.budgets[b];
        snprintf(r->budget_names[b], sizeof r->budget_names[b], "%s=%llu", BUDGET_KIND_NAMES[given->kind],
                 (unsigned long long)given->limit);
    }
    return 0;
}

/* Engine e's name in rows: its spec, with horizon= (and for a default
 * engine, eval=) added where it gives none.  0, or -1 after a message. */
static int engine_name(struct compare_run *r, int e, int horizon)
{
    const struct run_config *o = r->o;
    int given = o->compare.engine_count > 0;
    const char *spec = given ? o->compare.engines[e] : DEFAULT_ENGINES[e];
    const struct game_outside *outside = r->game->game->outside;
    if (engine_spec_sets(spec, "budget", NULL)) {
        message("compare: --engine '%s': budget=: compare gives each engine every budget of --budgets", spec);
        return -1;
    }
    if (engine_spec_sets(spec, "algo", "random") || (outside && engine_spec_sets(spec, "algo", outside->name))) {
        message("compare: --engine '%s': compare judges searches under budgets, not algo=random or an outside "
                "program", spec);
        return -1;
    }
    int n = snprintf(r->names[e], NAME_TEXT, "%s", spec);
    if (!engine_spec_sets(spec, "horizon", NULL)) n += snprintf(r->names[e] + n, NAME_TEXT - (size_t)n, ",horizon=%d", horizon);
    if (!given && o->compare.eval) n += snprintf(r->names[e] + n, NAME_TEXT - (size_t)n, ",eval=%s", o->compare.eval);
    if (n < NAME_TEXT) return 0;
    message("compare: --engine '%.200s': longer than %d characters", spec, NAME_TEXT - 100);
    return -1;
}

/* Every engine at every budget made (the spec with budget= added), each
 * checked against the game.  0, or -1 after a message. */
static int make_engines(struct compare_run *r, int horizon)
{
    const struct run_config *o = r->o;
    char spec[NAME_TEXT + 64], err[1024];
    r->engine_count = o->compare.engine_count ? o->compare.engine_count : DEFAULT_ENGINE_COUNT;
    r->cells = r->engine_count * r->budget_count;
    r->engines = calloc((size_t)r->cells, sizeof *r->engines);
    r->sums = calloc((size_t)r->cells, sizeof *r->sums);
    if (!r->engines || !r->sums) {
        message("out of memory (compare's engines)");
        return -1;
    }
    for (int c = 0; c < r->cells; c++) {
        int e = c / r->budget_count;
        if (c % r->budget_count == 0 && engine_name(r, e, horizon) != 0) return -1;
        snprintf(spec, sizeof spec, "%s,budget=%s", r->names[e], r->budget_names[c % r->budget_count]);
        if (engine_from_spec(spec, r->game, &r->engines[c], err, sizeof err) != 0) {
            message("compare: --engine: %s", err);
            return -1;
        }
    }
    return 0;
}

/* The game's own referee asked of the first position before any search, so
 * that a bad --referee is refused at once (deep:H, which reads nothing, is
 * not: it costs a deep search).  0, or -1 after a message. */
static int check_referee(const struct compare_run *r)
{
    const struct game_position *e = &r->list.entries[0];
    struct position_verdicts first;
    char err[1024];
    int deep_horizon;
    if (deep_referee_parse(r->referee, r->game->game, &deep_horizon, err, sizeof err) != 0) return 0;
    if (position_verdicts_get(r->game, e->position, e->roll[0] ? e->roll : NULL, r->referee, r->eval, &first, err,
                              sizeof err) != 0) {
        message("compare: %s: line %zu: %s", r->positions_shown, e->line, err);
        return -1;
    }
    position_verdicts_free(&first);
    return 0;
}

static void compare_run_free(struct compare_run *r)
{
    for (int c = 0; r->engines && c < r->cells; c++) engine_free(&r->engines[c]);
    free(r->engines);
    free(r->sums);
    game_positions_free(&r->list);
}

/* compare FILE...: the shards' rows summed into a buffer, all read and
 * checked before the output is opened (bad files: exit 2, nothing written). */
struct summed {
    char *text;
    size_t size;
};

static int write_summed(struct output *out, const void *arg)
{
    const struct summed *s = arg;
    fwrite(s->text, 1, s->size, out->file);
    return flush_rows(out);
}

static int run_summed(const struct run_config *o)
{
    struct summed s = { NULL, 0 };
    FILE *f = open_memstream(&s.text, &s.size);
    char err[1024];
    int rc = f ? compare_rows_merge(o->merge_files, o->merge_count, f, err, sizeof err) : CSV_NO_MEMORY;
    if (f && fclose(f) != 0) rc = CSV_NO_MEMORY;
    int status = rc == 0 ? write_output("-o", o->output, write_summed, &s) : rc == CSV_NO_MEMORY ? EXIT_RUNTIME : EXIT_USAGE;
    if (rc == CSV_NO_MEMORY) message("out of memory (compare's rows)");
    else if (rc != 0) message("%s", err);
    free(s.text);
    return status;
}

int run_compare(const struct run_config *o)
{
    if (o->merge_count) return run_summed(o);
    static struct compare_run r; /* large: its names */
    char err[1024];
    int horizon = 0, status = EXIT_USAGE;
    memset(&r, 0, sizeof r);
    r.o = o;
    r.game = &o->game_spec;
    if (resolve_inputs(&r) != 0 || resolve_settings(&r, &horizon) != 0 || make_engines(&r, horizon) != 0) goto done;
    if (game_positions_read(r.positions, r.game, 1, &r.list, err, sizeof err) != 0) {
        message("compare: %s", err);
        goto done;
    }
    if (o->shards > r.list.count) {
        message("compare: --shard: %llu slices of the %zu positions of %s leave some empty; use K <= %zu",
                (unsigned long long)o->shards, r.list.count, r.positions_shown, r.list.count);
        goto done;
    }
    if (check_referee(&r) != 0) goto done;
    r.count = r.list.count;
    if (o->shards) experiment_shard_range(0, r.list.count, o->shard, o->shards, &r.first, &r.count);
    for (int c = 0; c < r.cells; c++) r.sums[c] = (struct compare_sums){ .first = r.first, .total = r.list.count };
    status = write_output("-o", o->output, write_compare, &r);
done:
    compare_run_free(&r);
    return status;
}
