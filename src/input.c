/* input.c - see input.h. */
#include "input.h"

#include <errno.h>
#include <stdlib.h>

char *input_read_all(FILE *in, size_t limit, size_t *size)
{
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap + 1);
    for (;;) {
        if (!buf) {
            errno = ENOMEM;
            return NULL;
        }
        n += fread(buf + n, 1, cap - n, in);
        if (n < cap || cap > limit) break;
        char *more = realloc(buf, cap * 2 + 1);
        if (!more) free(buf);
        buf = more;
        cap *= 2;
    }
    int failed = ferror(in), error = errno;
    if (failed || n > limit) {
        free(buf);
        errno = failed ? error : EFBIG;
        return NULL;
    }
    buf[n] = '\0';
    *size = n;
    return buf;
}
