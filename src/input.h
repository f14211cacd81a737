/* input.h - reading a whole input into memory (tree files, --stats files). */
#ifndef STARBENCH_INPUT_H
#define STARBENCH_INPUT_H

#include <stddef.h>
#include <stdio.h>

/* Reads `in` to its end into a NUL-terminated buffer (the caller frees
 * it) and sets *size to the bytes read.  NULL with errno set on a read
 * error, when out of memory (ENOMEM), or past `limit` bytes (EFBIG). */
char *input_read_all(FILE *in, size_t limit, size_t *size);

#endif
