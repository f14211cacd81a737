/* options.h - every option of the command line, declared once (OPTIONS[]
 * in options.c): its name, the commands it belongs to, its value's kind
 * and range, the field of the run configuration it sets, where it applies
 * and its --help text.  getopt's tables, the range checks, "given twice",
 * "applies only to" and every --help listing come from that one table, as
 * Stockfish's UCI options do; a new option is one new row.
 *
 * Part of the command line (it knows struct run_config); nothing here
 * prints but the help printers, and nothing exits. */
#ifndef STARBENCH_OPTIONS_H
#define STARBENCH_OPTIONS_H

#include <getopt.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "cli/run_config.h"

/* An option's identity: a letter for those with a short form, else a
 * number past the letters.  OPT_END is one past the last. */
enum option_id {
    OPT_N = 'N', OPT_PLIES = 'D', OPT_CHANCE = 'C', OPT_HELP = 'h', OPT_OUTPUT = 'o',
    OPT_TRIALS = 256, OPT_MODE, OPT_ALGO, OPT_PROBES, OPT_SEED, OPT_PER_TRIAL,
    OPT_LIST, OPT_VERSION, OPT_VERIFY, OPT_THREADS, OPT_FIRST_TRIAL, OPT_STAR_FIRST, OPT_CONSTANTS,
    OPT_PROBS, OPT_MODEL, OPT_P, OPT_GOAL, OPT_QUIET, OPT_STAR_FIRST_MODE, OPT_STAR1_CUTOFF,
    OPT_TREE, OPT_BOUNDS, OPT_STATS, OPT_SHARD, OPT_TRACE, OPT_DOT, OPT_HORIZON, OPT_EVAL, OPT_EVAL_NOISE,
    OPT_ORDER, OPT_CHANCE_ORDER, OPT_RANK_PROBES, OPT_BEST_FIRST_PROB, OPT_LEAF_COUNT,
    OPT_GAME, OPT_POSITION, OPT_POSITIONS, OPT_ROLL, OPT_PROBE_FACTOR, OPT_BY, OPT_KEYS, OPT_VALUES, OPT_TABLE,
    OPT_ITERATE, OPT_CUT_FIT, OPT_CUT_SIGMAS, OPT_CUT_REDUCTION, OPT_X, OPT_Y, OPT_SE, OPT_WHERE, OPT_LOG, OPT_TITLE,
    OPT_XLABEL, OPT_YLABEL, OPT_FORMAT, OPT_SIZE, OPT_SCRIPT, OPT_BASELINE, OPT_BUDGET, OPT_CPU_TIME,
    OPT_PLAY, OPT_REFEREE, OPT_ENGINE_A, OPT_ENGINE_B, OPT_GAMES, OPT_PER_GAME, OPT_MOVES, OPT_LUCK, OPT_HINT, OPT_RATIO, OPT_CATEGORICAL, OPT_PLAYOUTS, OPT_EXPLORATION, OPT_SAMPLES,
    OPT_ENGINE_ALGO, OPT_ENGINE_PLIES, OPT_DEEPENING, OPT_PLAYOUT, OPT_WIDENING,
    OPT_COMPARE_ENGINE, OPT_COMPARE_BUDGETS,
    OPT_END
};

/* The commands: the search (no subcommand) and each subcommand; and
 * CMD_ENGINE, no command but the keys of an engine's spec (play's --a and
 * --b, cli/engine_spec.c): KEY=VALUE, read by the row's own reader, so
 * --horizon and horizon= are one row. */
enum command { CMD_SEARCH = 1, CMD_MERGE = 2, CMD_PIVOT = 4, CMD_PLOT = 8, CMD_PLAY = 16, CMD_CHECK_GAME = 32,
               CMD_ENGINE = 64, CMD_COMPARE = 128 };
#define CMD_SUBCOMMANDS (CMD_MERGE | CMD_PIVOT | CMD_PLOT | CMD_PLAY | CMD_CHECK_GAME | CMD_COMPARE)

