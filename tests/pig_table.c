/* pig_table.c - prints starbench's solution of Pig to TARGET, one state a
 * line "I J K P" (P to 17 significant digits), for tests/pig_solve.py to
 * check against a solver of its own.  Usage: pig_table TARGET */
#include <stdio.h>
#include <stdlib.h>

#include "games/pig/pigsolve.h"

int main(int argc, char **argv)
{
    int target = argc == 2 ? atoi(argv[1]) : 0;
    if (target < PIG_MIN_TARGET || target > PIG_MAX_TARGET) {
        fprintf(stderr, "usage: pig_table TARGET (%d to %d)\n", PIG_MIN_TARGET, PIG_MAX_TARGET);
        return 2;
    }
    const struct pig_solution *s = pig_solved(target);
    if (!s) return 1;
    for (int i = 0; i < target; i++)
        for (int j = 0; j < target; j++)
            for (int k = 0; i + k < target; k++)
                printf("%d %d %d %.17g\n", i, j, k, (double)pig_win(s, i, j, k) / (double)PIG_FIX_ONE);
    return fflush(stdout) == 0 ? 0 : 1;
}
