/* verdicts.c - see verdicts.h. */
#include "games/verdicts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/horizon.h"
#include "core/parse.h"
#include "core/search.h"

int deep_referee_named(const char *referee)
{
    return strncmp(referee, DEEP_REFEREE_PREFIX, strlen(DEEP_REFEREE_PREFIX)) == 0;
}

int deep_referee_parse(const char *referee, const struct game *g, int *horizon, char *err, size_t errlen)
{
    size_t prefix = strlen(DEEP_REFEREE_PREFIX);
    uint64_t h;
    if (!deep_referee_named(referee)) return 0;
    if (parse_uint(referee + prefix, 1, (uint64_t)g->max_horizon, &h) != 0) {
        snprintf(err, errlen, "--referee: deep:H: expected H from 1 to %d (%s's horizons), got '%s'", g->max_horizon,
                 g->name, referee);
        return -1;
    }
    *horizon = (int)h;
    return 1;
}

static int verdicts_alloc(struct position_verdicts *v, size_t count, char *err, size_t errlen)
{
    v->count = count;
    v->loss_micro = calloc(count ? count : 1, sizeof *v->loss_micro);
    v->rank = calloc(count ? count : 1, sizeof *v->rank);
    if (v->loss_micro && v->rank) return 0;
    position_verdicts_free(v);
    snprintf(err, errlen, "out of memory (a referee's verdicts)");
    return -1;
}

/* A gap of `diff` values of t (units 1 / (scale * per_point) of a point)
 * in millionths of a point, rounded half up: exact, in 128 bits. */
static int64_t micro_points(const struct tree *t, value_t per_point, value_t diff)
{
    __extension__ typedef __int128 i128;
    i128 den = (i128)t->scale * per_point;
    return (int64_t)(((i128)diff * 2000000 + den) / (2 * den));
}

/* Each root move's value in view (values[k], its base position positions[k])
 * turned into its loss and rank, in base's order. */
static void deep_losses(const struct tree *view, value_t per_point, const value_t *values, const int *positions,
                        int count, struct position_verdicts *v)
{
    value_t best = values[0];
    for (int k = 1; k < count; k++)
        if (values[k] > best) best = values[k];
    for (int k = 0; k < count; k++) {
        int higher = 0;
        for (int j = 0; j < count; j++) higher += values[j] > values[k];
        v->loss_micro[positions[k]] = micro_points(view, per_point, best - values[k]);
        v->rank[positions[k]] = 1 + higher;
    }
}

/* deep:H: every root move of base searched exactly by Star2 to H (base is
 * the game's tree at H), in the view ordered by the evaluation. */
static int deep_verdicts(const struct tree *base, int horizon, const char *eval, struct position_verdicts *v,
                         char *err, size_t errlen)
{
    struct horizon_spec spec = { .horizon = horizon, .eval = EVAL_SOURCE, .eval_name = eval, .order = MOVE_ORDER_EVAL,
                                 .chance_order = CHANCE_ORDER_TREE };
    struct horizon_tree h;
    if (base->root.kind != NODE_MAX) {
        snprintf(err, errlen, "the referee judges a move: the root is the dice to come (give the roll)");
        return -1;
    }
    if (!base->per_point) {
        snprintf(err, errlen, "deep: the game's values have no unit to state a loss in");
        return -1;
    }
    if (horizon_init(&h, base, &spec, NULL, err, errlen) != 0) return -1;
    const struct tree *view = &h.tree;
    int max = tree_children_at(view, 0), count = -1;
    value_t *values = malloc((size_t)(max > 0 ? max : 1) * sizeof *values);
    int *positions = malloc((size_t)(max > 0 ? max : 1) * sizeof *positions);
    struct search_workspace *ws = search_workspace_new(view);
    if (values && positions && ws) {
        count = search_root_child_values(ws, view, &SEARCH_STAR2, values, max);
        if (horizon_root_positions(&h, positions, max) != count) count = -1;
    }
    int rc = count > 0 && verdicts_alloc(v, (size_t)count, err, errlen) == 0 ? 0 : -1;
    if (rc == 0) deep_losses(view, base->per_point, values, positions, count, v);
    else if (count <= 0) snprintf(err, errlen, "out of memory (the deep referee's search)");
    free(values);
    free(positions);
    search_workspace_free(ws);
    return rc;
}

/* The game's own referee's verdicts (kept in state) copied. */
static int own_verdicts(const struct game *g, void *state, const char *referee, struct position_verdicts *v,
                        char *err, size_t errlen)
{
    struct game_verdicts own = { 0, NULL, NULL };
    if (!g->referee) {
        snprintf(err, errlen, "--referee: %s has no referee of its own; give deep:H (starbench's: an exact search to "
                 "horizon H)", g->name);
        return -1;
    }
    if (g->referee(state, referee, &own, err, errlen) != 0 || verdicts_alloc(v, own.count, err, errlen) != 0)
        return -1;
    memcpy(v->loss_micro, own.loss_micro, own.count * sizeof *v->loss_micro);
    memcpy(v->rank, own.rank, own.count * sizeof *v->rank);
    return 0;
}

int position_verdicts_get(const struct game_spec *spec, const char *position, const char *roll, const char *referee,
                          const char *eval, struct position_verdicts *v, char *err, size_t errlen)
{
    const struct game *g = spec->game;
    int horizon = 1, deep = deep_referee_parse(referee, g, &horizon, err, errlen);
    memset(v, 0, sizeof *v);
    if (deep < 0) return -1;
    void *state = g->open(spec, position, roll, horizon, eval, err, errlen);
    if (!state) return -1;
    int rc = deep ? deep_verdicts(g->tree(state), horizon, eval, v, err, errlen) : own_verdicts(g, state, referee, v, err, errlen);
    g->close(state);
    return rc;
}

void position_verdicts_free(struct position_verdicts *v)
{
    free(v->loss_micro);
    free(v->rank);
    v->loss_micro = NULL;
    v->rank = NULL;
    v->count = 0;
}
