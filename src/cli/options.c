/* options.c - see options.h: the table of every option, the readers of
 * the values that need more than a range, and the printers built on it. */
#include "cli/options.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "games/game.h"
#include "core/mcts.h"
#include "core/sampling.h"

/* The offset of a run_config member of type `type`; a member of another
 * type does not compile (the _Generic has no association for it). */
#define FIELD(type, member) \
    (offsetof(struct run_config, member) + 0 * sizeof(_Generic(((struct run_config *)0)->member, type: 1)))
#define INT_FIELD(member) FIELD(int, member)
#define U64_FIELD(member) FIELD(uint64_t, member)
#define TEXT_FIELD(member) FIELD(const char *, member)
/* An enum member, read and written as an int: the signed or unsigned
 * type an enum is compatible with, and of its size (checked here). */
#define CHOICE_FIELD(member)                                                                              \
    (offsetof(struct run_config, member)                                                                  \
     + 0 * sizeof(char[sizeof(((struct run_config *)0)->member) == sizeof(int) ? 1 : -1]))

/* One of a fixed list of names: its index, or -1 with the list in err. */
static int parse_choice(const char *shown, const char *arg, const char *const *names, int count, char *err,
                        size_t errlen)
{
    char list[256] = "";
    for (int i = 0; i < count; i++) {
        if (strcmp(arg, names[i]) == 0) return i;
        strncat(list, names[i], sizeof list - strlen(list) - 1);
        strncat(list, i + 2 < count ? ", " : i + 1 < count ? " or " : "", sizeof list - strlen(list) - 1);
    }
    snprintf(err, errlen, "%s: expected %s, got '%s'", shown, list, arg);
    return -1;
}

/* A comma-separated list of distinct integers from min to max (at most
 * room of them) into out, in the order given; 0, or -1 with a message. */
static int parse_int_list(const char *shown, const char *arg, int min, int max, int *out, int *count, int room,
                          char *err, size_t errlen)
{
    *count = 0;
    for (const char *item = arg;; item++) {
        const char *end = strchr(item, ',');
        size_t len = end ? (size_t)(end - item) : strlen(item);
        char buf[32] = "";
        uint64_t v;
        if (len > 0 && len < sizeof buf) memcpy(buf, item, len);
        if (len == 0 || len >= sizeof buf || parse_uint(buf, (uint64_t)min, (uint64_t)max, &v) != 0) {
            snprintf(err, errlen, "%s: expected comma-separated integers from %d to %d, got '%s'", shown, min, max,
                     len == 0 || len >= sizeof buf ? arg : buf);
            return -1;
        }
        for (int i = 0; i < *count; i++)
            if (out[i] == (int)v) {
                snprintf(err, errlen, "%s: %s is listed twice in '%s'", shown, buf, arg);
                return -1;
            }
        if (*count == room) {
            snprintf(err, errlen, "%s: more than %d values in '%s'", shown, room, arg);
            return -1;
        }
        out[(*count)++] = (int)v;
        if (!end) return 0;
        item = end;
    }
}

static int parse_n_list(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    return parse_int_list(shown, arg, 1, EXPERIMENT_MAX_N, o->n, &o->n_count, CLI_MAX_N_LIST, err, errlen);
}

/* --horizon H[,H...]: the list, and horizon.horizon the deepest (what the
 * checks against the tree's depth need). */
static int parse_horizons(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    if (parse_int_list(shown, arg, 1, TREEFILE_MAX_DEPTH, o->horizons, &o->horizon_count, CLI_MAX_HORIZONS, err,
                       errlen) != 0)
        return -1;
    for (int i = 0; i < o->horizon_count; i++)
        if (o->horizons[i] > o->horizon.horizon) o->horizon.horizon = o->horizons[i];
    return 0;
}

static int parse_algo_list(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
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
            for (int i = 0; i < ALGORITHM_COUNT; i++)
                snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", i ? ", " : "", ALGORITHMS[i].name);
            snprintf(err, errlen, "%s: unknown algorithm '%.*s' (expected a comma-separated list of: %s)", shown,
                     (int)len, item, names);
            return -1;
        }
        if (o->choice.chosen[found]) {
            snprintf(err, errlen, "%s: %s is listed twice in '%s'", shown, name, arg);
            return -1;
        }
        o->choice.chosen[found] = 1;
        if (!end) return 0;
        item = end;
    }
}

static int parse_mode(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    static const char *const NAMES[] = { "best", "random", "both", "exact", "formula" };
    static const int MODES[] = { MODE_BEST, MODE_RANDOM, MODE_BEST | MODE_RANDOM, MODE_EXACT, MODE_FORMULA };
    int i = parse_choice(shown, arg, NAMES, 5, err, errlen);
    if (i >= 0) o->modes = MODES[i];
    return i < 0 ? -1 : 0;
}

/* A probability: a decimal (0.5, 1, .25) or a fraction P/Q, reduced into
 * *num_out / *den_out. */
static int parse_probability(const char *shown, const char *arg, uint64_t *num_out, uint64_t *den_out, char *err,
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
                 "digits after the point) or P/Q with Q up to %llu, got '%s'", shown, GEN_MAX_P_DENOMINATOR, arg);
        return -1;
    }
    uint64_t g = tree_gcd(num, den);
    *num_out = num / g;
    *den_out = den / g;
    return 0;
}

static int parse_p(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    if (strcmp(arg, "balanced") != 0) return parse_probability(shown, arg, &o->tree.p_num, &o->tree.p_den, err, errlen);
    o->p_balanced = 1;
    return 0;
}

static int parse_best_first(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    return parse_probability(shown, arg, &o->tree.first_num, &o->tree.first_den, err, errlen);
}

/* A whole number from min to max into *out, the range in the message. */
static int parse_number(const char *shown, const char *arg, uint64_t min, uint64_t max, uint64_t *out, char *err,
                        size_t errlen)
{
    if (parse_uint(arg, min, max, out) == 0) return 0;
    snprintf(err, errlen, "%s: expected a whole number from %llu to %llu, got '%s'", shown, (unsigned long long)min,
             (unsigned long long)max, arg);
    return -1;
}

/* --star-first K: 1-based on the command line, a rank from 0 in the spec. */
static int parse_star_first(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    uint64_t k;
    if (parse_number(shown, arg, 1, EXPERIMENT_MAX_N, &k, err, errlen) != 0) return -1;
    o->tree.root_first_rank = (int)k - 1;
    return 0;
}

static int parse_eval_noise(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    uint64_t k;
    if (parse_number(shown, arg, 0, HORIZON_MAX_NOISE, &k, err, errlen) != 0) return -1;
    o->horizon.noise = (int64_t)k;
    return 0;
}

static int parse_table(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    o->table = 1;
    return parse_number(shown, arg, 0, SEARCH_MAX_TABLE, &o->table_entries, err, errlen);
}

static int parse_budget_option(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    return parse_budget(shown, arg, &o->budget, err, errlen);
}

/* compare's --engine SPEC: each one more engine (checked by run_compare). */
static int parse_compare_engine(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    struct compare_options *c = &o->compare;
    if (c->engine_count < CLI_MAX_COMPARE_ENGINES) {
        c->engines[c->engine_count++] = arg;
        return 0;
    }
    snprintf(err, errlen, "%s: at most %d engines", shown, CLI_MAX_COMPARE_ENGINES);
    return -1;
}

/* compare's --budgets K=N,N,...: one kind, each limit as --budget reads it, increasing. */
static int parse_compare_budgets(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    struct compare_options *c = &o->compare;
    const char *equals = strchr(arg, '='), *item = equals ? equals + 1 : arg;
    char one[64];
    c->budget_count = 0;
    for (const char *next; equals && *item && c->budget_count < CLI_MAX_COMPARE_BUDGETS; item = next + 1) {
        next = strchr(item, ',');
        size_t len = next ? (size_t)(next - item) : strlen(item);
        snprintf(one, sizeof one, "%.*s%.*s", (int)(equals + 1 - arg), arg, (int)len, item);
        struct search_budget *b = &c->budgets[c->budget_count];
        if (len >= 32) break;
        if (parse_budget(shown, one, b, err, errlen) != 0) return -1;
        if (c->budget_count > 0 && b->limit <= b[-1].limit) break;
        c->budget_count++;
        if (!next) return 0;
    }
    snprintf(err, errlen, "%s: expected K=N,N,... (K evals, nodes or time; at most %d increasing limits, as --budget "
             "reads each), got '%s'", shown, CLI_MAX_COMPARE_BUDGETS, arg);
    return -1;
}

