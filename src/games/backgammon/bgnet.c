/* bgnet.c - see bgnet.h. */
#include "bgnet.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__) && defined(__GNUC__) && !defined(STARBENCH_NO_CLONES)
#include <immintrin.h>
#define PAIRED_ROWS
#endif

#include "bgeval.h"
#include "bgpositional.h"
#include "core/mix64.h"
#include "netfile.h"

#define RAW_INPUTS 196 /* 2 sides x (24 points x 4 + bar + off) */
#define BG_NET_MAX_HIDDEN 256
#define BG_NET_MAX_HIDDEN2 64 /* a second hidden layer's most units */
#define DEEP_CAP 32767 /* the second layer's inputs' cap: 16 bits (netfit.py's HIDDEN_CAP) */
#define NARROW_BLOCK 16 /* a narrow network's hidden units come in blocks of 16, so its loops vectorize at -O2 */
#define INPUT_SLOTS 248 /* the most inputs (net5's) rounded up to blocks of 8, the rest 0 */
#define NARROW_MASS 16383 /* a narrow network's inputs' largest mass: every input and change within 16 bits */
_Static_assert(INPUT_SLOTS % 8 == 0 && INPUT_SLOTS >= RAW_INPUTS + BG_FEATURES - 1 + BG_POSITIONAL_FEATURES,
               "the input slots do not hold the inputs");

/* The evaluation's loops, compiled twice on x86-64 (target_clones; the
 * loader picks by the processor): for AVX2 (eight 32-bit sums or four
 * doubles a step) and for any x86-64 (SSE2: four, or two).  Arithmetic
 * whose results do not depend on how many lanes a step takes (sums modulo
 * 2^32, exact 64-bit totals, doubles holding exact integers): both give
 * the same value.  Where the processor has AVX2, the rows of both layers
 * are added two at a time by intrinsics instead (PAIRED_ROWS, below),
 * the same sums again.  -DSTARBENCH_NO_CLONES (make asan) compiles the
 * plain C alone, so that the sanitizer run tests it. */
#if defined(__x86_64__) && defined(__has_attribute) && !defined(STARBENCH_NO_CLONES)
#if __has_attribute(target_clones)
#define VECTOR_CLONES __attribute__((target_clones("avx2", "default")))
#endif
#endif
#ifndef VECTOR_CLONES
#define VECTOR_CLONES
#endif

/* The inputs, as integers: gnubg's raw inputs doubled, then the
 * features, then (positional: net5) the positional features, then 0 to
 * fill INPUT_SLOTS. */
static void net_inputs(const struct bg_board *b, int positional, int32_t *x)
{
    static const int32_t RAW[BG_CHECKERS + 1][4] = { /* a point's four inputs by its checkers n */
        { 0, 0, 0, 0 }, { 2, 0, 0, 0 }, { 2, 2, 0, 0 }, { 2, 2, 2, 0 }, { 2, 2, 2, 1 }, { 2, 2, 2, 2 },
        { 2, 2, 2, 3 }, { 2, 2, 2, 4 }, { 2, 2, 2, 5 }, { 2, 2, 2, 6 }, { 2, 2, 2, 7 }, { 2, 2, 2, 8 },
        { 2, 2, 2, 9 }, { 2, 2, 2, 10 }, { 2, 2, 2, 11 }, { 2, 2, 2, 12 },
    };
    int k = 0, f[BG_FEATURES];
    for (int s = 1; s >= 0; s--) { /* the side on roll first */
        const unsigned char *side = b->side[s];
        int on_board = 0;
        for (int i = 0; i < 24; i++, k += 4) {
            memcpy(x + k, RAW[side[i] <= BG_CHECKERS ? side[i] : BG_CHECKERS], sizeof RAW[0]);
            on_board += side[i];
        }
        x[k++] = side[BG_BAR];
        x[k++] = BG_CHECKERS - on_board - side[BG_BAR];
    }
    bg_features(b, f);
    for (int j = 1; j < BG_FEATURES; j++) x[k++] = f[j]; /* f[0], the constant, is the biases' */
    if (positional) {
        int p[BG_POSITIONAL_FEATURES];
        bg_positional_features(b, p);
        for (int j = 0; j < BG_POSITIONAL_FEATURES; j++) x[k++] = p[j];
    }
    while (k < INPUT_SLOTS) x[k++] = 0;
}

/* A network: its shape, its integer weights (its data file), and W1
 * input by input (NNUE's layout): an input's weights to every hidden unit
 * side by side, so that its term is one pass over a row, which the
 * compiler vectorizes.  A wide network (net, net2: weights of 2^-20) has
 * that layout in doubles; a narrow one (net3-net5: netfit.py's narrow,
 * every weight within 16 bits) in int16, with its biases modulo 2^32 and
 * its output weights in int32.  Also the largest weight and bias, for the
 * bounds in bg_net_value.  The layouts and the largest are filled when
 * it is loaded; a narrow network whose weights do not fit is evaluated
 * by the reference loops (netfit.py never writes one).
 * A network of two hidden layers (net13, net14; hidden2 > 0) is narrow in
 * its first layer; its rectified sums, shifted right by hidden_shift and
 * capped at DEEP_CAP, are the inputs of hidden2 rectified units (deep_w2:
 * hidden2 rows of hidden weights, deep_b2 their biases), whose output
 * weights are w3 and b3, the total in 2^-output_shift milli-points
 * (netfit.py's two_layer and deep_eval).  Its second layer is laid out
 * input by input in 16 bits too (w2_by_input, b2_residue: deep_b2 modulo
 * 2^32), NULL when a weight or a sum would not fit (see fill_deep). */
