/* report.h - CSV output (RFC 4180: comma-separated, CRLF-free, one header).
 * The columns are documented in doc/reference.md; change both together.  Every row
 * names the tree's settings (n, d, c, probs, model, p) and the goal, so rows
 * of different settings never mix silently. */
#ifndef STARBENCH_REPORT_H
#define STARBENCH_REPORT_H

#include <stdio.h>

#include "trials/experiment.h"

/* CSV name of an ordering: best, random or exact (every ordering enumerated);
 * rows of the algebraic formula have mode formula. */
const char *report_mode_name(enum tree_order order);

/* The columns every summary, trial and stats row starts with (the tree's
 * settings, the goal, the mode, the algorithm, its probing rounds and its *
 * node cutoff test): REPORT_SETTINGS_COLUMNS of them. */
#define SETTINGS_HEADER "n,d,c,probs,model,p,goal,mode,algorithm,probes,star1_cutoff,"
#define REPORT_SETTINGS_COLUMNS 11

/* With a horizon (horizon: the spec, else NULL), summary, trial and tree
 * rows end with REPORT_HORIZON_HEADER (the horizon, the evaluation, its
 * noise) and the quality of the chosen move. */
#define REPORT_HORIZON_HEADER "horizon,eval,eval_noise"
/* With an ordering (--order eval, --chance-order likely, --rank-probes K),
 * rows end with REPORT_ORDER_HEADER after everything else. */
#define REPORT_ORDER_HEADER "order,chance_order,rank_probes"
/* With --count distinct (count_distinct), every row ends with a column
 * `count`, distinct: its leaves counts are distinct leaves (distinct.h).
 * With several horizons (paired), summaries end with REPORT_PAIRED_HEADER:
 * the first horizon, the trees whose move is right at this horizon and
 * wrong at the first (gained) and the reverse (lost), the paired
 * difference of the correct rates and of the mean losses with their
 * standard errors (empty on the first horizon's rows). */
#define REPORT_PAIRED_HEADER "paired_horizon,correct_gained,correct_lost,correct_diff,correct_diff_se,loss_diff," \
                             "loss_diff_se"
void report_summary_header(FILE *out, const struct horizon_spec *horizon, const struct gen_spec *spec,
                           int count_distinct, int paired);
/* The summary s of algorithm a at e's k-th horizon (k = 0 without several). */
void report_summary_row(FILE *out, const struct experiment *e, int k, int a,
                        const struct algorithm_summary *s);

/* Every summary row, tree row and results/backgammon/backgammon.csv carry these
 * columns with one meaning.  The bounds L, U every search started from and
 * where they came from: theory (the model's smallest and largest leaf,
 * known before any search), file (the file's own smallest and largest
 * leaf, which no engine knows before searching) or option (--bounds).  The
 * baseline: exhaustive *-minimax's leaves on the same tree (to the
 * horizon); examined_pct = 100 leaves / baseline and saved_pct = 100 -
 * examined_pct (negative where probing re-reads more than it saves). */
#define REPORT_BASELINE_HEADER "baseline_leaves,examined_pct,saved_pct"
#define REPORT_BOUNDS_HEADER "lo,hi,bounds_source"

/* What a summary row says beside its statistics. */
struct summary_frame {
    uint64_t seed;
    int seeded;              /* 0: the trees are not drawn (best order, every ordering): seed left empty */
    double baseline_leaves;  /* every tree of the row has as many */
    int64_t lo, hi;          /* the model's bounds, unscaled */
    int population;          /* the trees are every ordering: sd over n, no se */
    int star_first;
    const char *star_first_mode;
    int count_distinct;
    int paired;                           /* several horizons: REPORT_PAIRED_HEADER's columns */
    const struct horizon_spec *paired_with; /* and the first, or NULL on its own rows */
};

/* A summary row's columns after the settings, from exact statistics (the
 * one place they are printed, so a merged run prints what an unsplit one
 * does). */
void report_summary_values(FILE *out, const struct algorithm_summary *s, const struct summary_frame *frame,
                           const struct horizon_spec *horizon, const struct gen_spec *spec);

/* --stats: a row's exact sufficient statistics, which `starbench merge`
 * adds up: the settings, seed, star_first and star_first_mode (together
 * the row's key), the whole run's trial range (run_first_trial, run_trials),
 * the range this row covers (first_trial, trials: its shard), and each
 * count's sum and sum of squares, in decimal. */
#define REPORT_STATS_HEADER SETTINGS_HEADER "seed,star_first,star_first_mode,run_first_trial,run_trials," \
    "first_trial,trials,leaves_sum,leaves_sum_squares,probe_cutoffs_sum,probe_cutoffs_sum_squares," \
    "regular_cutoffs_sum,regular_cutoffs_sum_squares"
void report_stats_header(FILE *out);
void report_stats_row(FILE *out, const struct experiment *e, int a, const struct algorithm_summary *s);

/* --mode formula: Table V's algebraic estimate of Star1's mean leaves on the
 * paper's tree of branching n. */
void report_formula_row(FILE *out, int n, double leaves);

/* --constants: Results 1 and 2 (section 6.1) as a small CSV of its own. */
void report_constants(FILE *out);

void report_trial_header(FILE *out, const struct horizon_spec *horizon, const struct gen_spec *spec,
                         int count_distinct);
void report_trial_row(FILE *out, const struct experiment *e, int a, uint64_t trial,
                      const struct tree *t, const struct trial_result *r);

/* A tree read from a file (--tree): one row per algorithm, ending with the
 * root move the search chose (1-based, in the file's order; empty when the
 * root is no + node), `line`, the principal line below it
 * (search_principal_line) as a path ("r.2.1.3", trace.h), then
 * bounds_source and the baseline's columns (REPORT_BASELINE_HEADER); with
 * goal move, a last column `goal` (move), and a value found only as a
 * lower bound printed >=v. */
