/* cli.c - see cli.h. */
#include "cli.h"

#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "report.h"

/* Options whose use some modes forbid (check_combinations). */
enum {
    GIVEN_TRIALS = 1, GIVEN_SEED = 2, GIVEN_FIRST_TRIAL = 4, GIVEN_STAR_FIRST = 8, GIVEN_VERIFY = 16,
    GIVEN_PROBES = 32, GIVEN_P = 64, GIVEN_PER_TRIAL = 128, GIVEN_TREE_OR_SEARCH = 256,
    GIVEN_STAR_FIRST_MODE = 512, GIVEN_STAR1_CUTOFF = 1024, GIVEN_STATS = 2048, GIVEN_SHARD = 4096,
    GIVEN_CHANCE = 8192, GIVEN_PROBS = 16384, GIVEN_THREADS = 32768, GIVEN_TRACE = 65536,
    GIVEN_EVAL = 131072, GIVEN_EVAL_NOISE = 262144, GIVEN_BEST_FIRST_PROB = 524288,
    GIVEN_PROBE_FACTOR = 1048576, GIVEN_CUT = 2097152
};

enum {
    OPT_N = 'N', OPT_PLIES = 'D', OPT_CHANCE = 'C', OPT_HELP = 'h', OPT_OUTPUT = 'o',
    OPT_TRIALS = 256, OPT_MODE, OPT_ALGO, OPT_PROBES, OPT_SEED, OPT_PER_TRIAL,
    OPT_LIST, OPT_VERSION, OPT_VERIFY, OPT_THREADS, OPT_FIRST_TRIAL, OPT_STAR_FIRST, OPT_CONSTANTS,
    OPT_PROBS, OPT_MODEL, OPT_P, OPT_GOAL, OPT_QUIET, OPT_STAR_FIRST_MODE, OPT_STAR1_CUTOFF,
    OPT_TREE, OPT_BOUNDS, OPT_STATS, OPT_SHARD, OPT_TRACE, OPT_DOT, OPT_HORIZON, OPT_EVAL, OPT_EVAL_NOISE,
    OPT_ORDER, OPT_CHANCE_ORDER, OPT_RANK_PROBES, OPT_BEST_FIRST_PROB, OPT_LEAF_COUNT,
    OPT_GAME, OPT_POSITION, OPT_POSITIONS, OPT_ROLL, OPT_PROBE_FACTOR, OPT_BY, OPT_KEYS, OPT_VALUES, OPT_TABLE, OPT_ITERATE,
    OPT_CUT_FIT, OPT_CUT_SIGMAS, OPT_CUT_REDUCTION, OPT_X, OPT_Y, OPT_SE, OPT_WHERE, OPT_LOG, OPT_TITLE,
    OPT_XLABEL, OPT_YLABEL, OPT_FORMAT, OPT_SIZE, OPT_SCRIPT, OPT_BASELINE, OPT_BUDGET, OPT_CPU_TIME, OPT_COUNT,
    OPT_PLAY, OPT_REFEREE, OPT_ENGINE_A, OPT_ENGINE_B, OPT_GAMES, OPT_PER_GAME, OPT_MOVES, OPT_HINT,
    OPT_END /* not an option: one past the last */
};

/* The evaluations --eval names: oracle (any tree), file (a tree file's
 * :eval), and each of GEN_EVALS (generated trees). */
#define EVAL_ORACLE_NAME "oracle"
#define EVAL_FILE_NAME "file"

/* An option given twice is an error, not "the last one wins": -N 10 -N 4
 * or --tree a --tree b would otherwise run only part of what was asked.
 * (--help, --version and --list only print.)  0, or -1 with a message. */
static int given_once(int option, unsigned char *seen, const char *as_typed, char *err, size_t errlen)
{
    if (option <= 0 || option >= OPT_END || option == OPT_HELP || option == OPT_VERSION || option == OPT_LIST)
        return 0;
    if (seen[option]++) {
        char name[64];
        snprintf(name, sizeof name, "%s", as_typed);
        name[strcspn(name, "=")] = '\0';
        snprintf(err, errlen, "%s: given twice; give each option once", name);
        return -1;
    }
    return 0;
}

const struct cli_mode_order CLI_MODE_ORDERS[CLI_MODE_ORDER_COUNT] = {
    { MODE_BEST, ORDER_BEST }, { MODE_RANDOM, ORDER_RANDOM }, { MODE_EXACT, ORDER_ENUMERATED },
};

static const struct option LONG_OPTIONS[] = {
    { "N", required_argument, NULL, OPT_N },
    { "D", required_argument, NULL, OPT_PLIES },
    { "C", required_argument, NULL, OPT_CHANCE },
    { "probs", required_argument, NULL, OPT_PROBS },
    { "model", required_argument, NULL, OPT_MODEL },
    { "p", required_argument, NULL, OPT_P },
    { "goal", required_argument, NULL, OPT_GOAL },
    { "trials", required_argument, NULL, OPT_TRIALS },
    { "mode", required_argument, NULL, OPT_MODE },
    { "algo", required_argument, NULL, OPT_ALGO },
    { "probes", required_argument, NULL, OPT_PROBES },
    { "probe-factor", required_argument, NULL, OPT_PROBE_FACTOR },
    { "seed", required_argument, NULL, OPT_SEED },
    { "first-trial", required_argument, NULL, OPT_FIRST_TRIAL },
    { "star-first", required_argument, NULL, OPT_STAR_FIRST },
    { "star-first-mode", required_argument, NULL, OPT_STAR_FIRST_MODE },
    { "best-first-prob", required_argument, NULL, OPT_BEST_FIRST_PROB },
    { "count", required_argument, NULL, OPT_LEAF_COUNT },
    { "star1-cutoff", required_argument, NULL, OPT_STAR1_CUTOFF },
    { "constants", no_argument, NULL, OPT_CONSTANTS },
    { "tree", required_argument, NULL, OPT_TREE },
    { "game", required_argument, NULL, OPT_GAME },
    { "position", required_argument, NULL, OPT_POSITION },
    { "positions", required_argument, NULL, OPT_POSITIONS },
    { "roll", required_argument, NULL, OPT_ROLL },
    { "play", required_argument, NULL, OPT_PLAY },
    { "referee", required_argument, NULL, OPT_REFEREE },
    { "bounds", required_argument, NULL, OPT_BOUNDS },
    { "per-trial", no_argument, NULL, OPT_PER_TRIAL },
    { "stats", no_argument, NULL, OPT_STATS },
    { "shard", required_argument, NULL, OPT_SHARD },
    { "trace", no_argument, NULL, OPT_TRACE },
    { "dot", required_argument, NULL, OPT_DOT },
    { "horizon", required_argument, NULL, OPT_HORIZON },
    { "eval", required_argument, NULL, OPT_EVAL },
    { "eval-noise", required_argument, NULL, OPT_EVAL_NOISE },
    { "order", required_argument, NULL, OPT_ORDER },
    { "chance-order", required_argument, NULL, OPT_CHANCE_ORDER },
    { "rank-probes", required_argument, NULL, OPT_RANK_PROBES },
    { "table", required_argument, NULL, OPT_TABLE },
    { "iterate", no_argument, NULL, OPT_ITERATE },
    { "cut-fit", required_argument, NULL, OPT_CUT_FIT },
    { "cut-sigmas", required_argument, NULL, OPT_CUT_SIGMAS },
    { "cut-reduction", required_argument, NULL, OPT_CUT_REDUCTION },
    { "verify", no_argument, NULL, OPT_VERIFY },
    { "baseline", required_argument, NULL, OPT_BASELINE },
    { "budget", required_argument, NULL, OPT_BUDGET },
    { "cpu-time", no_argument, NULL, OPT_CPU_TIME },
    { "hint", no_argument, NULL, OPT_HINT },
    { "threads", required_argument, NULL, OPT_THREADS },
    { "output", required_argument, NULL, OPT_OUTPUT },
    { "quiet", no_argument, NULL, OPT_QUIET },
    { "list", no_argument, NULL, OPT_LIST },
    { "help", no_argument, NULL, OPT_HELP },
    { "version", no_argument, NULL, OPT_VERSION },
    { NULL, 0, NULL, 0 }
};

/* The first part of --help: what the trees are. */
static void print_tree_help(FILE *out)
{
    fputs(
"Usage: starbench [options]\n"
"Runs exhaustive *-minimax, Star1, Star2 and cyclic probing on the + node of\n"
"*-complete trees (Ballard 1982), or on one tree read from a file, and writes\n"
"CSV to standard output: one summary row per (N, mode, algorithm), or per\n"
"algorithm with --tree.  The default tree is the paper's:\n"
"2 plies, N chance outcomes, equal probabilities, Fuller arc values.\n"
"Options take one or two dashes (-trials 1000, --trials=1000).\n"
"\n"
"Trees (generated; or one read from a file with --tree):\n"
"  --tree FILE      search the one tree in FILE ('-': standard input), in\n"
"                   starbench's format or Gambit's .efg; one row per algorithm\n"
"  --bounds L,U     with --tree: L and U, integers containing every leaf\n"
"                   (default: the file's smallest and largest leaf)\n"
"  --cpu-time       with --tree or --game: rows end with cpu_seconds, the\n"
"                   search's CPU time (differs run to run; off by default, so\n"
"                   rows stay byte-identical)\n""  --baseline minimax  with --tree or --game: search exhaustive *-minimax for\n"
"                   the rows' baseline columns when --algo leaves it out (else\n"
"                   they are empty); rows always end with the search's cost,\n"
"                   nodes and evals (static evaluations, ordering included)\n"
"  --game NAME      search a game's position, generated as searched, to\n"
"                   --horizon H, scored there by --eval (the game's own); one\n"
"                   row per algorithm.  --list names the games with their\n"
"                   horizons, positions, rolls, parameters (NAME:KEY=VALUE,\n"
"                   e.g. pig:target=50) and evaluations\n"
"  --position P     with --game: the position, in the game's notation (--list)\n"
"  --roll R         with a --game that rolls before it moves: the roll of the\n"
"                   side to move (--list); none: to come (the root a * node)\n"
"  --hint           with --game and --position: instead of the algorithms'\n"
"                   rows, a row per move of the root: its value searched to\n"
"                   --horizon (exact), its static evaluation, best first\n"
"  --positions FILE  with --game: every position of FILE, one 'POSITION ROLL'\n"
"                   a line (ROLL where the game takes one, '-': to come;\n"
"                   the rest of the line ignored), each position's rows its own run's, in\n"
"                   FILE's order, shared out over --threads; --shard I/K\n"
"                   searches a slice (the shards' rows concatenate)\n"
"  --play MOVES     with --game backgammon: play these moves from --position first, the\n"
"                   sides taking turns, in GNU Backgammon's notation, each after\n"
"                   its roll: \"31:8/5 6/5 64:24/14\"; rows name the position\n"
"                   reached; an illegal move is refused, naming the legal ones\n"
"  --referee FILE   with --game backgammon and --roll: rows add ref_loss and\n"
"                   ref_rank, the chosen move's loss (milli-points) and rank by\n"
"                   GNU Backgammon's 2-ply equities in FILE (make referee wrote\n"
"                   data/referee.txt), which must hold the position and roll;\n"
"                   with --game pig, --referee exact: by the solved game\n"
"                   (the loss in thousandths of a win)\n", out);
}

/* The generated trees' options, part of the first part of --help. */
static void print_generated_help(FILE *out)
{
    fprintf(out,
"  -N LIST          moves per + and - node, at most 64 comma-separated\n"
"                   integers from 1 to %d (default 2,4,6,8,10,20,30,40)\n"
"  -D PLIES         move levels below and including the + node, 1 to %d\n"
"                   (default 2): + * - * + ..., N**D * C**(D-1) leaves\n"
"  -C K             outcomes per * node, 1 to %d (default: N)\n"
"  --probs P        uniform | dice | random (default uniform): outcome\n"
"                   probabilities; dice needs C = 21 (doubles 1/36, other\n"
"                   rolls 2/36); random draws weights 1..9 per trial and\n"
"                   chance level, dealt to each * node's outcomes at random\n"
"  --model M        fuller | uniform | nau | pearl (default fuller): leaf\n"
"                   values; see --list\n"
"  --p P            nau and pearl: the probability, a decimal or P/Q\n"
"                   (default 0.5); balanced (pearl, -C 1): the p that the\n"
"                   back-up keeps, 0.382 or 0.618 by who moves above the leaves\n"
"  --mode M         best | random | both | exact | formula (default random)\n"
"                   best: the optimally ordered tree (one tree, trials = 1;\n"
"                   fuller only); random: every node's orders equally likely;\n"
"                   both: best then random; exact: every ordering of the tree\n"
"                   enumerated (at most 2^24: tiny trees, e.g. N = 2: 128);\n"
"                   formula: Ballard's algebraic estimate of Star1's mean\n"
"                   leaves (Table V, eq. (21); the paper's tree only)\n"
"  --star-first K   the + node searches its K-th best * child first (1 to N),\n"
"                   the others in their usual order: an oracle ordering, as\n"
"                   only the generator knows the values (section 7.4;\n"
"                   --model fuller only)\n"
"  --star-first-mode M  move | again (default move): move hands that child\n"
"                   out first and the others after it; again searches it\n"
"                   first to set alpha, then every child in the usual order,\n"
"                   that one again in its own place\n"
"  --best-first-prob Q  the best * child first (as --star-first 1) in a share\n"
"                   Q of the trees (drawn per tree), the usual order in the\n"
"                   others: imperfect ordering; Q a decimal or P/Q (fuller;\n"
"                   rows add best_first_prob when 0 < Q < 1)\n"
"  --seed S         random-tree seed, 0 to 2^64-1 (default %llu)\n"
"\n",
            CLI_MAX_N, GEN_MAX_PLIES, CLI_MAX_N, CLI_DEFAULT_SEED);
}

