/* analysis.h - the paper's closed-form results and an exact lower bound.
 * Equation numbers refer to Ballard, Duke CS-1982-8, section 6. */
#ifndef STARBENCH_ANALYSIS_H
#define STARBENCH_ANALYSIS_H

/* H(n) = 1 + 1/2 + ... + 1/n: the expected number of * nodes better than all
 * their predecessors, each of which Star1 and Star2 must search in full. */
double analysis_harmonic(int n);

/* Table V: Ballard's algebraic estimate of Star1's mean leaves on random
 * 2-ply trees, C(N) = N*N*H(N) + B(N), eq. (15)-(21) as the text derives it. */
double analysis_star1_average(int n);

/* Result 1: the limit of Star1's best-case leaves / N**3, from eq. (14) by
 * numerical integration.  Result 2 (Star2, multiple of N**2) is 1 plus it. */
double analysis_star1_best_fraction(void);

#endif
