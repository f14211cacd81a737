/* output.h - where the CSV goes, and how it is published.
 *
 * Standard output is streamed: rows are written as they are produced.
 * -o PATH is handled as users of Unix tools expect.  PATH's chain of
 * symbolic links is followed one link at a time, each element's directory
 * made canonical, so no chain or detour (l2 -> l1 -> /proc/self/fd/1,
 * /./proc/...) hides where it leads:
 *  - a chain that reaches one of this process's own descriptors
 *    (/dev/stdout, /dev/fd/N, /proc/self/fd/N) writes to that descriptor,
 *    at its offset, as `>&N` would: never truncated, never replaced;
 *  - any other chain through /dev or /proc is opened and written directly,
 *    never replaced: a device or FIFO as it is, a regular file at its end
 *    (as `>>` would: never truncated);
 *  - a character device, FIFO or socket elsewhere is written directly;
 *  - the end of any other chain (a new name, a dangling link's target, a
 *    regular file with one link) is written to a temporary file in its
 *    directory, flushed and renamed over it at the end, keeping the
 *    existing file's mode and owner: whole or not at all;
 *  - a regular file with several hard links, one whose owner could not be
 *    kept, or one in a directory that cannot take a temporary file, is
 *    written to an unnamed temporary file and copied into the file in place
 *    at the end, so its links and owner survive;
 *  - a directory, a missing directory, a read-only or unwritable file is
 *    refused when it is opened, before anything runs.
 * On SIGINT, SIGTERM and SIGHUP the temporary file is removed and the
 * process dies of the signal (SIGKILL cannot be caught: a temporary file
 * named .starbench-XXXXXX may then remain beside PATH).
 * Nothing here prints: errors come back as one line in err.
 */
#ifndef STARBENCH_OUTPUT_H
#define STARBENCH_OUTPUT_H

#include <stddef.h>
#include <stdio.h>

enum output_kind {
    OUTPUT_STREAM,   /* stdout or a non-regular file: written as produced */
    OUTPUT_RENAME,   /* a temporary file beside the target, renamed over it */
    OUTPUT_COPY      /* an unnamed temporary file, copied into the target */
};

struct output {
    FILE *file;           /* where rows go now */
    enum output_kind kind;
    const char *option;   /* the option that named it ("-o", "--dot"), for messages */
    const char *name;     /* as the user gave it (messages) */
    char *target;         /* the end of the link chain (see above); NULL for stdout */
    char *temp;           /* OUTPUT_RENAME: the temporary file's path */
    unsigned mode;
};

/* Opens the destination that `option` named: path NULL is standard
 * output.  Returns 0, or -1 with a one-line reason in err that starts with
 * option. */
int output_open(struct output *o, const char *option, const char *path, char *err, size_t errlen);

/* Whether the destinations a and b (NULL: standard output) are one: they
 * lead to the same file (by name, or by device and inode where both
 * exist) or the same descriptor of this process, so that writing both
 * would mix or overwrite one with the other. */
int output_same_destination(const char *a, const char *b);

/* Nonzero when a streamed destination can no longer be written because its
 * reader has gone (a pipe whose reader closed): there is no point going on. */
int output_reader_gone(const struct output *o);

/* Publishes what was written.  Returns 0, or -1 with a reason in err (and
 * the target left as it was, except for an OUTPUT_COPY that failed while
 * copying). */
int output_commit(struct output *o, char *err, size_t errlen);

/* Drops what was written: the target is left as it was. */
void output_discard(struct output *o);

#endif
