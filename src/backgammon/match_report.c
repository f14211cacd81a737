/* match_report.c - see match_report.h. */
#include "match_report.h"

#include <math.h>

#include "report.h"

#define Z95 1.96

/* The engines' specs (quoted: they hold commas) and the seed. */
static void engines(FILE *out, const char *a, const char *b, uint64_t seed)
{
    report_csv_field(out, a);
    fputc(',', out);
    report_csv_field(out, b);
    fprintf(out, ",%llu", (unsigned long long)seed);
}

void bg_match_game_header(FILE *out, int record_moves)
{
    fputs("a,b,seed,game,a_first,points_a,plies,a_moves,a_nodes,a_evals,b_moves,b_nodes,b_evals", out);
    fputs(record_moves ? ",moves\n" : "\n", out);
}

void bg_match_game_row(FILE *out, const char *a, const char *b, uint64_t seed, const struct bg_game_record *r,
                       int record_moves)
{
    engines(out, a, b, seed);
    fprintf(out, ",%llu,%d,%d,%d", (unsigned long long)r->game, r->a_first, r->points_a, r->plies);
    for (int e = 0; e < 2; e++)
        fprintf(out, ",%llu,%llu,%llu", (unsigned long long)r->moves[e], (unsigned long long)r->nodes[e],
                (unsigned long long)r->evals[e]);
    if (record_moves) {
        fputc(',', out);
        report_csv_field(out, r->text ? r->text : "");
    }
    fputc('\n', out);
}

void bg_match_summary_add(struct bg_match_summary *s, const struct bg_game_record *r)
{
    int winner = r->points_a > 0 ? 0 : 1, points = r->points_a > 0 ? r->points_a : -r->points_a;
    s->games++;
    s->points += r->points_a;
    if (r->game % 2 == 0) {
        s->pending = r->points_a;
    } else {
        int64_t pair = s->pending + r->points_a;
        s->pair_squares += pair * pair;
        s->pairs++;
    }
    s->wins[winner]++;
    s->gammons[winner] += points == 2;
    s->backgammons[winner] += points == 3;
    for (int e = 0; e < 2; e++) {
        s->moves[e] += r->moves[e];
        s->nodes[e] += r->nodes[e];
        s->evals[e] += r->evals[e];
    }
}

void bg_match_summary_header(FILE *out)
{
    fputs("a,b,seed,games,points_per_game,se,ci95_low,ci95_high,a_wins,b_wins,a_gammons,b_gammons,"
          "a_backgammons,b_backgammons,a_nodes_per_move,a_evals_per_move,b_nodes_per_move,b_evals_per_move\n", out);
}

void bg_match_summary_row(FILE *out, const char *a, const char *b, uint64_t seed, const struct bg_match_summary *s)
{
    /* A pair's mean y = (its two games' points) / 2; the points per game are the mean of the y. */
    double pairs = (double)s->pairs, mean = (double)s->points / (double)s->games;
    engines(out, a, b, seed);
    fprintf(out, ",%llu,%.4f", (unsigned long long)s->games, mean);
    if (s->pairs > 1) {
        double sum_y2 = (double)s->pair_squares / 4, var = (sum_y2 - pairs * mean * mean) / (pairs - 1);
        double se = sqrt(var > 0 ? var / pairs : 0);
        fprintf(out, ",%.4f,%.4f,%.4f", se, mean - Z95 * se, mean + Z95 * se);
    } else {
        fputs(",,,", out);
    }
    fprintf(out, ",%llu,%llu,%llu,%llu,%llu,%llu", (unsigned long long)s->wins[0], (unsigned long long)s->wins[1],
            (unsigned long long)s->gammons[0], (unsigned long long)s->gammons[1],
            (unsigned long long)s->backgammons[0], (unsigned long long)s->backgammons[1]);
    for (int e = 0; e < 2; e++)
        fprintf(out, ",%.1f,%.1f", s->moves[e] ? (double)s->nodes[e] / (double)s->moves[e] : 0.0,
                s->moves[e] ? (double)s->evals[e] / (double)s->moves[e] : 0.0);
    fputc('\n', out);
}
