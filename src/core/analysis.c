/* analysis.c - see analysis.h. */
#include "core/analysis.h"

#include <math.h>
#include <stdlib.h>

double analysis_harmonic(int n)
{
    double h = 0;
    for (int k = n; k >= 1; k--) h += 1.0 / k;
    return h;
}

/* D(M)/N! of eq. (15): the probability that, when the * node of value -n
 * (n > M) is searched, the best * node seen so far is worth -M.  Term s
 * counts the orders in which -M and s of the N-M-2 nodes worse than -M
 * (other than -n) precede -n:  C(N-M-2, s) (s+1)! (N-s-2)! / N!, evaluated
 * as the products of eq. (21) so that nothing overflows; the product over
 * i < s is carried from one term to the next, so this is O(N). */
static double best_so_far_probability(int n_total, int m)
{
    double p = 0, product = 1;
    int worse = n_total - m - 2;
    for (int s = 0; s <= worse; s++) {
        if (s > 0) product *= (double)(worse - (s - 1)) / (double)(n_total - (s - 1));
        double term = (s + 1.0) * product;
        term /= (double)(n_total - s) * (double)(n_total - s - 1);
        p += term;
    }
    return p;
}

double analysis_star1_average(int n)
{
    /* A(N) = N*N*H(N): leaves below the fully searched * nodes (6.2.1.3). */
    double total = (double)n * n * analysis_harmonic(n);
    /* D(M)/N! does not depend on the rejected node's value: computed once
     * per M, so the whole is O(N**2). */
    double *best_so_far = malloc((size_t)(n > 0 ? n : 1) * sizeof *best_so_far);
    if (!best_so_far) return NAN;
    for (int m = 0; m < n; m++) best_so_far[m] = best_so_far_probability(n, m);
    /* B(N), eq. (20): a * node worth -v, rejected when the best so far is
     * worth -m (m < v), is cut off after J = N(3N + 2m)/(3N + 2v) of its -
     * nodes (eq. (17)-(19): j*(-v) + (3N/2)(N - j) <= -mN, high-order terms),
     * N leaves each. */
    for (int v = 1; v < n; v++)
        for (int m = 0; m < v; m++) {
            double j = (double)n * (3.0 * n + 2.0 * m) / (3.0 * n + 2.0 * v);
            total += best_so_far[m] * j * n;
        }
    free(best_so_far);
    return total;
}

/* Eq. (14) over N: the fraction of its - nodes that Star1 skips below the *
 * node whose value is w - N/2, with x = w/N in [-1/2, 1/2]. */
static double skipped_fraction(double x)
{
    return (-3.0 + 2.0 * x + sqrt(13.0 - 20.0 * x + 4.0 * x * x)) / 2.0;
}

double analysis_star1_best_fraction(void)
{
    /* Composite Simpson's rule; the integrand is smooth on [-1/2, 1/2]. */
    const int intervals = 1000;
    const double h = 1.0 / intervals;
    double sum = skipped_fraction(-0.5) + skipped_fraction(0.5);
    for (int i = 1; i < intervals; i++)
        sum += (i % 2 ? 4.0 : 2.0) * skipped_fraction(-0.5 + i * h);
    return 1.0 - sum * h / 3.0;
}