struct net {
    int inputs, positional, hidden, weight_shift, output_shift;
    const int64_t *w1, *b1, *w2; /* w1: hidden rows of inputs */
    int64_t b2;
    double *by_input;            /* wide: inputs rows of hidden */
    int16_t *narrow_by_input;    /* narrow: the same, in 16 bits */
    uint32_t *narrow_bias;       /* narrow: b1, modulo 2^32 */
    int32_t *narrow_w2;          /* narrow: w2 */
    int64_t largest_weight, largest_bias;
    int hidden2, hidden_shift;
    const int64_t *deep_w2, *deep_b2, *w3;
    int64_t b3;
    int16_t *w2_by_input;
    uint32_t *b2_residue;
};

/* Where each network's weights come from (data/networks/FILE.txt,
 * netfile.h) and how they are laid out: wide (net, net2: doubles), narrow
 * (16 bits) or deep (two hidden layers, narrow); positional: it takes
 * bgpositional.h's inputs; digest: its file's (netfile.h), kept here so
 * that a file of other weights is refused.  The networks are loaded by
 * bg_net_load, each once, and kept for the process's life. */
enum net_layout { LAYOUT_WIDE, LAYOUT_NARROW, LAYOUT_DEEP };
struct net_source {
    const char *file;
    enum net_layout layout;
    int positional;
    uint64_t digest;
};
static const struct net_source SOURCES[BG_NET_COUNT] = {
    [BG_NET_V1] = { "net", LAYOUT_WIDE, 0, 0x1ae057c43ce67a79u },
    [BG_NET_V2] = { "net2", LAYOUT_WIDE, 0, 0x47cbc311cd9995b8u },
    [BG_NET_V3] = { "net3", LAYOUT_NARROW, 0, 0x779661f760554a23u },
    [BG_NET_V4] = { "net4", LAYOUT_NARROW, 0, 0xf8df4aa8ebbbc9b9u },
    [BG_NET_V5] = { "net5", LAYOUT_NARROW, 1, 0xa3bc84494c8214a2u },
    [BG_NET_V6] = { "net6", LAYOUT_NARROW, 1, 0xd15a9721cf9d241fu },
    [BG_NET_V7] = { "net7", LAYOUT_NARROW, 1, 0x68221554eb4ddb12u },
    [BG_NET_V8] = { "net8", LAYOUT_NARROW, 1, 0x99c916979c733c9fu },
    [BG_NET_V9] = { "net9", LAYOUT_NARROW, 1, 0x630486bb8f4fe7cfu },
    [BG_NET_V10] = { "net10", LAYOUT_NARROW, 1, 0x59509d36348508deu },
    [BG_NET_V11] = { "net11", LAYOUT_NARROW, 1, 0xb73e3f330fb7a2cau },
    [BG_NET_V13] = { "net13", LAYOUT_DEEP, 1, 0xde66c30bc5c39da7u },
    [BG_NET_V14] = { "net14", LAYOUT_DEEP, 1, 0xffddd5626af8ab42u },
};
static struct net NETS[BG_NET_COUNT];
static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;

/* A network used before bg_net_load: a caller's bug, not the user's. */
static const struct net *loaded(enum bg_net_id id)
{
    if (!NETS[id].w1) {
        fprintf(stderr, "starbench: internal error: network %s used before bg_net_load\n", SOURCES[id].file);
        abort();
    }
    return &NETS[id];
}


/* The output from total, the last hidden units' rectified sums weighted
 * plus the bias, in milli-points x 2^-shift (one layer: weight_shift +
 * output_shift; two: output_shift): rounded half up and clamped.  The
 * weights' magnitudes (netfit.py) keep every sum far below 2^63. */
static int rounded_output(int64_t total, int shift)
{
    /* Rounded half up: floor((total + half) / 2^shift), the shift of a negative number made a floor. */
    int64_t q = total + ((int64_t)1 << (shift - 1));
    int64_t v = q >= 0 ? q >> shift : -((-q + ((int64_t)1 << shift) - 1) >> shift);
    return v < -BG_EVAL_LIMIT ? -BG_EVAL_LIMIT : v > BG_EVAL_LIMIT ? BG_EVAL_LIMIT : (int)v;
}

/* A second layer's input from a first-layer sum u: rectified, shifted and
 * capped (netfit.py's deep_eval). */
