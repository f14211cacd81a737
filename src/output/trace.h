/* trace.h - what one search did, event by event: a CSV stream (--trace)
 * and a Graphviz drawing of the tree it searched (--dot).
 *
 * Both are fed by the search's events (search_workspace_trace, search.h)
 * and print nothing else.  A node is named by its path: "r" for the root,
 * then the 1-based position of each child on the way down, as the search
 * was handed them (a tree file's order), e.g. "r.2.1".  Values are exact
 * (integers or reduced fractions p/q, in the tree's own units).
 *
 * The CSV: one header line, then one row per event in search order:
 *   algorithm  the search
 *   step       1, 2, ... within the search
 *   path       the node (a probe event: the * node probed)
 *   depth      0 at the root
 *   kind       max, min, chance or leaf
 *   phase      probe (inside a search that a * node's probing phase started) or regular
 *   event      enter (alpha, beta: the window), leaf (value), exit (value:
 *              exact inside the window, else a bound beyond it), probe
 *              (value: the probe's result; bound: the * node's bound after
 *              it), cutoff-low or cutoff-high (the node stops: `test` held
 *              between value and bound; alpha, beta: its window)
 *   alpha, beta, value, bound, test
 *   leaves     leaves read so far by this search
 */
#ifndef STARBENCH_TRACE_H
#define STARBENCH_TRACE_H

#include <stdint.h>
#include <stdio.h>

#include "core/search.h"

#define TRACE_HEADER "algorithm,step,path,depth,kind,phase,event,alpha,beta,value,bound,test,leaves"

/* The CSV writer: search_workspace_trace(ws, trace_csv_event, &writer). */
struct trace_csv {
    FILE *out;
    const struct tree *t;
    const char *algorithm;
    uint64_t step;
    int path[SEARCH_EVENT_MAX_DEPTH]; /* the positions on the way down to the current node (0-based) */
};
void trace_csv_event(void *arg, const struct search_event *e);

/* A node's path ("r.2.1") from the 0-based positions of its depth
 * ancestors' children on the way down, positions[0..depth). */
void trace_format_path(const int *positions, int depth, char *buf, size_t len);

/* num / (den x the tree's scale), exact: an integer or a reduced p/q. */
void trace_format_ratio(const struct tree *t, int64_t num, int64_t den, char *buf, size_t len);

#endif
