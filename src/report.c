/* report.c - see report.h.  Numbers are printed with fixed precision so that
 * the same results give the same bytes on every machine. */
#include "report.h"

#include <math.h>

#include "analysis.h"

const char *report_mode_name(enum tree_order order)
{
    switch (order) {
    case ORDER_BEST: return "best";
    case ORDER_RANDOM: return "random";
    case ORDER_ENUMERATED: return "exact";
    }
    return "?";
}

static int probe_rounds(const struct experiment *e, int a)
{
    return algorithm_params(&ALGORITHMS[e->algorithm[a]], e->probes).probe_rounds;
}

void report_summary_header(FILE *out)
{
    fputs("n,mode,algorithm,probes,trials,seed,leaves_mean,leaves_sd,leaves_se,leaves_pct,"
          "probe_cutoffs_mean,regular_cutoffs_mean,probe_cutoffs_se,regular_cutoffs_se,star_first\n", out);
}

void report_summary_row(FILE *out, const struct experiment *e, int a,
                        const struct algorithm_summary *s)
{
    double n3 = (double)e->n * e->n * e->n;
    /* An enumeration is the whole population: its mean has no sampling error
     * and its sd is the population sd. */
    int exact = e->order == ORDER_ENUMERATED;
    double count = (double)s->leaves.count;
    double sd = exact ? sqrt(s->leaves.m2 / count) : running_stat_sd(&s->leaves);
    fprintf(out, "%d,%s,%s,%d,%llu,%llu,%.4f,%.4f,%.4f,%.4f,%.4f,%.4f,%.4f,%.4f,%d\n",
            e->n, report_mode_name(e->order), ALGORITHMS[e->algorithm[a]].name,
            probe_rounds(e, a), (unsigned long long)s->leaves.count,
            (unsigned long long)e->seed, s->leaves.mean, sd,
            exact ? 0.0 : running_stat_se(&s->leaves), 100.0 * s->leaves.mean / n3,
            s->probe_cutoffs.mean, s->regular_cutoffs.mean,
            exact ? 0.0 : running_stat_se(&s->probe_cutoffs),
            exact ? 0.0 : running_stat_se(&s->regular_cutoffs), e->star_first);
}

void report_formula_row(FILE *out, int n, double leaves)
{
    /* Not a sample: trials, seed, spreads and cutoffs are left empty. */
    fprintf(out, "%d,formula,star1,0,,,%.4f,,,%.4f,,,,,0\n", n, leaves,
            100.0 * leaves / ((double)n * n * n));
}

void report_constants(FILE *out)
{
    double result1 = analysis_star1_best_fraction();
    fputs("constant,value,definition\n", out);
    fprintf(out, "star1_best_fraction_of_n3,%.6f,Result 1: Star1 best-case leaves / N**3 as N grows"
            " (1 - integral of eq. (14)/N over w/N in [-1/2 1/2])\n", result1);
    fprintf(out, "star2_best_multiple_of_n2,%.6f,Result 2: Star2 best-case leaves / N**2 as N grows"
            " (N**2 for the best * node + Result 1 times N**2 for the others)\n", 1.0 + result1);
}

void report_trial_header(FILE *out)
{
    fputs("n,mode,algorithm,probes,trial,seed,leaves,probe_cutoffs,regular_cutoffs,value,star_first\n", out);
}

void report_trial_row(FILE *out, const struct experiment *e, int a, uint64_t trial,
                      const struct tree *t, const struct trial_result *r)
{
    char value[64];
    tree_format_value(t, r->value, value, sizeof value);
    fprintf(out, "%d,%s,%s,%d,%llu,%llu,%llu,%llu,%llu,%s,%d\n",
            e->n, report_mode_name(e->order), ALGORITHMS[e->algorithm[a]].name,
            probe_rounds(e, a), (unsigned long long)trial, (unsigned long long)e->seed,
            (unsigned long long)r->stats.leaves, (unsigned long long)r->stats.probe_cutoffs,
            (unsigned long long)r->stats.regular_cutoffs, value, e->star_first);
}
