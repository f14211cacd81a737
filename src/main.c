/* main.c - wires the command line to experiments, reports and the output.
 * The only place that prints messages or exits. */
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analysis.h"
#include "games/backgammon/bgeval.h"
#include "games/backgammon/notation.h"
#include "games/backgammon/match_report.h"
#include "games/positions.h"
#include "cli.h"
#include "clock.h"
#include "dot.h"
#include "escape.h"
#include "experiment.h"
#include "merge.h"
#include "pivot.h"
#include "plot.h"
#include "pool.h"
#include "mix64.h"
#include "output.h"
#include "report.h"
#include "trace.h"
#include "treefile.h"

enum { EXIT_RUNTIME = 1, EXIT_USAGE = 2 };

#define PROGRESS_AFTER_SECONDS 2.0

/* A progress line is on the terminal: a message must first clear it. */
static int progress_shown;

static void clear_progress(void)
{
    if (progress_shown) fputs("\r\033[K", stderr);
    progress_shown = 0;
}

/* Rows are about to go to f: if f is the terminal the progress line is on,
 * the line is cleared first, so that no row starts behind it. */
static void before_rows(FILE *f)
{
    if (progress_shown && isatty(fileno(f))) clear_progress();
}

/* One line on stderr, whatever the message quotes: control characters (a
 * newline in an argument), bytes that are not UTF-8 and invisible
 * characters are written as escapes (escape.h). */
