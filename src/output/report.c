/* report.c - see report.h.  Numbers are printed with fixed precision so that
 * the same results give the same bytes on every machine. */
#include "output/report.h"

#include <math.h>
#include <string.h>

#include "core/analysis.h"

const char *report_mode_name(enum tree_order order)
{
    switch (order) {
    case ORDER_BEST: return "best";
    case ORDER_RANDOM: return "random";
    case ORDER_ENUMERATED: return "exact";
    }
    return "?";
}

/* The columns every row starts with: the tree's settings, the goal, the
 * mode, the algorithm, its probing rounds and its * node cutoff test. */
static void settings(FILE *out, const struct gen_spec *spec, const char *goal, const char *mode,
                     const char *algorithm, int probes, enum star1_cutoff cutoff)
{
    fprintf(out, "%d,%d,%d,%s,%s,", spec->n, spec->plies, spec->c, GEN_PROBS_NAMES[spec->probs],
            GEN_MODELS[spec->model].name);
    if (GEN_MODELS[spec->model].uses_p) {
        if (spec->p_den == 1) fprintf(out, "%llu", (unsigned long long)spec->p_num);
        else fprintf(out, "%llu/%llu", (unsigned long long)spec->p_num, (unsigned long long)spec->p_den);
    }
    fprintf(out, ",%s,%s,%s,%d,%s,", goal, mode, algorithm, probes, SEARCH_CUTOFF_NAMES[cutoff]);
}

/* The star-first mode's name, or empty when no child is put first. */
static const char *star_first_mode(const struct gen_spec *spec)
{
    return spec->root_first_rank >= 0 ? GEN_STAR_FIRST_MODE_NAMES[spec->star_first_mode] : "";
}

static void algorithm_settings(FILE *out, const struct experiment *e, int a)
{
    const struct run_algorithm *ra = &e->algorithms[a];
    settings(out, &e->spec, SEARCH_GOAL_NAMES[ra->params.goal], report_mode_name(e->spec.order),
             ra->algorithm->name, ra->params.probe_rounds, ra->params.cutoff);
}

/* Which optional column groups rows carry (report.h). */
static int horizon_columns(const struct horizon_spec *h)
{
    return h && horizon_spec_evaluates(h);
}

static int order_columns(const struct horizon_spec *h)
{
    return h && (horizon_spec_reorders(h) || h->rank_probes > 0 || horizon_order_history(h->order));
}

/* The horizon's settings, each after a comma (no horizon: --order eval
 * alone, the horizon empty). */
static void horizon_settings(FILE *out, const struct horizon_spec *h)
{
    if (h->horizon > 0) fprintf(out, ",%d", h->horizon);
    else fputc(',', out);
    fprintf(out, ",%s,%lld", h->eval_name, (long long)h->noise);
}

/* The ordering's settings, each after a comma; the header's, at the end of a header. */
static void order_settings(FILE *out, const struct horizon_spec *h)
{
    if (order_columns(h))
        fprintf(out, ",%s,%s,%d", HORIZON_MOVE_ORDER_NAMES[h->order], HORIZON_CHANCE_ORDER_NAMES[h->chance_order],
                h->rank_probes);
}

static void order_header(FILE *out, const struct horizon_spec *h)
{
    if (order_columns(h)) fputs("," REPORT_ORDER_HEADER, out);
}

/* --best-first-prob Q with 0 < Q < 1 (spec NULL: merged rows, which have
 * none): rows end with best_first_prob, Q as P/Q. */
static int best_first_column(const struct gen_spec *spec)
{
    return spec && spec->root_first_rank >= 0 && spec->first_den > 0;
}

static void best_first_header(FILE *out, const struct gen_spec *spec)
{
    if (best_first_column(spec)) fputs(",best_first_prob", out);
}

static void best_first_value(FILE *out, const struct gen_spec *spec)
{
    if (best_first_column(spec))
        fprintf(out, ",%llu/%llu", (unsigned long long)spec->first_num, (unsigned long long)spec->first_den);
}

