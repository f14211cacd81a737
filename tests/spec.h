/* spec.h - a generated tree's spec for the tests, in one call. */
#ifndef STARBENCH_TEST_SPEC_H
#define STARBENCH_TEST_SPEC_H

#include "sources/generator.h"

/* Ballard's spec with the shape, probabilities, model (by name), order,
 * seed and p = p_num / p_den given. */
static inline struct gen_spec test_spec(int plies, int n, int c, enum chance_probs probs, const char *model,
                                        enum tree_order order, uint64_t seed, uint64_t p_num, uint64_t p_den)
{
    struct gen_spec spec = gen_spec_ballard(n, order, seed);
    spec.plies = plies;
    spec.c = c;
    spec.probs = probs;
    spec.model = gen_model_find(model);
    spec.p_num = p_num;
    spec.p_den = p_den;
    return spec;
}

#endif
