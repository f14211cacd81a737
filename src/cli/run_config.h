/* run_config.h - one run's configuration: what the command line asked
 * for, parsed (cli.c, through options.c's table) and checked (run_check.c),
 * then passed down to the run that main dispatches to.  Data and two
 * helpers only: nothing here parses, prints or runs. */
#ifndef STARBENCH_RUN_CONFIG_H
#define STARBENCH_RUN_CONFIG_H

#include <stddef.h>
#include <stdint.h>

#include "trials/experiment.h"
#include "core/horizon.h"
#include "output/pivot.h"
#include "output/plot.h"
#include "sources/treefile.h"
#include "games/game.h"
#include "core/parse.h"

#define STARBENCH_VERSION "0.2.0"
#define CLI_MAX_N_LIST 64
#define CLI_MAX_HORIZONS EXPERIMENT_MAX_HORIZONS /* --horizon H,H,...: horizons searched on the same trees */
#define CLI_DEFAULT_SEED 1982ULL
#define CLI_DEFAULT_TRIALS 1000ULL
#define CLI_DEFAULT_CUT_REDUCTION 1
#define CLI_DEFAULT_CUT_SIGMAS_MILLI 1000 /* --cut-sigmas 1 */

enum cli_action { CLI_RUN, CLI_HELP, CLI_VERSION, CLI_LIST, CLI_CONSTANTS, CLI_MERGE, CLI_MERGE_HELP,
                  CLI_PIVOT, CLI_PIVOT_HELP, CLI_PLOT, CLI_PLOT_HELP, CLI_PLAY, CLI_PLAY_HELP,
                  CLI_CHECK_GAME, CLI_CHECK_GAME_HELP, CLI_COMPARE, CLI_COMPARE_HELP };

#define CLI_DEFAULT_GAMES 100
#define CLI_MAX_COMPARE_ENGINES 32
#define CLI_MAX_COMPARE_BUDGETS 16
#define CLI_MAX_GAMES (1ULL << 40)
#define CLI_PLOT_WIDTH 1000 /* starbench plot's image, pixels (make reproduce's plots' size; --help says so) */
#define CLI_PLOT_HEIGHT 680

/* The evaluations --eval names besides the generated trees' and the
 * games': oracle (any tree), file (a tree file's :eval). */
#define EVAL_ORACLE_NAME "oracle"
#define EVAL_FILE_NAME "file"

enum cli_mode { MODE_BEST = 1, MODE_RANDOM = 2, MODE_EXACT = 4, MODE_FORMULA = 8 };

/* The modes that search trees, in the order their rows are written, with
 * the ordering of the trees each searches. */
struct cli_mode_order {
    enum cli_mode mode;
    enum tree_order order;
};
#define CLI_MODE_ORDER_COUNT 3
extern const struct cli_mode_order CLI_MODE_ORDERS[CLI_MODE_ORDER_COUNT];

/* What the search options ask of the algorithms, before the checks
 * resolve it into the run's algorithms. */
struct search_choice {
    int probes;                             /* --probes */
    int probe_factor;                       /* --probe-factor */
    int chosen[EXPERIMENT_MAX_ALGORITHMS];  /* --algo: 1 for each algorithm named */
    enum search_goal goal;                  /* --goal */
    enum star1_cutoff cutoff;               /* --star1-cutoff */
    uint64_t playouts;                      /* --playouts (mcts) */
    int exploration_milli;                  /* --exploration (mcts), in thousandths */
    int mcts_leaf;                          /* --playout (mcts): enum mcts_leaf */
    int widening_milli;                     /* --widening (mcts), in thousandths */
    int samples;                            /* --samples (mcms): draws per * node */
};