static int16_t deep_input(const struct net *n, int64_t u)
{
    if (u <= 0) return 0;
    u >>= n->hidden_shift;
    return (int16_t)(u < DEEP_CAP ? u : DEEP_CAP);
}

/* A two-layer network's output from its second layer's rectified sums g. */
static int deep_output(const struct net *n, const int64_t *g)
{
    int64_t total = n->b3;
    for (int k = 0; k < n->hidden2; k++) total += n->w3[k] * g[k];
    return rounded_output(total, n->output_shift);
}

/* The same from the first layer's sums u, by plain loops in 64 bits. */
static int deep_output_reference(const struct net *n, const int64_t *u)
{
    int64_t in[BG_NET_MAX_HIDDEN], g[BG_NET_MAX_HIDDEN2];
    for (int j = 0; j < n->hidden; j++) in[j] = deep_input(n, u[j]);
    for (int k = 0; k < n->hidden2; k++) {
        int64_t v = n->deep_b2[k];
        for (int j = 0; j < n->hidden; j++) v += n->deep_w2[(size_t)k * (size_t)n->hidden + j] * in[j];
        g[k] = v > 0 ? v : 0;
    }
    return deep_output(n, g);
}

/* The output from the hidden units' sums h (in 2^-weight_shift), in four
 * chains of additions rather than one; a two-layer network's by its
 * reference loops. */
static int net_output(const struct net *n, const int64_t *h)
{
    if (n->hidden2) return deep_output_reference(n, h);
    int64_t total[4] = { n->b2 * ((int64_t)1 << n->weight_shift), 0, 0, 0 };
    for (int j = 0; j < n->hidden; j += 4)
        for (int k = 0; k < 4; k++) total[k] += n->w2[j + k] * (h[j + k] > 0 ? h[j + k] : 0);
    return rounded_output(total[0] + total[1] + total[2] + total[3], n->weight_shift + n->output_shift);
}

int bg_net_value_reference(enum bg_net_id id, const struct bg_board *b)
{
    const struct net *n = loaded(id);
    int32_t x[INPUT_SLOTS];
    int64_t h[BG_NET_MAX_HIDDEN];
    net_inputs(b, n->positional, x);
    for (int j = 0; j < n->hidden; j++) {
        h[j] = n->b1[j];
        for (int i = 0; i < n->inputs; i++) h[j] += n->w1[(size_t)j * (size_t)n->inputs + i] * x[i];
    }
    return net_output(n, h);
}

#ifdef PAIRED_ROWS
/* The AVX2 path of both layers' sums (x86-64 processors that have it;
 * the loops elsewhere are the same arithmetic, one row at a time):
 * the rows whose multiplier is not 0 are listed (nonzero_at), then added
 * two at a time (add_row_pairs).  SET_BITS[m]: the positions of m's set
 * bits, lowest first (filled once). */
static uint8_t SET_BITS[256][8];

static void fill_set_bits(void)
{
    for (int m = 0; m < 256; m++)
        for (int bit = 0, k = 0; bit < 8; bit++)
            if (m >> bit & 1) SET_BITS[m][k++] = (uint8_t)bit;
}

/* The indices j < count (a multiple of 8) of the nonzero values[j], in
 * order, into at (count + 8 entries); returns how many. */
__attribute__((target("avx2"))) static int nonzero_at(const int32_t *values, int count, int16_t *at)
{
    int listed = 0;
    for (int j = 0; j < count; j += 8) {
        const __m256i zero = _mm256_cmpeq_epi32(_mm256_loadu_si256((const __m256i *)(values + j)), _mm256_setzero_si256());
        const unsigned mask = ~(unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(zero)) & 0xffu;
        const __m128i offsets = _mm_cvtepu8_epi16(_mm_loadl_epi64((const __m128i *)SET_BITS[mask]));
        _mm_storeu_si128((__m128i *)(at + listed), _mm_add_epi16(offsets, _mm_set1_epi16((int16_t)j)));
        listed += __builtin_popcount(mask);
    }
    return listed;
}

/* deep_input of the first layer's sums (residues, exact: narrow_sums)
 * of count units (a multiple of 8): rectified, shifted and capped. */
__attribute__((target("avx2"))) static void deep_inputs(const uint32_t *sum, int count, int shift, int32_t *in)
{
    const __m128i by = _mm_cvtsi32_si128(shift);
    for (int j = 0; j < count; j += 8) {
        const __m256i u = _mm256_max_epi32(_mm256_loadu_si256((const __m256i *)(sum + j)), _mm256_setzero_si256());
        _mm256_storeu_si256((__m256i *)(in + j), _mm256_min_epi32(_mm256_sra_epi32(u, by), _mm256_set1_epi32(DEEP_CAP)));
    }
}