/* --shard I/K: 1 <= I <= K (K checked against the trials later). */
static int parse_shard(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    const char *slash = strchr(arg, '/');
    char index[32];
    size_t len = slash ? (size_t)(slash - arg) : 0;
    if (slash && len < sizeof index) {
        memcpy(index, arg, len);
        index[len] = '\0';
        if (parse_uint(index, 1, EXPERIMENT_MAX_TRIALS, &o->shard) == 0
            && parse_uint(slash + 1, 1, EXPERIMENT_MAX_TRIALS, &o->shards) == 0 && o->shard <= o->shards)
            return 0;
    }
    snprintf(err, errlen, "%s: expected I/K, whole numbers with 1 <= I <= K <= %llu, got '%s'", shown,
             EXPERIMENT_MAX_TRIALS, arg);
    return -1;
}

/* --bounds L,U: two signed 64-bit integers, L <= U. */
static int parse_bounds(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    char *comma = strchr(arg, ','), *end;
    if (comma && !isspace((unsigned char)*arg) && !isspace((unsigned char)comma[1])) {
        errno = 0;
        long long lo = strtoll(arg, &end, 10);
        if (end == comma && end != arg && errno == 0) {
            long long hi = strtoll(comma + 1, &end, 10);
            if (*end == '\0' && end != comma + 1 && errno == 0 && lo <= hi) {
                o->bounds = (struct treefile_bounds){ .given = 1, .lo = lo, .hi = hi };
                return 0;
            }
        }
    }
    snprintf(err, errlen, "%s: expected L,U, two 64-bit integers with L <= U, got '%s'", shown, arg);
    return -1;
}

/* --eval NAME: a generated tree's, the oracle, a file's, or a game's. */
static int parse_eval(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    static const char *const OWN[] = { EVAL_ORACLE_NAME, EVAL_FILE_NAME };
    int i = gen_eval_find(arg);
    o->horizon.eval = strcmp(arg, EVAL_ORACLE_NAME) == 0 ? EVAL_ORACLE : EVAL_SOURCE;
    if (i >= 0) {
        o->tree.eval = &GEN_EVALS[i];
        o->horizon.eval_name = GEN_EVALS[i].name;
        return 0;
    }
    for (size_t k = 0; k < sizeof OWN / sizeof OWN[0]; k++)
        if (strcmp(arg, OWN[k]) == 0) {
            o->horizon.eval_name = OWN[k];
            return 0;
        }
    const struct game *game = game_of_evaluator(arg);
    const char *name, *summary;
    for (int k = 0; game && (name = game_evaluator(game, k, &summary)) != NULL; k++)
        if (strcmp(name, arg) == 0) {
            o->horizon.eval_name = name;
            return 0;
        }
    char names[256] = EVAL_ORACLE_NAME ", " EVAL_FILE_NAME;
    for (int g = 0; g < game_count(); g++)
        for (int k = 0; (name = game_evaluator(game_at(g), k, &summary)) != NULL; k++)
            snprintf(names + strlen(names), sizeof names - strlen(names), ", %s", name);
    for (int k = 0; k < GEN_EVAL_COUNT; k++)
        snprintf(names + strlen(names), sizeof names - strlen(names), ", %s", GEN_EVALS[k].name);
    snprintf(err, errlen, "%s: expected one of %s, got '%s'", shown, names, arg);
    return -1;
}

static int parse_game(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    if (game_parse(arg, &o->game_spec, err, errlen) != 0) {
        size_t prefix = strlen(shown) - strlen("--game"); /* a subcommand's "play: " */
        char reason[512];
        snprintf(reason, sizeof reason, "%s", err);
        snprintf(err, errlen, "%.*s%s", (int)prefix, shown, reason);
        return -1;
    }
    game_spec_name(&o->game_spec, o->game_name, sizeof o->game_name);
    o->game = o->game_name;
    return 0;
}

static int parse_model(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    const char *names[16];
    for (int i = 0; i < GEN_MODEL_COUNT; i++) names[i] = GEN_MODELS[i].name;
    int i = parse_choice(shown, arg, names, GEN_MODEL_COUNT, err, errlen);
    if (i >= 0) o->tree.model = i;
    return i < 0 ? -1 : 0;
}

static int parse_baseline(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    static const char *const BASELINES[] = { "minimax" };
    o->baseline = parse_choice(shown, arg, BASELINES, 1, err, errlen) == 0;
    return o->baseline ? 0 : -1;
}

/* play --games N: duplicate pairs, so an even number. */
static int parse_games(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    if (parse_uint(arg, 2, CLI_MAX_GAMES, &o->match.games) == 0 && o->match.games % 2 == 0) return 0;
    snprintf(err, errlen, "%s: expected an even number from 2 to 2^40 (duplicate pairs), got '%s'", shown, arg);
    return -1;
}

static int parse_log(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    static const char *const LOGS[] = { "x", "y", "xy" };
    int i = parse_choice(shown, arg, LOGS, 3, err, errlen);
    o->plot.log_x = i == 0 || i == 2;
    o->plot.log_y = i == 1 || i == 2;
    return i < 0 ? -1 : 0;
}

static int parse_format(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    static const char *const FORMATS[] = { "png", "svg" };
    int i = parse_choice(shown, arg, FORMATS, 2, err, errlen);
    if (i >= 0) o->plot.format = (enum plot_format)i;
    o->plot_format_given = 1;
    return i < 0 ? -1 : 0;
}

static int parse_size(const char *shown, const char *arg, struct run_config *o, char *err, size_t errlen)
{
    unsigned width, height;
    char end;
    if (sscanf(arg, "%4ux%4u%c", &width, &height, &end) != 2 || width < 100 || height < 100 || width > 4000
        || height > 4000 || !isdigit((unsigned char)arg[0])) {
        snprintf(err, errlen, "%s: expected WIDTHxHEIGHT in pixels, 100 to 4000 each, got '%s'", shown, arg);
        return -1;
    }
    o->plot.width = (int)width;
    o->plot.height = (int)height;
    return 0;
}

#define SEARCH CMD_SEARCH

static const char *const COUNT_NAMES[] = { "reads", "distinct" }; /* --count: index = count_distinct */
static const char *const DEEPENING_NAMES[] = { "whole", "partial", "predicted" }; /* --deepening: budget.partial */

