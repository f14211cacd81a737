/* experiment.h - trials of generated trees and their statistics.
 *
 * An experiment runs the chosen algorithms on every trial's tree (the same
 * tree for all of them: a paired comparison) and returns per-algorithm
 * summaries; it prints nothing.  Trial t's tree depends only on (spec, t)
 * (see generator.h), and summaries are accumulated in trial order whatever
 * the number of threads, so results are identical for any thread count.
 */
#ifndef STARBENCH_EXPERIMENT_H
#define STARBENCH_EXPERIMENT_H

#include <stddef.h>
#include <stdint.h>

#include "generator.h"
#include "search.h"

#define EXPERIMENT_MAX_ALGORITHMS 16

/* An algorithm of a run, with its parameters resolved once (--probes, --goal). */
struct run_algorithm {
    const struct algorithm *algorithm;
    struct search_params params;
};

struct experiment {
    struct gen_spec spec;        /* the trees: one N, one ordering */
    uint64_t first_trial;        /* ORDER_RANDOM: trials first_trial .. first_trial + trials - 1 */
    uint64_t trials;             /* see experiment_trial_count */
    const struct run_algorithm *algorithms;
    int algorithm_count;
    int verify;                  /* check every value against exhaustive *-minimax */
    int threads;                 /* at most; never more than there are trials */
    /* Optional: called on the calling thread about every 0.1 s while trials
     * run, with the trials done so far; a nonzero answer stops the
     * experiment (experiment_run fails).  For progress and cancellation. */
    int (*tick)(void *arg, uint64_t trials_done, uint64_t trials_total);
    void *tick_arg;
};

/* Mean and spread by Welford's update, fed in trial order. */
struct running_stat {
    uint64_t count;
    double mean, m2;
};

double running_stat_sd(const struct running_stat *s);  /* sample sd (n - 1); 0 for n < 2 */
double running_stat_se(const struct running_stat *s);  /* sd / sqrt(n) */

struct algorithm_summary {
    struct running_stat leaves, probe_cutoffs, regular_cutoffs;
};

struct trial_result {
    struct search_stats stats;
    struct search_result result; /* the root's value (scaled) or, goal move, its bound and move */
};

/* Called once per trial, in trial order, with one result per algorithm (in
 * the experiment's order).  A nonzero return stops the experiment. */
typedef int (*trial_sink)(void *arg, uint64_t trial, const struct tree *t,
                          const struct trial_result *results);

/* Number of trials actually run: 1 for ORDER_BEST (the best-case tree is
 * unique), every ordering for ORDER_ENUMERATED, e->trials otherwise. */
uint64_t experiment_trial_count(const struct experiment *e);

/* Runs e; fills summary[0..algorithm_count-1].  Returns 0, or -1 with a
 * one-line reason in err (an unusable spec, a verification mismatch, out of
 * memory, or a sink that stopped). */
int experiment_run(const struct experiment *e, struct algorithm_summary *summary,
                   trial_sink sink, void *sink_arg, char *err, size_t errlen);

/* Runs every algorithm once on one tree (a tree read from a file) into
 * results[0..count-1]; with verify, checks each value against exhaustive
 * *-minimax.  Returns 0, or -1 with a one-line reason in err. */
int experiment_search_tree(const struct tree *t, const struct run_algorithm *algorithms, int count, int verify,
                           struct trial_result *results, char *err, size_t errlen);

#endif
