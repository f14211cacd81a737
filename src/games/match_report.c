/* match_report.c - see match_report.h. */
#include "match_report.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "output/csv.h"
#include "games/game.h"
#include "output/report.h"

#define Z95 1.96

void match_names_write(FILE *out, const struct match_names *n)
{
    report_csv_field(out, n->a);
    fputc(',', out);
    report_csv_field(out, n->b);
    fprintf(out, ",%llu", (unsigned long long)n->seed);
}

#define MILLION 1000000

/* Millionths of a point as a decimal with six places ("-0.031250"). */
static void millionths(FILE *out, int64_t v)
{
    uint64_t magnitude = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    fprintf(out, "%s%llu.%06llu", v < 0 ? "-" : "", (unsigned long long)(magnitude / MILLION),
            (unsigned long long)(magnitude % MILLION));
}

void match_game_header(FILE *out, const struct match_names *n, int record_moves)
{
    fputs("a,b,seed,games,game,a_first,points_a,plies,a_moves,a_nodes,a_evals,b_moves,b_nodes,b_evals,game_name", out);
    if (n->starts) fputs(",starts,start", out);
    if (n->luck) fputs(",luck,luck_a", out);
    fputs(record_moves ? ",moves\n" : "\n", out);
}

void match_game_row(FILE *out, const struct match_names *n, uint64_t games, const struct game_record *r,
                       int record_moves)
{
    match_names_write(out, n);
    fprintf(out, ",%llu,%llu,%d,%d,%d", (unsigned long long)games, (unsigned long long)r->game, r->a_first, r->points_a, r->plies);
    for (int e = 0; e < 2; e++)
        fprintf(out, ",%llu,%llu,%llu", (unsigned long long)r->moves[e], (unsigned long long)r->nodes[e],
                (unsigned long long)r->evals[e]);
    fputc(',', out);
    report_csv_field(out, n->game);
    if (n->starts) {
        fputc(',', out);
        report_csv_field(out, n->starts);
        fprintf(out, ",%s%s%s", r->start->position, r->start->roll[0] ? ":" : "", r->start->roll);
    }
    if (n->luck) {
        fputc(',', out);
        report_csv_field(out, n->luck);
        fputc(',', out);
        millionths(out, r->luck_a);
    }
    if (record_moves) {
        fputc(',', out);
        report_csv_field(out, r->text ? r->text : "");
    }
    fputc('\n', out);
}

void match_summary_add(struct match_summary *s, const struct game_record *r)
{
    int winner = r->points_a > 0 ? 0 : 1, points = r->points_a > 0 ? r->points_a : -r->points_a;
    int64_t adjusted = (int64_t)r->points_a * MILLION - r->luck_a;
    s->games++;
    s->points += r->points_a;
    s->adjusted += adjusted;
    if (r->game % 2 == 0) {
        s->pending = r->points_a;
        s->adjusted_pending = adjusted;
    } else {
        int64_t pair = s->pending + r->points_a;
        double adjusted_pair = (double)(s->adjusted_pending + adjusted) / MILLION;
        s->pair_squares += pair * pair;
        s->adjusted_pair_squares += adjusted_pair * adjusted_pair;
        s->pairs++;
    }
    s->wins[winner]++;
    s->gammons[winner] += points == 2;
    s->backgammons[winner] += points == 3;
    for (int e = 0; e < 2; e++) {
        s->moves[e] += r->moves[e];
        s->nodes[e] += r->nodes[e];
        s->evals[e] += r->evals[e];
        s->cpu[e] += r->cpu[e];
    }
}

void match_summary_header(FILE *out, const struct match_names *n, int cpu_time)
{
    fputs("a,b,seed,games,points_per_game,se,ci95_low,ci95_high,a_wins,b_wins,a_gammons,b_gammons,"
          "a_backgammons,b_backgammons,a_nodes_per_move,a_evals_per_move,b_nodes_per_move,b_evals_per_move", out);
    if (n->starts) fputs(",starts", out);
    if (n->luck) fputs(",luck,adjusted_points_per_game,adjusted_se,adjusted_ci95_low,adjusted_ci95_high", out);
    fputs(cpu_time ? ",a_cpu_per_move,b_cpu_per_move\n" : "\n", out);
}

/* The mean of the games' points (sum over games) and, over the pairs whose
 * means y = (their two games' points) / 2 sum to `sum` and whose sums of
 * two games square to sum_pair_squares, its se and 95% interval (empty
 * with one pair). */
