/* bearoff.c - see bearoff.h. */
#include "bearoff.h"

#include <assert.h>
#include <pthread.h>
#include <string.h>

#include "core/mix64.h"

#define HOME 6                        /* the points a bear-off's checkers are on */
#define ONE (UINT32_C(1) << 24)       /* probability 1 */
#define MOST_PIPS (BG_CHECKERS * HOME) /* 15 checkers on the 6-point */

/* [position][0: all off, 1: first off][k]: the chance of needing exactly k
 * rolls.  Filled once (build_table); read-only after. */
static uint32_t table[BG_BEAROFF_POSITIONS][2][BG_BEAROFF_ROLLS];
/* [position][g]: sum over k of k table[position][g][k], the mean number of
 * rolls in units of 2^-24: what a move minimises. */
static uint64_t mean_rolls[BG_BEAROFF_POSITIONS][2];
static pthread_once_t table_built = PTHREAD_ONCE_INIT;

#define ROLLS 21               /* 1-1, 2-1, 2-2, 3-1, ..., 6-6: d1 = 1..6, d2 = 1..d1 */
#define SMALL_POSITIONS 924    /* C(12, 6): the boards of at most 6 checkers, whose indices are 0..923 (c_5 <= 11) */
#define SMALL_SUCCESSORS 69022 /* the moves of all their rolls (build_position counts them; asserted) */
/* [on roll][opponent]: for two boards of at most 6 checkers, the chance that
 * the side on roll wins, both playing to win (the two-sided database). */
static uint32_t two_sided[SMALL_POSITIONS][SMALL_POSITIONS];
/* The results of each small board's rolls: the indices of the moves of
 * board i's roll r are small_moves[small_first[i][r]] on, small_count[i][r]
 * of them. */
static uint16_t small_moves[SMALL_SUCCESSORS];
static uint32_t small_first[SMALL_POSITIONS][ROLLS];
static uint8_t small_count[SMALL_POSITIONS][ROLLS];
static uint32_t small_moves_used;

static const uint32_t CHOOSE[21][6] = { /* CHOOSE[n][k - 1] = C(n, k), n = 0..20, k = 1..6 */
    { 0, 0, 0, 0, 0, 0 },
    { 1, 0, 0, 0, 0, 0 },
    { 2, 1, 0, 0, 0, 0 },
    { 3, 3, 1, 0, 0, 0 },
    { 4, 6, 4, 1, 0, 0 },
    { 5, 10, 10, 5, 1, 0 },
    { 6, 15, 20, 15, 6, 1 },
    { 7, 21, 35, 35, 21, 7 },
    { 8, 28, 56, 70, 56, 28 },
    { 9, 36, 84, 126, 126, 84 },
    { 10, 45, 120, 210, 252, 210 },
    { 11, 55, 165, 330, 462, 462 },
    { 12, 66, 220, 495, 792, 924 },
    { 13, 78, 286, 715, 1287, 1716 },
    { 14, 91, 364, 1001, 2002, 3003 },
    { 15, 105, 455, 1365, 3003, 5005 },
    { 16, 120, 560, 1820, 4368, 8008 },
    { 17, 136, 680, 2380, 6188, 12376 },
    { 18, 153, 816, 3060, 8568, 18564 },
    { 19, 171, 969, 3876, 11628, 27132 },
    { 20, 190, 1140, 4845, 15504, 38760 }
};

/* A home board of at most 15 checkers is a 6-subset of {0..20}: c_k =
 * (checkers on points 1..k+1) + k, strictly increasing, c_5 <= 15 + 5; its
 * rank in the combinatorial number system, sum of C(c_k, k + 1), numbers the
 * C(21, 6) boards 0.. with the empty board 0. */
uint32_t bg_bearoff_index(const unsigned char *side)
{
    uint32_t rank = 0, c = 0;
    for (uint32_t k = 0; k < HOME; k++) {
        c += side[k] + (k > 0);
        rank += CHOOSE[c][k];
    }
    return rank;
}

int bg_is_bearoff(const struct bg_board *b)
{
    for (int s = 0; s < 2; s++) {
        int home = 0;
        for (int i = 0; i < BG_PLACES; i++) {
            if (i >= HOME && b->side[s][i]) return 0;
            if (i < HOME) home += b->side[s][i];
        }
        if (home > 15) return 0; /* not a board of the tables: its index would read past CHOOSE */
    }
    return 1;
}

/* The best of a roll's moves (bg_legal_moves' order, the first on a tie)
 * for each distribution g: best[g] the table index of the move whose
 * distribution g has the fewest rolls on average. */
static void best_moves(const struct bg_moves *m, uint32_t best[2])
{
    uint64_t best_mean[2] = { UINT64_MAX, UINT64_MAX };
    for (size_t i = 0; i < m->count; i++) {
        uint32_t to = bg_bearoff_index(m->boards[i].side[1]);
        for (int g = 0; g < 2; g++)
            if (mean_rolls[to][g] < best_mean[g]) best_mean[g] = mean_rolls[to][g], best[g] = to;
    }
}

