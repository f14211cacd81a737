/* run_game.c - --game: a game's position searched (through the registry,
 * games/game.h), or every position of --positions FILE shared out over the
 * threads (runs.h). */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/console.h"
#include "core/cutfit.h"
#include "trials/experiment.h"
#include "games/positions.h"
#include "games/verdicts.h"
#include "core/pool.h"
#include "cli/runs.h"

/* --cut-fit: the file read into *fit and checked against the game's tree
 * t and its evaluation's signature, and given to the algorithms that cut
 * by it (in the copy *with_fit of the run).  0, or -1 with err set. */
static int attach_cut_fit(struct run_config *with_fit, const struct tree *t, uint64_t signature, struct cut_fit *fit,
                          char *err, size_t errlen)
{
    fit->reduction = with_fit->cut_reduction;
    fit->sigmas_milli = with_fit->cut_sigmas_milli;
    if (cut_fit_read(with_fit->cut_fit_file, fit, err, errlen) != 0
        || cut_fit_check(fit, with_fit->game, signature, t, with_fit->horizon.horizon, err, errlen) != 0)
        return -1;
    for (int a = 0; a < with_fit->algorithm_count; a++)
        if (with_fit->algorithms[a].algorithm->needs & NEEDS_CUT_FIT) with_fit->algorithms[a].cut_fit = fit;
    return 0;
}

/* --position, or with --play the position its moves lead to (into played). */
static int played_position(const struct run_config *o, const char **position, char *played, char *err,
                           size_t errlen)
{
    *position = o->position;
    if (!o->play) return 0;
    if (o->game_spec.game->play(&o->game_spec, o->position, o->play, played, err, errlen) != 0) return -1;
    *position = played;
    return 0;
}

/* One game position's run: all that its rows need, set up and checked
 * before any row is written. */
struct position_run {
    void *state;                /* the game's (game.h open), or NULL */
    struct cut_fit fit;
    struct run_config with_fit; /* the run's configuration, its cutting algorithms given fit */
    struct position_verdicts judged; /* --referee's, owned */
    struct move_verdicts verdicts;   /* the rows' view of them */
    char name[128];
    struct tree_run run;
};

static const struct tree *position_tree(const struct run_config *o, const struct position_run *pr)
{
    return o->game_spec.game->tree(pr->state);
}

/* The position, its roll (NULL: none, or the dice to come), the horizon,
 * a cut's fit and the referee's verdicts into *pr.  0, or -1 with err set. */
static int position_run_init(struct position_run *pr, const struct run_config *o, const char *position,
                             const char *roll, char *err, size_t errlen)
{
    const struct game *g = o->game_spec.game;
    pr->with_fit = *o;
    pr->state = g->open(&o->game_spec, position, roll, o->horizon.horizon, o->horizon.eval_name, err, errlen);
    if (!pr->state) return -1;
    const struct tree *t = position_tree(o, pr);
    if (o->cut_fit_file && attach_cut_fit(&pr->with_fit, t, g->eval_signature(pr->state), &pr->fit, err, errlen) != 0)
        return -1;
    char canonical[GAME_POSITION_TEXT];
    if (g->position_name) {
        g->position_name(pr->state, canonical);
        position = canonical;
    }
    snprintf(pr->name, sizeof pr->name, "%s:%s%s%s", o->game, position, roll ? ":" : "", roll ? roll : "");
    if (o->referee && position_verdicts_get(&o->game_spec, position, roll, o->referee, o->horizon.eval_name,
                                            &pr->judged, err, errlen) != 0)
        return -1;
    pr->verdicts = (struct move_verdicts){ pr->judged.count, pr->judged.loss_micro, pr->judged.rank };
    pr->run = (struct tree_run){ &pr->with_fit, t, pr->name, "game", NULL, NULL, o->referee ? &pr->verdicts : NULL,
                                 NULL };
    pr->run.spec = run_config_horizon(&pr->with_fit);
    return 0;
}

