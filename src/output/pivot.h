/* pivot.h - one row per setting, a column group per algorithm
 * (`starbench pivot`).
 *
 * Reads one CSV with a header line (starbench's summary, per-trial and tree
 * rows, results/backgammon/backgammon.csv, results/table*.csv, or any CSV; RFC 4180
 * quoting is understood and kept as written, a quoted field equal to the
 * unquoted one) and spreads it.  The rows
 * that agree on every key column become one row; each distinct value of
 * the `by` column (default: algorithm) becomes a group of columns named
 * BYVALUE_COLUMN (star2_leaves_mean), one per value column.  Value
 * columns: those named, or by default every column that
 * report_measured_column says an algorithm's search measured.  Key
 * columns: those named, or by default every column but `by` that is not
 * such a measurement.  A column that is neither key, value nor `by` is
 * left out.  Rows come in
 * the order in which their key first appears, groups in the order in which
 * their `by` value first appears; a cell with no row is empty.  Two rows
 * with the same key and `by` value are an error: one of them would be
 * lost; so are two written columns of one name.  A line that repeats the
 * header (joined outputs) is skipped; one whose `by` field is that
 * column's name (another header) is an error.  With `ratio` (a `by`
 * value: minimax), each other group's value column V is followed by
 * V_pct, 100 times the cell over the ratio group's in the same row, to 4
 * decimals (empty where either is empty, not a number, or the ratio
 * group's is 0); numbers are decimals or P/Q.  Reads and checks
 * everything; prints nothing.
 */
#ifndef STARBENCH_PIVOT_H
#define STARBENCH_PIVOT_H

#include <stddef.h>
#include <stdio.h>

#include "output/csv.h"

/* Comma-separated column names, or NULL for the default. */
struct pivot_options {
    const char *by;
    const char *keys;
    const char *values;
    const char *ratio;          /* --ratio GROUP, or NULL */
};

struct pivot {
    struct csv csv;             /* the file's records (record 0: the header) */
    int by;
    int *keys, key_count;
    int *values, value_count;
    size_t *groups;             /* the first record of each distinct `by` value */
    size_t group_count;
    char **names;               /* group x value: the spread columns' names; then group x value: their
                                   _pct columns' (NULL: none, the ratio group's own or no --ratio) */
    size_t ratio_group;         /* --ratio's group, or group_count: none */
    size_t *spread;             /* row x group: the record of that cell, or 0 (none) */
    size_t row_count;
};

#define PIVOT_NO_MEMORY CSV_NO_MEMORY

/* Reads and spreads `file` ("-": standard input).  Returns 0; -1 with a
 * one-line reason in err (naming the option, or the file and line, at
 * fault); or PIVOT_NO_MEMORY. */
int pivot_read(const char *file, const struct pivot_options *options, struct pivot *p, char *err, size_t errlen);

/* Writes the spread table as CSV (the caller checks the stream). */
void pivot_write(FILE *out, const struct pivot *p);

void pivot_free(struct pivot *p);

#endif