/* --count distinct: the last column, after a comma. */
static void count_header(FILE *out, int count_distinct)
{
    if (count_distinct) fputs(",count", out);
}

static void count_value(FILE *out, int count_distinct)
{
    if (count_distinct) fputs(",distinct", out);
}

#define SUMMARY_QUALITY_HEADER "correct_rate,correct_se,loss_mean,loss_se,decisive_trials,decisive_correct_rate," \
                               "decisive_correct_se,root_win_rate"

void report_summary_header(FILE *out, const struct horizon_spec *horizon, const struct gen_spec *spec,
                           int count_distinct, int paired)
{
    fputs(SETTINGS_HEADER "trials,seed,leaves_mean,leaves_sd,leaves_se," REPORT_BASELINE_HEADER ","
          REPORT_BOUNDS_HEADER ",probe_cutoffs_mean,regular_cutoffs_mean,probe_cutoffs_se,regular_cutoffs_se,star_first,star_first_mode", out);
    if (horizon_columns(horizon)) fputs("," REPORT_HORIZON_HEADER "," SUMMARY_QUALITY_HEADER, out);
    order_header(out, horizon);
    best_first_header(out, spec);
    count_header(out, count_distinct);
    if (paired) fputs("," REPORT_PAIRED_HEADER, out);
    fputc('\n', out);
}

/* REPORT_PAIRED_HEADER's columns, each after a comma, for s at a horizon
 * paired with `first` (NULL: this is the first, and they are empty).  A
 * trial's difference in correctness is +1 (gained), -1 (lost) or 0, so
 * its sum is gained - lost and its sum of squares gained + lost. */
static void paired_columns(FILE *out, const struct algorithm_summary *s, const struct horizon_spec *first)
{
    if (!first) {
        fputs(",,,,,,,", out);
        return;
    }
    double t = (double)s->gained.count, g = (double)s->gained.sum, l = (double)s->lost.sum;
    double variance = t > 1 ? (t * (g + l) - (g - l) * (g - l)) / (t * (t - 1)) : 0;
    fprintf(out, ",%d,%llu,%llu,%.4f,%.4f,%.4f,%.4f", first->horizon, (unsigned long long)s->gained.sum,
            (unsigned long long)s->lost.sum, t > 0 ? (g - l) / t : 0.0, sqrt(variance / (t > 0 ? t : 1)),
            (exact_stat_mean(&s->loss_diff_shifted) - (double)EXPERIMENT_LOSS_SHIFT) / 1e6,
            exact_stat_se(&s->loss_diff_shifted) / 1e6);
}

/* A summary's horizon group and move quality, each after a comma; the
 * quality empty when the search went to the leaves (--order eval alone:
 * every move exact, none judged).  The loss is summed in millionths of the
 * tree's unit (experiment_loss_micro).  The decisive trials' rate is empty
 * when there are none, the root's win rate but for win/loss models. */
static void summary_quality(FILE *out, const struct algorithm_summary *s, int population,
                            const struct horizon_spec *horizon, int win_loss)
{
    char correct[64], decisive[64] = "", root_win[64] = "";
    if (!horizon_columns(horizon)) return;
    horizon_settings(out, horizon);
    if (horizon->horizon == 0) {
        fputs(",,,,,,,,", out);
        return;
    }
    fprintf(out, ",%s,%.4f,%.4f,%.4f", exact_stat_format_mean(&s->correct, correct, sizeof correct),
            population ? 0.0 : exact_stat_se(&s->correct), exact_stat_mean(&s->loss_micro) / 1e6,
            population ? 0.0 : exact_stat_se(&s->loss_micro) / 1e6);
    if (s->decisive_correct.count) exact_stat_format_mean(&s->decisive_correct, decisive, sizeof decisive);
    if (win_loss) exact_stat_format_mean(&s->root_win, root_win, sizeof root_win);
    fprintf(out, ",%llu,%s,", (unsigned long long)s->decisive_correct.count, decisive);
    if (s->decisive_correct.count) fprintf(out, "%.4f", population ? 0.0 : exact_stat_se(&s->decisive_correct));
    fprintf(out, ",%s", root_win);
}