static void message(const char *fmt, ...)
{
    char text[1024], shown[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    clear_progress();
    fprintf(stderr, "starbench: %s\n", escape_text(text, shown, sizeof shown));
}

/* The reader of a pipe went away (`starbench ... | head`): leave quietly,
 * as Unix filters do, by the signal a write would have raised. */
static void die_of_closed_pipe(void)
{
    signal(SIGPIPE, SIG_DFL);
    raise(SIGPIPE);
    exit(EXIT_RUNTIME);
}

/* Sends what is buffered on its way, so a reader sees each N's rows as soon
 * as they are done.  Returns 0, or -1 after a message. */
static int flush_rows(struct output *out)
{
    if (fflush(out->file) == 0 && !ferror(out->file)) return 0;
    if (errno == EPIPE) die_of_closed_pipe();
    message("write error on %s: %s", out->name, strerror(errno));
    return -1;
}

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
    fprintf(stderr, "\rstarbench: %s: %llu of %llu trials, %.0f trees/s, %dm%02ds left\033[K", st->label,
            (unsigned long long)done, (unsigned long long)total, rate, (int)(left / 60), (int)left % 60);
    progress_shown = 1;
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
static int write_run(struct output *out, const void *config)
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

/* The tree a run searches: base itself, or its view under spec (a horizon
 * or an ordering; NULL: none) in *h (the oracle evaluation with a
 * workspace of its own, which release_view frees).  NULL after a message. */
static const struct tree *view_of(const struct horizon_spec *spec, const struct tree *base, struct horizon_tree *h)
{
    char err[256];
    h->oracle = NULL;
    if (!spec || !horizon_spec_has_view(spec)) return base;
    struct search_workspace *oracle = spec->eval == EVAL_ORACLE ? search_workspace_new(base) : NULL;
    if (spec->eval == EVAL_ORACLE && !oracle) {
        message("out of memory (the oracle's workspace)");
        return NULL;
    }
    if (horizon_init(h, base, spec, oracle, err, sizeof err) != 0) {
        search_workspace_free(oracle);
        message("--horizon: %s", err);
        return NULL;
    }
    return &h->tree;
}

static void release_view(struct horizon_tree *h)
{
    search_workspace_free(h->oracle);
}

/* --horizon on a tree file: within its move levels, and (with the file's
 * own evaluations) every node the horizon reaches, or --order eval sorts,
 * has an :eval.  0, or -1 after a message. */
static int check_file_horizon(const struct run_config *o, const struct file_tree *f)
{
    char err[512];
    const char *name = strcmp(o->tree_file, "-") == 0 ? "stdin" : o->tree_file;
    if (!horizon_spec_evaluates(&o->horizon)) return 0;
    int ordered = o->horizon.order == MOVE_ORDER_EVAL || o->horizon.order == MOVE_ORDER_EVAL_ABOVE;
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
static int check_value_algorithms(const struct run_config *o, const struct tree *t, const char *remedy)
{
    char lo[64], hi[64];
    for (int a = 0; a < o->algorithm_count; a++) {
        const struct algorithm *algo = o->algorithms[a].algorithm;
        if (!(algo->needs & NEEDS_PROBABILITIES) || (t->lo == 0 && t->hi == t->scale)) continue;
        tree_format_value(t, t->lo, lo, sizeof lo);
        tree_format_value(t, t->hi, hi, sizeof hi);
        message("--algo: %s reads values as win probabilities: the bounds must be 0,1%s, not %s,%s", algo->name,
                remedy ? remedy : "", lo, hi);
        return -1;
    }
    return 0;
}

/* --tree or --game: the tree, its name in rows and messages, and the view searched. */
struct tree_run {
    const struct run_config *config;
    const struct tree *base;   /* the file's tree, or the game's */
    const char *name;          /* the file ("-": stdin), or backgammon:POSITION[:ROLL] */
    const char *bounds_source; /* REPORT_BOUNDS_HEADER: file, option or game */
    const struct tree *view;   /* the tree searched: base, or its horizon tree */
    const struct horizon_spec *spec; /* the view searched now (NULL: none): the run's, or with a
                                        --horizon list, the run's at one of its horizons */
    const struct move_verdicts *verdicts; /* --referee's verdicts on the root's moves, or NULL */
    const struct output *reader; /* NULL; or with --positions the run's output, whose reader going away
                                    ends the run (rows go to a buffer), no progress shown */
};

/* Principal lines in the file's order, whatever order the search used:
 * through the run's view without its orderings. */
struct line_maker {
    struct horizon_tree h;
    const struct tree *lines;
    struct search_workspace *ws;
};

static int line_maker_init(struct line_maker *lm, const struct tree_run *run, int horizon)
{
    struct horizon_spec unordered = run->config->horizon;
    unordered.horizon = horizon;
    unordered.order = MOVE_ORDER_TREE;
    unordered.chance_order = CHANCE_ORDER_TREE;
    lm->lines = view_of(&unordered, run->base, &lm->h);
    lm->ws = lm->lines ? search_workspace_new(run->view) : NULL;
    if (lm->ws) return 0;
    if (lm->lines) message("out of memory (the search's workspace)");
    release_view(&lm->h);
    return -1;
}

static void line_maker_free(struct line_maker *lm)
{
    search_workspace_free(lm->ws);
    release_view(&lm->h);
}

/* r's principal line, in the tree of the horizon r searched last: the
 * run's, or with a budget the horizon it reached (NULL after a message). */
static const char *principal_line(struct line_maker *lm, const struct tree_run *run, const struct trial_result *r,
                                  char *line, size_t len)
{
    int positions[SEARCH_EVENT_MAX_DEPTH];
    struct line_maker reached;
    int shallower = r->horizon_reached && r->horizon_reached != run->spec->horizon;
    if (shallower && line_maker_init(&reached, run, r->horizon_reached) != 0) return NULL;
    struct line_maker *at = shallower ? &reached : lm;
    int length = search_principal_line(at->ws, at->lines, r->quality.chosen, positions, SEARCH_EVENT_MAX_DEPTH);
    trace_format_path(positions, length, line, len);
    if (shallower) line_maker_free(&reached);
    return line;
}

static struct tree_row_frame tree_frame(const struct tree_run *run)
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
    struct line_maker lm;
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
        fprintf(stderr, "\rstarbench: %s: %s", s->run->name, p->algorithm);
        if (p->horizon) fprintf(stderr, ", horizon %d", p->horizon);
        fprintf(stderr, ": %llu nodes, %llu evaluations so far\033[K", (unsigned long long)p->stats->nodes,
                (unsigned long long)p->stats->evaluations);
        progress_shown = 1;
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
    if (!principal_line(&s->lm, s->run, &results[a], line, sizeof line)) return s->write_failed = 1;
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
    struct experiment_hooks hooks = { stream_poll, stream_result, s };
    char err[512];
    if (experiment_search_tree(s->run->base, algorithms, count, o->verify, spec, &hooks, results, err,
                               sizeof err) == 0)
        return 0;
    if (output_reader_gone(s->reader)) die_of_closed_pipe();
    if (!s->write_failed) message("%s%s: %s", s->run->name, what, err);
    return -1;
}

/* The stream's frame, line maker and baseline: the run's exhaustive search
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
    if (line_maker_init(&s->lm, run, run->spec ? run->spec->horizon : 0) != 0) return -1;
    if (s->reference >= 0 || !o->baseline) return 0;
    struct run_algorithm minimax = { .algorithm = &ALGORITHMS[algorithm_find("minimax")], .params = SEARCH_EXHAUSTIVE };
    struct trial_result r;
    struct experiment_hooks hooks = { stream_poll, NULL, s }; /* the baseline has no row */
    char err[512];
    if (experiment_search_tree(run->base, &minimax, 1, 0, run->spec, &hooks, &r, err, sizeof err) == 0) {
        s->frame.baseline_leaves = r.stats.leaves;
        s->frame.has_baseline = 1;
        return 0;
    }
    if (output_reader_gone(s->reader)) die_of_closed_pipe();
    message("%s: %s", run->name, err);
    line_maker_free(&s->lm);
    return -1;
}

