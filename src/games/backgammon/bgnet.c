/* bgnet.c - see bgnet.h. */
#include "bgnet.h"

#include <pthread.h>

#include "bgeval.h"
#include "bgnet_weights.h"
#include "mix64.h"

#define RAW_INPUTS 196 /* 2 sides x (24 points x 4 + bar + off) */

/* The inputs, as integers: gnubg's raw inputs doubled, then the features. */
static void net_inputs(const struct bg_board *b, int64_t *x)
{
    int k = 0, f[BG_FEATURES];
    for (int s = 1; s >= 0; s--) { /* the side on roll first */
        const unsigned char *side = b->side[s];
        for (int i = 0; i < 24; i++) {
            int n = side[i];
            x[k++] = 2 * (n >= 1);
            x[k++] = 2 * (n >= 2);
            x[k++] = 2 * (n >= 3);
            x[k++] = n > 3 ? n - 3 : 0;
        }
        x[k++] = side[BG_BAR];
        x[k++] = BG_CHECKERS - bg_checkers(side);
    }
    bg_features(b, f);
    for (int j = 1; j < BG_FEATURES; j++) x[k++] = f[j]; /* f[0], the constant, is the biases' */
}

/* The output from the hidden units' sums h (in 2^-WEIGHT_SHIFT): the
 * rectified units weighted, in milli-points x 2^-(WEIGHT_SHIFT +
 * OUTPUT_SHIFT); the weights' magnitudes (netfit.py) keep every sum far
 * below 2^63. */
static int net_output(const int64_t *h)
{
    int64_t total = BG_NET_B2 * ((int64_t)1 << BG_NET_WEIGHT_SHIFT);
    for (int j = 0; j < BG_NET_HIDDEN; j++)
        if (h[j] > 0) total += BG_NET_W2[j] * h[j];
    /* Rounded half up: floor((total + half) / 2^shift), the shift of a negative number made a floor. */
    const int shift = BG_NET_WEIGHT_SHIFT + BG_NET_OUTPUT_SHIFT;
    int64_t q = total + ((int64_t)1 << (shift - 1));
    int64_t v = q >= 0 ? q >> shift : -((-q + ((int64_t)1 << shift) - 1) >> shift);
    return v < -BG_EVAL_LIMIT ? -BG_EVAL_LIMIT : v > BG_EVAL_LIMIT ? BG_EVAL_LIMIT : (int)v;
}

int bg_net_evaluate_reference(const struct bg_board *b)
{
    _Static_assert(BG_NET_INPUTS == RAW_INPUTS + BG_FEATURES - 1, "the weights are for other inputs");
    int64_t x[BG_NET_INPUTS], h[BG_NET_HIDDEN];
    net_inputs(b, x);
    for (int j = 0; j < BG_NET_HIDDEN; j++) {
        h[j] = BG_NET_B1[j];
        for (int i = 0; i < BG_NET_INPUTS; i++) h[j] += BG_NET_W1[j][i] * x[i];
    }
    return net_output(h);
}

/* W1 input by input (NNUE's layout), as doubles: an input's weights to
 * every hidden unit side by side, so that its term is one pass over a row,
 * which the compiler vectorizes (two doubles a step with SSE2); and the
 * largest weight and bias, for the bound below.  Filled once
 * (pthread_once). */
static double W1_BY_INPUT[BG_NET_INPUTS][BG_NET_HIDDEN];
static int64_t largest_weight, largest_bias;
static pthread_once_t by_input_once = PTHREAD_ONCE_INIT;

static int64_t magnitude(int64_t v)
{
    return v < 0 ? -v : v;
}

static void fill_by_input(void)
{
    for (int j = 0; j < BG_NET_HIDDEN; j++) {
        if (magnitude(BG_NET_B1[j]) > largest_bias) largest_bias = magnitude(BG_NET_B1[j]);
        for (int i = 0; i < BG_NET_INPUTS; i++) {
            W1_BY_INPUT[i][j] = (double)BG_NET_W1[j][i];
            if (magnitude(BG_NET_W1[j][i]) > largest_weight) largest_weight = magnitude(BG_NET_W1[j][i]);
        }
    }
}

/* The reference's sums, exactly, in doubles: 1. the inputs, and their
 * mass (the sum of their magnitudes); 2. the bound: every product w x and
 * every partial sum is an integer of magnitude at most largest_bias +
 * largest_weight * mass, so while that stays below 2^53 every one is a
 * double exactly and every addition is exact (a fused multiply-add too:
 * it rounds once, an exact result) - else the reference's integer loops
 * decide; 3. each hidden sum starts at its bias and only the nonzero
 * inputs add their rows (a position sets some 30 of the 196 raw inputs:
 * empty points are zero). */
int bg_net_evaluate(const struct bg_board *b)
{
    int64_t x[BG_NET_INPUTS], mass = 0, h[BG_NET_HIDDEN];
    double sum[BG_NET_HIDDEN];
    pthread_once(&by_input_once, fill_by_input);
    net_inputs(b, x);
    for (int i = 0; i < BG_NET_INPUTS; i++) mass += magnitude(x[i]);
    const int64_t exact = (int64_t)1 << 53;
    if (mass > 0 && largest_weight > (exact - 1 - largest_bias) / mass) return bg_net_evaluate_reference(b);
    for (int j = 0; j < BG_NET_HIDDEN; j++) sum[j] = (double)BG_NET_B1[j];
    for (int i = 0; i < BG_NET_INPUTS; i++) {
        if (x[i] == 0) continue;
        const double xi = (double)x[i], *w = W1_BY_INPUT[i];
        for (int j = 0; j < BG_NET_HIDDEN; j++) sum[j] += w[j] * xi;
    }
    for (int j = 0; j < BG_NET_HIDDEN; j++) h[j] = (int64_t)sum[j];
    return net_output(h);
}

uint64_t bg_net_signature(void)
{
    uint64_t h = mix64(BG_NET_INPUTS ^ (uint64_t)BG_NET_HIDDEN << 32);
    for (int j = 0; j < BG_NET_HIDDEN; j++) {
        for (int i = 0; i < BG_NET_INPUTS; i++) h = mix64(h ^ (uint64_t)BG_NET_W1[j][i]);
        h = mix64(h ^ (uint64_t)BG_NET_B1[j] ^ mix64((uint64_t)BG_NET_W2[j]));
    }
    return mix64(h ^ (uint64_t)BG_NET_B2);
}
