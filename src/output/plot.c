/* plot.c - see plot.h. */
#include "output/plot.h"

#include "core/escape.h"
#include "core/parse.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define PLOT_MAX_WHERE 16
#define EXIT_EXEC_FAILED 127 /* the shell's status for a command that could not be run */

static int no_memory(char *err, size_t errlen)
{
    snprintf(err, errlen, "plot: out of memory");
    return PLOT_NO_MEMORY;
}

/* 1. Columns. */

/* The column `name`, for the option that named it; -1 with err set when
 * the file has none. */
static int column(const struct plot *p, const char *option, const char *name, char *err, size_t errlen)
{
    int c = csv_column(&p->csv, name, strlen(name));
    if (c < 0) snprintf(err, errlen, "plot: %s: %s has no column '%s'", option, p->csv.name, name);
    return c;
}

struct condition {
    int column;
    struct csv_field value;
};

/* --where COLUMN=VALUE[,COLUMN=VALUE...] into conditions; their number, or -1 with err set. */
static int parse_where(const struct plot *p, const char *where, struct condition *out, char *err, size_t errlen)
{
    int n = 0;
    for (const char *s = where; s && *s; n++) {
        size_t len = strcspn(s, ","), name_len = strcspn(s, "=");
        if (name_len >= len || name_len == 0 || n == PLOT_MAX_WHERE) {
            snprintf(err, errlen, "plot: --where: expected COLUMN=VALUE[,COLUMN=VALUE...] (at most %d), got '%s'",
                     PLOT_MAX_WHERE, where);
            return -1;
        }
        out[n].column = csv_column(&p->csv, s, name_len);
        if (out[n].column < 0) {
            snprintf(err, errlen, "plot: --where: %s has no column '%.*s'", p->csv.name, (int)name_len, s);
            return -1;
        }
        out[n].value = (struct csv_field){ s + name_len + 1, len - name_len - 1 };
        s += len + (s[len] == ',');
    }
    return n;
}

static int selected(const struct plot *p, size_t r, const struct condition *where, int count)
{
    for (int i = 0; i < count; i++)
        if (!csv_same_field(csv_cell(&p->csv, r, where[i].column), &where[i].value)) return 0;
    return 1;
}

/* 2. Points. */

#define PLOT_LARGEST 1e300 /* the largest value drawn, x, y or a bar's end, in size */

/* The field as a finite decimal number into *out (parse_real: 0x10 is refused, not read as 16): 0; 1 when it is
 * empty; -1 when it is no number. */
static int number(const struct csv_field *f, double *out)
{
    char *text = csv_field_text(f);
    if (!text) return -1;
    int rc = !*text ? 1 : parse_real(text, out) != 0 ? -1 : 0;
    free(text);
    return rc;
}

/* The series named by record r's --by field (by < 0: the one series), added when new; NULL out of memory. */
static struct plot_series *series_of(struct plot *p, size_t r, int by)
{
    const struct csv_field none = { "", 0 }, *name = by >= 0 ? csv_cell(&p->csv, r, by) : &none;
    for (size_t i = 0; i < p->series_count; i++) {
        struct csv_field known = { p->series[i].name, strlen(p->series[i].name) };
        if (csv_same_field(&known, name)) return &p->series[i];
    }
    struct plot_series *grown = realloc(p->series, (p->series_count + 1) * sizeof *grown);
    if (!grown) return NULL;
    p->series = grown;
    struct plot_series *s = &p->series[p->series_count];
    *s = (struct plot_series){ csv_field_text(name), NULL, 0 };
    if (!s->name) return NULL;
    p->series_count++;
    return s;
}

/* --categorical: the place of record r's x label (added when new) into
 * *x.  0, or -1 out of memory. */
static int category_of(struct plot *p, size_t r, int column, double *x)
{
    const struct csv_field *label = csv_cell(&p->csv, r, column);
    size_t i = 0;
    while (i < p->category_count) {
        struct csv_field known = { p->categories[i], strlen(p->categories[i]) };
        if (csv_same_field(&known, label)) break;
        i++;
    }
    if (i == p->category_count) {
        char **grown = realloc(p->categories, (p->category_count + 1) * sizeof *grown);
        if (!grown) return -1;
        p->categories = grown;
        if (!(p->categories[i] = csv_field_text(label))) return -1;
        p->category_count++;
    }
    *x = (double)i;
    return 0;
}

