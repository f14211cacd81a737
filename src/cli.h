/* cli.h - the command line: options into a struct, nothing run, nothing exited. */
#ifndef STARBENCH_CLI_H
#define STARBENCH_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "experiment.h"

#define STARBENCH_VERSION "0.1.0"
#define CLI_MAX_N_LIST 64
#define CLI_MAX_N 1000
#define CLI_MAX_TRIALS 1000000000ULL
#define CLI_DEFAULT_SEED 1982ULL
#define CLI_DEFAULT_TRIALS 1000ULL
#define CLI_DEFAULT_PROBES 2

enum cli_action { CLI_RUN, CLI_HELP, CLI_VERSION, CLI_LIST, CLI_CONSTANTS };

enum cli_mode { MODE_BEST = 1, MODE_RANDOM = 2, MODE_EXACT = 4, MODE_FORMULA = 8 };

struct options {
    enum cli_action action;
    int n[CLI_MAX_N_LIST];
    int n_count;
    int modes;                                   /* MODE_* bits */
    int algorithm[EXPERIMENT_MAX_ALGORITHMS];    /* in ALGORITHMS order */
    int algorithm_count;
    int probes;
    int star_first;                              /* 0 or K (--star-first) */
    uint64_t seed;
    uint64_t trials;
    uint64_t first_trial;
    int per_trial;
    int verify;
    int threads;
    const char *output;                          /* NULL: stdout */
};

/* Parses argv.  Returns 0, or -1 with a one-line message in err that names
 * the argument and what was expected. */
int cli_parse(int argc, char **argv, struct options *o, char *err, size_t errlen);

void cli_print_help(FILE *out);
void cli_print_list(FILE *out);

#endif