/* Keeps the results of a small board's roll r for the two-sided table. */
static void keep_small_moves(uint32_t at, int r, const struct bg_moves *m)
{
    assert(small_moves_used + m->count <= SMALL_SUCCESSORS && m->count <= UINT8_MAX);
    small_first[at][r] = small_moves_used;
    small_count[at][r] = (uint8_t)m->count;
    for (size_t i = 0; i < m->count; i++)
        small_moves[small_moves_used++] = (uint16_t)bg_bearoff_index(m->boards[i].side[1]);
}

/* One position's two distributions from its successors', which have fewer
 * pips and so are done: for each of the 21 rolls (a non-double twice as
 * likely) the best move's distribution one roll later, summed over the 36
 * dice and divided by 36, rounded to nearest.  With fewer than 15 checkers
 * one is already off: the gammon is saved at 0 rolls. */
static void build_position(uint32_t at, const unsigned char *home, struct bg_moves *m)
{
    struct bg_board b = { { { 0 } } };
    int checkers = 0;
    for (int i = 0; i < HOME; i++) b.side[1][i] = home[i], checkers += home[i];
    uint64_t sum[2][BG_BEAROFF_ROLLS] = { { 0 } };
    for (int d1 = 1, r = 0; d1 <= 6; d1++)
        for (int d2 = 1; d2 <= d1; d2++, r++) {
            uint64_t weight = d1 == d2 ? 1 : 2;
            bg_legal_moves(&b, d1, d2, m); /* never empty: every die can move or bear off a checker */
            if (at < SMALL_POSITIONS) keep_small_moves(at, r, m);
            uint32_t best[2];
            best_moves(m, best);
            for (int g = 0; g < (checkers == BG_CHECKERS ? 2 : 1); g++) {
                const uint32_t *next = table[best[g]][g];
                for (int k = 0; k + 1 < BG_BEAROFF_ROLLS; k++) sum[g][k + 1] += weight * next[k];
            }
        }
    if (checkers < BG_CHECKERS) sum[1][0] = 36 * (uint64_t)ONE;
    for (int g = 0; g < 2; g++) {
        mean_rolls[at][g] = 0;
        for (int k = 0; k < BG_BEAROFF_ROLLS; k++) {
            table[at][g][k] = (uint32_t)((sum[g][k] + 18) / 36);
            mean_rolls[at][g] += (uint64_t)k * table[at][g][k];
        }
    }
}

static uint64_t moves_memory[BG_MOVES_BYTES / sizeof(uint64_t) + 1]; /* build_table's move lists */
static uint32_t build_order[BG_BEAROFF_POSITIONS];                   /* indices by pips */
static unsigned char build_homes[BG_BEAROFF_POSITIONS][HOME];        /* each index's board */

/* Every home board of at most 15 checkers, from point `point` down, the
 * ones above already in home[]: counted by pips (count_only), or listed by
 * pips in order[] (by_pips[pips] the next free slot of that count's run)
 * with each one's board in build_homes. */
static void each_home(unsigned char *home, int point, int left, int pips, int count_only,
                      uint32_t *by_pips, uint32_t *order)
{
    if (point < 0) {
        if (count_only) by_pips[pips]++;
        else {
            uint32_t at = bg_bearoff_index(home);
            order[by_pips[pips]++] = at;
            memcpy(build_homes[at], home, HOME);
        }
        return;
    }
    for (int n = 0; n <= left; n++) {
        home[point] = (unsigned char)n;
        each_home(home, point - 1, left - n, pips + n * (point + 1), count_only, by_pips, order);
    }
    home[point] = 0;
}

/* The chance that the side on roll with small board `me` wins against
 * `opp`: for each roll the move that leaves the opponent the least chance,
 * summed over the 36 dice, divided by 36 and rounded.  A side with no
 * checker left has won. */
static uint32_t two_sided_value(uint32_t me, uint32_t opp)
{
    if (me == 0) return ONE;
    if (opp == 0) return 0;
    uint64_t sum = 0;
    for (int d1 = 1, r = 0; d1 <= 6; d1++)
        for (int d2 = 1; d2 <= d1; d2++, r++) {
            uint32_t best = 0;
            const uint16_t *to = &small_moves[small_first[me][r]];
            for (int i = 0; i < small_count[me][r]; i++) {
                uint32_t chance = to[i] == 0 ? ONE : ONE - two_sided[opp][to[i]];
                if (chance > best) best = chance;
            }
            sum += (d1 == d2 ? 1 : 2) * (uint64_t)best;
        }
    return (uint32_t)((sum + 18) / 36);
}

/* The two-sided table, pairs in order of their pips together: a move's
 * result (fewer pips) against the same opponent is done first.  order[]
 * lists the boards by pips, so the small ones (indices below 924) too. */
