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

#include "core/cutfit.h"
#include "sources/generator.h"
#include "core/horizon.h"
#include "core/pool.h"
#include "core/search.h"
#include "core/stats.h"

#define EXPERIMENT_MAX_ALGORITHMS 16
#define EXPERIMENT_MAX_HORIZONS 16 /* experiment.horizon_count, at most */
#define EXPERIMENT_MAX_N 1000      /* a generated tree's N and C, at most (-N, -C) */
#define EXPERIMENT_MAX_TRIALS 1000000000ULL /* --trials, at most */
#define EXPERIMENT_MAX_EXACT_TREES (1ULL << 24) /* --mode exact: orderings enumerated, at most (N=2, D=2: 128) */

/* An algorithm of a run, with its parameters resolved once (--probes, --goal). */
struct run_algorithm {
    const struct algorithm *algorithm;
    struct search_params params;
    int count_distinct;  /* --count distinct: leaves counts distinct leaves (distinct.h), not reads */
    uint64_t table_entries; /* params.table: the transposition table's entries (search_workspace_table) */
    int iterative;       /* with a horizon H: search horizons 1, 2, .., H in turn, one table throughout
                            (each iteration's best moves first in the next), every iteration counted */
    const struct cut_fit *cut_fit; /* NEEDS_CUT_FIT (cpc): ChanceProbCut's fit, checked against the tree
                                      (cut_fit_check); params.cut is made from it per tree (at horizons
                                      deeper than its reduction: shallower, the search has no cut) */
    /* BUDGET_NONE, or searched within it (one tree, a view with a horizon):
     * iterative deepening, horizon 1, 2, ... up to the run's horizon, each
     * searched afresh as a plain search at that horizon (so its value and
     * move are exactly the plain search's), for as long as every horizon
     * searched so far costs at most `limit` (horizon 1 whatever it costs);
     * mcts spends it by itself at its one horizon (mcts.h). */
    struct search_budget budget;
    /* algorithm->sampled (mcms): every tree searched is seen through
     * sparse sampling (sampling.h) with `samples` draws per * node, drawn
     * by sample_seed; the result's value is brought back to the tree's
     * units, rounded. */
    int samples;
    uint64_t sample_seed;
};

/* Whether a budget can bound algorithm a's search to `horizon`: mcts spends it on play-outs at any horizon;
 * the others deepen horizon by horizon, horizon 1 searched whatever it costs, so at horizon 1 a budget would
 * bound nothing (the command line and engines refuse it there). */
int experiment_budget_binds(const struct algorithm *a, int horizon);

/* Whether algorithm a can search base seen through h (NULL: none) as
 * trees of base's shape: mcms's sampled view must keep values below
 * 2^62 (sampling.h).  0, or -1 with a one-line reason in err. */
int experiment_check_algorithm(const struct run_algorithm *a, const struct tree *base, const struct horizon_spec *h,
                               char *err, size_t errlen);

struct experiment {
    struct gen_spec spec;        /* the trees: one N, one ordering */
    uint64_t first_trial;        /* ORDER_RANDOM: trials first_trial .. first_trial + trials - 1 */
    uint64_t trials;             /* see experiment_trial_count */
    const struct run_algorithm *algorithms;
    int algorithm_count;
    /* With shards K > 0, only the shard-th (1..K) of K disjoint, contiguous
     * slices of the trials runs: trials [T (shard-1) / K, T shard / K) of
     * the T that experiment_trial_count gives (see experiment_slice). */
    uint64_t shard, shards;
    int verify;                  /* check every value against exhaustive *-minimax (of the horizon tree) */
    /* NULL, or the view every tree is searched through (horizon.h): a
     * horizon and/or an ordering (a spec that asks for neither, e.g. only
     * rank_probes, searches the tree itself).  With a horizon each trial
     * also judges the move each search chose in the full tree
     * (trial_result.quality).  A horizon at or past the tree's depth
     * cuts nothing. */
    const struct horizon_spec *horizon;
    /* 2 or more: horizon points to that many views (their horizons
     * differ), each trial searched through every one of them, so that
     * each horizon's summary is paired with the first's (trial t is the
     * same tree at every horizon); 0 or 1: the one view above. */
    int horizon_count;
    int threads;                 /* at most; never more than there are trials */
    struct worker_pool *pool;    /* the run's threads, or NULL: e starts its own */
    /* Optional: called on the calling thread about every 0.1 s while trials
     * run, with the trials done so far; a nonzero answer stops the
     * experiment (experiment_run fails).  For progress and cancellation. */
    int (*tick)(void *arg, uint64_t trials_done, uint64_t trials_total);
    void *tick_arg;
};

