/* clock.h - seconds on the monotonic clock, for the time-based choices that
 * never change a result (block sizes, ticks, the progress line). */
#ifndef STARBENCH_CLOCK_H
#define STARBENCH_CLOCK_H

#include <time.h>

static inline double clock_seconds(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
}

#endif
