/* run_trials.c - generated trees: the experiments the configuration asks
 * for, on the run's threads, their rows streamed or summarized (runs.h). */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "core/analysis.h"
#include "core/clock.h"
#include "cli/console.h"
#include "trials/experiment.h"
#include "core/pool.h"
#include "output/report.h"
#include "cli/runs.h"

struct trial_writer {
    FILE *file;
    const struct experiment *e;
};

static int write_trial_rows(void *arg, uint64_t trial, const struct tree *t,
                            const struct trial_result *results)
{
    struct trial_writer *w = arg;
    before_rows(w->file);
    for (int a = 0; a < w->e->algorithm_count; a++)
        report_trial_row(w->file, w->e, a, trial, t, &results[a]);
    return ferror(w->file) ? -1 : 0;
}

/* What the experiments' tick needs: the output, and the progress line. */
struct run_state {
    struct output *out;
    int show_progress;          /* stderr is a terminal and no --quiet */
    double started;             /* clock_seconds() when the run began */
    char label[64];             /* the experiment running: "N=40 random (8 of 8)" */
};

/* Once the run has taken PROGRESS_AFTER_SECONDS, one line on the terminal,
 * rewritten in place: trials done of total, trees per second, time left
 * (of the experiment running). */
static void show_progress(struct run_state *st, uint64_t done, uint64_t total, double experiment_seconds)
{
    if (!st->show_progress || clock_seconds() - st->started < PROGRESS_AFTER_SECONDS || experiment_seconds <= 0)
        return;
    double rate = (double)done / experiment_seconds;
    double left = rate > 0 ? (double)(total - done) / rate : 0;
    progress_line("%s: %llu of %llu trials, %.0f trees/s, %dm%02ds left", st->label, (unsigned long long)done,
                  (unsigned long long)total, rate, (int)(left / 60), (int)left % 60);
}

struct experiment_tick {
    struct run_state *run;
    double started;             /* clock_seconds() when this experiment began */
};

/* The experiment's tick, every 0.1 s: streamed rows go on their way, the
 * progress line is redrawn, and the run stops if nobody reads the rows any
 * more. */
static int on_tick(void *arg, uint64_t done, uint64_t total)
{
    struct experiment_tick *t = arg;
    struct output *out = t->run->out;
    if (out->kind == OUTPUT_STREAM) fflush(out->file);
    if (output_reader_gone(out)) return 1;
    show_progress(t->run, done, total, clock_seconds() - t->started);
    return 0;
}

/* The views of a run (the run's one, or with --horizon H,H,... one per
 * horizon, in the order given) into views; how many. */
static int run_views(const struct run_config *o, struct horizon_spec *views)
{
    const struct horizon_spec *h = run_config_horizon(o);
    int count = o->horizon_count > 1 ? o->horizon_count : 1;
    for (int k = 0; h && k < count; k++) {
        views[k] = *h;
        if (count > 1) views[k].horizon = o->horizons[k];
    }
    return h ? count : 0;
}

/* Runs every (N, mode) the configuration asks for on the run's threads,
 * writing CSV to out as each is done. */
static int run_experiments(const struct run_config *o, struct output *out, struct worker_pool *pool)
{
    struct horizon_spec views[CLI_MAX_HORIZONS];
    int view_count = run_views(o, views);
    struct run_state st = { .out = out, .show_progress = !o->quiet && isatty(STDERR_FILENO),
                            .started = clock_seconds() };
    int experiments = 0, experiment = 0;
    for (int m = 0; m < CLI_MODE_ORDER_COUNT; m++) experiments += (o->modes & CLI_MODE_ORDERS[m].mode) ? o->n_count : 0;
    if (o->per_trial) report_trial_header(out->file, run_config_horizon(o), &o->tree, o->count_distinct);
    else if (o->stats) report_stats_header(out->file);
    else report_summary_header(out->file, run_config_horizon(o), &o->tree, o->count_distinct, o->horizon_count > 1);
    if (flush_rows(out) != 0) return -1;
    for (int i = 0; i < o->n_count; i++) {
        if (o->modes & MODE_FORMULA) report_formula_row(out->file, o->n[i], analysis_star1_average(o->n[i]));
        for (int m = 0; m < CLI_MODE_ORDER_COUNT; m++) {
            if (!(o->modes & CLI_MODE_ORDERS[m].mode)) continue;
            struct experiment_tick tick = { &st, clock_seconds() };
            struct experiment e = { .spec = run_config_spec(o, o->n[i], CLI_MODE_ORDERS[m].order),
                                    .first_trial = o->first_trial, .trials = o->trials,
                                    .shard = o->shard, .shards = o->shards,
                                    .algorithms = o->algorithms, .algorithm_count = o->algorithm_count,
                                    .verify = o->verify, .horizon = view_count ? views : NULL,
                                    .horizon_count = view_count,
                                    .threads = o->threads, .pool = pool,
                                    .tick = on_tick, .tick_arg = &tick };
            snprintf(st.label, sizeof st.label, "N=%d %s (%d of %d)", o->n[i],
                     report_mode_name(CLI_MODE_ORDERS[m].order), ++experiment, experiments);
            /* Static: a summary per horizon and algorithm is some 120 KB, too much for the stack. */
            static struct algorithm_summary summary[CLI_MAX_HORIZONS * EXPERIMENT_MAX_ALGORITHMS];
            struct trial_writer writer = { out->file, &e };
            char err[256];
            if (experiment_run(&e, summary, o->per_trial ? write_trial_rows : NULL, &writer,
                               err, sizeof err) != 0) {
                if (output_reader_gone(out)) die_of_closed_pipe();
                if (ferror(out->file)) return flush_rows(out);
                message("%s", err);
                return -1;
            }
            if (!o->per_trial) before_rows(out->file);
            for (int k = 0; !o->per_trial && k < experiment_horizons(&e); k++)
                for (int a = 0; a < e.algorithm_count; a++) {
                    if (o->stats) report_stats_row(out->file, &e, a, &summary[a]);
                    else report_summary_row(out->file, &e, k, a, &summary[k * e.algorithm_count + a]);
                }
        }
        if (flush_rows(out) != 0) return -1;
    }
    clear_progress();
    return 0;
}

/* The writers of main's outputs: 0, or -1 after a message. */
int write_run(struct output *out, const void *config)
{
    const struct run_config *o = config;
    struct worker_pool *pool = pool_new(o->threads); /* the threads, for every experiment of the run */
    if (!pool) {
        message("out of memory");
        return -1;
    }
    int rc = run_experiments(o, out, pool);
    pool_free(pool);
    return rc;
}

static int write_constants(struct output *out, const void *unused)
{
    (void)unused;
    report_constants(out->file);
    return flush_rows(out);
}

/* Generated trees: every (N, mode) the configuration asks for. */
int run_trials(const struct run_config *o)
{
    return write_output("-o", o->output, write_run, o);
}

/* --constants: the generator's constants, as CSV. */
int run_constants(const struct run_config *o)
{
    return write_output("-o", o->output, write_constants, NULL);
}
