/* main.c - the command line parsed (cli.h), then the run it asks for
 * (runs.h); only dispatch. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/console.h"
#include "cli/runs.h"

int main(int argc, char **argv)
{
    struct run_config o;
    char err[512];
    int status = EXIT_SUCCESS;
    if (cli_parse(argc, argv, &o, err, sizeof err) != 0) {
        message("%s", err);
        return EXIT_USAGE;
    }
    switch (o.action) {
    case CLI_HELP: cli_print_help(stdout); break;
    case CLI_VERSION: printf("starbench %s\n", STARBENCH_VERSION); break;
    case CLI_LIST: cli_print_list(stdout, o.game ? o.game_spec.game : NULL); break;
    case CLI_MERGE_HELP: case CLI_PIVOT_HELP: case CLI_PLOT_HELP: case CLI_PLAY_HELP: case CLI_CHECK_GAME_HELP:
    case CLI_COMPARE_HELP:
        cli_print_subcommand_help(stdout, o.action);
        break;
    case CLI_CONSTANTS: status = run_constants(&o); break;
    case CLI_MERGE: status = run_merge(&o); break;
    case CLI_PIVOT: status = run_pivot(&o); break;
    case CLI_PLOT: status = run_plot(&o); break;
    case CLI_PLAY: status = run_play(&o); break;
    case CLI_CHECK_GAME: status = run_check_game(&o); break;
    case CLI_COMPARE: status = run_compare(&o); break;
    case CLI_RUN:
        if (o.tree_file) status = run_tree_file(&o);
        else if (o.game && o.positions) status = run_positions(&o);
        else if (o.game && o.hint) status = run_hint(&o);
        else if (o.game) status = run_game(&o);
        else if (o.trace || o.dot) status = follow_one_tree(&o);
        else status = run_trials(&o);
        break;
    }
    if (status != EXIT_SUCCESS) return status;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        if (errno == EPIPE) die_of_closed_pipe();
        message("write error on standard output: %s", strerror(errno));
        return EXIT_RUNTIME;
    }
    return EXIT_SUCCESS;
}
