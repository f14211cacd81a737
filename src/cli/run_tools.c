/* run_tools.c - starbench merge, pivot and plot: files read and checked,
 * then their output written whole (runs.h). */
#include <stdio.h>
#include <stdlib.h>

#include "cli/console.h"
#include "output/merge.h"
#include "output/pivot.h"
#include "output/plot.h"
#include "cli/runs.h"

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

/* merge: every file read and checked before the output is opened. */
int run_merge(const struct run_config *o)
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
int run_pivot(const struct run_config *o)
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
int run_plot(const struct run_config *o)
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
