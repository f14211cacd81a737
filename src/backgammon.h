/* backgammon.h - backgammon positions and their legal moves (issue 21's
 * native game source builds on this).
 *
 * A board is gnubg's: for each side (side[0] the opponent, side[1] the
 * side on roll) 25 checker counts, index 0..23 the points 1..24 counted
 * from that side's own home (it moves from higher to lower indices and
 * bears off below index 0), index 24 its bar.  Point index i of one side is
 * index 23 - i of the other.  The rules and the order in which moves are
 * found are those of scripts/bgmoves.py (the exporter's generator, checked
 * against gnubg), so that the native trees list moves in the exporter's
 * generator order: a move is one distinct resulting position, found by
 * playing the dice (the first die first, then the other order; a double
 * four times) from the bar down to the 1-point, in the order each position
 * is first reached.  As many dice as possible must be played; when only
 * one die of a non-double can be, the larger if it can.  Prints nothing.
 */
#ifndef STARBENCH_BACKGAMMON_H
#define STARBENCH_BACKGAMMON_H

#include <stddef.h>

#define BG_CHECKERS 15
#define BG_BAR 24
#define BG_PLACES 25
#define BG_ID_LENGTH 14

struct bg_board {
    unsigned char side[2][BG_PLACES];  /* [0] the opponent, [1] the side on roll */
};

/* Decodes gnubg's position ID (14 characters of base64: for each side, the
 * opponent first, for each of its 25 places as many 1 bits as checkers and
 * a 0 bit, least significant bit of each byte first).  Returns 0, or -1
 * when id is not 14 base64 characters or gives a side more than 15
 * checkers. */
int bg_board_from_id(const char *id, struct bg_board *b);

/* Writes b's position ID and a NUL into id (BG_ID_LENGTH + 1 bytes). */
void bg_position_id(const struct bg_board *b, char *id);

/* The same position with the other side on roll. */
struct bg_board bg_swap(const struct bg_board *b);

/* The legal moves of a roll: a workspace that keeps its memory from one
 * call to the next. */
struct bg_moves {
    struct bg_board *boards;  /* the resulting positions, side on roll still side[1] */
    unsigned char *dice_used; /* while generating: the most dice any way to a board used */
    size_t count, capacity;
    size_t *slots;            /* hash index over boards (board + 1; 0 empty) */
    size_t slot_mask;
};

/* Fills m with every legal move of the side on roll (side[1]) with the
 * roll d1-d2 (1..6 each), in the generator order above; a roll with no
 * legal move (a dance) gives count 0.  Returns 0, or -1 out of memory. */
int bg_legal_moves(const struct bg_board *b, int d1, int d2, struct bg_moves *m);

void bg_moves_free(struct bg_moves *m);

#endif
