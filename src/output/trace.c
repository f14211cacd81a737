/* trace.c - see trace.h. */
#include "output/trace.h"

#include <string.h>

__extension__ typedef __int128 wide;
__extension__ typedef unsigned __int128 uwide;

static const char *const KIND_NAMES[] = { "max", "chance", "min", "leaf" }; /* enum node_kind */

void trace_format_path(const int *positions, int depth, char *buf, size_t len)
{
    size_t k = (size_t)snprintf(buf, len, "r");
    for (int d = 0; d < depth && k < len; d++) k += (size_t)snprintf(buf + k, len - k, ".%d", positions[d] + 1);
}

void trace_format_ratio(const struct tree *t, int64_t num, int64_t den, char *buf, size_t len)
{
    /* den x scale can pass 64 bits (both reach 2^40): reduce in 128 bits. */
    wide p = num, q = (wide)den * t->scale;
    uwide a = p < 0 ? (uwide)-p : (uwide)p, b = (uwide)q;
    while (b) {
        uwide r = a % b;
        a = b;
        b = r;
    }
    if (a > 1) {
        p /= (wide)a;
        q /= (wide)a;
    }
    if (q == 1) snprintf(buf, len, "%lld", (long long)p);
    else snprintf(buf, len, "%lld/%lld", (long long)p, (long long)q); /* |p| <= |num|, q <= den x scale / a */
}

void trace_csv_event(void *arg, const struct search_event *e)
{
    static const char *const EVENTS[] = { "enter", "leaf", "exit", "probe", "cutoff" };
    struct trace_csv *w = arg;
    const struct node *n = e->node;
    int depth = n->depth;
    /* Where the node stands: an entered node tells its position (and a
     * probed one its parent's, which is never entered by the probe). */
    if ((e->kind == EVENT_ENTER || e->kind == EVENT_LEAF) && depth > 0) {
        w->path[depth - 1] = e->position;
        if (e->via >= 0 && depth > 1) w->path[depth - 2] = e->via;
    }
    char path[4 * SEARCH_EVENT_MAX_DEPTH + 8], alpha[48] = "", beta[48] = "", value[48] = "", bound[48] = "";
    char event[16], test[96] = "";
    trace_format_path(w->path, depth, path, sizeof path);
    snprintf(event, sizeof event, "%s", EVENTS[e->kind]);
    if (e->kind == EVENT_ENTER || e->kind == EVENT_CUTOFF) {
        tree_format_value(w->t, e->alpha, alpha, sizeof alpha);
        tree_format_value(w->t, e->beta, beta, sizeof beta);
    }
    if (e->kind != EVENT_ENTER) tree_format_value(w->t, e->value, value, sizeof value);
    if (e->kind == EVENT_PROBE || e->kind == EVENT_CUTOFF)
        trace_format_ratio(w->t, e->bound_num, e->bound_den, bound, sizeof bound);
    if (e->kind == EVENT_CUTOFF) {
        snprintf(event, sizeof event, "cutoff-%s", e->side < 0 ? "low" : "high");
        snprintf(test, sizeof test, "%s", e->test);
    }
    if (e->kind == EVENT_PROBE)
        snprintf(test, sizeof test, "bound: the * node's %s bound after probing below child %d",
                 e->side < 0 ? "upper" : "lower", e->position + 1);
    fprintf(w->out, "%s,%llu,%s,%d,%s,%s,%s,%s,%s,%s,%s,%s,%llu\n", w->algorithm, (unsigned long long)++w->step, path,
            depth, KIND_NAMES[n->kind], e->probing ? "probe" : "regular", event, alpha, beta, value, bound, test,
            (unsigned long long)e->leaves);
}
