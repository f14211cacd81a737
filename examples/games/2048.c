/* 2048.c - Gabriele Cirulli's 2048 as a starbench plug-in, built with the
 * public header alone:
 *
 *     cc -shared -fPIC $(pkg-config --cflags starbench) 2048.c -o 2048.so
 *     starbench --game ./2048.so --position start:1 --horizon 2 --algo star1,star2 --verify
 *
 * One player.  A move slides every tile left, right, up or down, merging
 * two equal tiles into one of twice the value (each tile merges once a
 * move; the merged tile's value is added to the score); a move that
 * changes nothing is not legal.  Then a new tile comes to an empty cell,
 * each cell equally likely, a 2 with weight 9 and a 4 with weight 1.  The
 * game ends when no move is legal; its value is the score.  Tiles are
 * kept as exponents of 4 bits, so 32768 is the largest: two 32768 tiles
 * do not merge (a game reaching them is beyond anything measured here).
 *
 * Chance: a new tile's 2k outcomes (k empty cells) have weights summing
 * to 10k, whose common multiple over several draws passes 62 bits, so the
 * search sees them rounded to sums of 480 (chance_rounded: every
 * probability within 1/480 of the game's, each outcome kept; exact with
 * 1-4, 6, 8, 12 or 16 empty cells); play draws
 * the exact ones.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <starbench/game.h>

struct state {
    uint64_t board;  /* cell i (row-major, 0..15) is bits 4i..4i+3: 0 empty, e a tile of 2^e */
    uint32_t score;
    uint32_t to_come; /* 1: a new tile is to come (a chance state) */
};

/* A tile of 2^e made by merges from 2s has scored (e - 1) 2^e, so the
 * score is at most 14 times the sum of the tiles, 16 * 32768. */
#define MAX_SCORE 7340032

static int cell(uint64_t board, int i) { return (int)(board >> (4 * i) & 15); }
static uint64_t with(uint64_t board, int i, int e) { return (board & ~((uint64_t)15 << (4 * i))) | (uint64_t)e << (4 * i); }

/* Slides one line of four exponents toward its start; returns the points merged. */
static uint32_t slide(int line[4])
{
    int out[4] = { 0, 0, 0, 0 }, n = 0, merged = 0;
    uint32_t points = 0;
    for (int i = 0; i < 4; i++) {
        if (!line[i]) continue;
        if (n > 0 && !merged && out[n - 1] == line[i] && line[i] < 15) {
            out[n - 1]++;
            points += 1u << out[n - 1];
            merged = 1;
        } else {
            out[n++] = line[i];
            merged = 0;
        }
    }
    memcpy(line, out, sizeof out);
    return points;
}

/* The cell of position k (0..3) on line j (0..3) in direction dir: 0 left, 1 right, 2 up, 3 down. */
static int cell_of(int dir, int j, int k)
{
    switch (dir) {
    case 0: return 4 * j + k;
    case 1: return 4 * j + 3 - k;
    case 2: return 4 * k + j;
    default: return 4 * (3 - k) + j;
    }
}

static uint64_t move(uint64_t board, int dir, uint32_t *points)
{
    *points = 0;
    for (int j = 0; j < 4; j++) {
        int line[4];
        for (int k = 0; k < 4; k++) line[k] = cell(board, cell_of(dir, j, k));
        *points += slide(line);
        for (int k = 0; k < 4; k++) board = with(board, cell_of(dir, j, k), line[k]);
    }
    return board;
}

static int empty_cells(uint64_t board)
{
    int n = 0;
    for (int i = 0; i < 16; i++) n += cell(board, i) == 0;
    return n;
}

static int to_move(const int *params, const void *s)
{
    (void)params;
    const struct state *st = s;
    if (st->to_come) return SB_CHANCE;
    for (int dir = 0; dir < 4; dir++) {
        uint32_t points;
        if (move(st->board, dir, &points) != st->board) return 0;
    }
    return SB_END;
}

