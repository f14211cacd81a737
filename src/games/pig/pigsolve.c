/* pigsolve.c - see pigsolve.h. */
#include "pigsolve.h"

#include <pthread.h>
#include <stdlib.h>

static size_t index_of(const struct pig_solution *s, int i, int j, int k)
{
    return ((size_t)i * (size_t)s->target + (size_t)j) * (size_t)s->target + (size_t)k;
}

int64_t pig_win(const struct pig_solution *s, int i, int j, int k)
{
    return i + k >= s->target ? PIG_FIX_ONE : s->p[index_of(s, i, j, k)];
}

/* A 1 loses the turn total and passes the turn; 2-6 add to it. */
int64_t pig_roll_value(const struct pig_solution *s, int i, int j, int k)
{
    int64_t sum = PIG_FIX_ONE - pig_win(s, j, i, 0);
    for (int r = 2; r <= 6; r++) sum += pig_win(s, i, j, k + r);
    return sum / 6;
}

int64_t pig_hold_value(const struct pig_solution *s, int i, int j, int k)
{
    return PIG_FIX_ONE - pig_win(s, j, i + k, 0);
}

/* The turn of the player with score i against j, with the other's
 * P(j, i, 0) taken as y (the one state of the same score sum that the turn
 * reaches: a 1, or holding at 0): every P(i, j, k) from the highest turn
 * total down, written into the table.  Returns P(i, j, 0).  Nondecreasing
 * in nothing but 1 - y: nonincreasing in y. */
static int64_t turn_values(struct pig_solution *s, int i, int j, int64_t y)
{
    for (int k = s->target - i - 1; k >= 0; k--) {
        int64_t roll = PIG_FIX_ONE - y;
        for (int r = 2; r <= 6; r++) roll += pig_win(s, i, j, k + r);
        roll /= 6;
        int64_t hold = k == 0 ? PIG_FIX_ONE - y : pig_hold_value(s, i, j, k);
        s->p[index_of(s, i, j, k)] = roll > hold ? roll : hold;
    }
    return s->p[index_of(s, i, j, 0)];
}

/* The pair of scores (i, j) and (j, i), every higher score sum solved:
 * x = P(i, j, 0) is a fixed point of x -> f(g(x)), g the other's turn
 * given x and f this one's given g's answer (Crocce and Mordecki's
 * decoupling).  f(g(x)) is nondecreasing in x, so the largest x with
 * f(g(x)) >= x is found by bisection over the fixed-point range
 * (PIG_FIX_BITS + 1 steps), then both turns are written from it. */
static void solve_pair(struct pig_solution *s, int i, int j)
{
    int64_t lo = 0, hi = PIG_FIX_ONE;
    while (lo < hi) {
        int64_t mid = lo + (hi - lo + 1) / 2;
        if (turn_values(s, i, j, turn_values(s, j, i, mid)) >= mid) lo = mid;
        else hi = mid - 1;
        s->steps++;
    }
    turn_values(s, i, j, turn_values(s, j, i, lo));
}

int pig_solve(int target, struct pig_solution *s)
{
    size_t n = (size_t)target * (size_t)target * (size_t)target;
    s->target = target;
    s->steps = 0;
    s->p = calloc(n, sizeof *s->p);
    if (!s->p) return -1;
    /* Holding at k > 0 and rolling 2-6 lead to higher score sums or the
     * same turn's higher totals: the sums from the highest down. */
    for (int sum = 2 * (target - 1); sum >= 0; sum--)
        for (int i = sum - (target - 1) > 0 ? sum - (target - 1) : 0; 2 * i <= sum; i++) solve_pair(s, i, sum - i);
    return 0;
}

void pig_solution_free(struct pig_solution *s)
{
    free(s->p);
    s->p = NULL;
}

int64_t pig_fix_to_units(int64_t p, int64_t unit)
{
    __extension__ typedef __int128 i128;
    return (int64_t)(((i128)p * unit + (PIG_FIX_ONE >> 1)) >> PIG_FIX_BITS);
}

static pthread_mutex_t solved_lock = PTHREAD_MUTEX_INITIALIZER;
static struct pig_solution solved[PIG_MAX_TARGET + 1]; /* by target; p NULL: not yet */

const struct pig_solution *pig_solved(int target)
{
    pthread_mutex_lock(&solved_lock);
    struct pig_solution *s = &solved[target];
    if (!s->p && pig_solve(target, s) != 0) s = NULL;
    pthread_mutex_unlock(&solved_lock);
    return s;
}