/* sum[0 .. width) += rows[at[t]] x values[at[t]] for t < listed, modulo
 * 2^32 as add_row's; width a multiple of 64, rows of stride int16s, each
 * value within 16 bits.  Two rows at a time: their weights interleaved
 * word by word (unpack) and multiplied by the pair of values, the two
 * products summed and kept modulo 2^32 (madd: its one overflow needs a
 * weight of -32768, which fill_by_input and fill_deep exclude), so the
 * sums are add_row's residues whatever the order.
 * unpacklo holds a block of 16 units' 0-3 and 8-11, unpackhi 4-7 and
 * 12-15; permute2x128 puts them back in order.  64 units at a time, so
 * that their sums stay in registers; an odd last row is paired with
 * value 0. */
__attribute__((target("avx2"))) static void add_row_pairs(uint32_t *sum, const int16_t *rows, int stride, int width,
                                                          const int16_t *at, int listed, const int32_t *values)
{
    for (int first = 0; first < width; first += 64) {
        __m256i lo[4], hi[4];
#pragma GCC unroll 4
        for (int c = 0; c < 4; c++) lo[c] = hi[c] = _mm256_setzero_si256();
        for (int t = 0; t < listed; t += 2) {
            const int ja = at[t], jb = t + 1 < listed ? at[t + 1] : ja;
            const uint32_t pair = (uint16_t)values[ja] | (t + 1 < listed ? (uint32_t)(uint16_t)values[jb] << 16 : 0);
            const __m256i times = _mm256_set1_epi32((int32_t)pair);
            const int16_t *ra = rows + (size_t)ja * (size_t)stride + first, *rb = rows + (size_t)jb * (size_t)stride + first;
#pragma GCC unroll 4
            for (int c = 0; c < 4; c++) {
                const __m256i a = _mm256_loadu_si256((const __m256i *)(ra + 16 * c));
                const __m256i b = _mm256_loadu_si256((const __m256i *)(rb + 16 * c));
                lo[c] = _mm256_add_epi32(lo[c], _mm256_madd_epi16(_mm256_unpacklo_epi16(a, b), times));
                hi[c] = _mm256_add_epi32(hi[c], _mm256_madd_epi16(_mm256_unpackhi_epi16(a, b), times));
            }
        }
#pragma GCC unroll 4
        for (int c = 0; c < 4; c++) {
            __m256i *out = (__m256i *)(sum + first + 16 * c);
            _mm256_storeu_si256(out, _mm256_add_epi32(_mm256_loadu_si256(out), _mm256_permute2x128_si256(lo[c], hi[c], 0x20)));
            _mm256_storeu_si256(out + 1,
                                _mm256_add_epi32(_mm256_loadu_si256(out + 1), _mm256_permute2x128_si256(lo[c], hi[c], 0x31)));
        }
    }
}

/* Whether this processor takes the AVX2 path: set once, by fill_by_input. */
static int paired_rows;
#endif

static int64_t magnitude(int64_t v)
{
    return v < 0 ? -v : v;
}

/* A two-layer network's second layer input by input, when every weight
 * fits 16 bits and every sum (the bias and DEEP_CAP times the weights'
 * magnitudes) stays below 2^31 in magnitude, so that deep_narrow_output's
 * 32-bit sums are exact; else w2_by_input NULL (the reference loops). */
static void fill_deep(struct net *n)
{
    int fits = 1;
    for (int k = 0; k < n->hidden2; k++) {
        int64_t bound = magnitude(n->deep_b2[k]);
        for (int j = 0; j < n->hidden; j++) {
            const int64_t w = n->deep_w2[(size_t)k * (size_t)n->hidden + j];
            fits &= magnitude(w) <= INT16_MAX;
            bound += DEEP_CAP * (magnitude(w) <= INT16_MAX ? magnitude(w) : 0);
            n->w2_by_input[(size_t)j * (size_t)n->hidden2 + k] = (int16_t)w; /* used only if it fits */
        }
        fits &= bound < ((int64_t)1 << 31);
        n->b2_residue[k] = (uint32_t)n->deep_b2[k];
    }
    if (!fits) n->w2_by_input = NULL;
}

/* A network's layouts and largest weight and bias, from its weights. */
static void fill_net(struct net *n)
{
    int64_t largest_w2 = 0;
    for (int j = 0; j < n->hidden; j++) {
        if (magnitude(n->b1[j]) > n->largest_bias) n->largest_bias = magnitude(n->b1[j]);
        for (int i = 0; i < n->inputs; i++) {
            int64_t w = n->w1[(size_t)j * (size_t)n->inputs + i];
            size_t at = (size_t)i * (size_t)n->hidden + (size_t)j;
            if (n->by_input) n->by_input[at] = (double)w;
            if (n->narrow_by_input) n->narrow_by_input[at] = (int16_t)w; /* checked below */
            if (magnitude(w) > n->largest_weight) n->largest_weight = magnitude(w);
        }
        if (n->narrow_bias) n->narrow_bias[j] = (uint32_t)n->b1[j];
        if (n->narrow_w2) n->narrow_w2[j] = (int32_t)n->w2[j]; /* checked below */
        if (!n->hidden2 && magnitude(n->w2[j]) > largest_w2) largest_w2 = magnitude(n->w2[j]);
    }
    if (n->hidden2) fill_deep(n);
    if (n->narrow_by_input && (n->largest_weight > INT16_MAX || largest_w2 > INT32_MAX)) n->narrow_by_input = NULL;
}

