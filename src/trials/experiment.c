/* experiment.c - see experiment.h. */
#include "trials/experiment.h"

#include <assert.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "core/distinct.h"
#include "core/sampling.h"

/* Trials are run in blocks: the pool's workers fill a block's results in
 * any order, then the calling thread folds them into the summaries and the
 * sink in trial order.  This bounds memory; the summaries are exact integer
 * sums, so no order could change them anyway.
 * Blocks start small, so the first per-trial rows come out at once, and
 * double while a block takes less than BLOCK_SECONDS, up to BLOCK_TRIALS;
 * where the blocks end never changes a result. */
#define BLOCK_TRIALS 4096
#define FIRST_BLOCK_TRIALS 16
#define BLOCK_SECONDS 0.25

uint64_t experiment_trial_count(const struct experiment *e)
{
    switch (e->spec.order) {
    case ORDER_BEST: return 1;
    case ORDER_ENUMERATED: return gen_count_orderings(&e->spec);
    case ORDER_RANDOM: break;
    }
    return e->trials;
}

uint64_t experiment_first_trial(const struct experiment *e)
{
    return e->spec.order == ORDER_RANDOM ? e->first_trial : 0;
}

void experiment_shard_range(uint64_t first_trial, uint64_t total, uint64_t shard, uint64_t shards, uint64_t *first,
                            uint64_t *count)
{
    uint64_t begin = 0, end = total;
    if (shards > 0) { /* floor(T i / K) without overflow: T < 2^63, K small */
        begin = (uint64_t)((stat_u128)total * (shard - 1) / shards);
        end = (uint64_t)((stat_u128)total * shard / shards);
    }
    *first = first_trial + begin;
    *count = end - begin;
}

int experiment_reference(const struct run_algorithm *algorithms, int count)
{
    int reference = -1;
    for (int a = 0; a < count; a++)
        if (algorithms[a].params.method == METHOD_EXHAUSTIVE && !algorithms[a].params.table && !algorithms[a].iterative)
            reference = a;
    return reference;
}

int experiment_horizons(const struct experiment *e)
{
    return e->horizon_count > 1 ? e->horizon_count : 1;
}

/* The view of the deepest horizon (the workspaces must fit every view). */
static const struct horizon_spec *deepest_view(const struct experiment *e)
{
    const struct horizon_spec *deepest = e->horizon;
    for (int k = 1; k < experiment_horizons(e); k++)
        if (e->horizon[k].horizon > deepest->horizon) deepest = &e->horizon[k];
    return deepest;
}

void experiment_slice(const struct experiment *e, uint64_t *first, uint64_t *count)
{
    experiment_shard_range(experiment_first_trial(e), experiment_trial_count(e), e->shard, e->shards, first, count);
}

struct block {
    const struct experiment *e;
    int reference_algorithm;     /* index in e->algorithms of minimax, or -1 */
    uint64_t start, count;       /* absolute trial number of results[0], trials in block */
    struct trial_result *results;  /* count rows of horizons x algorithm_count */
    char (*mismatch)[256];       /* verify: what went wrong in each trial, or "" */
    const struct tree *dimensions; /* a tree as deep and wide as every trial's */
    atomic_uint_fast64_t next;   /* next trial (relative) a worker takes */
    atomic_int stop;             /* the caller's tick said so, or the main worker had no memory */
    uint64_t done_before;        /* trials folded before this block */
    uint64_t total;              /* trials in the experiment */
    int out_of_memory;
    double last_tick;            /* clock_seconds() when the main worker last called the tick */
    struct worker *workers;      /* one per pool thread */
};

/* What searching one tree needs besides the tree itself. */
struct tree_space {
    struct search_workspace *ws;     /* for the tree, and its horizon tree (as deep and wide) */
    struct search_workspace *oracle; /* EVAL_ORACLE: a second one, for the evaluations */
    value_t *root_values;            /* with a horizon: root children's exact values (struct judging) */
    unsigned char *root_known;       /* judging in a horizon tree: which of them are searched */
    int *root_positions;             /* with a view: where its root children stand in the tree */
    int root_max;
    /* The searches' poll (space_poll): the caller's, told what runs, and
     * a budget's watch while a budgeted search runs (budget NULL otherwise). */
    int (*poll)(void *arg, const struct search_progress *progress);
    void *poll_arg;
    struct search_progress running;      /* stats: the running algorithm's counts */
    const struct search_budget *budget;
    struct search_stats spent_before;    /* what the earlier horizons spent */
    double budget_started;               /* clock_thread_cpu_seconds() when a budgeted search began (time) */
    int over_budget;                     /* the poll stopped a search that overran */
};

/* Frees sp's memory and leaves it empty (ws NULL: not ready). */
static void tree_space_free(struct tree_space *sp)
{
    search_workspace_free(sp->ws);
    search_workspace_free(sp->oracle);
    free(sp->root_values);
    free(sp->root_known);
    free(sp->root_positions);
    memset(sp, 0, sizeof *sp);
}

/* The view a spec asks for (horizon.h), or NULL: the tree itself. */
static const struct horizon_spec *view_spec(const struct horizon_spec *h)
{
    return h && horizon_spec_has_view(h) ? h : NULL;
}

/* Whether moves are judged: a horizon makes them fallible. */
static int judges_moves(const struct horizon_spec *h)
{
    return h && h->horizon > 0;
}

/* For trees as deep and wide as dims, seen through the view h (or NULL),
 * with the largest transposition table the algorithms ask for.  0, or -1
 * out of memory (sp left empty). */
