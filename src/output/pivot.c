/* pivot.c - see pivot.h. */
#include "output/pivot.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "output/report.h"

static int no_memory(char *err, size_t errlen)
{
    snprintf(err, errlen, "pivot: out of memory");
    return PIVOT_NO_MEMORY;
}

static const struct csv_field *cell(const struct pivot *p, size_t record, int column)
{
    return csv_cell(&p->csv, record, column);
}

/* 1. Columns: those of a comma-separated list into out (room for every column). */
static int parse_columns(const struct pivot *p, const char *option, const char *list, const char *name,
                         int *out, int *count, char *err, size_t errlen)
{
    *count = 0;
    for (const char *s = list;; s++) {
        size_t len = strcspn(s, ",");
        int c = csv_column(&p->csv, s, len);
        if (len == 0) {
            snprintf(err, errlen, "pivot: %s: expected column names separated by commas, got '%s'", option, list);
            return -1;
        }
        if (c < 0) {
            snprintf(err, errlen, "pivot: %s: %s has no column '%.*s'", option, name, (int)len, s);
            return -1;
        }
        for (int i = 0; i < *count; i++)
            if (out[i] == c) {
                snprintf(err, errlen, "pivot: %s: column '%.*s' named twice", option, (int)len, s);
                return -1;
            }
        out[(*count)++] = c;
        s += len;
        if (!*s) return 0;
    }
}

static int is_in(int c, const int *list, int count)
{
    for (int i = 0; i < count; i++)
        if (list[i] == c) return 1;
    return 0;
}

/* The by, value and key columns, from the options or by default. */
static int choose_columns(struct pivot *p, const struct pivot_options *o, const char *name, char *err,
                          size_t errlen)
{
    const char *by = o->by ? o->by : "algorithm";
    p->by = csv_column(&p->csv, by, strlen(by));
    if (p->by < 0) {
        snprintf(err, errlen, "pivot: --by: %s has no column '%s'%s", name, by, o->by ? "" : " (name one with --by)");
        return -1;
    }
    p->keys = malloc((size_t)p->csv.columns * sizeof *p->keys);
    p->values = malloc((size_t)p->csv.columns * sizeof *p->values);
    char *measured = malloc((size_t)p->csv.columns);  /* the header's columns that report_measured_column names */
    for (int c = 0; measured && c < p->csv.columns; c++)
        measured[c] = (char)(c != p->by && report_measured_column(p->csv.header[c]));
    int rc = !p->keys || !p->values || !measured ? no_memory(err, errlen) : 0;
    if (rc == 0 && o->values)
        rc = parse_columns(p, "--values", o->values, name, p->values, &p->value_count, err, errlen);
    else if (rc == 0)
        for (int c = 0; c < p->csv.columns; c++)
            if (measured[c]) p->values[p->value_count++] = c;
    if (rc == 0 && p->value_count == 0) {
        snprintf(err, errlen, "pivot: %s: no column of what a search measures (leaves, value, ...); name the "
                 "columns to spread with --values", name);
        rc = -1;
    }
    if (rc == 0 && o->keys)
        rc = parse_columns(p, "--keys", o->keys, name, p->keys, &p->key_count, err, errlen);
    else if (rc == 0)
        for (int c = 0; c < p->csv.columns; c++)
            if (c != p->by && !measured[c] && !is_in(c, p->values, p->value_count)) p->keys[p->key_count++] = c;
    free(measured);
    if (rc != 0) return rc;
    for (int i = 0; i < p->csv.columns; i++) {
        int in_values = is_in(i, p->values, p->value_count), in_keys = is_in(i, p->keys, p->key_count);
        if ((i == p->by && (in_values || in_keys)) || (in_values && in_keys)) {
            snprintf(err, errlen, "pivot: column '%s' is named as two of --by, --keys and --values", p->csv.header[i]);
            return -1;
        }
    }
    return 0;
}

