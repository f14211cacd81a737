/* pigsolve.h - Pig solved: the optimal win probability of every state.
 *
 * Neller and Presser ("Optimal Play of the Dice Game Pig", UMAP Journal
 * 25(1), 2004): with i the score of the player to move, j the other's and
 * k the turn total, and P(i, j, k) = 1 once i + k reaches the target,
 *     P(i, j, k) = max(P_roll, P_hold)
 *     P_roll = (1 - P(j, i, 0) + P(i, j, k + 2) + ... + P(i, j, k + 6)) / 6
 *     P_hold = 1 - P(j, i + k, 0).
 * Holding is legal at any turn total, 0 included (as in their equations
 * and in OpenSpiel's pig).  The states with score sum i + j depend only on
 * higher sums and, within the sum, on the turns of (i, j) and (j, i), which
 * reach each other only through their turn totals of 0 (a 1, or a hold at
 * 0).  So the sums are solved from the highest down, and each pair of
 * turns as a fixed point in one unknown (Crocce and Mordecki, "A
 * non-iterative algorithm for generalized Pig games", 2018, decouple the
 * equations so), found by bisection instead of Neller and Presser's value
 * iteration, which converges slowly where both players risk much.
 *
 * The arithmetic is fixed point in int64 (1 = 2^PIG_FIX_BITS, a roll's mean
 * rounded down), so the table is the same bits on every machine; it is
 * within a few units of 2^-50 of the exact solution (the tests check the
 * equations on every state, and a second solver in Python).
 */
#ifndef STARBENCH_PIGSOLVE_H
#define STARBENCH_PIGSOLVE_H

#include <stdint.h>

#define PIG_FIX_BITS 50
#define PIG_FIX_ONE ((int64_t)1 << PIG_FIX_BITS)
#define PIG_MIN_TARGET 2
#define PIG_MAX_TARGET 200    /* the table: target^3 int64s, 64 MB at 200 */

struct pig_solution {
    int target;
    int64_t *p;        /* P(i, j, k) at (i * target + j) * target + k, for i, j, k < target, i + k < target */
    uint64_t steps;    /* bisection steps, summed over the pairs of scores */
};

/* Solves Pig to `target` (PIG_MIN_TARGET .. PIG_MAX_TARGET) into s.
 * Returns 0, or -1 out of memory. */
int pig_solve(int target, struct pig_solution *s);
void pig_solution_free(struct pig_solution *s);

/* The solution to `target`, solved at the first call for that target and
 * then shared, read-only, by every caller and thread until the process
 * ends; NULL out of memory. */
const struct pig_solution *pig_solved(int target);

/* P(i, j, k) in fixed point: 1 once i + k reaches the target. */
int64_t pig_win(const struct pig_solution *s, int i, int j, int k);

/* P_roll and P_hold of the state (i, j, k), i + k below the target. */
int64_t pig_roll_value(const struct pig_solution *s, int i, int j, int k);
int64_t pig_hold_value(const struct pig_solution *s, int i, int j, int k);

/* A fixed-point probability in units of 1/unit, rounded half up. */
int64_t pig_fix_to_units(int64_t p, int64_t unit);

#endif