/* The second part of --help (C11 promises string literals of only 4095
 * characters): a horizon and its static evaluation. */
static void print_horizon_help(FILE *out)
{
    fputs(
"Horizon (search H move levels, then score by static evaluation):\n"
"  --horizon H      expand H move levels below and including the + node\n"
"                   (1 to -D; H = 1 scores the + node's children); every\n"
"                   algorithm returns the exact value of the tree cut there,\n"
"                   nodes scored count as leaves, and rows add the chosen\n"
"                   move's value in the full tree, the best value, whether it\n"
"                   is best, and the loss (summaries: correct_rate, loss_mean)\n"
"                   H,H,...: every tree at each, each summary paired with\n"
"                   the first horizon's (gained, lost, differences and se);\n"
"                   with --tree or --game, each horizon's rows in turn\n"
"  --eval E         the static evaluation (see --list): path (fuller: arc sum\n"
"                   plus the expected sum of the arcs to come), wins (nau,\n"
"                   pearl: the fraction of winning leaves below), oracle (the\n"
"                   node's exact value, searched below it), file (a tree\n"
"                   file's :eval V; the default with --tree), or a game's own:\n"
"                   backgammon fitted (default) or net (its neural network);\n"
"                   pig race (default) or exact (the solved game)\n"
"  --eval-noise K   add an integer uniform on [-K, K] (the tree's units),\n"
"                   drawn by the node's identity and --seed, clamped to [L, U]\n"
"\n"
"Orderings that need no oracle (rows add order,chance_order,rank_probes):\n"
"  --order O        tree | eval | eval-above | random (default tree): eval hands\n"
"                   out the children of + and - nodes best first for the side\n"
"                   to move by --eval (a leaf by its value; ties keep the tree's\n"
"                   order); eval-above does so except at the last move level,\n"
"                   whose children are evaluated one by one as searched;\n"
"                   random (--tree only): --trials K reorderings of the file's\n"
"                   tree, every node's children shuffled by the node and the\n"
"                   trial (--seed, --first-trial, --per-trial, and --shard with\n"
"                   --per-trial, as for generated trials)\n"
"  --chance-order O tree | likely (default tree): likely hands out a * node's\n"
"                   outcomes most probable first (section 7.3)\n"
"  --rank-probes K  section 7.4: before a + or - node searches its * children,\n"
"                   search the first K outcomes of each exactly (their leaves\n"
"                   count) and take the * children best first by their mean\n"
"                   (star1, star2, cyclic; 1 to 1000)\n"
"  --count C        reads | distinct (default reads): reads counts every leaf\n"
"                   read, again when a probed node is searched again (the\n"
"                   paper's convention); distinct counts each leaf once, as\n"
"                   an engine that keeps what it read pays (rows end with\n"
"                   count = distinct; not with --stats, --shard, --trace,\n"
"                   --dot or --star-first-mode again)\n"
"\n"
"Transpositions and iterative deepening (with --tree or --game):\n"
"  --table N        with --tree or --game: pruning searches keep a transposition\n"
"                   table of N entries (0 to 2^26; 0: none) answering a node\n"
"                   searched before from the bounds proved on it; rows add\n"
"                   table,iterate,table_hits,table_chance_hits,table_stores,\n"
"                   table_replacements\n"
"  --iterate        with --table N and --horizon H: iterative deepening,\n"
"                   horizons 1 to H in turn, each iteration's best moves\n"
"                   searched first in the next; every iteration counted\n""  --budget K=N     with --tree or --game and --horizon H: iterative deepening\n"
"                   within N evaluations (K evals) or nodes (K nodes), 1 to\n"
"                   2^62: horizons 1, 2, .. H, each a plain search, while the\n"
"                   horizons searched cost at most N in all (horizon 1 always);\n"
"                   rows add budget,horizon_reached,budget_exceeded and give\n"
"                   the deepest horizon's value, move and line\n"
"\n", out);
    fputs(
"Forward pruning (with --game and --algo cpc):\n"
"  --cut-fit F      ChanceProbCut's fit for the evaluation (data/cpc-fit.txt;\n"
"                   --eval net: data/cpc-fit-net.txt): cpc searches each\n"
"                   outcome of a * node R move levels shallower, predicts its\n"
"                   value from the fit, and cuts the node when the predictions\n"
"                   -+ T sigma prove it outside the window; it may return\n"
"                   another value (--verify skips it), so rows judge every\n"
"                   chosen move against the horizon tree's exact values and\n"
"                   add cut_sigmas,cut_reduction,forward_cutoffs,shallow_searches\n"
"  --cut-sigmas T   the band's half-width in the fit's sigmas, 0 to 100, up\n"
"                   to 3 decimals (default 1)\n"
"  --cut-reduction R  shallow searches R move levels less deep, 1 to 7\n"
"                   (default 1)\n"
"\n", out);
}

/* The third part of --help: searches, outputs and the rest. */
static void print_search_help(FILE *out)
{
    fprintf(out,
"Searches:\n"
"  --algo LIST      algorithms, comma-separated (default: all that the tree\n"
"                   allows but product, which runs only when named; see\n"
"                   --list); rows follow the order of --list\n"
"  --probes K       probing rounds of 'cyclic', 1 to 1000 (default %d)\n"
"  --star1-cutoff R inclusive | strict (default inclusive): Star1's test at\n"
"                   * nodes, in every pruning algorithm's regular phase;\n"
"                   inclusive cuts when w*V <= A (the paper's pseudo-code),\n"
"                   strict only when w*V < A (a reading of Table III)\n"
"  --goal G         value | move (default value): move stops below the + node's\n"
"                   last * child once it is shown strictly best (section 7.2)\n"
"  --trials T       random trees per N, 1 to %llu (default %llu)\n"
"  --first-trial F  number the random trials from F, 0 to 2^62 (default 0),\n"
"                   so that runs split over processes give the same\n"
"                   per-trial rows\n"
"  --per-trial      one row per (trial, algorithm) instead of summaries\n"
"  --stats          exact sufficient statistics (sums and sums of squares)\n"
"                   instead of summaries, for 'starbench merge'\n"
"  --shard I/K      run only the I-th of K equal, contiguous slices of each\n"
"                   experiment's trials (1 <= I <= K <= its trials); the\n"
"                   --stats of all K, merged, give the unsplit run's CSV\n"
"                   (with --positions: of the positions)\n"
"  --trace          write the search's events (enter with its window, leaf,\n"
"                   probe, cutoff with its test, exit with its value) as CSV\n"
"                   instead of rows, for one tree: --tree FILE, or one N\n"
"                   with --mode best or --trials 1 (--first-trial F picks it)\n"
"  --dot F          also draw the search of the one tree by the one algorithm\n"
"                   (--algo) in Graphviz's language to F (dot -Tsvg renders it)\n"
"  --verify         check every result against exhaustive *-minimax;\n"
"                   exit 1 on the first mismatch (cpc, forward pruning,\n"
"                   is not checked: its move is judged instead)\n"
"  --threads T      worker threads, 1 to 256 (default: online CPUs);\n"
"                   results do not depend on it (a tree or game: --positions)\n"
"  --quiet          no progress line (shown on a terminal once a run has\n"
"                   taken 2 s)\n"
"  -o, --output F   write the CSV to F: a file is replaced whole or not at\n"
"                   all, keeping its mode and owner; a device, FIFO or\n"
"                   descriptor (/dev/stdout) is written to, never replaced\n"
"                   (default: standard output, streamed)\n"
"\n"
"Other:\n"
"  merge FILES...   (as the first argument) add up --stats files of one run\n"
"                   split by --shard or --first-trial; see 'starbench merge -h'\n"
"  pivot [FILE]     (as the first argument) one row per setting, a column\n"
"                   group per algorithm; see 'starbench pivot -h'\n"
"  plot [FILE]      (as the first argument) a line per algorithm through\n"
"                   gnuplot, PNG or SVG; see 'starbench plot -h'\n"
"  play             (as the first argument) backgammon games between two\n"
"                   engines, points per game; see 'starbench play -h'\n"
"  --list           list the algorithms and models and exit\n"
"  --constants      print Results 1 and 2 (asymptotic best-case constants,\n"
"                   from eq. (14) by numerical integration) as CSV and exit\n"
"                   (to -o if given; no other option applies)\n"
"  -h, --help       show this help and exit\n"
"  --version        show the version and exit\n"
"\n"
"Exit status: 0 success, 1 runtime failure (unwritable output, failed\n"
"verification), 2 bad usage, 128 + N when killed by signal N.  Options\n"
"that the chosen modes would not use are errors.  Columns: starbench(1)\n"
"and doc/reference.md.\n"
"\n"
"Examples:\n"
"  starbench -N 20 -trials 1000                 Star1, Star2, ... on 1000 trees\n"
"  starbench --mode best -N 2,4,6,8 --algo star1,star2   Tables I and II\n"
"  starbench -D 3 -N 10 --verify -o d3.csv      3 plies, checked, to a file\n",
            SEARCH_DEFAULT_PROBES,
            CLI_MAX_TRIALS, CLI_DEFAULT_TRIALS);
}

void cli_print_help(FILE *out)
{
    print_tree_help(out);
    print_generated_help(out);
    print_horizon_help(out);
    print_search_help(out);
}

void cli_print_merge_help(FILE *out)
{
    fputs("Usage: starbench merge [-o F] FILE...\n"
          "Adds up the --stats CSV files of one run split over processes (by --shard\n"
          "I/K, or by --first-trial and --trials) and writes the summary CSV that the\n"
          "unsplit run writes, byte for byte.  FILE '-' is standard input.  The files\n"
          "must hold the same rows (the same settings, N, modes and algorithms, in\n"
          "the same order), and their trial ranges must join up: a range in two files,\n"
          "or missing from all, is an error (exit 2), and nothing is written.  So is\n"
          "a row that no run could have written (settings, trial range, or sums and\n"
          "sums of squares that its trees do not allow: see starbench(1)).\n"
          "\n"
          "  -o, --output F   write the CSV to F (replaced whole or not at all)\n"
          "  -h, --help       show this help and exit\n", out);
}

void cli_print_play_help(FILE *out)
{
    fprintf(out, "Usage: starbench play --a SPEC --b SPEC [--games N] [--seed S] [--threads T] [--per-game [--moves]]\n"
          "                      [--positions FILE] [--shard I/K] [-o F]\n"
          "       starbench play [-o F] FILE...\n"
          "Plays N games of cubeless backgammon (money: single 1, gammon 2, backgammon\n"
          "3 points) from the opening between engine A and engine B, and writes the\n"
          "summary: A's points per game with its standard error and 95%% interval,\n"
          "wins, gammons, backgammons, nodes and evaluations per move.  Duplicate\n"
          "play: games come in pairs with the same dice, A first in one, B first in\n"
          "the other.  Dice come from the seed: the same arguments give the same\n"
          "bytes at any --threads.  With FILE...: nothing is played; the per-game\n"
          "rows of one match (its shards, in any order; '-' standard input) are\n"
          "summed up into the summary the unsplit match writes, byte for byte.\n"
          "\n"
          "  --a SPEC, --b SPEC  the engines: comma-separated KEY=VALUE, e.g.\n"
          "                   algo=star2,horizon=2,order=eval; keys algo (minimax,\n"
          "                   star1, star2, cyclic, star25, cpc, or random: a random\n"
          "                   legal move; default star2), horizon (1-6, default 1),\n"
          "                   order (tree, eval, eval-above; default eval, where a\n"
          "                   search's --order defaults to tree), eval\n"
          "                   (fitted or net), probes, probe-factor, table, iterate, budget\n"
          "                   (evals=N or nodes=N), cut-fit, cut-sigmas, cut-reduction\n"
          "  --games N        games, an even number from 2 to 2^40 (default %d)\n"
          "  --seed S         the dice's seed, 0 to 2^64-1 (default %llu)\n"
          "  --threads T      games played at once, 1 to 256 (default: online CPUs)\n"
          "  --per-game       a row per game instead of the summary\n"
          "  --moves          with --per-game: rows end with the game's moves, as\n"
          "                   --play reads them (\"31:8/5 6/5 64:24/14 ...\")\n"
          "  --positions FILE  start positions, one 'POSITION-ID ROLL' a line (as the\n"
          "                   search's --positions reads them): pair p starts from\n"
          "                   position p mod K, its first roll the line's (ROLL '-':\n"
          "                   drawn, doubles too); rows add starts (FILE) and start\n"
          "  --shard I/K      with --per-game: play only the I-th of K equal slices of\n"
          "                   the match's pairs (rows as the unsplit match's)\n"
          "  --quiet          no progress line on a terminal\n"
          "  -o, --output F   write the CSV to F (replaced whole or not at all)\n"
          "  -h, --help       show this help and exit\n", CLI_DEFAULT_GAMES, CLI_DEFAULT_SEED);
}

