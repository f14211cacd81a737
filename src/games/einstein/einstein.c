/* einstein.c - see einstein.h. */
#include "einstein.h"

#include <stdio.h>
#include <string.h>

#include "core/mix64.h"

/* OpenSpiel's directions: black's diagonal, down, right; white's up,
 * diagonal, left (rows, columns). */
static const int DIR_ROW[6] = { 1, 1, 0, -1, -1, 0 }, DIR_COL[6] = { 1, 0, 1, 0, -1, -1 };
static const char *const DIR_NAME[6] = { "diag", "down", "right", "up", "diag", "left" };

/* The start squares of each side, in row order (r + c <= 2; r + c >= 6). */
static const unsigned char START[2][EIN_CUBES] = { { 0, 1, 2, 5, 6, 10 }, { 14, 18, 19, 22, 23, 24 } };

/* The board: 0 empty, v black's cube v, -v white's. */
static void board_of(const struct ein_position *p, signed char board[EIN_SQUARES])
{
    memset(board, 0, EIN_SQUARES);
    for (int s = 0; s < 2; s++)
        for (int v = 1; v <= EIN_CUBES; v++)
            if (p->at[s][v - 1] != EIN_GONE) board[p->at[s][v - 1]] = (signed char)(s == EIN_BLACK ? v : -v);
}

/* The cubes the die lets the side s move, by square: the die's own cube,
 * else the nearest lower and the nearest higher it has.  Returns the count. */
static int movable(const struct ein_position *p, int die, unsigned char cubes[2])
{
    const unsigned char *at = p->at[p->to_move];
    if (at[die - 1] != EIN_GONE) {
        cubes[0] = (unsigned char)die;
        return 1;
    }
    int n = 0, lower = die - 1, higher = die + 1;
    while (lower >= 1 && at[lower - 1] == EIN_GONE) lower--;
    while (higher <= EIN_CUBES && at[higher - 1] == EIN_GONE) higher++;
    if (lower >= 1) cubes[n++] = (unsigned char)lower;
    if (higher <= EIN_CUBES) cubes[n++] = (unsigned char)higher;
    if (n == 2 && at[cubes[1] - 1] < at[cubes[0] - 1]) { /* by square, as OpenSpiel sorts them */
        unsigned char t = cubes[0];
        cubes[0] = cubes[1];
        cubes[1] = t;
    }
    return n;
}

int ein_moves(const struct ein_position *p, int die, struct ein_move *moves)
{
    signed char board[EIN_SQUARES];
    unsigned char cubes[2];
    int count = 0, side = p->to_move;
    board_of(p, board);
    for (int i = 0, n = movable(p, die, cubes); i < n; i++) {
        int from = p->at[side][cubes[i] - 1], r = from / 5, c = from % 5;
        for (int dir = 3 * side; dir < 3 * side + 3; dir++) {
            int r2 = r + DIR_ROW[dir], c2 = c + DIR_COL[dir];
            if (r2 < 0 || r2 > 4 || c2 < 0 || c2 > 4) continue;
            int to = 5 * r2 + c2;
            moves[count++] = (struct ein_move){ cubes[i], (unsigned char)from, (unsigned char)to, (unsigned char)dir,
                                                board[to] != 0 };
        }
    }
    return count;
}

void ein_play(struct ein_position *p, const struct ein_move *m)
{
    for (int s = 0; s < 2; s++)
        for (int v = 0; v < EIN_CUBES; v++)
            if (p->at[s][v] == m->to) p->at[s][v] = EIN_GONE; /* captured, either side's */
    p->at[p->to_move][m->cube - 1] = m->to;
    p->to_move = p->to_move == EIN_BLACK ? EIN_WHITE : EIN_BLACK;
}

static int cubes_of(const struct ein_position *p, int side)
{
    int n = 0;
    for (int v = 0; v < EIN_CUBES; v++) n += p->at[side][v] != EIN_GONE;
    return n;
}

int ein_winner(const struct ein_position *p)
{
    for (int v = 0; v < EIN_CUBES; v++) {
        if (p->at[EIN_BLACK][v] == 24) return EIN_BLACK;
        if (p->at[EIN_WHITE][v] == 0) return EIN_WHITE;
    }
    if (cubes_of(p, EIN_WHITE) == 0) return EIN_BLACK;
    if (cubes_of(p, EIN_BLACK) == 0) return EIN_WHITE;
    return -1;
}

void ein_move_text(const struct ein_position *p, const struct ein_move *m, char *text, size_t len)
{
    snprintf(text, len, "%c%d-%s%s", p->to_move == EIN_BLACK ? 'B' : 'W', m->cube, DIR_NAME[m->dir],
             m->capture ? "*" : "");
}

uint64_t ein_key(const struct ein_position *p)
{
    uint64_t key = 0;
    for (int s = 0; s < 2; s++)
        for (int v = 0; v < EIN_CUBES; v++) key |= (uint64_t)p->at[s][v] << (30 * s + 5 * v);
    return key;
}

