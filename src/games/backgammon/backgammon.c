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

int bg_points_lost(const unsigned char *loser)
{
    if (bg_checkers(loser) < BG_CHECKERS) return 1;
    for (int i = 18; i <= BG_BAR; i++)
        if (loser[i]) return 3;
    return 2;
}

const unsigned char BG_ROLLS[BG_ROLL_COUNT][2] = {
    { 1, 1 }, { 1, 2 }, { 1, 3 }, { 1, 4 }, { 1, 5 }, { 1, 6 }, { 2, 2 }, { 2, 3 }, { 2, 4 }, { 2, 5 }, { 2, 6 },
    { 3, 3 }, { 3, 4 }, { 3, 5 }, { 3, 6 }, { 4, 4 }, { 4, 5 }, { 4, 6 }, { 5, 5 }, { 5, 6 }, { 6, 6 },
};

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
    if (bits) *bits = bar_zero + 1;
    return (((uint64_t)1 << bar_zero) - 1) & ~zeros;
}

void bg_key(const struct bg_board *b, uint64_t key[2])
{
    int opp_bits;
    uint64_t opp = bg_side_code(b->side[0], &opp_bits), me = bg_side_code(b->side[1], NULL);
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
/* The index's hash: a sum of the board's counts, each place with a
 * weight of its own (splitmix64's first 50 outputs from 0x5374617262656e63,
 * place i of side s weight 25 s + i), so that a step changes it by a few
 * weights (play keeps it as it goes, never reading the board again), then
 * mixed so that the index's low bits depend on every count (the index
 * only: the moves keep the order in which they are found whatever the
 * hash). */
static const uint64_t PLACE_WEIGHT[2 * BG_PLACES] = {
    0x49fe951d7c235d26u, 0xb1fc0ce5f2fdba6au, 0xfeb6e39b7c4bca2au, 0xee64fb9b97e37ceau,
    0xf127e39f39b6e31au, 0xbc5dc3f8c1b469b2u, 0x4a701ea5e7a4b5e9u, 0x396e47f5563cd5e6u,
    0x010112fcfd1bb0f2u, 0x66bb31c9d2526978u, 0xf2933e79c7f35807u, 0x1be03e0d3b27d632u,
    0x428ce007e3ed8251u, 0xccd80ce2225a4bacu, 0xd673bd330275868bu, 0x49982f1b14197f48u,
    0xcad9c6a02161e48du, 0xda7d6986123cfdc3u, 0x582c69647c792349u, 0x7a6c5a8693edc57eu,
    0xde529695534d25b9u, 0xddba01607928e358u, 0xda9a3186b1f75f59u, 0xd035272e4c5fa189u,
    0xe25014af758a8933u, 0x448ef140cfaba22cu, 0x2cba003ebb9bbf49u, 0xe2cfffc72aacb9c9u,
    0x12a635889de3e1edu, 0x0c543ca3d43cba96u, 0x68579ddf292cda92u, 0xd0c87dea9b09928cu,
    0x9ecde55baa1fa053u, 0x43b3aac8ee570493u, 0x072dc355152ef178u, 0x4067e4d5def20c6bu,
    0x73c21ee501a96b42u, 0xe2276a2d5a04490fu, 0x117cf263dd4fc4ddu, 0x331f4baf1c8e1f83u,
    0x31c08677e5d7f12fu, 0x31d996f606a0f039u, 0x114ca8947c0a4dc9u, 0x08bad59593e1f983u,
    0xda4232b18dcacd10u, 0x00f2225b837132e8u, 0x272f37e0d1b20803u, 0xfd5dea24bc914f97u,
    0x8d7628bf197491b9u, 0x219353751174e169u
};

static uint64_t board_sum(const struct bg_board *b)
{
    uint64_t sum = 0;
    for (int s = 0; s < 2; s++)
        for (int i = 0; i < BG_PLACES; i++) sum += b->side[s][i] * PLACE_WEIGHT[BG_PLACES * s + i];
    return sum;
}

static size_t slot_of(uint64_t sum, size_t mask)
{
    sum ^= sum >> 32;
    sum *= 0x9e3779b97f4a7c15u;
    return (size_t)(sum ^ (sum >> 29)) & mask;
}

static void index_board(struct bg_moves *m, size_t k)
{
    size_t i = slot_of(m->sums[k], m->slot_mask);
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
 * when half full, never needs more than BG_MOVE_SLOTS.  sum: board_sum(b). */
static void record(struct bg_moves *m, const struct bg_board *b, int used, uint64_t sum)
{
    size_t i = slot_of(sum, m->slot_mask);
    for (; m->slots[i]; i = (i + 1) & m->slot_mask) {
        size_t k = m->slots[i] - 1;
        if (memcmp(&m->boards[k], b, sizeof *b) == 0) {
            if (m->dice_used[k] < used) m->dice_used[k] = (unsigned char)used;
            return;
        }
    }
    m->boards[m->count] = *b;
    m->sums[m->count] = sum;
    m->dice_used[m->count] = (unsigned char)used;
    m->slots[i] = (uint32_t)++m->count;
    if (2 * m->count > m->slot_mask) grow_index(m);
}

/* 3. Every way to play the dice in this order from b, the bar first, each
 * end position recorded with the dice it used.  A board is an end only
 * when no step at all can be played from it.  Two shortcuts leave the
 * boards and the order in which they are first reached as the full walk
 * has them:
 *  - A double's steps are of one size and its result depends only on the
 *    multiset of their starting places (backgammon.h), so only starts in
 *    non-increasing order are followed (from `top` down): each multiset
 *    some order plays is also played in that order (checkers move only
 *    down, and the bar and bearing-off rules only ask that higher checkers
 *    go first), and that order is the first of the multiset's orders the
 *    full walk tries.
 *  - A non-double is walked with the first die first, then with the
 *    second first.  In the second walk, a second step b (die d1) that
 *    neither bears off nor starts where the first step (from a, die d2)
 *    landed, after a first step that bore nothing off from a board with
 *    nobody on the bar, is skipped: b then d1 and a then d2 is a play of
 *    the first walk (no bar to enter from, b's checker was there before,
 *    the landing points are open as they were, a hit on either is the
 *    same hit) to the same board, reached there first. */
#define ANY_START BG_PLACES /* top of a non-double: every start followed */

struct walk {
    uint32_t occ; /* the side on roll's occupied places (occupied) */
    uint64_t sum; /* board_sum of the board */
    int left, used, top;
    int second_walk;  /* the second walk's first step is next */
    int first_landed; /* the second walk's first step landed here (its second steps from elsewhere are
                         the first walk's); -1: nothing skipped */
};

/* One step of the walk, made on b in place: the checker at src to dst, w
 * updated.  Returns whether it hit (for walk_undo). */
static int walk_step(struct bg_board *b, struct walk *w, int src, int dst)
{
    unsigned char *opp = b->side[0], *me = b->side[1];
    w->sum -= PLACE_WEIGHT[BG_PLACES + src];
    if (--me[src] == 0) w->occ &= ~((uint32_t)1 << src);
    if (dst < 0) return 0;
    int hit = opp[23 - dst] == 1;
    if (hit) {
        opp[23 - dst] = 0;
        opp[BG_BAR]++;
        w->sum += PLACE_WEIGHT[BG_BAR] - PLACE_WEIGHT[23 - dst];
    }
    me[dst]++;
    w->sum += PLACE_WEIGHT[BG_PLACES + dst];
    w->occ |= (uint32_t)1 << dst;
    return hit;
}

static void walk_undo(struct bg_board *b, int src, int dst, int hit)
{
    unsigned char *opp = b->side[0], *me = b->side[1];
    me[src]++;
    if (dst < 0) return;
    me[dst]--;
    if (hit) {
        opp[23 - dst] = 1;
        opp[BG_BAR]--;
    }
}

/* b is walked in place and left as it was. */
static void play(struct bg_moves *m, struct bg_board *b, const int *dice, const struct walk *w)
{
    int moved = 0;
    uint32_t from = w->occ >> BG_BAR ? (uint32_t)1 << BG_BAR : w->occ; /* the bar first */
    for (; w->left > 0 && from; from &= ~((uint32_t)1 << (31 - __builtin_clz(from)))) {
        int src = 31 - __builtin_clz(from), dst = src - dice[0]; /* from the bar down to the 1-point */
        if (!step_legal(b, w->occ, src, dice[0])) continue;
        moved = 1;
        if (src > w->top || (w->first_landed >= 0 && dst >= 0 && src != w->first_landed)) continue;
        struct walk after = { .occ = w->occ, .sum = w->sum, .left = w->left - 1, .used = w->used + 1,
                              .top = w->top == ANY_START ? ANY_START : src,
                              .first_landed = w->second_walk && dst >= 0 && !(w->occ >> BG_BAR) ? dst : -1 };
        int hit = walk_step(b, &after, src, dst);
        play(m, b, dice + 1, &after);
        walk_undo(b, src, dst, hit);
        if (m->first_only && m->count) return;
    }
    if (!moved) record(m, b, w->used, w->sum);
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
    uintptr_t at = ((uintptr_t)memory + sizeof(uint64_t) - 1) & ~(uintptr_t)(sizeof(uint64_t) - 1);
    m->sums = (uint64_t *)at; /* the first word of BG_MOVES_BYTES: room to align */
    m->slots = (uint32_t *)(m->sums + BG_MAX_MOVES);
    m->boards = (struct bg_board *)(m->slots + BG_MOVE_SLOTS);
    m->dice_used = (unsigned char *)(m->boards + BG_MAX_MOVES);
    m->count = 0;
    m->slot_mask = 0;
    m->first_only = 0;
}

/* Every end position of the roll d1-d2 from b into m, in the walk's order
 * (with m->first_only, the first only). */
static void walk_roll(const struct bg_board *b, int d1, int d2, struct bg_moves *m)
{
    m->count = 0;
    m->slot_mask = FIRST_SLOTS - 1;
    memset(m->slots, 0, FIRST_SLOTS * sizeof *m->slots);
    int doubles[4] = { d1, d1, d1, d1 }, first[2] = { d1, d2 }, second[2] = { d2, d1 };
    struct walk start = { .occ = occupied(b->side[1]), .sum = board_sum(b), .left = d1 == d2 ? 4 : 2,
                          .top = d1 == d2 ? BG_BAR : ANY_START, .first_landed = -1 };
    struct bg_board walked = *b;
    if (d1 == d2) {
        play(m, &walked, doubles, &start);
    } else {
        play(m, &walked, first, &start);
        if (m->first_only && m->count) return;
        start.second_walk = 1;
        play(m, &walked, second, &start);
    }
}

int bg_first_move(const struct bg_board *b, int d1, int d2, struct bg_moves *m, struct bg_board *first)
{
    m->first_only = 1;
    walk_roll(b, d1, d2, m);
    m->first_only = 0;
    if (m->count == 0 || m->dice_used[0] != (d1 == d2 ? 4 : 2)) return 0;
    *first = m->boards[0];
    return 1;
}

size_t bg_legal_moves(const struct bg_board *b, int d1, int d2, struct bg_moves *m)
{
    walk_roll(b, d1, d2, m);
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