static int tree_space_init(struct tree_space *sp, const struct tree *dims, const struct horizon_spec *h,
                           const struct run_algorithm *algorithms, int count)
{
    uint64_t table = 0;
    for (int a = 0; a < count; a++)
        if (algorithms[a].table_entries > table) table = algorithms[a].table_entries;
    struct horizon_tree view;
    char unused[8];
    memset(sp, 0, sizeof *sp);
    sp->root_max = dims->max_children_at ? dims->max_children_at[0] : dims->max_children;
    /* The view's cursors may need more scratch than the tree's, and a
     * sampled view's (the most samples asked for) more again. */
    const struct tree *searched = view_spec(h) && horizon_init(&view, dims, h, NULL, unused, sizeof unused) == 0
                                  ? &view.tree : dims;
    struct sampled_tree sampled;
    int samples = 0;
    for (int a = 0; a < count; a++)
        if (algorithms[a].algorithm->sampled && algorithms[a].samples > samples) samples = algorithms[a].samples;
    if (samples && sampling_init(&sampled, searched, samples, 0, unused, sizeof unused) == 0) searched = &sampled.tree;
    size_t root_max = (size_t)(sp->root_max > 0 ? sp->root_max : 1);
    if ((sp->ws = search_workspace_new(searched))
        && (!view_spec(h) || h->eval != EVAL_ORACLE || (sp->oracle = search_workspace_new(dims)))
        && (!view_spec(h) || (sp->root_positions = malloc(root_max * sizeof *sp->root_positions)))
        && (!judges_moves(h) || (sp->root_values = malloc(root_max * sizeof *sp->root_values)))
        && (!judges_moves(h) || (sp->root_known = malloc(root_max)))
        && search_workspace_table(sp->ws, table) == 0)
        return 0;
    tree_space_free(sp);
    return -1;
}

/* A worker's own state for one experiment (index 0: the calling thread,
 * which alone calls the tick). */
struct worker {
    struct tree_space space;     /* allocated by the worker when it first runs (space.ws: ready) */
    struct block *bk;
    int index;
};

uint64_t experiment_loss_micro(const struct move_quality *q, value_t scale)
{
    stat_u128 loss = (stat_u128)(uint64_t)(q->best_value - q->chosen_value);
    return (uint64_t)((loss * 2000000 + (stat_u128)scale) / (2 * (stat_u128)scale));
}

/* A result that disagrees with exhaustive *-minimax (value v): with goal
 * value, any other value; with goal move, a chosen child that is not best. */
static int result_wrong(struct search_workspace *ws, const struct tree *t, const struct search_params *p,
                        const struct search_result *r, value_t v)
{
    if (p->method == METHOD_PRODUCT) return 0; /* not *-minimax: nothing to compare */
    if (!r->lower_bound_only) return r->value != v;
    return r->value > v || search_root_child_value(ws, t, r->best) != v;
}

/* search_root counting distinct leaves: every read minus the re-reads a
 * distinct_counter sees in the search's events. */
static struct search_result search_counting_distinct(struct search_workspace *ws, const struct tree *t,
                                                     const struct search_params *params, struct trial_result *r)
{
    struct distinct_counter *d = distinct_new();
    if (d) search_workspace_trace(ws, distinct_event, d);
    struct search_result result = search_root(ws, t, params, &r->stats);
    search_workspace_trace(ws, NULL, NULL);
    int64_t rereads = d ? distinct_rereads(d) : -1;
    if (rereads < 0) r->count_failed = 1;
    else r->stats.leaves -= (uint64_t)rereads;
    distinct_free(d);
    return result;
}

/* base seen through h (horizon_init into view), a spec that the command
 * line checked on a tree of base's shape. */
static const struct tree *checked_view(struct horizon_tree *view, const struct tree *base,
                                       const struct horizon_spec *h, struct search_workspace *oracle)
{
    char err[200];
    int ok = horizon_init(view, base, h, oracle, err, sizeof err) == 0;
    assert(ok);
    (void)ok;
    return &view->tree;
}

/* t seen through the algorithm's sparse sampling (run_algorithm.samples)
 * into s, or t itself (also when so many samples draw nothing: the
 * sampled tree is then t); the command line checked that it can be. */
static const struct tree *sampled_view(struct sampled_tree *s, const struct tree *t, const struct run_algorithm *a)
{
    if (!a->algorithm->sampled) return t;
    char err[200];
    int ok = sampling_init(s, t, a->samples, a->sample_seed, err, sizeof err) == 0;
    assert(ok);
    (void)ok;
    return s->draws ? &s->tree : t;
}

int experiment_check_algorithm(const struct run_algorithm *a, const struct tree *base, const struct horizon_spec *h,
                               char *err, size_t errlen)
{
    struct horizon_tree view;
    struct sampled_tree sampled;
    char why[200];
    if (!a->algorithm->sampled) return 0;
    const struct tree *t = view_spec(h) && horizon_init(&view, base, h, NULL, why, sizeof why) == 0 ? &view.tree : base;
    if (sampling_init(&sampled, t, a->samples, 0, why, sizeof why) == 0) return 0;
    snprintf(err, errlen, "%s: %s", a->algorithm->name, why);
    return -1;
}

/* Iterative deepening (run_algorithm.iterative) below the horizon
 * h->horizon: base searched to horizons 1 .. h->horizon - 1 in turn, into
 * r's counts, each iteration starting a new one on ws's table (its
 * entries then give only best moves); the caller searches the last.  0, or
 * -1 when a search was abandoned. */
static int iterate_shallower(struct tree_space *sp, const struct tree *base, const struct horizon_spec *h,
                             const struct run_algorithm *algorithm, const struct search_params *params,
                             struct trial_result *r)
{
    for (int depth = 1; depth < h->horizon; depth++) {
        struct horizon_spec shallower = *h;
        struct horizon_tree view;
        struct sampled_tree sampled;
        shallower.horizon = depth;
        const struct tree *t = sampled_view(&sampled, checked_view(&view, base, &shallower, sp->oracle), algorithm);
        view.evaluations = &r->stats.evaluations;
        if (search_root(sp->ws, t, params, &r->stats).abandoned)
            return -1;
        search_table_next_iteration(sp->ws);
    }
    return 0;
}

/* ChanceProbCut's cut (search.h) for t, which is base seen through h,
 * from the fit f: its shallow searches in base seen to h's horizon - R,
 * made in *shallow, their evaluations counted in *evaluations.  Returns cut. */
static const struct chance_cut *prepare_cut(struct tree_space *sp, const struct tree *base, const struct tree *t,
                                            const struct horizon_spec *h, const struct cut_fit *f,
                                            struct horizon_tree *shallow, struct chance_cut *cut,
                                            uint64_t *evaluations)
{
    struct horizon_spec shallower = *h;
    shallower.horizon = h->horizon - f->reduction;
    cut_fit_apply(f, t, checked_view(shallow, base, &shallower, sp->oracle), h->horizon, cut);
    shallow->evaluations = evaluations;
    return cut;
}

