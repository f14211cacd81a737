/* pivot.c - see pivot.h. */
#include "pivot.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"

static int no_memory(char *err, size_t errlen)
{
    snprintf(err, errlen, "pivot: out of memory");
    return PIVOT_NO_MEMORY;
}

static const struct pivot_field *cell(const struct pivot *p, size_t record, int column)
{
    return &p->cells[record * (size_t)p->columns + (size_t)column];
}

/* A field's characters as RFC 4180 reads them: without its enclosing
 * quotes, a doubled quote inside as one, so that "star1" and star1 are one
 * value. */
struct field_reader {
    const char *s, *end;
    int quoted;
};

static struct field_reader read_field(const struct pivot_field *f)
{
    int quoted = f->len >= 2 && f->text[0] == '"';
    return (struct field_reader){ f->text + quoted, f->text + f->len - quoted, quoted };
}

/* The next character, or -1 at the end. */
static int next_char(struct field_reader *r)
{
    if (r->s >= r->end) return -1;
    if (r->quoted && *r->s == '"') r->s++;
    return (unsigned char)*r->s++;
}

static int same_field(const struct pivot_field *a, const struct pivot_field *b)
{
    struct field_reader x = read_field(a), y = read_field(b);
    int c;
    do {
        c = next_char(&x);
        if (c != next_char(&y)) return 0;
    } while (c >= 0);
    return 1;
}

/* Whether record r (split into fields) repeats the header, field for field. */
static int repeats_header(const struct pivot *p, size_t r)
{
    for (int c = 0; c < p->columns; c++)
        if (!same_field(cell(p, r, c), cell(p, 0, c))) return 0;
    return 1;
}

/* 1. Records.  A field ends at a comma or the end of its line; a quoted
 * field at its closing quote (a doubled quote inside stands for one, and a
 * line break inside is part of it).  Returns the fields of the record at
 * *at (at most `room` kept in out), and moves *at past its line end; -1
 * when a quote is not closed or text follows a closing quote. */
static long split_record(char **at, size_t *line, struct pivot_field *out, long room)
{
    char *s = *at;
    long count = 0;
    for (;;) {
        struct pivot_field f = { s, 0 };
        if (*s == '"') {
            for (s++; *s && !(*s == '"' && s[1] != '"'); s += (*s == '"') ? 2 : 1)
                if (*s == '\n') ++*line;
            if (!*s) return -1;
            s++;
            if (*s && *s != ',' && *s != '\n' && !(*s == '\r' && s[1] == '\n')) return -1;
        } else {
            s += strcspn(s, ",\n");
        }
        f.len = (size_t)(s - f.text);
        if (f.len > 0 && f.text[f.len - 1] == '\r' && *s != ',') f.len--; /* CRLF line ends */
        if (count < room) out[count] = f;
        count++;
        if (*s != ',') break;
        s++;
    }
    if (*s == '\r' && s[1] == '\n') s++;
    if (*s == '\n') {
        s++;
        ++*line;
    }
    *at = s;
    return count;
}

static int bad_quote(const char *name, size_t line, char *err, size_t errlen)
{
    snprintf(err, errlen, "pivot: %s:%zu: a quoted field not closed, or text after its closing quote", name, line);
    return -1;
}

/* The whole text as records of p->columns fields (the header's count),
 * each split once (the header twice: first to count its fields). */