void cli_print_plot_help(FILE *out)
{
    fprintf(out, "Usage: starbench plot --x C --y C [--se C] [--by C] [--where C=V,...] [options] [-o F] [FILE]\n"
          "Draws a CSV with a header (any of starbench's outputs, or any CSV) through\n"
          "gnuplot: column --y against column --x, a line for each value of the --by\n"
          "column (default: algorithm, when there is one; otherwise one line), points\n"
          "sorted by x; with --se, error bars of y -+ 1.96 se (95%% intervals).  Rows\n"
          "whose y is empty are left out; a field that is no number, two points of a\n"
          "line at one x, and a value <= 0 on a log axis are errors (exit 2), and\n"
          "nothing is written.  The image goes to -o F (replaced whole or not at all)\n"
          "or standard output.  FILE '-' or none is standard input:\n"
          "  starbench -N 2,4,8,16 --trials 100 | starbench plot --x n --y leaves_mean \\\n"
          "      --se leaves_se --log xy -o leaves.png\n"
          "\n"
          "  --x C            the column along x (numbers)\n"
          "  --y C            the column along y (numbers)\n"
          "  --se C           the standard error of y (error bars; empty: none)\n"
          "  --by C           the column whose values are the lines\n"
          "  --where C=V,...  only the rows whose column C holds V (each condition)\n"
          "  --log x|y|xy     logarithmic axes\n"
          "  --title T        the plot's title (default: none)\n"
          "  --xlabel T       x's label (default: the column's name)\n"
          "  --ylabel T       y's label (default: the column's name; with --se, and\n"
          "                   what the bars are)\n"
          "  --format png|svg the image's format (default: -o's suffix, else png)\n"
          "  --size WxH       the image's size in pixels (default %dx%d)\n"
          "  --script         write the gnuplot script instead (data inside; run it\n"
          "                   with gnuplot >image)\n"
          "  -o, --output F   write to F\n"
          "  -h, --help       show this help and exit\n"
          "GNUPLOT names the gnuplot to run (default: gnuplot on PATH).\n", CLI_PLOT_WIDTH, CLI_PLOT_HEIGHT);
}

void cli_print_pivot_help(FILE *out)
{
    fputs("Usage: starbench pivot [--by C] [--keys LIST] [--values LIST] [-o F] [FILE]\n"
          "Spreads a CSV with a header (starbench's rows, results/backgammon.csv, or\n"
          "any CSV) into one row per setting with a group of columns per algorithm:\n"
          "the rows that agree on every key column become one row, and each value of\n"
          "the --by column adds the columns VALUE_COLUMN (star2_leaves_mean).  Rows\n"
          "and groups keep the order in which they first appear; a missing cell is\n"
          "empty.  Two rows with the same key and --by value are an error (exit 2),\n"
          "and nothing is written.  FILE '-' or none is standard input:\n"
          "  starbench -N 2,4,8 --trials 100 | starbench pivot\n"
          "\n"
          "  --by C           the column whose values become groups (default: algorithm)\n"
          "  --values LIST    the columns spread into each group (default: every\n"
          "                   column a search measures: probes, leaves*, examined_pct,\n"
          "                   saved_pct, *cutoffs*, value, move, line, and the horizon's\n"
          "                   move_value, best_value, correct*, loss*)\n"
          "  --keys LIST      the columns that name a row (default: every other column\n"
          "                   but those a search measures); columns in none of the\n"
          "                   three lists are left out\n"
          "  -o, --output F   write the CSV to F (replaced whole or not at all)\n"
          "  -h, --help       show this help and exit\n", out);
}

void cli_print_list(FILE *out)
{
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
    fputs("games (--game NAME, or NAME:KEY=VALUE,...), each with its parameters and evaluations (--eval):\n", out);
    for (int g = 0; g < GAME_COUNT; g++) {
        const struct game *game = GAMES[g];
        const char *name, *summary;
        fprintf(out, "  %-8s %s\n", game->name, game->summary);
        fprintf(out, "    --horizon 1 to %d; --position %s\n", game->max_horizon, game->position_help);
        if (game->roll_help) fprintf(out, "    --roll %s\n", game->roll_help);
        for (int k = 0; k < game->param_count; k++)
            fprintf(out, "    %s=N  %s: %d to %d (default %d)\n", game->params[k].key, game->params[k].help,
                    game->params[k].min, game->params[k].max, game->params[k].fallback);
        for (int i = 0; (name = game->evaluator(i, &summary)) != NULL; i++)
            fprintf(out, "    --eval %-7s %s\n", name, summary);
    }
}

/* A comma-separated list of distinct integers from min to max (at most
 * room of them) into out, in the order given; 0, or -1 with a message. */
static int parse_int_list(const char *option, const char *arg, int min, int max, int *out, int *count, int room,
                          char *err, size_t errlen)
{
    *count = 0;
    for (const char *item = arg;; item++) {
        const char *end = strchr(item, ',');
        size_t len = end ? (size_t)(end - item) : strlen(item);
        char buf[32];
        uint64_t v;
        if (len == 0 || len >= sizeof buf) {
            snprintf(err, errlen, "%s: expected comma-separated integers from %d to %d, got '%s'", option, min, max,
                     arg);
            return -1;
        }
        memcpy(buf, item, len);
        buf[len] = '\0';
        if (parse_uint(buf, (uint64_t)min, (uint64_t)max, &v) != 0) {
            snprintf(err, errlen, "%s: expected comma-separated integers from %d to %d, got '%s'", option, min, max,
                     buf);
            return -1;
        }
        for (int i = 0; i < *count; i++)
            if (out[i] == (int)v) {
                snprintf(err, errlen, "%s: %s is listed twice in '%s'", option, buf, arg);
                return -1;
            }
        if (*count == room) {
            snprintf(err, errlen, "%s: more than %d values in '%s'", option, room, arg);
            return -1;
        }
        out[(*count)++] = (int)v;
        if (!end) return 0;
        item = end;
    }
}

/* --horizon H[,H...]: the list, and horizon.horizon the deepest (what the checks against the tree's depth need). */
static int parse_horizons(const char *arg, struct run_config *o, char *err, size_t errlen)
{
    if (parse_int_list("--horizon", arg, 1, TREEFILE_MAX_DEPTH, o->horizons, &o->horizon_count, CLI_MAX_HORIZONS, err,
                       errlen) != 0)
        return -1;
    for (int i = 0; i < o->horizon_count; i++)
        if (o->horizons[i] > o->horizon.horizon) o->horizon.horizon = o->horizons[i];
    return 0;
}

static int parse_algo_list(const char *arg, int *chosen, char *err, size_t errlen)
{
    for (const char *item = arg;; item++) {
        const char *end = strchr(item, ',');
        size_t len = end ? (size_t)(end - item) : strlen(item);
        char name[32];
        int found = -1;
        if (len < sizeof name) {
            memcpy(name, item, len);
            name[len] = '\0';
            found = algorithm_find(name);
        }
        if (found < 0) {
            char names[256] = "";
            for (int i = 0; i < ALGORITHM_COUNT; i++) {
                strncat(names, ALGORITHMS[i].name, sizeof names - strlen(names) - 1);
                if (i + 1 < ALGORITHM_COUNT) strncat(names, ", ", sizeof names - strlen(names) - 1);
            }
            snprintf(err, errlen, "--algo: unknown algorithm '%.*s' (expected a comma-separated "
                     "list of: %s)", (int)len, item, names);
            return -1;
        }
        chosen[found] = 1;
        if (!end) return 0;
        item = end;
    }
}

/* One of a fixed list of names: its index, or -1 with the list in err. */
static int parse_choice(const char *option, const char *arg, const char *const *names, int count,
                        char *err, size_t errlen)
{
    char list[256] = "";
    for (int i = 0; i < count; i++) {
        if (strcmp(arg, names[i]) == 0) return i;
        strncat(list, names[i], sizeof list - strlen(list) - 1);
        strncat(list, i + 2 < count ? ", " : i + 1 < count ? " or " : "", sizeof list - strlen(list) - 1);
    }
    snprintf(err, errlen, "%s: expected %s, got '%s'", option, list, arg);
    return -1;
}

static int parse_mode(const char *arg, struct run_config *o, char *err, size_t errlen)
{
    static const char *const NAMES[] = { "best", "random", "both", "exact", "formula" };
    static const int MODES[] = { MODE_BEST, MODE_RANDOM, MODE_BEST | MODE_RANDOM, MODE_EXACT, MODE_FORMULA };
    int i = parse_choice("--mode", arg, NAMES, 5, err, errlen);
    if (i >= 0) o->modes = MODES[i];
    return i < 0 ? -1 : 0;
}

/* A probability: a decimal (0.5, 1, .25) or a fraction P/Q, reduced into
 * *num_out / *den_out. */
static int parse_probability(const char *option, const char *arg, uint64_t *num_out, uint64_t *den_out, char *err,
                             size_t errlen)
{
    uint64_t num = 0, den = 1;
    const char *slash = strchr(arg, '/');
    char whole[32] = "";
    int ok = strlen(arg) < sizeof whole;
    if (ok && slash) {
        memcpy(whole, arg, (size_t)(slash - arg));
        whole[slash - arg] = '\0';
        ok = parse_uint(whole, 0, GEN_MAX_P_DENOMINATOR, &num) == 0
             && parse_uint(slash + 1, 1, GEN_MAX_P_DENOMINATOR, &den) == 0;
    } else if (ok) {
        ok = parse_decimal(arg, 9, 1, &num, &den) == 0;
    }
    if (!ok || num > den) {
        snprintf(err, errlen, "%s: expected a probability from 0 to 1, as a decimal (at most 9 "
                 "digits after the point) or P/Q with Q up to %llu, got '%s'", option, GEN_MAX_P_DENOMINATOR, arg);
        return -1;
    }
    uint64_t g = tree_gcd(num, den);
    *num_out = num / g;
    *den_out = den / g;
    return 0;
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
    o->trials = CLI_DEFAULT_TRIALS;
    o->threads = default_threads();
    o->cut_reduction = CLI_DEFAULT_CUT_REDUCTION;
    o->cut_sigmas_milli = CLI_DEFAULT_CUT_SIGMAS_MILLI;
}

const struct horizon_spec *run_config_horizon(const struct run_config *o)
{
    const struct horizon_spec *h = &o->horizon;
    return horizon_spec_has_view(h) || h->rank_probes > 0 ? h : NULL;
}

struct gen_spec run_config_spec(const struct run_config *o, int n, enum tree_order order)
{
    struct gen_spec spec = o->tree;
    spec.n = n;
    spec.c = o->c ? o->c : n;
    spec.order = order;
    if (o->p_balanced) gen_balanced_p(n, spec.plies, &spec.p_num, &spec.p_den);
    return spec;
}

/* The GIVEN_* bit of an option, for the checks of what a mode uses. */
static unsigned given_bit(int option)
{
    switch (option) {
    case OPT_TRIALS: return GIVEN_TRIALS;
    case OPT_SEED: return GIVEN_SEED;
    case OPT_FIRST_TRIAL: return GIVEN_FIRST_TRIAL;
    case OPT_STAR_FIRST: return GIVEN_STAR_FIRST;
    case OPT_BEST_FIRST_PROB: return GIVEN_BEST_FIRST_PROB;
    case OPT_VERIFY: return GIVEN_VERIFY;
    case OPT_PROBES: return GIVEN_PROBES;
    case OPT_PROBE_FACTOR: return GIVEN_PROBE_FACTOR;
    case OPT_P: return GIVEN_P;
    case OPT_PER_TRIAL: return GIVEN_PER_TRIAL;
    case OPT_STAR_FIRST_MODE: return GIVEN_STAR_FIRST_MODE;
    case OPT_STAR1_CUTOFF: return GIVEN_STAR1_CUTOFF;
    case OPT_STATS: return GIVEN_STATS;
    case OPT_SHARD: return GIVEN_SHARD;
    case OPT_CHANCE: return GIVEN_CHANCE;
    case OPT_PROBS: return GIVEN_PROBS;
    case OPT_THREADS: return GIVEN_THREADS;
    case OPT_TRACE: case OPT_DOT: return GIVEN_TRACE;
    case OPT_EVAL: return GIVEN_EVAL;
    case OPT_EVAL_NOISE: return GIVEN_EVAL_NOISE;
    case OPT_CUT_FIT: case OPT_CUT_SIGMAS: case OPT_CUT_REDUCTION: return GIVEN_CUT;
    case OPT_N: case OPT_PLIES: case OPT_MODEL: case OPT_GOAL: case OPT_MODE: case OPT_ALGO:
        return GIVEN_TREE_OR_SEARCH;
    }
    return 0;
}

/* Parses a numeric option's value into *out, with the range in the message. */
static int parse_option_number(const char *name, const char *arg, uint64_t min, uint64_t max,
                               uint64_t *out, char *err, size_t errlen)
{
    if (parse_uint(arg, min, max, out) == 0) return 0;
    snprintf(err, errlen, "%s: expected a whole number from %llu to %llu, got '%s'",
             name, (unsigned long long)min, (unsigned long long)max, arg);
    return -1;
}

/* A numeric option that an int holds (max <= INT_MAX) into *out. */
static int parse_int_option(const char *name, const char *arg, int min, int max, int *out, char *err, size_t errlen)
{
    uint64_t number;
    if (parse_option_number(name, arg, (uint64_t)min, (uint64_t)max, &number, err, errlen) != 0) return -1;
    *out = (int)number;
    return 0;
}