/* Searches base through view (base seen through h; NULL: base itself)
 * with one algorithm into r, every static evaluation of its searches
 * counted in r (and none of anyone else's: view counts only meanwhile).
 * 0, or -1 when the search was abandoned (its result is then
 * meaningless).  The lower bound, which is no search, counts as it does
 * under --count distinct too. */
static int search_at(struct tree_space *sp, struct horizon_tree *view, const struct tree *base,
                     const struct horizon_spec *h, const struct run_algorithm *algorithm, struct trial_result *r)
{
    struct search_workspace *ws = sp->ws;
    struct sampled_tree sampled;
    const struct tree *t = sampled_view(&sampled, view ? &view->tree : base, algorithm);
    memset(&r->stats, 0, sizeof r->stats);
    sp->running = (struct search_progress){ algorithm->algorithm->name, h ? h->horizon : 0, &r->stats };
    r->count_failed = 0;
    struct search_params with_cut = algorithm->params;
    const struct search_params *params = &algorithm->params;
    struct horizon_tree shallow;
    struct chance_cut cut;
    if (algorithm->params.method == METHOD_MCTS) { /* it spends the run's budget by itself */
        with_cut.budget = algorithm->budget;
        params = &with_cut;
    }
    if (algorithm->cut_fit && h->horizon > algorithm->cut_fit->reduction) {
        with_cut.cut = prepare_cut(sp, base, t, h, algorithm->cut_fit, &shallow, &cut, &r->stats.evaluations);
        params = &with_cut;
    }
    if (params->table) search_table_clear(ws);
    if (algorithm->iterative && iterate_shallower(sp, base, h, algorithm, params, r) != 0) {
        r->result.abandoned = 1;
        return -1;
    }
    if (view) view->evaluations = &r->stats.evaluations;
    if (algorithm->count_distinct && params->method != METHOD_LOWER_BOUND)
        r->result = search_counting_distinct(ws, t, params, r);
    else r->result = search_root(ws, t, params, &r->stats);
    if (view) view->evaluations = NULL;
    if (t == &sampled.tree) r->result.value = sampling_value(&sampled, r->result.value);
    sp->running = (struct search_progress){ NULL, 0, NULL };
    return r->result.abandoned ? -1 : 0;
}

/* Whether a budgeted search has overrun its budget: the horizons searched
 * before (spent) and the running one's counts (running, or NULL) past the
 * limit; for time, the CPU milliseconds since it started
 * (sp->budget_started) past it, to the microsecond (a whole millisecond
 * late, truncated, it stopped a 10 ms search at 11). */
#define BUDGET_TIME_POLL_LEAVES 32 /* leaves and evaluations between looks at the clock under a time budget:
                                       a search ordered by the evaluation makes many evaluations a leaf read */

static int over_budget(const struct tree_space *sp, const struct search_budget *budget,
                       const struct search_stats *spent, const struct search_stats *running)
{
    switch (budget->kind) {
    case BUDGET_TIME: return (clock_thread_cpu_seconds() - sp->budget_started) * 1000 > (double)budget->limit;
    case BUDGET_NODES: return spent->nodes + (running ? running->nodes : 0) > budget->limit;
    default: return spent->evaluations + (running ? running->evaluations : 0) > budget->limit;
    }
}

/* The workspace's poll (search_workspace_poll): stops a budgeted search as
 * soon as its horizons together have overrun the budget (the poll comes
 * at the first inner node after every leaf under a budget of evaluations
 * or nodes, so the abandoned search costs at most the budget and what one
 * node's opening evaluates; every BUDGET_TIME_POLL_LEAVES leaves under a
 * time budget, whose clock costs a system call), and asks the caller's
 * poll. */
static int space_poll(void *arg)
{
    struct tree_space *sp = arg;
    if (sp->budget && over_budget(sp, sp->budget, &sp->spent_before, sp->running.stats)) {
        sp->over_budget = 1;
        return 1;
    }
    return sp->poll ? sp->poll(sp->poll_arg, &sp->running) : 0;
}

/* The place among sp->root_positions[0..count) (a view's root children,
 * horizon_root_positions) of base's root child `base_position`, or -1. */
static int place_of(const struct tree_space *sp, int count, int base_position)
{
    for (int k = 0; k < count; k++)
        if (sp->root_positions[k] == base_position) return k;
    return -1;
}

/* best, a position among the root children of the view at horizon
 * `depth`, as a position among those of `deepest`, base's view at h: the
 * views' root orders differ where one reorders the root and the other does
 * not (eval-above hands out the children of the last move level above the
 * horizon in the tree's order, those of the levels above it best first; two
 * views that both reorder it sort by the same evaluation), and the run
 * reads every move through the deepest view (judge_one).  The position, or
 * -1 out of memory.  Reading the deepest view's root evaluates its children
 * again: the harness's evaluations, counted in no search. */
static int best_in_deepest(struct tree_space *sp, const struct tree *base, const struct horizon_spec *h, int depth,
                           const struct horizon_tree *deepest, int best)
{
    struct horizon_spec at = *h;
    struct horizon_tree shallower;
    at.horizon = depth;
    checked_view(&shallower, base, &at, sp->oracle);
    if (horizon_reorders_root(&shallower) == horizon_reorders_root(deepest)) return best;
    assert(!horizon_reorders_root(&shallower)); /* deeper views reorder at least as much: best is base's */
    return place_of(sp, horizon_root_positions(deepest, sp->root_positions, sp->root_max), best);
}

/* The position among the view's root children of base's root child
 * `base_position`, or 0 when not found (the first stays first).  Reading
 * the view's root again evaluates its children again: *evaluations counts
 * them (spent on the engine's move, so its budget counts them). */
static int view_position(struct tree_space *sp, struct horizon_tree *v, int base_position, uint64_t *evaluations)
{
    v->evaluations = evaluations;
    int k = place_of(sp, horizon_root_positions(v, sp->root_positions, sp->root_max), base_position);
    v->evaluations = NULL;
    return k < 0 ? 0 : k;
}

