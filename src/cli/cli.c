/* cli.c - see cli.h.  The options themselves are declared in options.c;
 * this file parses argv through that table, and run_check.c checks that
 * the options given make one run. */
#include "cli/cli.h"

#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/mcts.h"
#include "cli/options.h"
#include "cli/run_check.h"

/* The subcommands (`starbench NAME ...`): their options are OPTIONS'
 * rows of `command`; `check` takes what they were given. */
struct subcommand {
    const char *name, *operands; /* as --help's "Other:" names it: "merge FILES..." */
    unsigned command;
    enum cli_action run, help;
    const char *summary;         /* its row in --help's "Other:" */
    const char *usage;           /* its own --help, before its options */
    const char *trailer;         /* after them, or NULL */
    int (*check)(struct run_config *o, char *err, size_t errlen);
};

static int check_merge(struct run_config *o, char *err, size_t errlen);
static int check_pivot(struct run_config *o, char *err, size_t errlen);
static int check_plot(struct run_config *o, char *err, size_t errlen);
static int check_play(struct run_config *o, char *err, size_t errlen);
static int check_check_game(struct run_config *o, char *err, size_t errlen);
static int check_compare(struct run_config *o, char *err, size_t errlen);

static const struct subcommand SUBCOMMANDS[] = {
    { "merge", "FILES...", CMD_MERGE, CLI_MERGE, CLI_MERGE_HELP,
      "(as the first argument) add up --stats files of one run\n"
      "split by --shard or --first-trial; see 'starbench merge -h'",
      "Usage: starbench merge [-o F] FILE...\n"
      "Adds up the --stats CSV files of one run split over processes (by --shard\n"
      "I/K, or by --first-trial and --trials) and writes the summary CSV that the\n"
      "unsplit run writes, byte for byte.  FILE '-' is standard input.  The files\n"
      "must hold the same rows (the same settings, N, modes and algorithms, in\n"
      "the same order), and their trial ranges must join up: a range in two files,\n"
      "or missing from all, is an error (exit 2), and nothing is written.  So is\n"
      "a row that no run could have written (settings, trial range, or sums and\n"
      "sums of squares that its trees do not allow: see starbench(1)).\n"
      "\n", NULL, check_merge },
    { "pivot", "[FILE]", CMD_PIVOT, CLI_PIVOT, CLI_PIVOT_HELP,
      "(as the first argument) one row per setting, a column\n"
      "group per algorithm; see 'starbench pivot -h'",
      "Usage: starbench pivot [--by C] [--keys LIST] [--values LIST] [-o F] [FILE]\n"
      "Spreads a CSV with a header (starbench's rows,\n"
      "results/backgammon/backgammon.csv, or any CSV) into one row per setting\n"
      "with a group of columns per algorithm:\n"
      "the rows that agree on every key column become one row, and each value of\n"
      "the --by column adds the columns VALUE_COLUMN (star2_leaves_mean).  Rows\n"
      "and groups keep the order in which they first appear; a missing cell is\n"
      "empty.  Two rows with the same key and --by value are an error (exit 2),\n"
      "and nothing is written.  FILE '-' or none is standard input:\n"
      "  starbench -N 2,4,8 --trials 100 | starbench pivot\n"
      "\n", NULL, check_pivot },
    { "plot", "[FILE]", CMD_PLOT, CLI_PLOT, CLI_PLOT_HELP,
      "(as the first argument) a line per algorithm through\n"
      "gnuplot, PNG or SVG; see 'starbench plot -h'",
      "Usage: starbench plot --x C --y C [--se C] [--by C] [--where C=V,...] [options] [-o F] [FILE]\n"
      "Draws a CSV with a header (any of starbench's outputs, or any CSV) through\n"
      "gnuplot: column --y against column --x, a line for each value of the --by\n"
      "column (default: algorithm, when there is one; otherwise one line), points\n"
      "sorted by x; with --se, error bars of y -+ 1.96 se (95% intervals).  Rows\n"
      "whose y is empty are left out; a field that is no number, two points of a\n"
      "line at one x, and a value <= 0 on a log axis are errors (exit 2), and\n"
      "nothing is written.  The image goes to -o F (replaced whole or not at all)\n"
      "or standard output.  FILE '-' or none is standard input:\n"
      "  starbench -N 2,4,8,16 --trials 100 | starbench plot --x n --y leaves_mean \\\n"
      "      --se leaves_se --log xy -o leaves.png\n"
      "\n", "GNUPLOT names the gnuplot to run (default: gnuplot on PATH).\n", check_plot },
    { "play", "", CMD_PLAY, CLI_PLAY, CLI_PLAY_HELP,
      "(as the first argument) games of a --game between two\n"
      "engines, points per game; see 'starbench play -h'",
      "Usage: starbench play [--game NAME] --a SPEC --b SPEC [--games N] [--seed S] [--threads T]\n"
      "                      [--per-game [--moves]] [--luck E] [--positions FILE] [--shard I/K] [-o F]\n"
      "       starbench play [-o F] FILE...\n"
      "Plays N games of a game (--game, default backgammon) between engine A and\n"
      "engine B from its start, and writes the summary: A's points per game with\n"
      "its standard error and 95% interval, wins, gammons, backgammons, nodes and\n"
      "evaluations per move.  Backgammon is cubeless, money: single 1, gammon 2,\n"
      "backgammon 3 points; every other game 1 point a win.  Duplicate play:\n"
      "games come in pairs with the same start and the same chance (dice) ply by\n"
      "ply, A first in one, B first in the other.  Chance comes from the seed:\n"
      "the same arguments give the same bytes at any --threads.  With FILE...:\n"
      "nothing is played; the per-game rows of one match (its shards, in any\n"
      "order; '-' standard input) are summed up into the summary the unsplit\n"
      "match writes, byte for byte.\n"
      "\n", NULL, check_play },
    { "check-game", "GAME", CMD_CHECK_GAME, CLI_CHECK_GAME, CLI_CHECK_GAME_HELP,
      "(as the first argument) the checks a game's author\n"
      "needs; see 'starbench check-game -h'",
      "Usage: starbench check-game [--seed S] GAME\n"
      "Checks a game (NAME or NAME:KEY=VALUE,...; a plug-in PATH.so[:...]) as\n"
      "tests check every built-in one: for a game written against\n"
      "starbench/game.h, every state of 20 random games (chance states too): its\n"
      "actions and their names, outcomes' weights (positive; summing to a divisor\n"
      "of chance_multiple), apply deterministic, no move that changes nothing,\n"
      "parse and format a round trip, equal states hashing equal, values and\n"
      "evaluations within [lo, hi], and each game ending within max_length; then,\n"
      "for every game, its starts opening at horizons 1 and 2, random games played\n"
      "twice alike, and every exact algorithm equal to exhaustive search on 100\n"
      "positions met (two horizons; orders tree, eval, and history-eval at 2).\n"
      "Writes each failure as a line (the game, the position, the rule; at most\n"
      "20), then a summary line.  Exit status 1 when any check fails.\n"
      "\n", NULL, check_check_game },
    { "compare", "", CMD_COMPARE, CLI_COMPARE, CLI_COMPARE_HELP,
      "(as the first argument) engines' moves judged by a\n"
      "referee at budgets; see 'starbench compare -h'",
      "Usage: starbench compare --game NAME [--engine SPEC]... [--budgets K=N,N,...] [--positions FILE]\n"
      "                         [--referee R] [--horizon H] [--eval E] [--threads T] [--shard I/K] [-o F]\n"
      "       starbench compare [-o F] FILE...\n"
      "Judges each engine at each budget: in every position of the file, the\n"
      "engine, given the budget a move, chooses a move, and the referee rates it;\n"
      "a row per engine and budget: the mean loss against the referee's best move\n"
      "(in thousandths of the game's unit) with its standard error and 95%\n"
      "interval, the share of moves the referee ranks first, evaluations a move\n"
      "and the share of them that abandoned horizons spent, then the exact sums\n"
      "behind them.  The same arguments give the same bytes at any --threads and\n"
      "split (time budgets excepted).  With FILE...: nothing is searched; the rows\n"
      "of one run's shards (in any order; '-' standard input) are summed into the\n"
      "unsplit run's rows, byte for byte.\n"
      "\n", NULL, check_compare },
};
#define SUBCOMMAND_COUNT ((int)(sizeof SUBCOMMANDS / sizeof SUBCOMMANDS[0]))

