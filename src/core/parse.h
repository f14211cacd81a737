/* parse.h - range-checked numbers from text, shared by every reader of
 * settings (the command line, play's engine specs, tools): each takes the
 * whole text or nothing, and prints nothing. */
#ifndef STARBENCH_PARSE_H
#define STARBENCH_PARSE_H

#include <stddef.h>
#include <stdint.h>

#include "core/search.h"

/* A whole decimal number in [min, max], digits only: 0, or -1. */
int parse_uint(const char *s, uint64_t min, uint64_t max, uint64_t *out);

/* A decimal W, W.F or .F (no sign), 1 to max_digits digits after the
 * point, W <= max_whole, exactly: *num / *den with *den = 10^digits.  0,
 * or -1. */
int parse_decimal(const char *arg, int max_digits, uint64_t max_whole, uint64_t *num, uint64_t *den);

/* A finite number written in decimal (sign, digits, point, exponent: 2.5, -1e-3), the whole of s: 0, or -1
 * for anything else (hexadecimal 0x10, inf and nan included) and for a value past a double's range (one that
 * underflows toward 0 is kept). */
int parse_real(const char *s, double *out);

/* A number from 0 to max / 1000 with at most 3 decimals, in thousandths
 * (1.5 -> 1500).  0, or -1 with a one-line message naming `name`. */
int parse_thousandths(const char *name, const char *arg, int max, int *out, char *err, size_t errlen);

/* A budget evals=N or nodes=N, 1 <= N <= 2^62, or time=MS, 1 <= MS <=
 * BUDGET_MAX_MILLISECONDS.  0, or -1 with a message naming `name`. */
int parse_budget(const char *name, const char *arg, struct search_budget *b, char *err, size_t errlen);

#endif