/* Whether the generated trees' values are win probabilities: L = 0, U = 1
 * (nau and pearl); a horizon keeps them so, as evaluations lie within
 * [L, U].  A spec the later checks refuse counts as yes, so that they name
 * what is wrong with it. */
static int values_are_probabilities(const struct run_config *o)
{
    struct gen_spec spec = run_config_spec(o, o->n[0], ORDER_RANDOM);
    char unused[200];
    if (gen_spec_check(&spec, unused, sizeof unused) != 0) return 1;
    struct gen_tree g;
    gen_tree_init(&g, &spec, 0);
    return g.tree.lo == 0 && g.tree.hi == g.tree.scale;
}

/* Whether an algorithm can search with these settings, on any tree (a
 * horizon, the goal); if not, why (in err). */
static int search_allowed(const struct algorithm *a, const struct run_config *o, enum search_goal goal,
                          char *err, size_t errlen)
{
    if ((a->needs & NEEDS_LEAVES) && o->horizon.horizon) {
        snprintf(err, errlen, "--algo: %s counts the leaves of the full tree; not with --horizon", a->name);
        return 0;
    }
    if ((a->needs & NEEDS_GOAL_VALUE) && goal != GOAL_VALUE) {
        snprintf(err, errlen, "--algo: %s is defined for --goal value only, not --goal move", a->name);
        return 0;
    }
    if ((a->needs & NEEDS_CUT_FIT) && (!o->game || !o->cut_fit_file)) {
        snprintf(err, errlen, "--algo: %s prunes by a fit made for a game: give --game with --cut-fit FILE "
                 "(data/cpc-fit.txt)", a->name);
        return 0;
    }
    return 1;
}

/* Whether an algorithm can run on the generated trees with these
 * settings; if not, why (in err). */
static int algorithm_allowed(const struct algorithm *a, const struct run_config *o, enum search_goal goal,
                             char *err, size_t errlen)
{
    if ((a->needs & NEEDS_TWO_PLIES) && o->tree.plies != 2) {
        snprintf(err, errlen, "--algo: %s is defined on 2-ply trees only, not -D %d", a->name, o->tree.plies);
        return 0;
    }
    if ((a->needs & NEEDS_FULLER) && o->tree.model != gen_model_find("fuller")) {
        snprintf(err, errlen, "--algo: %s assumes Fuller leaves (a - node's minimum needs all its "
                 "leaves), not --model %s", a->name, GEN_MODELS[o->tree.model].name);
        return 0;
    }
    if ((a->needs & NEEDS_PROBABILITIES) && !values_are_probabilities(o)) {
        snprintf(err, errlen, "--algo: %s reads values as win probabilities (L = 0, U = 1: --model nau or "
                 "pearl), not --model %s", a->name, GEN_MODELS[o->tree.model].name);
        return 0;
    }
    return search_allowed(a, o, goal, err, errlen);
}

/* Appends ALGORITHMS[i] to the run with its parameters resolved once. */
static void add_algorithm(struct run_config *o, int i, int probes, int factor, enum search_goal goal,
                          enum star1_cutoff cutoff)
{
    struct run_algorithm *ra = &o->algorithms[o->algorithm_count++];
    ra->algorithm = &ALGORITHMS[i];
    ra->params = algorithm_params(&ALGORITHMS[i], probes, factor);
    ra->params.goal = goal;
    ra->params.cutoff = cutoff;
    ra->params.rank_probes = ALGORITHMS[i].method == METHOD_STAR ? o->horizon.rank_probes : 0;
    ra->count_distinct = o->count_distinct;
    ra->params.table = ALGORITHMS[i].method == METHOD_STAR && o->table_entries > 0;
    ra->table_entries = ra->params.table ? o->table_entries : 0;
    ra->iterative = ALGORITHMS[i].method == METHOD_STAR && o->iterate;
    ra->budget = o->budget;
}

/* --probes and --star1-cutoff are errors unless a chosen algorithm reads
 * them (and --mode formula searches nothing). */
static int check_search_options(const struct run_config *o, unsigned given, char *err, size_t errlen)
{
    int uses_probes = 0, uses_factor = 0, uses_cutoff = 0, uses_cut = 0;
    for (int i = 0; i < o->algorithm_count; i++) {
        uses_cut |= (o->algorithms[i].algorithm->needs & NEEDS_CUT_FIT) != 0;
        uses_probes |= o->algorithms[i].algorithm->probe_rounds == PROBES_FROM_OPTION;
        uses_factor |= o->algorithms[i].algorithm->probe_rounds == PROBE_FACTOR_FROM_OPTION;
        uses_cutoff |= o->algorithms[i].algorithm->method == METHOD_STAR;
    }
    if ((given & GIVEN_PROBES) && !uses_probes) {
        snprintf(err, errlen, "--probes: sets the rounds of cyclic, which --algo does not list");
        return -1;
    }
    if ((given & GIVEN_CUT) && !uses_cut) {
        snprintf(err, errlen, "--cut-fit, --cut-sigmas and --cut-reduction: set ChanceProbCut (cpc), which --algo "
                 "does not list");
        return -1;
    }
    const char *not_with_cut = o->trace ? "--trace" : o->dot ? "--dot" : o->count_distinct ? "--count distinct"
                               : o->iterate ? "--iterate" : NULL;
    if (uses_cut && not_with_cut) {
        snprintf(err, errlen, "--algo: cpc's shallow searches are neither traced nor iterated; not with %s",
                 not_with_cut);
        return -1;
    }
    if ((given & GIVEN_PROBE_FACTOR) && !uses_factor) {
        snprintf(err, errlen, "--probe-factor: sets the probes per outcome of star25, which --algo does not list");
        return -1;
    }
    if ((given & GIVEN_STAR1_CUTOFF) && (!uses_cutoff || o->modes & MODE_FORMULA)) {
        snprintf(err, errlen, "--star1-cutoff: sets the * node test of star1, star2 and cyclic searches, "
                 "which this run %s", o->modes & MODE_FORMULA ? "(--mode formula) does not make" : "does not list");
        return -1;
    }
    return 0;
}

/* --trace and --dot follow the search of one tree: one N, one mode that
 * searches one tree (best, or random with --trials 1); --trace writes rows
 * of no other kind; --dot draws one algorithm's search. */
static int check_one_tree(const struct run_config *o, unsigned given, char *err, size_t errlen)
{
    const char *option = o->trace ? "--trace" : "--dot";
    for (int i = 0; i < o->algorithm_count; i++) {
        const struct algorithm *a = o->algorithms[i].algorithm;
        if (a->method == METHOD_LOWER_BOUND || a->method == METHOD_PRODUCT) {
            snprintf(err, errlen, "%s: %s %s: nothing to follow", option, a->name,
                     a->method == METHOD_PRODUCT ? "backs up probabilities, not *-minimax values, and prunes nothing"
                                                 : "is not a search (it counts leaves from the values)");
            return -1;
        }
    }
    if (o->dot && o->algorithm_count != 1) {
        snprintf(err, errlen, "--dot: draws one search; name one algorithm with --algo");
        return -1;
    }
    if (!o->trace && (o->tree_file || o->game)) return 0;
    static const struct { unsigned bit; const char *name; } OTHER_OUTPUT[] = {
        { GIVEN_PER_TRIAL, "--per-trial" }, { GIVEN_STATS, "--stats" }, { GIVEN_SHARD, "--shard" },
        { GIVEN_THREADS, "--threads" },
    };
    for (size_t i = 0; o->trace && i < sizeof OTHER_OUTPUT / sizeof OTHER_OUTPUT[0]; i++)
        if (given & OTHER_OUTPUT[i].bit) {
            snprintf(err, errlen, "--trace: its CSV is the events of one search; not with %s", OTHER_OUTPUT[i].name);
            return -1;
        }
    if (o->tree_file || o->game) return 0;
    if (o->n_count != 1 || (o->modes != MODE_BEST && o->modes != MODE_RANDOM) || (o->modes == MODE_RANDOM && o->trials != 1)) {
        snprintf(err, errlen, "%s: follows one tree; give -N with one value and --mode best, or --trials 1 "
                 "(--first-trial F picks the tree)", option);
        return -1;
    }
    return 0;
}

/* --eval NAME. */
static int parse_eval(const char *arg, struct run_config *o, char *err, size_t errlen)
{
    int i = gen_eval_find(arg);
    o->horizon.eval = strcmp(arg, EVAL_ORACLE_NAME) == 0 ? EVAL_ORACLE : EVAL_SOURCE;
    if (i >= 0) {
        o->tree.eval = &GEN_EVALS[i];
        o->horizon.eval_name = GEN_EVALS[i].name;
        return 0;
    }
    static const char *const OWN[] = { EVAL_ORACLE_NAME, EVAL_FILE_NAME };
    for (size_t k = 0; k < sizeof OWN / sizeof OWN[0]; k++)
        if (strcmp(arg, OWN[k]) == 0) {
            o->horizon.eval_name = OWN[k];
            return 0;
        }
    const struct game *game = game_of_evaluator(arg);
    const char *name, *summary;
    for (int k = 0; game && (name = game->evaluator(k, &summary)) != NULL; k++)
        if (strcmp(name, arg) == 0) {
            o->horizon.eval_name = name;
            return 0;
        }
    char names[256] = EVAL_ORACLE_NAME ", " EVAL_FILE_NAME;
    for (int g = 0; g < GAME_COUNT; g++)
        for (int k = 0; (name = GAMES[g]->evaluator(k, &summary)) != NULL; k++)
            snprintf(names + strlen(names), sizeof names - strlen(names), ", %s", name);
    for (int k = 0; k < GEN_EVAL_COUNT; k++)
        snprintf(names + strlen(names), sizeof names - strlen(names), ", %s", GEN_EVALS[k].name);
    snprintf(err, errlen, "--eval: expected one of %s, got '%s'", names, arg);
    return -1;
}

/* The option that asks for a view of the trees or an ordering (the first
 * of --horizon, --order eval, --chance-order likely, --rank-probes), or NULL. */
static const char *view_option(const struct run_config *o)
{
    const struct horizon_spec *h = &o->horizon;
    if (h->horizon) return "--horizon";
    static const char *const ORDER_OPTIONS[] = { "", "--order eval", "--order random", "--order eval-above" };
    if (h->order != MOVE_ORDER_TREE) return ORDER_OPTIONS[h->order];
    if (h->chance_order != CHANCE_ORDER_TREE) return "--chance-order likely";
    return h->rank_probes ? "--rank-probes" : NULL;
}

/* Where a run's trees come from (check_horizon). */
enum tree_source { SOURCE_GENERATED, SOURCE_FILE, SOURCE_GAME };

/* --horizon, --order eval and their evaluation, for generated trees, a
 * tree file or a game (file: enum tree_source): --eval and --eval-noise only where a node
 * is evaluated; the evaluation one the trees offer; no split or merged output
 * with a view or an ordering (--stats and --shard do not carry their
 * columns yet). */
static int check_horizon(struct run_config *o, unsigned given, enum tree_source file, char *err, size_t errlen)
{
    const char *option = view_option(o);
    if (file != SOURCE_FILE && o->horizon.order == MOVE_ORDER_RANDOM) {
        snprintf(err, errlen, file == SOURCE_GAME ? "--order random: reorders a tree file (--tree FILE); a game is "
                 "searched in its generator's order or by its evaluation (--order tree|eval)"
                 : "--order random: reorders a tree file (--tree FILE); generated trees are drawn in random order "
                 "already (--mode random)");
        return -1;
    }
    /* Several horizons: summaries of generated trees, each horizon's paired
     * with the first's; a tree's or a game's rows, horizon by horizon. */
    const char *one_horizon = o->horizon_count < 2 ? NULL
                              : o->trace ? "--trace" : o->dot ? "--dot"
                              : file != SOURCE_GENERATED ? (o->horizon.order == MOVE_ORDER_RANDOM ? "--order random"
                                                            : o->budget.kind != BUDGET_NONE ? "--budget" : NULL)
                              : o->per_trial ? "--per-trial" : o->iterate ? "--iterate" : NULL;
    if (one_horizon) {
        snprintf(err, errlen, "--horizon: one horizon with %s (a list searches each horizon in turn: generated "
                 "trees' summaries paired, a tree's or game's rows one per horizon and algorithm)", one_horizon);
        return -1;
    }
    /* A file's reorderings split with --per-trial (check_file_trials), a
     * game's --positions by position; other views not yet. */
    if (option && (o->stats || (o->shards && o->horizon.order != MOVE_ORDER_RANDOM && !o->positions))) {
        snprintf(err, errlen, "%s: not with %s yet (its rows do not carry the columns of the view)",
                 o->stats ? "--stats" : "--shard", option);
        return -1;
    }
    if (!horizon_spec_evaluates(&o->horizon)) {
        if (!(given & (GIVEN_EVAL | GIVEN_EVAL_NOISE))) return 0;
        snprintf(err, errlen, "%s: sets the static evaluation of a search with a horizon or --order eval; give "
                 "--horizon H or --order eval", given & GIVEN_EVAL ? "--eval" : "--eval-noise");
        return -1;
    }
    if (!(given & GIVEN_EVAL)) {
        if (file == SOURCE_GENERATED) {
            snprintf(err, errlen, "%s: name the static evaluation with --eval (path for --model fuller, "
                     "wins for nau and pearl, oracle for any)", option);
            return -1;
        }
        o->horizon.eval = EVAL_SOURCE;
        o->horizon.eval_name = file == SOURCE_GAME ? game_default_evaluator(o->game_spec.game) : EVAL_FILE_NAME;
    }
    const char *name = o->horizon.eval_name;
    const struct game *owner = game_of_evaluator(name);
    if (file == SOURCE_GAME ? !game_has_evaluator(o->game_spec.game, name) : owner != NULL) {
        if (file == SOURCE_GAME) {
            char names[128];
            game_evaluator_names(o->game_spec.game, names, sizeof names);
            snprintf(err, errlen, "--eval: --game %s is scored by one of its own evaluations (%s); it has no oracle "
                     "below its horizon, nor a file's :eval, got '%s'", o->game_spec.game->name, names, name);
        }
        else
            snprintf(err, errlen, "--eval: %s is %s's (--game %s)", name, owner->name, owner->name);
        return -1;
    }
    if (file != SOURCE_GENERATED && o->tree.eval) {
        snprintf(err, errlen, "--eval: %s is for generated trees; a tree file's evaluations are its :eval "
                 "(--eval file) or the oracle", name);
        return -1;
    }
    if (file == SOURCE_GENERATED && strcmp(name, EVAL_FILE_NAME) == 0) {
        snprintf(err, errlen, "--eval: file (a tree file's :eval) is for --tree FILE");
        return -1;
    }
    if (file == SOURCE_GENERATED && o->tree.eval && !gen_eval_offered(o->tree.eval, &GEN_MODELS[o->tree.model])) {
        snprintf(err, errlen, "--eval: %s is offered by --model %s only, not %s", name, o->tree.eval->model,
                 GEN_MODELS[o->tree.model].name);
        return -1;
    }
    if (file == SOURCE_GENERATED && o->horizon.horizon > o->tree.plies) {
        snprintf(err, errlen, "--horizon: %d is past the tree's %d move levels (-D); --horizon %d searches to "
                 "the leaves", o->horizon.horizon, o->tree.plies, o->tree.plies);
        return -1;
    }
    o->horizon.noise_seed = o->tree.seed;
    return 0;
}

