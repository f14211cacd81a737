/* cli.c - see cli.h. */
#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

enum {
    OPT_N = 'N', OPT_HELP = 'h', OPT_OUTPUT = 'o',
    OPT_TRIALS = 256, OPT_MODE, OPT_ALGO, OPT_PROBES, OPT_SEED, OPT_PER_TRIAL,
    OPT_LIST, OPT_VERSION, OPT_VERIFY, OPT_THREADS, OPT_FIRST_TRIAL, OPT_STAR_FIRST, OPT_CONSTANTS
};

static const struct option LONG_OPTIONS[] = {
    { "N", required_argument, NULL, OPT_N },
    { "trials", required_argument, NULL, OPT_TRIALS },
    { "mode", required_argument, NULL, OPT_MODE },
    { "algo", required_argument, NULL, OPT_ALGO },
    { "probes", required_argument, NULL, OPT_PROBES },
    { "seed", required_argument, NULL, OPT_SEED },
    { "first-trial", required_argument, NULL, OPT_FIRST_TRIAL },
    { "star-first", required_argument, NULL, OPT_STAR_FIRST },
    { "constants", no_argument, NULL, OPT_CONSTANTS },
    { "per-trial", no_argument, NULL, OPT_PER_TRIAL },
    { "verify", no_argument, NULL, OPT_VERIFY },
    { "threads", required_argument, NULL, OPT_THREADS },
    { "output", required_argument, NULL, OPT_OUTPUT },
    { "list", no_argument, NULL, OPT_LIST },
    { "help", no_argument, NULL, OPT_HELP },
    { "version", no_argument, NULL, OPT_VERSION },
    { NULL, 0, NULL, 0 }
};

void cli_print_help(FILE *out)
{
    fprintf(out,
"Usage: starbench [options]\n"
"Runs exhaustive *-minimax, Star1, Star2 and cyclic probing on the + node of\n"
"2-ply *-complete N-ary trees with Fuller arc values (Ballard 1982) and writes\n"
"CSV to standard output: one summary row per (N, mode, algorithm).\n"
"Options take one or two dashes (-trials 1000, --trials=1000).\n"
"\n"
"  -N LIST          branching factors, comma-separated even integers from 2 to %d\n"
"                   (default 2,4,6,8,10,20,30,40)\n"
"  --trials T       random trees per N, 1 to %llu (default %llu)\n"
"  --mode M         best | random | both | exact | formula (default random)\n"
"                   best: the optimally ordered tree (one tree, trials = 1);\n"
"                   random: every node's N! orders equally likely;\n"
"                   both: best then random; exact: every ordering of the tree\n"
"                   enumerated (N = 2 only: 128 trees), an exact average;\n"
"                   formula: Ballard's algebraic estimate of Star1's mean\n"
"                   leaves (Table V, eq. (21)), no trees searched\n"
"  --algo LIST      algorithms, comma-separated (default all; see --list);\n"
"                   rows follow the order of --list\n"
"  --probes K       probing rounds of 'cyclic', 1 to 1000 (default %d)\n"
"  --star-first K   the + node searches its K-th best * child first (1 to N),\n"
"                   the others in their usual order: an oracle ordering, as\n"
"                   only the generator knows the values (section 7.4)\n"
"  --seed S         random-tree seed, 0 to 2^64-1 (default %llu)\n"
"  --first-trial F  number the random trials from F (default 0), so that runs\n"
"                   split over processes give the same per-trial rows\n"
"  --per-trial      one row per (trial, algorithm) instead of summaries\n"
"  --verify         check every value against exhaustive *-minimax;\n"
"                   exit 1 on the first mismatch\n"
"  --threads T      worker threads, 1 to 256 (default: online CPUs);\n"
"                   results do not depend on it\n"
"  -o, --output F   write the CSV to F (whole, or not at all)\n"
"  --list           list the algorithms and exit\n"
"  --constants      print Results 1 and 2 (asymptotic best-case constants,\n"
"                   from eq. (14) by numerical integration) as CSV and exit\n"
"  -h, --help       show this help and exit\n"
"  --version        show the version and exit\n"
"\n"
"Exit status: 0 success, 1 runtime failure (unwritable output, failed\n"
"verification), 2 bad usage.  Columns are documented in README.md.\n",
            CLI_MAX_N, CLI_MAX_TRIALS, CLI_DEFAULT_TRIALS, CLI_DEFAULT_PROBES, CLI_DEFAULT_SEED);
}

