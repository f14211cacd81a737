/* test_stats.c - exact statistics: means rounded from the integers (ties to
 * even), spreads against a direct two-pass computation, 128-bit decimal
 * round trips, and merging slices equal to the whole. */
#include <math.h>
#include <string.h>

#include "check.h"
#include "core/stats.h"

static void check_mean(const uint64_t *x, int n, const char *expected)
{
    struct exact_stat s = { 0, 0, 0 };
    char buf[64];
    for (int i = 0; i < n; i++) exact_stat_add(&s, x[i]);
    exact_stat_format_mean(&s, buf, sizeof buf);
    CHECK(strcmp(buf, expected) == 0, "mean of %d values: got %s, expected %s", n, buf, expected);
}

static void test_means(void)
{
    /* 137583 / 20000 = 6.87915: a tie at the 5th decimal, rounded to even (6.8792);
     * 137581 / 20000 = 6.87905 -> 6.8790. */
    static uint64_t x[20000];
    for (int i = 0; i < 20000; i++) x[i] = 6 + (i < 17583);
    check_mean(x, 20000, "6.8792");
    for (int i = 0; i < 20000; i++) x[i] = 6 + (i < 17581);
    check_mean(x, 20000, "6.8790");
    static const uint64_t thirds[] = { 0, 1, 1 }, big[] = { UINT64_MAX, UINT64_MAX };
    check_mean(thirds, 3, "0.6667");
    check_mean(big, 2, "18446744073709551615.0000");
    check_mean(x, 0, "0.0000");
}

static void test_spread(void)
{
    static const uint64_t x[] = { 3, 17, 4, 4, 1000, 9, 0, 12 };
    const int n = 8;
    struct exact_stat s = { 0, 0, 0 };
    double mean = 0, m2 = 0;
    for (int i = 0; i < n; i++) {
        exact_stat_add(&s, x[i]);
        mean += (double)x[i] / n;
    }
    for (int i = 0; i < n; i++) m2 += ((double)x[i] - mean) * ((double)x[i] - mean);
    CHECK(fabs(exact_stat_sd(&s, 0) - sqrt(m2 / (n - 1))) < 1e-9, "sample sd %.12f vs %.12f", exact_stat_sd(&s, 0),
          sqrt(m2 / (n - 1)));
    CHECK(fabs(exact_stat_sd(&s, 1) - sqrt(m2 / n)) < 1e-9, "population sd");
    CHECK(fabs(exact_stat_se(&s) - sqrt(m2 / (n - 1)) / sqrt(n)) < 1e-9, "se");
    /* Any split, merged, is the whole. */
    struct exact_stat a = { 0, 0, 0 }, b = { 0, 0, 0 };
    for (int i = 0; i < n; i++) exact_stat_add(i < 3 ? &a : &b, x[i]);
    exact_stat_merge(&b, &a);
    CHECK(b.count == s.count && b.sum == s.sum && b.sum_squares == s.sum_squares, "merged slices = the whole");
}

static void test_decimal(void)
{
    char buf[48];
    stat_u128 max = ~(stat_u128)0, v;
    stat_u128_format(max, buf, sizeof buf);
    CHECK(strcmp(buf, "340282366920938463463374607431768211455") == 0, "2^128 - 1: %s", buf);
    CHECK(stat_u128_parse(buf, strlen(buf), &v) == 0 && v == max, "2^128 - 1 parsed back");
    CHECK(stat_u128_parse("340282366920938463463374607431768211456", 39, &v) != 0, "2^128 refused");
    CHECK(stat_u128_parse("12a", 3, &v) != 0 && stat_u128_parse("", 0, &v) != 0 && stat_u128_parse("-1", 2, &v) != 0,
          "non-digits and empty refused");
    stat_u128_format(0, buf, sizeof buf);
    CHECK(strcmp(buf, "0") == 0, "zero: %s", buf);
}

int main(void)
{
    test_means();
    test_spread();
    test_decimal();
    return check_report("stats");
}
