/* solo_report.c - see solo_report.h. */
#include "solo_report.h"

#include <math.h>

#include "output/report.h"

#define Z95 1.96

void solo_game_header(FILE *out)
{
    fputs("a,b,seed,games,game,engine,score,moves,nodes,evals,game_name,end\n", out);
}

void solo_game_row(FILE *out, const struct match_names *n, uint64_t games, const struct game_record *r)
{
    int e = r->a_first ? 0 : 1; /* the engine that played it */
    match_names_write(out, n);
    fprintf(out, ",%llu,%llu,%c,%lld,%llu,%llu,%llu,", (unsigned long long)games, (unsigned long long)r->game,
            "ab"[e], (long long)r->score, (unsigned long long)r->moves[e], (unsigned long long)r->nodes[e],
            (unsigned long long)r->evals[e]);
    report_csv_field(out, n->game);
    fputc(',', out);
    report_csv_field(out, r->end);
    fputc('\n', out);
}

void solo_summary_add(struct solo_summary *s, const struct game_record *r)
{
    int e = r->a_first ? 0 : 1;
    if (s->games[e] == 0 || r->score < s->low[e]) s->low[e] = r->score;
    if (s->games[e] == 0 || r->score > s->high[e]) s->high[e] = r->score;
    s->games[e]++;
    s->score[e] += (double)r->score;
    s->score_squares[e] += (double)r->score * (double)r->score;
    if (e == 0) {
        s->pending = r->score;
    } else {
        double d = (double)(s->pending - r->score);
        s->difference += d;
        s->difference_squares += d * d;
        s->pairs++;
    }
    s->moves[e] += r->moves[e];
    s->nodes[e] += r->nodes[e];
    s->evals[e] += r->evals[e];
    s->cpu[e] += r->cpu[e];
}

void solo_summary_header(FILE *out, int cpu_time)
{
    fputs("a,b,seed,games,a_mean_score,a_se,a_low,a_high,b_mean_score,b_se,b_low,b_high,difference,difference_se,"
          "ci95_low,ci95_high,a_moves_per_game,a_nodes_per_move,a_evals_per_move,b_moves_per_game,b_nodes_per_move,"
          "b_evals_per_move,game_name",
          out);
    fputs(cpu_time ? ",a_cpu_per_move,b_cpu_per_move\n" : "\n", out);
}

/* The standard error of the mean of n draws summing to sum with squares summing to squares (NAN under 2 draws). */
static double standard_error(double n, double sum, double squares)
{
    if (n < 2) return NAN;
    double mean = sum / n, var = (squares - n * mean * mean) / (n - 1);
    return sqrt(var > 0 ? var / n : 0);
}

/* A number with 4 decimals, or an empty field where it is undefined. */
static void decimal(FILE *out, double v)
{
    if (isnan(v)) fputc(',', out);
    else fprintf(out, ",%.4f", v);
}

void solo_summary_row(FILE *out, const struct match_names *n, const struct solo_summary *s, int cpu_time)
{
    match_names_write(out, n);
    fprintf(out, ",%llu", (unsigned long long)(s->games[0] + s->games[1]));
    for (int e = 0; e < 2; e++) {
        double games = (double)s->games[e];
        decimal(out, games ? s->score[e] / games : NAN);
        decimal(out, standard_error(games, s->score[e], s->score_squares[e]));
        fprintf(out, ",%lld,%lld", (long long)s->low[e], (long long)s->high[e]);
    }
    double pairs = (double)s->pairs, se = standard_error(pairs, s->difference, s->difference_squares);
    double mean = pairs ? s->difference / pairs : NAN;
    decimal(out, mean);
    decimal(out, se);
    decimal(out, mean - Z95 * se);
    decimal(out, mean + Z95 * se);
    for (int e = 0; e < 2; e++) {
        double games = (double)s->games[e], moves = (double)s->moves[e];
        fprintf(out, ",%.1f,%.1f,%.1f", games ? moves / games : 0.0, moves ? (double)s->nodes[e] / moves : 0.0,
                moves ? (double)s->evals[e] / moves : 0.0);
    }
    fputc(',', out);
    report_csv_field(out, n->game);
    for (int e = 0; cpu_time && e < 2; e++)
        fprintf(out, ",%.9f", s->moves[e] ? s->cpu[e] / (double)s->moves[e] : 0.0);
    fputc('\n', out);
}
