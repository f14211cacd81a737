/* run_check.h - whether the options given make one run: the checks of a
 * run configuration that cli_parse has read (cli.h), step by step: those
 * of every tree source (counts, table, budget, --hint), then a tree
 * file's or a game's, or the generated trees' (the settings each source
 * uses, the horizon, the modes, each algorithm against the trees it would
 * search).  Each refuses with one line naming the option and what was
 * expected.  Prints nothing, exits nothing. */
#ifndef STARBENCH_RUN_CHECK_H
#define STARBENCH_RUN_CHECK_H

#include <stddef.h>

#include "cli/run_config.h"
#include "cli/options.h"

/* What the parser saw, beside the values it stored in the run_config. */
struct run_seen {
    unsigned char seen[OPT_END];  /* each option's count (the checks ask which were given) */
    const char *generated_only;   /* the first option given that only generated trees use, as typed */
    const char *game_only;        /* the first option given that only a game uses, as messages name it */
    char game_only_name[48];
};

/* 0 when o makes one run (the algorithms resolved into o), else -1 with
 * the message in err. */
int run_check(struct run_config *o, const struct run_seen *s, char *err, size_t errlen);

#endif