#ifdef PAIRED_ROWS
static pthread_once_t paired_once = PTHREAD_ONCE_INIT;

static void fill_paired(void)
{
    fill_set_bits();
    paired_rows = __builtin_cpu_supports("avx2");
}
#endif

/* 1. The weights: the file's records of the network's shape (w1 hidden
 * rows of inputs, b1; one layer: w2 and the scalar b2; two: w2 hidden2
 * rows of hidden, b2, w3 and the scalar b3), taken from f. */
static int take_weights(struct netfile *f, struct net *n, enum net_layout layout)
{
    struct netfile_record *w1 = netfile_get(f, "w1", 2, n->hidden, n->inputs), *b1 = netfile_get(f, "b1", 1, n->hidden, 0);
    struct netfile_record *w2 = layout == LAYOUT_DEEP ? netfile_get(f, "w2", 2, n->hidden2, n->hidden)
                                                      : netfile_get(f, "w2", 1, n->hidden, 0);
    struct netfile_record *b2 = layout == LAYOUT_DEEP ? netfile_get(f, "b2", 1, n->hidden2, 0) : netfile_get(f, "b2", 0, 0, 0);
    struct netfile_record *w3 = netfile_get(f, "w3", 1, n->hidden2, 0), *b3 = netfile_get(f, "b3", 0, 0, 0);
    if (!w1 || !b1 || !w2 || !b2 || (layout == LAYOUT_DEEP && (!w3 || !b3))) return -1;
    n->w1 = w1->values, n->b1 = b1->values, w1->values = b1->values = NULL;
    if (layout == LAYOUT_DEEP) {
        n->deep_w2 = w2->values, n->deep_b2 = b2->values, n->w3 = w3->values, n->b3 = b3->values[0];
        w2->values = b2->values = w3->values = NULL;
    } else {
        n->w2 = w2->values, n->b2 = b2->values[0], w2->values = NULL;
    }
    return 0;
}

/* A scalar record of f in [lo, hi] into *v: 0, or -1. */
static int scalar(struct netfile *f, const char *name, int lo, int hi, int *v)
{
    const struct netfile_record *r = netfile_get(f, name, 0, 0, 0);
    if (!r || r->values[0] < lo || r->values[0] > hi) return -1;
    *v = (int)r->values[0];
    return 0;
}

/* 2. The shape the code needs: the inputs it makes (net_inputs), hidden
 * units in blocks (of 16 narrow, of 4 wide), within the tables' room. */
static int read_shape(struct netfile *f, const struct net_source *src, struct net *n)
{
    const int inputs = RAW_INPUTS + BG_FEATURES - 1 + (src->positional ? BG_POSITIONAL_FEATURES : 0);
    const int block = src->layout == LAYOUT_WIDE ? 4 : NARROW_BLOCK, deep = src->layout == LAYOUT_DEEP;
    if (scalar(f, "inputs", inputs, inputs, &n->inputs) || scalar(f, "hidden", block, BG_NET_MAX_HIDDEN, &n->hidden)
        || n->hidden % block || scalar(f, "weight_shift", 0, 40, &n->weight_shift)
        || scalar(f, "output_shift", 1, 40, &n->output_shift))
        return -1;
    if (!deep) return netfile_get(f, "hidden2", 0, 0, 0) ? -1 : 0;
    return scalar(f, "hidden2", NARROW_BLOCK, BG_NET_MAX_HIDDEN2, &n->hidden2) || n->hidden2 % NARROW_BLOCK
           || scalar(f, "hidden_shift", 0, 31, &n->hidden_shift) ? -1 : 0;
}

/* 3. The layouts' room (malloc'ed; a failure leaves NULLs, which load_net refuses). */
static int make_layouts(struct net *n, enum net_layout layout)
{
    const size_t cells = (size_t)n->inputs * (size_t)n->hidden, hidden = (size_t)n->hidden;
    if (layout == LAYOUT_WIDE) return (n->by_input = malloc(cells * sizeof *n->by_input)) ? 0 : -1;
    n->narrow_by_input = malloc(cells * sizeof *n->narrow_by_input);
    n->narrow_bias = malloc(hidden * sizeof *n->narrow_bias);
    if (layout == LAYOUT_NARROW) {
        n->narrow_w2 = malloc(hidden * sizeof *n->narrow_w2);
        return n->narrow_by_input && n->narrow_bias && n->narrow_w2 ? 0 : -1;
    }
    n->w2_by_input = malloc(hidden * (size_t)n->hidden2 * sizeof *n->w2_by_input);
    n->b2_residue = malloc((size_t)n->hidden2 * sizeof *n->b2_residue);
    return n->narrow_by_input && n->narrow_bias && n->w2_by_input && n->b2_residue ? 0 : -1;
}

