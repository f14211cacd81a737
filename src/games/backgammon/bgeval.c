/* bgeval.c - see bgeval.h. */
#include "bgeval.h"

#include <string.h>

#include "bgeval_weights.h"
#include "core/mix64.h"

/* The set bits of a mask (SWAR: no popcount instruction is assumed). */
static int bits_set(uint32_t x)
{
    x = x - (x >> 1 & 0x55555555u);
    x = (x & 0x33333333u) + (x >> 2 & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return (int)(x * 0x01010101u >> 24);
}

/* The longest run of consecutive set bits. */
static int longest_run(uint32_t bits)
{
    int n = 0;
    for (; bits; bits &= bits << 1) n++;
    return n;
}

/* A side's counts read eight places a word (bg_word: 0..15 a byte, so no
 * byte of a sum below overflows). */
#define BYTES_80 0x8080808080808080u

static inline uint32_t top_bits(uint64_t x) /* each byte's top bit, into bits 0..7 */
{
    return (uint32_t)((((x >> 7) & BG_BYTES_01) * 0x0102040810204080u) >> 56);
}

static inline int byte_sum(uint64_t x)
{
    return (int)((x * BG_BYTES_01) >> 56);
}

/* The sum of k times byte k: at most 7 * 15 (a side has at most 15
 * checkers, bg_board_illegal), so no byte of the product overflows. */
static inline int byte_index_sum(uint64_t x)
{
    return (int)((x * 0x0001020304050607u) >> 56);
}

/* The other side's indices that a side's checkers hit within 11 pips.  A
 * checker at my index j is at the other's 23 - j and moves up its indices
 * (my bar: its -1), so it reaches the other's 24 - j .. 34 - j.  `ahead`
 * has bit o + 1 for a checker of mine at the other's index o (bit 0: my
 * bar); bit i of the result: one of bits i - 10 .. i of ahead. */
static uint32_t reach_of(const unsigned char *me, uint32_t bar_occupied)
{
    uint32_t ahead = bar_occupied;
    for (int w = 0; w < 3; w++) /* my indices 8w .. 8w + 7 reversed: the other's 16 - 8w .. 23 - 8w */
        ahead |= top_bits(__builtin_bswap64(bg_word(me + 8 * w)) + 0x7f * BG_BYTES_01) << (17 - 8 * w);
    uint32_t r = ahead | ahead << 1; /* shifts 0..1 */
    r |= r << 2;                     /* 0..3 */
    r |= r << 4;                     /* 0..7 */
    return r | r << 3;               /* 0..10 */
}

/* One side's counts (bgeval.h), eight places a word. */
static void count_side(const unsigned char *me, struct bg_side_counts *c)
{
    int bar = me[BG_BAR];
    *c = (struct bg_side_counts){ .occupied = (uint32_t)(bar != 0) << BG_BAR, .pips = 25 * bar, .on_board = bar,
                               .back = bar };
    for (int w = 0; w < 3; w++) {
        uint64_t n = bg_word(me + 8 * w);
        uint32_t two = top_bits(n + 0x7e * BG_BYTES_01), any = top_bits(n + 0x7f * BG_BYTES_01); /* n >= 2, n >= 1 */
        uint64_t minus3 = (n | BYTES_80) - 3 * BG_BYTES_01; /* 0x80 + n - 3 a byte: top bit set when n >= 3 */
        uint64_t at_least3 = ((minus3 & BYTES_80) >> 7) * 0xff;
        c->made |= two << 8 * w;
        c->blots |= (any & ~two) << 8 * w;
        c->occupied |= any << 8 * w;
        int checkers = byte_sum(n);
        c->on_board += checkers;
        c->pips += (8 * w + 1) * checkers + byte_index_sum(n); /* index + 1 pips a checker */
        c->stacked += byte_sum(minus3 & at_least3 & ~BYTES_80); /* n - 3 where n > 3 */
    }
    c->back += byte_sum(bg_word(me + 16) >> 16); /* indices 18-23 */
    c->reach = reach_of(me, bar != 0);
}

/* A side's features but the 5th (its blots the other can hit: exposed). */
static void own_features(const unsigned char *me, const struct bg_side_counts *c, int *f)
{
    f[0] = c->pips;
    f[1] = BG_CHECKERS - c->on_board;
    f[2] = me[BG_BAR];
    f[3] = bits_set(c->blots);
    f[4] = 0;
    f[5] = bits_set(c->made & 0x3fu);     /* home board, indices 0-5 */
    f[6] = bits_set(c->made & 0xfc0u);    /* outfield, 6-11 */
    f[7] = bits_set(c->made & 0xfc0000u); /* anchors, 18-23 */
    f[8] = longest_run(c->made);
    f[9] = c->back;
    f[10] = c->stacked;
    _Static_assert(BG_SIDE_FEATURES == 11, "the features of bgeval.h, in its order");
}

/* The blots of a side (counts c) that the other (reach) can hit. */
static int exposed(const struct bg_side_counts *c, uint32_t other_reach)
{
    return bits_set(c->blots & other_reach);
}

/* Whether some checker of one side must still pass one of the other's:
 * the side on roll's checker at index i meets the other's at 23 - j for
 * every j up to the other's furthest back checker. */
static int contact_of(const struct bg_side_counts *us, const struct bg_side_counts *them)
{
    if (!us->occupied || !them->occupied) return 0;
    int back_us = 31 - __builtin_clz(us->occupied), back_them = 31 - __builtin_clz(them->occupied);
    return back_us + back_them >= 24;
}

/* The weighted sum of one side's features f by weights w (the side's 11). */
static int64_t side_sum(const int64_t *w, const int *f)
{
    int64_t sum = 0;
    for (int k = 0; k < BG_SIDE_FEATURES; k++) sum += w[k] * f[k];
    return sum;
}

void bg_on_roll_of(const struct bg_board *b, struct bg_on_roll *on_roll)
{
    count_side(b->side[1], &on_roll->counts);
    own_features(b->side[1], &on_roll->counts, on_roll->features);
    for (int c = 0; c < 2; c++) on_roll->sums[c] = side_sum(BG_WEIGHTS[c] + 2, on_roll->features);
}

/* What the side not on roll (side[0]) adds to on_roll's share. */
struct other_side {
    int features[BG_SIDE_FEATURES];
    int exposed_us; /* the blots of the side on roll it can hit: that side's 5th feature */
    int lead;       /* the race lead, the second feature */
    int contact;
};

static void other_side(const struct bg_board *b, const struct bg_on_roll *on_roll, struct other_side *o)
{
    const struct bg_side_counts *us = &on_roll->counts;
    struct bg_side_counts them;
    count_side(b->side[0], &them);
    own_features(b->side[0], &them, o->features);
    o->features[4] = exposed(&them, us->reach);
    o->exposed_us = exposed(us, them.reach);
    int pips_us = us->pips, pips_them = them.pips; /* never both 0 in a game not over */
    o->lead = pips_us + pips_them > 0 ? 1000 * (pips_them - pips_us) / (pips_us + pips_them) : 0;
    o->contact = contact_of(us, &them);
}

/* The features of b into f, and whether it has contact. */
static int features_of(const struct bg_board *b, int f[BG_FEATURES])
{
    struct bg_on_roll on_roll;
    struct other_side o;
    bg_on_roll_of(b, &on_roll);
    other_side(b, &on_roll, &o);
    f[0] = 1;
    f[1] = o.lead;
    memcpy(f + 2, on_roll.features, sizeof on_roll.features);
    f[2 + 4] = o.exposed_us;
    memcpy(f + 2 + BG_SIDE_FEATURES, o.features, sizeof o.features);
    return o.contact;
}

void bg_features(const struct bg_board *b, int f[BG_FEATURES])
{
    features_of(b, f);
}

int bg_contact(const struct bg_board *b)
{
    int f[BG_FEATURES];
    return features_of(b, f);
}

/* The fitted equity: the weights (BG_WEIGHTS[0] with contact, else [1])
 * times features_of's features, summed from on_roll's share and the other
 * side's, rounded half up and clamped. */
int bg_evaluate_on_roll(const struct bg_board *b, const struct bg_on_roll *on_roll)
{
    struct other_side o;
    other_side(b, on_roll, &o);
    int set = o.contact ? 0 : 1;
    const int64_t *w = BG_WEIGHTS[set];
    int64_t sum = w[0] + w[1] * o.lead + on_roll->sums[set] + w[2 + 4] * o.exposed_us
                  + side_sum(w + 2 + BG_SIDE_FEATURES, o.features);
    /* Rounded half up, exactly: floor((sum + unit / 2) / unit). */
    int64_t q = sum + BG_WEIGHT_UNIT / 2, v = q / BG_WEIGHT_UNIT;
    if (q % BG_WEIGHT_UNIT != 0 && q < 0) v--;
    return v < -BG_EVAL_LIMIT ? -BG_EVAL_LIMIT : v > BG_EVAL_LIMIT ? BG_EVAL_LIMIT : (int)v;
}

int bg_evaluate(const struct bg_board *b)
{
    struct bg_on_roll on_roll;
    bg_on_roll_of(b, &on_roll);
    return bg_evaluate_on_roll(b, &on_roll);
}

uint64_t bg_eval_signature(void)
{
    uint64_t h = mix64(BG_WEIGHT_UNIT);
    for (int c = 0; c < 2; c++)
        for (int k = 0; k < BG_FEATURES; k++) h = mix64(h ^ (uint64_t)BG_WEIGHTS[c][k]);
    return h;
}