/* The root child that a partial deepening searches first at the view v
 * (search_params.root_first): the last horizon's move, `best` among the
 * root children of a view that did (sorted) or did not reorder them.  Views
 * that agree on reordering hand the root's children out alike (the same
 * evaluation sorts them); eval-above reorders from horizon 2 only, where
 * the move's place is found by reading v's root. */
static int first_at(struct tree_space *sp, struct horizon_tree *v, int best, int sorted, uint64_t *evaluations)
{
    if (horizon_reorders_root(v) == sorted) return best;
    return sorted ? 0 : view_position(sp, v, best, evaluations); /* sorted then base's order: no order does it */
}

/* What a budget counts of stats: evaluations or nodes; under a time budget
 * the work, nodes and evaluations together (the prediction below turns it
 * into time at the rate the move has run so far). */
static uint64_t budget_work(const struct search_budget *b, const struct search_stats *s)
{
    return b->kind == BUDGET_NODES ? s->nodes : b->kind == BUDGET_EVALS ? s->evaluations : s->nodes + s->evaluations;
}

/* Predicted deepening (DEEPENING_PREDICTED): whether the next
 * horizon's first root child would overrun the budget, predicted as the
 * last horizon's first root child (`first`, which the next searches first
 * again) grown as the whole horizon grew from the one before (last /
 * before), on top of what the move has spent.  A search that reports no
 * root child ended (exhaustive search, which keeps no partial horizon; a
 * * root) is predicted whole: first is then the last horizon.  Exact
 * integers under a budget of evaluations or nodes, so the rule is the
 * same on every machine. */
static int next_first_overruns(const struct tree_space *sp, const struct search_budget *b,
                               const struct search_stats *spent, uint64_t first, uint64_t last, uint64_t before)
{
    if (before == 0) return 0; /* no growth known yet: horizon 2 is always begun */
    if (first == 0) first = last;
    __extension__ unsigned __int128 predicted = (unsigned __int128)first * last / before;
    uint64_t work = budget_work(b, spent);
    if (b->kind != BUDGET_TIME) return work + predicted > b->limit;
    double elapsed = clock_thread_cpu_seconds() - sp->budget_started;
    return work > 0 && (elapsed + (double)predicted * elapsed / (double)work) * 1000 > (double)b->limit;
}

/* Iterative deepening within the algorithm's budget (struct
 * search_budget): base seen to horizons 1, 2, .., h->horizon in turn (view
 * at the last), each searched by search_at as a plain search, until the
 * next would overrun the budget.  Into r: the deepest horizon searched
 * within it, its result, and the counts of all horizons searched.  With a
 * partial budget each horizon searches the last one's move first, and a
 * horizon the budget stops once that move is searched through gives the
 * best root child it searched through (r->partial_children), its counts
 * up to there spent and the rest dropped; a predicted budget begins no
 * horizon whose first root child next_first_overruns says would not end
 * within it.  0, or -1 when the caller's poll abandoned a search. */
static int search_budgeted(struct tree_space *sp, struct horizon_tree *view, const struct tree *base,
                           const struct horizon_spec *h, const struct run_algorithm *algorithm, struct trial_result *r)
{
    const struct search_budget *budget = &algorithm->budget;
    struct search_stats spent = { 0 };
    assert(view && h->horizon >= 1); /* a budget deepens a view to its horizon */
    struct trial_result attempt;
    struct run_algorithm first = *algorithm; /* params.root_first: the last horizon's move */
    struct search_stats dropped = { 0 };
    int reached = 0, exceeded = 0, abandoned = 0, partial = 0, best = 0, sorted = 0; /* the last horizon's */
    uint64_t first_work = 0, last_work = 0, before_work = 0; /* the last horizon's first root child, it, the one before */
    sp->budget_started = clock_thread_cpu_seconds();
    search_workspace_poll_every(sp->ws, budget->kind == BUDGET_TIME ? BUDGET_TIME_POLL_LEAVES : 1,
                                budget->kind == BUDGET_TIME);
    for (int depth = 1; depth <= h->horizon; depth++) {
        struct horizon_spec at = *h;
        struct horizon_tree shallower, *v = view;
        at.horizon = depth;
        if (budget->partial == DEEPENING_PREDICTED && next_first_overruns(sp, budget, &spent, first_work, last_work, before_work))
            break;
        if (depth < h->horizon) checked_view(v = &shallower, base, &at, sp->oracle);
        if (budget->partial && depth > 1) first.params.root_first = first_at(sp, v, best, sorted, &spent.evaluations);
        sp->budget = depth > 1 ? budget : NULL; /* horizon 1 runs whatever it costs */
        sp->spent_before = spent;
        sp->over_budget = 0;
        int rc = search_at(sp, v, base, &at, &first, &attempt);
        sp->budget = NULL;
        if (rc != 0 && !sp->over_budget) {
            abandoned = 1;
            break;
        }
        int over = over_budget(sp, budget, &spent, &attempt.stats);
        if (rc != 0 && budget->partial && attempt.result.root_done > 0) { /* stopped, its first move searched through */
            search_stats_add(&spent, &attempt.result.through);
            dropped = attempt.stats;
            search_stats_subtract(&dropped, &attempt.result.through);
            partial = attempt.result.root_done;
            attempt.result.abandoned = 0;
            *r = attempt;
            reached = depth;
            break;
        }
        if (rc != 0 || (depth > 1 && over)) {
            dropped = attempt.stats;
            break;
        }
        exceeded = over; /* horizon 1, searched whatever it costs */
        search_stats_add(&spent, &attempt.stats);
        *r = attempt;
        reached = depth;
        best = r->result.best >= 0 ? r->result.best : 0;
        sorted = horizon_reorders_root(v);
        before_work = last_work;
        last_work = budget_work(budget, &attempt.stats);
        first_work = budget_work(budget, &attempt.result.first_through);
    }
    search_workspace_poll_every(sp->ws, SEARCH_POLL_LEAVES, 0);
    if (abandoned) return -1;
    if (reached < h->horizon && r->result.best >= 0
        && (r->result.best = best_in_deepest(sp, base, h, reached, view, r->result.best)) < 0)
        return -1;
    r->stats = spent;
    r->horizon_reached = reached;
    r->budget_exceeded = exceeded;
    r->partial_children = partial;
    r->dropped = dropped;
    return 0;
}

