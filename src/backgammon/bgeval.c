/* bgeval.c - see bgeval.h. */
#include "bgeval.h"

#include "bgeval_weights.h"
#include "mix64.h"

int bg_contact(const struct bg_board *b)
{
    /* The side on roll's checker at index i meets the other's at 23 - j
     * for every j up to the other's furthest back checker. */
    int back[2] = { -1, -1 };
    for (int s = 0; s < 2; s++)
        for (int i = BG_BAR; i >= 0 && back[s] < 0; i--)
            if (b->side[s][i]) back[s] = i;
    return back[0] >= 0 && back[1] >= 0 && back[0] + back[1] >= 24;
}

/* Whether the blot of `me` at index i can be hit by a checker of `opp`
 * within 11 pips: opp moves towards its home, up my indices, so its
 * checkers at my indices i - 11 .. i - 1 (its bar at my -1) reach i. */
static int exposed(const unsigned char *opp, int i)
{
    for (int k = i - 11 < -1 ? -1 : i - 11; k < i; k++)
        if (k == -1 ? opp[BG_BAR] : opp[23 - k]) return 1;
    return 0;
}

static void side_features(const unsigned char *me, const unsigned char *opp, int *f)
{
    int pips = 25 * me[BG_BAR], on_board = me[BG_BAR], blots = 0, hit = 0, home = 0, outfield = 0, anchors = 0;
    int run = 0, longest = 0, back = me[BG_BAR], stacked = 0;
    for (int i = 0; i < 24; i++) {
        int n = me[i], made = n >= 2;
        pips += (i + 1) * n;
        on_board += n;
        if (n == 1) {
            blots++;
            hit += exposed(opp, i);
        }
        home += made && i < 6;
        outfield += made && i >= 6 && i < 12;
        anchors += made && i >= 18;
        run = made ? run + 1 : 0;
        if (run > longest) longest = run;
        if (i >= 18) back += n;
        if (n > 3) stacked += n - 3;
    }
    int v[BG_SIDE_FEATURES] = { pips, BG_CHECKERS - on_board, me[BG_BAR], blots, hit, home, outfield, anchors,
                                longest, back, stacked };
    for (int k = 0; k < BG_SIDE_FEATURES; k++) f[k] = v[k];
}

void bg_features(const struct bg_board *b, int f[BG_FEATURES])
{
    f[0] = 1;
    side_features(b->side[1], b->side[0], f + 2);
    side_features(b->side[0], b->side[1], f + 2 + BG_SIDE_FEATURES);
    int us = f[2], them = f[2 + BG_SIDE_FEATURES]; /* pips: never both 0 in a game not over */
    f[1] = us + them > 0 ? 1000 * (them - us) / (us + them) : 0;
}

int bg_evaluate(const struct bg_board *b)
{
    int f[BG_FEATURES];
    const int64_t *w = BG_WEIGHTS[bg_contact(b) ? 0 : 1];
    int64_t sum = 0;
    bg_features(b, f);
    for (int k = 0; k < BG_FEATURES; k++) sum += w[k] * f[k];
    /* Rounded half up, exactly: floor((sum + unit / 2) / unit). */
    int64_t q = sum + BG_WEIGHT_UNIT / 2, v = q / BG_WEIGHT_UNIT;
    if (q % BG_WEIGHT_UNIT != 0 && q < 0) v--;
    return v < -BG_EVAL_LIMIT ? -BG_EVAL_LIMIT : v > BG_EVAL_LIMIT ? BG_EVAL_LIMIT : (int)v;
}

uint64_t bg_eval_signature(void)
{
    uint64_t h = mix64(BG_WEIGHT_UNIT);
    for (int c = 0; c < 2; c++)
        for (int k = 0; k < BG_FEATURES; k++) h = mix64(h ^ (uint64_t)BG_WEIGHTS[c][k]);
    return h;
}
