/* bgpositional.c - see bgpositional.h. */
#include "bgpositional.h"

#include <pthread.h>
#include <stdint.h>
#include <string.h>

#define WINDOW 12 /* an escape passes the blocks within 12 pips ahead */

/* ESCAPES[w]: the rolls of 36 with which a checker escapes when bit d - 1
 * of w says the point d pips ahead is blocked (d = 1..12). */
static unsigned char ESCAPES[1 << WINDOW]; /* at most 36 */
static pthread_once_t escapes_once = PTHREAD_ONCE_INIT;

static int blocked(unsigned w, int d)
{
    return w >> (d - 1) & 1u;
}

static void fill_escapes(void)
{
    for (unsigned w = 0; w < 1u << WINDOW; w++)
        for (int a = 1; a <= 6; a++)
            for (int b = a; b <= 6; b++) /* a + b <= 12: within the window */
                if (!blocked(w, a + b) && !(blocked(w, a) && blocked(w, b))) ESCAPES[w] += a == b ? 1 : 2;
}

/* One side's masks, in its own indices: bit i, 2 or more checkers (made),
 * exactly 1 (blots) or any (occupied, the bar bit 24) at index i. */
struct masks {
    unsigned made, blots, occupied;
};

/* Each byte's top bit, into bits 0..7. */
static unsigned top_bits(uint64_t x)
{
    return (unsigned)((((x >> 7) & BG_BYTES_01) * 0x0102040810204080u) >> 56);
}

/* Eight places a word (a count is at most 15: adding 0x7e or 0x7f to a
 * byte carries into no other, and sets its top bit when n >= 2, n >= 1). */
static struct masks masks_of(const unsigned char *side)
{
    struct masks m = { 0, 0, side[BG_BAR] ? 1u << BG_BAR : 0 };
    for (int w = 0; w < 3; w++) {
        uint64_t n = bg_word(side + 8 * w);
        unsigned two = top_bits(n + 0x7e * BG_BYTES_01), any = top_bits(n + 0x7f * BG_BYTES_01);
        m.made |= two << 8 * w;
        m.blots |= (any & ~two) << 8 * w;
        m.occupied |= any << 8 * w;
    }
    return m;
}

/* Bit t of x (t = 0..24) moved to bit 24 - t. */
static unsigned reversed25(unsigned x)
{
    x = (x >> 1 & 0x55555555u) | (x & 0x55555555u) << 1;
    x = (x >> 2 & 0x33333333u) | (x & 0x33333333u) << 2;
    x = (x >> 4 & 0x0f0f0f0fu) | (x & 0x0f0f0f0fu) << 4;
    return __builtin_bswap32(x) >> 7; /* bit t at 31 - t, then 24 - t */
}

static int highest_bit(unsigned x) /* x != 0 */
{
    return 31 - __builtin_clz(x);
}

static int lowest_bit(unsigned x) /* x != 0 */
{
    return __builtin_ctz(x);
}

static int bits_set(unsigned x)
{
    int n = 0;
    for (; x; x &= x - 1) n++;
    return n;
}

/* The escapes of a checker at index p (24: the bar) of a side whose
 * opponent's made points are blocks (the opponent's own indices, where
 * our index p is its 23 - p, so d pips ahead of us is its 23 - p + d:
 * bit d - 1 after the shift). */
static int escapes_from(int p, unsigned blocks)
{
    return ESCAPES[blocks >> (BG_BAR - p) & ((1u << WINDOW) - 1)];
}

/* The other's rolls that hit a blot of ours: in our indices shifted up by
 * one (the other's index t is our 23 - t, bit 24 - t; its bar bit 0), its
 * checkers move up; our made points stop them. */
static int shots_at(const struct masks *us, const struct masks *other)
{
    const unsigned from = reversed25(other->occupied), blots = us->blots << 1, blocks = us->made << 1;
    unsigned reach[7], pass[7]; /* where one die of d lands, and where it may go on from */
    for (int d = 1; d <= 6; d++) {
        reach[d] = from << d;
        pass[d] = reach[d] & ~blocks;
    }
    int shots = 0;
    for (int a = 1; a <= 6; a++) {
        unsigned at = from; /* a double: up to four steps of a, each stopped on a block */
        for (int k = 0; k < 4 && at; k++) {
            at <<= a;
            if (at & blots) {
                shots++;
                break;
            }
            at &= ~blocks;
        }
        for (int b = a + 1; b <= 6; b++)
            shots += 2 * (((reach[a] | reach[b] | pass[a] << b | pass[b] << a) & blots) != 0);
    }
    return shots;
}

static void side_features(const unsigned char *me, const struct masks *us, const struct masks *them, int *f)
{
    /* 1. One pass over the places: checkers, pips, crossovers, mobility,
     *    and the pips to pass the other's furthest-back checker (at our
     *    index 23 - its highest; -1 for its bar). */
    const int theirs = them->occupied ? 23 - highest_bit(them->occupied) : BG_BAR;
    int n = 0, pips = 0, crossovers = 0, mobility = 0, contact = 0;
    for (unsigned at = us->occupied; at; at &= at - 1) { /* the occupied places only */
        const int i = lowest_bit(at), c = me[i];
        n += c;
        pips += c * (i + 1);
        crossovers += c * (i / 6);
        if (i >= 12) mobility += c * escapes_from(i, them->made) * (i - 5);
        if (i > theirs) contact += c * (i - theirs + 1);
    }
    const int back = us->occupied ? highest_bit(us->occupied) : -1;
    f[0] = back + 1;
    f[1] = us->made ? highest_bit(us->made) + 1 : 0;
    f[2] = contact;
    f[3] = back >= 0 ? escapes_from(back, them->made) : 36;
    f[4] = mobility / 36;
    const int closed = bits_set(them->made & 0x3fu);
    f[5] = closed * closed;
    /* 2. The moment: beyond the mean point, rounded down. */
    int moment = 0;
    if (n > 0) {
        const int mean = pips / n;
        for (unsigned at = us->occupied >> mean << mean; at; at &= at - 1) {
            const int i = lowest_bit(at);
            moment += me[i] * (i + 1 - mean) * (i + 1 - mean);
        }
        moment /= n;
    }
    f[6] = moment;
    f[7] = crossovers;
    f[8] = shots_at(us, them);
    /* 3. Containment: the other's checker at its index p, against our made points. */
    int fewest = 36;
    for (int p = 15; p <= BG_BAR; p++) {
        const int e = escapes_from(p, us->made);
        if (e < fewest) fewest = e;
    }
    f[9] = 36 - fewest;
    f[10] = f[9] * f[9] / 36;
    _Static_assert(BG_POSITIONAL_SIDE == 11, "the features of bgpositional.h, in its order");
}

void bg_positional_features(const struct bg_board *b, int f[BG_POSITIONAL_FEATURES])
{
    pthread_once(&escapes_once, fill_escapes);
    const struct masks on_roll = masks_of(b->side[1]), other = masks_of(b->side[0]);
    side_features(b->side[1], &on_roll, &other, f);
    side_features(b->side[0], &other, &on_roll, f + BG_POSITIONAL_SIDE);
}