static void mean_and_interval(FILE *out, double sum, double sum_pair_squares, const struct match_summary *s)
{
    double pairs = (double)s->pairs, mean = sum / (double)s->games;
    fprintf(out, ",%.4f", mean);
    if (s->pairs > 1) {
        double sum_y2 = sum_pair_squares / 4, var = (sum_y2 - pairs * mean * mean) / (pairs - 1);
        double se = sqrt(var > 0 ? var / pairs : 0);
        fprintf(out, ",%.4f,%.4f,%.4f", se, mean - Z95 * se, mean + Z95 * se);
    } else {
        fputs(",,,", out);
    }
}

void match_summary_row(FILE *out, const struct match_names *n, const struct match_summary *s, int cpu_time)
{
    match_names_write(out, n);
    fprintf(out, ",%llu", (unsigned long long)s->games);
    mean_and_interval(out, (double)s->points, (double)s->pair_squares, s);
    fprintf(out, ",%llu,%llu,%llu,%llu,%llu,%llu", (unsigned long long)s->wins[0], (unsigned long long)s->wins[1],
            (unsigned long long)s->gammons[0], (unsigned long long)s->gammons[1],
            (unsigned long long)s->backgammons[0], (unsigned long long)s->backgammons[1]);
    for (int e = 0; e < 2; e++)
        fprintf(out, ",%.1f,%.1f", s->moves[e] ? (double)s->nodes[e] / (double)s->moves[e] : 0.0,
                s->moves[e] ? (double)s->evals[e] / (double)s->moves[e] : 0.0);
    if (n->starts) {
        fputc(',', out);
        report_csv_field(out, n->starts);
    }
    if (n->luck) {
        fputc(',', out);
        report_csv_field(out, n->luck);
        mean_and_interval(out, (double)s->adjusted / MILLION, s->adjusted_pair_squares, s);
    }
    for (int e = 0; cpu_time && e < 2; e++)
        fprintf(out, ",%.9f", s->moves[e] ? s->cpu[e] / (double)s->moves[e] : 0.0);
    fputc('\n', out);
}

/* Reading per-game rows back (match_summary_read). */
#define GAME_COLUMNS 15 /* a,b,seed,games,game,a_first,points_a,plies, moves,nodes,evals per engine, game_name */
#define GAME_NAME_COLUMN 14

struct read_state {
    struct game_record *records; /* by game number; plies 0: not seen yet */
    uint64_t room, seen;            /* records allocated, rows read */
    struct match_names names;    /* the match's (every row's): names.a NULL until the first row */
    int named;
    uint64_t games;
    int max_points;              /* the game's (game.h max_points): |points_a| of a row at most this */
};

/* The layout of a file's rows: the optional columns it has. */
struct game_columns {
    int starts; /* the column of starts (start follows), or 0: none */
    int luck;   /* the column of luck (luck_a follows), or 0: none */
    int moves;  /* the column of moves, or 0: none */
};

static int same_text(const char *x, const char *y)
{
    return (!x && !y) || (x && y && strcmp(x, y) == 0);
}

/* A whole number of at most max; a sign only where `signed_ok` (points_a: every count is >= 0). */
static int field_number(const struct csv_field *f, uint64_t max, int signed_ok, uint64_t *out)
{
    char text[32];
    if (f->len == 0 || f->len >= sizeof text) return -1;
    memcpy(text, f->text, f->len);
    text[f->len] = '\0';
    char *end;
    int negative = text[0] == '-';
    if (negative && !signed_ok) return -1;
    errno = 0;
    unsigned long long v = strtoull(text + negative, &end, 10);
    if (errno || *end || !isdigit((unsigned char)text[negative]) || v > max) return -1;
    *out = negative ? (uint64_t)0 - v : v;
    return 0;
}

/* A decimal with exactly six places ("-0.031250") into millionths. */
static int field_millionths(const struct csv_field *f, int64_t *out)
{
    char text[32];
    if (f->len < 8 || f->len >= sizeof text) return -1;
    memcpy(text, f->text, f->len);
    text[f->len] = '\0';
    int negative = text[0] == '-';
    char *dot = strchr(text, '.'), *end;
    if (!dot || strlen(dot + 1) != 6 || !isdigit((unsigned char)text[negative]) || !isdigit((unsigned char)dot[1]))
        return -1;
    errno = 0;
    unsigned long long whole = strtoull(text + negative, &end, 10);
    if (errno || end != dot || whole > (1ULL << 40)) return -1;
    unsigned long long part = strtoull(dot + 1, &end, 10);
    if (*end) return -1;
    int64_t v = (int64_t)(whole * MILLION + part);
    *out = negative ? -v : v;
    return 0;
}

