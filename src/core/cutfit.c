/* cutfit.c - see cutfit.h. */
#include "core/cutfit.h"

#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CUT_FIT_STRING(x) #x
#define CUT_FIT_STRINGIFY(x) CUT_FIT_STRING(x)
#define CUT_FIT_MAX_LINE 512
#define CUT_FIT_MAX_VALUE 1e6 /* |a|, sigma at most (a game's units), |b| at most 100 */

/* A field as a finite double within [-limit, limit] (one too small for a
 * normal double, which strtod reports as a range error, is as good as 0). */
static int read_fit_number(const char *field, double limit, double *out)
{
    char *end;
    errno = 0;
    double x = strtod(field, &end);
    int underflow = errno == ERANGE && fabs(x) <= DBL_MIN;
    if (end == field || *end != '\0' || (errno != 0 && !underflow) || !isfinite(x) || fabs(x) > limit) return -1;
    *out = x;
    return 0;
}

static int parse_int(const char *field, int min, int max, int *out)
{
    char *end;
    errno = 0;
    long x = strtol(field, &end, 10);
    if (end == field || *end != '\0' || errno != 0 || x < min || x > max || !isdigit((unsigned char)field[0]))
        return -1;
    *out = (int)x;
    return 0;
}

/* text without the blanks (spaces, tabs) at its ends, which are cut off in place. */
static char *trim(char *text)
{
    while (*text == ' ' || *text == '\t') text++;
    size_t len = strlen(text);
    while (len > 0 && (text[len - 1] == ' ' || text[len - 1] == '\t')) text[--len] = '\0';
    return text;
}

/* Splits line (its newline removed) at commas into fields[0..max), each
 * without blanks at its ends; returns their number. */
static int split_fields(char *line, char **fields, int max)
{
    int n = 0;
    line[strcspn(line, "\r\n")] = '\0';
    for (char *p = line; n < max; p++) {
        char *comma = strchr(p, ',');
        if (comma) *comma = '\0';
        fields[n++] = trim(p);
        if (!(p = comma)) break;
    }
    return n;
}

/* Whether line is the header: CUT_FIT_HEADER's columns, then any others. */
static int is_header(char *line)
{
    char names[] = CUT_FIT_HEADER, *name[16], *field[16];
    int count = split_fields(names, name, 16), n = split_fields(line, field, 16);
    for (int i = 0; i < count; i++)
        if (i >= n || strcmp(field[i], name[i]) != 0) return 0;
    return 1;
}

/* Whether line holds nothing but blanks. */
static int is_blank(const char *line)
{
    return line[strspn(line, " \t\r\n")] == '\0';
}

/* One row into f's next pair: NULL, or what is wrong with it. */
static const char *parse_row(char *line, struct cut_fit *f)
{
    char *field[16], *end;
    if (split_fields(line, field, 16) < 8) return "expected at least the 8 columns of " CUT_FIT_HEADER;
    if (strlen(field[0]) == 0 || strlen(field[0]) >= sizeof f->game) return "expected a game's name";
    if (f->count > 0 && strcmp(field[0], f->game) != 0) return "every row must be of one game";
    strcpy(f->game, field[0]);
    errno = 0;
    unsigned long long signature = strtoull(field[1], &end, 16);
    if (strlen(field[1]) != 16 || *end != '\0' || errno != 0) return "expected the evaluation's signature, 16 hex digits";
    if (f->count > 0 && signature != f->evaluation) return "every row must be of one evaluation";
    f->evaluation = signature;
    struct cut_fit_pair p;
    int positions;
    if (parse_int(field[2], 2, CHANCE_CUT_MAX_DEPTH, &p.deep) != 0
        || parse_int(field[3], 1, p.deep - 1, &p.shallow) != 0)
        return "expected deep from 2 to " CUT_FIT_STRINGIFY(CHANCE_CUT_MAX_DEPTH) " and shallow from 1 to deep - 1";
    if (parse_int(field[4], 2, 1000000000, &positions) != 0) return "expected the positions fitted, at least 2";
    if (read_fit_number(field[5], CUT_FIT_MAX_VALUE, &p.a) != 0 || read_fit_number(field[6], 100, &p.b) != 0
        || read_fit_number(field[7], CUT_FIT_MAX_VALUE, &p.sigma) != 0 || p.sigma < 0)
        return "expected a, b and sigma as numbers (|a| and sigma >= 0 at most 10^6, |b| at most 100)";
    for (int i = 0; i < f->count; i++)
        if (f->pairs[i].deep == p.deep && f->pairs[i].shallow == p.shallow) return "a second row of the same depths";
    if (f->count == CUT_FIT_MAX_PAIRS) return "more rows than " CUT_FIT_STRINGIFY(CUT_FIT_MAX_PAIRS);
    f->pairs[f->count++] = p;
    return NULL;
}

