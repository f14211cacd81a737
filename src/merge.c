/* merge.c - see merge.h. */
#include "merge.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "input.h"
#include "report.h"

#define STATS_COLUMNS (REPORT_SETTINGS_COLUMNS + 13)
enum { /* the columns after the settings, as REPORT_STATS_HEADER lists them */
    COL_SEED = REPORT_SETTINGS_COLUMNS, COL_STAR_FIRST, COL_STAR_FIRST_MODE, COL_RUN_FIRST, COL_RUN_TRIALS,
    COL_FIRST, COL_TRIALS, COL_STATS
};
enum { COL_N = 0, COL_D = 1, COL_C = 2, COL_MODE = 7, COL_ALGORITHM = 8 };

/* One row of one file. */
struct slice {
    const char *file;
    int line;
    uint64_t run_first, run_trials, first, trials;
    struct algorithm_summary summary;
    char *fields[STATS_COLUMNS];
};

struct stats_file {
    const char *path;        /* as given ("-": standard input) */
    const char *name;        /* for messages */
    char *text;
    struct slice *rows;
    int count;
};

static char *read_all(const char *name, char *err, size_t errlen)
{
    int from_stdin = strcmp(name, "-") == 0;
    FILE *in = from_stdin ? stdin : fopen(name, "rb");
    if (!in) {
        snprintf(err, errlen, "merge: cannot open %s: %s", name, strerror(errno));
        return NULL;
    }
    size_t n;
    char *buf = input_read_all(in, (size_t)-1 / 4, &n);
    int error = errno;
    if (!from_stdin) fclose(in);
    if (!buf) {
        snprintf(err, errlen, "merge: cannot read %s: %s", name, error == ENOMEM ? "out of memory" : strerror(error));
        return NULL;
    }
    if (strlen(buf) != n) {
        free(buf);
        snprintf(err, errlen, "merge: %s: a NUL byte; not a --stats CSV file", name);
        return NULL;
    }
    return buf;
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

static int parse_row(struct slice *r, char *line, char *err, size_t errlen)
{
    char *f[STATS_COLUMNS];
    if (split_fields(line, f) != 0) {
        snprintf(err, errlen, "merge: %s:%d: expected %d comma-separated columns", r->file, r->line, STATS_COLUMNS);
        return -1;
    }
    memcpy(r->fields, f, sizeof f);
    static const int WHOLE[] = { COL_N, COL_D, COL_C, COL_SEED, COL_STAR_FIRST };
    uint64_t unused;
    for (int i = 0; i < 5; i++)
        if (parse_u64(f[WHOLE[i]], &unused) != 0 || (i < 3 && (unused < 1 || unused > 1000000))) {
            snprintf(err, errlen, "merge: %s:%d: column %d: expected a whole number, got '%s'", r->file, r->line,
                     WHOLE[i] + 1, f[WHOLE[i]]);
            return -1;
        }
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
    return 0;
}

static int read_stats_file(struct stats_file *sf, char *err, size_t errlen)
{
    if (!(sf->text = read_all(sf->path, err, errlen))) return -1;
    char *p = sf->text;
    int lines = 0;
    for (char *q = p; *q; q++) lines += *q == '\n';
    sf->rows = calloc((size_t)lines + 1, sizeof *sf->rows);
    if (!sf->rows) {
        snprintf(err, errlen, "merge: out of memory");
        return -1;
    }
    for (int line = 1; *p; line++) {
        char *end = strchr(p, '\n');
        if (!end) {
            snprintf(err, errlen, "merge: %s:%d: the last line has no newline (a file cut short?)", sf->name, line);
            return -1;
        }
        *end = '\0';
        if (line == 1) {
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
    if (!sf->text[0]) {
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

/* The merged row of slices s[0..count): settings and statistics. */
static int add_row(struct merged_row *m, struct slice **s, int count)
{
    char *const *f = s[0]->fields;
    size_t settings_len = 0;
    uint64_t n, d, c;
    for (int i = 0; i < REPORT_SETTINGS_COLUMNS; i++) settings_len += strlen(f[i]) + 1;
    if ((m->settings = malloc(settings_len + 1))) {
        char *p = m->settings;
        for (int i = 0; i < REPORT_SETTINGS_COLUMNS; i++) p += sprintf(p, "%s,", f[i]);
    }
    m->star_first_mode = strdup(f[COL_STAR_FIRST_MODE]);
    if (!m->settings || !m->star_first_mode) return -1;
    parse_u64(f[COL_SEED], &m->seed);
    m->star_first = atoi(f[COL_STAR_FIRST]);
    struct gen_spec shape = { 0 };
    if (parse_u64(f[COL_N], &n) == 0 && parse_u64(f[COL_D], &d) == 0 && parse_u64(f[COL_C], &c) == 0) {
        shape.n = (int)n;
        shape.plies = (int)d;
        shape.c = (int)c;
    }
    m->leaf_count = gen_leaf_count(&shape);
    m->population = strcmp(f[COL_MODE], "exact") == 0;
    for (int i = 0; i < count; i++) {
        exact_stat_merge(&m->summary.leaves, &s[i]->summary.leaves);
        exact_stat_merge(&m->summary.probe_cutoffs, &s[i]->summary.probe_cutoffs);
        exact_stat_merge(&m->summary.regular_cutoffs, &s[i]->summary.regular_cutoffs);
    }
    return 0;
}

int merge_read(char *const *files, int count, struct merged *m, char *err, size_t errlen)
{
    struct stats_file *sf = calloc((size_t)count, sizeof *sf);
    struct slice **column = calloc((size_t)count, sizeof *column);
    int status = -1;
    memset(m, 0, sizeof *m);
    if (!sf || !column) {
        snprintf(err, errlen, "merge: out of memory");
        goto done;
    }
    for (int i = 0; i < count; i++) {
        sf[i].path = files[i];
        sf[i].name = strcmp(files[i], "-") == 0 ? "stdin" : files[i];
        if (read_stats_file(&sf[i], err, errlen) != 0) goto done;
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
        snprintf(err, errlen, "merge: out of memory");
        goto done;
    }
    for (int r = 0; r < sf[0].count; r++) {
        for (int i = 0; i < count; i++) column[i] = &sf[i].rows[r];
        if (join_ranges(column, count, err, errlen) != 0) goto done;
        m->count++;
        if (add_row(&m->rows[r], column, count) != 0) {
            snprintf(err, errlen, "merge: out of memory");
            goto done;
        }
    }
    status = 0;
done:
    for (int i = 0; sf && i < count; i++) {
        free(sf[i].text);
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