/* Every option, in --help's order (within each command and section). */
static const struct cli_option OPTIONS[] = {
    /* An engine's keys of its own (play's --a and --b; the others are the search's rows
     * below marked CMD_ENGINE). */
    { .id = OPT_ENGINE_ALGO, .name = "algo", .value = "A", .commands = CMD_ENGINE, .kind = KIND_TEXT,
      .field = TEXT_FIELD(match.engine_algo),
      .engine_help = "an algorithm of --list that plays, random (a uniformly\n"
                     "random legal move) or the game's outside engine\n"
                     "(default star2)" },
    { .id = OPT_ENGINE_PLIES, .name = "plies", .value = "P", .commands = CMD_ENGINE, .kind = KIND_INT,
      .field = INT_FIELD(match.engine_plies), .max = 9,
      .engine_help = "the outside engine's plies, 0 to its limit (algo=gnubg:\n"
                     "0 to 2; default 0), the only key it reads" },

    /* --help's "Trees": a tree file, a game, and the generated trees. */
    { .id = OPT_TREE, .name = "tree", .value = "FILE", .commands = SEARCH, .kind = KIND_FILE,
      .field = TEXT_FIELD(tree_file), .applies = STDIN_OK | READS, .section = SECTION_TREES,
      .help = "search the one tree in FILE ('-': standard input), in\n"
              "starbench's format or Gambit's .efg; one row per algorithm" },
    { .id = OPT_BOUNDS, .name = "bounds", .value = "L,U", .commands = SEARCH, .kind = KIND_CUSTOM,
      .parse = parse_bounds, .section = SECTION_TREES,
      .help = "with --tree: L and U, integers containing every leaf\n"
              "(default: the file's smallest and largest leaf)" },
    { .id = OPT_CPU_TIME, .name = "cpu-time", .commands = SEARCH, .kind = KIND_FLAG, .field = INT_FIELD(cpu_time),
      .section = SECTION_TREES,
      .help = "with --tree or --game: rows end with cpu_seconds, the\n"
              "search's CPU time (differs run to run; off by default, so\n"
              "rows stay byte-identical)" },
    { .id = OPT_BASELINE, .name = "baseline", .value = "minimax", .commands = SEARCH, .kind = KIND_CUSTOM,
      .parse = parse_baseline, .section = SECTION_TREES,
      .help = "with --tree or --game: search exhaustive *-minimax for\n"
              "the rows' baseline columns when --algo leaves it out (else\n"
              "they are empty); rows always end with the search's cost,\n"
              "nodes and evals (static evaluations, ordering included)" },
    { .id = OPT_GAME, .name = "game", .value = "NAME", .commands = SEARCH, .kind = KIND_CUSTOM, .parse = parse_game,
      .section = SECTION_TREES,
      .help = "search a game's position, generated as searched, to\n"
              "--horizon H, scored there by --eval (the game's own); one\n"
              "row per algorithm.  --list names the games with their\n"
              "horizons, positions, rolls, parameters (NAME:KEY=VALUE,\n"
              "e.g. pig:target=50), evaluations, --play and --referee" },
    { .id = OPT_POSITION, .name = "position", .value = "P", .commands = SEARCH, .kind = KIND_TEXT,
      .field = TEXT_FIELD(position), .applies = FOR_GAME, .section = SECTION_TREES,
      .help = "with --game: the position, in the game's notation (--list)" },
    { .id = OPT_ROLL, .name = "roll", .value = "R", .commands = SEARCH, .kind = KIND_TEXT, .field = TEXT_FIELD(roll),
      .applies = FOR_GAME, .section = SECTION_TREES,
      .help = "with a --game that rolls before it moves: the roll of the\n"
              "side to move (--list); none: to come (the root a * node)" },
    { .id = OPT_HINT, .name = "hint", .commands = SEARCH, .kind = KIND_FLAG, .field = INT_FIELD(hint),
      .section = SECTION_TREES,
      .help = "with --game and --position: instead of the algorithms'\n"
              "rows, a row per move of the root: its value searched to\n"
              "--horizon (exact), its static evaluation, best first" },
    { .id = OPT_POSITIONS, .name = "positions", .value = "FILE", .commands = SEARCH, .kind = KIND_FILE,
      .field = TEXT_FIELD(positions), .applies = FOR_GAME | STDIN_OK | READS, .section = SECTION_TREES,
      .help = "with --game: every position of FILE, one 'POSITION ROLL'\n"
              "a line (ROLL where the game takes one, '-': to come;\n"
              "the rest of the line ignored), each position's rows its own run's, in\n"
              "FILE's order, shared out over --threads; --shard I/K\n"
              "searches a slice (the shards' rows concatenate)" },
    { .id = OPT_PLAY, .name = "play", .value = "MOVES", .commands = SEARCH, .kind = KIND_TEXT,
      .field = TEXT_FIELD(play), .applies = FOR_GAME, .section = SECTION_TREES,
      .help = "with a --game that offers it (--list): play these moves\n"
              "from --position first, the sides taking turns, in the\n"
              "game's notation; rows name the position reached; an\n"
              "illegal move is refused, naming the legal ones" },
    { .id = OPT_REFEREE, .name = "referee", .value = "R", .commands = SEARCH, .kind = KIND_TEXT,
      .field = TEXT_FIELD(referee), .applies = FOR_GAME | READS, .section = SECTION_TREES,
      .help = "with a --game: the game's referee (--list says what R is),\n"
              "or deep:H (any game: each move's exact value searched to\n"
              "horizon H by the --eval, starbench's own referee), and\n"
              "--roll where the game rolls: rows add ref_loss and\n"
              "ref_rank, the chosen move's loss (in thousandths of the\n"
              "game's unit) and rank by the referee's verdicts" },
    { .id = OPT_N, .name = "N", .letter = 'N', .value = "LIST", .commands = SEARCH, .kind = KIND_CUSTOM,
      .parse = parse_n_list, .max = EXPERIMENT_MAX_N, .applies = FOR_GENERATED,
      .section = SECTION_TREES,
      .help = "moves per + and - node, at most 64 comma-separated\n"
              "integers from 1 to {max} (default 2,4,6,8,10,20,30,40)" },
    { .id = OPT_PLIES, .name = "D", .letter = 'D', .value = "PLIES", .commands = SEARCH, .kind = KIND_INT,
      .field = INT_FIELD(tree.plies), .min = 1, .max = GEN_MAX_PLIES, .fallback = 2, 
      .applies = FOR_GENERATED, .section = SECTION_TREES,
      .help = "move levels below and including the + node, {min} to {max}\n"
              "(default {default}): + * - * + ..., N**D * C**(D-1) leaves" },
    { .id = OPT_CHANCE, .name = "C", .letter = 'C', .value = "K", .commands = SEARCH, .kind = KIND_INT,
      .field = INT_FIELD(c), .min = 1, .max = EXPERIMENT_MAX_N, .applies = FOR_GENERATED,
      .section = SECTION_TREES,
      .help = "outcomes per * node, {min} to {max} (default: N)" },
    { .id = OPT_PROBS, .name = "probs", .value = "P", .commands = SEARCH, .kind = KIND_CHOICE,
      .field = CHOICE_FIELD(tree.probs),
      .choices = GEN_PROBS_NAMES, .max = GEN_PROBS_COUNT,
      .applies = FOR_GENERATED, .section = SECTION_TREES,
      .help = "uniform | dice | random (default uniform): outcome\n"
              "probabilities; dice needs C = 21 (doubles 1/36, other\n"
              "rolls 2/36); random draws weights 1..9 per trial and\n"
              "chance level, dealt to each * node's outcomes at random" },
    { .id = OPT_MODEL, .name = "model", .value = "M", .commands = SEARCH, .kind = KIND_CUSTOM, .parse = parse_model,
      .applies = FOR_GENERATED, .section = SECTION_TREES,
      .help = "fuller | uniform | nau | pearl (default fuller): leaf\n"
              "values; see --list" },
    { .id = OPT_P, .name = "p", .value = "P", .commands = SEARCH, .kind = KIND_CUSTOM, .parse = parse_p,
      .applies = FOR_GENERATED, .section = SECTION_TREES,
      .help = "nau and pearl: the probability, a decimal or P/Q\n"
              "(default 0.5); balanced (pearl, -C 1): the p that the\n"
              "back-up keeps, 0.382 or 0.618 by who moves above the leaves" },
    { .id = OPT_MODE, .name = "mode", .value = "M", .commands = SEARCH, .kind = KIND_CUSTOM, .parse = parse_mode,
      .applies = FOR_GENERATED, .section = SECTION_TREES,
      .help = "best | random | both | exact | formula (default random)\n"
              "best: the optimally ordered tree (one tree, trials = 1;\n"
              "fuller only); random: every node's orders equally likely;\n"
              "both: best then random; exact: every ordering of the tree\n"
              "enumerated (at most 2^24: tiny trees, e.g. N = 2: 128);\n"
              "formula: Ballard's algebraic estimate of Star1's mean\n"
              "leaves (Table V, eq. (21); the paper's tree only)" },
    { .id = OPT_STAR_FIRST, .name = "star-first", .value = "K", .commands = SEARCH, .kind = KIND_CUSTOM,
      .parse = parse_star_first, .applies = FOR_GENERATED, .section = SECTION_TREES,
      .help = "the + node searches its K-th best * child first (1 to N),\n"
              "the others in their usual order: an oracle ordering, as\n"
              "only the generator knows the values (section 7.4;\n"
              "--model fuller only)" },
    { .id = OPT_STAR_FIRST_MODE, .name = "star-first-mode", .value = "M", .commands = SEARCH, .kind = KIND_CHOICE,
      .field = CHOICE_FIELD(tree.star_first_mode),
      .choices = GEN_STAR_FIRST_MODE_NAMES, .max = GEN_STAR_FIRST_MODE_COUNT, 
      .applies = FOR_GENERATED,
      .section = SECTION_TREES,
      .help = "move | again (default move): move hands that child\n"
              "out first and the others after it; again searches it\n"
              "first to set alpha, then every child in the usual order,\n"
              "that one again in its own place" },
    { .id = OPT_BEST_FIRST_PROB, .name = "best-first-prob", .value = "Q", .commands = SEARCH, .kind = KIND_CUSTOM,
      .parse = parse_best_first, .applies = FOR_GENERATED, .section = SECTION_TREES,
      .help = "the best * child first (as --star-first 1) in a share\n"
              "Q of the trees (drawn per tree), the usual order in the\n"
              "others: imperfect ordering; Q a decimal or P/Q (fuller;\n"
              "rows add best_first_prob when 0 < Q < 1)" },
    { .id = OPT_SEED, .name = "seed", .value = "S", .commands = SEARCH, .kind = KIND_U64,
      .field = U64_FIELD(tree.seed), .max = UINT64_MAX, .fallback = CLI_DEFAULT_SEED, 
      .section = SECTION_TREES,
      .help = "random-tree seed, 0 to 2^64-1 (default {default})" },

    /* A horizon and its static evaluation. */
    { .id = OPT_HORIZON, .name = "horizon", .value = "H", .commands = SEARCH | CMD_ENGINE, .kind = KIND_CUSTOM,
      .parse = parse_horizons, .section = SECTION_HORIZON,
      .help = "expand H move levels below and including the + node\n"
              "(1 to -D; H = 1 scores the + node's children); every\n"
              "algorithm returns the exact value of the tree cut there,\n"
              "nodes scored count as leaves, and rows add the chosen\n"
              "move's value in the full tree, the best value, whether it\n"
              "is best, and the loss (summaries: correct_rate, loss_mean)\n"
              "H,H,...: every tree at each, each summary paired with\n"
              "the first horizon's (gained, lost, differences and se);\n"
              "with --tree or --game, each horizon's rows in turn",
      .engine_help = "move levels searched, 1 to the game's limit (default 1:\n"
                     "the move whose position the evaluation rates best)" },
    { .id = OPT_EVAL, .name = "eval", .value = "E", .commands = SEARCH | CMD_ENGINE, .kind = KIND_CUSTOM, .parse = parse_eval,
      .section = SECTION_HORIZON,
      .help = "the static evaluation (see --list): path (fuller: arc sum\n"
              "plus the expected sum of the arcs to come), wins (nau,\n"
              "pearl: the fraction of winning leaves below), oracle (the\n"
              "node's exact value, searched below it), file (a tree\n"
              "file's :eval V; the default with --tree), or one of the\n"
              "--game's own (--list names them and their default)",
      .engine_help = "one of the game's evaluations (default: its default)" },
    { .id = OPT_EVAL_NOISE, .name = "eval-noise", .value = "K", .commands = SEARCH, .kind = KIND_CUSTOM,
      .parse = parse_eval_noise, .section = SECTION_HORIZON,
      .help = "add an integer uniform on [-K, K] (the tree's units),\n"
              "drawn by the node's identity and --seed, clamped to [L, U]" },

    /* Orderings that need no oracle. */
    { .id = OPT_ORDER, .name = "order", .value = "O", .commands = SEARCH | CMD_ENGINE, .kind = KIND_CHOICE,
      .field = CHOICE_FIELD(horizon.order),
      .choices = HORIZON_MOVE_ORDER_NAMES, .max = HORIZON_MOVE_ORDER_COUNT,
      .section = SECTION_ORDER,
      .help = "tree | eval | eval-above | history | history-eval | random\n"
              "(default tree): eval hands out the children of + and -\n"
              "nodes best first for the side to move by --eval (a leaf by\n"
              "its value; ties keep the tree's order); eval-above does so\n"
              "except at the last move level, whose children are evaluated\n"
              "one by one as searched; history (star1, star2, cyclic and\n"
              "their kin): the history heuristic, each + or - node whose\n"
              "children are not all leaves takes them most credited move\n"
              "first (a move is credited where it proves best), ties in the\n"
              "tree's order (history) or eval's (history-eval); random\n"
              "(--tree only): --trials K reorderings of the file's\n"
              "tree, every node's children shuffled by the node and the\n"
              "trial (--seed, --first-trial, --per-trial, and --shard with\n"
              "--per-trial, as for generated trials)",
      .engine_help = "tree, eval, eval-above, history or history-eval (default eval)" },
    { .id = OPT_CHANCE_ORDER, .name = "chance-order", .value = "O", .commands = SEARCH, .kind = KIND_CHOICE,
      .field = CHOICE_FIELD(horizon.chance_order),
      .choices = HORIZON_CHANCE_ORDER_NAMES, .max = HORIZON_CHANCE_ORDER_CHOICES, .section = SECTION_ORDER,
      .help = "tree | likely (default tree): likely hands out a * node's\n"
              "outcomes most probable first (section 7.3)" },
    { .id = OPT_RANK_PROBES, .name = "rank-probes", .value = "K", .commands = SEARCH, .kind = KIND_INT,
      .field = INT_FIELD(horizon.rank_probes), .min = 1, .max = 1000, .section = SECTION_ORDER,
      .help = "section 7.4: before a + or - node searches its * children,\n"
              "search the first K outcomes of each exactly (their leaves\n"
              "count) and take the * children best first by their mean\n"
              "(star1, star2, cyclic; {min} to {max})" },
    { .id = OPT_LEAF_COUNT, .name = "count", .value = "C", .commands = SEARCH, .kind = KIND_CHOICE,
      .field = CHOICE_FIELD(count_distinct),
      .choices = COUNT_NAMES, .max = 2, .section = SECTION_ORDER,
      .help = "reads | distinct (default reads): reads counts every leaf\n"
              "read, again when a probed node is searched again (the\n"
              "paper's convention); distinct counts each leaf once, as\n"
              "an engine that keeps what it read pays (rows end with\n"
              "count = distinct; not with --stats, --shard, --trace,\n"
              "--dot or --star-first-mode again)" },

    /* Transpositions and iterative deepening. */
    { .id = OPT_TABLE, .name = "table", .value = "N", .commands = SEARCH | CMD_ENGINE, .kind = KIND_CUSTOM, .parse = parse_table,
      .section = SECTION_TABLE,
      .help = "with --tree or --game: pruning searches and expectimax\n"
              "keep a transposition table of N entries (0 to 2^26; 0:\n"
              "none) answering a node searched before from the bounds\n"
              "proved on it (expectimax: its exact value; minimax keeps\n"
              "none, the plain baseline); rows add table,iterate,\n"
              "table_hits,table_chance_hits,table_stores,table_replacements",
      .engine_help = "transposition table entries, 0 to 2^26 (default 0: none)" },
    { .id = OPT_ITERATE, .name = "iterate", .commands = SEARCH | CMD_ENGINE, .kind = KIND_FLAG, .field = INT_FIELD(iterate),
      .section = SECTION_TABLE,
      .help = "with --table N and --horizon H: iterative deepening,\n"
              "horizons 1 to H in turn, each iteration's best moves\n"
              "searched first in the next; every iteration counted",
      .engine_help = "iterative deepening to the horizon (0: none, the default)" },
    { .id = OPT_BUDGET, .name = "budget", .value = "K=N", .commands = SEARCH | CMD_ENGINE, .kind = KIND_CUSTOM,
      .parse = parse_budget_option, .section = SECTION_TABLE,
      .help = "with --tree or --game and --horizon H: iterative deepening\n"
              "within N evaluations (K evals) or nodes (K nodes), 1 to\n"
              "2^62, or N CPU milliseconds (K time, 1 to 3600000; not\n"
              "deterministic: the horizon reached may differ run to run):\n"
              "horizons 1, 2, .. H, each a plain search, while the\n"
              "horizons searched cost at most N in all (horizon 1 always);\n"
              "rows add budget,horizon_reached,budget_exceeded,\n"
              "dropped_nodes,dropped_evals and give the deepest\n"
              "horizon's value, move and line",
      .engine_help = "evals=N, nodes=N or time=MS: deepen horizons 1..H\n"
                     "within N a move (time: CPU milliseconds, so a match\n"
                     "with it is not deterministic)" },
    { .id = OPT_DEEPENING, .name = "deepening", .value = "D", .commands = SEARCH | CMD_ENGINE, .kind = KIND_CHOICE,
      .field = CHOICE_FIELD(budget.partial), .choices = DEEPENING_NAMES, .max = 3, .section = SECTION_TABLE,
      .help = "with --budget: whole | partial | predicted (default whole):\n"
              "whole drops a horizon the budget stops; partial searches\n"
              "each horizon's root from the last one's move and, once that\n"
              "move is searched through, takes a stopped horizon's best\n"
              "root child searched through; predicted does so and begins\n"
              "no horizon whose first root child the last two horizons'\n"
              "growth predicts past the budget (the rest left unspent);\n"
              "rows add partial_children",
      .engine_help = "with budget: whole, partial or predicted (default\n"
                     "whole), as --deepening" },

    /* Forward pruning. */
    { .id = OPT_CUT_FIT, .name = "cut-fit", .value = "F", .commands = SEARCH | CMD_ENGINE, .kind = KIND_FILE,
      .field = TEXT_FIELD(cut_fit_file), .applies = READS, .section = SECTION_CUT,
      .help = "ChanceProbCut's fit for the evaluation (data/cpc-fit.txt;\n"
              "--eval net: data/cpc-fit-net.txt): cpc searches each\n"
              "outcome of a * node R move levels shallower, predicts its\n"
              "value from the fit, and cuts the node when the predictions\n"
              "-+ T sigma prove it outside the window; it may return\n"
              "another value (--verify skips it), so rows judge every\n"
              "chosen move against the horizon tree's exact values and\n"
              "add cut_sigmas,cut_reduction,forward_cutoffs,shallow_searches",
      .engine_help = "cpc's fit (algo=cpc needs it)" },
    { .id = OPT_CUT_SIGMAS, .name = "cut-sigmas", .value = "T", .commands = SEARCH | CMD_ENGINE,
      .kind = KIND_THOUSANDTHS, .field = INT_FIELD(cut_sigmas_milli), .max = CUT_FIT_MAX_SIGMAS,
      .fallback = CLI_DEFAULT_CUT_SIGMAS_MILLI, .section = SECTION_CUT,
      .help = "the band's half-width in the fit's sigmas, 0 to 100, up\n"
              "to 3 decimals (default 1)",
      .engine_help = "cpc's band, 0 to 100 sigmas, up to 3 decimals (default 1)" },
    { .id = OPT_CUT_REDUCTION, .name = "cut-reduction", .value = "R", .commands = SEARCH | CMD_ENGINE, .kind = KIND_INT,
      .field = INT_FIELD(cut_reduction), .min = 1, .max = CHANCE_CUT_MAX_DEPTH - 1, .fallback = CLI_DEFAULT_CUT_REDUCTION,
      .section = SECTION_CUT,
      .help = "shallow searches R move levels less deep, {min} to {max}\n"
              "(default {default})",
      .engine_help = "cpc's reduction, 1 to the game's limit less 1 (default 1)" },

    /* Searches and their rows. */
    { .id = OPT_ALGO, .name = "algo", .value = "LIST", .commands = SEARCH, .kind = KIND_CUSTOM,
      .parse = parse_algo_list, .section = SECTION_SEARCH,
      .help = "algorithms, comma-separated (default: all that the tree\n"
              "allows but product, which runs only when named; see\n"
              "--list); rows follow the order of --list" },
    { .id = OPT_PROBES, .name = "probes", .value = "K", .commands = SEARCH | CMD_ENGINE, .kind = KIND_INT,
      .field = INT_FIELD(choice.probes), .min = 1, .max = 1000, .fallback = SEARCH_DEFAULT_PROBES,
      .section = SECTION_SEARCH,
      .help = "probing rounds of 'cyclic', {min} to {max} (default {default})",
      .engine_help = "cyclic's probing rounds, {min} to {max} (default {default})" },
    { .id = OPT_PROBE_FACTOR, .name = "probe-factor", .value = "K", .commands = SEARCH | CMD_ENGINE, .kind = KIND_INT,
      .field = INT_FIELD(choice.probe_factor), .min = 1, .max = 1000, .fallback = SEARCH_DEFAULT_PROBES,
      .section = SECTION_SEARCH,
      .help = "'star25' probes up to K children of each outcome in\n"
              "turn, {min} to {max} (default {default})",
      .engine_help = "star25's, {min} to {max} (default {default})" },
    { .id = OPT_PLAYOUTS, .name = "playouts", .value = "K", .commands = SEARCH | CMD_ENGINE, .kind = KIND_U64,
      .field = U64_FIELD(choice.playouts), .min = 1, .max = MCTS_MAX_PLAYOUTS, .fallback = MCTS_DEFAULT_PLAYOUTS,
      .section = SECTION_SEARCH,
      .help = "play-outs of 'mcts' from the root, {min} to {max} (default\n"
              "{default}); or --budget K=N: play-outs until N is spent",
      .engine_help = "mcts's play-outs a move, {min} to {max} (default\n"
                     "{default}); or a budget: play-outs until it is spent" },
    { .id = OPT_EXPLORATION, .name = "exploration", .value = "C", .commands = SEARCH | CMD_ENGINE,
      .kind = KIND_THOUSANDTHS, .field = INT_FIELD(choice.exploration_milli), .max = MCTS_MAX_EXPLORATION_MILLI,
      .fallback = MCTS_DEFAULT_EXPLORATION_MILLI, .section = SECTION_SEARCH,
      .help = "mcts's exploration constant in UCB1 (values scaled to\n"
              "[0, 1]), 0 to 100, up to 3 decimals (default 1.414)",
      .engine_help = "mcts's exploration constant, 0 to 100 (default 1.414)" },
    { .id = OPT_PLAYOUT, .name = "playout", .value = "P", .commands = SEARCH | CMD_ENGINE, .kind = KIND_CHOICE,
      .field = CHOICE_FIELD(choice.mcts_leaf), .choices = MCTS_LEAF_NAMES, .max = MCTS_LEAF_COUNT,
      .section = SECTION_SEARCH,
      .help = "random | eval (default random): how mcts values a node it\n"
              "reaches first, by a random play-out below it or (with\n"
              "--horizon) by its static evaluation, a + or - node's\n"
              "children then each evaluated once and opened best first",
      .engine_help = "mcts's: random or eval (default random), as --playout" },
    { .id = OPT_WIDENING, .name = "widening", .value = "C", .commands = SEARCH | CMD_ENGINE,
      .kind = KIND_THOUSANDTHS, .field = INT_FIELD(choice.widening_milli), .max = MCTS_MAX_WIDENING_MILLI,
      .section = SECTION_SEARCH,
      .help = "mcts's progressive widening: a node visited n times\n"
              "considers its first max(1, ceil(C sqrt(n))) moves, and a\n"
              "* node draws among its outcomes tried once that many are;\n"
              "0 to 100, up to 3 decimals (default 0: none)",
      .engine_help = "mcts's progressive widening, as --widening (default 0)" },
    { .id = OPT_SAMPLES, .name = "samples", .value = "C", .commands = SEARCH | CMD_ENGINE, .kind = KIND_INT,
      .field = INT_FIELD(choice.samples), .min = 1, .max = SAMPLING_MAX_SAMPLES, .fallback = SAMPLING_DEFAULT_SAMPLES,
      .section = SECTION_SEARCH,
      .help = "'mcms' draws C outcomes of each * node, with\n"
              "replacement, {min} to {max} (default {default}); C at least the\n"
              "widest node's children draws nothing: Star2 exactly",
      .engine_help = "mcms's draws per * node, {min} to {max} (default {default})" },
    { .id = OPT_STAR1_CUTOFF, .name = "star1-cutoff", .value = "R", .commands = SEARCH, .kind = KIND_CHOICE,
      .field = CHOICE_FIELD(choice.cutoff),
      .choices = SEARCH_CUTOFF_NAMES, .max = SEARCH_CUTOFF_COUNT, .section = SECTION_SEARCH,
      .help = "inclusive | strict (default inclusive): Star1's test at\n"
              "* nodes, in every pruning algorithm's regular phase;\n"
              "inclusive cuts when w*V <= A (the paper's pseudo-code),\n"
              "strict only when w*V < A (a reading of Table III)" },
    { .id = OPT_GOAL, .name = "goal", .value = "G", .commands = SEARCH, .kind = KIND_CHOICE,
      .field = CHOICE_FIELD(choice.goal),
      .choices = SEARCH_GOAL_NAMES, .max = 2,
      .section = SECTION_SEARCH,
      .help = "value | move (default value): move stops below the + node's\n"
              "last * child once it is shown strictly best (section 7.2)" },
    { .id = OPT_TRIALS, .name = "trials", .value = "T", .commands = SEARCH, .kind = KIND_U64,
      .field = U64_FIELD(trials), .min = 1, .max = EXPERIMENT_MAX_TRIALS, .fallback = CLI_DEFAULT_TRIALS,
      .section = SECTION_SEARCH,
      .help = "random trees per N, {min} to {max} (default {default})" },
    { .id = OPT_FIRST_TRIAL, .name = "first-trial", .value = "F", .commands = SEARCH, .kind = KIND_U64,
      .field = U64_FIELD(first_trial), .max = (uint64_t)1 << 62, 
      .section = SECTION_SEARCH,
      .help = "number the random trials from F, 0 to 2^62 (default 0),\n"
              "so that runs split over processes give the same\n"
              "per-trial rows" },
    { .id = OPT_PER_TRIAL, .name = "per-trial", .commands = SEARCH, .kind = KIND_FLAG, .field = INT_FIELD(per_trial),
      .section = SECTION_SEARCH,
      .help = "one row per (trial, algorithm) instead of summaries" },
    { .id = OPT_STATS, .name = "stats", .commands = SEARCH, .kind = KIND_FLAG, .field = INT_FIELD(stats),
      .applies = FOR_GENERATED, .section = SECTION_SEARCH,
      .help = "exact sufficient statistics (sums and sums of squares)\n"
              "instead of summaries, for 'starbench merge'" },
    { .id = OPT_SHARD, .name = "shard", .value = "I/K", .commands = SEARCH, .kind = KIND_CUSTOM, .parse = parse_shard,
      .section = SECTION_SEARCH,
      .help = "run only the I-th of K equal, contiguous slices of each\n"
              "experiment's trials (1 <= I <= K <= its trials); the\n"
              "--stats of all K, merged, give the unsplit run's CSV\n"
              "(with --positions: of the positions)" },
    { .id = OPT_TRACE, .name = "trace", .commands = SEARCH, .kind = KIND_FLAG, .field = INT_FIELD(trace),
      .section = SECTION_SEARCH,
      .help = "write the search's events (enter with its window, leaf,\n"
              "probe, cutoff with its test, exit with its value) as CSV\n"
              "instead of rows, for one tree: --tree FILE, or one N\n"
              "with --mode best or --trials 1 (--first-trial F picks it)" },
    { .id = OPT_DOT, .name = "dot", .value = "F", .commands = SEARCH, .kind = KIND_FILE, .field = TEXT_FIELD(dot),
      .section = SECTION_SEARCH,
      .help = "also draw the search of the one tree by the one algorithm\n"
              "(--algo) in Graphviz's language to F (dot -Tsvg renders it)" },
    { .id = OPT_VERIFY, .name = "verify", .commands = SEARCH, .kind = KIND_FLAG, .field = INT_FIELD(verify),
      .section = SECTION_SEARCH,
      .help = "check every result against exhaustive *-minimax;\n"
              "exit 1 on the first mismatch (cpc, forward pruning,\n"
              "is not checked: its move is judged instead)" },
    { .id = OPT_THREADS, .name = "threads", .value = "T", .commands = SEARCH, .kind = KIND_INT,
      .field = INT_FIELD(threads), .min = 1, .max = 256, .applies = FOR_GENERATED,
      .section = SECTION_SEARCH,
      .help = "worker threads, {min} to {max} (default: online CPUs);\n"
              "results do not depend on it (a tree or game: --positions)" },
    { .id = OPT_QUIET, .name = "quiet", .commands = SEARCH, .kind = KIND_FLAG, .field = INT_FIELD(quiet),
      .section = SECTION_SEARCH,
      .help = "no progress line (shown on a terminal once a run has\n"
              "taken 2 s)" },
    { .id = OPT_OUTPUT, .name = "output", .letter = 'o', .value = "F", .commands = SEARCH, .kind = KIND_FILE,
      .field = TEXT_FIELD(output), .section = SECTION_SEARCH,
      .help = "write the CSV to F: a file is replaced whole or not at\n"
              "all, keeping its mode and owner; a device, FIFO or\n"
              "descriptor (/dev/stdout) is written to, never replaced\n"
              "(default: standard output, streamed)" },

    /* Other: actions that only print (the subcommands come first, cli.c). */
    { .id = OPT_LIST, .name = "list", .commands = SEARCH, .kind = KIND_ACTION, .max = CLI_LIST,
      .section = SECTION_OTHER,
      .help = "list the algorithms, models, evaluations and games and exit" },
    { .id = OPT_CONSTANTS, .name = "constants", .commands = SEARCH, .kind = KIND_ACTION, .max = CLI_CONSTANTS,
      .applies = FOR_GENERATED, .section = SECTION_OTHER,
      .help = "print Results 1 and 2 (asymptotic best-case constants,\n"
              "from eq. (14) by numerical integration) as CSV and exit\n"
              "(to -o if given; no other option applies)" },

    /* pivot */
    { .id = OPT_BY, .name = "by", .value = "C", .commands = CMD_PIVOT, .kind = KIND_TEXT, .field = TEXT_FIELD(pivot.by),
      .help = "the column whose values become groups (default: algorithm)" },
    { .id = OPT_VALUES, .name = "values", .value = "LIST", .commands = CMD_PIVOT, .kind = KIND_TEXT,
      .field = TEXT_FIELD(pivot.values),
      .help = "the columns spread into each group (default: every\n"
              "column a search measures: probes, leaves*, examined_pct,\n"
              "saved_pct, *cutoffs*, value, move, line, and the horizon's\n"
              "move_value, best_value, correct*, loss*)" },
    { .id = OPT_KEYS, .name = "keys", .value = "LIST", .commands = CMD_PIVOT, .kind = KIND_TEXT,
      .field = TEXT_FIELD(pivot.keys),
      .help = "the columns that name a row (default: every other column\n"
              "but those a search measures); columns in none of the\n"
              "three lists are left out" },
    { .id = OPT_RATIO, .name = "ratio", .value = "G", .commands = CMD_PIVOT, .kind = KIND_TEXT,
      .field = TEXT_FIELD(pivot.ratio),
      .help = "each other group's value columns are followed by V_pct,\n"
              "100 times the cell over group G's in the same row (e.g.\n"
              "--ratio minimax: star2_evals_pct), to 4 decimals; empty\n"
              "where a cell is empty, not a number, or G's is 0" },

    /* plot */
    { .id = OPT_X, .name = "x", .value = "C", .commands = CMD_PLOT, .kind = KIND_TEXT, .field = TEXT_FIELD(plot.x),
      .help = "the column along x (numbers; labels with --categorical)" },
    { .id = OPT_Y, .name = "y", .value = "C", .commands = CMD_PLOT, .kind = KIND_TEXT, .field = TEXT_FIELD(plot.y),
      .help = "the column along y (numbers)" },
    { .id = OPT_SE, .name = "se", .value = "C", .commands = CMD_PLOT, .kind = KIND_TEXT, .field = TEXT_FIELD(plot.se),
      .help = "the standard error of y (error bars; empty: none)" },
    { .id = OPT_BY, .name = "by", .value = "C", .commands = CMD_PLOT, .kind = KIND_TEXT, .field = TEXT_FIELD(plot.by),
      .help = "the column whose values are the lines" },
    { .id = OPT_WHERE, .name = "where", .value = "C=V,...", .commands = CMD_PLOT, .kind = KIND_TEXT,
      .field = TEXT_FIELD(plot.where),
      .help = "only the rows whose column C holds V (each condition)" },
    { .id = OPT_CATEGORICAL, .name = "categorical", .commands = CMD_PLOT, .kind = KIND_FLAG,
      .field = INT_FIELD(plot.categorical),
      .help = "x holds labels (positions, algorithms): each a place on\n"
              "the axis in the order they first appear, points (and bars)\n"
              "instead of lines through unrelated places" },
    { .id = OPT_LOG, .name = "log", .value = "x|y|xy", .commands = CMD_PLOT, .kind = KIND_CUSTOM, .parse = parse_log,
      .help = "logarithmic axes" },
    { .id = OPT_TITLE, .name = "title", .value = "T", .commands = CMD_PLOT, .kind = KIND_TEXT,
      .field = TEXT_FIELD(plot.title), .help = "the plot's title (default: none)" },
    { .id = OPT_XLABEL, .name = "xlabel", .value = "T", .commands = CMD_PLOT, .kind = KIND_TEXT,
      .field = TEXT_FIELD(plot.xlabel), .help = "x's label (default: the column's name)" },
    { .id = OPT_YLABEL, .name = "ylabel", .value = "T", .commands = CMD_PLOT, .kind = KIND_TEXT,
      .field = TEXT_FIELD(plot.ylabel),
      .help = "y's label (default: the column's name; with --se, and\n"
              "what the bars are)" },
    { .id = OPT_FORMAT, .name = "format", .value = "png|svg", .commands = CMD_PLOT, .kind = KIND_CUSTOM,
      .parse = parse_format, .help = "the image's format (default: -o's suffix, else png)" },
    { .id = OPT_SIZE, .name = "size", .value = "WxH", .commands = CMD_PLOT, .kind = KIND_CUSTOM, .parse = parse_size,
      .help = "the image's size in pixels (default 1000x680)" },
    { .id = OPT_SCRIPT, .name = "script", .commands = CMD_PLOT, .kind = KIND_FLAG, .field = INT_FIELD(plot_script),
      .help = "write the gnuplot script instead (data inside; run it\n"
              "with gnuplot >image)" },
    { .id = OPT_OUTPUT, .name = "output", .letter = 'o', .value = "F", .commands = CMD_PLOT, .kind = KIND_FILE,
      .field = TEXT_FIELD(output), .help = "write to F" },

    /* play */
    { .id = OPT_GAME, .name = "game", .value = "NAME", .commands = CMD_PLAY, .kind = KIND_CUSTOM, .parse = parse_game,
      .help = "the game (--list), NAME or NAME:KEY=VALUE,... (default\n"
              "backgammon)" },
    { .id = OPT_ENGINE_A, .name = "a", .value = "SPEC", .commands = CMD_PLAY, .kind = KIND_TEXT,
      .field = TEXT_FIELD(match.engines[0]),
      .help = "engine A: comma-separated KEY=VALUE settings, each key\n"
              "once (Engine keys, below), e.g. algo=star2,horizon=2" },
    { .id = OPT_ENGINE_B, .name = "b", .value = "SPEC", .commands = CMD_PLAY, .kind = KIND_TEXT,
      .field = TEXT_FIELD(match.engines[1]), .help = "engine B, with the keys of --a" },
    { .id = OPT_GAMES, .name = "games", .value = "N", .commands = CMD_PLAY, .kind = KIND_CUSTOM, .parse = parse_games,
      .fallback = CLI_DEFAULT_GAMES,
      .help = "games, an even number from 2 to 2^40 (default {default})" },
    { .id = OPT_SEED, .name = "seed", .value = "S", .commands = CMD_PLAY | CMD_CHECK_GAME, .kind = KIND_U64,
      .field = U64_FIELD(tree.seed), .max = UINT64_MAX, .fallback = CLI_DEFAULT_SEED,
      .help = "the dice's seed, 0 to 2^64-1 (default {default})" },
    { .id = OPT_THREADS, .name = "threads", .value = "T", .commands = CMD_PLAY, .kind = KIND_INT,
      .field = INT_FIELD(threads), .min = 1, .max = 256,
      .help = "games played at once, {min} to {max} (default: online CPUs)" },
    { .id = OPT_CPU_TIME, .name = "cpu-time", .commands = CMD_PLAY, .kind = KIND_FLAG, .field = INT_FIELD(cpu_time),
      .help = "the summary ends with a_cpu_per_move and b_cpu_per_move:\n"
              "each engine's CPU seconds a move (opening and searching\n"
              "its trees; differs run to run; off by default, so the\n"
              "summary stays byte-identical; not with --per-game)" },
    { .id = OPT_PER_GAME, .name = "per-game", .commands = CMD_PLAY, .kind = KIND_FLAG,
      .field = INT_FIELD(match.per_game), .help = "a row per game instead of the summary" },
    { .id = OPT_MOVES, .name = "moves", .commands = CMD_PLAY, .kind = KIND_FLAG, .field = INT_FIELD(match.moves),
      .help = "with --per-game: rows end with the game's moves, as\n"
              "--play reads them (\"31:8/5 6/5 64:24/14 ...\"; backgammon)" },
    { .id = OPT_LUCK, .name = "luck", .value = "E", .commands = CMD_PLAY, .kind = KIND_TEXT,
      .field = TEXT_FIELD(match.luck),
      .help = "rate each roll's luck by evaluation E (one of the game's,\n"
              "see --list; backgammon): rows add luck and luck_a, the\n"
              "summary the points per game less luck, se and 95%\n"
              "interval (unbiased; the better E, the smaller its se)" },
    { .id = OPT_POSITIONS, .name = "positions", .value = "FILE", .commands = CMD_PLAY, .kind = KIND_FILE,
      .field = TEXT_FIELD(positions), .applies = STDIN_OK | READS,
      .help = "start positions, one 'POSITION-ID ROLL' a line (as the\n"
              "search's --positions reads them): pair p starts from\n"
              "position p mod K, its first roll the line's (ROLL '-':\n"
              "drawn, doubles too); rows add starts (FILE) and start\n"
              "(backgammon)" },
    { .id = OPT_SHARD, .name = "shard", .value = "I/K", .commands = CMD_PLAY, .kind = KIND_CUSTOM,
      .parse = parse_shard,
      .help = "with --per-game: play only the I-th of K equal slices of\n"
              "the match's pairs (rows as the unsplit match's)" },
    { .id = OPT_QUIET, .name = "quiet", .commands = CMD_PLAY, .kind = KIND_FLAG, .field = INT_FIELD(quiet),
      .help = "no progress line on a terminal" },

    /* compare */
    { .id = OPT_GAME, .name = "game", .value = "NAME", .commands = CMD_COMPARE, .kind = KIND_CUSTOM, .parse = parse_game,
      .help = "the game (--list), NAME or NAME:KEY=VALUE,..., or a\n"
              "plug-in PATH.so (required)" },
    { .id = OPT_COMPARE_ENGINE, .name = "engine", .value = "SPEC", .commands = CMD_COMPARE, .kind = KIND_CUSTOM,
      .parse = parse_compare_engine, .applies = REPEATS,
      .help = "an engine, as play's --a SPEC but without budget= (each\n"
              "budget of --budgets is added to it; horizon= the deepest\n"
              "it deepens to, default --horizon's); once per engine, up\n"
              "to 32 (default: Star2, Star2.5 and expectimax deepening\n"
              "partially with order=eval and a table of 65,536; MCTS\n"
              "with evaluation leaves; MCMS)" },
    { .id = OPT_COMPARE_BUDGETS, .name = "budgets", .value = "K=N,N,...", .commands = CMD_COMPARE,
      .kind = KIND_CUSTOM, .parse = parse_compare_budgets,
      .help = "the budgets a move, one kind: evals, nodes or time (CPU\n"
              "milliseconds: rows differ run to run), up to 16\n"
              "increasing limits (default evals=100,300,1000,3000,10000)" },
    { .id = OPT_HORIZON, .name = "horizon", .value = "H", .commands = CMD_COMPARE, .kind = KIND_INT,
      .field = INT_FIELD(compare.horizon), .min = 2, .max = 10,
      .help = "the deepest horizon of the engines that give none, {min}\n"
              "to {max} (default: H - 1 below a deep:H referee, else the\n"
              "game's deepest, at most 6)" },
    { .id = OPT_EVAL, .name = "eval", .value = "E", .commands = CMD_COMPARE, .kind = KIND_TEXT,
      .field = TEXT_FIELD(compare.eval),
      .help = "the evaluation of deep:H and of the default engines (one\n"
              "of the game's; default: the game's default)" },
    { .id = OPT_POSITIONS, .name = "positions", .value = "FILE", .commands = CMD_COMPARE, .kind = KIND_FILE,
      .field = TEXT_FIELD(positions), .applies = STDIN_OK | READS,
      .help = "the positions judged, one 'POSITION [ROLL]' a line, as the\n"
              "search's --positions reads them (default: the game's own\n"
              "file of positions met in play, where it has one)" },
    { .id = OPT_REFEREE, .name = "referee", .value = "R", .commands = CMD_COMPARE, .kind = KIND_TEXT,
      .field = TEXT_FIELD(referee), .applies = READS,
      .help = "the referee: the game's own (--list), or deep:H, starbench's\n"
              "own: each move's exact value searched to horizon H by\n"
              "--eval (default: the game's own where it has one)" },
    { .id = OPT_THREADS, .name = "threads", .value = "T", .commands = CMD_COMPARE, .kind = KIND_INT,
      .field = INT_FIELD(threads), .min = 1, .max = 256,
      .help = "positions judged at once, {min} to {max} (default: online\n"
              "CPUs; the rows are the same at any T)" },
    { .id = OPT_SHARD, .name = "shard", .value = "I/K", .commands = CMD_COMPARE, .kind = KIND_CUSTOM,
      .parse = parse_shard,
      .help = "judge only the I-th of K equal slices of the positions\n"
              "('starbench compare FILE...' sums the shards' rows up)" },
    { .id = OPT_QUIET, .name = "quiet", .commands = CMD_COMPARE, .kind = KIND_FLAG, .field = INT_FIELD(quiet),
      .help = "no progress line on a terminal" },

    /* Every subcommand's output and help; the search's --version. */
    { .id = OPT_OUTPUT, .name = "output", .letter = 'o', .value = "F", .commands = CMD_MERGE | CMD_PIVOT | CMD_PLAY
                                                                       | CMD_COMPARE,
      .kind = KIND_FILE, .field = TEXT_FIELD(output),
      .help = "write the CSV to F (replaced whole or not at all)" },
    { .id = OPT_HELP, .name = "help", .letter = 'h', .commands = SEARCH | CMD_SUBCOMMANDS, .kind = KIND_ACTION,
      .max = CLI_HELP, .applies = REPEATS, .section = SECTION_OTHER,
      .help = "show this help and exit" },
    { .id = OPT_VERSION, .name = "version", .commands = SEARCH, .kind = KIND_ACTION, .max = CLI_VERSION,
      .section = SECTION_OTHER,
      .help = "show the version and exit" },
};
#define OPTION_COUNT (sizeof OPTIONS / sizeof OPTIONS[0])

