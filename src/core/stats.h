/* stats.h - exact, mergeable summary statistics.
 *
 * A summary is kept as integer sufficient statistics: the count, the sum
 * and the sum of squares of the observations (leaf counts, cutoff counts),
 * in 128-bit integers.  Adding is exact and associative, so the statistics
 * of a run split into any slices, added up in any order, are exactly those
 * of the unsplit run, and so are the means and spreads printed from them
 * (computed once, from the totals, in one fixed way).  The sums are exact
 * while the sum of squares stays below 2^128: for 10^9 trials, while no
 * trial counts more than about 5 * 10^14.
 */
#ifndef STARBENCH_STATS_H
#define STARBENCH_STATS_H

#include <stddef.h>
#include <stdint.h>

__extension__ typedef unsigned __int128 stat_u128;

struct exact_stat {
    uint64_t count;
    stat_u128 sum, sum_squares;
};

static inline void exact_stat_add(struct exact_stat *s, uint64_t x)
{
    s->count++;
    s->sum += x;
    s->sum_squares += (stat_u128)x * x;
}

static inline void exact_stat_merge(struct exact_stat *into, const struct exact_stat *from)
{
    into->count += from->count;
    into->sum += from->sum;
    into->sum_squares += from->sum_squares;
}

/* sum / count (0 for no observations), correctly rounded to a double. */
double exact_stat_mean(const struct exact_stat *s);

/* The mean sum / count written with 4 decimals, rounded exactly (half to
 * even) from the integers, so no binary rounding decides a printed digit;
 * "0.0000" for no observations.  Returns buf. */
char *exact_stat_format_mean(const struct exact_stat *s, char *buf, size_t len);

/* The standard deviation: the sample's (n - 1), or with population set the
 * population's (n); 0 for fewer than 2 observations.  The variance's
 * numerator n * sum_squares - sum^2 is formed exactly when it fits in 128
 * bits (always, in practice), then divided and rooted in double. */
double exact_stat_sd(const struct exact_stat *s, int population);

/* The standard error of the mean: the sample sd / sqrt(n). */
double exact_stat_se(const struct exact_stat *s);

/* A 128-bit count in decimal; returns buf. */
char *stat_u128_format(stat_u128 x, char *buf, size_t len);

/* Parses a decimal 128-bit count (digits only); 0, or -1 if it is not one. */
int stat_u128_parse(const char *s, size_t len, stat_u128 *out);

#endif
