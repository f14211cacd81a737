/* engine.c - see engine.h. */
#include "engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/search.h"

/* The engine the settings make. */
static void make_algorithm(const struct engine_settings *s, struct engine *e)
{
    const struct algorithm *a = &ALGORITHMS[s->algorithm];
    struct run_algorithm *ra = &e->algorithm;
    ra->algorithm = a;
    ra->params = algorithm_params(a, s->probes, s->probe_factor);
    ra->params.table = a->tabled && s->table > 0;
    ra->params.history = a->method == METHOD_STAR && horizon_order_history(s->order);
    ra->table_entries = ra->params.table ? s->table : 0;
    ra->iterative = a->tabled && s->iterate;
    ra->budget = s->budget;
    e->horizon.horizon = s->horizon;
    e->horizon.eval = EVAL_SOURCE;
    e->horizon.eval_name = s->evaluator;
    e->horizon.order = s->order;
    e->horizon.chance_order = CHANCE_ORDER_TREE;
    ra->params.playouts = s->playouts;
    ra->params.exploration_milli = s->exploration_milli;
    ra->params.mcts_leaf = s->mcts_leaf;
    ra->params.widening_milli = s->widening_milli;
    ra->samples = a->sampled ? s->samples : 0;
}

/* The engine's shape (its game's start at its horizon) and cpc's fit,
 * checked against them.  0, or -1 with err set. */
static int open_shape(const struct engine_settings *s, struct engine *e, char *err, size_t errlen)
{
    const struct game *g = e->game->game;
    char position[GAME_POSITION_TEXT], roll[GAME_POSITION_TEXT];
    g->start(e->game, 0, position, roll);
    e->shape = g->open(e->game, position, roll[0] ? roll : NULL, e->horizon.horizon, s->evaluator, err, errlen);
    if (!e->shape) return -1;
    if (experiment_check_algorithm(&e->algorithm, g->tree(e->shape), &e->horizon, err, errlen) != 0) return -1;
    if (!s->cut_fit) return 0;
    snprintf(e->cut_fit_file, sizeof e->cut_fit_file, "%s", s->cut_fit);
    e->fit.file = e->cut_fit_file;
    e->fit.reduction = s->cut_reduction;
    e->fit.sigmas_milli = s->cut_sigmas_milli;
    if (cut_fit_read(e->cut_fit_file, &e->fit, err, errlen) != 0
        || cut_fit_check(&e->fit, g->name, g->eval_signature(e->shape), g->tree(e->shape), e->horizon.horizon, err,
                         errlen) != 0)
        return -1;
    e->algorithm.cut_fit = &e->fit;
    return 0;
}

int engine_make(const char *spec, const struct engine_settings *s, const struct game_spec *game, struct engine *e,
                char *err, size_t errlen)
{
    memset(e, 0, sizeof *e);
    e->spec = spec;
    e->game = game;
    e->random = s->kind == ENGINE_RANDOM;
    if (e->random) return 0;
    if (s->kind == ENGINE_OUTSIDE) {
        e->outside = game->game->outside;
        e->plies = s->plies;
        return e->outside->available(err, errlen) == 0 ? 0 : -1;
    }
    make_algorithm(s, e);
    if (open_shape(s, e, err, errlen) == 0) return 0;
    engine_free(e);
    return -1;
}

void engine_free(struct engine *e)
{
    if (e->shape) e->game->game->close(e->shape);
    e->shape = NULL;
}

int engine_seat_init(struct engine_seat *s, const struct engine *e, char *err, size_t errlen)
{
    s->engine = e;
    s->chooser = NULL;
    s->outside = NULL;
    if (e->random) return 0;
    if (e->outside) return (s->outside = e->outside->open(err, errlen)) ? 0 : -1;
    s->chooser = experiment_chooser_new(e->game->game->tree(e->shape), &e->algorithm, &e->horizon);
    if (s->chooser) return 0;
    snprintf(err, errlen, "out of memory (an engine's search)");
    return -1;
}

void engine_seat_free(struct engine_seat *s)
{
    experiment_chooser_free(s->chooser);
    s->chooser = NULL;
    if (s->outside) s->engine->outside->close(s->outside);
    s->outside = NULL;
}

/* The search's move at the root of t (count > 1 legal moves): its index,
 * what it kept into *kept and what a budget's abandoned horizon spent into
 * *dropped; -1 when the search stopped. */
static int search_move(struct engine_seat *s, const struct tree *t, struct search_stats *kept,
                       struct search_stats *dropped)
{
    struct trial_result r;
    if (experiment_choose(s->chooser, t, &r) != 0 || r.quality.chosen < 0) return -1;
    search_stats_add(kept, &r.stats);
    search_stats_add(dropped, &r.dropped);
    return r.quality.chosen;
}

int engine_choose(struct engine_seat *s, const struct tree *t, size_t count, uint64_t random_key,
                  struct search_stats *cost, char *err, size_t errlen)
{
    if (s->engine->random) return (int)game_draw(random_key, count);
    if (s->engine->outside) { /* asked by the game's own match, never here */
        snprintf(err, errlen, "%s: an outside engine plays only in its game's own matches", s->engine->spec);
        return -1;
    }
    if (count == 1) return 0; /* nothing to choose: no search, no cost */
    int k = search_move(s, t, cost, cost); /* a budget's abandoned horizon was searched too */
    if (k < 0) snprintf(err, errlen, "%s: the search stopped", s->engine->spec);
    return k;
}

/* The root's children of t, counted with one cursor; -1 out of memory. */
static long root_moves(const struct tree *t)
{
    int *scratch = calloc((size_t)t->cursor_scratch + 1, sizeof *scratch);
    struct tree_cursor c;
    struct node child;
    value_t w;
    long count = 0;
    if (!scratch) return -1;
    tree_open(t, &t->root, &c, scratch);
    while (tree_next(&c, &child, &w)) count++;
    free(scratch);
    return count;
}

int engine_move(struct engine_seat *seat, const struct game_spec *spec, const char *position, const char *roll,
                uint64_t random_key, struct engine_move *m, char *err, size_t errlen)
{
    const struct engine *e = seat->engine;
    const struct game *g = spec->game;
    memset(m, 0, sizeof *m);
    void *state = g->open(spec, position, roll[0] ? roll : NULL, e->random ? 1 : e->horizon.horizon,
                          e->random ? game_default_evaluator(g) : e->horizon.eval_name, err, errlen);
    if (!state) return -1;
    const struct tree *t = g->tree(state);
    long count = root_moves(t);
    m->move = -1;
    if (count < 0) snprintf(err, errlen, "out of memory (a cursor)");
    else if (count <= 1 || e->random || e->outside)
        m->move = engine_choose(seat, t, (size_t)count, random_key, &m->kept, err, errlen);
    else if ((m->move = search_move(seat, t, &m->kept, &m->dropped)) < 0)
        snprintf(err, errlen, "%s: the search stopped", e->spec);
    m->count = count < 0 ? 0 : (size_t)count;
    g->close(state);
    return m->move;
}