#undef SEARCH

void cli_option_defaults(struct run_config *o)
{
    for (size_t i = 0; i < OPTION_COUNT; i++) {
        char *field = (char *)o + OPTIONS[i].field;
        if (OPTIONS[i].kind == KIND_INT || OPTIONS[i].kind == KIND_THOUSANDTHS)
            *(int *)(void *)field = (int)OPTIONS[i].fallback;
        if (OPTIONS[i].kind == KIND_U64) *(uint64_t *)(void *)field = OPTIONS[i].fallback;
    }
}

const struct cli_option *cli_option_of(unsigned command, int id)
{
    for (size_t i = 0; i < OPTION_COUNT; i++)
        if (OPTIONS[i].id == id && (OPTIONS[i].commands & command)) return &OPTIONS[i];
    return NULL;
}

const struct cli_option *cli_option_named(unsigned command, const char *name)
{
    for (size_t i = 0; i < OPTION_COUNT; i++)
        if ((OPTIONS[i].commands & command) && strcmp(OPTIONS[i].name, name) == 0) return &OPTIONS[i];
    return NULL;
}

void cli_option_names(unsigned command, char *buf, size_t len)
{
    buf[0] = '\0';
    for (size_t i = 0; i < OPTION_COUNT; i++)
        if (OPTIONS[i].commands & command)
            snprintf(buf + strlen(buf), len - strlen(buf), "%s%s", buf[0] ? ", " : "", OPTIONS[i].name);
}