/* 2. Spreading.  An open-addressing index from (the fields of `cols` of a
 * record) to the first record that has them. */
struct index {
    size_t *slots;  /* record + 1, or 0: empty */
    size_t mask;
};

static uint64_t hash_fields(const struct pivot *p, size_t record, const int *cols, int count)
{
    uint64_t h = 1469598103934665603ULL; /* FNV-1a, a separator between fields */
    for (int i = 0; i < count; i++) h = (csv_hash_field(cell(p, record, cols[i]), h) ^ 0x1f) * 1099511628211ULL;
    return h;
}

static int same_fields(const struct pivot *p, size_t a, size_t b, const int *cols, int count)
{
    for (int i = 0; i < count; i++)
        if (!csv_same_field(cell(p, a, cols[i]), cell(p, b, cols[i]))) return 0;
    return 1;
}

/* The first record with record's fields, after adding record when it is the first. */
static size_t index_find(struct index *x, const struct pivot *p, size_t record, const int *cols, int count)
{
    size_t i = (size_t)hash_fields(p, record, cols, count) & x->mask;
    while (x->slots[i] && !same_fields(p, x->slots[i] - 1, record, cols, count)) i = (i + 1) & x->mask;
    if (!x->slots[i]) x->slots[i] = record + 1;
    return x->slots[i] - 1;
}

static int index_init(struct index *x, size_t records)
{
    size_t size = 2;
    while (size < 2 * records) size *= 2;
    x->mask = size - 1;
    x->slots = calloc(size, sizeof *x->slots);
    return x->slots ? 0 : -1;
}

/* Numbers the records by the fields of cols: equal fields, one number;
 * numbers 0, 1, ... in order of first appearance, into number_of; the
 * first record of each number into first (unless NULL); how many into
 * *count.  Returns 0, or -1 out of memory. */
static int number_records(const struct pivot *p, const int *cols, int ncols, size_t *number_of, size_t *first,
                          size_t *count)
{
    struct index x;
    if (index_init(&x, p->csv.records) != 0) return -1;
    *count = 0;
    for (size_t r = 1; r < p->csv.records; r++) {
        size_t seen = index_find(&x, p, r, cols, ncols);
        if (seen == r && first) first[*count] = r;
        number_of[r] = seen == r ? (*count)++ : number_of[seen];
    }
    free(x.slots);
    return 0;
}

/* Each record into its row (by its keys) and group: p->spread. */
static int spread_rows(struct pivot *p, const size_t *group_of, const char *name, char *err, size_t errlen)
{
    size_t rows, *row_of = malloc(p->csv.records * sizeof *row_of);
    if (!row_of || number_records(p, p->keys, p->key_count, row_of, NULL, &rows) != 0) {
        free(row_of);
        return no_memory(err, errlen);
    }
    if (p->group_count && rows > SIZE_MAX / sizeof *p->spread / p->group_count) {
        free(row_of);
        return no_memory(err, errlen);
    }
    p->row_count = rows;
    p->spread = calloc(rows * p->group_count + 1, sizeof *p->spread);
    if (!p->spread) {
        free(row_of);
        return no_memory(err, errlen);
    }
    for (size_t r = 1; r < p->csv.records; r++) {
        size_t *slot = &p->spread[row_of[r] * p->group_count + group_of[r]];
        if (*slot) {
            const struct csv_field *b = cell(p, r, p->by);
            snprintf(err, errlen, "pivot: %s:%zu: the same key and %s %.*s as line %zu; one would be lost "
                     "(--keys names the columns that tell rows apart)", name, p->csv.lines[r], p->csv.header[p->by],
                     (int)b->len, b->text, p->csv.lines[*slot]);
            free(row_of);
            return -1;
        }
        *slot = r;
    }
    free(row_of);
    return 0;
}

