/* run_tree.c - one tree searched by every algorithm, a row each as it is
 * done: a tree file (--tree FILE), or a game's position (run_game.c)
 * (runs.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/clock.h"
#include "cli/console.h"
#include "core/distinct.h"
#include "trials/experiment.h"
#include "output/report.h"
#include "cli/runs.h"
#include "output/trace.h"
#include "sources/treefile.h"

/* --tree: reads the file (before any output is opened, so a bad file
 * writes nothing).  Returns the tree, or NULL after a message. */
static struct file_tree *read_tree_file(const char *file, const struct treefile_bounds *bounds)
{
    int from_stdin = strcmp(file, "-") == 0;
    const char *name = from_stdin ? "stdin" : file;
    FILE *in = from_stdin ? stdin : fopen(file, "rb");
    char err[512];
    if (!in) {
        message("--tree: cannot open %s: %s", file, strerror(errno));
        return NULL;
    }
    struct file_tree *f = treefile_read(in, name, bounds, err, sizeof err);
    if (!from_stdin) fclose(in);
    if (!f) message("%s", err);
    return f;
}

/* --horizon on a tree file: within its move levels, and (with the file's
 * own evaluations) every node the horizon reaches, or --order eval sorts,
 * has an :eval.  0, or -1 after a message. */
static int check_file_horizon(const struct run_config *o, const struct file_tree *f)
{
    char err[512];
    const char *name = strcmp(o->tree_file, "-") == 0 ? "stdin" : o->tree_file;
    if (!horizon_spec_evaluates(&o->horizon)) return 0;
    int ordered = horizon_order_by_eval(o->horizon.order);
    int levels = treefile_move_levels(f), horizon = o->horizon.horizon ? o->horizon.horizon : levels + 1;
    if (o->horizon.horizon > levels) {
        message("--horizon: %d is past the %d move levels of %s; --horizon %d searches to the leaves",
                o->horizon.horizon, levels, name, levels);
        return -1;
    }
    if (o->horizon.eval != EVAL_SOURCE) return 0;
    const char *option = ordered ? "--order" : "--horizon";
    const char *hint = "(give them, or --eval oracle; a .efg has no place for them)";
    /* A view over a source without evaluations is refused even where it
     * would read none (the horizon reaches only leaves): one rule, said here
     * with the file's name instead of by horizon_init. */
    if (treefile_check_horizon(f, horizon, ordered, err, sizeof err) != 0)
        message("%s: %s: %s %s", option, name, err, hint);
    else if (!treefile_tree(f)->ops->evaluate)
        message("%s: %s has no :eval %s", option, name, hint);
    else return 0;
    return -1;
}

/* The algorithms on a tree file or a game: product propagation reads
 * values as win probabilities (bounds 0 and 1); `remedy` says how to get
 * them, or NULL where nothing can.  0, or -1 after a message. */
int check_value_algorithms(const struct run_config *o, const struct tree *t, const char *remedy)
{
    char lo[64], hi[64], why[300];
    for (int a = 0; a < o->algorithm_count; a++) {
        const struct algorithm *algo = o->algorithms[a].algorithm;
        if (experiment_check_algorithm(&o->algorithms[a], t, &o->horizon, why, sizeof why) != 0) {
            message("--samples: %s", why);
            return -1;
        }
        if (!(algo->needs & NEEDS_PROBABILITIES) || (t->lo == 0 && t->hi == t->scale)) continue;
        tree_format_value(t, t->lo, lo, sizeof lo);
        tree_format_value(t, t->hi, hi, sizeof hi);
        message("--algo: %s reads values as win probabilities: the bounds must be 0,1%s, not %s,%s", algo->name,
                remedy ? remedy : "", lo, hi);
        return -1;
    }
    return 0;
}


struct tree_row_frame tree_frame(const struct tree_run *run)
{
    const struct run_config *o = run->config;
    struct tree_row_frame frame = { run->name, run->bounds_source, 0, 0, run->spec,
                                    o->algorithms[0].params.goal, o->per_trial, 0, o->tree.seed,
                                    o->count_distinct, o->table, o->cut_fit_file != NULL,
                                    o->budget.kind != BUDGET_NONE ? &o->budget : NULL, o->cpu_time,
                                    run->base->ops->name_move ? run->base : NULL, run->verdicts };
    return frame;
}

/* A --tree or --game run's rows, written as each algorithm's result is
 * final (experiment_hooks): the header at once, then a row per algorithm,
 * or with --order random and no --per-trial the summaries at the end. */
