/* netfile.h - a network's weights as a data file (data/networks/NAME.txt,
 * found through datadir.h), read whole and checked against a digest.
 *
 * The file: lines of '#' are comments; then records, each a name and its
 * value ("hidden 256"), or a name with one or two dimensions and that
 * many whole numbers after it ("w1[256][241]", a row to a line), in the
 * order the network needs them.  Its digest: h = mix64(h ^ x) (mix64.h)
 * from h = 0 over every record in order, x its name's code (the same chain
 * over the name's bytes, from 0), then its dimensions, then its values (as
 * 64-bit two's complement).  scripts/netfit.py
 * writes these files and prints their digest.  Prints nothing.
 */
#ifndef STARBENCH_NETFILE_H
#define STARBENCH_NETFILE_H

#include <stddef.h>
#include <stdint.h>

#define NETFILE_MAX_RECORDS 16
#define NETFILE_NAME 16

struct netfile_record {
    char name[NETFILE_NAME];
    int rank;          /* 0: a value; 1 or 2: an array of dims[0] (x dims[1]) */
    long dims[2];
    size_t count;
    int64_t *values;   /* malloc'ed: take it (set NULL) to keep it past netfile_free */
};

struct netfile {
    struct netfile_record records[NETFILE_MAX_RECORDS];
    int count;
    uint64_t digest;
    char path[4096];   /* where it was read */
};

/* Reads `name` (below the data directory: "networks/net13.txt") into f.
 * 0, or -1 with a one-line reason naming the file (not found, a malformed
 * record with its line, out of memory). */
int netfile_read(const char *name, struct netfile *f, char *err, size_t errlen);

/* The record `name` of `rank` dimensions equal to dims (rank 0: none), or NULL. */
struct netfile_record *netfile_get(struct netfile *f, const char *name, int rank, long d0, long d1);

void netfile_free(struct netfile *f);

#endif