/* The baseline and its percents (report.h), each after a comma. */
static void baseline_columns(FILE *out, double leaves, double baseline)
{
    double examined = 100.0 * leaves / baseline;
    fprintf(out, ",%.0f,%.4f,%.4f", baseline, examined, 100.0 * (baseline - leaves) / baseline);
}

/* A summary's leaves_mean, leaves_sd and leaves_se, each after a comma.
 * An enumeration (population) is the whole population: its mean has no
 * sampling error and its sd is the population sd. */
static void leaves_spread(FILE *out, const struct algorithm_summary *s, int population)
{
    char mean[64];
    fprintf(out, ",%s,%.4f,%.4f", exact_stat_format_mean(&s->leaves, mean, sizeof mean),
            exact_stat_sd(&s->leaves, population), population ? 0.0 : exact_stat_se(&s->leaves));
}

/* probe_cutoffs_mean, regular_cutoffs_mean and their standard errors, each after a comma. */
static void cutoff_columns(FILE *out, const struct algorithm_summary *s, int population)
{
    char probe_mean[64], regular_mean[64];
    fprintf(out, ",%s,%s,%.4f,%.4f", exact_stat_format_mean(&s->probe_cutoffs, probe_mean, sizeof probe_mean),
            exact_stat_format_mean(&s->regular_cutoffs, regular_mean, sizeof regular_mean),
            population ? 0.0 : exact_stat_se(&s->probe_cutoffs), population ? 0.0 : exact_stat_se(&s->regular_cutoffs));
}

void report_summary_values(FILE *out, const struct algorithm_summary *s, const struct summary_frame *frame,
                           const struct horizon_spec *horizon, const struct gen_spec *spec)
{
    char seed[24] = "";
    int population = frame->population;
    if (frame->seeded) snprintf(seed, sizeof seed, "%llu", (unsigned long long)frame->seed);
    fprintf(out, "%llu,%s", (unsigned long long)s->leaves.count, seed);
    leaves_spread(out, s, population);
    baseline_columns(out, exact_stat_mean(&s->leaves), frame->baseline_leaves);
    fprintf(out, ",%lld,%lld,theory", (long long)frame->lo, (long long)frame->hi);
    cutoff_columns(out, s, population);
    fprintf(out, ",%d,%s", frame->star_first, frame->star_first_mode);
    summary_quality(out, s, population, horizon, spec && GEN_MODELS[spec->model].win_loss);
    order_settings(out, horizon);
    best_first_value(out, spec);
    count_value(out, frame->count_distinct);
    if (frame->paired) paired_columns(out, s, frame->paired_with);
    fputc('\n', out);
}

void report_summary_row(FILE *out, const struct experiment *e, int k, int a,
                        const struct algorithm_summary *s)
{
    const struct horizon_spec *first = e->horizon;
    struct experiment at = *e; /* the k-th view's row */
    at.horizon = e->horizon ? &e->horizon[k] : NULL;
    e = &at;
    algorithm_settings(out, e, a);
    /* The baseline: with a horizon H < D, the horizon tree's leaves, the
     * N^H C^(H-1) nodes scored. */
    struct gen_spec searched = e->spec;
    if (e->horizon && e->horizon->horizon > 0 && e->horizon->horizon < searched.plies)
        searched.plies = e->horizon->horizon;
    struct summary_frame frame = { e->spec.seed, e->spec.order == ORDER_RANDOM, gen_leaf_count(&searched), 0, 0,
                                   e->spec.order == ORDER_ENUMERATED, e->spec.root_first_rank + 1,
                                   star_first_mode(&e->spec), e->algorithms[a].count_distinct, 0, NULL };
    gen_bounds(&e->spec, &frame.lo, &frame.hi);
    frame.paired = e->horizon_count > 1;
    frame.paired_with = frame.paired && k > 0 ? first : NULL;
    report_summary_values(out, s, &frame, e->horizon, &e->spec);
}

void report_stats_header(FILE *out)
{
    fputs(REPORT_STATS_HEADER "\n", out);
}