/* Exact sufficient statistics (stats.h): a split run adds up to the unsplit one. */
struct algorithm_summary {
    struct exact_stat leaves, probe_cutoffs, regular_cutoffs;
    /* With a horizon: 1 per trial whose chosen move is a best one, and the
     * loss in millionths of the tree's unit (experiment_loss_micro); over
     * the decisive trials only (the root's moves differ in value), correct
     * again; 1 per trial whose root is worth U (a win, in win/loss models). */
    struct exact_stat correct, loss_micro, decisive_correct, root_win;
    /* With several horizons, against the first's search of the same tree:
     * 1 per trial whose move is right here and wrong there (gained), the
     * reverse (lost), and the loss's difference, shifted by
     * EXPERIMENT_LOSS_SHIFT to be a count (the sums stay exact). */
    struct exact_stat gained, lost, loss_diff_shifted;
};
/* Past any loss in millionths of a generated tree's unit (U - L < 2^15
 * units: D <= 8, N, C <= 1000), and its squares summed over 2^47 trials
 * still fit in 128 bits. */
#define EXPERIMENT_LOSS_SHIFT ((uint64_t)1 << 40)

struct trial_result {
    struct search_stats stats;
    struct search_result result; /* the root's value (scaled) or, goal move, its bound and move */
    struct move_quality quality; /* the chosen move in the full tree's order; with a horizon judged in the
                                    full tree (values in the horizon tree's units) */
    int count_failed;            /* count_distinct ran out of memory: stats.leaves is not the count */
    /* With a budget: the deepest horizon searched within it, whose result
     * this is (stats: the cost of horizons 1 .. horizon_reached; the
     * horizon that overran it was stopped and is not counted), and 1 when
     * horizon 1 alone cost more than the budget (its result all the same). */
    int horizon_reached, budget_exceeded;
    /* With a partial budget (search_budget.partial): 0, or the root children
     * that horizon_reached, stopped by the budget, searched through (its
     * move and value the best of them: at least as good at that horizon as
     * the last complete horizon's move, which it searched first). */
    int partial_children;
    struct search_stats dropped; /* with a budget: what the horizon past horizon_reached spent before it was
                                    stopped (or in all, when it ran to its end past the budget) and dropped
                                    (partially searched: what it spent past its last root child searched
                                    through); zero when none was */
    double cpu_seconds;          /* the calling thread's CPU time in the algorithm's searches (its iterations,
                                    shallow searches; not judging or verifying): varies run to run */
    /* experiment_search_tree with hooks->lines (else 0): the principal line below the
     * chosen move (search_principal_line), its positions in the tree's own
     * order whatever order the search used, in the tree of the horizon the
     * result is from (a budget's horizon reached). */
    int line[SEARCH_EVENT_MAX_DEPTH];
    int line_length;
};

#define EXPERIMENT_COUNT_FAILED "out of memory (the probed leaves that --count distinct keeps)"

/* A move's loss (best_value - chosen_value, scaled by `scale`) in
 * millionths of the tree's unit, rounded half up: an integer, so summed
 * exactly whatever the split of the trials (the trees' scales may differ
 * from trial to trial, e.g. under random probabilities). */
uint64_t experiment_loss_micro(const struct move_quality *q, value_t scale);

/* Adds one trial's counts to a summary; with a horizon (the move judged)
 * also its quality, values in units of 1 / scale. */
void experiment_summary_add(struct algorithm_summary *s, const struct trial_result *r);
/* With a horizon: r's move quality into s; t is the tree whose units the values are in. */
void experiment_summary_add_quality(struct algorithm_summary *s, const struct trial_result *r, const struct tree *t);

/* Called once per trial, in trial order, with the tree whose units the
 * values are in (the trial's, or its horizon tree) and one result per
 * algorithm (in the experiment's order).  A nonzero return stops the
 * experiment. */
typedef int (*trial_sink)(void *arg, uint64_t trial, const struct tree *t,
                          const struct trial_result *results);

/* Number of trials actually run: 1 for ORDER_BEST (the best-case tree is
 * unique), every ordering for ORDER_ENUMERATED, e->trials otherwise. */