static void position_run_free(const struct run_config *o, struct position_run *pr)
{
    if (pr->state) o->game_spec.game->close(pr->state);
    pr->state = NULL;
    position_verdicts_free(&pr->judged);
}

/* --game NAME: the position, its roll, the horizon and a cut's fit
 * checked before the output is opened. */
/* --position (after --play's moves) and --roll set up into pr: 0, or -1
 * after a message (pr freed). */
static int open_position(const struct run_config *o, struct position_run *pr)
{
    char err[4096], played[GAME_POSITION_TEXT];
    const char *position;
    if (played_position(o, &position, played, err, sizeof err) == 0
        && position_run_init(pr, o, position, o->roll, err, sizeof err) == 0)
        return 0;
    message("%s", err);
    position_run_free(o, pr);
    return -1;
}

int run_game(const struct run_config *o)
{
    static struct position_run pr; /* large: a run configuration */
    if (open_position(o, &pr) != 0) return EXIT_USAGE;
    int status = check_value_algorithms(o, position_tree(o, &pr), o->game_spec.game->value_note) != 0
                     ? EXIT_USAGE
                     : search_tree_run(&pr.with_fit, &pr.run);
    position_run_free(o, &pr);
    return status;
}

/* --positions: the file's positions (this shard's slice), searched a block
 * at a time over the pool's threads, each position's rows into a buffer
 * of its own, written in the file's order: the rows are each position's
 * own run's, whatever the threads. */
#define POSITIONS_PER_WORKER 4 /* a block's positions per thread */

struct position_rows {
    char *text;
    size_t size;
    int status;
};

struct positions_run {
    const struct run_config *o;
    const struct game_position *entries; /* the run's slice */
    size_t count;
};

struct positions_block {
    const struct run_config *o;
    const struct game_position *entries; /* the block's */
    struct position_rows *rows;
    const struct output *reader;
    size_t count;
    atomic_size_t next; /* the block's next position to take */
};

/* One position's rows into r (its own run's, without the header). */
static int position_rows(const struct run_config *o, const struct game_position *e, const struct output *reader,
                         struct position_rows *r)
{
    struct position_run *pr = calloc(1, sizeof *pr);
    FILE *f = open_memstream(&r->text, &r->size);
    char err[4096];
    int status = -1;
    if (!pr || !f) message("out of memory (a position's rows)");
    else if (position_run_init(pr, o, e->position, e->roll[0] ? e->roll : NULL, err, sizeof err) != 0)
        message("%s", err);
    else {
        struct output rows = *reader; /* its file a buffer: only rows are written to it */
        struct horizon_tree h;
        rows.file = f;
        pr->run.reader = reader;
        if ((pr->run.view = view_of(pr->run.spec, pr->run.base, &h))) {
            status = write_tree_rows(&rows, &pr->run);
            release_view(&h);
        }
    }
    if (pr) position_run_free(o, pr);
    free(pr);
    if (f && fclose(f) != 0) status = -1;
    return status;
}

static void search_positions_block(void *arg, int worker)
{
    struct positions_block *b = arg;
    (void)worker;
    for (size_t i; (i = atomic_fetch_add(&b->next, 1)) < b->count;)
        b->rows[i].status = position_rows(b->o, &b->entries[i], b->reader, &b->rows[i]);
}

