/* einstein.h - the rules of EinStein würfelt nicht! (Ingo Althöfer, 2004;
 * OpenSpiel's einstein_wurfelt_nicht): positions, the die's choice of
 * cube, legal moves, their notation.  Prints nothing.
 *
 * A 5x5 board, squares 0..24 row by row (row r, column c: 5r + c).  Black
 * starts with cubes 1-6 on the squares with r + c <= 2 (the top-left
 * triangle) and moves right, down or diagonally down-right, toward square
 * 24; white starts on r + c >= 6 and moves left, up or up-left, toward
 * square 0.  The side to move rolls a die: it moves the cube of that
 * number, or when that cube is gone the nearest lower or the nearest
 * higher cube it still has (either).  A cube moving onto an occupied
 * square captures what is there, its own side's cube included.  A side
 * wins by reaching the far corner or by capturing every enemy cube.
 */
#ifndef STARBENCH_EINSTEIN_H
#define STARBENCH_EINSTEIN_H

#include <stddef.h>
#include <stdint.h>

#define EIN_SQUARES 25
#define EIN_CUBES 6
#define EIN_GONE 31          /* a captured cube's square */
#define EIN_MAX_MOVES 6      /* two cubes, three directions each */
#define EIN_POSITION_TEXT 40 /* "ABC../DE.../F...a/...bc/..def:b" and a NUL */

enum ein_side { EIN_BLACK, EIN_WHITE };

/* A position: each side's cube v (1-6) on square at[side][v - 1] (or
 * EIN_GONE), and the side to move. */
struct ein_position {
    unsigned char at[2][EIN_CUBES];
    enum ein_side to_move;
};

struct ein_move {
    unsigned char cube;   /* 1-6, the mover's */
    unsigned char from, to;
    unsigned char dir;    /* 0 the diagonal, 1 down (up for white), 2 right (left); OpenSpiel's order */
    unsigned char capture;
};

/* The legal moves of p's side to move with the die showing `die` (1-6),
 * in OpenSpiel's order (the cubes by square, then the directions), into
 * moves; returns their count (0 only when the side has no cube). */
int ein_moves(const struct ein_position *p, int die, struct ein_move *moves);

/* p after m, the other side to move. */
void ein_play(struct ein_position *p, const struct ein_move *m);

/* The side that has won p (reached its corner or took every enemy cube),
 * or -1 when the game goes on. */
int ein_winner(const struct ein_position *p);

/* The move in OpenSpiel's notation: "B3-diag", "W5-up*" (a capture). */
void ein_move_text(const struct ein_position *p, const struct ein_move *m, char *text, size_t len);

/* Reads a position into p: a board "ABC../DE.../F...a/...bc/..def:b" (five
 * rows of five squares from the top, '.' empty, A-F black's cubes 1-6, a-f
 * white's; ':b' or ':w' the side to move), or a start: "start:SEED" (both
 * sides' cubes in an order drawn from the seed) or "start:PPPPPP,QQQQQQ"
 * (black's cubes on its squares in row order, white's on its), black to
 * move.  0, or -1 with a one-line reason in err naming --position. */
int ein_parse(const char *text, struct ein_position *p, char *err, size_t errlen);

/* Writes p as a board (the first form above). */
void ein_format(const struct ein_position *p, char *text, size_t len);

/* A handle's key of p's cubes: 5 bits a cube, black's then white's (60 bits). */
uint64_t ein_key(const struct ein_position *p);
void ein_from_key(uint64_t key, enum ein_side to_move, struct ein_position *p);

#endif
