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

void bg_key(const struct bg_board *b, uint64_t key[2])
{
    __extension__ typedef unsigned __int128 u128;
    u128 k = 0;
    int bit = 0;
    for (int side = 0; side < 2; side++)
        for (int place = 0; place < BG_PLACES; place++) {
            int n = b->side[side][place];
            k |= (((u128)1 << n) - 1) << bit;
            bit += n + 1; /* n ones and the 0 bit */
        }
    key[0] = (uint64_t)k;
    key[1] = (uint64_t)(k >> 64);
}

void bg_board_from_key(const uint64_t key[2], struct bg_board *b)
{
    __extension__ typedef unsigned __int128 u128;
    u128 k = (u128)key[1] << 64 | key[0];
    for (int side = 0; side < 2; side++)
        for (int place = 0; place < BG_PLACES; place++) {
            /* The run of ones at the bottom, by ctz when it ends within the
             * low word (always, for a board: at most 15 checkers a place);
             * a key that is no board's (a malformed ID) one bit at a time. */
            uint64_t low = (uint64_t)k;
            int n = 0;
            if (~low != 0) {
                n = __builtin_ctzll(~low);
                k >>= n;
            } else {
                for (; k & 1; k >>= 1) n++;
            }
            b->side[side][place] = (unsigned char)n;
            k >>= 1;
        }
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

struct bg_board bg_swap(const struct bg_board *b)
{
    struct bg_board s;
    memcpy(s.side[0], b->side[1], BG_PLACES);
    memcpy(s.side[1], b->side[0], BG_PLACES);
    return s;
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

static int any_checker(const unsigned char *side, int from, int to)
{
    for (int i = from; i < to; i++)
        if (side[i]) return 1;
    return 0;
}

/* Reads b only: the generator copies a board just for the steps that are legal. */
int bg_can_step(const struct bg_board *b, int src, int die)
{
    const unsigned char *opp = b->side[0], *me = b->side[1];
    if (me[src] == 0 || (me[BG_BAR] && src != BG_BAR)) return 0; /* the bar first */
    int dst = src - die;
    if (dst < 0) {                                                 /* bearing off: */
        if (me[BG_BAR] || any_checker(me, 6, BG_BAR)) return 0;    /* every checker home */
        if (dst < -1 && any_checker(me, src + 1, 6)) return 0;     /* a higher die: the highest checker only */
        return 1;
    }
    return opp[23 - dst] < 2;                                      /* not a made point */
}

/* 2. Distinct results.  An open-addressing index over m->boards. */
/* FNV-1a over the board, 8 bytes a step (the index only: the moves keep
 * the order in which they are found whatever the hash). */
static uint64_t board_hash(const struct bg_board *b)
{
    const unsigned char *p = &b->side[0][0];
    uint64_t h = 1469598103934665603ULL, word;
    size_t i = 0;
    for (; i + sizeof word <= sizeof *b; i += sizeof word) {
        memcpy(&word, p + i, sizeof word);
        h = (h ^ word) * 1099511628211ULL;
    }
    for (; i < sizeof *b; i++) h = (h ^ p[i]) * 1099511628211ULL;
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
 * end position recorded with the dice it used. */
static void play(struct bg_moves *m, const struct bg_board *b, const int *dice, int left, int used)
{
    int moved = 0;
    for (int src = BG_BAR; left > 0 && src >= 0; src--) {
        if (!bg_can_step(b, src, dice[0])) continue;
        struct bg_board next = *b;
        bg_step(&next, src, src - dice[0]);
        moved = 1;
        play(m, &next, dice + 1, left - 1, used + 1);
    }
    if (!moved) record(m, b, used);
}

/* Whether playing the one die `die` from start can reach b (b NULL: any position). */
static int one_die_reaches(const struct bg_board *start, int die, const struct bg_board *b)
{
    for (int src = BG_BAR; src >= 0; src--) {
        if (!bg_can_step(start, src, die)) continue;
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
    if (d1 == d2) {
        play(m, b, doubles, 4, 0);
    } else {
        play(m, b, first, 2, 0);
        play(m, b, second, 2, 0);
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
