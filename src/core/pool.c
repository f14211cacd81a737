/* pool.c - see pool.h.  Helpers are started when a job first needs them
 * and sleep on a condition variable between jobs; a job is announced by
 * bumping a generation number. */
#include "core/pool.h"

#include <pthread.h>
#include <stdlib.h>

struct helper {
    struct worker_pool *pool;
    int index;
    pthread_t thread;
};

struct worker_pool {
    pthread_mutex_t lock;
    pthread_cond_t work, finished;
    unsigned long generation; /* bumped for every job */
    int workers;              /* the job's workers, the caller included */
    int pending;              /* helpers still running the job */
    int quit;
    void (*job)(void *arg, int worker);
    void *arg;
    int threads;              /* the caller and the helpers started */
    int most;                 /* the most threads the pool may have */
    int failed;               /* a helper could not be started: start no more */
    struct helper *helpers;   /* most - 1 of them, threads - 1 started */
};

static void *helper_main(void *arg)
{
    struct helper *h = arg;
    struct worker_pool *p = h->pool;
    unsigned long seen = 0;
    pthread_mutex_lock(&p->lock);
    for (;;) {
        while (!p->quit && p->generation == seen) pthread_cond_wait(&p->work, &p->lock);
        if (p->quit) break;
        seen = p->generation;
        if (h->index >= p->workers) continue;
        void (*job)(void *, int) = p->job;
        void *job_arg = p->arg;
        pthread_mutex_unlock(&p->lock);
        job(job_arg, h->index);
        pthread_mutex_lock(&p->lock);
        if (--p->pending == 0) pthread_cond_signal(&p->finished);
    }
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

struct worker_pool *pool_new(int threads)
{
    struct worker_pool *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    pthread_mutex_init(&p->lock, NULL);
    pthread_cond_init(&p->work, NULL);
    pthread_cond_init(&p->finished, NULL);
    p->threads = 1;
    p->most = threads > 1 && (p->helpers = calloc((size_t)threads - 1, sizeof *p->helpers)) ? threads : 1;
    return p;
}

/* Starts helpers until the pool has `workers` threads (or one fails to
 * start: an idle thread still costs its stack, so none is started early). */
static void start_helpers(struct worker_pool *p, int workers)
{
    while (p->threads < workers && p->threads < p->most && !p->failed) {
        struct helper *h = &p->helpers[p->threads - 1];
        h->pool = p;
        h->index = p->threads;
        if (pthread_create(&h->thread, NULL, helper_main, h) != 0) p->failed = 1;
        else p->threads++;
    }
}

int pool_threads(const struct worker_pool *p)
{
    return p->most;
}

void pool_run(struct worker_pool *p, int workers, void (*job)(void *arg, int worker), void *arg)
{
    start_helpers(p, workers);
    if (workers > p->threads) workers = p->threads;
    if (workers < 1) workers = 1;
    pthread_mutex_lock(&p->lock);
    p->job = job;
    p->arg = arg;
    p->workers = workers;
    p->pending = workers - 1;
    p->generation++;
    pthread_cond_broadcast(&p->work);
    pthread_mutex_unlock(&p->lock);
    job(arg, 0);
    pthread_mutex_lock(&p->lock);
    while (p->pending > 0) pthread_cond_wait(&p->finished, &p->lock);
    pthread_mutex_unlock(&p->lock);
}

void pool_free(struct worker_pool *p)
{
    if (!p) return;
    pthread_mutex_lock(&p->lock);
    p->quit = 1;
    pthread_cond_broadcast(&p->work);
    pthread_mutex_unlock(&p->lock);
    for (int i = 1; i < p->threads; i++) pthread_join(p->helpers[i - 1].thread, NULL);
    free(p->helpers);
    pthread_cond_destroy(&p->work);
    pthread_cond_destroy(&p->finished);
    pthread_mutex_destroy(&p->lock);
    free(p);
}