int experiment_budget_binds(const struct algorithm *a, int horizon)
{
    return a->method == METHOD_MCTS || horizon > 1; /* search_budgeted searches horizon 1 whatever it costs */
}

/* search_at, or within the algorithm's budget. */
static int search_one(struct tree_space *sp, struct horizon_tree *view, const struct tree *base,
                      const struct horizon_spec *h, const struct run_algorithm *algorithm, struct trial_result *r)
{
    double started = clock_thread_cpu_seconds();
    int rc;
    if (algorithm->params.history) search_history_clear(sp->ws); /* one tree's search (every horizon) learns alone */
    if (algorithm->budget.kind == BUDGET_NONE || algorithm->params.method == METHOD_MCTS) {
        /* mcts spends a budget by itself (search_params.budget), at its one horizon. */
        r->horizon_reached = algorithm->budget.kind != BUDGET_NONE ? h->horizon : 0;
        r->budget_exceeded = 0;
        r->dropped = (struct search_stats){ 0 };
        rc = search_at(sp, view, base, h, algorithm, r);
    } else {
        rc = search_budgeted(sp, view, base, h, algorithm, r);
    }
    r->cpu_seconds = clock_thread_cpu_seconds() - started;
    return rc;
}

/* Writes into mismatch what is wrong with r, a result of `algorithm` on t
 * whose exact value is `exact`; 0 when nothing is (forward pruning, whose
 * value may differ, is judged by its move instead). */
static int verify_one(struct search_workspace *ws, const struct tree *t, const struct run_algorithm *algorithm,
                      const struct trial_result *r, value_t exact, char *mismatch, size_t len)
{
    if (algorithm->algorithm->forward_pruning || !result_wrong(ws, t, &algorithm->params, &r->result, exact)) return 0;
    char got[64], want[64];
    tree_format_value(t, r->result.value, got, sizeof got);
    tree_format_value(t, exact, want, sizeof want);
    snprintf(mismatch, len, "%s returned %s%s (move %d) where exhaustive *-minimax gives %s", algorithm->algorithm->name,
             r->result.lower_bound_only ? ">=" : "", got, r->result.best, want);
    return -1;
}

/* Whether a game's moves are judged in its horizon tree: a forward-pruning
 * algorithm is among the first count, and none has a budget (its move
 * comes from another horizon than the one judged in, and judging, exact
 * searches of root moves at the deepest horizon, would cost more than the
 * budgets). */
static int judged_in_view(const struct run_algorithm *algorithms, int count)
{
    int forward_pruning = 0;
    for (int a = 0; a < count; a++) {
        if (algorithms[a].budget.kind != BUDGET_NONE) return 0;
        forward_pruning |= algorithms[a].algorithm->forward_pruning;
    }
    return forward_pruning;
}

/* How a tree's moves are judged (search_tree): against `children` exact
 * values of the root's children (0: not judged), in the horizon tree
 * (in_view) or the full tree; `mapped` when the view's root positions map
 * to the full tree's.  In the full tree every child's value is searched
 * first (exhaustively: sp->root_values); in the horizon tree only what a
 * judgement needs, by Star2 (as exact, far cheaper): the root's value
 * `best`, each chosen child's value once (sp->root_known marks it), and
 * whether the moves differ in value (decisive, -1 until known). */
struct judging {
    int children, in_view, mapped;
    const struct horizon_tree *view;
    value_t best;
    int decisive;
};

/* The exact value of the horizon tree t's root child k, searched once. */
static value_t child_value(struct tree_space *sp, const struct tree *t, int k)
{
    if (!sp->root_known[k])
        sp->root_values[k] = search_root_child_bound(sp->ws, t, &SEARCH_STAR2, k, t->lo, t->hi);
    sp->root_known[k] = 1;
    return sp->root_values[k];
}

/* Whether some root child of t is worth less than j->best: the first found
 * by a null window just below it (a result <= best - 1 is an upper bound
 * below best; one >= best, the child's value, best being the greatest). */
static int root_decisive(struct tree_space *sp, const struct tree *t, const struct judging *j)
{
    if (j->best == t->lo) return 0;
    for (int k = 0; k < j->children; k++) {
        value_t v = sp->root_known[k] ? sp->root_values[k]
                                      : search_root_child_bound(sp->ws, t, &SEARCH_STAR2, k, j->best - 1, j->best);
        if (v < j->best) return 1;
    }
    return 0;
}

/* r's chosen move in the full tree's order, judged as j says (t: the
 * searched tree, the horizon tree when j->in_view). */
static void judge_one(struct tree_space *sp, const struct tree *t, struct judging *j, struct trial_result *r)
{
    int chosen = r->result.best >= 0 && j->mapped ? sp->root_positions[r->result.best] : r->result.best;
    r->quality = (struct move_quality){ .chosen = chosen };
    if (j->children == 0) return;
    if (j->in_view) {
        assert(r->result.best >= 0 && r->result.best < j->children);
        r->quality = (struct move_quality){ .chosen = chosen, .judged = 1, .best_value = j->best,
                                            .chosen_value = child_value(sp, t, r->result.best) };
        if (r->quality.chosen_value != j->best) j->decisive = 1;
        if (j->decisive < 0) j->decisive = root_decisive(sp, t, j);
        r->quality.decisive = j->decisive;
        return;
    }
    /* The full tree's values are in its own units; the view's in the tree's. */
    r->quality = horizon_judge(sp->root_values, j->children, chosen);
    r->quality.chosen = chosen;
    r->quality.chosen_value *= j->view->factor;
    r->quality.best_value *= j->view->factor;
}

/* r's principal line (trial_result.line): through h without its orderings
 * (the tree's own order), at the horizon r's result is from; its searches
 * counted nowhere. */