static void stat_columns(FILE *out, const struct exact_stat *s)
{
    char sum[48], squares[48];
    fprintf(out, ",%s,%s", stat_u128_format(s->sum, sum, sizeof sum),
            stat_u128_format(s->sum_squares, squares, sizeof squares));
}

void report_stats_row(FILE *out, const struct experiment *e, int a, const struct algorithm_summary *s)
{
    uint64_t first, count;
    experiment_slice(e, &first, &count);
    algorithm_settings(out, e, a);
    fprintf(out, "%llu,%d,%s,%llu,%llu,%llu,%llu", (unsigned long long)e->spec.seed, e->spec.root_first_rank + 1,
            star_first_mode(&e->spec), (unsigned long long)experiment_first_trial(e),
            (unsigned long long)experiment_trial_count(e), (unsigned long long)first, (unsigned long long)count);
    stat_columns(out, &s->leaves);
    stat_columns(out, &s->probe_cutoffs);
    stat_columns(out, &s->regular_cutoffs);
    fputc('\n', out);
}

void report_formula_row(FILE *out, int n, double leaves)
{
    /* Not a sample: trials, seed, spreads and cutoffs are left empty. */
    struct gen_spec paper = gen_spec_ballard(n, ORDER_RANDOM, 0);
    int64_t lo, hi;
    gen_bounds(&paper, &lo, &hi);
    settings(out, &paper, SEARCH_GOAL_NAMES[GOAL_VALUE], "formula", "star1", 0, CUTOFF_INCLUSIVE);
    fprintf(out, ",,%.4f,,", leaves);
    baseline_columns(out, leaves, gen_leaf_count(&paper));
    fprintf(out, ",%lld,%lld,theory,,,,,0,\n", (long long)lo, (long long)hi);
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

/* A search's value as rows print it: exact (a fraction), with goal move
 * possibly ">=" a bound; product propagation's probability in decimals
 * (it is computed in doubles: search.h). */
static void format_result(const struct tree *t, const struct run_algorithm *ra, const struct search_result *r,
                          char *buf, size_t len)
{
    if (ra->params.method == METHOD_PRODUCT) {
        snprintf(buf, len, "%.9f", r->probability);
        return;
    }
    int n = snprintf(buf, len, "%s", r->lower_bound_only ? ">=" : "");
    tree_format_value(t, r->value, buf + n, len - (size_t)n);
}

/* The move chosen, as tree rows and trial rows end with a horizon: its
 * exact value in the full tree, the best move's, whether it is a best
 * one, the loss, and whether the root's moves differ in value at all
 * (each after a comma). */
/* REPORT_COST_HEADER's columns, each after a comma. */
static void cost_columns(FILE *out, const struct search_stats *stats)
{
    fprintf(out, ",%llu,%llu", (unsigned long long)stats->nodes, (unsigned long long)stats->evaluations);
}

static void quality_columns(FILE *out, const struct tree *t, const struct move_quality *q)
{
    char chosen[64], best[64], loss[64];
    if (!q->judged) { /* no horizon: the search was exhaustive to the leaves (or no + root) */
        fputs(",,,,,", out);
        return;
    }
    tree_format_value(t, q->chosen_value, chosen, sizeof chosen);
    tree_format_value(t, q->best_value, best, sizeof best);
    tree_format_value(t, q->best_value - q->chosen_value, loss, sizeof loss);
    fprintf(out, ",%s,%s,%d,%s,%d", chosen, best, move_quality_correct(q), loss, q->decisive);
}

#define QUALITY_HEADER "move_value,best_value,correct,loss,decisive"

void report_trial_header(FILE *out, const struct horizon_spec *horizon, const struct gen_spec *spec,
                         int count_distinct)
{
    fputs(SETTINGS_HEADER "trial,seed,leaves,probe_cutoffs,regular_cutoffs,value,star_first,star_first_mode", out);
    if (horizon_columns(horizon)) fputs("," REPORT_HORIZON_HEADER ",move," QUALITY_HEADER "," REPORT_COST_HEADER, out);
    order_header(out, horizon);
    best_first_header(out, spec);
    count_header(out, count_distinct);
    fputc('\n', out);
}

void report_trial_row(FILE *out, const struct experiment *e, int a, uint64_t trial,
                      const struct tree *t, const struct trial_result *r)
{
    char value[64];
    /* With goal move, a root whose last child was cut off as strictly best
     * has only a lower bound: printed as >=value. */
    format_result(t, &e->algorithms[a], &r->result, value, sizeof value);
    int first = gen_root_first_rank(&e->spec, trial); /* with --best-first-prob, this trial's draw */
    algorithm_settings(out, e, a);
    fprintf(out, "%llu,%llu,%llu,%llu,%llu,%s,%d,%s", (unsigned long long)trial,
            (unsigned long long)e->spec.seed, (unsigned long long)r->stats.leaves,
            (unsigned long long)r->stats.probe_cutoffs, (unsigned long long)r->stats.regular_cutoffs,
            value, first + 1, first >= 0 ? star_first_mode(&e->spec) : "");
    if (horizon_columns(e->horizon)) {
        horizon_settings(out, e->horizon);
        fprintf(out, ",%d", r->quality.chosen + 1);
        quality_columns(out, t, &r->quality);
        cost_columns(out, &r->stats);
    }
    order_settings(out, e->horizon);
    best_first_value(out, &e->spec);
    count_value(out, e->algorithms[a].count_distinct);
    fputc('\n', out);
}

void report_csv_field(FILE *out, const char *text)
{
    if (!strpbrk(text, ",\"\r\n")) {
        fputs(text, out);
        return;
    }
    fputc('"', out);
    for (const char *p = text; *p; p++) {
        if (*p == '"') fputc('"', out);
        fputc(*p, out);
    }
    fputc('"', out);
}

/* A tree row's last columns: the goal unless value, and a reordering's trial and seed. */
static void tree_header_end(FILE *out, const struct tree_row_frame *frame)
{
    order_header(out, frame->horizon);
    if (frame->goal != GOAL_VALUE) fputs(",goal", out);
    if (frame->per_trial) fputs(",trial,seed", out);
    count_header(out, frame->count_distinct);
    fputc('\n', out);
}

static void tree_row_end(FILE *out, const struct tree_row_frame *frame)
{
    order_settings(out, frame->horizon);
    if (frame->goal != GOAL_VALUE) fprintf(out, ",%s", SEARCH_GOAL_NAMES[frame->goal]);
    if (frame->per_trial) fprintf(out, ",%llu,%llu", (unsigned long long)frame->trial, (unsigned long long)frame->seed);
    count_value(out, frame->count_distinct);
    fputc('\n', out);
}

/* A tree row's first columns: the file, its bounds and the algorithm. */
static void tree_settings(FILE *out, const struct tree_row_frame *frame, const struct tree *t,
                          const struct run_algorithm *ra)
{
    char lo[64], hi[64];
    tree_format_value(t, t->lo, lo, sizeof lo);
    tree_format_value(t, t->hi, hi, sizeof hi);
    report_csv_field(out, frame->file);
    fprintf(out, ",%s,%s,%s,%d,%s,", lo, hi, ra->algorithm->name, ra->params.probe_rounds,
            SEARCH_CUTOFF_NAMES[ra->params.cutoff]);
}

/* A tree row's baseline columns (REPORT_BASELINE_HEADER): empty when no exhaustive search ran. */
static void tree_baseline_columns(FILE *out, const struct tree_row_frame *frame, double leaves)
{
    if (frame->has_baseline) baseline_columns(out, leaves, (double)frame->baseline_leaves);
    else fputs(",,,", out);
}

/* REPORT_CUT_HEADER's columns, each after a comma. */
static void cut_columns(FILE *out, const struct run_algorithm *ra, const struct search_stats *stats)
{
    const struct cut_fit *f = ra->cut_fit;
    if (f) fprintf(out, ",%d.%03d,%d", f->sigmas_milli / 1000, f->sigmas_milli % 1000, f->reduction);
    else fputs(",,", out);
    fprintf(out, ",%llu,%llu", (unsigned long long)stats->forward_cutoffs, (unsigned long long)stats->shallow_searches);
}

void report_tree_header(FILE *out, const struct tree_row_frame *frame)
{
    fputs("file,lo,hi,algorithm,probes,star1_cutoff,leaves,value,probe_cutoffs,regular_cutoffs,move,line,"
          "bounds_source," REPORT_BASELINE_HEADER, out);
    if (horizon_columns(frame->horizon)) fputs("," REPORT_HORIZON_HEADER "," QUALITY_HEADER, out);
    if (frame->table) fputs("," REPORT_TABLE_HEADER, out);
    if (frame->cut) fputs("," REPORT_CUT_HEADER, out);
    fputs("," REPORT_COST_HEADER, out);
    if (frame->cpu_time) fputs(",cpu_seconds", out);
    if (frame->budget) fputs("," REPORT_BUDGET_HEADER, out);
    if (frame->budget && frame->budget->partial) fputs(",partial_children", out);
    if (frame->game) fputs("," REPORT_GAME_HEADER, out);
    if (frame->verdicts) fputs("," REPORT_REFEREE_HEADER, out);
    tree_header_end(out, frame);
}

void report_tree_summary_header(FILE *out, const struct tree_row_frame *frame)
{
    fputs("file,lo,hi,algorithm,probes,star1_cutoff,trials,seed,leaves_mean,leaves_sd,leaves_se,value,"
          "probe_cutoffs_mean,regular_cutoffs_mean,probe_cutoffs_se,regular_cutoffs_se,bounds_source,"
          REPORT_BASELINE_HEADER, out);
    if (horizon_columns(frame->horizon)) fputs("," REPORT_HORIZON_HEADER "," SUMMARY_QUALITY_HEADER, out);
    tree_header_end(out, frame);
}

void report_tree_summary_row(FILE *out, const struct tree_row_frame *frame, const struct tree *t,
                             const struct run_algorithm *ra, const struct algorithm_summary *s,
                             const struct trial_result *last)
{
    char value[64];
    format_result(t, ra, &last->result, value, sizeof value);
    tree_settings(out, frame, t, ra);
    fprintf(out, "%llu,%llu", (unsigned long long)s->leaves.count, (unsigned long long)frame->seed);
    leaves_spread(out, s, 0);
    fprintf(out, ",%s", value);
    cutoff_columns(out, s, 0);
    fprintf(out, ",%s", frame->bounds_source);
    tree_baseline_columns(out, frame, exact_stat_mean(&s->leaves));
    summary_quality(out, s, 0, frame->horizon, 0);
    tree_row_end(out, frame);
}

void report_format_points(const struct tree *t, value_t per_point, value_t v, char *buf, size_t len)
{
    __extension__ typedef __int128 i128;
    i128 den = (i128)t->scale * per_point, num = (i128)v * 10000;
    i128 magnitude = ((num < 0 ? -num : num) * 2 + den) / (2 * den);
    long long whole = (long long)(magnitude / 10000), frac = (long long)(magnitude % 10000);
    snprintf(buf, len, "%s%lld.%04lld", v < 0 && magnitude ? "-" : "", whole, frac);
}

/* REPORT_GAME_HEADER's columns, each after a comma: the chosen root move
 * named by the game (its index in the game's own order), the value in points. */
static void game_columns(FILE *out, const struct tree_row_frame *frame, const struct tree *t,
                         const struct run_algorithm *ra, const struct trial_result *r)
{
    const struct tree *g = frame->game;
    char text[TREE_MOVE_NAME] = "", after[TREE_MOVE_NAME] = "", points[64] = "";
    if (r->quality.chosen >= 0 && g->ops->name_move(g, &g->root, r->quality.chosen, text, after) != 0)
        text[0] = after[0] = '\0';
    if (ra->params.method != METHOD_PRODUCT) {
        int n = snprintf(points, sizeof points, "%s", r->result.lower_bound_only ? ">=" : "");
        report_format_points(t, g->per_point, r->result.value, points + n, sizeof points - (size_t)n);
    }
    fputc(',', out);
    report_csv_field(out, text);
    fprintf(out, ",%s,%s", after, points);
}

/* REPORT_REFEREE_HEADER's columns, each after a comma (empty without a chosen move). */
static void verdict_columns(FILE *out, const struct move_verdicts *v, int chosen)
{
    if (chosen < 0 || (size_t)chosen >= v->count) {
        fputs(",,", out);
        return;
    }
    int64_t micro = v->loss_micro[chosen];
    fprintf(out, ",%lld.%03lld,%d", (long long)(micro / 1000), (long long)(micro % 1000), v->rank[chosen]);
}

void report_tree_row(FILE *out, const struct tree_row_frame *frame, const struct tree *t,
                     const struct run_algorithm *ra, const struct trial_result *r, const char *line)
{
    const struct horizon_spec *horizon = frame->horizon;
    char value[64], move[16] = "";
    format_result(t, ra, &r->result, value, sizeof value);
    /* The move in the file's order (a view may reorder the root). */
    if (r->quality.chosen >= 0) snprintf(move, sizeof move, "%d", r->quality.chosen + 1);
    tree_settings(out, frame, t, ra);
    fprintf(out, "%llu,%s,%llu,%llu,%s,%s,%s", (unsigned long long)r->stats.leaves, value,
            (unsigned long long)r->stats.probe_cutoffs, (unsigned long long)r->stats.regular_cutoffs, move, line,
            frame->bounds_source);
    tree_baseline_columns(out, frame, (double)r->stats.leaves);
    if (horizon_columns(horizon)) {
        horizon_settings(out, horizon);
        quality_columns(out, t, &r->quality);
    }
    if (frame->table)
        fprintf(out, ",%llu,%d,%llu,%llu,%llu,%llu", (unsigned long long)ra->table_entries, ra->iterative,
                (unsigned long long)r->stats.table_hits, (unsigned long long)r->stats.table_chance_hits,
                (unsigned long long)r->stats.table_stores,
                (unsigned long long)r->stats.table_replacements);
    if (frame->cut) cut_columns(out, ra, &r->stats);
    cost_columns(out, &r->stats);
    if (frame->cpu_time) fprintf(out, ",%.6f", r->cpu_seconds);
    if (frame->budget)
        fprintf(out, ",%s=%llu,%d,%d,%llu,%llu", BUDGET_KIND_NAMES[frame->budget->kind],
                (unsigned long long)frame->budget->limit, r->horizon_reached, r->budget_exceeded,
                (unsigned long long)r->dropped.nodes, (unsigned long long)r->dropped.evaluations);
    if (frame->budget && frame->budget->partial) fprintf(out, ",%d", r->partial_children);
    if (frame->game) game_columns(out, frame, t, ra, r);
    if (frame->verdicts) verdict_columns(out, frame->verdicts, r->quality.chosen);
    tree_row_end(out, frame);
}

int report_measured_column(const char *name)
{
    static const char *const MEASURED[] = {
        "probes", "leaves", "leaves_mean", "leaves_sd", "leaves_se", "examined_pct", "saved_pct",
        "probe_cutoffs", "regular_cutoffs", "probe_cutoffs_mean", "regular_cutoffs_mean", "probe_cutoffs_se",
        "regular_cutoffs_se", "value", "move", "line", "move_value", "best_value", "correct", "loss",
        "correct_rate", "correct_se", "loss_mean", "loss_se", "decisive_correct_rate", "decisive_correct_se", "iterate", "nodes", "evals", "horizon_reached", "budget_exceeded", "dropped_nodes", "dropped_evals", "partial_children", "cpu_seconds", "table_hits", "table_chance_hits", "table_stores",
        "table_replacements", "cut_sigmas", "cut_reduction", "forward_cutoffs", "shallow_searches"
    };
    for (size_t i = 0; i < sizeof MEASURED / sizeof MEASURED[0]; i++)
        if (strcmp(name, MEASURED[i]) == 0) return 1;
    return 0;
}