static void free_net(struct net *n)
{
    free((void *)n->w1), free((void *)n->b1), free((void *)n->w2), free((void *)n->deep_w2), free((void *)n->deep_b2);
    free((void *)n->w3), free(n->by_input), free(n->narrow_by_input), free(n->narrow_bias), free(n->narrow_w2);
    free(n->w2_by_input), free(n->b2_residue);
    memset(n, 0, sizeof *n);
}

/* Network id read from its file, checked, laid out (under load_lock). */
static int load_net(enum bg_net_id id, char *err, size_t errlen)
{
    const struct net_source *src = &SOURCES[id];
    char name[64], why[2048];
    struct netfile f;
    struct net n = { .positional = src->positional };
    snprintf(name, sizeof name, "networks/%s.txt", src->file);
    if (netfile_read(name, &f, why, sizeof why) != 0) {
        snprintf(err, errlen, "%s", why);
        return -1;
    }
    const char *fault = f.digest != src->digest                   ? "its digest is not %s's (a file of other weights)"
                        : read_shape(&f, src, &n) != 0            ? "not the shape %s needs (inputs, hidden units, shifts)"
                        : take_weights(&f, &n, src->layout) != 0  ? "%s's weights missing or of another shape"
                        : make_layouts(&n, src->layout) != 0      ? "out of memory laying out %s"
                                                                  : NULL;
    if (fault) {
        int used = snprintf(err, errlen, "%s: ", f.path);
        snprintf(err + (used > 0 && (size_t)used < errlen ? used : 0), errlen - ((size_t)used < errlen ? (size_t)used : 0),
                 fault, src->file);
        free_net(&n);
    } else {
        fill_net(&n);
        NETS[id] = n;
    }
    netfile_free(&f);
#ifdef PAIRED_ROWS
    pthread_once(&paired_once, fill_paired);
#endif
    return fault ? -1 : 0;
}

int bg_net_load(enum bg_net_id id, char *err, size_t errlen)
{
    pthread_mutex_lock(&load_lock);
    int status = NETS[id].w1 ? 0 : load_net(id, err, errlen);
    pthread_mutex_unlock(&load_lock);
    return status;
}

/* The sum of the inputs' magnitudes. */
static int64_t mass_of(const int32_t *x)
{
    int64_t mass = 0;
    for (int i = 0; i < INPUT_SLOTS; i++) mass += magnitude(x[i]);
    return mass;
}

/* Whether every partial sum of bias and products w x is below limit in
 * magnitude: at most largest_bias + largest_weight * mass. */
static int sums_below(const struct net *n, int64_t mass, int64_t limit)
{
    return mass == 0 || n->largest_weight <= (limit - 1 - n->largest_bias) / mass;
}

/* A wide network's sums, exactly, in doubles: each hidden sum starts at
 * its bias and only the nonzero inputs add their rows (a position sets
 * some 30 of the 196 raw inputs: empty points are zero).  Exact because
 * bg_net_value checked every product and partial sum to be an integer
 * below 2^53, which a double holds exactly, so every addition is exact (a
 * fused multiply-add too: it rounds once, an exact result). */
VECTOR_CLONES
static void wide_sums(const struct net *n, const int32_t *x, int64_t *h)
{
    double sum[BG_NET_MAX_HIDDEN];
    const int hidden = n->hidden;
    for (int j = 0; j < hidden; j++) sum[j] = (double)n->b1[j];
    for (int i = 0; i < n->inputs; i++) {
        if (x[i] == 0) continue;
        const double xi = (double)x[i], *w = n->by_input + (size_t)i * (size_t)hidden;
        for (int j = 0; j < hidden; j += 4) /* blocks of 4, which the compiler vectorizes at -O2 */
            for (int k = 0; k < 4; k++) sum[j + k] += w[j + k] * xi;
    }
    for (int j = 0; j < hidden; j++) h[j] = (int64_t)sum[j];
}

/* A narrow network's hidden sums as this thread last left them (NNUE's
 * accumulator): the inputs they are for, and the sums modulo 2^32. */
struct accumulator {
    int filled;
    int32_t x[INPUT_SLOTS];
    uint32_t sum[BG_NET_MAX_HIDDEN];
};
static _Thread_local struct accumulator LAST[BG_NET_COUNT];

/* sum += row * times, modulo 2^32, in blocks the compiler vectorizes
 * (16-bit products widened to 32 bits: pmullw and pmulhw, eight a step
 * with SSE2, sixteen with AVX2). */
static void add_row(uint32_t *sum, const int16_t *row, int hidden, int16_t times)
{
    for (int j = 0; j < hidden; j += NARROW_BLOCK)
        for (int k = 0; k < NARROW_BLOCK; k++) sum[j + k] += (uint32_t)((int32_t)row[j + k] * times);
}