static void principal_line(struct tree_space *sp, const struct tree *base, const struct horizon_spec *h,
                           const struct run_algorithm *algorithm, struct trial_result *r)
{
    /* MCTS and MCMS search no exact line: an exact search for one would
     * cost more than theirs (at a * root, a whole exact search), so their
     * line is their move alone. */
    if (algorithm->algorithm->method == METHOD_MCTS || algorithm->algorithm->sampled) {
        r->line_length = r->quality.chosen >= 0;
        r->line[0] = r->quality.chosen;
        return;
    }
    struct horizon_spec unordered = h ? *h : (struct horizon_spec){ 0 };
    struct horizon_tree view;
    unordered.order = MOVE_ORDER_TREE;
    unordered.chance_order = CHANCE_ORDER_TREE;
    if (r->horizon_reached) unordered.horizon = r->horizon_reached;
    const struct tree *t = view_spec(&unordered) ? checked_view(&view, base, &unordered, sp->oracle) : base;
    r->line_length = search_principal_line(sp->ws, t, r->quality.chosen, r->line, SEARCH_EVENT_MAX_DEPTH);
}

/* Searches base (through the view h, or NULL) with every algorithm into
 * r, each result final (verified, its move judged) before the next search
 * starts, and handed to hooks->on_result in the list's order.  Step by
 * step:
 *  1. The exact value, for verify: the run's own exhaustive search
 *     (`reference`, searched first: its leaves are also the rows' baseline)
 *     or one search more.
 *  2. With a horizon, for judging: in the full tree, the root's children's
 *     exact values, exhaustively; in a game's horizon tree (a game has no
 *     full tree) with forward pruning and no budget in the run, the root's
 *     value: step 1's when it searched, else by Star2 (the rest when a move
 *     is judged: struct judging).
 *  3. Every algorithm in turn: searched, checked against the exact value
 *     (the first that disagrees ends the tree, said in mismatch), judged,
 *     and with `lines` its principal line found (on the same workspace).
 * Returns 0 (mismatch "" when nothing disagreed), or -1 when a search was
 * abandoned or on_result said stop (the results are then dropped). */
static int search_tree(struct tree_space *sp, const struct tree *base, const struct horizon_spec *h,
                       const struct run_algorithm *algorithms, int count, int verify, int reference, int lines,
                       const struct experiment_hooks *hooks, struct trial_result *r, char *mismatch, size_t len)
{
    struct horizon_tree view, *searched = view_spec(h) ? &view : NULL;
    const struct tree *t = searched ? checked_view(&view, base, h, sp->oracle) : base;
    struct judging j = { 0, base->max_horizon && judged_in_view(algorithms, count), 0, &view, 0, -1 };
    mismatch[0] = '\0';
    /* 1. */
    value_t exact = 0;
    int exact_known = reference >= 0 || verify;
    if (reference >= 0 && search_one(sp, searched, base, h, &algorithms[reference], &r[reference]) != 0) return -1;
    if (reference >= 0) exact = r[reference].result.value;
    else if (verify) {
        struct search_stats unused = { 0 };
        struct search_result e = search_root(sp->ws, t, &SEARCH_EXHAUSTIVE, &unused);
        if (e.abandoned) return -1;
        exact = e.value;
    }
    /* 2. */
    if (judges_moves(h) && j.in_view) {
        struct search_stats unused = { 0 };
        struct search_result root = exact_known ? (struct search_result){ .value = exact }
                                                : search_root(sp->ws, t, &SEARCH_STAR2, &unused);
        if (root.abandoned) return -1;
        j.best = root.value;
        j.children = search_root_child_count(sp->ws, t, sp->root_max);
        memset(sp->root_known, 0, (size_t)j.children);
    } else if (judges_moves(h) && !base->max_horizon) {
        j.children = search_root_child_values(sp->ws, base, &SEARCH_EXHAUSTIVE, sp->root_values, sp->root_max);
    }
    /* Moves in the full tree's order: the view may reorder the root. */
    j.mapped = t != base && t->root.kind == NODE_MAX
               && horizon_root_positions(&view, sp->root_positions, sp->root_max) >= 0;
    assert(j.mapped || t == base || t->root.kind != NODE_MAX);
    /* 3. */
    for (int a = 0; a < count; a++) {
        if (a != reference && search_one(sp, searched, base, h, &algorithms[a], &r[a]) != 0) return -1;
        if (verify && verify_one(sp->ws, t, &algorithms[a], &r[a], exact, mismatch, len) != 0) return 0;
        judge_one(sp, t, &j, &r[a]);
        if (lines) principal_line(sp, base, h, &algorithms[a], &r[a]);
        if (hooks && hooks->on_result && hooks->on_result(hooks->arg, a, r) != 0) return -1;
    }
    return 0;
}

static void tick(struct block *bk);

/* The search's poll on a large tree (search_workspace_poll): the main
 * worker ticks (flushes rows, redraws progress, and learns whether the
 * reader is gone), and every worker stops once the run is stopped, so a
 * single tree of a billion leaves holds up neither `| head` nor the end
 * of the run by more than a few million leaves. */
static int worker_poll(void *arg)
{
    struct worker *w = arg;
    if (w->index == 0 && w->bk->e->tick) tick(w->bk);
    return atomic_load(&w->bk->stop) != 0;
}

/* Trial i of the block through every view: its results at horizon k are
 * results[(i * horizons + k) * algorithm_count ...]. */
static void run_trial(struct block *bk, struct tree_space *sp, uint64_t i)
{
    const struct experiment *e = bk->e;
    const int horizons = experiment_horizons(e);
    struct gen_tree g;
    gen_tree_init(&g, &e->spec, bk->start + i);
    /* An abandoned search stops the whole run (bk->stop): nothing of it is
     * folded.  A mismatch at one horizon ends the trial (and the run). */
    bk->mismatch[i][0] = '\0';
    for (int k = 0; k < horizons && !bk->mismatch[i][0]; k++)
        search_tree(sp, &g.tree, e->horizon ? &e->horizon[k] : NULL, e->algorithms, e->algorithm_count, e->verify,
                    bk->reference_algorithm, 0, NULL, &bk->results[(i * (uint64_t)horizons + (uint64_t)k) *
                    (uint64_t)e->algorithm_count], bk->mismatch[i], sizeof bk->mismatch[i]);
}

/* experiment_search_tree's on_result: a count that failed ends the run
 * before its row is handed on. */
struct checked_hooks {
    const struct experiment_hooks *caller;
    int count_failed;
};

static int check_then_hand_on(void *arg, int a, const struct trial_result *results)
{
    struct checked_hooks *c = arg;
    if (results[a].count_failed) {
        c->count_failed = 1;
        return 1;
    }
    return c->caller && c->caller->on_result ? c->caller->on_result(c->caller->arg, a, results) : 0;
}