void cli_print_list(FILE *out)
{
    for (int i = 0; i < ALGORITHM_COUNT; i++)
        fprintf(out, "%-8s %s\n", ALGORITHMS[i].name, ALGORITHMS[i].summary);
}

/* A whole decimal number in [min, max]: digits only, no sign, no spaces. */
static int parse_uint(const char *s, uint64_t min, uint64_t max, uint64_t *out)
{
    uint64_t v = 0;
    if (*s == '\0') return -1;
    for (const char *p = s; *p; p++) {
        if (*p < '0' || *p > '9') return -1;
        unsigned digit = (unsigned)(*p - '0');
        if (v > (UINT64_MAX - digit) / 10) return -1;
        v = v * 10 + digit;
    }
    if (v < min || v > max) return -1;
    *out = v;
    return 0;
}

static int parse_n_list(const char *arg, struct options *o, char *err, size_t errlen)
{
    const char *expected = "expected comma-separated even integers from 2 to";
    o->n_count = 0;
    for (const char *item = arg;; item++) {
        const char *end = strchr(item, ',');
        size_t len = end ? (size_t)(end - item) : strlen(item);
        char buf[32];
        uint64_t n;
        if (len == 0 || len >= sizeof buf) {
            snprintf(err, errlen, "-N: %s %d, got '%s'", expected, CLI_MAX_N, arg);
            return -1;
        }
        memcpy(buf, item, len);
        buf[len] = '\0';
        if (parse_uint(buf, 2, CLI_MAX_N, &n) != 0) {
            snprintf(err, errlen, "-N: %s %d, got '%s'", expected, CLI_MAX_N, buf);
            return -1;
        }
        if (n % 2 != 0) {
            snprintf(err, errlen, "-N: %s is odd; the arc values below a * node "
                     "(-N/2..-1, 1..N/2) need an even N", buf);
            return -1;
        }
        for (int i = 0; i < o->n_count; i++)
            if (o->n[i] == (int)n) {
                snprintf(err, errlen, "-N: %s is listed twice in '%s'", buf, arg);
                return -1;
            }
        if (o->n_count == CLI_MAX_N_LIST) {
            snprintf(err, errlen, "-N: more than %d values in '%s'", CLI_MAX_N_LIST, arg);
            return -1;
        }
        o->n[o->n_count++] = (int)n;
        if (!end) return 0;
        item = end;
    }
}

static int parse_algo_list(const char *arg, struct options *o, char *err, size_t errlen)
{
    int chosen[EXPERIMENT_MAX_ALGORITHMS] = { 0 };
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
        if (!end) break;
        item = end;
    }
    o->algorithm_count = 0;
    for (int i = 0; i < ALGORITHM_COUNT; i++)
        if (chosen[i]) o->algorithm[o->algorithm_count++] = i;
    return 0;
}

static int parse_mode(const char *arg, struct options *o, char *err, size_t errlen)
{
    static const struct { const char *name; int modes; } MODES[] = {
        { "best", MODE_BEST }, { "random", MODE_RANDOM },
        { "both", MODE_BEST | MODE_RANDOM }, { "exact", MODE_EXACT }, { "formula", MODE_FORMULA },
    };
    for (size_t i = 0; i < sizeof MODES / sizeof MODES[0]; i++)
        if (strcmp(arg, MODES[i].name) == 0) {
            o->modes = MODES[i].modes;
            return 0;
        }
    snprintf(err, errlen, "--mode: expected best, random, both, exact or formula, got '%s'", arg);
    return -1;
}

static int default_threads(void)
{
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    return cpus < 1 ? 1 : cpus > 256 ? 256 : (int)cpus;
}