/* One row into st: its fields checked, the game stored. 0, or -1 with why. */
static int read_game(const struct csv *c, size_t r, const struct game_columns *cols, struct read_state *st,
                     const char **why)
{
    uint64_t v[GAME_COLUMNS];
    for (int k = 2; k < GAME_NAME_COLUMN; k++)
        if (field_number(csv_cell(c, r, k), k == 6 ? UINT64_MAX : UINT64_MAX >> 1, k == 6, &v[k]) != 0)
            return *why = "a field that is no whole number (a sign only in points_a)", -1;
    int64_t luck_a = 0;
    if (cols->luck && field_millionths(csv_cell(c, r, cols->luck + 1), &luck_a) != 0)
        return *why = "a luck_a that is no decimal with six places", -1;
    struct match_names n = { csv_field_text(csv_cell(c, r, 0)), csv_field_text(csv_cell(c, r, 1)), v[2],
                             cols->starts ? csv_field_text(csv_cell(c, r, cols->starts)) : NULL,
                             cols->luck ? csv_field_text(csv_cell(c, r, cols->luck)) : NULL,
                             csv_field_text(csv_cell(c, r, GAME_NAME_COLUMN)) };
    int other = !n.a || !n.b || !n.game || (cols->starts && !n.starts) || (cols->luck && !n.luck)
                || (st->named && (strcmp(n.a, st->names.a) != 0 || strcmp(n.b, st->names.b) != 0
                                  || strcmp(n.game, st->names.game) != 0 || n.seed != st->names.seed
                                  || !same_text(n.starts, st->names.starts) || !same_text(n.luck, st->names.luck)
                                  || v[3] != st->games));
    struct game_spec spec;
    char unused[256];
    /* The first row's game_name is parsed; the others are compared with it (other). */
    int named = !other && (st->named || game_parse(n.game, &spec, unused, sizeof unused) == 0);
    if (!st->named && named) {
        st->names = n, st->named = 1, st->games = v[3], st->max_points = spec.game->max_points;
        n = (struct match_names){ NULL, NULL, 0, NULL, NULL, NULL };
    }
    match_names_free(&n);
    if (other) return *why = "a row of another match (other game, engines, seed, starts, luck or games)", -1;
    if (!named) return *why = "a game_name that names no game of --list (NAME or NAME:KEY=VALUE,...)", -1;
    uint64_t games = v[3], game = v[4];
    int64_t points = (int64_t)v[6];
    if (points < -st->max_points || points > st->max_points)
        return *why = "a points_a past what its game scores (1 a game; a backgammon 3)", -1;
    if (games % 2 || games > ((uint64_t)1 << 40) || game >= games || v[5] != (game % 2 == 0) || points == 0
        || v[7] == 0 || v[7] > INT_MAX || v[8] + v[11] != v[7])
        return *why = "a game no match plays (games, game, a_first, points_a, plies or moves out of place)", -1;
    if (!st->records && !(st->records = calloc((size_t)games, sizeof *st->records)))
        return *why = "out of memory", -1;
    struct game_record *g = &st->records[game];
    if (g->plies) return *why = "a game that another row already gave", -1;
    *g = (struct game_record){ game, (int)v[5], (int)points, (int)v[7], { v[8], v[11] }, { v[9], v[12] },
                                  { v[10], v[13] }, luck_a, { 0, 0 }, NULL, NULL, 0, "" };
    st->seen++;
    return 0;
}