/* Record r's point, or 1 when its y is empty; -1 with err set when a field is no number. */
static int point_of(struct plot *p, size_t r, const int cols[3], int categorical, struct plot_point *pt, char *err,
                    size_t errlen)
{
    static const char *const WHAT[] = { "x", "y", "se" };
    double *values[] = { &pt->x, &pt->y, &pt->se };
    pt->se = 0;
    pt->line = p->csv.lines[r];
    for (int i = 0; i < 3; i++) {
        if (cols[i] < 0 || (i == 0 && categorical)) continue;
        int rc = number(csv_cell(&p->csv, r, cols[i]), values[i]);
        if (rc == 1 && i == 1) return 1;
        if (rc == 1 && i == 2) continue; /* no standard error: no bar */
        if (rc != 0) {
            snprintf(err, errlen, "plot: %s:%zu: the %s column %s holds no number", p->csv.name, pt->line, WHAT[i],
                     p->csv.header[cols[i]]);
            return -1;
        }
        /* gnuplot refuses values near DBL_MAX (its ranges overflow past some 9e307); a bar is y +- 1.96 se. */
        const int bar_past = i == 2 && fabs(pt->y) + 1.96 * fabs(pt->se) > PLOT_LARGEST;
        if (fabs(*values[i]) > PLOT_LARGEST || bar_past) {
            snprintf(err, errlen, "plot: %s:%zu: the %s column %s holds %g, past what gnuplot draws (%s at most %g "
                     "in size)", p->csv.name, pt->line, WHAT[i], p->csv.header[cols[i]], *values[i],
                     i == 2 ? "y +- 1.96 se" : "a value", PLOT_LARGEST);
            return -1;
        }
    }
    return 0;
}

static int by_x(const void *a, const void *b)
{
    const struct plot_point *p = a, *q = b;
    return (p->x > q->x) - (p->x < q->x);
}

/* Sorts each series by x; a second point at one x, or a value that a log
 * axis cannot show, is an error. */
static int check_series(struct plot *p, const struct plot_options *o, char *err, size_t errlen)
{
    for (size_t i = 0; i < p->series_count; i++) {
        struct plot_series *s = &p->series[i];
        qsort(s->points, s->count, sizeof *s->points, by_x);
        for (size_t k = 0; k < s->count; k++) {
            const struct plot_point *pt = &s->points[k];
            if (k > 0 && pt->x == s->points[k - 1].x) {
                char at[64];
                snprintf(at, sizeof at, "%g", pt->x);
                snprintf(err, errlen, "plot: %s:%zu: a second point of %s%s%s at %s = %s (line %zu); --where or --by "
                         "tells the rows apart", p->csv.name, pt->line, *s->name ? "'" : "the series",
                         s->name, *s->name ? "'" : "", o->x, o->categorical ? p->categories[(size_t)pt->x] : at,
                         s->points[k - 1].line);
                return -1;
            }
            if ((o->log_x && pt->x <= 0) || (o->log_y && pt->y <= 0)) {
                snprintf(err, errlen, "plot: %s:%zu: %s = %g cannot be shown on a log scale", p->csv.name, pt->line,
                         o->log_x && pt->x <= 0 ? o->x : o->y, o->log_x && pt->x <= 0 ? pt->x : pt->y);
                return -1;
            }
        }
    }
    return 0;
}

static int collect(struct plot *p, const struct plot_options *o, char *err, size_t errlen)
{
    struct condition where[PLOT_MAX_WHERE];
    int cols[3] = { column(p, "--x", o->x, err, errlen), column(p, "--y", o->y, err, errlen), -1 };
    if (cols[0] < 0 || cols[1] < 0) return -1;
    if (o->se && (cols[2] = column(p, "--se", o->se, err, errlen)) < 0) return -1;
    int by = o->by ? column(p, "--by", o->by, err, errlen) : csv_column(&p->csv, "algorithm", 9);
    if (o->by && by < 0) return -1;
    int conditions = parse_where(p, o->where, where, err, errlen);
    if (conditions < 0) return -1;
    for (size_t r = 1; r < p->csv.records; r++) {
        struct plot_point pt;
        if (!selected(p, r, where, conditions)) continue;
        int rc = point_of(p, r, cols, o->categorical, &pt, err, errlen);
        if (rc < 0) return -1;
        if (rc == 1) continue;
        if (o->categorical && category_of(p, r, cols[0], &pt.x) != 0) return no_memory(err, errlen);
        struct plot_series *s = series_of(p, r, by);
        struct plot_point *grown = s ? realloc(s->points, (s->count + 1) * sizeof *grown) : NULL;
        if (!grown) return no_memory(err, errlen);
        s->points = grown;
        s->points[s->count++] = pt;
    }
    if (p->series_count == 0) {
        snprintf(err, errlen, "plot: %s: no row to draw (every row left out by --where, or its %s empty)",
                 p->csv.name, o->y);
        return -1;
    }
    return check_series(p, o, err, errlen);
}

