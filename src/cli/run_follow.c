/* run_follow.c - --trace and --dot: the events of one search as CSV, or a
 * drawing of it (runs.h). */
#include <stdio.h>
#include <stdlib.h>

#include "cli/console.h"
#include "output/dot.h"
#include "sources/generator.h"
#include "cli/runs.h"
#include "output/trace.h"

/* --trace: every algorithm once on the one tree, its events as CSV. */
struct trace_run {
    const struct run_config *config;
    const struct tree *tree;
};

static int write_trace(struct output *out, const void *arg)
{
    const struct trace_run *run = arg;
    const struct run_config *o = run->config;
    struct search_workspace *ws = search_workspace_new(run->tree);
    if (!ws) {
        message("out of memory (the search's workspace)");
        return -1;
    }
    fputs(TRACE_HEADER "\n", out->file);
    int rc = 0;
    for (int a = 0; rc == 0 && a < o->algorithm_count; a++) {
        struct trace_csv writer = { out->file, run->tree, o->algorithms[a].algorithm->name, 0, { 0 } };
        struct search_stats stats = { 0 };
        search_workspace_trace(ws, trace_csv_event, &writer);
        if (o->algorithms[a].params.history) search_history_clear(ws); /* each algorithm's order learnt alone */
        search_root(ws, run->tree, &o->algorithms[a].params, &stats);
        rc = flush_rows(out);
    }
    search_workspace_free(ws);
    return rc;
}

/* --dot: the drawing of a recorded search. */
struct dot_run {
    struct dot_record *record;
    const char *algorithm;
    int best;
};

static int write_dot(struct output *out, const void *arg)
{
    const struct dot_run *run = arg;
    char err[256];
    if (dot_write(out->file, run->record, run->algorithm, run->best, err, sizeof err) != 0) {
        message("%s", err);
        return -1;
    }
    return 0;
}

/* --dot FILE: the one algorithm's search of t, recorded, then drawn to
 * FILE (the -o rules).  A search too large to draw writes nothing and is
 * a usage error.  Returns the exit status. */
static int draw_search(const struct run_config *o, const struct tree *t)
{
    struct dot_record *record = dot_record_new(t);
    struct search_workspace *ws = record ? search_workspace_new(t) : NULL;
    char err[256];
    int status = EXIT_RUNTIME;
    if (!ws) {
        message("--dot: out of memory");
    } else {
        struct search_stats stats = { 0 };
        search_workspace_trace(ws, dot_record_event, record);
        struct search_result result = search_root(ws, t, &o->algorithms[0].params, &stats);
        struct dot_run run = { record, o->algorithms[0].algorithm->name, result.best };
        if (dot_record_check(record, err, sizeof err) != 0) {
            message("%s", err);
            status = EXIT_USAGE;
        } else {
            status = write_output("--dot", o->dot, write_dot, &run);
        }
    }
    search_workspace_free(ws);
    dot_record_free(record);
    return status;
}

/* The one generated tree that --trace and --dot follow (the command line
 * allows one N and one mode that searches one tree): trial --first-trial
 * of a random run, or the best-ordered tree. */
static void the_one_tree(const struct run_config *o, struct gen_tree *g)
{
    for (int m = 0; m < CLI_MODE_ORDER_COUNT; m++) {
        if ((int)CLI_MODE_ORDERS[m].mode != o->modes) continue;
        struct gen_spec spec = run_config_spec(o, o->n[0], CLI_MODE_ORDERS[m].order);
        gen_tree_init(g, &spec, CLI_MODE_ORDERS[m].order == ORDER_RANDOM ? o->first_trial : 0);
    }
}

/* A run's output: with --dot the drawing of the search of t first (a
 * search too large to draw writes nothing at all), then the --trace CSV
 * of t, or the rows that `rows` writes.  Returns the exit status. */
int write_searches(const struct run_config *o, const struct tree *t,
                          int (*rows)(struct output *out, const void *arg), const void *rows_arg)
{
    struct trace_run trace = { o, t };
    if (o->dot && output_same_destination(o->dot, o->output)) {
        message("--dot: '%s' is where the %s go too (%s); give the drawing a file of its own", o->dot,
                o->trace ? "trace's rows" : "rows", o->output ? "-o" : "standard output");
        return EXIT_USAGE;
    }
    int status = o->dot ? draw_search(o, t) : EXIT_SUCCESS;
    if (status != EXIT_SUCCESS) return status;
    return write_output("-o", o->output, o->trace ? write_trace : rows, o->trace ? (const void *)&trace : rows_arg);
}

/* --trace or --dot on generated trees: the one tree they follow. */
int follow_one_tree(const struct run_config *o)
{
    struct gen_tree g;
    struct horizon_tree h;
    the_one_tree(o, &g);
    const struct tree *view = view_of(run_config_horizon(o), &g.tree, &h);
    if (!view) return EXIT_RUNTIME;
    int status = write_searches(o, view, write_run, o);
    release_view(&h);
    return status;
}