int experiment_search_tree(const struct tree *t, const struct run_algorithm *algorithms, int count, int verify,
                           const struct horizon_spec *horizon, const struct experiment_hooks *hooks,
                           struct trial_result *results, char *err, size_t errlen)
{
    struct tree_space sp;
    if (tree_space_init(&sp, t, horizon, algorithms, count) != 0) {
        snprintf(err, errlen, "out of memory (the search's workspace)");
        return -1;
    }
    sp.poll = hooks ? hooks->poll : NULL;
    sp.poll_arg = hooks ? hooks->arg : NULL;
    sp.running = (struct search_progress){ NULL, 0, NULL };
    search_workspace_poll(sp.ws, space_poll, &sp);
    int reference = experiment_reference(algorithms, count);
    char mismatch[256] = "";
    struct checked_hooks checked = { hooks, 0 };
    struct experiment_hooks wrapped = { NULL, check_then_hand_on, &checked, 0 };
    int rc = search_tree(&sp, t, horizon, algorithms, count, verify, reference, hooks && hooks->lines, &wrapped,
                         results, mismatch, sizeof mismatch);
    tree_space_free(&sp);
    if (rc != 0) snprintf(err, errlen, "%s", checked.count_failed ? EXPERIMENT_COUNT_FAILED : "stopped before the end");
    else if (mismatch[0]) snprintf(err, errlen, "verification failed: %s", mismatch);
    return rc != 0 || mismatch[0] ? -1 : 0;
}

void experiment_summary_add(struct algorithm_summary *s, const struct trial_result *r)
{
    exact_stat_add(&s->leaves, r->stats.leaves);
    exact_stat_add(&s->probe_cutoffs, r->stats.probe_cutoffs);
    exact_stat_add(&s->regular_cutoffs, r->stats.regular_cutoffs);
}

void experiment_summary_add_quality(struct algorithm_summary *s, const struct trial_result *r, const struct tree *t)
{
    int correct = move_quality_correct(&r->quality);
    exact_stat_add(&s->correct, correct);
    exact_stat_add(&s->loss_micro, experiment_loss_micro(&r->quality, t->scale));
    if (r->quality.decisive) exact_stat_add(&s->decisive_correct, correct);
    exact_stat_add(&s->root_win, r->quality.best_value == t->hi);
}

/* The main worker calls the caller's tick at most every 0.1 s. */
static void tick(struct block *bk)
{
    double now = clock_seconds();
    if (now - bk->last_tick < 0.1) return;
    bk->last_tick = now;
    uint64_t started = atomic_load(&bk->next), in_block = started < bk->count ? started : bk->count;
    if (bk->e->tick(bk->e->tick_arg, bk->done_before + in_block, bk->total)) atomic_store(&bk->stop, 1);
}

/* One worker's share of a block: trials taken one at a time, so a slow
 * tree never holds up the others. */
static void worker_job(void *arg, int index)
{
    struct block *bk = arg;
    struct worker *w = &bk->workers[index];
    if (!w->space.ws && tree_space_init(&w->space, bk->dimensions, deepest_view(bk->e), bk->e->algorithms,
                                                bk->e->algorithm_count) != 0) {
        /* A helper without memory only costs speed; the main worker stops the run. */
        if (index == 0) {
            bk->out_of_memory = 1;
            atomic_store(&bk->stop, 1);
        }
        return;
    }
    w->bk = bk; /* the block, for the poll: the same struct for the whole experiment */
    w->index = index;
    if (gen_leaf_count(&bk->e->spec) > (double)SEARCH_POLL_LEAVES) search_workspace_poll(w->space.ws, worker_poll, w);
    while (!atomic_load(&bk->stop)) {
        uint64_t i = atomic_fetch_add(&bk->next, 1);
        if (i >= bk->count) break;
        run_trial(bk, &w->space, i);
        if (index == 0 && bk->e->tick) tick(bk);
    }
}

/* r (horizon k > 0) against r0, the first horizon's search of the same tree. */
static void add_paired(struct algorithm_summary *s, const struct trial_result *r, const struct trial_result *r0,
                       const struct tree *t, const struct tree *t0)
{
    int right = move_quality_correct(&r->quality), right0 = move_quality_correct(&r0->quality);
    exact_stat_add(&s->gained, right && !right0);
    exact_stat_add(&s->lost, !right && right0);
    exact_stat_add(&s->loss_diff_shifted, EXPERIMENT_LOSS_SHIFT + experiment_loss_micro(&r->quality, t->scale)
                                          - experiment_loss_micro(&r0->quality, t0->scale));
}

/* Folds a trial's results at every horizon into the summaries (k-th
 * horizon: summary[k * algorithm_count ...]) and the sink. */
static int fold_trial(const struct experiment *e, uint64_t trial, const struct trial_result *r,
                      struct algorithm_summary *summary, trial_sink sink, void *sink_arg, char *err, size_t errlen)
{
    const int count = e->algorithm_count;
    /* Every view judges moves or none does (a list holds horizons >= 1). */
    const int reads_tree = sink || judges_moves(e->horizon);
    struct gen_tree g;
    struct horizon_tree h[EXPERIMENT_MAX_HORIZONS];
    const struct tree *view[EXPERIMENT_MAX_HORIZONS];
    char unused[8];
    if (reads_tree) gen_tree_init(&g, &e->spec, trial);
    for (int k = 0; k < experiment_horizons(e); k++) {
        const struct trial_result *rk = &r[k * count];
        const struct horizon_spec *hk = e->horizon ? &e->horizon[k] : NULL;
        for (int a = 0; a < count; a++) {
            if (rk[a].count_failed) {
                snprintf(err, errlen, "%s", EXPERIMENT_COUNT_FAILED);
                return -1;
            }
            experiment_summary_add(&summary[k * count + a], &rk[a]);
        }
        if (!reads_tree) continue;
        /* The tree the values are in: the trial's, or its view. */
        view[k] = view_spec(hk) && horizon_init(&h[k], &g.tree, hk, NULL, unused, sizeof unused) == 0 ? &h[k].tree
                                                                                                     : &g.tree;
        for (int a = 0; judges_moves(hk) && a < count; a++) {
            experiment_summary_add_quality(&summary[k * count + a], &rk[a], view[k]);
            if (k > 0) add_paired(&summary[k * count + a], &rk[a], &r[a], view[k], view[0]);
        }
        if (sink && sink(sink_arg, trial, view[k], rk) != 0) {
            snprintf(err, errlen, "could not write the results");
            return -1;
        }
    }
    return 0;
}