static int split_text(struct pivot *p, const char *name, char *err, size_t errlen)
{
    char *s = p->input.text, *header = s;
    size_t lines = 1, line = 1;
    for (const char *c = s; *c; c++) lines += *c == '\n';
    if (!*s) {
        snprintf(err, errlen, "pivot: %s: empty; expected a CSV header line", name);
        return -1;
    }
    long n = split_record(&header, &line, NULL, 0);
    if (n < 0) return bad_quote(name, 1, err, errlen);
    p->columns = (int)n;
    p->cells = malloc(lines * (size_t)n * sizeof *p->cells); /* room for every line's fields */
    p->lines = malloc(lines * sizeof *p->lines);
    if (!p->cells || !p->lines) return no_memory(err, errlen);
    for (line = 1; *s;) {
        size_t start = line;
        n = split_record(&s, &line, &p->cells[p->records * (size_t)p->columns], p->columns);
        if (n < 0) return bad_quote(name, start, err, errlen);
        if (n != p->columns) {
            snprintf(err, errlen, "pivot: %s:%zu: %ld fields, the header has %d", name, start, n, p->columns);
            return -1;
        }
        /* Joined outputs (cat a.csv b.csv): a line that repeats the header is not data. */
        if (p->records > 0 && repeats_header(p, p->records)) continue;
        p->lines[p->records++] = start;
    }
    return 0;
}

/* 2. Columns: the header's column named `len` bytes at name, or -1. */
static int column_named(const struct pivot *p, const char *name, size_t len)
{
    for (int c = 0; c < p->columns; c++)
        if (strlen(p->header[c]) == len && memcmp(p->header[c], name, len) == 0) return c;
    return -1;
}