static int actions(const int *params, const void *s, int *out, int64_t *weights)
{
    const struct state *st = s;
    int n = 0;
    if (to_move(params, s) == SB_END) return 0;
    if (!st->to_come) {
        for (int dir = 0; dir < 4; dir++) {
            uint32_t points;
            if (move(st->board, dir, &points) != st->board) out[n++] = dir;
        }
        return n;
    }
    for (int i = 0; i < 16; i++) {
        if (cell(st->board, i)) continue;
        out[n] = 2 * i;           /* a 2 at cell i */
        weights[n++] = 9;
        out[n] = 2 * i + 1;       /* a 4 */
        weights[n++] = 1;
    }
    return n;
}

static void apply(const int *params, const void *s, int action, void *next)
{
    (void)params;
    const struct state *st = s;
    struct state after = *st;
    if (!st->to_come) {
        uint32_t points;
        after.board = move(st->board, action, &points);
        after.score += points;
        after.to_come = 1;
    } else {
        after.board = with(st->board, action / 2, 1 + action % 2);
        after.to_come = 0;
    }
    memcpy(next, &after, sizeof after);
}

static const char *const DIRECTIONS[4] = { "left", "right", "up", "down" };

static void action_name(const int *params, const void *s, int action, char *text)
{
    (void)params;
    const struct state *st = s;
    if (!st->to_come) snprintf(text, SB_TEXT, "%s", DIRECTIONS[action]);
    else snprintf(text, SB_TEXT, "%d@r%dc%d", action % 2 ? 4 : 2, action / 2 / 4 + 1, action / 2 % 4 + 1);
}

static const char DIGITS[] = "0123456789abcdef";

/* ROW/ROW/ROW/ROW:SCORE, each cell a hex digit (its tile's exponent), and '+' when a tile is to come. */
static void format(const int *params, const void *s, char *text)
{
    (void)params;
    const struct state *st = s;
    char board[20];
    int n = 0;
    for (int i = 0; i < 16; i++) {
        if (i && i % 4 == 0) board[n++] = '/';
        board[n++] = DIGITS[cell(st->board, i)];
    }
    board[n] = '\0';
    snprintf(text, SB_TEXT, "%s:%u%s", board, (unsigned)st->score, st->to_come ? "+" : "");
}

/* Two tiles on an empty board drawn from seed (each a 2 with chance 9/10). */
static void start(const int *params, uint64_t seed, void *s)
{
    (void)params;
    struct state st = { 0, 0, 0 };
    uint64_t x = seed * 0x9e3779b97f4a7c15u + 0x2545f4914f6cdd1du;
    for (int placed = 0; placed < 2;) {
        x ^= x >> 31;
        x *= 0xbf58476d1ce4e5b9u;
        x ^= x >> 29;
        int i = (int)(x % 16), e = (x >> 8) % 10 == 0 ? 2 : 1;
        if (cell(st.board, i)) continue;
        st.board = with(st.board, i, e);
        placed++;
    }
    memcpy(s, &st, sizeof st);
}

static int parse(const int *params, const char *text, void *s, char *err, size_t errlen)
{
    struct state st = { 0, 0, 0 };
    unsigned long long seed;
    char rest;
    if (sscanf(text, "start:%llu%c", &seed, &rest) == 1) {
        start(params, seed, s);
        return 0;
    }
    const char *p = text;
    for (int i = 0; i < 16; i++, p++) {
        if (i && i % 4 == 0 && *p++ != '/') goto bad;
        const char *d = *p ? strchr(DIGITS, *p) : NULL;
        if (!d) goto bad;
        st.board = with(st.board, i, (int)(d - DIGITS));
    }
    unsigned long score;
    int used = 0;
    if (*p++ != ':' || sscanf(p, "%10lu%n", &score, &used) != 1 || score > MAX_SCORE) goto bad;
    p += used;
    st.score = (uint32_t)score;
    st.to_come = *p == '+';
    if (*p == '+') p++;
    if (*p != '\0' || (st.to_come && empty_cells(st.board) == 0)) goto bad;
    memcpy(s, &st, sizeof st);
    return 0;
bad:
    snprintf(err, errlen, "--position: expected a 2048 position start:SEED or ROW/ROW/ROW/ROW:SCORE (each cell a "
             "hex digit, its tile's exponent, 0 empty; '+' at the end when a tile is to come), got '%s'", text);
    return -1;
}