/* The header, then block by block the positions' rows. */
static int write_positions(struct output *out, const void *arg)
{
    const struct positions_run *p = arg;
    const struct run_config *o = p->o;
    size_t block = (size_t)o->threads * POSITIONS_PER_WORKER, done = 0;
    struct position_rows *rows = calloc(block, sizeof *rows);
    struct worker_pool *pool = pool_new(o->threads);
    static struct position_run first; /* the header's frame */
    char err[4096];
    int rc = 0;
    if (!rows || !pool) {
        message("out of memory (the positions' rows)");
        rc = -1;
    } else if (position_run_init(&first, o, p->entries[0].position, p->entries[0].roll[0] ? p->entries[0].roll : NULL,
                                 err, sizeof err) != 0) {
        message("%s", err);
        rc = -1;
    } else {
        struct tree_row_frame frame = tree_frame(&first.run);
        report_tree_header(out->file, &frame);
        rc = flush_rows(out);
    }
    position_run_free(o, &first);
    int show_progress = !o->quiet && isatty(STDERR_FILENO);
    for (; rc == 0 && done < p->count; done += block) {
        struct positions_block b = { .o = o, .entries = p->entries + done, .rows = rows, .reader = out,
                                     .count = p->count - done < block ? p->count - done : block };
        atomic_init(&b.next, 0);
        memset(rows, 0, block * sizeof *rows);
        pool_run(pool, b.count < (size_t)o->threads ? (int)b.count : o->threads, search_positions_block, &b);
        before_rows(out->file);
        for (size_t i = 0; i < b.count; i++) {
            if (rc == 0 && rows[i].status != 0) rc = -1;
            if (rc == 0) fwrite(rows[i].text, 1, rows[i].size, out->file);
            free(rows[i].text);
        }
        if (rc == 0) rc = flush_rows(out);
        if (rc == 0 && show_progress) {
            progress_line("positions: %zu of %zu searched", done + b.count, p->count);
        }
    }
    clear_progress();
    free(rows);
    if (pool) pool_free(pool);
    return rc;
}

/* --game NAME --positions FILE: the file read and every position
 * checked before the output is opened; --shard I/K searches the I-th of K
 * contiguous slices, so the shards' rows concatenate to the whole run's. */
int run_positions(const struct run_config *o)
{
    struct game_position_list list;
    static struct position_run checked;
    char err[4096];
    if (game_positions_read(o->positions, &o->game_spec, o->horizon.horizon, &list, err, sizeof err) != 0) {
        message("%s", err);
        return EXIT_USAGE;
    }
    int status = EXIT_SUCCESS;
    /* Every position set up once here to refuse a bad one before any row;
     * the workers set each up again (with --referee, the file is read twice
     * a position: cheap beside a search, and nothing is kept across). */
    for (size_t i = 0; status == EXIT_SUCCESS && i < list.count; i++) {
        const struct game_position *e = &list.entries[i];
        if (position_run_init(&checked, o, e->position, e->roll[0] ? e->roll : NULL, err, sizeof err) != 0) {
            message("--positions: %s: line %zu: %s", o->positions, e->line, err);
            status = EXIT_USAGE;
        } else if (i == 0 && check_value_algorithms(o, position_tree(o, &checked), o->game_spec.game->value_note) != 0) {
            status = EXIT_USAGE;
        }
        position_run_free(o, &checked);
    }
    uint64_t first = 0, count = list.count;
    if (status == EXIT_SUCCESS && o->shards > list.count) {
        message("--shard: %llu slices of the %zu positions of %s leave some empty; use K <= %zu",
                (unsigned long long)o->shards, list.count, o->positions, list.count);
        status = EXIT_USAGE;
    }
    if (status == EXIT_SUCCESS) {
        if (o->shards) experiment_shard_range(0, list.count, o->shard, o->shards, &first, &count);
        struct positions_run p = { o, list.entries + first, (size_t)count };
        status = write_output("-o", o->output, write_positions, &p);
    }
    game_positions_free(&list);
    return status;
}

/* --hint: each move of the root, searched to the horizon. */
struct hint_run {
    const struct run_config *o;
    struct position_run *pr;
    const struct tree *view;
    const struct horizon_tree *h;
};

/* The static evaluation of each of the base's root children, in the base's
 * units (a leaf: its value; else the game's evaluation, which every game
 * has), into statics[0..max), one cursor for them all.  0, or -1 out of memory. */
