/* dot.h - a drawing of one search (--dot): the tree it searched, in
 * Graphviz's language (render with `dot -Tsvg`).
 *
 * A dot_record collects the search's events (search_workspace_trace);
 * dot_write then walks the tree itself beside them and draws:
 *  - every node the search entered or read, labelled with its kind, its
 *    value (= v, exact) or the bound the search proved (<= v or >= v), and
 *    the window it was searched with; drawn solid when the regular phase
 *    searched it, dashed when only a probe did;
 *  - for each such node, its children the search never reached, collapsed
 *    into one grey box "k leaves not read";
 *  - the chosen root move (bold, red) and the principal line below it
 *    (bold): at + and - nodes the child whose exact value is the node's,
 *    at * nodes every child, while values are exact;
 *  - a legend, and a title with the counts: leaf reads (as the result row
 *    counts them), distinct leaves read, leaves not read (together the
 *    tree's leaves).
 * Nodes are named by path as in trace.h.  A search that reaches more than
 * DOT_MAX_NODES nodes is not drawn (at most as many grey boxes come with
 * them): no one could read the drawing.
 */
#ifndef STARBENCH_DOT_H
#define STARBENCH_DOT_H

#include <stddef.h>
#include <stdio.h>

#include "core/search.h"

#define DOT_MAX_NODES 2000

struct dot_record;

/* An empty record for a search of t.  NULL when out of memory. */
struct dot_record *dot_record_new(const struct tree *t);
void dot_record_free(struct dot_record *r);

/* The event callback: search_workspace_trace(ws, dot_record_event, r). */
void dot_record_event(void *arg, const struct search_event *e);

/* 0 when the recorded search can be drawn; else -1 with the reason in err
 * (more than DOT_MAX_NODES nodes, out of memory). */
int dot_record_check(const struct dot_record *r, char *err, size_t errlen);

/* Writes the drawing of the recorded search (algorithm: its name; best: the
 * root child it chose, or -1).  Returns 0, or -1 with a one-line reason in
 * err (see dot_record_check). */
int dot_write(FILE *out, struct dot_record *r, const char *algorithm, int best, char *err, size_t errlen);

#endif