/* Step 1 of the checks: the tree settings agree with the model and the
 * modes, and no option is given that the modes would ignore. */
static int check_settings_used(const struct run_config *o, unsigned given, char *err, size_t errlen)
{
    const struct gen_model *model = &GEN_MODELS[o->tree.model];
    if (o->action == CLI_CONSTANTS && given) {
        snprintf(err, errlen, "--constants: prints Results 1 and 2 only; no tree or search option applies "
                 "(only -o does)");
        return -1;
    }
    if ((given & GIVEN_P) && !model->uses_p) {
        snprintf(err, errlen, "--p: model %s does not use p (nau and pearl do)", model->name);
        return -1;
    }
    /* Balance is a property of Pearl's back-up of independent win/loss leaves through move levels alone. */
    int smallest_n = o->n[0];
    for (int i = 1; i < o->n_count; i++) smallest_n = o->n[i] < smallest_n ? o->n[i] : smallest_n;
    const char *unbalanced = !o->p_balanced ? NULL
                             : strcmp(model->name, "pearl") != 0 ? "Pearl's game only (--model pearl)"
                             : o->c != 1 ? "defined without chance (-C 1: Pearl's game)"
                             : smallest_n < 2 ? "needs -N 2 or more (one child backs up nothing)" : NULL;
    if (unbalanced) {
        snprintf(err, errlen, "--p balanced: %s", unbalanced);
        return -1;
    }
    if ((o->modes & (MODE_BEST | MODE_EXACT)) && !model->has_best_order) {
        snprintf(err, errlen, "--mode %s: model %s has no ordering known in advance (best and exact "
                 "are for --model fuller)", o->modes & MODE_EXACT ? "exact" : "best", model->name);
        return -1;
    }
    if ((given & (GIVEN_STAR_FIRST | GIVEN_BEST_FIRST_PROB)) && !model->has_best_order) {
        snprintf(err, errlen, "%s: model %s has no ordering known in advance, so no best * child to put first "
                 "(the oracle is for --model fuller)",
                 given & GIVEN_STAR_FIRST ? "--star-first" : "--best-first-prob", model->name);
        return -1;
    }
    if ((o->modes & (MODE_BEST | MODE_EXACT)) && o->tree.probs == PROBS_RANDOM) {
        snprintf(err, errlen, "--mode %s: --probs random draws new probabilities for every tree; "
                 "best and exact need fixed ones", o->modes & MODE_EXACT ? "exact" : "best");
        return -1;
    }
    /* Options that the modes asked for would ignore are errors, not silent. */
    int searches_random = (o->modes & MODE_RANDOM) != 0, searches_trees = (o->modes & ~MODE_FORMULA) != 0;
    static const struct { unsigned bit; const char *name; int needs_random; } IGNORED[] = {
        { GIVEN_TRIALS, "--trials", 1 }, { GIVEN_FIRST_TRIAL, "--first-trial", 1 }, { GIVEN_SEED, "--seed", 1 },
        { GIVEN_STAR_FIRST, "--star-first", 0 }, { GIVEN_VERIFY, "--verify", 0 }, { GIVEN_PROBES, "--probes", 0 },
        { GIVEN_STAR_FIRST_MODE, "--star-first-mode", 0 }, { GIVEN_STAR1_CUTOFF, "--star1-cutoff", 0 },
        { GIVEN_BEST_FIRST_PROB, "--best-first-prob", 1 },
        { GIVEN_THREADS, "--threads", 0 },
    };
    for (size_t i = 0; i < sizeof IGNORED / sizeof IGNORED[0]; i++)
        if ((given & IGNORED[i].bit) && !(IGNORED[i].needs_random ? searches_random : searches_trees)) {
            snprintf(err, errlen, "%s: --mode %s does not use it (%s)", IGNORED[i].name,
                     o->modes == MODE_FORMULA ? "formula" : o->modes == MODE_EXACT ? "exact" : "best",
                     IGNORED[i].needs_random ? "only random trees do" : "it searches no trees");
            return -1;
        }
    /* One ply has no chance nodes: their outcomes and probabilities would be ignored. */
    if (o->tree.plies == 1 && (given & (GIVEN_CHANCE | GIVEN_PROBS))) {
        snprintf(err, errlen, "%s: -D 1 has no chance nodes (a + node over N leaves), so no outcomes or "
                 "probabilities to set", given & GIVEN_CHANCE ? "-C" : "--probs");
        return -1;
    }
    return 0;
}

/* Step 2: the algorithms, resolved once: explicit ones must be possible;
 * the default list keeps those the settings allow (the formula: star1;
 * --trace and --dot: no bound, which searches nothing). */
static int resolve_algorithms(struct run_config *o, int probes, int factor, enum search_goal goal, enum star1_cutoff cutoff,
                              const int *chosen, char *err, size_t errlen)
{
    int explicit_list = 0;
    for (int i = 0; i < ALGORITHM_COUNT; i++) explicit_list |= chosen[i] == 1;
    if (o->modes == MODE_FORMULA)
        for (int i = 0; i < ALGORITHM_COUNT; i++)
            if (explicit_list && chosen[i] && strcmp(ALGORITHMS[i].name, "star1") != 0) {
                snprintf(err, errlen, "--algo: --mode formula estimates star1 only, not %s", ALGORITHMS[i].name);
                return -1;
            }
    o->algorithm_count = 0;
    for (int i = 0; i < ALGORITHM_COUNT; i++) {
        if (explicit_list ? chosen[i] != 1 : 0) continue;
        if (!explicit_list && o->modes == MODE_FORMULA && strcmp(ALGORITHMS[i].name, "star1") != 0) continue;
        if (!explicit_list && (o->trace || o->dot) && ALGORITHMS[i].method == METHOD_LOWER_BOUND) continue;
        if (!explicit_list && (ALGORITHMS[i].needs & NEEDS_NAMING)) continue;
        char why[200];
        if (!algorithm_allowed(&ALGORITHMS[i], o, goal, why, sizeof why)) {
            if (!explicit_list) continue;
            snprintf(err, errlen, "%s", why);
            return -1;
        }
        add_algorithm(o, i, probes, factor, goal, cutoff);
    }
    return 0;
}

/* --best-first-prob Q: the best * child first (--star-first 1, move) in a
 * share Q of the trees.  Q = 1 is --star-first 1 and Q = 0 the usual order,
 * with their rows; only a Q in between draws, and adds its column. */
static int resolve_best_first(struct run_config *o, unsigned given, char *err, size_t errlen)
{
    if (given & GIVEN_STAR_FIRST) {
        snprintf(err, errlen, "--best-first-prob: not with --star-first (it puts the best * child first in a share "
                 "of the trees, --star-first K in all)");
        return -1;
    }
    if (o->stats || o->shards) {
        snprintf(err, errlen, "%s: not with --best-first-prob yet (its rows do not carry its column)",
                 o->stats ? "--stats" : "--shard");
        return -1;
    }
    struct gen_spec *t = &o->tree;
    t->root_first_rank = t->first_num == 0 ? -1 : 0;
    if (t->first_num == 0 || t->first_num == t->first_den) t->first_num = t->first_den = 0;
    return 0;
}

/* Step 3: the outputs and options that only some modes have. */
static int check_mode_options(const struct run_config *o, enum search_goal goal, unsigned given, char *err,
                              size_t errlen)
{
    if (check_search_options(o, given, err, errlen) != 0) return -1;
    if ((given & GIVEN_STAR_FIRST_MODE) && !(given & GIVEN_STAR_FIRST)) {
        snprintf(err, errlen, "--star-first-mode: says how the --star-first child comes first; give --star-first K");
        return -1;
    }
    if (o->modes & MODE_FORMULA) {
        if (o->per_trial) {
            snprintf(err, errlen, "--per-trial: --mode formula searches no trees, so it has no trials");
            return -1;
        }
        if (o->tree.plies != 2 || o->c || o->tree.probs != PROBS_UNIFORM
            || o->tree.model != gen_model_find("fuller") || goal != GOAL_VALUE) {
            snprintf(err, errlen, "--mode formula: the formula is for the paper's tree only "
                     "(no -D, -C, --probs, --model or --goal move)");
            return -1;
        }
    }
    if ((o->trace || o->dot) && check_one_tree(o, given, err, errlen) != 0) return -1;
    if (o->stats && (o->per_trial || (o->modes & MODE_FORMULA))) {
        snprintf(err, errlen, "--stats: sums up trials of searched trees; not with %s",
                 o->per_trial ? "--per-trial" : "--mode formula (no trials)");
        return -1;
    }
    if (o->shards && (o->modes & MODE_FORMULA)) {
        snprintf(err, errlen, "--shard: --mode formula has no trials to split");
        return -1;
    }
    return 0;
}

/* Step 4: the tree of one N and ordering can be made, enumerated (exact)
 * and split into the --shard slices asked for. */
static int check_tree_of(const struct run_config *o, int n, enum tree_order order, char *err, size_t errlen)
{
    struct gen_spec spec = run_config_spec(o, n, order);
    char why[200];
    uint64_t orderings = order == ORDER_ENUMERATED ? gen_count_orderings(&spec) : 1;
    if (orderings == 0 || orderings > CLI_MAX_EXACT_TREES) {
        char count[32] = "more than 2^63";
        if (orderings) snprintf(count, sizeof count, "%llu", (unsigned long long)orderings);
        snprintf(err, errlen, "--mode exact: N=%d has %s orderings to enumerate; exact allows at most "
                 "%llu (tiny trees only, e.g. -N 2: 128 trees)", n, count, (unsigned long long)CLI_MAX_EXACT_TREES);
        return -1;
    }
    if (gen_spec_check(&spec, why, sizeof why) != 0) {
        snprintf(err, errlen, "-N %d: %s", n, why);
        return -1;
    }
    if (o->horizon.horizon) { /* the evaluation noise against the tree's bounds */
        struct gen_tree g;
        struct horizon_tree h;
        gen_tree_init(&g, &spec, 0);
        if (horizon_init(&h, &g.tree, &o->horizon, NULL, why, sizeof why) != 0) {
            snprintf(err, errlen, "--eval-noise: %lld is more than U - L = %lld of -N %d", (long long)o->horizon.noise,
                     (long long)((g.tree.hi - g.tree.lo) / g.tree.scale), n);
            return -1;
        }
    }
    struct experiment e = { .spec = spec, .trials = o->trials };
    uint64_t trials = experiment_trial_count(&e);
    if (o->shards > trials) {
        snprintf(err, errlen, "--shard: %llu slices of the %llu trial%s of -N %d --mode %s leave some empty; "
                 "use K <= %llu", (unsigned long long)o->shards, (unsigned long long)trials, trials == 1 ? "" : "s",
                 n, report_mode_name(order), (unsigned long long)trials);
        return -1;
    }
    return 0;
}

/* The checks that need every option, step by step: combinations, then
 * each N's tree in each mode. */
