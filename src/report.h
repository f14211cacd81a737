/* report.h - CSV output (RFC 4180: comma-separated, CRLF-free, one header).
 * The columns are documented in README.md; change both together.  Every row
 * names the tree's settings (n, d, c, probs, model, p) and the goal, so rows
 * of different settings never mix silently. */
#ifndef STARBENCH_REPORT_H
#define STARBENCH_REPORT_H

#include <stdio.h>

#include "experiment.h"

/* CSV name of an ordering: best, random or exact (every ordering enumerated);
 * rows of the algebraic formula have mode formula. */
const char *report_mode_name(enum tree_order order);

void report_summary_header(FILE *out);
void report_summary_row(FILE *out, const struct experiment *e, int a,
                        const struct algorithm_summary *s);

/* --mode formula: Table V's algebraic estimate of Star1's mean leaves on the
 * paper's tree of branching n. */
void report_formula_row(FILE *out, int n, double leaves);

/* --constants: Results 1 and 2 (section 6.1) as a small CSV of its own. */
void report_constants(FILE *out);

void report_trial_header(FILE *out);
void report_trial_row(FILE *out, const struct experiment *e, int a, uint64_t trial,
                      const struct tree *t, const struct trial_result *r);

/* A tree read from a file (--tree): one row per algorithm. */
void report_tree_header(FILE *out);
void report_tree_row(FILE *out, const char *file, const struct tree *t, const struct run_algorithm *ra,
                     const struct trial_result *r);

#endif