/* --tree or --game: every algorithm once on the tree, a row each as it is
 * done; with a --horizon list, so at each horizon in turn.  No header. */
static int write_tree_rows(struct output *out, const struct tree_run *run)
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
        line_maker_free(&s.lm);
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
    line_maker_free(&s.lm);
    clear_progress();
    return rc != 0 ? -1 : flush_rows(out);
}

static int write_tree(struct output *out, const void *arg)
{
    const struct tree_run *run = arg;
    return run->config->horizon.order == MOVE_ORDER_RANDOM ? write_tree_trials(out, run) : write_tree_once(out, run);
}

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
        search_root(ws, run->tree, &o->algorithms[a].params, &stats);
        rc = flush_rows(out);
    }
    search_workspace_free(ws);
    return rc;
}

/* merge: the summary CSV of the added-up --stats files. */
static int write_merged(struct output *out, const void *merged)
{
    const struct merged *m = merged;
    report_summary_header(out->file, NULL, NULL, 0, 0);
    for (int r = 0; r < m->count; r++) {
        const struct merged_row *row = &m->rows[r];
        fputs(row->settings, out->file);
        report_summary_values(out->file, &row->summary, &row->frame, NULL, NULL);
    }
    return flush_rows(out);
}

/* pivot: the spread table. */
static int write_pivot(struct output *out, const void *pivot)
{
    pivot_write(out->file, pivot);
    return flush_rows(out);
}

/* plot: the image gnuplot draws, or with --script its script. */
struct plot_run {
    const struct run_config *config;
    const struct plot *plot;
};

static int write_plot(struct output *out, const void *arg)
{
    const struct plot_run *run = arg;
    const char *gnuplot = getenv("GNUPLOT");
    char err[512];
    if (run->config->plot_script) {
        plot_write_script(out->file, run->plot, &run->config->plot);
        return flush_rows(out);
    }
    if (plot_render(out->file, run->plot, &run->config->plot, gnuplot && *gnuplot ? gnuplot : "gnuplot", err,
                    sizeof err) != 0) {
        message("%s", err);
        return -1;
    }
    return 0;
}

/* Opens the output (-o, or stdout), lets `write` fill it, and publishes
 * it whole, or discards it when writing failed.  Returns the exit status. */
static int write_output(const char *option, const char *path, int (*write)(struct output *out, const void *arg),
                        const void *arg)
{
    struct output out;
    char err[512];
    if (output_open(&out, option, path, err, sizeof err) != 0) {
        message("%s", err);
        output_discard(&out);
        return EXIT_RUNTIME;
    }
    if (write(&out, arg) != 0) {
        output_discard(&out);
        return EXIT_RUNTIME;
    }
    if (output_commit(&out, err, sizeof err) != 0) {
        message("%s", err);
        return EXIT_RUNTIME;
    }
    return EXIT_SUCCESS;
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
static int write_searches(const struct run_config *o, const struct tree *t,
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
static int follow_one_tree(const struct run_config *o)
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

/* --tree or --game: run->base seen through the run's view, then its rows
 * (or trace, or drawing).  Returns the exit status. */
static int search_tree_run(const struct run_config *o, struct tree_run *run)
{
    struct horizon_tree h;
    run->spec = run_config_horizon(o);
    if (!(run->view = view_of(run->spec, run->base, &h))) return EXIT_USAGE;
    int status = write_searches(o, run->view, write_tree, run);
    release_view(&h);
    return status;
}

/* --tree: the file read and checked before the output is opened. */
static int run_tree_file(const struct run_config *o)
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
    struct move_verdicts verdicts;
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
    snprintf(pr->name, sizeof pr->name, "%s:%s%s%s", o->game, position, roll ? ":" : "", roll ? roll : "");
    struct game_verdicts v = { 0, NULL, NULL };
    if (o->referee && g->referee(pr->state, o->referee, &v, err, errlen) != 0) return -1;
    pr->verdicts = (struct move_verdicts){ v.count, v.loss_micro, v.rank };
    pr->run = (struct tree_run){ &pr->with_fit, t, pr->name, "game", NULL, NULL, o->referee ? &pr->verdicts : NULL,
                                 NULL };
    pr->run.spec = run_config_horizon(&pr->with_fit);
    return 0;
}

static void position_run_free(const struct run_config *o, struct position_run *pr)
{
    if (pr->state) o->game_spec.game->close(pr->state);
    pr->state = NULL;
}

/* --game NAME: the position, its roll, the horizon and a cut's fit
 * checked before the output is opened. */
static int run_game(const struct run_config *o)
{
    static struct position_run pr; /* large: a run configuration */
    char err[4096], played[GAME_POSITION_TEXT];
    const char *position;
    if (played_position(o, &position, played, err, sizeof err) != 0
        || position_run_init(&pr, o, position, o->roll, err, sizeof err) != 0) {
        message("%s", err);
        position_run_free(o, &pr);
        return EXIT_USAGE;
    }
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
            fprintf(stderr, "\rstarbench: positions: %zu of %zu searched\033[K", done + b.count, p->count);
            progress_shown = 1;
        }
    }
    clear_progress();
    free(rows);
    if (pool) pool_free(pool);
    return rc;
}

