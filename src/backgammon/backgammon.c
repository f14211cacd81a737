/* backgammon.c - see backgammon.h. */
#include "backgammon.h"

#include <stdint.h>
#include <string.h>

static const char BASE64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* The ID's base64 digits, 6 bits each, most significant first, spell the
 * key's 10 bytes (and 4 bits of padding) from their most significant bit;
 * the key numbers its bits from each byte's least: bit `at` of the digits
 * is bit at ^ 7 of the key. */
#define KEY_BITS 80

int bg_checkers(const unsigned char *side)
{
    int n = 0;
    for (int i = 0; i < BG_PLACES; i++) n += side[i];
    return n;
}

int bg_board_from_id(const char *id, struct bg_board *b)
{
    uint64_t key[2] = { 0, 0 };
    if (strlen(id) != BG_ID_LENGTH) return BG_ID_MALFORMED;
    for (int i = 0; i < BG_ID_LENGTH; i++) {
        const char *digit = strchr(BASE64, id[i]); /* never the NUL: strlen is 14 */
        if (!digit) return BG_ID_MALFORMED;
        for (int j = 0; j < 6; j++) {
            int at = (i * 6 + j) ^ 7;
            if (at < KEY_BITS && (digit - BASE64) >> (5 - j) & 1) key[at >> 6] |= (uint64_t)1 << (at & 63);
        }
    }
    bg_board_from_key(key, b);
    return bg_board_illegal(b) ? BG_ID_ILLEGAL : 0;
}

/* gnubg's own checks of a decoded position (positionid.c, CheckPosition). */
const char *bg_board_illegal(const struct bg_board *b)
{
    if (bg_checkers(b->side[0]) > BG_CHECKERS || bg_checkers(b->side[1]) > BG_CHECKERS)
        return "a side has more than 15 checkers";
    for (int i = 0; i < BG_BAR; i++)
        if (b->side[1][i] && b->side[0][BG_BAR - 1 - i]) return "both sides have checkers on one point";
    int closed = 1; /* both home boards closed (two or more on each of points 1-6) */
    for (int i = 0; i < 6; i++) closed &= b->side[0][i] >= 2 && b->side[1][i] >= 2;
    if (closed && b->side[0][BG_BAR] && b->side[1][BG_BAR])
        return "both sides are on the bar against closed home boards";
    return NULL;
}

/* Place p's 0 bit is bit p + (checkers at places 0..p); the checkers
 * before each place come eight places at a time as a word's running byte
 * sums. */
uint64_t bg_side_code(const unsigned char *side, int *bits)
{
    uint64_t zeros = 0;
    int before = 0; /* checkers on the places of the words before */
    for (int w = 0; w < 3; w++) {
        uint64_t through = bg_word(side + 8 * w) * BG_BYTES_01; /* byte k: checkers at places 8w .. 8w + k */
        for (int k = 0; k < 8; k++) zeros |= (uint64_t)1 << (before + (int)(through >> 8 * k & 0xff) + 8 * w + k);
        before += (int)(through >> 56);
    }
    int bar_zero = before + side[BG_BAR] + BG_BAR;
    *bits = bar_zero + 1;
    return (((uint64_t)1 << bar_zero) - 1) & ~zeros;
}

void bg_key(const struct bg_board *b, uint64_t key[2])
{
    int opp_bits, me_bits;
    uint64_t opp = bg_side_code(b->side[0], &opp_bits), me = bg_side_code(b->side[1], &me_bits);
    bg_key_of_codes(opp, opp_bits, me, key);
}

/* One side's counts from the low bits of `bits` (a run of ones ended by a
 * 0 a place); the bits it read, or -1 when its code is longer than the
 * word (a key no board made: the caller reads it bit by bit). */
static int side_from_code(uint64_t bits, unsigned char *side)
{
    int read = 0;
    for (int place = 0; place < BG_PLACES; place++) {
        if (~bits == 0) return -1;
        int n = __builtin_ctzll(~bits);
        side[place] = (unsigned char)n;
        bits = bits >> n >> 1; /* two shifts: n + 1 may be 64 */
        read += n + 1;
    }
    return read <= 64 ? read : -1; /* past 64, zeros shifted in were read */
}

/* Any 80 bits, one bit at a time (runs of ones of any length). */
static void board_from_any_key(const uint64_t key[2], struct bg_board *b)
{
    __extension__ typedef unsigned __int128 u128;
    u128 k = (u128)key[1] << 64 | key[0];
    for (int side = 0; side < 2; side++)
        for (int place = 0; place < BG_PLACES; place++) {
            int n = 0;
            for (; k & 1; k >>= 1) n++;
            b->side[side][place] = (unsigned char)n;
            k >>= 1;
        }
}