struct row_stream {
    struct output *out;
    const struct output *reader;          /* out, or the run's reader (tree_run) */
    const struct tree_run *run;
    struct tree_row_frame frame;
    int reference;                        /* the run's exhaustive search (the baseline), or -1 */
    struct algorithm_summary *summary;    /* summaries over trials, or NULL: a row per result */
    int write_failed;                     /* a row could not be written (said) */
    int show_progress;                    /* stderr is a terminal and no --quiet */
    double started;                       /* clock_seconds() when the run began */
};

/* The searches' poll (every 2^16 leaves): on a terminal, once the run has
 * taken PROGRESS_AFTER_SECONDS, a line with what is being searched; and a
 * reader that went away ends the run, in the middle of a search, as on
 * generated trees. */
static int stream_poll(void *arg, const struct search_progress *p)
{
    const struct row_stream *s = arg;
    if (s->show_progress && p->algorithm && clock_seconds() - s->started >= PROGRESS_AFTER_SECONDS) {
        char horizon[32] = "";
        if (p->horizon) snprintf(horizon, sizeof horizon, ", horizon %d", p->horizon);
        progress_line("%s: %s%s: %llu nodes, %llu evaluations so far", s->run->name, p->algorithm, horizon,
                      (unsigned long long)p->stats->nodes, (unsigned long long)p->stats->evaluations);
    }
    return output_reader_gone(s->reader);
}

static int stream_result(void *arg, int a, const struct trial_result *results)
{
    struct row_stream *s = arg;
    const struct run_config *o = s->run->config;
    char line[4 * SEARCH_EVENT_MAX_DEPTH + 8];
    if (s->reference >= 0 && !s->frame.budget) { /* a budgeted minimax is no baseline */
        s->frame.baseline_leaves = results[s->reference].stats.leaves;
        s->frame.has_baseline = 1;
    }
    if (s->summary) {
        experiment_summary_add(&s->summary[a], &results[a]);
        if (results[a].quality.judged)
            experiment_summary_add_quality(&s->summary[a], &results[a], s->run->view);
        return 0;
    }
    trace_format_path(results[a].line, results[a].line_length, line, sizeof line);
    if (results[a].budget_exceeded)
        message("%s: %s: horizon 1 alone spent more than --budget %s=%llu; its move is given (budget_exceeded 1)",
                s->run->name, o->algorithms[a].algorithm->name, BUDGET_KIND_NAMES[o->budget.kind],
                (unsigned long long)o->budget.limit);
    before_rows(s->out->file);
    report_tree_row(s->out->file, &s->frame, s->run->view, &o->algorithms[a], &results[a], line);
    s->write_failed = flush_rows(s->out) != 0;
    return s->write_failed;
}

/* Searches base (through spec) with the run's algorithms, each result to
 * stream_result.  0, or -1 after a message (none for a reader that went
 * away: the process leaves as a filter does). */
static int stream_search(struct row_stream *s, const struct run_algorithm *algorithms, int count,
                         const struct horizon_spec *spec, struct trial_result *results, const char *what)
{
    const struct run_config *o = s->run->config;
    struct experiment_hooks hooks = { stream_poll, stream_result, s, s->summary == NULL }; /* rows name lines */
    char err[512];
    if (experiment_search_tree(s->run->base, algorithms, count, o->verify, spec, &hooks, results, err,
                               sizeof err) == 0)
        return 0;
    if (output_reader_gone(s->reader)) die_of_closed_pipe();
    if (!s->write_failed) message("%s%s: %s", s->run->name, what, err);
    return -1;
}

/* The stream's frame and baseline: the run's exhaustive search
 * (its leaves, read as its result comes) or else, with --baseline minimax,
 * before any row, one search more; without either, none (its columns
 * empty: exhaustive search can cost far more than the run's own).  0, or
 * -1 after a message. */
static int stream_init(struct row_stream *s, struct output *out, const struct tree_run *run,
                       struct algorithm_summary *summary)
{
    const struct run_config *o = run->config;
    *s = (struct row_stream){ .out = out, .reader = run->reader ? run->reader : out, .run = run,
                              .frame = tree_frame(run),
                              .reference = experiment_reference(o->algorithms, o->algorithm_count), .summary = summary,
                              .show_progress = !o->quiet && !run->reader && isatty(STDERR_FILENO),
                              .started = clock_seconds() };
    if (s->reference >= 0 || !o->baseline) return 0;
    struct run_algorithm minimax = { .algorithm = &ALGORITHMS[algorithm_find("minimax")], .params = SEARCH_EXHAUSTIVE };
    struct trial_result r;
    struct experiment_hooks hooks = { stream_poll, NULL, s, 0 }; /* the baseline has no row */
    char err[512];
    if (experiment_search_tree(run->base, &minimax, 1, 0, run->spec, &hooks, &r, err, sizeof err) == 0) {
        s->frame.baseline_leaves = r.stats.leaves;
        s->frame.has_baseline = 1;
        return 0;
    }
    if (output_reader_gone(s->reader)) die_of_closed_pipe();
    message("%s: %s", run->name, err);
    return -1;
}