/* --help's sections of the search's options (options.h's help_section). */
static const char *const SECTION_HEADERS[SECTION_COUNT] = {
    "Trees (generated; or one read from a file with --tree):",
    "Horizon (search H move levels, then score by static evaluation):",
    "Orderings that need no oracle (rows add order,chance_order,rank_probes):",
    "Transpositions and iterative deepening (with --tree or --game):",
    "Forward pruning (with --game and --algo cpc):",
    "Searches:",
    "Other:",
};

void cli_print_help(FILE *out)
{
    fputs("Usage: starbench [options]\n"
          "Runs exhaustive *-minimax, Star1, Star2 and cyclic probing on the + node of\n"
          "*-complete trees (Ballard 1982), or on one tree read from a file, and writes\n"
          "CSV to standard output: one summary row per (N, mode, algorithm), or per\n"
          "algorithm with --tree.  The default tree is the paper's:\n"
          "2 plies, N chance outcomes, equal probabilities, Fuller arc values.\n"
          "Options take one or two dashes (-trials 1000, --trials=1000).\n"
          "\n", out);
    for (int s = 0; s < SECTION_COUNT; s++) {
        fprintf(out, "%s\n", SECTION_HEADERS[s]);
        for (int i = 0; s == SECTION_OTHER && i < SUBCOMMAND_COUNT; i++) {
            char left[32];
            snprintf(left, sizeof left, "%s %s", SUBCOMMANDS[i].name, SUBCOMMANDS[i].operands);
            cli_help_row(out, left, SUBCOMMANDS[i].summary);
        }
        cli_options_help(out, CMD_SEARCH, (enum help_section)s);
        fputc('\n', out);
    }
    fputs("Exit status: 0 success, 1 runtime failure (unwritable output, failed\n"
          "verification), 2 bad usage, 128 + N when killed by signal N.  Options\n"
          "that the chosen modes would not use are errors.  Columns: starbench(1)\n"
          "and doc/reference.md.\n"
          "\n"
          "Examples:\n"
          "  starbench -N 20 -trials 1000                 Star1, Star2, ... on 1000 trees\n"
          "  starbench --mode best -N 2,4,6,8 --algo star1,star2   Tables I and II\n"
          "  starbench -D 3 -N 10 --verify -o d3.csv      3 plies, checked, to a file\n", out);
}

