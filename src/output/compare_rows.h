/* compare_rows.h - `starbench compare`'s rows: per engine and budget, how
 * much its moves lose against a referee's verdicts over a file of a game's
 * positions.  A row carries its exact sums (integers: losses in millionths
 * of the game's unit, evaluations), from which every other column is
 * computed, and the slice of the file it covers (first, count of total
 * positions), so that the rows of a run split by --shard add up
 * (compare_rows_merge) to the unsplit run's, byte for byte.  Besides its
 * own loss a row gives, position by position, its loss less the first
 * engine's at the same budget (paired: the same positions, so the interval
 * leaves out how hard the positions are), and the base rate, a uniformly
 * random legal move's expected loss.  Prints nothing but rows; errors come
 * back as one line in err.
 */
#ifndef STARBENCH_COMPARE_ROWS_H
#define STARBENCH_COMPARE_ROWS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* What names a row: everything the engine's moves depend on. */
struct compare_key {
    const char *game, *positions, *referee, *engine, *budget; /* budget: evals=N, nodes=N or time=MS */
};

/* A row's exact sums over its slice of the positions. */
struct compare_sums {
    uint64_t first, count, total; /* positions first .. first + count - 1 of the file's total */
    uint64_t best;                /* moves the referee ranks first */
    uint64_t loss_sum;            /* millionths of the game's unit */
    uint64_t loss_squares;        /* their squares' sum */
    uint64_t evals_sum;           /* static evaluations, all the engine spent (dropped included) */
    uint64_t dropped_sum;         /* of them, what abandoned horizons spent (a budget's) */
    uint64_t cross_sum;           /* the losses times the first engine's at the same budget and position */
    uint64_t random_sum;          /* a uniformly random legal move's expected loss, rounded to a millionth a
                                     position (the mean of the referee's losses over the moves) */
};

/* One position's verdicts, for a row: the engine's move, the first
 * engine's at the same budget (the engine itself for the first), and the
 * position's base rate. */
struct compare_verdict {
    int64_t loss_micro, first_loss_micro, random_loss_micro;
    int rank;
    uint64_t evals, dropped;
};

/* Adds one position's verdict on a move and its cost.  0, or -1 when a sum
 * would pass 2^64 (the row cannot be exact). */
int compare_sums_add(struct compare_sums *s, const struct compare_verdict *v);

void compare_header(FILE *out);
/* The row of k with sums s; first: the first engine's sums at the same
 * budget, over the same positions (s itself for the first engine). */
void compare_row(FILE *out, const struct compare_key *k, const struct compare_sums *s, const struct compare_sums *first);

/* The rows of `count` files (one run's shards, in any order; "-":
 * standard input) summed into the unsplit run's and written to out.
 * 0; -1 with err (a file that is no compare output, slices that overlap or
 * leave a gap, sums that do not fit); CSV_NO_MEMORY out of memory. */
int compare_rows_merge(char *const *files, int count, FILE *out, char *err, size_t errlen);

#endif