static int child_statics(const struct tree *base, value_t *statics, int max)
{
    int *scratch = calloc((size_t)tree_scratch_at(base, 0) + 1, sizeof *scratch);
    struct tree_cursor c;
    struct node child;
    value_t w;
    if (!scratch) return -1;
    tree_open(base, &base->root, &c, scratch);
    for (int k = 0; k < max && tree_next(&c, &child, &w); k++)
        statics[k] = child.kind == NODE_LEAF ? tree_leaf_value(base, &child) : base->ops->evaluate(base, &child);
    free(scratch);
    return 0;
}

/* One row per root move, best first (ties in the game's order). */
static int write_hint_rows(struct output *out, const struct hint_run *run, const value_t *values, const int *positions,
                           int count)
{
    const struct tree *base = run->pr->run.base, *view = run->view;
    int *order = malloc((size_t)count * sizeof *order);
    value_t *statics = malloc((size_t)count * sizeof *statics);
    if (!order || !statics || child_statics(base, statics, count) != 0) {
        free(order);
        free(statics);
        return message("out of memory (a hint)"), -1;
    }
    for (int k = 0; k < count; k++) { /* by value, stably: insertion */
        int j = k;
        for (; j > 0 && values[order[j - 1]] < values[k]; j--) order[j] = order[j - 1];
        order[j] = k;
    }
    fputs("position,horizon,eval,rank,move,position_after,value,equity,static_equity\n", out->file);
    for (int r = 0, rank = 1; r < count; r++) {
        int k = order[r], at = positions[k];
        if (r > 0 && values[k] != values[order[r - 1]]) rank = r + 1; /* equal values share a rank */
        char text[TREE_MOVE_NAME] = "", after[TREE_MOVE_NAME] = "", value[64], equity[64], statically[64];
        if (base->ops->name_move(base, &base->root, at, text, after) != 0) text[0] = after[0] = '\0';
        tree_format_value(view, values[k], value, sizeof value);
        report_format_points(view, base->per_point, values[k], equity, sizeof equity);
        report_format_points(base, base->eval_scale * base->per_point, statics[at], statically, sizeof statically);
        fprintf(out->file, "%s,%d,%s,%d,", run->pr->name, run->o->horizon.horizon, run->o->horizon.eval_name, rank);
        report_csv_field(out->file, text);
        fprintf(out->file, ",%s,%s,%s,%s\n", after, value, equity, statically);
    }
    free(order);
    free(statics);
    return flush_rows(out);
}

static int write_hint(struct output *out, const void *arg)
{
    const struct hint_run *run = arg;
    struct search_workspace *ws = search_workspace_new(run->view);
    int max = tree_children_at(run->view, 0);
    value_t *values = malloc((size_t)(max > 0 ? max : 1) * sizeof *values);
    int *positions = malloc((size_t)(max > 0 ? max : 1) * sizeof *positions), rc = -1;
    if (!ws || !values || !positions) {
        message("out of memory (a hint)");
    } else {
        int count = search_root_child_values(ws, run->view, &SEARCH_STAR2, values, max);
        if (horizon_root_positions(run->h, positions, max) != count) message("out of memory (a hint)");
        else rc = write_hint_rows(out, run, values, positions, count);
    }
    free(values);
    free(positions);
    search_workspace_free(ws);
    return rc;
}

int run_hint(const struct run_config *o)
{
    static struct position_run pr; /* large: a run configuration */
    struct horizon_tree h;
    if (open_position(o, &pr) != 0) return EXIT_USAGE;
    int status = EXIT_USAGE;
    const struct tree *view = view_of(pr.run.spec, pr.run.base, &h);
    if (view && view->root.kind != NODE_MAX)
        message("--hint: %s has no move to rank at its root (its roll is to come: give --roll)", pr.name);
    else if (view) {
        struct hint_run run = { o, &pr, view, &h };
        status = write_output("-o", o->output, write_hint, &run);
    }
    if (view) release_view(&h);
    position_run_free(o, &pr);
    return status;
}
