/* merge.h - adds up --stats files of one run split over processes.
 *
 * Every file must be a --stats CSV (report.h) of the same command line
 * apart from how the trials were split (--shard, --first-trial, --trials,
 * --threads): the same rows, keyed by their settings, seed and star-first
 * columns, in the same order.  For each row the files' trial ranges must
 * join into one contiguous range with no trial twice and none missing
 * (every file's whole-run range lies inside it); a best or exact row, which
 * does not depend on how the random trials were split, may stand in
 * several files with the same counts and counts once.  Every row is checked
 * for what a run can produce: settings the command line accepts, a trial
 * range it can run, and sums and sums of squares that trees of those
 * settings allow.  The sums are exact
 * integers, so the merged statistics are those of the unsplit run, and
 * report_summary_values prints them as the unsplit run does.  Reads and
 * checks everything; prints nothing.
 */
#ifndef STARBENCH_MERGE_H
#define STARBENCH_MERGE_H

#include <stddef.h>
#include <stdint.h>

#include "trials/experiment.h"
#include "core/input.h"
#include "output/report.h"

struct merged_row {
    char *settings;          /* the row's first REPORT_SETTINGS_COLUMNS columns, each with its comma */
    char *star_first_mode;   /* owned; frame.star_first_mode points to it */
    struct summary_frame frame;
    struct algorithm_summary summary;
};

struct merged {
    struct merged_row *rows;
    int count;
};

#define MERGE_NO_MEMORY INPUT_NO_MEMORY

/* Reads and adds up the files ("-": standard input).  Returns 0; -1 with a
 * one-line reason in err naming the file (and line) at fault, when a file
 * is missing, unreadable or holds a row that no run could have written
 * (see merge.c, "what a run can produce"); or MERGE_NO_MEMORY. */
int merge_read(char *const *files, int count, struct merged *m, char *err, size_t errlen);

void merge_free(struct merged *m);

#endif
