/* experiment.h - trials of Ballard's 2-ply experiment and their statistics.
 *
 * An experiment runs the chosen algorithms on every trial's tree (the same
 * tree for all of them: a paired comparison) and returns per-algorithm
 * summaries; it prints nothing.  Trial t's tree depends only on (seed, N,
 * order, t), and summaries are accumulated in trial order whatever the number
 * of threads, so results are identical for any thread count.
 */
#ifndef STARBENCH_EXPERIMENT_H
#define STARBENCH_EXPERIMENT_H

#include <stddef.h>
#include <stdint.h>

#include "search.h"
#include "tree.h"

#define EXPERIMENT_MAX_ALGORITHMS 16

struct experiment {
    int n;                       /* branching factor N (even) */
    enum tree_order order;
    uint64_t seed;
    uint64_t first_trial;        /* trials first_trial .. first_trial + trials - 1 */
    uint64_t trials;             /* see experiment_trial_count */
    int algorithm[EXPERIMENT_MAX_ALGORITHMS]; /* indices into ALGORITHMS */
    int algorithm_count;
    int probes;                  /* rounds for PROBES_FROM_OPTION algorithms */
    int star_first;              /* 0, or k: the + node searches its k-th best * child first */
    int verify;                  /* check every value against exhaustive *-minimax */
    int threads;
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
    value_t value;               /* the root's value, scaled by the tree's scale */
};

/* Called once per trial, in trial order, with one result per algorithm (in
 * the experiment's order).  A nonzero return stops the experiment. */
typedef int (*trial_sink)(void *arg, uint64_t trial, const struct tree *t,
                          const struct trial_result *results);

/* Number of trials actually run: 1 for ORDER_BEST (the best-case tree is
 * unique), every ordering for ORDER_ENUMERATED, e->trials otherwise. */
uint64_t experiment_trial_count(const struct experiment *e);

/* The tree every trial of e searches. */
struct tree_spec experiment_tree_spec(const struct experiment *e);

/* Runs e; fills summary[0..algorithm_count-1].  Returns 0, or -1 with a
 * one-line reason in err (a verification mismatch, out of memory, a thread
 * that could not start, or a sink that stopped). */
int experiment_run(const struct experiment *e, struct algorithm_summary *summary,
                   trial_sink sink, void *sink_arg, char *err, size_t errlen);

#endif