void bg_board_from_key(const uint64_t key[2], struct bg_board *b)
{
    int read0 = side_from_code(key[0], b->side[0]);
    if (read0 < 0) {
        board_from_any_key(key, b);
        return;
    }
    uint64_t rest = read0 == 64 ? key[1] : key[0] >> read0 | key[1] << (64 - read0);
    if (side_from_code(rest, b->side[1]) < 0) board_from_any_key(key, b);
}

void bg_position_id(const struct bg_board *b, char *id)
{
    uint64_t key[2];
    bg_key(b, key);
    for (int i = 0; i < BG_ID_LENGTH; i++) {
        int digit = 0;
        for (int j = 0; j < 6; j++) {
            int at = (i * 6 + j) ^ 7;
            digit = digit << 1 | (at < KEY_BITS && (key[at >> 6] >> (at & 63) & 1));
        }
        id[i] = BASE64[digit];
    }
    id[BG_ID_LENGTH] = '\0';
}


/* 1. One checker (backgammon.h). */
void bg_step(struct bg_board *b, int src, int dst)
{
    unsigned char *opp = b->side[0], *me = b->side[1];
    me[src]--;
    if (dst < 0) return;
    if (opp[23 - dst] == 1) {
        opp[23 - dst] = 0;
        opp[BG_BAR]++;
    }
    me[dst]++;
}

/* The places of a side that hold checkers: bit i for index i, bit 24 the bar. */
static uint32_t occupied(const unsigned char *side)
{
    uint32_t occ = 0;
    for (int i = 0; i < BG_PLACES; i++) occ |= (uint32_t)(side[i] != 0) << i;
    return occ;
}

/* Whether the checker at the occupied place src of the side on roll, whose
 * places are occ, may play the die, the bar already off or src the bar. */
static inline int step_legal(const struct bg_board *b, uint32_t occ, int src, int die)
{
    int dst = src - die;
    if (dst < 0) {                                              /* bearing off: */
        if (occ >> 6) return 0;                                 /* every checker home (bar included) */
        return dst == -1 || (occ >> (src + 1)) == 0;            /* a higher die: the highest checker only */
    }
    return b->side[0][23 - dst] < 2;                            /* not a made point */
}

/* Reads b only: the generator copies a board just for the steps that are legal. */
static int can_step(const struct bg_board *b, int src, int die)
{
    uint32_t occ = occupied(b->side[1]);
    if (!(occ >> src & 1) || (occ >> BG_BAR && src != BG_BAR)) return 0; /* the bar first */
    return step_legal(b, occ, src, die);
}

int bg_can_step(const struct bg_board *b, int src, int die)
{
    return can_step(b, src, die);
}

/* 2. Distinct results.  An open-addressing index over m->boards. */
/* The board's 50 bytes as six words and a last pair, each times its own
 * odd constant (independent products, not a serial chain), summed and
 * mixed so that the index's low bits depend on every byte (the index only:
 * the moves keep the order in which they are found whatever the hash). */
static uint64_t board_hash(const struct bg_board *b)
{
    static const uint64_t odd[7] = { 0x9e3779b97f4a7c15u, 0xc2b2ae3d27d4eb4fu, 0x165667b19e3779f9u,
                                     0xd6e8feb86659fd93u, 0xff51afd7ed558ccdu, 0xc4ceb9fe1a85ec53u,
                                     0x94d049bb133111ebu };
    _Static_assert(sizeof *b == 2 * BG_PLACES, "a board is its 50 counts");
    const unsigned char *p = &b->side[0][0];
    uint64_t h = (uint64_t)(p[48] | p[49] << 8) * odd[6];
    for (int w = 0; w < 6; w++) h += bg_word(p + 8 * w) * odd[w];
    h ^= h >> 32;
    h *= 0x9e3779b97f4a7c15u;
    return h ^ (h >> 29);
}

static void index_board(struct bg_moves *m, size_t k)
{
    size_t i = (size_t)board_hash(&m->boards[k]) & m->slot_mask;
    while (m->slots[i]) i = (i + 1) & m->slot_mask;
    m->slots[i] = (uint32_t)(k + 1);
}

/* Keeps the index at most half full: twice the slots, every board again. */
static void grow_index(struct bg_moves *m)
{
    m->slot_mask = 2 * m->slot_mask + 1;
    memset(m->slots, 0, (m->slot_mask + 1) * sizeof *m->slots);
    for (size_t k = 0; k < m->count; k++) index_board(m, k);
}

/* b, reached with `used` dice: added, or its most dice raised.  At most
 * BG_MAX_MOVES distinct boards arrive (see there), so the index, grown
 * when half full, never needs more than BG_MOVE_SLOTS. */