/* A narrow network's sums, exactly, in 32 bits, when the bound allows
 * (else 0, and nothing changed):
 * 1. one pass the compiler vectorizes: each input's change since this
 *    thread's last sums, the inputs' mass, how many are nonzero, changed;
 * 2. the bound: every input and change within 16 bits (mass at most
 *    NARROW_MASS), and the exact sums below 2^31 in magnitude;
 * 3. the sums updated by the changes (siblings in a search differ in a
 *    few inputs), or from the biases by the nonzero inputs when fewer,
 *    a block of 8 inputs skipped when all are 0 (with AVX2, the nonzero
 *    ones listed and their rows added in pairs).  Sums are kept modulo
 *    2^32 (unsigned arithmetic wraps, defined), so however they were
 *    reached each is the exact sum modulo 2^32, and by 2. the exact sum
 *    is that residue read as a signed number. */
VECTOR_CLONES
static int narrow_sums(enum bg_net_id id, const int32_t *x)
{
    const struct net *n = &NETS[id];
    struct accumulator *a = &LAST[id];
    const int hidden = n->hidden;
    int32_t delta[INPUT_SLOTS], mass = 0, large = 0;
    int nonzero = 0, changed = 0;
    for (int i = 0; i < INPUT_SLOTS; i++) {
        int32_t size = x[i] < 0 ? -x[i] : x[i]; /* inputs are a board's counts and features: far from -2^31 */
        delta[i] = x[i] - a->x[i];
        large |= size > NARROW_MASS;
        mass += size & NARROW_MASS; /* size itself unless large (NARROW_MASS is 2^14 - 1): 248 of them fit 32 bits */
        nonzero += x[i] != 0;
        changed += delta[i] != 0;
    }
    if (large || mass > NARROW_MASS || !sums_below(n, mass, (int64_t)1 << 31)) return 0;
    const int32_t *by = x;
    if (a->filled && changed < nonzero)
        by = delta;
    else
        memcpy(a->sum, n->narrow_bias, (size_t)hidden * sizeof a->sum[0]);
#ifdef PAIRED_ROWS
    if (paired_rows && hidden % 64 == 0) {
        int16_t at[INPUT_SLOTS + 8];
        add_row_pairs(a->sum, n->narrow_by_input, hidden, hidden, at, nonzero_at(by, INPUT_SLOTS, at), by);
    } else
#endif
    for (int i = 0; i < INPUT_SLOTS; i += 8) {
        if ((by[i] | by[i + 1] | by[i + 2] | by[i + 3] | by[i + 4] | by[i + 5] | by[i + 6] | by[i + 7]) == 0) continue;
        for (int k = i; k < i + 8; k++)
            if (by[k] != 0) add_row(a->sum, n->narrow_by_input + (size_t)k * (size_t)hidden, hidden, (int16_t)by[k]);
    }
    memcpy(a->x, x, sizeof a->x);
    a->filled = 1;
    return 1;
}

/* The rectified exact sum of a residue modulo 2^32 whose exact sum is
 * below 2^31 in magnitude: the residue when below 2^31, else 0. */
static int32_t rectified(uint32_t residue)
{
    return (int32_t)(residue < 0x80000000u ? residue : 0u);
}

/* A two-layer network's output from its first layer's sums modulo 2^32
 * (exact, narrow_sums' 2.):
 * 1. each first-layer unit's input to the second layer (deep_input),
 *    its row of 16-bit weights added to the second layer's sums as the
 *    first layer's rows are (add_row), the units whose input is 0 (most:
 *    rectified) skipped (with AVX2, the others listed and their rows
 *    added in pairs);
 * 2. those sums, kept modulo 2^32, are exact: fill_deep checked that the
 *    bias and every partial sum stay below 2^31 in magnitude;
 * 3. rectified, the output in 64 bits.
 * Without the 16-bit layout (weights that do not fit), the reference's. */
VECTOR_CLONES
static int deep_narrow_output(const struct net *n, const uint32_t *sum)
{
    int64_t g[BG_NET_MAX_HIDDEN2];
    if (!n->w2_by_input) {
        int64_t u[BG_NET_MAX_HIDDEN];
        for (int j = 0; j < n->hidden; j++) u[j] = rectified(sum[j]);
        return deep_output_reference(n, u);
    }
    uint32_t v[BG_NET_MAX_HIDDEN2];
    memcpy(v, n->b2_residue, (size_t)n->hidden2 * sizeof v[0]);
#ifdef PAIRED_ROWS
    if (paired_rows && n->hidden2 % 64 == 0) {
        int32_t in[BG_NET_MAX_HIDDEN];
        int16_t at[BG_NET_MAX_HIDDEN + 8];
        deep_inputs(sum, n->hidden, n->hidden_shift, in);
        add_row_pairs(v, n->w2_by_input, n->hidden2, n->hidden2, at, nonzero_at(in, n->hidden, at), in);
    } else
#endif
    for (int j = 0; j < n->hidden; j++) {
        const int16_t h = deep_input(n, rectified(sum[j]));
        if (h) add_row(v, n->w2_by_input + (size_t)j * (size_t)n->hidden2, n->hidden2, h);
    }
    for (int k = 0; k < n->hidden2; k++) g[k] = rectified(v[k]);
    return deep_output(n, g);
}

