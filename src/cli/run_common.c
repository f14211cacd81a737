/* run_common.c - what every run shares: its output written whole, and the tree it searches under a
 * horizon (runs.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli/console.h"
#include "cli/runs.h"

/* Sends what is buffered on its way, so a reader sees each N's rows as soon
 * as they are done.  Returns 0, or -1 after a message. */
int flush_rows(struct output *out)
{
    if (fflush(out->file) == 0 && !ferror(out->file)) return 0;
    if (errno == EPIPE) die_of_closed_pipe();
    message("write error on %s: %s", out->name, strerror(errno));
    return -1;
}

/* Opens the output (-o, or stdout), lets `write` fill it, and publishes
 * it whole, or discards it when writing failed.  Returns the exit status. */
int write_output(const char *option, const char *path, int (*write)(struct output *out, const void *arg),
                        const void *arg)
{
    struct output out;
    char err[512];
    if (output_open(&out, option, path, err, sizeof err) != 0) {
        message("%s", err);
        output_discard(&out);
        return EXIT_RUNTIME;
    }
    if (write(&out, arg) != 0) {
        output_discard(&out);
        return EXIT_RUNTIME;
    }
    if (output_commit(&out, err, sizeof err) != 0) {
        message("%s", err);
        return EXIT_RUNTIME;
    }
    return EXIT_SUCCESS;
}

/* The tree a run searches: base itself, or its view under spec (a horizon
 * or an ordering; NULL: none) in *h (the oracle evaluation with a
 * workspace of its own, which release_view frees).  NULL after a message. */
const struct tree *view_of(const struct horizon_spec *spec, const struct tree *base, struct horizon_tree *h)
{
    char err[256];
    h->oracle = NULL;
    if (!spec || !horizon_spec_has_view(spec)) return base;
    struct search_workspace *oracle = spec->eval == EVAL_ORACLE ? search_workspace_new(base) : NULL;
    if (spec->eval == EVAL_ORACLE && !oracle) {
        message("out of memory (the oracle's workspace)");
        return NULL;
    }
    if (horizon_init(h, base, spec, oracle, err, sizeof err) != 0) {
        search_workspace_free(oracle);
        message("--horizon: %s", err);
        return NULL;
    }
    return &h->tree;
}

void release_view(struct horizon_tree *h)
{
    search_workspace_free(h->oracle);
}