int plot_read(const char *file, const struct plot_options *o, struct plot *p, char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    int rc = csv_read("plot", file, &p->csv, err, errlen);
    if (rc == 0) rc = collect(p, o, err, errlen);
    if (rc != 0) plot_free(p);
    return rc;
}

/* 3. The script. */

/* text as a gnuplot string that nothing in it can act on: in single
 * quotes, where gnuplot substitutes no backquoted command, no macro and no
 * backslash escape (a quote is the constant "'" joined on), and with every control
 * character (a newline would end the command) written as a space.  Text
 * from the CSV's cells and names and from the arguments reaches the script
 * only through here (or escape_text, in its comment line). */
static void put_string(FILE *out, const char *text)
{
    fputc('\'', out);
    for (const unsigned char *s = (const unsigned char *)text; *s; s++) {
        if (*s == '\'') fputs("'.\"'\".'", out); /* a quote: the constant "'" joined on (doubled, one would fail
                                                      where it begins the text: gnuplot reads two quotes as '') */
        else fputc(*s < 0x20 || *s == 0x7f ? ' ' : *s, out);
    }
    fputc('\'', out);
}

static void put_label(FILE *out, const char *command, const char *given, const char *fallback)
{
    fprintf(out, "set %s ", command);
    put_string(out, given ? given : fallback);
    fputs(" noenhanced\n", out);
}

void plot_write_script(FILE *out, const struct plot *p, const struct plot_options *o)
{
    char ylabel[256];
    snprintf(ylabel, sizeof ylabel, "%s%s", o->y, o->se ? " (bars: 95% interval, 1.96 x " : "");
    if (o->se) snprintf(ylabel + strlen(ylabel), sizeof ylabel - strlen(ylabel), "%s)", o->se);
    char name[512];
    fprintf(out, "# Drawn by starbench plot from %s.\n", escape_text(p->csv.name, name, sizeof name));
    fprintf(out, "set terminal %s size %d,%d font 'Sans,11'\n", o->format == PLOT_SVG ? "svg" : "pngcairo", o->width,
            o->height);
    /* make reproduce's look (scripts/plots/common.gpi): its eight colours that stay apart, then four more for
     * plots with more series (play-referee.png's eleven evaluations), so that no two series share one. */
    static const char *const COLOURS[] = { "#000000", "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e",
                                           "#8c564b", "#17becf", "#e377c2", "#bcbd22", "#7f7f7f", "#8b0000" };
    enum { COLOUR_COUNT = sizeof COLOURS / sizeof COLOURS[0] };
    fputs("set encoding utf8\nset grid\nset key outside right top box opaque\nset border 3\nset tics nomirror\n", out);
    for (int i = 0; i < COLOUR_COUNT; i++) fprintf(out, "set style line %d lc rgb '%s' lw 2 pt %d\n", i + 1, COLOURS[i], 5 + 2 * i);
    if (o->log_x || o->log_y) fprintf(out, "set logscale %s%s\n", o->log_x ? "x" : "", o->log_y ? "y" : "");
    if (o->title) put_label(out, "title", o->title, NULL);
    put_label(out, "xlabel", o->xlabel, o->x);
    put_label(out, "ylabel", o->ylabel, ylabel);
    if (o->categorical) { /* each label a place on the axis, as far apart as the points need, drawn as written
                             (noenhanced: gnuplot would read _, ^ and @ in it as markup) */
        fprintf(out, "set xrange [-0.5:%zu.5]\nset xtics rotate by -45 noenhanced (", p->category_count - 1);
        for (size_t c = 0; c < p->category_count; c++) {
            fputs(c ? ", " : "", out);
            put_string(out, p->categories[c]);
            fprintf(out, " %zu", c);
        }
        fputs(")\n", out);
    }
    for (size_t i = 0; i < p->series_count; i++) {
        fprintf(out, "$s%zu << EOD\n", i);
        for (size_t k = 0; k < p->series[i].count; k++) {
            const struct plot_point *pt = &p->series[i].points[k];
            fprintf(out, "%.17g %.17g %.17g\n", pt->x, pt->y, 1.96 * pt->se);
        }
        fputs("EOD\n", out);
    }
    for (size_t i = 0; i < p->series_count; i++) {
        static const char *const STYLES[2][2] = { { "linespoints", "yerrorlines" }, { "points", "yerrorbars" } };
        fprintf(out, "%s$s%zu using 1:2%s with %s ls %zu title ", i ? ", \\\n     " : "plot ", i, o->se ? ":3" : "",
                STYLES[o->categorical != 0][o->se != NULL], i % (size_t)COLOUR_COUNT + 1);
        put_string(out, p->series[i].name);
        fputs(" noenhanced", out);
    }
    fputc('\n', out);
}

