/* input.c - see input.h. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, MAP_POPULATE */
#include "core/input.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Memory for a regular file's size bytes and its NUL, or NULL. */
static char *room_for_file(size_t size, size_t *mapped)
{
    *mapped = 0;
#if defined(MAP_ANONYMOUS) && defined(MAP_POPULATE)
    if (size >= ((size_t)1 << 20)) {
        void *p = mmap(NULL, size + 1, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
        if (p != MAP_FAILED) {
            *mapped = size + 1;
            return p;
        }
    }
#endif
    return malloc(size + 1);
}

/* A regular file of known size: read straight into room for it (and one
 * more byte, to see that it did not grow meanwhile). */
static int read_regular(FILE *in, size_t size, size_t limit, struct input *t)
{
    if (size > limit) {
        errno = EFBIG;
        return -1;
    }
    if (!(t->text = room_for_file(size + 1, &t->mapped))) {
        errno = ENOMEM;
        return -1;
    }
    t->size = fread(t->text, 1, size + 1, in);
    return 0;
}

/* Anything else: growing blocks (up to just past limit). */
static int read_stream(FILE *in, size_t limit, struct input *t)
{
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap + 1);
    for (;;) {
        if (!buf) {
            errno = ENOMEM;
            return -1;
        }
        n += fread(buf + n, 1, cap - n, in);
        if (n < cap || cap > limit) break;
        char *more = realloc(buf, cap * 2 + 1);
        if (!more) free(buf);
        buf = more;
        cap *= 2;
    }
    t->text = buf;
    t->size = n;
    return 0;
}

int input_read(FILE *in, size_t limit, struct input *t)
{
    struct stat st;
    memset(t, 0, sizeof *t);
    int regular = fstat(fileno(in), &st) == 0 && S_ISREG(st.st_mode) && ftell(in) == 0;
    if (regular) {
        if (read_regular(in, (size_t)st.st_size, limit, t) != 0) return -1;
        if (t->size > (size_t)st.st_size) { /* it grew while being read: read it as a stream */
            input_release(t);
            rewind(in);
            regular = 0;
        }
    }
    if (!regular && read_stream(in, limit, t) != 0) return -1;
    int failed = ferror(in), error = errno;
    if (failed || t->size > limit) {
        input_release(t);
        errno = failed ? error : EFBIG;
        return -1;
    }
    t->text[t->size] = '\0';
    return 0;
}

int input_read_named(const char *who, const char *what, const char *name, struct input *t, char *err,
                     size_t errlen)
{
    int from_stdin = strcmp(name, "-") == 0;
    FILE *in = from_stdin ? stdin : fopen(name, "rb");
    if (!in) {
        snprintf(err, errlen, "%s: cannot open %s: %s", who, name, strerror(errno));
        return -1;
    }
    int failed = input_read(in, (size_t)-1 / 4, t) != 0, error = errno;
    if (!from_stdin) fclose(in);
    if (failed && error == ENOMEM) {
        snprintf(err, errlen, "%s: out of memory", who);
        return INPUT_NO_MEMORY;
    }
    if (failed) {
        snprintf(err, errlen, "%s: cannot read %s: %s", who, name, strerror(error));
        return -1;
    }
    if (strlen(t->text) != t->size) {
        snprintf(err, errlen, "%s: %s: a NUL byte; not %s", who, name, what);
        input_release(t);
        return -1;
    }
    return 0;
}

void input_release(struct input *t)
{
    if (t->mapped) munmap(t->text, t->mapped);
    else free(t->text);
    t->text = NULL;
    t->size = t->mapped = 0;
}