void cli_print_subcommand_help(FILE *out, enum cli_action help)
{
    for (int i = 0; i < SUBCOMMAND_COUNT; i++)
        if (SUBCOMMANDS[i].help == help) {
            fputs(SUBCOMMANDS[i].usage, out);
            cli_options_help(out, SUBCOMMANDS[i].command, SECTION_TREES);
            if (SUBCOMMANDS[i].command == CMD_PLAY) { /* the keys of --a and --b: rows of the options table */
                fputs("\nEngine keys (a search's option where it has one, read alike):\n", out);
                cli_options_help(out, CMD_ENGINE, SECTION_TREES);
            }
            if (SUBCOMMANDS[i].trailer) fputs(SUBCOMMANDS[i].trailer, out);
        }
}

/* --list's lines of one game: its summary, horizons, positions, parameters and evaluations. */
static void print_game(FILE *out, const struct game *game)
{
    const char *name, *summary;
    fprintf(out, "  %-8s %s\n", game->name, game->summary);
    fprintf(out, "    --horizon 1 to %d; --position %s\n", game->max_horizon, game->position_help);
    if (game->roll_help) fprintf(out, "    --roll %s\n", game->roll_help);
    if (game->play_help) fprintf(out, "    --play %s\n", game->play_help);
    if (game->referee_help) fprintf(out, "    --referee %s\n", game->referee_help);
    fprintf(out, "    --referee deep:H (1 to %d): starbench's own, each move's exact value searched to horizon H\n",
            game->max_horizon);
    if (game->best_help) fprintf(out, "    best: %s\n", game->best_help);
    if (game->outside)
        fprintf(out, "    play's algo=%s  %s\n", game->outside->name, game->outside->summary);
    for (int k = 0; k < game->param_count; k++)
        fprintf(out, "    %s=N  %s: %d to %d (default %d)\n", game->params[k].key, game->params[k].help,
                game->params[k].min, game->params[k].max, game->params[k].fallback);
    for (int i = 0; (name = game_evaluator(game, i, &summary)) != NULL; i++)
        fprintf(out, "    --eval %-7s %s\n", name, summary);
    if (game->rules)
        fprintf(out, "    chance: %s\n", game->rules->chance_rounded
                ? "probabilities rounded to sums of chance_multiple in search (play draws the exact ones)"
                : "exact");
}

