/* clock.h - seconds on the monotonic clock, for the time-based choices that
 * never change a result (block sizes, ticks, the progress line); and the
 * calling thread's CPU time, which rows give only on request (--cpu-time). */
#ifndef STARBENCH_CLOCK_H
#define STARBENCH_CLOCK_H

#include <time.h>

static inline double clock_seconds(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
}

static inline double clock_thread_cpu_seconds(void)
{
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
}

#endif