uint64_t experiment_trial_count(const struct experiment *e);

/* Trials [T (shard-1) / K, T shard / K) of the T trials from first_trial
 * (shards K = 0: all of them): their first number and count. */
void experiment_shard_range(uint64_t first_trial, uint64_t total, uint64_t shard, uint64_t shards, uint64_t *first,
                            uint64_t *count);

/* The first trial number and the number of trials that e runs (its shard). */
void experiment_slice(const struct experiment *e, uint64_t *first, uint64_t *count);

/* The first trial number of the whole (unsharded) run. */
uint64_t experiment_first_trial(const struct experiment *e);

/* The index of the run's plain exhaustive *-minimax search (no table, no
 * deepening: expectimax with them is a search measured like the others)
 * among the first count (the last, if several), or -1: the verification's
 * reference and the rows' baseline. */
int experiment_reference(const struct run_algorithm *algorithms, int count);

/* The views each trial is searched through (experiment.horizon_count, at least 1). */
int experiment_horizons(const struct experiment *e);

/* Runs e; fills summary[0..algorithm_count-1], with several horizons
 * summary[k * algorithm_count + a] for horizon k.  Returns 0, or -1 with a
 * one-line reason in err (an unusable spec, a verification mismatch, out of
 * memory, or a sink that stopped). */
int experiment_run(const struct experiment *e, struct algorithm_summary *summary,
                   trial_sink sink, void *sink_arg, char *err, size_t errlen);

/* What is being searched when experiment_search_tree polls: the
 * algorithm (NULL: a search that is no algorithm's, judging moves or
 * verifying), the horizon it searches to (0: none), and its counts so far
 * (NULL with no algorithm). */
struct search_progress {
    const char *algorithm;
    int horizon;
    const struct search_stats *stats;
};

/* What the caller of experiment_search_tree hears while it runs (NULL
 * members: nothing).  poll(arg, progress) is the searches' poll
 * (search_workspace_poll, every SEARCH_POLL_LEAVES leaves: nonzero
 * abandons the run); on_result(arg, a,
 * results) is called as soon as results[a] is final (searched, verified,
 * judged), for a = 0, 1, ... in the list's order, an exhaustive search's
 * result (the rows' baseline) final before any; nonzero stops the run. */
struct experiment_hooks {
    int (*poll)(void *arg, const struct search_progress *progress);
    int (*on_result)(void *arg, int a, const struct trial_result *results);
    void *arg;
    int lines; /* 1: each result with its principal line (trial_result.line), found on the run's workspace
                  after the result is final; its searches' evaluations counted nowhere */
};

/* Runs every algorithm once on one tree (a tree read from a file, or a
 * game) into results[0..count-1] (with hooks->lines, each with its
 * principal line), to the horizon if one is given (NULL: none); with
 * verify, checks each value against exhaustive *-minimax (forward pruning
 * excepted).  One workspace (and table) serves every search of the call,
 * the lines' too.  A game (no full tree) with a forward-pruning
 * algorithm in the run has every algorithm's move judged in the horizon
 * tree instead, against the exact values of the root's children there.
 * hooks (or NULL) hear of each result as it is done.  Returns 0, or -1
 * with a one-line reason in err (a mismatch, out of memory, or a run that
 * hooks stopped). */
int experiment_search_tree(const struct tree *t, const struct run_algorithm *algorithms, int count, int verify,
                           const struct horizon_spec *horizon, const struct experiment_hooks *hooks,
                           struct trial_result *results, char *err, size_t errlen);

/* One algorithm choosing moves on many trees of one shape, e.g. a game's
 * positions searched to one horizon (an engine that plays): its workspace
 * (and table) made once, for trees as deep and wide as dims seen through
 * h (NULL: none).  experiment_choose searches base (of dims' shape) into
 * r, its move in base's order in r->quality.chosen, nothing verified or
 * judged (with a budget as experiment_search_tree deepens); 0, or -1 when
 * the search was abandoned.  One chooser per thread. */
struct experiment_chooser;
struct experiment_chooser *experiment_chooser_new(const struct tree *dims, const struct run_algorithm *algorithm,
                                                  const struct horizon_spec *h);
int experiment_choose(struct experiment_chooser *c, const struct tree *base, struct trial_result *r);
void experiment_chooser_free(struct experiment_chooser *c);

#endif