static int64_t value(const int *params, const void *s)
{
    (void)params;
    return ((const struct state *)s)->score;
}

/* The heuristic's parts, per line of four exponents r[0..3] (each row and
 * each column): 1000 a free cell, 300 a pair of equal neighbours (a merge
 * to come), and a penalty for tiles out of order: a line whose tiles rise
 * both ways buries small tiles between large ones.  The penalty is the
 * smaller of the line's rises toward either end, each rise the growth of
 * r^3 (so out-of-order large tiles weigh most), times 20. */
#define FREE_CELL 1000
#define PAIR 300
#define DISORDER 20
/* What the bonus starts from, so that it is never negative: a line's smaller rise is at most half its rises in
 * all, 3 * 15^3 / 2, so a board's penalty is at most 8 * 5,062 * 20 = 809,920. */
#define HEURISTIC_BASE 810000

static int64_t line_bonus(const int r[4])
{
    int64_t bonus = 0, rise_right = 0, rise_left = 0;
    for (int k = 0; k < 4; k++) bonus += FREE_CELL * (r[k] == 0);
    for (int k = 0; k < 3; k++) {
        int64_t a = (int64_t)r[k] * r[k] * r[k], b = (int64_t)r[k + 1] * r[k + 1] * r[k + 1];
        bonus += PAIR * (r[k] && r[k] == r[k + 1]);
        if (b > a) rise_right += b - a;
        else rise_left += a - b;
    }
    return bonus - DISORDER * (rise_right < rise_left ? rise_right : rise_left);
}

/* 1 "score": the score so far.  0 "heuristic" (the default): the score
 * plus HEURISTIC_BASE and every line's bonus, so never below the score (a
 * board still alive is worth at least the score its end would give). */
static int64_t evaluate(const int *params, int evaluation, const void *s)
{
    (void)params;
    const struct state *st = s;
    if (evaluation == 1) return st->score;
    int64_t bonus = HEURISTIC_BASE;
    for (int j = 0; j < 4; j++) {
        int row[4], column[4];
        for (int k = 0; k < 4; k++) {
            row[k] = cell(st->board, 4 * j + k);
            column[k] = cell(st->board, 4 * k + j);
        }
        bonus += line_bonus(row) + line_bonus(column);
    }
    return st->score + bonus;
}

static const struct sb_evaluation EVALUATIONS[] = {
    { "heuristic", "the score, plus per row and column 1000 a free cell, 300 a pair of equal neighbours, less 20 times "
                   "its tiles' disorder (cubed exponents rising both ways)" },
    { "score", "the score so far" },
};

/* The score is at most MAX_SCORE; the heuristic adds at most
 * HEURISTIC_BASE + 8 * (4 * FREE_CELL + 3 * PAIR) = 849,200 to it, and never less than 0. */
const struct sb_game starbench_game = {
    .abi = STARBENCH_GAME_ABI,
    .name = "2048",
    .summary = "2048 (one player: slide, then a 2 or 4 comes; the score is the value), an example plug-in",
    .position_help = "start:SEED, or ROW/ROW/ROW/ROW:SCORE (hex exponents; '+' when a tile is to come)",
    .roll_help = "a new tile, 2@rRcC or 4@rRcC (row and column 1-4), where the position ends in '+'",
    .players = 1,
    .state_bytes = sizeof(struct state),
    .max_actions = 32,
    .max_length = 200000,
    .lo = 0,
    .hi = MAX_SCORE + 849200,
    .per_point = 1,
    .chance_multiple = 480,
    .chance_rounded = 1,
    .evaluations = EVALUATIONS,
    .evaluation_count = 2,
    .parse = parse,
    .format = format,
    .start = start,
    .to_move = to_move,
    .actions = actions,
    .apply = apply,
    .action_name = action_name,
    .value = value,
    .evaluate = evaluate,
};
