/* main.c - wires the command line to experiments and reports.  The only
 * place that prints messages or exits. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "analysis.h"
#include "cli.h"
#include "experiment.h"
#include "report.h"

enum { EXIT_RUNTIME = 1, EXIT_USAGE = 2 };

/* Where the CSV goes until it is complete: a temporary file beside -o (renamed
 * over it at the end), or an anonymous one copied to stdout at the end. */
struct output {
    FILE *file;
    char *temp_path;   /* NULL for stdout */
};

static void message(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("starbench: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

static int output_open(struct output *out, const char *path)
{
    out->temp_path = NULL;
    if (!path) {
        out->file = tmpfile();
        if (!out->file) message("cannot create a temporary file: %s", strerror(errno));
        return out->file ? 0 : -1;
    }
    size_t len = strlen(path) + sizeof ".tmp.XXXXXX";
    out->temp_path = malloc(len);
    if (!out->temp_path) {
        message("out of memory");
        return -1;
    }
    snprintf(out->temp_path, len, "%s.tmp.XXXXXX", path);
    int fd = mkstemp(out->temp_path);
    mode_t mask = umask(0);
    umask(mask);
    /* mkstemp makes the file private; the result should be an ordinary file. */
    if (fd < 0 || fchmod(fd, 0666 & ~mask) != 0 || !(out->file = fdopen(fd, "w+"))) {
        message("-o: cannot write '%s': %s", path, strerror(errno));
        if (fd >= 0) {
            close(fd);
            unlink(out->temp_path);
        }
        free(out->temp_path);
        out->temp_path = NULL;
        return -1;
    }
    return 0;
}

static void output_discard(struct output *out)
{
    fclose(out->file);
    if (out->temp_path) unlink(out->temp_path);
    free(out->temp_path);
}

/* Publishes the finished CSV.  Returns 0, or -1 after a message. */
static int output_commit(struct output *out, const char *path)
{
    if (path) {
        int failed = fflush(out->file) != 0 || ferror(out->file) || fsync(fileno(out->file)) != 0;
        failed |= fclose(out->file) != 0;
        if (failed || rename(out->temp_path, path) != 0) {
            message("-o: cannot write '%s': %s", path, strerror(errno));
            unlink(out->temp_path);
            free(out->temp_path);
            return -1;
        }
        free(out->temp_path);
        return 0;
    }
    char buf[1 << 16];
    size_t got;
    rewind(out->file);
    while ((got = fread(buf, 1, sizeof buf, out->file)) > 0)
        if (fwrite(buf, 1, got, stdout) != got) break;
    int failed = ferror(out->file) || fflush(stdout) != 0 || ferror(stdout);
    fclose(out->file);
    if (failed) message("write error on standard output: %s", strerror(errno));
    return failed ? -1 : 0;
}

struct trial_writer {
    FILE *file;
    const struct experiment *e;
};

static int write_trial_rows(void *arg, uint64_t trial, const struct tree *t,
                            const struct trial_result *results)
{
    struct trial_writer *w = arg;
    for (int a = 0; a < w->e->algorithm_count; a++)
        report_trial_row(w->file, w->e, a, trial, t, &results[a]);
    return ferror(w->file) ? -1 : 0;
}

/* Runs every (N, mode) the configuration asks for, writing CSV to out. */
static int run(const struct run_config *o, FILE *out)
{
    static const struct { int mode; enum tree_order order; } MODE_ORDERS[] = {
        { MODE_BEST, ORDER_BEST }, { MODE_RANDOM, ORDER_RANDOM }, { MODE_EXACT, ORDER_ENUMERATED },
    };
    if (o->per_trial) report_trial_header(out);
    else report_summary_header(out);
    for (int i = 0; i < o->n_count; i++) {
        if (o->modes & MODE_FORMULA) report_formula_row(out, o->n[i], analysis_star1_average(o->n[i]));
        for (size_t m = 0; m < sizeof MODE_ORDERS / sizeof MODE_ORDERS[0]; m++) {
            if (!(o->modes & MODE_ORDERS[m].mode)) continue;
            struct experiment e = { .spec = run_config_spec(o, o->n[i], MODE_ORDERS[m].order),
                                    .first_trial = o->first_trial, .trials = o->trials,
                                    .algorithms = o->algorithms, .algorithm_count = o->algorithm_count,
                                    .verify = o->verify, .threads = o->threads };
            struct algorithm_summary summary[EXPERIMENT_MAX_ALGORITHMS];
            struct trial_writer writer = { out, &e };
            char err[256];
            if (experiment_run(&e, summary, o->per_trial ? write_trial_rows : NULL, &writer,
                               err, sizeof err) != 0) {
                message("%s", err);
                return -1;
            }
            for (int a = 0; !o->per_trial && a < e.algorithm_count; a++)
                report_summary_row(out, &e, a, &summary[a]);
        }
    }
    if (ferror(out)) {
        message("write error on the temporary output file");
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    struct run_config o;
    char err[512];
    if (cli_parse(argc, argv, &o, err, sizeof err) != 0) {
        message("%s", err);
        return EXIT_USAGE;
    }
    switch (o.action) {
    case CLI_HELP: cli_print_help(stdout); break;
    case CLI_VERSION: printf("starbench %s\n", STARBENCH_VERSION); break;
    case CLI_LIST: cli_print_list(stdout); break;
    case CLI_CONSTANTS: report_constants(stdout); break;
    case CLI_RUN: {
        struct output out;
        if (output_open(&out, o.output) != 0) return EXIT_RUNTIME;
        if (run(&o, out.file) != 0) {
            output_discard(&out);
            return EXIT_RUNTIME;
        }
        return output_commit(&out, o.output) == 0 ? EXIT_SUCCESS : EXIT_RUNTIME;
    }
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        message("write error on standard output");
        return EXIT_RUNTIME;
    }
    return EXIT_SUCCESS;
}