/* The games' heading, then every built-in game, or `only`. */
static void print_games(FILE *out, const struct game *only)
{
    fputs("games (--game NAME, or NAME:KEY=VALUE,...; a plug-in PATH.so), each with its parameters and evaluations "
          "(--eval):\n", out);
    for (int g = 0; !only && g < game_count(); g++) print_game(out, game_at(g));
    if (only) print_game(out, only);
}

void cli_print_list(FILE *out, const struct game *only)
{
    if (only) {
        print_games(out, only);
        return;
    }
    fputs("algorithms (--algo):\n", out);
    for (int i = 0; i < ALGORITHM_COUNT; i++)
        fprintf(out, "  %-8s %s\n", ALGORITHMS[i].name, ALGORITHMS[i].summary);
    fputs("models (--model):\n", out);
    for (int i = 0; i < GEN_MODEL_COUNT; i++)
        fprintf(out, "  %-8s %s\n", GEN_MODELS[i].name, GEN_MODELS[i].summary);
    fputs("evaluations (--eval, with --horizon or --order eval):\n", out);
    fprintf(out, "  %-8s %s\n", EVAL_ORACLE_NAME, "the node's exact *-minimax value, searched exhaustively below it "
            "(any tree; for calibration)");
    fprintf(out, "  %-8s %s\n", EVAL_FILE_NAME, "a tree file's own :eval V (--tree FILE)");
    for (int i = 0; i < GEN_EVAL_COUNT; i++)
        fprintf(out, "  %-8s %s (model %s)\n", GEN_EVALS[i].name, GEN_EVALS[i].summary, GEN_EVALS[i].model);
    print_games(out, NULL);
}

static int default_threads(void)
{
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    return cpus < 1 ? 1 : cpus > 256 ? 256 : (int)cpus;
}

static void set_defaults(struct run_config *o)
{
    static const int DEFAULT_N[] = { 2, 4, 6, 8, 10, 20, 30, 40 };
    memset(o, 0, sizeof *o);
    o->action = CLI_RUN;
    o->tree = gen_spec_ballard(0, ORDER_RANDOM, CLI_DEFAULT_SEED);
    o->n_count = (int)(sizeof DEFAULT_N / sizeof DEFAULT_N[0]);
    memcpy(o->n, DEFAULT_N, sizeof DEFAULT_N);
    o->modes = MODE_RANDOM;
    cli_option_defaults(o);
    o->threads = default_threads();
    o->match.games = cli_option_of(CMD_PLAY, OPT_GAMES)->fallback;
    o->plot.width = CLI_PLOT_WIDTH;
    o->plot.height = CLI_PLOT_HEIGHT;
}

/* An option given twice is an error, not "the last one wins": -N 10 -N 4
 * or --tree a --tree b would otherwise run only part of what was asked
 * (REPEATS: those that only print).  0, or -1 with a message. */
static int given_once(const struct cli_option *opt, unsigned char *seen, const char *as_typed, char *err,
                      size_t errlen)
{
    if ((opt->applies & REPEATS) || !seen[opt->id]++) return 0;
    char name[64];
    snprintf(name, sizeof name, "%s", as_typed);
    name[strcspn(name, "=")] = '\0';
    snprintf(err, errlen, "%s: given twice; give each option once", name);
    return -1;
}

/* An option getopt did not take: a missing value, an unknown letter in a
 * cluster (getopt's optopt), an unknown or ambiguous name. */
static int refuse_option(int c, const struct subcommand *sub, const char *as_typed, char *err, size_t errlen)
{
    if (sub && c == ':') snprintf(err, errlen, "%s: %s: missing value", sub->name, as_typed);
    else if (sub) snprintf(err, errlen, "%s: unknown option '%s' (see starbench %s --help)", sub->name, as_typed, sub->name);
    else if (c == ':') snprintf(err, errlen, "%s: missing value", as_typed);
    else if (optopt > ' ' && optopt < 127) snprintf(err, errlen, "unknown option -%c in '%s' (see --help)", optopt, as_typed);
    else snprintf(err, errlen, "unknown or ambiguous option '%s' (see --help)", as_typed);
    return -1;
}


