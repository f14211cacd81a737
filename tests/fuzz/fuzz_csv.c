/* fuzz_csv.c - the readers of CSV-like files under a fuzzer (issue #36):
 * ChanceProbCut's fit (--cut-fit), and the CSV that `starbench pivot` and
 * `starbench plot` read.  Each input is written to a file (the readers
 * take a path, as the command line gives it) and read by each; what a
 * reader accepts is written out (pivot's table, plot's script) into
 * memory, and what it refuses must come with a message safe to show.
 * See fuzz.h for how it is built and replayed.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/cutfit.h"
#include "fuzz.h"
#include "output/pivot.h"
#include "output/plot.h"

static char path[64];

static void remove_file(void)
{
    remove(path);
}

/* The input as a file, written anew each time (removed at exit); its path. */
static const char *as_file(const uint8_t *data, size_t size)
{
    if (!path[0]) {
        snprintf(path, sizeof path, "/tmp/starbench-fuzz-%ld.csv", (long)getpid());
        atexit(remove_file);
    }
    FILE *f = fopen(path, "wb");
    if (!f) abort();
    if (size && fwrite(data, 1, size, f) != size) abort();
    fclose(f);
    return path;
}

/* Writes into memory and throws away: what the writers do with accepted input must not crash. */
static FILE *sink(char **buf, size_t *len)
{
    FILE *out = open_memstream(buf, len);
    if (!out) abort();
    return out;
}

static void fuzz_pivot(const char *path)
{
    static const struct pivot_options OPTIONS[] = { { NULL, NULL, NULL, NULL }, { "n", NULL, NULL, NULL },
                                                    { NULL, "n", "leaves", NULL }, { NULL, "n", "leaves", "star1" } };
    for (size_t i = 0; i < sizeof OPTIONS / sizeof OPTIONS[0]; i++) {
        struct pivot p;
        char err[512], *buf = NULL;
        size_t len = 0;
        if (pivot_read(path, &OPTIONS[i], &p, err, sizeof err) != 0) {
            check_escaped(err);
            continue;
        }
        FILE *out = sink(&buf, &len);
        pivot_write(out, &p);
        fclose(out);
        free(buf);
        pivot_free(&p);
    }
}

static void fuzz_plot(const char *path)
{
    static const struct plot_options OPTIONS[] = {
        { .x = "n", .y = "leaves", .width = 100, .height = 100 },
        { .x = "n", .y = "leaves", .se = "se", .by = "algorithm", .where = "mode=random", .log_x = 1, .log_y = 1,
          .title = "t\"\\", .width = 100, .height = 100 },
        { .x = "algorithm", .y = "leaves", .by = "n", .categorical = 1, .width = 100, .height = 100 },
    };
    for (size_t i = 0; i < sizeof OPTIONS / sizeof OPTIONS[0]; i++) {
        struct plot p;
        char err[512], *buf = NULL;
        size_t len = 0;
        if (plot_read(path, &OPTIONS[i], &p, err, sizeof err) != 0) {
            check_escaped(err);
            continue;
        }
        FILE *out = sink(&buf, &len);
        plot_write_script(out, &p, &OPTIONS[i]);
        fclose(out);
        free(buf);
        plot_free(&p);
    }
}

static void fuzz_cut_fit(const char *path)
{
    struct cut_fit f;
    char err[512];
    memset(&f, 0, sizeof f);
    if (cut_fit_read(path, &f, err, sizeof err) != 0) check_escaped(err);
}

static int fuzz_one(const uint8_t *data, size_t size)
{
    const char *path = as_file(data, size);
    fuzz_cut_fit(path);
    fuzz_pivot(path);
    fuzz_plot(path);
    return 0;
}

FUZZ_MAIN(fuzz_one)