/* Folds a finished block into the summaries, in trial order. */
static int fold_block(const struct block *bk, struct algorithm_summary *summary,
                      trial_sink sink, void *sink_arg, char *err, size_t errlen)
{
    const struct experiment *e = bk->e;
    const uint64_t per_trial = (uint64_t)experiment_horizons(e) * (uint64_t)e->algorithm_count;
    for (uint64_t i = 0; i < bk->count; i++) {
        uint64_t trial = bk->start + i;
        if (e->verify && bk->mismatch[i][0]) {
            snprintf(err, errlen, "verification failed on trial %llu (N=%d, seed %llu): %s",
                     (unsigned long long)trial, e->spec.n, (unsigned long long)e->spec.seed,
                     bk->mismatch[i]);
            return -1;
        }
        if (fold_trial(e, trial, &bk->results[i * per_trial], summary, sink, sink_arg, err, errlen) != 0) return -1;
    }
    return 0;
}

int experiment_run(const struct experiment *e, struct algorithm_summary *summary,
                   trial_sink sink, void *sink_arg, char *err, size_t errlen)
{
    struct block bk = { .e = e, .reference_algorithm = -1 };
    if (gen_spec_check(&e->spec, err, errlen) != 0) return -1;
    if (e->horizon_count > EXPERIMENT_MAX_HORIZONS || (e->horizon_count > 1 && !e->horizon)) {
        snprintf(err, errlen, "at most %d horizons, each a view", EXPERIMENT_MAX_HORIZONS);
        return -1;
    }
    bk.reference_algorithm = experiment_reference(e->algorithms, e->algorithm_count);
    memset(summary, 0, (size_t)experiment_horizons(e) * (size_t)e->algorithm_count * sizeof *summary);

    uint64_t first, total;
    experiment_slice(e, &first, &total);
    struct worker_pool *pool = e->pool ? e->pool : pool_new(e->threads);
    /* No more workers than trials: each one's workspace costs memory. */
    int threads = e->threads < 1 ? 1 : e->threads;
    if (pool && threads > pool_threads(pool)) threads = pool_threads(pool);
    if ((uint64_t)threads > total) threads = total ? (int)total : 1;
    uint64_t block_trials = total < BLOCK_TRIALS ? total : BLOCK_TRIALS; /* the largest block */
    int status = -1;
    bk.workers = calloc((size_t)threads, sizeof *bk.workers);
    bk.results = calloc(block_trials ? block_trials : 1,
                        (size_t)experiment_horizons(e) * (size_t)e->algorithm_count * sizeof *bk.results);
    bk.mismatch = calloc(block_trials ? block_trials : 1, sizeof *bk.mismatch);
    struct gen_tree dimensions;
    gen_tree_init(&dimensions, &e->spec, first); /* every trial's tree has these dimensions */
    bk.dimensions = &dimensions.tree;
    atomic_store(&bk.stop, 0);
    bk.last_tick = clock_seconds();
    bk.total = total;
    if (!pool || !bk.workers || !bk.results || !bk.mismatch) {
        snprintf(err, errlen, "out of memory");
        goto done;
    }
    uint64_t size = FIRST_BLOCK_TRIALS;
    for (uint64_t done_trials = 0; done_trials < total; done_trials += bk.count) {
        double began = clock_seconds();
        bk.start = first + done_trials;
        bk.done_before = done_trials;
        bk.count = total - done_trials < size ? total - done_trials : size;
        atomic_store(&bk.next, 0);
        pool_run(pool, threads, worker_job, &bk);
        if (size < block_trials && clock_seconds() - began < BLOCK_SECONDS) size *= 2;
        if (atomic_load(&bk.stop)) {
            snprintf(err, errlen, bk.out_of_memory ? "out of memory" : "stopped before the end");
            goto done;
        }
        if (fold_block(&bk, summary, sink, sink_arg, err, errlen) != 0) goto done;
    }
    status = 0;
done:
    for (int i = 0; bk.workers && i < threads; i++) tree_space_free(&bk.workers[i].space);
    if (pool && pool != e->pool) pool_free(pool);
    free(bk.workers);
    free(bk.results);
    free(bk.mismatch);
    return status;
}

/* A chooser: one tree_space kept for every tree it searches (the
 * workspace, its table, sized once), its poll watching budgets. */
struct experiment_chooser {
    struct tree_space space;
    const struct run_algorithm *algorithm;
    const struct horizon_spec *h;
};

struct experiment_chooser *experiment_chooser_new(const struct tree *dims, const struct run_algorithm *algorithm,
                                                  const struct horizon_spec *h)
{
    struct experiment_chooser *c = malloc(sizeof *c);
    if (!c) return NULL;
    if (tree_space_init(&c->space, dims, h, algorithm, 1) != 0) {
        free(c);
        return NULL;
    }
    c->algorithm = algorithm;
    c->h = h;
    search_workspace_poll(c->space.ws, space_poll, &c->space);
    return c;
}

int experiment_choose(struct experiment_chooser *c, const struct tree *base, struct trial_result *r)
{
    struct tree_space *sp = &c->space;
    struct horizon_tree view, *searched = view_spec(c->h) ? &view : NULL;
    const struct tree *t = searched ? checked_view(&view, base, c->h, sp->oracle) : base;
    if (search_one(sp, searched, base, c->h, c->algorithm, r) != 0) return -1;
    /* The move in base's order (the view may reorder the root); not judged. */
    struct judging j = { 0, 0, 0, &view, 0, -1 };
    j.mapped = t != base && t->root.kind == NODE_MAX
               && horizon_root_positions(&view, sp->root_positions, sp->root_max) >= 0;
    judge_one(sp, t, &j, r);
    return 0;
}

void experiment_chooser_free(struct experiment_chooser *c)
{
    if (!c) return;
    tree_space_free(&c->space);
    free(c);
}
