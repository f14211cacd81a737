/* match_report.h - `starbench play`'s CSV, for every game: a row per
 * game, or a summary.  Points are backgammon's money points (a gammon 2,
 * a backgammon 3); a game without gammons scores +-1 and its gammon and
 * backgammon columns stay 0.
 *
 * Per game (--per-game): a, b (the engines' specs), seed, games (the
 * whole match's, whatever --shard plays of it), game, a_first
 * (1: A moved first), points_a (A's points: +-1 single, +-2 gammon, +-3
 * backgammon), plies, then per engine its moves, nodes and evals (forced
 * moves cost nothing); from start positions, starts (the file, as given)
 * and start (the game's position, and its roll: ID or ID:31); with
 * --moves, last, the game in --play's notation (backgammon's only).
 *
 * With luck rated (--luck E), per-game rows add luck (E) and luck_a, A's
 * luck in points, six decimals (backgammon/match.h says how a roll's luck
 * is rated: its mean over the rolls is 0 whatever E, so the luck-adjusted
 * points_a - luck_a has the mean points_a has).
 *
 * The summary: a, b, seed, games, points_per_game (A's mean), its standard
 * error and 95% interval (mean +- 1.96 se) over the duplicate pairs (a
 * pair's mean is one draw: the twins share their dice), then per engine
 * its wins, gammons and backgammons won (a gammon that is a backgammon
 * counted once, as a backgammon), and its nodes and evals per move it
 * chose (forced moves included); from start positions, starts; with luck
 * rated, luck (E), adjusted_points_per_game, adjusted_se,
 * adjusted_ci95_low and adjusted_ci95_high, the same over the pairs for
 * points_a - luck_a.
 */
#ifndef STARBENCH_MATCH_REPORT_H
#define STARBENCH_MATCH_REPORT_H

#include <stdint.h>
#include <stdio.h>

#include "games/positions.h"

/* One game's record.  Engine 0 is A, 1 is B. */
struct game_record {
    uint64_t game;
    int a_first;                 /* 1: A moved first (an even game) */
    int points_a;                /* A's points: +1, +2, +3 won, -1, -2, -3 lost */
    int plies;                   /* moves played, dances included */
    uint64_t moves[2];           /* plies each engine played */
    uint64_t nodes[2], evals[2]; /* what each engine's searches cost (forced moves: none) */
    int64_t luck_a;              /* with luck rated: A's luck in millionths of a point; else 0 */
    double cpu[2];               /* with --cpu-time: each engine's CPU seconds choosing its moves (the playing
                                    thread's: an outside engine's own process is not counted); else 0 */
    char *text;                  /* with moves recorded: the game's moves in its notation, malloc'ed; else NULL */
    const struct game_position *start; /* the start position, or NULL: the opening */
    int64_t score;               /* a one-player game's (solo_report.h): its value at the end; else 0 */
    char end[GAME_POSITION_TEXT]; /* a one-player game's last position; else empty */
};

struct match_summary {
    uint64_t games, pairs;
    int64_t points, pending;      /* A's points in all; the open pair's first game's */
    int64_t pair_squares;         /* the sum over pairs of (their two games' points)^2 */
    uint64_t wins[2], gammons[2], backgammons[2], moves[2], nodes[2], evals[2];
    /* Luck-adjusted points (points_a - luck_a), in millionths of a point:
     * their sum, the open pair's first game's, and the sum over pairs of
     * (their two games')^2 (a double: it may pass 2^63; added in game order). */
    int64_t adjusted, adjusted_pending;
    double adjusted_pair_squares;
    double cpu[2];                /* each engine's CPU seconds (game_record's cpu), in game order */
};

/* What names a match in its rows. */
struct match_names {
    const char *a, *b;   /* the engines' specs */
    uint64_t seed;
    const char *starts;  /* the file of start positions, as given, or NULL: the opening */
    const char *luck;    /* the evaluation that rated luck, or NULL: none */
    const char *game;    /* the game as --game names it (pig:hold0=0): per-game rows' game_name */
};

/* A row's first fields, a, b, seed: the engines' specs (quoted: they hold commas) and the seed. */
void match_names_write(FILE *out, const struct match_names *n);

void match_game_header(FILE *out, const struct match_names *n, int record_moves);
void match_game_row(FILE *out, const struct match_names *n, uint64_t games, const struct game_record *r,
                       int record_moves);

/* Adds games in their order (game 2p before 2p + 1). */
void match_summary_add(struct match_summary *s, const struct game_record *r);
/* cpu_time: the row ends with a_cpu_per_move and b_cpu_per_move (CPU seconds, --cpu-time). */
void match_summary_header(FILE *out, const struct match_names *n, int cpu_time);
void match_summary_row(FILE *out, const struct match_names *n, const struct match_summary *s, int cpu_time);

/* Reads the per-game rows of one match, split over files (FILES "-":
 * standard input; shards written with --per-game, in any order), into
 * the summary the unsplit match writes and its names (*n's strings
 * malloc'd: match_names_free).  Every row must be of one match (the
 * same engines, seed, starts and luck), every game 0 .. N - 1 there once (N
 * even), each row a game a match could have played.  Returns 0, or -1
 * with a one-line reason naming the file and line (out of memory too). */
int match_summary_read(char *const *files, int count, struct match_summary *s, struct match_names *n,
                          char *err, size_t errlen);
void match_names_free(struct match_names *n);

#endif