int cut_fit_read(const char *file, struct cut_fit *f, char *err, size_t errlen)
{
    FILE *in = fopen(file, "r");
    if (!in) {
        snprintf(err, errlen, "--cut-fit: cannot read '%s': %s", file, strerror(errno));
        return -1;
    }
    char line[CUT_FIT_MAX_LINE];
    const char *wrong = NULL;
    int number = 0, header = 0;
    f->file = file;
    f->count = 0;
    while (!wrong && fgets(line, sizeof line, in)) {
        /* A byte order mark, as an editor may write it, is no part of the text. */
        char *text = ++number == 1 && strncmp(line, "\xef\xbb\xbf", 3) == 0 ? line + 3 : line;
        if (!strchr(text, '\n') && !feof(in)) wrong = "a line longer than 511 characters";
        else if (text[0] == '#' || is_blank(text)) continue;
        else if (!header) wrong = is_header(text) ? (header = 1, NULL) : "expected the header " CUT_FIT_HEADER;
        else wrong = parse_row(text, f);
    }
    int read_error = ferror(in);
    fclose(in);
    if (!wrong && (read_error || f->count == 0)) {
        snprintf(err, errlen, "--cut-fit: '%s': %s", file, read_error ? "read error" : "no fit in it (expected "
                 "the header " CUT_FIT_HEADER " and a row per depth pair)");
        return -1;
    }
    if (wrong) {
        snprintf(err, errlen, "--cut-fit: '%s' line %d: %s", file, number, wrong);
        return -1;
    }
    return 0;
}

/* The pair (deep, shallow), or NULL. */
static const struct cut_fit_pair *pair_of(const struct cut_fit *f, int deep, int shallow)
{
    for (int i = 0; i < f->count; i++)
        if (f->pairs[i].deep == deep && f->pairs[i].shallow == shallow) return &f->pairs[i];
    return NULL;
}

/* The most move levels below an outcome of a * node: the root's children's
 * (a * root) or grandchildren's (a + or - root) horizon - moves_above. */
static int deepest_outcome(const struct tree *t, int horizon)
{
    return horizon - (t->root.kind == NODE_CHANCE ? 0 : 1);
}

int cut_fit_check(const struct cut_fit *f, const char *game, uint64_t evaluation, const struct tree *t,
                  int horizon, char *err, size_t errlen)
{
    const int r = f->reduction, deepest = deepest_outcome(t, horizon);
    if (strcmp(f->game, game) != 0) {
        snprintf(err, errlen, "--cut-fit: '%s' is a fit for %s, not %s", f->file, f->game, game);
        return -1;
    }
    if (f->evaluation != evaluation) {
        snprintf(err, errlen, "--cut-fit: '%s' was fitted with another evaluation (signature %016llx, not this "
                 "build's %016llx); fit again (make cpc-fit)", f->file, (unsigned long long)f->evaluation,
                 (unsigned long long)evaluation);
        return -1;
    }
    if (r + 1 > deepest || deepest > CHANCE_CUT_MAX_DEPTH) {
        snprintf(err, errlen, "--algo cpc: cuts nothing at --horizon %d with --cut-reduction %d (outcomes are "
                 "searched at most %d move levels deep; a cut needs at least %d)", horizon, r, deepest, r + 1);
        return -1;
    }
    for (int d = r + 1; d <= deepest; d++)
        if (!pair_of(f, d, d - r)) {
            snprintf(err, errlen, "--cut-fit: '%s' has no fit of depth %d from depth %d, which --horizon %d with "
                     "--cut-reduction %d needs", f->file, d, d - r, horizon, r);
            return -1;
        }
    return 0;
}

void cut_fit_apply(const struct cut_fit *f, const struct tree *searched, const struct tree *shallow, int horizon,
                   struct chance_cut *cut)
{
    assert(shallow->scale == searched->scale); /* one base, one unit: the bands compare with its values */
    memset(cut, 0, sizeof *cut);
    cut->shallow = shallow;
    cut->horizon = horizon;
    const double scale = (double)searched->scale;
    for (int d = f->reduction + 1; d <= CHANCE_CUT_MAX_DEPTH; d++) {
        const struct cut_fit_pair *p = pair_of(f, d, d - f->reduction);
        if (!p) continue;
        cut->applies[d] = 1;
        cut->offset[d] = (value_t)llround(p->a * scale);
        cut->slope[d] = (int64_t)llround(p->b * CHANCE_CUT_SLOPE_UNIT);
        cut->margin[d] = (value_t)ceil(p->sigma * scale * f->sigmas_milli / 1000.0);
    }
}