/* A referee's verdict on each root move, in the tree's order (--referee). */
struct move_verdicts {
    size_t count;
    const int64_t *loss_micro; /* equity the move gives up against the best, millionths of a point */
    const int *rank;           /* 1 + the moves the referee rates strictly higher */
};

struct tree_row_frame {
    const char *file;
    const char *bounds_source;       /* file or option (REPORT_BOUNDS_HEADER) */
    uint64_t baseline_leaves;        /* exhaustive *-minimax's leaves on the tree searched */
    int has_baseline;                /* 0: no exhaustive search ran (minimax not in the run, no
                                        --baseline minimax): the baseline's columns are empty */
    const struct horizon_spec *horizon;
    enum search_goal goal;
    /* --order random: the rows of one reordering end with its trial and the
     * seed (per_trial); summaries are over `trials` of them. */
    int per_trial;
    uint64_t trial, seed;
    int count_distinct;
    int table;                       /* --table: rows add REPORT_TABLE_HEADER */
    int cut;                         /* --cut-fit: rows add REPORT_CUT_HEADER */
    const struct search_budget *budget; /* --budget, or NULL: rows add REPORT_BUDGET_HEADER */
    int cpu_time;                    /* --cpu-time: rows add cpu_seconds after the cost */
    const struct tree *game;         /* a game whose moves have names (tree_ops.name_move): rows add
                                        REPORT_GAME_HEADER; NULL: none */
    const struct move_verdicts *verdicts; /* --referee: rows add REPORT_REFEREE_HEADER; NULL: none */
};
/* With --table N, tree rows add the algorithm's table entries (0: it kept
 * none) and iterate (1: iterative deepening), and the table's hits, stores
 * and replacements (search_stats). */
#define REPORT_TABLE_HEADER "table,iterate,table_hits,table_chance_hits,table_stores,table_replacements"
/* The cost of a search, on every tree row and on per-trial rows with a
 * horizon, after the groups above: the nodes it entered (leaves included)
 * and the static evaluations it made (search_stats.evaluations: at the
 * horizon and to order children), both over every search the algorithm
 * made (iterations, ChanceProbCut's shallow searches).  Not counted: the
 * searches that judge moves or verify values. */
#define REPORT_COST_HEADER "nodes,evals"
/* With --budget, tree rows add after the cost: the budget (evals=N or
 * nodes=N), the deepest horizon searched within it, whose value, move and
 * line the row gives (the row's horizon is the deepest tried), and
 * budget_exceeded, 1 when horizon 1 alone cost more than the budget (its
 * move is given all the same).  Their nodes and evals are those of the
 * horizons searched, 1 .. horizon_reached. */
#define REPORT_BUDGET_HEADER "budget,horizon_reached,budget_exceeded,dropped_nodes,dropped_evals"
/* A game's rows (--game) add, after the groups above: the move chosen in
 * the game's notation (backgammon: gnubg's, "8/5 6/5"), the position after
 * it with the opponent on roll (gnubg's position ID), both empty when the
 * root is the dice to come, and the value in points of the game's score
 * (equity), rounded to 4 decimals (half away from zero). */
#define REPORT_GAME_HEADER "play,position_after,equity"
/* With --referee, a game's rows add after REPORT_GAME_HEADER the referee's
 * verdict on the chosen move: ref_loss, the equity it gives up against the
 * roll's best move in milli-points (exact: 3 decimals), and ref_rank, 1 +
 * the moves rated strictly higher. */
#define REPORT_REFEREE_HEADER "ref_loss,ref_rank"
/* With --cut-fit, tree rows add ChanceProbCut's band in sigmas and its
 * reduction (empty for the algorithms that do not cut), the * nodes cut
 * off by it and the outcomes searched shallow (search_stats). */
#define REPORT_CUT_HEADER "cut_sigmas,cut_reduction,forward_cutoffs,shallow_searches"
void report_tree_header(FILE *out, const struct tree_row_frame *frame);

/* v (in t's units) in points of a game's score (per_point values a point),
 * to 4 decimals, rounded half away from zero: exact, in 128 bits. */
void report_format_points(const struct tree *t, value_t per_point, value_t v, char *buf, size_t len);
void report_tree_row(FILE *out, const struct tree_row_frame *frame, const struct tree *t,
                     const struct run_algorithm *ra, const struct trial_result *r, const char *line);

/* --order random's summary over a file's reorderings, one row per
 * algorithm: file, lo, hi, algorithm, probes, star1_cutoff, then trials,
 * seed, leaves_mean, leaves_sd, leaves_se, value (the same in every
 * order), the cutoffs' means and standard errors, bounds_source and the
 * baseline's columns; the horizon's group with summaries' quality columns,
 * the order group and goal as on tree rows. */
void report_tree_summary_header(FILE *out, const struct tree_row_frame *frame);
void report_tree_summary_row(FILE *out, const struct tree_row_frame *frame, const struct tree *t,
                             const struct run_algorithm *ra, const struct algorithm_summary *s,
                             const struct trial_result *last);

/* Whether the column `name` (of any row above, or results/backgammon/backgammon.csv)
 * holds what one algorithm's search measured (its leaves, cutoffs, value,
 * chosen move and its quality, its probing rounds) rather than a setting
 * that every algorithm of the run shares: the columns `starbench pivot`
 * spreads into a group per algorithm. */
int report_measured_column(const char *name);

/* Writes text as one CSV field, quoted (RFC 4180) when it holds a comma, a
 * quote or a line break. */
void report_csv_field(FILE *out, const char *text);

#endif
