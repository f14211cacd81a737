/* netfile.c - see netfile.h. */
#include "netfile.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/datadir.h"
#include "core/input.h"
#include "core/mix64.h"

#define MAX_VALUES 1000000 /* an array's values, at most (net13's w1: 61,696) */

#define MAX_FILE_BYTES ((size_t)64 << 20) /* a network file, at most (net13's: 0.34 MB) */

/* The file read whole (input.h) into *text; 0, or -1 with err. */
static int slurp(const char *name, struct netfile *f, struct input *text, char *err, size_t errlen)
{
    FILE *in = datadir_open(name, f->path, sizeof f->path, err, errlen);
    if (!in) return -1;
    int rc = input_read(in, MAX_FILE_BYTES, text);
    fclose(in);
    if (rc != 0) snprintf(err, errlen, "%s: %s", f->path, rc == INPUT_NO_MEMORY || errno == ENOMEM ? "out of memory"
                                                           : errno == EFBIG ? "larger than a network file can be"
                                                                            : "read error");
    return rc != 0 ? -1 : 0;
}

struct cursor {
    const char *at;
    int line;
};

/* Skips blanks, newlines (counted) and comment lines. */
static void skip(struct cursor *c)
{
    for (;;) {
        while (*c->at == ' ' || *c->at == '\t' || *c->at == '\r' || *c->at == '\n') c->line += *c->at++ == '\n';
        if (*c->at != '#') return;
        while (*c->at && *c->at != '\n') c->at++;
    }
}

static int read_number(struct cursor *c, int64_t *v)
{
    skip(c);
    char *end;
    errno = 0;
    long long n = strtoll(c->at, &end, 10);
    if (end == c->at || errno || (*end && !isspace((unsigned char)*end))) return -1;
    c->at = end;
    *v = (int64_t)n;
    return 0;
}

static uint64_t mix_in(uint64_t h, uint64_t v)
{
    return mix64(h ^ v);
}

/* One record at c into r, its share of the digest into *h: 0, or -1 with why. */
static int read_record(struct cursor *c, struct netfile_record *r, uint64_t *h, const char **why)
{
    size_t n = 0;
    while (n + 1 < NETFILE_NAME && (islower((unsigned char)c->at[n]) || isdigit((unsigned char)c->at[n]) || c->at[n] == '_'))
        n++;
    if (n == 0) return *why = "expected a name (a-z, 0-9, '_')", -1;
    memcpy(r->name, c->at, n);
    r->name[n] = '\0';
    c->at += n;
    uint64_t code = 0; /* the name's own chain, then mixed in */
    for (size_t i = 0; i < n; i++) code = mix_in(code, (unsigned char)r->name[i]);
    *h = mix_in(*h, code);
    r->count = 1;
    while (*c->at == '[' && r->rank < 2) {
        char *end;
        long d = strtol(c->at + 1, &end, 10);
        if (end == c->at + 1 || *end != ']' || d < 1 || d > MAX_VALUES) return *why = "expected a dimension [1..10^6]", -1;
        r->dims[r->rank++] = d;
        r->count *= (size_t)d;
        *h = mix_in(*h, (uint64_t)d);
        c->at = end + 1;
    }
    if (r->count > MAX_VALUES) return *why = "an array of more than 10^6 values", -1;
    if (!(r->values = malloc(r->count * sizeof *r->values))) return *why = "out of memory", -1;
    for (size_t i = 0; i < r->count; i++) {
        if (read_number(c, &r->values[i]) != 0) return *why = "expected a whole number (as many as the dimensions say)", -1;
        *h = mix_in(*h, (uint64_t)r->values[i]);
    }
    return 0;
}

int netfile_read(const char *name, struct netfile *f, char *err, size_t errlen)
{
    memset(f, 0, sizeof *f);
    struct input text;
    if (slurp(name, f, &text, err, errlen) != 0) return -1;
    struct cursor c = { text.text, 1 };
    const char *why = NULL;
    for (skip(&c); *c.at && !why; skip(&c)) {
        if (f->count == NETFILE_MAX_RECORDS) why = "more records than a network has";
        else read_record(&c, &f->records[f->count++], &f->digest, &why);
    }
    input_release(&text);
    if (!why) return 0;
    snprintf(err, errlen, "%s:%d: %s", f->path, c.line, why);
    netfile_free(f);
    return -1;
}

struct netfile_record *netfile_get(struct netfile *f, const char *name, int rank, long d0, long d1)
{
    for (int i = 0; i < f->count; i++) {
        struct netfile_record *r = &f->records[i];
        if (strcmp(r->name, name) == 0)
            return r->rank == rank && (rank < 1 || r->dims[0] == d0) && (rank < 2 || r->dims[1] == d1) ? r : NULL;
    }
    return NULL;
}

void netfile_free(struct netfile *f)
{
    for (int i = 0; i < f->count; i++) free(f->records[i].values);
    f->count = 0;
}