/* --game backgammon --positions FILE: the file read and every position
 * checked before the output is opened; --shard I/K searches the I-th of K
 * contiguous slices, so the shards' rows concatenate to the whole run's. */
static int run_positions(const struct run_config *o)
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

/* starbench play: the match's state while its games come in. */
struct play_run {
    const struct run_config *o;
    struct bg_engine engines[2];
    struct game_position_list starts; /* --positions: the start positions; else none */
    struct bg_match_names names;
    struct output *out;
    struct bg_match_summary summary;
    uint64_t done;
    int show_progress;
    double started;
};

/* Each game, in order: its row (--per-game) or into the summary; the
 * progress line; a reader that went away stops the match. */
static int play_sink(void *arg, const struct bg_game_record *r)
{
    struct play_run *p = arg;
    const struct play_options *m = &p->o->match;
    if (m->per_game) {
        before_rows(p->out->file);
        bg_match_game_row(p->out->file, &p->names, m->games, r, m->moves);
        if (flush_rows(p->out) != 0) return 1;
    }
    bg_match_summary_add(&p->summary, r);
    p->done++;
    if (p->show_progress && clock_seconds() - p->started >= PROGRESS_AFTER_SECONDS) {
        fprintf(stderr, "\rstarbench: play: %llu of %llu games, A %+.3f points per game\033[K",
                (unsigned long long)p->done, (unsigned long long)m->games,
                (double)p->summary.points / (double)p->summary.games);
        progress_shown = 1;
    }
    return output_reader_gone(p->out);
}

/* write_output's writer: arg is the run's (mutable) play_run. */
static int write_play(struct output *out, const void *arg)
{
    struct play_run *p = (struct play_run *)arg;
    const struct play_options *m = &p->o->match;
    uint64_t first_pair = 0, pairs = m->games / 2;
    if (p->o->shards) experiment_shard_range(0, m->games / 2, p->o->shard, p->o->shards, &first_pair, &pairs);
    struct bg_match match = { { &p->engines[0], &p->engines[1] }, p->o->tree.seed, 2 * first_pair, 2 * pairs,
                              m->moves, p->o->threads, p->starts.count ? &p->starts : NULL };
    char err[512];
    p->out = out;
    p->show_progress = !p->o->quiet && isatty(fileno(stderr));
    p->started = clock_seconds();
    if (m->per_game) bg_match_game_header(p->out->file, m->moves, p->names.starts != NULL);
    if (bg_match_run(&match, play_sink, p, err, sizeof err) != 0) {
        if (err[0]) message("play: %s", err);
        return -1;
    }
    if (!m->per_game) {
        before_rows(p->out->file);
        bg_match_summary_header(p->out->file, p->names.starts != NULL);
        bg_match_summary_row(p->out->file, &p->names, &p->summary);
    }
    clear_progress();
    return flush_rows(p->out);
}

/* play FILE...: the summary of a match's per-game rows (shards), all read
 * and checked before the output is opened. */
struct play_summary {
    struct bg_match_summary summary;
    struct bg_match_names names;
};

static int write_play_summary(struct output *out, const void *arg)
{
    const struct play_summary *ps = arg;
    bg_match_summary_header(out->file, ps->names.starts != NULL);
    bg_match_summary_row(out->file, &ps->names, &ps->summary);
    return flush_rows(out);
}

static int run_play_summary(const struct run_config *o)
{
    struct play_summary ps;
    char err[1024];
    if (bg_match_summary_read(o->merge_files, o->merge_count, &ps.summary, &ps.names, err, sizeof err) != 0) {
        message("%s", err);
        return EXIT_USAGE;
    }
    int status = write_output("-o", o->output, write_play_summary, &ps);
    bg_match_names_free(&ps.names);
    return status;
}

