/* pool.h - worker threads, each started at most once per run.
 *
 * pool_run hands one job to the first `workers` threads of the pool (the
 * calling thread is worker 0) and returns when all of them have finished
 * it.  A thread is started when a job first needs it, so a run whose
 * experiments have few trials never starts the threads it cannot use.
 * Threads that could not be started only make the pool smaller; results
 * never depend on it.
 */
#ifndef STARBENCH_POOL_H
#define STARBENCH_POOL_H

struct worker_pool;

/* A pool of up to `threads` threads (the caller included), none started
 * yet; NULL only when out of memory. */
struct worker_pool *pool_new(int threads);

/* The most threads the pool may have (a job may get fewer). */
int pool_threads(const struct worker_pool *p);

/* Runs job(arg, w) on workers w = 0 .. workers - 1 (at most pool_threads),
 * worker 0 on the calling thread, and waits for every one. */
void pool_run(struct worker_pool *p, int workers, void (*job)(void *arg, int worker), void *arg);

/* Stops and joins the threads. */
void pool_free(struct worker_pool *p);

#endif
