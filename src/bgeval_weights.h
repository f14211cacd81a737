/* bgeval_weights.h - written by scripts/bgfit.py; see data/bgeval-fit.txt.
 * Placeholder until the first fit: the pip count difference alone. */
#define BG_WEIGHT_UNIT 1000000 /* weights in millionths of a milli-point per feature unit */
static const int64_t BG_WEIGHTS[2][BG_FEATURES] = {
    { 0, -10000000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10000000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
    { 0, -10000000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10000000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
};
