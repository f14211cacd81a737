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
#include <stdint.h>
#include <string.h>

#define BG_CHECKERS 15
#define BG_BAR 24
#define BG_PLACES 25
#define BG_ID_LENGTH 14
#define BG_START_ID "4HPwATDgc/ABMA" /* the opening position's ID */

struct bg_board {
    unsigned char side[2][BG_PLACES];  /* [0] the opponent, [1] the side on roll */
};

/* Decodes gnubg's position ID (14 characters of base64: for each side, the
 * opponent first, for each of its 25 places as many 1 bits as checkers and
 * a 0 bit, least significant bit of each byte first).  Returns 0,
 * BG_ID_MALFORMED when id is not 14 base64 characters, or BG_ID_ILLEGAL
 * (b decoded) when the position is one gnubg refuses (bg_board_illegal). */
enum { BG_ID_MALFORMED = -1, BG_ID_ILLEGAL = -2 };
int bg_board_from_id(const char *id, struct bg_board *b);

/* NULL when b could arise in a game, as gnubg checks it: at most 15
 * checkers a side, no point held by both sides, and not both sides on the
 * bar against closed home boards; otherwise what is wrong. */
const char *bg_board_illegal(const struct bg_board *b);

/* gnubg's position key: 80 bits, for each side (the opponent first), for
 * each of its 25 places as many 1 bits as checkers and a 0 bit; bit k is
 * bit k of key[0] for k < 64, else bit k - 64 of key[1]. */
void bg_key(const struct bg_board *b, uint64_t key[2]);

/* One side's part of a key: for each place as many 1 bits as checkers
 * and a 0 bit; *bits (bits NULL: not asked) its length, 25 + its
 * checkers, at most 40 (a side has at most 15 checkers), so one word
 * holds it. */
uint64_t bg_side_code(const unsigned char *side, int *bits);

/* The key of the board whose sides have these codes (bg_side_code). */
static inline void bg_key_of_codes(uint64_t opp, int opp_bits, uint64_t me, uint64_t key[2])
{
    key[0] = opp | me << opp_bits; /* opp_bits is 25 to 40 */
    key[1] = me >> (64 - opp_bits);
}

/* The board of a key that bg_key made. */
void bg_board_from_key(const uint64_t key[2], struct bg_board *b);

/* Writes b's position ID and a NUL into id (BG_ID_LENGTH + 1 bytes). */
void bg_position_id(const struct bg_board *b, char *id);

/* The checkers of one side still in play (on the board and the bar). */
int bg_checkers(const unsigned char *side);

/* The points a side loses when the other has borne off its last checker:
 * 1, a gammon 2 when it has borne off none, a backgammon 3 when it has
 * also a checker on the bar or in the winner's home board (its 19-24). */
int bg_points_lost(const unsigned char *loser);

/* The 21 rolls of a chance node, in the exporter's order: 1-1, 1-2, ...,
 * 6-6 (the smaller die first; a double weighs 1 of 36, the others 2). */
#define BG_ROLL_COUNT 21
extern const unsigned char BG_ROLLS[BG_ROLL_COUNT][2];

/* The counts of eight places p[0..7] as one word, byte k the count at
 * p[k], on any machine: one load where bytes are little-endian (the
 * shifts below are one load too, mostly, but not inside every expression:
 * GCC 12 left an OR of three of them as 24 byte loads). */
static inline uint64_t bg_word(const unsigned char *p)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t w;
    memcpy(&w, p, sizeof w);
    return w;
#else
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24
           | (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56;
#endif
}
#define BG_BYTES_01 0x0101010101010101u /* times a word of bytes: byte k the sum of bytes 0..k */

/* The same position with the other side on roll. */
static inline struct bg_board bg_swap(const struct bg_board *b)
{
    struct bg_board s;
    memcpy(s.side[0], b->side[1], BG_PLACES);
    memcpy(s.side[1], b->side[0], BG_PLACES);
    return s;
}

/* One step of the side on roll (side[1]): whether the rules let a die be
 * played from place src (the bar first; bearing off only with every
 * checker home, and with a higher die only from the highest point), and
 * the step itself: the checker from src to dst (borne off when dst < 0),
 * hitting a lone opposing checker there onto its bar. */
int bg_can_step(const struct bg_board *b, int src, int die);
void bg_step(struct bg_board *b, int src, int dst);

/* The most legal moves any roll can have: a play of a double is four
 * steps of one size, and its result depends only on the multiset of the
 * steps' starting places (each step takes a checker from its start to
 * start - die, or off, and hits whatever blot it lands on), so a double
 * has at most C(25 + 4 - 1, 4) = 20475 distinct results (25 places:
 * the points and the bar); a non-double at most 25 * 25, fewer dice fewer. */
#define BG_MAX_MOVES 20475
#define BG_MOVE_SLOTS 32768 /* the index's largest size: a power of two above BG_MAX_MOVES */

/* The bytes of memory a move list needs (bg_moves_init). */
#define BG_MOVES_BYTES                                         \
    (sizeof(uint64_t) + BG_MOVE_SLOTS * sizeof(uint32_t)       \
     + BG_MAX_MOVES * (sizeof(uint64_t) + sizeof(struct bg_board) + 1))

/* The legal moves of a roll, in memory the caller lends (BG_MOVES_BYTES,
 * aligned for int: the lists align themselves within it), reused from one
 * call to the next. */
struct bg_moves {
    struct bg_board *boards;  /* the resulting positions, side on roll still side[1] */
    unsigned char *dice_used; /* while generating: the most dice any way to a board used */
    uint64_t *sums;           /* while generating: each board's hash sum (the index's, kept to grow it) */
    uint32_t *slots;          /* hash index over boards (board + 1; 0 empty) */
    size_t count;
    size_t slot_mask;         /* slots in use - 1: grown with count, at most BG_MOVE_SLOTS - 1 */
    int first_only;           /* while generating: stop at the walk's first end position (bg_first_move) */
};

void bg_moves_init(struct bg_moves *m, void *memory);

/* Fills m with every legal move of the side on roll (side[1]) with the
 * roll d1-d2 (1..6 each), in the generator order above, and returns their
 * number; a roll with no legal move (a dance) gives 0. */
size_t bg_legal_moves(const struct bg_board *b, int d1, int d2, struct bg_moves *m);

/* The first of bg_legal_moves' moves for the roll d1-d2 into *first, found
 * without the others when it can be: returns 1 when the walk's first end
 * position plays every die (it is then the first move listed: the list
 * keeps the walk's order and no move plays more dice), else 0 (only the
 * whole walk can say; *first untouched).  m: memory as for bg_legal_moves,
 * its contents left undefined.  A probe (Star2) reads only a node's first
 * move. */
int bg_first_move(const struct bg_board *b, int d1, int d2, struct bg_moves *m, struct bg_board *first);

#endif