static void record(struct bg_moves *m, const struct bg_board *b, int used)
{
    size_t i = (size_t)board_hash(b) & m->slot_mask;
    for (; m->slots[i]; i = (i + 1) & m->slot_mask) {
        size_t k = m->slots[i] - 1;
        if (memcmp(&m->boards[k], b, sizeof *b) == 0) {
            if (m->dice_used[k] < used) m->dice_used[k] = (unsigned char)used;
            return;
        }
    }
    m->boards[m->count] = *b;
    m->dice_used[m->count] = (unsigned char)used;
    m->slots[i] = (uint32_t)++m->count;
    if (2 * m->count > m->slot_mask) grow_index(m);
}

/* 3. Every way to play the dice in this order from b, the bar first, each
 * end position recorded with the dice it used.  A double's steps are of
 * one size and its result depends only on the multiset of their starting
 * places (backgammon.h), so only starts in non-increasing order are
 * followed (from `top` down): each multiset some order plays is also
 * played in that order (checkers move only down, and the bar and
 * bearing-off rules only ask that higher checkers go first), and that
 * order is the first of the multiset's orders the full search tries, so
 * boards are still first reached in the same order.  A board is an end
 * only when no step at all can be played from it.  ANY_START: a
 * non-double, every start followed. */
#define ANY_START BG_PLACES
static void play(struct bg_moves *m, const struct bg_board *b, uint32_t occ, const int *dice, int left, int used,
                 int top)
{
    int moved = 0;
    uint32_t from = occ >> BG_BAR ? (uint32_t)1 << BG_BAR : occ; /* the bar first */
    for (; left > 0 && from; from &= ~((uint32_t)1 << (31 - __builtin_clz(from)))) {
        int src = 31 - __builtin_clz(from); /* from the bar down to the 1-point */
        if (!step_legal(b, occ, src, dice[0])) continue;
        moved = 1;
        if (src > top) continue;
        struct bg_board next = *b;
        int dst = src - dice[0];
        bg_step(&next, src, dst);
        uint32_t next_occ = (next.side[1][src] ? occ : occ & ~((uint32_t)1 << src)) | (dst >= 0 ? (uint32_t)1 << dst : 0);
        play(m, &next, next_occ, dice + 1, left - 1, used + 1, top == ANY_START ? ANY_START : src);
    }
    if (!moved) record(m, b, used);
}

/* Whether playing the one die `die` from start can reach b (b NULL: any position). */
static int one_die_reaches(const struct bg_board *start, int die, const struct bg_board *b)
{
    for (int src = BG_BAR; src >= 0; src--) {
        if (!can_step(start, src, die)) continue;
        struct bg_board next = *start;
        bg_step(&next, src, src - die);
        if (!b || memcmp(&next, b, sizeof next) == 0) return 1;
    }
    return 0;
}

#define FIRST_SLOTS 64 /* the index's size at the start of a roll: most rolls have fewer moves than half */

void bg_moves_init(struct bg_moves *m, void *memory)
{
    m->slots = memory;
    m->boards = (struct bg_board *)(m->slots + BG_MOVE_SLOTS);
    m->dice_used = (unsigned char *)(m->boards + BG_MAX_MOVES);
    m->count = 0;
    m->slot_mask = 0;
}

size_t bg_legal_moves(const struct bg_board *b, int d1, int d2, struct bg_moves *m)
{
    m->count = 0;
    m->slot_mask = FIRST_SLOTS - 1;
    memset(m->slots, 0, FIRST_SLOTS * sizeof *m->slots);
    int doubles[4] = { d1, d1, d1, d1 }, first[2] = { d1, d2 }, second[2] = { d2, d1 };
    uint32_t occ = occupied(b->side[1]);
    if (d1 == d2) {
        play(m, b, occ, doubles, 4, 0, BG_BAR);
    } else {
        play(m, b, occ, first, 2, 0, ANY_START);
        play(m, b, occ, second, 2, 0, ANY_START);
    }
    int most = 0;
    for (size_t k = 0; k < m->count; k++)
        if (m->dice_used[k] > most) most = m->dice_used[k];
    /* As many dice as possible; of one die of a non-double, the larger if it can be played. */
    int larger = d1 > d2 ? d1 : d2, larger_only = most == 1 && d1 != d2 && one_die_reaches(b, larger, NULL);
    size_t kept = 0;
    for (size_t k = 0; k < m->count; k++) {
        if (most == 0 || m->dice_used[k] != most) continue;
        if (larger_only && !one_die_reaches(b, larger, &m->boards[k])) continue;
        m->boards[kept] = m->boards[k];
        m->dice_used[kept++] = m->dice_used[k];
    }
    return m->count = kept;
}