/* The header's layout: the 14 columns, then optionally starts,start, luck,luck_a and moves. */
static int game_columns_of(const struct csv *c, struct game_columns *cols)
{
    static const char *const NAMES[GAME_COLUMNS] = { "a", "b", "seed", "games", "game", "a_first", "points_a",
                                                     "plies", "a_moves", "a_nodes", "a_evals", "b_moves",
                                                     "b_nodes", "b_evals", "game_name" };
    int at = GAME_COLUMNS;
    *cols = (struct game_columns){ 0, 0, 0 };
    if (c->columns < GAME_COLUMNS) return -1;
    for (int k = 0; k < GAME_COLUMNS; k++)
        if (strcmp(c->header[k], NAMES[k]) != 0) return -1;
    if (at + 1 < c->columns && strcmp(c->header[at], "starts") == 0 && strcmp(c->header[at + 1], "start") == 0) {
        cols->starts = at;
        at += 2;
    }
    if (at + 1 < c->columns && strcmp(c->header[at], "luck") == 0 && strcmp(c->header[at + 1], "luck_a") == 0) {
        cols->luck = at;
        at += 2;
    }
    if (at < c->columns && strcmp(c->header[at], "moves") == 0) cols->moves = at++;
    return at == c->columns ? 0 : -1;
}

static int read_file(const char *file, struct read_state *st, char *err, size_t errlen)
{
    struct csv c;
    struct game_columns cols;
    int rc = csv_read("play", file, &c, err, errlen);
    if (rc != 0) return rc == CSV_NO_MEMORY ? (snprintf(err, errlen, "play: out of memory"), -1) : -1;
    if ((rc = game_columns_of(&c, &cols)) != 0 && c.columns > 5 && strcmp(c.header[5], "engine") == 0)
        snprintf(err, errlen, "play: %s: line 1: one-player rows (a score per game, solo_report.h): play FILE... sums "
                 "two-player matches only", c.name);
    else if (rc != 0)
        snprintf(err, errlen, "play: %s: line 1: expected the header of play --per-game rows (a,b,...,b_evals,"
                 "game_name[,starts,start][,luck,luck_a][,moves])", c.name);
    /* play writes every row whole, its newline last: a file without one was cut short (as merge refuses). */
    if (rc == 0 && c.input.text[c.input.size - 1] != '\n') {
        snprintf(err, errlen, "play: %s:%zu: the last line has no newline (a file cut short?)", c.name,
                 c.lines[c.records - 1]);
        rc = -1;
    }
    for (size_t r = 1; r < c.records && rc == 0; r++) {
        const char *why;
        if (read_game(&c, r, &cols, st, &why) != 0) {
            snprintf(err, errlen, "play: %s: line %zu: %s", c.name, c.lines[r], why);
            rc = -1;
        }
    }
    csv_free(&c);
    return rc;
}

/* Whether adding r's counts to s would wrap an unsigned sum (rows read back may say anything). */
static int counts_overflow(const struct match_summary *s, const struct game_record *r)
{
    for (int e = 0; e < 2; e++)
        if (r->moves[e] > UINT64_MAX - s->moves[e] || r->nodes[e] > UINT64_MAX - s->nodes[e]
            || r->evals[e] > UINT64_MAX - s->evals[e])
            return 1;
    return 0;
}

int match_summary_read(char *const *files, int count, struct match_summary *s, struct match_names *n,
                          char *err, size_t errlen)
{
    struct read_state st = { NULL, 0, 0, { NULL, NULL, 0, NULL, NULL, NULL }, 0, 0, 0 };
    int rc = 0;
    for (int f = 0; f < count && rc == 0; f++) rc = read_file(files[f], &st, err, errlen);
    if (rc == 0 && (st.seen == 0 || st.seen != st.games)) {
        snprintf(err, errlen, "play: the rows give %llu of the match's %llu games: expected every game 0 .. %llu once "
                 "(a shard missing?)", (unsigned long long)st.seen, (unsigned long long)st.games,
                 (unsigned long long)st.games - (st.games > 0));
        rc = -1;
    }
    memset(s, 0, sizeof *s);
    for (uint64_t g = 0; rc == 0 && g < st.games; g++) {
        if (counts_overflow(s, &st.records[g])) {
            snprintf(err, errlen, "play: game %llu: its moves, nodes or evaluations take the match's sums past "
                     "2^64 - 1 (no match counts so many)", (unsigned long long)g);
            rc = -1;
        } else {
            match_summary_add(s, &st.records[g]);
        }
    }
    free(st.records);
    if (rc != 0) {
        match_names_free(&st.names);
        return -1;
    }
    *n = st.names;
    return 0;
}

void match_names_free(struct match_names *n)
{
    free((char *)n->a); /* the reader's own copies */
    free((char *)n->b);
    free((char *)n->starts);
    free((char *)n->luck);
    free((char *)n->game);
    n->a = n->b = n->starts = n->luck = n->game = NULL;
}