/* net_output from a narrow network's sums modulo 2^32: each residue u
 * read as a signed number is the exact sum (narrow_sums' 2.), rectified:
 * u itself when below 2^31, else 0.  Products of 32-bit numbers in 64
 * bits, in blocks the compiler vectorizes; the total is exact whatever
 * the order of its additions (far below 2^63). */
VECTOR_CLONES
static int narrow_output(const struct net *n, const uint32_t *sum)
{
    if (n->hidden2) return deep_narrow_output(n, sum);
    int64_t total[NARROW_BLOCK] = { 0 }, all = n->b2 * ((int64_t)1 << n->weight_shift);
    for (int j = 0; j < n->hidden; j += NARROW_BLOCK)
        for (int k = 0; k < NARROW_BLOCK; k++) {
            total[k] += (int64_t)n->narrow_w2[j + k] * rectified(sum[j + k]);
        }
    for (int k = 0; k < NARROW_BLOCK; k++) all += total[k];
    return rounded_output(all, n->weight_shift + n->output_shift);
}

/* One network's value from its inputs x, exactly: the sums by the narrow
 * or the wide layout where the bounds keep them exact, else by the
 * reference's integer loops; then the output. */
static int value_of_inputs(enum bg_net_id id, const struct bg_board *b, const int32_t *x)
{
    const struct net *n = &NETS[id];
    if (n->narrow_by_input && narrow_sums(id, x)) return narrow_output(n, LAST[id].sum);
    if (n->by_input && sums_below(n, mass_of(x), (int64_t)1 << 53)) {
        int64_t h[BG_NET_MAX_HIDDEN];
        wide_sums(n, x, h);
        return net_output(n, h);
    }
    return bg_net_value_reference(id, b);
}

static _Thread_local int REFERENCE_LOOPS; /* bg_net_reference_loops */

void bg_net_reference_loops(int on)
{
    REFERENCE_LOOPS = on;
}

/* The networks' values summed, each input vector (with or without the
 * positional features) computed once for all of them: an ensemble's
 * networks share their inputs, which cost about as much as one network's
 * sums (perf, Star2 at horizon 3 on the opening 3-1); with
 * bg_net_reference_loops on, each by its plain loops. */
int bg_net_sum(const enum bg_net_id *ids, int count, const struct bg_board *b)
{
    int32_t x[2][INPUT_SLOTS];
    int made[2] = { 0, 0 }, total = 0;
    for (int i = 0; i < count; i++) {
        if (REFERENCE_LOOPS) {
            total += bg_net_value_reference(ids[i], b);
            continue;
        }
        const int positional = loaded(ids[i])->positional != 0;
        if (!made[positional]) net_inputs(b, positional, x[positional]);
        made[positional] = 1;
        total += value_of_inputs(ids[i], b, x[positional]);
    }
    return total;
}

int bg_net_value(enum bg_net_id id, const struct bg_board *b)
{
    return bg_net_sum(&id, 1, b);
}

int bg_net_evaluate(const struct bg_board *b)
{
    return bg_net_value(BG_NET_V1, b);
}

int bg_net2_evaluate(const struct bg_board *b)
{
    return bg_net_value(BG_NET_V2, b);
}

int bg_net3_evaluate(const struct bg_board *b)
{
    return bg_net_value(BG_NET_V3, b);
}

int bg_net4_evaluate(const struct bg_board *b)
{
    return bg_net_value(BG_NET_V4, b);
}

int bg_net5_evaluate(const struct bg_board *b)
{
    return bg_net_value(BG_NET_V5, b);
}

uint64_t bg_net_hash(enum bg_net_id id)
{
    const struct net *n = loaded(id);
    uint64_t h = mix64((uint64_t)n->inputs ^ (uint64_t)n->hidden << 32);
    for (int j = 0; j < n->hidden; j++) {
        for (int i = 0; i < n->inputs; i++) h = mix64(h ^ (uint64_t)n->w1[(size_t)j * (size_t)n->inputs + i]);
        h = mix64(h ^ (uint64_t)n->b1[j] ^ (n->hidden2 ? 0 : mix64((uint64_t)n->w2[j])));
    }
    for (int k = 0; k < n->hidden2; k++) { /* a two-layer network's second layer and output */
        for (int j = 0; j < n->hidden; j++) h = mix64(h ^ (uint64_t)n->deep_w2[(size_t)k * (size_t)n->hidden + j]);
        h = mix64(h ^ (uint64_t)n->deep_b2[k] ^ mix64((uint64_t)n->w3[k]));
    }
    if (n->hidden2) h = mix64(h ^ (uint64_t)n->b3 ^ (uint64_t)n->hidden_shift << 32);
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

uint64_t bg_net3_signature(void)
{
    return bg_net_hash(BG_NET_V3);
}

uint64_t bg_net4_signature(void)
{
    return bg_net_hash(BG_NET_V4);
}

uint64_t bg_net5_signature(void)
{
    return bg_net_hash(BG_NET_V5);
}