/* The subcommand's name, for messages ("" for the search). */
static const char *command_name(unsigned command)
{
    switch (command) {
    case CMD_MERGE: return "merge";
    case CMD_PIVOT: return "pivot";
    case CMD_PLOT: return "plot";
    case CMD_PLAY: return "play";
    case CMD_CHECK_GAME: return "check-game";
    case CMD_COMPARE: return "compare";
    }
    return "";
}

void cli_option_shown(const struct cli_option *opt, unsigned command, char *buf, size_t len)
{
    const char *sub = command_name(command);
    if (command == CMD_ENGINE) snprintf(buf, len, "%s", opt->name);
    else if (opt->letter) snprintf(buf, len, "%s%s-%c", sub, *sub ? ": " : "", opt->letter);
    else snprintf(buf, len, "%s%s--%s", sub, *sub ? ": " : "", opt->name);
}

void cli_getopt_tables(unsigned command, struct option *longs, char *shorts)
{
    size_t n = 0, s = 0;
    shorts[s++] = ':';
    for (size_t i = 0; i < OPTION_COUNT; i++) {
        const struct cli_option *opt = &OPTIONS[i];
        if (!(opt->commands & command)) continue;
        int takes = opt->value != NULL;
        longs[n++] = (struct option){ opt->name, takes ? required_argument : no_argument, NULL, opt->id };
        if (opt->letter) {
            shorts[s++] = opt->letter;
            if (takes) shorts[s++] = ':';
        }
    }
    longs[n] = (struct option){ NULL, 0, NULL, 0 };
    shorts[s] = '\0';
}

