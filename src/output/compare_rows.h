/* compare_rows.h - `starbench compare`'s rows: per engine and budget, how
 * much its moves lose against a referee's verdicts over a file of a game's
 * positions.  A row carries its exact sums (integers: losses in millionths
 * of the game's unit, evaluations), from which every other column is
 * computed, and the slice of the file it covers (first, count of total
 * positions), so that the rows of a run split by --shard add up
 * (compare_rows_merge) to the unsplit run's, byte for byte.  Prints
 * nothing but rows; errors come back as one line in err.
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
};

/* Adds one position's verdict on a move and its cost.  0, or -1 when a sum
 * would pass 2^64 (the row cannot be exact). */
int compare_sums_add(struct compare_sums *s, int64_t loss_micro, int rank, uint64_t evals, uint64_t dropped);

void compare_header(FILE *out);
void compare_row(FILE *out, const struct compare_key *k, const struct compare_sums *s);

/* The rows of `count` files (one run's shards, in any order; "-":
 * standard input) summed into the unsplit run's and written to out.
 * 0; -1 with err (a file that is no compare output, slices that overlap or
 * leave a gap, sums that do not fit); CSV_NO_MEMORY out of memory. */
int compare_rows_merge(char *const *files, int count, FILE *out, char *err, size_t errlen);

#endif
