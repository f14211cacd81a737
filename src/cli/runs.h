/* runs.h - the kinds of run that main dispatches to, one file each, and
 * what they share.  A run checks everything before it opens its output,
 * writes it whole or not at all (write_output), and returns the exit
 * status after its messages (console.h).
 *
 *   run_trials.c  generated trees: the paper's experiments, --constants
 *   run_tree.c    one tree (--tree FILE, or a game's position): a row per algorithm
 *   run_follow.c  --trace and --dot: one search's events or drawing
 *   run_game.c    --game: a position, or --positions FILE
 *   run_play.c    starbench play: matches between engines
 *   run_check_game.c  starbench check-game: a game's conformance checks
 *   run_compare.c starbench compare: engines judged by a referee at budgets
 *   run_tools.c   starbench merge, pivot and plot
 */
#ifndef STARBENCH_RUNS_H
#define STARBENCH_RUNS_H

#include "cli/run_config.h"
#include "core/horizon.h"
#include "output/output.h"
#include "output/report.h"

/* Opens the output (-o, or stdout), lets `write` fill it (0, or -1 after a
 * message), and publishes it whole, or discards it when writing failed. */
int write_output(const char *option, const char *path, int (*write)(struct output *out, const void *arg),
                 const void *arg);

/* Sends what is buffered on its way; 0, or -1 after a message. */
int flush_rows(struct output *out);

/* The tree searched: base, or its view under spec (into h; NULL spec: base); NULL after a message. */
const struct tree *view_of(const struct horizon_spec *spec, const struct tree *base, struct horizon_tree *h);
void release_view(struct horizon_tree *h);

/* run_trials.c */
int run_trials(const struct run_config *o);
int run_constants(const struct run_config *o);
int write_run(struct output *out, const void *config); /* the trials' rows, write_output's writer */

/* run_tree.c */
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

/* The algorithms that read values as win probabilities need bounds 0, 1: 0, or -1 after a message. */
int check_value_algorithms(const struct run_config *o, const struct tree *t, const char *remedy);
struct tree_row_frame tree_frame(const struct tree_run *run);
int write_tree_rows(struct output *out, const struct tree_run *run);
int write_tree(struct output *out, const void *arg);
int search_tree_run(const struct run_config *o, struct tree_run *run);
int run_tree_file(const struct run_config *o);

/* run_follow.c: with --dot the drawing first, then the --trace CSV or `rows`. */
int write_searches(const struct run_config *o, const struct tree *t,
                   int (*rows)(struct output *out, const void *arg), const void *rows_arg);
int follow_one_tree(const struct run_config *o);

/* run_game.c */
int run_game(const struct run_config *o);
int run_positions(const struct run_config *o);
int run_hint(const struct run_config *o); /* --hint: the root's moves ranked by their searched values */

/* run_play.c */
int run_play(const struct run_config *o);

/* run_compare.c: starbench compare (engines judged by a referee at budgets), or its shards' rows summed. */
int run_compare(const struct run_config *o);

/* run_check_game.c: starbench check-game GAME (games/conformance.h); 1 when a check fails. */
int run_check_game(const struct run_config *o);

/* run_tools.c */
int run_merge(const struct run_config *o);
int run_pivot(const struct run_config *o);
int run_plot(const struct run_config *o);

#endif
