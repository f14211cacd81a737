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

#define INPUT_NO_MEMORY (-2)

/* Reads the file `name` ("-": standard input) whole into *t with
 * input_read, for the tool `who` ("merge", "pivot") that expects `what`
 * ("a CSV file").  Returns 0; INPUT_NO_MEMORY with "WHO: out of memory" in
 * err; or -1 with a one-line reason that names the file: it cannot be
 * opened or read, or it holds a NUL byte (so it is not WHAT). */
int input_read_named(const char *who, const char *what, const char *name, struct input *t, char *err,
                     size_t errlen);

/* Frees what input_read returned. */
void input_release(struct input *in_text);

#endif
