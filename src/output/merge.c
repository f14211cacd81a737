/* merge.c - see merge.h. */
#include "output/merge.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trials/experiment.h"
#include "core/input.h"
#include "output/report.h"

#define STATS_COLUMNS (REPORT_SETTINGS_COLUMNS + 13)
enum { /* the columns after the settings, as REPORT_STATS_HEADER lists them */
    COL_SEED = REPORT_SETTINGS_COLUMNS, COL_STAR_FIRST, COL_STAR_FIRST_MODE, COL_RUN_FIRST, COL_RUN_TRIALS,
    COL_FIRST, COL_TRIALS, COL_STATS
};
enum { COL_N, COL_D, COL_C, COL_PROBS, COL_MODEL, COL_P, COL_GOAL, COL_MODE, COL_ALGORITHM, COL_PROBES, COL_CUTOFF };

/* One row of one file. */
struct slice {
    const char *file;
    int line;
    uint64_t run_first, run_trials, first, trials;
    struct algorithm_summary summary;
    char *fields[STATS_COLUMNS];
    struct gen_spec spec;    /* the trees the row's settings describe */
    int star_first;          /* --star-first K (0: none) */
};

struct stats_file {
    const char *path;        /* as given ("-": standard input) */
    const char *name;        /* for messages */
    struct input input;      /* the file's text, split in place into fields */
    struct slice *rows;
    int count;
};

static int no_memory(char *err, size_t errlen)
{
    snprintf(err, errlen, "merge: out of memory");
    return MERGE_NO_MEMORY;
}

static int parse_u64(const char *s, uint64_t *out)
{
    stat_u128 v;
    if (stat_u128_parse(s, strlen(s), &v) != 0 || v > UINT64_MAX) return -1;
    *out = (uint64_t)v;
    return 0;
}

/* Splits a line in place into exactly STATS_COLUMNS fields. */
static int split_fields(char *line, char **fields)
{
    int n = 0;
    for (char *p = line;; p++) {
        if (n == STATS_COLUMNS) return -1;
        fields[n++] = p;
        p = strchr(p, ',');
        if (!p) break;
        *p = '\0';
    }
    return n == STATS_COLUMNS ? 0 : -1;
}

/* --- what a run can produce --------------------------------------------------
 * A row is refused unless some run of starbench could have written it:
 * settings that the command line accepts (check_settings), a trial range
 * that it can run, and counts that the trees of those settings allow
 * (check_counts).  Without this, a tampered or corrupted file would be
 * added up into a summary that no run produced (sums that wrap past 2^128,
 * an sd from an impossible sum of squares, a star_first cut to an int). */

