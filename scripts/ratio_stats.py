"""ratio_stats.py: what the games' summaries say of a ratio of costs over
positions, exactly (Fractions) and the same on every machine.

ratio(pairs): sum of the first over sum of the second, the pooled ratio.
bootstrap(pairs): its 95% percentile interval, from DRAWS resamples of the
positions with replacement (each index int(random() * n) of Python's
Mersenne Twister seeded with SEED: random() is the one generator Python
keeps the same across versions; each draw's ratio an IEEE double), the
2.5th and 97.5th percentiles by quantile() below.
quantile(values, p): the p-quantile of the per-position values, by linear
interpolation between the closest ranks (numpy's default): with an even
count the median is the mean of the middle two.
decimal(q): q to 4 decimals, rounded half up, exactly."""
import random
from fractions import Fraction

DRAWS = 2000
SEED = 1982


def decimal(q):
    scaled = Fraction(q) * 10000
    n = (scaled.numerator * 2 + scaled.denominator) // (2 * scaled.denominator)
    sign = "-" if n < 0 else ""
    n = abs(n)
    return "%s%d.%04d" % (sign, n // 10000, n % 10000)


def ratio(pairs):
    return Fraction(sum(a for a, _ in pairs), sum(b for _, b in pairs))


def quantile(values, p):
    xs = sorted(values)
    h = (len(xs) - 1) * Fraction(p)
    i = int(h)
    return xs[i] if i + 1 == len(xs) else xs[i] + (h - i) * (xs[i + 1] - xs[i])


def bootstrap(pairs):
    """(lo, hi): the pooled ratio's 95% interval; pairs' second members all positive."""
    rng = random.Random(SEED)
    n = len(pairs)
    draws = []
    for _ in range(DRAWS):
        a = b = 0
        for _ in range(n):
            x, y = pairs[int(rng.random() * n)]
            a += x
            b += y
        draws.append(a / b)  # a double, correctly rounded: the same on every machine
    return tuple(Fraction(quantile(draws, Fraction(p, 40))) for p in (1, 39))
