/* cli.h - the command line: options into one run configuration, nothing
 * run, nothing exited.  The configuration is built once here and passed
 * down: main turns it into one experiment per (N, mode). */
#ifndef STARBENCH_CLI_H
#define STARBENCH_CLI_H

#include <stddef.h>
#include <stdio.h>

#include "cli/run_config.h"

/* Parses argv.  Returns 0, or -1 with a one-line message in err that names
 * the argument and what was expected. */
int cli_parse(int argc, char **argv, struct run_config *o, char *err, size_t errlen);

void cli_print_help(FILE *out);
/* A subcommand's --help: `help` is its CLI_*_HELP action. */
void cli_print_subcommand_help(FILE *out, enum cli_action help);
struct game;
void cli_print_list(FILE *out, const struct game *only); /* only: NULL, or the one game --list --game names */

#endif