/* Reads argv from optind through OPTIONS' rows of `command` (sub: the
 * subcommand, or NULL for the search) into o.  0, or -1 with a message. */
static int parse_options(int argc, char **argv, const struct subcommand *sub, struct run_config *o,
                         struct run_seen *s, char *err, size_t errlen)
{
    unsigned command = sub ? sub->command : CMD_SEARCH;
    struct option longs[OPT_END + 1];
    char shorts[32];
    cli_getopt_tables(command, longs, shorts);
    int c, this_arg = optind;
    while ((c = getopt_long_only(argc, argv, shorts, longs, NULL)) != -1) {
        const struct cli_option *opt = cli_option_of(command, c);
        if (!opt) return refuse_option(c, sub, argv[this_arg], err, errlen);
        if (given_once(opt, s->seen, argv[this_arg], err, errlen) != 0
            || cli_option_read(opt, command, optarg, o, err, errlen) != 0)
            return -1;
        if (!s->generated_only && (opt->applies & FOR_GENERATED)) s->generated_only = argv[this_arg];
        if (!s->game_only && (opt->applies & FOR_GAME)) {
            cli_option_shown(opt, command, s->game_only_name, sizeof s->game_only_name);
            s->game_only = s->game_only_name;
        }
        this_arg = optind;
    }
    if (sub && o->action == CLI_HELP) o->action = sub->help;
    return 0;
}

/* `starbench merge [-o F] FILE...` */
static int check_merge(struct run_config *o, char *err, size_t errlen)
{
    if (o->action != CLI_MERGE || o->merge_count > 0) return 0;
    snprintf(err, errlen, "merge: expected one or more --stats files (see starbench merge --help)");
    return -1;
}

/* `starbench pivot [--by C] [--keys LIST] [--values LIST] [-o F] [FILE]` */
static int check_pivot(struct run_config *o, char *err, size_t errlen)
{
    const char *const lists[][2] = { { "--by", o->pivot.by }, { "--keys", o->pivot.keys },
                                      { "--values", o->pivot.values }, { "--ratio", o->pivot.ratio } };
    for (int i = 0; i < 4; i++)
        if (lists[i][1] && !*lists[i][1]) {
            snprintf(err, errlen, "pivot: %s: expected %s, got ''", lists[i][0],
                     i == 3 ? "a value of the --by column" : "column names");
            return -1;
        }
    if (o->merge_count > 1) {
        snprintf(err, errlen, "pivot: expected one CSV file (or none: standard input), got %d", o->merge_count);
        return -1;
    }
    return 0;
}

/* `starbench check-game GAME`: one game, read as --game reads it. */
static int check_check_game(struct run_config *o, char *err, size_t errlen)
{
    char reason[512];
    if (o->action != CLI_CHECK_GAME) return 0;
    if (o->merge_count != 1) {
        snprintf(err, errlen, "check-game: expected one GAME (NAME, NAME:KEY=VALUE,... or a plug-in PATH.so), got %d "
                 "arguments", o->merge_count);
        return -1;
    }
    if (game_parse(o->merge_files[0], &o->game_spec, reason, sizeof reason) != 0) {
        const char *own = strncmp(reason, "--game: ", 8) == 0 ? reason + 8 : reason; /* GAME is no option here */
        snprintf(err, errlen, "check-game: %s", own);
        return -1;
    }
    game_spec_name(&o->game_spec, o->game_name, sizeof o->game_name);
    o->game = o->game_name;
    return 0;
}

/* `starbench compare --game NAME ...` (engines, positions and referee checked by run_compare) */
static int check_compare(struct run_config *o, char *err, size_t errlen)
{
    if (o->action != CLI_COMPARE || o->merge_count > 0) return 0; /* FILE...: check_play_files */
    if (o->game) return 0;
    snprintf(err, errlen, "compare: --game: give the game whose positions are judged (see starbench compare --help)");
    return -1;
}