int cli_option_read(const struct cli_option *opt, unsigned command, const char *arg, struct run_config *o,
                    char *err, size_t errlen)
{
    char shown[48];
    cli_option_shown(opt, command, shown, sizeof shown);
    char *field = (char *)o + opt->field;
    uint64_t number;
    switch (opt->kind) {
    case KIND_FLAG: *(int *)(void *)field = 1; return 0;
    case KIND_ACTION: o->action = (enum cli_action)opt->max; return 0;
    case KIND_TEXT: *(const char **)(void *)field = arg; return 0;
    case KIND_FILE:
        *(const char **)(void *)field = arg;
        if (*arg) return 0;
        snprintf(err, errlen, "%s: expected a file name%s, got ''", shown, opt->applies & STDIN_OK ? " or '-'" : "");
        return -1;
    case KIND_INT:
    case KIND_U64:
        if (parse_number(shown, arg, opt->min, opt->max, &number, err, errlen) != 0) return -1;
        if (opt->kind == KIND_INT) *(int *)(void *)field = (int)number;
        else *(uint64_t *)(void *)field = number;
        return 0;
    case KIND_CHOICE: {
        int i = parse_choice(shown, arg, opt->choices, (int)opt->max, err, errlen);
        if (i >= 0) *(int *)(void *)field = i;
        return i < 0 ? -1 : 0;
    }
    case KIND_THOUSANDTHS: return parse_thousandths(shown, arg, (int)opt->max, (int *)(void *)field, err, errlen);
    case KIND_CUSTOM: return opt->parse(shown, arg, o, err, errlen);
    }
    return 0;
}

