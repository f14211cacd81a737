/* distinct.h - the distinct leaves of one search (--count distinct).
 *
 * search_stats.leaves counts every read, the paper's convention: a leaf a
 * probe read counts again when the regular phase re-searches its node
 * (section 6.2.1), so probing can read more than exhaustive search does.
 * An engine that keeps what it read pays once per leaf.  The counter
 * follows a traced search's events (search_workspace_trace), names each
 * node by its path as trace.h does, and keeps the set of the paths of the
 * leaves read inside probes: a read of a leaf in that set is a re-read.
 * A leaf read outside every probe is read once per search (each node's
 * regular phase runs once), so only probed leaves are kept; the set
 * compares whole paths, so the count is exact.
 */
#ifndef STARBENCH_DISTINCT_H
#define STARBENCH_DISTINCT_H

#include <stdint.h>

#include "core/search.h"

struct distinct_counter;

/* An empty counter, or NULL when out of memory. */
struct distinct_counter *distinct_new(void);
void distinct_free(struct distinct_counter *d);

/* The event callback: search_workspace_trace(ws, distinct_event, d). */
void distinct_event(void *arg, const struct search_event *e);

/* Leaf reads that read a leaf again, since distinct_new; -1 when the set
 * ran out of memory (the count is then unknown). */
int64_t distinct_rereads(const struct distinct_counter *d);

#endif
