/* csv.h - a CSV file with a header line, read whole and split into fields
 * (RFC 4180: a quoted field may hold commas, line breaks and doubled
 * quotes; CRLF line ends are understood), for the tools that read
 * starbench's own outputs (`starbench pivot`, `starbench plot`).
 *
 * Fields are kept as written, quotes included, and compared by what they
 * hold: "star1" and star1 are one value.  A data line that repeats the
 * header field for field (joined outputs: cat a.csv b.csv) is skipped.
 * Prints nothing; errors come back as one line in err that starts with the
 * tool's name and names the file and line.
 */
#ifndef STARBENCH_CSV_H
#define STARBENCH_CSV_H

#include <stddef.h>
#include <stdio.h>

#include "core/input.h"

struct csv_field {  /* a field as written in the file, quotes included */
    const char *text;
    size_t len;
};

struct csv {
    struct input input;
    const char *name;           /* the file, or "standard input" (messages) */
    struct csv_field *cells;    /* record r's field c is cells[r * columns + c]; record 0 is the header */
    size_t *lines;              /* the line each record starts on */
    size_t records;             /* with the header */
    int columns;
    char **header;              /* the header's column names, unquoted */
};

#define CSV_NO_MEMORY INPUT_NO_MEMORY

/* Reads `file` ("-": standard input) for the tool `who`.  Returns 0; -1
 * with a one-line reason in err; or CSV_NO_MEMORY. */
int csv_read(const char *who, const char *file, struct csv *c, char *err, size_t errlen);

static inline const struct csv_field *csv_cell(const struct csv *c, size_t record, int column)
{
    return &c->cells[record * (size_t)c->columns + (size_t)column];
}

/* The column named `len` bytes at name, or -1. */
int csv_column(const struct csv *c, const char *name, size_t len);

/* Whether two fields hold the same value (quoting aside). */
int csv_same_field(const struct csv_field *a, const struct csv_field *b);

/* Hashes a field's value into h (FNV-1a, quoting aside); returns h. */
unsigned long long csv_hash_field(const struct csv_field *f, unsigned long long h);

/* The field's value, unquoted and NUL-terminated (malloc'd), or NULL. */
char *csv_field_text(const struct csv_field *f);

/* Writes a field as it was written. */
void csv_put_field(FILE *out, const struct csv_field *f);

void csv_free(struct csv *c);

#endif
