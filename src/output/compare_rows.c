/* compare_rows.c - see compare_rows.h. */
#include "output/compare_rows.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/parse.h"
#include "output/csv.h"
#include "output/report.h"

#define KEY_COLUMNS 5
#define SUM_COLUMNS 10
static const char *const KEY_NAMES[KEY_COLUMNS] = { "game", "positions", "referee", "engine", "budget" };
#define KEY_ENGINE 3  /* KEY_NAMES' engine */
#define SUMMED_FROM 3 /* SUM_NAMES past first, count, total: the sums that shards add */
static const char *const SUM_NAMES[SUM_COLUMNS] = { "first", "count", "total", "best", "loss_sum", "loss_squares",
                                                    "evals_sum", "dropped_sum", "cross_sum", "random_sum" };
/* Between the key and the sums: what they say, computed from them. */
#define DERIVED_HEADER "budget_kind,budget_limit,best_pct,loss_mean,loss_se,loss_lo95,loss_hi95,evals_mean,dropped_pct," \
                       "vs_first_mean,vs_first_se,vs_first_lo95,vs_first_hi95,random_loss_mean"

/* A row's sums as an array, in SUM_NAMES' order: where they are, and what. */
static void sum_fields(struct compare_sums *s, uint64_t *fields[SUM_COLUMNS])
{
    uint64_t *all[SUM_COLUMNS] = { &s->first, &s->count, &s->total, &s->best, &s->loss_sum, &s->loss_squares,
                                   &s->evals_sum, &s->dropped_sum, &s->cross_sum, &s->random_sum };
    memcpy(fields, all, sizeof all);
}

static void sum_values(const struct compare_sums *s, uint64_t values[SUM_COLUMNS])
{
    struct compare_sums copy = *s;
    uint64_t *fields[SUM_COLUMNS];
    sum_fields(&copy, fields);
    for (int i = 0; i < SUM_COLUMNS; i++) values[i] = *fields[i];
}

static int add_checked(uint64_t *sum, uint64_t x)
{
    if (*sum > UINT64_MAX - x) return -1;
    *sum += x;
    return 0;
}

/* A referee's loss, never below the best move's, as a sum's term: -1 past 2^32 (its square must fit). */
static int64_t loss_term(int64_t loss_micro)
{
    return loss_micro < 0 ? 0 : loss_micro > UINT32_MAX ? -1 : loss_micro;
}

int compare_sums_add(struct compare_sums *s, const struct compare_verdict *v)
{
    int64_t loss = loss_term(v->loss_micro), first = loss_term(v->first_loss_micro),
            random = loss_term(v->random_loss_micro);
    if (loss < 0 || first < 0 || random < 0 || add_checked(&s->loss_sum, (uint64_t)loss) != 0
        || add_checked(&s->loss_squares, (uint64_t)(loss * loss)) != 0
        || add_checked(&s->cross_sum, (uint64_t)loss * (uint64_t)first) != 0
        || add_checked(&s->random_sum, (uint64_t)random) != 0 || add_checked(&s->evals_sum, v->evals) != 0
        || add_checked(&s->dropped_sum, v->dropped) != 0)
        return -1;
    s->count++;
    s->best += v->rank == 1;
    return 0;
}

void compare_header(FILE *out)
{
    for (int i = 0; i < KEY_COLUMNS; i++) fprintf(out, "%s,", KEY_NAMES[i]);
    fputs(DERIVED_HEADER, out);
    for (int i = 0; i < SUM_COLUMNS; i++) fprintf(out, ",%s", SUM_NAMES[i]);
    fputc('\n', out);
}

/* The budget's kind and limit as columns of their own (a plot's x). */
static void budget_columns(FILE *out, const char *budget)
{
    const char *equals = strchr(budget, '=');
    int kind = equals ? (int)(equals - budget) : 0;
    fprintf(out, ",%.*s,%s", kind, budget, equals ? equals + 1 : "");
}

/* A mean in thousandths of the game's unit from n values' exact sum and
 * sum of squares (millionths), its standard error (the sample's sd over
 * sqrt n) and a normal 95% interval; se 0 below 2 positions. */
__extension__ typedef __int128 i128;
static void mean_columns(FILE *out, uint64_t count, i128 sum, i128 squares)
{
    double n = (double)count, mean = count ? (double)sum / n : 0, se = 0;
    if (count > 1) {
        double ss = (double)(squares * (i128)count - sum * sum) / n; /* exact up to the division */
        se = sqrt((ss > 0 ? ss : 0) / (n - 1) / n);
    }
    fprintf(out, ",%.3f,%.3f,%.3f,%.3f", mean / 1000, se / 1000, (mean - 1.96 * se) / 1000, (mean + 1.96 * se) / 1000);
}