/* `starbench play --a SPEC --b SPEC [--games N] ...` (engines parsed by run_play) */
static int check_play(struct run_config *o, char *err, size_t errlen)
{
    if (o->action != CLI_PLAY || o->merge_count > 0) return 0; /* FILE...: check_play_files */
    const char *refused = o->shards && !o->match.per_game ? "play: --shard: a shard writes --per-game rows ('starbench play "
                                                    "FILE...' sums them up)"
                  : !o->match.engines[0] || !o->match.engines[1] ? "play: give both engines, --a SPEC and --b SPEC "
                                                                   "(see starbench play --help)"
                  : o->match.moves && !o->match.per_game ? "play: --moves: applies to --per-game rows"
                  : o->cpu_time && o->match.per_game ? "play: --cpu-time: adds to the summary, not to --per-game rows "
                                                       "(they sum up byte for byte at any split; a clock does not)"
                  : NULL;
    if (!refused && o->shards > o->match.games / 2) { /* one rule with --positions' shards: no empty slice */
        snprintf(err, errlen, "play: --shard: %llu slices of the %llu duplicate pairs of --games %llu leave some "
                 "empty; use K <= %llu", (unsigned long long)o->shards, (unsigned long long)(o->match.games / 2),
                 (unsigned long long)o->match.games, (unsigned long long)(o->match.games / 2));
        return -1;
    }
    if (!refused) return 0;
    snprintf(err, errlen, "%s", refused);
    return -1;
}

/* The first option of `command` given but `allowed`, or NULL: what a run that reads no more would ignore. */
static const struct cli_option *other_option_given(const struct run_seen *s, unsigned command, int allowed,
                                                   int also)
{
    for (int id = 0; id < OPT_END; id++)
        if (id != allowed && id != also && s->seen[id] && cli_option_of(command, id)) return cli_option_of(command, id);
    return NULL;
}

/* `starbench play FILE...` and `compare FILE...`: rows summed; nothing is played or searched, so only -o applies. */
static int check_play_files(const struct run_config *o, const struct run_seen *s, char *err, size_t errlen)
{
    int summing = (o->action == CLI_PLAY || o->action == CLI_COMPARE) && o->merge_count > 0;
    unsigned command = o->action == CLI_PLAY ? CMD_PLAY : CMD_COMPARE;
    const struct cli_option *other = summing ? other_option_given(s, command, OPT_OUTPUT, OPT_OUTPUT) : NULL;
    if (!other) return 0;
    snprintf(err, errlen, "%s: FILE...: sums up %s rows and %s nothing, so not with --%s (only -o applies)",
             command == CMD_PLAY ? "play" : "compare", command == CMD_PLAY ? "per-game" : "the shards'",
             command == CMD_PLAY ? "plays" : "searches", other->name);
    return -1;
}

/* The image's format: --format, else -o's suffix (.png, .svg), else PNG. */
static int plot_format(struct run_config *o, char *err, size_t errlen)
{
    const char *dot = o->output ? strrchr(o->output, '.') : NULL;
    if (o->plot_format_given || !dot) return 0;
    if (strcmp(dot, ".svg") == 0) o->plot.format = PLOT_SVG;
    else if (strcmp(dot, ".png") != 0) {
        snprintf(err, errlen, "plot: -o: '%s' ends in neither .png nor .svg; name the format with --format png|svg",
                 o->output);
        return -1;
    }
    return 0;
}

/* `starbench plot --x C --y C [--se C] [--by C] [--where C=V,...] [--log x|y|xy] ... [-o F] [FILE]` */
static int check_plot(struct run_config *o, char *err, size_t errlen)
{
    if (o->action != CLI_PLOT) return 0;
    const char *const columns[][2] = { { "--x", o->plot.x }, { "--y", o->plot.y }, { "--se", o->plot.se },
                                        { "--by", o->plot.by } };
    for (int i = 0; i < 4; i++)
        if ((i < 2 && !columns[i][1]) || (columns[i][1] && !*columns[i][1])) {
            snprintf(err, errlen, "plot: %s: expected a column name%s", columns[i][0],
                     columns[i][1] ? ", got ''" : " (see starbench plot --help)");
            return -1;
        }
    if (o->merge_count > 1) {
        snprintf(err, errlen, "plot: expected one CSV file (or none: standard input), got %d", o->merge_count);
        return -1;
    }
    if (o->plot.categorical && o->plot.log_x) {
        snprintf(err, errlen, "plot: --log: x holds labels with --categorical, which a log scale cannot show");
        return -1;
    }
    return plot_format(o, err, errlen);
}

/* Whether x and y name one regular file (the same name, or one file through links): what -o would destroy.  A
 * terminal or pipe that both reach (--positions /dev/stdin -o /dev/stdout) is no file to destroy. */