/* play: both engines checked before the output is opened. */
static int run_play(const struct run_config *o)
{
    if (o->merge_count) return run_play_summary(o);
    static struct play_run p; /* the engines are large (a game each) */
    char err[1024];
    memset(&p, 0, sizeof p);
    p.o = o;
    for (int e = 0; e < 2; e++)
        if (bg_engine_parse(o->match.engines[e], &p.engines[e], err, sizeof err) != 0) {
            message("play: --%c: %s", 'a' + e, err);
            return EXIT_USAGE;
        }
    p.names = (struct bg_match_names){ o->match.engines[0], o->match.engines[1], o->tree.seed, o->positions };
    /* Matches are backgammon's (games/backgammon/match.h), and so are their start positions. */
    const struct game_spec backgammon = { game_find("backgammon"), { 0 } };
    if (o->positions && game_positions_read(o->positions, &backgammon, 1, &p.starts, err, sizeof err) != 0) {
        message("play: %s", err);
        return EXIT_USAGE;
    }
    int status = write_output("-o", o->output, write_play, &p);
    game_positions_free(&p.starts);
    return status;
}

/* merge: every file read and checked before the output is opened. */
static int run_merge(const struct run_config *o)
{
    struct merged m;
    char err[512];
    int rc = merge_read(o->merge_files, o->merge_count, &m, err, sizeof err);
    if (rc != 0) {
        message("%s", err);
        return rc == MERGE_NO_MEMORY ? EXIT_RUNTIME : EXIT_USAGE;
    }
    int status = write_output("-o", o->output, write_merged, &m);
    merge_free(&m);
    return status;
}

/* pivot: the file read and spread before the output is opened. */
static int run_pivot(const struct run_config *o)
{
    struct pivot p;
    char err[512];
    int rc = pivot_read(o->merge_count ? o->merge_files[0] : "-", &o->pivot, &p, err, sizeof err);
    if (rc != 0) {
        message("%s", err);
        return rc == PIVOT_NO_MEMORY ? EXIT_RUNTIME : EXIT_USAGE;
    }
    int status = write_output("-o", o->output, write_pivot, &p);
    pivot_free(&p);
    return status;
}

/* plot: the file read and checked before the output is opened. */
static int run_plot(const struct run_config *o)
{
    struct plot p;
    char err[512];
    int rc = plot_read(o->merge_count ? o->merge_files[0] : "-", &o->plot, &p, err, sizeof err);
    if (rc != 0) {
        message("%s", err);
        return rc == PLOT_NO_MEMORY ? EXIT_RUNTIME : EXIT_USAGE;
    }
    struct plot_run run = { o, &p };
    int status = write_output("-o", o->output, write_plot, &run);
    plot_free(&p);
    return status;
}

int main(int argc, char **argv)
{
    struct run_config o;
    char err[512];
    int status = EXIT_SUCCESS;
    if (cli_parse(argc, argv, &o, err, sizeof err) != 0) {
        message("%s", err);
        return EXIT_USAGE;
    }
    switch (o.action) {
    case CLI_HELP: cli_print_help(stdout); break;
    case CLI_VERSION: printf("starbench %s\n", STARBENCH_VERSION); break;
    case CLI_LIST: cli_print_list(stdout); break;
    case CLI_MERGE_HELP: cli_print_merge_help(stdout); break;
    case CLI_PIVOT_HELP: cli_print_pivot_help(stdout); break;
    case CLI_PLOT_HELP: cli_print_plot_help(stdout); break;
    case CLI_PLAY_HELP: cli_print_play_help(stdout); break;
    case CLI_CONSTANTS: status = write_output("-o", o.output, write_constants, NULL); break;
    case CLI_MERGE: status = run_merge(&o); break;
    case CLI_PIVOT: status = run_pivot(&o); break;
    case CLI_PLOT: status = run_plot(&o); break;
    case CLI_PLAY: status = run_play(&o); break;
    case CLI_RUN:
        if (o.tree_file) status = run_tree_file(&o);
        else if (o.game && o.positions) status = run_positions(&o);
        else if (o.game) status = run_game(&o);
        else if (o.trace || o.dot) status = follow_one_tree(&o);
        else status = write_output("-o", o.output, write_run, &o);
        break;
    }
    if (status != EXIT_SUCCESS) return status;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        if (errno == EPIPE) die_of_closed_pipe();
        message("write error on standard output: %s", strerror(errno));
        return EXIT_RUNTIME;
    }
    return EXIT_SUCCESS;
}