/* The row's loss less the first engine's, position by position:
 * sum (e - f) = sum e - sum f, sum (e - f)^2 = sum e^2 + sum f^2 - 2 sum e f. */
static void paired_columns(FILE *out, const struct compare_sums *s, const struct compare_sums *first)
{
    i128 sum = (i128)s->loss_sum - (i128)first->loss_sum;
    i128 squares = (i128)s->loss_squares + (i128)first->loss_squares - 2 * (i128)s->cross_sum;
    mean_columns(out, s->count, sum, squares);
}

void compare_row(FILE *out, const struct compare_key *k, const struct compare_sums *s, const struct compare_sums *first)
{
    const char *key[KEY_COLUMNS] = { k->game, k->positions, k->referee, k->engine, k->budget };
    for (int i = 0; i < KEY_COLUMNS; i++) {
        if (i) fputc(',', out);
        report_csv_field(out, key[i]);
    }
    budget_columns(out, k->budget);
    fprintf(out, ",%.2f", s->count ? 100.0 * (double)s->best / (double)s->count : 0);
    mean_columns(out, s->count, (i128)s->loss_sum, (i128)s->loss_squares);
    fprintf(out, ",%.1f,%.2f", s->count ? (double)s->evals_sum / (double)s->count : 0,
            s->evals_sum ? 100.0 * (double)s->dropped_sum / (double)s->evals_sum : 0);
    paired_columns(out, s, first);
    fprintf(out, ",%.3f", s->count ? (double)s->random_sum / (double)s->count / 1000 : 0);
    uint64_t sums[SUM_COLUMNS];
    sum_values(s, sums);
    for (int i = 0; i < SUM_COLUMNS; i++) fprintf(out, ",%llu", (unsigned long long)sums[i]);
    fputc('\n', out);
}

/* compare_rows_merge: every row of every file, its key's texts and sums. */
struct merged_row {
    char *key[KEY_COLUMNS];
    struct compare_sums sums;
};

struct merge {
    struct merged_row *rows;
    size_t count;
};

/* The columns of the file's header that hold the key and the sums, or -1
 * with err when one is missing. */
static int find_columns(const struct csv *c, int *keys, int *sums, char *err, size_t errlen)
{
    for (int i = 0; i < KEY_COLUMNS + SUM_COLUMNS; i++) {
        const char *name = i < KEY_COLUMNS ? KEY_NAMES[i] : SUM_NAMES[i - KEY_COLUMNS];
        int at = csv_column(c, name, strlen(name));
        if (at < 0) {
            snprintf(err, errlen, "compare: %s: no column %s (not starbench compare's rows)", c->name, name);
            return -1;
        }
        if (i < KEY_COLUMNS) keys[i] = at;
        else sums[i - KEY_COLUMNS] = at;
    }
    return 0;
}

/* Record r of c into row.  0, -1 with err, or CSV_NO_MEMORY. */
static int read_row(const struct csv *c, size_t r, const int *keys, const int *sums, struct merged_row *row,
                    char *err, size_t errlen)
{
    uint64_t *fields[SUM_COLUMNS];
    sum_fields(&row->sums, fields);
    for (int i = 0; i < KEY_COLUMNS; i++)
        if (!(row->key[i] = csv_field_text(csv_cell(c, r, keys[i])))) return CSV_NO_MEMORY;
    for (int i = 0; i < SUM_COLUMNS; i++) {
        char *text = csv_field_text(csv_cell(c, r, sums[i]));
        int bad = !text || parse_uint(text, 0, UINT64_MAX, fields[i]) != 0;
        free(text);
        if (bad) {
            snprintf(err, errlen, "compare: %s: line %zu: %s: expected a whole number", c->name, c->lines[r],
                     SUM_NAMES[i]);
            return -1;
        }
    }
    return 0;
}

/* Whether a and b are rows of one key (skip: a key column left out, or -1). */
static int same_key_but(const struct merged_row *a, const struct merged_row *b, int skip)
{
    for (int i = 0; i < KEY_COLUMNS; i++)
        if (i != skip && strcmp(a->key[i], b->key[i]) != 0) return 0;
    return a->sums.total == b->sums.total;
}

static int same_key(const struct merged_row *a, const struct merged_row *b)
{
    return same_key_but(a, b, -1);
}

/* The first row of m of row i's run and budget: its first engine's. */
static size_t first_engine_row(const struct merge *m, size_t i)
{
    size_t j = 0;
    while (!same_key_but(&m->rows[i], &m->rows[j], KEY_ENGINE)) j++;
    return j;
}

