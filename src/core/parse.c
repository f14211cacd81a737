/* parse.c - see parse.h. */
#include "core/parse.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int parse_real(const char *s, double *out)
{
    char *end;
    if (*s == '\0' || strspn(s, "0123456789+-.eE") != strlen(s)) return -1; /* strtod would read 0x10, inf, nan */
    errno = 0;
    double v = strtod(s, &end);
    if (end == s || *end || !isfinite(v) || (errno == ERANGE && fabs(v) > 1)) return -1;
    *out = v;
    return 0;
}

/* A whole decimal number in [min, max]: digits only, no sign, no spaces. */
int parse_uint(const char *s, uint64_t min, uint64_t max, uint64_t *out)
{
    uint64_t v = 0;
    if (*s == '\0') return -1;
    for (const char *p = s; *p; p++) {
        if (*p < '0' || *p > '9') return -1;
        unsigned digit = (unsigned)(*p - '0');
        if (v > (UINT64_MAX - digit) / 10) return -1;
        v = v * 10 + digit;
    }
    if (v < min || v > max) return -1;
    *out = v;
    return 0;
}

/* A decimal W, W.F or .F (no sign), with 1 to max_digits digits F after
 * a point and W <= max_whole, exactly: *num / *den, *den = 10^digits.
 * 0, or -1. */
int parse_decimal(const char *arg, int max_digits, uint64_t max_whole, uint64_t *num, uint64_t *den)
{
    const char *dot = strchr(arg, '.');
    char whole[32] = "";
    uint64_t w = 0, f = 0;
    *den = 1;
    if (!dot) return parse_uint(arg, 0, max_whole, num);
    size_t len = (size_t)(dot - arg), digits = strlen(dot + 1);
    if (len >= sizeof whole || digits < 1 || digits > (size_t)max_digits) return -1;
    memcpy(whole, arg, len);
    if ((len > 0 && parse_uint(whole, 0, max_whole, &w) != 0) || parse_uint(dot + 1, 0, UINT64_MAX, &f) != 0)
        return -1;
    for (size_t i = 0; i < digits; i++) *den *= 10;
    *num = w * *den + f;
    return 0;
}

/* A decimal from 0 to max / 1000 with at most 3 digits after the point,
 * exactly, in thousandths (1.5 -> 1500). */
int parse_thousandths(const char *name, const char *arg, int max, int *out, char *err, size_t errlen)
{
    uint64_t num, den;
    if (parse_decimal(arg, 3, (uint64_t)max / 1000, &num, &den) != 0 || num * (1000 / den) > (uint64_t)max) {
        snprintf(err, errlen, "%s: expected a number from 0 to %d with at most 3 digits after the point, got '%s'",
                 name, max / 1000, arg);
        return -1;
    }
    *out = (int)(num * (1000 / den));
    return 0;
}

/* --budget KIND=N: evals or nodes, 1 <= N <= 2^62. */
int parse_budget(const char *name, const char *arg, struct search_budget *b, char *err, size_t errlen)
{
    const char *equals = strchr(arg, '=');
    size_t kind_length = equals ? (size_t)(equals - arg) : 0;
    for (int k = BUDGET_EVALS; equals && k <= BUDGET_TIME; k++) {
        if (strlen(BUDGET_KIND_NAMES[k]) != kind_length || strncmp(arg, BUDGET_KIND_NAMES[k], kind_length) != 0)
            continue;
        if (parse_uint(equals + 1, 1, k == BUDGET_TIME ? BUDGET_MAX_MILLISECONDS : BUDGET_MAX_LIMIT, &b->limit) != 0)
            break;
        b->kind = (enum budget_kind)k;
        return 0;
    }
    snprintf(err, errlen, "%s: expected evals=N or nodes=N with N from 1 to 2^62, or time=MS with MS from 1 "
             "to %d (CPU milliseconds), got '%s'", name, BUDGET_MAX_MILLISECONDS, arg);
    return -1;
}
