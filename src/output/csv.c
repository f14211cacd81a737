/* csv.c - see csv.h. */
#include "output/csv.h"

#include <stdlib.h>
#include <string.h>

static int no_memory(const char *who, char *err, size_t errlen)
{
    snprintf(err, errlen, "%s: out of memory", who);
    return CSV_NO_MEMORY;
}

/* A field's characters as RFC 4180 reads them: without its enclosing
 * quotes, a doubled quote inside as one. */
struct field_reader {
    const char *s, *end;
    int quoted;
};

static struct field_reader read_field(const struct csv_field *f)
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

int csv_same_field(const struct csv_field *a, const struct csv_field *b)
{
    struct field_reader x = read_field(a), y = read_field(b);
    int ch;
    do {
        ch = next_char(&x);
        if (ch != next_char(&y)) return 0;
    } while (ch >= 0);
    return 1;
}

unsigned long long csv_hash_field(const struct csv_field *f, unsigned long long h)
{
    struct field_reader r = read_field(f);
    for (int ch; (ch = next_char(&r)) >= 0;) h = (h ^ (unsigned char)ch) * 1099511628211ULL;
    return h;
}

char *csv_field_text(const struct csv_field *f)
{
    char *out = malloc(f->len + 1), *o = out;
    if (!out) return NULL;
    struct field_reader r = read_field(f);
    for (int ch; (ch = next_char(&r)) >= 0;) *o++ = (char)ch;
    *o = '\0';
    return out;
}

void csv_put_field(FILE *out, const struct csv_field *f)
{
    fwrite(f->text, 1, f->len, out);
}

/* A field ends at a comma or the end of its line; a quoted field at its
 * closing quote (a doubled quote inside stands for one, and a line break
 * inside is part of it).  Returns the fields of the record at *at (at most
 * `room` kept in out), and moves *at past its line end; -1 when a quote is
 * not closed or text follows a closing quote. */
static long split_record(char **at, size_t *line, struct csv_field *out, long room)
{
    char *s = *at;
    long count = 0;
    for (;;) {
        struct csv_field f = { s, 0 };
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

static int bad_quote(const char *who, const char *name, size_t line, char *err, size_t errlen)
{
    snprintf(err, errlen, "%s: %s:%zu: a quoted field not closed, or text after its closing quote", who, name, line);
    return -1;
}

/* Whether record r repeats the header, field for field. */
static int repeats_header(const struct csv *c, size_t r)
{
    for (int i = 0; i < c->columns; i++)
        if (!csv_same_field(csv_cell(c, r, i), csv_cell(c, 0, i))) return 0;
    return 1;
}

/* The whole text as records of c->columns fields (the header's count),
 * each split once (the header twice: first to count its fields). */
static int split_text(struct csv *c, const char *who, char *err, size_t errlen)
{
    char *s = c->input.text, *header = s;
    size_t lines = 1, line = 1;
    for (const char *p = s; *p; p++) lines += *p == '\n';
    if (!*s) {
        snprintf(err, errlen, "%s: %s: empty; expected a CSV header line", who, c->name);
        return -1;
    }
    long n = split_record(&header, &line, NULL, 0);
    if (n < 0) return bad_quote(who, c->name, 1, err, errlen);
    c->columns = (int)n;
    c->cells = malloc(lines * (size_t)n * sizeof *c->cells); /* room for every line's fields */
    c->lines = malloc(lines * sizeof *c->lines);
    if (!c->cells || !c->lines) return no_memory(who, err, errlen);
    for (line = 1; *s;) {
        size_t start = line;
        n = split_record(&s, &line, &c->cells[c->records * (size_t)c->columns], c->columns);
        if (n < 0) return bad_quote(who, c->name, start, err, errlen);
        if (n != c->columns) {
            snprintf(err, errlen, "%s: %s:%zu: %ld fields, the header has %d", who, c->name, start, n, c->columns);
            return -1;
        }
        /* Joined outputs (cat a.csv b.csv): a line that repeats the header is not data. */
        if (c->records > 0 && repeats_header(c, c->records)) continue;
        c->lines[c->records++] = start;
    }
    return 0;
}

/* The header's names, unquoted. */
static int name_columns(struct csv *c, const char *who, char *err, size_t errlen)
{
    c->header = calloc((size_t)c->columns + 1, sizeof *c->header);
    for (int i = 0; c->header && i < c->columns; i++)
        if (!(c->header[i] = csv_field_text(csv_cell(c, 0, i)))) return no_memory(who, err, errlen);
    return c->header ? 0 : no_memory(who, err, errlen);
}

int csv_read(const char *who, const char *file, struct csv *c, char *err, size_t errlen)
{
    memset(c, 0, sizeof *c);
    c->name = strcmp(file, "-") == 0 ? "standard input" : file;
    int rc = input_read_named(who, "a CSV file", file, &c->input, err, errlen);
    if (rc == 0) rc = split_text(c, who, err, errlen);
    if (rc == 0) rc = name_columns(c, who, err, errlen);
    if (rc != 0) csv_free(c);
    return rc;
}

int csv_column(const struct csv *c, const char *name, size_t len)
{
    for (int i = 0; i < c->columns; i++)
        if (strlen(c->header[i]) == len && memcmp(c->header[i], name, len) == 0) return i;
    return -1;
}

void csv_free(struct csv *c)
{
    input_release(&c->input);
    free(c->cells);
    free(c->lines);
    for (int i = 0; c->header && i < c->columns; i++) free(c->header[i]);
    free(c->header);
    memset(c, 0, sizeof *c);
}
