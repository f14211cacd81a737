/* input.h - reading a whole input into memory (tree files, --stats files). */
#ifndef STARBENCH_INPUT_H
#define STARBENCH_INPUT_H

#include <stddef.h>
#include <stdio.h>

struct input {
    char *text;    /* the bytes read, NUL-terminated */
    size_t size;   /* bytes read (without the NUL) */
    size_t mapped; /* 0, or the length of an anonymous mapping that holds text */
};

/* Reads `in` to its end into in->text.  A regular file is read in one go
 * into memory asked for at its size and filled in one system call where
 * the system offers it (Linux's MAP_POPULATE: a 34 MB file then costs one
 * call instead of 8,500 page faults); anything else (a pipe) in growing
 * blocks.  Returns 0, or -1 with errno set on a read error, when out of
 * memory (ENOMEM), or past `limit` bytes (EFBIG). */
int input_read(FILE *in, size_t limit, struct input *in_text);

/* Frees what input_read returned. */
void input_release(struct input *in_text);

#endif