static int check_combinations(struct run_config *o, int probes, int factor, enum search_goal goal,
                              enum star1_cutoff cutoff, const int *chosen, unsigned given,
                              char *err, size_t errlen)
{
    if (check_settings_used(o, given, err, errlen) != 0
        || check_horizon(o, given, SOURCE_GENERATED, err, errlen) != 0
        || resolve_algorithms(o, probes, factor, goal, cutoff, chosen, err, errlen) != 0
        || check_mode_options(o, goal, given, err, errlen) != 0
        || ((given & GIVEN_BEST_FIRST_PROB) && resolve_best_first(o, given, err, errlen) != 0))
        return -1;
    for (int i = 0; i < o->n_count; i++) {
        if (o->tree.root_first_rank >= o->n[i]) {
            snprintf(err, errlen, "--star-first: %d is more than N=%d (the + node has N * children)",
                     o->tree.root_first_rank + 1, o->n[i]);
            return -1;
        }
        for (int m = 0; m < CLI_MODE_ORDER_COUNT; m++)
            if ((o->modes & CLI_MODE_ORDERS[m].mode) && check_tree_of(o, o->n[i], CLI_MODE_ORDERS[m].order, err, errlen) != 0)
                return -1;
    }
    return 0;
}

/* Options that describe generated trees or their trials: errors with --tree. */
static int generated_trees_only(int option)
{
    switch (option) {
    case OPT_N: case OPT_PLIES: case OPT_CHANCE: case OPT_PROBS: case OPT_MODEL: case OPT_P:
    case OPT_MODE: case OPT_STAR_FIRST: case OPT_STAR_FIRST_MODE: case OPT_BEST_FIRST_PROB: case OPT_THREADS:
    case OPT_CONSTANTS: case OPT_STATS:
        return 1;
    }
    return 0;
}

/* The options of trials, which a tree file has only as --order random's
 * reorderings of its tree. */
static const struct { unsigned bit; const char *name; } FILE_TRIAL_OPTIONS[] = {
    { GIVEN_TRIALS, "--trials" }, { GIVEN_SEED, "--seed" }, { GIVEN_FIRST_TRIAL, "--first-trial" },
    { GIVEN_PER_TRIAL, "--per-trial" }, { GIVEN_SHARD, "--shard" },
};

/* --order random on a tree file: --trials K reorderings, every node's
 * children (the * nodes' outcomes too) shuffled; split by --shard or
 * --first-trial with --per-trial, whose rows concatenate. */
static int check_file_trials(struct run_config *o, unsigned given, char *err, size_t errlen)
{
    if (o->horizon.order != MOVE_ORDER_RANDOM) {
        for (size_t i = 0; i < sizeof FILE_TRIAL_OPTIONS / sizeof FILE_TRIAL_OPTIONS[0]; i++)
            if ((given & FILE_TRIAL_OPTIONS[i].bit) && !(o->positions && FILE_TRIAL_OPTIONS[i].bit == GIVEN_SHARD)) {
                snprintf(err, errlen, o->game ? "%s: a game's position is searched once; trials are random trees "
                                                "(no --game) or a tree file's reorderings (--tree FILE --order random)"
                                              : "%s: a tree file has one order; its trials are random reorderings "
                                                "(--order random)", FILE_TRIAL_OPTIONS[i].name);
                return -1;
            }
        return 0;
    }
    const char *problem = o->horizon.chance_order != CHANCE_ORDER_TREE ? "--chance-order: --order random shuffles "
                                                                         "the * nodes' outcomes too"
                          : o->trace || o->dot ? "--order random: searches many reorderings; --trace and --dot "
                                                 "follow one search"
                          : o->shards && !o->per_trial ? "--shard: of a tree file's reorderings, with --per-trial "
                                                         "(rows concatenate; summaries do not merge)"
                          : o->shards > o->trials ? "--shard: more shards than --trials" : NULL;
    if (problem) {
        snprintf(err, errlen, "%s", problem);
        return -1;
    }
    o->horizon.chance_order = CHANCE_ORDER_RANDOM;
    return 0;
}

/* A file name: anything but the empty string (what `also` adds to the message, e.g. " or '-'"). */
static int parse_file_name(const char *option, const char *also, const char *arg, const char **out, char *err,
                           size_t errlen)
{
    *out = arg;
    if (*arg) return 0;
    snprintf(err, errlen, "%s: expected a file name%s, got ''", option, also);
    return -1;
}

/* --bounds L,U: two signed 64-bit integers, L <= U. */
static int parse_bounds(const char *arg, struct treefile_bounds *b, char *err, size_t errlen)
{
    char *comma = strchr(arg, ','), *end;
    if (comma) {
        errno = 0;
        long long lo = strtoll(arg, &end, 10);
        if (end == comma && end != arg && errno == 0) {
            long long hi = strtoll(comma + 1, &end, 10);
            if (*end == '\0' && end != comma + 1 && errno == 0 && lo <= hi && !isspace((unsigned char)*arg)
                && !isspace((unsigned char)comma[1])) {
                b->given = 1;
                b->lo = lo;
                b->hi = hi;
                return 0;
            }
        }
    }
    snprintf(err, errlen, "--bounds: expected L,U, two 64-bit integers with L <= U, got '%s'", arg);
    return -1;
}

/* What the game offers (games/game.h): --roll, --referee, --play,
 * --positions and --cut-fit only with a game that takes them. */
static int check_game_offers(const struct run_config *o, char *err, size_t errlen)
{
    const struct game *g = o->game_spec.game;
    const char *refused = o->roll && !g->roll_help ? "--roll"
                          : o->referee && !g->referee ? "--referee"
                          : o->play && !g->play ? "--play"
                          : o->cut_fit_file && !g->eval_signature ? "--cut-fit" : NULL;
    if (refused) {
        snprintf(err, errlen, "%s: does not apply to --game %s (see --help)", refused, g->name);
        return -1;
    }
    return 0;
}

/* --game NAME: a position, a horizon, no tree file or bounds of its
 * own; --position and --roll only with a game.  (The game's open checks
 * the position, the roll and the horizon's range.) */
static int check_game(const struct run_config *o, char *err, size_t errlen)
{
    if (check_game_offers(o, err, errlen) != 0) return -1;
    const char *refused = o->tree_file ? "--tree" : o->bounds.given ? "--bounds" : NULL;
    if (refused) {
        snprintf(err, errlen, "%s: not with --game (a game is its own tree, with its own bounds)", refused);
        return -1;
    }
    if ((!o->position && !o->positions) || o->horizon.horizon == 0) {
        snprintf(err, errlen, "--game: give --position ID (or --positions FILE) and --horizon H (the game goes on "
                 "past any depth)");
        return -1;
    }
    refused = o->position ? "--position" : o->roll ? "--roll" : o->play ? "--play" : o->trace ? "--trace"
              : o->dot ? "--dot" : o->horizon.order == MOVE_ORDER_RANDOM ? "--order random" : NULL;
    if (o->positions && refused) {
        snprintf(err, errlen, "%s: not with --positions (the file gives each position and roll, searched once)",
                 refused);
        return -1;
    }
    return 0;
}

/* The checks of a --tree or --game run: no generated-tree option, the
 * algorithms that search any tree. */
static int check_tree_file(struct run_config *o, int probes, int factor, enum search_goal goal, enum star1_cutoff cutoff,
                           const int *chosen, unsigned given, const char *generated_only, char *err, size_t errlen)
{
    if (!o->tree_file && !o->game) {
        snprintf(err, errlen, "--bounds: applies to --tree FILE only");
        return -1;
    }
    if (o->action == CLI_HELP || o->action == CLI_VERSION || o->action == CLI_LIST) return 0;
    const char *source = o->game ? "--game" : "--tree FILE";
    if (o->positions && generated_only && !strcmp(generated_only, "--threads")) generated_only = NULL; /* shared out */
    if (generated_only && (given & GIVEN_THREADS)) {
        /* The one option whose refusal needs a reason: one tree has no trials to share out. */
        snprintf(err, errlen, "--threads: %s searches one tree, each algorithm in turn on one thread (threads share out "
                 "generated trees' trials%s)", source, o->game ? " and the positions of --game's --positions FILE" : "");
        return -1;
    }
    if (generated_only) {
        snprintf(err, errlen, "%s: applies to generated trees, not to %s", generated_only, source);
        return -1;
    }
    if (o->game && check_game(o, err, errlen) != 0) return -1;
    if (check_horizon(o, given, o->game ? SOURCE_GAME : SOURCE_FILE, err, errlen) != 0
        || check_file_trials(o, given, err, errlen) != 0)
        return -1;
    int explicit_list = 0;
    for (int i = 0; i < ALGORITHM_COUNT; i++) explicit_list |= chosen[i] == 1;
    o->algorithm_count = 0;
    for (int i = 0; i < ALGORITHM_COUNT; i++) {
        if (explicit_list && chosen[i] != 1) continue;
        if (!explicit_list && (ALGORITHMS[i].needs & NEEDS_NAMING)) continue;
        if (ALGORITHMS[i].method == METHOD_LOWER_BOUND) {
            if (!explicit_list) continue;
            snprintf(err, errlen, "--algo: %s is defined on generated 2-ply trees, not %s", ALGORITHMS[i].name,
                     source);
            return -1;
        }
        if (!search_allowed(&ALGORITHMS[i], o, goal, err, errlen)) {
            if (!explicit_list) continue;
            return -1;
        }
        add_algorithm(o, i, probes, factor, goal, cutoff);
    }
    if ((o->trace || o->dot) && check_one_tree(o, given, err, errlen) != 0) return -1;
    return check_search_options(o, given, err, errlen);
}

/* --shard I/K: 1 <= I <= K (K checked against the trials later). */
static int parse_shard(const char *arg, struct run_config *o, char *err, size_t errlen)
{
    const char *slash = strchr(arg, '/');
    char index[32];
    size_t len = slash ? (size_t)(slash - arg) : 0;
    if (slash && len < sizeof index) {
        memcpy(index, arg, len);
        index[len] = '\0';
        if (parse_uint(index, 1, CLI_MAX_TRIALS, &o->shard) == 0
            && parse_uint(slash + 1, 1, CLI_MAX_TRIALS, &o->shards) == 0 && o->shard <= o->shards)
            return 0;
    }
    snprintf(err, errlen, "--shard: expected I/K, whole numbers with 1 <= I <= K <= %llu, got '%s'",
             CLI_MAX_TRIALS, arg);
    return -1;
}

static int parse_plot_option(int c, const char *arg, struct run_config *o, char *err, size_t errlen);
static int parse_play_option(int c, const char *arg, struct run_config *o, char *err, size_t errlen);

/* A subcommand's options (`starbench merge|pivot|plot ...`: -o, -h (the
 * action `help`), pivot's --by, --keys, --values, and plot's), then its
 * files in o->merge_files. */
static int parse_subcommand(int argc, char **argv, const char *name, const struct option *options,
                            enum cli_action help, struct run_config *o, char *err, size_t errlen)
{
    int c, this_arg;
    optind = 2;
    this_arg = optind;
    unsigned char seen[OPT_END] = { 0 };
    while ((c = getopt_long_only(argc, argv, ":o:h", options, NULL)) != -1) {
        if (given_once(c, seen, argv[this_arg], err, errlen) != 0) return -1;
        switch (c) {
        case OPT_OUTPUT: o->output = optarg; break;
        case OPT_HELP: o->action = help; break;
        case OPT_BY: o->pivot.by = optarg; break;
        case OPT_KEYS: o->pivot.keys = optarg; break;
        case OPT_VALUES: o->pivot.values = optarg; break;
        case OPT_X: case OPT_Y: case OPT_SE: case OPT_WHERE: case OPT_LOG: case OPT_TITLE: case OPT_XLABEL:
        case OPT_YLABEL: case OPT_FORMAT: case OPT_SIZE: case OPT_SCRIPT:
            if (parse_plot_option(c, optarg, o, err, errlen) != 0) return -1;
            break;
        case OPT_ENGINE_A: case OPT_ENGINE_B: case OPT_GAMES: case OPT_SEED: case OPT_THREADS: case OPT_PER_GAME:
        case OPT_MOVES: case OPT_QUIET: case OPT_SHARD: case OPT_POSITIONS:
            if (parse_play_option(c, optarg, o, err, errlen) != 0) return -1;
            break;
        case ':':
            snprintf(err, errlen, "%s: %s: missing value", name, argv[this_arg]);
            return -1;
        default:
            snprintf(err, errlen, "%s: unknown option '%s' (see starbench %s --help)", name, argv[this_arg], name);
            return -1;
        }
        this_arg = optind;
    }
    if (o->output && *o->output == '\0') {
        snprintf(err, errlen, "-o: expected a file name, got ''");
        return -1;
    }
    o->merge_files = argv + optind;
    o->merge_count = argc - optind;
    return 0;
}

/* `starbench merge [-o F] FILE...` */
static int parse_merge(int argc, char **argv, struct run_config *o, char *err, size_t errlen)
{
    static const struct option MERGE_OPTIONS[] = {
        { "output", required_argument, NULL, OPT_OUTPUT },
        { "help", no_argument, NULL, OPT_HELP },
        { NULL, 0, NULL, 0 }
    };
    o->action = CLI_MERGE;
    if (parse_subcommand(argc, argv, "merge", MERGE_OPTIONS, CLI_MERGE_HELP, o, err, errlen) != 0) return -1;
    if (o->action == CLI_MERGE && o->merge_count == 0) {
        snprintf(err, errlen, "merge: expected one or more --stats files (see starbench merge --help)");
        return -1;
    }
    return 0;
}