/* GROUP_COLUMN (suffix ""), or GROUP_COLUMN_pct: malloc'd, or NULL. */
static char *column_name(const char *group, const char *column, const char *suffix)
{
    char *name = malloc(strlen(group) + strlen(column) + strlen(suffix) + 2);
    if (name) sprintf(name, "%s_%s%s", group, column, suffix);
    return name;
}

/* The spread columns' names: BYVALUE_COLUMN, both unquoted; with --ratio,
 * the other groups' BYVALUE_COLUMN_pct. */
static int name_groups(struct pivot *p, char *err, size_t errlen)
{
    size_t spread = p->group_count * (size_t)p->value_count;
    p->names = calloc(2 * spread + 1, sizeof *p->names);
    if (!p->names) return no_memory(err, errlen);
    for (size_t g = 0; g < p->group_count; g++) {
        char *group = csv_field_text(cell(p, p->groups[g], p->by));
        int ok = group != NULL;
        for (int v = 0; ok && v < p->value_count; v++) {
            size_t i = g * (size_t)p->value_count + (size_t)v;
            const char *column = p->csv.header[p->values[v]];
            ok = (p->names[i] = column_name(group, column, "")) != NULL;
            if (ok && p->ratio_group < p->group_count && g != p->ratio_group)
                ok = (p->names[spread + i] = column_name(group, column, "_pct")) != NULL;
        }
        free(group);
        if (!ok) return no_memory(err, errlen);
    }
    return 0;
}

/* --ratio GROUP: the group whose `by` value it is. */
static int find_ratio_group(struct pivot *p, const char *ratio, char *err, size_t errlen)
{
    p->ratio_group = p->group_count;
    if (!ratio) return 0;
    const struct csv_field want = { ratio, strlen(ratio) };
    for (size_t g = 0; g < p->group_count; g++)
        if (csv_same_field(cell(p, p->groups[g], p->by), &want)) p->ratio_group = g;
    if (p->ratio_group < p->group_count) return 0;
    snprintf(err, errlen, "pivot: --ratio: no rows whose %s is '%s'", p->csv.header[p->by], ratio);
    return -1;
}

/* A data line whose `by` field is that column's own name is the header
 * of another CSV (joined outputs whose columns differ): refused, since its
 * fields would be read as data. */
static int check_no_other_header(const struct pivot *p, const char *name, char *err, size_t errlen)
{
    const struct csv_field by_name = { p->csv.header[p->by], strlen(p->csv.header[p->by]) };
    for (size_t r = 1; r < p->csv.records; r++)
        if (csv_same_field(cell(p, r, p->by), &by_name)) {
            snprintf(err, errlen, "pivot: %s:%zu: a header line unlike the first; pivot outputs with the same "
                     "columns, or one at a time", name, p->csv.lines[r]);
            return -1;
        }
    return 0;
}

/* Every written column's name once: a key column named like a spread one
 * (BYVALUE_COLUMN) would make two columns of one name. */
static int check_names_unique(const struct pivot *p, char *err, size_t errlen)
{
    size_t spread = p->group_count * (size_t)p->value_count, count = (size_t)p->key_count + 2 * spread;
    for (size_t i = 0; i < count; i++)
        for (size_t j = i + 1; j < count; j++) {
            const char *a = i < (size_t)p->key_count ? p->csv.header[p->keys[i]] : p->names[i - (size_t)p->key_count];
            const char *b = j < (size_t)p->key_count ? p->csv.header[p->keys[j]] : p->names[j - (size_t)p->key_count];
            if (!a || !b || strcmp(a, b) != 0) continue;
            snprintf(err, errlen, "pivot: the output would have two columns named '%s'; rename the key column "
                     "or leave it out (--keys)", a);
            return -1;
        }
    return 0;
}