static int same_file(const char *x, const char *y)
{
    struct stat a, b;
    if (strcmp(x, "-") == 0 || strcmp(y, "-") == 0) return 0; /* standard input and output are no files here */
    if (stat(x, &a) != 0 || stat(y, &b) != 0) return strcmp(x, y) == 0;
    return S_ISREG(a.st_mode) && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/* -o naming a file the run reads (an option of `command` marked READS, or a subcommand's files): refused before
 * anything is read or written. */
static int check_output_not_input(const struct run_config *o, unsigned command, char *err, size_t errlen)
{
    if (!o->output) return 0;
    char reads[48] = "";
    const char *file = NULL;
    for (int id = 0; !file && id < OPT_END; id++) {
        const struct cli_option *opt = cli_option_of(command, id);
        if (!opt || !(opt->applies & READS)) continue;
        const char *value = *(const char *const *)(const void *)((const char *)o + opt->field);
        if (value && same_file(o->output, value)) snprintf(reads, sizeof reads, "--%s", opt->name), file = value;
    }
    for (int i = 0; !file && i < o->merge_count; i++)
        if (same_file(o->output, o->merge_files[i]))
            snprintf(reads, sizeof reads, "the files read"), file = o->merge_files[i];
    if (!file) return 0;
    snprintf(err, errlen, "-o: '%s' is also an input (%s: '%s'); writing it would destroy what the run reads",
             o->output, reads, file);
    return -1;
}

/* `starbench NAME ...`: its options, then its files in o->merge_files. */
static int parse_subcommand(int argc, char **argv, const struct subcommand *sub, struct run_config *o, char *err,
                            size_t errlen)
{
    struct run_seen s = { 0 };
    o->action = sub->run;
    optind = 2;
    if (parse_options(argc, argv, sub, o, &s, err, errlen) != 0) return -1;
    o->merge_files = argv + optind;
    o->merge_count = argc - optind;
    if (sub->check(o, err, errlen) != 0 || check_play_files(o, &s, err, errlen) != 0) return -1;
    return check_output_not_input(o, sub->command, err, errlen);
}

/* --list and --version only print: with any other option (which would do nothing) refused, as --constants is
 * (--help, which may come anywhere, prints the help); --list --game G lists that game alone (a plug-in's too). */
static int check_print_only(const struct run_config *o, const struct run_seen *s, char *err, size_t errlen)
{
    int self = s->seen[OPT_LIST] ? OPT_LIST : s->seen[OPT_VERSION] ? OPT_VERSION : -1;
    const struct cli_option *other = self < 0 || o->action == CLI_HELP ? NULL : other_option_given(s, CMD_SEARCH, self, self == OPT_LIST ? OPT_GAME : self);
    if (!other) return 0;
    char shown[48];
    cli_option_shown(other, CMD_SEARCH, shown, sizeof shown);
    snprintf(err, errlen, "%s: only prints and exits; not with %s (no other option applies)",
             self == OPT_LIST ? "--list" : "--version", shown);
    return -1;
}

/* Plug-in games named by --game are loaded before the options are read, so that --eval, wherever it stands,
 * knows their evaluations. */
static void preload_games(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--game") == 0 && i + 1 < argc) game_preload(argv[i + 1]);
        else if (strncmp(argv[i], "--game=", 7) == 0) game_preload(argv[i] + 7);
    }
}

int cli_parse(int argc, char **argv, struct run_config *o, char *err, size_t errlen)
{
    set_defaults(o);
    preload_games(argc, argv);
    opterr = 0;
    for (int i = 0; argc > 1 && i < SUBCOMMAND_COUNT; i++)
        if (strcmp(argv[1], SUBCOMMANDS[i].name) == 0) return parse_subcommand(argc, argv, &SUBCOMMANDS[i], o, err, errlen);
    struct run_seen s = { 0 };
    optind = 1;
    if (parse_options(argc, argv, NULL, o, &s, err, errlen) != 0) return -1;
    if (optind < argc) {
        snprintf(err, errlen, "unexpected argument '%s' (see --help)", argv[optind]);
        return -1;
    }
    if (check_print_only(o, &s, err, errlen) != 0) return -1;
    return run_check(o, &s, err, errlen) != 0 ? -1 : check_output_not_input(o, CMD_SEARCH, err, errlen);
}