/* `starbench pivot [--by C] [--keys LIST] [--values LIST] [-o F] [FILE]` */
static int parse_pivot(int argc, char **argv, struct run_config *o, char *err, size_t errlen)
{
    static const struct option PIVOT_OPTIONS[] = {
        { "by", required_argument, NULL, OPT_BY },
        { "keys", required_argument, NULL, OPT_KEYS },
        { "values", required_argument, NULL, OPT_VALUES },
        { "output", required_argument, NULL, OPT_OUTPUT },
        { "help", no_argument, NULL, OPT_HELP },
        { NULL, 0, NULL, 0 }
    };
    o->action = CLI_PIVOT;
    if (parse_subcommand(argc, argv, "pivot", PIVOT_OPTIONS, CLI_PIVOT_HELP, o, err, errlen) != 0) return -1;
    const char *const lists[][2] = { { "--by", o->pivot.by }, { "--keys", o->pivot.keys },
                                      { "--values", o->pivot.values } };
    for (int i = 0; i < 3; i++)
        if (lists[i][1] && !*lists[i][1]) {
            snprintf(err, errlen, "pivot: %s: expected column names, got ''", lists[i][0]);
            return -1;
        }
    if (o->merge_count > 1) {
        snprintf(err, errlen, "pivot: expected one CSV file (or none: standard input), got %d", o->merge_count);
        return -1;
    }
    return 0;
}

/* One of play's options into o->play (and the seed, threads, quiet). */
static int parse_play_option(int c, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    switch (c) {
    case OPT_ENGINE_A: o->match.engines[0] = arg; break;
    case OPT_ENGINE_B: o->match.engines[1] = arg; break;
    case OPT_PER_GAME: o->match.per_game = 1; break;
    case OPT_MOVES: o->match.moves = 1; break;
    case OPT_QUIET: o->quiet = 1; break;
    case OPT_SHARD: return parse_shard(arg, o, err, errlen);
    case OPT_POSITIONS: return parse_file_name("play: --positions", " or '-'", arg, &o->positions, err, errlen);
    case OPT_SEED: return parse_option_number("play: --seed", arg, 0, UINT64_MAX, &o->tree.seed, err, errlen);
    case OPT_THREADS: return parse_int_option("play: --threads", arg, 1, 256, &o->threads, err, errlen);
    case OPT_GAMES:
        if (parse_uint(arg, 2, CLI_MAX_GAMES, &o->match.games) == 0 && o->match.games % 2 == 0) return 0;
        snprintf(err, errlen, "play: --games: expected an even number from 2 to 2^40 (duplicate pairs), got '%s'", arg);
        return -1;
    }
    return 0;
}

/* `starbench play --a SPEC --b SPEC [--games N] ...` (engines parsed by main: backgammon/engine.h) */
static int parse_play(int argc, char **argv, struct run_config *o, char *err, size_t errlen)
{
    static const struct option PLAY_OPTIONS[] = {
        { "a", required_argument, NULL, OPT_ENGINE_A }, { "b", required_argument, NULL, OPT_ENGINE_B },
        { "games", required_argument, NULL, OPT_GAMES }, { "seed", required_argument, NULL, OPT_SEED },
        { "threads", required_argument, NULL, OPT_THREADS }, { "per-game", no_argument, NULL, OPT_PER_GAME },
        { "moves", no_argument, NULL, OPT_MOVES }, { "quiet", no_argument, NULL, OPT_QUIET },
        { "shard", required_argument, NULL, OPT_SHARD }, { "positions", required_argument, NULL, OPT_POSITIONS },
        { "output", required_argument, NULL, OPT_OUTPUT }, { "help", no_argument, NULL, OPT_HELP },
        { NULL, 0, NULL, 0 }
    };
    o->action = CLI_PLAY;
    o->match.games = CLI_DEFAULT_GAMES;
    if (parse_subcommand(argc, argv, "play", PLAY_OPTIONS, CLI_PLAY_HELP, o, err, errlen) != 0) return -1;
    if (o->action != CLI_PLAY) return 0;
    if (o->merge_count > 0) { /* the summary of per-game rows: nothing is played */
        if (o->match.engines[0] || o->match.engines[1] || o->shards || o->match.per_game || o->positions) {
            snprintf(err, errlen, "play: FILE...: sums up per-game rows, so no --a, --b, --shard, --per-game or "
                     "--positions");
            return -1;
        }
        return 0;
    }
    if (o->shards && !o->match.per_game) {
        snprintf(err, errlen, "play: --shard: a shard writes --per-game rows ('starbench play FILE...' sums them up)");
        return -1;
    }
    if (!o->match.engines[0] || !o->match.engines[1]) {
        snprintf(err, errlen, "play: give both engines, --a SPEC and --b SPEC (see starbench play --help)");
        return -1;
    }
    if (o->match.moves && !o->match.per_game) {
        snprintf(err, errlen, "play: --moves: applies to --per-game rows");
        return -1;
    }
    return 0;
}