/* The columns of a comma-separated list into out (room for every column). */
static int parse_columns(const struct pivot *p, const char *option, const char *list, const char *name,
                         int *out, int *count, char *err, size_t errlen)
{
    *count = 0;
    for (const char *s = list;; s++) {
        size_t len = strcspn(s, ",");
        int c = column_named(p, s, len);
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

/* Unquoted copy of a field's text (NUL-terminated, malloc'd), or NULL. */
static char *field_text(const struct pivot_field *f)
{
    char *out = malloc(f->len + 1), *o = out;
    if (!out) return NULL;
    struct field_reader r = read_field(f);
    for (int c; (c = next_char(&r)) >= 0;) *o++ = (char)c;
    *o = '\0';
    return out;
}

/* The by, value and key columns, from the options or by default. */
static int choose_columns(struct pivot *p, const struct pivot_options *o, const char *name, char *err,
                          size_t errlen)
{
    const char *by = o->by ? o->by : "algorithm";
    p->by = column_named(p, by, strlen(by));
    if (p->by < 0) {
        snprintf(err, errlen, "pivot: --by: %s has no column '%s'%s", name, by, o->by ? "" : " (name one with --by)");
        return -1;
    }
    p->keys = malloc((size_t)p->columns * sizeof *p->keys);
    p->values = malloc((size_t)p->columns * sizeof *p->values);
    char *measured = malloc((size_t)p->columns);  /* the header's columns that report_measured_column names */
    for (int c = 0; measured && c < p->columns; c++)
        measured[c] = (char)(c != p->by && report_measured_column(p->header[c]));
    int rc = !p->keys || !p->values || !measured ? no_memory(err, errlen) : 0;
    if (rc == 0 && o->values)
        rc = parse_columns(p, "--values", o->values, name, p->values, &p->value_count, err, errlen);
    else if (rc == 0)
        for (int c = 0; c < p->columns; c++)
            if (measured[c]) p->values[p->value_count++] = c;
    if (rc == 0 && p->value_count == 0) {
        snprintf(err, errlen, "pivot: %s: no column of what a search measures (leaves, value, ...); name the "
                 "columns to spread with --values", name);
        rc = -1;
    }
    if (rc == 0 && o->keys)
        rc = parse_columns(p, "--keys", o->keys, name, p->keys, &p->key_count, err, errlen);
    else if (rc == 0)
        for (int c = 0; c < p->columns; c++)
            if (c != p->by && !measured[c] && !is_in(c, p->values, p->value_count)) p->keys[p->key_count++] = c;
    free(measured);
    if (rc != 0) return rc;
    for (int i = 0; i < p->columns; i++) {
        int in_values = is_in(i, p->values, p->value_count), in_keys = is_in(i, p->keys, p->key_count);
        if ((i == p->by && (in_values || in_keys)) || (in_values && in_keys)) {
            snprintf(err, errlen, "pivot: column '%s' is named as two of --by, --keys and --values", p->header[i]);
            return -1;
        }
    }
    return 0;
}

/* 3. Spreading.  An open-addressing index from (the fields of `cols` of a
 * record) to the first record that has them. */
struct index {
    size_t *slots;  /* record + 1, or 0: empty */
    size_t mask;
};

static uint64_t hash_fields(const struct pivot *p, size_t record, const int *cols, int count)
{
    uint64_t h = 1469598103934665603ULL; /* FNV-1a, a separator between fields */
    for (int i = 0; i < count; i++) {
        struct field_reader r = read_field(cell(p, record, cols[i]));
        for (int c; (c = next_char(&r)) >= 0;) h = (h ^ (unsigned char)c) * 1099511628211ULL;
        h = (h ^ 0x1f) * 1099511628211ULL;
    }
    return h;
}

static int same_fields(const struct pivot *p, size_t a, size_t b, const int *cols, int count)
{
    for (int i = 0; i < count; i++)
        if (!same_field(cell(p, a, cols[i]), cell(p, b, cols[i]))) return 0;
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
    if (index_init(&x, p->records) != 0) return -1;
    *count = 0;
    for (size_t r = 1; r < p->records; r++) {
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
    size_t rows, *row_of = malloc(p->records * sizeof *row_of);
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
    for (size_t r = 1; r < p->records; r++) {
        size_t *slot = &p->spread[row_of[r] * p->group_count + group_of[r]];
        if (*slot) {
            const struct pivot_field *b = cell(p, r, p->by);
            snprintf(err, errlen, "pivot: %s:%zu: the same key and %s %.*s as line %zu; one would be lost "
                     "(--keys names the columns that tell rows apart)", name, p->lines[r], p->header[p->by],
                     (int)b->len, b->text, p->lines[*slot]);
            free(row_of);
            return -1;
        }
        *slot = r;
    }
    free(row_of);
    return 0;
}

/* The header's names, unquoted. */
static int name_columns(struct pivot *p, char *err, size_t errlen)
{
    p->header = calloc((size_t)p->columns + 1, sizeof *p->header);
    for (int c = 0; p->header && c < p->columns; c++)
        if (!(p->header[c] = field_text(cell(p, 0, c)))) return no_memory(err, errlen);
    return p->header ? 0 : no_memory(err, errlen);
}

/* The spread columns' names: BYVALUE_COLUMN, both unquoted. */
static int name_groups(struct pivot *p, char *err, size_t errlen)
{
    p->names = calloc(p->group_count * (size_t)p->value_count + 1, sizeof *p->names);
    if (!p->names) return no_memory(err, errlen);
    for (size_t g = 0; g < p->group_count; g++) {
        char *group = field_text(cell(p, p->groups[g], p->by));
        for (int v = 0; group && v < p->value_count; v++) {
            const char *column = p->header[p->values[v]];
            char *name = malloc(strlen(group) + strlen(column) + 2);
            if (!name) {
                free(group);
                group = NULL;
                break;
            }
            sprintf(name, "%s_%s", group, column);
            p->names[g * (size_t)p->value_count + (size_t)v] = name;
        }
        if (!group) return no_memory(err, errlen);
        free(group);
    }
    return 0;
}

/* A data line whose `by` field is that column's own name is the header
 * of another CSV (joined outputs whose columns differ): refused, since its
 * fields would be read as data. */
static int check_no_other_header(const struct pivot *p, const char *name, char *err, size_t errlen)
{
    const struct pivot_field by_name = { p->header[p->by], strlen(p->header[p->by]) };
    for (size_t r = 1; r < p->records; r++)
        if (same_field(cell(p, r, p->by), &by_name)) {
            snprintf(err, errlen, "pivot: %s:%zu: a header line unlike the first; pivot outputs with the same "
                     "columns, or one at a time", name, p->lines[r]);
            return -1;
        }
    return 0;
}

/* Every written column's name once: a key column named like a spread one
 * (BYVALUE_COLUMN) would make two columns of one name. */
static int check_names_unique(const struct pivot *p, char *err, size_t errlen)
{
    size_t spread = p->group_count * (size_t)p->value_count, count = (size_t)p->key_count + spread;
    for (size_t i = 0; i < count; i++)
        for (size_t j = i + 1; j < count; j++) {
            const char *a = i < (size_t)p->key_count ? p->header[p->keys[i]] : p->names[i - (size_t)p->key_count];
            const char *b = j < (size_t)p->key_count ? p->header[p->keys[j]] : p->names[j - (size_t)p->key_count];
            if (strcmp(a, b) != 0) continue;
            snprintf(err, errlen, "pivot: the output would have two columns named '%s'; rename the key column "
                     "or leave it out (--keys)", a);
            return -1;
        }
    return 0;
}

int pivot_read(const char *file, const struct pivot_options *options, struct pivot *p, char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    const char *name = strcmp(file, "-") == 0 ? "standard input" : file;
    int rc = input_read_named("pivot", "a CSV file", file, &p->input, err, errlen);
    if (rc == 0) rc = split_text(p, name, err, errlen);
    if (rc == 0) rc = name_columns(p, err, errlen);
    if (rc == 0) rc = choose_columns(p, options, name, err, errlen);
    if (rc == 0) rc = check_no_other_header(p, name, err, errlen);
    if (rc == 0) {
        size_t *group_of = malloc(p->records * sizeof *group_of);
        p->groups = malloc(p->records * sizeof *p->groups);
        rc = !group_of || !p->groups || number_records(p, &p->by, 1, group_of, p->groups, &p->group_count) != 0
                 ? no_memory(err, errlen)
                 : spread_rows(p, group_of, name, err, errlen);
        free(group_of);
    }
    if (rc == 0) rc = name_groups(p, err, errlen);
    if (rc == 0) rc = check_names_unique(p, err, errlen);
    if (rc != 0) pivot_free(p);
    return rc;
}

/* 4. Writing. */
static void put_field(FILE *out, const struct pivot_field *f)
{
    fwrite(f->text, 1, f->len, out);
}

void pivot_write(FILE *out, const struct pivot *p)
{
    const char *comma = "";
    for (int k = 0; k < p->key_count; k++, comma = ",") {
        fputs(comma, out);
        put_field(out, cell(p, 0, p->keys[k]));
    }
    for (size_t g = 0; g < p->group_count; g++)
        for (int v = 0; v < p->value_count; v++, comma = ",") {
            fputs(comma, out);
            report_csv_field(out, p->names[g * (size_t)p->value_count + (size_t)v]);
        }
    fputc('\n', out);
    for (size_t row = 0; row < p->row_count; row++) {
        const size_t *cells = &p->spread[row * p->group_count];
        size_t first = 0;
        for (size_t g = 0; g < p->group_count && !first; g++) first = cells[g];
        comma = "";
        for (int k = 0; k < p->key_count; k++, comma = ",") {
            fputs(comma, out);
            put_field(out, cell(p, first, p->keys[k]));
        }
        for (size_t g = 0; g < p->group_count; g++)
            for (int v = 0; v < p->value_count; v++, comma = ",") {
                fputs(comma, out);
                if (cells[g]) put_field(out, cell(p, cells[g], p->values[v]));
            }
        fputc('\n', out);
    }
}

void pivot_free(struct pivot *p)
{
    input_release(&p->input);
    free(p->cells);
    free(p->lines);
    free(p->keys);
    free(p->values);
    free(p->groups);
    for (int c = 0; p->header && c < p->columns; c++) free(p->header[c]);
    free(p->header);
    for (size_t i = 0; p->names && i < p->group_count * (size_t)p->value_count; i++) free(p->names[i]);
    free(p->names);
    free(p->spread);
    memset(p, 0, sizeof *p);
}
