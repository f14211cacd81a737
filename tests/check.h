/* check.h - minimal known-answer checks: print got/expected, count failures. */
#ifndef STARBENCH_CHECK_H
#define STARBENCH_CHECK_H

#include <stdio.h>

static int check_failures, check_count;

#define CHECK_EQ_INT(got, expected, ...) do {                                         \
        long long got_ = (long long)(got), expected_ = (long long)(expected);        \
        check_count++;                                                                \
        if (got_ != expected_) {                                                      \
            check_failures++;                                                         \
            fprintf(stderr, "%s:%d: got %lld, expected %lld: ", __FILE__, __LINE__,  \
                    got_, expected_);                                                 \
            fprintf(stderr, __VA_ARGS__);                                             \
            fputc('\n', stderr);                                                      \
        }                                                                             \
    } while (0)

#define CHECK(cond, ...) CHECK_EQ_INT(!!(cond), 1, __VA_ARGS__)

/* The plain closing line: "N passed, N failed". */
static int check_report(const char *suite)
{
    printf("%s: %d passed, %d failed\n", suite, check_count - check_failures, check_failures);
    return check_failures ? 1 : 0;
}

#endif