struct run_config {
    enum cli_action action;
    struct gen_spec tree;      /* every setting but n, c and order, which run_config_spec adds */
    int c;                     /* -C, or 0: C = N */
    int p_balanced;            /* --p balanced: each N's spec gets gen_balanced_p */
    int n[CLI_MAX_N_LIST];
    int n_count;
    int modes;                 /* MODE_* bits */
    struct run_algorithm algorithms[EXPERIMENT_MAX_ALGORITHMS]; /* in ALGORITHMS order */
    int algorithm_count;
    struct search_choice choice;
    uint64_t trials;
    uint64_t first_trial;
    int per_trial;
    int stats;                 /* --stats: exact sufficient statistics instead of summaries */
    uint64_t shard, shards;    /* --shard I/K, or 0, 0 */
    int verify;
    int threads;
    int quiet;                 /* no progress line */
    const char *output;        /* NULL: stdout */
    const char *tree_file;     /* --tree FILE ("-": standard input), or NULL: generated trees */
    const char *game;          /* --game NAME[:KEY=VALUE,...] as rows name it (game_name), or NULL */
    struct game_spec game_spec; /* --game: the registered game (games/game.h) and its parameters */
    char game_name[64];
    const char *position;      /* --position ID (a game's root position), or NULL */
    const char *positions;     /* --positions FILE: a game's positions searched in one run, or NULL */
    const char *roll;          /* --roll R (the root's dice), or NULL: the dice to come */
    const char *play;          /* --play MOVES: played from --position to the root's position, or NULL */
    const char *referee;       /* --referee FILE: rows judge the chosen move by its verdicts, or NULL */
    struct treefile_bounds bounds; /* --bounds L,U */
    int trace;                 /* --trace: the CSV is the search's event stream (one tree) */
    const char *dot;           /* --dot FILE: a drawing of the one algorithm's search of the one tree, or NULL */
    struct horizon_spec horizon; /* --horizon H (horizon 0: none; with a list the deepest), --eval, --eval-noise */
    int horizons[CLI_MAX_HORIZONS]; /* --horizon H,H,...: in the order given; the first is what the others */
    int horizon_count;              /* are paired with (rows add REPORT_PAIRED_HEADER when count > 1) */
    int count_distinct;        /* --count distinct: leaves counts distinct leaves, not reads (distinct.h) */
    int table;                 /* --table N given: tree rows report the table's columns */
    int baseline;              /* --baseline minimax: tree rows' baseline searched when minimax is not in
                                  the run (else their baseline columns are empty) */
    uint64_t table_entries;    /* --table N: entries of each search's transposition table (0: none) */
    int iterate;               /* --iterate: iterative deepening to the horizon */
    struct search_budget budget; /* --budget KIND=N: every algorithm deepens within it (experiment.h) */
    int cpu_time;              /* --cpu-time: tree rows add cpu_seconds */
    int hint;                  /* --hint: a game position's moves ranked by their searched values */
    const char *cut_fit_file;  /* --cut-fit FILE: ChanceProbCut's fit (cutfit.h), read by main; or NULL */
    int cut_reduction;         /* --cut-reduction R */
    int cut_sigmas_milli;      /* --cut-sigmas T, in thousandths */
    char *const *merge_files;  /* `starbench merge|pivot FILES...`: the files ("-": standard input) */
    int merge_count;
    struct pivot_options pivot; /* `starbench pivot`: --by, --keys, --values */
    struct plot_options plot;   /* `starbench plot` */
    int plot_format_given;      /* --format given (else -o's suffix names it) */
    int plot_script;            /* --script: write the gnuplot script instead of the image */
    struct play_options {       /* `starbench play` */
        const char *engines[2]; /* --a SPEC, --b SPEC (cli/engine_spec.h) */
        const char *engine_algo; /* a spec's algo= and plies= (engine_spec.c reads a spec */
        int engine_plies;        /* into a run_config of its own) */
        uint64_t games;         /* --games N: an even number, duplicate pairs */
        int per_game;           /* --per-game: a row per game instead of the summary */
        int moves;              /* --moves: per-game rows end with the game's moves */
        const char *luck;       /* --luck E: the evaluation that rates each roll's luck (match_report.h), or NULL */
    } match;
    struct compare_options {    /* `starbench compare` */
        const char *engines[CLI_MAX_COMPARE_ENGINES]; /* --engine SPEC, in the order given */
        int engine_count;
        struct search_budget budgets[CLI_MAX_COMPARE_BUDGETS]; /* --budgets K=N,N,...: one kind */
        int budget_count;
        int horizon;            /* --horizon H: the engines' deepest (0: the game's or the referee's) */
        const char *eval;       /* --eval E: deep:H's and the default engines' evaluation (NULL: the game's) */
    } compare;
};

/* The run's horizon, or NULL when it searches to the leaves. */
const struct horizon_spec *run_config_horizon(const struct run_config *o);

/* The tree spec of the run at branching n with the given ordering. */
struct gen_spec run_config_spec(const struct run_config *o, int n, enum tree_order order);

#endif