/* --tree or --game: every algorithm once on the tree, a row each as it is
 * done; with a --horizon list, so at each horizon in turn.  No header. */
int write_tree_rows(struct output *out, const struct tree_run *run)
{
    const struct run_config *o = run->config;
    struct trial_result results[EXPERIMENT_MAX_ALGORITHMS];
    int rc = 0;
    for (int k = 0; rc == 0 && k < (o->horizon_count > 1 ? o->horizon_count : 1); k++) {
        struct horizon_spec spec = o->horizon;
        struct tree_run at = *run;
        struct row_stream s;
        if (o->horizon_count > 1) {
            spec.horizon = o->horizons[k];
            at.spec = &spec;
        }
        if ((rc = stream_init(&s, out, &at, NULL)) != 0) break;
        rc = stream_search(&s, o->algorithms, o->algorithm_count, at.spec, results, "");
    }
    if (!run->reader) clear_progress();
    return rc != 0 ? -1 : flush_rows(out);
}

static int write_tree_once(struct output *out, const struct tree_run *run)
{
    struct tree_row_frame frame = tree_frame(run);
    report_tree_header(out->file, &frame);
    return flush_rows(out) != 0 ? -1 : write_tree_rows(out, run);
}

/* --tree with --order random: trials first .. first + count - 1 of the
 * run's slice (--shard), trial t the file's tree with every node's
 * children shuffled by the stream of mix64(seed ^ mix64(t)) (horizon.h),
 * every algorithm on each.  Trial t depends only on (file, seed, t), so
 * the --per-trial rows of split runs concatenate to the unsplit run's. */
static int write_tree_trials(struct output *out, const struct tree_run *run)
{
    const struct run_config *o = run->config;
    struct horizon_spec spec = o->horizon;
    struct trial_result results[EXPERIMENT_MAX_ALGORITHMS];
    struct algorithm_summary summary[EXPERIMENT_MAX_ALGORITHMS];
    struct row_stream s;
    char what[64];
    uint64_t first, count;
    experiment_shard_range(o->first_trial, o->trials, o->shard, o->shards, &first, &count);
    memset(summary, 0, sizeof summary);
    struct tree_row_frame frame = tree_frame(run);
    if (o->per_trial) report_tree_header(out->file, &frame);
    else report_tree_summary_header(out->file, &frame);
    if (flush_rows(out) != 0 || stream_init(&s, out, run, o->per_trial ? NULL : summary) != 0) return -1;
    int rc = 0;
    for (uint64_t i = 0; rc == 0 && i < count; i++) {
        s.frame.trial = first + i;
        spec.shuffle_seed = mix64(o->tree.seed ^ mix64(s.frame.trial));
        snprintf(what, sizeof what, ": trial %llu", (unsigned long long)s.frame.trial);
        /* Small trees never reach the searches' poll: the reader is asked between trials too. */
        if (output_reader_gone(out)) die_of_closed_pipe();
        rc = stream_search(&s, o->algorithms, o->algorithm_count, &spec, results, what);
    }
    for (int a = 0; rc == 0 && !o->per_trial && a < o->algorithm_count; a++)
        report_tree_summary_row(out->file, &s.frame, run->view, &o->algorithms[a], &summary[a], &results[a]);
    clear_progress();
    return rc != 0 ? -1 : flush_rows(out);
}

int write_tree(struct output *out, const void *arg)
{
    const struct tree_run *run = arg;
    return run->config->horizon.order == MOVE_ORDER_RANDOM ? write_tree_trials(out, run) : write_tree_once(out, run);
}

/* --tree or --game: run->base seen through the run's view, then its rows
 * (or trace, or drawing).  Returns the exit status. */
int search_tree_run(const struct run_config *o, struct tree_run *run)
{
    struct horizon_tree h;
    run->spec = run_config_horizon(o);
    if (!(run->view = view_of(run->spec, run->base, &h))) return EXIT_USAGE;
    int status = write_searches(o, run->view, write_tree, run);
    release_view(&h);
    return status;
}

/* --tree: the file read and checked before the output is opened. */
int run_tree_file(const struct run_config *o)
{
    struct file_tree *f = read_tree_file(o->tree_file, &o->bounds);
    if (!f) return EXIT_USAGE;
    struct tree_run run = { o, treefile_tree(f), o->tree_file, o->bounds.given ? "option" : "file", NULL, NULL,
                            NULL, NULL };
    int refused = check_file_horizon(o, f) != 0 || check_value_algorithms(o, run.base, " (--bounds 0,1)") != 0;
    int status = refused ? EXIT_USAGE : search_tree_run(o, &run);
    treefile_free(f);
    return status;
}