void ein_from_key(uint64_t key, enum ein_side to_move, struct ein_position *p)
{
    for (int s = 0; s < 2; s++)
        for (int v = 0; v < EIN_CUBES; v++) p->at[s][v] = (unsigned char)(key >> (30 * s + 5 * v) & 31);
    p->to_move = to_move;
}

void ein_format(const struct ein_position *p, char *text, size_t len)
{
    signed char board[EIN_SQUARES];
    char out[EIN_POSITION_TEXT], *o = out;
    board_of(p, board);
    for (int sq = 0; sq < EIN_SQUARES; sq++) {
        if (sq > 0 && sq % 5 == 0) *o++ = '/';
        *o++ = board[sq] > 0 ? (char)('A' + board[sq] - 1) : board[sq] < 0 ? (char)('a' - board[sq] - 1) : '.';
    }
    snprintf(o, sizeof out - (size_t)(o - out), ":%c", p->to_move == EIN_BLACK ? 'b' : 'w');
    snprintf(text, len, "%s", out);
}

/* Cubes 1-6 on a side's start squares in the order given ("PPPPPP"): 0, or -1 when not a permutation. */
static int place_permutation(const char *perm, size_t n, int side, struct ein_position *p)
{
    int seen = 0;
    if (n != EIN_CUBES) return -1;
    for (int i = 0; i < EIN_CUBES; i++) {
        int v = perm[i] - '0';
        if (v < 1 || v > EIN_CUBES || seen & 1 << v) return -1;
        seen |= 1 << v;
        p->at[side][v - 1] = START[side][i];
    }
    return 0;
}

/* Both sides' cubes in orders drawn from `seed` (a Fisher-Yates shuffle each,
 * by mix64 of the seed, the side and the step). */
static void place_seeded(uint64_t seed, struct ein_position *p)
{
    for (int side = 0; side < 2; side++) {
        char perm[EIN_CUBES] = { '1', '2', '3', '4', '5', '6' };
        for (int i = EIN_CUBES - 1; i > 0; i--) {
            int j = (int)(mix64(seed ^ mix64((uint64_t)(side * EIN_CUBES + i))) % (uint64_t)(i + 1));
            char t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
        }
        place_permutation(perm, EIN_CUBES, side, p);
    }
}

static int parse_start(const char *spec, struct ein_position *p)
{
    const char *comma = strchr(spec, ',');
    p->to_move = EIN_BLACK;
    if (comma)
        return place_permutation(spec, (size_t)(comma - spec), EIN_BLACK, p) != 0
                       || place_permutation(comma + 1, strlen(comma + 1), EIN_WHITE, p) != 0 ? -1 : 0;
    uint64_t seed = 0;
    if (*spec == '\0' || strlen(spec) > 19) return -1;
    for (const char *s = spec; *s; s++) {
        if (*s < '0' || *s > '9') return -1;
        seed = 10 * seed + (uint64_t)(*s - '0');
    }
    place_seeded(seed, p);
    return 0;
}

/* A board "ABC../DE.../F...a/...bc/..def:b": 0, or -1 when malformed. */
static int parse_board(const char *text, struct ein_position *p)
{
    if (strlen(text) != 31 || text[29] != ':' || (text[30] != 'b' && text[30] != 'w')) return -1;
    for (int i = 0, sq = 0; i < 29; i++) {
        char ch = text[i];
        if (i % 6 == 5) {
            if (ch != '/') return -1;
            continue;
        }
        int side = ch >= 'A' && ch <= 'F' ? EIN_BLACK : ch >= 'a' && ch <= 'f' ? EIN_WHITE : -1, v = 0;
        if (side >= 0) {
            v = ch - (side == EIN_BLACK ? 'A' : 'a');
            if (p->at[side][v] != EIN_GONE) return -1; /* a cube twice */
            p->at[side][v] = (unsigned char)sq;
        } else if (ch != '.') {
            return -1;
        }
        sq++;
    }
    p->to_move = text[30] == 'b' ? EIN_BLACK : EIN_WHITE;
    return 0;
}

int ein_parse(const char *text, struct ein_position *p, char *err, size_t errlen)
{
    memset(p->at, EIN_GONE, sizeof p->at);
    if (strncmp(text, "start:", 6) == 0) {
        if (parse_start(text + 6, p) == 0) return 0;
        snprintf(err, errlen, "--position: expected start:SEED or start:PPPPPP,QQQQQQ (each side's cubes on its "
                              "start squares in row order, a permutation of 1-6), got '%s'", text);
        return -1;
    }
    if (parse_board(text, p) != 0) {
        snprintf(err, errlen, "--position: expected an EinStein position: five rows of five squares ('.', A-F "
                              "black's cubes, a-f white's) joined by '/', then :b or :w, e.g. "
                              "ABC../DE.../F...a/...bc/..def:b, or start:SEED; got '%s'", text);
        return -1;
    }
    if (cubes_of(p, EIN_BLACK) == 0 || cubes_of(p, EIN_WHITE) == 0 || ein_winner(p) >= 0) {
        snprintf(err, errlen, "--position: %s is a finished game (a side has reached its corner or lost every "
                              "cube)", text);
        return -1;
    }
    return 0;
}