static int bad_row(const struct slice *r, char *err, size_t errlen, const char *fmt, ...)
{
    int n = snprintf(err, errlen, "merge: %s:%d: ", r->file, r->line);
    va_list ap;
    va_start(ap, fmt);
    if (n >= 0 && (size_t)n < errlen) vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

/* A whole number in [min, max] in column col, or -1 after a message. */
static int column_number(const struct slice *r, int col, const char *name, uint64_t min, uint64_t max,
                         uint64_t *out, char *err, size_t errlen)
{
    if (parse_u64(r->fields[col], out) == 0 && *out >= min && *out <= max) return 0;
    return bad_row(r, err, errlen, "%s: expected a whole number from %llu to %llu, got '%s'", name,
                   (unsigned long long)min, (unsigned long long)max, r->fields[col]);
}

/* One of names[0..count) in column col: its index, or -1 after a message. */
static int column_name(const struct slice *r, int col, const char *what, const char *const *names, int count,
                       char *err, size_t errlen)
{
    for (int i = 0; i < count; i++)
        if (strcmp(r->fields[col], names[i]) == 0) return i;
    bad_row(r, err, errlen, "%s: '%s' is not one that starbench writes", what, r->fields[col]);
    return -1;
}

/* The p column: empty for models without p, else P/Q reduced (or 0, 1). */
static int column_p(struct slice *r, const struct gen_model *model, char *err, size_t errlen)
{
    const char *text = r->fields[COL_P];
    uint64_t num = 0, den = 1;
    if (!model->uses_p) {
        if (!*text) return 0;
        return bad_row(r, err, errlen, "p: model %s has no p, got '%s'", model->name, text);
    }
    const char *slash = strchr(text, '/');
    char whole[32];
    int ok = slash && (size_t)(slash - text) < sizeof whole;
    if (ok) {
        memcpy(whole, text, (size_t)(slash - text));
        whole[slash - text] = '\0';
        ok = parse_u64(whole, &num) == 0 && parse_u64(slash + 1, &den) == 0 && den > 1;
    } else {
        ok = !slash && parse_u64(text, &num) == 0 && num <= 1;
    }
    if (!ok || num > den || den > GEN_MAX_P_DENOMINATOR || tree_gcd(num, den) != 1)
        return bad_row(r, err, errlen, "p: expected a reduced fraction P/Q from 0 to 1 (Q up to %llu), got '%s'",
                       GEN_MAX_P_DENOMINATOR, text);
    r->spec.p_num = num;
    r->spec.p_den = den;
    return 0;
}

/* The settings columns, seed and star-first: into r->spec. */
static int check_settings(struct slice *r, char *err, size_t errlen)
{
    static const char *const MODES[] = { "best", "random", "exact" }; /* enum tree_order; formula has no --stats */
    const char *model_names[16];
    uint64_t n, d, c, probes, star_first;
    for (int i = 0; i < GEN_MODEL_COUNT; i++) model_names[i] = GEN_MODELS[i].name;
    memset(&r->spec, 0, sizeof r->spec);
    int probs, model, order, algorithm, first_mode = 0;
    if (column_number(r, COL_N, "n", 1, EXPERIMENT_MAX_N, &n, err, errlen) != 0
        || column_number(r, COL_D, "d", 1, GEN_MAX_PLIES, &d, err, errlen) != 0
        || column_number(r, COL_C, "c", 1, EXPERIMENT_MAX_N, &c, err, errlen) != 0
        || (probs = column_name(r, COL_PROBS, "probs", GEN_PROBS_NAMES, GEN_PROBS_COUNT, err, errlen)) < 0
        || (model = column_name(r, COL_MODEL, "model", model_names, GEN_MODEL_COUNT, err, errlen)) < 0
        || column_p(r, &GEN_MODELS[model], err, errlen) != 0
        || column_name(r, COL_GOAL, "goal", SEARCH_GOAL_NAMES, 2, err, errlen) < 0
        || (order = column_name(r, COL_MODE, "mode", MODES, 3, err, errlen)) < 0
        || column_number(r, COL_PROBES, "probes", 0, 1000, &probes, err, errlen) != 0
        || column_name(r, COL_CUTOFF, "star1_cutoff", SEARCH_CUTOFF_NAMES, SEARCH_CUTOFF_COUNT, err, errlen) < 0
        || column_number(r, COL_SEED, "seed", 0, UINT64_MAX, &r->spec.seed, err, errlen) != 0
        || column_number(r, COL_STAR_FIRST, "star_first", 0, n, &star_first, err, errlen) != 0)
        return -1;
    if ((algorithm = algorithm_find(r->fields[COL_ALGORITHM])) < 0)
        return bad_row(r, err, errlen, "algorithm: '%s' is not one of starbench's (--list)", r->fields[COL_ALGORITHM]);
    int rounds = ALGORITHMS[algorithm].probe_rounds;
    if (rounds < 0 ? probes < 1 || probes > 1000 : probes != (uint64_t)rounds) /* < 0: from an option */
        return bad_row(r, err, errlen, "probes: %s %s, got %llu", ALGORITHMS[algorithm].name,
                       rounds < 0 ? "probes 1 to 1000 times" : rounds ? "probes once" : "does not probe",
                       (unsigned long long)probes);
    if (star_first > 0) {
        first_mode = column_name(r, COL_STAR_FIRST_MODE, "star_first_mode", GEN_STAR_FIRST_MODE_NAMES,
                                 GEN_STAR_FIRST_MODE_COUNT, err, errlen);
        if (first_mode < 0) return -1;
    } else if (*r->fields[COL_STAR_FIRST_MODE]) {
        return bad_row(r, err, errlen, "star_first_mode: '%s' without star_first", r->fields[COL_STAR_FIRST_MODE]);
    }
    r->spec.n = (int)n;
    r->spec.plies = (int)d;
    r->spec.c = (int)c;
    r->spec.probs = (enum chance_probs)probs;
    r->spec.model = model;
    r->spec.order = (enum tree_order)order;
    r->spec.root_first_rank = (int)star_first - 1;
    r->spec.star_first_mode = (enum star_first_mode)first_mode;
    r->star_first = (int)star_first;
    char why[200];
    if (gen_spec_check(&r->spec, why, sizeof why) != 0) return bad_row(r, err, errlen, "%s", why);
    return 0;
}

/* x * y, or UINT64_MAX when it would pass it (a per-tree bound: a count
 * above UINT64_MAX cannot be written anyway). */
static uint64_t saturating_mul(uint64_t x, uint64_t y)
{
    return y != 0 && x > UINT64_MAX / y ? UINT64_MAX : x * y;
}

/* a * b as a 256-bit number (high, low halves): the checks below compare
 * products of 128-bit sums that may pass 2^128. */
struct wide { stat_u128 high, low; };

static struct wide wide_mul(stat_u128 a, stat_u128 b)
{
    const stat_u128 MASK = UINT64_MAX;
    stat_u128 a0 = a & MASK, a1 = a >> 64, b0 = b & MASK, b1 = b >> 64;
    stat_u128 low = a0 * b0, mid1 = a1 * b0, mid2 = a0 * b1;
    stat_u128 mid = (low >> 64) + (mid1 & MASK) + (mid2 & MASK);
    struct wide w = { a1 * b1 + (mid1 >> 64) + (mid2 >> 64) + (mid >> 64), (mid << 64) | (low & MASK) };
    return w;
}

static int wide_le(struct wide x, struct wide y)
{
    return x.high != y.high ? x.high < y.high : x.low <= y.low;
}

/* Why n observations, each a whole number in [lo, hi], cannot have this
 * sum and sum of squares, or NULL when they can as far as these tell:
 * n lo <= sum <= n hi; lo sum <= sum_squares <= hi sum (x^2 lies between
 * lo x and hi x); sum^2 <= n sum_squares (Cauchy-Schwarz); and
 * sum_squares - sum is even (x^2 - x = x (x - 1) is). */
static const char *impossible_stat(const struct exact_stat *s, uint64_t lo, uint64_t hi)
{
    stat_u128 n = s->count, sum = s->sum, squares = s->sum_squares;
    struct wide squares_w = { 0, squares };
    if (!wide_le(wide_mul(n, lo), (struct wide){ 0, sum }) || !wide_le((struct wide){ 0, sum }, wide_mul(n, hi)))
        return "the sum lies outside what that many trees allow";
    if (!wide_le(wide_mul(sum, lo), squares_w) || !wide_le(squares_w, wide_mul(sum, hi)))
        return "the sum of squares lies outside what the sum allows";
    if (!wide_le(wide_mul(sum, sum), wide_mul(n, squares)))
        return "the sum of squares is smaller than the sum allows (sum^2 <= trials x sum of squares)";
    if ((squares - sum) % 2 != 0) return "the sum and the sum of squares differ by an odd number (x^2 - x is even)";
    return NULL;
}

/* The trial range and every count: what the row's trees allow. */
static int check_counts(struct slice *r, char *err, size_t errlen)
{
    const struct gen_spec *g = &r->spec;
    if (r->trials == 0) return bad_row(r, err, errlen, "trials: 0; every row of a run covers at least one trial");
    uint64_t orderings = g->order == ORDER_ENUMERATED ? gen_count_orderings(g) : 1;
    if (g->order == ORDER_RANDOM ? r->run_trials > EXPERIMENT_MAX_TRIALS || r->run_first > (uint64_t)1 << 62
                                 : r->run_first != 0 || r->run_trials != orderings || orderings > EXPERIMENT_MAX_EXACT_TREES)
        return bad_row(r, err, errlen, "run_first_trial %llu, run_trials %llu: mode %s runs %s",
                       (unsigned long long)r->run_first, (unsigned long long)r->run_trials, r->fields[COL_MODE],
                       g->order == ORDER_RANDOM ? "at most 10^9 trials from at most 2^62"
                       : g->order == ORDER_BEST ? "trial 0 only (its one tree)"
                                                : "trials 0 .. orderings - 1 (every ordering, at most 2^24)");
    /* Per tree: the root hands out N children, N + 1 when a --star-first
     * child comes again.  A * node at chance level j (1-based) is searched
     * at most 2^(j-1) times: each * ancestor searches a grandchild at most
     * twice, once as a probe and once in its regular phase (a probe round
     * reads a different child of each - node).  So a leaf is read at most
     * 2^(D-1) times, and each search of a * node cuts off at most once. */
    uint64_t root = (uint64_t)g->n + (g->root_first_rank >= 0 && g->star_first_mode == STAR_FIRST_AGAIN);
    uint64_t nodes = root, chance_searches = 0, searches = 1;
    for (int level = 1; level < g->plies; level++) { /* nodes: the * nodes at chance level `level` */
        uint64_t at_level = saturating_mul(nodes, searches);
        chance_searches = chance_searches > UINT64_MAX - at_level ? UINT64_MAX : chance_searches + at_level;
        nodes = saturating_mul(saturating_mul(nodes, (uint64_t)g->c), (uint64_t)g->n);
        searches *= 2;
    }
    uint64_t leaves = nodes; /* below the last move level: the leaves */
    const struct algorithm *a = &ALGORITHMS[algorithm_find(r->fields[COL_ALGORITHM])];
    int exhaustive = a->method == METHOD_EXHAUSTIVE || a->method == METHOD_PRODUCT; /* every leaf, once */
    int probing = strcmp(r->fields[COL_PROBES], "0") != 0;
    int cuts = a->method == METHOD_STAR;
    struct { const struct exact_stat *stat; const char *name; uint64_t lo, hi; } COUNTS[] = {
        { &r->summary.leaves, "leaves", exhaustive ? leaves : 1,
          probing ? saturating_mul(leaves, (uint64_t)1 << (g->plies - 1)) : leaves },
        { &r->summary.probe_cutoffs, "probe_cutoffs", 0, cuts && probing ? chance_searches : 0 },
        { &r->summary.regular_cutoffs, "regular_cutoffs", 0, cuts ? chance_searches : 0 },
    };
    for (int i = 0; i < 3; i++) {
        const char *why = impossible_stat(COUNTS[i].stat, COUNTS[i].lo, COUNTS[i].hi);
        if (why)
            return bad_row(r, err, errlen, "%s: %s (%llu trees of %llu to %llu each)", COUNTS[i].name, why,
                           (unsigned long long)r->trials, (unsigned long long)COUNTS[i].lo,
                           (unsigned long long)COUNTS[i].hi);
    }
    return 0;
}

static int parse_row(struct slice *r, char *line, char *err, size_t errlen)
{
    char *f[STATS_COLUMNS];
    if (split_fields(line, f) != 0) {
        snprintf(err, errlen, "merge: %s:%d: expected %d comma-separated columns", r->file, r->line, STATS_COLUMNS);
        return -1;
    }
    memcpy(r->fields, f, sizeof f);
    if (check_settings(r, err, errlen) != 0) return -1;
    static const char *const NAMES[] = { "run_first_trial", "run_trials", "first_trial", "trials" };
    uint64_t *ranges[] = { &r->run_first, &r->run_trials, &r->first, &r->trials };
    for (int i = 0; i < 4; i++)
        if (parse_u64(f[COL_RUN_FIRST + i], ranges[i]) != 0) {
            snprintf(err, errlen, "merge: %s:%d: %s: expected a whole number, got '%s'", r->file, r->line,
                     NAMES[i], f[COL_RUN_FIRST + i]);
            return -1;
        }
    struct exact_stat *stats[] = { &r->summary.leaves, &r->summary.probe_cutoffs, &r->summary.regular_cutoffs };
    for (int i = 0; i < 6; i++) {
        const char *text = f[COL_STATS + i];
        stat_u128 *v = i % 2 ? &stats[i / 2]->sum_squares : &stats[i / 2]->sum;
        if (stat_u128_parse(text, strlen(text), v) != 0) {
            snprintf(err, errlen, "merge: %s:%d: column %d: expected a whole number below 2^128, got '%s'",
                     r->file, r->line, COL_STATS + i + 1, text);
            return -1;
        }
        stats[i / 2]->count = r->trials;
    }
    if (r->first < r->run_first || r->trials > r->run_trials || r->first - r->run_first > r->run_trials - r->trials) {
        snprintf(err, errlen, "merge: %s:%d: trials %llu..+%llu lie outside the run's %llu..+%llu", r->file, r->line,
                 (unsigned long long)r->first, (unsigned long long)r->trials, (unsigned long long)r->run_first,
                 (unsigned long long)r->run_trials);
        return -1;
    }
    return check_counts(r, err, errlen);
}

static int read_stats_file(struct stats_file *sf, char *err, size_t errlen)
{
    int rc = input_read_named("merge", "a --stats CSV file", sf->path, &sf->input, err, errlen);
    if (rc != 0) return rc;
    char *p = sf->input.text;
    int lines = 0;
    for (char *q = p; *q; q++) lines += *q == '\n';
    sf->rows = calloc((size_t)lines + 1, sizeof *sf->rows);
    if (!sf->rows) return no_memory(err, errlen);
    for (int line = 1; *p; line++) {
        char *end = strchr(p, '\n');
        if (!end) {
            snprintf(err, errlen, "merge: %s:%d: the last line has no newline (a file cut short?)", sf->name, line);
            return -1;
        }
        *end = '\0';
        if (line == 1) {
            if (strncmp(p, "a,b,seed,games,game,", 20) == 0) { /* play's --per-game rows (match_report.h) */
                snprintf(err, errlen, "merge: %s holds starbench play's per-game rows: sum them up with "
                                      "'starbench play FILE...'", sf->name);
                return -1;
            }
            if (strcmp(p, REPORT_STATS_HEADER) != 0) {
                snprintf(err, errlen, "merge: %s:1: not a starbench --stats file (expected the header %.40s...)",
                         sf->name, REPORT_STATS_HEADER);
                return -1;
            }
        } else {
            struct slice *r = &sf->rows[sf->count++];
            r->file = sf->name;
            r->line = line;
            if (parse_row(r, p, err, errlen) != 0) return -1;
        }
        p = end + 1;
    }
    if (!sf->input.text[0]) {
        snprintf(err, errlen, "merge: %s: empty; not a --stats file", sf->name);
        return -1;
    }
    return 0;
}

/* The same row: settings, seed, star_first and star_first_mode agree. */
static int same_key(const struct slice *a, const struct slice *b)
{
    for (int i = 0; i < COL_RUN_FIRST; i++)
        if (strcmp(a->fields[i], b->fields[i]) != 0) return 0;
    return 1;
}

/* "N=20 D=2 C=20 random star2" */
static void describe(const struct slice *r, char *buf, size_t len)
{
    char *const *f = r->fields;
    snprintf(buf, len, "N=%.12s D=%.12s C=%.12s mode %.12s %.20s", f[COL_N], f[COL_D], f[COL_C], f[COL_MODE],
             f[COL_ALGORITHM]);
}

static int by_first_trial(const void *a, const void *b)
{
    const struct slice *x = *(struct slice *const *)a, *y = *(struct slice *const *)b;
    if (x->first != y->first) return x->first < y->first ? -1 : 1;
    return (x->trials > y->trials) - (x->trials < y->trials);
}

/* Row r of every file: one contiguous range, no trial twice, none missing. */
static int join_ranges(struct slice **s, int count, char *err, size_t errlen)
{
    char what[128];
    describe(s[0], what, sizeof what);
    qsort(s, (size_t)count, sizeof *s, by_first_trial);
    uint64_t end = s[0]->first + s[0]->trials;
    for (int i = 1; i < count; i++) {
        if (s[i]->first < end && s[i]->trials > 0) {
            uint64_t last = end < s[i]->first + s[i]->trials ? end : s[i]->first + s[i]->trials;
            snprintf(err, errlen, "merge: trials %llu..%llu of %s are in both %s and %s",
                     (unsigned long long)s[i]->first, (unsigned long long)last - 1, what, s[i - 1]->file, s[i]->file);
            return -1;
        }
        if (s[i]->first > end) {
            snprintf(err, errlen, "merge: trials %llu..%llu of %s are in none of the files",
                     (unsigned long long)end, (unsigned long long)s[i]->first - 1, what);
            return -1;
        }
        if (s[i]->first + s[i]->trials > end) end = s[i]->first + s[i]->trials;
    }
    uint64_t begin = s[0]->first;
    for (int i = 0; i < count; i++) {
        uint64_t run_end = s[i]->run_first + s[i]->run_trials;
        if (s[i]->run_first < begin || run_end > end) {
            uint64_t from = s[i]->run_first < begin ? s[i]->run_first : end;
            uint64_t to = s[i]->run_first < begin ? begin : run_end;
            snprintf(err, errlen, "merge: trials %llu..%llu of %s (part of the run of %s) are in none of the files",
                     (unsigned long long)from, (unsigned long long)to - 1, what, s[i]->file);
            return -1;
        }
    }
    return 0;
}

/* Best and exact rows do not depend on how the random trials were split
 * (--first-trial, --trials): two runs of `--mode both` sliced by hand both
 * hold the same best row.  Identical copies of such a row count once; a
 * copy with other counts means the files disagree.  Returns the number of
 * slices kept, or -1 after a message. */
static int drop_repeats(struct slice **s, int count, char *err, size_t errlen)
{
    if (s[0]->spec.order == ORDER_RANDOM) return count;
    int kept = 1;
    for (int i = 1; i < count; i++) {
        const struct algorithm_summary *a = &s[0]->summary, *b = &s[i]->summary;
        if (s[i]->first != s[0]->first || s[i]->trials != s[0]->trials) {
            s[kept++] = s[i];
            continue;
        }
        if (memcmp(&a->leaves, &b->leaves, sizeof a->leaves) != 0
            || memcmp(&a->probe_cutoffs, &b->probe_cutoffs, sizeof a->probe_cutoffs) != 0
            || memcmp(&a->regular_cutoffs, &b->regular_cutoffs, sizeof a->regular_cutoffs) != 0)
            return bad_row(s[i], err, errlen, "the same %s trees as %s:%d, with other counts", s[0]->fields[COL_MODE],
                           s[0]->file, s[0]->line);
    }
    return kept;
}

/* into += from, or -1 when a sum of squares would pass 2^128 (the sums
 * cannot: each is at most 10^9 trials x 2^64). */
static int add_stat(struct exact_stat *into, const struct exact_stat *from)
{
    if (into->sum_squares > (stat_u128)-1 - from->sum_squares) return -1;
    exact_stat_merge(into, from);
    return 0;
}

/* The merged row of slices s[0..count): settings and statistics.  Returns
 * 0, or -1 after a message. */
static int add_row(struct merged_row *m, struct slice **s, int count, char *err, size_t errlen)
{
    char *const *f = s[0]->fields;
    size_t settings_len = 0;
    for (int i = 0; i < REPORT_SETTINGS_COLUMNS; i++) settings_len += strlen(f[i]) + 1;
    if ((m->settings = malloc(settings_len + 1))) {
        char *p = m->settings;
        for (int i = 0; i < REPORT_SETTINGS_COLUMNS; i++) p += sprintf(p, "%s,", f[i]);
    }
    m->star_first_mode = strdup(f[COL_STAR_FIRST_MODE]);
    if (!m->settings || !m->star_first_mode) return no_memory(err, errlen);
    const struct gen_spec *spec = &s[0]->spec;
    struct summary_frame frame = { spec->seed, spec->order == ORDER_RANDOM, gen_leaf_count(spec), 0, 0,
                                   spec->order == ORDER_ENUMERATED, s[0]->star_first, m->star_first_mode, 0, 0, NULL };
    gen_bounds(spec, &frame.lo, &frame.hi);
    m->frame = frame;
    for (int i = 0; i < count; i++)
        if (add_stat(&m->summary.leaves, &s[i]->summary.leaves) != 0
            || add_stat(&m->summary.probe_cutoffs, &s[i]->summary.probe_cutoffs) != 0
            || add_stat(&m->summary.regular_cutoffs, &s[i]->summary.regular_cutoffs) != 0)
            return bad_row(s[i], err, errlen, "the sums of squares add up past 2^128");
    return 0;
}

int merge_read(char *const *files, int count, struct merged *m, char *err, size_t errlen)
{
    struct stats_file *sf = calloc((size_t)count, sizeof *sf);
    struct slice **column = calloc((size_t)count, sizeof *column);
    int status = -1, rc;
    memset(m, 0, sizeof *m);
    if (!sf || !column) {
        status = no_memory(err, errlen);
        goto done;
    }
    for (int i = 0; i < count; i++) {
        sf[i].path = files[i];
        sf[i].name = strcmp(files[i], "-") == 0 ? "stdin" : files[i];
        if ((rc = read_stats_file(&sf[i], err, errlen)) != 0) {
            status = rc;
            goto done;
        }
    }
    /* Every file holds the same rows in the same order. */
    for (int i = 1; i < count; i++) {
        for (int r = 0; r < sf[0].count || r < sf[i].count; r++) {
            if (r < sf[0].count && r < sf[i].count && same_key(&sf[0].rows[r], &sf[i].rows[r])) continue;
            char mine[128] = "no row", first[128] = "no row";
            if (r < sf[i].count) describe(&sf[i].rows[r], mine, sizeof mine);
            if (r < sf[0].count) describe(&sf[0].rows[r], first, sizeof first);
            snprintf(err, errlen, "merge: %s:%d has %s where %s has %s: the files come from runs with different "
                     "settings (N, D, C, seed, model, modes, algorithms ...)", sf[i].name, r + 2, mine, sf[0].name,
                     first);
            goto done;
        }
    }
    for (int r = 0; r < sf[0].count; r++)
        for (int q = 0; q < r; q++)
            if (same_key(&sf[0].rows[q], &sf[0].rows[r])) {
                snprintf(err, errlen, "merge: %s:%d repeats the row of line %d", sf[0].name, r + 2, q + 2);
                goto done;
            }
    if (sf[0].count <= 0) {
        snprintf(err, errlen, "merge: %s: no rows", sf[0].name);
        goto done;
    }
    m->rows = calloc((size_t)sf[0].count, sizeof *m->rows);
    if (!m->rows) {
        status = no_memory(err, errlen);
        goto done;
    }
    for (int r = 0; r < sf[0].count; r++) {
        for (int i = 0; i < count; i++) column[i] = &sf[i].rows[r];
        int kept = drop_repeats(column, count, err, errlen);
        if (kept < 0 || join_ranges(column, kept, err, errlen) != 0) goto done;
        m->count++;
        if ((rc = add_row(&m->rows[r], column, kept, err, errlen)) != 0) {
            status = rc;
            goto done;
        }
    }
    status = 0;
done:
    for (int i = 0; sf && i < count; i++) {
        input_release(&sf[i].input);
        free(sf[i].rows);
    }
    free(sf);
    free(column);
    if (status != 0) merge_free(m);
    return status;
}

void merge_free(struct merged *m)
{
    for (int r = 0; m->rows && r < m->count; r++) {
        free(m->rows[r].settings);
        free(m->rows[r].star_first_mode);
    }
    free(m->rows);
    m->rows = NULL;
    m->count = 0;
}