void cli_help_row(FILE *out, const char *left, const char *text)
{
    fprintf(out, strlen(left) <= 16 ? "  %-16s " : "  %s  ", left);
    for (const char *p = text; *p; p++) {
        fputc(*p, out);
        if (*p == '\n') fputs("                   ", out);
    }
    fputc('\n', out);
}

/* One option's --help row: the option and its value, then its lines,
 * {min}, {max} and {default} replaced by its numbers. */
static void print_option(FILE *out, const struct cli_option *opt, unsigned command)
{
    static const char *const TOKENS[] = { "{min}", "{max}", "{default}" };
    const uint64_t numbers[] = { opt->min, opt->max, opt->fallback };
    char left[64], text[1024];
    size_t n = 0;
    if (command == CMD_ENGINE) snprintf(left, sizeof left, "%s=%s", opt->name, opt->value ? opt->value : "1");
    else if (opt->letter && opt->name[1]) snprintf(left, sizeof left, "-%c, --%s", opt->letter, opt->name);
    else snprintf(left, sizeof left, "%s%s", opt->letter ? "-" : "--", opt->name);
    if (opt->value && command != CMD_ENGINE) snprintf(left + strlen(left), sizeof left - strlen(left), " %s", opt->value);
    for (const char *p = command == CMD_ENGINE ? opt->engine_help : opt->help; *p && n + 24 < sizeof text;) {
        size_t t = 0;
        while (t < 3 && strncmp(p, TOKENS[t], strlen(TOKENS[t])) != 0) t++;
        if (t < 3) {
            n += (size_t)snprintf(text + n, sizeof text - n, "%llu", (unsigned long long)numbers[t]);
            p += strlen(TOKENS[t]);
        } else
            text[n++] = *p++;
    }
    text[n] = '\0';
    cli_help_row(out, left, text);
}

void cli_options_help(FILE *out, unsigned command, enum help_section section)
{
    for (size_t i = 0; i < OPTION_COUNT; i++)
        if ((OPTIONS[i].commands & command) && (command != CMD_SEARCH || OPTIONS[i].section == section))
            print_option(out, &OPTIONS[i], command);
}