/* Every row of one file appended to m. */
static int read_file(const char *file, struct merge *m, char *err, size_t errlen)
{
    struct csv c;
    int keys[KEY_COLUMNS], sums[SUM_COLUMNS], rc = csv_read("compare", file, &c, err, errlen);
    if (rc != 0) return rc;
    rc = find_columns(&c, keys, sums, err, errlen);
    struct merged_row *grown = rc == 0 ? realloc(m->rows, (m->count + c.records) * sizeof *grown) : NULL;
    if (rc == 0 && !grown) rc = CSV_NO_MEMORY;
    if (grown) m->rows = grown;
    for (size_t r = 1; rc == 0 && r < c.records; r++) {
        memset(&m->rows[m->count], 0, sizeof m->rows[m->count]);
        rc = read_row(&c, r, keys, sums, &m->rows[m->count++], err, errlen);
    }
    csv_free(&c);
    return rc;
}

static int by_first(const void *a, const void *b)
{
    const struct merged_row *x = *(const struct merged_row *const *)a, *y = *(const struct merged_row *const *)b;
    return (x->sums.first > y->sums.first) - (x->sums.first < y->sums.first);
}

/* The rows of m with row i's key (i the first of them), in order of their
 * slices, summed into *s; -1 with err where the slices do not join up from
 * 0 to their total, or a sum overflows. */
static int sum_key(const struct merge *m, size_t i, const struct merged_row **parts, struct compare_sums *s,
                   char *err, size_t errlen)
{
    size_t n = 0;
    for (size_t j = i; j < m->count; j++)
        if (same_key(&m->rows[i], &m->rows[j])) parts[n++] = &m->rows[j];
    qsort(parts, n, sizeof *parts, by_first);
    *s = (struct compare_sums){ .total = m->rows[i].sums.total };
    for (size_t p = 0; p < n; p++) {
        const struct compare_sums *x = &parts[p]->sums;
        uint64_t *to[SUM_COLUMNS], from[SUM_COLUMNS];
        int overflow = 0;
        sum_fields(s, to);
        sum_values(x, from);
        for (int f = SUMMED_FROM; f < SUM_COLUMNS; f++) overflow |= add_checked(to[f], from[f]);
        if (x->first != s->count || add_checked(&s->count, x->count) != 0 || overflow) {
            snprintf(err, errlen, "compare: engine %s, budget %s: the files' slices of the positions %s (at position "
                     "%llu)", parts[p]->key[KEY_ENGINE], parts[p]->key[4],
                     x->first < s->count ? "overlap, or sums overflow" : "leave a gap", (unsigned long long)x->first);
            return -1;
        }
    }
    if (s->count == s->total) return 0;
    snprintf(err, errlen, "compare: engine %s, budget %s: the files cover %llu of the %llu positions",
             m->rows[i].key[KEY_ENGINE], m->rows[i].key[4], (unsigned long long)s->count, (unsigned long long)s->total);
    return -1;
}

/* The merged rows, each key once in the order it first appears: every
 * key summed and checked first (pass 0), then written (pass 1), so that a
 * refused merge writes nothing. */
static int write_merged(const struct merge *m, FILE *out, char *err, size_t errlen)
{
    const struct merged_row **parts = malloc((m->count ? m->count : 1) * sizeof *parts);
    int rc = parts ? 0 : CSV_NO_MEMORY;
    for (int pass = 0; rc == 0 && pass < 2; pass++) {
        if (pass == 1) compare_header(out);
        for (size_t i = 0; rc == 0 && i < m->count; i++) {
            int seen = 0;
            for (size_t j = 0; j < i && !seen; j++) seen = same_key(&m->rows[i], &m->rows[j]);
            struct compare_sums s, first;
            if (seen || (rc = sum_key(m, i, parts, &s, err, errlen)) != 0 || pass == 0) continue;
            if ((rc = sum_key(m, first_engine_row(m, i), parts, &first, err, errlen)) != 0) continue;
            const struct merged_row *r = &m->rows[i];
            struct compare_key k = { r->key[0], r->key[1], r->key[2], r->key[3], r->key[4] };
            compare_row(out, &k, &s, &first);
        }
    }
    free(parts);
    return rc;
}

int compare_rows_merge(char *const *files, int count, FILE *out, char *err, size_t errlen)
{
    struct merge m = { NULL, 0 };
    int rc = 0;
    for (int f = 0; rc == 0 && f < count; f++) rc = read_file(files[f], &m, err, errlen);
    if (rc == 0 && m.count == 0) {
        snprintf(err, errlen, "compare: the files hold no rows");
        rc = -1;
    }
    if (rc == 0) rc = write_merged(&m, out, err, errlen);
    for (size_t i = 0; i < m.count; i++)
        for (int k = 0; k < KEY_COLUMNS; k++) free(m.rows[i].key[k]);
    free(m.rows);
    return rc;
}