/* 4. Running gnuplot. */

/* Copies the image from gnuplot's standard output (fd) to out, so that a
 * write error (a full disk, /dev/full) is ours to see: gnuplot's own is
 * not reported in its exit status.  The bytes copied (0: gnuplot wrote
 * no image), or -1 with errno set. */
static long long copy_image(int fd, FILE *out)
{
    char buf[65536];
    ssize_t n;
    long long copied = 0;
    int failed = 0;
    while ((n = read(fd, buf, sizeof buf)) != 0) {
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return -1;
        if (!failed && fwrite(buf, 1, (size_t)n, out) != (size_t)n) failed = 1; /* read on: gnuplot must finish */
        copied += n;
    }
    return failed || fflush(out) != 0 ? -1 : copied;
}

/* gnuplot's last line of text on its standard error (its own message, "line 3: ..."), trimmed, into buf. */
static void last_words(FILE *text, char *buf, size_t len)
{
    char line[512];
    buf[0] = '\0';
    rewind(text);
    while (fgets(line, sizeof line, text)) {
        size_t n = strlen(line);
        while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == ' ')) line[--n] = '\0';
        const char *start = line + strspn(line, " \t");
        if (*start) snprintf(buf, len, "%s", start);
    }
}

/* The script, written whole to an unnamed temporary file and rewound:
 * gnuplot's standard input, so that reading its output cannot block on
 * feeding it the script. */
static FILE *script_file(const struct plot *p, const struct plot_options *o)
{
    FILE *script = tmpfile();
    if (!script) return NULL;
    plot_write_script(script, p, o);
    if (fflush(script) != 0 || ferror(script) || fseek(script, 0, SEEK_SET) != 0) {
        fclose(script);
        return NULL;
    }
    return script;
}

int plot_render(FILE *out, const struct plot *p, const struct plot_options *o, const char *gnuplot, char *err,
                size_t errlen)
{
    int image[2], status = 0;
    FILE *script = script_file(p, o), *words = tmpfile(); /* words: gnuplot's standard error, one line of it shown */
    if (!script || !words || fflush(out) != 0 || pipe(image) != 0) {
        snprintf(err, errlen, "plot: %s", strerror(errno));
        if (script) fclose(script);
        if (words) fclose(words);
        return -1;
    }
    pid_t child = fork();
    if (child == 0) { /* gnuplot reads the script on its standard input and writes the image to the pipe */
        close(image[0]);
        if (dup2(fileno(script), STDIN_FILENO) < 0 || dup2(image[1], STDOUT_FILENO) < 0
            || dup2(fileno(words), STDERR_FILENO) < 0)
            _exit(EXIT_EXEC_FAILED);
        execlp(gnuplot, gnuplot, (char *)NULL);
        _exit(EXIT_EXEC_FAILED);
    }
    close(image[1]);
    fclose(script);
    if (child < 0) {
        snprintf(err, errlen, "plot: cannot run %s: %s", gnuplot, strerror(errno));
        close(image[0]);
        fclose(words);
        return -1;
    }
    long long copied = copy_image(image[0], out);
    int copy_errno = errno;
    close(image[0]);
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) continue;
    char said[256];
    last_words(words, said, sizeof said);
    fclose(words);
    if (WIFEXITED(status) && WEXITSTATUS(status) == EXIT_EXEC_FAILED)
        snprintf(err, errlen, "plot: cannot run '%s' (install gnuplot: Debian's gnuplot-nox; or write the script "
                 "with --script)", gnuplot);
    else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        snprintf(err, errlen, "plot: %s failed (%s %d)%s%s", gnuplot, WIFEXITED(status) ? "exit status" : "signal",
                 WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status), *said ? ": " : "", said);
    else if (copied < 0)
        snprintf(err, errlen, "plot: writing the image: %s", strerror(copy_errno));
    else if (copied == 0)
        snprintf(err, errlen, "plot: %s wrote no image (exit status 0)%s%s", gnuplot, *said ? ": " : "", said);
    else return 0;
    return -1;
}

void plot_free(struct plot *p)
{
    for (size_t c = 0; c < p->category_count; c++) free(p->categories[c]);
    free(p->categories);
    for (size_t i = 0; i < p->series_count; i++) {
        free(p->series[i].name);
        free(p->series[i].points);
    }
    free(p->series);
    csv_free(&p->csv);
    memset(p, 0, sizeof *p);
}
