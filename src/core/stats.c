/* stats.c - see stats.h. */
#include "core/stats.h"

#include <math.h>
#include <stdio.h>

double exact_stat_mean(const struct exact_stat *s)
{
    return s->count ? (double)s->sum / (double)s->count : 0.0;
}

char *exact_stat_format_mean(const struct exact_stat *s, char *buf, size_t len)
{
    if (!s->count) {
        snprintf(buf, len, "0.0000");
        return buf;
    }
    /* q = floor(10^4 sum / n), then round by the remainder (10^4 sum fits:
     * sum < 2^64 * 2^64 / 10^4 in every practical run; checked). */
    const stat_u128 n = s->count, scale = 10000, limit = ~(stat_u128)0;
    if (s->sum > limit / scale) {
        snprintf(buf, len, "%.4f", exact_stat_mean(s));
        return buf;
    }
    stat_u128 scaled = s->sum * scale, q = scaled / n, r = scaled % n;
    if (2 * r > n || (2 * r == n && q % 2 == 1)) q++;
    char whole[48];
    stat_u128_format(q / scale, whole, sizeof whole);
    snprintf(buf, len, "%s.%04u", whole, (unsigned)(q % scale));
    return buf;
}

double exact_stat_sd(const struct exact_stat *s, int population)
{
    if (s->count < 2) return 0.0;
    const stat_u128 n = s->count, limit = ~(stat_u128)0;
    double numerator; /* n * sum_squares - sum^2 = n * sum((x - mean)^2) >= 0 */
    if (s->sum_squares <= limit / n)
        numerator = (double)(n * s->sum_squares - s->sum * s->sum);
    else
        numerator = (double)n * (double)s->sum_squares - (double)s->sum * (double)s->sum;
    if (numerator < 0) numerator = 0;
    double divisor = (double)s->count * (double)(population ? s->count : s->count - 1);
    return sqrt(numerator / divisor);
}

double exact_stat_se(const struct exact_stat *s)
{
    return s->count < 2 ? 0.0 : exact_stat_sd(s, 0) / sqrt((double)s->count);
}

char *stat_u128_format(stat_u128 x, char *buf, size_t len)
{
    char digits[48];
    int n = 0;
    do {
        digits[n++] = (char)('0' + (int)(x % 10));
        x /= 10;
    } while (x);
    size_t i = 0;
    while (n > 0 && i + 1 < len) buf[i++] = digits[--n];
    if (len) buf[i] = '\0';
    return buf;
}

int stat_u128_parse(const char *s, size_t len, stat_u128 *out)
{
    const stat_u128 limit = ~(stat_u128)0;
    stat_u128 v = 0;
    if (len == 0 || len > 39) return -1;
    for (size_t i = 0; i < len; i++) {
        if (s[i] < '0' || s[i] > '9') return -1;
        unsigned digit = (unsigned)(s[i] - '0');
        if (v > (limit - digit) / 10) return -1;
        v = v * 10 + digit;
    }
    *out = v;
    return 0;
}