/* One of plot's options into o->plot (--by is pivot's, copied by parse_plot). */
static int parse_plot_option(int c, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    static const char *const LOGS[] = { "x", "y", "xy" }, *const FORMATS[] = { "png", "svg" };
    struct plot_options *p = &o->plot;
    int choice;
    unsigned width, height;
    char end;
    switch (c) {
    case OPT_X: p->x = arg; break;
    case OPT_Y: p->y = arg; break;
    case OPT_SE: p->se = arg; break;
    case OPT_WHERE: p->where = arg; break;
    case OPT_TITLE: p->title = arg; break;
    case OPT_XLABEL: p->xlabel = arg; break;
    case OPT_YLABEL: p->ylabel = arg; break;
    case OPT_SCRIPT: o->plot_script = 1; break;
    case OPT_LOG:
        if ((choice = parse_choice("plot: --log", arg, LOGS, 3, err, errlen)) < 0) return -1;
        p->log_x = choice != 1;
        p->log_y = choice != 0;
        break;
    case OPT_FORMAT:
        if ((choice = parse_choice("plot: --format", arg, FORMATS, 2, err, errlen)) < 0) return -1;
        p->format = (enum plot_format)choice;
        o->plot_format_given = 1;
        break;
    case OPT_SIZE:
        if (sscanf(arg, "%4ux%4u%c", &width, &height, &end) != 2 || width < 100 || height < 100 || width > 4000
            || height > 4000 || !isdigit((unsigned char)arg[0])) {
            snprintf(err, errlen, "plot: --size: expected WIDTHxHEIGHT in pixels, 100 to 4000 each, got '%s'", arg);
            return -1;
        }
        p->width = (int)width;
        p->height = (int)height;
        break;
    }
    return 0;
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
static int parse_plot(int argc, char **argv, struct run_config *o, char *err, size_t errlen)
{
    static const struct option PLOT_OPTIONS[] = {
        { "x", required_argument, NULL, OPT_X }, { "y", required_argument, NULL, OPT_Y },
        { "se", required_argument, NULL, OPT_SE }, { "by", required_argument, NULL, OPT_BY },
        { "where", required_argument, NULL, OPT_WHERE }, { "log", required_argument, NULL, OPT_LOG },
        { "title", required_argument, NULL, OPT_TITLE }, { "xlabel", required_argument, NULL, OPT_XLABEL },
        { "ylabel", required_argument, NULL, OPT_YLABEL }, { "format", required_argument, NULL, OPT_FORMAT },
        { "size", required_argument, NULL, OPT_SIZE }, { "script", no_argument, NULL, OPT_SCRIPT },
        { "output", required_argument, NULL, OPT_OUTPUT }, { "help", no_argument, NULL, OPT_HELP },
        { NULL, 0, NULL, 0 }
    };
    o->action = CLI_PLOT;
    o->plot.width = CLI_PLOT_WIDTH;
    o->plot.height = CLI_PLOT_HEIGHT;
    if (parse_subcommand(argc, argv, "plot", PLOT_OPTIONS, CLI_PLOT_HELP, o, err, errlen) != 0) return -1;
    o->plot.by = o->pivot.by;
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
    return plot_format(o, err, errlen);
}

/* What the options set beyond the run configuration itself, until the
 * checks resolve it into the algorithms. */
struct parsed {
    struct run_config *o;
    int probes;                             /* --probes */
    int probe_factor;                       /* --probe-factor */
    int chosen[EXPERIMENT_MAX_ALGORITHMS];  /* --algo: 1 for each algorithm named */
    enum search_goal goal;
    enum star1_cutoff cutoff;
};

/* The options that take one int from a range (int_option_target says
 * where it goes). */
static const struct {
    int option;
    const char *name;
    int min, max;
} INT_OPTIONS[] = {
    { OPT_PLIES, "-D", 1, GEN_MAX_PLIES },    { OPT_CHANCE, "-C", 1, CLI_MAX_N },
    { OPT_PROBES, "--probes", 1, 1000 },      { OPT_PROBE_FACTOR, "--probe-factor", 1, 1000 },      { OPT_THREADS, "--threads", 1, 256 },
    { OPT_RANK_PROBES, "--rank-probes", 1, 1000 },
    { OPT_CUT_REDUCTION, "--cut-reduction", 1, CHANCE_CUT_MAX_DEPTH - 1 },
};
#define INT_OPTION_COUNT ((int)(sizeof INT_OPTIONS / sizeof INT_OPTIONS[0]))

static int int_option_index(int option)
{
    for (int i = 0; i < INT_OPTION_COUNT; i++)
        if (INT_OPTIONS[i].option == option) return i;
    return -1;
}

/* Where an INT_OPTIONS option's value goes. */
static int *int_option_target(struct parsed *p, int option)
{
    switch (option) {
    case OPT_PLIES: return &p->o->tree.plies;
    case OPT_CHANCE: return &p->o->c;
    case OPT_PROBES: return &p->probes;
    case OPT_PROBE_FACTOR: return &p->probe_factor;
    case OPT_THREADS: return &p->o->threads;
    case OPT_RANK_PROBES: return &p->o->horizon.rank_probes;
    case OPT_CUT_REDUCTION: return &p->o->cut_reduction;
    }
    assert(!"an INT_OPTIONS option without a target");
    return NULL;
}

#define NOT_A_CHOICE (-2)

static const char *const COUNT_NAMES[] = { "reads", "distinct" }; /* --count: index = count_distinct */

/* An option that names one of a list (parse_choice) into p: the index
 * found, -1 with a message, or NOT_A_CHOICE for any other option. */
static int parse_choice_option(int c, const char *arg, struct parsed *p, char *err, size_t errlen)
{
    struct run_config *o = p->o;
    int rc = NOT_A_CHOICE;
    switch (c) {
    case OPT_PROBS:
        if ((rc = parse_choice("--probs", arg, GEN_PROBS_NAMES, GEN_PROBS_COUNT, err, errlen)) >= 0)
            o->tree.probs = (enum chance_probs)rc;
        break;
    case OPT_MODEL: {
        const char *names[16];
        for (int i = 0; i < GEN_MODEL_COUNT; i++) names[i] = GEN_MODELS[i].name;
        if ((rc = parse_choice("--model", arg, names, GEN_MODEL_COUNT, err, errlen)) >= 0) o->tree.model = rc;
        break;
    }
    case OPT_GOAL:
        if ((rc = parse_choice("--goal", arg, SEARCH_GOAL_NAMES, 2, err, errlen)) >= 0) p->goal = (enum search_goal)rc;
        break;
    case OPT_STAR_FIRST_MODE:
        if ((rc = parse_choice("--star-first-mode", arg, GEN_STAR_FIRST_MODE_NAMES, GEN_STAR_FIRST_MODE_COUNT, err,
                               errlen)) >= 0)
            o->tree.star_first_mode = (enum star_first_mode)rc;
        break;
    case OPT_STAR1_CUTOFF:
        if ((rc = parse_choice("--star1-cutoff", arg, SEARCH_CUTOFF_NAMES, SEARCH_CUTOFF_COUNT, err, errlen)) >= 0)
            p->cutoff = (enum star1_cutoff)rc;
        break;
    case OPT_ORDER:
        if ((rc = parse_choice("--order", arg, HORIZON_MOVE_ORDER_NAMES, HORIZON_MOVE_ORDER_COUNT, err, errlen)) >= 0)
            o->horizon.order = (enum move_order)rc;
        break;
    case OPT_BASELINE: {
        static const char *const BASELINES[] = { "minimax" };
        if ((rc = parse_choice("--baseline", arg, BASELINES, 1, err, errlen)) >= 0) o->baseline = 1;
        break;
    }
    case OPT_LEAF_COUNT:
        if ((rc = parse_choice("--count", arg, COUNT_NAMES, (int)(sizeof COUNT_NAMES / sizeof COUNT_NAMES[0]), err, errlen)) >= 0) o->count_distinct = rc;
        break;
    case OPT_GAME: {
        if ((rc = game_parse(arg, &o->game_spec, err, errlen)) == 0) {
            game_spec_name(&o->game_spec, o->game_name, sizeof o->game_name);
            o->game = o->game_name;
        }
        break;
    }
    case OPT_CHANCE_ORDER:
        if ((rc = parse_choice("--chance-order", arg, HORIZON_CHANCE_ORDER_NAMES, HORIZON_CHANCE_ORDER_CHOICES, err, errlen)) >= 0)
            o->horizon.chance_order = (enum chance_order)rc;
        break;
    }
    return rc;
}

/* An option that takes no value (a flag, or an action that only prints)
 * into o: 1, or 0 for any other option. */
static int parse_flag_option(int c, struct run_config *o)
{
    switch (c) {
    case OPT_PER_TRIAL: o->per_trial = 1; break;
    case OPT_STATS: o->stats = 1; break;
    case OPT_TRACE: o->trace = 1; break;
    case OPT_ITERATE: o->iterate = 1; break;
    case OPT_VERIFY: o->verify = 1; break;
    case OPT_QUIET: o->quiet = 1; break;
    case OPT_CPU_TIME: o->cpu_time = 1; break;
    case OPT_HINT: o->hint = 1; break;
    case OPT_LIST: o->action = CLI_LIST; break;
    case OPT_CONSTANTS: o->action = CLI_CONSTANTS; break;
    case OPT_HELP: o->action = CLI_HELP; break;
    case OPT_VERSION: o->action = CLI_VERSION; break;
    default: return 0;
    }
    return 1;
}

/* One option c with its value arg (as_typed: the argument as given, for
 * messages) into p.  0, or -1 with a message. */
static int parse_option(int c, const char *arg, const char *as_typed, struct parsed *p, char *err, size_t errlen)
{
    struct run_config *o = p->o;
    int i = int_option_index(c);
    if (i >= 0)
        return parse_int_option(INT_OPTIONS[i].name, arg, INT_OPTIONS[i].min, INT_OPTIONS[i].max,
                                int_option_target(p, c), err, errlen);
    int rc = parse_choice_option(c, arg, p, err, errlen);
    if (rc != NOT_A_CHOICE) return rc < 0 ? -1 : 0;
    if (parse_flag_option(c, o)) return 0;
    rc = 0;
    switch (c) {
    case OPT_N: rc = parse_int_list("-N", arg, 1, CLI_MAX_N, o->n, &o->n_count, CLI_MAX_N_LIST, err, errlen); break;
    case OPT_HORIZON: rc = parse_horizons(arg, o, err, errlen); break;
    case OPT_P:
        if (strcmp(arg, "balanced") == 0) o->p_balanced = 1;
        else rc = parse_probability("--p", arg, &o->tree.p_num, &o->tree.p_den, err, errlen);
        break;
    case OPT_TRIALS:
        rc = parse_option_number("--trials", arg, 1, CLI_MAX_TRIALS, &o->trials, err, errlen);
        break;
    case OPT_MODE: rc = parse_mode(arg, o, err, errlen); break;
    case OPT_ALGO:
        memset(p->chosen, 0, sizeof p->chosen);
        rc = parse_algo_list(arg, p->chosen, err, errlen);
        break;
    case OPT_BEST_FIRST_PROB:
        rc = parse_probability("--best-first-prob", arg, &o->tree.first_num, &o->tree.first_den, err, errlen);
        break;
    case OPT_STAR_FIRST:
        rc = parse_int_option("--star-first", arg, 1, CLI_MAX_N, &o->tree.root_first_rank, err, errlen);
        o->tree.root_first_rank--; /* 1-based on the command line */
        break;
    case OPT_TREE: rc = parse_file_name("--tree", " or '-'", arg, &o->tree_file, err, errlen); break;
    case OPT_POSITION: o->position = arg; break;
    case OPT_POSITIONS: rc = parse_file_name("--positions", " or '-'", arg, &o->positions, err, errlen); break;
    case OPT_ROLL: o->roll = arg; break;
    case OPT_PLAY: o->play = arg; break;
    case OPT_REFEREE: o->referee = arg; break;
    case OPT_BOUNDS: rc = parse_bounds(arg, &o->bounds, err, errlen); break;
    case OPT_SEED:
        rc = parse_option_number("--seed", arg, 0, UINT64_MAX, &o->tree.seed, err, errlen);
        break;
    case OPT_FIRST_TRIAL:
        rc = parse_option_number("--first-trial", arg, 0, (uint64_t)1 << 62,
                                 &o->first_trial, err, errlen);
        break;
    case OPT_EVAL: rc = parse_eval(arg, o, err, errlen); break;
    case OPT_EVAL_NOISE: {
        int noise = 0;
        rc = parse_int_option("--eval-noise", arg, 0, HORIZON_MAX_NOISE, &noise, err, errlen);
        o->horizon.noise = noise;
        break;
    }
    case OPT_DOT: rc = parse_file_name("--dot", "", arg, &o->dot, err, errlen); break;
    case OPT_SHARD: rc = parse_shard(arg, o, err, errlen); break;
    case OPT_TABLE:
        rc = parse_option_number("--table", arg, 0, SEARCH_MAX_TABLE, &o->table_entries, err, errlen);
        o->table = 1;
        break;
    case OPT_BUDGET: rc = parse_budget(arg, &o->budget, err, errlen); break;
    case OPT_CUT_FIT: rc = parse_file_name("--cut-fit", "", arg, &o->cut_fit_file, err, errlen); break;
    case OPT_CUT_SIGMAS: rc = parse_thousandths("--cut-sigmas", arg, CUT_FIT_MAX_SIGMAS, &o->cut_sigmas_milli, err, errlen); break;
    case OPT_OUTPUT: o->output = arg; break;
    case ':':
        snprintf(err, errlen, "%s: missing value", as_typed);
        rc = -1;
        break;
    default:
        /* getopt sets optopt for an unknown letter inside a cluster
         * (-hzz) and leaves it 0 for an unknown or ambiguous name. */
        if (optopt > ' ' && optopt < 127)
            snprintf(err, errlen, "unknown option -%c in '%s' (see --help)", optopt, as_typed);
        else
            snprintf(err, errlen, "unknown or ambiguous option '%s' (see --help)", as_typed);
        rc = -1;
        break;
    }
    return rc < 0 ? -1 : 0; /* parse_choice returns the index it found */
}

/* --budget deepens one tree's search by itself (--tree or --game, to
 * --horizon H at most), one plain search per horizon. */
static int check_budget(const struct run_config *o, char *err, size_t errlen)
{
    const char *refused = !(o->tree_file || o->game) ? "applies to --tree and --game"
                          : !o->horizon.horizon ? "deepens to --horizon H at most, which this run does not set"
                          : o->iterate ? "deepens by itself (a plain search per horizon); not with --iterate"
                          : o->verify ? "stops at its own horizon; not with --verify (verify the plain search at "
                                        "that horizon)"
                          : o->baseline ? "rows have no baseline; not with --baseline"
                          : o->trace || o->dot ? "not with --trace or --dot"
                          : o->horizon.order == MOVE_ORDER_RANDOM ? "not with --order random" : NULL;
    if (o->budget.kind == BUDGET_NONE || !refused) return 0;
    snprintf(err, errlen, "--budget: %s", refused);
    return -1;
}

/* --count distinct follows the search's events (distinct.h): not beside
 * --trace or --dot, which take them; not in --stats rows, which do not say
 * what they count; not with --star-first-mode again, which searches a
 * child twice outside any probe (the counter keeps only probed leaves). */
static int check_count(const struct run_config *o, char *err, size_t errlen)
{
    const char *other = o->trace ? "--trace" : o->dot ? "--dot" : o->stats ? "--stats" : o->shards ? "--shard"
                        : o->tree.star_first_mode == STAR_FIRST_AGAIN ? "--star-first-mode again" : NULL;
    if (!o->count_distinct || !other) return 0;
    snprintf(err, errlen, "--count: distinct is not counted with %s", other);
    return -1;
}

/* --table reports per tree (tree rows: --tree or --game, one order);
 * --iterate deepens to the run's --horizon, one iteration's best moves
 * carried to the next by a table, and is followed by no trace. */
static int check_table(const struct run_config *o, char *err, size_t errlen)
{
    const char *option = o->iterate ? "--iterate" : "--table";
    const char *refused = !(o->tree_file || o->game) ? "generated trees (give --tree or --game)"
                          : o->horizon.order == MOVE_ORDER_RANDOM ? "--order random"
                          : o->iterate && o->trace ? "--trace" : o->iterate && o->dot ? "--dot"
                          : o->iterate && o->count_distinct ? "--count distinct" : NULL;
    if (!o->table && !o->iterate) return 0;
    if (refused) {
        snprintf(err, errlen, "%s: not with %s", option, refused);
        return -1;
    }
    if (o->iterate && !o->horizon.horizon) {
        snprintf(err, errlen, "--iterate: deepens to --horizon H, which this run does not set");
        return -1;
    }
    if (o->iterate && o->table_entries == 0) {
        snprintf(err, errlen, "--iterate: needs a transposition table (--table N, N >= 1) to carry each "
                 "iteration's best moves to the next");
        return -1;
    }
    return 0;
}

/* --hint ranks one game position's moves by exact searches of its own:
 * the options that choose or measure the algorithms' searches, or that
 * write their rows or drawings, do not apply and are refused. */
static int check_hint(const struct run_config *o, const unsigned char *seen, unsigned given, char *err,
                      size_t errlen)
{
    if (!o->game || !o->position) {
        snprintf(err, errlen, "--hint: ranks the moves of one game position: give --game and --position");
        return -1;
    }
    const char *refused = seen[OPT_ALGO] ? "--algo" : o->positions ? "--positions" : o->trace ? "--trace"
                          : o->dot ? "--dot" : o->table ? "--table" : o->iterate ? "--iterate"
                          : o->budget.kind != BUDGET_NONE ? "--budget" : o->cpu_time ? "--cpu-time"
                          : o->baseline ? "--baseline" : o->referee ? "--referee" : o->cut_fit_file ? "--cut-fit"
                          : (given & GIVEN_VERIFY) ? "--verify" : NULL;
    if (refused) {
        snprintf(err, errlen, "%s: not with --hint (a hint searches each move exactly, by itself)", refused);
        return -1;
    }
    return 0;
}

int cli_parse(int argc, char **argv, struct run_config *o, char *err, size_t errlen)
{
    set_defaults(o);
    opterr = 0;
    if (argc > 1 && strcmp(argv[1], "merge") == 0) return parse_merge(argc, argv, o, err, errlen);
    if (argc > 1 && strcmp(argv[1], "pivot") == 0) return parse_pivot(argc, argv, o, err, errlen);
    if (argc > 1 && strcmp(argv[1], "plot") == 0) return parse_plot(argc, argv, o, err, errlen);
    if (argc > 1 && strcmp(argv[1], "play") == 0) return parse_play(argc, argv, o, err, errlen);
    optind = 1;
    struct parsed p = { o, SEARCH_DEFAULT_PROBES, SEARCH_DEFAULT_PROBES, { 0 }, GOAL_VALUE, CUTOFF_INCLUSIVE };
    int c, rc = 0;
    unsigned given = 0;  /* GIVEN_* bits: options whose use a mode may forbid */
    int this_arg = optind;
    const char *generated_only = NULL; /* the first option that only generated trees use */
    unsigned char seen[OPT_END] = { 0 };
    while (rc == 0 && (c = getopt_long_only(argc, argv, ":N:D:C:o:h", LONG_OPTIONS, NULL)) != -1) {
        if ((rc = given_once(c, seen, argv[this_arg], err, errlen)) != 0) break;
        given |= given_bit(c);
        if (!generated_only && generated_trees_only(c)) generated_only = argv[this_arg];
        rc = parse_option(c, optarg, argv[this_arg], &p, err, errlen);
        this_arg = optind;
    }
    if (rc != 0) return -1;
    if (optind < argc) {
        snprintf(err, errlen, "unexpected argument '%s' (see --help)", argv[optind]);
        return -1;
    }
    if (o->output && *o->output == '\0') {
        snprintf(err, errlen, "-o: expected a file name, got ''");
        return -1;
    }
    if (check_count(o, err, errlen) != 0 || check_table(o, err, errlen) != 0 || check_budget(o, err, errlen) != 0)
        return -1;
    if (o->cpu_time && (!(o->tree_file || o->game) || o->trace || o->dot || o->horizon.order == MOVE_ORDER_RANDOM)) {
        snprintf(err, errlen, "--cpu-time: times each search of a tree's rows (--tree or --game; not with --trace, "
                 "--dot or --order random)");
        return -1;
    }
    if (o->baseline && (!(o->tree_file || o->game) || o->trace || o->dot)) {
        snprintf(err, errlen, "--baseline: %s", o->trace || o->dot ? "a trace or drawing has no baseline columns"
                 : "applies to --tree and --game (generated trees' rows always have minimax's leaves)");
        return -1;
    }
    if ((o->position || o->positions || o->roll || o->play || o->referee) && !o->game) {
        snprintf(err, errlen, "%s: applies to --game only",
                 o->position ? "--position" : o->positions ? "--positions" : o->roll ? "--roll" : o->play ? "--play"
                 : "--referee");
        return -1;
    }
    if (o->referee && o->game && o->game_spec.game->roll_help && !o->roll && !o->positions) {
        snprintf(err, errlen, "--referee: needs --roll (the referee judges a move of a position and roll)");
        return -1;
    }
    if (o->hint && check_hint(o, seen, given, err, errlen) != 0) return -1;
    if (o->tree_file || o->bounds.given || o->game)
        return check_tree_file(o, p.probes, p.probe_factor, p.goal, p.cutoff, p.chosen, given, generated_only, err, errlen);
    return check_combinations(o, p.probes, p.probe_factor, p.goal, p.cutoff, p.chosen, given, err, errlen);
}