static void build_two_sided(const uint32_t *order)
{
    uint32_t small[SMALL_POSITIONS], pips[SMALL_POSITIONS], n = 0;
    for (uint32_t i = 0; i < BG_BEAROFF_POSITIONS; i++)
        if (order[i] < SMALL_POSITIONS) {
            small[n] = order[i];
            pips[n] = 0;
            for (int k = 0; k < HOME; k++) pips[n] += (uint32_t)build_homes[order[i]][k] * (uint32_t)(k + 1);
            n++;
        }
    for (uint32_t together = 0; together <= 2 * pips[n - 1]; together++)
        for (uint32_t i = 0; i < n && pips[i] <= together; i++)
            for (uint32_t j = 0; j < n && pips[j] <= together - pips[i]; j++)
                if (pips[i] + pips[j] == together) two_sided[small[i]][small[j]] = two_sided_value(small[i], small[j]);
}

/* Positions in order of pips, so that every move's result (fewer pips) is
 * done before the position that reaches it. */
static void build_table(void)
{
    uint32_t runs[MOST_PIPS + 1] = { 0 };
    unsigned char home[HOME] = { 0 };
    each_home(home, HOME - 1, BG_CHECKERS, 0, 1, runs, build_order);
    for (uint32_t pips = 0, start = 0; pips <= MOST_PIPS; pips++) {
        uint32_t n = runs[pips];
        runs[pips] = start;
        start += n;
    }
    each_home(home, HOME - 1, BG_CHECKERS, 0, 0, runs, build_order);
    struct bg_moves m;
    bg_moves_init(&m, moves_memory);
    table[0][0][0] = table[0][1][0] = ONE; /* build_order[0]: nothing left to bear off */
    for (uint32_t i = 1; i < BG_BEAROFF_POSITIONS; i++)
        build_position(build_order[i], build_homes[build_order[i]], &m);
    assert(small_moves_used == SMALL_SUCCESSORS);
    build_two_sided(build_order);
}

void bg_bearoff_prepare(void)
{
    pthread_once(&table_built, build_table);
}

void bg_bearoff_distribution(const unsigned char *side, int gammon, uint32_t p[BG_BEAROFF_ROLLS])
{
    pthread_once(&table_built, build_table);
    const uint32_t *d = table[bg_bearoff_index(side)][gammon != 0];
    for (int k = 0; k < BG_BEAROFF_ROLLS; k++) p[k] = d[k];
}

/* sum over k of a[k] (b[k + shift] + b[k + shift + 1] + ...): the chance
 * that a's side finishes in k rolls and b's needs k + shift or more, in
 * units of 2^-48. */
static uint64_t finishes_first(const uint32_t *a, const uint32_t *b, int shift)
{
    uint64_t total = 0, b_tail = 0;
    for (int k = BG_BEAROFF_ROLLS - 1; k >= 0; k--) {
        if (k + shift < BG_BEAROFF_ROLLS) b_tail += b[k + shift];
        total += (uint64_t)a[k] * b_tail;
    }
    return total;
}

/* An equity in units of 2^-bits (|equity| <= 3 x 2^48) in milli-points,
 * rounded to nearest, halves away from 0: the product stays below 2^60. */
static int rounded_milli(int64_t equity, int bits)
{
    int64_t scaled = (equity < 0 ? -equity : equity) * 1000, half = (int64_t)1 << (bits - 1);
    int64_t milli = (scaled + half) >> bits;
    return (int)(equity < 0 ? -milli : milli);
}

int bg_bearoff_equity(const struct bg_board *b)
{
    pthread_once(&table_built, build_table);
    uint32_t on_roll = bg_bearoff_index(b->side[1]), other = bg_bearoff_index(b->side[0]);
    if (on_roll < SMALL_POSITIONS && other < SMALL_POSITIONS) /* 2 W - 1: no gammon, each side has 9 off */
        return rounded_milli(2 * (int64_t)two_sided[on_roll][other] - (int64_t)ONE, 24);
    uint32_t(*me)[BG_BEAROFF_ROLLS] = table[on_roll];
    uint32_t(*opp)[BG_BEAROFF_ROLLS] = table[other];
    /* The side on roll finishing on its k-th roll beats an opponent that
     * needs k or more (it has had k - 1); the opponent's k-th roll comes
     * after the side on roll's k-th, so it wins a gammon against a first
     * checker that needs k + 1 or more. */
    int64_t win = (int64_t)finishes_first(me[0], opp[0], 0);
    int64_t win_gammon = (int64_t)finishes_first(me[0], opp[1], 0);
    int64_t lose_gammon = (int64_t)finishes_first(opp[0], me[1], 1);
    return rounded_milli(2 * win - ((int64_t)1 << 48) + win_gammon - lose_gammon, 48); /* |equity| <= 3 x 2^48 */
}

uint64_t bg_bearoff_signature(void)
{
    pthread_once(&table_built, build_table);
    uint64_t h = 0;
    for (uint32_t i = 0; i < BG_BEAROFF_POSITIONS; i++)
        for (int k = 0; k < BG_BEAROFF_ROLLS; k++) h = mix64(h ^ table[i][0][k] ^ (uint64_t)table[i][1][k] << 32);
    for (uint32_t i = 0; i < SMALL_POSITIONS; i++)
        for (uint32_t j = 0; j < SMALL_POSITIONS; j++) h = mix64(h ^ two_sided[i][j]);
    return h;
}
