/* bgnet.c - see bgnet.h. */
#include "bgnet.h"

#include <pthread.h>

#include "bgeval.h"
#include "bgnet_weights.h"
#include "bgnet2_weights.h"
#include "mix64.h"

#define RAW_INPUTS 196 /* 2 sides x (24 points x 4 + bar + off) */
#define BG_NET_MAX_HIDDEN 256
_Static_assert(BG_NET_INPUTS == RAW_INPUTS + BG_FEATURES - 1 && BG_NET2_INPUTS == BG_NET_INPUTS,
               "the weights are for other inputs");
_Static_assert(BG_NET_HIDDEN <= BG_NET_MAX_HIDDEN && BG_NET2_HIDDEN <= BG_NET_MAX_HIDDEN, "a network too wide");

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

/* A network: its shape, its integer weights (a netfit.py header), and
 * W1 input by input (NNUE's layout) as doubles: an input's weights to every
 * hidden unit side by side, so that its term is one pass over a row, which
 * the compiler vectorizes (two doubles a step with SSE2); and the largest
 * weight and bias, for the bound in net_value.  by_input and the largest
 * are filled once (pthread_once). */
struct net {
    int hidden, weight_shift, output_shift;
    const int64_t *w1, *b1, *w2; /* w1: hidden rows of BG_NET_INPUTS */
    int64_t b2;
    double *by_input;            /* BG_NET_INPUTS rows of hidden */
    int64_t largest_weight, largest_bias;
};

static double NET1_BY_INPUT[BG_NET_INPUTS][BG_NET_HIDDEN], NET2_BY_INPUT[BG_NET2_INPUTS][BG_NET2_HIDDEN];
static struct net NETS[BG_NET_COUNT] = {
    [BG_NET_V1] = { BG_NET_HIDDEN, BG_NET_WEIGHT_SHIFT, BG_NET_OUTPUT_SHIFT, &BG_NET_W1[0][0], BG_NET_B1, BG_NET_W2,
                    BG_NET_B2, &NET1_BY_INPUT[0][0], 0, 0 },
    [BG_NET_V2] = { BG_NET2_HIDDEN, BG_NET2_WEIGHT_SHIFT, BG_NET2_OUTPUT_SHIFT, &BG_NET2_W1[0][0], BG_NET2_B1,
                    BG_NET2_W2, BG_NET2_B2, &NET2_BY_INPUT[0][0], 0, 0 },
};
static pthread_once_t by_input_once = PTHREAD_ONCE_INIT;

/* The output from the hidden units' sums h (in 2^-weight_shift): the
 * rectified units weighted, in milli-points x 2^-(weight_shift +
 * output_shift); the weights' magnitudes (netfit.py) keep every sum far
 * below 2^63. */
static int net_output(const struct net *n, const int64_t *h)
{
    int64_t total = n->b2 * ((int64_t)1 << n->weight_shift);
    for (int j = 0; j < n->hidden; j++)
        if (h[j] > 0) total += n->w2[j] * h[j];
    /* Rounded half up: floor((total + half) / 2^shift), the shift of a negative number made a floor. */
    const int shift = n->weight_shift + n->output_shift;
    int64_t q = total + ((int64_t)1 << (shift - 1));
    int64_t v = q >= 0 ? q >> shift : -((-q + ((int64_t)1 << shift) - 1) >> shift);
    return v < -BG_EVAL_LIMIT ? -BG_EVAL_LIMIT : v > BG_EVAL_LIMIT ? BG_EVAL_LIMIT : (int)v;
}

int bg_net_value_reference(enum bg_net_id id, const struct bg_board *b)
{
    const struct net *n = &NETS[id];
    int64_t x[BG_NET_INPUTS], h[BG_NET_MAX_HIDDEN];
    net_inputs(b, x);
    for (int j = 0; j < n->hidden; j++) {
        h[j] = n->b1[j];
        for (int i = 0; i < BG_NET_INPUTS; i++) h[j] += n->w1[(size_t)j * BG_NET_INPUTS + i] * x[i];
    }
    return net_output(n, h);
}

static int64_t magnitude(int64_t v)
{
    return v < 0 ? -v : v;
}

static void fill_by_input(void)
{
    for (int k = 0; k < BG_NET_COUNT; k++) {
        struct net *n = &NETS[k];
        for (int j = 0; j < n->hidden; j++) {
            if (magnitude(n->b1[j]) > n->largest_bias) n->largest_bias = magnitude(n->b1[j]);
            for (int i = 0; i < BG_NET_INPUTS; i++) {
                int64_t w = n->w1[(size_t)j * BG_NET_INPUTS + i];
                n->by_input[(size_t)i * (size_t)n->hidden + (size_t)j] = (double)w;
                if (magnitude(w) > n->largest_weight) n->largest_weight = magnitude(w);
            }
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
int bg_net_value(enum bg_net_id id, const struct bg_board *b)
{
    const struct net *n = &NETS[id];
    int64_t x[BG_NET_INPUTS], mass = 0, h[BG_NET_MAX_HIDDEN];
    double sum[BG_NET_MAX_HIDDEN];
    pthread_once(&by_input_once, fill_by_input);
    net_inputs(b, x);
    for (int i = 0; i < BG_NET_INPUTS; i++) mass += magnitude(x[i]);
    const int64_t exact = (int64_t)1 << 53;
    if (mass > 0 && n->largest_weight > (exact - 1 - n->largest_bias) / mass) return bg_net_value_reference(id, b);
    const int hidden = n->hidden;
    for (int j = 0; j < hidden; j++) sum[j] = (double)n->b1[j];
    for (int i = 0; i < BG_NET_INPUTS; i++) {
        if (x[i] == 0) continue;
        const double xi = (double)x[i], *w = n->by_input + (size_t)i * (size_t)hidden;
        for (int j = 0; j < hidden; j++) sum[j] += w[j] * xi;
    }
    for (int j = 0; j < hidden; j++) h[j] = (int64_t)sum[j];
    return net_output(n, h);
}

int bg_net_evaluate(const struct bg_board *b)
{
    return bg_net_value(BG_NET_V1, b);
}

int bg_net2_evaluate(const struct bg_board *b)
{
    return bg_net_value(BG_NET_V2, b);
}

uint64_t bg_net_hash(enum bg_net_id id)
{
    const struct net *n = &NETS[id];
    uint64_t h = mix64(BG_NET_INPUTS ^ (uint64_t)n->hidden << 32);
    for (int j = 0; j < n->hidden; j++) {
        for (int i = 0; i < BG_NET_INPUTS; i++) h = mix64(h ^ (uint64_t)n->w1[(size_t)j * BG_NET_INPUTS + i]);
        h = mix64(h ^ (uint64_t)n->b1[j] ^ mix64((uint64_t)n->w2[j]));
    }
    return mix64(h ^ (uint64_t)n->b2);
}

uint64_t bg_net_signature(void)
{
    return bg_net_hash(BG_NET_V1);
}

uint64_t bg_net2_signature(void)
{
    return bg_net_hash(BG_NET_V2);
}