/* How a value is read into its field. */
enum option_kind {
    KIND_FLAG,   /* no value: the int field set to 1 */
    KIND_ACTION, /* no value: the run's action set to `max` (help, list, ...) */
    KIND_INT,    /* a whole number in [min, max] into an int */
    KIND_U64,    /* a whole number in [min, max] into a uint64_t */
    KIND_CHOICE, /* one of choices[0..max-1]: its index into an enum (or int) */
    KIND_TEXT,   /* the text as given, into a const char * */
    KIND_FILE,   /* a file name (not empty), into a const char * */
    KIND_THOUSANDTHS, /* a number from 0 to max / 1000 with up to 3 decimals, in thousandths, into an int */
    KIND_CUSTOM  /* parse() reads it */
};

/* Where an option applies, beyond its commands (cli.c refuses the rest
 * by these bits, naming the option). */
enum {
    FOR_GENERATED = 1, /* generated trees only: refused with --tree or --game */
    FOR_GAME = 2,      /* --game only */
    REPEATS = 4,       /* may be given twice (it only prints, or adds to a list) */
    STDIN_OK = 8,      /* KIND_FILE: '-' is standard input (the message says so) */
    READS = 16         /* its text field names a file the run reads: -o may not name the same file */
};

/* --help's sections of the search's options, in order. */
enum help_section { SECTION_TREES, SECTION_HORIZON, SECTION_ORDER, SECTION_TABLE, SECTION_CUT, SECTION_SEARCH,
                    SECTION_OTHER, SECTION_COUNT };

struct cli_option {
    int id;
    const char *name;   /* the long name; a one-letter option is also typed -X */
    char letter;        /* the short form, or 0 */
    const char *value;  /* --help's name of the value ("LIST"), NULL: no value */
    unsigned commands;  /* CMD_* bits */
    enum option_kind kind;
    size_t field;       /* offsetof(struct run_config, ...) */
    uint64_t min, max;  /* KIND_INT, KIND_U64: the range; KIND_THOUSANDTHS: the largest, in thousandths;
                           KIND_ACTION: the action; KIND_CHOICE: the count */
    const char *const *choices; /* KIND_CHOICE: the names, in the enum's order */
    uint64_t fallback;  /* KIND_INT, KIND_U64, KIND_THOUSANDTHS: the value when not given (cli_option_defaults) */
    /* KIND_CUSTOM: reads arg into o; `shown` names the option in messages. */
    int (*parse)(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen);
    unsigned applies;   /* FOR_* and REPEATS bits */
    enum help_section section;
    const char *help;   /* --help's lines ('\n' between); {min}, {max}, {default} print them */
    const char *engine_help; /* CMD_ENGINE: play --help's line for KEY=VALUE (the engine's default) */
};

/* The option `id` of `command`, or NULL. */
const struct cli_option *cli_option_of(unsigned command, int id);

/* The option of `command` called `name` (an engine's key), or NULL. */
const struct cli_option *cli_option_named(unsigned command, const char *name);

/* `command`'s options' names, comma-separated, into buf. */
void cli_option_names(unsigned command, char *buf, size_t len);

/* The option as messages name it: "-N", "--trials", "play: --games";
 * an engine's key as itself ("horizon"). */
void cli_option_shown(const struct cli_option *opt, unsigned command, char *buf, size_t len);

/* getopt_long_only's table and short-option string for `command` (room:
 * OPT_END + 1 entries; shorts: 32 bytes). */
void cli_getopt_tables(unsigned command, struct option *longs, char *shorts);

/* Reads opt's value arg into o.  0, or -1 with a one-line message naming
 * the option. */
int cli_option_read(const struct cli_option *opt, unsigned command, const char *arg, struct run_config *o,
                    char *err, size_t errlen);

/* Every KIND_INT, KIND_U64 and KIND_THOUSANDTHS field set to its option's fallback. */
void cli_option_defaults(struct run_config *o);

/* One --help row: `left` (an option and its value, or a subcommand) in
 * the first 16 columns, then `text`, its lines ('\n') indented under it. */
void cli_help_row(FILE *out, const char *left, const char *text);

/* --help's rows of `command`'s options (of `section`, for the search;
 * for CMD_ENGINE, KEY=VALUE and its engine_help). */
void cli_options_help(FILE *out, unsigned command, enum help_section section);

#endif