static void set_defaults(struct options *o)
{
    static const int DEFAULT_N[] = { 2, 4, 6, 8, 10, 20, 30, 40 };
    memset(o, 0, sizeof *o);
    o->action = CLI_RUN;
    o->n_count = (int)(sizeof DEFAULT_N / sizeof DEFAULT_N[0]);
    memcpy(o->n, DEFAULT_N, sizeof DEFAULT_N);
    o->modes = MODE_RANDOM;
    for (int i = 0; i < ALGORITHM_COUNT; i++) o->algorithm[i] = i;
    o->algorithm_count = ALGORITHM_COUNT;
    o->probes = CLI_DEFAULT_PROBES;
    o->seed = CLI_DEFAULT_SEED;
    o->trials = CLI_DEFAULT_TRIALS;
    o->threads = default_threads();
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

int cli_parse(int argc, char **argv, struct options *o, char *err, size_t errlen)
{
    set_defaults(o);
    opterr = 0;
    optind = 1;
    uint64_t number;
    int c, rc = 0;
    while (rc == 0 && (c = getopt_long_only(argc, argv, ":N:o:h", LONG_OPTIONS, NULL)) != -1) {
        switch (c) {
        case OPT_N: rc = parse_n_list(optarg, o, err, errlen); break;
        case OPT_TRIALS:
            rc = parse_option_number("--trials", optarg, 1, CLI_MAX_TRIALS, &o->trials, err, errlen);
            break;
        case OPT_MODE: rc = parse_mode(optarg, o, err, errlen); break;
        case OPT_ALGO: rc = parse_algo_list(optarg, o, err, errlen); break;
        case OPT_PROBES:
            rc = parse_option_number("--probes", optarg, 1, 1000, &number, err, errlen);
            o->probes = (int)number;
            break;
        case OPT_STAR_FIRST:
            rc = parse_option_number("--star-first", optarg, 1, CLI_MAX_N, &number, err, errlen);
            o->star_first = (int)number;
            break;
        case OPT_SEED:
            rc = parse_option_number("--seed", optarg, 0, UINT64_MAX, &o->seed, err, errlen);
            break;
        case OPT_FIRST_TRIAL:
            rc = parse_option_number("--first-trial", optarg, 0, (uint64_t)1 << 62,
                                     &o->first_trial, err, errlen);
            break;
        case OPT_THREADS:
            rc = parse_option_number("--threads", optarg, 1, 256, &number, err, errlen);
            o->threads = (int)number;
            break;
        case OPT_PER_TRIAL: o->per_trial = 1; break;
        case OPT_VERIFY: o->verify = 1; break;
        case OPT_OUTPUT: o->output = optarg; break;
        case OPT_LIST: o->action = CLI_LIST; break;
        case OPT_CONSTANTS: o->action = CLI_CONSTANTS; break;
        case OPT_HELP: o->action = CLI_HELP; break;
        case OPT_VERSION: o->action = CLI_VERSION; break;
        case ':':
            snprintf(err, errlen, "%s: missing value", argv[optind - 1]);
            rc = -1;
            break;
        default:
            snprintf(err, errlen, "unknown or ambiguous option '%s' (see --help)", argv[optind - 1]);
            rc = -1;
            break;
        }
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
    for (int i = 0; o->star_first && i < o->n_count; i++)
        if (o->star_first > o->n[i]) {
            snprintf(err, errlen, "--star-first: %d is more than N=%d (the + node has N * children)",
                     o->star_first, o->n[i]);
            return -1;
        }
    if (o->modes & MODE_FORMULA) {
        int has_star1 = 0;
        for (int i = 0; i < o->algorithm_count; i++)
            has_star1 |= strcmp(ALGORITHMS[o->algorithm[i]].name, "star1") == 0;
        if (!has_star1) {
            snprintf(err, errlen, "--mode formula: the formula estimates star1; include star1 in --algo");
            return -1;
        }
        if (o->per_trial) {
            snprintf(err, errlen, "--per-trial: --mode formula searches no trees, so it has no trials");
            return -1;
        }
    }
    if (o->modes & MODE_EXACT) {
        for (int i = 0; i < o->n_count; i++) {
            struct tree_spec spec = tree_spec_ballard(o->n[i], ORDER_ENUMERATED, 0);
            if (tree_count_orderings(&spec.shape) == 0) {
                snprintf(err, errlen, "--mode exact: N=%d has more than 2^63 orderings to "
                         "enumerate; only N=2 (128 trees) is feasible", o->n[i]);
                return -1;
            }
        }
    }
    return 0;
}