int pivot_read(const char *file, const struct pivot_options *options, struct pivot *p, char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    int rc = csv_read("pivot", file, &p->csv, err, errlen);
    const char *name = p->csv.name;
    if (rc == 0) rc = choose_columns(p, options, name, err, errlen);
    if (rc == 0) rc = check_no_other_header(p, name, err, errlen);
    if (rc == 0) {
        size_t *group_of = malloc(p->csv.records * sizeof *group_of);
        p->groups = malloc(p->csv.records * sizeof *p->groups);
        rc = !group_of || !p->groups || number_records(p, &p->by, 1, group_of, p->groups, &p->group_count) != 0
                 ? no_memory(err, errlen)
                 : spread_rows(p, group_of, name, err, errlen);
        free(group_of);
    }
    if (rc == 0) rc = find_ratio_group(p, options->ratio, err, errlen);
    if (rc == 0) rc = name_groups(p, err, errlen);
    if (rc == 0) rc = check_names_unique(p, err, errlen);
    if (rc != 0) pivot_free(p);
    return rc;
}

/* 3. Writing. */

/* A cell's number: a decimal, or P/Q.  1, or 0 when it is none. */
static int cell_number(const struct csv_field *f, double *out)
{
    char text[64], *end;
    if (!f || f->len == 0 || f->len >= sizeof text) return 0;
    memcpy(text, f->text, f->len);
    text[f->len] = '\0';
    errno = 0;
    double x = strtod(text, &end);
    if (end == text || errno) return 0;
    if (*end == '/') {
        const char *den = end + 1;
        double q = strtod(den, &end);
        if (end == den || q == 0) return 0;
        x /= q;
    }
    *out = x;
    return *end == '\0';
}

/* 100 x / r of the row's cells, or nothing. */
static void put_pct(FILE *out, const struct csv_field *x, const struct csv_field *r)
{
    double a, b;
    if (cell_number(x, &a) && cell_number(r, &b) && b != 0) fprintf(out, "%.4f", 100 * a / b);
}

void pivot_write(FILE *out, const struct pivot *p)
{
    size_t spread = p->group_count * (size_t)p->value_count;
    const char *comma = "";
    for (int k = 0; k < p->key_count; k++, comma = ",") {
        fputs(comma, out);
        csv_put_field(out, cell(p, 0, p->keys[k]));
    }
    for (size_t i = 0; i < spread; i++)
        for (size_t half = 0; half < 2; half++, comma = ",")
            if (half == 0 || p->names[spread + i]) {
                fputs(comma, out);
                report_csv_field(out, p->names[half * spread + i]);
            }
    fputc('\n', out);
    for (size_t row = 0; row < p->row_count; row++) {
        const size_t *cells = &p->spread[row * p->group_count];
        size_t first = 0;
        for (size_t g = 0; g < p->group_count && !first; g++) first = cells[g];
        comma = "";
        for (int k = 0; k < p->key_count; k++, comma = ",") {
            fputs(comma, out);
            csv_put_field(out, cell(p, first, p->keys[k]));
        }
        for (size_t g = 0; g < p->group_count; g++)
            for (int v = 0; v < p->value_count; v++, comma = ",") {
                const struct csv_field *x = cells[g] ? cell(p, cells[g], p->values[v]) : NULL;
                fputs(comma, out);
                if (x) csv_put_field(out, x);
                if (!p->names[spread + g * (size_t)p->value_count + (size_t)v]) continue;
                fputc(',', out);
                size_t base = p->ratio_group < p->group_count ? cells[p->ratio_group] : 0;
                if (x && base) put_pct(out, x, cell(p, base, p->values[v]));
            }
        fputc('\n', out);
    }
}

void pivot_free(struct pivot *p)
{
    csv_free(&p->csv);
    free(p->keys);
    free(p->values);
    free(p->groups);
    for (size_t i = 0; p->names && i < 2 * p->group_count * (size_t)p->value_count; i++) free(p->names[i]);
    free(p->names);
    free(p->spread);
    memset(p, 0, sizeof *p);
}
