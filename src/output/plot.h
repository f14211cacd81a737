/* plot.h - a line per group of a CSV's rows, drawn by gnuplot (`starbench
 * plot`): any of starbench's outputs, or any CSV with a header.
 *
 * Reads the file (csv.h), keeps the rows that --where selects, and makes a
 * series of (x, y[, se]) points for each value of the --by column (every
 * row one series when there is none), in the order in which the values
 * first appear, each series sorted by x.  Rows whose y is empty are left
 * out; a row whose x, y or se is not a number, a second point of a series
 * at one x, and a value that a log scale cannot show are errors naming the
 * file and line.  With --categorical, x holds labels (positions,
 * algorithms): each label is a place on the axis, in the order the labels
 * first appear, and the series are points (with error bars), not lines
 * through unrelated places.  The gnuplot script holds the data (datablocks), so it
 * needs no file but itself; error bars are y -+ 1.96 se (a 95% interval
 * for a mean).  Nothing here prints but into the FILE given.
 */
#ifndef STARBENCH_PLOT_H
#define STARBENCH_PLOT_H

#include <stddef.h>
#include <stdio.h>

#include "output/csv.h"

enum plot_format { PLOT_PNG, PLOT_SVG };

struct plot_options {
    const char *x, *y, *se;      /* column names (se NULL: no error bars) */
    const char *by;              /* the column whose values are the lines; NULL: algorithm, if there is one */
    const char *where;           /* COLUMN=VALUE[,COLUMN=VALUE...], or NULL: every row */
    const char *title, *xlabel, *ylabel; /* NULL: from the column names */
    int log_x, log_y;            /* --log x|y|xy */
    int categorical;             /* --categorical: x holds labels (positions, algorithms), drawn as points */
    enum plot_format format;
    int width, height;           /* the image's size in pixels */
};

struct plot_point {
    double x, y, se;
    size_t line;                 /* the file's line it came from */
};

struct plot_series {
    char *name;                  /* the --by value, unquoted ("" with no --by) */
    struct plot_point *points;
    size_t count;
};

struct plot {
    struct csv csv;
    struct plot_series *series;
    size_t series_count;
    char **categories;           /* --categorical: the x labels in the order they first appear; point x = index */
    size_t category_count;
};

#define PLOT_NO_MEMORY CSV_NO_MEMORY

/* Reads `file` ("-": standard input) into p's series.  Returns 0; -1 with
 * a one-line reason in err (naming the option, or the file and line, at
 * fault); or PLOT_NO_MEMORY. */
int plot_read(const char *file, const struct plot_options *o, struct plot *p, char *err, size_t errlen);

/* Writes the gnuplot script that draws p (to its standard output). */
void plot_write_script(FILE *out, const struct plot *p, const struct plot_options *o);

/* Runs `gnuplot` (the command named, looked up on PATH) on the script,
 * its image going to `out` (flushed first).  Returns 0, or -1 with a
 * one-line reason in err (gnuplot missing or failing). */
int plot_render(FILE *out, const struct plot *p, const struct plot_options *o, const char *gnuplot, char *err,
                size_t errlen);

void plot_free(struct plot *p);

#endif
